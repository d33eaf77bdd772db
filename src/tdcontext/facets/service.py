"""Facets as one service the engine owns: schema, model, index, scanner, queries, curve, plan.

Paths: `$TDCONTEXT_HOME/facets/` holds `facets.sqlite` (the index and cursors), `model.json`
(a trained model, from `tdcontext facets train`) and `panel.json` / `panel.svg` snapshots.
Without a trained model the built-in one is used: schema keyword rules, then zero-shot
embedding prototypes built from each value's description (when the embedder is available).

Invariant: a query that resolves to no facet, or matches no turn, says so
(`status: "facet-no-match"`); it never silently switches to another strategy.
"""

from __future__ import annotations

import json
import logging
import threading
from collections.abc import Callable, Collection, Iterable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..errors import InvalidInputError, NotFoundError
from ..fsutil import atomic_write_text
from .extract import FacetModel, Turn, load_rows, train_model
from .index import FacetIndex, QueryResult
from .scanner import ScanReport, scan
from .schema import UNKNOWN, FacetSchema, load_schema, normalise_alias

if TYPE_CHECKING:
    from ..config import Settings

__all__ = ["FacetService", "Resolution"]

log = logging.getLogger(__name__)

ALIAS_SLOTS_EXCLUDED = ("participants", "interaction")
MAX_ALIAS_CHARS = 500


@dataclass(frozen=True)
class Resolution:
    """What an alias means: its facet set and how it was found (alias | value | rules | none)."""

    alias: str
    facets: Mapping[str, str]
    how: str

    def to_dict(self) -> dict[str, Any]:
        return {"alias": self.alias, "facets": dict(self.facets), "how": self.how}


class FacetService:
    """Lazily opened facet schema, model and index under `settings.home / "facets"`."""

    def __init__(self, settings: Settings, embed: Callable[[Sequence[str]], Any] | None = None,
                 count_tokens: Callable[[str], int] | None = None) -> None:
        self.settings = settings
        self.folder = Path(settings.home) / "facets"
        self._embed = embed
        self._count_tokens = count_tokens
        self._lock = threading.RLock()
        self._schema: FacetSchema | None = None
        self._model: FacetModel | None = None
        self._index: FacetIndex | None = None
        self._scan_thread: threading.Thread | None = None
        self._rescan = False
        self._closed = False

    # ---- parts ---------------------------------------------------------------------------------

    @property
    def schema(self) -> FacetSchema:
        with self._lock:
            if self._schema is None:
                configured = getattr(self.settings, "facets_schema", "") or ""
                path: Path | None = Path(configured) if configured else None
                if path is None:
                    for name in ("schema.toml", "schema.json"):
                        if (self.folder / name).is_file():
                            path = self.folder / name
                            break
                self._schema = load_schema(path)
            return self._schema

    @property
    def model_path(self) -> Path:
        return self.folder / "model.json"

    @property
    def model(self) -> FacetModel:
        with self._lock:
            if self._model is None:
                self._model = self._load_model()
            return self._model

    def _load_model(self) -> FacetModel:
        if self.model_path.is_file() and not self.model_path.is_symlink():
            try:
                data = json.loads(self.model_path.read_text(encoding="utf-8"))
            except (OSError, ValueError, RecursionError) as exc:
                raise InvalidInputError(f"the facet model {str(self.model_path)!r} is unreadable ({exc}); "
                                        "retrain with `tdcontext facets train`") from exc
            return FacetModel.from_json(data, self.schema)
        model = FacetModel(schema=self.schema)
        self._add_zero_shot_prototypes(model)
        return model

    def _add_zero_shot_prototypes(self, model: FacetModel) -> None:
        """Prototypes from each value's description + keywords, when an embedder is at hand."""
        if self._embed is None:
            return
        from .prototypes import Prototypes

        labels: list[tuple[str, str]] = []
        texts: list[str] = []
        for slot, values in model.schema.slots.items():
            if slot in ("participants",):
                continue
            for v in values:
                if v.description:
                    labels.append((slot, v.name))
                    texts.append(f"{v.description}. {', '.join(v.keywords[:12])}")
        if not texts:
            return
        try:
            vectors = self._embed(texts)
        except Exception as exc:  # noqa: BLE001 - prototypes are optional; rules still tag
            log.warning("facets: zero-shot prototypes skipped (%s)", exc)
            return
        for slot in {s for s, _ in labels}:
            idx = [i for i, (s, _) in enumerate(labels) if s == slot]
            if len(idx) < 2:
                continue
            protos = Prototypes(threshold=0.30, margin=0.03).fit([labels[i][1] for i in idx], vectors[idx])
            model.proto[slot] = protos
            model.plan[slot] = ["rules", "proto"]

    @property
    def index(self) -> FacetIndex:
        with self._lock:
            if self._index is None:
                self._index = FacetIndex(self.folder / "facets.sqlite")
            return self._index

    def close(self) -> None:
        with self._lock:
            self._closed = True
            thread = self._scan_thread
        if thread is not None and thread is not threading.current_thread():
            thread.join(timeout=30)  # let a running scan finish its transaction
        with self._lock:
            if self._index is not None:
                self._index.close()
                self._index = None

    # ---- operations ----------------------------------------------------------------------------

    def scan(self, *, only: Sequence[str] | None = None,
             progress: Callable[[dict[str, Any]], None] | None = None) -> ScanReport:
        """Tag every session turn not yet indexed."""
        return scan(self.settings.sessions_dir, self.index, self.model, embed=self._embed,
                    count_tokens=self._count_tokens, only=only, progress=progress)

    def start_background_scan(self) -> threading.Thread:
        """Scan off the caller's thread (the copilot never waits for tagging). A request that
        arrives while a scan runs makes that scan go round once more instead of starting another."""
        with self._lock:
            self._rescan = True
            if self._scan_thread is not None and self._scan_thread.is_alive():
                return self._scan_thread

            def run() -> None:
                while True:
                    with self._lock:
                        if not self._rescan or self._closed:
                            return
                        self._rescan = False
                    try:
                        self.scan()
                    except Exception:
                        log.warning("facet scan failed; the next turn retries", exc_info=True)
                        return

            self._scan_thread = threading.Thread(target=run, name="tdcontext-facet-scan", daemon=True)
            self._scan_thread.start()
            return self._scan_thread

    def resolve(self, alias: str) -> Resolution:
        """Alias table first, then a value's own name, then the schema's keyword rules."""
        if not isinstance(alias, str) or not alias.strip():
            raise InvalidInputError("give a topic to look for, e.g. 'the kaleidoscope' or 'feedback'")
        if len(alias) > MAX_ALIAS_CHARS:
            raise InvalidInputError(f"the query is {len(alias):,} characters; at most {MAX_ALIAS_CHARS}")
        key = normalise_alias(alias)
        schema = self.schema
        if key in schema.aliases:
            return Resolution(alias, dict(schema.aliases[key]), "alias")
        for slot, values in schema.slots.items():
            for v in values:
                if key == v.name.lower() and slot not in ALIAS_SLOTS_EXCLUDED:
                    return Resolution(alias, {slot: v.name}, "value")
        facets: dict[str, str] = {}
        turn = Turn(alias, "user")
        for slot in schema.slots:
            if slot in ALIAS_SLOTS_EXCLUDED:
                continue
            value, confidence = self.model.rules.predict_slot(slot, turn)
            if value is not None and value != UNKNOWN and confidence > 0.5:
                facets[slot] = value
        return Resolution(alias, facets, "rules" if facets else "none")

    def query(self, alias: str, *, threshold: float = 0.6, strict: bool = False,
              sessions: Sequence[str] | None = None, handover: bool = True) -> dict[str, Any]:
        """Seq ranges where the alias's facets occur, or status `facet-no-match`.

        With `handover` (the default) each range ends with the turn that moved on from it.
        """
        resolution = self.resolve(alias)
        if not resolution.facets:
            return {"status": "facet-no-match", "reason": f"{alias!r:.80} names no facet", **resolution.to_dict(),
                    "ranges": []}
        result: QueryResult = self.index.query(resolution.facets, threshold=threshold, strict=strict,
                                               sessions=sessions, handover=handover)
        status = "ok" if result.ranges else "facet-no-match"
        out = {"status": status, **resolution.to_dict(), **result.to_dict()}
        if not result.ranges:
            out["reason"] = "no indexed turn carries these facets; run `tdcontext facets scan` if sessions are new"
        return out

    def latest_session(self) -> str:
        sessions = self.index.sessions()
        if not sessions:
            raise NotFoundError("no session is indexed yet; run `tdcontext facets scan` after a copilot session")
        indexed = set(sessions)
        folder = Path(self.settings.sessions_dir)
        newest: tuple[float, str] | None = None
        for path in folder.glob("*.jsonl") if folder.is_dir() else ():
            if path.stem in indexed and not path.is_symlink():
                stamp = (path.stat().st_mtime, path.stem)
                newest = stamp if newest is None or stamp > newest else newest
        return newest[1] if newest else sessions[-1]

    def curve(self, alias: str, *, session: str | None = None) -> dict[str, Any]:
        from .sensitivity import curve

        resolution = self.resolve(alias)
        target = session or self.latest_session()
        if target not in self.index.sessions():
            raise NotFoundError(f"session {target!r} is not indexed; run `tdcontext facets scan`")
        points = curve(self.index, target, resolution.facets) if resolution.facets else []
        return {"session": target, **resolution.to_dict(),
                "status": "ok" if resolution.facets else "facet-no-match",
                "points": [p.to_dict() for p in points]}

    def fold_plan(self, alias: str, *, session: str | None = None, budget_tokens: int = 8000,
                  protect_tokens: int = 4000, protect_score: float = 0.5,
                  curve: Mapping[str, Any] | None = None) -> dict[str, Any]:
        """Which old, low-relevance turns to fold first for the current topic `alias`.

        `curve` reuses a result of `curve(alias, session=...)` instead of computing it again.
        """
        from ..continuity.log import SessionLog
        from .fold_plan import plan_folds

        if budget_tokens < 1 or protect_tokens < 0:
            raise InvalidInputError("budget must be >= 1 token and the protected window >= 0 tokens")
        data = dict(curve) if curve is not None else self.curve(alias, session=session)
        target = data["session"]
        relevance = {p["seq"]: p["score"] for p in data["points"]}
        tokens = {seq: t for seq, _r, t, _f in self.index.turns(target)}
        messages = []
        for record in SessionLog(self.settings.sessions_dir, target).read():
            if record.get("kind") == "message":
                messages.append({**record, "tokens": tokens.get(int(record["seq"])) or 0})
        plan = plan_folds(messages, relevance, budget_tokens=budget_tokens, protect_tokens=protect_tokens,
                          protect_score=protect_score)
        return {"session": target, **{k: data[k] for k in ("alias", "facets", "how", "status")}, **plan.to_dict()}

    def recall_hint(self, prompt: str, session_id: str, visible: Collection[int]) -> str:
        """A one-line `[recall?]` hint when the prompt's topic has turns of `session_id` that the
        index holds but the conversation no longer shows (`visible` seqs); "" otherwise."""
        topic = self.resolve(prompt[:MAX_ALIAS_CHARS]).facets.get("topic")
        if not topic:
            return ""
        ranges = self.index.query({"topic": topic}, sessions=[session_id]).ranges
        hidden = sorted(s for r in ranges for s in range(r.start, r.end + 1) if s not in visible)
        runs: list[list[int]] = []
        for s in hidden:  # contiguous runs of seqs the conversation no longer shows
            if runs and s == runs[-1][1] + 1:
                runs[-1][1] = s
            else:
                runs.append([s, s])
        if not runs:
            return ""
        spans = ", ".join(f'"{a}-{b}"' for a, b in runs[:5])
        return (f"[recall?] earlier turns about topic={topic} were folded out of this conversation; "
                f"continuity_load(ranges=[{spans}]) brings back their exact text if you need it.")

    def plan_provider(self) -> Callable[[str, Sequence[Mapping[str, Any]], Any], list[tuple[int, int]]]:
        """A continuity `PlanProvider`: for a drain or emergency fold, the seq ranges of old,
        off-topic turns, best first, for the topic of the history's latest user prompt."""

        def provide(session_id: str, history: Sequence[Mapping[str, Any]], decision: Any) -> list[tuple[int, int]]:
            prompt = next((str(m["content"]) for m in reversed(history) if m.get("role") == "user"
                           and not m.get("gist_of") and isinstance(m.get("content"), str)), "")
            if not prompt.strip():
                return []
            self.scan(only=[session_id])
            plan = self.fold_plan(prompt[:MAX_ALIAS_CHARS], session=session_id,
                                  budget_tokens=max(1, int(decision.max_tokens)),
                                  protect_tokens=max(0, int(decision.protect_tokens)))
            return [(int(r["start"]), int(r["end"])) for r in plan["ranges"]]

        return provide

    def train(self, lines: Iterable[str | bytes], *, prototypes: bool = True,
              progress: Callable[[dict[str, Any]], None] | None = None) -> dict[str, Any]:
        """Train from labelled JSONL rows and save the model (the old one is replaced atomically)."""
        rows, errors = load_rows(lines, self.schema)
        if not rows:
            raise InvalidInputError("no usable training rows" + (f": {errors[0]}" if errors else ""))
        model = train_model(rows, self.schema, embed=self._embed if prototypes else None, progress=progress)
        self.folder.mkdir(parents=True, exist_ok=True, mode=0o700)
        atomic_write_text(self.model_path, json.dumps(model.to_json()), mode=0o600, refuse_symlinks=True)
        with self._lock:
            self._model = model
        sequence = {slot: {"temperature": h.temperature, "evidence_weight": h.evidence_weight,
                           "by_role": bool(h.log_trans_by_role), "knn": slot in model.knn,
                           "dev_accuracy": model.choices.get(slot, {})}
                    for slot, h in model.sequence.items()}
        return {"rows": len(rows), "errors": errors, "plan": model.plan, "validation": model.validation,
                "sequence": sequence, "path": str(self.model_path)}

    def panel(self, *, alias: str | None = None, write: bool = True) -> dict[str, Any]:
        """A snapshot: turn count, unknowns, per-slot counts, alias -> facets with turn counts, anomalies, curve."""
        index = self.index
        counts = index.counts()
        total = index.total_turns()
        unknown = {slot: values.get(UNKNOWN, 0) for slot, values in counts.items()}
        aliases = []
        for name, facets in sorted(self.schema.aliases.items()):
            result = index.query(facets)
            aliases.append({"alias": name, "facets": dict(facets), "turns": result.matched_turns,
                            "ranges": len(result.ranges)})
        anomalies = []
        for slot, values in self.schema.slots.items():
            for v in values:
                if total and counts.get(slot, {}).get(v.name, 0) == 0 and slot in ("random",):
                    anomalies.append(f"{slot}: {v.name} 0")
            share = unknown.get(slot, 0) / total if total else 0.0
            if total and share > 0.5:
                anomalies.append(f"{slot}: {share:.0%} unknown")
        snapshot: dict[str, Any] = {
            "total_turns": total,
            "sessions": len(index.sessions()),
            "unknowns": unknown,
            "slots": counts,
            "aliases": aliases,
            "residual": index.residual_count(),
            "anomalies": anomalies,
            "model": {"trained": self.model_path.is_file(), "plan": self.model.plan,
                      "validation": self.model.validation},
        }
        if alias and total:
            try:
                snapshot["curve"] = self.curve(alias)
            except NotFoundError:
                snapshot["curve"] = None
        if write:
            self.folder.mkdir(parents=True, exist_ok=True, mode=0o700)
            atomic_write_text(self.folder / "panel.json", json.dumps(snapshot, indent=1), mode=0o600,
                              refuse_symlinks=True)
            if snapshot.get("curve"):
                from .plot import curve_svg

                svg = curve_svg(snapshot["curve"]["points"], title=f"sensitivity: {alias}")
                atomic_write_text(self.folder / "panel.svg", svg, mode=0o600, refuse_symlinks=True)
                snapshot["svg"] = str(self.folder / "panel.svg")
        return snapshot

    def validate(self, *, sgd: Path | None = None, tiage: Path | None = None, embeddings: bool | None = None,
                 split: str = "test", max_dialogues: int | None = None,
                 progress: Callable[[dict[str, Any]], None] | None = None) -> dict[str, Any]:
        """Held-out validation on SGD (per-slot accuracy, macro-F1, queries) and/or TIAGE (boundaries).

        `embeddings=None` uses the embedder when it is on; True insists on it; False skips it.
        """
        from .validate import validate_sgd, validate_tiage

        if sgd is None and tiage is None:
            raise InvalidInputError("give --sgd DIR and/or --tiage FILE")
        out: dict[str, Any] = {}
        if embeddings and self._embed is None:
            raise InvalidInputError("embeddings are off (embedder = none); drop --embeddings or enable the embedder")
        embed = self._embed if embeddings is not False else None
        if sgd is not None:
            out["sgd"] = validate_sgd(Path(sgd), embed=embed, max_dialogues=max_dialogues, split=split,
                                      progress=progress)
        if tiage is not None:
            out["tiage"] = validate_tiage(Path(tiage), self.model, embed=embed)
        return out
