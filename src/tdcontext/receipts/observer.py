"""The copilot's receipt observer: turns the turn hooks into exactly one receipt per turn.

Plug it into `copilot/turn.py` as an observer. The hooks (see the copilot's turn module):

    turn_started(*, session_id, turn, prompt, grounding, **extra)
        grounding["private"] (chat /private) or ["noPersist"]: never persist this turn;
        grounding["live"] (perform mode): never persist
        grounding["tier"] = {"requested", "effective"}: the turn's tier limits
        extra (optional): tier, effective_tier, mode ("perform"/"live" never persist), no_persist
    consent_decided(*, call_id, tool, server, tier, decision)
    tool_finished(*, call_id, tool, server, tier, arguments, result_text, structured, is_error, duration_ms)
    turn_ended(*, status, error, call_tool)  -> the receipt dict
    recovery_noted(*, kind)                  "retry" | "fallback" made by the copilot itself

At turn end, when auto-verify is on (the default) and the turn was not cancelled, the
observer issues the read-only checks the adapters plan through `call_tool` and records
them as verification calls. The receipt is then persisted unless a skip rule applies:
persistence off (the default), `no_persist` (ask --no-receipt-persist, chat /private, a
request's noPersist), perform/live mode, or a panic/blackout/emergency tool in the turn.

Invariants: every turn that starts is finalised exactly once, including a turn whose
`turn_ended` never came (it is closed as `failed` when the next turn starts); a hook never
raises into the copilot; a storage failure is logged once and changes nothing else.
"""

from __future__ import annotations

import logging
import re
import threading
from collections import deque
from typing import Any

from .receipt import Clock, ReceiptBuilder, SystemClock, summary_line
from .store import ReceiptStore, ReceiptStoreError, persist_safely

__all__ = ["ReceiptObserver", "skip_reason"]

log = logging.getLogger("tdcontext.receipts")

EMERGENCY_TOOL = re.compile(r"panic|blackout|emergency", re.IGNORECASE)
LIVE_MODES = frozenset({"perform", "live"})


def skip_reason(builder: ReceiptBuilder, *, persist: bool, no_persist: bool = False) -> str | None:
    """Why this turn's receipt must not be written, or None to write it."""
    if not persist:
        return "persistence_off"
    if builder.no_persist or no_persist:
        return "no_persist"
    if (builder.mode or "").lower() in LIVE_MODES or "perform_mode_refused" in builder.decisions:
        return "perform_mode"
    if any(EMERGENCY_TOOL.search(name) for name in builder.tool_names):
        return "emergency_tool"
    return None


class ReceiptObserver:
    """One per copilot session (or per `ask`). Thread-safe."""

    def __init__(
        self,
        *,
        store: ReceiptStore | None = None,
        persist: bool = False,
        auto_verify: bool = True,
        no_persist: bool = False,
        verify_limit: int = 8,
        verify_budget_seconds: float = 5.0,
        clock: Clock | None = None,
    ) -> None:
        self.store = store
        self.persist = persist and store is not None
        self.auto_verify = auto_verify
        self.no_persist = no_persist
        self.verify_limit = verify_limit
        self.verify_budget_seconds = verify_budget_seconds
        self.clock: Clock = clock or SystemClock()
        self.history: deque[dict[str, Any]] = deque(maxlen=50)
        self._lock = threading.RLock()
        self._current: ReceiptBuilder | None = None
        self._private_next = False
        self.last_receipt: dict[str, Any] | None = None

    @classmethod
    def from_settings(cls, settings: Any, **kwargs: Any) -> ReceiptObserver:
        """Persistence and auto-verify as configured (TDCONTEXT_RECEIPTS, TDCONTEXT_RECEIPTS_AUTO_VERIFY)."""
        persist = settings.receipts == "persist"
        kwargs.setdefault("auto_verify", settings.receipts_auto_verify)
        return cls(store=ReceiptStore(settings.receipts_store_path), persist=persist, **kwargs)

    def private_next_turn(self) -> None:
        """The next turn's receipt is built and shown but never written (chat's /private)."""
        with self._lock:
            self._private_next = True

    # ---- hooks -----------------------------------------------------------------------------

    def turn_started(self, *, session_id: Any = None, turn: Any = None, prompt: Any = "",
                     grounding: Any = None, **extra: Any) -> None:
        with self._lock:
            try:
                if self._current is not None and not self._current.finalized:
                    self._close(self._current, "failed", "the turn ended without a receipt", None)
                g = grounding if isinstance(grounding, dict) else {}
                no_persist = bool(extra.get("no_persist") or extra.get("noPersist") or g.get("private")
                                  or g.get("noPersist") or self._private_next)
                self._private_next = False
                mode = extra.get("mode") or ("live" if g.get("live") else None)
                tiers: dict[str, Any] = g["tier"] if isinstance(g.get("tier"), dict) else {}
                self._current = ReceiptBuilder(
                    session_id=session_id, turn=turn, prompt=prompt if isinstance(prompt, str) else "",
                    grounding=grounding, tier=extra.get("tier") or tiers.get("requested"),
                    effective_tier=extra.get("effective_tier") or tiers.get("effective"),
                    mode=mode, no_persist=no_persist, clock=self.clock,
                )
            except Exception:
                log.exception("receipt observer: turn_started failed")

    def _builder(self) -> ReceiptBuilder:
        if self._current is None or self._current.finalized:
            self._current = ReceiptBuilder(clock=self.clock, no_persist=self._private_next)
            self._private_next = False
        return self._current

    def consent_decided(self, *, call_id: Any = None, tool: Any = None, server: Any = "", tier: Any = None,
                        decision: Any = None, **_extra: Any) -> None:
        with self._lock:
            try:
                self._builder().consent(call_id=call_id, tool=tool, server=server, tier=tier, decision=decision)
            except Exception:
                log.exception("receipt observer: consent_decided failed")

    def tool_finished(self, *, call_id: Any = None, tool: Any = None, server: Any = "", tier: Any = None,
                      arguments: Any = None, result_text: Any = None, structured: Any = None,
                      is_error: Any = False, duration_ms: Any = None, **_extra: Any) -> None:
        with self._lock:
            try:
                self._builder().tool(call_id=call_id, tool=tool, server=server, tier=tier, arguments=arguments,
                                     result_text=result_text, structured=structured, is_error=bool(is_error),
                                     duration_ms=duration_ms)
            except Exception:
                log.exception("receipt observer: tool_finished failed")

    def recovery_noted(self, *, kind: str, **_extra: Any) -> None:
        with self._lock:
            try:
                self._builder().recovery(kind)
            except Exception:
                log.exception("receipt observer: recovery_noted failed")

    def turn_ended(self, *, status: str = "success", error: Any = None, call_tool: Any = None,
                   **_extra: Any) -> dict[str, Any] | None:
        with self._lock:
            builder = self._current
            if builder is not None and builder.finalized:
                return self.last_receipt  # a duplicate finalisation changes nothing
            if builder is None:
                builder = ReceiptBuilder(clock=self.clock, no_persist=self._private_next)
                self._private_next = False
            try:
                return self._close(builder, status, error, call_tool)
            except Exception:
                log.exception("receipt observer: turn_ended failed")
                return None

    # ---- closing ---------------------------------------------------------------------------

    def _close(self, builder: ReceiptBuilder, status: str, error: Any, call_tool: Any) -> dict[str, Any]:
        if self.auto_verify and call_tool is not None and status != "cancelled":
            try:
                builder.verify(call_tool, limit=self.verify_limit, budget_seconds=self.verify_budget_seconds)
            except Exception:
                log.exception("receipt observer: auto-verify failed; the receipt stays UNVERIFIED where open")
        reason = skip_reason(builder, persist=self.persist, no_persist=self.no_persist)
        receipt = builder.finalize(status, error)
        receipt["saved"] = False
        if reason is None and self.store is not None:
            receipt["saved"] = True
            if not persist_safely(self.store, receipt):
                receipt["saved"] = False
                reason = "storage_error"
        if reason is not None:
            receipt["not_saved"] = reason
        self.last_receipt = receipt
        self.history.append(receipt)
        return receipt

    # ---- reading ---------------------------------------------------------------------------

    def recent(self, n: int = 5) -> list[dict[str, Any]]:
        """The newest `n` receipts: this session's (private ones included) and the stored ones."""
        with self._lock:
            mine = list(self.history)
        stored: list[dict[str, Any]] = []
        if self.store is not None:
            try:
                stored = self.store.read_all()
            except ReceiptStoreError:
                stored = []
        by_id = {r["id"]: r for r in stored}
        by_id.update({r["id"]: r for r in mine})
        return sorted(by_id.values(), key=lambda r: (str(r.get("ended_at")), str(r["id"])), reverse=True)[:n]

    @staticmethod
    def line(receipt: dict[str, Any]) -> str:
        return summary_line(receipt)
