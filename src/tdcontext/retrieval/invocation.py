"""How a prompt refers to a stored procedure: invokes it, asks what it says, or merely mentions it.

Structure, not word lists: a verb invokes only when it governs the procedure's name (an
imperative or request clause whose object is the name, "the NAME procedure", a trailing
"…, NAME" command, or "time for NAME"), a step of a command sequence ("LAYOUT2 then wirecomb") or a show-calling cue
("stand by NAME ... go"); a distinctive name also counts when typed one edit off ("KIKC1"), and
its trailing number spoken ("kick one"). v2.5: a name called as an utterance of its own
("PANIC_BLACK", "doors in five. DEPLOY_SHOW"), command verbs one key off ("rnu"), a carry-out
verb whose direct object repeats the title ("do the lighting console handshake now"), and
requests, echo and meta frames in more languages. v2.7: chat and command syntax spelled out first
(`canonical_commands`: slash commands, letters spelled one by one, pictographs, checklists), a
name in code format with the request outside, names in one list or running order decided
together, request words of more languages, and a question in the procedure's own terms
(`asks_in_body_terms`: a word its text has and its title has not).
Names inside quotes, backticks or code never invoke (a bare name in backticks only with a request
outside them);
meta-linguistic frames (spell, pronounce, translate, "the word", reverse, count, case changes,
"start your reply with", "what does X mean", ...) and echo frames in several languages never
invoke, in any position. Invariant: every function here is pure and depends only on its
arguments (no model, no index).
"""

from __future__ import annotations

import functools
import itertools
import re
import unicodedata
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from ..lazyre import LazyPattern, lazy_compile
from .lexical import STOPWORDS
from .lexicon import COMMON_VERBS, is_common_word

# v2.15: and the Arabic question mark is a question mark ("ماذا تقول قاعدة X عن ...؟"); NFKC keeps it
_QUOTE_FOLD = {ord("’"): "'", ord("‘"): "'", ord("“"): '"', ord("”"): '"', ord("„"): '"', ord("؟"): "?"}
FRAME_NOUNS = r"(procedure|proc|rule|macro|preset|routine|recipe|look|grade|treatment|setup|set-up|workflow|script|sequence|thing|checklist)"


#: At most this many occurrences of one procedure's name are judged (the first ones): a prompt that
#: names it more often is a pasted log or list, and the work per occurrence is linear in the prompt.
MAX_SPANS = 24

#: A prompt longer than this is analysed at its head and tail only (half each).
ANALYSED_CHARS = 6000

#: Prompts up to this length are memoised (bounded caches: a few MB at most); longer ones are
#: analysed afresh each time.
CACHED_CHARS = 2000


_GREEK_LETTER = lazy_compile(r"[\u0370-\u03ff\u1f00-\u1fff]")
_GREEK_QUESTION_MARK = lazy_compile(r";(?=\s|$)")


def blank_matches(pattern: re.Pattern[str] | LazyPattern, text: str) -> str:
    """`text` with each match of `pattern` replaced by spaces (same length, so spans still line up)."""
    return pattern.sub(lambda m: " " * len(m.group(0)), text)


def fold(text: str) -> str:
    """NFKC plus straight quotes, so "Don’t" and "Don't" read the same, and "؟" as "?"; in Greek, whose question mark
    NFKC turns into ";", a ";" before a space or the end is a "?" ("Τι λέει ο κανόνας X;")."""
    folded = unicodedata.normalize("NFKC", text).translate(_QUOTE_FOLD)
    if ";" in folded and _GREEK_LETTER.search(folded):
        folded = _GREEK_QUESTION_MARK.sub("?", folded)
    return folded


# ---- procedure names ----------------------------------------------------------------------

_NAME_TOKEN = lazy_compile(r"(?<![\w/.])[A-Za-z][A-Za-z0-9]*(?:_[A-Za-z0-9]+)*(?![\w])")
_GENERIC_TITLE = frozenset(["macro", "rule", "rules", "procedure", "preset", "recipe", "note", "notes", "the", "and", "for", "with", "from", "into", "a", "an", "of", "to", "in", "on", "my", "our", "your", "this", "that", "step", "steps"])


def procedure_names(title: str, declared: Iterable[str] = ()) -> set[str]:
    return set(_procedure_names(title, tuple(declared)))


@functools.lru_cache(maxsize=4096)
def _procedure_names(title: str, declared: tuple[str, ...]) -> frozenset[str]:
    """Lower-case names that identify a stored procedure: names declared in frontmatter
    (`name:`), title tokens with a digit or underscore (KICK1, VJ_BANK_A), and title words
    that are neither English dictionary words nor TouchDesigner terms (Zorvex)."""
    names = {name for name in (" ".join(str(d).lower().split()) for d in declared) if _declarable(name)}
    head = fold(title).split(":", 1)[0]  # "DESKMAP_X32: map the X32 desk": X32 is the device, not the name
    for tok in _NAME_TOKEN.findall(head):
        low = tok.lower()
        if low in _GENERIC_TITLE:
            continue
        if "_" in tok or (any(c.isdigit() for c in tok) and len(tok) >= 2) or len(tok) >= 4 and tok.isalpha() and not is_common_word(tok):
            names.add(low)
    return frozenset(names)


def _declarable(name: str) -> bool:
    """A declared name must be able to identify something: not a function word or a verb of
    request ("the", "please", "run"), at least 3 characters. An entry declaring `name: the`
    would otherwise turn every "run the ..." into an invocation of itself."""
    words = re.findall(r"\w+", name)
    if not words or len(name) < 3 or len(words) > 4:
        return False
    return not all(w in STOPWORDS or w in _DISCOURSE or _VERB_RE.fullmatch(w) or _POLITE.fullmatch(w)
                   for w in words)


_DISCOURSE = frozenset(["go", "ahead", "now", "yes", "ok", "okay", "sure", "thanks", "please", "it", "this", "that",
                        "here", "there"])


@functools.lru_cache(maxsize=4096)
def title_phrase(title: str) -> str:
    """The title's head ("FEEDBACK" in "FEEDBACK: my trail settings", "quiet hours" in "Quiet
    hours at the riverside venue"): usable only as "the <phrase> procedure/rule/macro"."""
    head = fold(title).split(":", 1)[0]
    words: list[str] = []
    for w in re.findall(r"[A-Za-z0-9_]+", head):
        if w.lower() in _GENERIC_TITLE or w.lower() in ("at", "by", "before", "after", "when"):
            if words:
                break
            continue
        words.append(w.lower())
        if len(words) == 3:
            break
    return " ".join(words)


# ---- protected spans: quotes, backticks, code ------------------------------------------------

_PROTECTED = [
    lazy_compile(r"`[^`]{1,200}`"),
    lazy_compile(r'"[^"\n]{1,200}"'),
    lazy_compile(r"(?<![\w])'[^'\n]{1,200}'(?![\w])"),
    lazy_compile(r"«[^»\n]{1,200}»"),
    lazy_compile(r"「[^」\n]{1,200}」|『[^』\n]{1,200}』"),
    lazy_compile(r"[A-Za-z_][\w.]*\([^()\n]{0,200}\)"),      # call(...)
    lazy_compile(r"\b[A-Za-z_]\w*\s*=\s*[^\s,;]+"),          # x = y
    lazy_compile(r"(?<![\w])[\w.]*_?\w*\(\)"),
    # v2.12: a pasted log line, timestamped to the second ("[14:02:11] BACKUP_FIRST: exported ...",
    # "2026-03-14 19:30:01 KICK1 armed", "19:30:01.250 ..."): what a program printed, not a request
    lazy_compile(r"(?m)^[ \t]*(?:\[\d{1,2}:\d{2}:\d{2}(?:[.,]\d+)?\]|\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}\S*|"
                 r"\d{1,2}:\d{2}:\d{2}[.,]\d{1,6})[^\n]*"),
]


_LIST_LINE = lazy_compile(r"[ \t]*(?:[-*•+][ \t]+|\d{1,2}[.)][ \t]+)(?:\[[ xX✓✔]\][ \t]*)?\S")
_HEADING_LINE = lazy_compile(r"[ \t]*#{1,6}[ \t]+\S")


_LIST_FENCE = lazy_compile(r"```[a-z]*[ \t]*\n((?:[^`]|`(?!``))*?)\n?```")


def _markdown_list_fence(body: str) -> bool:
    """A fenced block that holds only a markdown list (items, checkboxes, headings) and no code
    punctuation: a checklist pasted in a fence ("```\n- [ ] RENDER_HQ\n- [ ] DEPLOY_SHOW\n```"), not code."""
    lines = [line for line in body.strip("`").splitlines() if line.strip()]
    return bool(lines) and any(_LIST_LINE.match(line) for line in lines) and \
        all(_LIST_LINE.match(line) or _HEADING_LINE.match(line) for line in lines) and not re.search(r"[=(){};<>]", body)


def protected_spans(text: str) -> list[tuple[int, int]]:
    spans: list[tuple[int, int]] = []
    for pattern in _PROTECTED:
        spans += [m.span() for m in pattern.finditer(text)
                  if not (m.group(0).startswith("`") and "\n" in m.group(0) and _markdown_list_fence(m.group(0)))]
    return spans


def inside(pos: tuple[int, int], spans: Sequence[tuple[int, int]]) -> bool:
    """Does the span `pos` lie within one of `spans` (a quote, a code literal...)?"""
    return any(a <= pos[0] and pos[1] <= b for a, b in spans)


# ---- meta-linguistic and echo frames ---------------------------------------------------------

_LANG = (r"(english|french|german|spanish|russian|chinese|mandarin|japanese|italian|portuguese|korean|"
         r"dutch|polish|arabic|hindi|swedish|latin|greek|turkish|katakana|hiragana|kanji|pig latin)")
# an interpreter relaying someone is no translation of the name: "Translating for Yuki:", "Je traduis pour Amara :"
_NOT_A_RELAY = (r"(?!\s+(?:pour|para|per|f[üu]r|voor|dla|for)\s+(?:(?-i:[A-Z])\w*|mon|ma|notre|mi|nuestr[oa]|il|la|"
                r"unser\w*|my|our|the)\b)")
_META_ALWAYS = [
    # (v2.19: not an apology for one's own spelling: "plz do the zorvx grade, sorry for the spelling")
    (r"(?<!\bfor the )(?<!\bfor my )(?<!\babout the )(?<!\babout my )(?<!\bexcuse my )(?<!\bexcuse the )(?<!\bpardon my )"
     r"(?<!\bignore my )(?<!\bignore the )(?<!\bmind my )\bspell(s|ed|ing)?\b(?!\s*check)"), r"\bletter by letter\b", r"\bpronounc\w*|\bpronunciation\b",
    r"\betymolog\w*", r"\bwhat(?:'s| is| does| do| did)\s+(?:\S+\s+){0,2}\S+\s+mean(s|t)?\b(?!\s+(to|that|for)\b)",
    r"\bmeaning of\b", r"\bstand(s)? for\b",
    # v2.14: the question embedded ("the guard asked what the GLITCHY sticker means")
    r"\bwhat\s+(?:the\s+|that\s+|this\s+)?\S+(?:\s+\S+){0,5}?\s+means\b(?!\s+(?:to|that|for)\b)",
    r"\bin a sentence\b", r"\bin an? (?:example|sample|short|simple) sentence\b", r"\bexample sentence\b",
    r"\bsentence (containing|with|using)\b",
    # v2.13: "start your answer with X" in Korean, Japanese and Chinese ("답변을 'KICK1'로 시작해 줘")
    (r"(?:답변|대답|응답|답장|답)을?[^.?!\n]{0,30}(?:로|으로)\s*시작|(?:返事|回答|返信|答え)[をは]?[^。？！\n]{0,30}で始め|"
     r"(?:回答|回复|答复|回覆)[^。？！\n]{0,20}(?:以|用)[^。？！\n]{0,20}(?:开头|開頭)"), (r"\b(start|begin|end|finish|open|close|prefix|suffix)\s+(your|the|each|every|my|this|next)?\s*"
    r"(next\s+)?(reply|replies|answer|answers|response|responses|message|messages|output)\s+with\b"),
    # v2.16: ... in the other languages of the request lexicons ("Начни ответ со слова X", "Commence ta réponse par X")
    (r"начни\s+(?:свой\s+)?ответ\s+с|почни\s+(?:свою\s+)?відповідь\s+з|\bcommencez?\s+(?:ta|votre)\s+r[ée]ponse\s+par|"
     r"\bbeginne?\s+(?:deine|ihre)\s+antwort\s+mit|\bempieza\s+(?:tu|la)\s+respuesta\s+con|\binizia\s+(?:la\s+)?(?:tua\s+)?risposta\s+con|"
     r"\bcomece\s+(?:a\s+)?(?:sua\s+)?resposta\s+com|\bbegin\s+je\s+antwoord\s+met|\bzacznij\s+(?:swoj[ąa]\s+)?odpowied[źz]\s+od|"
     r"\bbörja\s+(?:ditt\s+)?svar\s+med|\bstart\s+(?:dit|ditt)\s+svar\s+med|\baloita\s+vastauksesi|\bcevab[ıi]na\s+\S+\s+ile\s+ba[şs]la|"
     # v2.18: Indonesian / Malay, Tagalog, Vietnamese, Romanian, Greek
     r"\bmulai(?:lah)?\s+(?:jawaban|balasan)\w*\s+dengan|\bmula(?:kan)?\s+(?:jawapan|balasan)\w*\s+dengan|"
     r"\bsimulan\s+(?:mo\s+)?ang\s+(?:sagot|tugon)|\bb[ắ]t đ[ầa]u c[âa]u tr[ảa] l[ờo]i|\b[îi]ncepe\s+(?:r[ăa]spunsul|r[ăa]spunsul t[ăa]u)|"
     r"ξεκίνα την απάντηση"),
    # v2.16: bold in Finnish, Swedish, Danish, Polish... ("Kirjoita RENDER_HQ lihavoituna")
    r"\blihavoi\w*|\bfetstil\w*|\bfed skrift\b|\bpogrubion\w*|\btu[čc]n[ěe]\b|\bf[ée]lk[öo]v[ée]r\w*|\bkal[ıi]n yaz\w*",
    r"\brhym\w*", r"\banagram", r"\bplural of\b", r"\babbreviat\w*", r"\bbase ?64\b", r"\bmorse\b",
    r"\bascii codes?\b", r"\bpalindrome", r"\bvowels?\b",
    # v2.14: vowels and consonants in other languages; characters counted ("Wie viele Zeichen hat X?")
    (r"\b(?:vogais|voyelles|vokale|vocales|vocali|vocale|klinkers|vokaler|samog[łl]osk\w*|samohl[áa]s\w*|vokaali\w*|"
     r"mag[áa]nhangz\w*|consoantes|consonnes|konsonanten|consonantes|consonanti|medeklinkers|sp[óo][łl]g[łl]osk\w*|"
     r"nguy[êe]n [âa]m|huruf vokal|sesli harf\w*)\b|гласн\w*|согласн\w*|приголосн\w*|φωνήεντ\w*|母音|元音|子音|辅音|모음|자음|สระ|תנועות|"
     r"\b(?:wie viele|hur m[åa]nga|hvor mange|kuinka monta|montako|ka[çc]|berapa|bao nhi[êe]u|c[âa]te|quantos|quantas|"
     r"combien de|cu[áa]ntos|quanti|hoeveel|ile|kolik|h[áa]ny)\b[^.?!]{0,20}\b(?:zeichen|tecken|tegn|merkki\w*|karakter\w*|"
     r"k[ýy] t[ựu]|caractere|caracteres|caract[èe]res|caratteri|tekens|znak\w*|karaktere?)\b|"
     r"(?:сколько|скільки|πόσα|כמה|कितने)[^.?!]{0,20}(?:символ\w*|знак\w*|χαρακτήρ\w*|תווים|अक्षर)"), r"\bhashtag", r"\blimerick|\bhaiku\b|\bpoem\b",
    r"\b(puns?|acrostic|slogan|tagline|nickname|mnemonic|tongue twister|wordplay)\b", r"\bjoke (about|on|with)\b",
    r"\b(real|english|proper) word\b", r"\bone word or two\b", r"\bgrammatical\w*", r"\bcapitali[sz]ed?\b",
    r"\b(camel|kebab|snake|pascal|title|upper|lower|sentence)[ _-]?case\b", r"\b(uppercase|lowercase|all caps)\b",
    # letters, meaning and reading in other languages: "combien de lettres dans X", "сколько букв",
    # "KICK1 有几个字母", "que veut dire X", "was bedeutet X", "¿qué significa X?", "KICK1 怎么读"
    (r"\b(?:lettres?|caract[èe]res|buchstaben|letras|caracteres|lettere|caratteri|liter|znak[óo]w|s[iy]labas?|"
     r"silben|syllabes?|sillabe|hoeveel letters)\b|букв\w*|слог\w*|字母|字符|几个字|何文字|文字数|글자|음절|"
     r"\bveut dire\b|\bsignifie\b|\bbedeutet\b|\bbedeutung\b|\bsignifica\w*|\bsignificado\b|\bbetekent\b|"
     r"\bznaczy\b|\boznacza\b|значит|означает|意思|意味|뜻|怎么读|怎么念|読み方|発音|발음|読む|"
     # how the name is said in another language: "X は英語で何と言う?", "X 用英语怎么说", "X 어떻게 말해"
     r"何と言|何て言|なんて言|どう言|怎么说|怎麼說|어떻게 말|翻訳|翻译|번역"),
    # case changes in other languages: "en majuscules", "in Großbuchstaben", "en mayúsculas", "заглавными", "大写"
    (r"\ben (?:majuscules?|minuscules?|capitales)\b|gro[ßs]buchstaben|kleinbuchstaben|\ben (?:may[úu]sculas?|min[úu]sculas?)\b|"
     r"\bin (?:maiuscol[oe]|minuscol[oe])\b|\bem (?:mai[úu]sculas?|min[úu]sculas?)\b|заглавны\w*|прописны\w*|строчны\w*|"
     r"大写|小写|大寫|小寫|大文字|小文字|hoofdletters|kleine letters|wielkimi literami|ma[łl]ymi literami|"
     # v2.15: Korean and the wider suites' languages ("X를 소문자로 써줘", "X küçük harflerle", "X chữ thường")
     r"소문자|대문자|k[üu][çc][üu]k harf\w*|b[üu]y[üu]k harf\w*|ch[ữu] th[ưu][ờo]ng|ch[ữu] hoa|ตัวพิมพ์(?:เล็ก|ใหญ่)|"
     r"mal[ýy]mi p[íi]smen\w*|velk[ýy]mi p[íi]smen\w*|kisbet[űu]\w*|nagybet[űu]\w*|πεζ[άα]|κεφαλα[ίι]\w*|"
     r"אותיות (?:קטנות|גדולות)|(?:أحرف|حروف) (?:صغيرة|كبيرة)|(?:छोटे|बड़े) अक्षर\w*|\bhuruf (?:kecil|besar)\b|"
     r"\bsm[åa] bo[kg]st\w*|\bstore bo[kg]st\w*|\bversaler\b|\bgemener\b|"
     r"\bpienill[äa] kirjaimill\w*|\bisoilla kirjaimill\w*|мал\w* літерами|велик\w* літерами|\bmaliliit na titik\b|"
     r"キャメルケース|スネークケース|ケバブケース|パスカルケース|驼峰|蛇形命名|카멜\s*케이스|스네이크\s*케이스|"
     r"\bcamel ?case\b|\bsnake ?case\b|"
     # v2.13: the name's underscores as characters, in any language ("把 CUE_STACK_7 里的下划线换成空格",
     # "Сколько подчёркиваний в X?", "quita los guiones bajos de X")
     r"下划线|下劃線|底线|アンダースコア|アンダーバー|언더스코어|언더바|밑줄|подч[её]ркивани\w*|нижн\w* подч[её]рк\w*|"
     r"підкресленн\w*|\bunderscores\b|\b(?:the|an|one|that|this)\s+underscore\b|\bunterstrich\w*|\bguion(?:es)? bajos?\b|\btirets? bas\b|\btrait de soulignement\b|"
     r"\btrattin[oi] bass[oi]\b|\bsublinhados?\b|\bpodkre[śs]l\w*|\balt ?[çc]izgi\w*|\bgaris bawah\b|"
     r"\bg[aạ]ch d[uư][oớ]i\b|קו תחתון|κάτω παύλ\w*|अंडरस्कोर|\bpodtr[žz][íi]tk\w*|\bunderstreck\w*|\bliggende streep\w*"),
    # "in a sentence" in other languages: "Utilise le mot X dans une phrase", "Użyj słowa X w zdaniu"
    (r"\bdans une phrase\b|\bin einem satz\b|\ben una (?:frase|oraci[óo]n)\b|\bin una frase\b|\bem uma frase\b|"
     r"\bnuma frase\b|\bin een zin\b|\bw (?:jakim[śs] |jednym )?zdaniu\b|в предложени\w*|文の中で|を使った文|例文|句子|"
     r"造句|문장|예문|\bbir c[üu]mle|\bve v[ěe]t[ěe]\b|σε μια πρόταση|در یک جمله|في جملة|במשפט|वाक्य|\bdalam kalimat\b|"
     r"trong một câu|ในประโยค|\bi en mening\b|\bin een zin\b|"
     # v2.16: Romanian, and Ukrainian "pronounce" with a word before it ("Як правильно вимовляти X?")
     r"\b[îi]ntr-o propozi[țţt]ie\b|вимов\w*|"
     # v2.18: Hungarian "a sentence in which ... appears", Ukrainian, Danish, Norwegian, Finnish, Malay, Tagalog
     r"\bmondat(?:ot|ban|ba)\b|[уув] реченн\w*|\bi en s[æa]tning\b|\bi en setning\b|\blausee(?:ssa|seen)\b|"
     r"\bdalam (?:satu )?ayat\b|\bsa isang pangungusap\b"),
    r"\bpart of speech\b", r"\b(?:a|an)\s+(?:noun|verb|adjective|adverb|pronoun|preposition|proper noun)\b",
    # v2.19: where the stress falls ("is X said with the stress on the first bit or the second?")
    r"\b(?:said|pronounced|say it|says it|read)\s+with the (?:stress|emphasis|accent) on\b|\b(?:first|second|last|third) syllable\b",
    r"\bwhat kind of word\b", r"حروف کوچک|حروف بزرگ|بحروف كبيرة|بحروف صغيرة",
    r"\b(first|last) letter\b", r"\bletters (of|in)\b", r"\bsort the letters\b", r"\breplace underscores\b",
    r"\b(italici[sz]e|underline|strikethrough)\b", r"\bmarkdown heading\b",
    r"\bwhat language is\b", r"\btranslat\w*\b[^.?!]{0,60}\b(into|to|in)\s+" + _LANG + r"\b", r"\bwhat'?s the " + _LANG + r"\b (for|word)\b",
    (r"\b(count|how many)\b[^.?!]{0,20}\b(letters|characters|chars|syllables|words|underscores|digits|numerals|"
     r"capitals|capital letters|vowels|consonants|spaces|hyphens|dashes|symbols)\b"),
    r"\breverse\b[^.?!]{0,20}\b(string|letters?|word|text|order of)\b",
    r"\bcomment out\b", r"\bwrap\b[^.?!]{0,30}\bin quotes\b",
    # v2.16: "put quotation marks around X", "X between backticks"
    (r"\b(?:quotation marks|quote marks|inverted commas|double quotes|single quotes|backticks|brackets|parenthes[ei]s)\s+"
     r"(?:around|round|on either side of)\b"),
    # v2.16: translate, spell and letters in the long-tail languages ("Як перекласти 'quiet hours'", "Przeliteruj X",
    # "Hvor mange bogstaver er der i X?", "Vertaal X naar het Engels")
    (r"перекла(?:сти|ди|діть)(?![\w])|\bvertaal\w*|\b[öo]vers[äa]tt\w*|\boversæt\w*|\boversett\w*|\bp[řr]elo[žz]\w*|"
     r"\bprzet[łl]umacz\w*|μετάφρασ\w*|μετέφρασ\w*|\bterjemah\w*|\bd[ịi]ch (?:sang|ra)\b|"
     r"\bisalin\b|แปล|תרגמ\w*|תרגום|ترجم\w*|अनुवाद|\bprzeliteruj\w*|\bliteruj\w*|\blitera po literze\b|"
     r"\bbogstav\w*|\bspell\s+out\b|\bletter by letter\b"), r"\bsound (more )?(dramatic|formal|polite|funny)\b",
    r"\b(more )?polite(ly)?\b[^.?!]{0,20}$", r"\bsplit\b[^.?!]{0,30}\bon (underscores|spaces|dashes)\b",
    r"\bcontain(s)? a digit\b", r"\bvalid python( syntax)?\b",
    # other languages: spell, translate, pronounce
    # what a code literal prints: "what does print("run X") output?", "what would len('X') return?"
    (r"\bwhat (?:does|would|will|do)\s+[A-Za-z_][\w.]*\([^()\n]{0,200}\)\s*(?:output|print|return|produce|give|"
     r"evaluate|display|show)"),
    # translation in every Romance conjugation: traduit, traduis, traduce, traduci, traduza, traduction
    # ... but not an interpreter relaying someone: "Translating for Yuki:", "Je traduis pour Amara :"
    r"\btradu[a-zçàèéìòù]*+" + _NOT_A_RELAY,
    r"(?:traduis|traduire|traduc\w*+|[üu]bersetz\w*+)" + _NOT_A_RELAY,
    (r"buchstabier|deletre|épel|по буквам|拼写|スペル|翻译|翻訳|переведи|перевести|произнос|"
     # v2.14: pronounced and written in other languages and scripts ("Hoe spreek je X uit?", "cum se scrie X",
     # "X को देवनागरी में कैसे लिखेंगे?")
     r"\bspreek\s+(?:\S+\s+){0,3}uit\b|\buitspr\w*|\bcum se (?:scrie|pronun\w*)|\blitere (?:mici|mari)\b|"
     r"\bdevanagari\b|देवनागरी|कैसे (?:लिख|बोल|पढ़)|उच्चारण|кириллиц\w*|латиниц\w*|\bcyrillic\b|한글로|"
     r"\bjak se (?:p[íi][šs]e|vyslovuje)|\bjak si[ęe] (?:wymawia|pisze)|\bjak (?:wymawia|pisze) si[ęe]|як (?:вимовля|пишеться)|"
     r"\bnas[ıi]l (?:okunur|telaffuz|yaz[ıi]l[ıi]r)|\bbagaimana (?:mengucapkan|menulis|cara mengeja)|\bph[áa]t [âa]m|"
     r"\bhur (?:uttalar|stavar)|\buttal\w*|πώς (?:προφέρ|γράφ)\w*|איך (?:מבטאים|כותבים)|"
     # v2.14: spelled and backwards in more languages ("Hvordan staver man X baklengs?", "把 X 倒过来写", "bigkasin")
     r"\bstave[rst]?\b|\bstava[rst]?\b|\bstavning\w*|\bbaklengs\b|\bbakl[äa]nges\b|\bbagl[æa]ns\b|\bachterstevoren\b|"
     r"\br[üu]ckw[äa]rts\b|\b[àa] l'envers\b|\bal rev[ée]s\b|\bde tr[áa]s para (?:a )?frente\b|задом наперёд|задом наперед|"
     r"\btersten\b|\bterbalik\b|\bpozp[áa]tku\b|\bwspak\b|\bod ty[łl]u\b|\bvisszafel[ée]\b|\btakaperin\b|ανάποδα|"
     r"उल्टा|הפוך|بالعكس|倒过来|倒過來|倒着写|逆から|逆さ|거꾸로|ย้อนกลับ|\bpabaliktad\b|\bbigkas\w*|\budtal\w*|\buttale\w*|"
     r"\b(?:which|what) letters?\b|\blausu\w*|\b[äa][äa]nt[äa]\w*|\bkiejt\w*|\bvyslov\w*|\bwymaw\w*|\bwymow\w*|\bmelafalkan\b|\bcara baca\b|"
     r"ออกเสียง|הגייה|نطق|تنطق|\bpronun[țt]\w*|\b[đd][áa]nh v[ầa]n\b|\bph[áa]t [âa]m\b|สะกด|ค(?:\u0e33|\u0e4d\u0e32)ว่า|어떻게 읽|어떻게 발음|[가-힣]+어로 어떻게|どう読|どうやって読|"
     r"\bkirjain\w*|\bbet[űu]\w*|\bharf\w*|\bhuruf\b|\bch[ữu] c[áa]i\b|אותיות|\bbokst[aä]v\w*|γράμματ\w*|\bp[íi]smen\w*|"
     r"літер\w*|\bsanassa\b|"
     r"カタカナ|ひらがな|произнес|произнош|prononc|aussprech|pronunci"),
]
_META_RE = [lazy_compile(p, re.IGNORECASE) for p in _META_ALWAYS]

# frames whose object must be a name-like or quoted token: "say the word X", "call X", "bold X"
_META_OBJECT = [
    r"\b(the|this|that) (word|words|term|string|phrase|name|token|text|acronym|label)\b",
    # "call" names only as a verb: "call it X", "called X"; after a determiner it is a noun ("on my call: X")
    # ... not a show call: "call SYNCPOINT against the console", "call KICK1 before doors"
    (r"(?<!\bmy )(?<!\byour )(?<!\bthe )(?<!\bour )(?<!\bhis )(?<!\bher )(?<!\bthat )(?<!\bthis )(?<!'s )\bcall(ed)?\b"
     r"(?!\s+\S+\s+(?:against|before|after|then|on\s+(?:the|my|out\d|layer)|and\s+(?:report|then|check|tell|send))\b)"),
    # "the word X" in other languages
    (r"\ble mot\b|\bdas wort\b|\bla palabra\b|\bla parola\b|\ba palavra\b|\bhet woord\b|\bs[łl]ow[aoe]\b|слово|"
     r"単語|这个词|這個詞|단어|\bkelime|\bslovo\b|λέξη|کلمه|كلمة|המילה|शब्द|\bordet\b|\bcuv[âa]ntul\b|"
     r"\b(?:dengan|pakai|guna) kata\b|\bsalitang\b|คําว่า"),  # v2.18: id / ms, tl, th
    r"\bsay\b", r"\bbold\b", r"\bconvert\b", r"\bformat\b", r"\bcount\b",
    # convert in other languages: "X を…に変換して", "把 X 转换成…", "X 변환해", "konvertiere X", "convierte X"
    (r"変換|转换|轉換|변환|\bkonvertier\w*|\bconvert(?:i|is|ir|e|a)\b|\bconvierte\b|\bconverteer\b|\bkonwertuj\b|"
     r"\bp[řr]eve[ďd]\b|преобразуй|конвертируй"),
    r"\breverse\b", r"\bencode\b", r"\bwrite\b", r"\btranslat\w*+" + _NOT_A_RELAY,
    # string operations on the name: "escape X for json", "stringify X", "quote X", "hardcode X"
    r"\bescap(?:e|es|ing)\b", r"\bstringif\w*", r"\bhard-?cod\w*", r"\bquote\b", r"\binterpolat\w*",
    # "how is X written / spelled" in other languages: "wie schreibt man KICK1", "comment s'écrit X"
    (r"\bwie (?:schreibt|spricht) man\b|\bcomment (?:s'[ée]crit|[ée]crit-on|on [ée]crit)\b|\bc[óo]mo se (?:escribe|dice)\b|"
     r"\bcome si (?:scrive|dice)\b|\bcomo se (?:escreve|diz)\b|\bhoe (?:schrijf|spel) je\b|\bjak (?:si[ęe] )?pisze\b|"
     r"как (?:пишется|написать|произнести)"),
]
_META_AFTER_OBJECT_RE = lazy_compile(
    r"\bbackwards?\b|\bin (capitals|caps|bold|italics?|quotes)\b|"
    # v2.16: "give me X in capital letters", "X in block capitals", "X in lower case"
    r"\bin (?:all |block |big |small )?(?:capital letters|capitals|upper ?case|lower ?case|small letters|quotation marks)\b|"
    # formatting the name itself: "make X bold in markdown", "X underlined", "X as a heading"
    r"\b(?:bold|italics?|italici[sz]ed|underlined|strikethrough|struck through|monospaced?)\b|"
    r"\bas (?:a |an )?(?:markdown )?(?:heading|header|title|code span|inline code|hyperlink)\b|"
    # the name as a string to format or judge: "put 'run X' into a code block", "is X trademarked as a word?"
    r"\b(?:in|into)\s+(?:a\s+)?(?:code ?block|backticks|code span)\b|\bas an? (?:word|term|brand name)\b|"
    r"\btrademark\w*|"
    # the name as code to write: "put X in a python string literal", "X as a string", "store X in a variable",
    # "make X a constant / an enum", "X en una cadena", "X als String", "X を文字列に"
    r"\b(?:in|into|inside|as|to)\s+(?:(?:a|an|the|one|some|my|our)\s+)?(?:(?:python|json|js|javascript|typescript|ts|"
    r"c|c\+\+|c#|rust|go|java|yaml|toml|bash|shell|lua|glsl|sql|raw|multi-?line|triple-quoted|single-quoted|"
    r"double-quoted|quoted|new|global|local|module-level|static|string|const|env|environment|tdu|td|plain)\s+){0,3}"
    r"(?:string|str|literal|variable|var|comment|f-?string|constant|const|enum|docstring|regex|identifier|"
    r"dict key|key)s?\b|"
    r"\b(?:an?|the)\s+(?:(?:python|json|string|global|new|module-level|class)\s+){0,2}(?:constant|enum(?:\s+(?:member|value))?|string literal|literal|f-?string|string)\b|"
    r"\b(?:en|dans|como|em|als|in|nel|na|no)\s+(?:(?:une|un|una|uma|einen|einer|eine|a|o)\s+)?"
    r"(?:cha[iî]ne|cadena|string|constante|konstante|variable|variabl[ea]|vari[aá]vel|commentaire|comentario|kommentar)\b|"
    r"文字列|字符串|常量|문자열|상수|строк[аиуе]|константу|рядок|рядка|рядку|"
    # "backwards" in other languages: rückwärts, à l'envers, al revés, al contrario, achterstevoren, wspak, наоборот
    r"r[üu]ckw[äa]rts|à l'envers|\bal rev[ée]s\b|\bal contrario\b|\bde tr[áa]s para (?:a )?frente\b|"
    r"\bachterstevoren\b|\bwspak\b|наоборот|задом наперёд|задом наперед|"
    # bold in other languages: "X 这个词用粗体写", "X を太字で", "X en gras", "X fett", "X жирным"
    r"粗体|粗體|太字|굵게|жирн\w*|\bfett\b|\ben gras\b|\ben negrita\b|\bin grassetto\b|\bem negrito\b|\bvetgedrukt\b|"
    r"pogrubi\w*|\bkal[ıi]n\b|"
    # v2.12: "the word X" where the word for "word" follows the name (verb-final languages): "LAYOUT2라는 단어",
    # "KICK1という単語 / 言葉", "KICK1 这个词", "WIRECOMB kelimesi", "KICK1 शब्द"
    r"(?:(?:이)?라는\s*)?단어|(?:という)?(?:単語|言葉)|这个词|這個詞|\bkelimes\w*|शब्द", re.IGNORECASE)
_META_OBJECT_RE = [lazy_compile(p, re.IGNORECASE) for p in _META_OBJECT]
_META_CALLED = _META_OBJECT_RE[1]
_THING_BEFORE_CALLED = lazy_compile(r"\b(?:the|a|an|this|that|one)\s+(?:[\w-]+\s+){0,2}$", re.IGNORECASE)
_CALLED_GAP = lazy_compile(r"\s*(?:(?:it|them|this|that|this one|that one|him|her|the|a|an|our|my|simply|just|now|also)\s+)*[\"'`“”‘’«»„]?",
                           re.IGNORECASE)
# v2.18: the name judged as a name, right after it ("KICK1 is a daft name", "X's a weird name for a macro", "X ist ein
# blöder Name", "X on vähän tylsä nimi"); not "run X, it is the name on the list"
_NAME_JUDGED = lazy_compile(
    r"\s*(?:(?:is|was|ist|c'est|es|[èe]|é|on|er|[äa]r|jest|je|az|este|είναι|это|є)\s+(?:such\s+|really\s+|quite\s+)?"
    r"(?:an?|ein|eine|un|una|uno|een|en|et|ett|o|um|uma)?|"
    # v2.19: "'s" is the copula only before an article ("X's a weird name"); "the CEO's name" is a possessive
    r"'s\s+(?:such\s+|really\s+|quite\s+)?(?:an?|the)\b)\s*(?:[\w-]+\s+){0,2}"
    r"(?:name|nom|nombre|nome|naam|nimi|navn|namn|nazwa|n[áa]zev|jm[ée]no|n[ée]v|nume|όνομα|имя|назва|ім'я)\b", re.IGNORECASE)

# v2.19: the name given a nickname ("Il mio collega chiama STROBE_SAFE 'la regola della nonna'", "he calls KICK1 "the
# thumper""): a naming verb in the third person or plural right before the name, a quoted nickname right after it
_NAMING_VERB_BEFORE = lazy_compile(
    r"(?:^|(?<=[^\w]))(?:calls|call|chiama|chiamano|chiamiamo|appelle|appellent|appelons|llama|llaman|llamamos|chama|chamam|"
    r"chamamos|nennt|nennen|noemt|noemen|kallar|kalder|kaller|nazywa|nazywaj[ąa]|называет|называют|называем|"
    r"називає|називають|říká|říkají|nevezi|nevezik)\s+$", re.IGNORECASE)
_NICKNAME_AFTER = lazy_compile(r"\s*,?\s*(?:[\"“”«»„]|'(?!s\b)|‘)\s*[^\W\d_]")
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
    # "mirror my words: X", "copy these words: X"
    r"^\W*(\w+\s+){0,3}(my|these|the following|this|those)\s+(words?|text|line|sentence|phrase)\s*:",
    _LEAD + _ECHO_VERB + r"\b.{0,60}\bback(\s+to\s+me)?\s*[.!]?$",
    # "reply with <anything that is not a description of content>": "Reply with Back up before..."
    _LEAD + r"(reply|respond|answer|say|echo|repeat|parrot)(?>(\s+(back|only|just|exactly))?(\s+with)?)\s+"
    r"(?!(a|an|the|your|some|my|more|all|any|each|every|details?|code|steps?|examples?|how|why|what|which|"
    r"who|when|where|whether|if|to|about|in|on|yes|no|thanks?|hello|hi)\b)\S",
    # "output exactly X", "write only X"
    _LEAD + r"(print|type|write|output|return|spell|copy|send)\s+(only|just|exactly|literally)\s+(?!the\b|a\b|an\b)\S",
]
_ECHO_PATTERNS.append(r"\b(the\s+)?(exact|same|identical)\s+(text|words?|string|phrase|wording|characters)\b")
# v2.14: "type back what I type: X", "repeat exactly what I say"
_ECHO_PATTERNS.append(_LEAD + _ECHO_VERB + r"(\s+(back|exactly|only|just))*\s+(what|whatever|everything)\s+i\s+"
                      r"(type|say|write|send)\b")
# v2.15: a repeat-back verb, then only the words of a repeat-back request, then a colon or dash, with "back", "out",
# "exactly" or "what I wrote" among them: "type back exactly what I wrote: X", "mirror this back to me: X", "read back
# my message exactly as typed - X", "Say back to me exactly this: X" (not "read back the DMX values to me: ...")
_ECHO_PATTERNS.append(
    _LEAD + r"(reply|respond|answer|say|echo|repeat|parrot|print|type|write|output|return|copy|send|mirror|read|give|"
    r"play|paste|spit)(?=([\s,]+\w+){0,8}?\s*[:\-–—])(?=[^:\n–—]{0,60}?\b(back|out|exactly|precisely|verbatim|"
    r"literally|as (typed|written|sent|i (wrote|typed|said|sent))|what i (wrote|typed|said|sent|type|say|write|send)))"
    r"([\s,]+(back|out|to|me|us|exactly|precisely|only|just|this|these|that|the|following|my|our|message|words?|text|"
    r"lines?|sentence|as|it|is|typed|written|sent|what|whatever|everything|i|wrote|said|type|say|write|send|"
    r"verbatim|literally|for|by|please|pls|here|all|of|input|prompt|again|nothing|else|and|no|more))+\s*[:\-–—]")
# v2.17: a repeat-back verb, its object ("this", "this line from the tour book"), "back", then a colon: "type this back
# so I can check the dictation: X", "read this line from the tour book back to me: 'X'"
_ECHO_PATTERNS.append(_LEAD + r"(type|read|say|write|echo|repeat|copy|paste|print|spit)\s+(this|these|that|"
                      r"the following|my\s+\w+)(\s+[\w'-]+){0,8}?\s+back(\s+to\s+(me|us))?"
                      r"(\s*,?\s+so\s+(that\s+)?(i|we)\s+can[^:\n]{0,40})?\s*:")
_ENGLISH_ECHO_RE = [lazy_compile(p, re.IGNORECASE | re.DOTALL) for p in _ECHO_PATTERNS]

# v2.15: the short verbs "di" / "dì" (say) and the Nordic "si" / "sig" only before a colon, a quote, "only" or "this", or
# alone: else they are "of", "if", "yes", "oneself" ("Si la consola responde, lanza X", "Di solito usiamo X")
_SHORT_SAY = (r"(?=\s*[:\"'«“]|\s+(?:solo|soltanto|solamente|s[óo]lo|exactamente|esattamente|esto|questo|bare|kun|etter|"
              r"efter|det|dette|f[öo]ljande)\b|\s*$)")
_ECHO_START = lazy_compile(
    r"^\W*(?:(?:please|bitte|por favor|s'il te pla[iî]t|s'il vous pla[iî]t|пожалуйста|per favore|请|麻烦)\W+)?"
    r"(?:"
    r"r[ée]p[èe]te\w*|r[ée]p[ée]tez|(?:re)?dis(?:-moi|-le)?|redites|[ée]cris|r[ée]ponds|recopie|copie|"   # fr
    r"sag|sage|wiederhol\w*|schreib\w*|antworte\w*|gib\s+nur|"                           # de
    r"rep[ií]te\w*|repet\w*|di" + _SHORT_SAY + r"|dime|escribe|responde\w*|copia|"        # es
    r"повтори\w*|скажи|напиши|ответь|выведи|"                                           # ru
    r"ripeti|scrivi|rispondi|d[ìi]" + _SHORT_SAY + r"|"                                     # it
    r"repita|diga|escreva|responda|"                                                     # pt
    r"herhaal|zeg|schrijf|antwoord|"                                                     # nl
    r"upprepa|s[äa]g|skriv|svara|"                                                       # sv
    r"opakuj|[řr]ekni|napi[šs]|odpov[ěe]z|"                                              # cs
    r"powt[óo]rz|powiedz|napisz|odpowiedz|"                                              # pl
    # v2.11: hr/sr/bs, sl, sk, bg, ca, gl, eu, da/no, is, lt, lv, et, tl, ms, sw ("repeat", "say", "write")
    r"ponovi|ponovite|reci|napi[šs]i|zopakuj|povedz|ponovi za mnom|povej|napi[šs]i|повтори|кажи|напиши|"
    r"repeteix|digues|escriu|repite|errepikatu|esan|idatzi|gentag|gjenta|(?:sig|si)" + _SHORT_SAY + r"|skriv|endurtaktu|segðu|skrifaðu|"
    r"pakartok|pasakyk|para[šs]yk|atk[āa]rto|saki|uzraksti|korda|[üu]tle|kirjuta|ulitin|sabihin|isulat|"
    r"ulangi|ulang\s+balik|sebut|tulis|rudia|sema|andika"
    r")\b", re.IGNORECASE)
_ECHO_ANY = lazy_compile(
    r"重复|跟我说|跟我念|只回复|只回答|请输出|请说|复述|照着说|不要说别的|照着我?(?:说|念|写|打)|跟着我?(?:说|念|写)|"                       # zh
    r"繰り返|復唱|とだけ言|と言って|と書いて|と言ってください|書いてください|"                          # ja
    r"そのまま\S{0,3}?(?:返|書|言|出力|打|写|コピー)|次の文を|以下の文を|原样|原封不动|照抄|下面这句话|"  # v2.14: "as it is"
    r"répète après moi|repite después de mí|повтори за мной|sprich mir nach|nada más|rien d'autre|"
    # ... with a word or two in between: "sprich mir einfach nach", "répète juste après moi", "повтори просто за мной"
    r"sprich\s+(?:mir\s+)?(?:\w+\s+){0,2}nach\b|r[ée]p[èe]te\s+(?:\w+\s+){0,2}apr[èe]s moi|repite\s+(?:\w+\s+){0,2}despu[ée]s de m[íi]|"
    r"повтори\s+(?:\w+\s+){0,2}за мной|ripeti\s+(?:\w+\s+){0,2}dopo di me|repita\s+(?:\w+\s+){0,2}depois de mim|"
    r"repeat\s+(?:\w+\s+){0,2}after me|zeg\s+(?:\w+\s+){0,2}na|powt[óo]rz\s+(?:\w+\s+){0,2}za mn[ąa]|"
    r"nichts anderes|nur das wort|только слово|одним словом|nient'altro|apenas|"
    r"wapas likh\w*|wahi likh\w*|jo main likh|jaisa likha|waisa hi likh\w*|copy karo|"  # v2.14: Hinglish
    r"tekrarla|tekrar et|aynen yaz|aynen s[öo]yle|दोहराओ|दोहराइए|दोहराएं|ज्यों का त्यों|كرّ?ر|ردّ?د|حرفي(?:ا|اً)|قل فقط|اكتب فقط|"  # tr, hi, ar
    r"따라\s*(?:해|하|말)|그대로\s*(?:말|써|적|반복|따라)|반복해|라고\s*(?:말|써)|"                  # ko
    r"ทวน|พูดตาม|พิมพ์ตาม|nh[ắa]c l[ạa]i|l[ặa]p l[ạa]i|n[óo]i l[ạa]i|ch[ỉi] c[ầa]n n[óo]i|"         # th, vi
    r"חזור על|תחזור על|תחזור\s+(?:\S+\s+){1,2}על|תגיד רק|כתוב רק|ulangi|katakan saja|"         # he, id
    r"ism[ée]teld el|mondd ut[áa]nam|"                                                          # hu (v2.17; not "ismételd meg": do again)
    # a verb, then "literally / exactly", then a colon, in any language: "herhaal letterlijk:",
    # "powtórz dokładnie:", "wiederhole wörtlich:", "répète exactement :", "повтори дословно:"
    r"^\W*\w+(?:\s+(?:el|le|na|po|se|af|op|ut|om))?\s+(?:letterlijk|precies|exact|dok[łl]adnie|s[łl]owo w s[łl]owo|w[öo]rtlich|genau|exactement|"
    r"textuellement|mot pour mot|exactamente|literalmente|textualmente|esattamente|alla lettera|exatamente|"
    r"дословно|буквально|точно|ακριβώς|κατά λέξη|tam olarak|aynen|p[řr]esn[ěe]|pontosan|tarkalleen|sanatarkasti|exakt|"
    r"n[øo]jagtigt|n[øo]yaktig|precis|ch[íi]nh x[áa]c|persis|tepat|בדיוק|بالضبط|हूबहू|eksakto|"
    # v2.14: "word for word" in the wider suites' languages ("Toista sanasta sanaan:", "Ismételd szó szerint:")
    r"sz[óo] szerint|ordagrant|ordret|ordrett|doslova|doslovn[ěe]|dos[łl]ownie|дослівно|[îi]ntocmai|harfiyen|शब्दशः|"
    r"nguy[êe]n v[ăa]n|verbatim|literally)\s*:|"
    r"sanasta sanaan|sana sanalta|sz[óo]r[óo]l sz[óo]ra|kelimesi kelimesine|cuv[âa]nt cu cuv[âa]nt|מילה במילה|كلمة بكلمة|"
    r"kata demi kata|kata per kata|salita por salita|woord voor woord|ord f[öo]r ord|ord for ord|slovo od slova|"
    r"λέξη προς λέξη|слово в слово|t[ừu]ng ch[ữu] m[ộo]t|word for word",
    re.IGNORECASE)


def name_like_tokens(text: str) -> set[str]:
    """Tokens shaped like identifiers: digits or underscores, or ALL CAPS of 3+ letters."""
    out = set()
    for tok in _NAME_TOKEN.findall(text):
        if "_" in tok or (any(c.isdigit() for c in tok) and any(c.isalpha() for c in tok)) or \
                (len(tok) >= 3 and tok.isupper() and not is_common_word(tok)):
            out.add(tok.lower())
    return out


# v2.13: the name as a label of the user's own artifact ("my CUE_STACK_7 script", "the KICK1 tox")
_ARTIFACT_AFTER = lazy_compile(r"[\s_-]*(?:script|scripts|file|files|tox|comp|component|folder|dat|callback|code|class|"
                               r"module|function|variable|project|toe|backup|screenshot|log)\b")
# v2.13: a message addressed to another person ("@sam can you do the N1 pass ...", "Sam, could you run X"): the
# request is theirs to carry out; not "@copilot" / "@claude" / "@assistant", which address the assistant
_ADDRESSED = lazy_compile(r"^\s*@(?!(?:copilot|claude|assistant|ai|bot|tdcontext|td|gpt|deepseek)\b)[\w.-]+")


# v2.13: or by name, as one writes to a colleague ("Kai, please run X on the backup machine yourself"): a capitalised
# first word that is no English word and no name of the assistant, then a comma, in a message that says "you"
# (v2.19: never an interjection: "Ach, the new chain's gonnae have twenty operators, use the N1 rule")
_VOCATIVE = lazy_compile(r"^\s*(?!(?:copilot|claude|assistant|bot|computer|tdcontext|chatgpt|gpt|deepseek|jarvis|"
                         r"ach|och|aye|ah|oh|eh|ooh|hmm|hm|ja|jo|nah|ugh|whoa|wow|yikes|gosh|blimey|crikey|cor|heh|argh|"
                         r"uh|um|erm|ay|ey|oof|phew|welp|yup|yep|nope|yass|shoot|dang|jeez|geez|sheesh|bah)\b)"
                         r"([A-Z][a-z]{1,14}),\s")
_GREETING = lazy_compile(r"howzit|hiya|heya|hey|hi|hello|yo|oi|sup|morning|evening|afternoon|cheers|ahoy|aloha|"
                         r"g'?day|greetings|ciao|salut|hallo|hola|ola|olá|moin|servus|ahoj|hej|halo|sawubona|namaste")
_SECOND_PERSON = lazy_compile(r"\b(?:you|your|yourself|u)\b", re.IGNORECASE)


def addressed_elsewhere(text: str) -> bool:
    """Whether the prompt opens by addressing another person: an @-mention, or a name and a comma."""
    if _ADDRESSED.match(text):
        return True
    m = _VOCATIVE.match(text)
    if m is None or _GREETING.fullmatch(m.group(1).lower()):
        return False  # v2.14: "Howzit, please can you load X": a greeting, no colleague's name
    return not is_common_word(m.group(1).lower()) and bool(_SECOND_PERSON.search(text, m.end()))


_TOPICALISED = lazy_compile(r"\b(?:we|i|they|he|she)(?:'ll|'d|'re| will| would| are going to| can| could| should| must)\b")


# the name as the subject of "is / was" ("X is also what we named the cat")
_SUBJECT_OF_COPULA = lazy_compile(r"\s+(?:is|was|are|were)\b")


def meta_frame(prompt: str, names: Iterable[str] = ()) -> str | None:
    """The meta-linguistic frame in the prompt, if any ("spell", "translate", ...)."""
    call = _meta_frame if len(prompt) <= CACHED_CHARS else _meta_frame.__wrapped__
    return call(prompt, tuple(sorted(set(names))))


# the lines of a pasted Python traceback: their words ("most recent call last", "File ... line 4")
# are the log's, never a frame the user wrote
_TRACEBACK_LINE = lazy_compile(r"(?m)^[ \t]*(?:Traceback \(most recent call last\):|File \"[^\"\n]*\", line \d+.*)$")


def mask_traceback(text: str) -> str:
    """`text` with a pasted traceback's header and "File ..., line N" lines blanked (same length)."""
    return blank_matches(_TRACEBACK_LINE, text)


# an operator's default name: a lower-case word and its number ("noise1", "level3", "moviefilein2")
_OPERATOR_NAME = lazy_compile(r"[a-z]{3,}\d{1,3}")


@functools.lru_cache(maxsize=4096)
def _meta_frame(prompt: str, names: tuple[str, ...]) -> str | None:
    text = mask_traceback(fold(prompt))
    for pattern in _META_RE:
        m = pattern.search(text)
        if m:
            return m.group(0)
    lowered = text.lower()
    starts = [a for a, _ in protected_spans(text)]
    known = {n.lower() for n in names}
    quoted = set(starts)
    own_starts = list(starts)  # quotes and the procedures' own names: what "called" may name (v2.19)
    for obj in name_like_tokens(text) | {n for n in names if _find(lowered, n)}:
        if obj.lower() not in known and _OPERATOR_NAME.fullmatch(obj.lower()) and \
                re.search(r"(?<![\w])" + re.escape(obj.lower()) + r"(?![\w])", text) is not None:
            continue  # v2.16: "they're all called noise1 level3": an operator's default name written in lower case
        found = _find(lowered, obj)
        starts += [a for a, _ in found]
        own_starts += [a for a, _ in found] if obj.lower() in known else []
        judged = next((m for _, b in found for m in [_NAME_JUDGED.match(text, b)] if m), None)
        if judged:
            return judged.group(0).strip()
        nicknamed = next((m for a, b in found for m in [_NAMING_VERB_BEFORE.search(text, max(0, a - 30), a)]
                          if m and _NICKNAME_AFTER.match(text, b)), None)
        if nicknamed:
            return nicknamed.group(0).strip()
    if not starts:
        return None
    for pattern in _META_OBJECT_RE:
        for m in pattern.finditer(text):
            # the frame's object is the name or the quoted text, a few words away at most; v2.19: after a thing that
            # bears a name ("the one called cam_tpt, and run GLITCHY"), "called" frames a quote, or one of the
            # procedures' own names right after it, never another name-like token further on
            thing = pattern is _META_CALLED and known and _THING_BEFORE_CALLED.search(text, 0, m.start())
            if any(0 <= a - m.end() <= 25 and (not thing or a in quoted or _CALLED_GAP.fullmatch(text, m.end(), a))
                   for a in (own_starts if thing else starts)):
                return m.group(0)
    for m in _META_AFTER_OBJECT_RE.finditer(text):  # "write 'apply STROBE_SAFE' backwards"
        if any(0 <= m.start() - a <= 40 for a in starts):
            return m.group(0)
    return None


# v2.18: the traditional characters of the Chinese echo words, read as their simplified forms ("照著說一遍：執行 X")
_ZH_TRADITIONAL = str.maketrans("說著複覆請輸寫這樣話別麼唸僅", "说着复复请输写这样话别么念仅")


def echo_frame(prompt: str) -> str | None:
    """A repeat-back request (see `_echo_frame`), memoised for prompts of ordinary length."""
    return (_echo_frame if len(prompt) <= CACHED_CHARS else _echo_frame.__wrapped__)(prompt)


@functools.lru_cache(maxsize=2048)
def _echo_frame(prompt: str) -> str | None:
    """A repeat-back request in English, French, German, Spanish, Russian, Chinese, Japanese,
    Italian or Portuguese: "Reply: X", "say X back", "Répète après moi : X", "请重复：X"."""
    text = fold(prompt).strip()
    for pattern in _ENGLISH_ECHO_RE:
        m = pattern.search(text)
        if m:
            return m.group(0) or "echo"
    m = _ECHO_START.search(text) or _ECHO_ANY.search(text.translate(_ZH_TRADITIONAL))
    return m.group(0) if m else None


def literal_only(prompt: str) -> bool:
    """The prompt is nothing but a literal (code or quotes) around a name: `print(run KICK1)`."""
    text = fold(prompt)
    spans = protected_spans(text)
    if not spans:
        return False
    rest = list(text)
    for a, b in spans:
        rest[a:b] = [" "] * (b - a)
    return len(re.findall(r"[^\W\d_]{2,}", "".join(rest))) == 0


# ---- invocation structure ------------------------------------------------------------------

_POLITE = lazy_compile(
    r"^(?:(?:(?:hey|hi|yo|ok(?:ay)?|oi)\s+(?:copilot|assistant|claude|bot|buddy|mate|dude|bro|there|computer)|"  # a vocative
    r"please you(?!\s+(?:can|could|will|would|may|might|must|should|need|have)\b)|please|pls|plz|kindly|ok(?:ay)?|so|now|right|then|just|also|alright|hey|yo|oi|yes|yeah|yep|sure|"
    # v2.18: "so" in other languages ("..., así que DEPLOY_SHOW")
    r"as[íi] que|por eso|por isso|donc|quindi|ent[ãa]o|dus|wi[ęe]c|так что|тож|joten|jadi|d[äa]rf[öo]r|derfor|"
    r"sir|ma'?am|madam|boss|chief|oga|kuya|ate|oya|abeg|"  # v2.16: a title of address ("Sir please do the immediate blackout")
    # v2.19: a friend's address ("brah do X quick", "ebu do X now"), and a learner's "please you make X"
    r"bro|brah|bruh|bra|bru|cuz|fam|mate|dude|lads?|pal|buddy|ebu|"
    r"uh+|um+|erm|er|basically|"                  # spoken fillers: "hey so uh can you like load X"
    r"(?:like|kinda)(?=\s+(?:run|load|do|apply|start|execute|fire|trigger|play|launch|deploy)\b)|"
    r"next up|next|first|finally|and|actually|maybe|quickly|when you get a chance|when you can|if you can|"
    r"(?:would|do) you mind|mind|(?:can|could|shall) we|"
    r"(?:can|cn|could|cld|cud|would|wud|will) (?:you|u|ya|ye|yer|youse)(?: please| kindly)?|would you kindly|can (?:or not|anot|onot)|"
    r"(?:boleh|bisa) (?:tak|tidak|gak|nggak|ke)|bolehkah|bisakah|"  # v2.18: Malay / Indonesian "can or not": "Boleh tak apply X?"
    r"(?:i am|i'm) requesting (?:for )?you to|i request (?:that )?you|(?:y'?all |you )?might could|i'?d like you to|i want you to|i need you to|i'?d like to|i want to|we need to|we should|let'?s|let us|"
    r"go ahead and|go on and|time to|you can|feel free to|(?:can|could|may) (?:i|we) (?:get|have)|how about|"
    r"gonnae(?:\s+(?:you|ye))?(?!\s+no\b)|"  # v2.17: Scots "gonnae set up X" (will you); never "gonnae no" (please don't)
    r"why don'?t (?:you|we)|any chance (?:you|we) (?:could|can)|remember to|(?:don'?t|do not) forget(?: to| about)?|"
    r"make sure (?:to|you)|be sure to|"
    # long polite frames: "I'd be grateful if you could", "it would be great if you could", "I'd appreciate it if you'd"
    r"(?:i'?d|i would|we'?d|we would) (?:be (?:so |very |really )?(?:grateful|glad|thankful|happy|obliged)|appreciate it|"
    r"love it) if you (?:could|would|can|'d)(?: please| kindly)?|"
    r"it(?:'d| would) be (?:great|lovely|nice|wonderful|helpful|ideal) if you (?:could|would|can)(?: please)?|"
    r"(?:i was|we were) wondering if you (?:could|would|can)|"
    # v2.16: "reckon you could run X?", "do you reckon you can load X", "think you could"
    r"(?:(?:do|d')\s*)?(?:you\s+|ya\s+)?(?:reckon|think)\s+(?:you|u|ya)\s*(?:could|can|'d|would)(?: please)?|"
    r"but|but please)\b[\s,:]*)+", re.IGNORECASE)
_VERBS = (
    "run|re-run|rerun|apply|execute|exec|do|perform|trigger|use|start|fire up|fire|launch|invoke|build|set up|"
    "setup|deploy|play|load|activate|follow|enable|kick off|carry out|go through|go with|go|hit|throw|give|put|"
    "swap|switch|connect|hook up|hook|render|check|enforce|tidy|get|lock|add|bring up|begin|"
    "initiate|roll|queue|cue|engage|prepare|arrange|map|sync|record|grade|slap|stick|drop|implement|"
    "complete|finish|redo|repeat the steps of|make|sort out|fix up|clean up|doing|running|applying|executing|"
    "starting|loading|triggering|respect|obey|observe|honor|honour|stick to|keep to|comply with|abide by|attempt|call|"
    "set (?:it|this|that|them|everything) up|hook (?:it|this|that|them) up|fire (?:it|this|that|them) up"  # v2.18
)
# v2.12: a verb hyphenated into a noun is no verb ("Festival run-sheet, stage B", "the check-list"), nor "run sheet"
_VERB_RE = lazy_compile(r"^(?:" + _VERBS + r")\b(?![-‑][a-z])(?!\s+(?:sheets?|of show)\b)", re.IGNORECASE)
# Every English negated auxiliary, contracted or not ("won't", "shouldn't", "cannot", "will not"): one
# list for every rule that a negation blocks, so no rule knows "don't" but not "won't".
NEGATED_AUX = (
    r"(?:(?:do|does|did|is|are|was|were|has|have|had|wo|would|should|could|ca|must|need|might|shall|sha)n'?t|"
    r"cannot|(?:do|does|did|will|would|should|could|can|must|shall|may|might) not)"
)
# v2.17: "before that" / "after that" followed by a request is the request's place in a sequence ("and before that can
# you do DEPLOY_SHOW"), no clause of time around the name
_REQUEST_NEXT = r"(?:(?:can|could|would|will)\s+(?:you|u|ya|ye)|please|pls|kindly|just|quickly|" + _VERBS + r")\b"
_SEQUENCE_REQUEST = r"(?!\s+(?:that|this|then)\s*,?\s+" + _REQUEST_NEXT + ")"
_SEQUENCE_OPENER = lazy_compile(r"^(?:(?:and|so|ok|okay)[\s,]+)*(?:before|after)\s+(?:that|this|then)\s*,?\s+(?=" +
                                _REQUEST_NEXT + ")")
_BLOCKERS = lazy_compile(
    r"\b(" + NEGATED_AUX + r"|never|not yet|no need|without|stop|cancel|avoid|instead of|forget|never mind|skip|"
    r"hold off|ignore|undo|did|have|has|had|was|were|how many|how often|who|whether|before" + _SEQUENCE_REQUEST +
    r"|after" + _SEQUENCE_REQUEST + r"|"
    r"unless|until|if|once|since|later)\b", re.IGNORECASE)
_NEGATION = lazy_compile(r"\b(?:" + NEGATED_AUX + r"|not|never)\b", re.IGNORECASE)
_QUESTION_START = lazy_compile(r"^(what|whats|which|how|where|when|why|is|are|was|were|has|have|should|would it|who|whose|"
                             r"(do|does|did) (you|we|i|they|it|he|she))\b", re.IGNORECASE)
# v2.15: and Singapore and Malaysian English "can or not" / "can anot" ("can or not run KICK1 on the master?")
_REQUEST_QUESTION = lazy_compile(r"^(?:(can|cn|could|cld|cud|would|wud|will) (you|u|ya|ye|yer|youse)\b|can (?:or not|anot|onot)\b|"
                                 r"(?:boleh|bisa) (?:tak|tidak|gak|nggak|ke)\b|bolehkah\b|bisakah\b)", re.IGNORECASE)  # v2.18: ms / id
_FOLLOW_OK = lazy_compile(
    r"^(this|that|these|those|the|my|our|it|everything|all|now|please|pls|plz|asap|again|here|there|on|onto|with|for|to|"
    r"in|into|at|over|across|through|from|via|using|up|then|and|go|immediately|right|quick|quickly|first|before|"
    r"after|when|once|real|thx|thanks|ty|rn|mate|dude|bro|man|guys|folks|" + FRAME_NOUNS +
    r")\b|^[/!]|^$",
    re.IGNORECASE)
_SCHEDULE = lazy_compile(
    r"\b(time for|(?:it'?s|it is) time to|ready for|go (?:on )?ahead with|go for|next up|on to|onto|over to|let'?s (?:do|get|have|run|go with|try)|"
    r"i need|we need|need|(?:i|we) (?:want|would like)|i'?d like|we'?d like|give me|gimme|"
    # v2.10: another's wish passed on ("the director would like the Zorvex look applied"), a list's next item
    r"(?:the\s+)?(?:director|client|producer|artist|designer|lx|ld|sm|stage manager|boss|band|dj)\s+would like|"
    r"next (?:item|thing|task|step|job|one)(?: (?:on|in|from) (?:my|the|our) (?:list|sheet|plan))?\s*:?)"
    r"\s*(?:(?:the|a|an|my|our)\s*)?$",
    re.IGNORECASE)
# a need that is only possible, or someone else's words: "the director says we might need PANIC_BLACK if ..."
# ... or a question whether it is needed at all: "do we even still need PANIC_BLACK now the wall has no projector?"
_MAYBE_OR_REPORTED = lazy_compile(r"\b(?:might|may|could|would|probably|maybe|perhaps|possibly|says|said|thinks|"
                                  r"thought|reckons|told)\b(?!\s+like\b)|"
                                  r"\b(?:do|does|did)\s+(?:we|you|i|they|anyone|one|it)\s+"
                                  r"(?:(?:even|still|really|actually|honestly)\s+)*need\b", re.IGNORECASE)
_ASK_START = lazy_compile(
    r"^(what|whats|which|how|where|when|tell me about|tell me what|explain|describe|summari[sz]e|show me|read me|"
    r"remind me|walk me through|list|outline|recap|give me the (steps|details|text)|read out)\b", re.IGNORECASE)
_ASK_BLOCK = lazy_compile(r"\b(did|was|were|has|have|had|who|whose|documented|wrote|written|edited|created|without|"
                        r"don'?t|do not|never|not|instead|rather than|"
                        r"since|before|after|unless|if|forget|never mind|ignore|later|"
                        # someone's words or opinion about it: "my tutor said the N1 thing sounds 'corporate'"
                        r"said|says|told|tells|thinks|thought|reckons|claims|claimed)\b"
                        # how often a person runs it is history or habit; "how often does X send" asks its text
                        r"|\bhow (?:often|many times)\s+(?:do|did|does|have|has|had|should|can|will|would)\s+"
                        r"(?:i|we|you|they|people|someone|anyone|he|she)\b",
                        re.IGNORECASE)
# a full stop inside a word (".tox", "v2.6") ends nothing
_CLAUSE_SPLIT = lazy_compile(r"\s*(?:[.;!?]*[;!?][.;!?]*|\.+(?!\w)|,|\s[—–-]{1,2}\s|:\s|\n)\s*")
_SENTENCE_SPLIT = lazy_compile(r"\s*(?:[.;!?]*[;!?][.;!?]*|\.+(?!\w)|\s[—–-]{1,2}\s|:\s|\n)\s*")
_CALL_WORDS = frozenset(["cue", "go", "next", "up", "now", "action", "run", "execute", "standby", "and", "then", "finally",
                         "last", "first", "thing", "please"])
_POLITE_WORDS = frozenset(["please", "pls", "plz", "kindly", "now", "go"])
_ACK_WORDS = frozenset(["ok", "okay", "thanks", "thank", "you", "cool", "nice", "great", "lol", "haha", "wow", "perfect", "yes", "yep", "yeah"])


_WORD_CHARS = r"A-Za-z0-9_\u00c0-\u024f\u0370-\u052f"


@functools.lru_cache(maxsize=4096)
def _word_re(name: str) -> re.Pattern[str]:
    """The name as a whole word; an underscore also matches a space or a hyphen, because people
    type VJ_BANK_A as "vj bank a" and CUE_STACK_7 as "cue-stack 7"."""
    body = r"[_\s-]".join(_part_pattern(part) for part in name.split("_"))
    # a word boundary against Latin and Cyrillic letters and digits, not against CJK or kana:
    # "KICK1を実行して", "请运行KICK1" write no space around the name
    # and never a path or file ("/project1/KICK1", "kick1.toe", "KICK1.py"): that names a file, not the procedure
    return re.compile(r"(?<![" + _WORD_CHARS + r"/\\])" + body + r"(?![" + _WORD_CHARS + r"]|\.[A-Za-z0-9])")


_UNITS = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
          "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen")
_TENS = ("", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety")
# after a spelled number, these words make it a quantity ("kick one more time", "layout two of them")
_QUANTITY_AFTER = (r"(?![\w])(?!\s+(?:of|more|less|time|times|by|or|and|to|point|hundred|thousand|minutes?|seconds?|"
                   r"frames?|percent|bars?|beats?|steps?|ways?|things?|more|another|at a time)\b)")


def _spelled(number: int) -> str:
    """The English words for 0-99 as a pattern: "thirty two", "thirty-two", "thirtytwo"."""
    if number < 20:
        return _UNITS[number]
    tens, unit = divmod(number, 10)
    return _TENS[tens] + (r"[\s-]?" + _UNITS[unit] if unit else "")


def _part_pattern(part: str) -> str:
    """One underscore-separated part of a name; a trailing number (KICK1, X32, the 7 of
    CUE_STACK_7) may also be spoken, as voice dictation writes it ("kick one", "cue stack
    seven"), unless the words after it make it a quantity ("kick one more time")."""
    m = re.fullmatch(r"([a-z]*?)(\d{1,2})", part)
    if not m or (m.group(1) and len(m.group(1)) < 3 and len(part) > len(m.group(1)) + 1):
        return re.escape(part)
    letters, digits = m.groups()
    spoken = _spelled(int(digits)) if digits == str(int(digits)) else ""
    if not spoken:
        return re.escape(part)
    # glued to its letters only when that makes no word: N1 is "n one", never "none"; Z1 never "zone"
    glued = letters + spoken.replace(r"[\s-]?", "")
    sep = "" if not letters else r"[\s-]" if len(letters) < 3 or is_common_word(glued) else r"[\s-]?"
    return re.escape(letters) + r"(?:" + digits + r"|" + sep + spoken + _QUANTITY_AFTER + r")"


def _find(lowered: str, name: str) -> list[tuple[int, int]]:
    return [m.span() for m in _word_re(name).finditer(lowered)]


@dataclass(frozen=True)
class Reference:
    """How a prompt refers to one procedure: `invokes`, `asks` (what it says), `mentions`."""

    invokes: bool = False
    asks: bool = False
    mentions: bool = False
    reason: str = ""


def _one_edit(a: str, b: str) -> bool:
    """Damerau distance exactly 1: one insertion, deletion, substitution or adjacent swap."""
    if a == b or abs(len(a) - len(b)) > 1:
        return False
    if len(a) == len(b):
        diff = [i for i in range(len(a)) if a[i] != b[i]]
        return len(diff) == 1 or (len(diff) == 2 and diff[1] == diff[0] + 1
                                  and a[diff[0]] == b[diff[1]] and a[diff[1]] == b[diff[0]])
    short, long_ = (a, b) if len(a) < len(b) else (b, a)
    i = 0
    while i < len(short) and short[i] == long_[i]:
        i += 1
    return short[i:] == long_[i + 1:]


def _edit_distance(a: str, b: str, limit: int) -> int:
    """Optimal-string-alignment distance (insertions, deletions, substitutions, adjacent swaps),
    or `limit + 1` as soon as it must exceed `limit`."""
    if abs(len(a) - len(b)) > limit:
        return limit + 1
    prev2: list[int] = []
    prev = list(range(len(b) + 1))
    for i in range(1, len(a) + 1):
        cur = [i] + [0] * len(b)
        for j in range(1, len(b) + 1):
            cost = 0 if a[i - 1] == b[j - 1] else 1
            cur[j] = min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost)
            if i > 1 and j > 1 and a[i - 1] == b[j - 2] and a[i - 2] == b[j - 1]:
                cur[j] = min(cur[j], prev2[j - 2] + 1)
        if min(cur) > limit:
            return limit + 1
        prev2, prev = prev, cur
    return prev[-1]


def _swapped(a: str, b: str) -> bool:
    """`a` is `b` with two adjacent letters swapped ("gltichy" for "glitchy")."""
    if len(a) != len(b) or a == b:
        return False
    diff = [i for i in range(len(a)) if a[i] != b[i]]
    return len(diff) == 2 and diff[1] == diff[0] + 1 and a[diff[0]] == b[diff[1]] and a[diff[1]] == b[diff[0]]


def _by_ear(word: str) -> str:
    """A spelling reduced to how it sounds in English, for names typed by ear: "ks"/"cks" as "x",
    "ck" as "k", "ph" as "f", a final "ie"/"ey" as "y"."""
    word = re.sub(r"cks|ks", "x", word)
    word = word.replace("ck", "k").replace("ph", "f")
    return re.sub(r"(?:ie|ey|ee)$", "y", word)


@functools.lru_cache(maxsize=8192)
def _sound(key: str) -> str:
    """A squashed key reduced further to its sound, for names dictated by ear: "sinkpoint" and
    "syncpoint" both sound "sinkpoint" (c before a hard vowel or consonant as k, y inside a word as i)."""
    key = _by_ear(key)
    key = re.sub(r"c(?![eiy])", "k", key)
    return re.sub(r"(?<=[a-z])y(?=[a-z])", "i", key)


def _typo_eligible(name: str) -> bool:
    """Only a name of one token of 5+ characters tolerates a typo. A name that is also an
    English word (a declared GLITCHY) tolerates only two swapped keys, since its one-letter
    variants are often other words ("backout" is not BLACKOUT)."""
    return len(name) >= 5 and re.fullmatch(r"[a-z][a-z0-9_]*", name) is not None


def _distinctive(name: str) -> bool:
    return "_" in name or any(c.isdigit() for c in name) or not is_common_word(name)


def _near(tok: str, name: str) -> bool:
    """Whether the typed token is a misspelling of the name: one edit of a distinctive name, two
    edits of a distinctive name of 8+ letters and digits that keeps its first letter ("deply_shwo"
    for DEPLOY_SHOW), or two swapped keys of a name that is also a word ("gltichy")."""
    if not _distinctive(name):  # a name that is a word: two swapped keys, or its final "-y" as heard ("glitchee")
        return _swapped(tok, name) or (len(tok) >= 6 and tok != name and name.endswith("y")
                                       and re.sub(r"(?:ie|ey|ee)$", "y", tok) == name)
    if _one_edit(tok, name) or _one_edit(_by_ear(tok), _by_ear(name)) or (tok != name and _by_ear(tok) == _by_ear(name)):
        return True  # ... also as heard: "zorveks" for Zorvex, "glitchie" for a GLITCHIE
    return len(squash(name)) >= 8 and len(tok) >= 7 and tok[0] == name[0] and _edit_distance(tok, name, 2) <= 2


def typo_spans(lowered: str, names: Iterable[str], others: Iterable[str] = ()) -> list[tuple[int, int]]:
    return list(_typo_spans(lowered, tuple(names), tuple(others)))


@functools.lru_cache(maxsize=256)
def _typo_spans(lowered: str, names: tuple[str, ...], others: tuple[str, ...]) -> tuple[tuple[int, int], ...]:
    """Spans of misspellings of the procedure's names (`_near`: "kikc1" for KICK1, "deploy_shwo",
    "zorvx", "gltichy"). Never a dictionary word or TouchDesigner term, never a change of
    digits (LAYOUT3 is not LAYOUT2), and never a token that is, or is one edit from, the name
    of another procedure (the nearer or equally near name wins, so the guess is unambiguous)."""
    eligible = [n for n in names if _typo_eligible(n)]
    if not eligible:
        return ()
    exact = set(names)
    rivals = [o for o in others if o not in exact]
    spans: list[tuple[int, int]] = []
    for m in _NAME_TOKEN.finditer(lowered):
        tok = m.group(0)
        if tok in exact or is_common_word(tok) or (len(tok) < 5 and not (
                len(tok) == 4 and any(c.isdigit() for c in tok) and any(_by_ear(tok) == _by_ear(n) for n in eligible))):
            continue  # ... but for a name with a digit heard as typed: "kik1" for KICK1
        if any(tok == o or _one_edit(tok, o) for o in rivals):
            continue
        for name in eligible:
            # the same digits: a changed digit is another thing (LAYOUT3), two swapped keys a typo (X23)
            if sorted(re.sub(r"\D", "", tok)) == sorted(re.sub(r"\D", "", name)) and _near(tok, name) and not any(
                    _edit_distance(tok, o, 2) < _edit_distance(tok, name, 2) for o in rivals):
                spans.append(m.span())
                break
    return tuple(spans)


_CAPS_TOKEN = lazy_compile(r"(?<![\w/.])[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*(?![\w])")


def caps_typo_spans(text: str, names: Iterable[str], others: Iterable[str] = (), label: str = "") -> list[tuple[int, int]]:
    """v2.16: spans of a misspelt name typed in capitals, in a prompt that is not all shouted:
    one edit from a name that is also a word, or from the title's capitals label ("run GLICHY
    on the cam" for a declared GLITCHY, "run ARCHVE on bloom.tox" for "ARCHIVE: ..."). In
    capitals the token is a name typed wrong, not another word; a dictionary word ("BACKOUT"),
    a changed digit, or a token as near another procedure's name is never one."""
    keys = tuple(n for n in (*names, *((label.lower(),) if label else ())) if _typo_eligible(n) and not _distinctive(n))
    if not keys or _shouted(text):
        return []
    exact = {n.lower() for n in (*names, label)}
    rivals = [o for o in others if o not in exact]
    spans = []
    for m in _CAPS_TOKEN.finditer(text):
        tok = m.group(0).lower()
        if len(tok) < 5 or tok in exact or is_common_word(tok) or any(tok == o or _one_edit(tok, o) for o in rivals):
            continue
        if any(_one_edit(tok, k) and re.sub(r"\D", "", tok) == re.sub(r"\D", "", k) for k in keys):
            spans.append(m.span())
    return spans


# ---- name resolution: spoken, spaced and squashed forms --------------------------------------

# a name typed one character at a time, spaced out: 4 to 24 single letters, digits or underscores
_LETTER_RUN = lazy_compile(r"(?<![\w])[a-z0-9_](?:[ \t][a-z0-9_]){3,23}(?![\w])", re.IGNORECASE)
_NUMBER_WORDS = {w: i for i, w in enumerate(_UNITS)} | {w: 10 * i for i, w in enumerate(_TENS) if w}
_RUN_TOKEN = lazy_compile(r"[a-z0-9]+")
# v2.13: a dictated underscore joins two parts of a name ("deploy underscore show" -> DEPLOY_SHOW)
_SPOKEN_JOINERS = frozenset({"underscore", "underbar"})
_RUN_GAP = lazy_compile(r"(?:[\s-]|under(?:score|bar)\b)+")
_MAX_RUN = 6


@functools.lru_cache(maxsize=8192)
def squash(name: str) -> str:
    """A name reduced to its letters and digits, lower case: RENDER_HQ, "render-hq" and
    "Render HQ" all squash to "renderhq". The key names are resolved by."""
    return re.sub(r"[^a-z0-9]", "", fold(name).lower())


def _spoken_number(words: list[str]) -> str:
    """Digits for spoken English numbers 0-99 in `words` ("thirty", "two" -> "32", "seven"
    -> "7"); other words pass through unchanged. Joined without separators."""
    out: list[str] = []
    i = 0
    while i < len(words):
        w = words[i]
        value = _NUMBER_WORDS.get(w)
        if value is not None and value >= 20 and i + 1 < len(words) and 0 < _NUMBER_WORDS.get(words[i + 1], 0) < 10:
            out.append(str(value + _NUMBER_WORDS[words[i + 1]]))
            i += 2
            continue
        out.append(str(value) if value is not None else w)
        i += 1
    return "".join(out)


@functools.lru_cache(maxsize=8192)
def _resolvable(name: str) -> bool:
    """Whether a name may be recognised from a spoken or spaced form: its squashed form is at
    least 4 characters and is not itself an English or TouchDesigner word (a BLACKOUT said as
    "black out" is just the words; SYNCPOINT said as "sync point" is the name)."""
    key = squash(name)
    return len(key) >= 4 and (any(c.isdigit() for c in key) or not is_common_word(key))


def spoken_spans(lowered: str, names: Iterable[str], others: Iterable[str] = ()) -> list[tuple[int, int]]:
    return list(_spoken_spans(lowered, tuple(names), tuple(others)))


@functools.lru_cache(maxsize=1024)
def _spoken_spans(lowered: str, names: tuple[str, ...], others: tuple[str, ...]) -> tuple[tuple[int, int], ...]:
    """Spans where a procedure's name is written in parts or spoken, as voice dictation and fast
    typing write names: a run of 2-6 words separated only by spaces or hyphens whose letters and
    digits, with spoken numbers read as digits, spell the name ("render h q" -> RENDER_HQ, "sync
    point" -> SYNCPOINT, "desk map x thirty two" -> DESKMAP_X32, "cue stack seven" ->
    CUE_STACK_7), or one word that squashes to it ("renderhq", "Deskmap-X32"). Only names that
    can be resolved at all (`_resolvable`); never after an indefinite article ("add a sync
    point" is any sync point), and never when the same words spell another procedure's name."""
    keys = {squash(n): n for n in names if _resolvable(n)}
    if not keys:
        return ()
    rival_keys = {squash(o) for o in others if o not in names}  # the same key for two names: ambiguous
    rival_sounds = {_sound(k) for k in rival_keys}
    sounds = {_sound(k): k for k in keys if len(k) >= 6 and _sound(k) not in rival_sounds}
    toks = [(m.group(0), m.start(), m.end()) for m in _RUN_TOKEN.finditer(lowered) if m.group(0) not in _SPOKEN_JOINERS]
    spans: list[tuple[int, int]] = []
    firsts = {k[:1] for k in keys}
    for m in _LETTER_RUN.finditer(lowered):  # "L A Y O U T 2", "p a n i c _ b l a c k": typed letter by letter
        joined = squash(m.group(0))
        if joined in keys and joined not in rival_keys:
            spans.append(m.span())
    for i in range(len(toks)):
        head = toks[i][0]
        if str(_NUMBER_WORDS.get(head, head))[:1] not in firsts:
            continue  # no name starts with this token's first character: the common case, decided cheaply
        window = lowered[max(0, toks[i][1] - 24):toks[i][1]]  # a bounded look back: linear in the prompt
        if _INDEFINITE_BEFORE.search(window) or (i and lowered[toks[i][1] - 1] in "_/\\."):
            continue
        words: list[str] = []
        for j in range(i, min(i + _MAX_RUN, len(toks))):
            if j > i and not _RUN_GAP.fullmatch(lowered[toks[j - 1][2]:toks[j][1]]):
                break
            words.append(toks[j][0])
            joined = _spoken_number(words)
            if j > i and joined not in keys and len(joined) >= 6 and _sound(joined) in sounds:
                joined = sounds[_sound(joined)]  # "sink point" for SYNCPOINT: the words heard, not spelled
            if joined in keys and joined not in rival_keys:
                end = toks[j][2]
                if lowered[end:end + 1] in ("_", "/", "\\") or re.match(r"\.[a-z0-9]", lowered[end:end + 2]):
                    break  # part of a path, identifier or file name
                if joined[-1].isdigit() and not re.match(_QUANTITY_AFTER, lowered[end:]):
                    break  # a count, not a name: "kick one more time", "layout 2 of them"
                if j > i or words[0] != keys[joined]:
                    spans.append((toks[i][1], end))
                break
            stem = joined[:-1] if _NUMBER_WORDS.get(words[-1], 0) >= 20 else joined  # "thirty" of "thirty two"
            if not any(k.startswith(stem) for k in keys) and not any(k.startswith(_sound(stem)) for k in sounds):
                break
    return tuple(spans)


class NameResolver:
    """Which of many stored procedures a prompt may name, found fast: one pass over the prompt's
    runs of 1-6 words (squashed, spoken numbers as digits) against every name's squashed key, and
    its rare tokens (5+ characters, no dictionary word) against the names that tolerate a typo.
    A superset: `occurrences` then decides for each candidate. Built once per index state."""

    def __init__(self, entries: Iterable[tuple[str, tuple[str, ...]]]) -> None:
        self.names: dict[str, tuple[str, ...]] = {}
        self._by_key: dict[str, set[str]] = {}
        self._by_sound: dict[str, set[str]] = {}
        self._typo: list[tuple[str, str]] = []
        for entry_id, names in entries:
            self.names[entry_id] = tuple(names)
            for name in names:
                key = squash(name)
                self._by_key.setdefault(key, set()).add(entry_id)
                if len(key) >= 6:
                    self._by_sound.setdefault(_sound(key), set()).add(entry_id)  # "sink point" for SYNCPOINT
                number = re.search(r"\d{1,2}$", key)
                if number and number.group(0) == str(int(number.group(0))):  # "kickone", "cuestackseven"
                    spelled = _spelled(int(number.group(0))).replace(r"[\s-]?", "")
                    self._by_key.setdefault(key[:number.start()] + spelled, set()).add(entry_id)
                if _typo_eligible(name):
                    self._typo.append((name, entry_id))

    def candidates(self, prompt: str) -> set[str]:
        folded = fold(prompt)
        lowered = folded.lower()
        toks = [m.group(0) for m in _RUN_TOKEN.finditer(lowered) if m.group(0) not in _SPOKEN_JOINERS]
        found: set[str] = set()
        for m in _LETTER_RUN.finditer(lowered):
            found |= self._by_key.get(squash(m.group(0)), set())
        for i in range(len(toks)):
            for j in range(i + 1, min(i + _MAX_RUN, len(toks)) + 1):
                for key in {_spoken_number(toks[i:j]), "".join(toks[i:j]),
                            _spoken_number([_LETTER_WORDS.get(t, t) for t in toks[i:j]])}:
                    found |= self._by_key.get(key, set())
                    if j > i + 1 and len(key) >= 6:
                        found |= self._by_sound.get(_sound(key), set())
        for tok in {m.group(0) for m in _NAME_TOKEN.finditer(lowered)}:
            if is_common_word(tok) or len(tok) < 4 or (len(tok) == 4 and not any(c.isdigit() for c in tok)):
                continue
            found |= {entry_id for name, entry_id in self._typo if abs(len(name) - len(tok)) <= 2 and _near(tok, name)}
        if len(folded) == len(lowered):  # v2.16: "GLICHY" typed in capitals for a GLITCHY (`caps_typo_spans` decides)
            for m in _CAPS_TOKEN.finditer(folded):
                tok = m.group(0).lower()
                if len(tok) >= 5 and not is_common_word(tok):
                    found |= {entry_id for name, entry_id in self._typo if _one_edit(tok, name)}
        return found


def occurrences(prompt: str, names: Iterable[str], phrase: str = "",
                others: Iterable[str] = (), label: str = "") -> list[tuple[int, int]]:
    """Spans of the procedure's names (whole words, outside quotes and code), of one-edit
    misspellings of its distinctive names (`typo_spans`), of "<title phrase>
    procedure/rule/macro" when the title has no distinctive name, and of its capitals label
    (`caps_label`) written in capitals as a name."""
    text = fold(prompt)
    lowered = text.lower()
    protected = protected_spans(text)
    names = tuple(names)
    spans: list[tuple[int, int]] = []
    for name in names:
        spans += _find(lowered, name)
    if len(lowered) == len(text):
        spans += typo_spans(lowered, names, others)
        spans += caps_typo_spans(text, names, others, label)
        spans += spoken_spans(lowered, names, others)
        if label:
            spans += _label_spans(text, label)
    if phrase:
        spans += _phrase_spans(lowered, phrase)
    return sorted({s for s in spans if not inside(s, protected)})


# "rule", "procedure", "macro" in French, German, Spanish, Italian, Portuguese, Dutch, Polish, Russian
_FOREIGN_FRAME_NOUNS = (r"r[èe]gle|proc[ée]dure|regel|prozedur|regla|procedimiento|regola|procedura|regra|"
                        r"procedimento|regu[łl]a|zasada|правило|процедура|makro|kural\w*|pravidlo|κανόνας|s[äa][äa]nt[öo]|"
                        # v2.14: the other cases of "rule" ("εφάρμοσε τον κανόνα X", "zastosuj regułę X")
                        r"κανόνα|κανόνες|regu[łl][ęy]|zasad[ęy]|правила|правилу|правилом|процедуру|процедуры|pravidla|"
                        r"pravidlem|s[äa][äa]nn[öo]n|s[äa][äa]nt[öo][äa]|szab[áa]lyt|regula|regul[ăa]|regulii|regeln|reglen|"
                        r"regelen|reglerna|reglene|"  # v2.18: sv / no definite ("quiet hours-regeln")
                        r"הכלל|القاعدة|peraturan|patakaran|panuntunan|"
                        r"szab[áa]ly|aturan|quy t[ắa]c|nguy[êe]n t[ắa]c|kaidah|قاعدة|כלל|नियम|"
                        r"규칙|룰|ルール|規則|规则|กฎ")


@functools.lru_cache(maxsize=2048)
def _phrase_re(phrase: str) -> tuple[re.Pattern[str], re.Pattern[str]]:
    words = r"[\s_-]+".join(re.escape(w) for w in phrase.split())
    # a phrase of two or more words is specific enough to be switched on as a mode ("quiet hours
    # mode"); one word is not ("feedback mode" is TouchDesigner's)
    nouns = "(?:" + FRAME_NOUNS[1:-1] + "|" + _FOREIGN_FRAME_NOUNS + ("|mode|modus" if " " in phrase else "") + ")"
    return (re.compile(r"(?<![\w])(" + words + r")(?:\s+|-|(?=[\u3040-\u30ff\u4e00-\u9fff\uac00-\ud7af]))(?:(?:の|的|의)\s*)?" + nouns +
                       r"(?![a-z0-9_])"),
            re.compile(r"(?<![\w])" + nouns + r"\s+(?:(?:of|de|des|du|der|del|della|do|da|van|'|\")\s*)?(" + words +
                       r")(?![\w])"))


def _phrase_spans(lowered: str, phrase: str) -> list[tuple[int, int]]:
    """Spans of a title phrase marked as the procedure's name by a frame noun, after it or before
    it, in English or another language, its words joined by spaces, hyphens or underscores:
    "the quiet hours rule", "the quiet-hours rule", "die Quiet-Hours-Regel", "la règle des quiet
    hours". The phrase alone ("quiet hours") stays ordinary words."""
    if not all(w in lowered for w in phrase.split()):
        return []
    after, before = _phrase_re(phrase)
    return [m.span(1) for m in after.finditer(lowered)] + [m.span(1) for m in before.finditer(lowered)]


def borrowed_phrase_spans(prompt: str, phrase: str) -> list[tuple[int, int]]:
    """Spans of a title phrase of two or more English words said bare, outside quotes and code. The caller
    decides what they are: in a prompt in another language, a borrowed term ("Applica le quiet hours"); in
    English (v2.17), a name only where the rules and the classifier both read a call."""
    if " " not in phrase.strip() or not phrase.isascii():
        return []
    text = fold(prompt)
    lowered = text.lower()
    if len(lowered) != len(text) or not all(w in lowered for w in phrase.split()):
        return []
    words = r"[\s_-]+".join(re.escape(w) for w in phrase.split())
    protected = protected_spans(text)
    # (v2.19: after a letter of another script too: "川沿い会場のquiet hoursルールを適用して")
    return [m.span() for m in re.finditer(r"(?<![a-z0-9_\u00c0-\u024f])" + words + r"(?![a-z0-9_])", lowered)
            if not inside(m.span(), protected)]


# an offer to carry something out, by the assistant or reported: "want me to add X?", "shall I run
# X?", "you suggested running X", "I can load X for you"
_OFFER = lazy_compile(
    r"(?:\b(?:(?:do\s+)?(?:you\s+)?want\s+me\s+to|shall\s+i|should\s+i|would\s+you\s+like\s+me\s+to|"
    r"(?:do\s+)?you\s+need\s+me\s+to|i\s+(?:can|could|will|would)|i'll|let\s+me|how\s+about\s+(?:i|we)|"
    r"(?:you|it|the assistant|assistant)\s+(?:suggested|offered|proposed|recommended)(?:\s+(?:to|that\s+(?:i|we|you)))?|"
    # v2.11: "you asked (me) (earlier) whether to / if you should go ahead with X. Yes"
    r"you\s+asked\s+(?:me\s+)?(?:earlier\s+|before\s+)?(?:whether|if)\s+(?:(?:i|you|we)\s+should|to))"
    r")\s+(?:just\s+|quickly\s+|also\s+)?(?:go ahead with|proceed with|carry on with|" + _VERBS +
    r")(?:\s+(?:the|my|our|your|a|an|it|up|on|with))?(?:\s+(?:\w+\s+)?(?:rule|procedure|macro|preset|look|grade))?\s+$")
# v2.14: "... whether to go ahead with X — yes, go ahead", "... whether to apply naming rule N1 — yes"
_CONSENT_WORD = (r"(?:yes|yep|yeah|yup|ya|y|sure|absolutely|definitely|please do|yes please|go ahead|go for it|"
                 r"do it|do that|let'?s do it|let'?s go|run it|make it so|go on|go)")
# v2.17: after the consent, how things stand, in a clause with its own subject ("..., the engineer has plugged the
# desk in"); never one that objects, defers, restricts or asks
_SITUATION_TAIL = lazy_compile(r"[,;—–]\s*(?:the|our|my|we|we're|they|they're|he|he's|she|she's|it|it's|its|everyone|"
                               r"everybody|doors|crowd|audience|band|client)\b[^?\n]*$")
_TAIL_OBJECTION = lazy_compile(r"\b(?:but|not|no|don'?t|doesn'?t|isn'?t|wait|later|instead|unless|except|only|first|"
                               r"yet|until|tomorrow|rather|stop|cancel|or|did|done|was|were|already|yesterday|earlier|last|before|ago)\b|n't\b")
_CONSENT_END = lazy_compile(
    r"(?:^|[\s.!?;:>\n—–-])((?:(?:ok(?:ay)?|alright|right|please|pls|plz|now|then|and|thanks|thx|" + _CONSENT_WORD[3:-1] +
    r")[\s,.!]*)+)$")


def consented_offer(prompt: str, names: Iterable[str], title: str = "") -> str:
    """Consent to an offer that names the procedure: the prompt quotes or reports an offer to
    carry it out ("> want me to add GLITCHY after cam_in?", "assistant earlier: 'Shall I run
    RENDER_HQ on the intro?'", "you suggested running DEPLOY_SHOW before we leave") and ends,
    after that sentence, with consent and nothing else ("yes go", "yep go ahead", "yes, do
    it"). The name may sit inside the quoted offer. Never when the consent is negated or asked,
    when the offer itself is negated, or in an echo or meta frame. v2.16: an offer made in the words of the
    `title` counts as one naming it ("You asked whether to do the lighting console handshake before doors. Yes,
    go ahead.")."""
    text = fold(prompt).strip()
    lowered = text.lower()
    if len(lowered) != len(text) or "?" in lowered[-3:]:
        return ""
    tail = _SITUATION_TAIL.search(lowered)  # v2.17: "yes, go on then, the opener has just walked off the stage"
    end = _CONSENT_END.search(lowered[:tail.start()] if tail and not _TAIL_OBJECTION.search(tail.group(0)) else lowered)
    if not end or not re.search(r"\b" + _CONSENT_WORD + r"\b", end.group(1)):
        return ""
    names = tuple(names)
    said = [(name, span) for name in names for span in _find(lowered, name)]
    said += [(names[0] if names else "", span) for span in (_title_runs(lowered, title) if title else [])]
    for name, (a, b) in said:
        if b > end.start(1):
            continue
        _, s_right = _clause_bounds(lowered, a, _SENTENCE_SPLIT)
        if s_right >= end.start(1) and not re.search(r"[?.!:—–\n]", lowered[b:end.start(1)]):
            continue  # the consent must be its own sentence, after the offer's
        offer = _OFFER.search(re.sub(r"[\"'`‘’“”]", " ", lowered[max(0, a - 60):a]))
        between = lowered[b:end.start(1)]
        if re.search(r"\bor\b", lowered[max(0, a - 60):end.start(1)]):
            continue  # "want me to run KICK1 or LAYOUT2? yes": which one is not said
        if offer and not _NEGATION.search(lowered[max(0, a - 60):end.end()]) and \
                not re.search(r"\b(?:no|nope|nah|wait|later|stop|cancel)\b", lowered[end.start(1):] + between) and \
                not meta_frame(text, (name,) if name else ()) and not echo_frame(text):
            return "consent to an offer naming the procedure"
    return ""


# v2.12: a procedure's own trigger, written in its text or its `when` field: "When I ask for trails in the club
# set, build them my way", "When asked for RENDER_HQ or a high-quality offline render", "the user asks for the
# end-of-set blackout". A request for that thing asks for the procedure, as its name would
_OWN_TRIGGER = lazy_compile(
    r"\bwhen(?:ever)?\s+(?:(?:i|the user|the artist|we|someone|anyone|you(?:'re| are))\s+)?"
    r"(?:asks?|asked|wants?|wanted|requests?|requested|needs?)\s+(?:for\s+|to\s+)?([^,.;:()\n]{3,80})", re.IGNORECASE)
_TRIGGER_SPLIT = lazy_compile(r"\s+(?:or|and)\s+|\s*/\s*")
_TRIGGER_WORD = lazy_compile(r"[a-z][a-z0-9_'-]*")
_TRIGGER_STOP = frozenset(
    ["a", "an", "the", "my", "our", "your", "their", "his", "her", "its", "this", "that", "these", "those", "in",
     "on", "at", "for", "of", "to", "with", "and", "or", "by", "from", "it", "them", "me", "us", "i", "you", "we",
     "is", "are", "be", "some", "any"])
TRIGGER_WINDOW = 60  # the trigger's words, in one stretch of the prompt at most this long
# ... said as the user's own: a trigger of common words is also what anyone asks ("add trails to the club set
# visuals" bears on the procedure; "trails for the club set please, my usual way" asks for it). First-person
# possessives and "as usual" words, in the languages the request lexicons cover (a gap costs a stub)
OWN_WAY = lazy_compile(
    r"(?<![\w'])(?:my|mine|our|usual|usually|as always|like always|as ever|the way i\b|per my|"
    r"mes|mon|ma|nos|notre|comme d'habitude|d'habitude|comme toujours|mis|mi|nuestr[oa]s?|como siempre|de siempre|"
    r"mein(?:e|en|er|em)?|unser(?:e|en)?|wie immer|wie üblich|miei|mie|mio|mia|nostr[aoie]|come sempre|solit[oaie]|"
    r"meus|minhas|meu|minha|mijn|zoals altijd|moje|mój|moich|moimi|jak zawsze|"
    r"mina|mitt|min|som vanligt|mele|ca de obicei|benim|her zamanki|"
    r"мои|мой|моими|моих|как обычно|как всегда)(?![\w'])|"
    r"我的|老样子|照旧|照舊|平常|一贯|私の|僕の|俺の|いつもの|いつも通り|いつもどおり|제\s|내\s|평소|우리",
    re.IGNORECASE)


def own_triggers(text: str, names: Iterable[str] = ()) -> tuple[tuple[str, ...], ...]:
    """The content words of each thing the procedure's `text` says it is asked for ("trails in the club set"
    -> ("trails", "club", "set")). A thing that is or holds one of the procedure's `names` is left to the
    name's grammar; one content word ("panic", "blackout") is too common to stand for a procedure."""
    return _own_triggers(text[:2000], tuple(sorted({n.lower() for n in names})))


@functools.lru_cache(maxsize=1024)
def _own_triggers(text: str, names: tuple[str, ...]) -> tuple[tuple[str, ...], ...]:
    out: list[tuple[str, ...]] = []
    for m in _OWN_TRIGGER.finditer(fold(text)):
        for part in _TRIGGER_SPLIT.split(m.group(1)):
            words = tuple(w for w in _TRIGGER_WORD.findall(part.lower()) if w not in _TRIGGER_STOP)
            if len(words) < 2 or any(w in names or re.search(r"\d|_", w) for w in words) or words in out:
                continue
            out.append(words)
    return tuple(out)


@functools.lru_cache(maxsize=512)
def _trigger_word_re(word: str) -> re.Pattern[str]:
    stem = word[:-1] if len(word) > 4 and word.endswith("s") else word  # "trails" finds "trail", "trails"
    return re.compile(r"(?<![\w])" + re.escape(stem) + r"[\w'-]{0,3}(?![\w])")


def trigger_spans(prompt: str, text: str, names: Iterable[str] = ()) -> list[tuple[int, int]]:
    """The stretch of `prompt` (at most `TRIGGER_WINDOW` characters, outside quotes and code) holding every
    content word of one of the procedure's own triggers (`own_triggers`), as one span, when the prompt also
    says it wants it the user's own way (`OWN_WAY`); [] otherwise."""
    folded = fold(prompt)
    lowered = folded.lower()
    if len(lowered) != len(prompt) or not OWN_WAY.search(lowered):
        return []
    protected = protected_spans(folded)
    for words in own_triggers(text, names):
        found = [[m.span() for m in _trigger_word_re(w).finditer(lowered) if not inside(m.span(), protected)]
                 for w in words]
        if not all(found):
            continue
        for first in found[0]:
            picks = [min(spans, key=lambda s: abs(s[0] - first[0])) for spans in found]
            a, b = min(s[0] for s in picks), max(s[1] for s in picks)
            if b - a <= TRIGGER_WINDOW:
                return [(a, b)]
    return []


def named_only_in_literals(prompt: str, names: Iterable[str], phrase: str = "") -> bool:
    """Whether the procedure is named, and only inside quotes, backticks or code
    (`print('PANIC_BLACK')`, "is `VJ_BANK_A = 3` valid?", "translate 'run KICK1'"): the prompt
    is about a string that spells the name, not about the procedure."""
    text = fold(prompt)
    lowered = text.lower()
    spans = [s for name in names for s in _find(lowered, name)]
    if phrase:
        spans += [m.span() for m in re.finditer(r"(?<![\w])" + re.escape(phrase) + r"(?![\w])", lowered)]
    if not spans:
        return False
    protected = protected_spans(text)
    if not all(inside(s, protected) for s in spans) or consented_offer(prompt, names):
        return False
    unwrapped = unwrap_code_names(prompt, names)
    return unwrapped == prompt or not analyse(unwrapped, names, phrase).invokes


@functools.lru_cache(maxsize=4096)
def caps_label(title: str) -> str:
    """The lower-cased label of a title whose head is one word in capitals that is not already a
    name ("FEEDBACK: my trail settings", "ARCHIVE: keep a numbered copy"): an ordinary word the
    author wrote as a label. It names the procedure only when the prompt also writes it in
    capitals, as a name (`_label_spans`); "feedback" in lower case stays the ordinary word."""
    head = fold(title).split(":", 1)[0].strip()
    if ":" not in title or not re.fullmatch(r"[A-Z]{3,}", head) or head.lower() in _GENERIC_TITLE:
        return ""
    return "" if procedure_names(title) else head.lower()


_OPERATOR_AFTER = lazy_compile(r"\s*(?:top|chop|sop|dat|mat|comp|pop)s?\b", re.IGNORECASE)


def _shouted(text: str) -> bool:
    """Whether every word of 3+ letters is in capitals, so capitals say nothing about a name. v2.14: a word of a
    script without capitals ("내 FEEDBACK 트레일 설정으로") shows the prompt is not shouted."""
    return not any(not w.isupper() for w in re.findall(r"[^\W\d_]{3,}", text))


def _label_spans(text: str, label: str) -> list[tuple[int, int]]:
    """The label written in capitals in a prompt that is not itself shouted (some lower-case
    word of 3+ letters elsewhere), not after an indefinite article ("a FEEDBACK" is a kind of
    thing) and not before an operator family ("FEEDBACK TOP" is the operator)."""
    upper = label.upper()
    if _shouted(text):
        return []
    out = []
    for m in re.finditer(r"(?<![A-Za-z0-9_])" + re.escape(upper) + r"(?![A-Za-z0-9_])", text):  # "ARCHIVEルール" too
        if _INDEFINITE_BEFORE.search(text.lower(), 0, m.start()) or _OPERATOR_AFTER.match(text, m.end()):
            continue
        out.append(m.span())
    return out


def _item_pattern(known: tuple[str, ...]) -> str:
    alternatives = [r"[_\s-]".join(re.escape(part) for part in n.split("_")) for n in sorted(known, key=len, reverse=True)]
    alternatives.append(r"[a-z][a-z0-9]*_[a-z0-9_]+|[a-z]+[0-9][a-z0-9]*")   # name-shaped tokens
    return (r"(?:(?:the|my|our)\s+)?(?<![\w])(?:" + "|".join(alternatives) + r")(?![\w])(?:\s+" + FRAME_NOUNS +
            r"(?![\w]))?")


# a space alone joins two names, never a name and a determiner's noun phrase: "wirecomb the carnival_main network" (v2.17)
# (v2.19: "and" in other languages too: "STROBE_SAFE и DESKMAP_X32", "wirecomb 그리고 LAYOUT2")
_LIST_AND = (r"and|or|&|\+|plus|und|et|y|e|en|i|и|та|і|och|og|ja|és|ve|και|ו|و|dan|at|và|oder|ou|o|"
             r"그리고|하고|및|そして|及び|および|и потом")
_LIST_SEP = (r"\s*(?:,\s*(?:(?:" + _LIST_AND + r")\s+)?|\s(?:" + _LIST_AND + r")\s+|"
             r"(?<=\S)\s+(?!(?:the|my|our)\s))\s*")


@functools.lru_cache(maxsize=512)
def _list_res(known: tuple[str, ...]) -> tuple[re.Pattern[str], re.Pattern[str]]:
    item = _item_pattern(known)
    return (re.compile(r"(" + item + r")" + _LIST_SEP + r"(?:(?:the|my|our)\s+)?$"),
            re.compile(_LIST_SEP + r"(" + item + r")"))


def _list_around(lowered: str, start: int, end: int, known: tuple[str, ...]) -> tuple[int, int]:
    """The span of the coordinated list of procedure names the occurrence belongs to
    ("wirecomb, LAYOUT2 and the Zorvex grade": one object of one verb, of any length), or the
    occurrence itself when it stands alone."""
    left_re, right_re = _list_res(known)
    a, b = start, end
    while True:
        m = left_re.search(lowered, 0, a)
        if not m or m.start(1) >= a:
            break
        a = m.start(1)
    while True:
        m = right_re.match(lowered, b)
        if not m:
            break
        b = m.end(1)
    if (a, b) == (start, end):
        return start, end
    det = re.match(r"(?:the|my|our)\s+", lowered[a:b])
    return (a + det.end() if det else a), b


# what may stand between two procedure names of one list or running order: separators, "and",
# temporal sequencers, in several languages (never a negation, a verb or a report)
_SEQUENCER = (r"then|and then|after that|afterwards|next|followed by|und dann|und danach|danach|dann|anschlie[ßs]end|"
              r"puis|et puis|ensuite|y luego|luego|y despu[ée]s|despu[ée]s|e poi|poi|dopo|e depois|depois|en dan|daarna|"
              r"a potem|potem|nast[ęe]pnie|а потом|потом|затем|然后|之后|その後|それから|그 다음|다음에|->|→|>")
_CHAIN_GAP = lazy_compile(r"(?:\s|[,+&/|]|和|与|與|及|跟|(?:" + _SEQUENCER + r"|and|plus|und|et|y|e|en|i|и|と|、|그리고|the|my|our|"
                          r"la|le|el|die|den|das|de|het)(?![\w]))*")
_SEQUENCE_GAP = lazy_compile(r"(?:^|[\s,])(?:" + _SEQUENCER + r")(?:[\s,]|$)")
_FOREIGN_TAIL = lazy_compile(
    r"(?:[\s,.!…]*(?:both|all|all of them|together|at once)(?=[\s,.!…]+(?:now|right now|asap|please|pls|plz|go)\b))?"  # "X + Y both now"
    r"(?:[\s,.!…]*(?:ya|stp|svp|bitte|jetzt|sofort|graag|alsjeblieft|alstublieft|por favor|porfa|per favore|subito|"
    r"agora|j[áa]|teraz|szybko|prosz[ęe]|срочно|сейчас|быстро|пожалуйста|vite|maintenant|tout de suite|ahora|ora|"
    r"nu|meteen|erop|drauf|please|pls|plz|now|right now|asap|go|tolong|sekarang|"
    r"l[üu]tfen|hemen|kiitos|nyt|k[ée]rlek|te rog|acum|παρακαλώ|τώρα|будь ласка|зараз|đi|ngay))+[\s,.!…]*")


def _chain(lowered: str, start: int, end: int, others: tuple[str, ...]) -> tuple[list[tuple[int, int]], bool]:
    """The procedure names coordinated with the one at `start:end` (a list or a running order:
    "KICK1 + GLITCHY", "CUE_STACK_7 und danach SYNCPOINT", one name per line), as spans in order,
    and whether a temporal sequencer joins them ("then", "danach", "puis", "->")."""
    spans = sorted({s for name in others for s in _find(lowered, name)} | {(start, end)})
    i = spans.index((start, end))
    a, b = i, i
    while a > 0 and spans[a - 1][1] <= spans[a][0] and _CHAIN_GAP.fullmatch(lowered, spans[a - 1][1], spans[a][0]):
        a -= 1
    while b + 1 < len(spans) and spans[b][1] <= spans[b + 1][0] and \
            _CHAIN_GAP.fullmatch(lowered, spans[b][1], spans[b + 1][0]):
        b += 1
    chain = spans[a:b + 1]
    sequenced = any(_SEQUENCE_GAP.search(lowered, x[1], y[0]) for x, y in itertools.pairwise(chain))
    return chain, sequenced


def analyse(prompt: str, names: Iterable[str], phrase: str = "", others: Iterable[str] = (),
            label: str = "", title: str = "") -> Reference:
    """Decide whether `prompt` invokes, asks about, or only mentions the procedure (see
    `_analyse`; memoised, since the gate asks once per candidate and calibration runs ask again).
    A prompt longer than `ANALYSED_CHARS` is read at its head and its tail, where a request to carry
    something out stands; a name in the middle of a long paste is a mention (bounded work)."""
    if len(prompt) > ANALYSED_CHARS:
        half = ANALYSED_CHARS // 2
        prompt = prompt[:half] + "\n\n" + prompt[-half:]
    call = _analyse if len(prompt) <= CACHED_CHARS else _analyse.__wrapped__
    key = (tuple(sorted(set(names))), phrase, tuple(sorted(set(others))), label, title)
    ref = call(prompt, *key)
    if (ref.invokes or ref.asks) and addressed_elsewhere(fold(prompt)):
        return Reference(mentions=True, reason="addressed to another person")
    if not ref.invokes and "`" in prompt:
        unwrapped = unwrap_code_names(prompt, key[0])
        if unwrapped != prompt:
            called = call(unwrapped, *key)
            if called.invokes:  # only a call: a question about a code-formatted name stays about the string
                return Reference(invokes=True, mentions=True, reason=f"{called.reason} (the name in code format)")
    return ref


def unwrap_code_names(prompt: str, names: Iterable[str]) -> str:
    """The prompt with backticks dropped around a bare procedure name ("`VJ_BANK_A` 👈 load this
    one pls": markdown code format for a name, with the request outside). Anything more inside
    the backticks ("`run KICK1`", "`KICK1 = 3`") stays a literal, and so do quotes."""
    wanted = {squash(n) for n in names}
    outside = re.sub(r"`[^`]*`", " ", prompt)
    words = re.findall(r"[^\W\d_]{2,}", outside.lower())
    polite = [w for w in words if w in _POLITE_WORDS]
    if not re.search(r"(?:^|[^\w])(?:" + _VERBS + r")(?![\w])", outside, re.IGNORECASE) and \
            not (polite and len(polite) < len(words)):
        return prompt  # "`KICK1`", "`KICK1` pls": a code-formatted name alone is still the string
        # ... but "`wirecomb` on /project1/sensors please" asks for it on a target
    return re.sub(r"`\s*([A-Za-z][\w-]{1,40})\s*`",
                  lambda m: f" {m.group(1)} " if squash(m.group(1)) in wanted and not is_common_word(m.group(1))
                  else m.group(0), prompt)


# The words a request is built from: command verbs, the modal of a polite request, "please",
# "the". Typed fast, they come out one key off ("rnu", "runn", "exectue", "cna you", "teh").
_TYPO_TARGETS = ("run", "execute", "apply", "start", "launch", "load", "trigger", "deploy", "activate", "perform",
                 "please", "can", "could", "would", "the", "you", "now")
_ASCII_WORD = lazy_compile(r"(?<![\w'])[A-Za-z]{3,}(?![\w'])")
# words of other languages one edit from a command verb: Dutch "staat" (is), German "lade", "stand", Swedish "kan"
_FOREIGN_LOOKALIKES = frozenset(["staat", "stat", "lade", "laden", "star", "stand", "stort", "kan", "kun", "nun", "nou",
                                 "naw", "ran", "rum", "apple", "lund", "runt", "ruin", "starte", "starta", "startet"])


def fix_command_typos(text: str, keep: Iterable[str] = ()) -> str:
    """`text` with misspelt request words corrected: a token one insertion, deletion,
    substitution or adjacent swap away from a command verb, a modal or "please"/"the" (for a
    three-letter word only a swap or one extra letter: "rnu", "runn", "cna"; a dropped letter
    only from a word of six or more: "excute"). Never a
    dictionary word or TouchDesigner term ("ran", "rum"), never a word
    in `keep` (procedure names) or one edit from one, never a token with digits, never a
    token next to a non-ASCII letter. Invariant: every other character is unchanged."""
    kept = frozenset(k.lower() for k in keep)
    return (_fix_command_typos if len(text) <= CACHED_CHARS else _fix_command_typos.__wrapped__)(text, kept)


@functools.lru_cache(maxsize=2048)
def _fix_command_typos(text: str, kept: frozenset[str]) -> str:
    """`fix_command_typos`, memoised: the gate asks once per candidate, with the same names."""

    def fix(m: re.Match[str]) -> str:
        tok = m.group(0)
        low = tok.lower()
        if len(low) > 9:
            return tok  # no request word is within one edit of it
        for target in _TYPO_TARGETS:
            if len(target) == 3 and not (len(low) == 4 or sorted(low) == sorted(target)):
                continue
            if len(low) < len(target) < 6:  # a dropped letter of a short word is often another word ("stat")
                continue
            if _one_edit(low, target):
                # checked only for a would-be correction (most tokens are none): names and words stay
                if low in kept or any(_one_edit(low, k) for k in kept) or is_common_word(low) or low in _FOREIGN_LOOKALIKES:
                    return tok
                return target.upper() if tok.isupper() and len(tok) > 1 else target
        return tok

    return _ASCII_WORD.sub(fix, text)


# ---- chat and command syntax, read as the request it spells (v2.7) ------------------------

# a pictograph that says no, or done: kept as the word, so the guards still read it
_EMOJI_NO = "❌🚫⛔🛑🙅✋✖❎"
_EMOJI_DONE = "✅✔☑"
_EMOJI_ALARM = "😱🚨😨😰🆘⏰"
_ARROWS = lazy_compile(r"\s*(?:<-+|<=+|←|⬅️?|👈|👉)\s*")
_NEXT_ARROWS = lazy_compile(r"\s*(?:-+>|=+>|→|➡️?)\s*")
_CHECKED = lazy_compile(r"(?m)^[ \t]*(?:[-*•+][ \t]*)?\[[xX✓✔]\][ \t]*")
_UNCHECKED = lazy_compile(r"(?m)^[ \t]*(?:[-*•+][ \t]*)?\[ \][ \t]*")
_BULLET = lazy_compile(r"(?m)^[ \t]*(?:[-*•][ \t]+|\d{1,2}[.)][ \t]+|#{1,6}[ \t]+)")
_SLASH_CLAUSE_END = lazy_compile(r"\s*(?:[,;—–]|\s-\s|[.!](?:\s|$))")
_SLASH_CONTEXT = lazy_compile(r"\s*(?:(?:the|our|my|his|her|their|your)\s+(?!(?:one|ones|same|macro|command)\b)\w+|"
                              r"(?:but\s+)?not\s+(?:the|on|in|to|for|into)\b[^,;]*$)")
_BACK_OR_TOLD = lazy_compile(r"\s*(?:it|its|it's|this|that|they|them|which|who|and|but|then|so|ran|run|worked|works|crashed|"
                             r"failed|broke|froze|was|were|did|had|has|is|are|went|got|never|not|no|again|still)\b")


def _opens_with_verb(clause: str) -> bool:
    """Whether `clause` opens with a request verb or a common English verb ("cut it", "set it up now")."""
    return bool(_VERB_RE.match(clause)) or clause.split(" ", 1)[0] in COMMON_VERBS


def _own_subject(clause: str) -> bool:
    """v2.18: a later clause of a slash command with a subject of its own ("generator is stable", "client is in the
    booth"): context, while one that points back or reports ("it crashed", "ran fine", "crashed again") tells about it."""
    words = re.findall(r"[a-z][\w'-]*", clause)
    return len(words) >= 2 and not _BACK_OR_TOLD.match(clause) and not _PAST_TENSE.search(clause) and \
        not _PAST_OR_EVALUATIVE.search(clause) and not re.search(r"\b(?:crash\w*|fail\w*|broke|broken|froze|bug\w*)\b|"
                                                                 r"\b(?:the|this|that|our|my)\s+" + FRAME_NOUNS, clause)


_SLASH = lazy_compile(r"(?m)^([ \t]*)/([a-z][a-z0-9_-]*)(?![\w/.])", re.IGNORECASE)
_SPELLED = lazy_compile(r"(?<![\w-])(?:(?:[a-z0-9_][-.·][ \t]?){2,}[a-z0-9_]|(?:[a-z0-9_][ \t]){3,}[a-z0-9_])(?![\w-])",
                        re.IGNORECASE)  # v2.14: or by spaces alone ("G L I T C H Y")
# a request for the pending items of a checklist: "do the unchecked ones", "run the rest", "do these"
_PENDING_REQUEST = lazy_compile(
    r"(?:^|[\s,.;:!])(?:" + _VERBS + r")\s+(?:all\s+)?(?:the\s+)?(?:unchecked|open|pending|remaining|missing|rest|"
    r"other|undone|empty|these|those|them|ones left|todo|to-?dos?|both|everything|each|list|"
    r"in (?:that|this|the same|the listed) order)\b|"
    # v2.18: "tick it off for us", "that last box is yours"
    r"(?:^|[\s,.;:!])(?:tick|check|cross)\s+(?:it|that|them|these|those|(?:the|that)\s+(?:last\s+|open\s+|empty\s+|"
    r"unchecked\s+|remaining\s+)?(?:one|box|item)s?)\s+off\b|"
    r"(?:^|[\s,.;:!])(?:that|the)\s+(?:last\s+|open\s+|empty\s+|unchecked\s+)?(?:box|item|one)\s+is\s+(?:yours|for you|on you)\b",
    re.IGNORECASE)


def _asks_for_pending(text: str, m: re.Match[str]) -> bool:
    """The request for a list's items is one: its line neither asks, negates nor reports ("did
    we run both?", "don't do these", "we ran them")."""
    left = text.rfind("\n", 0, m.start()) + 1
    right = text.find("\n", m.end())
    line = text[left:right if right >= 0 else len(text)].lower()
    return "?" not in line and not _NEGATION.search(line) and not re.search(
        r"\b(?:did|was|were|had|has|have|ran|we|they|already|yesterday|never)\b", line[:m.start() - left + 1])


def _pending_item(m: re.Match[str]) -> str:
    """A bullet or number before an item of a list the prompt asks to carry out ("1. HAZER_UP\n2.
    FOGMIX_B12\nrun both in that order"): "run " when the item is a short label (at most four
    words, no report or past), else nothing: "- KICK1 crashed twice" stays a statement."""
    line = m.string[m.end():].split("\n", 1)[0]
    lowered = line.lower()
    if _DONE_STATUS.search(lowered):
        return "we already did "  # v2.12: "2. KICK1 — done" on a run-sheet whose open item is asked for
    if len(line.split()) > 4 or _REPORT_WORDS.search(lowered) or _PAST_TENSE.search(lowered) or \
            _STATEMENT_AFTER.search(lowered) or _VERB_RE.match(lowered) or "?" in line or _CHECKED_MARK.match(line):
        return ""
    return "run "


_CHECKED_MARK = lazy_compile(r"\s*\[[xX✓✔ ]\]")
# an item's status after it, saying it is done (in the languages of the request lexicons): not pending
_DONE_STATUS = lazy_compile(
    r"(?:\s[-—–:(]+\s*|\s+)(?:done|finished|complete|completed|tested|checked|ok|okay|ready|skipped|cancell?ed|"
    r"already done|erledigt|fertig|fait|terminé|hecho|listo|feito|pronto|fatto|klaar|gotowe|готово|сделано|"
    r"完了|済み|完成|已完成|완료)[\s.!)✓✔]*$")


def _is_pictograph(ch: str) -> bool:
    return unicodedata.category(ch) == "So" or ch in "\ufe0f\u200d\u20e3" or 0x1F3FB <= ord(ch) <= 0x1F3FF


def _is_reaction(ch: str) -> bool:
    """A face or heart: a reaction to something ("KICK1 😍", "LAYOUT2 💀"), read as "wow"; not the sunglasses
    face (v2.16), which swaggers beside a command ("GLITCHY en la cámara 😎🔥 ya")."""
    o = ord(ch)
    return (0x1F600 <= o <= 0x1F637 and o != 0x1F60E) or 0x1F641 <= o <= 0x1F644 or 0x1F910 <= o <= 0x1F92F or \
        0x1F970 <= o <= 0x1F97A or ch in "❤💀👏💔😍"


_SELECTION_WORDS = lazy_compile(r"^\s*(?:(?:on|to)\s+)?(?:the\s+)?(?:selected|highlighted|chosen)\b")


def _pictograph_words(text: str) -> str:
    """`text` with each pictograph written as its word (`_pictograph_word`), with two readings of position (v2.18):
    a "no" sign right after another pictograph crosses that one out ("⚡🚫 run STROBE_SAFE": no flashing, not "no, run"),
    and an alarm between a word and more words closes a call ("🚨 PANIC_BLACK 🚨 wrong clip on the tower": "now, ...")."""
    out: list[str] = []
    previous = ""  # the last character that was not a space or a pictograph's modifier
    for i, ch in enumerate(text):
        word = _pictograph_word(ch)
        if ch in _EMOJI_NO and previous and _is_pictograph(previous):
            word = " "
        elif ch in _EMOJI_ALARM and previous and previous.isalnum():
            rest = text[i + 1:].lstrip(" \t" + "".join(_EMOJI_ALARM) + "\ufe0f")
            if rest[:1].isalpha():
                word = " now, "
        out.append(word)
        if not ch.isspace() and ch not in "\ufe0f\u200d":
            previous = ch
    said = "".join(out)
    return said.lstrip(" ") if text[:1] != said[:1] else said  # a message opened by a pictograph opens with its word


def _pictograph_word(ch: str) -> str:
    if ch in _EMOJI_NO:
        return " no "
    if ch in _EMOJI_DONE:
        return " done "
    if ch == "🙏":
        return " please "
    if ch in _EMOJI_ALARM:
        return " now "  # "PANIC_BLACK!!! 😱", "BLACKOUT 🚨": alarm, the call is urgent
    if _is_reaction(ch):
        return " wow "
    return " " if _is_pictograph(ch) else ch


_EMPHASIS = lazy_compile(r"\*\*([^*\n]{1,80})\*\*|(?<![\w*])\*([^*\s][^*\n]{0,80}?)\*(?![\w*])|(?<!\w)__([^_\n]{1,80})__(?!\w)")
_MOMENT_HEADER = lazy_compile(r"\A[ \t]*(?:#{1,6}[ \t]*)?(?:tonight|today|now|right now|next|this set|set ?list|running order|"
                              r"show order|order|for tonight|for the show|live|go)[ \t]*:?[ \t]*\n(?=[ \t]*(?:[-*•]|\d{1,2}[.)])?[ \t]*\S)",
                              re.IGNORECASE)


def canonical_commands(prompt: str, names: Iterable[str] = ()) -> str:
    """The prompt with chat and command syntax written out as the words it stands for, so the
    grammar reads it as typed by a person who spells everything out:

    - a slash command at the start of a line ("/kick1", "/run CUE_STACK_7"): "run kick1", "run
      CUE_STACK_7" (never a path: "/project1/fx" has a slash or dot after the word);
    - letters spelled one by one ("K-I-C-K-1", "k.i.c.k.1") joined, only when the result is one
      of `names` squashed;
    - pictographs: one that says no (❌ 🚫 🛑) becomes "no", one that says done (✅ ✔) "done",
      a face or heart "wow" (a reaction), folded hands "please", an arrow forward ("->", "→")
      "then", a pointing arrow ("👈", "<-", "←") a comma before what it points at, any other a space;
    - markdown lists: bullets and numbers dropped (each item stays its own line); a checked
      item ("- [x] X") becomes "we already did X"; an unchecked one ("- [ ] X") becomes "run X"
      only when the prompt asks for the pending items ("do the unchecked ones", "do this one"
      pointed at it), else just the item; bold and italic markers dropped ("**now:** X" is "now: X"),
      and a first line that only sets the moment ("## tonight", "set list:") before the items;
    - a code fence that holds only a markdown list (`_markdown_list_fence`) loses its fence lines;
    Invariant: nothing else changes; the result never gains a name that was not in the prompt."""
    keys = {squash(n) for n in names}
    if "```" in prompt:
        prompt = _LIST_FENCE.sub(lambda m: m.group(1) if _markdown_list_fence(m.group(1)) else m.group(0), prompt)
    text = _NEXT_ARROWS.sub(" then ", _ARROWS.sub(", ", prompt))
    text = _pictograph_words(text) if not text.isascii() else text
    pending = any(_asks_for_pending(text, m) for m in _PENDING_REQUEST.finditer(text)) or bool(re.search(r"\[ \][^\n]*,\s*(?:" + _VERBS + r")\s+"
                                                                    r"(?:this|it|that)\b", text, re.IGNORECASE))
    for _ in range(8):  # nested or repeated markers ("- [ ] - [x] ..."): until nothing changes
        marked = text
        text = _EMPHASIS.sub(lambda m: next(g for g in m.groups() if g is not None), text)  # "**now:** X"
        text = _MOMENT_HEADER.sub("", text)  # "## tonight\n1. X\n2. Y": a heading that only sets the moment
        text = _CHECKED.sub("we already did ", text)
        text = _UNCHECKED.sub("run " if pending else "", text)
        text = _BULLET.sub(_pending_item if pending else "", text)
        if text == marked:
            break

    def slash(m: re.Match[str]) -> str:
        word, line = m.group(2), text[m.end():].split("\n", 1)[0]
        # v2.16: what the command's clauses say; a later clause with a subject of its own ("/layout2 on
        # /project1/lobby, the volunteers had a go at it") or naming what not to touch ("not the outgoing stream")
        # is context, while one without ("/kick1 - ran fine", "/kick1, it crashed") still tells about the command
        first, *rest = _SLASH_CLAUSE_END.split(line)

        def context(clause: str) -> bool:
            return bool(_SLASH_CONTEXT.match(clause.lower())) or _own_subject(clause.lower())

        def order(clause: str) -> bool:
            return _opens_with_verb(_strip_polite(clause.lower().strip(" !.")))

        told = [c for c in rest if not context(c)]
        said = " ".join([first, *told])
        if context(first) and rest and not _PAST_TENSE.search(first.lower()) and not _REPORT_WORDS.search(first.lower()) \
                and order(([c for c in rest if c.strip()] or ["-"])[-1]):
            # v2.18: "/panic_black the projector's shining into the front row, cut it!": how things stand, then the order
            said = " ".join(c for c in told if not order(c))
        said = _SELECTION_WORDS.sub(" ", said.lower())  # "/glitchy selected": the selection is its object
        if "?" in line or _REPORT_WORDS.search(said) or _PAST_TENSE.search(said) or \
                _STATEMENT_AFTER.search(said):
            return m.group(0)  # "/kick1 crashed again": a report about the command, not the command
        target = " on the" if re.match(r"\s+(?:selected|highlighted|chosen)\b", line, re.IGNORECASE) else ""
        return m.group(1) + (word if _VERB_RE.fullmatch(word) else "run " + word) + target  # "/glitchy selected"

    text = _SLASH.sub(slash, text)

    def spelled(m: re.Match[str]) -> str:
        joined = re.sub(r"[-.·\s]", "", m.group(0))
        return joined if squash(joined) in keys else m.group(0)

    if keys:  # v2.16: a dictated underscore between spelled letters ("D E P L O Y underscore S H O W")
        text = re.sub(r"(?<=\b[A-Za-z0-9]) (?:underscore|under score|underbar) (?=[A-Za-z0-9]\b)", " _ ", text, flags=re.IGNORECASE)
    text = _SPELLED.sub(spelled, text) if keys else text
    return _dictated(text, names) if keys else text


# letters and separators as dictation writes them: "vee jay bank a", "deploy underscore show"
_LETTER_WORDS = {"bee": "b", "cee": "c", "dee": "d", "ee": "e", "eff": "f", "gee": "g", "aitch": "h", "jay": "j",
                 "kay": "k", "el": "l", "ell": "l", "em": "m", "en": "n", "pee": "p", "ar": "r", "ess": "s", "tee": "t",
                 "vee": "v", "ex": "x", "wye": "y", "zed": "z", "zee": "z", "underscore": "", "dash": "", "hyphen": ""}
_DICTATED_PUNCT = {"comma": ",", "period": ".", "full stop": ".", "colon": ":"}
_DICTATED_PUNCT_WORD = lazy_compile(r"[ \t](?:comma|period|full stop|colon)\b", re.IGNORECASE)
_DICTATED_RUN = lazy_compile(r"(?<![\w])[a-z0-9]+(?:[ \t]+[a-z0-9]+){1,7}", re.IGNORECASE)


def _dictated(text: str, names: Iterable[str]) -> str:
    """Runs of dictated words that spell one of `names` ("vee jay bank a", "deploy underscore
    show", "cue stack seven") written as the name, only when the run has a letter or separator
    word; a dictated "comma" or "period" right after it as the punctuation mark."""
    words = [(m.group(0), m.start(), m.end()) for m in re.finditer(r"[A-Za-z0-9]+", text)]
    if all(w.lower() not in _LETTER_WORDS for w, _, _ in words) and not _DICTATED_PUNCT_WORD.search(text):
        return text  # v2.16: no letter, separator or punctuation word, so no run can be read (the usual prompt): fast
    keys = {squash(n): n for n in names}
    out: list[str] = []
    pos = 0
    i = 0
    while i < len(words):
        done = False
        for j in range(min(i + 8, len(words)) - 1, i, -1):
            if any(text[words[k][2]:words[k + 1][1]].strip(" \t") for k in range(i, j)):
                continue  # the run is words separated by spaces only
            run = [w.lower() for w, _, _ in words[i:j + 1]]
            if not any(w in _LETTER_WORDS for w in run) and not re.match(
                    r"[ \t]+(?:comma|period|full stop|colon)\b", text[words[j][2]:], re.IGNORECASE):
                continue  # a spoken run alone is `spoken_spans`' to find
            key = _spoken_number([_LETTER_WORDS.get(w, w) for w in run])
            if key in keys:
                name = keys[key]
                out.append(text[pos:words[i][1]] + (name.upper() if re.search(r"[_\d]", name) else name))
                pos = words[j][2]
                after = re.match(r"[ \t]+(comma|period|full stop|colon)\b", text[pos:], re.IGNORECASE)
                if after:
                    out.append(_DICTATED_PUNCT[after.group(1).lower()])
                    pos += after.end()
                i = j + 1
                done = True
                break
        if not done:
            i += 1
    return "".join(out) + text[pos:]


# v2.16: "so" opening a request after the situation ("Miss says we need the cue list so please do X", "... broken so
# can we do X"): the request is a sentence of its own, read apart from the report before it
_SO_REQUEST = lazy_compile(r"(?<=\s)(?:so|therefore|hence)(?=\s+(?:(?:please|pls|plz|just|now|then|yes)\s+)*"
                           r"(?:(?:can|could|would|will)\s+(?:you|u|ya|ye|yer|we)\s+(?:please\s+)?|let'?s\s+|go ahead and\s+)?"
                           r"(?:" + _VERBS + r")\s)", re.IGNORECASE)


def _so_request_split(text: str) -> str:
    return _SO_REQUEST.sub(lambda m: "." + " " * (len(m.group(0)) - 1), text)


@functools.lru_cache(maxsize=8192)
def _analyse(prompt: str, names: tuple[str, ...], phrase: str, others: tuple[str, ...], label: str,
             title: str = "", coordinate: bool = True) -> Reference:
    """Decide whether `prompt` invokes, asks about, or only mentions the procedure. `others`
    are the names of the other stored procedures: a misspelling nearer one of them is not this
    one, a sequence ("LAYOUT2 then wirecomb") invokes every procedure it heads, and a list
    ("apply wirecomb, LAYOUT2 and the Zorvex grade") is one object of its verb. `label` is the
    title's capitals label (`caps_label`), a name only when written in capitals. Misspelt
    request words are read as meant first (`fix_command_typos`). With no name in the prompt, a
    command whose object is the `title`'s own description may still invoke (`_by_title`)."""
    prompt = fix_command_typos(prompt, (*names, *others, *((label,) if label else ())))
    prompt = canonical_commands(prompt, (*names, *others))
    offer = consented_offer(prompt, names, title)
    if offer:
        return Reference(invokes=True, mentions=True, reason=offer)
    spans = occurrences(prompt, names, phrase, others, label)
    if not spans:
        return _by_title(prompt, title) if title else Reference()
    text = fold(prompt)
    lowered = text.lower()
    written = {lowered[a:b] for a, b in (*typo_spans(lowered, names, others), *spoken_spans(lowered, names, others),
                                         *caps_typo_spans(text, names, others, label))
               } if len(lowered) == len(text) else set()  # misspellings and spoken forms, as typed
    if meta_frame(text, (*names, *written)) or echo_frame(text):
        return Reference(mentions=True, reason="meta or echo frame")
    known = tuple(sorted({*names, *others, *written, *((label,) if label else ())}))
    if _taken_back_later(lowered, spans[0][1], names):
        # "do GLITCHY and the Zorvex grade — actually skip GLITCHY": the same name dropped later
        return Reference(mentions=True, reason="taken back later in the prompt")
    spans = spans[:MAX_SPANS]  # each occurrence is judged in its clause: bounded work on a pasted log
    so_lowered, so_text = _so_request_split(lowered), _so_request_split(text)
    for start, end in spans:
        a, b = _list_around(lowered, start, end, known)
        if (a, b) != (start, end) and not any(
                s != (start, end) and a <= s[0] and s[1] <= b for k in known if k not in names for s in _find(lowered, k)) \
                and not any((m.start() < start or m.start() >= end) and ("_" in m.group(0) or m.group(0).isupper())
                            for m in _NAME_TOKEN.finditer(text, a, b)):
            a, b = start, end  # "KICK1 on out1, GLITCHY on layer3": operator names, not a list of procedures
        low, txt = so_lowered, so_text
        if (a, b) != (start, end):  # judge the whole list as the verb's object: its commas join items
            low = lowered[:a] + lowered[a:b].replace(",", " ") + lowered[b:]
            txt = text[:a] + text[a:b].replace(",", " ") + text[b:]
        if a > 0 and low[a - 1] == "(" and low[b:b + 1] == ")":
            # a name in brackets after a command is its appositive: "straighten the wires (wirecomb)"
            low = low[:a - 1] + "," + low[a:b] + " " + low[b + 1:]
            txt = txt[:a - 1] + "," + txt[a:b] + " " + txt[b + 1:]
        gloss = re.match(r"\s*\([^()\n]{1,60}\)", low[b:])
        if gloss and not _reported(gloss.group(0)) and not _GLOSS_STATUS.search(gloss.group(0)):  # "use FEEDBACK (my club trail settings) on the kaleido layer": a gloss, read past it
            low = low[:b] + " " * gloss.end() + low[b + gloss.end():]
            txt = txt[:b] + " " * gloss.end() + txt[b + gloss.end():]
        c_left, c_right = _clause_bounds(low, a, _CLAUSE_SPLIT)
        if _planned(low, a, b):
            continue  # "planning: RENDER_HQ on friday", "notes: A, then B", "KICK1 next week": no request for now
        if _NAMED_THING_BEFORE.search(low, 0, a):
            continue  # v2.18: "a custom parameter called Vjbanka": the name of the user's thing, not the procedure
        if _KEEPS_SAYING.search(low, sentence_left_of(low, a), a):
            continue  # v2.12: "Mateo keeps saying CUE_STACK_7 this, CUE_STACK_7 that": the name as a word someone uses
        if _COMPARISON_WORDS.search(low, c_left, c_right):
            continue  # "compare KICK1 with LAYOUT2", "KICK1 vs LAYOUT2": a judgement between them, no run
        if NOT_THIS_AFTER.match(low, b):
            continue  # v2.16: "あ、GLITCHYじゃなくてZorvexグレードの方で": "not X but ...", the other is meant
        if _INDEFINITE_BEFORE.search(low, 0, a) and _modifies_next_word(low, b):
            continue  # "a glitchy webcam effect", "add a STROBE_SAFE line": a modifier of the next noun, not an object
        modified = _MODIFIED_BEFORE.search(low, 0, a)
        if modified and txt[a:b].islower() and is_common_word(low[a:b]) and \
                modified.group(1) not in _TOKEN.findall(fold(title).lower()):
            continue  # v2.16: "do the immediate blackout": a kind of blackout, the word, not the BLACKOUT procedure
        reason = (_invokes_at(low, a, b) or _sequence_or_cue(txt, low, a, b, others)
                  or _foreign_command(low, a, b)
                  or ((a, b) == (start, end) and (_called_alone(txt, low, a, b) or _moment_call(low, a, b))))
        if reason and RETRACTED.search(lowered, b):
            continue  # "run KICK1? nah", "KICK1 now. wait, no": taken back in a later sentence
        if reason and IRONIC.search(lowered, max(a - 80, 0)):
            continue  # "let's just run DEPLOY_SHOW with 47 errors, brilliant idea, top marks": irony
        corrected = _correction(lowered, start, end, others) if others else ""
        if corrected == "from":
            continue  # "load VJ_BANK_A, sorry I mean run CUE_STACK_7": taken back for another procedure
        if corrected == "to":
            return Reference(invokes=True, mentions=True, reason="corrected to this procedure")
        if reason:
            return Reference(invokes=True, mentions=True, reason=reason)
    for start, end in spans:
        pointed = _pointed_back(lowered, start, end, others)
        if pointed:
            return Reference(invokes=True, mentions=True, reason=pointed)
    if coordinate and others:
        coordinated = _coordinated_call(prompt, lowered, spans, names, others)
        if coordinated:
            return Reference(invokes=True, mentions=True, reason=coordinated)
    for start, end in spans:
        if label and (start, end) in _label_spans(text, label) and not any(_find(lowered, n) for n in names) \
                and not _LABEL_AS_PROCEDURE.match(lowered, end) and not _LABEL_AFTER_FRAME_NOUN.search(lowered, 0, start):
            continue  # a capitals label names the procedure for a command, not for a question about the word
            # ... unless marked as the procedure: "what opacity does my FEEDBACK trail procedure use?"
        if not (_asks_at(lowered, start, end) and _only_the_procedure(text, lowered, start, end)) or \
                _NAMED_THING_BEFORE.search(lowered, 0, start):
            continue
        sentence_left, sentence_right = _clause_bounds(lowered, start, _SENTENCE_SPLIT)
        if _SUBJECT_OF_COPULA.match(lowered, end) and "?" not in lowered[end:sentence_right + 1] and \
                not lowered[sentence_left:start].strip(" ,"):
            continue  # v2.13: "Zorvex is also what we named the studio cat": the name is the subject; no question
            # (not "remind me what step 3 of X is": the name inside an embedded question)
        # v2.14: "don't run it" beside a question about what it holds still asks for the text ("which codec does X
        # record at? just asking, don't start it"); beside a hypothetical it does not ("what if I ran X? don't do it")
        forbids = bool(_FORBIDS_RUN.search(lowered)) and (bool(_WHAT_IF.search(lowered)) or not _CONTENT_WH.search(lowered)
                                                          or bool(_TALKED_ABOUT.search(lowered)))
        if forbids or _planned_clause(lowered, start, end) or IRONIC.search(lowered) or \
                _STATUS_ASK.search(lowered) or _KEEPS_SAYING.search(lowered, sentence_left, start) or \
                (_OTHERS_KNOW_WHAT.search(lowered, sentence_left, sentence_right + 1)
                 and "?" not in lowered[sentence_left:sentence_right + 2]):
            continue  # "what would happen if I ran X twice? just asking, don't do it"; "tomorrow we'll do X, ..."
        compared = _compared(lowered, start, end) or \
            bool(_COMPARISON_WORDS.search(lowered, *_clause_bounds(lowered, start, _CLAUSE_SPLIT)))
        if not compared or _asks_difference(lowered, start):
            return Reference(asks=True, mentions=True, reason="asks what the procedure says")
    if title and not any(_NEGATION.search(lowered, *_clause_bounds(lowered, a, _SENTENCE_SPLIT)) for a, _ in spans):
        # v2.19: the name only mentioned, the command given by the title's words ("set up the kick-reactive flash procedure
        # on the main output, tell me when the kick1 chain is placed")
        titled = _by_title(prompt, title)
        if titled.invokes:
            return titled
    return Reference(mentions=True, reason="named, not invoked")


# v2.15: what other people know or don't, said as a statement ("funny how none of them know what HAP Q is"): an
# embedded question about their knowledge, not the user's question ("remind me what step 3 of X is" still asks)
_OTHERS_KNOW_WHAT = lazy_compile(
    r"\b(?:none of (?:them|us|the \w+)|nobody|no one|no-one|noone|half of (?:them|us)|most of (?:them|us)|"
    r"(?<!\bdo )(?<!\bdoes )(?<!\bdid )(?:they|he|she))\s+(?:\w+\s+)?(?:knows?|understands?|gets?|remembers?|"
    r"(?:don'?t|doesn'?t|didn'?t) (?:know|understand|get|remember))\s+(?:what|which|how|why)\b")
_TALK_VERBS = r"talked|spoke|discussed|explained|learned|learnt|covered|went over|chatted"  # also in _FORBIDS_RUN
_TALKED_ABOUT = lazy_compile(r"\b(?:" + _TALK_VERBS + r")\b")
_WHAT_IF = lazy_compile(r"\b(?:what if|what would|what happens|what will happen|suppose|imagine|would it|hypothetical\w*|"
                        r"if (?:i|we|you|someone) (?:ran|run|triggered|fired|used|applied|started))\b")
_CONTENT_WH = lazy_compile(r"\b(?:which|what|how (?:many|much|long|far|often|fast))\b")


# a later occurrence of the same name, dropped: "— actually skip GLITCHY", "wait, not KICK1", "forget LAYOUT2"
_DROPPED_BEFORE = lazy_compile(
    r"(?:(?:actually|wait|no|nah|hmm+|on second thought|scratch that|change of plan|oh|correction|sorry|my bad|oops)"
    r"[\s,.:!—–-]+"
    r"(?:(?:let'?s|we'?ll|just|please)\s+)?(?:skip|not|no|drop|forget|without|leave out|cancel|nix)|"
    r"(?:^|[\s,.;!—–-])(?:skip|drop|forget|cancel|nix|leave out))\s+(?:(?:the|my|our)\s+)?$")


# v2.18: a thing of the user's that bears the name ("a custom parameter called Vjbanka", "a Null CHOP named KICK1_out");
# not "the macro called KICK1", which is the procedure
_NAMED_THING_BEFORE = lazy_compile(
    r"\b(?:parameter|par|param|custom par\w*|variable|var|channel|chan|operator|op|node|file|folder|column|key|property|"
    r"attribute|layer|field|button|slider|toggle|table|page|container|component|dat|chop|top|sop|null|network|tab|"
    r"clip|movie|video|project|scene)\s+(?:called|named|labell?ed|titled)\s+['\"`“‘]?$")


# v2.12: someone's habitual talk about the name, not a request ("keeps saying", "won't stop talking about")
_KEEPS_SAYING = lazy_compile(
    r"\b(?:keeps?|kept|is always|was always|always|won'?t stop|wouldn'?t stop|can'?t stop|never stops?)\s+"
    r"(?:saying|talking about|going on about|banging on about|bringing up|mentioning|asking about|yelling|shouting)\b|"
    r"\b(?:going on|banging on|rambling on|harping on) about\b", re.IGNORECASE)


def _taken_back_later(lowered: str, end: int, names: Iterable[str]) -> bool:
    """Whether one of `names` occurs again after `end` and is dropped there ("... — actually skip X")."""
    return any(a >= end and _DROPPED_BEFORE.search(lowered[max(end, a - 60):a])
               for name in names for a, _ in _find(lowered, name))


def _pointed_back(lowered: str, start: int, end: int, others: Iterable[str]) -> str:
    """The name's clause, then a command that points back at it ("you mentioned DEPLOY_SHOW
    earlier, go ahead with it", "KICK1 crashed yesterday, run it again"): the next clause opens
    with a verb that carries a procedure out and "it/that/this (one)" as its object. Never when
    the name's clause negates or asks, the command is negated or asked, reports ("we ran it"),
    or another procedure is named in the name's clause (whose "it" would that be?)."""
    left, right = _clause_bounds(lowered, start, _CLAUSE_SPLIT)
    m = _POINTED.match(lowered, right)
    if not m:
        return ""
    command = lowered[right:m.end()]
    asked = lowered[left:m.end() + 2]
    if re.match(r"[\s,;—–?.-]*(?:if so|if yes|if it is|if that'?s)\b", command):
        asked = lowered[right + 1:m.end() + 2]  # the name's question answered by a condition: only the command counts
    if re.search(r"\b(?:can|could|would|will)\s+(?:you|u|ya)\b", command) and not re.search(r"\?", lowered[left:right]):
        asked = ""  # a modal request ("can you run it?") asks for the favour
    if "?" in asked or _NEGATION.search(lowered, left, m.end()) or \
            _NEGATED_OR_REPORTED.search(command) or _REPORT_WORDS.search(command) or _PAST_TENSE.search(command) or \
            _FOREIGN_NEGATION.search(lowered[left:m.end()]) or \
            any(_find(lowered[left:m.start()], o) for o in others):
        return ""
    return "the name, then a command pointing back at it"


def _coordinated_call(prompt: str, lowered: str, spans: Sequence[tuple[int, int]], names: tuple[str, ...],
                      others: tuple[str, ...]) -> str:
    """A procedure named in a list or running order with others ("KICK1 + GLITCHY stp",
    "CUE_STACK_7 und danach SYNCPOINT", "1. VJ_BANK_A / 2. DESKMAP_X32 / 3. SYNCPOINT") is called
    when the list is: the whole prompt, one name per line or joined by sequencers (a bare "KICK1 and
    LAYOUT2" stays a mention); a running order joined by a temporal sequencer that opens its sentence and
    is followed by nothing that states, negates or reports; or a list where another member is
    itself invoked (decided for that member alone). Each member is decided by its own place in
    the list: only separators, "and", sequencers and articles may stand between members."""
    for start, end in spans:
        chain, sequenced = _chain(lowered, start, end, others)
        if len(chain) < 2 or _planned(lowered, chain[0][0], chain[-1][1]):
            continue
        first, last = chain[0][0], chain[-1][1]
        one_per_line = all("\n" in lowered[x[1]:y[0]] for x, y in itertools.pairwise(chain))
        if (one_per_line or sequenced) and _URGENCY_ONLY.fullmatch(lowered[:first].strip(" \n,:;.-")) and \
                _URGENCY_ONLY.fullmatch(lowered[last:].strip(" \n,:;.-")):
            return "a list of procedures alone: a running order"  # "1. VJ_BANK_A 2. DESKMAP_X32 3. SYNCPOINT"
        s_left, s_right = _clause_bounds(lowered, first, _SENTENCE_SPLIT)
        sentence = lowered[s_left:s_right]
        rest = lowered[last:s_right]
        clause_rest = rest.split(",", 1)[0]
        if "?" in lowered[s_left:s_right + 2] or _NEGATION.search(sentence) or _FOREIGN_NEGATION.search(sentence) \
                or _FOREIGN_PAST.search(sentence) or _STATEMENT_AFTER.search(rest) or \
                _PAST_TENSE.search(clause_rest) or _BLOCKERS.search(lowered[s_left:first]) or \
                _REPORT_WORDS.search(clause_rest):
            continue
        if sequenced and not _strip_polite(lowered[s_left:first]).strip(" ,:"):
            return "a running order of procedures"
        for a, b in chain:
            if (a, b) == (start, end):
                continue
            if _invoked_alone(prompt, lowered, a, b, names, others):
                return "listed with a procedure the prompt invokes"
    # the last item of a command's list: "load VJ_BANK_A into deck 2, DESKMAP_X32 for the desk and SYNCPOINT"
    for start, end in spans:
        s_left, s_right = _clause_bounds(lowered, start, _SENTENCE_SPLIT)
        sentence = lowered[s_left:s_right]
        if not _LAST_ITEM_BEFORE.search(lowered, s_left, start) or not _URGENCY_ONLY.fullmatch(lowered[end:s_right]) or \
                "?" in lowered[s_left:s_right + 2] or _NEGATION.search(sentence) or _FOREIGN_NEGATION.search(sentence) or \
                _FOREIGN_PAST.search(sentence) or _PAST_TENSE.search(sentence) or _REPORT_WORDS.search(sentence):
            continue
        for name in others:
            for a, b in _find(lowered, name):
                if s_left <= a and b <= start and _invoked_alone(prompt, lowered, a, b, names, others):
                    return "the last item of a command's list of procedures"
    return ""


_LAST_ITEM_BEFORE = lazy_compile(r"(?:,|\band|\bplus|&|\+)\s*(?:(?:and|also|then)\s+)?(?:(?:the|my|our)\s+)?$")


def _invoked_alone(prompt: str, lowered: str, a: int, b: int, names: tuple[str, ...], others: tuple[str, ...]) -> bool:
    """Whether the other procedure named at `a:b` is invoked, decided for it alone (no list)."""
    sibling = next((n for n in others if (a, b) in _find(lowered, n)), "")
    return bool(sibling) and _analyse(prompt, (sibling,), "", tuple(sorted({*names, *others} - {sibling})), "", "",
                                      False).invokes


_GLOSS_STATUS = lazy_compile(r"\b(?:done|finished|complete|completed|ok|okay|skipped|cancel\w*|todo|later|maybe|wip|old|"
                             r"deprecated|broken|tbd)\b|[✓✔✗✘?]")


# v2.12: a request said in irony, marked after it: "let's just run DEPLOY_SHOW with 47 errors, brilliant idea",
# "sure, fire PANIC_BLACK mid-song, what could possibly go wrong", "run X, yeah right": the mark takes it back
IRONIC = lazy_compile(r"(?:^|[\s,.;!?…—–-])(?:what could (?:possibly )?go wrong|yeah,? right|said no one ever|"
                      r"because that (?:went|worked|ended) (?:so )?well|top marks?|(?:brilliant|genius|great|fantastic|"
                      r"wonderful|smart|clever) (?:idea|plan|move|call),? (?:really|truly|top|10/10|well done|not)|"
                      r"(?:just|simply) (?:run|do|fire|load|apply|deploy|play|trigger)\b[^.!?\n]{0,80}?\b(?:brilliant|genius) "
                      r"(?:idea|plan|move)|slow clap|/s\b|\(not\)|lol as if|as if that'?s? (?:gonna|going to) work|"
                      # v2.13: said or written as a joke, in several languages
                      r"as a joke|for a joke|jokingly|for a laugh|για αστείο|en broma|de broma|par blague|pour rire|"
                      r"zum spa[ßs]|als witz|per scherzo|de brincadeira|als grap|ż(?:a|)rtem|для смеху|в шутку|шутки ради|"
                      r"жартома|şaka olsun diye|şakadan|bercanda|đùa thôi|מתוך צחוק|मज़ाक में)|冗談で|開玩笑|开玩笑|장난으로",
                      re.IGNORECASE)
# a later sentence that takes the request back: "nah", "wait, no", "scratch that", "actually don't"
RETRACTED = lazy_compile(r"(?:[.;!?…]|\s[—–-]{1,2}|\n|,(?=\s*(?:no+\s*,?\s*wait|wait\s*,?\s*no|no+\s*,\s*no+|scratch that|never ?mind)))"
                          r"\s*(?:(?:wait|actually|hmm+|hm+|uh+|oh|ah|ach|ok|okay|on second thought|"
                          # v2.16: "actually" in other languages ("Metti GLITCHY — anzi no, niente GLITCHY")
                          r"anzi|en fait|eigentlich|de hecho|na verdade|eigenlijk|w[łl]a[śs]ciwie|вообще-то|faktiskt|faktisk)"
                          # v2.14: "no, wait" in other languages ("kör X... nej vänta, inte den", "Lance X — ah non pardon")
                          r"[\s,.!]*)*(?:(?:no|nah|nope|nej|nee|nein|non|n[ãa]o|nie|нет|ні|όχι|hay[ıi]r|kh[ôo]ng)"
                          r"(?:[\s,]+(?:no|wait|stop|hold on|v[äa]nta|vent|wacht|warte|attends|attendez|espera|aspetta|espere|"
                          r"czekaj|подожди|стоп|зачекай|περίμενε|bekle|tunggu|[đd][ợo]i|ch[ờo]|odota|v[áa]rj|stai|po[čc]kej|"
                          r"pardon|perd[óo]n|scusa|desculpa|sorry|przepraszam|извини|вибач))*|never ?mind|scratch that|forget (?:it|that)|cancel(?: that)?|"
                          r"don'?t(?: do it| run it| do that)?|do not|not (?:now|yet)|hold (?:on|off)|belay that)"
                          r"\s*(?:[,.!…]|$)")   # the retraction alone: "no regrets", "don't forget the fog" go on
_TOKEN = lazy_compile(r"[a-z0-9]+")
# v2.16: "X, not ... but" said right after the name in Japanese, Chinese and Korean ("GLITCHYじゃなくて", "GLITCHY 말고")
NOT_THIS_AFTER = lazy_compile(r"\s*(?:を|は|が)?\s*(?:じゃなくて|じゃなく|ではなくて|ではなく|じゃない[、,]|而是|不是|而不是|말고|"
                              r"(?:이|가)?\s*아니라|(?:이|가)?\s*아니고)")
# a correction from one procedure to another: "run LAYOUT2 — no wait, wirecomb instead", "load X, sorry I mean
# run Y", "no not X — Y. my bad", "skip X tonight, only Y": the corrected-to name is called, the other is not
_CORRECTION_GAP = lazy_compile(
    r"^[^.?!\n]{0,30}?(?:^|[\s,;:—–-])(?:no+\s+wait|wait\s*,?\s*no+|(?:sorry|no+|oops|sry)\s*,?\s*i\s+mean[t]?|i\s+mean[t]?|"
    r"i\s+meant|make\s+(?:that|it)|scratch\s+that|correction|oops|my\s+bad|or\s+rather|wrong\s+one|"
    r"(?:no\s+)?actually|ich\s+meine|je\s+veux\s+dire|quiero\s+decir|digo|quer(?:o|ia)\s+dizer|cio[èe])"
    r"[\s,:;!—–-]*(?:(?:run|do|use|apply|load|start|trigger|fire|the|my|please|pls|just|only)\s+){0,3}$")
_NOT_THIS_BEFORE = lazy_compile(r"(?:^|[\s,.;:!(])(?:(?:no+|nah)\s*,?\s*)?(?:not|skip|forget|without|nicht|pas|no)\s+"
                                r"(?:the\s+|my\s+)?$")
_BUT_THAT_GAP = lazy_compile(r"^(?:\s+(?:tonight|today|now|this\s+time|for\s+now))?\s*(?:[—–,;:]+|\s-+|,?\s+but)\s*"
                             r"(?:(?:just|only|instead|use|run|do|the|my)\s+){0,2}$")
_EARLIER = lazy_compile(r"\b(?:yesterday|last (?:night|time|week|show)|earlier|already|before)\b")
_CORRECTED_AFTER = lazy_compile(r"^[^.;!\n]{0,60}")
_CORRECTED_BLOCK = lazy_compile(r"\?|\b(?:is|was|were|did|didn'?t|does|doesn'?t|isn'?t|broke|failed|has|had|not|never|"
                                r"don'?t|crashed|means?)\b")


# v2.17: a noun phrase set against what is wanted, later in the sentence: "..., not the nodes moved around"
_CONTRASTED_NOUN = lazy_compile(r",\s*(?:but\s+)?not\s+(?:the|a|an|my|our|any|just|all)\s+[^,.;!?\n]*")


def _correction(lowered: str, start: int, end: int, others: Iterable[str]) -> str:
    """'to' when the name at start:end is what another procedure's name was corrected to, 'from'
    when it is the name taken back for another, '' otherwise."""
    for other in others:
        for a, b in _find(lowered, other):
            if b <= start:
                gap = lowered[b:start]
                after = _CORRECTED_AFTER.match(lowered[end:])
                to = bool(_CORRECTION_GAP.match(gap)) or bool(
                    _NOT_THIS_BEFORE.search(lowered[max(0, a - 20):a]) and _BUT_THAT_GAP.match(gap))
                if to and after is not None and not _CORRECTED_BLOCK.search(_CONTRASTED_NOUN.sub(" ", after.group(0))) \
                        and "?" not in lowered[a:] and not _PAST_TENSE.search(lowered[:a]) \
                        and not _EARLIER.search(lowered[:a]):
                    return "to"
            elif a >= end:
                gap = lowered[end:a]
                if _CORRECTION_GAP.match(gap) or (_NOT_THIS_BEFORE.search(lowered[max(0, start - 20):start])
                                                  and _BUT_THAT_GAP.match(gap)):
                    return "from"
    return ""


_DEFINITE_BEFORE = lazy_compile(r"(?:^|[^\w])(?:the|my|our)\s+$")
_WORD_AFTER = lazy_compile(r"[ \t]+([a-z]+)\b")
_NOT_A_NOUN = frozenset(["first", "pls", "plz", "tonight", "today", "right", "asap", "across", "onto", "real", "quick",
                         "quickly", "again", "already", "instead", "too", "also", "later", "soon"])


# an article and one word before a name written as an ordinary lower-case word: "the immediate blackout"
_MODIFIED_BEFORE = lazy_compile(r"\b(?:the|a|an|my|our|this|that|your)\s+(?!(?:the|a|an|my|our|this|that|your|same|usual|"
                                r"whole|full|old|new|last|first|next)\b)([a-z]+)\s+$")


def _modifies_next_word(lowered: str, end: int) -> bool:
    """Is the word after a name a noun it modifies ("a STROBE_SAFE line"), not a preposition or an
    adverb that leaves the name the object ("do a SYNCPOINT before doors", "a LAYOUT2 on /fx")?"""
    m = _WORD_AFTER.match(lowered, end)
    return m is not None and m.group(1) not in STOPWORDS and m.group(1) not in _NOT_A_NOUN


_TITLE_NOUNS = frozenset(["show", "use", "make", "get", "give", "tell"])


# v2.16: any determiner matches any other inside a run of the title ("straighten the wires of this network" for
# "straighten the wires of a network")
_DETERMINERS = {w: "the" for w in ("a", "an", "the", "this", "that", "my", "our", "your", "these", "those")}


def _title_runs(lowered: str, title: str) -> list[tuple[int, int]]:
    """Spans of the prompt that repeat a run of the title's words in order ("lighting console
    handshake", "kick-reactive flash procedure", "clip bank a into the decks"), without a
    leading request verb or function word: at least two content words, and definite (after
    "the / my / our") or at least three content words long."""
    words = _TOKEN.findall(fold(title).lower())
    opening = next((j for j, w in enumerate(words) if w not in _GENERIC_TITLE and w not in STOPWORDS), 0)
    toks = [(m.group(0), m.start(), m.end()) for m in _TOKEN.finditer(lowered)]
    own_verb = _title_verb(title)
    runs: list[tuple[int, int]] = []
    i = 0
    while i < len(toks):
        best, best_j = 0, -1
        for j in range(len(words)):
            k = 0
            while i + k < len(toks) and j + k < len(words) and _DETERMINERS.get(toks[i + k][0], toks[i + k][0]) == \
                    _DETERMINERS.get(words[j + k], words[j + k]) and (
                    k == 0 or re.fullmatch(r"[\s-]+", lowered[toks[i + k - 1][2]:toks[i + k][1]])):
                k += 1
            if k > best:
                best, best_j = k, j
        if best < 2:
            i += 1
            continue
        run = toks[i:i + best]
        while run and run[0][0] != own_verb and (run[0][0] in STOPWORDS or (
                _VERB_RE.fullmatch(run[0][0]) and not _DEFINITE_BEFORE.search(lowered, 0, run[0][1]))):
            run = run[1:]  # a request verb, not a noun after "the" ("build the cue list"); v2.16: the title's own verb stays
        while run and run[-1][0] in STOPWORDS and run[-1][0] not in _TITLE_NOUNS:
            run = run[:-1]
        # v2.18: the run goes on over more of the title's words in another order, the parts of its name and a frame
        # noun ("the high-quality offline render preset" of "RENDER_HQ preset: offline high-quality recording")
        extra = {w for w in (*words, *(part for w in words for part in w.split("_"))) if w not in _GENERIC_TITLE}
        own_length = len(run)
        last = toks.index(run[-1]) if run else -1
        while run and last + 1 < len(toks) and toks[last + 1][0] in extra and toks[last + 1][0] not in STOPWORDS and \
                re.fullmatch(r"[\s-]+", lowered[run[-1][2]:toks[last + 1][1]]):
            last += 1
            run = [*run, toks[last]]
        # the verbs of the lexical stoplist are nouns in a title's description ("steps before a show")
        # ... and generic title words ("steps") are content when a frame noun marks the run as a
        # procedure's name ("the steps-before-a-show procedure")
        marked = bool(run) and re.match(r"[\s-]+" + FRAME_NOUNS + r"(?![\w])", lowered[run[-1][2]:]) is not None
        content = [t for t, _, _ in run if (t not in STOPWORDS or t in _TITLE_NOUNS)
                   and (t not in _GENERIC_TITLE or marked)]
        heads_title = best_j == opening and run == toks[i:i + len(run)] and bool(run) and \
            _FOLLOW_OK.match(lowered[run[-1][2]:].lstrip(" ,.!")) is not None  # "quiet hours" of "Quiet hours at ..."
        # ... standing as the object, not modifying a noun ("use lighting console presets")
        # two words after "the/my" must include the title's head noun: "my trail settings", not
        # "my rooftop shows" (a modifier of "HAZEPREF: my haze levels for the rooftop shows")
        definite = bool(run) and _DEFINITE_BEFORE.search(lowered, 0, run[0][1]) is not None and (
            marked or _title_head(title) in {_stem(t) for t in content})
        said_in_order = [t for t, _, _ in run[:own_length] if (t not in STOPWORDS or t in _TITLE_NOUNS)
                         and (t not in _GENERIC_TITLE or marked)]  # the extended words count only after "the / my"
        if run and len(content) >= 2 and (len(said_in_order) >= 3 or heads_title or definite):
            runs.append((run[0][1], run[-1][2]))
        i += best
    return runs


def _by_title(prompt: str, title: str) -> Reference:
    """A command whose object is the procedure's own description, written as its title has it:
    "do the lighting console handshake now" (title "Lighting console handshake"), "execute the
    kick-reactive flash procedure now", "load clip bank A into the decks". Only a request verb
    governing that object (or "time for / go ahead with" it) counts; a rule that merely applies
    ("delete the noise1 operator" under "back up before deleting operators") shares no such
    object, and echo, meta frames, quotes, negation, questions and the past rule it out as for a
    name. Nothing else about the prompt is read from the title: no mention, no question."""
    text = fold(prompt)
    lowered = _so_request_split(text.lower())  # v2.16: "..., we're on the terrace so apply quiet hours to the master"
    if len(lowered) != len(text) or meta_frame(text) or echo_frame(text):
        return Reference()
    protected = protected_spans(text)
    for a, b in _title_runs(lowered, title):
        if inside((a, b), protected):
            continue
        reason = _invokes_at(lowered, a, b)
        left, _ = _clause_bounds(lowered, a, _CLAUSE_SPLIT)
        opening = _strip_polite(lowered[left:a])
        adverbial = _ADVERBIAL.match(opening)
        if adverbial and not _SUBJECT_OR_AUX.search(adverbial.group(0)):
            opening = opening[adverbial.end():]  # "after 22:00 tonight enforce quiet hours"
        verb = re.fullmatch(r"(.+?)\s+(?:(?:the|my|our)\s+)?", opening + " ")
        # the verb's object is the description itself: only an article between them ("do the ...", "go do the ...")
        direct = bool(reason) and verb is not None and (
            _CARRY_OUT.fullmatch(verb.group(1)) is not None or
            _CARRY_OUT.fullmatch(re.sub(r"^(?:go|come|just|quickly)\s+", "", verb.group(1))) is not None)
        # v2.16: ... or the title's own verb, or a verb of building, with only more of the title's words between
        # ("map the X32 mixing desk over OSC", "add the glitch post chain after ...", "apply the riverside venue quiet
        # hours now", "set up the cue list for the dance piece"); or the run opens with the title's verb itself
        # ("keep a numbered copy before editing the tox")
        if not direct and reason and "governs" in reason and verb is not None:
            direct = _own_verb(verb.group(1), title)
        if not direct and _title_verb(title) and lowered[a:b].split()[0] == _title_verb(title):
            imperative = _title_imperative(lowered, a, b, left)
            direct = bool(imperative)
            reason = reason or imperative
        if not direct and ":" not in title and _whole_title(lowered[a:b], title):
            # a title that is all description, said whole, is the procedure's name: "lighting console
            # handshake, now please" is called like "SYNCPOINT, now please"
            reason = reason or _called_alone(text, lowered, a, b)
            direct = bool(reason) and "governs" not in reason
        if direct or "scheduling" in reason:
            return Reference(invokes=True, mentions=True, reason=f"{reason}, by the words of its title")
        recited = _recites_description(lowered, a, b, title, reason)
        if recited:
            return Reference(invokes=True, mentions=True, reason=recited)
        later = _later_step(lowered, left, a, verb.group(1) if verb else "")
        if later:
            return Reference(invokes=True, mentions=True, reason=later)
        if _pronoun_command_after(lowered, b):
            return Reference(invokes=True, mentions=True, reason="the title's words, then a command to apply them")
    own = _own_described(lowered, title, protected)
    return Reference(invokes=True, mentions=True, reason=own) if own else Reference()


_PRONOUN_COMMAND = lazy_compile(r"[^.?!\n]{0,60}?(?:[,;:—–]|\s-\s|\.\s)\s*(?:(?:and|so|now|please|pls|just)\s+)*"
                                r"(" + _VERBS + r")\s+(?:it|that|them|this|those|these)\b([^.?!\n]*)")


def _pronoun_command_after(lowered: str, end: int) -> bool:
    """The title's words, then a command whose object points back at them: "never exceed 3
    flashes per second - enforce that on the flash", "quiet hours at the riverside, apply them".
    Never asked, never negated; the command clause reports nothing."""
    m = _PRONOUN_COMMAND.match(lowered, end)
    if not m or "?" in lowered or m.group(1).endswith("ing"):
        return False
    command = lowered[m.start(1):m.end()]
    return not _NEGATED_OR_REPORTED.search(command) and not _NEGATION.search(lowered[end:m.start(1)])


def _later_step(lowered: str, left: int, start: int, opening: str) -> str:
    """The title's words as the object of a later step after a command: "DESKMAP_X32 and apply
    quiet hours", "run KICK1, then enforce quiet hours". The last step's verb carries it out; the
    first step is itself a command; nothing negates, asks or reports."""
    steps = re.split(r"\s*(?:,|\band then\b|\band\b|\bthen\b|\bplus\b)\s*", opening)
    if len(steps) < 2 or not _CARRY_OUT.fullmatch(steps[-1]) or not steps[0]:
        return ""
    s_left, s_right = _clause_bounds(lowered, start, _SENTENCE_SPLIT)
    if "?" in lowered[s_left:s_right + 2] or _BLOCKERS.search(lowered, s_left, start) or \
            _NEGATED_OR_REPORTED.search(lowered, s_left, start):
        return ""
    return "a later step of a command, by the words of its title" if _element_is_command(steps[0], ()) else ""


def _title_imperative(lowered: str, start: int, end: int, left: int) -> str:
    """A run of the title that opens with the title's own verb, as an imperative: only polite words or a modal
    "can you" before it in its clause, no question but a modal one, and no negation, report or past in its clause
    ("can you arrange this network in columns for me", "keep a numbered copy before editing the tox, then ...")."""
    right = _clause_bounds(lowered, start, _CLAUSE_SPLIT)[1]
    s_left, s_right = _clause_bounds(lowered, start, _SENTENCE_SPLIT)
    opening = lowered[left:start]
    modal = re.search(r"\b(?:can|could|would|will)\s+(?:you|u|ya)\b", opening)
    if _strip_polite(opening) or ("?" in lowered[s_left:s_right + 2] and not modal):
        return ""
    outside = lowered[left:start] + " " * (end - start) + lowered[end:max(right, end)]  # the title's own words aside
    if _NEGATED_OR_REPORTED.search(outside) or _BLOCKERS.search(lowered, left, start):
        return ""
    return "the title's own words as an imperative"


_BUILD_VERBS = frozenset(["set up", "build", "prepare", "make", "create", "do", "put on", "add", "apply", "run", "use", "load"])


@functools.lru_cache(maxsize=2048)
def _title_verb(title: str) -> str:
    """The verb a title's description opens with, the word before its object's determiner ("map" in "DESKMAP_X32: map
    the X32 mixing desk over OSC", "silence" in "MUTE_ALL: silence every audio output"), or "": "end" in "end-of-set
    cut to black" and "cue" in "cue list for ..." are nouns, and so is a title with no description."""
    _, _, description = fold(title).lower().partition(":")
    words = _TOKEN.findall(description)
    if len(words) < 2 or words[1] not in ("a", "an", "the", "my", "our", "this", "every", "all", "each"):
        return ""
    return "" if words[0] in STOPWORDS and not (_VERB_RE.fullmatch(words[0]) or words[0] in COMMON_VERBS) else words[0]


def _own_verb(opening: str, title: str) -> bool:
    """Whether `opening` (the words before a run of the title) is a verb of building or the title's own verb,
    followed only by articles and more of the title's words ("apply the riverside venue" before "quiet hours")."""
    words = _TOKEN.findall(re.sub(r"^(?:go|come|just|quickly|please)\s+", "", opening))
    title_words = set(_TOKEN.findall(fold(title).lower()))
    while words and (words[-1] in title_words or words[-1] in ("the", "my", "our", "a", "an", "this")) and len(words) > 1:
        words = words[:-1]
    said = " ".join(words)
    return said in _BUILD_VERBS or (said != "" and said == _title_verb(title))


def _whole_title(run: str, title: str) -> bool:
    """Whether `run` says every content word of the title (three or more), in order."""
    words = [w for w in _TOKEN.findall(fold(title).lower()) if w not in STOPWORDS and w not in _GENERIC_TITLE]
    return len(words) >= 3 and [w for w in _TOKEN.findall(run) if w not in STOPWORDS and w not in _GENERIC_TITLE] == words


@functools.lru_cache(maxsize=2048)
def _title_head(title: str) -> str:
    """The head noun of a title's description: its last content word before the first
    preposition ("settings" in "FEEDBACK: my trail settings for the club visuals")."""
    name_part, _, description = fold(title).lower().partition(":")
    lead = re.split(r"\b(?:for|of|at|in|on|to|with|from|by|before|after|into|when)\b", description or name_part)[0]
    words = _description_words(lead)
    return _stem(words[-1]) if words else ""


def _stem(word: str) -> str:
    return word[:-1] if len(word) > 3 and word.endswith("s") and not word.endswith("ss") else word


def _own_described(lowered: str, title: str, protected: list[tuple[int, int]]) -> str:
    """A carry-out verb whose object is the user's own thing described in the title's words, in
    any order ("apply my club trail settings" for "FEEDBACK: my trail settings for the club
    visuals", "load our clip bank a"): "my / our" plus two or more content words, every one a
    word of the title. Not asked, negated or reported; one unknown word ("apply my smeary
    settings") makes it another thing."""
    title_words = {_stem(w) for w in _description_words(fold(title).lower())}
    head = _title_head(title)
    if not head:
        return ""
    for m in _OWN_OBJECT.finditer(lowered):
        if inside(m.span(3), protected):
            continue
        words = [_stem(w) for w in _description_words(m.group(3))]
        if len(words) < 2 or not set(words) <= title_words or words[-1] != head:
            continue  # the title's own head noun: "my club trail settings", not "my club visuals"
        left, _ = _clause_bounds(lowered, m.start(1), _CLAUSE_SPLIT)
        s_left, s_right = _clause_bounds(lowered, m.start(1), _SENTENCE_SPLIT)
        before = _strip_polite(lowered[left:m.start(1)].strip(" ,:;"))
        if before or "?" in lowered[s_left:s_right + 2] or _NEGATED_OR_REPORTED.search(lowered, s_left, s_right):
            continue
        return f"'{m.group(1)}' governs the user's own {' '.join(words)}, in the title's words"
    return ""


# a request to do something the stored way: "the way we stored it", "as usual", "like always"
_STORED_WAY = lazy_compile(
    r"\b(?:as|like)\s+(?:usual|always|before|last time|we (?:stored|saved|wrote|noted) it)\b|\bthe usual way\b|"
    r"\bthe way (?:we|i) (?:stored|saved|wrote|noted|always do|usually do)\b|\bas (?:stored|saved|noted)\b|"
    r"\bsame as always\b|\bper (?:my|our|the) (?:notes?|procedure)\b")


def _description_words(text: str) -> list[str]:
    return [t for t in _TOKEN.findall(text) if (t not in STOPWORDS or t in _TITLE_NOUNS) and t not in _GENERIC_TITLE]


def _recites_description(lowered: str, a: int, b: int, title: str, reason: str) -> str:
    """A command whose object recites the title's whole description (the part after the colon, at
    least three content words, 80 % of them including the command's own verb when the
    description opens with it): "build the cue list for the dance piece" (CUE_STACK_7: cue list
    for the dance piece). It carries the procedure out when the object is that whole description,
    definite, of four or more content words, or when the request asks for it the stored way
    ("map the X32 mixing desk over OSC the way we stored it", "keep a numbered copy before editing
    lasers.tox, as usual"). A verb of the work on a partial description ("arrange the network in
    columns") stays a request the procedure bears on. Never asked, negated or reported."""
    head, _, tail = fold(title).lower().partition(":")
    desc = _description_words(tail or head)
    if len(desc) < 3:
        return ""
    left, _ = _clause_bounds(lowered, a, _CLAUSE_SPLIT)
    s_left, s_right = _clause_bounds(lowered, a, _SENTENCE_SPLIT)
    before = _strip_polite(lowered[left:a])
    verb = re.fullmatch(r"([\w'-]+)\s+(?:(?:the|my|our|a|an)\s+)?", before + " ") if before else \
        re.match(r"([\w'-]+)", lowered[a:b])  # the run opens with the verb: "keep a numbered copy ..."
    if verb is None or "?" in lowered[s_left:s_right + 2] or _QUESTION_START.match(before) or \
            _NEGATED_OR_REPORTED.search(lowered, s_left, s_right) or _NEGATION.search(lowered, s_left, s_right):
        return ""
    run_words = set(_description_words(lowered[a:b]))
    own_verb = verb.group(1) == desc[0]  # the title is itself the imperative: "keep a numbered copy ..."
    if not (reason or own_verb):
        return ""
    covered = len(set(desc) & (run_words | ({verb.group(1)} if own_verb else set())))
    if covered < 0.8 * len(set(desc)):
        return ""
    if _STORED_WAY.search(lowered, s_left, len(lowered)):
        return "a command to do the title's description the stored way"
    if covered == len(set(desc)) >= 4 and not own_verb and _DEFINITE_BEFORE.search(lowered, 0, a):
        return "a command whose object is the title's whole description"
    return ""


# Verbs that take a procedure itself as their object. Verbs of the work ("arrange the network in
# columns", "map the X32 desk", "add a glitch chain") take the procedure's subject matter as
# theirs: such a request is one a stored procedure bears on, shown as a stub.
_CARRY_OUT = lazy_compile(r"run|re-run|rerun|execute|exec|do|perform|trigger|launch|invoke|start|fire|fire up|load|put|slap|"
                          r"apply|play|activate|go through|carry out|kick off|follow|use|deploy|engage|initiate|redo|"
                          # keeping a rule
                          r"enforce|respect|obey|observe|honou?r|stick to|keep to|comply with|abide by")
# a command pointing back at a name just said: ", go ahead with it", ". run that one" (`_pointed_back`)
_POINTED = lazy_compile(r"\s*(?:[,;—–?]|\.|\s-\s)\s*(?:(?:ok(?:ay)?|so|now|please|pls|just|yes|yeah|then|and|go ahead and|go on and|"
                        r"if so|if yes|if it is|if that'?s (?:it|the one)|"   # "is X the emergency one? if so please do it"
                        r"(?:can|could|would|will)\s+(?:you|u|ya)(?:\s+please)?)[\s,]+)*"   # "..., can you run it"
                        r"(?:(?:" + _CARRY_OUT.pattern + r")|build|set up|render|prepare|go ahead(?: with)?|go for)\s+"
                        r"(?:it|that|this)(?:\s+(?:last\s+)?one)?\b"
                        r"([^.;!?\n]*)")
_OWN_OBJECT = lazy_compile(r"(?:^|[\s,:;])(" + _CARRY_OUT.pattern + r")\s+(my|our)\s+((?:[a-z0-9][\w-]*\s*){2,5}?)"
                           r"(?=\s+(?:on|to|onto|in|into|at|for|from|with|now|please|pls|tonight|again)\b|[.,;!]|$)")


_CALL_SENTENCE_SPLIT = lazy_compile(r"\s*(?:[.;!?…]+|\n|\s[—–]\s|\s--\s)\s*")
_URGENCY_ONLY = lazy_compile(r"(?:[\s,.!…]|(?:right\s+)?now\b|please\b|pls\b|plz\b|go\b|asap\b|quick(?:ly)?\b|fast\b|rn\b|"
                             r"right away\b|immediately\b|stat\b|เลย|ด่วน|เดี๋ยวนี้|ทันที)*")  # v2.19: Thai "at once"
_TIME_AFTER = lazy_compile(r"\s+time\b(?:[\s,.!…]|(?:right\s+)?now\b|please\b|go\b)*$")
_TIME_BEFORE_OK = lazy_compile(r"^(?:(?:it'?s|its|now it'?s|now)\s*)?$")
# a header announcing work to do ("three things before doors", "to do", "steps for tonight"), not
# a list of what was or is ("tonight's setlist", "yesterday's steps", "the cues we ran")
_CONDITION = lazy_compile(r"\b(?:if|when|whenever|in case|should|once|as soon as|the moment)\b[^.;!?\n,—–]*")
_CONTEXT_TAIL = lazy_compile(r"\s*(?:[.;!…]+|\s[—–-]{1,2}|\n)\s*\S")


# a past tense: regular ("crashed", "wanted"; not "speed", "need") or a common irregular form
_PAST_TENSE = lazy_compile(r"\b\w{2,}(?<!e)ed\b|(?<!\bthe )(?<!\bto )(?<!\bfar )\bleft\b|\b(?:went|came|got|said|saw|made|took|fell|began|told|felt|"
                           r"found|kept|lost|sent|thought|brought|became|gave|knew|heard|stood|sat|hit|cut|put|set)\b")


_PAST_TIME = lazy_compile(r"\b(?:yesterday|last (?:night|week|weekend|month|year|time|show|gig|set|season|tour|"
                          r"(?:mon|tues|wednes|thurs|fri|satur|sun)day)|\w+ ago|earlier today|the other (?:day|night))\b")


# v2.18: a report after a called name's comma ("PANIC_BLACK now, it crashed last night", "KICK1 now, we ran it"): the
# name is what the report is about, not a call; a situation ("..., wrong clip on the tower") is no report
_TOLD_AFTER = lazy_compile(_PAST_TIME.pattern + r"|\b(?:it|we|they|that|this|he|she)\s+(?:(?:just|already|totally|"
                           r"also|really)\s+)?(?:was|were|did|ran|had|\w{2,}(?<!e)ed)\b")


def _mask_conditions(text: str) -> str:
    """`text` with its condition clauses blanked ("if anything goes wrong", "when it crashes"): a
    failure or negation inside a condition is hypothetical, not a report."""
    return blank_matches(_CONDITION, text)


# v2.18: the reasons said, then "so go on / so go ahead / so please" before the name closing the message
_SO_GO_ON = lazy_compile(r"(?:(?:^|[,;.!—–])\s*(?:(?:and\s+)?so\s+)?|\s(?:and\s+)?so\s+)(?:go (?:on|ahead)|go for it|hit it|do it)"
                         r"(?:[\s,]+(?:then|please|now|mate|pal|go))*[\s,:—–]*$")
_TAIL_CALL = lazy_compile(r"[\s.!…]*(?:(?:please|pls|now|thanks|cheers)[\s.!…]*)?")


# function words of other languages (ASCII ones too: "Vi er klar til at optage ...") or letters of another script
_FOREIGN_FUNCTION = lazy_compile(r"(?:^|[^\w])(?:er|til|og|af|det|den|ikke|vi|jeg|het|een|de|en|est|les|des|une|el|los|las|"
                                 r"una|que|il|della|che|der|die|das|und|ist|wir|och|att|jag|nie|jest|się|ve|bir|bu|ve|"
                                 r"ya|está|esta|alt|klar|nå|nu|ja|og|ini|itu|dan|yang|sudah|na|ng|ang|sa)(?![\w])|[^\x00-\x7f]")


def _foreign_words(text: str) -> bool:
    """At least two function words of another language, or a letter outside ASCII, in `text`."""
    return len(_FOREIGN_FUNCTION.findall(text)) >= 2


def _context_tail(tail: str) -> str:
    """Whether what follows a called name, after a sentence break or a dash, is context for the
    call or a further call ("in 5 min, CUE_STACK_7 — Mateo wants a run", "after the last cue,
    BLACKOUT. if anything goes wrong, PANIC_BLACK"): no question, negation, report, judgement or
    reference back to the procedure, once its condition clauses are set aside."""
    if not _CONTEXT_TAIL.match(tail) or "?" in tail:
        return ""
    rest = _mask_conditions(tail)
    if _REPORT_WORDS.search(rest) or _PAST_OR_EVALUATIVE.search(rest) or _BACK_REFERENCE.search(rest) or \
            _NEGATED_OR_REPORTED.search(rest) or _PAST_TENSE.search(rest):
        return ""
    return "context after the call"


# show moments a call is timed to: "after the last cue", "at midnight", "on the downbeat", "in 5 min"
_MOMENT = (r"(?:(?:the|this|our)\s+)?(?:(?:last|final|next|first|very|end of the|top of the|start of the)\s+)?"
           r"(?:drop|downbeat|chorus|break|hour|set|show|song|track|tune|cue|chord|note|bow|bows|encore|applause|"
           r"blackout cue|doors|curtain|midnight|noon|showtime|intermission|interval|countdown|speech|act|outro|intro)")
_TIME_CALL = lazy_compile(r"(?:(?:right|exactly|precisely|just)\s+)?(?:(?:at|by|around|from|on|after|come)\s+" + _MOMENT +
                          r"(?:\s+sharp)?|in\s+(?:\d+|a|an|one|two|three|four|five|ten|fifteen|twenty|thirty|a few|a couple of)"
                          r"\s*(?:min(?:ute)?s?|secs?|seconds?|bars?|beats?|counts?|m|s)|"
                          r"in\s+(?:\d{1,2}|one|two|three|four|five|ten|fifteen|twenty|thirty)|" + _MOMENT +   # "in five, X"
                          r"\s+(?:done|over|finished|ended|complete|is over|'s over|is done|'s done|open|is open|are open))|"
                          r"(?:(?:right|exactly|precisely)\s+)?(?:at|by|around|from)\s+\d{1,2}(?:[:.h]\d{2})?\s*(?:am|pm|h)?"
                         r"(?:\s+sharp)?|(?:at|on)\s+(?:the\s+)?(?:drop|downbeat|chorus|break|top of the hour|end of the set|"
                         r"last chord|last note|final chord|blackout cue)")
_TASK_HEADER = lazy_compile(r"(?:(?:\w+|a few|a couple of)\s+)?(?:things|steps|jobs|tasks|to-?dos?|to do|checklist)"
                            r"(?:\s+(?:to do|to run|for|before|after|at|on)\b[\w\s-]{0,30})?")
_PAST_HEADER = lazy_compile(r"\b(?:yesterday|last|ago|earlier|did|was|were|had|ran|used|done|finished)\b|\w's\b")
_THEN_NEXT = lazy_compile(r"^\s*,?\s*(?:and\s+)?(?:then|after that|afterwards|next)\s+\S")
_FAILURE = lazy_compile(r"\b(?:crash\w*|fail\w*|broke|broken|froze|frozen|freez\w*|bug\w*|error\w*|wrong|"
                        r"problem\w*|issue\w*)\b")
_FOREIGN_REPORT = lazy_compile(r"(?:^|[^\w])(?:c'[ée]tait|[ée]tait|a plant[ée]|war|ist abgest[üu]rzt|fue|era|estaba|"
                               r"foi|estava|было|был|была|упал\w*|crash[ée])(?![\w])|了|でした|했")
_REPORT_WORDS = lazy_compile(
    r"\b(?:crash\w*|fail\w*|broke|broken|froze|frozen|freez\w*|bug\w*|error\w*|wrong|problem\w*|issue\w*|"
    r"don'?t|do not|never|not|no|didn'?t|won'?t|can'?t|cannot|ran|used|applied|triggered|fired|executed|loaded|"
    r"started|launched|played|deployed|rendered|yesterday|ago|"
    # a halt or a deferral: "stop. KICK1", "wait. KICK1", "tomorrow. KICK1."
    r"stop|wait|hold on|hold off|cancel|abort|later|tomorrow|next week|never mind|"
    # a reaction: "BLACKOUT. what a night.", "KICK1. wow."
    r"what an?|wow|omg|lol|haha|amazing|awesome|loved?|beautiful|insane|wild|so good)\b")


_MOMENT_CLAUSE = (r"(?:(?:that|this|it)(?: was|'s| is)\s+(?:the\s+|our\s+)?(?:very\s+)?(?:last|final)\s+(?:song|track|tune|number|cue|one|act)|"
                  r"(?:we'?re|we are)\s+(?:done|finished|wrapping up|out of time|at the end)|that'?s\s+(?:it|all|a wrap)(?:\s+folks)?|"
                  r"(?:the\s+|our\s+)?(?:set|show|gig|song|track|act|encore)(?:'s|\s+is)\s+(?:over|done|finished|ending)|"
                  r"(?:the\s+)?(?:crowd|people|audience|everyone|everybody)(?:'s|\s+is|\s+are|'re)\s+(?:leaving|gone|out|heading out)|"
                  r"time'?s\s+up|(?:and\s+)?that'?s\s+the\s+(?:end|show))")
_TRAILING_MOMENT = lazy_compile(r",\s*(?:" + _MOMENT_CLAUSE + "|" + _TIME_CALL.pattern + r")[\s.!…]*$")
_MOMENT_BEFORE = lazy_compile(r"^\s*(?:(?:ok(?:ay)?|right|alright|so|and)[\s,]+)*" + _MOMENT_CLAUSE + r"\s*[,.;:!—–-]+\s*$")
_MOMENT_AFTER = lazy_compile(r"^\s*[,.;:!—–-]+\s*(?:(?:ok(?:ay)?|so|and)[\s,]+)?" + _MOMENT_CLAUSE + r"[\s.!]*$")


def _moment_call(lowered: str, start: int, end: int) -> str:
    """The name alone with only a clause that sets the moment for it before or after it:
    "crowd's leaving, BLACKOUT", "BLACKOUT, that was the last song". Never asked or negated."""
    before, after = lowered[:start], lowered[end:]
    if "?" in lowered or _NEGATION.search(lowered):
        return ""
    if (_MOMENT_BEFORE.match(before) and re.fullmatch(r"[\s.!]*(?:(?:now|please|pls|go)[\s.!]*)*", after)) or \
            (not before.strip() and _MOMENT_AFTER.match(after)):
        return "the name called at the moment a clause sets"
    return ""


_NEEDED_AFTER = lazy_compile(r"\s*[:—–]\s*(?:we|i)\s+(?:really\s+|just\s+|urgently\s+)?(?:need|want|'d like|would like)\s+"
                             r"(?!to\s+(?:know|understand|check|see|ask|learn|find out)\b)")


def _called_alone(text: str, lowered: str, start: int, end: int) -> str:
    """A procedure called by name as an utterance of its own: a show-caller's or an operator's
    call after the moment is set or before its parameters.

    - the whole prompt is the name (a list of names), maybe with urgency: "PANIC_BLACK",
      "BLACKOUT.", "KICK1 now";
    - the name is the last sentence, after sentences that set the moment ("doors in five,
      everything's patched. DEPLOY_SHOW", "that was the last tune, thank you all. BLACKOUT.");
    - the name is the first sentence, before its parameters ("RENDER_HQ. frames 1 to 3600,
      the usual.");
    - "NAME time" as a clause ("alright mate, kick1 time", "it's KICK1 time").

    Never when another sentence asks (a "?"), negates, reports a run or a failure ("we ran it
    yesterday. KICK1."), or (for a first sentence) refers back to it or judges it ("KICK1. it
    crashed."). The name must be written as one (`_only_the_procedure`): "blackout." alone may
    be the word. Echo and meta frames were ruled out before this is asked."""
    if not _only_the_procedure(text, lowered, start, end):
        return ""
    left, right = _clause_bounds(lowered, start, _CALL_SENTENCE_SPLIT)
    other = lowered[:left] + " " + lowered[right:]
    if "?" in lowered or _REPORT_WORDS.search(other) or _FOREIGN_NEGATION.search(other) or _FOREIGN_PAST.search(other) \
            or _FOREIGN_REPORT.search(other):
        return ""
    before = _strip_polite(lowered[left:start].strip(" ,:"))
    if _TIME_AFTER.match(lowered[end:right + 1]) or _TIME_AFTER.match(lowered, end):
        clause_left, _ = _clause_bounds(lowered, start, _CLAUSE_SPLIT)
        if _TIME_BEFORE_OK.match(_strip_polite(lowered[clause_left:start]).strip()) and \
                not _PAST_OR_EVALUATIVE.search(lowered[left:right]):
            return "'NAME time': the moment for the procedure"
    tail = _TRAILING_MOMENT.sub("", lowered[end:right])  # "vj bank a, quick, doors are open": the moment it is for
    needed = _NEEDED_AFTER.match(lowered, end)
    if needed and not before and not left and not _NEGATED_OR_REPORTED.search(lowered, needed.end()) and \
            not _PAST_OR_EVALUATIVE.search(lowered, needed.end()):
        return "the name called, then what it is needed for"  # v2.18: "RENDER_HQ: we need the countdown as a file"
    if before or not _URGENCY_ONLY.fullmatch(tail):
        return ""
    preceding, following = lowered[:left].strip(), lowered[right:].strip(" .!…\n")
    if not preceding and not following:
        return "the name alone: a call"
    if preceding and not following:
        return "the name called as the last sentence"
    # v2.18: a later clause with a subject of its own is how things stand ("KICK1 — main out, the Berlin DJ is already on")
    first, *later = re.split(r"\s*,\s*", following)
    said = " ".join([first, *(c for c in later if not _own_subject(c) or _BACK_REFERENCE.search(c))])
    if following and not preceding and not _BACK_REFERENCE.search(said) and not _TOLD_AFTER.search(following) and \
            not _PAST_OR_EVALUATIVE.search(said) and not _STATEMENT_AFTER.search(said):
        return "the name called, then its parameters"
    return ""


_INDEFINITE_BEFORE = lazy_compile(r"(?:^|[^\w])(?:a|an|another|any|some|each|every|no)\s+$")
_LABEL_AS_PROCEDURE = lazy_compile(r"(?:\s+[a-z]+){0,3}?\s+(?:procedure|proc|rule|macro|preset|routine|recipe|workflow|"
                                   r"script|checklist|settings|setup|set-up)\b")
# v2.18: ... or before it, in any language: "O que diz a regra ARCHIVE ...?", "what does the ARCHIVE rule say" (after)
_LABEL_AFTER_FRAME_NOUN = lazy_compile(r"(?:^|[^\w])(?:" + FRAME_NOUNS[1:-1] + "|" + _FOREIGN_FRAME_NOUNS + r")\s+$", re.IGNORECASE)
_NAME_MARK_AFTER = lazy_compile(r"(?:\s*|-)(?:'s\b|" + FRAME_NOUNS + r"\b|(?:(?:の|的|의)\s*)?(?:" + _FOREIGN_FRAME_NOUNS + r")(?![^\W\d_]{4}))")


# v2.14: a frame noun right before the phrase marks it as the name ("Quy tắc quiet hours", "la regla de quiet hours")
_NAME_MARK_BEFORE = lazy_compile(r"(?<![\w])(?:" + FRAME_NOUNS[1:-1] + "|" + _FOREIGN_FRAME_NOUNS +
                                 r")\s+(?:(?:of|de|des|du|der|del|della|do|da|van)\s+)?$")


def _only_the_procedure(text: str, lowered: str, start: int, end: int) -> bool:
    """Whether this occurrence can only mean the stored procedure, so a question about it may
    disclose the full text. A name made of dictionary words (a declared BLACKOUT) is also an
    ordinary word: "what's the difference between a blackout and a fade?" asks about lighting.
    Such a name is the procedure only when written as a name (all capitals), marked as one
    ("the blackout procedure", "blackout's steps"), and never after an indefinite article ("a
    BLACKOUT" is a kind of thing, a procedure is one). Commands are judged elsewhere; this only
    gates the question path, where a wrong yes discloses a procedure's text."""
    if len(text) != len(lowered):  # a case mapping changed the length: positions don't align
        return False
    written = text[start:end]
    words = re.findall(r"[A-Za-z]+", written)
    if words and not all(is_common_word(w) for w in words):  # DESKMAP_X32, Zorvex: only ever a name
        return True
    if re.search(r"[A-Za-z][\d_]|[\d_][A-Za-z]", written):  # kick1, vj_bank_a: a digit or underscore in a word
        return True
    if _INDEFINITE_BEFORE.search(lowered, 0, start):
        return False
    return (written.isupper() and len(written) > 1) or bool(_NAME_MARK_AFTER.match(lowered, end)) or \
        bool(_NAME_MARK_BEFORE.search(lowered, 0, start))


def _clause_bounds(lowered: str, start: int, splitter: LazyPattern) -> tuple[int, int]:
    left = 0
    for sep in splitter.finditer(lowered, 0, start):
        left = sep.end()
    following = splitter.search(lowered, start)
    right = following.start() if following else len(lowered)
    return left, right


_STATEMENT_VERBS = (r"is|are|was|were|has|have|had|did|does|isn't|aren't|wasn't|weren't|hasn't|"
                    r"haven't|didn't|doesn't|will be|would be|looks|looked|sounds|sounded")
_STATEMENT_AFTER = lazy_compile(r"\b(?:" + _STATEMENT_VERBS + r")\b")
_STATEMENT_NEXT = lazy_compile(r"\s*,\s*(?:" + _STATEMENT_VERBS + r")\b")
_URGENT_TAIL = lazy_compile(r"[\s,.!]*(?:(?:right\s+)?now|please|pls|plz|asap|immediately|go)"
                            r"(?:[\s,.!]+(?:(?:right\s+)?now|please|pls|plz|asap|immediately|go))*[\s.!]*")
_ORDER_TAIL = lazy_compile(r"[\s,.!]*(?:in\s+(?:that|this|the\s+same)\s+order|one\s+after\s+(?:the\s+)?other|back\s+to\s+back|"
                           # v2.19: "in (that) order" in other languages ("STROBE_SAFE и DESKMAP_X32, по очереди")
                           r"по очереди|по порядку|в таком порядке|в этом порядке|der reihe nach|nacheinander|in dieser reihenfolge|"
                           r"dans (?:cet|l')ordre|l'un apr[èe]s l'autre|en (?:ese |este )?orden|uno tras otro|in (?:quest')?ordine|"
                           r"(?:em|nessa|nesta) ordem|in (?:die|deze) volgorde|po kolei|w tej kolejno[śs]ci|s[ıi]rayla|sorban|"
                           r"순서대로|차례로|順番に|この順(?:番)?で|順に|按顺序|依次|按這個順序|按这个顺序|"
                           r"in\s+sequence|(?:right\s+)?now|please|pls|asap|go)(?:[\s,.!]+(?:(?:right\s+)?now|please|pls|"
                           r"asap|go))*[\s.!]*")
_WH_INVERTED = lazy_compile(
    r"^(?:what|which|who|whose|how|why)\b|^(?:when|where|once|if)\s+(?:\w+\s+)?(?:is|are|was|were|do|does|did|will|would|"
    r"can|could|should|has|have)\b|^(?:is|are|was|were|does|did|can|could|should|would|will|has|have|had|am)\s+"
    r"(?:i|we|you|they|he|she|it|the|this|that|there)\b|^do\s+(?:i|we|you|they)\b")


def _interrogative(clause: str) -> bool:
    """A clause shaped as a question: a wh-word that only asks (what, which, who, how, why), a
    wh-word or "if" followed by an inverted auxiliary ("when does ..."), or an auxiliary and its
    subject ("is it", "do you"). "when the drop hits", "if the projector dies" and the
    imperative "do it" are not questions."""
    return bool(_WH_INVERTED.match(clause.strip()))


_NEGATED_OR_REPORTED = lazy_compile(r"\b(?:" + NEGATED_AUX + r"|never|not|no need|stop|cancel|avoid|skip|hold off|"
                                    r"forget|ignore|did|was|were|had|ran|used|applied|triggered|fired|executed|"
                                    r"loaded)\b")
_CONNECTOR = lazy_compile(r"\b(?:then|and|next|after that|afterwards|followed by)\b")


# a name set after a command as its appositive: "..., the FEEDBACK procedure", "..., the Zorvex one"
_APPOSITIVE_TAIL = lazy_compile(r"(?:" + FRAME_NOUNS + r"|one)?(?:[\s,!.]*(?:please|pls|plz|now|go|thanks))*[\s.!]*")
_URGENT_LEAD = lazy_compile(r"(?:(?:right\s+)?now|please|pls|plz|asap|immediately)(?:[\s,!.]+(?:(?:right\s+)?now|please|"
                            r"pls|plz|asap|immediately))*\b")


def _run_on_urgency(after: str) -> str:
    """What follows a name is cut after a run of urgency words when chat runs the next clause on
    without punctuation ("KICK1 now plz the drop is coming"): the urgency closes the command. Not
    when the next words state something of the name ("KICK1 now was great") or negate or report."""
    m = _URGENT_LEAD.match(after)
    if not m or m.end() == len(after):
        return after
    rest = after[m.end():]
    if re.match(r"[\s,]*(?:" + _STATEMENT_VERBS + r")\b", rest) or _NEGATED_OR_REPORTED.search(rest) or "?" in rest:
        return after
    return after[:m.end()]


_CORRECTION = lazy_compile(r"^(?:(?:no+|nope|sorry|oops|wait)[\s,]+)*(?:i|i've)?\s*(?:meant|mean|said|wanted)\s*$")
_POINTED_COMMAND = lazy_compile(r"\s*[.,;:!—–-]+\s*(?:(?:so|now|please|pls|just)\s+)*(?:" + _VERBS +
                                r")\s+(?:that|this|it)(?:\s+one)?\b")
_TURN_TO = lazy_compile(r"^(?:don'?t|do not|never|skip|forget|not|no|instead of)\b[^,;]*?(?:,|\band\b|\bbut\b)\s*"
                        r"(?:(?:just|instead|rather|only)\s+)?(.+)$")
_PLAN_HEADER = lazy_compile(r"(?:^|\n)\s*(?:planning|plans?|notes?|log|status|recap|summary|history|ideas?|draft|"
                            r"wishlist|maybe|someday|backlog|last night|yesterday|note to self|reminder|remember|"
                            # v2.13: a bug or test report quotes the steps someone ran ("Steps to reproduce: 1. Run X")
                            r"steps to reproduce|repro(?: steps)?|str|bug(?: report)?|issue|ticket|test (?:case|report|plan)|"
                            r"known issues?|release notes|changelog|"
                            r"(?:show|incident|tech|rehearsal|shift|session|daily|weekly) report|debrief|post-?mortem|minutes|"
                            r"(?:tomorrow|next \w+|(?:mon|tues|wednes|thurs|fri|satur|sun)day)'?s (?:plan|schedule|run-?sheet|"
                            r"agenda|list|to-?do)|"
                            r"(?:plans?|todo|to-do|notes?) for (?:tomorrow|later|next \w+|the \w+|\w+day))"
                            r"(?:,\s*[\w .'-]{1,24})?\s*:[^\n]*$")
_DEFERRED = lazy_compile(r"(?<!\bfor )(?<!\bfor the )\b(?:tomorrow(?!'s)|next (?:week|month|time|show|gig|tour|"
                         r"(?:mon|tues|wednes|thurs|fri|satur|sun)day)(?!'s)|"
                         r"on (?:mon|tues|wednes|thurs|fri|satur|sun)day|some ?day|one day|eventually|at some point|"
                         # ... in other languages: "RENDER_HQ demain", "X morgen", "la semaine prochaine X"
                         r"demain|morgen|ma[ñn]ana(?! (?:por la|de))|domani|amanh[ãa]|jutro|завтра|"
                         r"(?:la )?semaine prochaine|n[äa]chste woche|(?:la )?pr[óo]xima semana|(?:la )?prossima settimana|"
                         # v2.14: tomorrow, the day after, next week and later in the languages of the wider suites
                         r"m[âa]ine|poim[âa]ine|s[ăa]pt[ăa]m[âa]na viitoare|mai t[âa]rziu|data viitoare|besok|esok|lusa|"
                         r"minggu depan|nanti(?! malam)|bukas|mamaya|i ?morgon|i ?morgen|n[äa]sta vecka|neste uke|n[æa]ste uge|"
                         r"huomenna|ensi viikolla|my[öo]hemmin|z[íi]tra|zajtra|pozd[ěe]ji|nesk[ôo]r|p[řr][íi][šs]t[íi] t[ýy]den|"
                         r"w przysz[łl]ym tygodniu|p[óo][źz]niej|наступного тижня|пізніше|на следующей неделе|позже|"
                         r"αύριο|αυριο|μεθαύριο|αργότερα|την επόμενη εβδομάδα|holnap|j[öo]v[őo] h[ée]ten|k[ée]s[őo]bb|"
                         r"yar[ıi]n|haftaya|gelecek hafta|ngày mai|tuần sau|tuần tới|để sau|volgende week|"
                         r"plus tard|m[áa]s tarde|pi[ùu] tardi|mais tarde|sp[äa]ter|senare|senere|"
                         r"מחר|בשבוע הבא|אחר כך|מאוחר יותר|غدا|غداً|بكرة|الأسبوع القادم|لاحقا|لاحقاً|"
                         r"कल|अगले हफ्ते|अगले सप्ताह|बाद में|agle hafte|baad mein)\b"
                         r"|明天|明日|내일|다음 주|来週|下周|下週|あとで|後で|以后|稍后|待会|나중에|พรุ่งนี้|สัปดาห์หน้า|อาทิตย์หน้า|ทีหลัง")
# v2.16: the name, then "can wait": put off ("LAYOUT2 can wait, just DEPLOY_SHOW now", "KICK1 kann warten")
CAN_WAIT = lazy_compile(r"[\s,]*(?:(?:can|could|will|may|should|must)\s+(?:(?:just|still|easily)\s+)?wait|can hold|"
                        r"is(?:n't| not) urgent|kann warten|peut attendre|puede esperar|pu[òo] aspettare|pode esperar|"
                        r"может подождать|подождёт|подождет|kan wachten|mo[żz]e poczeka[ćc]|kan v[äa]nta|kan vente|"
                        r"は後で|は後回し|先放一放|可以等|나중에)(?![\w])", re.IGNORECASE)
_LATER = lazy_compile(r"^[^,.;!?\n]{0,40}?\blater\b(?!\s+(?:on\s+)?(?:tonight|today))|\bnot (?:yet|now|today|tonight)\b")


def _planned(lowered: str, start: int, end: int) -> bool:
    """Under a header that files the name as a plan, a note or history ("planning: ...", "notes:"),
    or deferred in its sentence to another day ("... next week", "... on friday"), to later in
    its own clause, or not yet ("I'll need N1 on the new comps later, not yet though")."""
    left, right = _clause_bounds(lowered, start, _SENTENCE_SPLIT)
    tail = lowered[end:max(right, end)]
    head = lowered[left:start]  # v2.16: "tomorrow run KICK1", "next week, LAYOUT2 on the lobby"
    if any(not _others_deferral(head, d.start()) and not _FOR_THE_DAY.search(head, 0, d.start())
           for d in _DEFERRED.finditer(head)):
        return True
    return bool(_PLAN_HEADER.search(lowered, 0, start)) or \
        any(not _others_deferral(tail, d.start()) for d in _DEFERRED.finditer(tail)) or bool(_LATER.search(tail)) or \
        CAN_WAIT.match(lowered, end) is not None


# French "déjà" (already) without its accents; not the Spanish verb "deja" ("en qué códec deja el archivo", v2.15)
DEJA = r"d[ée]j[àa](?!\s+(?:el|la|los|las|lo|le|les|un|una|unos|unas|que|de|en|caer|pasar|ver|correr)\b)"
# v2.13: a question about its state ("¿El LAYOUT2 de antes ya terminó?", "BACKUP_FIRST уже спрацював?", "is X
# still running?"): whether it ran or runs, not what it says; not the French "..., déjà ?" ("again?"), which asks
# to be reminded; not the French "encore", which in a prompt about a show is the encore
_STATUS_ASK = lazy_compile(r"(?:^|[^\w])(?:already|still running|yet|уже|вже|ещё|ще|schon|noch|" + DEJA + r"(?!\s*[?？])|gi[àa]|"
                           r"ancora|j[áa]|ainda|ya|todav[íi]a|ju[żz]|jeszcze|nog steeds|redan|fortfarande|u[žz]|je[šs]t[ěe]|"
                           # v2.14: a procedure's status, and "still" in the wider suites' languages
                           r"status|stadig|fortsatt|viel[äa]|yh[äa]|m[ée]g mindig|st[áa]le|nadal|досі|h[âa]l[âa]|masih|vẫn)"
                           r"(?![\w])|もう|まだ|已经|已經|还在|還在|이미|아직")


# the user forbids carrying the procedure out while asking about it: its text stays a stub
_FORBIDS_RUN = lazy_compile(
    r"\b(?:(?:please\s+)?(?:don'?t|do not|dont|never)\s+(?:actually\s+|really\s+)?(?:do|run|execute|apply|trigger|fire|"
    r"start|launch|load|touch)\s+(?:it|that|this|them|anything)\b|just (?:asking|curious|wondering)|(?:purely |only )?"
    r"hypothetical(?:ly)?\b|no need to (?:try|run|do|apply|use|trigger|fire|start|launch|load)\b|"
    # v2.13: what was talked about, not asked ("in class today we only talked about what X is for")
    r"\b(?:" + _TALK_VERBS + r")\s+(?:\w+\s+){0,2}?(?:about\s+)?"
    r"(?:what|how|why|which|when)\b)")
# a plan in the name's clause: "tomorrow we'll probably do X", "next week we're going to use X"
_PLAN_SUBJECT = lazy_compile(r"\b(?:we'?ll|we will|we'?re going to|we are going to|i'?ll|i will|i'?m going to|gonna|"
                             r"we might|we may|we plan to|we'?re planning to|planning to)\b")


def _planned_clause(lowered: str, start: int, end: int) -> bool:
    """The name's clause files it as a plan: a deferral word anywhere in it ("tomorrow we'll do X")
    or a future subject before the name ("we'll probably do X before the show")."""
    left, right = _clause_bounds(lowered, start, _CLAUSE_SPLIT)
    return bool(_DEFERRED.search(lowered, left, max(right, end))) or bool(_PLAN_SUBJECT.search(lowered, left, start))


def plan_header(text: str) -> str:
    """The header that files what follows as a plan, a note, history or a report ("" when none)."""
    m = _PLAN_HEADER.search(fold(text).lower())
    return m.group(0).strip() if m else ""


def deferred_or_planned(text: str) -> str:
    """The plan header or deferral in `text` ("" when none), for the invocation classifier's guard."""
    header = plan_header(text)
    if header:
        return header
    lowered = fold(text).lower()
    m = next((d for d in _DEFERRED.finditer(lowered) if not _FOR_THE_DAY.search(lowered, 0, d.start())
              and not _others_deferral(lowered, d.start())), None) or _LATER.search(lowered)
    return m.group(0).strip() if m else ""


# v2.16: a later clause with a subject of its own, whose act is put off ("..., the relief tech from the other ship is
# taking over tomorrow", "since the bishop arrives on friday"): the deferral is that act's, not the request's
_OTHERS_CLAUSE = lazy_compile(r"(?:^|[,;—–(]|\s-\s|\band\b|\bbecause\b|\bsince\b|\bas\b|\bcos\b|\bcause\b)\s*"
                              r"(?:the|our|my|his|her|their|your)\s+(?:[\w'-]+\s+){0,6}?"
                              r"(?:is|are|was|were|will|'s|gets?|arrives?|comes?|takes?|starts?|leaves?|flies|fly|lands?|"
                              r"goes|go|plays?|opens?|visits?|shows? up|does|has|hosts?|holds?|needs?|wants?|"
                              # v2.18: "the render can wait until tomorrow" (the other step deferred)
                              r"can|could|may|might|should|must)\b[^,;—–.!?\n]*$|"
                              # v2.18: someone else's deadline, "they want it on the website tomorrow"
                              r"(?:^|[,;—–(]|\s-\s|\band\b|\bbecause\b|\bsince\b|\bas\b|\bcos\b)\s*(?:they|he|she)\s+"
                              r"(?:want|wants|need|needs|expect|expects)\s+it\b[^,;—–.!?\n]*$")


def _others_deferral(lowered: str, at: int) -> bool:
    """Whether the deferral word at `at` sits in a later clause that has its own subject (`_OTHERS_CLAUSE`)."""
    left = max(0, max(lowered.rfind(c, 0, at) for c in ",;—–(.!?\n"))  # the prompt's first clause too
    m = _OTHERS_CLAUSE.search(lowered, left, at)
    return m is not None and m.start() == left


# v2.15: "for tomorrow" or "of tomorrow" names the object's day, not the act's ("rulează X pentru trailerul de mâine",
# "RENDER_HQ na jutro", "le rendu de demain"), as "tomorrow's" does
_FOR_THE_DAY = lazy_compile(r"\b(?:for|de|del|pentru|f[üu]r|f[üu]rs|pour|para|per|на|na|voor|f[öo]r|til|do|untuk|cho|di|da)"
                            r"(?:\s+(?:the|el|la|le|lo|il|der|die|das|den|het|de))?\s+$")


_AWAITED_STEP = lazy_compile(r"^(.*?)\b(?:after|once|as soon as)\s+(?:you|u)\s+(?:(?:just|first)\s+)?(?:" + _VERBS +
                             r")(?:\s+(?:the|my|our))?\s*$")


def sentence_left_of(lowered: str, start: int) -> int:
    return _clause_bounds(lowered, start, _SENTENCE_SPLIT)[0]


def _reported(text: str) -> bool:
    """Whether words after a later step report what happened ("... crashed everything", "... haben
    wir gestern gemacht"), in English or another language."""
    return bool(_PAST_TENSE.search(text) or _REPORT_WORDS.search(text) or _FOREIGN_PAST.search(text)
                or _FOREIGN_NEGATION.search(text))


def _strip_polite(text: str) -> str:
    return _POLITE.sub("", text).strip()


# a time clause with its own subject, then the command, no comma between: "before we delete the old layers follow X"
_TIME_CLAUSE_NO_COMMA = lazy_compile(r"(?:before|after|once|as soon as)\s+(?:we|i|you|u|they)\s+"
                                     r"(?!(?:will|'ll|would|'d|should|shall|can|could|might|must|are going to|gonna)\b)"
                                     r"[^,;.!?]{1,60}?\s+(?=(?:" + _VERBS + r")\b)")


def _invokes_at(lowered: str, start: int, end: int) -> str:
    left, right = _clause_bounds(lowered, start, _CLAUSE_SPLIT)
    before_raw = lowered[left:start]
    before = _strip_polite(before_raw)
    after = lowered[end:right].strip()
    after_first = after.split(" ", 1)[0] if after else ""
    clause_words = re.findall(r"[\w']+", lowered[left:right])
    sequence = _SEQUENCE_OPENER.match(before)
    if sequence:  # v2.17: "and before that can you do DEPLOY_SHOW": the request's place in a sequence
        before = _strip_polite(before[sequence.end():])
    unmarked = _TIME_CLAUSE_NO_COMMA.match(before)
    if unmarked and _VERB_RE.match(before[unmarked.end():]) and not _NEGATION.search(unmarked.group(0)):
        before = before[unmarked.end():]  # v2.18: "before we delete the old layers follow BACKUP_FIRST": no comma
    adverbial = _ADVERBIAL.match(before)
    if adverbial and not _SUBJECT_OR_AUX.search(adverbial.group(0)):
        # a time or condition phrase opens the command: "at 21:55 run SYNCPOINT", "on the drop fire KICK1"
        before = before[adverbial.end():]
    turned = _TURN_TO.match(before)
    if turned and _VERB_RE.match(_strip_polite(turned.group(1))) and "?" not in lowered[start:right + 2] and \
            not _BLOCKERS.search(_strip_polite(turned.group(1))) and not _NEGATION.search(turned.group(1)):
        before = _strip_polite(turned.group(1))  # "skip LAYOUT2 and just do wirecomb": the refusal is the other's
    waits = _AWAITED_STEP.match(before)
    if waits and not _NEGATION.search(lowered[sentence_left_of(lowered, start):right]) and \
            "?" not in lowered[start:right + 2] and not _STATEMENT_AFTER.search(after) and \
            waits.group(1).strip(" ,") and _element_is_command(waits.group(1).strip(" ,"), ()):
        return "a step the command waits for"  # "render hq after you apply zorvex grade"
    if _BLOCKERS.search(before) or _NEGATION.search(before):
        return ""  # "we should not need X": a polite opener stripped, the negation still stands
    if re.fullmatch(FRAME_NOUNS, before) and not _strip_polite(lowered[sentence_left_of(lowered, start):left]).strip(" ,"):
        before = ""  # "Macro LAYOUT2 on this network please": the frame noun is part of the name
    sentence_left, sentence_right = _clause_bounds(lowered, start, _SENTENCE_SPLIT)
    if _CONNECTOR.search(before_raw) and _STATEMENT_NEXT.match(lowered, right):
        return ""  # "LAYOUT2, then wirecomb, was the plan": the sequence is the subject of a statement
    if _CONNECTOR.search(before_raw) and _strip_polite(lowered[sentence_left:left].strip(" ,")):
        # a later step of a sequence shares the first step's negation, tense or question:
        # "don't run KICK1, then LAYOUT2" runs neither
        # ("we ran KICK1, then LAYOUT2" is a report): the first step must itself be a command
        # (a first element of consent words only, "yes, go ahead and run X", is no step)
        first = lowered[sentence_left:left].strip(" ,")
        if first and (not _element_is_command(first, ()) or "?" in lowered[sentence_right:sentence_right + 3]):
            return ""  # ... or asks: "KICK1, then LAYOUT2?"
    # R1: the name opens an imperative clause ("LAYOUT2 this mess", "PANIC_BLACK now!!")
    if before in ("the", "my", "our") and re.search(r"\b(?:please|pls|plz|now|asap|go)\b", lowered[sentence_left:sentence_right]) \
            and not _PAST_OR_EVALUATIVE.search(lowered, left, right):
        before = ""  # "now, the Zorvex grade on the master please"; not "the blackout on stage last night"  # "now, the Zorvex grade on the master please": a determiner opens the name's phrase
    if before in ("the", "my", "our") and left > 0 and _APPOSITIVE_TAIL.fullmatch(after):
        before, after, after_first = "", "", ""  # "build the club trails my way, the FEEDBACK procedure"
        before_raw = ""  # only a command before it (R3) makes it a call
    if not before and re.fullmatch(r"it\s+is[\s.!]*", after) and "?" not in lowered[right:right + 2] and \
            not _strip_polite(lowered[sentence_left:left]).strip(" ,") and not _BLOCKERS.search(lowered[sentence_left:right]):
        return "'NAME it is': the choice made"  # "alright, RENDER_HQ it is"
    if _CORRECTION.search(before) and not after and "?" not in lowered[start:] and \
            _POINTED_COMMAND.match(lowered, right) and not _NEGATED_OR_REPORTED.search(lowered[right:right + 40]):
        return "a correction naming the procedure, then a command pointing at it"  # "I meant wirecomb. run that one"
    if not before:
        after = _run_on_urgency(after)  # "kcik1 now plz the drop is coming": the command ends at "plz"
    if not before and _STATEMENT_AFTER.search(after):
        return ""  # the name is the subject of a statement: "KICK1 and LAYOUT2 were great"
    if not before and _PAST_TIME.search(after) and _PAST_TENSE.search(after):
        return ""  # v2.16: "BLACKOUT at the end of my set last Friday went perfect": a past time and a past verb
    if not before:
        noun = re.match(r"(?:" + FRAME_NOUNS + r"|mode|modus)\b\s*", after)
        if noun and after[noun.end():]:  # "KICK1 procedure now" reads on after the noun; "... look alike" does not
            after_first = after[noun.end():].split(" ", 1)[0]
        bare_call = bool(after) and bool(_FOREIGN_TAIL.fullmatch(after[noun.end():] if noun else after))
        if bare_call and _TOLD_AFTER.search(lowered, right, sentence_right):
            return ""
        if bare_call and not _FOREIGN_NEGATION.search(lowered[sentence_left:sentence_right]) and \
                "?" not in lowered[sentence_left:sentence_right + 2]:
            return "the name, then only a request word (any language)"  # "PANIC_BLACK ya,", "zorvex grade erop graag"
        if _TOPICALISED.search(after):
            return ""  # v2.13: "KICK1 and the strobe work we'll sort out on site": the name fronted, a plan after it
        if after_first in ("from", "of", "about", "by"):
            return ""  # v2.13: "FEEDBACK from the producer on yesterday's set": the name heads a noun phrase
        if (after_first in ("or", "vs", "versus") or re.search(r"\s(?:or|vs\.?|versus)\s", lowered[start:end])) and \
                "?" in lowered[sentence_left:sentence_right + 2]:
            return ""  # v2.14: "LAYOUT2 or wirecomb for a patch this big, which do you prefer?": a choice asked about
        if after and _FOLLOW_OK.match(after_first):
            step = re.match(r"(?:and\s+)?then\s+(?:(?:the|my|our)\s+)?([\w']+)", after)
            if step and (_STATEMENT_HEAD.match(step.group(1)) or step.group(1).endswith("ed") or _reported(after[step.end():])):
                return ""  # "KICK1 then it crashed", "KICK1 then faded out": a report, not two steps
            verb = re.match(r"[\w']+\s+([\w']+)", after)
            if verb and (_PAST_TENSE.fullmatch(verb.group(1)) or _FAILURE.fullmatch(verb.group(1))):
                return ""  # "HAZER_UP quickly crashed the rig", "KICK1 now froze": an adverb, then a report
            return "the name opens an imperative clause"
        if not after and before_raw.strip():
            if "?" in lowered[sentence_left:sentence_right + 2] and re.search(r"\b(?:forget|remember)\b", before_raw):
                return ""  # "don't forget KICK1?": a reminder asked about, not a request
            return "a polite command naming the procedure"
        if not after and not _strip_polite(lowered[sentence_left:left]) and _command_follows(lowered, right):
            return "the name called, then a command or the moment for it"  # "VJ_BANK_A, load it up"
        if not after and left == 0 and re.fullmatch(r"\s*!+\s*", lowered[right:]):
            return "the name alone, exclaimed: a command"  # "PANIC_BLACK!!!" (a bare "KICK1" stays a mention)
        if not after and left == 0 and _URGENT_TAIL.fullmatch(lowered[right:]):
            return "the name, then only urgency: a command"  # "PANIC_BLACK!!! now!!", "KICK1, now please"
        if left == 0 and " " in lowered[start:end].strip() and \
                (not after and _ORDER_TAIL.fullmatch(lowered[right:]) or _ORDER_TAIL.fullmatch(lowered[end:])):
            # "KICK1, LAYOUT2 and wirecomb, in that order"; v2.19: "wirecomb 그리고 LAYOUT2 순서대로"
            return "a list of procedures as a running order"
        # R3: a trailing name after a command ("kill the picture now, NAME"), maybe followed by "go"
        if not after and left > 0:
            previous = re.findall(r"[\w']+", lowered[:left])
            tail = lowered[right:]
            if _THEN_NEXT.match(tail) and "?" not in tail and not _BLOCKERS.search(tail):
                tail = ""  # "lock us to the desk, SYNCPOINT, then cue_stack_7": the next step follows
            earlier = _mask_conditions(lowered[:left])  # "if anything goes wrong, PANIC_BLACK": a condition, no report
            own = _strip_polite(lowered[sentence_left:left].strip(" ,"))
            if sentence_left > 0 and _opens_with_verb(own) and \
                    not _BLOCKERS.search(own) and not _NEGATION.search(own):
                # v2.18: the command is a sentence of its own ("..., so just set it up now, DESKMAP_X32", ", so" splits):
                # the reasons before it are no report about the procedure
                earlier, previous = _mask_conditions(lowered[sentence_left:left]), re.findall(r"[\w']+", own)
            go_on = _SO_GO_ON.search(lowered, 0, left)
            if go_on and "?" not in lowered[go_on.start():] and _TAIL_CALL.fullmatch(lowered[right:]):
                return "the reasons, then 'so go on': a call"  # v2.18: "... the director signed it off, so go on, GLITCHY"
            tail_ok = (not re.sub(r"\b(go|please|now|thanks|thank you|asap)\b|[\W_]+", "", tail) or _context_tail(tail)) \
                and "?" not in tail \
                and not _NEGATED_OR_REPORTED.search(earlier) and not _FAILURE.search(earlier) \
                and "?" not in lowered[:left] \
                and not _interrogative(_strip_polite(lowered[sentence_left:left]))
            if re.search(r"\b(?:list|enumerate|name|mention|count)\b", " ".join(previous[-6:])):
                tail_ok = False  # "list all macros: KICK1, GLITCHY, LAYOUT2": the names are what is listed
            if tail_ok and len(previous) >= 2 and not set(previous) <= _ACK_WORDS and _has_verb(previous):
                return "a command ending with the procedure's name"
            if tail_ok and previous and set(previous) <= _POLITE_WORDS:
                return "a polite command naming the procedure"
            header = re.split(r"[.!?\n]", lowered[:left])[-1].strip(" :,-—–")
            if tail_ok and _TIME_CALL.fullmatch(header):
                return "a time, then the procedure: a timed call"  # "at 22:00 sharp, BLACKOUT"
            if tail_ok and _TASK_HEADER.fullmatch(header) and not _PAST_HEADER.search(header):
                return "a list of things to do, headed as such"  # "Three things before doors: A, B, and C"
            if tail_ok and previous and set(previous) <= _CALL_WORDS:
                return "a call naming the procedure"  # "Cue: KICK1", "next up: LAYOUT2"
            # v2.18: the same in another language, where the English verb lexicon reads nothing ("Alt er koblet opp og testet
            # nå, DESKMAP_X32.", "vale, ya está montada la falla en la plaza, así que DEPLOY_SHOW"): how things stand, then the
            # name closing the message, with no negation, past, report or condition of that language before it
            if tail_ok and len(previous) >= 3 and not tail.strip(" .!…\n") and _foreign_words(earlier) and \
                    not _FOREIGN_NEGATION.search(earlier) and not _FOREIGN_PAST.search(earlier) and \
                    not _FOREIGN_REPORT.search(earlier) and not _FOREIGN_IF.search(earlier) and \
                    not _FOREIGN_TIME_OR_RUN.search(earlier) and not _FOREIGN_JUDGEMENT_OR_HISTORY.search(earlier):
                return "how things stand, then the name closing the message, in another language"
        return ""
    if _TIME_CALL.fullmatch(before.strip(" ,")) and (not after or _URGENT_TAIL.fullmatch(" " + after)) and \
            "?" not in lowered[sentence_left:sentence_right + 2] and not _PAST_OR_EVALUATIVE.search(lowered, start, right):
        return "a time, then the procedure: a timed call"  # "at 22:00 sharp BLACKOUT"
    # keeping a rule or procedure in force: "and keep STROBE_SAFE on it", "keep BLACKOUT armed"
    # ... and "make sure X is applied", "ensure STROBE_SAFE is on"
    if re.search(r"(?:^|\s)(?:make sure|ensure|be sure)(?:\s+that)?(?:\s+(?:the|my|our))?$", before) and \
            "?" not in lowered[sentence_left:sentence_right + 2] and re.match(
                r"\s*(?:" + FRAME_NOUNS + r"\s+)?(?:is|gets|stays)\s+(?:also\s+)?(?:on|active|enabled|applied|respected|"
                r"followed|used|in place|in force|engaged)\b", lowered[end:]):
        return "'make sure ... is applied': the procedure put in force"
    kept = re.search(r"(?:^|\s)(?:and\s+)?(?:also\s+)?keep(?:\s+(?:the|my|our))?$", before)
    # v2.19: ... after a command of its own in the clause ("set up KICK1 on the main out and keep STROBE_SAFE enforced on it")
    if kept and (not before[:kept.start()].strip() or
                 (re.match(r"\s*and\b", before[kept.start():]) and _element_is_command(before[:kept.start()].strip(), ()))) and \
            "?" not in lowered[sentence_left:sentence_right + 2] and re.match(
                r"\s*(?:" + FRAME_NOUNS + r"\s+)?(?:on|active|enabled|enforced|running|engaged|armed|applied|in force)\b",
                lowered[end:]):
        return "'keep ... on': the procedure kept in force"
    # R4: scheduling and consent ("time for NAME", "go ahead with the NAME", "I need NAME loaded")
    if (_SCHEDULE.search(before_raw.strip()) or _SCHEDULE.search(before)) and \
            not _MAYBE_OR_REPORTED.search(lowered, sentence_left, start) and \
            not deferred_or_planned(lowered[:sentence_right]):  # v2.12: "next week we'll switch ... over to X"
        return "scheduling or consent naming the procedure"
    # R5: the procedure as the instrument of a command ("sort the naming out with N1", "glitch it via GLITCHY")
    # v2.19: ... or its standard, "by" the rule's name ("archive the external fiddle.tox by the ARCHIVE rule")
    by_rule = re.search(r"\bby\s+(?:the|my|our)\s+$", before_raw) and re.match(r"\s*(?:" + FRAME_NOUNS + r")\b", lowered[end:]) \
        and not _PAST_TENSE.search(before) and not _NEGATION.search(before)
    if (by_rule or re.search(r"\b(with|using|via|per|through|according to|following)\s+(?:(?:the|my|our)\s+)?(?:" + FRAME_NOUNS +
                             r"\s+)?$", before_raw)) and \
            not re.match(r"(?:the|a|an|my|our|your|this|that|his|her|their)\s", before) and \
            not _PROGRESSIVE_OR_BROWSING.search(before) and \
            not _QUESTION_START.match(before) and not _planned_clause(lowered, start, end) and not (
                # "Tomorrow at tech we'll go through STROBE_SAFE": a plan; "does KICK1 conflict with LAYOUT2?": a question
                "?" in lowered[sentence_left:sentence_right + 2] and
                re.match(r"(?:do|does|did|is|are|was|were|can|could|will|would|should|has|have)\b", before)):
        return "the procedure is the instrument of a command"
    # R2: an imperative or request verb whose object is the name
    if _QUESTION_START.match(before) and not _REQUEST_QUESTION.match(before):
        return ""
    m = _VERB_RE.match(before)
    if m and m.group(0).endswith("ing") and _STATEMENT_AFTER.search(after):
        return ""  # a gerund subject: "running KICK1 is risky"
    if m and m.group(0).lower() == "do" and not before[m.end():].strip() and after and \
            not _FOLLOW_OK.match(after_first) and "?" in lowered[sentence_left:sentence_right + 2]:
        return ""  # "do KICK1 and LAYOUT2 conflict?": the auxiliary of a question, not the verb "do"
    if m:
        gap = re.findall(r"[\w']+", before[m.end():])
        written = lowered[start:end]
        if m.group(0).lower() in ("make", "turn", "get", "keep", "set", "render", "leave") and gap and \
                not set(gap) <= {"the", "my", "our", "this", "that"} and \
                re.fullmatch(r"[a-z]+(?:[\s-][a-z]+)*", written) and all(is_common_word(w) for w in written.split()) \
                and not _NAME_MARK_AFTER.match(lowered, end):
            return ""  # "make my visuals glitchy": a dictionary word after a resultative verb's object is that word
        # v2.10: a contrast or exclusion between the verb and the name is no object of it: "do RENDER_HQ
        # but leave DEPLOY_SHOW alone", "run everything except DEPLOY_SHOW", "load all decks besides VJ_BANK_A"
        # v2.19: "that" right before the name, a frame noun or "thing" right after it, is a determiner ("run that
        # DESKMAP_X32 thing for me"), not a relative clause
        between = re.sub(r"\bthat\s*$", " ", before[m.end():]) if re.match(
            r"\s*(?:" + FRAME_NOUNS + r"|thing|one)\b", lowered[end:]) else before[m.end():]
        if len(gap) <= 8 and not re.search(r"\b(that|which|who|what|how|why|because|while|is|are|was|but|except|"
                                           r"excluding|besides|leave|leaving|apart from|other than|without|"
                                           r"instead of|rather than|not|never)\b",
                                           between) and (
                not after or _FOLLOW_OK.match(after_first) or after_first in ("and", ",")
                or (re.match(r"^[a-z0-9_/.-]+$", after_first) and not _PAST_TENSE.fullmatch(after_first)
                    and not _REPORT_WORDS.fullmatch(after_first) and not _STATEMENT_AFTER.fullmatch(after_first))):
            return f"'{m.group(0)}' governs the procedure's name"
    del clause_words
    return ""


_ADVERBIAL = lazy_compile(
    r"^(?:(?:right|just|straight)\s+)?(?:at|on|in|by|around|after|before|upon|when|whenever|once|as soon as|if)\s+"
    r"(?:[\w:'.-]+\s+){1,6}(?=(?:" + _VERBS + r")\b)"
    r"|^(?:tonight|today|tomorrow|now|first|next|then|meanwhile)\s+(?=(?:" + _VERBS + r")\b)", re.IGNORECASE)
_SUBJECT_OR_AUX = lazy_compile(
    r"\b(?:i|we|you|he|she|they|it|i'm|we're|you're|they're|i'd|we'd|i'll|we'll|do|does|did|was|were|is|are|am|"
    r"have|has|had|will|would|could|should|can|may|might|must|not|no|never|don't|didn't|won't)\b")
_NEXT_CLAUSE = lazy_compile(r"\s*(?:,|:|\s[—–-]{1,2})\s*([^.;!?\n]*)")


_FINITE = frozenset(["is", "are", "am", "be", "we're", "i'm", "you're", "they're", "it's", "that's", "here's",
                     "there's", "let's", "when", "whenever", "if", "once", "as", "soon", "yes", "yeah", "yep", "sure",
                     "ok", "okay", "please", "go", "ready",
                     # clause openers of other languages: "zanim zaczniemy, SYNCPOINT", "bevor wir anfangen, X"
                     "zanim", "bevor", "sobald", "avant", "quand", "lorsque", "antes", "cuando", "prima", "quando",
                     "appena", "voordat", "zodra", "kiedy", "gdy", "перед", "когда", "как"])


def _has_verb(words: list[str]) -> bool:
    """Whether a clause has a verb or a clause-opening word, rather than being a bare noun phrase:
    "kill the picture now, NAME", "we're ready on stage: NAME", "when the drop hits, NAME" are
    clauses; "Tonight's setlist: NAME" and "Last night: NAME" are headers."""
    return any(w in COMMON_VERBS or w in _FINITE or _VERB_RE.fullmatch(w) or (w.endswith("s") and w[:-1] in COMMON_VERBS)
               for w in words)


def _command_follows(lowered: str, right: int) -> bool:
    """Whether the clause after a name standing alone is a command that carries it out:
    "VJ_BANK_A, load it up", "RENDER_HQ: do it for the trailer", "DESKMAP_X32 - set it up, ...".
    The next clause opens (after polite words) with a request verb; a pronoun object ("it",
    "this") refers back to the name, so then only a verb that carries a procedure out counts
    ("KICK1, delete it" edits the procedure, it does not run it). No question, no negation."""
    m = _NEXT_CLAUSE.match(lowered, right)
    if not m or "?" in lowered[right:]:
        return False
    clause = _strip_polite(m.group(1))
    if not clause or _BLOCKERS.search(clause):
        return False
    if _VERB_RE.match(clause):
        return True
    words = re.findall(r"[\w']+", clause)
    refers_back = len(words) > 1 and words[1] in ("it", "this", "that", "them", "those", "these")
    if refers_back and len(words) > 2 and words[2] in ("up", "off", "on", "in", "out", "through", "going"):
        return bool(_VERB_RE.match(f"{words[0]} {words[2]}"))  # "set it up", "kick it off"
    if bool(words) and words[0] in COMMON_VERBS and not refers_back:
        return True
    return _readiness(clause)


_READINESS = lazy_compile(r"\b(?:now|just|ready|live|here|online|connected|plugged in|in place|patched|arrived|standing by)\b")
_BACK_REFERENCE = lazy_compile(r"\b(?:it|its|it's|this|that|these|those|them|they|one)\b")
_PAST_OR_EVALUATIVE = lazy_compile(r"\b(?:was|were|did|had|didn't|wasn't|weren't|would|could|should|might|never|not|no|"
                                   r"too|great|good|bad|awful|nice|cool|loved|hated|broke|crashed|failed|worked|yesterday|"
                                   r"last|ago|before|earlier)\b")


def _readiness(clause: str) -> bool:
    """A statement that the moment has come, after a name called alone: "DESKMAP_X32, the desk
    just arrived at FOH", "DEPLOY_SHOW, doors are open now", "SYNCPOINT - the console is online".
    It names the situation the call answers; it never refers back to the procedure ("it", "that"),
    never reports or judges ("was", "crashed", "too", "great"), never negates or asks."""
    return bool(_READINESS.search(clause)) and not _BACK_REFERENCE.search(clause) and \
        not _PAST_OR_EVALUATIVE.search(clause)


# ---- sequences and show-calling cues -------------------------------------------------------

# a bare "and" joins nouns as often as steps ("KICK1 and LAYOUT2 look alike"): only temporal
# connectors make a sequence here; "run KICK1 and LAYOUT2" is already governed by its verb
_SEQ_BEFORE = lazy_compile(r"(?:^|[\s,])(?:and then|then|after that|afterwards|next|followed by|und dann|und danach|danach|"
                           r"anschlie[ßs]end|et puis|puis|ensuite|y luego|luego|y despu[ée]s|despu[ée]s|e poi|poi|dopo|"
                           r"e depois|depois|en dan|daarna|a potem|potem|nast[ęe]pnie|а потом|потом|затем)\s+"
                           r"(?:(?:the|my|our|le|la|el|den|die|das|het|il)\s+)?$")
_SEQ_AFTER = lazy_compile(r"^\s*,\s*(?:and\s+)?(?:then|after that|afterwards|next)\s+(?:(?:the|my|our)\s+)?"
                          r"([\w'/.-]+)")
_CUE_BEFORE = lazy_compile(r"^(?:stand\s*by|stby)(?:\s+(?:for|on))?\s+(?:(?:the|my|our)\s+)?$")
_CUE_AFTER = lazy_compile(r"[\s,.:;…—–-]*(?:stand\s*-?\s*by|stby)[\s,.:;…!—–-]*go\b[\s!.…]*$")
_DEPT_GO = lazy_compile(r"^(?:[a-z]\w*(?:\s+\w+)?\s+)?go$")
_CUE_GO = lazy_compile(r"(?:^|[\s,.;:!…—–-])go\b[\s!.…]*$")
_STATEMENT_HEADS = (
    r"i|we|you|he|she|it|they|this|that|these|those|there|the|a|an|my|our|your|his|her|its|their|"
    r"what|which|who|whom|whose|how|why|when|where|whether|if|nothing|everything|something|someone|"
    r"is|are|was|were|be|been|has|have|had|do|does|did|will|would|should|could|can|may|might|must|"
    r"not|no|never|don't|didn't|doesn't|it's|i'm|we're|they're|"
    # subject pronouns of other languages: "wir haben X gebaut und danach Y" is a report
    r"wir|ich|du|er|sie|es|je|j'ai|tu|il|elle|nous|vous|ils|elles|yo|t[úu]|[ée]l|ella|nosotros|ellos|io|noi|lui|lei|"
    r"eu|n[óo]s|ele|ela|ik|wij|jij|hij|zij|ja|my|ty|oni|я|мы|ты|он|она|они")
_STATEMENT_HEAD = lazy_compile(r"^(?:" + _STATEMENT_HEADS + r")$")
_NOT_A_COMMAND_HEAD = lazy_compile(r"^(?:" + _STATEMENT_HEADS + r")$|\w+(?:ed|(?<!s)s)$")


def _element_is_command(element: str, others: tuple[str, ...]) -> bool:
    """Whether a sequence element is itself a command: it opens with a request verb, with the
    name of a stored procedure or a name-shaped token, or with a bare word that cannot head a
    statement or question (not a pronoun, article, auxiliary, wh-word, or a word in -ed/-s)."""
    element = _strip_polite(element)
    timed = re.match(r"(?:" + _TIME_CALL.pattern + r")[\s,]+", element)
    if timed and not _BLOCKERS.search(element[timed.end():]):
        element = element[timed.end():]  # "at 18:45 SYNCPOINT, then ...": the time opens the first step
    if not element or _BLOCKERS.search(element):
        return False
    head = re.findall(r"[\w'/.-]+", element)[0] if re.findall(r"[\w'/.-]+", element) else ""
    if not head:
        return False
    if _VERB_RE.match(element) or head in others or head in name_like_tokens(head):
        return True
    return head.isalpha() and not _NOT_A_COMMAND_HEAD.match(head) and head not in STOPWORDS


def _sequence_or_cue(text: str, lowered: str, start: int, end: int, others: tuple[str, ...]) -> str:
    """Invocation by position in a command sequence or a show-calling cue:

    - the name heads a later element of a sequence ("LAYOUT2 then wirecomb", "run KICK1 and
      LAYOUT2", "GLITCHY on deck_a3 and then the Zorvex grade") whose first element is a
      command, and nothing earlier in the sentence negates, questions or puts it in the past;
    - the name is the whole first element and a command follows ("RENDER_HQ, then send me
      the file path");
    - "stand by NAME ... go": a cue called, standby then go, with no question;
    - "video GO KICK1": a department (at most two words, no pronoun or auxiliary), the call GO
      in capitals as cue sheets write it, then the cue.
    """
    left, right = _clause_bounds(lowered, start, _SENTENCE_SPLIT)
    sentence_before = lowered[left:start]
    rest = lowered[end:]
    if "?" in lowered[left:right + 1] or _QUESTION_START.match(_strip_polite(sentence_before)):
        return ""
    if _BLOCKERS.search(sentence_before) or inside((start, end), protected_spans(text)) or \
            _FOREIGN_NEGATION.search(sentence_before) or _FOREIGN_PAST.search(sentence_before):
        return ""
    clause_left, _ = _clause_bounds(lowered, start, _CLAUSE_SPLIT)
    clause_before = _strip_polite(lowered[clause_left:start])
    go = _DEPT_GO.match(clause_before)
    if go and text[clause_left:start].rstrip().endswith("GO") and not _BLOCKERS.search(clause_before) and \
            not any(_NOT_A_COMMAND_HEAD.match(w) for w in clause_before.split()[:-1]):
        return "a show-calling cue: department, GO, the cue"  # "LX 45 GO, video GO KICK1"
    cue = _CUE_BEFORE.search(clause_before + " ")
    if cue and "?" not in rest and _CUE_GO.search(rest) and not _BLOCKERS.search(rest):
        return "a show-calling cue: stand by, then go"
    if _CUE_AFTER.match(rest) and set(re.findall(r"[\w']+", _strip_polite(lowered[left:start]))) <= _CALL_WORDS:
        return "a show-calling cue: the cue, stand by, then go"  # "next cue: VJ_BANK_A, standby... GO"
    seq = _SEQ_BEFORE.search(sentence_before)
    reported_after = _reported(lowered[end:right])  # "KICK1 then LAYOUT2 crashed everything": a report
    if seq and seq.start() > 0 and not _STATEMENT_AFTER.search(lowered[end:right]) and not reported_after:
        first = re.split(r"[,\s]+(?:and then|then|and|after that|afterwards|next|followed by|und|dann|danach|et|puis|"
                         r"ensuite|y|luego|e|poi|depois|en|daarna|a|potem|и|а|потом|затем)\s", sentence_before)[0]
        if first.strip() and _element_is_command(first, others):
            return "heads a later step of a command sequence"
    if not _strip_polite(sentence_before):
        nxt = _SEQ_AFTER.match(rest)
        if nxt and not _BLOCKERS.search(rest[:right - end]) and _element_is_command(rest[nxt.start(1):], others):
            return "heads the first step of a command sequence"
    return ""


# ---- requests in other languages --------------------------------------------------------

# Request verbs that carry a procedure out (run, execute, start, launch, apply, load, play,
# activate, trigger, do, use) in French, German, Spanish, Italian, Portuguese and Russian, in
# the imperative (tu/vous, du/Sie, tú/usted, tu/Lei, tu/você) and the infinitive that follows
# a modal request ("peux-tu lancer", "kannst du ... starten"): translations of the English
# request verbs, not phrases from any prompt. English look-alikes (rode, use, active) are left out.
_FOREIGN_VERB = (
    r"lance|lancez|lancer|ex[ée]cute|ex[ée]cutez|ex[ée]cuter|applique|appliquez|appliquer|charge|chargez|charger|"
    r"d[ée]marre|d[ée]marrez|d[ée]marrer|active|activez|activer|joue|jouez|jouer|d[ée]clenche|d[ée]clenchez|"
    r"d[ée]clencher|fais|faites|faire|utilise|utilisez|utiliser|"
    r"f[üu]hre|f[üu]hren|f[üu]hr|starte|starten|lade|laden|aktiviere|aktivieren|wende|spiele|spiel|mach|mache|"
    r"machen|nutze|nutzen|benutze|verwende|verwenden|l[öo]se|ausf[üu]hren|abspielen|anwenden|ausl[öo]sen|"
    r"ejecuta|ejecute|ejecutar|lanza|lanzar|aplica|aplique|aplicar|carga|cargue|cargar|activa|activar|inicia|inicie|"
    r"iniciar|arranca|arrancar|haz|haga|hacer|usa|usar|pon|ponga|poner|dispara|disparar|"
    r"esegui|esegua|eseguire|lancia|lanciare|applica|applichi|applicare|carica|caricare|avvia|avviare|attiva|attivare|fai|usare|"
    r"executa|executar|aplicar|carregue|carrega|carregar|inicie|inicia|iniciar|ative|ativa|ativar|fa[çc]a|faz|"
    r"fazer|dispare|disparar|rodar|roda|"
    r"voer|laad|speel|activeer|draai|gebruik|"                                        # nl (voer ... uit)
    r"uruchom|uruchomi[ćc]|wykonaj|wykona[ćc]|zastosuj|za[łl]aduj|odpal|w[łl][ąa]cz|zr[óo]b|u[żz]yj|odtw[óo]rz|"  # pl
    r"zbuduj|przygotuj|ustaw|po[łl][ąa]cz|uporz[ąa]dkuj|zapisz|wyrenderuj|nagraj|zmapuj|zsynchronizuj|"
    r"k[öo]r|starta|ladda|anv[äa]nd|till[äa]mpa|aktivera|kj[øo]r|bruk|brug|sett opp|s[æa]t op|byg|"   # sv, no, da
    # v2.18: "put on" and the infinitives after "be so kind as to" ("Legg på Zorvex-graden", "Vær sød at indlæse X")
    r"legg p[åa]|l[äa]gg p[åa]|l[æa]g p[åa]|indl[æa]s|indl[æa]se|k[øo]re|kj[øo]re|anvende|bruge|bruke|k[öo]ra|anv[äa]nda|"
    r"ejecutá|aplicá|hacé|corré|poné|cargá|lanzá|activá|usá|"                          # v2.16: es voseo
    r"dej|dejte|pojmenuj|p[řr]ejmenuj|"                                                # cs
    r"jalankan|terapkan|pakai|gunakan|muat|aktifkan|"                                   # id
    r"ch[ạa]y|[áa]p d[ụu]ng|b[ậa]t|"                                                    # vi
    r"aja|suorita|k[äa]ynnist[äa]|k[äa]yt[äa]|"                                         # fi
    r"futtasd|ind[íi]tsd|alkalmazd|t[öo]ltsd be|rakd|tedd|csin[áa]ld|[ée]p[íi]tsd|haszn[áa]ld|"  # hu (v2.17: put on, make, build, use)
    r"ruleaz[ăa]|aplic[ăa]|porne[șs]te|[îi]ncarc[ăa]|folose[șs]te|"                     # ro
    r"τρέξε|εφάρμοσε|ξεκίνα|φόρτωσε|"                                                    # el
    r"виконай|застосуй|увімкни|завантаж|"                                                # uk
    r"spus[ťt]|spus[ťt]te|pou[žz]ij|na[čc]ti|aplikuj|aktivuj|ud[ěe]lej|ud[ěe]lejte|zapni|pus[ťt]|"  # cs (v2.18: make, turn on)
    r"תעשה|תעשי|תריץ|תריצי|תפעיל|תפעילי|הפעל|הרץ|תטען|טען|תחיל|החל|"                    # he (v2.18)
    r"รัน|เปิด|ใช้|โหลด|เริ่ม|"                                                             # th (v2.18)
    r"buat|bikin|pasang|jalanin|"                                                      # id / ms (v2.18)
    r"segue|"                                                                          # pt (v2.18: "segue a regra X")
    r"شغّل|شغل|نفّذ|نفذ|طبّق|طبق|"                                                      # ar
    # v2.19: Czech "apply" and "follow the rule", Vietnamese "áp", Tagalog, Hungarian "keep / follow", Romanian "go
    # ahead with", Hebrew "go on with", Arabic "arrange", Indonesian slang "gas", Italian "mi lanci X?"
    r"uplatni|uplatn[ěe]te|ři[ďd] se|ři[ďd]te se|áp|pakigawa|gawin|sundin|sundan|ilapat|paganahin|patakbuhin|"
    r"tartsd be|tarts[áa]tok be|k[öo]vesd|d[ăa]-i drumul(?: cu)?|תמשיך עם|תמשיכי עם|رتّب|رتب|gas|gaskeun|"
    r"lanci|carichi|avvii|applichi|ikut|ikuti|ikutlah|patuhi|"

    r"запусти|запустите|запустить|выполни|выполните|выполнить|примени|примените|применить|включи|включите|"
    r"загрузи|загрузите|сделай|сделайте|активируй|"
    r"применяй|применяйте|запускай|запускайте|выполняй|выполняйте|включай|загружай|используй|используйте|делай|"
    # keeping a rule: respect, follow, comply with, stick to
    r"respecte|respectez|respecter|suis|suivez|suivre|"
    r"halte dich an|halt dich an|haltet euch an|halten sie sich an|beachte|beachten|befolge|befolgen|"
    r"respeta|respete|respetar|siga|seguir|cumpla|cumplir|"   # not "sigue", "cumple" (it goes on, birthday)
    r"rispetta|rispetti|rispettare|segui|segua|seguire|"
    r"respeite|respeita|respeitar|cumpra|"
    r"volg|houd je aan|hou je aan|respecteer|"
    r"przestrzegaj|stosuj|"
    r"f[öo]lj|dodr[žz]uj|"
    r"соблюдай|соблюдайте|следуй|следуйте|"
    # the English work verbs of `_VERBS` (arrange, connect, map, prepare, set up, back up, put)
    r"ordne|verbinde|bereite|sichere|richte|stelle|setze|"
    r"rangez|connecte|connectez|branche|branchez|pr[ée]pare|pr[ée]parez|sauvegarde|sauvegardez|"
    r"organisez|mets|mettez|configurez|"   # not the English look-alikes range, organise, configure
    r"ordena|conecta|prepara|organiza|configura|"
    r"ordina|collega|salva|organizza|metti|"   # not "guarda" (look!), "sistema" (system)
    r"liga|salve|"
    r"zet|verbind|sluit|bereid|maak|"
    r"упорядочь|подключи|подготовь|сохрани|настрой|поставь|"
    # the show-call verbs of `_VERBS` (go, send, give, throw, hit): "envoie le BLACKOUT", "dale KICK1"
    r"envoie|envoyez|balancez|dale|dele|manda|mande|tira|gib|schick|geef|daj|puść|дай|давай|жми|врубай|"
    r"vai com|vai con|vas con|ve con")
_FOREIGN_POLITE = (r"(?:bitte|s'il te pla[iî]t|s'il vous pla[iî]t|por favor|per favore|пожалуйста|alors|also|dann|pues|"
                   # urgency: "СРОЧНО PANIC_BLACK", "sofort KICK1", "vite, BLACKOUT"
                   r"срочно|немедленно|быстро|sofort|schnell|vite|tout de suite|r[áa]pido|subito|presto|"
                   r"meteen|snel|natychmiast|szybko|teraz|hned|ihned|genast|nu|"
                   r"alsjeblieft|alstublieft|graag|prosz[ęe]|pros[íi]m|sn[äa]lla|tack|tak|takk|tolong|"
                   r"l[üu]tfen|kiitos|k[ée]rlek|te rog|v[ăa] rog|παρακαλώ|будь ласка|من فضلك|لو سمحت|رجاء|الرجاء|"
                   # v2.18: Hungarian "légyszi", Danish / Norwegian / Swedish "be so kind as to" ("Vær sød at indlæse X")
                   r"l[ée]gyszi|l[ée]gy sz[íi]ves|k[ée]rem|v[æa]r (?:s[åa] )?s[øo]d at|v[æa]r venlig at|v[æa]r (?:s[åa] )?snill (?:[åa]|og)|"
                   r"var (?:s[åa] )?sn[äa]ll och|"
                   # "go!" as an opener: "los, KICK1", "allez, BLACKOUT", "dai, KICK1", "давай KICK1"
                   r"los|auf geht'?s|allez|allons-y|dai|forza|vamos|vamo|bora|давай|ну|hup|kom op|"
                   r"allora|ent[ãa]o|ok|okay|vas-y|allez|jetzt|maintenant|ahora|ora|agora|сейчас|теперь)")
_FOREIGN_MODAL = (r"(?:peux-tu|pouvez-vous|tu peux|vous pouvez|kannst du|k[öo]nntest du|k[öo]nnen sie|k[öo]nnten sie|"
                  r"boleh|bisa|bolehkah|bisakah|"  # v2.18: ms / id "boleh buat X?"
                  r"puedes|podr[ií]as|puede|podr[ií]a|puoi|potresti|pu[òo]|pode|podes|poderia|можешь|можете|"
                  # v2.19: Scandinavian "will you / can you" ("Vil du køre DESKMAP_X32?"), Italian "mi" ("Mi lanci X?")
                  r"vil du|kan du|kunne du|vill du|kan ni|kunde du|kan dere|mi)")
_FOREIGN_CONJ = (r"(?:et|und|y|e|en|i|и|а|a|aber|mais|pero|ma|mas|maar|ale|но|puis|ensuite|dann|danach|luego|despu[ée]s|poi|dopo|depois|daarna|"
                  r"potem|потом|затем|"
                  # v2.18: "so" before the request ("así que aplica la regla ...", "por isso aplica a regra ...")
                  r"as[íi] que|por eso|por isso|portanto|donc|quindi|perci[òo]|dus|daarom|wi[ęe]c|zatem|так что|поэтому|"
                  r"joten|teh[áa]t|deci|a[şs]a c[ăa]|yani|jadi|maka|kaya|d[oa]rfor|derfor|d[äa]rf[öo]r|takže|tak[żz]e|тож|тому)")
_FOREIGN_HEAD = lazy_compile(
    r"^(?:" + _FOREIGN_CONJ + r"[\s,]+){0,2}(?:" + _FOREIGN_POLITE + r"[\s,]+)*(?:" + _FOREIGN_MODAL + r"\s+(?:" + _FOREIGN_POLITE + r"\s+)?)?(?:"
    + _FOREIGN_VERB + r")\b", re.IGNORECASE)
_FOREIGN_AFTER = lazy_compile(   # German/Dutch verb bracket and verb-final infinitives: "führe KICK1 ... aus", "KICK1 starten"
    r"^[^.;!?\n]{0,40}?\b(?:aus|an|ab|ein|starten|laden|ausf[üu]hren|abspielen|anwenden|aktivieren|ausl[öo]sen|"
    r"bauen|aufbauen|anwerfen|einspielen|erstellen|einrichten|durchziehen|machen|fahren|abfahren|nutzen|verwenden|"
    r"benutzen|vorbereiten|rendern|synchronisieren|befolgen|beachten|einhalten|"
    r"uit|toe|uitvoeren|starten|laden|afspelen|toepassen|klaar|vor|auf|bereit|fertig|bouwen|draaien|doen|gebruiken|"
    r"erop|renderen|klaarzetten)\b"
    r"(?:\s*[.!?]*\s*$|\s*,?\s+(?:und|and|en|then|dann|danach|daarna)\b)")
_NEGATION_WORDS = lazy_compile(
    r"(?:^|[^\w])(?:ne|n'|pas(?![^.!?\n]{0,60}\btoe\b)|jamais|nicht|kein|keine|nie|niemals|no(?!\s+[a-z]*\d)|nunca|non|mai|n[ãa]o|не|нельзя|никогда|"
    r"niente(?=\s+[A-Za-z]*(?:\d|_)|\s+(?-i:[A-Z]{3,}))|nada de|"  # v2.16: "niente GLITCHY", "nada de KICK1": none of it
    r"niet|geen|nooit|nigdy|inte|aldrig|nikdy|asla|nahi|nahin|mat|jangan|tidak|bukan|đừng|không|[äa]l[äa]|ei|emme|ette|eiv[äa]t|"
    # v2.18: Finnish "en / et" (I / you don't) only before a verb's negative form ("En aja X ennen kuin ..."): else French
    # "in", Dutch "and", Swedish "a", French "and"
    r"(?:en|et)(?=\s+(?:(?:viel[äa]|nyt|koskaan|ik[äa]n[äa]|t[äa]n[äa][äa]n)\s+)?(?:aja|k[äa]yt[äa]|k[äa]ynnist[äa]|suorita|lataa|"
    r"tee|laita|pist[äa]|sovella|ota|halua|voi|saa|jaksa|ehdi)(?![\w]))|"
    r"nem|μην|δεν|[όο]χι|ikke|לא|אל|لا|لن|nemoj|nemojte|nikad|ekki|aldrei|ez|inoiz|ära|huwag|hindi|ayaw|usi|niciodat[ăa]|"
    r"[žz][áa]dn[ýyáaée]|[žz]iadn[yae]|[żz]aden|[żz]adn[eyaą]|[żz]adnego|[żz]adnej|"  # v2.18: cs/sk/pl "no X" ("žádný PANIC_BLACK")
    # Romanian "nu" (not Swedish or Dutch "nu", now): only in a sentence with a Romanian letter or word
    r"nu(?=[^.!?\n]*(?:[ăâîșțş]|\b(?:s[ăa]|c[ăa]|este|vreau|regula|pentru|[șs]i)\b))|"
    r"нека|никога|نہ|نہیں|مت|"
    # negative imperatives: Czech/Slovak "ne-" + an imperative ending ("nespouštěj"), Persian "ن" + verb ("اجرا نکن")
    r"ne[a-zěščřžýáíéůúťďň]{3,}(?:ej|uj|ij|ěj|te)|نکن|نکنید|نزن|نذار|نباید)(?![\w])|मत|नहीं"
    r"|ไม่|อย่า(?!ง)|不|别|没|ないで|しない|ません|하지\s*마|않|(?<![가-힣])안\s|[ぁ-ゖ]ない(?![\u30a0-\u30ff\u4e00-\u9fff])|なかった", re.IGNORECASE)  # v2.14: "今日は使わない", not "使ってないオペレーター"
# Portuguese "no / na / nos / nas" is "in the" (em + o), not Spanish "no": in a prompt with a Portuguese
# word and no Spanish one ("aplica o STROBE_SAFE no blink do logo"), it is no negation
_PT_CUES = lazy_compile(r"(?<![\w])(?:o|os|uma|voc[êe]|vc|pra|t[áa]|pfv|faz|fa[çc]a|[ée]|n[ãa]o|isso|esse|essa|aqui|agora|"
                        r"ent[ãa]o|depois|tamb[ée]m|est[áa]|coloca|bota|roda|rode|regra|regras|mexer|segue)(?![\w])|[ãõ]|[çc][ãõ]",
                        re.IGNORECASE)
_ES_CUES = lazy_compile(r"(?<![\w])(?:el|los|las|y|usted|muy|pero|est[áa]s|porque)(?![\w])|[ñ¿¡]", re.IGNORECASE)
_PT_CONTRACTION = lazy_compile(r"(?<![\w])n(?:o|a)s?(?![\w])", re.IGNORECASE)


@functools.lru_cache(maxsize=2048)
def portuguese_prepositions_masked(text: str) -> str:
    """`text` with the Portuguese contractions "no/na/nos/nas" blanked (same length) when it reads as
    Portuguese rather than Spanish; otherwise `text` itself."""
    if not _PT_CUES.search(text) or _ES_CUES.search(text):
        return text
    return blank_matches(_PT_CONTRACTION, text)


class _ForeignNegation:
    """The negation words of other languages, searched with Portuguese "in the" blanked first."""

    def search(self, text: str, pos: int = 0, endpos: int | None = None) -> re.Match[str] | None:
        masked = portuguese_prepositions_masked(text)
        return _NEGATION_WORDS.search(masked, pos) if endpos is None else _NEGATION_WORDS.search(masked, pos, endpos)


_FOREIGN_NEGATION = _ForeignNegation()
_FOREIGN_PAST = lazy_compile(
    r"(?:^|[^\w])(?:j'ai|tu as|il a|on a|nous avons|vous avez|ils ont|hier(?=[\s,.!?]*(?:$|soir|matin|j'|on|il|elle|nous|vous|"
    r"le|la|les|à|a|au|c'|ce|pendant|apr[èe]s|avant)\b)|"
    # v2.14: German "hat" is the perfect only with a participle ("welche Schwelle hat der Trigger CHOP?" asks what it has)
    r"(?:habe|hast|hat|haben)(?=[^.!?,;\n]{0,60}\bge[a-zäöüß]{3,}(?:t|en)\b)|hatte|gestern|wurde|"
    # v2.19: Italian / Spanish "ha" is the perfect only with a participle ("Che colonne ha la tabella ...?" asks what it has)
    r"he|has|ha(?=\s+(?:\w+\s+)?(?:\w+(?:at|it|ut|ad|id)[oaie]s?|hecho|dicho|puesto|visto|escrito|roto|vuelto|fatto|detto|"
    r"messo|scritto|preso|rotto|chiesto|aperto|acceso|spento|perso|corso)\b)|si è(?=\s+(?:\w+(?:at|it|ut)[oaie]|rott[oaie]|spent[oaie]|pers[oaie]|acces[oaie])\b)|hemos|han|ayer|ho|hai(?=\s+\w+(?:at|it|ut)[oaie]\b)|abbiamo|hanno|ieri|ontem|вчера|gisteren|heb|hebben|heeft|had|wczoraj|"
    r"rodou|rodei|rodamos|diya|kiya|chalaya|lagaya|tha|thi|ge(?!bruikt)[a-zäöüß]{3,}t|"
    r"ve[ćc]|v[čc]eraj|vakar|eile|kahapon|atzo|ahir|вече|вчера|[íi] g[æa]r|i g[åa]r|"
    r"allerede|dagoeneko|juba|tayari|jana|već|"
    # v2.14: the Scandinavian past perfect, and last year ("Hva om vi hadde hatt X i fjor?")
    r"hadde|hade|havde|i fjor|i fjol|f[öo]rra [åa]ret|sidste [åa]r|viime vuonna|tavaly|anul trecut|loni|"
    r"w zesz[łl]ym roku|минулого року|в прошлом году|πέρσι|ge[çc]en y[ıi]l|tahun lalu|n[ăa]m ngo[áa]i|l'ann[ée]e derni[èe]re|"
    r"el a[ñn]o pasado|l'anno scorso|no ano passado|letztes jahr|vorig jaar|last year|"
    # v2.19: someone's words in German and Tagalog ("Der Kollege meinte, X sei schon fertig", "Sabi ni Kuya Jun, ... X"),
    # Czech "last time" and the Czech / Slovak past: the auxiliary, then its participle ("X jsme minule nespouštěli")
    r"meinte|meinten|sagte|sagten|erz[äa]hlte|sabi (?:ni|ng|niya|nila|daw)|ayon kay|minule|"
    r"(?:jsem|jsme|jste|jsi|sme|ste)\s+(?:[^\W\d_]+\s+){0,4}?[^\W\d_]{2,}(?:l|la|lo|li|ly)|"
    r"(?:(?<=\wl )|(?<=\wla )|(?<=\wlo )|(?<=\wli )|(?<=\wly ))(?:jsem|jsme|jste|jsi|sme|ste))(?![\w])|पिछले साल|בשנה שעברה|"
    r"العام الماضي|했|었|না|গতকাল|நேற்று|வேண்டாம்|"
    # Japanese and Chinese past: "しました", "お願いした。", "昨日", "昨天"
    r"ました|した(?:[。.!！、,]|$|よ|けど|が|ね)|でした|昨日|昨天|上次|了|過|过|已经|もう|終わった|済み|済んだ|完了した|"
    # v2.14: the Japanese plain past of any verb before a clause end or "but" ("KICK1は先週使ったけど"); last week/month
    r"(?:った|んだ|いた|いだ)(?=[。.!！、,]|$|よ|けど|が|ね|から)|先週|先月|上周|上週|지난주|지난달|"
    # last night, the other day, last time, just now, last year (zh, ja, ko)
    r"昨晚|昨夜|前天|前几天|刚才|刚刚|去年|上个月|当时|昨晩|先日|この前|前回|去年|어젯밤|어제|지난번|작년|아까", re.IGNORECASE)
_CJK_BEFORE = lazy_compile(r"(?:请|請|麻烦|麻煩)?(?:运行|運行|執行|执行|启动|啟動|应用|應用|加载|載入|播放|触发|觸發|开启|開啟|套用|"
                           # v2.16: "最後輸出套用 X 調色", "照 X 規則：...": apply, and follow a rule
                           r"照|按照|依照|遵照|遵守|加上|加)\s*$|"
                           r"^\W*(?:请|請|麻烦你?|麻煩你?|帮我|幫我)\s*$")
# the name, then a Chinese request: "KICK1 跑一下", "KICK1 走起", "KICK1 开始吧"
_ZH_AFTER = lazy_compile(r"\s*(?:跑一下|运行一下|運行一下|執行一下|执行一下|开始|開始|走起|来一下|來一下|启动|啟動|搞起)(?:吧|一下)?(?!了)")   # a polite request with the name as its object: "请 KICK1"
# the name, then a request: "KICK1を実行して", "DEPLOY_SHOW をお願いします", "KICK1 頼む"
_JA_AFTER = lazy_compile(r"\s*を?\s*(?:お願い|おねがい|頼む|頼みます)|\s*(?:でお願い|で頼む)|"
                         r"\s*を\s*[^\s。.!?！？、,]{1,12}に\s*[。.!！]*\s*$|"  # v2.16: terse "KICK1 をメイン出力に。"
                         r"\s*(?:の?[\u30a0-\u30ff]{1,8})?\s*を?\s*(?:[^\s。.!?！？、,]{1,12}?[にへで]\s*)?(?:今すぐ|すぐに?|今|早く)?\s*(?:実行|起動|適用|再生|ロード|かけ|使っ|使用|"
                         r"やって|して|準備して|守って)|\s*(?:の)?(?:ルール|手順|マクロ|設定)?\s*に(?:従|したが)(?:って|い)")
# verb-final requests: Turkish "KICK1'i çalıştır" (never the negative "çalıştırma"), Hindi "KICK1 चलाओ"
_SOV_AFTER = lazy_compile(r"(?:'\w{1,3})?(?:\s+\w+){0,5}?\s*(?:[çc]al[ıi][şs]t[ıi]r(?:[ıi]n|ır)?|ba[şs]lat(?:[ıi]n)?|uygula(?:y[ıi]n)?|"
                          r"y[üu]kle(?:yin)?|oynat(?:[ıi]n)?)(?![\w])|"
                          # v2.19: Hungarian "I ask for X" ("DEPLOY_SHOW-t kérek, fél óra múlva kezdünk")
                          r"-(?:t|ot|et|öt|at)\s+k[ée]rek(?![\w])|"
                          # Hinglish: "KICK1 chala do", "X laga do", "X start kar do", "X chalao"
                          r"\s+(?:ko\s+)?(?:(?:start|run|apply|use|load|chalu|shuru)\s+)?(?:chala|laga|kar)\s*(?:do|dijiye|dena|de)"
                          r"(?![\w])|\s+(?:ko\s+)?(?:chalao|lagao|karo|chalaiye|lagaiye)(?![\w])|\s*(?:को\s*)?(?:चलाओ|चलाइए|चलाएं|चलाएँ|शुरू करो|लागू करो)")
_KO_AFTER = lazy_compile(r"\s*(?:매크로|규칙|룰|절차|프리셋|설정|그레이드|룩|효과|프로시저|루틴)?\s*(?:을|를|도|만)?\s*"
                         r"(?:(?:[^\s.!?]{1,12}\s+){0,2}[^\s.!?]{1,12}(?:에|에서|에게|으로|로)\s+)?(?:좀\s*)?"
                         r"(?:(?:둘\s*다|모두|전부)\s*)?(?:지금\s*)?(?:실행|적용|시작|로드|재생|켜|돌려|부탁|해\s*(?:줘|주세요|주라|라|요)|하자|"
                         r"(?:지금\s*)?당장|바로|빨리)")   # "KICK1 실행해", "KICK1을 적용해 줘"
# moving on to the procedure: "on passe au BLACKOUT", "passons à KICK1", "Zeit für KICK1", "vamos con KICK1",
# "hora do KICK1", "passiamo a KICK1", "tijd voor KICK1", "czas na KICK1"
_FOREIGN_SCHEDULE = lazy_compile(
    r"(?:^|[\s,])(?:on passe|passons|c'est l'heure|l'heure|zeit|jetzt kommt|vamos|es hora|hora|passiamo|"
    r"tocca|bora|tijd|czas|pora|vas-y|allez-y|go|dale|adelante|vai|ga)\s+(?:au|aux|à|a|à la|de|du|des|en|für|f[üu]r|con|con el|de|del|do|da|al|"
    r"alla|voor|na|para|pro|pra|pour|avec|met)\s+(?:(?:le|la|les|l'|den|die|das|el|los|il|lo|o|a|de|het)\s*)?$", re.IGNORECASE)


_END_MOMENT = lazy_compile(r"(?:^|[^\w])(?:fin|ende|fine|fim|finale?|v[ée]ge|koniec|konec|slut|slutt|loppu|einde|sf[âa]r[şs]it|"
                          r"τέλος|конец|кінець|sonu|akhir|h[ếe]t|k[ếe]t th[úu]c|schluss|on coupe|coupez|cortamos|corta|"
                          r"tagliamo|taglia|cut)(?![\w])|จบ|结束|結束|終わり|終了|끝")
_MOMENT_MARK = lazy_compile(r"[:：—–]\s*$|\s-\s*$|,\s*$")
_FOREIGN_ARTICLES = frozenset(["el", "la", "los", "las", "le", "les", "der", "die", "das", "den", "dem", "il", "lo", "gli",
                               "het", "een", "ein", "eine", "un", "una", "une", "des", "del", "uno", "este", "esta",
                               "ce", "cette", "dieser", "diese", "questo", "questa", "mein", "meine", "mon", "ma", "mi"])
_FOREIGN_INSTRUMENT = lazy_compile(
    r"(?:^|\s)(?:mit|nach|gem[äa][ßs]|avec|selon|suivant|con|seg[úu]n|secondo|com|segundo|conforme|met|volgens|"
    r"według|med|enligt|podle|с|по|согласно)\s+(?:(?:dem|der|den|le|la|les|l'|el|los|il|lo|o|a|de|het|"
    r"my|mon|ma|mes|meinem|meiner|mi|mio|mia|meu|minha|mijn)\s*)?(?:(?:" + FRAME_NOUNS[1:-1] + "|" +
    _FOREIGN_FRAME_NOUNS + r")\s+)?$", re.IGNORECASE)


_FOREIGN_CLITIC_AFTER = lazy_compile(
    r"\s*(?:[:,;—–]|\s-)\s*(?:(?:por favor|bitte|s'il te pla[iî]t|per favore)[\s,]+)?"
    r"(?:apl[ií]ca(?:la|lo)|ejec[uú]ta(?:la|lo)|[uú]sa(?:la|lo)|c[aá]rga(?:la|lo)|l[aá]nza(?:la|lo)|act[ií]va(?:la|lo)|"
    r"s[ií]gue(?:la|lo)|resp[eé]ta(?:la|lo)|applica(?:la|lo)|eseguil[ao]|usal[ao]|caricala|caricalo|lancial[ao]|"
    r"aplique-a|aplique-o|execute-a|execute-o|use-a|use-o|aplica-a|executa-a|"
    r"lance-l[ae]|applique-l[ae]|ex[ée]cute-l[ae]|utilise-l[ae]|charge-l[ae]|respecte-l[ae]|"
    r"montal[aeio]|m[óo]ntal[aeo]s?|mettil[aeio]|mettel[aeio]|caricale|applicale|ponl[aeo]s?|p[óo]nl[aeo]s?|mont[áa]l[aeo]s?|"  # v2.18
    r"f[üu]hr(?:e)? (?:es|sie|ihn) aus|wende (?:es|sie|ihn) an|lade (?:es|sie|ihn)|starte (?:es|sie|ihn))(?![\w-])")


# "if" in other languages (not Portuguese/Italian "se", Dutch "als", Swedish "om": other words too)
_FOREIGN_IF = lazy_compile(r"(?:^|[^\w])(?:wenn|falls|sofern|si|indien|je[śs]li|je[żz]eli|если|eğer|αν|اگر|إذا|אם|अगर|"
                           r"jika|kalau|n[ếe]u|ถ้า|hvis|jos|ha)(?![\w])|もし|如果|要是|假如|만약|만일", re.IGNORECASE)


# "now" in other languages, before the name ("Jetzt RENDER_HQ, ...") or after it ("RENDER_HQ most, ...")
_NOW_WORDS = (r"jetzt|sofort|maintenant|ahora|adesso|ora|agora|сейчас|теперь|срочно|зараз|teraz|nu|n[åa]|nyt|most|acum|"
              r"[şs]imdi|τώρα|sekarang|ngayon|b[âa]y gi[ờo]|hned|ihned|genast|nun|现在|現在|今すぐ|今|지금|당장|עכשיו|الآن|अभी|ตอนนี้")
_FOREIGN_NOW = lazy_compile(r"(?:^|(?<=[^\w]))(?:" + _NOW_WORDS + r")(?![\w])", re.IGNORECASE)
_FOREIGN_NOW_AFTER = lazy_compile(r"\s*(?:" + _NOW_WORDS + r")[\s!.…]*", re.IGNORECASE)


def _foreign_past_outside_le(sentence: str, left: int, right: int) -> bool:
    """A past marker of another language in the sentence; the Chinese particle 了 counts only in
    the name's own clause [left, right): in "请运行 LAYOUT2，网络太乱了" it marks a state ("too messy"),
    not a run that happened."""
    return any(m.group(0) != "了" or left <= m.start() < right for m in _FOREIGN_PAST.finditer(sentence))


# v2.18: the clause is followed by the next step ("X-Regel befolgen, dann Schwelle auf 0.4")
_NEXT_STEP_AFTER = lazy_compile(r"\s*,\s*(?:und\s+)?(?:dann|danach|anschlie[ßs]end|daarna|dan|en dan|puis|ensuite|luego|poi|depois|потом|then)\b")


def _foreign_command(lowered: str, start: int, end: int) -> str:
    """A request to carry the procedure out in another language: a clause that opens (after
    polite words and an optional modal "peux-tu / kannst du / puedes / puoi / pode") with a
    request verb and names the procedure within a few words ("lance RENDER_HQ s'il te plaît",
    "Bitte führe KICK1 auf dem Hauptausgang aus", "¿puedes ejecutar KICK1?", "запусти KICK1"),
    "运行 KICK1", "KICK1を実行して". Never negated, never in the past, and a question only as a
    modal request; echo and meta frames were ruled out before this is asked."""
    left, right = _clause_bounds(lowered, start, _CLAUSE_SPLIT)
    s_left, s_right = _clause_bounds(lowered, start, _SENTENCE_SPLIT)
    sentence = mask_unused(mask_contrasted(lowered[:s_right + 2], [(start, end)])[s_left:])
    if _FOREIGN_NEGATION.search(sentence) or _foreign_past_outside_le(sentence, left - s_left, right - s_left):
        return ""
    if _FOREIGN_IF.search(lowered, s_left, start):
        return ""  # "Wenn der Regisseur zustimmt, machen wir GLITCHY": a condition, not yet a request
    clitic = _FOREIGN_CLITIC_AFTER.match(lowered[end:])
    if clitic and "?" not in lowered[end:end + clitic.end() + 2] and not _FOREIGN_NEGATION.search(lowered[:end]):
        return "a request in another language pointing back at the procedure"  # "Regla ARCHIVE: aplícala"
    before = re.sub(r"^[\s¿¡]+", "", lowered[left:start])
    steps = list(_SEQUENCE_GAP.finditer(before))
    if steps and _FOREIGN_HEAD.match(before):  # v2.18: "Charge X et ensuite lance Y": the later step's own verb
        before = re.sub(r"^(?:" + _FOREIGN_CONJ + r"[\s,]+)+", "", before[steps[-1].start():].strip(" ,"), flags=re.IGNORECASE)
    if re.fullmatch(r"(?:(?:und|aber|also|dann)\s+)?(?:bitte\s+)?(?:halte|haltet|halten sie)\s+(?:(?:die|den|das)\s+)?", before) \
            and re.match(r"\s+(?:(?:regel|vorgabe)\s+)?(?:bitte\s+)?ein\b(?!\s*(?:mal|paar|bisschen))", lowered[end:]) and "?" not in sentence:
        return "keeping a rule, in German (einhalten)"  # "aber halte STROBE_SAFE ein"
    # a question asks permission or about it ("KICK1 をお願いしてもいい?"), unless it asks for the favour ("…てくれる?")
    cjk_asked = "?" in sentence and not re.search(r"くれ|もらえ|ください|いただけ|줄래|줄 수|주세요|"
                                                  r"\w(?:[ıi]r|ur|ür|ar|er) m[ıiuü]s[ıiuü]n(?:[ıi]z)?\b", sentence)  # tr "çalıştırır mısın?"
    if not cjk_asked and (_CJK_BEFORE.search(lowered, s_left, start) or _JA_AFTER.match(lowered, end)
                          or _ZH_AFTER.match(lowered, end)
                          or _KO_AFTER.match(lowered, end) or _SOV_AFTER.match(lowered, end)):
        return "a request in another language naming the procedure"
    if _FOREIGN_SCHEDULE.search(before) and "?" not in lowered[s_left:s_right + 2]:
        return "moving on to the procedure, in another language"
    # v2.16: the end of the set, then the name closing the message ("Vége a szettnek: BLACKOUT", "c'est la fin du
    # défilé, on coupe : BLACKOUT.", "Konec setu — BLACKOUT!"): the moment announced, then the call
    line_left = lowered.rfind("\n", 0, start) + 1
    if _END_MOMENT.search(lowered, line_left, start) and _MOMENT_MARK.search(lowered, line_left, start) and \
            "?" not in lowered and _URGENCY_ONLY.fullmatch(lowered[end:]):
        return "the end of the set announced, then the name, in another language"
    asked = "?" in lowered[s_left:s_right + 2] or "¿" in sentence
    if asked and not re.search(_FOREIGN_MODAL, before, re.IGNORECASE):
        return ""
    head = _FOREIGN_HEAD.match(before)
    gap = re.findall(r"[\w']+", before[head.end():]) if head else []
    if head and len(gap) <= 3:
        return "a request in another language naming the procedure"
    # the procedure as the instrument or the standard of the request: "ordne das Netzwerk bitte mit
    # LAYOUT2", "collega il mixer con DESKMAP_X32", "sichere zuerst nach BACKUP_FIRST"
    if head and len(gap) <= 8 and _FOREIGN_INSTRUMENT.search(before) and not asked:
        return "the procedure is the instrument of a request in another language"
    # ... after an imperative the lexicon lacks ("peina los cables con wirecomb"): a clause that opens
    # with a word of no English dictionary, no article or pronoun, and ends "with NAME"
    opener_word = re.match(r"([^\W\d_]{3,})\s", before)
    if opener_word and not asked and right == s_right and _FOREIGN_INSTRUMENT.search(before) and \
            not is_common_word(opener_word.group(1)) and not _STATEMENT_HEAD.match(opener_word.group(1)) and \
            opener_word.group(1) not in _FOREIGN_ARTICLES and len(re.findall(r"[\w']+", before)) <= 8 and \
            not re.search(r"\w(?:ando|endo|iendo|ado|ido|ato|ito|ant)\b", before) and not _FAILURE.search(before) and \
            not re.search(r"[^\w\s]", lowered[end:s_right]):
        return "the procedure is the instrument of a request in another language"
    sentence_before = re.sub(r"^[\s¿¡]+", "", lowered[s_left:start])
    opener = re.fullmatch(r"(?:" + _FOREIGN_POLITE + r"[\s,]+)*", sentence_before, re.IGNORECASE)
    tail = re.sub(r"(?:^|(?<=[\s,]))" + _FOREIGN_POLITE + r"(?=[\s,.!…]|$)", " ", lowered[end:s_right], flags=re.IGNORECASE)
    if opener and sentence_before.strip() and not asked and _URGENCY_ONLY.fullmatch(tail) and \
            not lowered[s_right:].strip(" .!…\n"):
        return "the name after a polite or urgent word, in another language"  # "СРОЧНО PANIC_BLACK", "bitte KICK1"
    # v2.18: "now" then the name, its clause closed by a comma, then its parameters or the moment ("Jetzt RENDER_HQ, Bild 1
    # bis 3600.", "现在 BLACKOUT，这一场结束了", "RENDER_HQ most, kell a felvétel a klubnak"): the call, then what it is for
    now_before = re.fullmatch(r"(?:(?:" + _FOREIGN_POLITE + "|" + _NOW_WORDS + r")[\s,]*)+", sentence_before, re.IGNORECASE) and \
        _FOREIGN_NOW.search(sentence_before) and \
        _URGENCY_ONLY.fullmatch(re.sub(r"(?:^|(?<=[\s,]))" + _FOREIGN_POLITE + r"(?=[\s,.!…]|$)", " ", lowered[end:right],
                                       flags=re.IGNORECASE))
    now_after = not _strip_polite(sentence_before).strip(" ,") and _FOREIGN_NOW_AFTER.fullmatch(lowered[end:right])
    if (now_before or now_after) and not asked and right < s_right and lowered[right:right + 1] in ",—–-" and \
            not _TOLD_AFTER.search(lowered, right, s_right) and \
            not _FOREIGN_REPORT.search(lowered[right:s_right].replace("了", " ")):  # "这一场结束了": how things stand
        return "'now' and the name, then what it is for, in another language"
    # verb last: "kannst du bitte KICK1 starten?", "KICK1 bitte starten", "KICK1 jetzt ausführen"
    opener = re.fullmatch(r"(?:" + _FOREIGN_POLITE + r"[\s,]+)*(?:" + _FOREIGN_MODAL + r"\s*(?:" + _FOREIGN_POLITE +
                          r"\s*)?)?", before, re.IGNORECASE)
    if opener and _FOREIGN_AFTER.match(lowered[end:s_right + 2]) and (before.strip() or right == s_right or
                                                                     _NEXT_STEP_AFTER.match(lowered, right)):
        return "a request in another language naming the procedure"
    return ""


# ---- questions about the procedure --------------------------------------------------------

_COMPARED_AFTER = lazy_compile(r"\s*(?:,?\s*or\b|than\b|vs\.?(?!\w)|versus\b|compared\s+(?:to|with)\b)")
_COMPARED_BEFORE = lazy_compile(r"(?:\bor|\bthan|\bvs\.?|\bversus|\bbetween|\bcompared\s+(?:to|with)|\bover)\s+"
                                r"(?:(?:the|my|our|a|an)\s+)?$")


_COMPARISON_WORDS = lazy_compile(r"\b(?:than|vs\.?|versus|compar\w*|differ\w*|between)(?!\w)")


def _compared(lowered: str, start: int, end: int) -> bool:
    """The name is one side of a comparison ("BLACKOUT or PANIC_BLACK", "better than the Zorvex
    grade", "between KICK1 and LAYOUT2"): the question asks for a judgement between things, not
    for what one procedure says, so it discloses no procedure in full (stubs carry the gist)."""
    if _COMPARED_AFTER.match(lowered, end) or _COMPARED_BEFORE.search(lowered, 0, start):
        return True
    left, _ = _clause_bounds(lowered, start, _SENTENCE_SPLIT)
    return bool(re.search(r"\bbetween\b[^.;!?]*\band\s+(?:(?:the|my|our)\s+)?$", lowered[left:start])) or bool(
        re.search(r"\bbetween\s+(?:(?:the|my|our)\s+)?$", lowered[left:start]))


_DIFFERENCE = lazy_compile(r"\bdifferen(?:ce|ces)\s+between\b|\bhow\s+(?:do|does|did)\b[^.;!?]*\bdiffer\b|"
                           r"\bhow\s+(?:is|are)\b[^.;!?]*\bdifferent\s+from\b|\bwhat\s+(?:sets|makes)\b[^.;!?]*\bdifferent\b")
_JUDGEMENT = lazy_compile(r"\b(?:better|best|safer|safest|faster|fastest|slower|worse|worst|prefer\w*|should|recommend\w*|"
                          r"gentler|nicer|easier|harder|cheaper|heavier|lighter|riskier|which one|which is|which would|"
                          r"which should|pick|choose)\b")


def _asks_difference(lowered: str, start: int) -> bool:
    """A question about how procedures differ ("what's the difference between PANIC_BLACK and
    BLACKOUT?", "how does KICK1 differ from LAYOUT2?"): its answer is what each one says, so it
    asks the content of every side. A question that asks to rank or choose between them ("which
    is safer, A or B?", "is A faster than B?", "A vs B?", "compare A with B") asks for a
    judgement instead, and discloses neither (`_compared`)."""
    left, right = _clause_bounds(lowered, start, _SENTENCE_SPLIT)
    sentence = lowered[left:right + 2]
    return "?" in sentence and bool(_DIFFERENCE.search(sentence)) and not _JUDGEMENT.search(lowered)


_HYPOTHETICAL = lazy_compile(
    r"\b(?:if|when|once|after)\s+(?:i|we|you|someone|somebody)\s+(?:(?:were|was)\s+to\s+|ever\s+|accidentally\s+|"
    r"just\s+)?(?:ran|run|runs|use|used|apply|applied|trigger|triggered|fire|fired|execute|executed|do|did|load|loaded|"
    r"start|started|launch|launched|play|played|hit)\s+(?:(?:the|my|our)\s+)?$")
_CONSEQUENCE = lazy_compile(r"\b(?:what|which|how|would|will|does|do|is|are|can|could|might)\b")


# v2.18: "what if" as a proposal or a musing, not a question about what the procedure does ("what if we ran KICK1 on the
# LED wall instead?", "Hva om vi kjørte KICK1 ...?", "Wat als we ...", "Co kdybychom ...", "что если ..."); blanked
# before the question words are looked for, so a question after it still asks ("what if I ran X, what would change?")
_WHAT_IF_PHRASE = lazy_compile(
    r"(?:^|(?<=[^\w]))(?:what if|hva om|hva hvis|hvad om|hvad hvis|hvad nu hvis|t[äa]nk om|vad om|wat als|stel dat|"
    r"co kdyby\w*|co kdy[žz]|[čc]o keby|a gdyby|co gdyby|co je[śs]li|co jakby|qu[ée] tal si|que tal se|e se|y si|et si|"
    r"(?:а\s+)?что если|(?:а\s+)?що якби|що як|mit[äa] jos|ent[äa] jos|mi lenne,? ha|mi van,? ha|ce-ar fi dac[ăa]|"
    r"(?:bagaimana|gimana|macam mana) (?:kalau|jika|kalo)|paano kung|κι αν|και αν|מה אם|ماذا لو)(?![\w])", re.IGNORECASE)


def _hypothetical_ask(lowered: str, start: int, end: int) -> bool:
    """A question about what running the procedure would do ("what would happen if I ran
    GLITCHY on the output?", "if I ran VJ_BANK_A, which decks would change?"): it asks what the
    procedure does, which is a question about its content. The name is the object of a verb in
    an if/when clause with a person as subject, and the sentence is a question."""
    left, right = _clause_bounds(lowered, start, _SENTENCE_SPLIT)
    sentence = blank_matches(_WHAT_IF_PHRASE, lowered[left:right])
    if "?" not in lowered[right:right + 2] and not re.match(r"\s*(?:what|which|how|would|will)\b", sentence):
        return False
    if re.search(r"\b(?:don'?t|do not|didn'?t|never|not|yesterday|last|happened|did)\b", sentence):
        return False
    if _PERMISSION.search(sentence):
        return False  # "is it ok if I run wirecomb on my own?": asks leave, not what it does
    return bool(_HYPOTHETICAL.search(lowered, left, start)) and bool(_CONSEQUENCE.search(sentence))


_PERMISSION = lazy_compile(r"\b(?:is it|would it be|are we|am i)\s+(?:ok|okay|fine|alright|all right|allowed|cool)\b|"
                           r"\b(?:can|may|could|should|shall)\s+i\b|\bam i allowed\b|\bdo you mind if\b")


_ABOUT_THE_ENTRY = lazy_compile(r"\b(?:stored|saved|located|kept|history|author|authors|indexed|backed up|last edited|"
                                r"last changed|modified)\b")
_STATUS_IDIOM = lazy_compile(r"\bwhat(?:'?s|\s+is)\s+(?:up|wrong|going on|the (?:matter|problem|issue|deal))\s+with\b|"
                             r"\bwhat(?:'?s)?\s+happen(?:ed|ing|s)?\s+(?:to|with)\b|"
                             # its state, age or users: "what's the status of X", "how old is X", "how many people use X"
                             r"\b(?:status|state|progress)\s+of\b|\bhow old\b|\bhow many (?:people|users|of us|folks)\b|"
                             # its age, rank, price or editing: "which of A, B is the oldest?", "where can I buy
                             # a trigger like the one in KICK1?", "can KICK1 be changed by the client?"
                             r"\b(?:oldest|newest|latest|most recent|favou?rite|buy|purchase|price|cost|download|"
                             r"be (?:changed|edited|modified|renamed|deleted|removed|moved|shared|sold))\b")
_PAST_ACTION = lazy_compile(r"\b(?:ran|used|applied|triggered|fired|executed|loaded|started|launched|played|deployed|"
                            r"rendered|built|tried|finished|completed|followed)\b")


# v2.15: a negation inside a condition ("Hva gjør X hvis konsollen ikke svarer?") or right after the question word ("cosa
# non deve chiudere?", "was darf nicht ...?") is part of what is asked, not a negation of the question ("что не так с X?"
# still is its state)
# "if" in the languages of the request lexicons but English (also read by the classifier's guard, `_in_condition`)
IF_WORDS = (r"hvis|wenn|falls|si|se|если|якщо|je[śs]li|je[żz]eli|pokud|jestli|e[ğg]er|indien|jos|ha|dac[ăa]|"
            r"αν|εάν|אם|إذا|اذا|अगर|jika|kalau|apabila|n[ếe]u|ถ้า|kung")
_ASKED_NEGATION = lazy_compile(
    r"(?:^|(?<=[^\w]))(?:" + IF_WORDS + r")\s[^,;.!?\n]*|"
    # v2.17: a clause of "when" too ("O que diz o X para quando a consola não responde?")
    r"(?:^|(?<=[^\w]))(?:quando|cuando|quand|lorsque|когда|коли|kiedy|gdy|wanneer|n[äå]r|kun|amikor|c[âa]nd|όταν|"
    r"כאשר|عندما|जब|ketika|khi)\s[^,;.!?\n]*|"
    # v2.18: ... and Japanese "when it does not" ("照明卓が応答しないときどうなるの?")
    r"[^\s、。,.!?]{0,12}(?:しない|ない|ません)(?:とき|時|場合)|"
    r"(?:^|(?<=[^\w]))(?:cosa|che cosa|was|что|qu[ée]|o que|quoi|co|mit|mik[äa]|wat|vad|hva|hvad)\s+(?:\w+\s+)?"
    r"(?:non|nicht|не|no|n[ãa]o|nie|ne|ikke|inte|niet|ei)\b(?!\s+(?:так|va|funziona|funciona|geht|stimmt|klappt)\b)")


# v2.15: or any verb in the present ("Was schreibt X als Dateinamen vor?", "Was verlangt X?"); not "was ist / war / hat /
# wird / heißt / bedeutet" (its meaning, or its history)
_GERMAN_WHAT = lazy_compile(r"\s*was\s+(?:macht|tut|passiert|bewirkt|speichert|enth[äa]lt|[äa]ndert|setzt|schickt|sendet|"
                            r"l[äa]dt|startet|steht|pr[üu]ft|l[öo]scht|"
                            r"(?!ist\b|war\b|hat\b|hatte\b|wird\b|wurde\b|hei[ßs]t\b|bedeutet\b|gibt'?s\b)[a-zäöüß]{3,}t)\b")
_LEADING_CONDITION = lazy_compile(r"^(?:once|when|if|after|before|as soon as)\b[^,?]{1,80},\s*")
_TOPIC_SEP = lazy_compile(r"\s*(?::|\s?[—–]|\s-{1,2})\s+")


def _topic_phrase(before: str, after: str) -> bool:
    """A short noun phrase around the name that a question then asks about: "BLACKOUT fade length
    — how many seconds?", "step 3 of DEPLOY_SHOW — which monitor ...?": at most four words before
    and three after, none of them a verb, a negation or a word of the past."""
    words_before, words_after = re.findall(r"[\w']+", before), re.findall(r"[\w']+", after)
    if len(words_before) > 4 or len(words_after) > 3 or not (words_before or words_after):
        return False
    words = [w for w in (*words_before, *words_after) if not w.isdigit()]
    joined = " ".join(words)
    # after the name a compound noun may use verb-like nouns ("fade length", "run time"), never a finite form
    return not _has_verb([w for w in words_before if not w.isdigit()]) and \
        not any(w in _FINITE or _PAST_TENSE.fullmatch(w) for w in words_after) and \
        not _NEGATION.search(joined) and not _PAST_OR_EVALUATIVE.search(joined) and not _ABOUT_THE_ENTRY.search(joined) \
        and not _REPORT_WORDS.search(joined) and not re.search(
            r"\b(?:forget|ignore|skip|drop|aside|besides|except|instead|unlike|than|like)\b", joined)


# v2.15: what a person is in the middle of doing ("I'm reading through the X table just to learn ..."), and reading or
# looking through a text, is no command with the procedure as its instrument
_PROGRESSIVE_OR_BROWSING = lazy_compile(
    r"\b(?:(?:i|we|they|he|she)\s+(?:am|are|is|was|were)|i'?m|we'?re|they'?re|he'?s|she'?s)\s+(?:\w+ly\s+|just\s+|still\s+)?"
    r"\w+ing\b|\b(?:read\w*|look\w*|skim\w*|scroll\w*|flick\w*|brows\w*|leaf\w*|flip\w*)\s+through"
    r"(?:\s+(?:the|my|our))?\s*$")


def _asks_at(lowered: str, start: int, end: int) -> bool:
    left, right = _clause_bounds(lowered, start, _SENTENCE_SPLIT)
    header = _TOPIC_SEP.match(lowered, right)
    if header and (re.fullmatch(r"[\s>]*(?:(?:the|my|our)\s+)?", lowered[:start]) and
                   re.fullmatch(r"(?:\s*" + FRAME_NOUNS + r")?(?:\s*(?:question|questions|query|q))?\s*", lowered[end:right])
                   or _topic_phrase(lowered[left:start], lowered[end:right])):
        # the name as the topic of a question: "LAYOUT2: how far apart are the columns?", "wirecomb —
        # when exactly does it insert a null?": the question that follows asks about it
        q_left = header.end()
        _, q_right = _clause_bounds(lowered, q_left, _SENTENCE_SPLIT)
        question = lowered[q_left:q_right]
        unconditioned = _strip_polite(_LEADING_CONDITION.sub("", _strip_polite(question)))  # v2.18: "once X passes, what's next?"
        if "?" in lowered[q_right:q_right + 2] and _ASK_START.match(unconditioned) and \
                not _ASK_BLOCK.search(question) and not _STATUS_IDIOM.search(question) and \
                not _ABOUT_THE_ENTRY.search(question) and not _PAST_ACTION.search(question) and \
                not _HOW_OFTEN_RUN.search(question):
            return True
    clause = _strip_polite(lowered[left:right])
    if _hypothetical_ask(lowered, start, end):
        return True
    # German "was" asks ("Was macht SYNCPOINT genau?"); it is not the English past "was"
    german_what = _GERMAN_WHAT.match(lowered, left)
    if german_what and german_what.end() <= start and "?" in lowered[right:right + 2] and \
            not _FOREIGN_NEGATION.search(lowered, left, right) and not _FOREIGN_PAST.search(lowered, left, right) and \
            not _FOREIGN_JUDGEMENT_OR_HISTORY.search(lowered, left, right) and not re.search(r"\b(?:hei[ßs]t|bedeutet)\b", clause):
        return True
    # "does X's table have ...": "have" is the main verb of a present question, not a perfect tense
    present = re.sub(r"\b(do|does)\b([^.;!?]*?)\b(?:have|has)\b", r"\1\2", clause)
    if _ASK_BLOCK.search(lowered[left:start]) or re.search(r"\b(did|was|were|has|have|had)\b", present):
        return False
    if _STATUS_IDIOM.search(lowered, left, right):
        return False  # "what's up with KICK1?", "what's wrong with KICK1": its state or a fault, not its text
    if _ABOUT_THE_ENTRY.search(lowered, left, right):
        return False  # "where is KICK1 stored?", "show me the history of KICK1": the note as an object
    if _PAST_ACTION.search(lowered, left, start):
        return False  # "when we ran KICK1 the output froze": a report about a run, not about the text
    if re.match(r"(?:when|where)\b", clause) and "?" not in lowered[right:right + 2] and not _interrogative(clause):
        return False  # "when the drop hits, KICK1": a condition, not a question
    c_left, c_right = _clause_bounds(lowered, start, _CLAUSE_SPLIT)
    if re.match(r"(?:when|whenever|if|once)\b", _strip_polite(lowered[c_left:c_right])) and \
            not _interrogative(lowered[c_left:c_right]) and not re.search(r"\b(?:what|which|how|why)\b", lowered[c_right:right]):
        return False  # "when KICK1 triggers, the strobe goes crazy, any idea?": a condition and a problem
    # "what" anywhere asks ("in KICK1, what's the threshold?"), but not as an exclamation ("what a name") or a
    # proposal ("what if we ran X instead?")
    mused = blank_matches(_WHAT_IF_PHRASE, lowered[:right + 2])
    if bool(_ASK_START.match(_strip_polite(mused[left:right]))) or \
            bool(re.search(r"\b(what|whats|which)\b(?!\s+an?\b)", mused[left:right])):
        return True
    asked = "?" in lowered[right:right + 2]
    # what it does, asked yes or no with the procedure as subject: "does BLACKOUT mute the audio too?",
    # "will KICK1 flash the strobes?"; not its existence, state, fate or worth ("does KICK1 still work?")
    if asked and _DOES_IT.search(lowered, left, start) and _DOES_VERB.match(lowered, end):
        return True
    # a measure of it, asked anywhere: "BLACKOUT fades over how many seconds again?", "in LAYOUT2 how far apart ...?"
    if asked and _HOW_MEASURE.search(lowered, left, right):
        return True
    # the same in another language: "c'est quoi les étapes de DEPLOY_SHOW ?", "welche Ports nutzt KICK1?"
    sentence = lowered[left:right + 2]
    asked = asked or bool(_THAI_QUESTION_END.search(sentence))  # v2.18: Thai asks without a "?"
    return (asked or "¿" in sentence) and (bool(_FOREIGN_WH.search(mused, left)) or bool(_RO_WHAT.match(sentence))) \
        and not _english_wh(sentence) \
        and not _FOREIGN_NEGATION.search(blank_matches(_ASKED_NEGATION, sentence)) and not _FOREIGN_PAST.search(sentence) \
        and not _FOREIGN_TIME_OR_RUN.search(sentence) \
        and not _FOREIGN_JUDGEMENT_OR_HISTORY.search(sentence)


# v2.14: a question about when it ran or who ran it, in the wider suites' languages: past auxiliaries and forms, "last
# time" ("Kdy jsme naposledy spouštěli X?", "Kiedy wprowadziliśmy X?", "क्या किसी ने X चलाया है?")
_FOREIGN_TIME_OR_RUN = lazy_compile(
    r"(?:^|[^\w])(?:jsme|jste|jsem|jsi|naposledy|ostatnio|ostatni raz|[a-ząćęńóśźż]{2,}(?:li[śs]my|li[śs]cie|[łl]em|[łl]am|"
    r"[łl]e[śs]|[łl]a[śs])|востаннє|последний раз|в последний раз|son kez|en son|terakhir|l[ầa]n cu[ốo]i|"
    r"senast|sidst|viimeksi|legut[óo]bb|ultima dat[ăa]|την τελευταία φορά|"
    r"था|थी|थे|गया|गई|गए|चुका|चुकी|चलाया|किया|लगाया)(?![\w])|ครั้งล่าสุด|เมื่อไหร่|לאחרונה|בפעם האחרונה", re.IGNORECASE)
# a judgement between things ("¿cuál es mejor, KICK1 o LAYOUT2?") or a count of runs ("combien de fois ...")
_FOREIGN_JUDGEMENT_OR_HISTORY = lazy_compile(
    r"(?:^|[^\w])(?:mieux|meilleur\w*|plus s[ûu]r\w*|besser\w*|sicherer\w*|schneller\w*|mejor\w*|m[áa]s seguro|"
    r"migliore|meglio|pi[ùu] sicuro|melhor\w*|mais seguro|лучше|безопаснее|быстрее|beter|veiliger|lepsz\w*|lepiej|"
    r"combien de fois|wie oft|cu[áa]ntas veces|quante volte|quantas vezes|сколько раз|hoe vaak|ile razy)(?![\w])|"
    # who made or decided it, since when: its history, not its text
    r"(?:^|[^\w])(?:qui a|wer hat|qui[ée]n|chi ha|quem|wie heeft|kto|кто|kim|ποιος|מי|"
    # v2.14: "who" in more languages (not German or Dutch "wie", which is also "how" or "like")
    r"kdo|хто|siapa|vem|hvem|kuka|cine|sino|कौन|"
    # v2.19: Greek "who" before a verb's past ("Ποιος έγραψε ...;"), not "which" before a noun ("Με ποια σειρά ...;");
    # "since when" ("seit wann", "depuis quand")
    r"ποι(?:ος|ός|α|οι)\s+\w+(?:ε|αν)|depuis quand|seit wann|desde cu[áa]ndo|da quando|desde quando|sinds wanneer|"
    r"od kiedy|с каких пор|od kdy|mi[óo]ta)(?![\w])|ใคร|"
    r"更好|更安全|哪个好|几次|何回|どっちが|어느 것이|더 좋|몇 번(?!\s*(?:프레임|포트|채널|레이어|트랙|째|까지))|誰が|だれが|誰の|いつから|谁|誰|누가|언제부터|"
    # v2.19: "since when", "when was it made" in more languages ("BACKUP_FIRST 규칙이 언제 생겼는지 아세요?")
    r"언제\s*(?:[가-힣]+\s*)?(?:생겼|생긴|만들었|만든|만들어졌|도입|시작됐|시작된|나왔)|いつ(?:でき|作ら|作っ|導入|始ま)|什么时候(?:有|开始|制定|定的|加的)",
    re.IGNORECASE)


_DOES_IT = lazy_compile(r"(?:^|[\s,])(?:does|do|will|would|can)\s+(?:the\s+|my\s+|our\s+)?$")
_DOES_VERB = lazy_compile(
    r"(?:\s+(?:procedure|rule|macro|preset))?\s+(?:also\s+|really\s+|actually\s+)?"
    r"(?!(?:still|exist|exists|work|works|run|runs|crash|break|fail|need|matter|have|get|look|seem|sound|belong|"
    r"live|sit|hurt|suck|help|stay|count|apply|mean|stand|deserve|make sense|ever|even|already|"
    r"and|or|with|than|vs|versus|conflict|clash|differ|compare|beat|overlap|"
    r"(?:start|begin|end)s?\s+with|contain|contains|include|includes|rhyme|spell|sound)\b)[a-z]{3,}\b")  # string questions
_HOW_OFTEN_RUN = lazy_compile(r"\bhow (?:often|many times)\b(?!\s+(?:does|do|will|would|should)\s+(?:it|this|that|the)\b)|\bwhen (?:did|was|were|do we|do i|should (?:i|we))\b")
_HOW_MEASURE = lazy_compile(r"\bhow (?:many|much|long|far|often|fast|big|wide|tall|high|loud|bright|dark|deep|large|"
                            r"small|quick|slow)\b")
# v2.18: Romanian "ce" (what) opening the question, beside a Romanian letter (French "ce" is "this"; "după ce" is "after")
_RO_WHAT = lazy_compile(r"\W*(?:[șs]i\s+)?ce\s(?=[^.!?\n]*[șțăâîşţ])|"
                       # v2.19: Italian "che" opening the question ("Che colonne ha la tabella ...?"); not an exclamation
                       r"\W*(?:e\s+)?che\s(?!(?:schifo|bello|bella|figata|casino|disastro|palle|peccato|noia|fortuna|"
                       r"sfiga|roba|storia|spettacolo|meraviglia)\b)")
_THAI_QUESTION_END = lazy_compile(r"(?:ที่ไหน|อะไร|ยังไง|อย่างไร|เท่าไร|เท่าไหร่|ไหม|มั้ย|หรือเปล่า|เมื่อไร|ทําไม)\s*(?:คะ|ครับ|นะ)?\s*$")
_FOREIGN_WH = lazy_compile(
    r"(?:^|[^\w])(?:quoi|quel|quelle|quels|quelles|combien|qu'est-ce|welche|welcher|welches|welchen|wie viele|wieviele?|"
    r"qué|cu[áa]l|cu[áa]les|cu[áa]nto|cu[áa]ntos|cu[áa]ntas|quale|quali|quanto|quanti|quante|cosa|qual|quais|"
    r"quantos|quantas|что|какой|какая|какое|какие|сколько|wat|welke|hoeveel|jaki|jaka|jakie|ile|co|wohin|woher|wo|"
    r"wie|warum|wann|cos'[èe]|dove|donde|dónde|où|waar|o que|o qu[êe]|que (?:dit|dice|diz|dicen|dizem)|"
    # v2.14: the question words of the wider suites' languages
    r"jak|jaky|jak[ýáé]|kolik|kde|kdy|pro[čc]|ko[ľl]ko|ako|gdzie|kiedy|dlaczego|jakim|jak[aąi]|що|який|яка|яке|які|"
    r"скільки|як|де|как|где|τι|ποιο|ποια|ποιος|πόσο|πόσα|πόσες|πόσοι|πώς|πού|πότε|hangi|ka[çc]|nas[ıi]l|nerede|"
    r"apa|berapa|bagaimana|gimana|kapan|g[ìi]|n[àa]o|bao nhi[êe]u|th[ếe] n[àa]o|[ởo] [đd][âa]u|क्या|कितना|कितने|कितनी|"
    r"कैसे|कहाँ|कहां|(?<=\S )क्या|מה|איזה|איזו|כמה|איך|איפה|ماذا|كم|كيف|أين|vad|vilken|vilket|vilka|hur|hvad|hva|hvilken|"
    r"hvilket|hvordan|hvor|mik[äa]|mit[äa]|kuinka|paljonko|miten|miss[äa]|milyen|mennyi|h[áa]ny|hogyan|hol|"
    r"care|c[âa]t|c[âa]te|c[âa][țt]i|cum|unde|hoe|ano|gaano|paano|saan|"
    # v2.18: Turkish "what" in its cases (not "ne", French negation), Hebrew "where to / from where / when / why"
    r"neyi|neler|neleri|neye|nereye|nereden|לאן|מאיפה|מתי|למה|"
    r"mihin|mist[äa]|milloin|mill[äa]|mink[äa]|mitk[äa]|montako)(?![\w])|어느|어디|언제|ที่ไหน|เมื่อไร|ทําไม"
    r"|什么|哪些|多少|几|何|どの|いくつ|とは|って|뭐|무엇|몇|어떤|怎么|怎麼|怎样|怎樣|如何|哪个|哪個|どう|どれ|어떻게|얼마|"
    r"อะไร|เท่าไร|เท่าไหร่|ยังไง|อย่างไร|กี่", re.IGNORECASE)


# someone's words reported ("X says that ..."), in the languages of the request lexicons; shared with the classifier's
# guard (v2.15: a report is no question about the text either: "Саша говорит, что X шлёт /xremote слишком часто")
FOREIGN_REPORTED = (r"mówi,? że|powiedzia[łl]a?,? że|каже,? що|сказав,? що|говорит,? что|сказал,? что|ř[íi]k[áa],? že|"
                    r"dice che|ha detto che|zegt dat|diz que|diyor ki|dit qu'|dice de que|diu que|va dir que")
_FOREIGN_REPORTED = lazy_compile(r"(?:^|(?<=[^\w]))(?:" + FOREIGN_REPORTED + r")(?![\w])", re.IGNORECASE)
# v2.16: someone's view of the procedure, reported in English right before its name: "our teacher says X is ..."
_SAYS_BEFORE = lazy_compile(r"\b(?:says?|said|thinks?|thought|reckons?|claims?|claimed|believes?|told (?:me|us|them))\s+"
                            r"(?:that\s+)?(?:the\s+)?$")


# ---- questions in the procedure's own terms (v2.7) ------------------------------------------

# what keeps a question about the procedure from asking what it says: its state, history, author,
# worth, existence, a comparison, the word itself, a hypothetical, a negation
_BODY_ASK_GUARD = lazy_compile(
    # v2.14: "have" as a main verb ("the max rate X lets me have?") and "before ... or after" (an order asked about) are
    # no history and no comparison
    r"\b(?:" + NEGATED_AUX + r"|not|never|no|nobody|nothing|did|was|were|had|has|(?<!\bme )(?<!\bus )have|been|ran|used|yesterday|last|ago|"
    r"earlier|already|still|currently|right now|running|broken|work|works|working|exist|exists|installed|available|"
    r"crash\w*|fail\w*|stuck|wrong|ok|okay|fine|ready|who|whose|wrote|written|author\w*|created|how often|"
    r"how many times|than|vs|versus|compar\w*|differ\w*|between|better|worse|safer|prefer\w*|which one|"
    r"or(?!\s+(?:after|before)\b)|"
    r"mean|means|meaning|stand for|stands for|called|named|name|spell\w*|pronounc\w*|translat\w*|word|rhyme\w*|"
    r"what if|would|could|should|might|suppose|imagine|status|state|version|file|folder|path|where is|stored|saved|"
    r"too|enough|good|bad|safe|risky|worth|like|love|hate|chang\w*|edit\w*|modif\w*|renam\w*|buy|price|cost|"
    r"oldest|newest|favou?rite|any idea|problem|issue|weird|crazy|strange|help me)\b",
    re.IGNORECASE)
# v2.14: the Spanish preterite ("me borró la tabla la semana pasada"): what the procedure did, no question about its text
_SPANISH_PRETERITE = lazy_compile(r"(?:^|(?<=[^\w]))(?:[a-zñ]{2,}i?ó|semana pasada)(?![\w])")
_NOT_A_BODY_TERM = frozenset(["value", "values", "setting", "settings", "thing", "things", "exactly", "again", "anything",
                              "something", "everything", "stuff", "part", "parts", "step", "steps", "procedure", "rule",
                              "macro", "preset", "number", "numbers", "does", "what", "which", "tell", "know", "use",
                              "uses", "used", "make", "makes", "mine", "ops", "there", "here", "then", "wait", "quick"])
_BODY_TOKEN = lazy_compile(r"[^\W\d_]{3,}")


def _stem5(word: str) -> str:
    return word[:5] if len(word) > 5 else word


@functools.lru_cache(maxsize=256)
def _body_stems(body: str) -> frozenset[str]:
    return frozenset(_stem5(w) for w in _BODY_TOKEN.findall(fold(body[:20000]).lower()))


def asks_in_body_terms(prompt: str, names: Iterable[str], phrase: str, others: Iterable[str], label: str,
                       title: str, body: str) -> str:
    """A question about the procedure in words that only its text has: "KICK1 trigger
    threshold?", "GLITCHY displace weight??", "does wirecomb ever delete anything?". The prompt
    names the procedure distinctively (a title phrase said bare is the topic in general: "what's a
    normal dBFS limit for quiet hours?"), is a question (a "?" or a question word), and shares with the procedure's text at least one content word that is not
    in its title, not generic and not another procedure's name. Never when the question is about
    its state, history, author, worth, existence, the word, a comparison or a hypothetical, or
    negated (`_BODY_ASK_GUARD`), nor in a meta or echo frame. Pure: reads only its arguments."""
    text = fold(prompt)
    lowered = text.lower()
    if not body or len(text) != len(lowered) or len(text) > CACHED_CHARS:
        return ""
    names, others = tuple(names), tuple(others)
    spans = [s for s in occurrences(prompt, names, phrase, others, label) if _only_the_procedure(text, lowered, *s)]
    if not spans or meta_frame(text, names) or echo_frame(text) or addressed_elsewhere(text):
        return ""
    if any(_ARTIFACT_AFTER.match(lowered, b) for _, b in spans):
        return ""  # v2.13: "an error inside my CUE_STACK_7 script": a file of the user's, not the procedure's text
    left, right = _clause_bounds(lowered, spans[0][0], _SENTENCE_SPLIT)
    sentence = lowered[left:right + 2]
    c_left, c_right = _clause_bounds(lowered, spans[0][0], _CLAUSE_SPLIT)
    if re.match(r"\s*(?:when|whenever|if|once)\b", lowered[c_left:c_right]) and not _interrogative(lowered[c_left:c_right]):
        return ""  # "when KICK1 triggers, ...": a condition the question is about, not the procedure's text
    question = "?" in sentence or bool(re.match(r"\s*(?:what|which|how|where|when)\b", sentence)) or \
        bool(_FOREIGN_WH.search(sentence))
    if not question or _BODY_ASK_GUARD.search(lowered) or _FOREIGN_NEGATION.search(lowered) or _STATUS_ASK.search(lowered) or \
            _FOREIGN_PAST.search(lowered) or _SPANISH_PRETERITE.search(lowered) or _FOREIGN_REPORTED.search(lowered) or \
            re.match(r"\s*(?:is|are|am)\b", sentence) or \
            _FOREIGN_JUDGEMENT_OR_HISTORY.search(lowered):  # v2.14: "kto w ogóle napisał procedurę X?": its author
        return ""
    if any(_SAYS_BEFORE.search(lowered, max(0, a - 40), a) for a, _ in spans):
        return ""  # v2.16: "our teacher says STROBE_SAFE is the reason ..., do other schools ...?": a view reported
    masked = list(lowered)
    for a, b in spans:
        masked[a:b] = " " * (b - a)
    excluded = set(_TOKEN.findall(fold(title).lower())) | {t for n in (*names, *others) for t in _TOKEN.findall(n)}
    body_words = _body_stems(body)
    asked = sorted({w for w in _BODY_TOKEN.findall("".join(masked)[left:right])
                    if w not in STOPWORDS and w not in _NOT_A_BODY_TERM and w not in excluded and len(w) >= 4
                    and _stem5(w) in body_words})
    return f"asks about the procedure in its own terms ({', '.join(asked[:3])})" if asked else ""


# v2.14: "unused" in many languages carries a negation of its own, not of the request ("lösche die nicht genutzten
# Operatoren", "xóa hết các operator không dùng", "使ってないノード")
_UNUSED = lazy_compile(
    r"(?:^|(?<=[^\w]))(?:nicht (?:genutzt|verwendet|benutzt)\w*|ungenutzt\w*|unbenutzt\w*|non (?:usat|utilizzat)\w+|"
    r"no (?:usad|utilizad)\w+|n[ãa]o (?:usad|utilizad)\w+|inutilis[ée]\w*|non utilis[ée]\w*|неиспользуем\w*|"
    r"не используем\w*|невикористан\w*|не використовуван\w*|nieu[żz]ywan\w*|nepou[žz][íi]van\w*|nepou[žz]it\w*|"
    r"kullan[ıi]lmayan|tidak (?:terpakai|dipakai|digunakan)|kh[ôo]ng (?:d[ùu]ng|s[ửu] d[ụu]ng)(?:\s+[đd][ếe]n)?|"
    r"ongebruikt\w*|niet gebruikte?|oanv[äa]nd\w*|ubrugt\w*|ubrukt\w*|k[äa]ytt[äa]m[äa]t[öo]n\w*|nefolosit\w*|"
    r"αχρησιμοποίητ\w*|לא בשימוש|غير المستخدمة|غير مستخدمة|अप्रयुक्त|unused)(?![\w])|"
    r"使ってない|使っていない|使われていない|未使用|没用的|没有用的|不用的|사용하지 않는|안 쓰는|ไม่ได้ใช้", re.IGNORECASE)


# v2.16: "not X but Y" in another language, before Y: the negation is X's ("Не KICK1, а GLITCHY на камеру", "nicht
# LAYOUT2, sondern wirecomb", "no el KICK1, sino GLITCHY")
_CONTRAST_BEFORE = lazy_compile(
    r"(?:^|(?<=[\s,.;:!¡]))(?:не|nicht|pas|non|n[ãa]o|niet|nie|ne|inte|ikke|ei|nem|όχι|no)\s+[^\n.;!?]{1,40}?[,\s—–-]\s*"
    r"(?:а|но|sondern|mais|sino|ma|mas|maar|tylko|ale|lecz|utan|men|vaan|hanem|ci|αλλά|بل|אלא|बल्कि|m[àa]|tapi|kundi)"
    r"(?:\s+(?:le|la|les|el|il|lo|o|a|der|die|das|den|het|de|ten|ta|to))?\s+\Z", re.IGNORECASE)


# v2.16: "no X —" / "ikke X," with X another procedure's name-shaped token, before this name: the negation is X's
# ("nej vent, ikke LAYOUT2 — kør wirecomb i stedet", "no, esperá, no RENDER_HQ — corré DEPLOY_SHOW")
_NEGATED_OTHER = lazy_compile(
    r"(?:^|(?<=[\s,.;:!¡]))(?:не|nicht|pas|non|n[ãa]o|niet|nie|ne|inte|ikke|ei|nem|όχι|no|not)\s+"
    r"(?:(?:the|el|la|le|il|lo|o|den|det|der|die|das|het|de)\s+)?"
    r"(?:[A-Za-z]*\d[\w]*|[A-Za-z]+_\w+|[A-Z]{3,}\w*)\s*(?:[—–:;,]|\s-\s)")


def contrast_opening(text: str, start: int) -> str:
    """The "but" of a "not X but" that opens its sentence right before `start` ("Не KICK1, а |GLITCHY",
    "no el KICK1, sino |GLITCHY"): a correction saying which procedure is wanted ("" when none)."""
    m = _CONTRAST_BEFORE.search(text, max(0, start - 80), start)
    opening = text[max(text.rfind("\n", 0, m.start()), 0):m.start()].split(".")[-1] if m else ""
    # v2.16: after an interjection or a "no" too ("ой нет, не wirecomb, а LAYOUT2")
    opening = blank_matches(_INTERJECTION_WORD, opening)
    if not m or re.search(r"[^\s.,!?¡¿>*-]", opening):
        return ""
    return m.group(0).split()[-1]


def mask_contrasted(text: str, spans: Sequence[tuple[int, int]]) -> str:
    """`text` with a contrasted "not X but" before each name span blanked (same length): the
    negation there belongs to the other thing, and the name is what is meant."""
    for a, _ in spans:
        for m in [_CONTRAST_BEFORE.search(text, max(0, a - 80), a), *_NEGATED_OTHER.finditer(text, max(0, a - 80), a)]:
            if m:
                text = text[:m.start()] + " " * (m.end() - m.start()) + text[m.end():]
                lead = _INTERJECTION_LEAD.search(text, max(0, m.start() - 20), m.start())
                if lead:  # "ой нет, не X, а Y": the "oh no" before the correction is part of it
                    text = text[:lead.start()] + " " * (lead.end() - lead.start()) + text[lead.end():]
    return text


_INTERJECTIONS = r"(?:ой|ах|ох|oh|ah|oops|ups|no|нет|ні|nein|non|nee|nej|ne|nie|hayır|όχι)"
_INTERJECTION_WORD = lazy_compile(_INTERJECTIONS + r"(?=[\s,!.]|$)", re.IGNORECASE)
_INTERJECTION_LEAD = lazy_compile(r"(?:^|(?<=[\s.!?]))(?:" + _INTERJECTIONS + r"[\s,!.]*)+\Z", re.IGNORECASE)


def mask_unused(text: str) -> str:
    """`text` with every word for "unused" blanked (same length)."""
    return blank_matches(_UNUSED, text)


_FOREIGN_FRAME_NOUN = lazy_compile(r"(?:^|(?<=[^\w]))(?:" + _FOREIGN_FRAME_NOUNS + r")(?![\w])", re.IGNORECASE)


def translated_rule_reference(prompt: str, others: Iterable[str] = ()) -> Reference:
    """v2.18: a rule called by its frame noun in another language, its title translated ("aplica la regla de horas de
    silencio", "примени правило тихих часов", "Что говорит правило тихих часов про ...?"): whether the request
    grammar of that language (`_foreign_command`) governs the frame noun, or a question asks about it (`_asks_at`),
    with the same refusals (negation, the past, a condition, a question that asks no favour). A frame noun followed by
    another procedure's name ("regla ARCHIVE") names that one, and is not read here. Which rule is meant is not
    decided here: the gate asks a model that reads the language (`gate._translated_rule`)."""
    text = fold(prompt)
    if len(text) > CACHED_CHARS or echo_frame(text) or meta_frame(text):
        return Reference()
    lowered = text.lower()
    others = tuple(o.lower() for o in others)
    for m in _FOREIGN_FRAME_NOUN.finditer(lowered):
        a, b = m.span()
        following = lowered[b:b + 40]
        if (len(text) == len(lowered) and re.match(r"\s*(?:[A-Z][A-Z0-9_]{2,}|\w*[\d_]\w*)(?!\w)", text[b:b + 40])) or \
                any(_find(following, o) for o in others):
            continue  # "regla ARCHIVE", "правило N1": the rule is named
        reason = _foreign_command(lowered, a, b)
        if reason:
            return Reference(invokes=True, mentions=True, reason=f"{reason}, by its rule's frame noun")
        if _asks_at(lowered, a, b):
            return Reference(asks=True, mentions=True, reason="asks what the rule says, by its frame noun")
    return Reference()


def foreign_negation_or_past(text: str) -> str:
    """The first negation or past marker of another language in `text` ("" when none): the
    request grammar of other languages, and the invocation classifier's guard, never read past it."""
    lowered = fold(text).lower()
    m = _FOREIGN_NEGATION.search(lowered) or _FOREIGN_PAST.search(lowered)
    return m.group(0).strip() if m else ""


def _english_wh(sentence: str) -> bool:
    """Whether an English question word sits in the sentence (then the English rules decide)."""
    return bool(re.search(r"\b(?:what|which|how|who|where|when|why)\b", sentence))


__all__ = [
    "CACHED_CHARS",
    "DEJA",
    "FOREIGN_REPORTED",
    "FRAME_NOUNS",
    "IF_WORDS",
    "NameResolver",
    "Reference",
    "addressed_elsewhere",
    "analyse",
    "asks_in_body_terms",
    "blank_matches",
    "borrowed_phrase_spans",
    "canonical_commands",
    "caps_label",
    "deferred_or_planned",
    "echo_frame",
    "fold",
    "foreign_negation_or_past",
    "literal_only",
    "mask_unused",
    "meta_frame",
    "name_like_tokens",
    "named_only_in_literals",
    "occurrences",
    "plan_header",
    "procedure_names",
    "protected_spans",
    "title_phrase",
    "translated_rule_reference",
    "typo_spans",
]
