"""The active skill packs of one session (a copilot session or one MCP connection).

At most `max_active` packs (2) are active; activating one more evicts the least recently
used and says so. `observe(prompt)` auto-loads packs whose `auto_load_keywords` appear in
the prompt (case-insensitive, whole words, multi-word keywords allowed) and unloads every
pack when the prompt says the task is done (`settings.skills_done_pattern`).
`render_section()` turns the active packs into one system-prompt section, in activation
order, within a token budget.

Invariant: the active set never exceeds `max_active`, every eviction appears in the
result's `evicted`, and every public method holds the session lock, so one session may
be shared by the threads of an MCP server.
"""

from __future__ import annotations

import re
import threading
from collections.abc import Iterable
from dataclasses import dataclass, field

from ..errors import InvalidInputError, SkillError
from ..tokens import count_tokens, truncate_to_tokens
from .loader import SkillLoader, normalize_name
from .pack import SkillPack

MAX_ACTIVE = 2
BUDGET_TOKENS = 4000
SECTION_TITLE = "ACTIVE SKILL PACKS"
_SEPARATOR = r"[\s_\-]+"


@dataclass(frozen=True)
class LoadResult:
    """Outcome of activating one pack. `activated` is False when it was already active."""

    name: str
    body: str
    activated: bool
    evicted: tuple[str, ...]
    active: tuple[str, ...]
    warnings: tuple[str, ...] = ()


@dataclass(frozen=True)
class UnloadResult:
    """Outcome of deactivating one pack. `unloaded` is False when it was not active."""

    name: str
    unloaded: bool
    active: tuple[str, ...]
    warnings: tuple[str, ...] = ()


@dataclass(frozen=True)
class ObserveResult:
    """What one prompt did to the active set; `matched` maps a pack to the keywords seen."""

    loaded: tuple[str, ...]
    unloaded: tuple[str, ...]
    evicted: tuple[str, ...]
    done: bool
    active: tuple[str, ...]
    matched: dict[str, tuple[str, ...]] = field(default_factory=dict, compare=False)
    warnings: tuple[str, ...] = ()


@dataclass(frozen=True)
class KeywordMatch:
    """A pack whose keywords occur in a text: how many distinct ones, and the first position."""

    name: str
    keywords: tuple[str, ...]
    first_at: int


@dataclass
class _Slot:
    pack: SkillPack
    activated_seq: int
    used_seq: int


def keyword_pattern(keyword: str) -> re.Pattern[str]:
    """Whole-word, case-insensitive; spaces, hyphens and underscores inside a keyword are interchangeable."""
    parts = [re.escape(p) for p in re.split(_SEPARATOR, keyword.strip()) if p]
    return re.compile(r"(?<!\w)" + _SEPARATOR.join(parts) + r"(?!\w)", re.IGNORECASE)


def match_keywords(packs: Iterable[SkillPack], text: str) -> list[KeywordMatch]:
    """Packs with at least one keyword in `text`, strongest first (more keywords, then earlier)."""
    found: list[KeywordMatch] = []
    folded = text.casefold()
    for pack in packs:
        hits: list[tuple[int, str]] = []
        for keyword in pack.auto_load_keywords:
            if not _may_occur(keyword, folded):
                continue  # cannot match: skip compiling its pattern (hundreds per process start)
            m = _compiled(keyword).search(text)
            if m is not None:
                hits.append((m.start(), keyword))
        if hits:
            hits.sort()
            found.append(KeywordMatch(pack.name, tuple(k for _, k in hits), hits[0][0]))
    found.sort(key=lambda m: (-len(m.keywords), m.first_at, m.name))
    return found


def _may_occur(keyword: str, folded_text: str) -> bool:
    """False only when a part of `keyword` is absent from the case-folded text, so its
    case-insensitive pattern cannot match (case folding maps more characters together than
    the pattern's IGNORECASE does, never fewer)."""
    return all(p.casefold() in folded_text for p in re.split(_SEPARATOR, keyword.strip()) if p)


_pattern_cache: dict[str, re.Pattern[str]] = {}
_pattern_lock = threading.Lock()


def _compiled(keyword: str) -> re.Pattern[str]:
    with _pattern_lock:
        pattern = _pattern_cache.get(keyword)
        if pattern is None:
            pattern = keyword_pattern(keyword)
            _pattern_cache[keyword] = pattern
        return pattern


class SkillSession:
    """The active set of one session. Create one per copilot session or MCP connection."""

    def __init__(
        self,
        loader: SkillLoader,
        *,
        max_active: int = MAX_ACTIVE,
        budget_tokens: int = BUDGET_TOKENS,
        autoload: bool | None = None,
        done_pattern: str | None = None,
    ) -> None:
        if max_active < 1:
            raise InvalidInputError(f"max_active must be >= 1, got {max_active}")
        if budget_tokens < 1:
            raise InvalidInputError(f"budget_tokens must be >= 1, got {budget_tokens}")
        settings = loader.settings
        self.loader = loader
        self.max_active = max_active
        self.budget_tokens = budget_tokens
        self.autoload = settings.skills_autoload if autoload is None else autoload
        pattern = settings.skills_done_pattern if done_pattern is None else done_pattern
        try:
            self._done = re.compile(pattern, re.IGNORECASE) if pattern else None
        except re.error as exc:
            raise InvalidInputError(
                f"skills_done_pattern {pattern!r} is not a valid regular expression ({exc}); "
                "fix it in config.toml or TDCONTEXT_SKILLS_DONE_PATTERN"
            ) from exc
        self._lock = threading.RLock()
        self._slots: dict[str, _Slot] = {}
        self._seq = 0

    def active(self) -> tuple[SkillPack, ...]:
        """Active packs in activation order."""
        with self._lock:
            return tuple(s.pack for s in self._ordered())

    def active_names(self) -> tuple[str, ...]:
        with self._lock:
            return tuple(s.pack.name for s in self._ordered())

    def load(self, name: str) -> LoadResult:
        """Activate `name` (or mark it used if active), evicting the least recently used if full.

        Raises:
            SkillError: no pack of that name; the message lists the names that exist.
        """
        pack = self.loader.get(name)
        _refuse_untrusted(pack, self.loader)
        with self._lock:
            activated, evicted = self._activate(pack)
            return LoadResult(
                name=pack.name,
                body=pack.body,
                activated=activated,
                evicted=evicted,
                active=self._names(),
                warnings=self._eviction_notes(pack.name, evicted) + self._warnings(),
            )

    def unload(self, name: str) -> UnloadResult:
        """Deactivate `name`; unloading an inactive pack is not an error.

        Raises:
            SkillError: no pack of that name exists at all.
        """
        with self._lock:
            key = self._active_key(name)
        if key is None:
            key = self.loader.get(name).name  # raises for a name that exists nowhere
        with self._lock:
            removed = self._slots.pop(key, None) is not None
            return UnloadResult(name=key, unloaded=removed, active=self._names(), warnings=self._warnings())

    def unload_all(self) -> tuple[str, ...]:
        """Deactivate everything; returns what was active, in activation order."""
        with self._lock:
            names = self._names()
            self._slots.clear()
            return names

    def is_done(self, prompt: str) -> bool:
        """Does `prompt` say the current task is finished?"""
        return self._done is not None and self._done.search(prompt) is not None

    def observe(self, prompt: str) -> ObserveResult:
        """Apply one user prompt: auto-unload on the done pattern, then auto-load on keywords.

        After a done phrase only the text that follows it is scanned for keywords, so
        "finished, thanks" unloads everything while "that's done, next task: a GLSL shader"
        unloads and then loads the shader pack.
        """
        with self._lock:
            text = prompt
            unloaded: tuple[str, ...] = ()
            done = False
            if self._done is not None:
                last = None
                for last in self._done.finditer(prompt):
                    pass
                if last is not None:
                    done = True
                    unloaded = self.unload_all()
                    text = prompt[last.end() :]
            if not self.autoload:
                return ObserveResult((), unloaded, (), done, self._names(), {}, self._warnings())
            catalog = self.loader.catalog()
            # Untrusted project packs never auto-load: their keywords are not even matched.
            eligible = [p for p in catalog.packs if p.trusted]
            matches = match_keywords(eligible, text)[: self.max_active]
            matched = {m.name: m.keywords for m in matches}
            loaded: list[str] = []
            evicted: list[str] = []
            notes: list[str] = []
            # Touch the packs already active first, so loading a new one evicts something else.
            for m in sorted(matches, key=lambda m: m.first_at):
                if m.name in self._slots:
                    self._touch(self._slots[m.name])
            for m in sorted(matches, key=lambda m: m.first_at):
                if m.name in self._slots:
                    continue
                pack = catalog.find(m.name)
                if pack is None:
                    continue
                activated, gone = self._activate(pack)
                if activated:
                    loaded.append(pack.name)
                evicted.extend(gone)
                notes.extend(self._eviction_notes(pack.name, gone))
            return ObserveResult(
                loaded=tuple(loaded),
                unloaded=unloaded,
                evicted=tuple(evicted),
                done=done,
                active=self._names(),
                matched=matched,
                warnings=tuple(notes) + self._warnings(),
            )

    def warnings(self) -> tuple[str, ...]:
        """Budget and collision warnings for the current active set."""
        with self._lock:
            return self._warnings()

    def render_section(self, budget_tokens: int | None = None) -> str:
        """One system-prompt section holding the active packs in activation order.

        Each pack gets a fair share of `budget_tokens` (default: the session budget): packs
        under their share keep all of it, larger ones are cut and marked as truncated.
        Returns "" when no pack is active.
        """
        budget = self.budget_tokens if budget_tokens is None else budget_tokens
        with self._lock:
            packs = [s.pack for s in self._ordered()]
        if not packs:
            return ""
        packs = [p for p in packs if p.trusted]  # defence in depth: load() refuses them already
        if not packs:
            return ""
        header = (
            f"## {SECTION_TITLE}\n"
            "Task-specific TouchDesigner guidance from the skill packs below; each heading says "
            "where the pack came from. Apply it where it fits."
        )
        heads = [f"### Skill: {p.name} (source: {p.origin})\n" for p in packs]
        fixed = count_tokens(header) + sum(count_tokens(h) for h in heads) + 2 * len(packs)
        shares = _fair_shares([p.size_tokens for p in packs], max(0, budget - fixed))
        parts = [header]
        for pack, head, share in zip(packs, heads, shares):
            body = pack.body
            if pack.size_tokens > share:
                marker = f"\n[truncated; call td_load_skill('{pack.name}') for the full pack]"
                keep = max(0, share - count_tokens(marker) - 2)  # 2: a closing fence
                body = _cut(body, keep) + marker
            parts.append(head + body)
        text = "\n\n".join(parts) + "\n"
        # Trigger: a budget smaller than the headings and markers, or BPE merges across the
        # joins adding a token or two. Outcome: a hard cut, so the promise "within budget" holds.
        if count_tokens(text) > budget:
            text = truncate_to_tokens(text, budget)
        return text

    # -- internals (callers hold the lock) --------------------------------------------

    def _ordered(self) -> list[_Slot]:
        return sorted(self._slots.values(), key=lambda s: s.activated_seq)

    def _names(self) -> tuple[str, ...]:
        return tuple(s.pack.name for s in self._ordered())

    def _next(self) -> int:
        self._seq += 1
        return self._seq

    def _touch(self, slot: _Slot) -> None:
        slot.used_seq = self._next()

    def _active_key(self, name: str) -> str | None:
        key = normalize_name(name) if isinstance(name, str) else ""
        return key if key in self._slots else None

    def _activate(self, pack: SkillPack) -> tuple[bool, tuple[str, ...]]:
        slot = self._slots.get(pack.name)
        if slot is not None:
            slot.pack = pack
            self._touch(slot)
            return False, ()
        evicted: list[str] = []
        while len(self._slots) >= self.max_active:
            lru = min(self._slots.values(), key=lambda s: s.used_seq)
            del self._slots[lru.pack.name]
            evicted.append(lru.pack.name)
        seq = self._next()
        self._slots[pack.name] = _Slot(pack=pack, activated_seq=seq, used_seq=seq)
        return True, tuple(evicted)

    def _eviction_notes(self, name: str, evicted: tuple[str, ...]) -> tuple[str, ...]:
        return tuple(
            f"loading {name!r} evicted {gone!r} (at most {self.max_active} skill packs are "
            "active; the least recently used one leaves)"
            for gone in evicted
        )

    def _warnings(self) -> tuple[str, ...]:
        packs = [s.pack for s in self._ordered()]
        out: list[str] = []
        total = sum(p.size_tokens for p in packs)
        if total > self.budget_tokens:
            sizes = ", ".join(f"{p.name} {p.size_tokens}" for p in packs)
            out.append(
                f"active skill packs total {total} tokens ({sizes}), over the "
                f"{self.budget_tokens}-token budget; unload one or the system-prompt section "
                "will be truncated"
            )
        out.extend(collisions(packs))
        return tuple(out)


def _refuse_untrusted(pack: SkillPack, loader: SkillLoader) -> None:
    if not pack.trusted:
        raise SkillError(
            f"skill {pack.name!r} is a project pack from {loader.project_root}, which you have not "
            "trusted; read it with `tdcontext skills show "
            f"{pack.name}`, then run `tdcontext skills trust {loader.project_root}` to allow it",
            path=str(pack.path),
            field="name",
            name=pack.name,
        )


def collisions(packs: list[SkillPack]) -> list[str]:
    """Pairs of packs covering one operator family with different stances on one topic."""
    out: list[str] = []
    for i, a in enumerate(packs):
        for b in packs[i + 1 :]:
            for family in [f for f in a.families if f in b.families]:
                ga = a.family_guidance.get(family, {})
                gb = b.family_guidance.get(family, {})
                for topic in sorted(set(ga) & set(gb)):
                    if ga[topic].casefold() != gb[topic].casefold():
                        out.append(
                            f"skill packs {a.name!r} and {b.name!r} both cover {family} and "
                            f"disagree on {topic}: {ga[topic]!r} vs {gb[topic]!r}; follow the "
                            "one that fits this task, or unload the other"
                        )
    return out


def _cut(body: str, limit: int) -> str:
    """At most `limit` tokens of `body`, ended at a line break, with any open code fence closed."""
    text = truncate_to_tokens(body, limit)
    if len(text) < len(body) and "\n" in text:
        text = text[: text.rindex("\n")]
    text = text.rstrip()
    if sum(1 for line in text.splitlines() if line.lstrip().startswith("```")) % 2:
        text += "\n```"
    return text


def _fair_shares(sizes: list[int], budget: int) -> list[int]:
    """Water-filling: small items keep their size, the rest split what remains equally."""
    shares = [0] * len(sizes)
    pending = sorted(range(len(sizes)), key=lambda i: sizes[i])
    remaining = budget
    while pending:
        equal = remaining // len(pending)
        i = pending[0]
        if sizes[i] <= equal:
            shares[i] = sizes[i]
            remaining -= sizes[i]
            pending.pop(0)
            continue
        for j in pending:
            shares[j] = equal
        break
    return shares
