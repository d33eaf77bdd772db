"""The copilot's model client: any OpenAI-compatible chat-completions endpoint, streaming.

`LLMConfig.from_settings` resolves the endpoint (default DeepSeek, `deepseek-flash`), the key
(`llm_api_key` / `TDCONTEXT_LLM_API_KEY`, else `DEEPSEEK_API_KEY`) and the thinking switch.
`LLMClient.stream` sends one request with `stream=True`, hands text and reasoning deltas to
callbacks as they arrive, accumulates `delta.tool_calls` by index, and returns one
`AssistantReply` with the usage (prompt cache hit/miss tokens where the provider reports them).

Errors are translated where they enter: 401 bad key, 402 balance, 422 parameters, 429 rate
limit (retried with backoff honouring Retry-After), 500/503 (two retries), an unknown model
(the message lists `GET /models`), and the context-length 400 as `ContextTooLongError`.
Invariant: callers never see an `openai` or `httpx` exception, and a cancelled stream is
closed before `Cancelled` propagates.
"""

from __future__ import annotations

import json
import os
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from ..config import Settings
from ..errors import ContextTooLongError, InvalidInputError, LLMError

__all__ = [
    "AssistantReply",
    "Cancelled",
    "LLMClient",
    "LLMConfig",
    "ToolCall",
    "Usage",
]

CONTEXT_LENGTH_PREFIX = "This model's maximum context length is"
MAX_RATE_LIMIT_RETRIES = 4
MAX_SERVER_RETRIES = 2
MAX_RETRY_AFTER_SECONDS = 60.0


class Cancelled(Exception):
    """The user cancelled (Ctrl-C or the cancel event) while a request was in flight."""


@dataclass(frozen=True)
class LLMConfig:
    """Where the model lives and how to talk to it."""

    base_url: str
    model: str
    api_key: str
    thinking: str = "on"  # on | off | auto
    timeout_seconds: float = 120.0
    retry_base_seconds: float = 1.0

    @classmethod
    def from_settings(cls, settings: Settings, *, environ: dict[str, str] | None = None) -> LLMConfig:
        env = os.environ if environ is None else environ
        key = settings.llm_api_key or env.get("DEEPSEEK_API_KEY", "")
        base = settings.llm_base_url.strip().rstrip("/")
        if not base.startswith(("http://", "https://")):
            raise InvalidInputError(
                f"llm_base_url {settings.llm_base_url!r} is not an http(s) URL; set it in config.toml "
                "or TDCONTEXT_LLM_BASE_URL (e.g. https://api.deepseek.com)"
            )
        if not settings.llm_model.strip():
            raise InvalidInputError("llm_model is empty; set it in config.toml or TDCONTEXT_LLM_MODEL")
        return cls(base_url=base, model=settings.llm_model.strip(), api_key=key, thinking=settings.thinking,
                   timeout_seconds=settings.llm_timeout_seconds)

    @property
    def key_hint(self) -> str:
        """Where a key would come from, for error messages (never the key itself)."""
        return "set llm_api_key in config.toml, or TDCONTEXT_LLM_API_KEY / DEEPSEEK_API_KEY"


@dataclass(frozen=True)
class ToolCall:
    """One tool call the model asked for; `arguments` is the raw JSON text it produced."""

    id: str
    name: str
    arguments: str

    def to_message(self) -> dict[str, Any]:
        return {"id": self.id, "type": "function", "function": {"name": self.name, "arguments": self.arguments}}


@dataclass
class Usage:
    """Token usage of one request (or a sum). Cache counters are 0 when the provider is silent."""

    prompt_tokens: int = 0
    completion_tokens: int = 0
    cache_hit_tokens: int = 0
    cache_miss_tokens: int = 0
    requests: int = 0

    def add(self, other: Usage) -> None:
        self.prompt_tokens += other.prompt_tokens
        self.completion_tokens += other.completion_tokens
        self.cache_hit_tokens += other.cache_hit_tokens
        self.cache_miss_tokens += other.cache_miss_tokens
        self.requests += other.requests

    @property
    def cache_hit_share(self) -> float | None:
        total = self.cache_hit_tokens + self.cache_miss_tokens
        return self.cache_hit_tokens / total if total else None

    def cost(self, price: dict[str, Any] | None) -> float | None:
        """Estimated cost from a price row {input_cache_hit, input_cache_miss, output} per 1M tokens."""
        if not price:
            return None
        try:
            hit = float(price.get("input_cache_hit", price.get("input_cache_miss", 0.0)))
            miss = float(price.get("input_cache_miss", 0.0))
            out = float(price.get("output", 0.0))
        except (TypeError, ValueError):
            return None
        uncached = self.cache_miss_tokens or max(0, self.prompt_tokens - self.cache_hit_tokens)
        return (self.cache_hit_tokens * hit + uncached * miss + self.completion_tokens * out) / 1_000_000

    def to_dict(self) -> dict[str, Any]:
        return {"prompt_tokens": self.prompt_tokens, "completion_tokens": self.completion_tokens,
                "prompt_cache_hit_tokens": self.cache_hit_tokens,
                "prompt_cache_miss_tokens": self.cache_miss_tokens, "requests": self.requests}


@dataclass
class AssistantReply:
    """One streamed completion, assembled."""

    content: str = ""
    reasoning_content: str = ""
    tool_calls: list[ToolCall] = field(default_factory=list)
    finish_reason: str | None = None
    usage: Usage = field(default_factory=Usage)

    def to_message(self) -> dict[str, Any]:
        """The assistant message as it goes into the history (key order fixed: byte-stable)."""
        message: dict[str, Any] = {"role": "assistant", "content": self.content}
        if self.tool_calls:
            message["tool_calls"] = [c.to_message() for c in self.tool_calls]
            # DeepSeek thinking mode: an assistant message that made tool calls must carry
            # its reasoning_content on every later request, or the API answers 400.
            if self.reasoning_content:
                message["reasoning_content"] = self.reasoning_content
        return message


TextSink = Callable[[str], None]


def _retry_after(headers: Any) -> float | None:
    if headers is None:
        return None
    raw = headers.get("retry-after") if hasattr(headers, "get") else None
    if raw is None:
        return None
    try:
        return max(0.0, min(MAX_RETRY_AFTER_SECONDS, float(raw)))
    except ValueError:
        from email.utils import parsedate_to_datetime

        try:
            when = parsedate_to_datetime(str(raw)).timestamp()
        except (TypeError, ValueError):
            return None
        return max(0.0, min(MAX_RETRY_AFTER_SECONDS, when - time.time()))


def _error_message(exc: Any) -> str:
    body = getattr(exc, "body", None)
    if isinstance(body, dict):
        inner = body.get("error", body)
        if isinstance(inner, dict) and isinstance(inner.get("message"), str):
            return str(inner["message"])
        if isinstance(inner, str):
            return inner
    message = getattr(exc, "message", None) or str(exc)
    return str(message)


class LLMClient:
    """A thin, retrying, streaming client over the `openai` SDK (3.x)."""

    def __init__(self, config: LLMConfig, *, sleep: Callable[[float], None] = time.sleep) -> None:
        self.config = config
        self._sleep = sleep
        self._client: Any = None
        self._lock = threading.Lock()

    def _sdk(self) -> Any:
        with self._lock:
            if self._client is None:
                if not self.config.api_key:
                    raise LLMError(f"no API key for {self.config.base_url}; {self.config.key_hint}",
                                   status=401, kind="no_key", base_url=self.config.base_url,
                                   model=self.config.model)
                import openai  # lazy: keeps `tdcontext --help` fast

                self._client = openai.OpenAI(api_key=self.config.api_key, base_url=self.config.base_url,
                                             timeout=self.config.timeout_seconds, max_retries=0)
            return self._client

    def close(self) -> None:
        with self._lock:
            if self._client is not None:
                self._client.close()
                self._client = None

    # ---- models ------------------------------------------------------------------------------

    def list_models(self) -> list[str]:
        """`GET /models`: the ids the endpoint serves."""
        import openai

        try:
            page = self._sdk().models.list()
            return sorted(str(m.id) for m in page.data)
        except openai.APIError as exc:
            raise self._translate(exc) from exc

    # ---- chat --------------------------------------------------------------------------------

    def stream(
        self,
        messages: list[dict[str, Any]],
        tools: list[dict[str, Any]] | None = None,
        *,
        on_text: TextSink | None = None,
        on_reasoning: TextSink | None = None,
        cancel: threading.Event | None = None,
    ) -> AssistantReply:
        """One streamed completion. Retries 429 (Retry-After) and 500/503 (twice).

        Raises:
            LLMError / ContextTooLongError: the endpoint refused; the message says what to do.
            Cancelled: `cancel` was set (or Ctrl-C) while streaming.
        """
        import openai

        rate_retries = server_retries = 0
        while True:
            if cancel is not None and cancel.is_set():
                raise Cancelled()
            try:
                return self._stream_once(messages, tools, on_text, on_reasoning, cancel)
            except openai.APIStatusError as exc:
                status = exc.status_code
                wait = _retry_after(getattr(exc.response, "headers", None))
                if status == 429 and rate_retries < MAX_RATE_LIMIT_RETRIES:
                    rate_retries += 1
                    self._wait(wait if wait is not None else self.config.retry_base_seconds * 2 ** rate_retries,
                               cancel)
                    continue
                if status in (500, 502, 503, 504) and server_retries < MAX_SERVER_RETRIES:
                    server_retries += 1
                    self._wait(wait if wait is not None else self.config.retry_base_seconds * server_retries,
                               cancel)
                    continue
                raise self._translate(exc, retried=rate_retries + server_retries) from exc
            except (openai.APIConnectionError, openai.APITimeoutError) as exc:
                if server_retries < MAX_SERVER_RETRIES:
                    server_retries += 1
                    self._wait(self.config.retry_base_seconds * server_retries, cancel)
                    continue
                raise self._translate(exc) from exc
            except openai.APIError as exc:
                raise self._translate(exc) from exc

    def _wait(self, seconds: float, cancel: threading.Event | None) -> None:
        if cancel is not None:
            if cancel.wait(seconds):
                raise Cancelled()
        else:
            self._sleep(seconds)

    def _request_kwargs(self, messages: list[dict[str, Any]], tools: list[dict[str, Any]] | None) -> dict[str, Any]:
        kwargs: dict[str, Any] = {"model": self.config.model, "messages": messages, "stream": True,
                                  "stream_options": {"include_usage": True}}
        if tools:
            kwargs["tools"] = tools
        if self.config.thinking in ("on", "off"):
            kind = "enabled" if self.config.thinking == "on" else "disabled"
            kwargs["extra_body"] = {"thinking": {"type": kind}}
        return kwargs

    def _stream_once(self, messages: list[dict[str, Any]], tools: list[dict[str, Any]] | None,
                     on_text: TextSink | None, on_reasoning: TextSink | None,
                     cancel: threading.Event | None) -> AssistantReply:
        reply = AssistantReply()
        calls: dict[int, dict[str, str]] = {}
        stream = self._sdk().chat.completions.create(**self._request_kwargs(messages, tools))
        try:
            for chunk in stream:
                if cancel is not None and cancel.is_set():
                    raise Cancelled()
                usage = getattr(chunk, "usage", None)
                if usage is not None:
                    reply.usage = _usage(usage)
                for choice in chunk.choices or ():
                    delta = choice.delta
                    if delta is not None:
                        reasoning = getattr(delta, "reasoning_content", None)
                        if reasoning is None and delta.model_extra:
                            reasoning = delta.model_extra.get("reasoning_content")
                        if reasoning:
                            reply.reasoning_content += str(reasoning)
                            if on_reasoning is not None:
                                on_reasoning(str(reasoning))
                        if delta.content:
                            reply.content += delta.content
                            if on_text is not None:
                                on_text(delta.content)
                        for part in delta.tool_calls or ():
                            slot = calls.setdefault(int(part.index), {"id": "", "name": "", "arguments": ""})
                            if part.id:
                                slot["id"] = part.id
                            if part.function is not None:
                                if part.function.name:
                                    slot["name"] += part.function.name
                                if part.function.arguments:
                                    slot["arguments"] += part.function.arguments
                    if choice.finish_reason:
                        reply.finish_reason = choice.finish_reason
        finally:
            stream.close()
        for index in sorted(calls):
            slot = calls[index]
            reply.tool_calls.append(ToolCall(id=slot["id"] or f"call_{index}", name=slot["name"],
                                             arguments=slot["arguments"] or "{}"))
        reply.usage.requests = 1
        return reply

    def _translate(self, exc: Any, *, retried: int = 0) -> LLMError:
        import openai

        base, model = self.config.base_url, self.config.model
        facts: dict[str, Any] = {"base_url": base, "model": model}
        if isinstance(exc, (openai.APIConnectionError, openai.APITimeoutError)):
            return LLMError(f"could not reach the model endpoint {base} ({type(exc).__name__}); check "
                            "llm_base_url and your network, or run `tdcontext doctor`",
                            status=0, kind="unreachable", **facts)
        status = int(getattr(exc, "status_code", 0) or 0)
        message = _error_message(exc)
        after = f" after {retried} retries" if retried else ""
        if status == 400 and message.startswith(CONTEXT_LENGTH_PREFIX):
            return ContextTooLongError(f"the request is too long for {model}: {message}",
                                       status=400, kind="context_length", **facts)
        if status == 401:
            return LLMError(f"the endpoint {base} rejected the API key (401); {self.config.key_hint}",
                            status=401, kind="bad_key", **facts)
        if status == 402:
            return LLMError(f"insufficient balance on the {base} account (402); top it up or use another "
                            "key or endpoint", status=402, kind="balance", **facts)
        if status == 422:
            return LLMError(f"the endpoint rejected the request parameters (422): {message[:300]}; check "
                            "llm_model and thinking in config.toml", status=422, kind="bad_parameters",
                            **facts)
        if status == 429:
            return LLMError(f"rate limited by {base} (429){after}; wait a minute and retry",
                            status=429, kind="rate_limit", **facts)
        if status in (500, 502, 503, 504):
            what = "overloaded" if status == 503 else "failing"
            return LLMError(f"the model endpoint is {what} ({status}){after}; retry later",
                            status=status, kind="server", **facts)
        if status == 404 or (status == 400 and "model" in message.lower()
                             and any(w in message.lower() for w in ("not exist", "not found", "unknown",
                                                                    "does not"))):
            return self._missing_model(status, message)
        return LLMError(f"the model endpoint answered {status}: {message[:300]}", status=status,
                        kind="http", **facts)

    def _missing_model(self, status: int, message: str) -> LLMError:
        base, model = self.config.base_url, self.config.model
        try:
            names = self.list_models()
        except LLMError:
            names = []
        if names and model in names:
            return LLMError(f"the endpoint answered {status}: {message[:300]}", status=status, kind="http",
                            base_url=base, model=model)
        listed = ", ".join(names[:30]) if names else "(the endpoint did not list its models)"
        return LLMError(f"model {model!r} is not served by {base}; available: {listed}. Set llm_model in "
                        "config.toml or TDCONTEXT_LLM_MODEL", status=status, kind="model_not_found",
                        base_url=base, model=model)


def _usage(raw: Any) -> Usage:
    def num(obj: Any, name: str) -> int:
        value = getattr(obj, name, None)
        if value is None and getattr(obj, "model_extra", None):
            value = obj.model_extra.get(name)
        try:
            return int(value or 0)
        except (TypeError, ValueError):
            return 0

    prompt = num(raw, "prompt_tokens")
    hit = num(raw, "prompt_cache_hit_tokens")
    miss = num(raw, "prompt_cache_miss_tokens")
    if not hit and not miss:
        details = getattr(raw, "prompt_tokens_details", None)
        if details is not None:  # OpenAI's equivalent counter
            hit = num(details, "cached_tokens")
            miss = max(0, prompt - hit) if hit else 0
    return Usage(prompt_tokens=prompt, completion_tokens=num(raw, "completion_tokens"),
                 cache_hit_tokens=hit, cache_miss_tokens=miss, requests=1)


def canonical_json(value: Any) -> str:
    """Stable JSON for comparing tool arguments (loop detection)."""
    return json.dumps(value, sort_keys=True, ensure_ascii=False, separators=(",", ":"))
