"""Secret detection and redaction, shared by the project brief and receipts.

Two kinds of detector run over a text:

* **format detectors**: regular expressions for credentials whose shape is known
  (provider API keys, cloud access keys, chat tokens, JWTs, PEM private keys,
  `password=` / `token:` assignments, `Bearer` headers, credentials inside URLs);
* **a high-entropy detector** for long random-looking strings of unknown provenance.
  It judges a candidate by its length, its Shannon entropy against what a random string
  of that length and alphabet would reach, its mix of character classes, how often the
  class changes from one character to the next, and how much of it is made of word-like
  pieces. Random keys switch class at roughly every other character; identifiers such
  as `audioSpectrumBandLowpass`, operator paths such as `/project1/geo1/noise1` (judged
  per segment), UUIDs, colour codes, version strings, git SHAs and base64 of readable
  text do not, so they pass.

Every pattern is written so that matching stays linear in the text length (no
unbounded run before a literal that can fail), so a hostile 16 KiB field costs
milliseconds.

Invariants: a finding is a half-open span `[start, end)` into the original text and
no two findings overlap; `redact(text)` contains no span that `find_secrets` would
flag again; nothing in this module ever returns or logs the secret text itself
except through the spans the caller asked for.
"""

from __future__ import annotations

import base64
import binascii
import itertools
import math
import re
import statistics
import unicodedata
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import dataclass

__all__ = [
    "SecretFinding",
    "contains_secret",
    "find_secrets",
    "looks_random",
    "normalize_for_detection",
    "redact",
    "shannon_entropy",
]


@dataclass(frozen=True)
class SecretFinding:
    """One credential-like span: `text[start:end]` is the secret, `kind` names its format."""

    kind: str
    start: int
    end: int


# --------------------------------------------------------------------------- formats

# Each entry: (kind, compiled pattern, name of the group holding the secret or None for
# the whole match). Earlier entries win an overlap, so specific formats come first.
_Detector = tuple[str, "re.Pattern[str]", str | None]

_B = r"(?<![A-Za-z0-9_\-])"  # left edge: not inside a longer token
_E = r"(?![A-Za-z0-9_\-])"  # right edge

_FORMAT_DETECTORS: list[_Detector] = [
    (
        "pem_private_key",
        re.compile(
            r"-----BEGIN (?:[A-Z0-9]+ )*PRIVATE KEY(?: BLOCK)?-----"
            r"(?:.*?-----END (?:[A-Z0-9]+ )*PRIVATE KEY(?: BLOCK)?-----"
            r"|[\sA-Za-z0-9+/=:,\-]*)",
            re.DOTALL,
        ),
        None,
    ),
    ("anthropic_key", re.compile(_B + r"sk-ant-[a-z]{2,8}\d{2}-[A-Za-z0-9_\-]{20,}" + _E), None),
    (
        "openai_key",
        re.compile(
            _B
            + r"(?:sk-(?:proj|svcacct|admin|None)-[A-Za-z0-9_\-]{20,}"
            + r"|sk-[A-Za-z0-9]{16,}T3BlbkFJ[A-Za-z0-9]{16,})"
            + _E
        ),
        None,
    ),
    ("deepseek_key", re.compile(_B + r"sk-[0-9a-f]{32}" + _E), None),
    ("openrouter_key", re.compile(_B + r"sk-or-v\d-[0-9a-f]{32,}" + _E), None),
    ("sk_key", re.compile(_B + r"sk-[A-Za-z0-9_\-]{20,}" + _E), None),
    ("stripe_key", re.compile(_B + r"(?:sk|rk)_(?:live|test)_[A-Za-z0-9]{16,}" + _E), None),
    (
        "aws_access_key",
        re.compile(
            r"(?<![A-Z0-9])(?:AKIA|ASIA|ABIA|ACCA|AGPA|AIDA|AIPA|ANPA|ANVA|AROA|APKA|ASCA)"
            r"[A-Z0-9]{16}(?![A-Z0-9])"
        ),
        None,
    ),
    (
        "github_token",
        re.compile(_B + r"(?:gh[pousr]_[A-Za-z0-9]{36,255}|github_pat_[A-Za-z0-9_]{22,255})" + _E),
        None,
    ),
    ("gitlab_token", re.compile(_B + r"glpat-[A-Za-z0-9_\-]{20,}" + _E), None),
    ("slack_token", re.compile(_B + r"xox[abposre]-[A-Za-z0-9\-]{10,}" + _E), None),
    (
        "slack_webhook",
        re.compile(r"https://hooks\.slack\.com/(?:services|workflows)/[A-Za-z0-9_/\-]{20,}"),
        None,
    ),
    ("google_api_key", re.compile(_B + r"AIza[0-9A-Za-z_\-]{35}" + _E), None),
    ("huggingface_token", re.compile(_B + r"hf_[A-Za-z]{30,}" + _E), None),
    ("npm_token", re.compile(_B + r"npm_[A-Za-z0-9]{36}" + _E), None),
    ("sendgrid_key", re.compile(_B + r"SG\.[A-Za-z0-9_\-]{16,}\.[A-Za-z0-9_\-]{16,}" + _E), None),
    ("telegram_bot_token", re.compile(r"(?<!\d)\d{8,10}:AA[A-Za-z0-9_\-]{33}" + _E), None),
    (
        "jwt",
        re.compile(_B + r"eyJ[A-Za-z0-9_\-]{8,}+\.eyJ[A-Za-z0-9_\-]{8,}+\.[A-Za-z0-9_\-]*+" + _E),
        None,
    ),
    (
        "url_credentials",
        re.compile(r"\b[a-zA-Z][a-zA-Z0-9+.\-]{0,31}://[^\s/:@]++:(?P<secret>[^\s/@]{3,}+)@"),
        "secret",
    ),
    (
        "bearer_token",
        re.compile(r"(?i)\b(?:bearer|token)[ \t]++(?P<secret>[A-Za-z0-9\-._~+/]{16,}+=*+)(?![A-Za-z0-9\-._~+/=])"),
        "secret",
    ),
    (
        "basic_auth",
        re.compile(r"(?i)\bbasic[ \t]++(?P<secret>[A-Za-z0-9+/]{12,}+={0,2}+)(?![A-Za-z0-9+/=])"),
        "secret",
    ),
]

# `password = value`, `"api_key": "value"`, `DB_PASSWORD: value`, `AccountKey=value` ...
# The keyword may follow a separator (`aws_secret_access_key`) but not a letter or digit.
# No unbounded prefix before the keyword: that made the search quadratic on long runs.
_ASSIGNMENT = re.compile(
    r"""(?ix)
    (?<![A-Za-z0-9])
    (?P<key>
        password|passwd|passphrase|pwd|secret|token|api[_\-]?key|apikey|access[_\-]?key
      | secret[_\-]?key|private[_\-]?key|auth[_\-]?token|client[_\-]?secret|accountkey
      | credentials?
    )
    (?![A-Za-z0-9])
    ["']?
    [ \t]*+(?P<op>:=|=>|=|:)[ \t]*+
    (?P<quote>["'`]?)
    (?P<secret>[^\s"'`,;]{3,}+)
    """
)

_PLACEHOLDER = re.compile(
    r"""(?ix)^(?:
        \[REDACTED[^\]]*\]?.*      # our own redaction marker
      | <[^>]*>?                   # <your-password>
      | \$\{?[A-Za-z_][A-Za-z0-9_]*\}?   # $VAR, ${VAR}
      | \{\{.*                     # {{ template }}
      | %[A-Za-z_]+%?              # %VAR%
      | \*+ | x+ | \.+ | -+ | _+ | \?+ | …
      | none | null | nil | true | false | empty | undefined | unset | redacted
      | (?:os\.)?(?:environ|getenv|env)\b.*
      | (?:process\.env|settings|config|self|args|kwargs|request)\b.*
      | \(.*                      # a call or parenthetical
    )$"""
)

# Words that, after `token:` or `password:` with a colon, show prose rather than a value.
_PROSE_VALUES = frozenset(
    [
        "the", "a", "an", "is", "are", "was", "be", "it", "its", "this", "that", "which",
        "what", "not", "no", "never", "only", "must", "should", "required", "optional",
        "string", "field", "value", "stored", "here", "there", "from", "for", "to", "of", "in",
        "on", "and", "or", "with", "without", "see", "use", "used", "using", "set",
    ]
)


def _assignment_findings(text: str) -> Iterator[SecretFinding]:
    for match in _ASSIGNMENT.finditer(text):
        value = match.group("secret").rstrip(".)]}>")
        if len(value) < 3 or _PLACEHOLDER.match(value):
            continue
        if match.group("op") == ":" and not match.group("quote"):
            # A bare colon is also how prose reads ("the token: keep it private"). Only a
            # value that does not look like a plain word counts there.
            if value.lower() in _PROSE_VALUES:
                continue
            if value.isalpha() and value.islower():
                continue
            if len(value) < 6 and not any(c.isdigit() for c in value):
                continue
            if value.isdigit() and len(value) < 6:
                continue  # "token: 4096" is a count, not a credential
        start = match.start("secret")
        yield SecretFinding("password_assignment", start, start + len(value))


# --------------------------------------------------------------------------- entropy

# Candidate runs for the entropy check. '=' and '.' split runs (padding aside), so
# `key=abc` and `a.b.c` are judged part by part.
_CANDIDATE = re.compile(r"[A-Za-z0-9+/_\-]{16,}={0,2}")
_UUID = re.compile(
    r"[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}"
)
_HEX = re.compile(r"[0-9a-fA-F]+")
_SEPARATORS = re.compile(r"[/_\-+]")
# Pieces of an identifier: a (capitalised) lowercase word, an acronym, a digit run.
_PIECE = re.compile(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])|\d+")
_VOWEL = re.compile(r"[aeiouy]", re.IGNORECASE)
_CONSONANT_RUN = re.compile(r"[bcdfghjklmnpqrstvwxz]{4,}", re.IGNORECASE)

#: Shortest run (separators and padding removed) the entropy detector considers.
MIN_RANDOM_LENGTH = 18
#: Identifiers reach this share of word-like letters; random keys rarely do.
MAX_WORD_SHARE = 0.7
#: Shortest pure-hex run the entropy detector flags: longer than a git SHA-1 (40) or a
#: hyphen-less UUID (32); a 256-bit hex secret (64) is caught.
MIN_RANDOM_HEX_LENGTH = 56


def shannon_entropy(text: str) -> float:
    """Shannon entropy of `text` in bits per character (0.0 for an empty string)."""
    if not text:
        return 0.0
    total = len(text)
    return -sum((n / total) * math.log2(n / total) for n in Counter(text).values())


def _random_entropy(length: int, alphabet: int) -> float:
    """About the entropy (bits/char) of a uniformly random string of this length and alphabet.

    A short string cannot use every symbol: it holds about A*(1-(1-1/A)^L) distinct ones.
    """
    distinct = alphabet * (1.0 - (1.0 - 1.0 / alphabet) ** length)
    return math.log2(max(distinct, 2.0))


def _char_class(ch: str) -> int:
    if ch.islower():
        return 0
    if ch.isupper():
        return 1
    if ch.isdigit():
        return 2
    return 3


def _class_switch_ratio(core: str) -> float:
    if len(core) < 2:
        return 0.0
    classes = [_char_class(c) for c in core]
    switches = sum(1 for a, b in itertools.pairwise(classes) if a != b)
    return switches / (len(core) - 1)


def word_share(core: str) -> float:
    """Share of the letters in `core` that sit in word-like pieces (0.0 to 1.0).

    A piece is word-like when it is 4+ letters with an English-like vowel share and
    no run of 4 consonants, a 3-letter piece with a vowel (counted half), or a short
    acronym (counted half). Identifiers score 0.75 and up; random keys mostly < 0.6.
    """
    letters = sum(1 for c in core if c.isalpha())
    if not letters:
        return 0.0
    good = 0.0
    for piece in _PIECE.findall(core):
        if piece.isdigit():
            continue
        vowels = len(_VOWEL.findall(piece))
        plain = not _CONSONANT_RUN.search(piece)
        if len(piece) >= 4 and plain and 0.2 <= vowels / len(piece) <= 0.7:
            good += len(piece)
        elif len(piece) == 3 and plain and vowels:
            good += 1.5
        elif len(piece) <= 5 and piece.isupper():
            good += len(piece) * 0.5
    return good / letters


def _path_like(token: str, parts: list[str]) -> bool:
    """A '/'-joined run that reads as a path rather than base64 that happens to hold '/'."""
    if token.startswith(("/", "~", "./", "../")):
        return True
    if len(parts) >= 4 and statistics.median(len(part) for part in parts) <= 6:
        return True  # com/originals/02/94/..., Oct4/Sox2/Klf4: random base64 has long runs
    # A plain word or a short number as a segment: `com`, `images`, `v1`, `2024`.
    return any(
        (part.isalpha() and part.islower() and len(part) >= 3 and _VOWEL.search(part))
        or (part.isdigit() and len(part) <= 4)
        for part in parts
    )


def _encodes_text(token: str) -> bool:
    """True when `token` is base64 of readable text (a URL slug, an encoded path), not a key.

    Random keys decode to random bytes, about a third of them printable.
    """
    if len(token) < 24:
        return False
    padded = token.replace("-", "+").replace("_", "/")
    padded = padded[: len(padded) - len(padded) % 4]
    try:
        raw = base64.b64decode(padded, validate=True)
    except (binascii.Error, ValueError):
        return False
    if len(raw) < 16:
        return False
    printable = sum(1 for b in raw if 32 <= b < 127 or b in (9, 10, 13))
    letters = sum(1 for b in raw if 65 <= b <= 90 or 97 <= b <= 122)
    return printable / len(raw) >= 0.95 and letters / len(raw) >= 0.5


def looks_random(token: str) -> bool:
    """True when `token` reads as a random key rather than a word, path, id or number.

    The thresholds were calibrated on the battery in tests/test_textsafety.py: random
    base64/base62 keys of 20+ characters switch character class at about 60% of
    positions and carry ~4+ bits/char; camelCase identifiers and node paths stay
    under 35% and rarely mix three classes.
    """
    stripped = token.rstrip("=")
    parts = [part for part in stripped.split("/") if part]
    if len(parts) > 1 and _path_like(token, parts):
        # A file path, URL path or a/b/c list: judge each segment on its own.
        return any(looks_random(part) for part in parts)
    segments = [seg for seg in re.split(r"[_\-]", stripped) if seg]
    if len(segments) >= 3 and len(stripped) / len(segments) < 8:
        # snake_case / kebab-case made of short parts (`osc_in_port_7000_ch1`): an
        # identifier. Random url-safe base64 has a separator only every ~32 chars.
        return False
    core = _SEPARATORS.sub("", stripped)
    if _HEX.fullmatch(core):
        return len(core) >= MIN_RANDOM_HEX_LENGTH and shannon_entropy(core) >= 3.5
    if len(core) < MIN_RANDOM_LENGTH or not core.isascii():
        return False
    if _encodes_text(stripped):
        return False
    has_lower = any(c.islower() for c in core)
    has_upper = any(c.isupper() for c in core)
    has_digit = any(c.isdigit() for c in core)
    classes = has_lower + has_upper + has_digit
    alphabet = 26 * (has_lower + has_upper) + 10 * has_digit
    entropy_ratio = shannon_entropy(core) / _random_entropy(len(core), alphabet)
    switches = _class_switch_ratio(core)
    if word_share(core) >= MAX_WORD_SHARE:
        return False
    if classes == 3:
        return switches >= 0.35 and entropy_ratio >= 0.85
    if classes == 2:
        # Letters of one case with digits, or both cases without digits: the weaker
        # signal needs more length.
        return len(core) >= 24 and switches >= 0.3 and entropy_ratio >= 0.85
    return False


# A label right before a hex run says it is a digest, not a key ("sha256: 9f86d0...").
_DIGEST_LABEL = re.compile(
    r"(?i)(?:sha-?(?:1|224|256|384|512)|md5|blake2[bs]?|digest|checksum|hash|commit)\W{0,3}$"
)


def _entropy_findings(text: str) -> Iterator[SecretFinding]:
    for match in _CANDIDATE.finditer(text):
        token = match.group(0)
        if _HEX.fullmatch(token) and _DIGEST_LABEL.search(text, max(0, match.start() - 16), match.start()):
            continue
        # A UUID is an id, not a secret (node names, session ids); judge what surrounds it.
        for part_match in re.finditer(r"[^\x00]+", _UUID.sub("\x00", token)):
            base = match.start() + part_match.start()
            for start, end in _random_spans(part_match.group(0)):
                yield SecretFinding("high_entropy_string", base + start, base + end)


def _random_spans(token: str) -> Iterator[tuple[int, int]]:
    """Spans of `token` that look random: only the random segments of a path-like run."""
    segments = [(m.start(), m.group(0)) for m in re.finditer(r"[^/]+", token.rstrip("="))]
    if len(segments) > 1 and _path_like(token, [seg for _, seg in segments]):
        for offset, segment in segments:
            if looks_random(segment):
                yield offset, offset + len(segment)
    elif looks_random(token):
        yield 0, len(token)


# --------------------------------------------------------------------------- public API

_Finder = Callable[[str], Iterator[SecretFinding]]


_MARKER = "[REDACTED:"


def _opaque(value: str) -> bool:
    """An auth-header value that looks like a credential, not a word ("Bearer tokens")."""
    core = re.sub(r"[^A-Za-z0-9]", "", value)
    return looks_random(value) or (
        any(c.isdigit() for c in core) and word_share(core) < MAX_WORD_SHARE
    )


# Kinds whose regex alone is too loose: the captured value must also pass this check.
_VALUE_CHECKS: dict[str, Callable[[str], bool]] = {
    "bearer_token": _opaque,
    "basic_auth": _opaque,
}


def _format_findings(text: str) -> Iterator[SecretFinding]:
    for kind, pattern, group in _FORMAT_DETECTORS:
        check = _VALUE_CHECKS.get(kind)
        for match in pattern.finditer(text):
            start, end = match.span(group) if group else match.span()
            if end <= start or text.startswith(_MARKER, start):
                continue
            if check is not None and not check(text[start:end]):
                continue
            yield SecretFinding(kind, start, end)


_FINDERS: tuple[_Finder, ...] = (_format_findings, _assignment_findings, _entropy_findings)


# --------------------------------------------------------------------------- disguises
#
# A key is still a key when it is written with look-alike letters, broken by invisible
# characters, spaced in groups or base64-encoded. Detection runs on a normalised copy
# (NFKC, format characters stripped, common look-alikes folded to ASCII) whose every
# character maps back to the original, so a finding still redacts the original span.

# Cyrillic and Greek letters that render like Latin ones (NFKC leaves them alone).
_CONFUSABLES = str.maketrans(
    {
        **dict.fromkeys("аɑα", "a"), "в": "b", **dict.fromkeys("сϲ", "c"), "ԁ": "d",
        **dict.fromkeys("еє", "e"), "ɡ": "g", "һ": "h", **dict.fromkeys("іιı", "i"), "ј": "j",
        **dict.fromkeys("кκ", "k"), "ⅼ": "l", "м": "m", "п": "n", **dict.fromkeys("оοσ", "o"),
        **dict.fromkeys("рρ", "p"), "ԛ": "q", "г": "r", "ѕ": "s", **dict.fromkeys("тτ", "t"),
        **dict.fromkeys("υս", "u"), **dict.fromkeys("νѵ", "v"), "ԝ": "w", **dict.fromkeys("хχ", "x"),
        **dict.fromkeys("уү", "y"),
        **dict.fromkeys("АΑ", "A"), **dict.fromkeys("ВΒ", "B"), **dict.fromkeys("СϹ", "C"),
        **dict.fromkeys("ЕΕ", "E"), "Һ": "H", **dict.fromkeys("НΗ", "H"), **dict.fromkeys("ІΙӀ", "I"),
        "Ј": "J", **dict.fromkeys("КΚ", "K"), **dict.fromkeys("МΜ", "M"), "Ν": "N",
        **dict.fromkeys("ОΟ", "O"), **dict.fromkeys("РΡ", "P"), "Ѕ": "S", **dict.fromkeys("ТΤ", "T"),
        **dict.fromkeys("ХΧ", "X"), **dict.fromkeys("УҮΥ", "Y"), "Ζ": "Z",
        **dict.fromkeys("‐‑‒–—―−﹣", "-"),
    }
)


def normalize_for_detection(text: str) -> tuple[str, list[int]]:
    """(normalised text, map): compatibility-normalised, format (Cf) characters and combining
    marks dropped, look-alikes folded.

    `map[j]` is the index in `text` of the character that produced normalised character
    `j`; `map[len(normalised)] == len(text)`. ASCII text comes back unchanged.
    """
    if text.isascii():
        return text, list(range(len(text) + 1))
    out: list[str] = []
    where: list[int] = []
    cache = _NORMALISED
    for i, ch in enumerate(text):
        if ch < "\x80":
            out.append(ch)
            where.append(i)
            continue
        folded = cache.get(ch)
        if folded is None:
            folded = _normalise_char(ch)
        for piece in folded:  # "" for a format character: dropped
            out.append(piece)
            where.append(i)
    where.append(len(text))
    return "".join(out), where


_NORMALISED: dict[str, str] = {}


_DROPPED = frozenset(["Cf", "Mn", "Me"])


def _normalise_char(ch: str) -> str:
    """NFKC (via NFKD), look-alikes folded; format characters (zero-width, soft hyphen, bidi)
    and combining marks (`s\u0301k-`, an accent planted on a key letter) dropped."""
    if unicodedata.category(ch) in _DROPPED:
        folded = ""
    else:
        folded = "".join(
            p for p in unicodedata.normalize("NFKD", ch).translate(_CONFUSABLES)
            if unicodedata.category(p) not in _DROPPED
        )
    if len(_NORMALISED) < 65536:  # bounded: a hostile text cannot grow it without end
        _NORMALISED[ch] = folded
    return folded


# Tokens split by single spaces ("sk-1a2b 3c4d 5e6f ..."): a key written for reading aloud.
# One separator between groups: a space (also NBSP or tab), a dot, comma, bar or line break.
_TOKEN_RUN = re.compile(r"(?<![\w\-])[A-Za-z0-9_\-]{1,12}(?:[ \t\u00a0.,|\n][A-Za-z0-9_\-]{1,12}){3,}(?![\w\-])")
_TOKEN = re.compile(r"[A-Za-z0-9_\-]+")


def _spaced_findings(text: str) -> Iterator[SecretFinding]:
    """Keys spaced in groups: a lead token (may carry a prefix such as `sk-`), then 3+
    groups of one length (3-8), then optionally one shorter group. The groups are joined
    and checked; words of one length without a digit ("this that with from") are skipped."""
    for match in _TOKEN_RUN.finditer(text):
        tokens = [(m.start() + match.start(), m.group(0)) for m in _TOKEN.finditer(match.group(0))]
        i = 0
        while i + 3 < len(tokens):
            size = len(tokens[i + 1][1])
            j = i + 1
            while j < len(tokens) and len(tokens[j][1]) == size:
                j += 1
            end = j + 1 if j < len(tokens) and len(tokens[j][1]) < size else j
            if j - (i + 1) >= 3 and 3 <= size <= 8:
                joined = "".join(t for _, t in tokens[i:end])
                if any(c.isdigit() for c in joined):
                    for finding in itertools.chain(_format_findings(joined), _entropy_findings(joined)):
                        if finding.end - finding.start >= 16:
                            start = tokens[i][0]
                            yield SecretFinding(finding.kind, start, tokens[end - 1][0] + len(tokens[end - 1][1]))
                            break
            i = max(i + 1, j)


# A base64 run long enough to hold a key once decoded.
_B64_RUN = re.compile(r"(?<![A-Za-z0-9+/_\-])[A-Za-z0-9+/_\-]{20,}={0,2}(?![A-Za-z0-9+/_\-=])")
_MAX_B64_DEPTH = 2


def _decode_base64_text(token: str) -> str | None:
    """The text a base64 (or url-safe base64) run decodes to, when it decodes to text."""
    core = token.rstrip("=")
    standard = core.replace("-", "+").replace("_", "/")
    standard += "=" * (-len(standard) % 4)
    try:
        raw = base64.b64decode(standard, validate=True)
    except (binascii.Error, ValueError):
        return None
    if len(raw) < 12:
        return None
    try:
        decoded = raw.decode("utf-8")
    except UnicodeDecodeError:
        return None
    printable = sum(1 for c in decoded if c.isprintable() or c in "\t\r\n")
    return decoded if printable / len(decoded) >= 0.95 else None


def _base64_findings(text: str, depth: int) -> Iterator[SecretFinding]:
    if depth >= _MAX_B64_DEPTH:
        return
    for match in _B64_RUN.finditer(text):
        decoded = _decode_base64_text(match.group(0))
        if decoded is None:
            continue
        inner = _find(decoded, depth + 1)
        if inner:
            yield SecretFinding(f"base64_{inner[0].kind}", match.start(), match.end())


def find_secrets(text: str) -> list[SecretFinding]:
    """Every credential-like span in `text`, sorted by position, none overlapping.

    The text is also checked after normalisation (look-alike letters, invisible format
    characters), with spaced groups joined, and with base64 runs decoded; a finding there
    covers the original span. When detectors disagree about a span, the earlier detector
    wins (known formats before assignments before entropy), then the longer span.
    """
    return _find(text, 0)


def _find(text: str, depth: int) -> list[SecretFinding]:
    normal, where = normalize_for_detection(text)
    candidates: list[tuple[float, SecretFinding]] = []
    for rank, finder in enumerate(_FINDERS):
        for finding in finder(text):
            candidates.append((rank, finding))
        if normal != text:
            for finding in finder(normal):
                candidates.append((rank, _mapped(finding, where)))
    # Decoded and joined findings name the real format, so they rank above plain entropy.
    for finding in _base64_findings(normal, depth):
        candidates.append((1.5, _mapped(finding, where)))
    for finding in _spaced_findings(normal):
        candidates.append((1.6, _mapped(finding, where)))
    candidates.sort(key=lambda item: (item[0], item[1].start, -(item[1].end - item[1].start)))
    kept: list[SecretFinding] = []
    for _, finding in candidates:
        if all(finding.end <= other.start or finding.start >= other.end for other in kept):
            kept.append(finding)
    kept.sort(key=lambda f: f.start)
    return kept


def _mapped(finding: SecretFinding, where: list[int]) -> SecretFinding:
    """A finding on the normalised text, as a span of the original text."""
    return SecretFinding(finding.kind, where[finding.start], where[finding.end - 1] + 1)


def _redact_once(text: str, findings: list[SecretFinding]) -> str:
    parts: list[str] = []
    position = 0
    for finding in findings:
        parts.append(text[position : finding.start])
        parts.append(f"[REDACTED:{finding.kind}]")
        position = finding.end
    parts.append(text[position:])
    return "".join(parts)


def redact(text: str) -> str:
    """`text` with every finding replaced by `[REDACTED:<kind>]`.

    Redaction is repeated until nothing is found: removing one span can expose a
    shape (for instance a key split by a planted secret) that only then matches.
    """
    for _ in range(8):
        findings = find_secrets(text)
        if not findings:
            return text
        text = _redact_once(text, findings)
    # Still finding after 8 rounds means text that keeps re-forming secrets; blank it
    # rather than return anything unverified.
    return "[REDACTED:unverifiable]"


def contains_secret(text: str) -> str | None:
    """The kind of the first credential-like span in `text`, or None."""
    findings = find_secrets(text)
    return findings[0].kind if findings else None
