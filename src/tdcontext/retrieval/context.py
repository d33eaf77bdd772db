"""Pre-turn context: hybrid search, the admission gate, and the block the copilot injects.

`ContextAssembler.build` is the whole pipeline behind `engine.context()`: `candidates()`
encodes the prompt once, searches (hybrid, a deeper pool than asked) and reads the frontmatter
of candidate stored procedures; `decide()` admits through the gate (or the legacy length rule)
and renders the admitted entries within the token budget, instruction entries as full bodies or
one-line stubs. Invariant: when the prompt cannot be embedded nothing is admitted and the result
says `degraded`; the turn always gets an answer; every entry carries its `disclosure`.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from ..corpus.entry import Entry
from ..errors import TdcontextError
from ..index.db import Index
from ..tokens import count_tokens, truncate_to_tokens
from .block import BlockItem, mark_partial, render_block
from .gate import (
    Procedure,
    admit,
    admit_legacy,
    condition_acts,
    is_question,
    not_english,
    prototype_matrix,
    requested_act,
    without_product_name,
)
from .invocation import NameResolver, canonical_commands, occurrences, procedure_names
from .result import ContextResult
from .retriever import Filters, Hit, Retriever, SearchResult

_SENTENCE = re.compile(r"(?<=[.!?])\s+|:\s+")

if TYPE_CHECKING:  # imported by the paths that embed; an echo prompt's early answer needs none
    import numpy as np

    from ..embedding.multilingual import MultilingualEncoder
    from .invocation_model import InvocationModel

@dataclass(frozen=True)
class Candidates:
    """Everything the gate decides on for one prompt (computed once; `decide` is cheap)."""

    prompt: str
    vector: np.ndarray | None
    result: SearchResult
    procedures: dict[str, Procedure]
    prototype_cosine: float | None
    notes: list[str]
    multilingual: dict[str, float] | None = None  # hit id -> multilingual cosine (prompts in another language)


def applies_when(proc: Procedure, max_words: int = 25) -> str:
    """The stub's one sentence: the `when` frontmatter field, else the first real sentence of
    the text, cut before any colon, semicolon or arrow (where step lists start) and at
    `max_words` words, so a stub never carries the procedure's steps."""
    text = " ".join((proc.when if proc.when.strip() else proc.text).split())
    if not proc.when.strip():
        segments = [re.split(r";|->|→", seg, maxsplit=1)[0].strip() for seg in _SENTENCE.split(text)]
        text = next((seg for seg in segments if len(seg.split()) >= 4), segments[0] if segments else "")
    words = text.split()
    return " ".join(words[:max_words]) + (" …" if len(words) > max_words else "")


class ContextAssembler:
    """Builds one turn's gated context from an index and a retriever (which encodes the prompt)."""

    def __init__(
        self,
        index: Index,
        retriever: Retriever,
        embed_batch: Callable[[list[str]], np.ndarray],
        model_version: str,
        load_entry: Callable[[str], Entry] | None = None,
    ) -> None:
        self.index = index
        self.retriever = retriever
        self.embed_batch = embed_batch
        self.model_version = model_version
        self.load_entry = load_entry
        self._prototypes: np.ndarray | None = None
        self._df_cache: dict[str, int] = {}
        self._text_cache: dict[str, str] = {}
        self._proc_cache: dict[str, tuple[str, Procedure]] = {}
        self._df_stamp: tuple[Any, ...] = ()
        self._df_checked = False
        self._instruction_names: dict[str, tuple[str, str, str]] | None = None  # id -> title, kind, project
        self._resolver = NameResolver(())
        self._rules: dict[str, Procedure] = {}  # instruction entries with a condition on an act (gate.condition_acts)
        #: the learned invocation classifier (None: rules only); set by the engine from settings
        self.invocation_model: InvocationModel | None = None
        self.invocation_note = ""  # why the classifier was asked for but is off (a note on every result)
        #: the multilingual encoder for prompts in another language (None: off); set by the engine from settings
        self.multilingual: MultilingualEncoder | None = None
        self.multilingual_note = ""  # why it was asked for but is off (a note on every result after)

    def build(self, prompt: str, *, project: str | None, k: int, mode: str, budget_tokens: int,
              thresholds: Any = None) -> ContextResult:
        """The admitted entries (at most `k`) and their block within `budget_tokens`."""
        return self.decide(self.candidates(prompt, project=project, k=k), k=k, mode=mode,
                           budget_tokens=budget_tokens, thresholds=thresholds)

    def candidates(self, prompt: str, *, project: str | None, k: int) -> Candidates:
        """Encode, search and read the candidate procedures' frontmatter (the costly part).

        The search encodes the prompt itself (overlapped with BM25); an encoder failure is a
        note on the result, and the gate then admits nothing by vector (the turn goes on).
        """
        query = without_product_name(prompt)
        result = self.retriever.search(
            query if query.strip() else " ", k=max(3 * k, 30), mode="hybrid", filters=Filters(project=project),
        )
        vector = result.vector
        named = self._named_elsewhere(prompt, result, project) if vector is not None else []
        if named:
            result = replace(result, hits=[*result.hits, *named])
        governing = self._governing_elsewhere(prompt, result, project) if vector is not None else []
        if governing:
            result = replace(result, hits=[*result.hits, *governing])
        procedures = self._procedures([h.id for h in result.hits if h.content_type == "instruction"])
        return Candidates(prompt, vector, result, procedures, self._chitchat_cosine(vector), [],
                          self._multilingual_cosines(prompt, result) if vector is not None else None)

    def _multilingual_cosines(self, prompt: str, result: SearchResult) -> dict[str, float] | None:
        """For a prompt in another language (`gate.not_english`, or not plainly English: `invocation_model.english`),
        each hit's cosine in the multilingual encoder; None for an English prompt, or when the encoder is off or
        cannot load (then a note says so and it stays off)."""
        if self.multilingual is None or not result.hits:
            return None
        # English with no names masked: every word ASCII, most of them dictionary words
        from .invocation_model import english

        if not not_english(prompt) and english(prompt, ()):
            return None
        from ..embedding.multilingual import MultilingualUnavailable, entry_text

        try:
            return self.multilingual.cosines(prompt, [(h.id, entry_text(h.title, self._entry_text(h.id)))
                                                      for h in result.hits])
        except MultilingualUnavailable as exc:
            self.multilingual, self.multilingual_note = None, str(exc)
            return None

    def _named_elsewhere(self, prompt: str, result: SearchResult, project: str | None) -> list[Hit]:
        """Stored procedures the prompt names (exactly, misspelt or spoken: `invocation.occurrences`)
        that the search did not return: a name typed as "wircomb" shares no term and little meaning
        with its entry, so neither ranker finds it. Each comes back as a hit marked `ranks["name"]`,
        with its true cosine (the gate decides; a name alone never makes a fact relevant)."""
        instructions = self._load_instructions()
        resolver = self._resolver
        seen = {h.id for h in result.hits}
        todo = [entry_id for entry_id in resolver.candidates(prompt) if entry_id not in seen
                and (project is None or instructions[entry_id][2] == project)]
        if not todo or result.vector is None:
            return []
        every = {n for names in resolver.names.values() for n in names}
        found: list[Hit] = []
        for entry_id in sorted(todo):
            names = resolver.names[entry_id]
            if not occurrences(canonical_commands(prompt, every), names, "", sorted(every - set(names))):  # "K-I-C-K-1"
                continue
            hit = self._instruction_hit(entry_id, result.vector, "name")
            if hit is not None:
                found.append(hit)
        return found

    def _governing_elsewhere(self, prompt: str, result: SearchResult, project: str | None) -> list[Hit]:
        """Rules whose condition names the act a request asks for, on any operator ("Before deleting
        any operator ..." for "lösch bitte die alten Test-Operatoren"), that the search did not
        return: the English-only model barely relates a request in another language to the rule.
        Each comes back marked `ranks["condition"]`, with its true cosine; the gate decides
        (`gate.requested_act`), and only on a request to act, never on a question."""
        if is_question(prompt):
            return []
        instructions = self._load_instructions()
        seen = {h.id for h in result.hits}
        found: list[Hit] = []
        for entry_id, proc in sorted(self._rules.items()):
            if entry_id in seen or (project is not None and instructions[entry_id][2] != project):
                continue
            if requested_act(prompt, proc.text):
                hit = self._instruction_hit(entry_id, result.vector, "condition")
                if hit is not None:
                    found.append(hit)
        return found

    def _load_instructions(self) -> dict[str, tuple[str, str, str]]:
        """Title, kind and project of every instruction entry; also loads their names' resolver and
        the rules with a condition on an act (all cached until the index changes)."""
        self._check_stamp()
        if self._instruction_names is not None:
            return self._instruction_names
        rows = self.index.query("SELECT id, title, kind, project FROM entries WHERE content_type = 'instruction'")
        procs = self._procedures([str(r[0]) for r in rows])
        self._instruction_names = {str(r[0]): (str(r[1]), str(r[2]), str(r[3])) for r in rows}
        self._resolver = NameResolver(
            (str(r[0]), tuple(procedure_names(procs[r[0]].title, procs[r[0]].declared_names)))
            for r in rows if r[0] in procs)
        self._rules = {entry_id: proc for entry_id, proc in procs.items() if condition_acts(proc.text)}
        return self._instruction_names

    def _instruction_hit(self, entry_id: str, vector: np.ndarray | None, found_by: str) -> Hit | None:
        """A hit for an instruction entry the search did not return, with its true best-chunk cosine."""
        rows = self.index.query("SELECT vector FROM embeddings WHERE entry_id = ? AND model_version = ?",
                                (entry_id, self.model_version))
        if not rows or vector is None or self._instruction_names is None:
            return None
        import numpy as np  # only a prompt that names or governs a missed procedure gets here
        matrix = np.frombuffer(b"".join(r[0] for r in rows), dtype=np.float32).reshape(len(rows), -1)
        title, kind, entry_project = self._instruction_names[entry_id]
        return Hit(id=entry_id, title=title, kind=kind, content_type="instruction", project=entry_project,
                   score=0.0, ranks={"bm25": None, "vector": None, found_by: 1}, snippet="",
                   cosine=float(np.max(matrix @ vector)))

    def decide(self, cands: Candidates, *, k: int, mode: str, budget_tokens: int,
               thresholds: Any = None) -> ContextResult:
        """Gate the candidates and render the block."""
        prompt, result = cands.prompt, cands.result
        notes = list(cands.notes) + [note for note in (self.invocation_note, self.multilingual_note)
                                     if note and mode != "legacy"]
        self._df_checked = False
        if mode == "legacy":
            decision = admit_legacy(prompt, result.hits, k=k)
        else:
            decision = admit(prompt, result.hits, cands.procedures, k=k, prototype_cosine=cands.prototype_cosine,
                             degraded=cands.vector is None, name_df=self._name_df, term_df=self._term_df,
                             entry_text=self._entry_text, invocation_model=self.invocation_model,
                             multilingual=cands.multilingual,
                             **({"thresholds": thresholds} if thresholds is not None else {}))
        admitted = decision.admitted
        bodies = self._heads([a.hit.id for a in admitted if a.disclosure == "full"])  # title + first chunk
        for entry_id in self._multi_chunk(list(bodies)):  # a first chunk that stops mid-entry
            bodies[entry_id] = mark_partial(bodies[entry_id], entry_id)
        items = []
        for a in admitted:
            if a.disclosure == "stub":
                proc = cands.procedures.get(a.hit.id, Procedure(a.hit.title, a.hit.snippet))
                items.append(BlockItem(a.hit.id, a.hit.kind, a.hit.content_type, a.hit.title, applies_when(proc),
                                       disclosure="stub"))
            else:
                items.append(BlockItem(a.hit.id, a.hit.kind, a.hit.content_type, a.hit.title,
                                       bodies.get(a.hit.id, a.hit.snippet)))
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
             "score": round(a.hit.score, 6), "disclosure": a.disclosure, "why": a.why}
            for a in admitted if a.hit.id in kept_set
        ]
        return ContextResult(prompt=prompt, mode=mode, degraded=cands.vector is None or result.degraded,
                             entries=entries, block=block, intent=decision.intent.label,
                             notes=notes + list(result.notes))

    def _procedures(self, ids: list[str]) -> dict[str, Procedure]:
        """Title, head text and frontmatter (`name`, `when`) of candidate instruction entries,
        cached by content hash so an unchanged entry file is parsed once."""
        if not ids:
            return {}
        marks = ",".join("?" * len(ids))
        rows = self.index.query(f"SELECT id, title, content_hash FROM entries WHERE id IN ({marks})", ids)
        out: dict[str, Procedure] = {}
        missing = [r for r in rows if self._proc_cache.get(r[0], (None,))[0] != r[2]]
        heads = self._heads([r[0] for r in missing]) if missing else {}
        for entry_id, title, content_hash in missing:
            declared: tuple[str, ...] = ()
            when = ""
            text = heads.get(entry_id, "")
            if self.load_entry is not None:
                try:
                    entry: Entry | None = self.load_entry(entry_id)
                except (TdcontextError, OSError):  # a vanished or broken file: the index still has the head
                    entry = None
                if entry is not None:
                    declared = _declared_names(entry.meta.get("name"))
                    raw_when = entry.meta.get("when")
                    when = raw_when if isinstance(raw_when, str) else ""
                    text = entry.text
            if len(self._proc_cache) > 4096:
                self._proc_cache.clear()
            self._proc_cache[entry_id] = (content_hash, Procedure(str(title), text, declared, when))
        for entry_id, _, _ in rows:
            out[entry_id] = self._proc_cache[entry_id][1]
        return out

    def _entry_text(self, entry_id: str) -> str:
        """The whole indexed text of one entry, chunks in order (read only for a prompt that
        names an unknown entity, to see whether the best entry covers the rest of it)."""
        self._check_stamp()
        if entry_id not in self._text_cache:
            rows = self.index.query("SELECT text FROM chunks WHERE entry_id = ? ORDER BY ord", (entry_id,))
            if len(self._text_cache) > 512:
                self._text_cache.clear()
            self._text_cache[entry_id] = "\n".join(str(r[0]) for r in rows)
        return self._text_cache[entry_id]

    def _check_stamp(self) -> None:
        """Once per decision: drop the cached counts and texts if the index changed since."""
        if not self._df_checked:
            stamp = tuple(self.index.query("SELECT COUNT(*), MAX(updated_at) FROM entries")[0])
            if stamp != self._df_stamp:
                self._df_cache.clear()
                self._text_cache.clear()
                self._instruction_names = None
                self._df_stamp = stamp
            self._df_checked = True

    def _term_df(self, term: str) -> int:
        """How many entries mention `term` or a word starting with it (grandMA -> grandMA3)."""
        terms = re.findall(r"\w+", term.lower())
        if not terms:
            return 1
        return self._name_df(" ".join(terms[:-1] + [terms[-1] + "*"]) if len(terms[-1]) >= 3 else " ".join(terms))

    def _name_df(self, name: str) -> int:
        """How many entries contain `name` (cached until the index changes)."""
        self._check_stamp()  # once per decision: has the index changed since the counts?
        if name not in self._df_cache:
            terms = re.findall(r"\w+\*?", name.lower())
            if not terms:
                return 0
            star = terms[-1].endswith("*")
            phrase = '"' + " ".join(w.rstrip("*") for w in terms) + '"' + ("*" if star else "")
            rows = self.index.query(
                "SELECT COUNT(DISTINCT c.entry_id) FROM chunks_fts JOIN chunks c ON c.id = chunks_fts.rowid "
                "WHERE chunks_fts MATCH ?", (phrase,))
            self._df_cache[name] = int(rows[0][0]) if rows else 0
        return self._df_cache[name]

    def _chitchat_cosine(self, vector: np.ndarray | None) -> float | None:
        if vector is None:
            return None
        import numpy as np

        if self._prototypes is None:
            try:
                self._prototypes = prototype_matrix(self.embed_batch)
            except Exception:  # noqa: BLE001 -- without prototypes the rules still classify
                return None
        return float(np.max(self._prototypes @ vector))

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


def _declared_names(value: Any) -> tuple[str, ...]:
    """Frontmatter `name:` as a tuple of strings (a string or a list of strings; anything else: none)."""
    if isinstance(value, str):
        return (value,) if value.strip() and len(value) <= 64 else ()
    if isinstance(value, list):
        return tuple(v for v in value[:8] if isinstance(v, str) and v.strip() and len(v) <= 64)
    return ()
