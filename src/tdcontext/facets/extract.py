"""Tagging turns with facets: three extractors, fused per slot by measured validation accuracy.

- `RuleExtractor`: the schema's keywords (word-bounded), the speaker's role for
  `participants`, and a slot's keyword-less value as its default (`medium=text`, `random=no`).
- `NaiveBayes` (classifier.py): character bigrams + word unigrams. For slots that persist
  across turns (topic, activity) it can run as a hidden Markov model: tempered NB
  likelihoods as emissions, transitions learnt from the training sessions, and
  forward-backward over the session, so "yes please" takes the topic its neighbours
  establish. Whether the HMM is used, and its temperature, are fitted on a dev split.
- `Prototypes` (prototypes.py): nearest MiniLM class prototype above a threshold.

`train_model` fits all three on labelled rows, measures each per slot on a held-out dev split
of whole sessions, records the accuracies and picks, per slot, the best extractor with the
others as fallbacks, then refits on every row. The choice is stored in the model file.

Invariant: tagging never fails on any text; a slot nobody can decide is `unknown`.
"""

from __future__ import annotations

import hashlib
import itertools
import json
import math
import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from ..errors import InvalidInputError
from .classifier import NaiveBayes
from .schema import UNKNOWN, FacetSchema

__all__ = [
    "EXTRACTORS",
    "FacetModel",
    "FacetTag",
    "LabelledTurn",
    "RuleExtractor",
    "Turn",
    "train_model",
]

EXTRACTORS = ("rules", "nb", "proto")
MODEL_FORMAT = "tdcontext-facets/1"
ROLE_PARTICIPANT = {"user": "user", "assistant": "copilot", "tool": "tool", "system": "copilot"}
TEMPERATURES = (1.0, 2.0, 4.0, 8.0, 16.0, 32.0)
EVIDENCE_WEIGHTS = (0.5, 1.0, 2.0)
SEQUENCE_SLOTS = ("topic", "activity", "interaction", "medium", "random")
NB_MIN_CONFIDENCE = 0.0
Embed = Callable[[Sequence[str]], Any]


@dataclass(frozen=True)
class Turn:
    """One turn to tag: its text and who spoke (user | assistant | tool | system)."""

    text: str
    role: str = "user"


@dataclass(frozen=True)
class LabelledTurn:
    """A training row: a turn, its group (session or dialogue, kept whole in splits) and gold facets."""

    turn: Turn
    group: str
    facets: Mapping[str, str]


@dataclass(frozen=True)
class FacetTag:
    """One slot's decision: value, confidence in [0, 1], and which extractor decided."""

    value: str
    confidence: float
    extractor: str

    def to_dict(self) -> dict[str, Any]:
        return {"value": self.value, "confidence": round(self.confidence, 3), "extractor": self.extractor}


def _role_token(role: str) -> str:
    return f"role={role}"


class RuleExtractor:
    """Keyword rules from the schema; the speaker's role for `participants`."""

    def __init__(self, schema: FacetSchema) -> None:
        self.schema = schema
        self._patterns: dict[str, list[tuple[str, re.Pattern[str] | None, tuple[str, ...]]]] = {}
        self._defaults: dict[str, str] = {}
        for slot, values in schema.slots.items():
            rows: list[tuple[str, re.Pattern[str] | None, tuple[str, ...]]] = []
            for v in values:
                words = [k for k in v.keywords if re.fullmatch(r"[\w' .-]+", k)]
                symbols = tuple(k for k in v.keywords if k not in words)
                pattern = (re.compile(r"(?<![\w-])(?:" + "|".join(re.escape(w.strip()) for w in sorted(words, key=len, reverse=True))
                                      + r")(?![\w-])") if words else None)
                rows.append((v.name, pattern, symbols))
            self._patterns[slot] = rows
            keywordless = [v.name for v in values if not v.keywords]
            if len(keywordless) == 1 and len(values) > 1:
                self._defaults[slot] = keywordless[0]

    def predict_slot(self, slot: str, turn: Turn) -> tuple[str | None, float]:
        values = {v.name for v in self.schema.slots[slot]}
        if slot == "participants":
            name = ROLE_PARTICIPANT.get(turn.role, turn.role)
            if name in values:
                return name, 1.0
        text = turn.text.lower()[:20_000]
        hits: dict[str, int] = {}
        for name, pattern, symbols in self._patterns[slot]:
            n = len(set(pattern.findall(text))) if pattern is not None else 0
            n += sum(1 for s in symbols if s in text)
            if n:
                hits[name] = n
        if not hits:
            default = self._defaults.get(slot)
            return (default, 0.5) if default else (None, 0.0)
        ranked = sorted(hits.items(), key=lambda kv: (-kv[1], kv[0]))
        if len(ranked) > 1 and ranked[0][1] == ranked[1][1]:
            return None, 0.0  # a tie is not a decision
        best, n = ranked[0]
        second = ranked[1][1] if len(ranked) > 1 else 0
        return best, min(1.0, 0.5 + 0.15 * (n - second))



@dataclass(frozen=True)
class SequenceModel:
    """An HMM over one slot: start and transition probabilities learnt from labelled sessions.

    Emissions are NB log-likelihoods divided by `temperature` (NB is over-confident on long
    turns; tempering lets the neighbours' evidence count), plus `evidence_weight` times any
    extra per-class evidence (the exemplars' kNN log-ratio, when vectors are at hand).
    Transitions can depend on who speaks the arriving turn (`log_trans_by_role`): in a chat
    the user changes the topic, the copilot follows. `posteriors` runs forward-backward.
    """

    classes: tuple[str, ...]
    log_start: tuple[float, ...]
    log_trans: tuple[tuple[float, ...], ...]
    temperature: float = 1.0
    log_trans_by_role: Mapping[str, tuple[tuple[float, ...], ...]] = field(default_factory=dict)
    evidence_weight: float = 0.0

    @classmethod
    def fit(cls, slot: str, rows: Sequence[LabelledTurn], classes: Sequence[str], smoothing: float = 1.0,
            *, by_role: bool = False) -> SequenceModel:
        names = tuple(classes)
        k = len(names)
        at = {c: i for i, c in enumerate(names)}
        start = [smoothing] * k
        trans = [[smoothing] * k for _ in range(k)]
        role_trans: dict[str, list[list[float]]] = {}
        for idx in _by_group(rows):
            labelled = [(str(rows[i].facets.get(slot)), rows[i].turn.role) for i in idx
                        if rows[i].facets.get(slot) in at]
            if labelled:
                start[at[labelled[0][0]]] += 1
            for (a, _), (b, role) in itertools.pairwise(labelled):
                trans[at[a]][at[b]] += 1
                if by_role:
                    role_trans.setdefault(role, [[smoothing] * k for _ in range(k)])[at[a]][at[b]] += 1
        total = sum(start)
        log_start = tuple(math.log(x / total) for x in start)
        return cls(names, log_start, _log_rows(trans), log_trans_by_role={r: _log_rows(m) for r, m in role_trans.items()})

    def with_temperature(self, temperature: float) -> SequenceModel:
        return replace(self, temperature=temperature)

    def with_evidence_weight(self, weight: float) -> SequenceModel:
        return replace(self, evidence_weight=weight)

    def posteriors(self, emissions: Sequence[Mapping[str, float]], roles: Sequence[str] | None = None,
                   evidence: Any = None) -> list[dict[str, float]]:
        import numpy as np

        e = np.array([[em.get(c, -1e9) for c in self.classes] for em in emissions], dtype=np.float64)
        return [dict(zip(self.classes, (float(x) for x in row), strict=True))
                for row in self.posterior_matrix(e, roles, evidence)]

    def posterior_matrix(self, log_likelihoods: Any, roles: Sequence[str] | None = None, evidence: Any = None) -> Any:
        """Forward-backward over an (n, classes) log-likelihood matrix; rows of posteriors."""
        import numpy as np

        e = np.asarray(log_likelihoods, dtype=np.float64) / self.temperature
        if evidence is not None and self.evidence_weight:
            e = e + self.evidence_weight * np.asarray(evidence, dtype=np.float64)
        default = np.array(self.log_trans, dtype=np.float64)
        by_role = {r: np.array(m, dtype=np.float64) for r, m in self.log_trans_by_role.items()}
        n, k = e.shape
        steps = [by_role.get(roles[t], default) if roles is not None else default for t in range(n)]
        fwd = np.empty((n, k))
        bwd = np.zeros((n, k))
        fwd[0] = np.array(self.log_start) + e[0]
        for t in range(1, n):
            fwd[t] = _lse(fwd[t - 1][:, None] + steps[t], axis=0) + e[t]
        for t in range(n - 2, -1, -1):
            bwd[t] = _lse(steps[t + 1] + (e[t + 1] + bwd[t + 1])[None, :], axis=1)
        scores = fwd + bwd
        scores -= _lse(scores, axis=1)[:, None]
        return np.exp(scores)

    def to_json(self) -> dict[str, Any]:
        return {"classes": list(self.classes), "log_start": list(self.log_start),
                "log_trans": [list(r) for r in self.log_trans], "temperature": self.temperature,
                "log_trans_by_role": {r: [list(x) for x in m] for r, m in self.log_trans_by_role.items()},
                "evidence_weight": self.evidence_weight}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> SequenceModel:
        classes = tuple(str(c) for c in data["classes"])
        log_start = tuple(float(x) for x in data["log_start"])
        log_trans = tuple(tuple(float(x) for x in row) for row in data["log_trans"])
        by_role = {str(r): tuple(tuple(float(x) for x in row) for row in m)
                   for r, m in dict(data.get("log_trans_by_role") or {}).items()}
        k = len(classes)
        for matrix in (log_trans, *by_role.values()):
            if len(matrix) != k or any(len(r) != k for r in matrix):
                raise ValueError("sequence model shapes do not match its classes")
        if len(log_start) != k:
            raise ValueError("sequence model shapes do not match its classes")
        weight = float(data.get("evidence_weight", 0.0))
        if not math.isfinite(weight) or weight < 0:
            raise ValueError(f"evidence weight {weight} is not a finite non-negative number")
        return cls(classes, log_start, log_trans, float(data.get("temperature", 1.0)), by_role, weight)


def _log_rows(matrix: Sequence[Sequence[float]]) -> tuple[tuple[float, ...], ...]:
    return tuple(tuple(math.log(x / sum(row)) for x in row) for row in matrix)


def _lse(values: Any, axis: int) -> Any:
    """log-sum-exp along `axis` (numpy), stable for large negative values."""
    import numpy as np

    top = np.max(values, axis=axis, keepdims=True)
    return np.squeeze(top, axis=axis) + np.log(np.sum(np.exp(values - top), axis=axis))


@dataclass
class FacetModel:
    """The fused tagger: per slot, extractors in order of measured dev accuracy."""

    schema: FacetSchema
    nb: dict[str, NaiveBayes] = field(default_factory=dict)
    proto: dict[str, Any] = field(default_factory=dict)  # slot -> Prototypes
    plan: dict[str, list[str]] = field(default_factory=dict)
    sequence: dict[str, SequenceModel] = field(default_factory=dict)  # slot -> HMM over NB emissions
    knn: dict[str, Any] = field(default_factory=dict)  # slot -> Exemplars: kNN evidence for the HMM
    validation: dict[str, dict[str, float]] = field(default_factory=dict)
    trained_on: int = 0
    choices: dict[str, dict[str, float]] = field(default_factory=dict)  # slot -> dev accuracy per NB variant

    def __post_init__(self) -> None:
        self.rules = RuleExtractor(self.schema)
        for slot in self.schema.slots:
            self.plan.setdefault(slot, [e for e in ("rules", "proto") if e == "rules" or slot in self.proto])

    @property
    def needs_vectors(self) -> bool:
        return (any("proto" in order and slot in self.proto for slot, order in self.plan.items())
                or bool(self._knn_slots(list(self.schema.slots))))

    def _knn_slots(self, slots: Sequence[str]) -> list[str]:
        """Slots whose sequence model weighs kNN evidence over every turn (so every turn needs a vector)."""
        return [s for s in slots if s in self.knn and s in self.nb and "nb" in self.plan.get(s, ())
                and s in self.sequence and self.sequence[s].evidence_weight > 0]

    def tag(self, turns: Sequence[Turn], vectors: Any = None, slots: Sequence[str] | None = None,
            embed: Embed | None = None) -> list[dict[str, FacetTag]]:
        """Tag a session's turns in order (order matters for sequence slots); `slots` limits the work.

        `vectors` are the turns' embeddings; or pass `embed` and only the turns that reach the
        prototype extractor (the extractors before it abstained) are embedded, unless a
        sequence slot weighs kNN evidence, which needs every turn's vector. Without vectors
        the sequence slots fall back to naive-Bayes evidence alone.
        """
        wanted = [s for s in self.schema.slots if slots is None or s in slots]
        if vectors is None and embed is not None and turns and self._knn_slots(wanted):
            vectors = embed([t.text or " " for t in turns])
        proto_slots = [s for s in wanted if s in self.proto and "proto" in self.plan.get(s, ())]
        proto_out: dict[str, list[tuple[str | None, float, dict[str, float]] | None]] = {}
        if proto_slots and vectors is None and embed is not None:
            need = [i for i, turn in enumerate(turns) if any(self._reaches_proto(s, turn) for s in proto_slots)]
            if need:
                rows = embed([turns[i].text or " " for i in need])
                for slot in proto_slots:
                    predicted = self.proto[slot].predict_many(rows)
                    sparse: list[tuple[str | None, float, dict[str, float]] | None] = [None] * len(turns)
                    for i, out in zip(need, predicted, strict=True):
                        sparse[i] = out
                    proto_out[slot] = sparse
        elif vectors is not None:
            for slot in proto_slots:
                proto_out[slot] = list(self.proto[slot].predict_many(vectors))
        results: list[dict[str, FacetTag]] = [{} for _ in turns]
        for slot in wanted:
            order = self.plan.get(slot, ["rules"])
            nb_posts = self._nb_posteriors(slot, turns, vectors) if slot in self.nb and "nb" in order else None
            for i, turn in enumerate(turns):
                tag: FacetTag | None = None
                for extractor in order:
                    if extractor == "rules":
                        value, conf = self.rules.predict_slot(slot, turn)
                        if value is not None:
                            tag = FacetTag(value, conf, "rules")
                    elif extractor == "nb" and nb_posts is not None:
                        post = nb_posts[i]
                        best = max(post, key=lambda c: post[c])
                        tag = FacetTag(best, post[best], "nb")
                    elif extractor == "proto" and slot in proto_out and proto_out[slot][i] is not None:
                        label, conf, _ = proto_out[slot][i]  # type: ignore[misc]
                        if label is not None:
                            tag = FacetTag(label, max(0.0, conf), "proto")
                    if tag is not None:
                        break
                results[i][slot] = tag or FacetTag(UNKNOWN, 0.0, "none")
        return results

    def _reaches_proto(self, slot: str, turn: Turn) -> bool:
        """Whether every extractor before `proto` in the slot's plan abstains on `turn`."""
        for extractor in self.plan.get(slot, ()):
            if extractor == "proto":
                return True
            if extractor == "nb" and slot in self.nb:
                return False  # naive Bayes always decides
            if extractor == "rules" and self.rules.predict_slot(slot, turn)[0] is not None:
                return False
        return False

    def _nb_posteriors(self, slot: str, turns: Sequence[Turn], vectors: Any = None) -> list[dict[str, float]]:
        model = self.nb[slot]
        hmm = self.sequence.get(slot)
        evidence = self._knn_evidence(slot, hmm, vectors, len(turns))
        if hmm is None or (len(turns) < 2 and evidence is None):
            return [model.predict(t.text, [_role_token(t.role)]) for t in turns]
        emissions = [model.log_likelihoods(t.text, [_role_token(t.role)]) for t in turns]
        return hmm.posteriors(emissions, [t.role for t in turns], evidence)

    def _knn_evidence(self, slot: str, hmm: SequenceModel | None, vectors: Any, n: int) -> Any:
        """The exemplars' (n, classes) log-ratio in the sequence model's class order, or None."""
        exemplars = self.knn.get(slot)
        if hmm is None or exemplars is None or not hmm.evidence_weight or vectors is None or len(vectors) != n:
            return None
        import numpy as np

        if np.ndim(vectors) != 2 or np.shape(vectors)[1] != exemplars.matrix.shape[1]:
            return None  # vectors from another embedder than the one the exemplars came from: NB alone

        ratio = exemplars.log_ratio(vectors)
        at = {c: i for i, c in enumerate(exemplars.classes)}
        out = np.zeros((n, len(hmm.classes)))
        for j, c in enumerate(hmm.classes):
            if c in at:
                out[:, j] = ratio[:, at[c]]
        return out

    # ---- persistence -------------------------------------------------------------------------

    def to_json(self) -> dict[str, Any]:
        return {
            "format": MODEL_FORMAT,
            "schema": self.schema.to_dict(),
            "plan": self.plan,
            "sequence": {s: h.to_json() for s, h in self.sequence.items()},
            "validation": self.validation,
            "choices": self.choices,
            "trained_on": self.trained_on,
            "nb": {s: m.to_json() for s, m in self.nb.items()},
            "proto": {s: p.to_json() for s, p in self.proto.items()},
            **self._knn_json(),
        }

    def _knn_json(self) -> dict[str, Any]:
        """Exemplar blocks, each vector matrix stored once however many slots share it."""
        matrices: dict[str, str] = {}
        blocks: dict[str, Any] = {}
        for slot, exemplars in self.knn.items():
            block = exemplars.to_json()
            encoded = block.pop("float16_base64")
            key = hashlib.sha256(encoded.encode("ascii")).hexdigest()[:16]
            matrices.setdefault(key, encoded)
            blocks[slot] = {**block, "matrix": key}
        return {"knn": blocks, "knn_matrices": matrices}

    @classmethod
    def from_json(cls, data: Mapping[str, Any], schema: FacetSchema) -> FacetModel:
        from .prototypes import Exemplars, Prototypes

        if not isinstance(data, Mapping) or data.get("format") != MODEL_FORMAT:
            raise InvalidInputError(f"not a {MODEL_FORMAT} model file; retrain with `tdcontext facets train`")
        try:
            nb = {str(s): NaiveBayes.from_json(m) for s, m in data.get("nb", {}).items() if s in schema.slots}
            proto = {str(s): Prototypes.from_json(p) for s, p in data.get("proto", {}).items() if s in schema.slots}
            plan = {str(s): [e for e in order if e in EXTRACTORS] for s, order in data.get("plan", {}).items()
                    if s in schema.slots}
            sequence = {str(s): SequenceModel.from_json(h) for s, h in data.get("sequence", {}).items()
                        if s in schema.slots}
            matrices = data.get("knn_matrices") or {}
            knn = {str(s): Exemplars.from_json({**x, "float16_base64": matrices[x["matrix"]]} if "matrix" in x else x)
                   for s, x in (data.get("knn") or {}).items() if s in schema.slots}
            validation = {str(s): {str(k): float(v) for k, v in d.items()} for s, d in data.get("validation", {}).items()}
            choices = {str(s): {str(k): float(v) for k, v in d.items()} for s, d in (data.get("choices") or {}).items()}
        except (KeyError, TypeError, ValueError, AttributeError) as exc:
            raise InvalidInputError(f"the facet model file is damaged ({exc}); retrain it") from exc
        return cls(schema=schema, nb=nb, proto=proto, plan=plan, sequence=sequence, knn=knn, validation=validation,
                   trained_on=int(data.get("trained_on", 0)), choices=choices)


def _dev_group(group: str, dev_share: float) -> bool:
    digest = hashlib.sha256(b"facets-dev:" + group.encode("utf-8")).digest()  # salted: independent of other splits
    return int.from_bytes(digest[:4], "big") / 2**32 < dev_share


def _accuracy(gold: Sequence[str], predicted: Sequence[str]) -> float:
    return sum(1 for g, p in zip(gold, predicted, strict=True) if g == p) / len(gold) if gold else 0.0


def _by_group(rows: Sequence[LabelledTurn]) -> list[list[int]]:
    groups: dict[str, list[int]] = {}
    for i, row in enumerate(rows):
        groups.setdefault(row.group, []).append(i)
    return list(groups.values())


def _fit_slot(slot: str, rows: Sequence[LabelledTurn], vectors: Any, schema: FacetSchema,
              word_bigrams: bool = False) -> tuple[NaiveBayes | None, Any]:
    from .prototypes import Prototypes

    labelled = [(i, r) for i, r in enumerate(rows) if r.facets.get(slot) and r.facets[slot] != UNKNOWN]
    if len({r.facets[slot] for _, r in labelled}) < 2:
        return None, None
    nb = NaiveBayes(word_bigrams=word_bigrams).fit(
        (r.turn.text, r.facets[slot], [_role_token(r.turn.role)]) for _, r in labelled)
    proto = None
    if vectors is not None:
        idx = [i for i, _ in labelled]
        proto = Prototypes(threshold=0.0).fit([r.facets[slot] for _, r in labelled], vectors[idx])
    return nb, proto


def train_model(
    rows: Sequence[LabelledTurn],
    schema: FacetSchema,
    *,
    embed: Embed | None = None,
    dev_share: float = 0.25,
    progress: Callable[[dict[str, Any]], None] | None = None,
) -> FacetModel:
    """Fit every extractor, choose per slot on a dev split of whole groups, refit on all rows.

    Raises InvalidInputError when there are no rows or a row names an unknown slot or value.
    """
    if not rows:
        raise InvalidInputError("no labelled rows to train on")
    for n, row in enumerate(rows, 1):
        for slot, value in row.facets.items():
            if not schema.has(slot, value):
                raise InvalidInputError(
                    f"row {n}: {slot}={value!r} is not in the schema ({', '.join(schema.values(slot)) if slot in schema.slots else 'no such slot'})"
                )
    report = progress or (lambda _e: None)
    vectors = None
    if embed is not None:
        report({"status": "embedding", "progress": f"0/{len(rows)}"})
        vectors = embed([r.turn.text for r in rows])
        report({"status": "embedding", "progress": f"{len(rows)}/{len(rows)}"})
    dev_idx = [i for i, r in enumerate(rows) if _dev_group(r.group, dev_share)]
    fit_idx = [i for i, r in enumerate(rows) if not _dev_group(r.group, dev_share)]
    if not dev_idx or not fit_idx:  # too few groups for a split: validate in-sample, and say so
        dev_idx = fit_idx = list(range(len(rows)))
    fit_rows = [rows[i] for i in fit_idx]
    dev_rows = [rows[i] for i in dev_idx]
    model = FacetModel(schema=schema)
    candidates: dict[str, dict[str, float]] = {}
    chosen_hmm: dict[str, SequenceModel] = {}
    use_bigrams: dict[str, bool] = {}
    for slot in schema.slots:
        gold = [r.facets.get(slot, "") for r in dev_rows]
        scored = [(i, g) for i, g in enumerate(gold) if g and g != UNKNOWN]
        if not scored:
            continue
        nb, proto = _fit_slot(slot, fit_rows, vectors[fit_idx] if vectors is not None else None, schema)
        accuracies: dict[str, float] = {}
        trial = FacetModel(schema=schema)
        rules_pred = _tag_groups(trial, dev_rows, None, slot, ["rules"])
        accuracies["rules"] = _accuracy([g for _, g in scored], [rules_pred[i] for i, _ in scored])
        best_hmm: SequenceModel | None = None
        best_bigrams = False
        breakdown: dict[str, float] = {}
        if nb is not None:
            dev_vectors = vectors[dev_idx] if vectors is not None and slot in SEQUENCE_SLOTS else None
            fit_vectors = vectors[fit_idx] if vectors is not None and dev_vectors is not None else None
            best, best_hmm, best_bigrams, breakdown = _choose_nb(slot, nb, fit_rows, dev_rows, scored, schema,
                                                                 fit_vectors, dev_vectors)
            accuracies["nb"] = best
        if proto is not None and vectors is not None:
            trial.proto[slot] = proto
            pred = _tag_groups(trial, dev_rows, vectors[dev_idx], slot, ["proto"])
            accuracies["proto"] = _accuracy([g for _, g in scored], [pred[i] for i, _ in scored])
        order = sorted(accuracies, key=lambda e: (-accuracies[e], EXTRACTORS.index(e)))
        candidates[slot] = accuracies
        if breakdown:
            model.choices[slot] = breakdown
        model.plan[slot] = order
        use_bigrams[slot] = best_bigrams
        if best_hmm is not None:
            chosen_hmm[slot] = best_hmm
        report({"status": "validating", "slot": slot, "accuracy": accuracies})
    # refit on every row
    for slot in schema.slots:
        nb, proto = _fit_slot(slot, rows, vectors, schema, word_bigrams=use_bigrams.get(slot, False))
        if nb is not None:
            model.nb[slot] = nb
            if slot in chosen_hmm:
                choice = chosen_hmm[slot]
                model.sequence[slot] = (SequenceModel.fit(slot, rows, nb.classes, by_role=bool(choice.log_trans_by_role))
                                        .with_temperature(choice.temperature)
                                        .with_evidence_weight(choice.evidence_weight))
                if choice.evidence_weight > 0 and vectors is not None:
                    model.knn[slot] = _fit_exemplars(slot, rows, vectors, nb.classes)
        if proto is not None:
            model.proto[slot] = proto
        model.plan[slot] = [e for e in model.plan.get(slot, ["rules"])
                            if e == "rules" or (e == "nb" and slot in model.nb) or (e == "proto" and slot in model.proto)]
        if "rules" not in model.plan[slot]:
            model.plan[slot].append("rules")
    model.validation = candidates
    model.trained_on = len(rows)
    return model


def _fit_exemplars(slot: str, rows: Sequence[LabelledTurn], vectors: Any, classes: Sequence[str]) -> Any:
    from .prototypes import Exemplars

    keep = [i for i, r in enumerate(rows) if r.facets.get(slot) in set(classes)]
    return Exemplars().fit([rows[i].facets[slot] for i in keep], vectors[keep], classes=classes)


def _choose_nb(slot: str, nb: NaiveBayes, fit_rows: Sequence[LabelledTurn], dev_rows: Sequence[LabelledTurn],
               scored: Sequence[tuple[int, str]], schema: FacetSchema, fit_vectors: Any,
               dev_vectors: Any) -> tuple[float, SequenceModel | None, bool, dict[str, float]]:
    """Pick, on dev, NB's feature set and, for sequence slots, the HMM's transitions (shared or by
    speaker role), temperature and kNN evidence weight. Returns (accuracy, hmm or None,
    word bigrams?, accuracy of the best per-turn / HMM / HMM+kNN variant).

    Emissions are computed once per feature set; the grid only reruns forward-backward.
    """
    import numpy as np

    groups = _by_group(dev_rows)
    gold_idx = [i for i, _ in scored]
    gold = [g for _, g in scored]
    best: tuple[float, SequenceModel | None, bool] = (-1.0, None, False)
    breakdown: dict[str, float] = {}

    def keep(name: str, acc: float) -> None:
        breakdown[name] = max(breakdown.get(name, 0.0), round(acc, 4))

    evidence = None
    if fit_vectors is not None and dev_vectors is not None:
        exemplars = _fit_exemplars(slot, fit_rows, fit_vectors, nb.classes)
        evidence = exemplars.log_ratio(dev_vectors)
    for with_bigrams in (False, True):
        variant = nb if not with_bigrams else _fit_slot(slot, fit_rows, None, schema, word_bigrams=True)[0]
        assert variant is not None
        classes = variant.classes
        ll = np.array([[row[c] for c in classes] for row in
                       (variant.log_likelihoods(r.turn.text, [_role_token(r.turn.role)]) for r in dev_rows)])
        prior = np.array([variant._log_prior[c] for c in classes])
        per_turn = [classes[j] for j in np.argmax(ll + prior, axis=1)]
        acc = _accuracy(gold, [per_turn[i] for i in gold_idx])
        keep("nb:per-turn", acc)
        if acc > best[0] + 1e-9:
            best = (acc, None, with_bigrams)
        if slot not in SEQUENCE_SLOTS:
            continue
        ev = None
        if evidence is not None:
            ev = evidence if list(classes) == list(nb.classes) else None
        roles = [r.turn.role for r in dev_rows]
        for by_role in (False, True):
            base = SequenceModel.fit(slot, fit_rows, classes, by_role=by_role)
            for temperature in TEMPERATURES:
                for weight in (0.0, *(EVIDENCE_WEIGHTS if ev is not None else ())):
                    hmm = base.with_temperature(temperature).with_evidence_weight(weight)
                    pred = [UNKNOWN] * len(dev_rows)
                    for idx in groups:
                        post = hmm.posterior_matrix(ll[idx], [roles[i] for i in idx],
                                                    ev[idx] if ev is not None else None)
                        for i, j in zip(idx, np.argmax(post, axis=1), strict=True):
                            pred[i] = classes[int(j)]
                    acc = _accuracy(gold, [pred[i] for i in gold_idx])
                    keep("nb:hmm+knn" if weight else "nb:hmm", acc)
                    if acc > best[0] + 1e-9:
                        best = (acc, hmm, with_bigrams)
    return best[0], best[1], best[2], breakdown


def _tag_groups(model: FacetModel, rows: Sequence[LabelledTurn], vectors: Any, slot: str,
                order: list[str]) -> list[str]:
    """Predict one slot for rows, tagging each group (session) in order; ungrouped rows keep their order."""
    model.plan[slot] = order
    out = [UNKNOWN] * len(rows)
    for idx in _by_group(rows):
        tags = model.tag([rows[i].turn for i in idx], vectors[idx] if vectors is not None else None, slots=[slot])
        for i, tag in zip(idx, tags, strict=True):
            out[i] = tag[slot].value
    return out


def load_rows(lines: Iterable[str | bytes], schema: FacetSchema) -> tuple[list[LabelledTurn], list[str]]:
    """Labelled rows from JSONL: {"text", "role"?, "session"?, "facets": {slot: value}} (or slots at top level).

    Returns (rows, errors); each error names its line number. Rows without a session are
    grouped by line number in blocks of 20, so a dev split still holds out whole stretches.
    """
    rows: list[LabelledTurn] = []
    errors: list[str] = []
    for number, raw in enumerate(lines, 1):
        text_line = raw.decode("utf-8", "replace") if isinstance(raw, bytes) else raw
        if not text_line.strip():
            continue
        if len(text_line) > 1_000_000:
            errors.append(f"line {number}: longer than 1,000,000 characters")
            continue
        try:
            obj = json.loads(text_line)
        except (ValueError, RecursionError):
            errors.append(f"line {number}: not JSON")
            continue
        if not isinstance(obj, dict) or not isinstance(obj.get("text"), str):
            errors.append(f"line {number}: needs an object with a string \"text\"")
            continue
        facets_raw = obj.get("facets")
        if facets_raw is None:
            facets_raw = {k: v for k, v in obj.items() if k in schema.slots}
        if not isinstance(facets_raw, dict) or not facets_raw:
            errors.append(f"line {number}: no facets (give \"facets\": {{slot: value}})")
            continue
        bad = [f"{k}={v!r}" for k, v in facets_raw.items() if not isinstance(v, str) or not schema.has(k, v)]
        if bad:
            errors.append(f"line {number}: not in the schema: {', '.join(bad)[:200]}")
            continue
        role = obj.get("role", "user")
        if role not in ROLE_PARTICIPANT:
            errors.append(f"line {number}: role {role!r:.40} is not user, assistant, tool or system")
            continue
        group = str(obj.get("session") or f"block-{number // 20}")
        rows.append(LabelledTurn(Turn(obj["text"], role), group, dict(facets_raw)))
    return rows, errors
