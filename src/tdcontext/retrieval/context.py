"""Pre-turn context: hybrid search, the admission gate, and the block the copilot injects.

`ContextAssembler.build` is the whole pipeline behind `engine.context()`: encode the prompt
once, search (hybrid, a deeper pool than asked), admit through the gate (or the legacy
length rule), and render the admitted entries within the token budget. Invariant: when the
prompt cannot be embedded nothing is admitted and the result says `degraded`; the turn
always gets an answer.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from ..index.db import Index
from ..tokens import count_tokens, truncate_to_tokens
from .block import BlockItem, mark_partial, render_block
from .gate import admit, admit_legacy, prototype_matrix, strip_names
from .retriever import Filters, Retriever

@dataclass(frozen=True)
class ContextResult:
    """What `context()` admitted for one prompt, and the block to inject."""

    prompt: str
    mode: str
    degraded: bool
    entries: list[dict[str, Any]]
    block: str
    intent: str
    notes: list[str] = field(default_factory=list)

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"prompt": self.prompt, "mode": self.mode, "degraded": self.degraded,
                               "entries": self.entries, "block": self.block, "intent": self.intent}
        if self.notes:
            out["notes"] = list(self.notes)
        return out


class ContextAssembler:
    """Builds one turn's gated context from an index, a retriever and the query encoder."""

    def __init__(
        self,
        index: Index,
        retriever: Retriever,
        encode_query: Callable[[str], np.ndarray],
        embed_batch: Callable[[list[str]], np.ndarray],
        model_version: str,
    ) -> None:
        self.index = index
        self.retriever = retriever
        self.encode_query = encode_query
        self.embed_batch = embed_batch
        self.model_version = model_version
        self._prototypes: np.ndarray | None = None

    def build(self, prompt: str, *, project: str | None, k: int, mode: str, budget_tokens: int,
              thresholds: Any = None) -> ContextResult:
        """The admitted entries (at most `k`) and their block within `budget_tokens`."""
        notes: list[str] = []
        vector = None
        if prompt.strip():
            try:
                vector = self.encode_query(prompt)
            except Exception as exc:  # the gate then admits nothing; the turn goes on
                notes.append(f"vector search unavailable: {exc}")
        result = self.retriever.search(
            prompt if prompt.strip() else " ", k=max(3 * k, 30), mode="hybrid",
            filters=Filters(project=project), vector=vector,
        )
        if mode == "legacy":
            decision = admit_legacy(prompt, result.hits, k=k)
        else:
            texts = self._heads([h.id for h in result.hits if h.content_type == "instruction"])
            decision = admit(prompt, result.hits, texts, k=k, prototype_cosine=self._chitchat_cosine(vector),
                             degraded=vector is None,
                             name_free_cosine=lambda hit, names: self._name_free_cosine(prompt, hit.id, names),
                             **({"thresholds": thresholds} if thresholds is not None else {}))
        admitted = decision.admitted
        bodies = self._heads([a.hit.id for a in admitted])  # title + first chunk (~200 words)
        for entry_id in self._multi_chunk(list(bodies)):  # a first chunk that stops mid-entry
            bodies[entry_id] = mark_partial(bodies[entry_id], entry_id)
        items = [BlockItem(a.hit.id, a.hit.kind, a.hit.content_type, a.hit.title, bodies.get(a.hit.id, a.hit.snippet))
                 for a in admitted]
        block, kept = render_block(items, budget_tokens=budget_tokens, count_tokens=count_tokens,
                                   truncate=truncate_to_tokens)
        kept_set = set(kept)
        dropped = [a.hit.id for a in admitted if a.hit.id not in kept_set]
        if dropped:
            notes.append(f"the {budget_tokens}-token budget left out {len(dropped)} admitted "
                         f"{'entry' if len(dropped) == 1 else 'entries'}: {', '.join(dropped)}; "
                         "raise the budget or read them with td_get")
        entries = [
            {"id": a.hit.id, "title": a.hit.title, "kind": a.hit.kind, "content_type": a.hit.content_type,
             "score": round(a.hit.score, 6), "why": a.why}
            for a in admitted if a.hit.id in kept_set
        ]
        return ContextResult(prompt=prompt, mode=mode, degraded=vector is None or result.degraded,
                             entries=entries, block=block, intent=decision.intent.label,
                             notes=notes + list(result.notes))

    def _chitchat_cosine(self, vector: np.ndarray | None) -> float | None:
        if vector is None:
            return None
        if self._prototypes is None:
            try:
                self._prototypes = prototype_matrix(self.embed_batch)
            except Exception:  # without prototypes the rules still classify
                return None
        return float(np.max(self._prototypes @ vector))

    def _name_free_cosine(self, prompt: str, entry_id: str, names: set[str]) -> float:
        """Best cosine between the prompt minus procedure names and the entry's chunks."""
        rest = strip_names(prompt, names)
        if not any(ch.isalnum() for ch in rest):
            return 0.0
        rows = self.index.query(
            "SELECT vector FROM embeddings WHERE entry_id = ? AND model_version = ?", (entry_id, self.model_version))
        if not rows:
            return 0.0
        matrix = np.frombuffer(b"".join(r[0] for r in rows), dtype=np.float32).reshape(len(rows), -1)
        return float(np.max(matrix @ self.encode_query(rest)))

    def _multi_chunk(self, ids: list[str]) -> list[str]:
        """The ids among `ids` whose text spans more than one chunk."""
        if not ids:
            return []
        marks = ",".join("?" * len(ids))
        rows = self.index.query(
            f"SELECT entry_id FROM chunks WHERE entry_id IN ({marks}) GROUP BY entry_id HAVING COUNT(*) > 1", ids)
        return [r[0] for r in rows]

    def _heads(self, ids: list[str]) -> dict[str, str]:
        """Title + first chunk of each entry (procedure names live there)."""
        if not ids:
            return {}
        marks = ",".join("?" * len(ids))
        rows = self.index.query(
            f"SELECT c.entry_id, c.text FROM chunks c WHERE c.ord = 0 AND c.entry_id IN ({marks})", ids)
        return {r[0]: r[1] for r in rows}
