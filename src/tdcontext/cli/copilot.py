"""`tdcontext ask | chat | sessions | doctor`: the built-in copilot's door.

A thin click adapter over `tdcontext.copilot`: parse, open a session, stream the answer to
stdout and progress to stderr, print. `ask` exits 0 on success, 1 on failed or max_steps,
130 when cancelled (with `--json` the JSON is printed first).

Invariant: no turn logic lives here; consent questions are the only interaction this module
adds (y / n / always, arguments shown with secrets redacted).
"""

from __future__ import annotations

import sys
import threading
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import click

from .main import ErrorPresentingGroup, emit, json_option

if TYPE_CHECKING:
    from ..copilot.consent import ConsentPolicy, ConsentRequest
    from ..copilot.turn import CopilotSession, TurnResult
    from ..receipts.observer import ReceiptObserver

PERFORM_BANNER = ("PERFORM MODE: destructive and code-execution tool calls are refused "
                  "(live = true or --live).")


def _settings(ctx: click.Context, **overrides: Any) -> Any:
    from ..config import load_settings

    obj = ctx.find_root().obj or {}
    return load_settings(home=obj.get("home"), retrieval_mode=obj.get("retrieval_mode"), **overrides)


def _open(ctx: click.Context, consent: ConsentPolicy, session_id: str | None, *, live: bool,
          no_receipt_persist: bool = False) -> tuple[CopilotSession, ReceiptObserver]:
    from ..copilot.setup import open_copilot

    settings = _settings(ctx, live=True if live else None)
    consent.live = settings.live
    session, receipts = open_copilot(settings, consent, session_id, no_receipt_persist=no_receipt_persist,
                                     on_fold=_folded)
    ctx.call_on_close(session.close)
    return session, receipts


def _receipt_line(receipts: ReceiptObserver) -> str | None:
    """`receipt PASS · 2 actions verified` (+ why it was not saved, when persistence is on)."""
    receipt = receipts.last_receipt
    if receipt is None:
        return None
    line = f"receipt {receipts.line(receipt)}"
    reason = receipt.get("not_saved")
    if reason and reason != "persistence_off":
        line += f" (not saved: {reason.replace('_', ' ')})"
    return line


def _folded(step: Any) -> None:
    for fold in step.folds:
        click.echo(f"· folded {fold.where} ({fold.tokens_before:,} -> "
                   f"{fold.tokens_after:,} tokens, {fold.reason}); the originals stay in the session log", err=True)


def _progress(event: dict[str, Any]) -> None:
    kind = event.get("type")
    if kind == "tool":
        click.echo(f"\n· {event['name']} [{event['tier']}] {event['decision']}", err=True)
    elif kind == "tool_done":
        mark = "error" if event.get("is_error") else "ok"
        click.echo(f"  {mark} ({event.get('duration_ms', 0)} ms)", err=True)
    elif kind == "skills":
        if event.get("loaded"):
            click.echo(f"· skills loaded: {', '.join(event['loaded'])}", err=True)
        if event.get("unloaded"):
            click.echo(f"· skills unloaded: {', '.join(event['unloaded'])}", err=True)
    elif kind == "servers_back":
        click.echo(f"· MCP server(s) {', '.join(event['servers'])} answer again; their tools are available",
                   err=True)
    elif kind == "emergency_fold":
        click.echo("· the history was too long for the model; folding and retrying once", err=True)


def _usage_line(session: CopilotSession, result: TurnResult | None = None) -> str:
    usage = session.usage
    share = usage.cache_hit_share
    price = session.settings.llm_prices.get(session.llm.config.model)
    cost = usage.cost(price if isinstance(price, dict) else None)
    parts = [f"{usage.requests} requests", f"{usage.prompt_tokens:,} prompt tokens"]
    parts.append(f"cache hit {share:.0%}" if share is not None else "cache hit n/a")
    parts.append(f"~${cost:.4f}" if cost is not None else
                 f"cost n/a (add [llm_prices.\"{session.llm.config.model}\"] to config.toml)")
    if result is not None:
        parts.insert(0, f"{result.status}, {len(result.tool_calls)} tool calls")
    return " · ".join(parts)


# --------------------------------------------------------------------------- ask


@click.command(name="ask")
@click.argument("prompt")
@click.option("--yes", is_flag=True, help="Allow mutating tool calls (create, set, wire).")
@click.option("--allow-destructive", is_flag=True, help="Also allow destructive calls (delete, overwrite, move).")
@click.option("--allow-code", is_flag=True, help="Also allow code execution inside TouchDesigner.")
@click.option("--live", is_flag=True, help="Perform mode: refuse destructive and code calls (also live = true).")
@click.option("--session", "session_id", default=None, help="Continue this session (or name a new one).")
@click.option("--no-receipt-persist", is_flag=True,
              help="Build and show this turn's receipt but never write it (even with TDCONTEXT_RECEIPTS=persist).")
@json_option
@click.pass_context
def ask_cmd(ctx: click.Context, prompt: str, yes: bool, allow_destructive: bool, allow_code: bool, live: bool,
            session_id: str | None, no_receipt_persist: bool, as_json: bool) -> None:
    """Ask the copilot once (PROMPT "-" reads it from stdin): the answer streams to stdout,
    progress to stderr.

    Read-only tools run freely; mutating calls need --yes, destructive ones also
    --allow-destructive, code execution also --allow-code. Each turn ends with a
    receipt line (PASS / FAIL / UNVERIFIED, see `tdcontext receipts`). With --json prints
    {answer, status, session_id, tool_calls, usage, receipt}.
    """
    from ..copilot.consent import ConsentPolicy
    from .main import read_input_text

    if prompt == "-":
        prompt = read_input_text("-", None)
    consent = ConsentPolicy(yes=yes, allow_destructive=allow_destructive, allow_code=allow_code)
    session, receipts = _open(ctx, consent, session_id, live=live, no_receipt_persist=no_receipt_persist)
    if session.consent.live:
        click.echo(PERFORM_BANNER, err=True)
    for warning in session.warnings:
        click.echo(f"warning: {warning}", err=True)
    session.warnings = []

    def stream(text: str) -> None:
        click.echo(text, nl=False)
        sys.stdout.flush()

    result = session.run_turn(prompt, on_text=None if as_json else stream, on_event=_progress)
    if as_json:
        emit({**result.to_dict(), "receipt": receipts.last_receipt})
    else:
        if result.answer:
            click.echo("")
        if result.error:
            click.echo(f"{result.status}: {result.error}", err=True)
        line = _receipt_line(receipts)
        if line:
            click.echo(line, err=True)
        click.echo(f"[{_usage_line(session, result)}] session {session.session_id}", err=True)
    ctx.exit({"success": 0, "cancelled": 130}.get(result.status, 1))


# --------------------------------------------------------------------------- chat


class _LineSource:
    """Prompts and consent answers: prompt_toolkit on a terminal, else one line per read."""

    def __init__(self, history_path: Any) -> None:
        self.tty = sys.stdin.isatty()
        self._session: Any = None
        if self.tty:
            try:
                from prompt_toolkit import PromptSession
                from prompt_toolkit.history import FileHistory

                history_path.parent.mkdir(parents=True, exist_ok=True)
                if not history_path.exists():  # prompts can be private: the history file is 0600
                    history_path.touch(mode=0o600)
                self._session = PromptSession(history=FileHistory(str(history_path)))
            except ImportError:
                self._session = None

    def read(self, prompt: str) -> str | None:
        if self._session is not None:
            try:
                return str(self._session.prompt(prompt))
            except EOFError:
                return None
        if self.tty:
            click.echo(prompt, nl=False, err=True)
        line = sys.stdin.readline()
        return None if line == "" else line.rstrip("\r\n")


class _Renderer:
    """Streams the answer; on a terminal re-renders it as Markdown with rich."""

    def __init__(self) -> None:
        self.tty = sys.stdout.isatty()
        self._buffer = ""
        self._live: Any = None

    def start(self) -> None:
        self._buffer = ""
        if self.tty:
            try:
                from rich.console import Console
                from rich.live import Live
                from rich.markdown import Markdown

                self._markdown = Markdown
                self._live = Live(Markdown(""), console=Console(), refresh_per_second=8, transient=False)
                self._live.start()
            except ImportError:
                self._live = None

    def text(self, chunk: str) -> None:
        self._buffer += chunk
        if self._live is not None:
            self._live.update(self._markdown(self._buffer))
        else:
            click.echo(chunk, nl=False)
            sys.stdout.flush()

    def stop(self) -> None:
        if self._live is not None:
            self._live.stop()
            self._live = None
        elif self._buffer:
            click.echo("")


HELP = """commands:
  /skills          active and available skill packs
  /load NAME       activate a skill pack        /unload NAME   deactivate one
  /brief           the project brief and where its root comes from
  /context         what was injected last turn, with each entry's disclosure
  /tools           tools with their server and tier
  /cost            tokens, cache-hit share and estimated cost of this session
  /private PROMPT  run one turn as private (its receipt is shown, never saved)
  /quit            leave (Ctrl-D too); Ctrl-C cancels a running turn"""


@click.command(name="chat")
@click.option("--session", "session_id", default=None, help="Resume this session id (or name a new one).")
@click.option("--live", is_flag=True, help="Perform mode: refuse destructive and code calls (also live = true).")
@click.pass_context
def chat_cmd(ctx: click.Context, session_id: str | None, live: bool) -> None:
    """Talk with the copilot. Mutating, destructive and code calls ask y / n / always.

    When stdin is not a terminal, each line is one prompt (and a consent question reads
    the next line as its answer), so a chat can be scripted. Type /help for commands.
    """
    from ..copilot.consent import ConsentPolicy

    source = _LineSource(_settings(ctx).home / "chat_history")

    def ask(request: ConsentRequest) -> str:
        click.echo(f"\nallow {request.tool} on {request.server} [{request.tier}]?\n{request.arguments_text}",
                   err=True)
        answer = source.read("y / n / always > ")
        return answer or "n"

    session, receipts = _open(ctx, ConsentPolicy(ask=ask), session_id, live=live)
    click.echo(f"tdcontext chat · session {session.session_id} · model {session.llm.config.model} · "
               "/help for commands", err=True)
    if session.consent.live:
        click.echo(PERFORM_BANNER, err=True)
    for warning in session.warnings:
        click.echo(f"warning: {warning}", err=True)
    session.warnings = []
    renderer = _Renderer()
    while True:
        line = source.read("you> ")
        if line is None:
            break
        line = line.strip()
        if not line:
            continue
        private = False
        if line.startswith("/"):
            command, _, rest = line.partition(" ")
            if command in ("/quit", "/exit"):
                break
            if command == "/private" and rest.strip():
                line, private = rest.strip(), True
            else:
                _chat_command(session, command, rest.strip())
                continue
        cancel = threading.Event()
        renderer.start()
        try:
            result = session.run_turn(line, on_text=renderer.text, on_event=_progress, cancel=cancel,
                                      private=private)
        finally:
            renderer.stop()
        if result.error:
            click.echo(f"{result.status}: {result.error}", err=True)
        for warning in result.warnings:
            click.echo(f"warning: {warning}", err=True)
        line = _receipt_line(receipts)
        if line:
            click.echo(line, err=True)
        click.echo(f"[{_usage_line(session, result)}]", err=True)
    click.echo(f"session {session.session_id} saved; resume with `tdcontext chat --session "
               f"{session.session_id}`", err=True)


#: Extra chat commands ("/compact", "/receipts" ...) registered by other capabilities' doors:
#: name -> handler(session, argument text). Listed by /help after the built-in ones.
CHAT_COMMANDS: dict[str, Callable[[CopilotSession, str], None]] = {}


def _show_receipts(receipts: ReceiptObserver) -> None:
    """chat's /receipts: the last five receipts (this session's private ones included), newest first."""
    recent = receipts.recent(5)
    if not recent:
        click.echo("no receipts yet")
    for r in recent:
        when = str(r.get("ended_at") or "")[11:19]
        saved = "" if r.get("saved") else f"  (not saved: {str(r.get('not_saved', '')).replace('_', ' ')})"
        click.echo(f"  {when}  {receipts.line(r)}  {str(r.get('goal') or '')[:50]}  [{r.get('id')}]{saved}")


def _receipts_command(session: CopilotSession, _arg: str) -> None:
    """the last five turn receipts: verdict, actions, goal"""
    from ..receipts.observer import ReceiptObserver

    for observer in session.observers:
        if isinstance(observer, ReceiptObserver):
            _show_receipts(observer)
            return
    click.echo("this session records no receipts")


CHAT_COMMANDS["/receipts"] = _receipts_command


def _chat_command(session: CopilotSession, command: str, arg: str) -> None:
    from ..errors import TdcontextError

    try:
        if command in CHAT_COMMANDS:
            CHAT_COMMANDS[command](session, arg)
        elif command == "/help":
            click.echo(HELP)
            for name, handler in sorted(CHAT_COMMANDS.items()):
                click.echo(f"  {name:<16} {(handler.__doc__ or '').strip().splitlines()[0] if handler.__doc__ else ''}")
        elif command == "/skills":
            active = session.skills.active_names()
            click.echo(f"active: {', '.join(active) or '(none)'}")
            for pack in session.skills.loader.catalog().packs:
                click.echo(f"  {pack.name}: {' '.join(pack.description.split())[:90]}")
        elif command == "/load" and arg:
            out = session.skills.load(arg)
            click.echo(f"loaded {out.name}; active: {', '.join(out.active)}")
            for warning in out.warnings:
                click.echo(f"warning: {warning}", err=True)
        elif command == "/unload" and arg:
            done = session.skills.unload(arg)
            click.echo(f"{'unloaded' if done.unloaded else 'was not active:'} {done.name}; "
                       f"active: {', '.join(done.active) or '(none)'}")
        elif command == "/brief":
            block, revision, status = session.brief()
            click.echo(f"brief: {status}" + (f" (revision {revision})" if revision else ""))
            if status == "not_configured":
                click.echo("set TDCONTEXT_PROJECT_ROOT, or configure project_root_tool / project_root_field "
                           "on your TouchDesigner MCP server and save the .toe")
            if block:
                click.echo(block)
        elif command == "/context":
            info = session.last_context
            entries = info.get("entries") or []
            if not entries:
                click.echo("nothing was injected last turn" if info else "no turn yet")
            for entry in entries:
                disclosure = entry.get("disclosure") or (
                    "stub" if entry.get("content_type") == "instruction" else "full")
                click.echo(f"  {entry['id']}  [{disclosure}]  {entry.get('title', '')}")
        elif command == "/tools":
            for spec in session.tools.specs.values():
                click.echo(f"  {spec.name:<28} {spec.server:<14} {spec.tier}")
        elif command == "/cost":
            click.echo(_usage_line(session))
        else:
            click.echo(f"unknown command {command!r}; /help lists them", err=True)
    except TdcontextError as exc:
        click.echo(f"error: {exc}", err=True)


# --------------------------------------------------------------------------- sessions


@click.group(name="sessions", cls=ErrorPresentingGroup)
def sessions_group() -> None:
    """Copilot sessions: the raw, append-only logs under sessions/."""


@sessions_group.command(name="list")
@json_option
@click.pass_context
def sessions_list(ctx: click.Context, as_json: bool) -> None:
    """List sessions, most recently updated first."""
    from ..continuity.log import list_sessions

    infos = list_sessions(_settings(ctx).sessions_dir)
    if as_json:
        emit({"sessions": [i.to_dict() for i in infos]})
        return
    if not infos:
        click.echo("no sessions yet; start one with `tdcontext chat`", err=True)
    for info in infos:
        click.echo(f"{info.session_id}  {info.updated}  {info.turns:>3} turns  {info.title}")


@sessions_group.command(name="show")
@click.argument("session_id")
@json_option
@click.pass_context
def sessions_show(ctx: click.Context, session_id: str, as_json: bool) -> None:
    """Print one session's log: every message, tool call and event, in order."""
    from ..continuity.log import SessionLog

    records = SessionLog.open(_settings(ctx).sessions_dir, session_id).records()
    if as_json:
        emit({"session_id": session_id, "records": records})
        return
    for r in records:
        head = f"#{r['seq']} turn {r.get('turn', 0)}"
        if r.get("kind") == "event":
            click.echo(f"{head} event {r.get('event')}: {r.get('error') or ''}")
        elif r.get("kind") == "fold":
            click.echo(f"{head} fold {r.get('range')}: {str(r.get('gist', ''))[:200]}")
        else:
            content = str(r.get("content") or "")
            click.echo(f"{head} {r.get('role')}: {content[:2000]}")
            for call in r.get("tool_calls") or []:
                fn = call.get("function", {})
                click.echo(f"    -> {fn.get('name')}({str(fn.get('arguments', ''))[:300]})")


# --------------------------------------------------------------------------- doctor


@click.command(name="doctor")
@json_option
@click.pass_context
def doctor_cmd(ctx: click.Context, as_json: bool) -> None:
    """Check the model endpoint, key and model, each MCP server, the index, the embedder and
    the brief root; say what is wrong and how to fix it. Exit 1 when a check fails."""
    from ..copilot.doctor import run_checks

    checks = run_checks(_settings(ctx))
    if as_json:
        emit({"ok": all(c["ok"] for c in checks), "checks": checks})
    else:
        for check in checks:
            mark = "ok  " if check["ok"] else "FAIL"
            click.echo(f"{mark} {check['name']:<22} {check['detail']}")
            if not check["ok"] and check.get("fix"):
                click.echo(f"     fix: {check['fix']}")
            for tool, tier in (check.get("tools") or {}).items():
                if tier != "read-only":
                    click.echo(f"     {tool:<28} {tier}")
    if not all(c["ok"] for c in checks):
        ctx.exit(1)


COMMANDS = [ask_cmd, chat_cmd, doctor_cmd]
__all__ = ["CHAT_COMMANDS", "COMMANDS", "sessions_group"]
