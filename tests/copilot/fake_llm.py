"""A scripted OpenAI-compatible chat-completions server on 127.0.0.1 (tests only).

Real HTTP, real SSE streaming. Each POST /chat/completions takes the next scripted step:
    {"text": "...", "reasoning": "...", "tool_calls": [{"name": ..., "arguments": {...}}]}
    {"status": 429, "message": "...", "headers": {"Retry-After": "0"}}
    a callable(request_json) -> one of the above
Tool-call deltas are split across chunks (id and name first, arguments in pieces) so the client
must accumulate them by index. The last chunk carries usage with DeepSeek's cache counters,
computed from the prefix shared with the previous request.

On every request it CHECKS, like the real providers would punish:
* the cache-stable invariant: this request's messages begin with the previous request's
  messages minus its trailing one, byte for byte (per-message JSON, key order included);
* DeepSeek thinking mode: an assistant message that made tool calls carries the
  reasoning_content this server sent with it (else a 400, as DeepSeek answers).
Violations are collected in `violations`; tests assert it is empty.
"""

from __future__ import annotations

import json
import threading
import time
from collections import deque
from collections.abc import Callable
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

Step = dict[str, Any] | Callable[[dict[str, Any]], dict[str, Any]]


def _bytes(message: dict[str, Any]) -> str:
    return json.dumps(message, ensure_ascii=False)


class ScriptedLLM:
    def __init__(self, models: tuple[str, ...] = ("deepseek-flash", "deepseek-v4-pro"),
                 check_chain: bool = True) -> None:
        self.models = models
        self.script: deque[Step] = deque()
        self.requests: list[dict[str, Any]] = []
        self.violations: list[str] = []
        self.check_chain = check_chain
        self.reasoning_by_call: dict[str, str] = {}
        self.usages: list[dict[str, int]] = []
        self._previous: list[dict[str, Any]] | None = None
        self._calls = 0
        self._lock = threading.Lock()
        self.server = ThreadingHTTPServer(("127.0.0.1", 0), self._handler())
        self.server.daemon_threads = True
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)
        self.thread.start()

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.server.server_address[1]}/v1"

    def close(self) -> None:
        self.server.shutdown()
        self.server.server_close()

    # ---- scripting ---------------------------------------------------------------------------

    def add(self, *steps: Step) -> ScriptedLLM:
        self.script.extend(steps)
        return self

    def new_chain(self) -> None:
        """A new session starts: the next request is not compared with the last one."""
        self._previous = None

    # ---- checks ------------------------------------------------------------------------------

    def _check(self, body: dict[str, Any]) -> dict[str, Any] | None:
        messages = body.get("messages") or []
        prev = self._previous
        n = len(self.requests)
        if self.check_chain and prev is not None:
            stable = prev[:-1]
            if [_bytes(m) for m in messages[: len(stable)]] != [_bytes(m) for m in stable]:
                for i, (a, b) in enumerate(zip(messages, stable)):
                    if _bytes(a) != _bytes(b):
                        self.violations.append(f"request {n}: message {i} differs from the previous request: "
                                               f"{_bytes(b)[:200]} -> {_bytes(a)[:200]}")
                        break
                else:
                    self.violations.append(f"request {n}: shorter than the previous request's stable prefix")
        for m in messages:
            if m.get("role") == "assistant" and m.get("tool_calls"):
                for call in m["tool_calls"]:
                    want = self.reasoning_by_call.get(call.get("id", ""))
                    if want and m.get("reasoning_content") != want:
                        return {"status": 400, "message": "The reasoning_content in the thinking mode must be "
                                                          "passed back to the API."}
        self._previous = messages
        return None

    def _usage(self, body: dict[str, Any], completion: str) -> dict[str, int]:
        text = json.dumps(body.get("messages"), ensure_ascii=False) + json.dumps(body.get("tools"))
        prompt = max(1, len(text) // 4)
        hit = 0
        if self.usages and hasattr(self, "_last_text"):
            last = self._last_text
            common = 0
            for a, b in zip(text, last):
                if a != b:
                    break
                common += 1
            hit = common // 4
        self._last_text = text
        usage = {"prompt_tokens": prompt, "completion_tokens": max(1, len(completion) // 4),
                 "total_tokens": prompt + max(1, len(completion) // 4),
                 "prompt_cache_hit_tokens": hit, "prompt_cache_miss_tokens": prompt - hit}
        self.usages.append(usage)
        return usage

    # ---- HTTP --------------------------------------------------------------------------------

    def _handler(self) -> type[BaseHTTPRequestHandler]:
        fake = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def log_message(self, *args: Any) -> None:
                return

            def _json(self, status: int, data: Any, headers: dict[str, str] | None = None) -> None:
                raw = json.dumps(data).encode()
                self.send_response(status)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(raw)))
                for k, v in (headers or {}).items():
                    self.send_header(k, v)
                self.end_headers()
                self.wfile.write(raw)

            def do_GET(self) -> None:
                if self.path.rstrip("/").endswith("/models"):
                    self._json(200, {"object": "list", "data": [{"id": m, "object": "model", "owned_by": "fake"}
                                                                 for m in fake.models]})
                else:
                    self._json(404, {"error": {"message": "not found"}})

            def do_POST(self) -> None:
                length = int(self.headers.get("Content-Length", "0"))
                body = json.loads(self.rfile.read(length) or b"{}")
                if not self.path.rstrip("/").endswith("/chat/completions"):
                    self._json(404, {"error": {"message": "not found"}})
                    return
                if self.headers.get("Authorization", "") == "Bearer bad-key":
                    self._json(401, {"error": {"message": "Authentication Fails", "type": "authentication_error"}})
                    return
                with fake._lock:
                    fake.requests.append(body)
                    if body.get("model") not in fake.models:
                        self._json(400, {"error": {"message": "Model Not Exist", "type": "invalid_request_error"}})
                        return
                    step = fake._check(body)
                    if step is None:
                        if not fake.script:
                            fake.violations.append(f"request {len(fake.requests) - 1}: script exhausted")
                            step = {"status": 500, "message": "script exhausted"}
                        else:
                            item = fake.script.popleft()
                            step = item(body) if callable(item) else item
                if "status" in step:
                    self._json(step["status"], {"error": {"message": step.get("message", "error"),
                                                          "type": "invalid_request_error"}},
                               step.get("headers"))
                    return
                self._stream(body, step)

            def _stream(self, body: dict[str, Any], step: dict[str, Any]) -> None:
                self.send_response(200)
                self.send_header("Content-Type", "text/event-stream")
                self.send_header("Cache-Control", "no-cache")
                self.send_header("Connection", "close")
                self.end_headers()
                delay = float(step.get("delay", 0.0))
                fake._calls += 1
                cid = f"chatcmpl-{fake._calls}"

                def send(delta: dict[str, Any] | None, finish: str | None = None,
                         usage: dict[str, int] | None = None) -> None:
                    chunk: dict[str, Any] = {"id": cid, "object": "chat.completion.chunk", "created": 0,
                                             "model": body.get("model"), "choices": []}
                    if delta is not None:
                        chunk["choices"] = [{"index": 0, "delta": delta, "finish_reason": finish}]
                    if usage is not None:
                        chunk["usage"] = usage
                    self.wfile.write(f"data: {json.dumps(chunk)}\n\n".encode())
                    self.wfile.flush()
                    if delay:
                        time.sleep(delay)

                try:
                    send({"role": "assistant", "content": ""})
                    reasoning = step.get("reasoning", "")
                    for i in range(0, len(reasoning), 7):
                        send({"reasoning_content": reasoning[i:i + 7]})
                    text = step.get("text", "")
                    for i in range(0, len(text), 5):
                        send({"content": text[i:i + 5]})
                    calls = step.get("tool_calls") or []
                    for index, call in enumerate(calls):
                        call_id = call.get("id") or f"call_{fake._calls}_{index}"
                        if reasoning:
                            fake.reasoning_by_call[call_id] = reasoning
                        args = call.get("raw_arguments") or json.dumps(call.get("arguments", {}))
                        half = len(args) // 2
                        send({"tool_calls": [{"index": index, "id": call_id, "type": "function",
                                              "function": {"name": call["name"], "arguments": ""}}]})
                        send({"tool_calls": [{"index": index, "function": {"arguments": args[:half]}}]})
                        send({"tool_calls": [{"index": index, "function": {"arguments": args[half:]}}]})
                    send({}, "tool_calls" if calls else "stop")
                    send(None, usage=fake._usage(body, text + reasoning))
                    self.wfile.write(b"data: [DONE]\n\n")
                    self.wfile.flush()
                except (BrokenPipeError, ConnectionResetError):
                    return

        return Handler
