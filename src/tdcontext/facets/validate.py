"""Validation of facet tagging on real labelled dialogue: SGD (slots, queries) and TIAGE (boundaries).

SGD mapping (Schema-Guided Dialogue, CC BY-SA 4.0; read in place, never shipped):
- `topic` <- the turn's service domain (the service without its `_N` suffix) of the frame the
  turn is about: at a hand-over turn ("Thanks. Now find me a cab"), the frame carrying the
  intent, else the first frame;
- `interaction` <- the turn's dialogue acts, reduced to one value by precedence
  (see `USER_ACTS` / `SYSTEM_ACTS`);
- `participants` <- the speaker (USER -> user, SYSTEM -> copilot).

The split is by whole dialogue, stratified by each dialogue's service set; the model is
trained (and its per-slot extractor chosen) on the train part only, and every figure is
measured on held-out dialogues. `split="dev"` carves a design split out of the training
dialogues, so the tagger can be developed without looking at the test dialogues. Queries ask
"which turn ranges are about <domain>?" (with hand-over turns, as `facets query` does) and
are scored turn by turn against SGD's gold: the turns with a frame of that domain; the
report also gives the other gold (each turn's topic label) and the exact-range variant.

TIAGE: boundaries are the turns whose facet set differs from the previous turn's; scored
with precision, recall, F1 and Pk against the human topic-shift labels.

Invariant: nothing here reads outside the directory it is given, and the held-out part is
never seen by training.
"""

from __future__ import annotations

import hashlib
import json
import time
from collections import defaultdict
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..errors import InvalidInputError
from .extract import EXTRACTORS, FacetModel, LabelledTurn, Turn, train_model
from .index import FacetIndex
from .schema import UNKNOWN, FacetSchema

__all__ = ["load_sgd", "load_tiage", "validate_sgd", "validate_tiage"]

# precedence: the first act found in this order names the turn's interaction
USER_ACTS = (
    ("INFORM_INTENT", "request"), ("REQUEST_ALTS", "correction"), ("NEGATE_INTENT", "correction"),
    ("NEGATE", "correction"), ("REQUEST", "question"), ("AFFIRM_INTENT", "confirmation"),
    ("AFFIRM", "confirmation"), ("SELECT", "confirmation"), ("THANK_YOU", "closing"),
    ("GOODBYE", "closing"), ("INFORM", "inform"),
)
SYSTEM_ACTS = (
    ("CONFIRM", "confirmation"), ("NOTIFY_FAILURE", "report"), ("NOTIFY_SUCCESS", "report"),
    ("OFFER_INTENT", "suggestion"), ("REQUEST", "question"), ("OFFER", "answer"), ("INFORM_COUNT", "answer"),
    ("INFORM", "answer"), ("REQ_MORE", "closing"), ("GOODBYE", "closing"),
)
INTERACTIONS = sorted({v for _, v in USER_ACTS + SYSTEM_ACTS})


def _sgd_schema(domains: Sequence[str]) -> FacetSchema:
    return FacetSchema.from_dict({
        "slots": {
            "topic": {d: {"description": f"talking about {d.lower()}"} for d in domains},
            "interaction": list(INTERACTIONS),
            "participants": ["user", "copilot"],
        },
        "aliases": {d.lower(): {"topic": d} for d in domains},
    }, source="sgd-mapping")


Progress = Callable[[dict[str, Any]], None]


@dataclass(frozen=True)
class Dialogue:
    """One SGD dialogue: its domains, labelled turns, and every domain each turn has a frame for."""

    dialogue_id: str
    services: tuple[str, ...]
    turns: tuple[LabelledTurn, ...]
    turn_domains: tuple[frozenset[str], ...] = ()


def _domain(service: str) -> str:
    return service.rsplit("_", 1)[0] if service.rsplit("_", 1)[-1].isdigit() else service


def _topic_frame(frames: Sequence[Any]) -> Any:
    """The frame a turn is about: at a hand-over ("Thanks. Now find me a cab") SGD gives the turn
    a frame for the old service (the thanks) and one for the new (the request); the frame
    carrying the intent (INFORM_INTENT) names the topic. Otherwise the first frame."""
    for frame in frames:
        if any(a.get("act") == "INFORM_INTENT" for a in frame.get("actions", [])):
            return frame
    return frames[0]


def load_sgd(directory: Path, *, max_dialogues: int | None = None) -> list[Dialogue]:
    """SGD dialogue files (`dialogues_*.json`) in `directory`, mapped to facet labels."""
    folder = Path(directory)
    files = sorted(p for p in folder.glob("dialogues_*.json") if p.is_file() and not p.is_symlink())
    if not files:
        raise InvalidInputError(f"no SGD dialogue files (dialogues_*.json) in {str(folder)!r}")
    out: list[Dialogue] = []
    for path in files:
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError, RecursionError) as exc:
            raise InvalidInputError(f"{path.name} is not a readable SGD file: {str(exc)[:120]}") from exc
        if not isinstance(data, list):
            raise InvalidInputError(f"{path.name} is not a list of SGD dialogues")
        for dialogue in data:
            try:
                did = str(dialogue["dialogue_id"])
                turns: list[LabelledTurn] = []
                turn_domains: list[frozenset[str]] = []
                for turn in dialogue["turns"]:
                    speaker = turn["speaker"]
                    acts = [a["act"] for f in turn["frames"] for a in f["actions"]]
                    table = USER_ACTS if speaker == "USER" else SYSTEM_ACTS
                    interaction = next((v for act, v in table if act in acts), None)
                    facets = {"topic": _domain(_topic_frame(turn["frames"])["service"]),
                              "participants": "user" if speaker == "USER" else "copilot"}
                    if interaction:
                        facets["interaction"] = interaction
                    turns.append(LabelledTurn(Turn(str(turn["utterance"]), "user" if speaker == "USER" else "assistant"),
                                              did, facets))
                    turn_domains.append(frozenset(_domain(str(f["service"])) for f in turn["frames"]))
            except (KeyError, TypeError, IndexError) as exc:
                raise InvalidInputError(f"{path.name}: a dialogue lacks SGD fields ({exc})") from exc
            out.append(Dialogue(did, tuple(sorted({_domain(s) for s in dialogue.get("services", [])})), tuple(turns),
                                tuple(turn_domains)))
            if max_dialogues is not None and len(out) >= max_dialogues:
                return out
    return out


def split_dialogues(dialogues: Sequence[Dialogue], test_share: float = 0.3,
                    salt: bytes = b"") -> tuple[list[Dialogue], list[Dialogue]]:
    """Stratified by service set: within each stratum, a stable (salted) hash order sends the first share to test."""
    strata: dict[tuple[str, ...], list[Dialogue]] = defaultdict(list)
    for d in dialogues:
        strata[d.services].append(d)
    train: list[Dialogue] = []
    test: list[Dialogue] = []
    for group in strata.values():
        group.sort(key=lambda d: hashlib.sha256(salt + d.dialogue_id.encode()).hexdigest())
        n_test = round(len(group) * test_share)
        if len(group) >= 2:
            n_test = max(1, n_test)
        test.extend(group[:n_test])
        train.extend(group[n_test:])
    return train, test


DESIGN_SALT = b"dev-carve:"
SPLITS = ("test", "dev")


def design_split(dialogues: Sequence[Dialogue], test_share: float = 0.3) -> tuple[list[Dialogue], list[Dialogue]]:
    """(fit, dev): the *training* dialogues of `split_dialogues`, split again (differently salted).

    Design choices are judged here, so the held-out test dialogues stay unseen while the
    tagger is developed; `validate_sgd(split="dev")` reports on this split.
    """
    train, _test = split_dialogues(dialogues, test_share)
    return split_dialogues(train, test_share, salt=DESIGN_SALT)


def _macro_f1(gold: Sequence[str], pred: Sequence[str]) -> float:
    labels = sorted(set(gold))
    f1s = []
    for label in labels:
        tp = sum(1 for g, p in zip(gold, pred, strict=True) if g == label and p == label)
        fp = sum(1 for g, p in zip(gold, pred, strict=True) if g != label and p == label)
        fn = sum(1 for g, p in zip(gold, pred, strict=True) if g == label and p != label)
        prec = tp / (tp + fp) if tp + fp else 0.0
        rec = tp / (tp + fn) if tp + fn else 0.0
        f1s.append(2 * prec * rec / (prec + rec) if prec + rec else 0.0)
    return sum(f1s) / len(f1s) if f1s else 0.0


def _score(gold: Sequence[str], pred: Sequence[str]) -> dict[str, float]:
    acc = sum(1 for g, p in zip(gold, pred, strict=True) if g == p) / len(gold) if gold else 0.0
    return {"accuracy": round(acc, 4), "macro_f1": round(_macro_f1(gold, pred), 4)}


def _tag_dialogues(model: FacetModel, dialogues: Sequence[Dialogue], vectors: dict[str, Any] | None,
                   order: dict[str, list[str]] | None = None) -> list[dict[str, str]]:
    saved = {s: list(o) for s, o in model.plan.items()}
    if order is not None:
        model.plan.update(order)
    out: list[dict[str, str]] = []
    try:
        for d in dialogues:
            vecs = vectors[d.dialogue_id] if vectors is not None else None
            for tags in model.tag([t.turn for t in d.turns], vecs):
                out.append({s: t.value for s, t in tags.items()})
    finally:
        model.plan = saved
    return out


def validate_sgd(
    directory: Path,
    *,
    embed: Callable[[Sequence[str]], Any] | None = None,
    max_dialogues: int | None = None,
    test_share: float = 0.3,
    split: str = "test",
    progress: Progress | None = None,
) -> dict[str, Any]:
    """Split, train, tag, index, query; every figure on held-out dialogues.

    `split="test"` trains on the training dialogues and reports on the held-out test ones;
    `split="dev"` (for developing the tagger) never touches the test dialogues: it trains on
    part of the training dialogues and reports on the rest (`design_split`).
    """
    if split not in SPLITS:
        raise InvalidInputError(f"split must be one of {', '.join(SPLITS)}, got {split!r:.40}")
    report = progress or (lambda _e: None)
    dialogues = load_sgd(directory, max_dialogues=max_dialogues)
    train, test = (split_dialogues(dialogues, test_share) if split == "test" else design_split(dialogues, test_share))
    if not train or not test:
        raise InvalidInputError(f"{len(dialogues)} dialogue(s) are too few to split; give more files")
    domains = sorted({t.facets["topic"] for d in dialogues for t in d.turns})
    schema = _sgd_schema(domains)
    train_rows = [t for d in train for t in d.turns]
    report({"status": "training", "progress": f"0/{len(train_rows)}"})
    model = train_model(train_rows, schema, embed=embed, progress=report)
    test_vectors: dict[str, Any] | None = None
    if embed is not None:
        test_vectors = {}
        for n, d in enumerate(test, 1):
            test_vectors[d.dialogue_id] = embed([t.turn.text for t in d.turns])
            report({"status": "embedding test", "progress": f"{n}/{len(test)}"})
    test_turns = [t for d in test for t in d.turns]
    started = time.perf_counter()
    fused = _tag_dialogues(model, test, test_vectors)
    elapsed = time.perf_counter() - started
    slots_out: dict[str, Any] = {}
    for slot in schema.slots:
        gold = [t.facets.get(slot, "") for t in test_turns]
        keep = [i for i, g in enumerate(gold) if g]
        g = [gold[i] for i in keep]
        entry: dict[str, Any] = {**_score(g, [fused[i][slot] for i in keep]),
                                 "extractor": model.plan[slot][0], "plan": model.plan[slot],
                                 "dev_accuracy": model.validation.get(slot, {}), "turns": len(keep)}
        per: dict[str, Any] = {}
        for extractor in EXTRACTORS:
            if extractor == "nb" and slot not in model.nb or extractor == "proto" and slot not in model.proto:
                continue
            single = _tag_dialogues(model, test, test_vectors, {slot: [extractor]})
            per[extractor] = _score(g, [single[i][slot] for i in keep])
        entry["extractors"] = per
        if slot in model.sequence:
            hmm = model.sequence[slot]
            entry["sequence"] = {"temperature": hmm.temperature, "evidence_weight": hmm.evidence_weight,
                                 "by_role": bool(hmm.log_trans_by_role), "knn_exemplars": len(model.knn[slot].labels)
                                 if slot in model.knn else 0, "dev_accuracy": model.choices.get(slot, {})}
        slots_out[slot] = entry
    # ---- queries: "which turn ranges are about <domain>?" ---------------------------------
    index = FacetIndex(":memory:")
    position = 0
    for d in test:  # each dialogue is a session; its turns are seqs 1..n
        rows = [(d.dialogue_id, i + 1, {s: (v, 1.0) for s, v in fused[position + i].items()})
                for i in range(len(d.turns))]
        position += len(d.turns)
        index.add_turns(rows)
    def any_frame(d: Dialogue, i: int, domain: str) -> bool:
        return domain in d.turn_domains[i]

    def label(d: Dialogue, i: int, domain: str) -> bool:
        return d.turns[i].facets["topic"] == domain

    query = _query_scores(index, schema, test, domains, any_frame, handover=True)
    variants = {f"{gold_name}, handover {'on' if on else 'off'}":
                {k: v for k, v in _query_scores(index, schema, test, domains, gold, handover=on).items()
                 if k != "per_domain"}
                for gold_name, gold in (("gold: any frame", any_frame), ("gold: topic label", label))
                for on in (True, False)}
    return {
        "dataset": "sgd",
        "split": split,
        "dialogues": {"train": len(train), "test": len(test)},
        "turns": {"train": len(train_rows), "test": len(test_turns)},
        "slots": slots_out,
        "query": {**query, "gold": "turns with a frame of the domain (SGD's definition)", "handover": True,
                  "variants": variants},
        "ms_per_turn": round(1000 * elapsed / max(len(test_turns), 1), 4),
        "embedding_prototypes": embed is not None,
    }


def _query_scores(index: FacetIndex, schema: FacetSchema, dialogues: Sequence[Dialogue], domains: Sequence[str],
                  is_gold: Callable[[Dialogue, int, str], bool], *, handover: bool) -> dict[str, Any]:
    """Mean over domains of turn-level precision and recall of the alias query's ranges."""
    precision_sum = recall_sum = 0.0
    per_domain: dict[str, dict[str, float]] = {}
    for domain in domains:
        gold_turns = {(d.dialogue_id, i + 1) for d in dialogues for i in range(len(d.turns)) if is_gold(d, i, domain)}
        if not gold_turns:
            continue
        result = index.query(schema.aliases[domain.lower()], handover=handover)
        predicted = {(r.session, seq) for r in result.ranges for seq in range(r.start, r.end + 1)}
        tp = len(predicted & gold_turns)
        p = tp / len(predicted) if predicted else 0.0
        r = tp / len(gold_turns)
        per_domain[domain] = {"precision": round(p, 4), "recall": round(r, 4), "gold_turns": len(gold_turns)}
        precision_sum += p
        recall_sum += r
    n = max(len(per_domain), 1)
    return {"precision": round(precision_sum / n, 4), "recall": round(recall_sum / n, 4), "per_domain": per_domain}


def load_tiage(path: Path) -> list[list[tuple[str, int]]]:
    """TIAGE annotation file: dialogues as [(utterance, label)] with label -1 first, 0 same, 1 shift."""
    try:
        data = json.loads(Path(path).read_text(encoding="utf-8"))
    except (OSError, ValueError, RecursionError) as exc:
        raise InvalidInputError(f"{str(path)!r} is not a readable TIAGE file: {str(exc)[:120]}") from exc
    if not isinstance(data, dict):
        raise InvalidInputError(f"{str(path)!r} is not a TIAGE object keyed by dialogue id")
    out: list[list[tuple[str, int]]] = []
    for key in sorted(data, key=lambda k: int(k) if str(k).isdigit() else 0):
        out.append([(str(u), int(label)) for u, label in data[key]])
    return out


def _pk(gold: Sequence[int], pred: Sequence[int], k: int) -> tuple[int, int]:
    """Pk errors and windows for one dialogue (segment ids per turn)."""
    errors = windows = 0
    for i in range(len(gold) - k):
        same_gold = gold[i] == gold[i + k]
        same_pred = pred[i] == pred[i + k]
        errors += same_gold != same_pred
        windows += 1
    return errors, windows


def validate_tiage(path: Path, model: FacetModel, *, slots: Sequence[str] = ("topic", "activity"),
                   embed: Callable[[Sequence[str]], Any] | None = None) -> dict[str, Any]:
    """Boundaries = turns whose facet set (over `slots`) differs from the previous turn's."""
    dialogues = load_tiage(path)
    tp = fp = fn = 0
    pk_errors = pk_windows = 0
    gold_lengths: list[int] = []
    for dialogue in dialogues:
        segs = 0
        for _, label in dialogue:
            segs += label == 1
        gold_lengths.append(len(dialogue) // (segs + 1))
    k = max(2, round(sum(gold_lengths) / len(gold_lengths) / 2)) if gold_lengths else 2
    unknown_turns = total_turns = 0
    for dialogue in dialogues:
        turns = [Turn(u, "user" if i % 2 == 0 else "assistant") for i, (u, _) in enumerate(dialogue)]
        vectors = embed([t.text for t in turns]) if embed is not None and model.needs_vectors else None
        tags = model.tag(turns, vectors, slots=[s for s in slots if s in model.schema.slots])
        keys = [tuple(t[s].value for s in slots if s in t) for t in tags]
        unknown_turns += sum(1 for key in keys if all(v == UNKNOWN for v in key))
        total_turns += len(keys)
        pred_shift = [i > 0 and keys[i] != keys[i - 1] for i in range(len(keys))]
        gold_shift = [label == 1 for _, label in dialogue]
        for g, p in zip(gold_shift[1:], pred_shift[1:], strict=True):
            tp += g and p
            fp += p and not g
            fn += g and not p
        gold_seg = _segments(gold_shift)
        pred_seg = _segments(pred_shift)
        e, w = _pk(gold_seg, pred_seg, k)
        pk_errors += e
        pk_windows += w
    precision = tp / (tp + fp) if tp + fp else 0.0
    recall = tp / (tp + fn) if tp + fn else 0.0
    f1 = 2 * precision * recall / (precision + recall) if precision + recall else 0.0
    return {
        "dataset": "tiage",
        "dialogues": len(dialogues),
        "slots": list(slots),
        "boundary": {"precision": round(precision, 4), "recall": round(recall, 4), "f1": round(f1, 4)},
        "pk": round(pk_errors / pk_windows, 4) if pk_windows else None,
        "pk_window": k,
        "unknown_share": round(unknown_turns / total_turns, 4) if total_turns else 0.0,
    }


def _segments(shifts: Sequence[bool]) -> list[int]:
    seg, out = 0, []
    for i, shift in enumerate(shifts):
        if shift and i > 0:
            seg += 1
        out.append(seg)
    return out

