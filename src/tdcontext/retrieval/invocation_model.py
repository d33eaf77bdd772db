"""A learned second opinion on invocation: does a prompt that names a stored procedure ask for it
to be carried out (or ask what it says), or merely mention it?

The rules in `invocation.py` decide first. This model only ever sees a prompt that names the
procedure (by declared name, name token, typo or capitals label) where the rules found no
invoking or asking structure; it may then raise the procedure's disclosure from stub to full.
Features are the prompt with every procedure name masked ("run zzname now"): hashed word
uni/bigrams, character 3-5-grams (so typos and other languages carry), the words around the
name, and a few shape marks. The weights are a logistic regression fitted by
`tools/build_invocation_model.py` on the labelled gate suites and shipped as package data.

Invariants: the rules' negative guards win (a name inside quotes or code, a meta or echo frame,
negation, a report, the past, a hypothetical, a comparison, a file or variable name: `guard`
returns a reason and the model is never asked); the weights file is loaded only when its
SHA-256 equals `WEIGHTS_SHA256` (written by the build script), else `InvocationModelError`;
inference is pure Python over a few hundred hashed features (no numpy).
"""

from __future__ import annotations

import base64
import functools
import hashlib
import itertools
import json
import math
import re
import struct
import zlib
from array import array
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..errors import TdcontextError
from .invocation import (
    CAN_WAIT,
    DEJA,
    FOREIGN_REPORTED,
    IF_WORDS,
    IRONIC,
    NOT_THIS_AFTER,
    RETRACTED,
    addressed_elsewhere,
    blank_matches,
    canonical_commands,
    contrast_opening,
    deferred_or_planned,
    echo_frame,
    fold,
    foreign_negation_or_past,
    inside,
    mask_contrasted,
    mask_unused,
    meta_frame,
    plan_header,
    portuguese_prepositions_masked,
    protected_spans,
)
from .lexicon import COMMON_VERBS, is_common_word

if TYPE_CHECKING:
    import numpy as np

FEATURE_VERSION = 1
DIM_BITS = 15
DIM = 1 << DIM_BITS
MODEL_PATH = Path(__file__).resolve().parent.parent / "data" / "invocation_model.json"
# Written by tools/build_invocation_model.py next to the weights file; a mismatch refuses the file.
WEIGHTS_SHA256 = "962dc0d530ad00104488e0b5f0a3faedf37f9d1170e125577378379c8526207a"


class InvocationModelError(TdcontextError):
    """The shipped invocation-model weights cannot be used (missing, tampered, wrong format)."""

    def __init__(self, path: str, reason: str) -> None:
        super().__init__(f"invocation model {path!r}: {reason}; reinstall tdcontext or rebuild the weights with "
                         "`python tools/build_invocation_model.py`, or set gate_classifier = false")
        self.path = path
        self.reason = reason


# ---- guards: the rules' negative evidence always wins -------------------------------------------

_NEGATION = re.compile(
    r"\b(?:not|never|no|nope|don'?t|doesn'?t|didn'?t|won'?t|wouldn'?t|can'?t|cannot|couldn'?t|shouldn'?t|isn'?t|"
    r"aren'?t|wasn'?t|weren'?t|haven'?t|hasn'?t|hadn'?t|mustn'?t|without|instead|rather|stop|stopped|cancel\w*|"
    r"avoid\w*|skip\w*|hold off|off the table|just kidding|kidding|jk|never ?mind|ignore (?:it|that|this)|abort\w*|undo|disable\w*|unless|except|forget|none|nobody|no one|nothing|neither|nor|excluding|besides|apart from|other than|leave (?:\S+ ){1,4}?(?:alone|out|be)|later|nicht|kein\w*|nie|pas(?![^.!?\n]{0,60}\btoe\b)|jamais|ni(?=\s[^.!?\n]{0,60}\bni\b)|nunca|"
    r"nada|non|nie|nem|não|nao|niet|geen|inte|aldrig|değil|hayır)\b|"
    r"(?:\bne\s|\bn'|не\b|нет\b|никогда|不要|别|不|没|沒|勿|しない|ないで|ません|ない|(?<![가-힣])안\s|않|하지\s*마|말고)",
    re.IGNORECASE)
_PAST_OR_REPORT = re.compile(
    r"\b(?:yesterday|(?<!\bof )(?<!\bfor )tonight's(?!\s+(?:order|plan|set ?list|running order|list|show order|cues?|to-?do)\b)|last(?!\s+(?:track|song|tune|cue|number|chord|note|bow|encore|act|scene|box|item|one|thing|step|line|task|point|entry|inn|opp|ned|ind|op)\b)|earlier|ago|before (?:that|then)|the time before|tried|previous\w*|already|was|were|had|did|has(?!\s+(?:to|a|an|no|some|got)\b)|(?<!\bto )have(?!\s+(?:to|a|an|no|some|got)\b)|been|"
    r"ran|used|said|says|say|told|tells|mention\w*|wrote|written|writes|asked|asks|claims?|claimed|heard|saw|"
    r"triggered|fired|executed|loaded|launched|played|applied|deployed|started|finished|ended|crash\w*|fail\w*|"
    r"broke|broken|froze|frozen|error\w*|bug\w*|wrong|worked|works|went|happened|log(?!\s+(?:the|it|this|that|these|those|everything|a|an|when|what|how|each|every|all|my|our)\b)|logs|logged|history|looked|"
    r"got|saved|documented|done|wow|omg|lol|haha|brought|came up|ugh|annoying|annoyed|hate|hates|"
    r"fyi|for your information|heads up|just noting|for the record|noting (?:it|this|that) (?:here|down)|"  # v2.12: a report passed on ("[14:02:11] BACKUP_FIRST: exported ... just FYI")
    r"gestern|hier|ayer|ieri|ontem|вчера|昨天|昨日|war|était|fue|era|foi|"
    r"semana passada|la semana pasada|la semaine derni[èe]re|letzte woche|la settimana scorsa|vorige week)\b",
    re.IGNORECASE)
# v2.11: a narrative of the past with a person as subject ("Back in 2024 we leaned on BACKUP_FIRST", "I tweaked it")
_LOG_PLACE = re.compile(r"\b(?:log|write|add|note|put|record|save)\s+(?:it|this|that|the\s+\w+)\s+(?:to|in|into|on)\s+"
                        r"(?:the|my|our)\s+(?:[\w-]+\s+)?log\b", re.IGNORECASE)
_NARRATED_PAST = re.compile(r"\b(?:i|we|they|he|she|you|it|everyone|nobody)\s+(?:\w+ly\s+|just\s+|all\s+)?"
                            r"(?!need|feed|speed|proceed|exceed|succeed|seed|breed|bleed)[a-z]{2,}ed\b|"
                            r"\bback (?:in|then|when)\b|\bused to\b|\byears ago\b|\bin (?:19|20)\d\d\b", re.IGNORECASE)
_HYPOTHETICAL_OR_COMPARED = re.compile(
    r"\b(?:what if|what happens|suppose|supposing|imagine|hypothetical\w*|in theory|would it|could it|"
    r"might|than|vs|versus|compar\w*|differ\w*|between|similar|unlike|mean|means|meaning|stand for|"
    # v2.14: renaming operators is no question about the word ("rename the noise and level I just dropped in")
    # v2.15: nor is naming them ("name every new op by rule N1")
    r"stands for|named|called|call it|(?:name|renam\w*)(?!\s+(?:all|every|each|these|those|everything|any)\b)"
    r"(?![^.!?\n]{0,40}?\b(?:noise|level|null|nulls|operators?|nodes?|ops|tops?|chops?|sops?|dats?|comps?|channels?)\b)|"
    r"spell\w*|pronounc\w*|"
    r"translat\w*+(?!\s+for\s+(?-i:[A-Z])\w*\b)|word|bold|variable|"
    r"safer|safest|better|best|worse|prefer\w*|should|overkill)\b|"
    # v2.12: the conditional mood of a person, not a request ("if the X32 ever turns up we'd do DESKMAP_X32");
    # "I'd like you to run X" and "would you run X" still ask
    r"\b(?:i|we|they|he|she)(?:'d|\s+would)\b(?!\s+(?:(?:really|so|very)\s+)?(?:like|love|appreciate|want|need|be grateful))|"
    r"\bif\b[^.!?\n]{0,40}\bever\b",
    re.IGNORECASE)
# Spanish/Portuguese/Italian preterites and participles ("se usó", "fallaron", "usato"): over-blocking costs a stub
_ROMANCE_PAST = re.compile(r"\b\w{2,}(?:ó|aron|ieron|aram|ou)\b", re.IGNORECASE)  # pt "salvou", "usou"
# v2.11: within the name's clause: a comma that opens a new subject ("KICK1 for main output, the DJ is starting")
# or a dash ends it; a list of names ("KICK1, RENDER_HQ and DEPLOY_SHOW are ...") does not
_SUBJECT_OF = re.compile(r"(?:(?!\b(?:whatever|which|that|who|where|while|if|as|because|since|until|once|make sure|"
                         r"ensure|please|pls|plz|so)\b)(?!,\s*(?:the|a|an|my|our|your|his|her|their|it|its|this|that|these|those|he|she|they|we|i|"
                         r"you|there|everything|everyone|someone|house|doors)\b)[^.;!?\n—–\u2600-\u27bf\U0001F300-\U0001FAFF]){0,40}?"
                         # v2.15: "il look", "the sound": after an article "look", "sound", "feel" are nouns ("GLITCHY e poi
                         # il look Zorvex")
                         r"\b(is|are|was|were|" + "".join(rf"(?<!\b{a}\s)" for a in (
                             "il", "lo", "la", "le", "el", "un", "o", "the", "a", "das", "den", "dem", "der", "de", "het", "my",
                             "our", "your", "new")) + r"(?:looks?|sounds?|feels?)|seems?)\b", re.IGNORECASE)
# the name, then a finite verb it is the subject of: "ugh LAYOUT2 moved my nulls again", "X keeps slowing
# my strobes", "X filled my drive" (a past form, or a third-person verb of what it does to things)
_SUBJECT_VERB = re.compile(r"(?:\s+(?:procedure|rule|macro|preset|grade|look))?\s+(?:(?:again|always|never|still|just|"
                           r"really|totally|literally|actually|somehow|apparently)\s+)?"
                           r"(\w{2,}(?<!e)ed|keeps|kept|breaks|broke|messes|ruins|ruined|kills|killed|eats|ate|takes|took|"
                           r"fills|moves|slows|sucks|rocks|saves|saved|made|makes|does|did|doesn'?t|didn'?t|wiped|"
                           r"deletes|changes|overwrites|resets|"
                           # v2.19: irregular pasts ("wirecomb left eleven new Nulls in the overlay")
                           r"left(?!\s+(?:channel|side|half|wall|screen|speaker|eye|hand|and|or|of|to|right|only|on|off|alone|running|as|in|at)\b)|"
                           r"gave|threw|spat|hid|tore|blew|wrote|drew|stole)\b", re.IGNORECASE)
# v2.13: any verb in the third person right after the name makes it the subject ("KICK1 builds its envelope from an
# Analyze CHOP", "X sends OSC to the desk"): a description of what it does, in every verb the lexicon knows
# (not a plural noun before a preposition or a request word: "N1 names on everything new", "KICK1 cues now")
_THIRD_PERSON = re.compile(r"\s+(?:(?:also|always|just|only|then|first|still|simply|basically|now)\s+)?([a-z]{3,}?)(es|s)\b"
                           r"(?!\s+(?:on|onto|for|in|into|to|of|at|with|and|please|pls|now|asap)\b|\s*[,.!?]|\s*$)",
                           re.IGNORECASE)


_NOUN_TOO = frozenset({"look", "sound", "feel"})
_NOUN_AFTER = re.compile(r"\s*(?:[,.;!?]|$|\s(?:on|onto|for|to|in|into|with|of|from|na|sur|auf|su|en|em)\b)",
                         re.IGNORECASE)
_DETERMINER_BEFORE = re.compile(r"\b(?:the|a|an|that|this|my|our|your|its|his|her|their)\s+$", re.IGNORECASE)


_THIRD_PERSON_VERBS = COMMON_VERBS | frozenset({
    "build", "use", "send", "set", "make", "route", "map", "fade", "cut", "load", "render", "write", "read", "export",
    "wire", "arrange", "move", "rename", "name", "copy", "delete", "measure", "shift", "lock", "pulse", "flash", "cap",
    "limit", "grade", "add", "apply", "run", "check", "create", "drive", "trigger", "fire", "save"})


def _third_person_after(text: str, end: int) -> re.Match[str] | None:
    m = _THIRD_PERSON.match(text, end)
    if m is None:
        return None
    stem, ending = m.group(1).lower(), m.group(2).lower()
    forms = (stem, stem + ending[:-1], stem + "e" if ending == "es" else stem)  # builds, flashes / fades, uses
    return m if any(form in _THIRD_PERSON_VERBS for form in forms) else None


# v2.16: a verb of place or state after the name, before a preposition too ("BLACKOUT sits on the cue sheet as cue 47",
# "KICK1 lives in /project1/fx"); not "goes" or "comes", which place a command ("GLITCHY goes on cam 2 now")
_STATE_AFTER = re.compile(r"\s+(?:(?:also|always|just|only|still|now|usually|normally)\s+)?(sits|lives|stays|belongs|lies|"
                          r"appears|happens|remains|exists|is listed|is scheduled)\b", re.IGNORECASE)
_CLARIFIED = re.compile(r"\s*,?\s*(?:i mean|i meant)", re.IGNORECASE)
_CLAUSE_END = re.compile(r"\s*(?:[.!]+\s*)?$")
# a correction between names: "A, sorry I meant B", "A — no wait, B", "A, I mean B", "not A, B", "je veux dire"
# v2.15: an apology for something ("Sorry for shouting but X immediately", "sorry to bug you") is no correction
_CORRECTED = re.compile(r"\b(?:sorry(?!\s+(?:for|about|to|if|again)\b)|oops|my bad|no wait|wait no|i meant|i mean|meant to say|scratch that|correction|"
                        r"je veux dire|ich meine|quise decir|quiero decir|volevo dire|quer dizer|я имел в виду)\b",
                        re.IGNORECASE)
# v2.10: words that put the act at another time than now (yesterday, tomorrow, already, later, last or
# next week) and past or future verb forms, in the languages the request lexicons cover: the classifier's
# character n-grams carry a request across languages, so its guard must carry the time frame as well.
# Over-blocking costs a stub. ("Я уже сделал BACKUP_FIRST", "Yarın STROBE_SAFE kuralını anlatacağım")
_FOREIGN_TIME = re.compile(
    r"(?:^|[^\w])(?:"
    r"уже|потом|позже|на прошлой неделе|на следующей неделе|(?!сначала|начала|правил)[а-яё]{2,}(?:ал|ял|ил|ел|ул|ыл)(?:а|и|о|ся|ась|ись)?|"  # ru
    r"d[üu]n|yar[ıi]n|zaten|(?<!den )(?<!dan )(?<!ten )(?<!tan )sonra|ge[çc]en hafta|gelecek hafta|[a-zçğıöşü]{2,}(?:aca[kğ]|ece[kğ])[a-zçğıöşü]*|"  # tr
    r"أمس|غدا|غداً|بالفعل|لاحقا|لاحقاً|"                                                                       # ar
    r"पहले से|बाद में|kal raat|baad mein|pehle hi|था|थी|थे|कल|"                                                       # hi
    + DEJA + r"|plus tard|schon|sp[äa]ter|gi[àa]|pi[ùu] tardi|m[áa]s tarde|mais tarde|senare|p[óo][źz]niej|"  # fr de it es pt sv pl
    r"la semana que viene|la settimana prossima|la semaine derni[èe]re|vorige week|volgende week|"
    r"hôm qua|ngày mai|đã|sẽ|"                                                                           # vi
    r"ju[żz]|temu|kiedy[śs]|[a-ząćęńóśźż]{2,}ł(?:a|o|y|em|am|e[śs]|a[śs])?|"                          # pl: already, ago, past in -ł
    r"sak[ıi]n|ge[çc]en|"                                                                              # tr: don't!, last
    r"dice que|dijo que|disse que|dit que|sagt,? dass|zei dat|sa att|f[öo]rra (?:[åa]ret|veckan)|ig[åa]r|"  # reported, sv past
    r"אתמול|מחר|כבר|"                                                                                   # he: yesterday, tomorrow, already
    # yesterday / last night in more languages; "says that" in more languages
    r"χθες|χτες|προχθές|вчора|учора|v[čc]era|eilen|tegnap|kemarin|semalam|i g[åa]r|ju[čc]er|ju[čc]e|ahir|kahapon|"
    + FOREIGN_REPORTED + r"|"
    # v2.13: someone's words reported without "that" ("Le régisseur a dit : X, s'il te plaît")
    r"a dit|a [ée]crit|hat gesagt|hat geschrieben|ha dicho|ha escrito|ha detto|ha scritto|disse|zei|"
    r"powiedzia[łl]a?|сказала?|řekla?|είπε|אמר|אמרה"
    r")(?![\w])|গতকাল|நேற்று|เมื่อวาน|เมื่อคืน|دیروز|دیشب|البارحة|"
    r"後で|あとで|先週|以后|稍后|待会|上周|下周|어제|이미|나중에|지난주", re.IGNORECASE)
# v2.14: the Turkish past by its endings ("yaptık", "çalıştırdım"), read only in a prompt that shows Turkish letters or
# function words: the same endings close words of other languages ("kompositin", "untuk")
# v2.15: the first and second person singular ("-dım", "-tın") only closing a clause (Turkish is verb-final): before
# another word they are a possessive or a genitive ("kompozitin arkasına", "setim")
_TURKISH_PAST = re.compile(r"(?:^|[^\w])[a-zçğıöşü]{2,}(?<!şim)(?<!sim)(?:d[ıi]|t[ıi]|du|dü|tu|tü)"
                           r"(?:k|n[ıi]z|[mn](?=\s*(?:[.!?,;:…]|$|m[ıiuü]\b|ve\b|ama\b|ki\b|fakat\b|ancak\b|sonra\b|diye\b)))(?![\w])",
                           re.IGNORECASE)
# (case-sensitive: under IGNORECASE Python matches "ı" and "İ" with every "i")
_TURKISH = re.compile(r"[ıİşŞğĞ]|(?:^|[^\w])(?:[Bb]ir|[Vv]e|[Bb]u|[Iİ]çin|[Iİ]le|[Dd]eğil|[Gg]ibi|[Çç]ok|[Dd]aha|[Aa]ma|"
                      r"[Ss]onra|[Öö]nce|[Hh]emen|[Ll]ütfen|[Hh]adi|[Dd]ün|[Yy]arın|[Zz]aten|[Tt]amam)(?![\w])")
# a question without its "?": "is the zorvex grade bypassed right now"; not a modal request ("can you run X")
_QUESTION_OPENER = re.compile(r"\W*(?:(?:is|are|was|were|does|has)\b|(?:do|did)\s+(?:you|u|we|i|they)\b|"
                              r"(?:should|will|would|can|could)\s+(?:we|i|it|this|that|the|he|she|they)\b|"
                              r"(?:what|which|how|why|where|who)\b|when\s+(?:is|are|was|were|does|do|did|will|should)\b)",
                              re.IGNORECASE)
_REQUEST_OPENER = re.compile(r"\W*(?:can|could|may)\s+i\s+ask\s+you\s+to\b|\W*(?:can|could)\s+we\s+(?:have|get)\b|\W*(?:can|could|would|will)\s+(?:you|u|ya)\b|\W*(?:how about|what about|when ready|when you can)\b",
                             re.IGNORECASE)
_FILE_OR_VARIABLE = re.compile(r"[./\\=_\[(]\w|\s*=")


# v2.11: a question that asks for the favour, in any language: "can you run X?", "Tu peux me faire le KICK1 stp ?",
# "Kannst du wirecomb laufen lassen?", "Możesz mi zrobić LAYOUT2?", "¿me ejecutas LAYOUT2?", "X をやってくれる?";
# not one that asks to be told, shown or checked something, or asks whether, what or how
_MODAL_OPENER = re.compile(
    r"\W*(?:(?:ok|okay|hey|so|and|alors|bon|et|dobra|hej|also|und|pues|y|allora|e|ent[ãa]o|en|ну)\W+)?(?:"
    r"(?:(?:do|d')\s*)?(?:you\s+|ya\s+)?(?:reckon|think)\s+(?:you|u|ya)\s*(?:could|can|'d|would)|(?:can|could|may)\s+i\s+ask\s+you\s+to|(?:can|could)\s+we\s+(?:have|get)|(?:can|could|would|will)\s+(?:you|u|ya)|voc[êe] poderia|tu peux|peux-tu|pouvez-vous|vous pouvez|tu pourrais|pourrais-tu|"
    r"pourriez-vous|kannst du|k[öo]nntest du|k[öo]nnen sie|k[öo]nnten sie|(?:me |nos )?puedes|podr[íi]as|"
    r"(?:me |nos )?(?:ejecutas|aplicas|haces|pones|cargas|lanzas|activas)|puoi|potresti|(?:mi )?fai|pode|podes|"
    r"poderia|voc[êe] pode|mo[żz]esz|mo[żz]ecie|mog[łl]a?by[śs]|kun je|kan je|kunt u|wil je|kan du|kan ni|kunne du|"
    r"voitko|m[ůu][žz]e[šs]|m[ůu][žz]ete|можешь|можете|μπορείς|μπορείτε|bisa|bisakah|tolong|"
    r"mo[žz]e[šs] li|mo[žz]ete li|m[ôo][žz]e[šs]|m[ôo][žz]ete|lahko|можеш ли|можете ли|pots|podeu|podes|"
    r"getur [þt]u|gali|galite|vari|varat|kas sa|pwede|boleh|unaweza|"
    r"(?:b[ạa]n|anh|ch[ịi]|em) c[óo] th[ểe]|po[țt]i|pute[țt]i|ai putea|a[țt]i putea|אפשר|תוכל|תוכלי|אתה יכול|את יכולה)"
    r"(?![\w-])", re.IGNORECASE)
_FAVOUR_AFTER = re.compile(r"[đd][ưu][ợo]c kh[ôo]ng\s*[?？]|सकत[ेी] ह[ैैं]ं?\s*[?？]|सकोगे\s*[?？]|सकेंगे\s*[?？]|(?:くれ|もらえ|ください|いただけ|お願いでき|お願いします|願えます|줄래|줄 수 있|주세요|주실|주시겠)[^\s?？。]{0,4}\s*[?？]|"
                           r"^\W*(?:能不能|能|可以|可不可以|麻烦你?|麻煩你?|请你?)(?:帮我|幫我|帮忙|幫忙)[^?？]{0,60}[吗嗎]?\s*[?？]|"
                           r"m[ıiuü]s[ıiuü]n(?:[ıi]z)?\s*[?？]|"
                           # v2.17: Malay / Indonesian "…, boleh?" / "bisa?" / "ok tak?" closing a request ("jalankan X sekarang boleh?")
                           r"(?<![\w])(?:boleh|bisa|boleh tak|bisa tidak|bisa gak|ok tak|okay tak)\s*[?？]")
_TOLD_OR_WHETHER = re.compile(
    r"\b(?:tell|explain|check|show|describe|remind|confirm|verify|see|find out|know|whether|if|what|which|how|why|when|"
    r"where|who|sagen|erkl[äa]ren|zeigen|pr[üu]fen|ob|wann|wie|was|dire|expliquer|montrer|v[ée]rifier|si|quoi|comment|"
    r"quand|decir|explicar|mostrar|comprobar|qu[ée]|c[óo]mo|cu[áa]ndo|spiegare|controllare|cosa|come|quando|dizer|"
    r"verificar|quando|powiedzie[ćc]|wyja[śs]ni[ćc]|sprawdzi[ćc]|czy|jak|kiedy|сказать|объяснить|проверить|ли|что|как|"
    r"когда|zeggen|uitleggen|controleren|wat|hoe|wanneer|s[äa]ga|f[öo]rklara|kolla|vad|hur|n[äa]r)\b", re.IGNORECASE)
_QUESTION_CLAUSE = re.compile(r"\s*[,;—–]\s*")
_QUESTION_SENTENCE = re.compile(r"[^.!?。！？\n]*[?？]|¿[^?\n]*")


_POLITE_WHEN = re.compile(r"\b(?:(?:when|whenever|if)\s+(?:you\s+(?:have|get|can|are free|find)|it'?s\s+convenient)|"
                          r"quand tu (?:as|auras)|quand vous (?:avez|aurez)|wenn du (?:kurz )?zeit hast|"
                          r"cuando (?:puedas|tengas)|quando (?:puoi|hai)|quando (?:puderes|puder|tiveres|tiver))\b[^?]*",
                          re.IGNORECASE)


def modal_request(text: str) -> bool:
    """Whether every question in `text` asks for a favour (a modal request: "can you run KICK1?" in any
    language), never to be told, shown or checked something: then its "?" is no question about the
    procedure, and the classifier may judge it like a command."""
    questions = _QUESTION_SENTENCE.findall(_POLITE_WHEN.sub(" ", text))  # "... when you have a moment?"
    return bool(questions) and all(
        (_MODAL_OPENER.match(q.lstrip("¿¡ ")) or _FAVOUR_AFTER.search(q)
         # v2.14: or a clause of it ("Creative wants the Zorvex grade on it, can you add it before the review?")
         or any(_MODAL_OPENER.match(c) for c in _QUESTION_CLAUSE.split(q)[1:])) and not _TOLD_OR_WHETHER.search(q)
        for q in questions)


#: The guards that read word lists (`guard` reasons start with these). The build script sets the
#: threshold above every out-of-fold negative they caught too, as if the lists had missed them:
#: a phrasing missing from a list must still not be enough to raise a negative.
LEXICAL_GUARDS = ("negation", "a report or the past", "a hypothetical")


# a clause that gives the reason for a request, in any language: "..., because nothing shows", "bo nic nie widzę"
_REASON_CLAUSE = re.compile(
    r"(?:^|(?<=[,;.!—–\n]))\s*(?:because|cause|'?cos|coz|bo|poniewa[żz]|porque|pq|parce que|car|weil|denn|perch[ée]|"
    r"v[ìi]|b[ởo]i v[ìi]|เพราะ|כי|因为|因為|потому что|так как|omdat|çünkü|karena|vì)(?![\w])[^,;.!?—–\n]*",
    re.IGNORECASE)


def mask_reasons(text: str, spans: Sequence[tuple[int, int]]) -> str:
    """`text` with each reason clause that holds no name span blanked (same length): a negation or
    the past inside the reason for a request ("run it, because nothing is showing") is not the
    request's own."""
    def blank(m: re.Match[str]) -> str:
        a, b = m.span()
        return m.group(0) if any(a <= x < b for x, _ in spans) else " " * (b - a)
    def blank_after(m: re.Match[str]) -> str:  # a condition before a statement of what would be ("If ..., X would ...")
        before = bool(spans) and m.start() < min(a for a, _ in spans)
        return m.group(0) if before and _WOULD.search(text, m.end()) else blank(m)
    return _CONDITION_CLAUSE.sub(blank_after, _PURPOSE_CLAUSE.sub(blank, _REASON_CLAUSE.sub(blank, text)))


_PURPOSE_CLAUSE = re.compile(
    r"(?:^|(?<=[\s,;.!—–\n]))(?:so that|so(?=\s+(?:the|my|our|your|we|i|you|they|it|its)\b)|damit|pour que|pour qu'|"
    r"afin que|para que|affinch[ée]|zodat|s[åa] att|s[åa]dan at|чтобы не|щоб не|[żz]eby nie|aby nie)(?![\w])[^,;.!?—–\n]*",
    re.IGNORECASE)
_WOULD = re.compile(r"\b(?:would|could|might|'d|wouldn'?t|couldn'?t)\b", re.IGNORECASE)
# v2.14: a purpose or condition clause that names no procedure is not the request's negation or past ("CUE_STACK_7
# first, then LAYOUT2 so the cue stuff doesn't end up scattered", "do it now and shout if the console doesn't answer")
_CONDITION_CLAUSE = re.compile(
    r"(?:^|(?<=[\s,;.!—–\n]))(?:if|in case|as soon as|before|until|till|while|whilst|"
    r"wenn|falls|jos|dac[ăa]|eğer|kalau|jika|n[ếe]u|अगर|אם|إذا|"
    r"如果|要是|もし)(?![\w])[^,;.!?—–\n]*",
    re.IGNORECASE)


# the procedure as the standard a request follows: "keep a copy like the ARCHIVE rule says", "as BACKUP_FIRST requires"
_STANDARD_BEFORE = re.compile(r"(?:^|[\s,(])(?:like|as|per)\s+(?:(?:the|my|our)\s+)?$", re.IGNORECASE)
_STANDARD_AFTER = re.compile(r"(?:\s+(?:rule|procedure|macro|preset))?\s+(?:says|requires|wants|describes|prescribes|"
                             r"tells (?:us|me|you))\b", re.IGNORECASE)


_CLAUSE_SEP = re.compile(r"[,;.!?\n。，！？；、]+")  # not ":" or a dash: "he said: run X" stays one clause


def _segments(text: str, separator: re.Pattern[str]) -> list[tuple[int, int]]:
    """The (start, end) pieces of `text` between runs of `separator` (each piece keeps its separator)."""
    return list(itertools.pairwise([0, *(m.end() for m in separator.finditer(text)), len(text)]))


def _names_in(piece: tuple[int, int], spans: Sequence[tuple[int, int]]) -> bool:
    return any(piece[0] <= a < piece[1] for a, _ in spans)


def _blank(text: str, spans: Sequence[tuple[int, int]]) -> str:
    """`text` with each span replaced by spaces (same length)."""
    out = list(text)
    for a, b in spans:
        out[a:b] = " " * (b - a)
    return "".join(out)


_blank_matches = blank_matches  # `text` with each match blanked (same length)


def mask_le_outside_names(text: str, spans: Sequence[tuple[int, int]]) -> str:
    """`text` with the Chinese particle 了 blanked in every clause that names no procedure: in
    "现在就 BLACKOUT，今晚的 set 结束了" it marks the set's state ("is over"), not a run that happened
    (the rules read it the same way, `invocation._foreign_past_outside_le`)."""
    if "了" not in text:
        return text
    return _blank(text, [(i, i + 1) for lo, hi in _segments(text, _CLAUSE_SEP) if not _names_in((lo, hi), spans)
                         for i in range(lo, hi) if text[i] == "了"])


# a clause that takes the request back or limits it ("…, ale nie teraz", "…, mais pas ce soir", "…, 但是先别")
_TAKES_BACK = re.compile(
    r"\W*(?:but|wait|actually|no|not|ale|aber|doch|eigentlich|mais|en fait|pero|ma|mas|maar|"
    r"men|mutta|dar|ama|fakat|но|lekin|tapi|jangan|nh[ưu]ng|لكن|אבל|"
    # v2.14: a bare "no" of another language takes back only alone ("Fai X, non si capisce più niente" is a statement)
    r"(?:nein|non|n[ãa]o|nee|nej|ei|hay[ıi]r|нет|не|kh[ôo]ng|لا|לא|nie|ne)(?=\s*(?:[,.!—–-]|$))|"
    r"non farlo|ne le fais pas|no lo hagas|n[ãa]o fa[çc]a|nicht machen|не надо|не делай|nie r[óo]b|"
    r"or|don'?t|do not|never|ignore|lol|haha|just kidding|kidding|jk|never ?mind|scratch that|forget (?:it|that)|hold (?:on|off)|not yet|later|"
    r"that'?s what|that is what|this is what|is what)(?![\w])|\W*(?:但是|但|不|别|でも|やっぱり|하지만|아니)", re.IGNORECASE)


# v2.13: the request's clauses end at a colon or a dash too ("Se acabó el set: BLACKOUT, por favor", "SYNCPOINT,
# please — doors in twenty"), never inside a time
_SCOPE_SEP = re.compile(r"(?:[,;.!?\n。，！？；、]|:(?=\s|$)|：|\s[—–-]\s|[—–])+")
# a speech or report verb before a colon, in the languages the request lexicons cover
_SAYS = re.compile(
    r"\b(?:said|says|say|told|tells|wrote|writes|asked|asks|shouted|yelled|texted|messaged|quote|quoting|dice|dijo|dit|"
    r"sagt|sagte|schreibt|schrieb|zegt|zei|diz|disse|s[äa]ger|sa|sagde|sier|[řr][íi]k[áa]|[řr]ekl|m[óo]wi|powiedzia\w*|"
    r"napisa\w*|der ki|dedi|diyor|bilang|berkata|n[óo]i)\b|говорит|сказал\w*|пишет|написал\w*|каже|сказав|написав|"
    r"λέει|είπε|אומר|אומרת|אמר|אמרה|कहा|कहते|कहती|说|說|言った|말했", re.IGNORECASE)


# v2.13: a line quoted from an earlier message ("> Shall I run DESKMAP_X32 now?"), the question being answered
_QUOTED_LINE = re.compile(r"(?m)^[ \t]*>[^\n]*$")
# the past form a wish takes in Russian and Ukrainian ("хочу, чтобы ты сделал X", "хочу, щоб ти застосував X")
_SUBJUNCTIVE = re.compile(r"(?:чтобы|щоб|щоби)\s+(?:ты|ти|вы|ви)?\s*\w+", re.IGNORECASE)
# a sentence-final yes/no particle that spells "not" (vi "được không?", "có ... không?")
_YES_NO_PARTICLE = re.compile(r"(?:[đd][ưu][ợo]c\s+)?kh[ôo]ng(?=\s*[?？])", re.IGNORECASE)


def _requests(text: str, piece: tuple[int, int], spans: Sequence[tuple[int, int]]) -> bool:
    """Whether `piece` of `text` holds a request word: of another language (`foreign_request`), or an English
    one that asks outright (`_strong_english_request`)."""
    lo, hi = piece
    local = [(a - lo, b - lo) for a, b in spans if lo <= a < hi]
    masked = _blank(fold(text[lo:hi]), local)  # a tag holds no name: "SYNCPOINT, por favor."
    return bool(_request_word(masked)) or _strong_english_request(text[lo:hi], local)


# v2.14: a clause with a subject and its verb is the situation, not a speaker's label ("we're done — X please")
_SUBJECT_AND_VERB = re.compile(r"\b(?:we|i|it|that|they|you|he|she|this|there)(?:'re|'m|'s|'ve|\s+(?:are|am|is|was|were))\b",
                               re.IGNORECASE)


def request_clauses(text: str, spans: Sequence[tuple[int, int]]) -> str:
    """`text` with every clause that names no procedure blanked (same length), when every clause that
    names one holds a request word (`_requests`), itself or in a short tag right after it ("SYNCPOINT,
    please."), and no later clause opens by taking it back ("but", "no", "wait", "or", "just kidding",
    "that's what ..."); otherwise `text`. In "请运行 DESKMAP_X32，调音台已经连上网络了", "Sofort PANIC_BLACK
    ausführen, jemand ist gestürzt!" or "SYNCPOINT, please. Priya says the console is up." the past is the
    situation, not the request's (v2.13: English too)."""
    clauses = _segments(text, _SCOPE_SEP)
    keep: set[int] = set()
    for i, clause in enumerate(clauses):
        if not _names_in(clause, spans):
            continue
        lead = clause[0] + len(text[clause[0]:clause[1]]) - len(text[clause[0]:clause[1]].lstrip())
        if _requests(text, clause, spans):
            keep.add(i)
            continue
        if i > 0 and _SEQUENCE_THEN.match(text, lead) and _requests(text, clauses[i - 1], spans):
            keep |= {i - 1, i}  # v2.14: "... apply quiet hours, then the end-of-set BLACKOUT": a later step of the request
            continue
        if i > 0 and _REQUEST_THEN_COLON.search(fold(text[clauses[i - 1][0]:clauses[i - 1][1]])):
            keep |= {i - 1, i}  # v2.15: "..., так что давай: VJ_BANK_A": the request word, a colon, then what is asked
            continue
        tag = clauses[i + 1] if i + 1 < len(clauses) else None
        if tag is None or _names_in(tag, spans) or len(_WORD.findall(text[tag[0]:tag[1]])) > 3 \
                or not _requests(text, tag, spans):
            return text
        keep |= {i, i + 1}
    if not keep:
        return text
    last = max(clauses[i][0] for i in keep)
    others = [c for i, c in enumerate(clauses) if i not in keep]
    if any(lo > last and _TAKES_BACK.match(text, lo, hi) for lo, hi in others):
        return text
    if any(i not in keep and i + 1 in keep and text[lo:hi].rstrip().endswith((":", "：", "—", "–", "-"))
           and ((len(_WORD.findall(text[lo:hi])) <= 3 and not _SUBJECT_AND_VERB.search(text, lo, hi))
                or _SAYS.search(text, lo, hi)) for i, (lo, hi) in enumerate(clauses)):
        return text  # "Producer: ...", "the director said: ...": what follows the colon is someone's words
    return _blank(text, others)


# v2.15: "if" opening a clause, in the languages of the request lexicons
_IF_OPENS = re.compile(
    r"\s*(?:(?:and|but|und|aber|et|mais|y|pero|e|ma|mas|и|но|a|ale|i|en|maar|och|men|og|ja|mutta|és|de|ve|ama)\s+)?"
    r"(?:if|om|kdy[žz]|لو|" + IF_WORDS + r")(?![\w])|\s*(?:如果|要是|假如|もし|만약|만일)",
    re.IGNORECASE)


def _in_condition(text: str, at: int) -> bool:
    """Whether position `at` lies in a clause opened by "if" that a comma closes before more of the sentence follows
    ("if X is on, lower the master": X is the condition, not the request; not "if possible run X now")."""
    for lo, hi in _segments(text, _SCOPE_SEP):
        if lo <= at < hi:
            then = re.search(r"\b(?:then|so)\s", text[lo:at], re.IGNORECASE)
            return bool(_IF_OPENS.match(text, lo)) and text[lo:hi].rstrip().endswith((",", "，", "、")) and \
                bool(text[hi:].strip()) and not then  # v2.16: "if ..., then apply X": "then" closes the condition
    return False


# "then" between two steps of one request ("Собери CUE_STACK_7, а потом сделай RENDER_HQ", "VJ_BANK_A yükle,
# sonra KICK1 ekle"): a sequence, not another time; read so only where more of the request follows it in the clause
_SEQUENCE_THEN = re.compile(
    r"(?:^|(?<=[^\w]))(?:and then|then|afterwards|after that|потом|затем|после этого|потім|sonra|ard[ıi]ndan|dann|danach|"
    r"anschlie[ßs]end|ensuite|puis|apr[èe]s|luego|despu[ée]s|poi|dopo|depois|em seguida|daarna|sedan|d[äa]refter|"
    r"derefter|potem|nast[ęe]pnie|pak|potom|pot[ée]|sau [đd][óo]|r[ồo]i|lalu|kemudian|setelah itu|selepas itu|"
    r"phir|फिर|ثم|بعد ذلك|אחר כך|ואז|μετά|έπειτα)(?=[\s,]+\S)|然后|然後|接着|再|その後|次に|그다음|그 다음|그리고 나서",
    re.IGNORECASE)


_FIRST_THEN = re.compile(
    r"(?:^|(?<=[^\w]))(?:first|[öo]nce|сначала|спочатку|najpierw|nejd[řr][íi]v|zuerst|erst|d'abord|primero|prima|primeiro|"
    r"eerst|f[öo]rst|f[øo]rst|ensin|el[őo]sz[öo]r|mai [îi]nt[âa]i|πρώτα|קודם|أولا|أولاً|pehle|trư[ớo]c ti[êe]n|"
    r"dulu|terlebih dahulu|muna)(?![\w])[^.!?\n]{0,80}?(?:^|(?<=[^\w]))(?:then|sonra|потом|затем|потім|potem|pak|dann|"
    r"danach|puis|ensuite|luego|despu[ée]s|poi|depois|daarna|dan|sedan|s[åa]|derefter|sitten|azt[áa]n|apoi|μετά|ואז|"
    r"אחר כך|ثم|phir|r[ồo]i|lalu|kemudian|tapos)(?![\w])", re.IGNORECASE)


def sequence_masked(text: str) -> str:
    """`text` with each "then" that another step follows blanked (same length)."""
    return _blank_matches(_SEQUENCE_THEN, text)


# v2.13: a relative clause that describes the object, not the act ("the TOP I have selected", "le Movie File In
# que j'ai sélectionné", "de flitser die ik net heb gemaakt"): its past is the object's, not the request's
_RELATIVE_PAST = re.compile(
    r"(?<=\w)\s+(?:(?:that|which)\s+)?(?:i|we|you)(?:'ve|\s+have|\s+had|\s+just|\s+already)*\s+"
    r"(?:\w+ed|made|built|chose|picked|put|set up|drew|brought|took|got|threw|wrote)\b(?!\s+(?:it|them|that|this)\b)|"
    r"\s(?:que|qu')\s*(?:j'ai|j’ai|tu as|on a|nous avons|vous avez|il a|elle a)\s+\w+|"
    r"\sque\s+(?:he|has|hemos|hab[ée]is|ha|han)\s+\w+(?:ado|ido|ada|ida|ados|idos|adas|idas|echo|ho)\b|"
    r"\sche\s+(?:ho|hai|abbiamo|avete|ha|hanno)\s+(?:appena\s+)?\w+(?:at|it|ut)[oaie]\b|"
    r"\sque\s+(?:eu\s+|tu\s+|voc[êe]\s+|n[óo]s\s+)?(?:\w+(?:ei|aste|este|iste|ou|amos|emos|imos)|fiz|fizeste|fez|fizemos)\b|"
    r"\s(?:die|den|das|dem|der)\s+(?:ich|wir|du)\s+(?:gerade\s+|eben\s+|schon\s+)?(?:\w+\s+){0,2}?\w+(?:t|en)\s+"
    r"(?:habe|hab|haben|hast)\b|"
    r"\s(?:die|dat)\s+(?:ik|we|wij|je|jij)\s+(?:net\s+|zojuist\s+|al\s+)?(?:(?:heb|hebben|hebt)\s+\w+|\w+\s+(?:heb|hebben|hebt))\b|"
    r"\s(?:som|jako|kter[ýáéou]\w*|kt[óo]r\w+|котор\w+|який|яку|яке|які)\s+(?:\w+\s+){0,2}?\w+\b",
    re.IGNORECASE)


def mask_relative_past(text: str, spans: Sequence[tuple[int, int]]) -> str:
    """`text` with each relative clause that describes an object (`_RELATIVE_PAST`) and holds no name blanked."""
    return _blank(text, [m.span() for m in _RELATIVE_PAST.finditer(text)
                         if not any(m.start() <= a < m.end() for a, _ in spans)])


# a request relayed to the assistant: "she asks you to run X", "the LD wants you to apply X"
_RELAYED = re.compile(r"\b(?:asks|wants|needs|would like|is asking)\s+(?:you|u)\s+to\b", re.IGNORECASE)


def mask_standard(text: str, spans: Sequence[tuple[int, int]]) -> str:
    """`text` with the verb of "like / as NAME says" and of a request relayed to the assistant ("she asks
    you to run X") blanked (same length): the procedure cited as the standard of the request, or a
    request passed on, not a report of what someone said."""
    text = _blank_matches(_RELAYED, text)
    for a, b in spans:
        m = _STANDARD_AFTER.match(text, b)
        if m and _STANDARD_BEFORE.search(text[max(0, a - 12):a]):
            text = text[:b] + " " * (m.end() - b) + text[m.end():]
    return text


# v2.13: a comment after a line of code ("op('cues7').clear()  # leftover from an old CUE_STACK_7 test") is code too
_CODE_BEFORE_COMMENT = re.compile(r"(?:\w\(|\)\.|\)\s|=\s*\S|\.par\.|\w\.\w+\()[^\n#]*#[^\n]*$")


def _line_before(text: str, start: int) -> str:
    """The part of `start`'s line before it."""
    return text[text.rfind("\n", 0, start) + 1:start]


def _in_quoted_line(text: str, start: int) -> bool:
    """Whether `start` sits on a line quoted from an earlier message ("> Shall I run X?")."""
    return bool(re.match(r"[ \t]*>", _line_before(text, start)))


def _in_code_comment(text: str, start: int) -> bool:
    """Whether `start` sits in a comment after a line of code ("op('x').clear()  # old X test")."""
    return bool(_CODE_BEFORE_COMMENT.search(_line_before(text, start)))


_FENCED = re.compile(r"```.*?(?:```|$)", re.DOTALL)
_LOG_LINE = re.compile(r"^[ \t]*(?:\[?[\d:./ -]{4,}\]?[ \t]*)?(?:\[?(?:ERROR|WARNING|WARN|INFO|DEBUG|FATAL|CRITICAL)\]?\b[:\] ]|"
                       r"Traceback \(most recent call last\)|File \"[^\"\n]*\", line \d+|[A-Z]\w*(?:Error|Exception|Warning):).*$",
                       re.MULTILINE)
# v2.14: dictation writes the full stop as words ("kick one on the main output please full stop the bass ..."); and an
# urging idiom says no negation of the act ("PANIC_BLACK, don't ask, just do it")
_DICTATED_STOP = re.compile(r"\bfull stop\b", re.IGNORECASE)
_INTENSIFIER = re.compile(r"\b(?:don'?t ask(?: questions)?|no questions asked|don'?t argue|no time to explain|"
                          r"don'?t think(?:,|\s+just)|don'?t wait(?: for me)?|"
                          # v2.14: a request's scope or its urgency, no negation of the act ("PANIC_BLACK, don't ask me to
                          # confirm", "the wirecomb macro, nothing else", "no need to check with me")
                          r"don'?t (?:ask|make) me (?:to )?(?:confirm|approve|check)|don'?t (?:ask|wait) for (?:confirmation|"
                          r"permission|approval|me)|no need to (?:confirm|ask|check(?: with me)?)|no confirmation needed|"
                          r"without asking(?: me)?|nothing else|no more,? no less)(?=\s*[,.!—–-]|\s+just\b|\s*$)",
                          re.IGNORECASE)
# v2.14: a participle that names the user's own kept settings ("my saved FEEDBACK trail settings"), and agreement
# ("SYNCPOINT is fine by me, go ahead"): no past, no statement about the procedure
_AGREED_OR_KEPT = re.compile(r"(?:(?<=\bmy )|(?<=\bour ))(?:saved|stored|usual|preferred)\b|"
                             r"\b(?:is|are|'s|sounds|seems)\s+(?:fine|ok|okay|good|alright|all right)\s+(?:by|with|for)\s+"
                             r"(?:me|us)\b", re.IGNORECASE)
# v2.14: reluctance conceded before the request ("For the record I'd rather not, but the board says ..., so please ...")
_CONCEDED = re.compile(r"(?:\bfor the record,?\s+)?\b(?:i'?d|i would|we'?d|we would) rather not\b[^.!?\n]{0,20}?\bbut\b|"
                       r"\bnot my (?:call|choice|idea)\b[^.!?\n]{0,20}?\bbut\b", re.IGNORECASE)
_ALREADY_THE_HOUR = re.compile(
    r"(?:^|(?<=[^\w]))(?:already|đã|schon|" + DEJA + r"|ya|gi[àa]|j[áa]|уже|вже|ju[żz]|redan|allerede|zaten|sudah|udah|"
    r"ήδη|כבר|पहले ही)\s+(?:\w+\s+){0,2}?\d{1,2}[:h.]\d{2}(?:\s*(?:r[ồo]i|uhr|h))?(?!\w)|"
    r"\d{1,2}[:h.]\d{2}\s+(?:r[ồo]i|d[ée]j[àa]|schon|gi[àa]|ya|уже|вже)(?!\w)|"
    # v2.16: "already after ten", "already past 11 pm": the hour in words
    r"\balready\s+(?:after|past|gone)\s+(?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|midnight)"
    r"(?:\s*(?:pm|am|o'clock))?(?!\w)", re.IGNORECASE)


def guard(prompt: str, spans: Sequence[tuple[int, int]]) -> str:
    """Why the model must not be asked about this prompt ("" when nothing forbids it): no name
    span outside quotes or code, a meta or echo frame, negation, a report or the past, a
    hypothetical or comparison, or a name used as a file or variable ("kick1.tox", "KICK1 = 3").
    These read the whole prompt (over-blocking costs a stub, never a wrong full body), except that a
    negation, the past or a statement is read only in the request's own clauses when every clause that
    names the procedure holds a request word of another language and no later one takes it back
    (`request_clauses`)."""
    text = fold(prompt)
    if not spans:
        return "the procedure is not named"
    protected = protected_spans(text)
    if all(inside(span, protected) or _in_code_comment(text, span[0]) or _in_quoted_line(text, span[0]) for span in spans):
        return "named only inside a quote or code literal"
    if meta_frame(text) or echo_frame(text):
        return "meta or echo frame"
    if IRONIC.search(text):
        return "irony"
    if addressed_elsewhere(text):
        return "addressed to another person"
    # v2.14: a fenced block that does not name the procedure is pasted output (a log's "errors", "failed"), and
    # "already" before a clock time is the hour, not a run ("Đã 18:30 rồi", "it's already 23:10")
    said = {text[a:b].lower() for a, b in spans}
    text = _blank(text, [m.span() for m in _FENCED.finditer(text) if not any(n in m.group(0).lower() for n in said)])
    # v2.14: ... and so is an unfenced log line ("ERROR: /project1/fx/glsl1 compile failed") that does not name it
    text = _blank(text, [m.span() for m in _LOG_LINE.finditer(text) if not any(n in m.group(0).lower() for n in said)])
    # ... and "X, I mean." closing the prompt says which procedure was meant; no correction, no "mean"
    text = _blank(text, [m.span() for _, b in spans for m in [_CLARIFIED.match(text, b)] if m and _CLAUSE_END.match(text, m.end())])
    text = _blank_matches(_ALREADY_THE_HOUR, mask_unused(text))
    text = _blank_matches(_CONCEDED, text)
    text = _blank_matches(_AGREED_OR_KEPT, text)
    if consented(text, spans):
        text = _blank_matches(_OFFER_RECALLED, text)
    text = _blank_matches(_INTENSIFIER, _DICTATED_STOP.sub(lambda m: "." + " " * (len(m.group(0)) - 1), text))
    text = mask_reasons(text, spans)  # "Zrób LAYOUT2, proszę, bo nic nie widzę": the reason's negation is not the request's
    text = mask_contrasted(text, spans)  # v2.16: "Не KICK1, а GLITCHY": the negation is the other name's
    text = portuguese_prepositions_masked(mask_standard(text, spans))  # "like the ARCHIVE rule says"; pt "no" = "in the"
    text = mask_relative_past(text, spans)  # "GLITCHY on the TOP I have selected": the object's past
    text = _blank_matches(_POLITE_WHEN, text)  # "... when you have a moment?"
    scoped = request_clauses(text, spans)  # "Sofort PANIC_BLACK ausführen, jemand ist gestürzt!": the situation
    spelled_out = canonical_commands(scoped)  # "❌ KICK1" -> "no KICK1", "- [x] KICK1" -> "we already did KICK1"
    # v2.14: ... read on the lines that name the procedure or name none ("- [x] VJ_BANK_A" is another item's state)
    named = {fold(prompt)[a:b].lower() for a, b in spans}
    spelled_out = "\n".join(line for line in spelled_out.split("\n")
                            if any(n in line.lower() for n in named) or not line.lstrip().startswith("we already did "))
    # "昨天都跑过了", "はもう終わった", "했어"; read in the request's own clauses when each holds a request word
    # v2.13: not in an English prompt, where the English guards below read the same ("has to", "no cap")
    # vi "... được không?": a question, not "not"; "хочу, чтобы ты сделал X": a wish, not the past
    unasked = _blank_matches(_SUBJUNCTIVE, _blank_matches(_YES_NO_PARTICLE, scoped))
    foreign = "" if english(prompt, spans) else foreign_negation_or_past(mask_le_outside_names(unasked, spans))
    subject = _FOREIGN_SUBJECT_VERB.search(scoped)  # the names kept: "Kun je wirecomb draaien" has no "je draaien"
    if subject:  # "Vi kör LAYOUT2 efter lunch", "Wir machen KICK1 später": a subject, then the verb: a statement
        return f"a statement, a subject before the verb ({subject.group(0).strip()!r})"
    if foreign:
        return f"negation or the past, in another language ({foreign!r})"
    corrected = _CORRECTED.search(text)
    if corrected:  # "GLITCHY, sorry I meant the Zorvex grade": the rules decide which name was meant
        return f"a correction ({corrected.group(0).strip()!r})"
    # v2.13: the time and the plan are read in the request's own clauses too, and "then" between
    # two of its steps is a sequence ("Сначала BACKUP_FIRST, потом удали старый noise1")
    # v2.14: ... and so is a "then" after a "first" ("Önce CUE_STACK_7, sonra DEPLOY_SHOW.")
    timed = sequence_masked(scoped) if scoped != text or _FIRST_THEN.search(scoped) else scoped
    timed = _blank_matches(_SUBJUNCTIVE, timed)
    m = _FOREIGN_TIME.search(timed) or (_TURKISH_PAST.search(timed) if _TURKISH.search(timed) else None)
    if m:
        return f"another time than now, in another language ({m.group(0).strip()!r})"
    # v2.16: taken back later ("kör X... nej vänta, inte den — kör Y") or "not X but" right after it ("Xじゃなくて")
    lowered_text = text.lower()
    if all(RETRACTED.search(lowered_text, b) or NOT_THIS_AFTER.match(lowered_text, b) for _, b in spans):
        return "taken back, or the other procedure meant"
    planned = deferred_or_planned(timed) or plan_header(text) or next(  # a header is read wherever it stands
        (m.group(0).strip(" ,") for _, b in spans for m in [CAN_WAIT.match(text, b)] if m), "")
    if planned:
        return f"a plan or a deferral ({planned!r})"
    # ... but a question anywhere in the prompt ("can you run HAZER_UP? and what does it touch?") is for the rules
    asked_text = _blank_matches(_QUOTED_LINE, text)  # "> Shall I run X?" is the assistant's
    if (("?" in asked_text or "？" in asked_text or "¿" in asked_text) and not modal_request(asked_text)) or \
            (_QUESTION_OPENER.match(asked_text) and not _REQUEST_OPENER.match(asked_text)):
        return "a question (the rules decide what asks about the procedure's text)"
    m = _ROMANCE_PAST.search(scoped)
    if m:
        return f"a report or the past, in another language ({m.group(0)!r})"
    # English statement shapes, not read in a request of another language ("spusť PANIC_BLACK hned": "hned" is "now")
    requested_abroad = bool(foreign_request(text, spans)) and not english(prompt, spans)
    for a, b in ([] if requested_abroad else spans):  # ("N1-Namensregel bitte anwenden, was du gebaut hast")
        m = _SUBJECT_OF.match(scoped, b)
        if m and m.group(1).lower() in _NOUN_TOO and (not scoped[b:m.start(1)].strip() or
                                                      _DETERMINER_BEFORE.search(scoped, b, m.start(1)) or
                                                      _NOUN_AFTER.match(scoped, m.end(1))):
            m = None  # v2.14: "the Zorvex look on the master", "zorvex look na finální výstup": a noun, no copula
        m = m or _SUBJECT_VERB.match(scoped, b) or _third_person_after(scoped, b) or _STATE_AFTER.match(scoped, b)
        if m:  # "KICK1, RENDER_HQ and DEPLOY_SHOW are my favourite macros": the names are a subject
            return f"a statement about the procedure ({m.group(1)!r})"  # "LAYOUT2 moved my nulls again"
    # v2.16: a log as the place a command writes to is no report ("BLACKOUT, and log the time to the show log")
    placed, spelled_placed = _blank_matches(_LOG_PLACE, scoped), _blank_matches(_LOG_PLACE, spelled_out)
    for pattern, why in ((_NEGATION, "negation"), (_PAST_OR_REPORT, "a report or the past"), (_NARRATED_PAST, "a report or the past"),
                         (_HYPOTHETICAL_OR_COMPARED, "a hypothetical, comparison or question about the word")):
        m = pattern.search(placed) or pattern.search(spelled_placed)
        if m:
            return f"{why} ({m.group(0).strip()!r})"
    if any(_FILE_OR_VARIABLE.match(text, b) or (a > 0 and text[a - 1] in "./\\=_$@#") for a, b in spans):
        return "a file, path or variable name"
    if all(text[a:b].islower() and is_common_word(text[a:b]) for a, b in spans):
        return "an ordinary word in lower case"
    if all(_in_condition(text, a) for a, _ in spans):
        return "named only in a condition"  # v2.15: "Hvis vi noen gang trenger X i museet, er noe alvorlig galt."
    return ""


# ---- features ---------------------------------------------------------------------------------

_OTHER_NAME = re.compile(r"(?<!\w)[^\W\d_]*(?:\d|_)\w*|(?<!\w)[A-Z]{3,}(?!\w)")
_TOKENS = re.compile(r"\w+|[?!.,:;=\"'`()/-]")


def mask(prompt: str, spans: Sequence[tuple[int, int]]) -> str:
    """The folded prompt, lower-cased, with this procedure's name spans replaced by "zzname" and
    every other name-shaped token (digits, underscores, capitals) by "zzid"."""
    text = fold(prompt)
    pieces: list[str] = []
    last = 0
    for a, b in sorted(set(spans)):
        if a < last:
            continue
        pieces.append(_OTHER_NAME.sub(" zzid ", text[last:a]))
        pieces.append(" zzname ")
        last = b
    pieces.append(_OTHER_NAME.sub(" zzid ", text[last:]))
    return "".join(pieces).lower()


def _bucket(n: int) -> str:
    return str(n) if n < 4 else "4-7" if n < 8 else "8-15" if n < 16 else "16+"


def feature_names(prompt: str, spans: Sequence[tuple[int, int]]) -> list[str]:
    """The string features of one (prompt, name spans) pair, before hashing."""
    masked = mask(prompt, spans)
    toks = _TOKENS.findall(masked)
    words = [t for t in toks if t[0].isalnum() or t[0] == "_"]
    feats = [f"w:{t}" for t in toks]
    feats += [f"b:{a} {b}" for a, b in itertools.pairwise(toks)]
    for w in words:
        if w in ("zzname", "zzid"):
            continue
        padded = f" {w} "
        feats += [f"c:{padded[i:i + n]}" for n in (3, 4, 5) for i in range(max(len(padded) - n + 1, 1))]
    padded_toks = ["<s>", "<s>", "<s>", *toks, "</s>", "</s>", "</s>"]
    positions = [i for i, t in enumerate(padded_toks) if t == "zzname"]
    for i in positions:
        for d in (1, 2, 3):
            feats.append(f"L{d}:{padded_toks[i - d]}")
            feats.append(f"R{d}:{padded_toks[i + d]}")
        feats.append(f"LL:{padded_toks[i - 2]} {padded_toks[i - 1]}")
        feats.append(f"RR:{padded_toks[i + 1]} {padded_toks[i + 2]}")
    first = words.index("zzname") if "zzname" in words else -1
    feats += [
        f"s:first_word_is_name:{first == 0}",
        f"s:last_word_is_name:{bool(words) and words[-1] == 'zzname'}",
        f"s:names:{_bucket(len(positions))}",
        f"s:others:{_bucket(words.count('zzid'))}",
        f"s:words:{_bucket(len(words))}",
        f"s:question:{'?' in masked or '？' in masked}",
        f"s:words_before_name:{_bucket(max(first, 0))}",
    ]
    return feats


def _hash(feature: str) -> int:
    return zlib.crc32(feature.encode("utf-8")) & (DIM - 1)


def feature_ids(prompt: str, spans: Sequence[tuple[int, int]]) -> list[int]:
    """Sorted, distinct hashed feature indices of the pair (each of value 1/sqrt(count))."""
    return sorted({_hash(f) for f in feature_names(prompt, spans)})


# ---- the model --------------------------------------------------------------------------------

#: v2.13: the threshold where the sentence naming the procedure holds a request word and no guard objects.
#: The weights' own threshold (0.5) was fitted before that evidence was required (v2.11/v2.12). With it, on the
#: pooled suites through unseen45 (in-sample), 17 explicit invocations scored 0.3-0.5 and no negative did once
#: the Catalan "diu que" was read as a report; blind on unseen46..57 (BENCHMARKS.md, v2.13).
REQUESTED_THRESHOLD = 0.3


@dataclass(frozen=True)
class InvocationModel:
    """Logistic-regression weights over hashed features, and the decision thresholds chosen on
    training folds: `threshold`, the probability at or above which a named, unguarded stub is raised
    in an English prompt, where the guards' word lists are fullest; `threshold_other` (at least
    `threshold`) for a prompt in another language, where a gap in a list is likelier."""

    weights: array[float]
    bias: float
    threshold: float
    trained_on: tuple[str, ...] = ()
    threshold_other: float | None = None  # None: the same as `threshold` (as for a weights file without one)
    threshold_requested: float | None = None  # None: `threshold` (v2.13: the shipped model uses REQUESTED_THRESHOLD)

    def threshold_for(self, prompt: str, spans: Sequence[tuple[int, int]]) -> float:
        """`threshold` where the sentence naming the procedure holds a request word (English or another
        language); else `threshold_other`. v2.12: English too needs one ("After the show we will run
        BLACKOUT properly", "The quiet hours rule only matters after 22:00" name it in a statement)."""
        if self.threshold_other is None:
            return self.threshold
        if english(prompt, spans):
            # imported here: gate imports this module for its types only
            from .gate import not_english

            # "ponle el look X" reads as English word by word yet asks in Spanish (its request word counts);
            # a folded foreign word that is English ("önce" -> "once") does not
            # v2.14: any of them, not only the first ("@copilot lance KICK1 sur la sortie principale stp": "lance"
            # is an English word, "stp" is not)
            # v2.16: ... or any other request of another language beside the name ("e depois Zorvex no composite")
            foreign_word = any(not all(is_common_word(w) for w in word.lower().split())
                               for word in (*foreign_request_words(prompt, spans), foreign_request(prompt, spans)) if word)
            requested = english_request(prompt, spans) or not_english(prompt) or foreign_word
            if not requested:
                return max(self.threshold, self.threshold_other)
            # v2.13: the lower threshold only where the name's own sentence asks outright (not "the name opens its
            # clause": "KICK1 and the strobe work we'll sort out on site")
            return self._requested() if foreign_word or _asks_in_names_sentence(prompt, spans) else self.threshold
        # v2.14: or an English request in the name's sentence of a prompt in another language ("/render_hq לאינטרו",
        # read as "run render_hq ...")
        if foreign_request(prompt, spans) or _asks_in_names_sentence(prompt, spans):
            return self._requested()
        # v2.15: the name alone opening the message, then a comma or dash, is a call as in English ("DEPLOY_SHOW, die
        # Vorstellung beginnt in zwanzig Minuten."), read at the English threshold
        text = fold(prompt)
        if min(a for a, _ in spans) == len(text) - len(text.lstrip(" \t\n>*-•🚨!")) and \
                _NAME_OPENS_MESSAGE.match(_blank(text, spans)):
            return self.threshold
        return max(self.threshold, self.threshold_other)

    def _requested(self) -> float:
        return self.threshold if self.threshold_requested is None else self.threshold_requested

    def probability(self, prompt: str, spans: Sequence[tuple[int, int]]) -> float:
        ids = feature_ids(prompt, spans)
        if not ids:
            return 0.0
        w = self.weights
        z = self.bias + sum(w[i] for i in ids) / math.sqrt(len(ids))
        return 1.0 / (1.0 + math.exp(-max(min(z, 40.0), -40.0)))

    def raises(self, prompt: str, spans: Sequence[tuple[int, int]]) -> tuple[bool, str]:
        """(raise to full?, reason): never when `guard` objects; else when the probability is at
        least the threshold."""
        blocked = guard(prompt, spans)
        if blocked:
            return False, f"classifier not asked: {blocked}"
        p = self.probability(prompt, spans)
        threshold = self.threshold_for(prompt, spans)
        return p >= threshold, f"classifier p={p:.2f} (threshold {threshold:.2f})"


_WORD = re.compile(r"[^\W\d_]+")


# v2.11: the positive evidence of a request in another language, written from each language's grammar
# (its imperatives of the carry-out verbs run / do / make / apply / start / load / execute / use / put /
# turn on, its modal requests "can you", and its please and urging particles), not from any prompt.
# Outside English the guards' word lists are thinner, so the classifier's English threshold is trusted
# only where the name's sentence carries one of these; without one the robust threshold stands. Only
# carry-out verbs: never write / say / translate / spell / explain (a meta or content request).
# "now" in the languages of the request lexicons (not the ambiguous "ya", "nå", "most": those only closing a clause)
_NOW_WORDS = (r"acum|ahora|maintenant|jetzt|adesso|agora|сейчас|зараз|teraz|te[ďd]|nyn[íi]|[şs]imdi|sekarang|b[âa]y gi[ờo]|"
              r"nyt|τώρα|עכשיו|الآن|ngayon")
_REQUEST_WORDS = (
    # pl
    r"uruchom|uruchomcie|odpal|odpalcie|zr[óo]b|zr[óo]bcie|wykonaj|zastosuj|za[łl]aduj|w[łl][ąa]cz|u[żz]yj|dodaj|pu[śs][ćc]|wstaw|"
    r"przestrzegaj|stosuj|najpierw|trzymaj si[ęe]|trzymajcie si[ęe]|"
    r"prosz[ęe]|mo[żz]esz|mo[żz]ecie|m[óo]g[łl]by[śs]|dawaj|"
    # cs, sk
    r"dej|dejte|ud[ěe]lej|spus[ťt]|pou[žz]ij|aplikuj|na[čc]ti|zapni|postav|pros[íi]m|m[ůu][žz]e[šs]|sprav|spusti|pou[žz]i|okam[žz]it[ěe]|"
    # tr (imperative and the polite "-ır mısın" question)
    r"[çc]al[ıi][şs]t[ıi]r|ba[şs]lat|uygula|y[üu]kle|ekle|yap|a[çc]|kur|koy|l[üu]tfen|hadi|haydi|[öo]nce|"
    r"\w+(?:[ıiuü]r|[ae]r)\s+m[ıiuü]s[ıiuü]n(?:[ıi]z)?|"
    # nl
    r"doe|draai|voer|laad|gebruik|zet|maak|pas|voeg|bouw|kun je|kan je|wil je|kunt u|graag|alsjeblieft|alstublieft|aub|eerst|"
    # nl, de: the verb-final infinitive used as a command ("BLACKOUT uitvoeren", "RENDER_HQ starten")
    r"uitvoeren|toepassen|draaien|afspelen|inladen|ausf[üu]hren|anwenden|starten|laden|abspielen|einspielen|"
    # de
    r"mach|mache|f[üu]hr|f[üu]hre|starte|lade|wende|aktiviere|nutze|benutze|setz|f[üu]ge|pack|leg los|bitte|kannst du|"
    r"k[öo]nntest du|halte dich|haltet euch|halte|beachte|befolge|bau|baue|zuerst|erst|"
    r"k[öo]nnen sie|"
    # fr
    r"lance|lancez|ex[ée]cute|ex[ée]cutez|applique|appliquez|fais|faites|charge|chargez|d[ée]marre|active|activez|mets|"
    r"mettez|utilise|ajoute|ajoutez|respecte|respectez|s'il te pla[iî]t|s'il vous pla[iî]t|stp|svp|peux-tu|pouvez-vous|"
    r"tu peux|vous pouvez|tu pourrais|pourrais-tu|vas-y|d'abord|construis|construisez|monte|montez|pr[ée]pare|"
    # a request relayed to the assistant: "elle te demande de lancer X", "quiere que hagas X"
    r"te demande de|vous demande de|quiere que|quer que|vuole che|m[öo]chte,? dass du|will,? dass du|wil dat je|"
    r"chce,? [żz]eby[śs]|хочет,? чтобы ты|"
    # es
    r"ejecuta|ejec[uú]tame|ejecutas|ejecute|lanza|aplica|aplicas|aplique|haz|hazme|carga|activa|inicia|pon|ponme|usa|"
    r"mete|m[ée]tele|a[ñn]ade|agrega|respeta|construye|arma|monta|m[óo]ntame|por favor|porfa|porfi|puedes|podr[íi]as|"
    r"dale|primero|"
    # v2.16: the Rioplatense voseo imperatives ("Ejecutá CUE_STACK_7", "hacé el BLACKOUT", "corré DEPLOY_SHOW")
    r"ejecutá|aplicá|hacé|corré|poné|cargá|lanzá|activá|usá|armá|meté|agregá|"  # accented: "hace", "corre" are not
    # it
    r"esegui|lancia|applica|fai|fammi|carica|avvia|attiva|metti|aggiungi|rispetta|costruisci|monta|prepara|"
    r"per favore|puoi|potresti|dai|prima|"
    # pt
    r"executa|roda|rode|aplique|faz|fa[çc]a|carrega|ativa|p[õo]e|coloca|bota|adiciona|constr[óo]i|monte|prepare|"
    r"pfv|pf|pode|podes|poderia|primeiro|"
    # sv, no, da
    r"k[öo]r|kj[øo]r|starta|ladda|anv[äa]nd|till[äa]mpa|g[öo]r|gj[øo]r|l[äa]gg|f[öo]lj|bygg|kan du|sn[äa]lla|v[æa]r s[åa] snill|"
    r"venligst|f[öo]rst|sett opp|sæt op|s[æa]t i gang|sett i gang|sett p[åa]|s[æa]t p[åa]|"
    # fi, hu, ro
    r"aja|suorita|k[äa]ynnist[äa]|k[äa]yt[äa]|tee|rakenna|voitko|futtasd|ind[íi]tsd|alkalmazd|csin[áa]ld|k[ée]rlek|"
    r"rakd|tedd|[ée]p[íi]tsd|haszn[áa]ld|l[ée]gyszi|l[ée]gy sz[íi]ves|byg|"
    r"rul(?:ea)?z[ăa]|aplic[ăa]|porne[șs]te|[îi]ncarc[ăa]|f[ăa]|te rog|v[ăa] rog|"
    # ru, uk
    r"запусти|запустите|выполни|выполните|примени|примените|сделай|сделайте|включи|включите|загрузи|врубай|врубите|"
    r"жми|давай|пожалуйста|можешь|можете|добавь|поставь|вставь|соблюдай|следуй|собери|построй|подготовь|сначала|срочно|"
    r"виконай|застосуй|зроби|увімкни|завантаж|додай|будь ласка|спочатку|"
    # el
    r"κάνε|τρέξε|εφάρμοσε|ξεκίνα|φόρτωσε|βάλε|φτιάξε|ετοίμασε|παρακαλώ|μπορείς|"
    # id, ms
    r"jalankan|terapkan|gunakan|aktifkan|tolong|dong|silakan|"   # the -kan imperatives; bare "pakai", "buat" also state
    # vi
    r"h[ãa]y|gi[úu]p|nh[ée]|nha|gi[ùu]m|v[ui] l[òo]ng|l[àa]m [ơo]n|cho m[ìi]nh|"   # vi: particles, never a bare verb
    # hi (Devanagari and romanised)
    r"karo|kar do|kardo|kijiye|karein|chalao|chala do|laga do|lagao|chalu karo|shuru karo|"
    r"करो|कर दो|कीजिए|करें|चलाओ|चला दो|लगाओ|लगा दो|शुरू करो|लागू करो|कृपया|मानो|मानिए|पालन करो|पालन करें|maano|"
    # ar, fa, he
    r"شغّل|شغل|نفّذ|نفذ|طبّق|طبق|اعمل|إعمل|سوّي|سوي|فعّل|ابدأ|حمّل|استخدم|قم|من فضلك|لو سمحت|رجاء|الرجاء|"
    r"ابنِ|أنشئ|انشئ|اصنع|جهّز|جهز|أضف|اضف|"  # v2.14: build, create, make, prepare, add
    r"اجرا کن|اعمال کن|بزن|روشن کن|لطفا|لطفاً|"
    r"תפעיל|הפעל|תריץ|הרץ|תעשה|עשה|תחיל|החל|תטען|בבקשה|"
    # hr/sr/bs, sl, sk, bg, ca, gl, eu, da/no, is, lt, lv, et, tl, ms, sw, ta, ur, bn
    r"napravi|pokreni|primijeni|primeni|u[čc]itaj|koristi|uklju[čc]i|izvedi|pusti|molim|mo[žz]e[šs] li|odmah|"
    r"naredi|za[žz]eni|uporabi|uveljavi|nalo[žz]i|prosim|lahko|takoj|"
    r"urob|spusti|pou[žz]i|na[čc][íi]taj|pros[íi]m|m[ôo][žz]e[šs]|hne[ďd]|"
    r"пусни|направи|приложи|зареди|стартирай|моля|можеш ли|веднага|"
    r"fes|executa|aplica|carrega|engega|posa|si us plau|pots|ara mateix|fai|podes|"
    r"egin|exekutatu|aplikatu|kargatu|mesedez|"
    r"k[øo]r|anvend|brug|lav|indl[æa]s|tak|venligst|straks|bruk|lag|"
    r"ger[ðd]u|keyr[ðd]u|nota[ðd]u|settu|hla[ðd]u|vinsamlegast|getur [þt]u|strax|"
    r"paleisk|padaryk|pritaikyk|[įi]kelk|sukurk|pra[šs]au|gali|"
    r"palaid|izdari|pielieto|iel[āa]d[ēe]|l[ūu]dzu|vari|"
    r"k[äa]ivita|rakenda|lae|lisa|palun|"
    r"patakbuhin|gawin|ilapat|paki\w*|pakiusap|pwede|"
    r"sila|endesha|tengeneza|tumia|pakia|tafadhali|fanya|"
    r"இயக்கவும்|இயக்கு|செய்|பயன்படுத்து|தயவு செய்து|چلائیں|چلاؤ|کریں|کرو|براہ کرم|لگائیں|"
    r"চালাও|চালান|করো|করুন|দয়া করে|"
    # v2.13: a wish that the assistant do it ("Jag skulle vilja att du kör X", "Θα ήθελα ένα X", "je voudrais que tu")
    r"skulle vilja att du|vill att du|jeg vil gerne have at du|ich h[äa]tte gern|je voudrais que tu|j'aimerais que tu|"
    r"je veux que tu|me gustar[íi]a que|quisiera que|quiero que|vorrei che|voglio che|gostaria que|quero que|queria que|"
    r"ik wil dat je|ik zou willen dat je|chcia[łl]a?bym,? [żz]eby[śs]|chc[ęe],? [żz]eby[śs]|cht[ěe]l[a]? bych,? abys|"
    r"chci,? abys|хочу,? чтобы ты|хотел[а]? бы,? чтобы|хочу,? щоб ти|хот[іi]в би,? щоб|θα ήθελα|θέλω να|"
    r"אני רוצה ש\w*|הייתי רוצה ש\w*|चाहता हूँ कि|चाहती हूँ कि|चाहता हूं|चाहती हूं|saya ingin|saya mau|aku mau|"
    r"t[ôo]i mu[ốo]n|m[ìi]nh mu[ốo]n|b[ạa]n c[óo] th[ểe]|anh c[óo] th[ểe]|ch[ịi] c[óo] th[ểe]|em c[óo] th[ểe]|"
    r"skulle vilja ha|vill ha|vill att ni|chci|cht[ěe]l[a]? bych|a[șs] vrea s[ăa]|am vrea s[ăa]|zice s[ăa]|spune s[ăa]|"
    r"rul(?:ează|eaza|ezi|ați|ati)|lataa|אפשר|תוכל|תוכלי|אתה יכול|את יכולה|चला|अयोग|"
    # v2.13: more carry-out imperatives and "first", in the languages of the less-covered suites (cs, pl, uk, ru, el,
    # id, he, hi, vi) and the Greek aorist imperative by its ending (-σε, -ξε, -ψε: "ίσιωσε", "τρέξε", "στήσε")
    r"prove[ďd]|prove[ďd]te|uplatni|uplatn[ěe]te|vytvo[řr]|p[řr]idej|nastav|nahraj|nejd[řr][íi]v|nejprve|"
    r"na[łl][óo][żz]|na[łl][óo][żz]cie|ustaw|zbuduj|stw[óo]rz|przygotuj|zmie[ńn]|"
    r"створи|створіть|побудуй|підготуй|ввімкни|спершу|создай|создайте|наложи|"
    r"πρώτα|(?!έ)[α-ωάέήίόύώϊϋΐΰ]{2,}(?:σε|ξε|ψε|στε|ξτε|ψτε)|"
    r"ganti|ubah|sesuaikan|ikuti|"
    r"תשנה|תבנה|תיישם|תוסיף|תכין|תסדר|תנקה|תגבה|תחבר|"
    r"पहले|"
    r"cứ|[đd]i(?=\s*[,.!。]|\s*$)|lu[ôo]n(?=\s*[,.!。]|\s*$)|"
    r"збери|зберіть|[çc]ek|olu[şs]tur|bikin|bikinin|buatin|zaz[áa]lohuj|z[áa]lohuj|sma[žz]|sma[žz]te|"
    # v2.13: es imperatives with an enclitic ("ponle el look Zorvex", "hazlo ya"); id, ms "-kan" imperatives
    r"p[óo]n(?:le|lo|la|les|los|las|me)|h[áa]z(?:lo|la|le|me)|apl[íi]ca(?:le|lo|la)|ejec[úu]ta(?:lo|la)|c[áa]rga(?:lo|la)|"
    r"l[áa]nza(?:lo|la)|act[íi]va(?:lo|la)|a[ñn][áa]de(?:le|lo|la)|pasang|pasangkan|buatkan|pakaikan|"
    # v2.13: thanks in the sentence that names the procedure, the close of a terse request ("LAYOUT2 su questa rete,
    # grazie", "wirecomb sur ce réseau, merci"); never "thanks for ..." (what was done)
    r"(?:merci|grazie|danke|gracias|obrigad[oa]|tack|dank je|dank u|bedankt|спасибо|дякую|dzi[ęe]kuj[ęe]|d[ěe]kuji|"
    r"te[şs]ekk[üu]rler|sa[ğg]ol|c[ảa]m [ơo]n|terima kasih|makasih|धन्यवाद|शुक्रिया|شكرا|شكراً|תודה|ευχαριστώ|kiitos|"
    r"k[öo]sz[öo]n[öo]m|mul[țt]umesc|hvala)(?!\s+(?:pour|f[üu]r|per|por|para|voor|f[öo]r|za|за|için|v[ìi]|atas|untuk))|"
    # urgency that asks for the act at once (not a bare "now", which a status statement also has)
    r"heti|azonnal|agora mesmo|ahora mismo|sofort|schnell|tout de suite|vite|imm[ée]diatement|inmediatamente|r[áa]pido|subito|immediatamente|"
    r"imediatamente|meteen|onmiddellijk|genast|omedelbart|natychmiast|szybko|ihned|okam[žz]it[ěe]|rychle|"
    r"немедленно|срочно|быстро|терміново|негайно|hemen|acil|derhal|segera|cepat|ngay l[ậa]p t[ứu]c|g[ấa]p|"
    r"αμέσως|γρήγορα|turant|jaldi|तुरंत|जल्दी|فورا|فورًا|فوراً|حالا|حالاً|بسرعة|سریع|מיד|דחוף|"
    # v2.14: "right now" as urgency, and imperatives of making and giving a go ("ya mismo", "швидко", "बना दो",
    # "passe un coup de wirecomb", "BACKUP_FIRST, apoi șterge tot")
    r"ya mismo|ahora ya|j[áa] j[áa]|швидко|швидше|hned|ngay b[âa]y gi[ờo]|sekarang juga|अभी के अभी|abhi ke abhi|"
    r"बना दो|बनाओ|बनाइए|bana do|banao|डाल दो|daal do|चालू करो|चालू कर दो|passe un coup|passez un coup|"
    r"[șs]terge|pune|adaug[ăa]|folose[șs]te|creeaz[ăa]|construie[șs]te|"
    # v2.14: "follow the rule" (pt, es, it, fr, de, nl), Tagalog imperatives with "mo" and "sige", Malay "guna"; "now"
    # closing the clause, as the English "X now!" ("RENDER_HQ pentru clipul de prezentare, acum.")
    r"segue|siga|sigue|segui|suivez|folge|volg|sige|ituloy|tuloy|i-\w+\s+mo|\w+in\s+mo|\w+an\s+mo|guna|"
    r"(?:" + _NOW_WORDS + r"|n[åa]|most|ya)(?=\s*[!;]|\s*\.*\s*$)|"
    # v2.14: Spanish imperatives of the patching verbs, Ukrainian and Russian "rename", Norwegian thanks
    r"mapea|conecta|sincroniza|limpia|ordena|organiza|renderiza|graba|exporta|crea|borra|elimina|guarda|"
    r"перейменуй|перейменуйте|переименуй|переименуйте|takk|"
    # v2.15: Tagalog "pa-" / "paki-" requests ("Pa-run naman ng X"), Norwegian and Danish imperatives ("Følg X-regelen",
    # "Last inn X"), Hungarian "let it go / can come" and urgency ("Most jöhet a X", "X a TOP-ra, gyorsan!"), and "I
    # need" in the languages of the request lexicons ("Potřebuju na finální kompozit Zorvex grade")
    r"pa-[a-z]+|paki-?[a-z]+|f[øo]lg|k[øo]r|brug|bruk|anvend|indl[æa]s|last inn|last opp|mehet|j[öo]het|gyorsan|sietve|"
    r"umiddelbart|med det samme|hurtigt|nopeasti|snel|snabbt|"
    r"pot[řr]ebuju|potrzebuj[ęe]|мне нужн\w+|нужно|мені потрібн\w*|tarvitsen|beh[öo]ver|trenger|har brug for|"
    r"ihtiyac[ıi]m var|butuh|perlu|cần|kailangan|צריך|أحتاج|نحتاج|चाहिए|ich brauche|wir brauchen|j'ai besoin|"
    r"on a besoin|necesito|necesitamos|mi serve|ci serve|preciso|precisamos|nodig"
)
_REQUEST_WORD = re.compile(r"(?:^|[^\w'])(?:" + _REQUEST_WORDS + r")(?![\w])", re.IGNORECASE)
# v2.15: a request word closing its clause before a colon or dash ("так что давай:", "come on:"), read by `request_clauses`
_REQUEST_THEN_COLON = re.compile(r"(?:^|[^\w'])(?:" + _REQUEST_WORDS + r"|go|come on|do it|here goes)[ \t]*[:：—–]\s*$",
                                 re.IGNORECASE)
# v2.13: a subject pronoun right before a request word makes it a statement of what we or I do ("Vi kör LAYOUT2
# efter lunch", "Wir starten KICK1 nach der Pause"); an imperative has no subject
_FOREIGN_SUBJECT_VERB = re.compile(
    r"(?:^|[^\w'])(?:vi|wir|nous|nosotros|nosotras|noi|n[óo]s|wij|my|мы|ми|biz|kami|kita|ch[úu]ng t[ôo]i|אנחנו|εμείς|हम|"
    r"jag|ich|je|yo|io|eu|ik|я|ben|saya|aku|t[ôo]i|אני|εγώ|मैं)\s+"
    r"(?!skulle|vill|m[öo]chte|h[äa]tte|voudrais|veux|aimerais|quiero|quisiera|vorrei|voglio|gostaria|quero|queria|"
    r"wil|zou|chc|cht|хочу|хотел|хот|θα|θέλω|רוצה|चाह|ingin|mau|mu[ốo]n|istiyorum|kann|k[öo]nnte|peux|puedo|posso|"
    r"kan|mog|m[ůu][žz]|могу|bitte|prosz|pros|per favore|por favor|s'il)"
    r"(?:" + _REQUEST_WORDS + r")(?![\w])", re.IGNORECASE)
# scripts without spaces between words: the request particles and verbs as substrings
_REQUEST_CJK = re.compile(
    r"请|請|帮我|幫我|麻烦|麻煩|跑一下|开一下|用一下|一下|吧|"   # zh: polite markers (a bare verb also states)
    r"紧急|緊急|马上|馬上|立刻|立即|赶紧|趕緊|先按|遵守|按照|做一下|先跑|再跑|先做|再做|先用|"  # zh: urgency, first/then
    # v2.13: zh: a clause that opens on a verb or the coverbs 把 / 给 / 用 / 按 has no subject: an imperative
    # (not one after a name, its subject: "FOGMIX_B12 运行很慢")
    r"(?:^|(?<=[，。！；：、,.!;:—])\s?)(?:现在就?|現在就?|马上|先)?(?:把|给|給|用|按|做|执行|執行|运行|運行|启动|啟動|应用|應用|套用|加上|跑)|"
    r"谢谢|謝謝|ゴー|ありがとう|감사합니다|고마워|"
    r"して|してください|して下さい|お願い|おねがい|頼む|頼みます|使って|作って|やって|かけて|ください|くれ|"  # ja: verb forms
    r"至急|今すぐ|すぐに|早く|先に|従って|[てで](?=\s*(?:[。！!…]|$))|"   # ja: the te-form ending a sentence asks
    r"해줘|해 줘|해주세요|해 주세요|부탁|켜줘|켜 줘|돌려|시작해|하자|긴급|당장|빨리|먼저|만들어|"  # ko: verb forms
    r"[아어여와워해]\s*줘|[아어여와워해]\s*주세요|[아어여와워해]\s*주라|해라|하세요|주십시오|하십시오|주실래요|줄래요|"                 # ko: the give-me endings
    r"ก่อนนะ|ด่วน|ทันที|อยากให้|บอกว่าให้|เลย(?=\s*$)|ตอนนี้เลย|เดี๋ยวนี้|"
    r"(?:^|(?<=[，。！；：、,.!;:]))\s?先(?=\s)|अभी(?=\s*[!！])|"  # v2.14: zh "先 X 再 Y"; hi "X अभी!"
    # v2.15: zh: the name, then "to" / "onto" a target ("X 给舞蹈那一段", "命名規則 N1 套用到今天新建的所有運算子"): the
    # name is the fronted object of an imperative
    r"(?:^|(?<=\s))(?:给|給|套用到|套用在|应用到|應用到|应用在|應用在|用到|用在|加到|加在|放到|放在)(?!了)|"
    r"ช่วย|ให้หน่อย|หน่อย|ได้เลย|กรุณา|โปรด|"  # th: particles, never a bare verb ...
    r"(?:^|(?<=[\s,.!]))ใช้(?=กฎ|\s)|"  # v2.14: ... but "use" opening the clause ("ใช้กฎ X กับ...")
    r"^\s*ท(?:\u0e33|\u0e4d\u0e32)(?=\s)|"  # v2.16: ... and "do" opening the message ("ทำ wirecomb กับ..."; NFKC splits "ำ")
    # v2.14: Indonesian and Malay "-kan" imperatives opening a clause ("Siapkan X", "Muatkan X"; not "di-"), Tagalog "i-"
    r"(?:^|(?<=[,.!?;]\s))(?![Dd]i|[Kk]e|[Ss]e)[A-Za-z]{3,}kan(?![\w])|(?:^|(?<=[,.!?;]\s))[Ii]-[a-z]{3,}(?![\w])|"
    # v2.14: verbs that are imperatives only opening a clause (pt "Corre o X", fi "Noudata X-sääntöä", ms/id "Buat X",
    # "..., tapi ikut X dulu"): elsewhere they also state ("o X corre bem", "buat apa")
    r"(?:^|(?<=[,.!?;]\s)|(?<=\btapi\s)|(?<=\bdan\s)|(?<=\blalu\s))(?:[Cc]orre|[Nn]oudata|[Nn]oudattakaa|[Bb]uat|"
    r"[Ii]kut|[Ii]kuti|[Pp]atuhi|"
    # v2.15: Vietnamese do / run / apply / use / load opening a clause ("Làm X rồi xoá ...", "Áp dụng quy tắc N1 ...")
    r"[Ll][àa]m|[Cc]h[ạa]y|[ÁáAa]p d[ụu]ng|[Dd][ùu]ng|[Tt][ảa]i)(?![\w])")
# v2.14: a full stop inside a word ("bloom.tox", "v2.6") ends no sentence
_SENTENCE_END = re.compile(r"(?:[!?;。！？；\n]|\.(?!\w))+")


def foreign_request(prompt: str, spans: Sequence[tuple[int, int]]) -> str:
    """A request word of another language in a sentence that names the procedure ("" when none):
    an imperative of a carry-out verb, a modal request or a please ("odpal KICK1", "VJ_BANK_A yükle
    lütfen", "帮我执行一下 DESKMAP_X32"). The names themselves are masked first."""
    masked = _blank(fold(prompt), spans)
    for left, right in _segments(masked, _SENTENCE_END):
        if not _names_in((left, right), spans):
            continue
        m = _request_word(masked[left:right])
        if m:
            return m.group(0).strip(" ,")
    # v2.14: "now" of another language right after the name, before a comma ("PANIC_BLACK עכשיו, מישהו עלה לבמה!")
    for _, b in spans:
        m = _NOW_AFTER_NAME.match(masked, b)
        if m:
            return m.group(1)
    # v2.16: "not X but NAME" opening the sentence: a correction, the name is what is wanted ("Не KICK1, а GLITCHY")
    for a, _ in spans:
        word = contrast_opening(masked, a)
        if word:
            return word
    # v2.15: "then" of another language beside the name: a sequence of acts ("KICK1 és utána GLITCHY", "GLITCHY e poi il
    # look Zorvex", "先SYNCPOINT对齐灯光台，然后DEPLOY_SHOW", "Làm BACKUP_FIRST rồi xoá ...")
    for a, b in spans:
        m = _THEN_AFTER_NAME.match(masked, b) or _THEN_BEFORE_NAME.search(masked, max(0, a - 40), b)
        if m:
            return m.group(1)
    # v2.14: the name as an unchecked item of a checklist, asked for on a line of its own ("- [ ] LAYOUT2\n- [ ] wirecomb\n
    # haz las dos en /project1/fx")
    if _only_on_unchecked_items(masked, spans):
        for line in _lines_of_their_own(masked):
            m = _request_word(line)
            if m:
                return m.group(0).strip(" ,")
    return ""


def _only_on_unchecked_items(masked: str, spans: Sequence[tuple[int, int]]) -> bool:
    """Whether every name stands on an unchecked checklist item ("- [ ] LAYOUT2")."""
    return all(_UNCHECKED_ITEM.match(masked, masked.rfind("\n", 0, a) + 1) for a, _ in spans)


def _lines_of_their_own(masked: str) -> Iterator[str]:
    """The lines that are no list item: where a checklist's items are asked for."""
    return (line for line in masked.split("\n") if not _LIST_ITEM.match(line))


# "then" in the languages of the request lexicons (not "later" or "afterwards", which defer: "אחר כך", "बाद में")
_THEN_WORDS = (r"e poi|und dann|dann|danach|et puis|puis|ensuite|y luego|luego|y despu[ée]s|e depois|depois|e ent[ãa]o|"
               r"e a seguir|a seguir|em seguida|"  # v2.16: pt "KICK1 e a seguir GLITCHY"
               r"а потом|и потом|потом|затем|після цього|потім|a potem|potem|nast[ęe]pnie|a pak|pak|potom|sonra|ard[ıi]ndan|"
               r"en daarna|daarna|en dan|och sedan|sedan|och sen|og s[åa]|derefter|deretter|ja sitten|sitten|[șs]i apoi|"
               r"apoi|[ée]s ut[áa]na|ut[áa]na|majd|και μετά|μετά|ואז|ثم|وبعدين|और फिर|फिर|lalu|kemudian|habis itu|"
               r"setelah itu|lepas tu|r[ồo]i|sau [đd][óo]|tapos|pagkatapos|at saka|"
               r"然后|然後|再|之后|之後|その後|それから|次に|그 다음|그다음|다음에|그리고 나서|แล้วก็|แล้ว|จากนั้น")
_THEN_AFTER_NAME = re.compile(r"[ \t]*[,，、]?[ \t]*(?:(?:e|és|y|и|і|a|i|en|och|og|ja|și|και|ו|و|और|dan|at)[ \t]+)?"
                              r"(" + _THEN_WORDS + r")(?![^\W\d_])", re.IGNORECASE)
# (searched up to the end of the name, which is blanked: "then", at most two words, the name)
_THEN_BEFORE_NAME = re.compile(r"(?:^|(?<=[^\w]))(" + _THEN_WORDS + r")(?:[ \t,，]+[^\s,，]+){0,2}[ \t,，]*\Z", re.IGNORECASE)
_NAME_OPENS_MESSAGE = re.compile(r"[ \t\n>*•🚨!-]*[ ]+[ \t]*[,，—–]")
# v2.16: ... or before "!" or the end ("PANIC_BLACK 지금!!", "BLACKOUT เลยค่ะ"), and "now" / "right away" in ko, zh, ja, th
_NOW_AFTER_NAME = re.compile(r"[ \t]*(" + _NOW_WORDS + r"|अभी|ตอนนี้|지금|당장|바로|今すぐ|すぐ|立刻|马上|馬上|立即|现在|現在|"
                             r"เลย)(?:ค่ะ|คะ|ครับ|นะ|요)?[ \t]*(?:[,，]|[!！]+|[.。]?\s*\Z)", re.IGNORECASE)
_UNCHECKED_ITEM = re.compile(r"[ \t]*(?:[-*+]|\d+[.)])?[ \t]*\[ \]")
_LIST_ITEM = re.compile(r"[ \t]*(?:[-*+]|\d+[.)])[ \t]")


def foreign_request_words(prompt: str, spans: Sequence[tuple[int, int]]) -> list[str]:
    """Every request word of another language in the sentences that name the procedure."""
    masked = _blank(fold(prompt), spans)
    return [m.group(0).strip(" ,") for left, right in _segments(masked, _SENTENCE_END) if _names_in((left, right), spans)
            for pattern in (_REQUEST_WORD, _REQUEST_CJK) for m in pattern.finditer(masked[left:right])]


def _request_word(text: str) -> re.Match[str] | None:
    """The first request word of another language in `text` (names already masked), spaced or CJK."""
    return _REQUEST_WORD.search(text) or _REQUEST_CJK.search(text)


# v2.12: an English request in the sentence naming the procedure: an imperative opening one of its clauses (after
# fillers and polite words), a modal or wished request, a please, or urgency
_EN_FILLER = (r"(?:ok|okay|ok so|so|and|then|now|also|just|right|alright|please|pls|plz|kindly|quick|quickly|hey|yo|"
              r"oi|first|next|finally|again|go ahead and|can you|could you|would you|will you|u|you)")
_EN_VERBS = sorted(COMMON_VERBS | {
    "run", "rerun", "re-run", "apply", "execute", "trigger", "fire", "load", "deploy", "launch", "start", "do", "use",
    "build", "set", "play", "enable", "follow", "respect", "enforce", "tidy", "render", "map", "sync", "lock",
    "arrange", "clean", "comb", "put", "add", "give", "get", "make", "kick", "hit", "throw", "queue", "cue", "engage",
    "prepare", "grade", "slap", "stick", "implement", "invoke", "activate", "perform", "obey", "observe", "keep"},
    key=len, reverse=True)
_EN_IMPERATIVE = re.compile(r"^\W*(?:" + _EN_FILLER + r"\W+)*(?:" + "|".join(map(re.escape, _EN_VERBS)) + r")\b",
                            re.IGNORECASE)
_EN_REQUEST = re.compile(
    r"\b(?:please|pls|plz|kindly|can (?:you|u|we)|could (?:you|u|we)|would you|will you|let'?s|lets|"
    r"i need|we need|need you to|i want|we want|i'?d like|we'?d like|go ahead|make sure|ensure|time for|asap|"
    r"right now|go|do it|hit it|stat)\b|\b(?:thanks|thank you|thx|cheers)\b(?!\s+(?:for|to)\b)|(?<!\bfor )\bnow\b(?=\s*(?:[!.,;]|$|please|pls|plz|thanks))|!", re.IGNORECASE)
_NAME_FIRST = re.compile(r"^[^\w\x00]*(?:(?:ok|okay|so|and|then|now|also|just|right|alright|next|first|finally|my|our)"
                         r"\W+)*\x00+", re.IGNORECASE)
_EN_CLAUSE = re.compile(r"[,:;—–()\[\]+&]+|\s-\s|\s(?:and then|and|then)\s")  # v2.14: "X on the out and keep it Y"


def english_request(prompt: str, spans: Sequence[tuple[int, int]]) -> str:
    """An English request word in a sentence that names the procedure ("" when none): an imperative opening
    one of its clauses ("run X", "ok so apply X"), a please or modal request, urgency ("now", "asap", "!")."""
    text = fold(prompt)
    masked = _blank(text, spans)
    chars = list(text)
    for a, b in spans:
        chars[a:b] = "\x00" * (b - a)
    marked = "".join(chars)  # the names as \x00 runs: whether one opens a clause
    for left, right in _segments(masked, _SENTENCE_END):
        if not _names_in((left, right), spans):
            continue
        sentence = masked[left:right]
        m = _EN_REQUEST.search(sentence)
        if m:
            return m.group(0).strip()
        for clause in _EN_CLAUSE.split(sentence):
            m = _EN_IMPERATIVE.match(clause)
            if m:
                return m.group(0).strip(" ,")
        # the name opens its clause, a call: "wirecomb. this patch is a bird's nest", "client wants it, so: RENDER_HQ"
        if any(_NAME_FIRST.match(clause) for clause in _EN_CLAUSE.split(marked[left:right])):
            return "the name opens its clause"
    return "consent to the assistant's offer" if consented(text, spans) else ""


# v2.14: the assistant's offer in the user's words, then consent ("You asked whether to use my FEEDBACK trail settings
# for the club set. Yes, go ahead."): the offer's "asked" is no report of a run, and the consent asks outright
_OFFER_RECALLED = re.compile(r"\byou (?:asked|offered|suggested|proposed|wanted to know)(?: me)?(?: earlier| before| just now)?"
                             r"(?: (?:whether|if)"
                             r"(?: (?:i|we) (?:want(?:ed)?|should))?(?: you)?(?: (?:should|could))?| to)\b", re.IGNORECASE)
_CONSENT_SENTENCE = re.compile(r"(?:^|(?<=[.!?\n])|(?<=[.!?]\s))\s*(?:yes|yeah|yep|yup|sure|ok(?:ay)?|please do|do it|"
                               r"go ahead|go for it)\b(?![^.!?\n]{0,30}\b(?:but|not|don'?t|later|tomorrow)\b)",
                               re.IGNORECASE)


def consented(text: str, spans: Sequence[tuple[int, int]]) -> bool:
    """Whether every name stands in a recalled offer of the assistant's that a later sentence consents to."""
    offers = list(_OFFER_RECALLED.finditer(text))
    if not spans or not offers:
        return False
    def agreed(a: int) -> bool:
        offer = next((m for m in reversed(offers) if m.end() <= a), None)
        if offer is None or re.search(r"[.!?\n]", text[offer.end():a]):
            return False
        end = re.search(r"[.!?\n]|$", text[a:]).start() + a  # type: ignore[union-attr]
        return bool(_CONSENT_SENTENCE.search(text, end))
    return all(agreed(a) for a, _ in spans)


# v2.13: an English request that asks outright, for `request_clauses`: a please or modal request, "go ahead",
# an imperative opening a clause, or an exclamation right after the name ("PANIC_BLACK!!!"); not a bare "now"
_EN_ASKS = re.compile(
    r"\b(?:please|pls|plz|kindly|can (?:you|u)|could (?:you|u)|(?:can|could) we (?:get|have)|would you|will you|let'?s|need you to|i'?d like|"
    r"we'?d like|go ahead|do it|hit it|asap|right now)\b", re.IGNORECASE)


def _asks_in_names_sentence(prompt: str, spans: Sequence[tuple[int, int]]) -> bool:
    """Whether a sentence that names the procedure asks outright (`_strong_english_request`), or, for a name
    only on unchecked checklist items, a line of its own does ("- [ ] CUE_STACK_7\nlast box is yours, do it")."""
    text = fold(prompt)
    if any(_strong_english_request(text[lo:hi], [(a - lo, b - lo) for a, b in spans if lo <= a < hi])
           for lo, hi in _segments(text, _SENTENCE_END) if _names_in((lo, hi), spans)) or consented(text, spans):
        return True
    masked = _blank(text, spans)
    return bool(spans) and _only_on_unchecked_items(masked, spans) and \
        any(_strong_english_request(line, []) for line in _lines_of_their_own(masked))


def _strong_english_request(piece: str, spans: Sequence[tuple[int, int]]) -> bool:
    masked = _blank(fold(piece), spans)
    if _EN_ASKS.search(masked) or any(_EN_IMPERATIVE.match(c) for c in _EN_CLAUSE.split(masked)):
        return True
    return any(re.match(r"\s*!", masked[b:]) for _, b in spans)


# function words of other languages written in ASCII that are no English words (of three letters or more: shorter ones
# are not counted above); not "pour", "non", "pas", "les", "los", "las", "para", "mit", which English text holds
_FOREIGN_FUNCTION_WORDS = frozenset([
    "uns", "und", "ist", "nicht", "wir", "ich", "auf", "das", "dem", "ein", "eine", "einen", "zum", "beim", "noch", "schon",
    "auch", "aber", "oder", "wenn", "bitte", "jetzt", "letztes", "jahr", "het", "een", "niet", "wij", "ook", "maar",
    "och", "att", "jag", "inte", "ikke", "jeg", "une", "est", "avec", "dans", "por", "una", "della", "che", "sono", "nel"])


def english(prompt: str, spans: Sequence[tuple[int, int]]) -> bool:
    """Whether the prompt, its procedure names masked, reads as English: every word in ASCII and at
    least 60 % of them English dictionary words ("KICK1 pls on the main out" yes; "Już odpaliłam
    KICK1", "GLITCHY'yi sakın ekleme" no). A prompt of names alone counts as English.

    Stricter than `gate.not_english` on purpose (that one needs two foreign function words, and reads
    "GLITCHY'yi sakın ekleme" as English): here a doubt must fall on the side of the higher threshold."""
    words = _WORD.findall(_blank(fold(prompt), spans))
    if not words:
        return True
    if not all(w.isascii() for w in words):
        return False
    # v2.14: words of one or two letters ("a", "e", "o", "de", "no") are shared by many languages; they are not counted
    # when longer words are there ("Segue a regra X antes de mexer no bloom.tox e muda o threshold pra 0.7")
    words = [w for w in words if len(w) > 2] or words
    # v2.18: two function words of another language are not English, however many loanwords stand around them
    # ("STROBE_SAFE hat uns letztes Jahr an der Street Parade den Drop ruiniert")
    if len({w.lower() for w in words} & _FOREIGN_FUNCTION_WORDS) >= 2:
        return False
    return sum(is_common_word(w.lower()) for w in words) >= 0.6 * len(words)


def encode(weights: Iterable[float], bias: float, threshold: float, trained_on: Sequence[str],
           threshold_other: float | None = None) -> bytes:
    """The weights file's bytes: canonical JSON, weights as little-endian float16 in base64
    (deterministic for the same inputs)."""
    import numpy as np

    blob = np.asarray(list(weights), dtype="<f2").tobytes()
    doc = {"format": 1, "feature_version": FEATURE_VERSION, "dim_bits": DIM_BITS,
           "bias": round(float(bias), 6), "threshold": round(float(threshold), 4),
           "trained_on": list(trained_on), "weights_f16": base64.b64encode(blob).decode("ascii")}
    if threshold_other is not None:
        doc["threshold_other"] = round(float(threshold_other), 4)
    return (json.dumps(doc, sort_keys=True, indent=0) + "\n").encode("utf-8")


def load_model(path: Path | None = None, expected_sha256: str | None = WEIGHTS_SHA256) -> InvocationModel:
    """Read and check a weights file (default: the shipped `MODEL_PATH`; InvocationModelError
    when missing, altered or malformed; `expected_sha256=None` skips the hash, for tests)."""
    path = MODEL_PATH if path is None else path
    try:
        data = path.read_bytes()
    except OSError as exc:
        raise InvocationModelError(str(path), f"cannot be read ({exc.strerror or exc})") from exc
    digest = hashlib.sha256(data).hexdigest()
    if expected_sha256 is not None and digest != expected_sha256:
        raise InvocationModelError(str(path), f"content hash {digest[:16]}… is not the shipped "
                                              f"{expected_sha256[:16]}… (the file was altered)")
    try:
        doc: dict[str, Any] = json.loads(data)
        if doc.get("format") != 1 or doc.get("feature_version") != FEATURE_VERSION or doc.get("dim_bits") != DIM_BITS:
            raise ValueError(f"format {doc.get('format')!r} / features {doc.get('feature_version')!r} "
                             f"/ dim_bits {doc.get('dim_bits')!r} do not match this code")
        blob = base64.b64decode(doc["weights_f16"], validate=True)
        if len(blob) != 2 * DIM:
            raise ValueError(f"{len(blob) // 2} weights, expected {DIM}")
        weights = array("d", struct.unpack(f"<{DIM}e", blob))
        bias, threshold = float(doc["bias"]), float(doc["threshold"])
        other = float(doc.get("threshold_other", threshold))
        if not all(math.isfinite(x) for x in (bias, threshold, other, *weights)) or \
                not 0.0 <= threshold <= 1.0 or not 0.0 <= other <= 1.0:
            raise ValueError("non-finite weights or a threshold outside 0..1")
        trained_on = tuple(str(s) for s in doc.get("trained_on", []))
    except (ValueError, KeyError, TypeError, struct.error) as exc:  # JSONDecodeError and binascii.Error are ValueErrors
        raise InvocationModelError(str(path), f"malformed ({exc})") from exc
    return InvocationModel(weights, bias, threshold, trained_on, other, min(threshold, REQUESTED_THRESHOLD))


@functools.lru_cache(maxsize=1)
def default_model() -> InvocationModel:
    """The shipped model (loaded and checked once per process)."""
    return load_model()


# ---- training (build script and bench; needs numpy) -------------------------------------------

def fit(rows: Sequence[Sequence[int]], labels: Sequence[int], *, l2: float = 1e-4,
        iterations: int = 600) -> tuple[np.ndarray, float]:
    """L2-regularised logistic regression by Nesterov-accelerated gradient descent over sparse
    binary rows (each row scaled to unit length). Deterministic: fixed step, order and count."""
    import numpy as np

    n = len(rows)
    if n == 0 or n != len(labels):
        raise ValueError("fit needs as many labels as rows, and at least one")
    lengths = np.array([len(r) for r in rows], dtype=np.int64)
    idx = np.concatenate([np.asarray(r, dtype=np.int64) for r in rows])
    row_of = np.repeat(np.arange(n), lengths)
    val = np.repeat(1.0 / np.sqrt(np.maximum(lengths, 1)), lengths)
    y = np.asarray(labels, dtype=np.float64)
    w = np.zeros(DIM)
    b = 0.0
    vw, vb = w.copy(), b
    step = 1.0 / (0.25 + l2)
    for t in range(1, iterations + 1):
        z = np.bincount(row_of, weights=vw[idx] * val, minlength=n) + vb
        err = 1.0 / (1.0 + np.exp(-np.clip(z, -40, 40))) - y
        gw = np.bincount(idx, weights=val * err[row_of], minlength=DIM) / n + l2 * vw
        gb = float(err.mean())
        w_new, b_new = vw - step * gw, vb - step * gb
        momentum = (t - 1) / (t + 2)
        vw, vb = w_new + momentum * (w_new - w), b_new + momentum * (b_new - b)
        w, b = w_new, b_new
    return w, b


def predict(w: np.ndarray, b: float, rows: Sequence[Sequence[int]]) -> np.ndarray:
    """Probabilities for sparse rows under numpy weights (training-time twin of `probability`)."""
    import numpy as np

    z = np.array([b + (float(w[list(r)].sum()) / math.sqrt(len(r)) if r else 0.0) for r in rows])
    out: np.ndarray = 1.0 / (1.0 + np.exp(-np.clip(z, -40, 40)))
    return out


__all__ = ["DIM", "FEATURE_VERSION", "LEXICAL_GUARDS", "MODEL_PATH", "WEIGHTS_SHA256", "InvocationModel", "InvocationModelError",
           "default_model", "encode", "feature_ids", "feature_names", "fit", "guard", "load_model", "mask", "predict"]
