"""The turn receipt: one bounded, redacted audit record per copilot turn, with a verdict.

`ReceiptBuilder` is fed as the turn runs (consent decisions, finished tool calls,
verification reads) and `finalize`d exactly once into a plain dict:

    {"id", "version", "gen_ai.operation.name": "invoke_agent", "gen_ai.conversation.id", "turn",
     "started_at", "ended_at", "duration_ms", "tier": {"requested", "effective"},
     "grounding": {"brief": {"present", "revision"}, "context": {"present", "ids", "stubs"},
                   "skills": {"present", "names"}},
     "goal": "<= 200 redacted characters",
     "actions": [{"gen_ai.tool.call.id", "gen_ai.tool.name", "server", "tier", "consent",
                  "outcome", "error.type"?, "mutation", "paths", "undo"?, "duration_ms", "verdict"?}],
     "recovery": {"retries", "fallbacks"},
     "verification": {"auto", "calls": [...], "checks": {"total", "passed", "failed", "unverified",
                      "superseded"}, "failed": [{"kind", "path", "param"?}]},
     "status": "success|failed|cancelled|max_steps", "error.type"?, "error.message"?,
     "verdict": "PASS|FAIL|UNVERIFIED", "counts": {...}, "truncated": bool, "actions_omitted"?}

Field names follow the OpenTelemetry GenAI semantic conventions where one exists
(`gen_ai.tool.name`, `gen_ai.tool.call.id`, `gen_ai.conversation.id`, `gen_ai.operation.name`,
`error.type`), so a receipt maps onto a trace.

Invariants: only allowlisted facts are stored (names, ids, TouchDesigner paths, undo labels,
outcomes, counts); never raw arguments, results, images, excerpts, transcripts or values;
every free-text field passes `textsafety.redact`; the serialised receipt is at most
`MAX_RECEIPT_BYTES`; duplicate call ids and a second `finalize` change nothing; the verdict
is computed from reads made after each mutation and is independent of the terminal status.
"""

from __future__ import annotations

import functools
import hashlib
import json
import re
import secrets
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any, Protocol

from .. import textsafety
from .verify import (
    FAIL,
    PASS,
    UNVERIFIED,
    Check,
    Observation,
    adapter_for,
    evaluate,
    family_of,
    plan_reads,
    supersedes,
)

__all__ = [
    "MAX_RECEIPT_BYTES",
    "STATUSES",
    "VERDICTS",
    "Clock",
    "ReceiptBuilder",
    "SystemClock",
    "clean_path",
    "fit_receipt",
    "receipt_bytes",
    "summarize_goal",
    "summary_line",
]

MAX_RECEIPT_BYTES = 8 * 1024
GOAL_CHARS = 200
MAX_PATH_CHARS = 160
MAX_PATHS_PER_ACTION = 4
MAX_ACTIONS_KEPT = 3  # first and last actions kept when the receipt is truncated
MAX_IDS = 10
TAINT_SCAN_CHARS = 64 * 1024
STATUSES = ("success", "failed", "cancelled", "max_steps")
VERDICTS = (PASS, FAIL, UNVERIFIED)
REFUSED_DECISIONS = frozenset({"refused", "perform_mode_refused", "flag_refused"})
READ_TIERS = frozenset({"read", "read_only", "readonly", "read-only", "observe", "safe"})
VERSION = 1

CallTool = Callable[[str, str, dict[str, Any]], Any]


class Clock(Protocol):
    """Wall time for timestamps and a monotonic clock for durations (injectable in tests)."""

    def time(self) -> float: ...

    def monotonic(self) -> float: ...


class SystemClock:
    def time(self) -> float:
        return time.time()

    def monotonic(self) -> float:
        return time.monotonic()


SYSTEM_CLOCK = SystemClock()

# ----------------------------------------------------------------------------- sanitisers

_NAME = re.compile(r"[A-Za-z0-9_.:\-]{1,64}")
_PATH = re.compile(r"/[A-Za-z0-9_./\-]*")
_LABEL = re.compile(r"[A-Za-z0-9_ ./:\-]{1,200}")
_CODE = re.compile(r"[A-Za-z0-9_.\-]{1,48}")
_TD_NAME_CHARS = re.compile(r"[^A-Za-z0-9_]")
_CONTROL = re.compile(r"[\x00-\x1f\x7f-\x9f\u200b-\u200f\u2028-\u202e\u2066-\u2069\ufeff]+")


#: No detector in textsafety matches a token of only [A-Za-z0-9_.:-] shorter than this (key
#: formats need 15+ characters (`xoxb-` + 10), the entropy check 18+), so shorter names skip the scan.
_SHORTEST_FINDABLE = 15


def _token_has_secret(value: str) -> bool:
    return len(value) >= _SHORTEST_FINDABLE and bool(textsafety.find_secrets(value))


@functools.lru_cache(maxsize=4096)
def _safe_token(value: str) -> bool:
    # cached: tool, server, tier and decision names repeat on every call of every turn
    return bool(_NAME.fullmatch(value)) and not _token_has_secret(value)


def _clean_name(value: Any, default: str = "?") -> str:
    """A tool, server, tier or id token, or `default` when it is not one (never free text)."""
    if isinstance(value, str) and len(value) <= 64 and _safe_token(value):
        return value
    return default


def _clean_call_id(value: str) -> str:
    """A tool-call id as given, or a stable pseudonym when it looks like a secret.

    Providers mint random ids (`call_Zx8kQ2mN7pL4vR9sT1wY`) that the entropy detector cannot
    tell from a key; a sha256 prefix keeps them unique and joinable without storing the text.
    """
    if len(value) <= 64 and _NAME.fullmatch(value) and not _token_has_secret(value):
        return value
    return "sha256:" + hashlib.sha256(value.encode("utf-8", "surrogatepass")).hexdigest()[:16]


@functools.lru_cache(maxsize=4096)
def _clean_path(value: str) -> str | None:
    if not _PATH.fullmatch(value):
        return None
    if len(value) > MAX_PATH_CHARS:
        keep = (MAX_PATH_CHARS - 1) // 2
        value = value[:keep] + "\u2026" + value[-keep:]
    return textsafety.redact(value)


def clean_path(value: Any) -> str | None:
    """An absolute TouchDesigner path, shortened in the middle and redacted; None if not a path."""
    if not isinstance(value, str) or len(value) > 4096:
        return None
    return _clean_path(value)


def _clean_label(value: Any) -> str | None:
    if not isinstance(value, str) or len(value) > 200:
        return None
    return _clean_label_cached(value)


@functools.lru_cache(maxsize=4096)
def _clean_label_cached(value: str) -> str | None:
    if not _LABEL.fullmatch(value):
        return None
    return textsafety.redact(value)


def _clean_code(value: Any) -> str | None:
    if isinstance(value, str) and _CODE.fullmatch(value) and not _token_has_secret(value):
        return value
    return None if value is None else "other"


def _redacted_text(text: str, limit: int) -> str:
    text = _CONTROL.sub(" ", text)
    text = " ".join(text.split())
    text = textsafety.redact(text)  # before cutting, so a half secret cannot slip past
    if len(text) > limit:
        text = text[: limit - 1].rstrip() + "\u2026"
    return text


def summarize_goal(prompt: Any) -> str:
    """The goal as at most GOAL_CHARS redacted characters on one line."""
    return _redacted_text(prompt if isinstance(prompt, str) else "", GOAL_CHARS)


def _iso(ts: float) -> str:
    return datetime.fromtimestamp(ts, UTC).strftime("%Y-%m-%dT%H:%M:%S.") + f"{int(ts * 1000) % 1000:03d}Z"


def new_receipt_id(ts: float) -> str:
    """Opaque, sortable by time: `r20261130-200102-a1b2c3d4`."""
    return "r" + datetime.fromtimestamp(ts, UTC).strftime("%Y%m%d-%H%M%S") + "-" + secrets.token_hex(4)


def receipt_bytes(receipt: dict[str, Any]) -> int:
    return len(json.dumps(receipt, ensure_ascii=False, separators=(",", ":")).encode("utf-8"))


# ----------------------------------------------------------------------------- the builder


@dataclass
class _Action:
    call_id: str
    tool: str
    server: str
    family: str
    tier: str | None = None
    consent: str | None = None
    finished: bool = False
    outcome: str = "pending"
    error_code: str | None = None
    mutation: bool = False
    paths: list[str] = field(default_factory=list)
    undo: str | None = None
    duration_ms: int | None = None
    seq: int = 0
    checks: list[int] = field(default_factory=list)


class ReceiptBuilder:
    """Collects one turn's facts; `finalize` returns the receipt dict (the same one every time)."""

    def __init__(
        self,
        *,
        session_id: str | None = None,
        turn: int | None = None,
        prompt: str = "",
        grounding: dict[str, Any] | None = None,
        tier: str | None = None,
        effective_tier: str | None = None,
        mode: str | None = None,
        no_persist: bool = False,
        clock: Clock = SYSTEM_CLOCK,
    ) -> None:
        self.clock = clock
        self.started = clock.time()
        self._t0 = clock.monotonic()
        self.id = new_receipt_id(self.started)
        self.session_id = _clean_name(session_id, default="") or None
        self.turn = turn if isinstance(turn, int) and not isinstance(turn, bool) else None
        self.goal = summarize_goal(prompt)
        self.grounding = _grounding(grounding)
        self.tier = _clean_name(tier, default="") or None
        self.effective_tier = _clean_name(effective_tier, default="") or None
        self.mode = _clean_name(mode, default="") or None
        self.no_persist = bool(no_persist)
        self.auto_verify_ran = False
        self._seq = 0
        self._anon = 0
        self._actions: dict[str, _Action] = {}
        self._checks: list[Check] = []
        self._superseded: set[int] = set()
        self._observations: list[Observation] = []
        self._verification_calls: list[dict[str, Any]] = []
        self._server_family: dict[str, str] = {}
        self._signatures: dict[str, str] = {}  # call signature -> last outcome
        self._failed_paths: dict[str, str] = {}  # path -> tool that failed on it
        self.retries = 0
        self.fallbacks = 0
        self.tool_names: set[str] = set()
        self.decisions: list[str] = []
        self._receipt: dict[str, Any] | None = None
        # secrets seen in this turn's prompt, arguments and results: scrubbed from every stored
        # string, also in the form TouchDesigner gives a name (`td:Pa55@h` -> `td_Pa55_h`)
        self._tainted: set[str] = set()
        self._taint(prompt)

    # ---- feeding ---------------------------------------------------------------------------

    @property
    def finalized(self) -> bool:
        return self._receipt is not None

    def _call_id(self, call_id: Any) -> str:
        if isinstance(call_id, str) and call_id:
            return call_id
        self._anon += 1
        return f"anon-{self._anon}"

    def _action(self, call_id: str, tool: Any, server: Any, arguments: dict[str, Any] | None = None) -> _Action:
        action = self._actions.get(call_id)
        if action is None:
            tool_name = _clean_name(tool)
            server_name = _clean_name(server, default="")
            family = family_of(str(tool), arguments or {}, self._server_family.get(server_name))
            action = _Action(call_id, tool_name, server_name, family)
            self._actions[call_id] = action
            self.tool_names.add(str(tool) if isinstance(tool, str) else "?")
        return action

    def consent(self, *, call_id: Any, tool: Any, server: Any = "", tier: Any = None, decision: Any = None) -> bool:
        """Record a consent decision; a second decision for the same call is ignored."""
        if self.finalized:
            return False
        action = self._action(self._call_id(call_id), tool, server)
        if action.consent is not None:
            return False
        action.consent = _clean_name(decision, default="other")
        action.tier = action.tier or (_clean_name(tier, default="") or None)
        self.decisions.append(action.consent)
        if action.consent in REFUSED_DECISIONS and not action.finished:
            action.outcome = "refused"
        return True

    def tool(
        self,
        *,
        call_id: Any,
        tool: Any,
        server: Any = "",
        tier: Any = None,
        arguments: Any = None,
        result_text: Any = None,
        structured: Any = None,
        is_error: bool = False,
        duration_ms: Any = None,
    ) -> bool:
        """Record a finished call. Returns False (and changes nothing) for a duplicate call id."""
        if self.finalized:
            return False
        cid = self._call_id(call_id)
        args = arguments if isinstance(arguments, dict) else {}
        action = self._action(cid, tool, server, args)
        if action.finished:
            return False
        action.finished = True
        # the consent hook carries no arguments; the family is decided now that they are known
        action.family = family_of(str(tool), args, self._server_family.get(action.server))
        action.tier = action.tier or (_clean_name(tier, default="") or None)
        if isinstance(duration_ms, (int, float)) and not isinstance(duration_ms, bool) and duration_ms >= 0:
            action.duration_ms = int(duration_ms)
        self._seq += 1
        action.seq = self._seq
        if action.consent in REFUSED_DECISIONS:
            action.outcome = "refused"  # it never ran, whatever the copilot reported
            return True
        text = result_text if isinstance(result_text, str) else None
        self._taint((args, text, structured))  # one scan per call
        tier_mutation = (action.tier or "").lower() not in READ_TIERS
        facts = adapter_for(action.family).facts(str(tool), args, text, structured, bool(is_error),
                                                 tier_mutation=tier_mutation)
        if facts.mutation and action.family != "unknown" and action.server:
            self._server_family.setdefault(action.server, action.family)
        action.mutation = facts.mutation
        action.outcome = facts.outcome if facts.mutation else ("error" if is_error else "ok")
        action.error_code = _clean_code(facts.error_code) if facts.error_code else None
        action.undo = _clean_label(facts.undo) if facts.mutation else None
        for p in facts.paths:
            cleaned = clean_path(p)
            if cleaned and cleaned not in action.paths and len(action.paths) < MAX_PATHS_PER_ACTION:
                action.paths.append(cleaned)
        for obs in facts.observations:
            self._observations.append(_with_seq(obs, self._seq))
        for check in facts.checks:
            self._add_check(Check(check.kind, check.path, check.key, check.expected, check.ambiguous,
                                  action.server, action.family, self._seq, cid), action)
        self._note_recovery(str(tool), args, action)
        return True

    def _taint(self, value: Any) -> None:
        """Remember every secret inside `value` (its strings, nested, first 64 KiB, one scan)."""
        parts: list[str] = []
        _strings(value, parts, [TAINT_SCAN_CHARS])
        if not parts:
            return
        text = "\n".join(parts)
        for f in textsafety.find_secrets(text):
            secret = text[f.start:f.end]
            if len(secret) >= 4:
                self._tainted.add(secret)
                self._tainted.add(_TD_NAME_CHARS.sub("_", secret))

    def _add_check(self, check: Check, action: _Action) -> None:
        for i, old in enumerate(self._checks):
            if i not in self._superseded and supersedes(check, old):
                self._superseded.add(i)
        action.checks.append(len(self._checks))
        self._checks.append(check)

    def _note_recovery(self, tool: str, args: dict[str, Any], action: _Action) -> None:
        """A retry repeats a failed call exactly; a fallback reaches a failed call's path another way."""
        try:
            canon = json.dumps(args, sort_keys=True, default=str)
        except (TypeError, ValueError):
            canon = repr(sorted(args))
        signature = hashlib.sha256(f"{action.server}\x00{tool}\x00{canon}".encode()).hexdigest()
        failed = action.outcome in ("error", "ambiguous")
        if self._signatures.get(signature) in ("error", "ambiguous"):
            self.retries += 1
        elif action.mutation and not failed and any(
            self._failed_paths.get(p) not in (None, tool) for p in action.paths
        ):
            self.fallbacks += 1
        self._signatures[signature] = action.outcome
        if action.mutation and failed:
            for p in action.paths:
                self._failed_paths[p] = tool

    def recovery(self, kind: str) -> None:
        """Count a retry or fallback the copilot itself made (e.g. a model retry after a fold)."""
        if kind == "retry":
            self.retries += 1
        elif kind == "fallback":
            self.fallbacks += 1

    # ---- verification ----------------------------------------------------------------------

    def _live(self) -> list[tuple[int, Check]]:
        return [(i, c) for i, c in enumerate(self._checks) if i not in self._superseded]

    def open_checks(self) -> list[Check]:
        """Live checks no read has settled yet."""
        return [c for _i, c in self._live() if evaluate(c, self._observations)[0] == UNVERIFIED]

    def verify(self, call_tool: CallTool, *, limit: int = 8, budget_seconds: float = 5.0) -> int:
        """Issue the read-only calls that settle open checks; returns how many were made.

        Each call is `call_tool(server, tool, arguments) -> (result_text, structured, is_error)`.
        A failing call leaves its checks UNVERIFIED; nothing here ever retries a mutation.
        """
        if self.finalized:
            return 0
        self.auto_verify_ran = True
        deadline = self.clock.monotonic() + budget_seconds
        made = 0
        for server, family, tool, arguments in plan_reads(self.open_checks(), limit):
            if self.clock.monotonic() > deadline:
                break
            t0 = self.clock.monotonic()
            record: dict[str, Any] = {"gen_ai.tool.name": _clean_name(tool), "server": _clean_name(server, "")}
            made += 1
            try:
                result_text, structured, is_error = call_tool(server, tool, arguments)
            except Exception as exc:  # noqa: BLE001 -- a failing verification read must not end the turn
                record["outcome"] = "error"
                record["error.type"] = _clean_code(type(exc).__name__)
            else:
                self._seq += 1
                for obs in adapter_for(family).observe(tool, arguments, result_text if isinstance(result_text, str)
                                                       else None, structured, bool(is_error)):
                    self._observations.append(_with_seq(obs, self._seq))
                record["outcome"] = "error" if is_error else "ok"
            record["duration_ms"] = int((self.clock.monotonic() - t0) * 1000)
            paths = [clean_path(v) for k, v in arguments.items() if k in ("path", "nodePath")]
            record["paths"] = [p for p in paths if p]
            self._verification_calls.append(record)
        return made

    # ---- finalising ------------------------------------------------------------------------

    def finalize(self, status: str, error: Any = None) -> dict[str, Any]:
        """The receipt. The first call decides; later calls return the same dict unchanged."""
        if self._receipt is not None:
            return self._receipt
        if status not in STATUSES:
            status = "failed"
        ended = self.clock.time()
        results: dict[int, tuple[str, str | None]] = {i: evaluate(c, self._observations) for i, c in self._live()}
        passed = sum(1 for v, _how in results.values() if v == PASS)
        failed = sum(1 for v, _how in results.values() if v == FAIL)
        unverified = len(results) - passed - failed
        verdict = FAIL if failed else (UNVERIFIED if unverified else PASS)

        actions = []
        for a in self._actions.values():
            if not a.finished and a.outcome == "pending":
                a.outcome = "not_run"
            row: dict[str, Any] = {"gen_ai.tool.call.id": _clean_call_id(a.call_id), "gen_ai.tool.name": a.tool}
            if a.server:
                row["server"] = a.server
            if a.tier:
                row["tier"] = a.tier
            if a.consent:
                row["consent"] = a.consent
            row["outcome"] = a.outcome
            if a.error_code:
                row["error.type"] = a.error_code
            row["mutation"] = a.mutation
            if a.paths:
                row["paths"] = a.paths
            if a.undo:
                row["undo"] = a.undo
            if a.duration_ms is not None:
                row["duration_ms"] = a.duration_ms
            mine = [results[i][0] for i in a.checks if i in results]
            if a.mutation and a.outcome != "refused":
                row["verdict"] = (FAIL if FAIL in mine else UNVERIFIED if UNVERIFIED in mine else PASS)
                if a.checks and not mine:
                    row["verdict"] = "superseded"
            actions.append(row)

        failed_checks: list[dict[str, Any]] = []
        for i, (v, _how) in results.items():
            if v == FAIL and len(failed_checks) < 5:
                c = self._checks[i]
                entry: dict[str, Any] = {"kind": c.kind, "path": clean_path(c.path) or "?"}
                if c.kind == "param" and c.key:
                    entry["param"] = _clean_name(c.key)
                failed_checks.append(entry)

        consents: dict[str, int] = {}
        for d in self.decisions:
            consents[d] = consents.get(d, 0) + 1
        executed = [a for a in self._actions.values() if a.outcome != "refused"]
        receipt: dict[str, Any] = {
            "id": self.id,
            "version": VERSION,
            "gen_ai.operation.name": "invoke_agent",
            "gen_ai.conversation.id": self.session_id,
            "turn": self.turn,
            "started_at": _iso(self.started),
            "ended_at": _iso(ended),
            "duration_ms": max(0, int((self.clock.monotonic() - self._t0) * 1000)),
            "tier": {"requested": self.tier, "effective": self.effective_tier or self.tier},
            "grounding": self.grounding,
            "goal": self.goal,
            "actions": actions,
            "consents": consents,
            "recovery": {"retries": self.retries, "fallbacks": self.fallbacks},
            "verification": {
                "auto": self.auto_verify_ran,
                "calls": self._verification_calls,
                "checks": {"total": len(results), "passed": passed, "failed": failed, "unverified": unverified,
                           "superseded": len(self._superseded)},
                "failed": failed_checks,
            },
            "status": status,
            "verdict": verdict,
            "counts": {
                "actions": len(self._actions),
                "mutations": sum(1 for a in executed if a.mutation),
                "errors": sum(1 for a in executed if a.outcome in ("error", "ambiguous")),
                "refused": len(self._actions) - len(executed),
                "verification_calls": len(self._verification_calls),
            },
            "truncated": False,
        }
        if self.mode:
            receipt["mode"] = self.mode
        if error is not None:
            receipt["error.type"] = _clean_code(type(error).__name__ if isinstance(error, BaseException) else "error")
            message = str(error) if not isinstance(error, str) else error
            if message:
                receipt["error.message"] = _redacted_text(message, 160)
        if self._tainted:
            receipt = _scrub(receipt, sorted(self._tainted, key=len, reverse=True))
        # room for the observer's `saved` / `not_saved` flags under the cap
        self._receipt = fit_receipt(receipt, MAX_RECEIPT_BYTES - 64)
        return self._receipt


def _strings(value: Any, out: list[str], budget: list[int]) -> None:
    """Collect the strings inside `value` (keys too) until `budget` characters are taken."""
    if budget[0] <= 0:
        return
    if isinstance(value, str):
        if value:
            out.append(value[: budget[0]])
            budget[0] -= len(out[-1]) + 1
    elif isinstance(value, dict):
        for k, v in list(value.items())[:200]:
            _strings(k, out, budget)
            _strings(v, out, budget)
    elif isinstance(value, (list, tuple)):
        for v in list(value)[:200]:
            _strings(v, out, budget)


def _scrub(value: Any, needles: list[str]) -> Any:
    """`value` with every tainted secret replaced in every string (keys and values)."""
    if isinstance(value, str):
        for needle in needles:
            if needle in value:
                value = value.replace(needle, "[REDACTED]")
        return value
    if isinstance(value, dict):
        return {_scrub(k, needles): _scrub(v, needles) for k, v in value.items()}
    if isinstance(value, list):
        return [_scrub(v, needles) for v in value]
    return value


def _with_seq(obs: Observation, seq: int) -> Observation:
    return Observation(obs.kind, obs.path, obs.key, obs.value, obs.exists, seq)


def _grounding(raw: Any) -> dict[str, Any]:
    raw = raw if isinstance(raw, dict) else {}
    revision = raw.get("brief")
    context = raw.get("context") if isinstance(raw.get("context"), list) else []
    disclosure = raw.get("disclosure") if isinstance(raw.get("disclosure"), dict) else {}
    skills = raw.get("skills") if isinstance(raw.get("skills"), list) else []
    ids = [i for i in (_clean_name(x, "") for x in context) if i]
    names = [n for n in (_clean_name(x, "") for x in skills) if n]
    return {
        "brief": {"present": revision not in (None, "", False),
                  "revision": _clean_name(str(revision), "") or None if revision not in (None, "", False) else None},
        "context": {"present": bool(context), "ids": ids[:MAX_IDS], "count": len(context),
                    "stubs": sum(1 for v in disclosure.values() if v == "stub")},
        "skills": {"present": bool(skills), "names": names[:MAX_IDS]},
    }


# ----------------------------------------------------------------------------- the cap


def fit_receipt(receipt: dict[str, Any], limit: int = MAX_RECEIPT_BYTES) -> dict[str, Any]:
    """`receipt` shrunk until it serialises to at most `limit` bytes.

    Order: drop verification call details, keep the first and last actions (3, 2, 1, 0 of
    each) with a count of the rest, shorten the goal and the id lists; a minimal receipt of
    counts is the last resort. `truncated` says whether anything was dropped.
    """
    if receipt_bytes(receipt) <= limit:
        return receipt
    r: dict[str, Any] = json.loads(json.dumps(receipt))  # a private copy to cut down
    r["truncated"] = True
    calls = r["verification"].pop("calls", [])
    r["verification"]["calls_omitted"] = len(calls)
    if receipt_bytes(r) <= limit:
        return r
    actions = r["actions"]
    for keep in range(MAX_ACTIONS_KEPT, -1, -1):
        if len(actions) > 2 * keep:
            r["actions"] = actions[:keep] + actions[len(actions) - keep:] if keep else []
            r["actions_omitted"] = len(actions) - 2 * keep
        if receipt_bytes(r) <= limit:
            return r
    r["goal"] = r["goal"][:79] + "\u2026" if len(r["goal"]) > 80 else r["goal"]
    r["grounding"]["context"]["ids"] = []
    r["grounding"]["skills"]["names"] = []
    r["verification"]["failed"] = r["verification"]["failed"][:1]
    r.pop("error.message", None)
    if receipt_bytes(r) <= limit:
        return r
    minimal = {k: receipt.get(k) for k in ("id", "version", "gen_ai.operation.name", "turn", "started_at",
                                          "ended_at", "duration_ms", "status", "verdict", "counts")}
    minimal.update({"goal": "", "actions": [], "actions_omitted": len(actions), "truncated": True,
                    "gen_ai.conversation.id": None})
    return minimal


# ----------------------------------------------------------------------------- presenting


def summary_line(receipt: dict[str, Any]) -> str:
    """One line for after a chat turn, e.g. `PASS · 2 actions verified`."""
    verdict = receipt.get("verdict", UNVERIFIED)
    counts = receipt.get("counts") or {}
    checks = (receipt.get("verification") or {}).get("checks") or {}
    mutations = int(counts.get("mutations", 0))
    plural = "action" if mutations == 1 else "actions"
    if verdict == PASS:
        text = f"PASS \u00b7 {mutations} {plural} verified" if mutations else "PASS \u00b7 no changes"
    elif verdict == FAIL:
        text = f"FAIL \u00b7 {checks.get('failed', 0)} of {checks.get('total', 0)} checks contradicted"
        first = ((receipt.get("verification") or {}).get("failed") or [{}])[0]
        if first.get("path"):
            text += f" ({first['kind']} {first['path']}" + (f".{first['param']}" if first.get("param") else "") + ")"
    else:
        text = f"UNVERIFIED \u00b7 {checks.get('unverified', 0)} of {checks.get('total', 0)} checks without evidence"
    status = receipt.get("status")
    if status and status != "success":
        text += f" \u00b7 turn {status}"
    return text
