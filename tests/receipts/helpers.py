"""Test helpers: a blocking MCP client for the TD test server and a minimal turn driver.

`TDClient` keeps one SDK `Client` open over real streamable HTTP (in its own event-loop
thread), so the receipt observer's synchronous `call_tool(server, tool, args)`
can make real verification reads. `drive_turn` plays the copilot's side of the hooks.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import json
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from mcp import Client

from tdcontext.receipts import ReceiptObserver


class TDClient:
    """One SDK Client kept open in its own event-loop thread (entered and exited in one task)."""

    def __init__(self, url: str, server: str = "touchdesigner") -> None:
        self.server = server
        self.reads: list[tuple[str, dict[str, Any]]] = []
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self.loop.run_forever, daemon=True)
        self.thread.start()
        self._queue: asyncio.Queue[Any] | None = None
        ready: concurrent.futures.Future[None] = concurrent.futures.Future()
        self._main_future = asyncio.run_coroutine_threadsafe(self._main(url, ready), self.loop)
        ready.result(timeout=30)

    async def _main(self, url: str, ready: concurrent.futures.Future[None]) -> None:
        self._queue = asyncio.Queue()
        try:
            async with Client(url) as client:
                ready.set_result(None)
                while True:
                    item = await self._queue.get()
                    if item is None:
                        return
                    tool, arguments, fut = item
                    try:
                        fut.set_result(await client.call_tool(tool, arguments))
                    except Exception as exc:  # noqa: BLE001 -- handed to the waiting caller
                        fut.set_exception(exc)
        except Exception as exc:
            if not ready.done():
                ready.set_exception(exc)
            raise

    def call(self, tool: str, arguments: dict[str, Any]) -> tuple[str, Any, bool]:
        fut: concurrent.futures.Future[Any] = concurrent.futures.Future()
        assert self._queue is not None
        self.loop.call_soon_threadsafe(self._queue.put_nowait, (tool, arguments, fut))
        result = fut.result(timeout=30)
        text = "".join(getattr(c, "text", "") for c in result.content)
        return text, result.structured_content, bool(result.is_error)

    def call_tool(self, server: str, tool: str, arguments: dict[str, Any]) -> tuple[str, Any, bool]:
        """The copilot's call_tool(server, tool, arguments) as handed to turn_ended."""
        assert server == self.server, server
        self.reads.append((tool, arguments))
        return self.call(tool, arguments)

    def close(self) -> None:
        assert self._queue is not None
        self.loop.call_soon_threadsafe(self._queue.put_nowait, None)
        self._main_future.result(timeout=30)
        self.loop.call_soon_threadsafe(self.loop.stop)
        self.thread.join(timeout=10)
        self.loop.close()


@contextmanager
def td_client(url: str, server: str = "touchdesigner") -> Iterator[TDClient]:
    client = TDClient(url, server)
    try:
        yield client
    finally:
        client.close()


def drive_turn(
    observer: ReceiptObserver,
    td: TDClient | None,
    calls: list[tuple[str, dict[str, Any]]],
    *,
    prompt: str = "make a noise TOP",
    status: str = "success",
    error: Any = None,
    tier: str = "edit",
    decision: str = "allowed",
    verify: bool = True,
    turn: int = 1,
    **started: Any,
) -> dict[str, Any] | None:
    """Play one copilot turn through the observer hooks; returns the receipt."""
    observer.turn_started(session_id="s1", turn=turn, prompt=prompt,
                          grounding={"brief": None, "context": [], "disclosure": {}, "skills": []}, **started)
    for i, (tool, args) in enumerate(calls, 1):
        cid = f"call_{turn}_{i}"
        observer.consent_decided(call_id=cid, tool=tool, server="touchdesigner", tier=tier, decision=decision)
        if decision in ("refused", "perform_mode_refused", "flag_refused"):
            continue
        assert td is not None
        text, structured, is_error = td.call(tool, args)
        observer.tool_finished(call_id=cid, tool=tool, server="touchdesigner", tier=tier, arguments=args,
                               result_text=text, structured=structured, is_error=is_error, duration_ms=3)
    return observer.turn_ended(status=status, error=error,
                               call_tool=td.call_tool if (td is not None and verify) else None)


def stored_bytes(path: Any) -> bytes:
    try:
        with open(path, "rb") as fh:
            return fh.read()
    except FileNotFoundError:
        return b""


def receipts_in(path: Any) -> list[dict[str, Any]]:
    """The receipts in a store file (JSON Lines), oldest first; every line must parse."""
    return [json.loads(line) for line in stored_bytes(path).splitlines() if line.strip()]


class FakeClock:
    """An injectable clock (receipts.receipt.Clock): wall time and monotonic time are both `t`."""

    def __init__(self, t: float = 1_790_000_000.0) -> None:
        self.t = t

    def time(self) -> float:
        return self.t

    def monotonic(self) -> float:
        return self.t
