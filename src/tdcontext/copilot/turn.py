"""The copilot's turn loop: one user prompt in, an answer (or a clear stop) out.

    observe skills -> brief block (once per turn) -> gated context block (once per turn)
    -> per step: history_hook(history) -> [system] + history + [ephemeral] -> streamed model call
       -> tool calls: tier -> consent -> run -> cap -> history
    -> until an answer, max_steps, a loop (the same call a third time), an error or a cancel
    -> append the turn's plain messages (never the ephemeral one) to sessions/<id>.jsonl

Hooks for receipts and continuity (objects with any of these methods; missing ones are skipped,
and an observer that raises is logged and ignored - it never changes the answer):
    turn_started(*, session_id, turn, prompt, grounding)
        grounding = {"brief": revision|None, "context": [ids], "disclosure": {id: "full"|"stub"},
                     "skills": [names], "private": bool, "live": bool (perform mode),
                     "tier": {"requested", "effective"}}
    consent_decided(*, call_id, tool, server, tier, decision)
    tool_finished(*, call_id, tool, server, tier, arguments, result_text, structured, is_error, duration_ms)
    recovery_noted(*, kind)                      "retry" when the request is retried after an emergency fold
    turn_ended(*, status, error, call_tool)      call_tool(server, tool, arguments) -> (text, structured,
                                                  is_error), read-only tools only
    history_hook(history, *, session, budget[, emergency=True]) -> history
        called at each step boundary; on ContextTooLongError once more with emergency=True and the
        request is retried once.

History items are session-log records; `to_chat_message` turns them into chat messages. Records
with `seq` None belong to the running turn and are logged when it ends: a fold must leave them
alone (the turn tracks them by identity, so a hook may return a shorter or reindexed list). Invariant: request n+1 begins with request n minus its trailing
ephemeral message, byte for byte (see prompt.py for why), and the history stays balanced: every
assistant tool call has its tool message, even after a cancel or a stop.
"""

from __future__ import annotations

import json
import logging
import threading
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any

from ..brief import read_brief as read_brief_state
from ..brief import render_brief_block, resolve_root
from ..config import Settings
from ..continuity.log import SessionLog
from ..errors import (
    ContextTooLongError,
    InvalidInputError,
    NotConfiguredError,
    TdcontextError,
)
from ..textsafety import redact
from ..tokens import count_tokens, truncate_to_tokens
from .consent import ConsentPolicy, refusal_text
from .engine_tools import engine_tools
from .llm import AssistantReply, Cancelled, LLMClient, Usage, canonical_json
from .prompt import assemble, base_system_prompt, ephemeral_message
from .tools import MCPHub, ToolRegistry, ToolResult, cap_result

log = logging.getLogger("tdcontext.copilot")

__all__ = ["STATUSES", "CopilotSession", "TurnResult", "run_turn"]

STATUSES = ("success", "failed", "cancelled", "max_steps")
LOOP_LIMIT = 3
SKILLS_NOTE = "[tdcontext skill packs]"
OUTPUT_RESERVE_TOKENS = 16_000

HistoryHook = Callable[..., list[dict[str, Any]]]


@dataclass
class TurnResult:
    """What one turn did. `tool_calls` items: {"name", "tier", "outcome"}."""

    answer: str
    status: str
    session_id: str
    turn: int
    tool_calls: list[dict[str, Any]] = field(default_factory=list)
    usage: Usage = field(default_factory=Usage)
    error: str | None = None
    steps: int = 0
    warnings: list[str] = field(default_factory=list)

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"answer": self.answer, "status": self.status, "session_id": self.session_id,
                               "tool_calls": self.tool_calls, "usage": self.usage.to_dict()}
        if self.error:
            out["error"] = self.error
        if self.warnings:
            out["warnings"] = self.warnings
        return out


def _notify(observers: Iterable[Any], method: str, **kwargs: Any) -> None:
    for observer in observers:
        fn = getattr(observer, method, None)
        if fn is None:
            continue
        try:
            fn(**kwargs)
        except Exception:  # an observer (receipts, panels) must never change the turn's answer
            log.warning("observer %s.%s failed", type(observer).__name__, method, exc_info=True)


class CopilotSession:
    """One copilot session: its log, history, skill set, tools, consent memory and usage."""

    def __init__(
        self,
        engine: Any,
        llm: LLMClient,
        *,
        settings: Settings | None = None,
        hub: MCPHub | None = None,
        consent: ConsentPolicy | None = None,
        session_id: str | None = None,
        resume: bool = False,
        observers: Iterable[Any] = (),
        history_hook: HistoryHook | None = None,
        root_provider: Any = None,
    ) -> None:
        self.engine = engine
        self.settings: Settings = settings or engine.settings
        self.llm = llm
        self.hub = hub
        self.consent = consent or ConsentPolicy()
        self.consent.live = self.consent.live or self.settings.live  # live = true in config always wins
        self.observers: list[Any] = list(observers)
        self.history_hook = history_hook
        self.root_provider = root_provider
        sessions_dir = self.settings.sessions_dir
        if resume and session_id:
            self.log = SessionLog.open(sessions_dir, session_id)
            self.history: list[dict[str, Any]] = self.log.history()
            self._grounding: dict[str, Any] = {}
            self.turn = max((int(r.get("turn") or 0) for r in self.log.records()), default=0)
        else:
            self.log = SessionLog.create(sessions_dir, session_id)
            self.history = []
            self.turn = 0
        self.skills = engine.skill_session()
        self.usage = Usage()
        for record in self.history if resume else ():  # a resumed session keeps counting its usage
            used = (record.get("meta") or {}).get("usage")
            if record.get("role") == "assistant" and isinstance(used, dict):
                self.usage.add(Usage(prompt_tokens=int(used.get("prompt_tokens", 0)),
                                     completion_tokens=int(used.get("completion_tokens", 0)),
                                     cache_hit_tokens=int(used.get("prompt_cache_hit_tokens", 0)),
                                     cache_miss_tokens=int(used.get("prompt_cache_miss_tokens", 0)),
                                     requests=int(used.get("requests", 0))))
        self.full_results: dict[str, str] = {}
        self.last_context: dict[str, Any] = {}
        self.last_request: list[dict[str, Any]] = []
        self._skills_section: tuple[tuple[str, ...], str] = ((), "")
        self._new: list[dict[str, Any]] = []
        # continuity's standing section (what a gist is, how to load the original) joins the
        # byte-stable system prompt once, so it is never folded and never changes
        section = getattr(history_hook, "system_section", None)
        self.system_prompt = base_system_prompt() + (f"\n\n{section}" if isinstance(section, str) and section else "")
        self.warnings: list[str] = []
        self.owns_engine = False
        self._last_connect = time.monotonic()
        if hub is not None:
            hub.connect()
            self.warnings.extend(hub.warnings)
        self.tools = ToolRegistry(engine_tools(engine, self.skills, self.read_result,
                                               session_id=(lambda: self.session_id) if section else None), hub,
                                  tier_overrides=self.settings.tool_tiers)
        self._tools_json = self.tools.openai_tools()
        self._fixed_tokens = count_tokens(self.system_prompt) + count_tokens(json.dumps(self._tools_json))

    #: A server that was down is tried again at the start of a turn, at most this often.
    reconnect_seconds = 30.0

    @property
    def session_id(self) -> str:
        return self.log.session_id

    def _reconnect(self, event: Callable[[dict[str, Any]], None]) -> None:
        """Started before TouchDesigner? Pick its tools up once it answers (the tool list changes once)."""
        hub = self.hub
        if hub is None or time.monotonic() - self._last_connect < self.reconnect_seconds:
            return
        down = [name for name, state in hub.status().items() if state["error"]]
        if not down:
            return
        self._last_connect = time.monotonic()
        outcome = hub.connect()
        back = [name for name in down if outcome.get(name) is None]
        if back:
            self.tools.refresh()
            self._tools_json = self.tools.openai_tools()
            self._fixed_tokens = count_tokens(self.system_prompt) + count_tokens(json.dumps(self._tools_json))
            event({"type": "servers_back", "servers": back})

    def close(self) -> None:
        if self.hub is not None:
            self.hub.close()
        self.llm.close()
        if self.owns_engine:
            self.engine.close()

    # ---- helpers -----------------------------------------------------------------------------

    def read_result(self, call_id: str, offset: int) -> str:
        """A page of a full (uncapped) tool result, from this session's memory or its log."""
        text = self.full_results.get(call_id)
        if text is None:
            for record in self.log.messages():
                if record.get("role") == "tool" and record.get("tool_call_id") == call_id:
                    meta = record.get("meta") or {}
                    text = meta.get("full_content") or record.get("content")
        if text is None:
            raise InvalidInputError(f"no tool result with call_id {call_id!r} in this session")
        if offset < 0 or offset > len(text):
            raise InvalidInputError(f"offset {offset} is outside the result (0-{len(text)})")
        # A log excerpt shown to a model: credential-like text is redacted (promise 4); offsets
        # count characters of the stored, unredacted result.
        page, cut = cap_result(text[offset:], self.settings.tool_result_cap_tokens, call_id=call_id)
        if cut is None:
            return redact(page)
        shown = cut["shown_chars"]
        return redact(page[:shown]) + (f"\n\n[tdcontext: characters {offset:,}-{offset + shown:,} of {len(text):,}; "
                                       f"next: td_read_result(call_id=\"{call_id}\", offset={offset + shown})]")

    def brief(self) -> tuple[str, str | None, str]:
        """(block, revision, status) for this turn: status ok | absent | not_configured | error."""
        try:
            root = resolve_root(None, self.root_provider)
        except NotConfiguredError:
            return "", None, "not_configured"
        except TdcontextError as exc:
            return "", None, f"error: {exc}"
        try:
            state = read_brief_state(root)
        except TdcontextError as exc:
            return f"PROJECT BRIEF: unavailable ({exc.type_name}: {redact(str(exc))})", None, "error"
        if state is None:
            return "", None, "absent"
        return render_brief_block(state), state.revision, "ok"

    def skills_section(self) -> str:
        """The active packs' section for the tail, rendered once per active set (tokenising costs ms).

        With `skills_placement = "history"` the tail only names the packs: their bodies were
        appended to the history once (see `_announce_skills`).
        """
        names = self.skills.active_names()
        if self.settings.skills_placement == "history":
            if not names:
                return ""
            return (f"## ACTIVE SKILL PACKS\n{', '.join(names)} (their guidance was given earlier in this "
                    "conversation, under \"[tdcontext skill packs]\")")
        if names != self._skills_section[0]:
            self._skills_section = (names, self.skills.render_section())
        return self._skills_section[1]

    def _announce_skills(self, turn: int) -> None:
        """`skills_placement = "history"`: append a pack's body to the history once, when it becomes
        active (cached from then on), and a one-line note when the active set changes. A body that
        a continuity fold removed is sent again."""
        if self.settings.skills_placement != "history":
            return
        active = self.skills.active_names()
        bodies: set[str] = set()
        announced: list[str] = []
        for record in self.history:
            meta = record.get("meta") or {}
            if isinstance(meta.get("skills_active"), list):
                announced = [str(n) for n in meta["skills_active"]]
                bodies.update(str(n) for n in meta.get("skills_bodies") or [])
        new = [n for n in active if n not in bodies]
        gone = [n for n in announced if n not in active]
        if not new and not gone and list(active) == announced:
            return
        parts = [(f"{SKILLS_NOTE} Active skill packs now: {', '.join(active) or 'none'}. Task-specific "
                 "TouchDesigner guidance the user activated; apply it where it fits.")]
        if gone:
            parts.append(f"No longer active: {', '.join(gone)}; stop applying their guidance.")
        for name in new:
            body = self.skills.loader.get(name).body
            parts.append(f"### Skill: {name}\n{truncate_to_tokens(body, self.skills.budget_tokens)}")
        self._append({"seq": None, "turn": turn, "role": "user", "content": "\n\n".join(parts),
                      "meta": {"skills_active": list(active), "skills_bodies": new}})

    def _recall_hint(self, prompt: str) -> str:
        """The facets' one-line `[recall?]` hint for this prompt; "" whenever facets cannot tell."""
        visible = {int(r["seq"]) for r in self.history if r.get("seq") is not None and not r.get("gist_of")}
        try:
            return str(self.engine.facets.recall_hint(prompt, self.session_id, visible))
        except TdcontextError as exc:
            log.debug("no recall hint: %s", exc)
            return ""

    def _context(self, prompt: str) -> tuple[str, dict[str, Any]]:
        try:
            result = self.engine.context(prompt)
        except TdcontextError as exc:
            log.warning("context unavailable: %s", exc)
            return "", {"entries": [], "notes": [str(exc)], "block": ""}
        return result.block, result.to_dict()

    def history_budget(self, ephemeral: dict[str, Any]) -> int:
        return max(0, self.settings.llm_context_tokens - self._fixed_tokens
                   - count_tokens(str(ephemeral.get("content", ""))) - OUTPUT_RESERVE_TOKENS)

    def _call_tool_for_observer(self, server: str, tool: str, arguments: dict[str, Any]) -> tuple[str, Any, bool]:
        spec = self.tools.find(server, tool)
        if spec is None:
            return f"no tool {tool!r} on server {server!r}", None, True
        if self.tools.tier_of(spec.name, arguments) != "read-only":
            return f"{tool} is not read-only; verification calls must be read-only", None, True
        result = self.tools.call(spec.name, arguments)
        return result.text, result.structured, result.is_error

    # ---- the turn ----------------------------------------------------------------------------

    def run_turn(
        self,
        prompt: str,
        *,
        on_text: Callable[[str], None] | None = None,
        on_event: Callable[[dict[str, Any]], None] | None = None,
        cancel: threading.Event | None = None,
        observers: Iterable[Any] = (),
        history_hook: HistoryHook | None = None,
        private: bool = False,
    ) -> TurnResult:
        """Run one turn; never raises for model, tool or consent trouble (see `status`)."""
        if not isinstance(prompt, str) or not prompt.strip():
            raise InvalidInputError("the prompt is empty; type what you want the copilot to do")
        watchers = [*self.observers, *observers]
        hook = history_hook or self.history_hook
        cancel = cancel or threading.Event()
        user_event = on_event or (lambda e: None)

        def event(e: dict[str, Any]) -> None:
            if e.get("type") == "emergency_fold":  # a fold and a retried request: recovery evidence
                _notify(watchers, "recovery_noted", kind="retry")
            user_event(e)

        self.turn += 1
        turn = self.turn
        result = TurnResult(answer="", status="success", session_id=self.session_id, turn=turn)
        self._new = []  # this turn's records, by identity (a fold may reindex history)
        pending_calls: list[str] = []  # tool-call ids in the history still waiting for a tool message
        try:
            self._reconnect(event)
            observed = self.skills.observe(prompt)
            if observed.loaded or observed.unloaded:
                event({"type": "skills", "loaded": list(observed.loaded), "unloaded": list(observed.unloaded)})
            brief_block, brief_revision, brief_status = self.brief()
            context_block, context_info = self._context(prompt)
            self.last_context = {**context_info, "brief_status": brief_status}
            entries = context_info.get("entries", [])
            grounding = {
                "brief": brief_revision,
                "context": [e["id"] for e in entries],
                "disclosure": {e["id"]: e.get("disclosure")  # set by the gate (issue 11)
                               or ("stub" if e.get("content_type") == "instruction" else "full")
                               for e in entries},
                "skills": list(self.skills.active_names()),
                "private": private,
                "live": self.consent.live,
                "tier": dict(zip(("requested", "effective"), self.consent.tier_limits(), strict=True)),
            }
            _notify(watchers, "turn_started", session_id=self.session_id, turn=turn, prompt=prompt,
                    grounding=grounding)
            self._grounding = {k: grounding[k] for k in ("brief", "context", "disclosure", "skills")}
            hint = self._recall_hint(prompt)
            if hint:
                context_block = f"{context_block}\n\n{hint}" if context_block else hint
                event({"type": "recall_hint", "hint": hint})
            self._loop(prompt, turn, brief_block, context_block, result, watchers, hook, cancel, on_text, event,
                       pending_calls)
        except (Cancelled, KeyboardInterrupt):
            result.status = "cancelled"
            result.error = "cancelled by the user"
            event({"type": "cancelled"})
        except TdcontextError as exc:
            result.status = "failed"
            result.error = str(exc)
            event({"type": "error", "message": str(exc)})
        finally:
            self._finish(prompt, turn, pending_calls, result, watchers)
        return result

    def _loop(self, prompt: str, turn: int, brief_block: str, context_block: str, result: TurnResult,
              watchers: list[Any], hook: HistoryHook | None, cancel: threading.Event,
              on_text: Callable[[str], None] | None, event: Callable[[dict[str, Any]], None],
              pending_calls: list[str]) -> None:
        seen: dict[str, int] = {}
        for step in range(1, self.settings.max_steps + 1):
            if cancel.is_set():
                raise Cancelled()
            result.steps = step
            ephemeral = ephemeral_message(skills=self.skills_section(), brief=brief_block,
                                          context=context_block, prompt=prompt if step == 1 else None)
            if hook is not None:
                self.history = list(hook(self.history, session=self, budget=self.history_budget(ephemeral)))
            self._announce_skills(turn)  # after a fold, so a folded-away pack body is sent again
            reply = self._request(ephemeral, hook, cancel, on_text, event)
            result.usage.add(reply.usage)
            self.usage.add(reply.usage)
            if step == 1:  # meta (ids and disclosure only, never the blocks) is logged, never sent
                self._append({"seq": None, "turn": turn, "role": "user", "content": prompt,
                              "meta": {"grounding": self._grounding}})
            message = reply.to_message()
            self._append({"seq": None, "turn": turn, **message, "meta": {"usage": reply.usage.to_dict()}})
            if not reply.tool_calls:
                result.answer = reply.content
                return
            pending_calls.extend(c.id for c in reply.tool_calls)
            for call in reply.tool_calls:
                if cancel.is_set():
                    raise Cancelled()
                stop = self._run_call(call.id, call.name, call.arguments, turn, seen, result, watchers, event)
                pending_calls.remove(call.id)
                if stop:
                    for rest in list(pending_calls):
                        self._tool_message(turn, rest, "NOT RUN: the turn was stopped.", {"outcome": "stopped"})
                        pending_calls.remove(rest)
                    return
        result.status = "max_steps"
        result.error = (f"stopped after {self.settings.max_steps} model steps without a final answer; "
                        "ask again to continue, or raise max_steps in config.toml")
        event({"type": "max_steps", "steps": self.settings.max_steps})

    def _request(self, ephemeral: dict[str, Any], hook: HistoryHook | None, cancel: threading.Event,
                 on_text: Callable[[str], None] | None, event: Callable[[dict[str, Any]], None]) -> AssistantReply:
        messages = assemble(self.system_prompt, self.history, ephemeral)
        event({"type": "request", "messages": len(messages)})
        self.last_request = messages
        try:
            return self.llm.stream(messages, self._tools_json, on_text=on_text, cancel=cancel)
        except ContextTooLongError:
            if hook is None:
                raise
            event({"type": "emergency_fold"})
            self.history = list(hook(self.history, session=self, budget=self.history_budget(ephemeral),
                                     emergency=True))
            messages = assemble(self.system_prompt, self.history, ephemeral)
            self.last_request = messages
            return self.llm.stream(messages, self._tools_json, on_text=on_text, cancel=cancel)

    def _tool_message(self, turn: int, call_id: str, content: str, meta: dict[str, Any]) -> None:
        self._append({"seq": None, "turn": turn, "role": "tool", "content": content,
                             "tool_call_id": call_id, "meta": meta})

    def _run_call(self, call_id: str, name: str, raw_args: str, turn: int, seen: dict[str, int],
                  result: TurnResult, watchers: list[Any], event: Callable[[dict[str, Any]], None]) -> bool:
        """Run (or refuse) one call and append its tool message. True: stop the turn."""
        try:
            arguments = json.loads(raw_args or "{}")
        except (ValueError, RecursionError) as exc:
            arguments = f"invalid JSON ({exc})"
        if not isinstance(arguments, dict):
            why = arguments if isinstance(arguments, str) else f"a JSON {type(arguments).__name__}"
            self._tool_message(turn, call_id, f"NOT RUN: the arguments must be a JSON object, got {why}; fix them.",
                               {"outcome": "bad_arguments"})
            result.tool_calls.append({"name": name, "tier": "unknown", "outcome": "bad_arguments"})
            return False
        spec = self.tools.specs.get(name)
        if spec is None:
            text = self.tools.call(name, arguments).text
            self._tool_message(turn, call_id, text, {"outcome": "unknown_tool"})
            result.tool_calls.append({"name": name, "tier": "unknown", "outcome": "unknown_tool"})
            return False
        tier = self.tools.tier_of(name, arguments)
        key = name + canonical_json(arguments)
        seen[key] = seen.get(key, 0) + 1
        if seen[key] >= LOOP_LIMIT:
            message = (f"stopped: the model made the same call ({name} with the same arguments) {LOOP_LIMIT} "
                       "times in one turn; rephrase the request or check the tool's result")
            self._tool_message(turn, call_id, f"NOT RUN: {message}", {"outcome": "loop_stopped", "tier": tier})
            result.tool_calls.append({"name": name, "tier": tier, "outcome": "loop_stopped"})
            result.status = "failed"
            result.error = message
            event({"type": "loop", "tool": name})
            return True
        decision = self.consent.decide(name, spec.server, tier, arguments)
        _notify(watchers, "consent_decided", call_id=call_id, tool=spec.tool, server=spec.server, tier=tier,
                decision=decision.decision)
        event({"type": "tool", "name": name, "tier": tier, "decision": decision.decision})
        if not decision.allowed:
            self._tool_message(turn, call_id, refusal_text(name, tier, decision),
                               {"outcome": decision.decision, "tier": tier, "consent": decision.decision})
            result.tool_calls.append({"name": name, "tier": tier, "outcome": decision.decision})
            return False
        started = time.monotonic()
        outcome: ToolResult = self.tools.call(name, arguments)
        duration_ms = int((time.monotonic() - started) * 1000)
        _notify(watchers, "tool_finished", call_id=call_id, tool=spec.tool, server=spec.server, tier=tier,
                arguments=arguments, result_text=outcome.text, structured=outcome.structured,
                is_error=outcome.is_error, duration_ms=duration_ms)
        shown, cut = cap_result(outcome.text, self.settings.tool_result_cap_tokens, call_id=call_id)
        meta: dict[str, Any] = {"outcome": "error" if outcome.is_error else "ok", "tier": tier,
                                "consent": decision.decision, "server": spec.server, "duration_ms": duration_ms}
        if cut is not None:
            self.full_results[call_id] = outcome.text
            meta["full_content"] = outcome.text
            meta["cut"] = cut
        if outcome.is_error:
            shown = shown if shown.startswith("ERROR") else f"ERROR: {shown}"
        self._tool_message(turn, call_id, shown, meta)
        result.tool_calls.append({"name": name, "tier": tier, "outcome": meta["outcome"]})
        event({"type": "tool_done", "name": name, "is_error": outcome.is_error, "duration_ms": duration_ms})
        return False

    def _append(self, record: dict[str, Any]) -> None:
        self.history.append(record)
        self._new.append(record)

    def _finish(self, prompt: str, turn: int, pending_calls: list[str], result: TurnResult,
                watchers: list[Any]) -> None:
        new = self._new
        if not any(r.get("role") == "user" and r.get("turn") == turn for r in new):
            # the first request never completed: keep the prompt, so the log shows what was asked
            # (nothing of this turn is in the history yet, so the prompt goes at the end)
            self._append({"seq": None, "turn": turn, "role": "user", "content": prompt})
        names = {c["id"]: c["function"]["name"] for r in new for c in (r.get("tool_calls") or [])}
        answered = {r.get("tool_call_id") for r in new if r.get("role") == "tool"}
        for call_id in [c for c in pending_calls if c not in answered]:  # every tool call gets its tool message
            self._tool_message(turn, call_id, f"NOT RUN: the turn ended ({result.status}).",
                               {"outcome": result.status})
            result.tool_calls.append({"name": names.get(call_id, "?"), "tier": "unknown",
                                      "outcome": result.status})
        pending_calls.clear()
        _notify(watchers, "turn_ended", status=result.status, error=result.error,
                call_tool=self._call_tool_for_observer)
        records = [{k: v for k, v in r.items() if k != "seq"} for r in self._new]
        if result.status != "success":
            records.append({"kind": "event", "event": result.status, "error": result.error, "turn": turn})
        try:
            seqs = self.log.append(records, turn=turn)
        except (TdcontextError, OSError) as exc:  # the answer stands; say the log failed
            result.warnings.append(f"the session log could not be written: {exc}")
            return
        message_seqs = iter(seqs)
        for record in self._new:
            record["seq"] = next(message_seqs)
        if self.settings.facets_scan:
            self.engine.facets.start_background_scan()  # tagging never sits on the turn's hot path
        result.warnings.extend(self.warnings)
        self.warnings = []


def run_turn(session: CopilotSession, prompt: str, **options: Any) -> TurnResult:
    """Run one turn of `session` (see CopilotSession.run_turn)."""
    return session.run_turn(prompt, **options)
