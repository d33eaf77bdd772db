"""Word lists the admission gate needs: English dictionary words and TouchDesigner terms.

A title word can name a stored procedure only when it is neither an English word (the
pyspellchecker English frequency list, MIT, ~160k words, read offline from the installed
package) nor a TouchDesigner term (any word of the shipped built-in knowledge, plus operator
family names). Invariant: both sets load once per process, lazily, and never touch the network;
when the dictionary package is missing, every alphabetic word counts as a dictionary word, so
title words never become names by accident (declared names and digit/underscore names still work).
"""

from __future__ import annotations

import functools
import gzip
import json
import re
from importlib import resources

_WORD = re.compile(r"[a-z][a-z0-9]*")
_FAMILIES = frozenset(["top", "chop", "sop", "dat", "mat", "comp", "pop", "tops", "chops", "sops", "dats", "mats", "comps", "pops", "glsl", "tox", "toe", "osc", "dmx", "midi", "ndi", "hap", "sacn", "artnet", "ltc", "tdmcp", "touchdesigner", "derivative", "python"])


@functools.lru_cache(maxsize=1)
def english_words() -> frozenset[str] | None:
    """Lower-case English words, or None when the dictionary package is not installed."""
    try:
        data = (resources.files("spellchecker") / "resources" / "en.json.gz").read_bytes()
    except (ModuleNotFoundError, FileNotFoundError, OSError):
        return None
    words: dict[str, int] = json.loads(gzip.decompress(data))
    return frozenset(words)


@functools.lru_cache(maxsize=1)
def touchdesigner_terms() -> frozenset[str]:
    """Every word of the shipped TouchDesigner knowledge, plus operator family names."""
    from ..corpus.files import BUILTIN_DIR

    words: set[str] = set(_FAMILIES)
    if BUILTIN_DIR.is_dir():
        for path in BUILTIN_DIR.glob("*.md"):
            try:
                words.update(_WORD.findall(path.read_text(encoding="utf-8").lower()))
            except OSError:
                continue
    return frozenset(words)


def is_common_word(word: str) -> bool:
    """True for English dictionary words and TouchDesigner terms (never a procedure name)."""
    low = word.lower()
    if low in touchdesigner_terms():
        return True
    dictionary = english_words()
    if dictionary is None:
        return True
    if low in dictionary:
        return True
    # simple inflections of dictionary words ("glitches", "layouts", "grading")
    for suffix in ("s", "es", "ed", "ing", "er", "ers", "y"):
        if low.endswith(suffix) and low[: -len(suffix)] in dictionary:
            return True
    return False


# Base forms of the commonest English action verbs (general vocabulary, the kind any imperative
# opens with; not drawn from any prompt suite). A clause that opens with one of these, with no
# subject before it, is in the imperative mood: "load it up", "send me the path", "wait for my go".
COMMON_VERBS = frozenset([
    "add", "adjust", "apply", "arm", "arrange", "ask", "assign", "attach", "back", "bake", "begin", "blend",
    "boost", "bring", "build", "bump", "bypass", "call", "cancel", "change", "check", "choose", "clean",
    "clear", "click", "close", "collapse", "combine", "compare", "compile", "connect", "convert", "copy",
    "crank", "create", "cue", "cut", "delete", "deploy", "disable", "do", "double", "drag", "draw", "drop",
    "dump", "duplicate", "edit", "enable", "end", "engage", "execute", "export", "fade", "feed", "fetch",
    "fill", "find", "finish", "fire", "fix", "flash", "flip", "follow", "freeze", "get", "give", "go", "grab",
    "grade", "group", "halve", "help", "hide", "hit", "hold", "hook", "import", "increase", "initiate",
    "insert", "install", "invoke", "keep", "kick", "kill", "launch", "let", "lift", "link", "list", "load",
    "lock", "loop", "lower", "make", "map", "mark", "merge", "mirror", "move", "mute", "name", "nudge", "open",
    "pack", "paste", "patch", "pause", "perform", "pick", "pin", "place", "play", "point", "pop", "prep",
    "prepare", "press", "prime", "print", "pull", "push", "put", "queue", "quit", "raise", "read", "rebuild",
    "record", "redo", "reduce", "refresh", "reload", "remove", "rename", "render", "repeat", "replace", "reset",
    "resize", "restart", "restore", "resume", "return", "reverse", "rewire", "roll", "rotate", "route", "run",
    "save", "scale", "scrub", "select", "send", "set", "setup", "shift", "show", "shut", "skip", "slow", "snap",
    "sort", "spin", "split", "stack", "start", "stop", "store", "straighten", "stream", "strip", "swap",
    "switch", "sync", "take", "tap", "tell", "test", "throw", "tidy", "toggle", "trigger", "trim", "try",
    "tune", "turn", "undo", "unlock", "unmute", "update", "upload", "use", "wait", "wake", "warm", "watch",
    "wipe", "wire", "write", "zoom",
])


__all__ = ["COMMON_VERBS", "english_words", "is_common_word", "touchdesigner_terms"]
