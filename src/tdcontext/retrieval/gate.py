"""The admission gate for pre-turn context: which search hits may be injected, and how much of each.

Search ranks; the gate admits. An entry is admitted only when (1) the prompt's intent asks
for information or action (echo, meta-linguistic, acknowledgement, greeting and chit-chat
prompts admit nothing), and (2) the vector side shows real semantic relevance (a calibrated
cosine floor; a BM25-only match on a shared rare token never suffices; floors rise when the
prompt names something no entry mentions, except for the best entry when its text covers the
rest of the question; on a non-English prompt, where the English-only model's cosines are
deflated, both rankers placing an entry at the very top also counts). Instruction entries
(stored procedures and rules) are disclosed progressively: a one-line stub under a low floor,
the full body only when the prompt invokes the procedure by name or asks what it says
(`invocation.analyse`). User entries come first; built-in knowledge fills the remaining places.
Invariant: no rule here looks at the prompt's length, and a procedure's body never reaches the
block unless the prompt names it in an invoking or asking structure.

`legacy` mode reproduces the predecessor's length-based workaround for one release.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from collections.abc import Set as AbstractSet
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING

from ..corpus import BUILTIN_PROJECT
from .invocation import (
    CACHED_CHARS,
    analyse,
    asks_in_body_terms,
    borrowed_phrase_spans,
    canonical_commands,
    caps_label,
    echo_frame,
    fold,
    literal_only,
    meta_frame,
    named_only_in_literals,
    occurrences,
    procedure_names,
    title_phrase,
    translated_rule_reference,
    trigger_spans,
)
from .lexical import STOPWORDS
from .lexicon import COMMON_VERBS

if TYPE_CHECKING:  # the intent rules run before any model call, without numpy or the retriever (see engine.context)
    import numpy as np

    from .invocation_model import InvocationModel
    from .retriever import Hit

# Fitted by 5-fold cross-validation on tests/data/gate_suite_v2 with all-MiniLM-L6-v2 int8
# (`python bench/bench_gate_cv.py`; held-out figures in BENCHMARKS.md). Cosines are
# best-chunk cosines (title + chunk text).
@dataclass(frozen=True)
class Thresholds:
    fact_cosine: float = 0.32          # facts, references, recipes
    stub_cosine: float = 0.30          # instruction stubs on questions: low, a stub is one harmless line
    request_stub_cosine: float = 0.22  # lower on requests to act, which is what procedures and rules govern
    trigger_cosine: float = 0.20       # stubs whose condition clause the prompt meets ("before deleting ...")
    mention_cosine: float = 0.10       # stubs of procedures the prompt names without invoking (v2.5: = full_cosine;
    #                                   a declared name such as SYNCPOINT is a token the model has never seen, so the
    #                                   cosine of a prompt that lists it says little; the exact name is the evidence)
    full_cosine: float = 0.10          # an invoked procedure must still be a semantic candidate at all
    agreement_bonus: float = 0.03      # both rankers found it: the cosine floor drops a little
    relative_margin: float = 0.15      # facts within this of the best fact's cosine (per source); v2.9: the CV choice
    chitchat_prototype_cosine: float = 0.80
    name_df_limit: int = 3             # a name found in more entries than this is not distinctive
    unknown_entity_penalty: float = 0.20  # floors rise when the prompt names something no entry mentions
    entity_coverage_words: int = 2     # ...except for the best entry, if it covers this many of the other content words
    missing_value_penalty: float = 0.35  # v2.9: a fact holding no value of the kind the question asks for
    #                                   (an IP address, a password, a time of day, ...) must be this much closer
    foreign_agreement_rank: int = 2    # non-English prompt: an entry both rankers place within this rank is admitted
    multilingual_cosine: float = 0.35  # v2.12: non-English prompt: the multilingual encoder's best entry, if this close
    translated_rule_cosine: float = 0.40  # v2.18: a rule called by its frame noun in another language ("примени правило
    translated_rule_margin: float = 0.10  # тихих часов") is the multilingual encoder's best entry, this close and this
    #                                       far above the next one


DEFAULT_THRESHOLDS = Thresholds()

INTENTS_WITHOUT_CONTEXT = frozenset({"echo", "meta", "ack", "greet", "chitchat"})


_ACK = {
    "ok", "okay", "k", "kk", "okey", "ok thanks", "okay thanks", "ok thank you", "thanks", "thank you",
    "thx", "ty", "cheers", "cool", "great", "nice", "awesome", "perfect", "got it", "understood",
    "sounds good", "sure", "yes", "yep", "yeah", "no", "nope", "fine", "alright", "all right", "lol",
    "lol nice", "haha", "ha", "wow", "neat", "good", "good job", "well done", "done", "noted",
    "thanks a lot", "many thanks", "great thanks", "cool thanks", "nice one", "roger", "ack", "makes sense",
    "right", "ah", "oh", "hmm", "ok cool", "okay cool", "great job", "love it", "that works", "works",
    "brb", "you rock", "you're the best", "cheers mate", "merci", "merci beaucoup", "danke", "danke schön",
    "vielen dank", "gracias", "muchas gracias", "grazie", "obrigado", "obrigada", "спасибо", "谢谢", "多谢",
    "ありがとう", "ありがとうございます", "d'accord", "genau", "vale", "хорошо", "好的", "了解",
    # more languages (v2.5): thanks and agreement in nl, pl, sv, cs, tr, ko, ar, hi, pt, it
    "dank je", "dank je wel", "bedankt", "dzięki", "dziękuję", "tack", "tack så mycket", "děkuji", "díky",
    "teşekkürler", "teşekkür ederim", "sağol", "감사합니다", "고마워", "고맙습니다", "شكرا", "धन्यवाद", "शुक्रिया",
    "muito obrigado", "muito obrigada", "grazie mille", "super merci", "merci bien", "danke dir", "vielen dank dir",
    "parfait", "génial", "super", "prima", "perfecto", "perfetto", "perfeito", "отлично", "супер", "好", "太好了",
    "すごい", "了解です", "좋아", "알겠어",
}
_GREET = {
    "hi", "hello", "hey", "hiya", "yo", "howdy", "good morning", "good afternoon", "good evening",
    "morning", "evening", "hi there", "hello there", "hey there", "greetings", "sup", "whats up",
    "what's up", "bye", "goodbye", "see you", "good night", "gm", "gn", "bonjour", "salut", "bonsoir",
    "hallo", "guten morgen", "guten tag", "hola", "buenos días", "ciao", "привет", "здравствуйте", "你好",
    "こんにちは", "おはよう", "こんばんは", "olá",
    # more languages (v2.5): greetings and goodbyes
    "bonne nuit", "à plus", "a plus", "à bientôt", "au revoir", "tschüss", "tschüs", "bis später", "bis dann",
    "gute nacht", "buenas noches", "buenas tardes", "hasta luego", "adiós", "adios", "buona notte", "buonanotte",
    "arrivederci", "a dopo", "buongiorno", "tchau", "até logo", "boa noite", "bom dia", "до свидания", "пока",
    "спокойной ночи", "доброе утро", "再见", "晚安", "早上好", "またね", "おやすみ", "さようなら", "안녕", "안녕하세요",
    "merhaba", "hej", "hej hej", "goedemorgen", "goedenavond", "doei", "dzień dobry", "cześć", "ahoj",
    "dobrý den", "مرحبا", "السلام عليكم", "नमस्ते",
}
_CHITCHAT = {
    "test", "testing", "test test", "ping", "are you there", "you there", "how are you",
    "how are you doing", "hows it going", "how's it going", "who are you", "what are you",
    "tell me a joke", "are you a bot", "are you ai", "what can you do", "can you hear me", "hello world",
    "asdf", "foo", "123", "test 123", "testing 123", "just testing", "this is a test", "still there",
    "you still there", "are you still there", "qué tal", "hola qué tal", "ça va", "wie geht's", "как дела",
}
_LAUGH_OR_ACK = frozenset(["ok", "okay", "thanks", "thx", "ty", "cheers", "cool", "great", "nice", "awesome", "perfect", "lol", "haha", "hah", "wow", "neat", "sweet",
                          "merci", "danke", "gracias", "grazie", "obrigado", "obrigada", "dank", "dzięki", "спасибо"])
_EXCLAIM = frozenset(["wah", "wow", "omg", "yay", "woo", "woohoo", "whoa", "damn", "dang", "lol", "haha", "ayy", "oh"])
# "'s" is "is" ("that's great"), never the "us" of "let's" (a proposal: "ok let's go: DEPLOY_SHOW")
_EVALUATIVE = re.compile(r"\b(was|were|is|(?<!\blet)'s|worked|works|did|does|looks?|looked|went|seems?|seemed)\b|"
                         # the same reaction in other languages: "c'était top", "war super", "fue genial", "было круто"
                         r"\b(?:c'[ée]tait|c'est|[ée]tait|war|ist|fue|es|era|foi|é|было|это)\s+(?:\w+\s+)?"
                         r"(?:top|g[ée]nial|super|parfait|bien|cool|toll|klasse|gut|genial|perfecto|bueno|genial|"
                         r"perfetto|bello|[óo]timo|perfeito|бомба|круто|отлично|супер|класс)\b")
# a reaction that goes on to command a name-shaped procedure is a request ("thanks, that's it, now run KICK1")
_COMMAND_IN_REACTION = re.compile(r"(?i:\b(?:run|execute|launch|apply|trigger|fire|load|deploy|play|start)\s+(?:the\s+)?)"
                                  r"(?=[\w]*(?:[A-Z]{2}|\d|_))\w+")
# v2.16: how something went, judged in the past: "KICK1 looked savage", "BLACKOUT at the end was perfect"
_JUDGED_PAST = re.compile(r"\b(?:was|were|looked|went|sounded|felt|worked)\s+(?:\w+\s+){0,2}?(?:so\s+|really\s+|absolutely\s+)?"
                          r"(?:savage|perfect|great|amazing|awesome|brilliant|lovely|beautiful|gorgeous|fantastic|fab|"
                          r"class|mint|sick|fire|lit|epic|banging|ace|best|fine|smooth|spot on|unreal|incredible|nice|"
                          r"cool|good|wonderful|stunning|magic|magical|sweet|dope|insane|mental)\b|"
                          # v2.18: the crowd's reaction ("the crowd went off", "they went wild")
                          r"\bwent (?:off|wild|mad|nuts|crazy|bananas|ballistic)\b", re.IGNORECASE)
_CHITCHAT_PROTOTYPES = (
    "hi, how are you today?", "thanks a lot, that's great", "ok cool", "just testing if this works",
    "tell me a joke", "good morning!", "lol that's funny", "how's the weather today?", "I'm so tired today",
    "what's your favourite movie?", "are you still there?",
)



def _normalise(prompt: str) -> str:
    text = fold(prompt).strip().lower()
    text = re.sub(r"[!?.,;:~…¡¿！？。、]+", " ", text)
    return " ".join(text.split())


# v2.9: thanks, then a remark ("Thank you so much, the director is delighted with tonight.", "merci,
# c'était nickel", "thanks!! that fixed the wires"): an acknowledgement of any length, unless the remark
# asks, requests, reports a problem or names a procedure
_THANKS = re.compile(r"^(?:(?:ok(?:ay)?|great|wow|perfect|awesome|cool|brilliant|amazing|nice one)[\s,!.]+)?(?:thanks?\b|thank you|"
                     r"thx\b|ty\b|ta\b|cheers\b|many thanks|merci|danke|vielen dank|gracias|grazie|obrigad[oa]|спасибо|谢谢|"
                     r"多谢|ありがとう|감사|고마워|dank je|bedankt|dzięki|dziękuję|tack|teşekkür|شكرا|धन्यवाद|děkuji|díky|"
                     # v2.18: more thanks, and a farewell, which closes a chat the same way ("Y'all have a good one, see
                     # you at dusk", "Good night from the lido deck, the sunset was gorgeous")
                     r"diolch|asante|salamat|terima kasih|makasih|shukriya|shukran|mahalo|спасибі|дякую|köszönöm|kösz|"
                     r"mulțumesc|multumesc|mersi|ευχαριστώ|תודה|cảm ơn|ขอบคุณ|kiitos|takk\b|tusen takk|"
                     r"(?:(?:y'?all|you all|all|guys|folks)\s+)?have a (?:good|great|nice|lovely) (?:one|night|evening|weekend|day)|"
                     r"good ?night|night all|see (?:you|ya) (?:all|tomorrow|later|soon|at)|catch (?:you|ya) later|take care)",
                     re.IGNORECASE)
_PROBLEM = re.compile(r"\b(?:but|still|not|no|never|again|problem|issue|error|broken|wrong|fail\w*|crash\w*|stuck|"
                      r"mais|aber|pero|ma|mas|но)\b|n't\b|但|でも", re.IGNORECASE)
_NOT_A_REMARK = re.compile(r"\?|？|\b(?:please|pls|plz|can|could|would|will|now|next|then|also|after|before|tomorrow|"
                           r"later|let's|lets|need|want|should|must|try|help|why|how|what|where|when|which|who)\b",
                           re.IGNORECASE)


# v2.16: a farewell closing the thanks ("ta very much, catch you at the next race weekend")
_FAREWELL = re.compile(r"\s*(?:catch (?:you|ya)|see (?:you|ya)|cya|laters|bye|night all|good ?night|take care|until next time)\b",
                       re.IGNORECASE)


_THANKS_TAIL = re.compile(r"\s*(?:very much|so much|a lot|a million|heaps|loads|mate|lads|all|guys|everyone|team|again)\s*",
                          re.IGNORECASE)


# v2.18: thanks in a later clause, after an interjection or a remark ("sweet as bro, cheers for that, the crew is
# shouting you a flat white", "Howay, that's us done for the night, ta for the help with the wires")
_CLAUSE_BREAK = re.compile(r"[,.;:!\n]+")
_FAREWELL_OPEN = re.compile(r"(?:(?:y'?all|you all|all|guys|folks)\s+)?have a|" + _FAREWELL.pattern, re.IGNORECASE)
_FAREWELL_DAY = re.compile(r"\b(?:tomorrow|later|tonight|soon|next (?:week|time|show))\b", re.IGNORECASE)
_STATE_NOW = re.compile(r"\b(?:looks?|is|'s|are|seems?|feels?|sounds?)\s+(?:\w+\s+){0,2}?\w+\s+now\b", re.IGNORECASE)
_THANKED_HELP = re.compile(r"\bfor (?:the|your|all the|all your|ur) help\b", re.IGNORECASE)


def _thanks_first(raw: str) -> str:
    """`raw` with its first thanks clause (at most the third clause) moved to the front ("" when none)."""
    clauses = [c.strip() for c in _CLAUSE_BREAK.split(raw.strip()) if c.strip()]
    # v2.19: ... or closing the message ("Oh ya, the launch went real good, the client loved the navy, thanks a bunch")
    for i, clause in [*enumerate(clauses[1:3], 1), *([(len(clauses) - 1, clauses[-1])] if len(clauses) > 3 else [])]:
        if _THANKS.match(clause):
            # what comes before it is an interjection ("Top", "sweet as bro") or English: a request in another language
            # reads as no remark to the English checks ("Costruisci le scie ... con le mie impostazioni, grazie")
            if all(len(c.split()) <= 3 or not not_english(c) for c in clauses[:i]):
                return ", ".join([clause, *clauses[:i], *clauses[i + 1:]])
            return ""
    return ""


def _thanks_and_a_remark(raw: str, names: Iterable[str]) -> bool:
    """True for thanks followed only by a remark: no question, request, plan, problem or procedure name
    (v2.16: or a name only in a clause that judges how it went: "cheers lads, KICK1 looked savage on the wall");
    the thanks may stand in the second or third clause (v2.18), and "for the help" is thanks, not a request."""
    m = _THANKS.match(raw.strip())
    if not m:
        moved = _thanks_first(raw) if "?" not in raw and not re.search(r"\b[A-Z]{3,}\b", raw) else ""
        return bool(moved) and _thanks_and_a_remark(moved, names)
    rest = _THANKED_HELP.sub(" ", raw.strip()[m.end():])
    rest = _STATE_NOW.sub(lambda n: n.group(0)[:-3] + "   ", rest)  # "the network actually looks tidy now": a state
    clauses = [c for c in _CLAUSE_BREAK.split(rest) if c.strip()]
    if clauses and all(_FAREWELL.match(c) or _THANKS_TAIL.fullmatch(c) for c in clauses) and \
            any(_FAREWELL.match(c) for c in clauses):
        return True  # "ta very much, catch you at the next race weekend"
    if _FAREWELL_OPEN.match(m.group(0)):  # "see you all at rehearsal tomorrow, thanks!": the day is the farewell's
        rest = _FAREWELL_DAY.sub(" ", rest)
    if _NOT_A_REMARK.search(rest) or _PROBLEM.search(rest) or len(rest.split()) > 20:
        return False
    named = [c for c in clauses if re.search(r"(?=\w*[^\W\d_])(?=\w*[\d_])\w{3,}", c)]
    if any(not _JUDGED_PAST.search(c) or _COMMAND_IN_REACTION.search(c) for c in named):
        return False  # a name-shaped word outside a judgement of how it went ("merci, lance KICK1")
    if _a_clause_opens_with_a_verb(clauses):  # "thanks! delete the old chain": a command after the thanks
        return False
    if all(_JUDGED_PAST.search(c) for c in clauses if occurrences(canonical_commands(c, names), names)):
        return True  # every clause naming a procedure judges how it went (or none names one)
    return not named and not occurrences(canonical_commands(rest, names), names)


# v2.19: a greeting from a place, then how things are there ("Good morning from the mall! The holiday lights are
# twinkling already", "good morning from the hospital, the kids are already waving at the wall")
_GREETING_FROM = re.compile(r"^(?:good (?:morning|afternoon|evening|night)|morning|evening|hello|hi|hey|greetings|howdy|"
                            r"hiya)(?:\s+(?:all|everyone|folks|y'?all|team))?\s+from\b[^,.;!\n]{1,40}[,.;!\n]", re.IGNORECASE)


def _greeting_and_a_remark(raw: str, names: Iterable[str]) -> bool:
    """A greeting from a place, then only a remark: no question, request, plan, problem or procedure name."""
    m = _GREETING_FROM.match(raw.strip())
    if not m:
        return False
    rest = raw.strip()[m.end():]
    clauses = [c for c in _CLAUSE_BREAK.split(rest) if c.strip()]
    return len(rest.split()) <= 20 and not _NOT_A_REMARK.search(rest) and not _PROBLEM.search(rest) and \
        not _COMMAND_IN_REACTION.search(rest) and not re.search(r"(?=\w*[^\W\d_])(?=\w*[\d_])\w{3,}|\b[A-Z]{3,}\b", rest) and \
        not occurrences(canonical_commands(rest, names), names) and not _a_clause_opens_with_a_verb(clauses)


def _a_clause_opens_with_a_verb(clauses: Iterable[str]) -> bool:
    """Whether a clause opens with a common English verb: a command ("delete the old chain")."""
    return any(words[0] in COMMON_VERBS for words in (re.findall(r"[a-z']+", c.lower()) for c in clauses) if words)


@dataclass(frozen=True)
class Intent:
    """What the prompt wants: `label` and the rule or prototype that decided it."""

    label: str
    reason: str

    @property
    def wants_context(self) -> bool:
        return self.label not in INTENTS_WITHOUT_CONTEXT


def classify_intent(prompt: str, prototype_cosine: float | None = None,
                    thresholds: Thresholds = DEFAULT_THRESHOLDS, *, names: Iterable[str] = ()) -> Intent:
    """Rules first (echo in several languages, meta-linguistic frames, ack, greet, chit-chat),
    then an embedding-prototype check. `names` are candidate procedure names, so that "say the
    word wirecomb" is recognised even though wirecomb has no identifier shape.

    `prototype_cosine` is the prompt's best cosine to the chit-chat prototypes, when known.
    """
    flat = _normalise(prompt)
    if not flat:
        return Intent("chitchat", "empty prompt")
    raw = fold(prompt).strip()
    frame = echo_frame(raw)
    if frame:
        return Intent("echo", f"echo frame {frame!r}")
    frame = meta_frame(raw, names)
    if frame:
        return Intent("meta", f"meta-linguistic frame {frame!r}")
    if literal_only(raw):
        return Intent("meta", "only a quoted or code literal")
    if flat in _ACK:
        return Intent("ack", "acknowledgement")
    if flat in _GREET:
        return Intent("greet", "greeting")
    if flat in _CHITCHAT:
        return Intent("chitchat", "chit-chat")
    words = flat.split()
    if len(words) <= 4 and all(w in _ACK or w in _GREET for w in words):
        return Intent("ack", "acknowledgement words only")
    if len(words) <= 8 and "?" not in raw and (words[0] in _LAUGH_OR_ACK or words[-1] in _LAUGH_OR_ACK) \
            and _EVALUATIVE.search(flat) and not _COMMAND_IN_REACTION.search(raw) and not _PROBLEM.search(raw):
        return Intent("ack", "a reaction: acknowledgement around an evaluative statement")
    # v2.16: a longer reaction, every clause judging how something went ("wah the museum party was so best lah,
    # BLACKOUT at the end was perfect")
    clauses = [c for c in re.split(r"[,.;!\n]+", raw) if c.strip()]
    if len(words) <= 20 and "?" not in raw and (words[0] in _LAUGH_OR_ACK or words[0] in _EXCLAIM) and \
            all(_JUDGED_PAST.search(c) for c in clauses[1:] or clauses) and \
            not _COMMAND_IN_REACTION.search(raw) and not _PROBLEM.search(raw):
        return Intent("ack", "a reaction: every clause judges how something went")
    if _thanks_and_a_remark(raw, names):
        return Intent("ack", "thanks and a remark that asks for nothing")
    if _greeting_and_a_remark(raw, names):
        return Intent("greet", "a greeting from a place, then a remark that asks for nothing")
    if prototype_cosine is not None and prototype_cosine >= thresholds.chitchat_prototype_cosine:
        spelled = canonical_commands(raw, names)
        if spelled == raw or not occurrences(spelled, names):  # "K-I-C-K-1. go." is a command, however it embeds
            return Intent("chitchat", f"close to chit-chat prototypes (cos {prototype_cosine:.2f})")
    return Intent("question", "asks for information or action")


_TRIGGER_START = re.compile(r"(?:^|[.!?]\s+|\n)\s*((?:when|whenever|before|after|if|never|always|every|each)\b[^.!?\n]*)"
                            # v2.9: "whenever" and "every time" open a condition mid-sentence too ("Apply N1
                            # whenever creating or duplicating operators")
                            r"|(?<=\w )((?:whenever|every time)\b[^.!?\n]*)", re.IGNORECASE)


def condition_clauses(text: str) -> list[str]:
    """The condition part of each rule sentence: "When the user says panic, blackout or
    PANIC_BLACK" (up to the comma that starts the action, keeping comma-separated lists)."""
    out = []
    for m in _TRIGGER_START.finditer(text):
        parts = (m.group(1) or m.group(2)).split(",")
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
    ["user", "users", "asks", "asked", "ask", "says", "say", "said", "operator", "operators", "network", "networks", "project", "projects", "rule", "rules", "procedure", "macro", "touchdesigner", "new", "current", "any", "every", "each", "all", "the", "a", "an", "of", "to", "for", "in", "on", "or", "and", "with", "is", "are", "be", "it", "its", "this", "that", "these", "those", "than", "then", "whatever", "something", "thing", "things", "time", "times", "use", "used", "when", "whenever", "before", "after", "never", "always", "what", "which", "how", "can", "could", "should", "would", "will", "set", "make", "get", "put", "first", "chop", "chops", "top", "tops", "sop", "sops", "dat", "dats", "mat", "mats", "comp", "comps", "pop", "pops"]) | STOPWORDS
_STEM_RE = re.compile(r"[a-z][a-z0-9]+")


# Destructive operations are the commonest condition of a safety rule ("before deleting any
# operator ..."), and users name them with many verbs: they all meet a "delete" condition.
# v2.9: and in the other languages artists write in ("lösch", "supprime", "borra", "удали", "删除")
_DESTRUCTIVE = re.compile(r"\b(remov\w*|trash\w*|nuk\w*|purg\w*|wip\w*|eras\w*|destroy\w*|get rid of|"
                          r"throw away|scrap\w*|clear\w*|clean\w* out|delet\w*|"
                          r"lösch\w*|entfern\w*|supprim\w*|effac\w*|borr[aeá]\w*|elimin\w*|cancell[ai]\w*|rimuov\w*|"
                          r"apag[aeu]\w*|remover|verwijder\w*|radera\w*|ta bort|usu[ńn]\w*|smaž\w*|smaz\w*|"
                          r"sil|silin\w*|удал\w*|снес\w*|видал\w*)\b|删除|删掉|刪除|削除|消して|삭제|지워|حذف|हटा")


# Making operators is the condition of a naming or layout rule ("whenever creating or duplicating
# operators"), and users name it with many verbs: they all meet a "create" condition.
_CREATIVE = re.compile(r"\b(creat\w*|add|adds|adding|added|build\w*|spawn\w*|duplicat\w*|clon\w*|instantiat\w*|"
                       r"insert\w*|make (?:me |us )?(?:a|an|some|two|three|four|\d+)|drop in|"
                       r"erstell\w*|hinzufüg\w*|füg\w* hinzu|crée\w*|créer|ajout\w*|crea|crear|agrega\w*|añad\w*|"
                       r"aggiung\w*|adicion\w*|criar|создай\w*|добав\w*)\b|创建|添加|作成|追加|만들|추가")


def _stems(text: str) -> set[str]:
    return set(_stems_of(text) if len(text) <= CACHED_CHARS else _stems_of.__wrapped__(text))


@functools.lru_cache(maxsize=4096)
def _stems_of(text: str) -> frozenset[str]:
    out = set()
    text = _CREATIVE.sub(" create ", _DESTRUCTIVE.sub(" delete ", text.lower()))
    for w in _STEM_RE.findall(text):
        if w in _GENERIC or len(w) < 3:
            continue
        for suffix in ("ing", "ed", "es", "er", "s", "e"):
            if w.endswith(suffix) and len(w) - len(suffix) >= 4:
                w = w[: -len(suffix)]
                break
        if w not in _GENERIC:
            out.add(w)
    return frozenset(out)


def trigger_overlap(prompt: str, text: str, names: AbstractSet[str] = frozenset()) -> set[str]:
    """Content stems shared by the prompt and the entry's condition clauses ("When the user
    says panic, blackout...", "Before deleting any operator..."), names excluded."""
    clause_stems = _clause_stems(text)
    if not clause_stems:
        return set()
    name_parts = {part for n in names for part in re.split(r"[_\-\s]", n)} | set(names)
    return (_stems(prompt) & clause_stems) - _stems(" ".join(name_parts)) - name_parts


# The act a condition names, and its object: "Before deleting any operator, component or wire",
# "whenever creating or duplicating operators", "When building or changing any strobe ... effect"
_CONDITION_ACT = re.compile(r"^(?:before|when|whenever|every time|after)\s+(\w+ing)(?:\s*(?:,|or|and)\s+(\w+ing))?\s+([^,;:(]*)",
                            re.IGNORECASE)
# Objects that name no particular thing: a condition on them is met by the act alone
_ANY_OBJECT = frozenset(["any", "every", "all", "an", "a", "the", "operator", "operators", "op", "ops", "node", "nodes",
                         "component", "components", "wire", "wires", "network", "networks", "anything", "something",
                         "everything", "thing", "things", "one", "ones", "single", "them", "it"])


@functools.lru_cache(maxsize=4096)
def condition_acts(text: str) -> frozenset[str]:
    """The stems of the acts the entry's conditions name on any operator at all ("Before deleting
    any operator" -> {"delet"}); a condition with a particular object ("any strobe ... effect")
    names none."""
    acts: set[str] = set()
    for clause in condition_clauses(text):
        m = _CONDITION_ACT.match(clause.strip())
        if m and all(w.lower() in _ANY_OBJECT for w in re.findall(r"\w+", m.group(3))):
            acts |= _stems(" ".join(v for v in m.group(1, 2) if v))
    return frozenset(acts & {"delet", "creat"})


def requested_act(prompt: str, text: str) -> str:
    """The act ("delet" or "creat") that a request to act shares with a condition of the entry
    naming that act on any operator, else ''. Meant for requests, not questions."""
    acts = condition_acts(text)
    if not acts:
        return ""
    # an act needs an object: "then we build" (the verb ends the prompt) asks for nothing; verb-final
    # languages ("古いオペレーターを削除して") name the object first, so only a Latin-script verb is cut
    last = re.search(r"([^\W\d_]+)[\W_]*$", prompt.strip())
    body = prompt[: last.start(1)] if last and last.group(1).isascii() else prompt
    # and is asked for, not reported or described: "the deleted scenes", "I removed it", "clearly"
    body = re.sub(r"(?i)\b[a-z]+(?:ed|ly)\b", " ", body)
    return min(acts & _stems(body), default="")


@functools.lru_cache(maxsize=4096)
def _clause_stems(text: str) -> frozenset[str]:
    return frozenset(_stems(" ".join(condition_clauses(text))))


@dataclass(frozen=True)
class Procedure:
    """What the gate knows about one instruction entry: title, head text and frontmatter."""

    title: str
    text: str
    declared_names: tuple[str, ...] = ()
    when: str = ""


@dataclass(frozen=True)
class Admission:
    hit: Hit
    why: list[str]
    disclosure: str = "full"   # "full" | "stub" (instruction entries not explicitly invoked)


@dataclass(frozen=True)
class GateDecision:
    intent: Intent
    admitted: list[Admission]
    rejected: dict[str, str] = field(default_factory=dict)


# The product's own name is what every entry is about, whether or not an entry spells it out:
# "instancing in TD" names no outside entity.
_DOMAIN_NAMES = frozenset(["td", "touchdesigner"])
_PRODUCT_NAME = re.compile(r"(?i)\b(?:touch\s?designer|td)(?:'s)?\b(?![_/])")


def without_product_name(prompt: str) -> str:
    """The prompt as the gate's search reads it: without the product's own name. Every entry is about
    TouchDesigner, so the name says nothing about which one is relevant, yet an entry that happens to
    spell it out shares a rare token with the prompt: "can i run touchdesigner on linux" reads 0.37
    close to a note on tablet OSC ports that mentions TouchDesigner, 0.13 without the name. The gate
    itself (intent, names, grammar) always reads the whole prompt."""
    stripped = _PRODUCT_NAME.sub(" ", prompt)
    return " ".join(stripped.split()) if stripped != prompt else prompt
_INTERROGATIVE = re.compile(
    r"^(what|what's|whats|which|how|how's|where|where's|when|why|who|whose|whom|is|are|was|were|am|does|do|did|"
    r"has|have|had|should|shall|would|could|can|may|might|will|isn't|aren't|doesn't|don't|didn't|won't|"
    r"can't|couldn't|wouldn't|shouldn't|any idea|anyone know|is there|are there)\b", re.IGNORECASE)
_REQUEST_FRAME = re.compile(
    r"^(?:please\s+)?(?:(?:can|could|would|will)\s+(?:you|u)|would you mind|do you mind|mind|"
    r"can we|could we|shall we|shall i|should i go ahead and)\b", re.IGNORECASE)


def is_question(prompt: str) -> bool:
    """True when some sentence of the prompt asks for information ("how do I ...?", "which
    port ...", "is there ...?"); False for requests to act ("delete the old chain", "can you
    tidy this up?", "the set is over, wrap it up"). Requests are what stored procedures and
    rules govern, so their stubs may be admitted on weaker evidence."""
    for sentence in re.split(r"(?<=[.!?？！。])\s+|\n|;\s*", fold(prompt).strip()):
        clause = re.sub(r"^[\W_]+", "", sentence).strip()
        if not clause:
            continue
        if _REQUEST_FRAME.match(clause):
            continue
        if _INTERROGATIVE.match(clause) or clause.rstrip().endswith(("?", "？")):
            return True
    return False


# v2.9: a model or unit name may carry a short hyphenated suffix ("RIG-A", "GPT-4", "X-32"), and a
# possessive "'s" ends a name ("RIG-A's ip") rather than hiding it
_ENTITY = re.compile(r"(?<![\w'/.])([A-Z][\w+#]*[A-Z0-9+#][\w+#]*(?:-(?:[A-Z]|\d+[A-Za-z]{0,2})(?![\w-]))?|"
                     r"[A-Z]-\d+[A-Za-z]{0,2}|[A-Z][a-z]{2,}|[a-z]+[A-Z][\w]*|\d+[A-Z]\w*)(?![\w/]|'(?!s\b))")


def salient_terms(prompt: str) -> list[str]:
    """Entity-shaped words of the prompt: capitalised mid-sentence (Ableton, Oculus), mixed case
    (macOS, CamSchnappr), acronyms and model names (DJI, FBX, X32, 4K). The first word of each
    sentence is skipped (capitalised anyway), and so is every merely capitalised word of a
    non-English prompt (German capitalises all nouns); operator names and paths (noise1, /project1/p2)
    are the user's own network, and the product's own name (TD, TouchDesigner) is what every
    entry is about: neither is an outside entity."""
    text = fold(prompt)
    out: list[str] = []
    capitalised_nouns = not_english(prompt)  # German capitalises every noun: "einen Wert"
    shouting = _shouting(text)  # "EVERYTHING IS WRONG, KILL THE OUTPUT": caps are tone, not names
    for m in _ENTITY.finditer(text):
        before = text[: m.start()].rstrip()
        digits = any(c.isdigit() or c == "_" for c in m.group(0))
        shaped = (m.group(0).isupper() and not shouting) or digits or re.search(r"[a-z][A-Z]", m.group(0))
        if shouting and not digits and not shaped:
            continue
        if (capitalised_nouns or not before or before[-1] in ".!?:;¿¡\"'(") and not shaped:
            continue
        word = m.group(0)
        if len(word) >= 2 and word.lower() not in STOPWORDS and word.lower() not in _DOMAIN_NAMES:
            out.append(word)
    return out


def _shouting(text: str) -> bool:
    """True when the prompt is typed in capitals: at least three all-capital words and nine in
    ten cased letters upper case."""
    cased = [c for c in text if c.isalpha() and c.lower() != c.upper()]
    words = [w for w in re.findall(r"[^\W\d_]{2,}", text) if w.isupper()]
    return len(words) >= 3 and sum(c.isupper() for c in cased) >= 0.9 * len(cased)


_NON_LATIN = re.compile(r"[\u0370-\u03ff\u0400-\u052f\u0590-\u06ff\u0900-\u0dff\u0e00-\u0eff"
                        r"\u1100-\u11ff\u3040-\u30ff\u3130-\u318f\u3400-\u9fff\uac00-\ud7af]")


# The commonest function words of the Latin-script languages artists write in, minus words
# that are also English ("die", "come", "per", "con", "a", "o"): a language cue, not a topic list.
_FOREIGN_FUNCTION_WORDS_TEXT = """
    ich du wir ihr und oder nicht ist sind der das den dem des ein eine einen einem wie wo warum mit für auf aus bei
    je tu nous vous et ou ne pas est sont le les un une du dans pour avec sur comment pourquoi quoi
    yo el los las una unos y es son del en para por cómo como que qué donde dónde desde
    il lo gli della nel che sono perché dove
    eu os uma um não são em nos nas da do
    bitte mir mich mein meine meinen noch jetzt auch nur alle alles zum zur vom kannst
    vous svp tous toutes mes mon ta ton ces cette
    todos todas ahora esta este estos
    tutti questo questa adesso
    agora isso essa esse
    het een niet graag alsjeblieft
    och inte för på
    proszę nie jest się
"""
# Letters of other Latin-script languages that English words, names and loanwords (café, Beyoncé,
# façade) rarely carry: a word with one is a language cue like a function word ("lösch", "wyłącz")
_FOREIGN_LETTERS = re.compile(r"[äöüßñåøæœłąęśźżčřšžőűğşıãõ]")
_FOREIGN_FUNCTION_WORDS = frozenset(_FOREIGN_FUNCTION_WORDS_TEXT.split())


def not_english(prompt: str) -> bool:
    """True when the prompt is written in another language, as far as its letters and function
    words show: any letter of a non-Latin script (Cyrillic, Greek, CJK, kana, Hangul, Arabic,
    Hebrew, Indic), an opening ¿ or ¡, or at least two function words (or words spelled with letters
    English lacks, "lösch") of another Latin-script language outnumbering the English function
    words ("wie übergebe ich einen Wert")."""
    text = fold(prompt).lower()
    if _NON_LATIN.search(text) or "¿" in text or "¡" in text:
        return True
    words = re.findall(r"[^\W\d_]+", text)
    foreign = sum(1 for w in words if w in _FOREIGN_FUNCTION_WORDS or _FOREIGN_LETTERS.search(w))
    english = sum(1 for w in words if w in STOPWORDS and w not in _FOREIGN_FUNCTION_WORDS)
    return foreign >= 2 and foreign > english


# ---- the kind of value a question asks for (v2.9) ----------------------------------------
# "what's RIG-A's ip address" is about RIG-A, and the note on RIG-B that says RIG-A is its twin is
# close in meaning, but a note with no IP address in it cannot answer it. A project fact that holds
# no value of the kind a question asks for (an address, a password, a price, a make, a time of day,
# a length of time, a date, a named role, ...) has to be much closer in meaning to count: the same
# raised floor as a prompt naming something no entry mentions. English questions only.
_ASKS_FOR = re.compile(r"(?:^|\b)(?:what|what's|whats|which|who|who's|whos|whose|when|where|how long|how much|"
                       r"tell me|do you know|does anyone know|any idea)\b", re.IGNORECASE)
_ROLES = (r"designer|director|choreographer|producer|(?:stage |production )?manager|engineer|technician|curator|"
          r"owner|operator on duty|programmer|contact")
# (kind, what asks for it, what in an entry can answer it); a role is answered only by the same role
ANSWER_KINDS: tuple[tuple[str, str, str], ...] = (
    ("ip address", r"\bip(?:\s*address)?\b", r"\b\d{1,3}(?:\.\d{1,3}){3}\b|\bip\b"),
    ("mac address", r"\bmac\s*address\b", r"\bmac\s*address\b|\b[0-9a-f]{2}(?:[:-][0-9a-f]{2}){5}\b"),
    ("password", r"\b(?:password|passcode|passphrase|pin code|login)\b", r"\b(?:password|passcode|passphrase|pin|login)\b"),
    ("price", r"\b(?:budget|cost|costs|price|fee|fees)\b|\bhow much\b.*\b(?:cost|pay|charge|spend)\b",
     r"\b(?:budget|cost|price|fee)s?\b|[$€£¥]\s?\d|\b\d[\d,.]*\s?(?:k|eur|usd|gbp|euros?|dollars?|pounds?)\b"),
    ("make", r"\b(?:brand|manufacturer|vendor|model number|model of)\b|\b(?:what|which) (?:make|model)\b",
     r"\b(?:brand|make|manufacturer|vendor|model)\b"),
    ("graphics card", r"\b(?:gpu|graphics card|video card)\b",
     r"\b(?:gpu|graphics|nvidia|geforce|rtx|gtx|quadro|radeon|amd|intel arc|apple m\d)\b"),
    ("time of day", r"\b(?:what|which) time\b|\bwhen\b.*\b(?:doors|opens?|closes?|starts?|begins?)\b",
     r"\b\d{1,2}[:.h]\d{2}\b|\b\d{1,2}\s?(?:am|pm)\b|\bo'clock\b|\bnoon\b|\bmidnight\b"),
    ("length of time", r"\bhow long\b",
     r"\b\d+(?:\.\d+)?\s?(?:ms|s|sec|secs|seconds?|min|mins|minutes?|h|hrs?|hours?|days?|weeks?)\b|\bminutes?\b|\bhours?\b"),
    ("date", r"\b(?:what|which) (?:date|day)\b",
     (r"\b\d{1,2}[./-]\d{1,2}\b|\b\d{4}-\d{2}-\d{2}\b|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b|"
      r"\b(?:mon|tues|wednes|thurs|fri|satur|sun)day\b")),
    ("role", rf"\b(?:{_ROLES})s?\b", ""),
    ("phone or email", r"\b(?:phone|email|e-mail|mobile number)\b", r"\b(?:phone|email|e-mail|mobile)\b|@|\+\d"),
    ("wifi", r"\bwi-?fi\b|\bssid\b", r"\bwi-?fi\b|\bssid\b|\bwireless\b"),
    ("version", r"\b(?:which|what) version\b|\bversion number\b", r"\bversion\b|\bv?\d+\.\d+\b|\bbuild\b"),
    ("lens", r"\blens(?:es)?\b", r"\blens(?:es)?\b|\bthrow ratio\b|\bzoom\b"),
)
_KINDS = tuple((kind, re.compile(asks, re.IGNORECASE), re.compile(answers, re.IGNORECASE) if answers else None)
               for kind, asks, answers in ANSWER_KINDS)
# a make is also answered by a maker's name: a capitalised word inside a sentence (Epson, NVIDIA) that is
# not an operator type ("Window COMP"), not joined by a hyphen ("Art-Net"), and not a word of the question
_MAKER = re.compile(r"(?<=[a-z0-9,] )(?!(?:TOP|CHOP|SOP|DAT|COMP|MAT|POP)S?\b)([A-Z][a-z]{2,}|[A-Z]{4,})\b"
                    r"(?!-| (?:TOP|CHOP|SOP|DAT|COMP|MAT|POP)\b)")


def asked_values(prompt: str) -> list[str]:
    """The kinds of value an English question asks for: "which GPU is in the gallery PC?" ->
    ["graphics card"]; "who's the lighting designer?" -> ["role:designer"]. Requests, and
    sentences that ask nothing, ask for none."""
    out: list[str] = []
    for sentence in re.split(r"(?<=[.!?])\s+|\n", fold(prompt)):
        clause = sentence.strip()
        if not clause or not (_ASKS_FOR.search(clause) or clause.endswith("?")):
            continue
        for kind, asks, _ in _KINDS:
            m = asks.search(clause)
            if not m:
                continue
            label = f"role:{m.group(0).lower().rstrip('s')}" if kind == "role" else kind
            if label not in out:
                out.append(label)
    return out


def holds_value(kind: str, text: str, prompt: str = "") -> bool:
    """Whether `text` (an entry's title and body) holds a value of `kind` (from `asked_values`)."""
    if kind.startswith("role:"):
        return re.search(rf"\b{re.escape(kind[5:])}", text, re.IGNORECASE) is not None
    for name, _, answers in _KINDS:
        if name == kind and answers is not None:
            if answers.search(text):
                return True
            if kind == "make":
                asked = {w.lower() for w in re.findall(r"\w+", prompt)}
                return any(m.group(1).lower() not in asked for m in _MAKER.finditer(text))
            return False
    return True


def names_for(proc: Procedure, name_df: Callable[[str], int] | None, t: Thresholds) -> tuple[set[str], str]:
    """The procedure's usable names (common ones down-weighted away) and its title phrase."""
    names = procedure_names(proc.title, proc.declared_names)
    declared = {" ".join(d.lower().split()) for d in proc.declared_names}
    if name_df is not None:
        # a name found in many entries is not distinctive: it may only be used as "the NAME procedure"
        names = {n for n in names if n in declared or name_df(n) <= t.name_df_limit}
    return names, title_phrase(proc.title)


def admit(
    prompt: str,
    hits: Sequence[Hit],
    procedures: Mapping[str, Procedure],
    *,
    k: int,
    prototype_cosine: float | None = None,
    degraded: bool = False,
    thresholds: Thresholds = DEFAULT_THRESHOLDS,
    name_df: Callable[[str], int] | None = None,
    term_df: Callable[[str], int] | None = None,
    entry_text: Callable[[str], str] | None = None,
    invocation_model: InvocationModel | None = None,
    multilingual: Mapping[str, float] | None = None,
) -> GateDecision:
    """Decide which `hits` (already ranked by hybrid search) enter the pre-turn block, and how.

    `procedures` maps each instruction hit's id to its title, head text and frontmatter.
    Instruction entries are disclosed in full only when the prompt invokes them by name or
    asks what they say; otherwise, if relevant, as a one-line stub. User entries come first:
    built-in entries only fill places the user's entries left. When vectors are unavailable
    (`degraded`), nothing is admitted: BM25 alone is the failure the gate exists to stop.
    `invocation_model` (optional) may raise a named, unguarded stub to full (`_instruction_verdict`).
    `multilingual` (optional; hit id -> cosine of a multilingual encoder, given for prompts in another
    language) admits the one entry it finds closest, if close enough (`multilingual_cosine`) and not
    already admitted: an instruction as a stub only (`_multilingual_rescue`).
    """
    t = thresholds
    resolved = {hid: names_for(proc, name_df, t) for hid, proc in procedures.items()}
    all_names = {n for names, _ in resolved.values() for n in names}
    intent = classify_intent(prompt, prototype_cosine, t, names=all_names)
    if not intent.wants_context:
        return GateDecision(intent, [], {h.id: f"prompt intent is {intent.label}" for h in hits})
    salient = salient_terms(prompt)
    # the word for a kind of value asked for ("the IP of the grandMA", "which GPU") names no outside thing:
    # whether a note holds such a value is `holds_value`'s to judge
    unknown = [term for term in salient if term_df is not None and term_df(term) == 0
               and not any(asks.fullmatch(term) for _, asks, _ in _KINDS)]
    covered_id, base = None, t
    if unknown and t.unknown_entity_penalty:
        # the prompt is about something no entry mentions (a product, a device, a place): the
        # corpus probably cannot answer it, so near matches need to be closer to count -- unless
        # the best entry covers the rest of the question in its own words ("on my MacBook Pro
        # ... find the slow ops": the entity is context, the question is about slow ops)
        covered_id = _covering_entry(prompt, salient, hits, entry_text, t.entity_coverage_words)
        t = replace(t, fact_cosine=t.fact_cosine + t.unknown_entity_penalty,
                    stub_cosine=t.stub_cosine + t.unknown_entity_penalty,
                    request_stub_cosine=t.request_stub_cosine + t.unknown_entity_penalty,
                    trigger_cosine=t.trigger_cosine + t.unknown_entity_penalty)
    request = not is_question(prompt)
    if request:
        t = replace(t, stub_cosine=t.request_stub_cosine)
        base = replace(base, stub_cosine=base.request_stub_cosine)
    # MiniLM-L6 is an English model: on a non-English prompt its cosines are deflated and the
    # floors are not calibrated. The language-independent evidence is the technical vocabulary
    # the prompt shares with the notes ("Feedback TOP", "OSC", "GLSL"): an entry that BOTH
    # rankers put at the very top on it is admitted (instruction entries as stubs only).
    foreign = t.foreign_agreement_rank > 0 and not_english(prompt)

    asked = asked_values(prompt) if entry_text is not None and t.missing_value_penalty else []
    rejected: dict[str, str] = {}
    groups: dict[bool, list[Admission]] = {True: [], False: []}
    for is_user in (True, False):
        group = [h for h in hits if (h.project != BUILTIN_PROJECT) == is_user]
        cosines = [h.cosine for h in group if h.cosine is not None and h.content_type != "instruction"]
        relative_floor = (max(cosines) - t.relative_margin) if cosines else 1.0
        for hit in group:
            cosine = hit.cosine
            if cosine is None:
                rejected[hit.id] = "no semantic match (lexical only)" if not degraded else "vectors unavailable"
                continue
            if hit.id == covered_id:
                why = [f"cosine {cosine:.2f}", "covers the question apart from the unknown name"]
                t_hit = base
            else:
                why, t_hit = [f"cosine {cosine:.2f}"], t
            agree = hit.ranks.get("bm25") is not None and hit.ranks.get("vector") is not None
            bonus = t.agreement_bonus if agree else 0.0
            if agree:
                why.append(f"rankers agree (bm25 #{hit.ranks['bm25']}, vector #{hit.ranks['vector']})")
            top_both = foreign and cosine >= t.full_cosine and all(
                (hit.ranks.get(r) or t.foreign_agreement_rank + 1) <= t.foreign_agreement_rank for r in ("bm25", "vector"))
            if hit.content_type == "instruction":
                proc = procedures.get(hit.id, Procedure(hit.title, hit.snippet))
                names, phrase = resolved.get(hit.id) or names_for(proc, name_df, t)
                others = all_names - names
                # v2.6: a procedure found by its name alone (`ranks["name"]`, "wircomb") has no semantic
                # floor to meet: the name is the evidence; the grammar still decides full or stub
                named = max(cosine, t_hit.full_cosine) if hit.ranks.get("name") else cosine
                if hit.ranks.get("name"):
                    why.append("found by its name, not by search")
                disclosure, reason = _instruction_verdict(prompt, proc, names, phrase, named, bonus, t_hit, others,
                                                          invocation_model, request=request)
                if not disclosure and top_both:
                    disclosure, reason = "stub", "non-English prompt; both rankers put it at the top; shown as a stub"
                if disclosure:
                    groups[is_user].append(Admission(hit, why + [reason], disclosure))
                else:
                    rejected[hit.id] = reason
                continue
            if asked and hit.content_type == "fact" and entry_text is not None and not any(
                    holds_value(kind, f"{hit.title}\n{entry_text(hit.id)}", prompt) for kind in asked):
                # v2.9: the question asks for a kind of value this note does not hold
                t_hit = replace(t_hit, fact_cosine=max(t_hit.fact_cosine, base.fact_cosine + t.missing_value_penalty))
                why.append(f"holds no {asked[0]}, which the question asks for")
            floor = max(t_hit.fact_cosine - bonus, relative_floor)
            if cosine >= floor:
                groups[is_user].append(Admission(hit, why + [f"fused score {hit.score:.3f}"]))
            elif top_both:
                groups[is_user].append(Admission(hit, why + ["non-English prompt; both rankers put it at the top"]))
            else:
                rejected[hit.id] = f"cosine {cosine:.2f} below {floor:.2f}" + (f" ({why[-1]})" if why[-1].startswith(
                    "holds no") else "")
    translated = _translated_rule(prompt, hits, multilingual, resolved, all_names, thresholds) \
        if multilingual and not degraded else None
    if translated is not None:
        kept = groups[translated.hit.project != BUILTIN_PROJECT]
        kept[:] = [a for a in kept if a.hit.id != translated.hit.id] + [translated]
        rejected.pop(translated.hit.id, None)
    rescued = _multilingual_rescue(hits, multilingual, groups, thresholds.multilingual_cosine) \
        if multilingual and not degraded else None
    if rescued is not None:
        groups[rescued.hit.project != BUILTIN_PROJECT].append(rescued)
        rejected.pop(rescued.hit.id, None)
    # invoked procedures first, then the rules governing the act asked for, then the rest in rank order
    ordered = sorted(groups[True], key=_admission_order) + groups[False]
    # v2.9: k places for entries shown whole and k more for stubs: a one-line stub never takes the place
    # of the entry that answers the question ("from a Python script": nine procedure stubs had pushed
    # out the built-in scripting note at cosine 0.55)
    places = {"full": k, "stub": k}
    admitted = []
    for a in ordered:
        if places[a.disclosure] > 0:
            places[a.disclosure] -= 1
            admitted.append(a)
        else:
            rejected[a.hit.id] = f"beyond the {k} places for {'stubs' if a.disclosure == 'stub' else 'entries'} " \
                                 "(user entries first)"
    return GateDecision(intent, admitted, rejected)


def _multilingual_ranked(hits: Sequence[Hit], cosines: Mapping[str, float]) -> list[tuple[float, Hit]]:
    """The semantic hits the multilingual encoder scored, closest first (ties keep the hits' order)."""
    return sorted(((cosines[h.id], h) for h in hits if h.cosine is not None and h.id in cosines), key=lambda pair: -pair[0])


def _translated_rule(prompt: str, hits: Sequence[Hit], cosines: Mapping[str, float],
                     resolved: Mapping[str, tuple[set[str], str]], all_names: AbstractSet[str],
                     t: Thresholds) -> Admission | None:
    """v2.18: a rule with no distinctive name, called in another language by its frame noun and its title translated
    ("aplica la regla de horas de silencio", "Что говорит правило тихих часов ...?"): full when the request or question
    grammar governs the frame noun (`translated_rule_reference`) and the multilingual encoder puts this instruction
    first, at least `translated_rule_cosine` close and `translated_rule_margin` above the next entry. A procedure with
    a distinctive name (KICK1) is called by it in every language, so only nameless ones are read this way."""
    scored = _multilingual_ranked(hits, cosines)
    if not scored:
        return None
    best, hit = scored[0]
    runner_up = scored[1][0] if len(scored) > 1 else 0.0
    if hit.content_type != "instruction" or best < t.translated_rule_cosine or best - runner_up < t.translated_rule_margin:
        return None
    names, _ = resolved.get(hit.id, (set(), ""))
    if names:
        return None
    ref = translated_rule_reference(prompt, all_names)
    if not (ref.invokes or ref.asks):
        return None
    why = [f"multilingual cosine {best:.2f}, {best - runner_up:.2f} above the next entry",
           f"prompt {'invokes the procedure' if ref.invokes else 'asks what the procedure says'} ({ref.reason})"]
    return Admission(hit, why, "full")


def _multilingual_rescue(hits: Sequence[Hit], cosines: Mapping[str, float], groups: Mapping[bool, list[Admission]],
                         floor: float) -> Admission | None:
    """v2.12: the hit a multilingual encoder puts first for a prompt in another language, when at least `floor`
    close and not admitted already (an instruction entry as a stub: the grammar, not a cosine, discloses a body).
    MiniLM's cosines are deflated outside English; on the labelled suites .. unseen30 this one entry was the
    expected one for 37 of the 72 expected entries the English floors missed (BENCHMARKS.md, v2.12)."""
    scored = _multilingual_ranked(hits, cosines)
    if not scored:
        return None
    cosine, hit = scored[0]
    if cosine < floor or any(a.hit.id == hit.id for group in groups.values() for a in group):
        return None
    why = [f"multilingual cosine {cosine:.2f}", "the prompt's closest entry in a model that reads its language"]
    return Admission(hit, why, "stub" if hit.content_type == "instruction" else "full")


def _admission_order(a: Admission) -> int:
    if a.hit.content_type == "instruction" and a.disclosure == "full":
        return 0
    return 1 if a.why and a.why[-1].startswith(GOVERNS) else 2


def _covering_entry(prompt: str, salient: Sequence[str], hits: Sequence[Hit],
                     entry_text: Callable[[str], str] | None, min_words: int) -> str | None:
    """The id of the best-matching (highest-cosine) entry when its text contains at least
    `min_words` of the prompt's content stems outside every entity-shaped word (so the words of
    a multi-word name such as "Leap Motion" never count as coverage); else None."""
    scored = [h for h in hits if h.cosine is not None]
    if entry_text is None or not scored or min_words <= 0:
        return None
    best = max(scored, key=lambda h: h.cosine or 0.0)
    entity_words = {w.lower() for term in salient for w in re.findall(r"\w+", term)}
    rest = " ".join(w for w in re.findall(r"[\w'-]+", fold(prompt)) if w.lower() not in entity_words
                    and not any(part in entity_words for part in re.split(r"[-']", w.lower())))
    wanted = _stems(rest)
    if len(wanted) < min_words:
        return None
    covered = wanted & _stems(best.title + " " + entry_text(best.id))
    return best.id if len(covered) >= min_words else None


GOVERNS = "the prompt asks for the act the rule's condition names"


def _instruction_verdict(prompt: str, proc: Procedure, names: set[str], phrase: str, cosine: float,
                         bonus: float, t: Thresholds, others: AbstractSet[str] = frozenset(),
                         model: InvocationModel | None = None, *, request: bool = False) -> tuple[str, str]:
    """('full' | 'stub' | '', reason) for one stored procedure or rule (`others`: the other
    candidates' names, for typo disambiguation and command sequences). The rules decide first;
    `model` is asked only about a named procedure the rules did not find invoked, and its own
    guards (quotes, meta, echo, negation, reports, the past, ...) win over it."""
    if named_only_in_literals(prompt, names, phrase):
        return "", "named only inside a quote or code literal: the prompt is about the string"
    label = caps_label(proc.title)
    ref = analyse(prompt, names, phrase, sorted(others), label, proc.title)
    foreign = model is not None and not_english(prompt)
    bare_spans = borrowed_phrase_spans(prompt, phrase) if model is not None and not foreign and not names and \
        not (ref.invokes or ref.asks) else []
    if model is not None and bare_spans:
        # v2.17: a procedure with no distinctive name is named by its title's phrase, said bare too ("it's past 22:00
        # at the riverside now, so quiet hours please"). Common words, so both readers must agree: the rules, reading
        # the phrase as a name ("the photo of the quiet hours sign" is no call), and the classifier with its guards
        # ("quiet hours at my flat start at 10 too haha" is no call either)
        bare = analyse(prompt, {phrase}, "", sorted(others))
        if (bare.invokes or bare.asks) and model.raises(prompt, bare_spans)[0]:
            ref = replace(bare, reason=f"{bare.reason}, the title's phrase said as its name")
    if (ref.invokes or ref.asks) and cosine < t.full_cosine and occurrences(canonical_commands(prompt, (*names, *others)), names, "",
                                                             sorted(others), label):
        # v2.7: the prompt calls it by name ("K-I-C-K-1. go."): the name is the evidence, as for a
        # procedure found by its name alone, however little the spelled-out prompt embeds like it
        # (v2.18: or by its capitals label: "Aplică regula ARCHIVE înainte să modifici logo.tox")
        cosine = t.full_cosine
    if (ref.invokes or ref.asks) and cosine >= t.full_cosine:
        return "full", f"prompt {'invokes the procedure' if ref.invokes else 'asks what the procedure says'} ({ref.reason})"
    asked = asks_in_body_terms(prompt, names, phrase, sorted(others), label, proc.title, proc.text) \
        if cosine >= t.full_cosine and ref.mentions else ""
    if asked:
        return "full", f"prompt asks what the procedure says ({asked})"
    # v2.11: named by one of its names, the name is the evidence, as for an invocation the rules found (v2.7):
    # an English embedding relates "Molim te, pokreni wirecomb na ovoj mreži" to the procedure barely at all
    spelled = canonical_commands(prompt, (*names, *others)) if model is not None else prompt
    # v2.14: a name spelled letter by letter ("G L I T C H Y on the webcam") is named, as a slash command is; and in a
    # prompt in another language the title's English capitals label or English phrase is a borrowed term, a name
    # ("내 FEEDBACK 트레일 설정으로 만들어 줘", "Applica le quiet hours, sono le 22:30")
    spelled_names = bool(model is not None and not ref.mentions and occurrences(spelled, names, "", sorted(others)))
    borrowed = borrowed_phrase_spans(prompt, phrase) if foreign and not ref.mentions else []
    if model is not None and (ref.mentions or spelled_names or borrowed) and \
            (cosine >= t.full_cosine or occurrences(prompt, names, "", sorted(others), label if foreign else "")
             or spelled_names or borrowed):
        said = prompt
        spans = occurrences(said, names, phrase, sorted(others), label) or borrowed
        if not spans:  # v2.13: named only as a slash command or letter by letter ("/layout2 지금 정리해줘", "G L I T C H Y")
            said = spelled
            spans = occurrences(said, names, phrase, sorted(others), label)
        raised, why = model.raises(said, spans)
        if raised:
            return "full", f"prompt invokes the procedure, as the invocation classifier reads it ({why})"
    # v2.12: a request for the thing the procedure's own text says it is asked for ("When I ask for trails in
    # the club set, ..." / "trails for the club set please, my usual way"): that stretch is read as the name,
    # under the same guards and threshold as a name the rules did not find invoked
    if model is not None and not ref.invokes:
        own = trigger_spans(prompt, f"when {proc.when}\n{proc.text}" if proc.when else proc.text, names)
        if own:
            raised, why = model.raises(prompt, own)
            if raised:
                return "full", f"prompt asks for what the procedure's own trigger names ({why})"
    # v2.9: a request to do the very act a rule's condition names on any operator ("delete the old chain",
    # "lösch die alten Operatoren" / "Before deleting any operator"): the grammar is the evidence, in any
    # language, as a name is; so no cosine floor (the English-only model barely relates the two)
    act = requested_act(prompt, proc.text) if request else ""
    if act:
        return "stub", f"{GOVERNS} ({act}...); shown as a stub"
    if cosine >= t.stub_cosine - bonus:
        return "stub", f"prompt bears on the procedure (cosine {cosine:.2f}); shown as a stub"
    shared = trigger_overlap(prompt, proc.text, names)
    if shared and cosine >= t.trigger_cosine - bonus:
        return "stub", f"prompt meets the rule's condition ({', '.join(sorted(shared)[:3])}); shown as a stub"
    if ref.mentions and ref.reason == "named, not invoked" and cosine >= t.mention_cosine - bonus:
        return "stub", "prompt names the procedure without invoking it; shown as a stub"
    return "", f"instruction not invoked; cosine {cosine:.2f} < {t.stub_cosine:.2f}"


# ---- legacy (predecessor) policy ----------------------------------------------------------

LEGACY_MIN_CHARS = 16
LEGACY_SHORT_CHARS = 40
LEGACY_SHORT_MIN_BM25 = 0.5  # the predecessor's documented seed rule (0.8 in v0 code was a typo-level drift)


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


__all__ = [
    "DEFAULT_THRESHOLDS",
    "Admission",
    "GateDecision",
    "Intent",
    "Procedure",
    "Thresholds",
    "admit",
    "admit_legacy",
    "asked_values",
    "classify_intent",
    "condition_acts",
    "condition_clauses",
    "holds_value",
    "is_question",
    "names_for",
    "not_english",
    "prototype_matrix",
    "requested_act",
    "salient_terms",
    "trigger_overlap",
    "without_product_name",
]
