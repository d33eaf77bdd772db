"""The admission gate for pre-turn context: which search hits may be injected before a turn.

Search ranks; the gate admits. An entry is admitted only when (1) the prompt's intent asks
for information or action (echo, acknowledgement, greeting and chit-chat admit nothing),
(2) the vector side shows real semantic relevance (a calibrated cosine floor; a BM25-only
match on a shared rare token never suffices), and (3) for `instruction` entries, the prompt
actually invokes the procedure by name with an action verb, or bears on it semantically
above a stricter floor. Invariant: no rule here looks at the prompt's length.

`legacy` mode reproduces the predecessor's length-based workaround for one release.
"""

from __future__ import annotations

import functools
import re
import unicodedata
from collections.abc import Callable, Sequence, Set
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from .lexical import STOPWORDS

from .retriever import Hit

if TYPE_CHECKING:  # the intent rules run before any model call, without numpy (see engine.context)
    import numpy as np

# Calibrated on tests/data/gate_suite with all-MiniLM-L6-v2 int8 (see BENCHMARKS.md,
# `python bench/bench_gate.py`). Cosines are best-chunk cosines (title + chunk text).
@dataclass(frozen=True)
class Thresholds:
    fact_cosine: float = 0.35          # facts, references, recipes
    instruction_cosine: float = 0.30   # instruction entries invoked by name
    bears_on_cosine: float = 0.50      # instruction entries admitted without being named
    trigger_cosine: float = 0.35       # instruction entries whose condition clause the prompt meets
    agreement_bonus: float = 0.03      # both rankers found it: the cosine floor drops a little
    relative_margin: float = 0.20      # facts must be within this of the best fact's cosine
    chitchat_prototype_cosine: float = 0.80


DEFAULT_THRESHOLDS = Thresholds()

INTENTS_WITHOUT_CONTEXT = frozenset({"echo", "ack", "greet", "chitchat"})

_QUOTE = "'\"`“”‘’«»"
_ECHO_VERB = r"(reply|respond|answer|say|echo|repeat|parrot|print|type|write|output|return|spell|copy|send)"
_LEAD = r"^(please\s+|can you\s+|could you\s+|would you\s+)*(just\s+|only\s+|simply\s+)?"
_ECHO_PATTERNS = [
    # "Reply: X", "say: X", "respond with: X"
    _LEAD + _ECHO_VERB + r"(\s+(back|only|just|exactly))?(\s+with)?(\s+(only|just|exactly))?\s*:",
    # a verb and a tiny payload: "say KICK1", "reply with LAYOUT2", "echo X back", "type the word X"
    _LEAD + _ECHO_VERB + r"(\s+(back|only|just|exactly))?(\s+with)?(\s+(only|just|exactly))?"
    r"(\s+(the\s+)?(word|words|text|string|phrase|name|token))?\s+\S+(\s+\S+)?(\s+(back|verbatim|again|exactly|only))?"
    r"(\s+(to|for)\s+me)?\s*[.!]?$",
    # a quoted payload: print 'KICK1', say "hello world"
    _LEAD + _ECHO_VERB + r"(\s+(back|only|just|exactly))?(\s+with)?\s*[" + _QUOTE + r"]",
    r"\brepeat\s+after\s+me\b",
    _LEAD + _ECHO_VERB + r"(\s+back)?(\s+(only|just|exactly))?\s+(the\s+|this\s+|that\s+)?(word|words|text|string|phrase|token)\b",
    _LEAD + _ECHO_VERB + r"(\s+back)?\s+(the\s+following|this\s+(line|text|sentence|word|phrase)|these\s+words)\b",
    r"\b(and|but)\s+nothing\s+else\b",
    r"\b(verbatim|word\s+for\s+word)\b",
    _LEAD + _ECHO_VERB + r"\b.{0,60}\bback(\s+to\s+me)?\s*[.!]?$",
    # "reply with <anything that is not a description of content>": "Reply with Back up before..."
    _LEAD + r"(reply|respond|answer|say|echo|repeat|parrot)(?>(\s+(back|only|just|exactly))?(\s+with)?)\s+"
    r"(?!(a|an|the|your|some|my|more|all|any|each|every|details?|code|steps?|examples?|how|why|what|which|"
    r"who|when|where|whether|if|to|about|in|on|yes|no|thanks?|hello|hi)\b)\S",
    # "output exactly X", "write only X"
    _LEAD + r"(print|type|write|output|return|spell|copy|send)\s+(only|just|exactly|literally)\s+(?!the\b|a\b|an\b)\S",
]
_ECHO_RE = [re.compile(p, re.I | re.S) for p in _ECHO_PATTERNS]

_ACK = {
    "ok", "okay", "k", "kk", "okey", "ok thanks", "okay thanks", "ok thank you", "thanks", "thank you",
    "thx", "ty", "cheers", "cool", "great", "nice", "awesome", "perfect", "got it", "understood",
    "sounds good", "sure", "yes", "yep", "yeah", "no", "nope", "fine", "alright", "all right", "lol",
    "lol nice", "haha", "ha", "wow", "neat", "good", "good job", "well done", "done", "noted",
    "thanks a lot", "many thanks", "great thanks", "cool thanks", "nice one", "roger", "ack", "makes sense",
    "right", "ah", "oh", "hmm", "ok cool", "okay cool", "great job", "love it", "that works", "works",
}
_GREET = {
    "hi", "hello", "hey", "hiya", "yo", "howdy", "good morning", "good afternoon", "good evening",
    "morning", "evening", "hi there", "hello there", "hey there", "greetings", "sup", "whats up",
    "what's up", "bye", "goodbye", "see you", "good night", "gm", "gn",
}
_CHITCHAT = {
    "test", "testing", "test test", "ping", "are you there", "you there", "how are you",
    "how are you doing", "hows it going", "how's it going", "who are you", "what are you",
    "tell me a joke", "are you a bot", "are you ai", "what can you do", "can you hear me", "hello world",
    "asdf", "foo", "123", "test 123", "testing 123", "just testing", "this is a test",
}
_CHITCHAT_PROTOTYPES = (
    "hi, how are you today?", "thanks a lot, that's great", "ok cool", "just testing if this works",
    "tell me a joke", "good morning!", "lol that's funny",
)

_ACTION_VERBS = (
    "run", "apply", "execute", "do", "perform", "trigger", "use", "start", "fire", "launch", "invoke",
    "call", "build", "set up", "setup", "deploy", "play", "load", "activate", "follow", "enable",
)
_ACTION_RE = re.compile(r"\b(" + "|".join(re.escape(v) for v in _ACTION_VERBS) + r")\b", re.I)
_NAME_TOKEN = re.compile(r"\b[A-Za-z][A-Za-z0-9]*(?:[_\-][A-Za-z0-9]+)*\b")


_QUOTE_FOLD = {ord("’"): "'", ord("‘"): "'", ord("“"): '"', ord("”"): '"'}


def _fold(text: str) -> str:
    """NFKC plus straight quotes, so "Don’t" and "Don't" read the same."""
    text = unicodedata.normalize("NFKC", text)
    return text.translate(_QUOTE_FOLD)


def _normalise(prompt: str) -> str:
    text = _fold(prompt).strip().lower()
    text = re.sub(r"[!?.,;:~…]+", " ", text)
    return " ".join(text.split())


@dataclass(frozen=True)
class Intent:
    """What the prompt wants: `label` and the rule or prototype that decided it."""

    label: str
    reason: str

    @property
    def wants_context(self) -> bool:
        return self.label not in INTENTS_WITHOUT_CONTEXT


def classify_intent(prompt: str, prototype_cosine: float | None = None,
                    thresholds: Thresholds = DEFAULT_THRESHOLDS) -> Intent:
    """Rules first (echo, ack, greet, chit-chat), then an embedding-prototype check.

    `prototype_cosine` is the prompt's best cosine to the chit-chat prototypes, when known.
    """
    flat = _normalise(prompt)
    if not flat:
        return Intent("chitchat", "empty prompt")
    raw = unicodedata.normalize("NFKC", prompt).strip()
    for pattern in _ECHO_RE:
        if pattern.search(raw):
            return Intent("echo", f"echo pattern /{pattern.pattern[:40]}…/")
    if flat in _ACK:
        return Intent("ack", "acknowledgement")
    if flat in _GREET:
        return Intent("greet", "greeting")
    if flat in _CHITCHAT:
        return Intent("chitchat", "chit-chat")
    words = flat.split()
    if len(words) <= 4 and all(w in _ACK or w in _GREET for w in words):
        return Intent("ack", "acknowledgement words only")
    if prototype_cosine is not None and prototype_cosine >= thresholds.chitchat_prototype_cosine:
        return Intent("chitchat", f"close to chit-chat prototypes (cos {prototype_cosine:.2f})")
    return Intent("question", "asks for information or action")


_NOT_NAMES = frozenset(
    """top tops chop chops sop sops dat dats mat mats comp comps pop pops glsl osc dmx midi hap gpu cpu
    tox toe ui api url usb hdmi led leds fps rgb rgba hdr ndi json csv xml python macro rule rules
    procedure preset recipe note notes the and for""".split())


def procedure_names(title: str, text: str) -> set[str]:
    """Identifiers that name a stored procedure, such as KICK1, LAYOUT2, VJ_BANK_A, N1: tokens
    with a digit or underscore, or all-caps words, in the title's head (before ':') or the
    first sentence, minus operator-family acronyms and generic words."""
    head = title.split(":", 1)[0] + " " + re.split(r"[.:\n]", text.strip(), maxsplit=1)[0]
    names = set()
    for tok in _NAME_TOKEN.findall(head):
        low = tok.lower()
        if low in _NOT_NAMES:
            continue
        if (len(tok) >= 2 and any(c.isdigit() for c in tok) and any(c.isalpha() for c in tok)) or "_" in tok \
                or (len(tok) >= 3 and tok.isupper()):
            names.add(low)
    return names


def mentions(prompt: str, names: set[str]) -> bool:
    """True when any procedure name appears in the prompt as a whole word."""
    lowered = _fold(prompt).lower()
    return any(re.search(r"(?<![\w])" + re.escape(n) + r"(?![\w])", lowered) for n in names)


def strip_names(prompt: str, names: set[str]) -> str:
    """The prompt with every procedure name removed (what is left must carry the meaning)."""
    out = _fold(prompt)
    for name in names:
        out = re.sub(r"(?<![\w])" + re.escape(name) + r"(?![\w])", " ", out, flags=re.I)
    return " ".join(out.split())


_NEGATION_RE = re.compile(r"\b(don'?t|do not|never|not yet|no need to|without|stop|cancel|instead of)\b", re.I)
_PAST_QUESTION_RE = re.compile(r"\b(did|have|has|had|was|were|how many|how often|when did|who)\b", re.I)
_INSTRUMENT_RE = re.compile(r"\b(with|using|via|per|through)\s+(the\s+)?$", re.I)
_ASK_ABOUT_RE = re.compile(
    r"\b(remind me|what does|what do|what is|what's|what are|explain|describe|show me|tell me about|"
    r"walk me through|look up|recall|what did|read me|steps of)\b", re.I)


def _name_spans(lowered: str, names: set[str]) -> list[tuple[int, int]]:
    spans = []
    for name in names:
        spans += [m.span() for m in re.finditer(r"(?<![\w])" + re.escape(name) + r"(?![\w])", lowered)]
    return sorted(spans)


def invokes(prompt: str, names: set[str]) -> bool:
    """True when the prompt asks to carry the procedure out: "Run KICK1 on ...", "glitch it
    with GLITCHY". Negated ("don't run KICK1 yet") and past-tense questions ("did we use
    RENDER_HQ?") do not invoke."""
    lowered = _fold(prompt).lower()
    for start, _ in _name_spans(lowered, names):
        window = lowered[max(0, start - 40):start]
        clause = re.split(r"[.;!?]", window)[-1]
        if _NEGATION_RE.search(clause) or _PAST_QUESTION_RE.search(clause):
            continue
        if _ACTION_RE.search(clause) or _INSTRUMENT_RE.search(clause):
            return True
    return False


def asks_about(prompt: str, names: set[str]) -> bool:
    """True when the prompt asks what the named procedure says ("Remind me what STROBE_SAFE says")."""
    lowered = _fold(prompt).lower()
    return any(_ASK_ABOUT_RE.search(re.split(r"[.;!?]", lowered[max(0, s - 40):s])[-1])
               for s, _ in _name_spans(lowered, names))


_TRIGGER_START = re.compile(r"(?:^|[.!?]\s+|\n)\s*((?:when|whenever|before|after|if|never|always|every|each)\b[^.!?\n]*)", re.I)


def condition_clauses(text: str) -> list[str]:
    """The condition part of each rule sentence: "When the user says panic, blackout or
    PANIC_BLACK" (up to the comma that starts the action, keeping comma-separated lists)."""
    out = []
    for m in _TRIGGER_START.finditer(text):
        parts = m.group(1).split(",")
        clause = parts[0]
        for seg in parts[1:]:
            words = seg.split()
            if len(words) <= 2 or (words and words[0].lower() in ("or", "and")) or \
                    any(w.lower() in ("or", "and") for w in words[:4]):
                clause += "," + seg
            else:
                break
        out.append(clause)
    return out


_GENERIC = frozenset(
    """user users asks asked ask says say said operator operators network networks project projects rule rules
    procedure macro touchdesigner new current any every each all the a an of to for in on or and with is are be
    it its this that these those than then whatever something thing things time times use used when whenever
    before after never always what which how can could should would will set make get put first chop chops
    top tops sop sops dat dats mat mats comp comps pop pops""".split()) | STOPWORDS
_STEM_RE = re.compile(r"[a-z][a-z0-9]+")


def _stems(text: str) -> set[str]:
    out = set()
    for w in _STEM_RE.findall(text.lower()):
        if w in _GENERIC or len(w) < 3:
            continue
        for suffix in ("ing", "ed", "es", "er", "s", "e"):
            if w.endswith(suffix) and len(w) - len(suffix) >= 4:
                w = w[: -len(suffix)]
                break
        if w not in _GENERIC:
            out.add(w)
    return out


def trigger_overlap(prompt: str, text: str, names: Set[str] = frozenset()) -> set[str]:
    """Content stems shared by the prompt and the entry's condition clauses ("When the user
    says panic, blackout...", "Before deleting any operator..."), names excluded."""
    clause_stems = _clause_stems(text)
    if not clause_stems:
        return set()
    name_parts = {part for n in names for part in re.split(r"[_\-]", n)} | set(names)
    return (_stems(prompt) & clause_stems) - _stems(" ".join(name_parts)) - name_parts


@functools.lru_cache(maxsize=4096)
def _clause_stems(text: str) -> frozenset[str]:
    return frozenset(_stems(" ".join(condition_clauses(text))))


@dataclass(frozen=True)
class Admission:
    hit: Hit
    why: list[str]


@dataclass(frozen=True)
class GateDecision:
    intent: Intent
    admitted: list[Admission]
    rejected: dict[str, str] = field(default_factory=dict)


def admit(
    prompt: str,
    hits: Sequence[Hit],
    texts: dict[str, str],
    *,
    k: int,
    prototype_cosine: float | None = None,
    degraded: bool = False,
    thresholds: Thresholds = DEFAULT_THRESHOLDS,
    name_free_cosine: Callable[[Hit, set[str]], float] | None = None,
) -> GateDecision:
    """Decide which `hits` (already ranked by hybrid search) enter the pre-turn block.

    `texts` maps entry id -> title + first chunk, used for procedure names. When vectors
    are unavailable (`degraded`), nothing is admitted: BM25 alone is the failure we fix.
    `name_free_cosine(hit, names)` re-scores a prompt that names a procedure without
    invoking it, with the names removed, so a name alone never carries the match.
    """
    t = thresholds
    intent = classify_intent(prompt, prototype_cosine, t)
    if not intent.wants_context:
        return GateDecision(intent, [], {h.id: f"prompt intent is {intent.label}" for h in hits})
    admitted: list[Admission] = []
    rejected: dict[str, str] = {}
    cosines = [h.cosine for h in hits if h.cosine is not None and h.content_type != "instruction"]
    relative_floor = (max(cosines) - t.relative_margin) if cosines else 1.0
    for hit in hits:
        if len(admitted) >= k:
            break
        cosine = hit.cosine
        if cosine is None:
            rejected[hit.id] = "no semantic match (lexical only)" if not degraded else "vectors unavailable"
            continue
        agree = hit.ranks.get("bm25") is not None and hit.ranks.get("vector") is not None
        floor_bonus = t.agreement_bonus if agree else 0.0
        why = [f"cosine {cosine:.2f}"]
        if agree:
            why.append(f"rankers agree (bm25 #{hit.ranks['bm25']}, vector #{hit.ranks['vector']})")
        if hit.content_type == "instruction":
            verdict = _instruction_verdict(prompt, hit, texts.get(hit.id, ""), cosine, floor_bonus, t,
                                           name_free_cosine)
            if verdict.startswith("+"):
                admitted.append(Admission(hit, why + [verdict[1:]]))
            else:
                rejected[hit.id] = verdict[1:]
            continue
        floor = max(t.fact_cosine - floor_bonus, relative_floor)
        if cosine >= floor:
            admitted.append(Admission(hit, why + [f"fused score {hit.score:.3f}"]))
        else:
            rejected[hit.id] = f"cosine {cosine:.2f} below {floor:.2f}"
    return GateDecision(intent, admitted, rejected)


def _instruction_verdict(
    prompt: str,
    hit: Hit,
    text: str,
    cosine: float,
    floor_bonus: float,
    t: Thresholds,
    name_free_cosine: Callable[[Hit, set[str]], float] | None,
) -> str:
    """'+reason' to admit a stored procedure or rule, '-reason' to refuse it."""
    names = procedure_names(hit.title, text)
    named = bool(names) and mentions(prompt, names)
    if not named and cosine < min(t.trigger_cosine, t.bears_on_cosine) - floor_bonus:
        return f"-instruction not invoked; cosine {cosine:.2f} < {t.bears_on_cosine}"  # cheap early out
    if named:
        if invokes(prompt, names) and cosine >= t.instruction_cosine - floor_bonus:
            return "+prompt invokes the procedure by name"
        if asks_about(prompt, names):
            return "+prompt asks what the procedure says"
        # named but neither invoked nor asked about: only the rest of the prompt may count
        cosine = name_free_cosine(hit, names) if name_free_cosine is not None else 0.0
    shared = trigger_overlap(prompt, text, names)
    if shared and cosine >= t.trigger_cosine - floor_bonus:
        return f"+prompt meets the rule's condition ({', '.join(sorted(shared)[:3])}; cosine {cosine:.2f})"
    if cosine >= t.bears_on_cosine - floor_bonus:
        return f"+prompt bears on the rule (cosine {cosine:.2f})"
    return f"-instruction not invoked; cosine {cosine:.2f} < {t.bears_on_cosine}" + (
        " (name removed)" if named else "")


# ---- legacy (predecessor) policy ----------------------------------------------------------

LEGACY_MIN_CHARS = 16
LEGACY_SHORT_CHARS = 40
LEGACY_SHORT_MIN_BM25 = 0.8


def admit_legacy(prompt: str, hits: Sequence[Hit], *, k: int) -> GateDecision:
    """The old length hack: refuse prompts under 16 characters; under 40, demand a high
    normalised BM25 score (s / (s + 1) of the best chunk's -bm25); otherwise admit top hits."""
    stripped = prompt.strip()
    intent = Intent("question", "legacy: no intent model")
    if len(stripped) < LEGACY_MIN_CHARS:
        return GateDecision(intent, [], {h.id: "legacy: prompt under 16 characters" for h in hits})
    admitted: list[Admission] = []
    rejected: dict[str, str] = {}
    for hit in hits[:k]:
        if len(stripped) < LEGACY_SHORT_CHARS:
            s = hit.bm25 or 0.0
            norm = s / (s + 1.0) if s > 0 else 0.0
            if norm < LEGACY_SHORT_MIN_BM25:
                rejected[hit.id] = f"legacy: short prompt and normalised bm25 {norm:.2f} < {LEGACY_SHORT_MIN_BM25}"
                continue
            admitted.append(Admission(hit, [f"legacy: normalised bm25 {norm:.2f}"]))
        else:
            admitted.append(Admission(hit, ["legacy: top hybrid hit"]))
    return GateDecision(intent, admitted, rejected)


def prototype_matrix(embed: Callable[[list[str]], np.ndarray]) -> np.ndarray:
    """Embeddings of the chit-chat prototypes (computed once per engine)."""
    import numpy as np

    return np.asarray(embed(list(_CHITCHAT_PROTOTYPES)), dtype=np.float32)


__all__ = ["Thresholds", "DEFAULT_THRESHOLDS", "Intent", "mentions", "strip_names", "asks_about",
           "trigger_overlap", "condition_clauses", "GateDecision", "Admission", "classify_intent", "admit", "admit_legacy",
           "procedure_names", "invokes", "prototype_matrix"]
