"""The policy simulator: replay a session turn by turn under a policy and measure what it costs.

Inputs: a tdcontext session log or a plain JSONL of OpenAI-style chat messages (`read_transcript`),
or a seeded synthetic session (`synthetic_session`). A turn starts at each user message; a request
is made before each assistant message, after the step-boundary folds (`engine.run_step`, the same
bounded loop the copilot runs). A fold replaces the chosen range with a gist whose size is the
gist budget (`gist.gist_budget`) plus its header, an upper bound of what a summariser returns.
A part fold (band, inside an exchange larger than a slice) replaces the oldest at most
`max_per_batch` tokens of one message's raw content (`_content`, its text without tool calls) in
place with a part gist of the same size rule; the message keeps its place and gets a new
identity, so both cache models miss from it onwards, exactly as for any other fold.

Two prefix-cache models are scored on every request:
  prefix  the cached part extends up to the first message that differs from the previous
          request (its input and its output);
  units   DeepSeek V4's model: a hit needs a whole stored prefix unit; units are stored at the end
          of each request's input, at the end of its output, and every `unit_interval` tokens
          (default 4,096) inside its input. Nothing is evicted within a session.
Tokens are message tokens (DeepSeek tokenizer + 4 per message); the request's fixed parts
(system prompt, tool schemas, ephemeral blocks) are not in the transcript and not counted.
Invariant: the replay never mutates its input, and every step is bounded like the real engine's.
"""

from __future__ import annotations

import json
import math
import random
import statistics
from collections.abc import Callable, Mapping, Sequence
from dataclasses import asdict, dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any

from ..errors import InvalidInputError
from .engine import MESSAGE_OVERHEAD, ContinuityError, message_tokens, run_step
from .gist import gist_budget
from .policy import Decision, Policy
from .ranges import choose_range, mergeable_parts, orphaned_tool_pairs

__all__ = [
    "DEFAULT_HIT_PRICE",
    "DEFAULT_MISS_PRICE",
    "GIST_HEADER_TOKENS",
    "LOCOMO_CATEGORIES",
    "SimReport",
    "SyntheticParams",
    "locomo_sessions",
    "locomo_times",
    "read_transcript",
    "simulate",
    "synthetic_session",
]

DEFAULT_HIT_PRICE = 0.028
DEFAULT_MISS_PRICE = 0.28
"""USD per million input tokens on a cache hit / miss (DeepSeek API list prices, deepseek-chat,
late 2025); pass your route's prices with --hit-price / --miss-price."""
GIST_HEADER_TOKENS = 32
MAX_TRANSCRIPT_BYTES = 512 * 1024 * 1024
Progress = Callable[[int, int], None]


# ---- inputs ------------------------------------------------------------------------------------

def _message_from(obj: Any, where: str) -> dict[str, Any] | None:
    if not isinstance(obj, dict):
        raise InvalidInputError(f"{where}: expected a JSON object, got {type(obj).__name__}")
    if "kind" in obj and "seq" in obj and obj.get("kind") != "message":
        return None  # a session log's folds and events: the simulator replays the raw messages
    role = obj.get("role")
    if role not in ("system", "user", "assistant", "tool"):
        raise InvalidInputError(f"{where}: role {role!r:.40} is not system, user, assistant or tool")
    msg: dict[str, Any] = {"role": role, "content": obj.get("content")}
    calls = obj.get("tool_calls")
    if calls:
        if not isinstance(calls, list) or not all(isinstance(c, dict) for c in calls):
            raise InvalidInputError(f"{where}: tool_calls must be a list of objects")
        msg["tool_calls"] = calls
    if role == "tool":
        msg["tool_call_id"] = str(obj.get("tool_call_id", ""))
    return msg


def read_transcript(path: Path, *, count: Callable[[str], int] | None = None,
                    progress: Progress | None = None) -> list[dict[str, Any]]:
    """Messages of a session log or an OpenAI-style JSONL file, each with `_tokens` measured.

    Raises:
        InvalidInputError: a missing or oversize file, a line that is not JSON, a bad role.
    """
    if not path.is_file():
        raise InvalidInputError(f"transcript {str(path)!r} is not a file; give a .jsonl path")
    size = path.stat().st_size
    if size > MAX_TRANSCRIPT_BYTES:
        raise InvalidInputError(f"transcript {str(path)!r} is {size:,} bytes; at most {MAX_TRANSCRIPT_BYTES:,}")
    out: list[dict[str, Any]] = []
    with path.open("rb") as fh:
        lines = fh.read().splitlines()
    for number, raw in enumerate(lines, 1):
        if not raw.strip():
            continue
        try:
            obj = json.loads(raw)
        except (ValueError, RecursionError) as exc:
            raise InvalidInputError(f"{path.name} line {number}: not JSON ({exc}); fix or remove the line") from None
        msg = _message_from(obj, f"{path.name} line {number}")
        if msg is not None:
            msg["_tokens"] = message_tokens(msg, count)
            if isinstance(msg.get("content"), str) and msg["role"] != "system":
                msg["_content"] = message_tokens({"role": msg["role"], "content": msg["content"]}, count) - MESSAGE_OVERHEAD
            out.append(msg)
        if progress is not None and number % 500 == 0:
            progress(number, len(lines))
    if not out:
        raise InvalidInputError(f"transcript {str(path)!r} holds no messages")
    return out


@dataclass(frozen=True)
class SyntheticParams:
    """A long tool-heavy copilot session. Token sizes are drawn per message (seeded)."""

    system_tokens: int = 3_000
    user_median: int = 60  # lognormal, sigma 0.8
    steps_mean: float = 5.0  # tool steps per turn: 1 + geometric
    parallel_share: float = 0.2  # a step issues 2-3 calls at once
    thought_median: int = 120  # assistant text beside its calls, lognormal sigma 0.7
    result_median: int = 700  # tool result, lognormal sigma 1.0, capped at result_cap
    result_sigma: float = 1.0
    result_cap: int = 7_500
    huge_share: float = 0.01  # a huge output (a whole DAT, a full log)
    huge_min: int = 9_000
    huge_max: int = 32_000
    answer_median: int = 300  # final answer, lognormal sigma 0.6

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


def _lognormal(rng: random.Random, median: float, sigma: float, cap: int | None = None) -> int:
    value = int(rng.lognormvariate(math.log(median), sigma))
    return max(4, min(value, cap) if cap else value)


def synthetic_session(turns: int, *, seed: int = 0, params: SyntheticParams | None = None) -> list[dict[str, Any]]:
    """A seeded synthetic session of `turns` turns (messages carry `_tokens` and `_content`, the
    tokens of their text without tool calls; no text)."""
    if isinstance(turns, bool) or not isinstance(turns, int) or not 1 <= turns <= 100_000:
        raise InvalidInputError(f"--synthetic takes 1 to 100,000 turns, got {turns!r}")
    p = params or SyntheticParams()
    rng = random.Random(seed)
    msgs: list[dict[str, Any]] = [{"role": "system", "_tokens": p.system_tokens}]
    call = 0
    for _ in range(turns):
        user = _lognormal(rng, p.user_median, 0.8)
        msgs.append({"role": "user", "_tokens": user, "_content": user})
        steps = 1
        while rng.random() > 1 / p.steps_mean:
            steps += 1
        for _ in range(steps):
            width = rng.choice((2, 3)) if rng.random() < p.parallel_share else 1
            ids = []
            for _ in range(width):
                call += 1
                ids.append(f"call_{call}")
            thought = _lognormal(rng, p.thought_median, 0.7)
            msgs.append({"role": "assistant", "_tokens": thought + 20 * width, "_content": thought,
                         "tool_calls": [{"id": i, "type": "function"} for i in ids]})
            for i in ids:
                if rng.random() < p.huge_share:
                    tokens = rng.randint(p.huge_min, p.huge_max)
                else:
                    tokens = _lognormal(rng, p.result_median, p.result_sigma, p.result_cap)
                msgs.append({"role": "tool", "tool_call_id": i, "_tokens": tokens, "_content": tokens})
        answer = _lognormal(rng, p.answer_median, 0.6)
        msgs.append({"role": "assistant", "_tokens": answer, "_content": answer})
    return msgs


# ---- cache models ------------------------------------------------------------------------------

class _PrefixCache:
    """Cached part = the leading messages shared with the previous request (input + output)."""

    def __init__(self) -> None:
        self.previous: list[int] = []

    def request(self, ids: Sequence[int], tokens: Sequence[int], output_id: int) -> int:
        hit = 0
        for i, (a, b) in enumerate(zip(ids, self.previous, strict=False)):
            if a != b:
                break
            hit += tokens[i]
        self.previous = [*ids, output_id]
        return hit


class _UnitsCache:
    """DeepSeek V4: stored prefix units; a hit is the longest whole unit the request starts with."""

    def __init__(self, interval: int) -> None:
        self.interval = interval
        self.units: dict[tuple[int, int], set[int]] = {}

    def request(self, ids: Sequence[int], tokens: Sequence[int], output_id: int, output_tokens: int) -> int:
        hit = 0
        h = 0
        pos = 0
        keys: list[tuple[int, int]] = []
        for mid, t in zip(ids, tokens, strict=True):
            key = (h, mid)
            keys.append(key)
            stored = self.units.get(key)
            if stored:
                hit = max(hit, pos + max(stored))
            h = hash((h, mid))
            pos += t
        # store this request's units: every interval inside the input, its end, its output's end
        pos = 0
        for key, t in zip(keys, tokens, strict=True):
            first = (pos // self.interval + 1) * self.interval
            for boundary in range(first, pos + t + 1, self.interval):
                self.units.setdefault(key, set()).add(boundary - pos)
            pos += t
        if keys:
            self.units.setdefault(keys[-1], set()).add(tokens[-1])
        self.units.setdefault((h, output_id), set()).add(output_tokens)
        return hit


# ---- the replay --------------------------------------------------------------------------------

def _unfolded(message: Mapping[str, Any]) -> int:
    """Tokens of a message's text a part fold may still take (its `_content` minus parts folded)."""
    if message.get("role") == "system" or message.get("gist_of"):
        return 0
    left = message.get("_unfolded")
    if left is None:
        left = message.get("_content")
    if left is None:  # a message built elsewhere: its text is all but the template overhead
        left = 0 if message.get("tool_calls") else int(message.get("_tokens") or 0) - MESSAGE_OVERHEAD
    return max(int(left), 0)


def _piece(message: Mapping[str, Any], limit: int) -> int:
    """What a part fold may take: the raw text left, else the oldest part gists fitting `limit`
    (the same rule as `engine.Continuity.piece_tokens`)."""
    left = _unfolded(message)
    if left:
        return left
    parts = message.get("_parts") or []
    return sum(parts[:mergeable_parts(parts, limit)])


@dataclass
class SimReport:
    policy: str
    turns: int = 0
    requests: int = 0
    events: int = 0
    emergency_events: int = 0
    oversize_folds: int = 0
    part_folds: int = 0
    slice_drops: list[int] = field(default_factory=list)
    overflows: int = 0
    drops: list[int] = field(default_factory=list)
    input_tokens: int = 0
    hit_tokens: dict[str, int] = field(default_factory=lambda: {"prefix": 0, "units": 0})
    orphaned_tool_pairs: int = 0
    peak_tokens: int = 0
    final_tokens: int = 0
    messages: int = 0
    raw_tokens: int = 0
    hit_price: float = DEFAULT_HIT_PRICE
    miss_price: float = DEFAULT_MISS_PRICE
    plan: dict[str, Any] = field(default_factory=dict)
    source: dict[str, Any] = field(default_factory=dict)
    notes: list[str] = field(default_factory=list)

    def merge(self, other: SimReport) -> None:
        """Add another session's counts (same policy) into this report."""
        for name in ("turns", "requests", "events", "emergency_events", "oversize_folds", "part_folds", "overflows", "input_tokens",
                     "orphaned_tool_pairs", "messages", "raw_tokens"):
            setattr(self, name, getattr(self, name) + getattr(other, name))
        self.drops.extend(other.drops)
        self.slice_drops.extend(other.slice_drops)
        for model in self.hit_tokens:
            self.hit_tokens[model] += other.hit_tokens[model]
        self.peak_tokens = max(self.peak_tokens, other.peak_tokens)
        self.final_tokens += other.final_tokens
        self.notes.extend(other.notes)

    def to_dict(self) -> dict[str, Any]:
        drops = sorted(self.drops)
        share = {m: round(h / self.input_tokens, 4) if self.input_tokens else 0.0 for m, h in self.hit_tokens.items()}
        billed = {}
        for model, hit in self.hit_tokens.items():
            miss = self.input_tokens - hit
            billed[model] = {"hit_tokens": hit, "miss_tokens": miss,
                             "usd": round((hit * self.hit_price + miss * self.miss_price) / 1e6, 4)}
        return {
            "policy": self.policy,
            "turns": self.turns,
            "requests": self.requests,
            "events": self.events,
            "events_per_100_turns": round(100 * self.events / self.turns, 2) if self.turns else 0.0,
            "median_drop": int(statistics.median(drops)) if drops else 0,
            "p90_drop": drops[min(len(drops) - 1, math.ceil(0.9 * len(drops)) - 1)] if drops else 0,
            "max_drop": drops[-1] if drops else 0,
            "emergency_events": self.emergency_events,
            "oversize_unit_folds": self.oversize_folds,
            "part_folds": self.part_folds,
            "max_slice_drop": max(self.slice_drops, default=0),
            "overflows": self.overflows,
            "cache_hit_share": share,
            "input_tokens": self.input_tokens,
            "billed_input": billed,
            "prices_usd_per_million": {"hit": self.hit_price, "miss": self.miss_price},
            "orphaned_tool_pairs": self.orphaned_tool_pairs,
            "peak_tokens": self.peak_tokens,
            "messages": self.messages,
            "raw_tokens": self.raw_tokens,
            "plan": self.plan,
            "source": self.source,
            "notes": sorted(set(self.notes))[:20],
        }


def simulate(
    messages: Sequence[Mapping[str, Any]],
    policy: Policy,
    *,
    unit_interval: int = 4_096,
    hit_price: float = DEFAULT_HIT_PRICE,
    miss_price: float = DEFAULT_MISS_PRICE,
    progress: Progress | None = None,
) -> SimReport:
    """Replay `messages` (each with `_tokens`) under `policy`; see the module docstring."""
    if unit_interval < 1:
        raise InvalidInputError(f"the unit interval must be >= 1 token, got {unit_interval}")
    report = SimReport(policy=policy.name, hit_price=hit_price, miss_price=miss_price,
                       plan=policy.plan().to_dict())
    prefix, units = _PrefixCache(), _UnitsCache(unit_interval)
    history: list[dict[str, Any]] = []
    next_id = 0
    used = 0
    total = len(messages)

    def fresh_id() -> int:
        nonlocal next_id
        next_id += 1
        return next_id

    def fold(decision: Decision) -> int | None:
        nonlocal history
        tokens = [m["_tokens"] for m in history]
        span = choose_range(history, tokens, decision, piece=lambda i: _piece(history[i], decision.max_tokens))
        if span is None:
            report.notes.append(f"{decision.reason}: no balanced range fits")
            return None
        if span.part:
            return fold_part(span.start, span.tokens, decision)
        gist_tokens = gist_budget(span.tokens) + GIST_HEADER_TOKENS + MESSAGE_OVERHEAD
        if gist_tokens >= span.tokens:
            report.notes.append(f"{decision.reason}: a gist would not shrink the range")
            return None
        gist = {"role": "user", "_tokens": gist_tokens, "_id": fresh_id(), "gist_of": [span.start, span.end]}
        history = history[:span.start] + [gist] + history[span.end:]
        report.events += 1
        report.emergency_events += decision.reason == "emergency"
        report.drops.append(span.tokens - gist_tokens)
        if span.tokens > decision.max_tokens:
            report.oversize_folds += 1
        elif decision.reason != "emergency":
            report.slice_drops.append(span.tokens - gist_tokens)
        report.orphaned_tool_pairs += orphaned_tool_pairs(history)
        return span.tokens - gist_tokens

    def fold_part(at: int, piece: int, decision: Decision) -> int | None:
        nonlocal history
        gist_tokens = gist_budget(piece) + GIST_HEADER_TOKENS
        if gist_tokens >= piece:
            report.notes.append(f"{decision.reason}: a part gist would not shrink the message")
            return None
        folded = dict(history[at])
        parts = list(folded.get("_parts") or [])
        if _unfolded(folded):  # the oldest raw text
            folded["_unfolded"] = _unfolded(folded) - piece
            parts.append(gist_tokens)
        else:  # every part folded: the oldest part gists merge into one
            parts = [gist_tokens] + parts[mergeable_parts(parts, decision.max_tokens):]
        folded["_parts"] = parts
        folded["_tokens"] -= piece - gist_tokens
        folded["_id"] = fresh_id()
        history = history[:at] + [folded] + history[at + 1:]
        report.events += 1
        report.part_folds += 1
        report.drops.append(piece - gist_tokens)
        report.slice_drops.append(piece - gist_tokens)
        report.orphaned_tool_pairs += orphaned_tool_pairs(history)
        return piece - gist_tokens

    for index, original in enumerate(messages):
        msg = dict(original)
        msg["_id"] = fresh_id()
        tokens = int(msg.get("_tokens") or 0)
        report.messages += 1
        report.raw_tokens += tokens
        if msg["role"] == "user":
            report.turns += 1
        if msg["role"] == "assistant":
            notes: list[str] = []
            try:
                used = run_step(policy, used, fold, notes)
            except ContinuityError:
                report.overflows += 1
                used = sum(m["_tokens"] for m in history)
            report.notes.extend(n for n in notes if "emergency" not in n)
            ids = [m["_id"] for m in history]
            sizes = [m["_tokens"] for m in history]
            report.requests += 1
            report.input_tokens += used
            report.hit_tokens["prefix"] += prefix.request(ids, sizes, msg["_id"])
            report.hit_tokens["units"] += units.request(ids, sizes, msg["_id"], tokens)
        history.append(msg)
        used += tokens
        report.peak_tokens = max(report.peak_tokens, used)
        if progress is not None and index % 1_000 == 0:
            progress(index, total)
    report.final_tokens = used
    if report.turns == 0:
        report.turns = 1 if messages else 0
    return report


# ---- LoCoMo: fold real conversations, then ask for the folded evidence back --------------------

LOCOMO_CATEGORIES = {1: "multi-hop", 2: "temporal", 3: "open-domain", 4: "single-hop"}


def locomo_sessions(conv: Mapping[str, Any]) -> list[tuple[int, str, list[dict[str, Any]]]]:
    """(session number, date, turns) of one LoCoMo conversation, in order."""
    import re

    out = []
    for key, turns in conv.items():
        m = re.fullmatch(r"session_(\d+)", key)
        if m and isinstance(turns, list):
            n = int(m.group(1))
            out.append((n, str(conv.get(f"session_{n}_date_time", "")), turns))
    return sorted(out, key=lambda s: s[0])


def locomo_messages(sample: Mapping[str, Any]) -> tuple[list[dict[str, Any]], list[str]]:
    """One LoCoMo conversation as chat messages (first speaker = user) and their dialog ids."""
    conv = sample["conversation"]
    first = str(conv.get("speaker_a", ""))
    msgs: list[dict[str, Any]] = []
    ids: list[str] = []
    for _, _date, turns in locomo_sessions(conv):
        for turn in turns:
            words = " ".join(str(turn.get("text", "")).split())
            if turn.get("blip_caption"):
                words += f" [shares a photo: {turn['blip_caption']}]"
            role = "user" if str(turn.get("speaker")) == first else "assistant"
            msgs.append({"role": role, "content": f"{turn.get('speaker')}: {words}"})
            ids.append(str(turn.get("dia_id")))
    return msgs, ids


def locomo_times(sample: Mapping[str, Any]) -> dict[str, datetime]:
    """dialog id -> when its session took place ("1:56 pm on 8 May, 2023"), for the turns that say."""
    out: dict[str, datetime] = {}
    for _, date, turns in locomo_sessions(sample["conversation"]):
        try:
            when = datetime.strptime(date.strip(), "%I:%M %p on %d %B, %Y")
        except ValueError:
            continue  # an unreadable date: the replay stamps those turns with the time it runs
        for turn in turns:
            out[str(turn.get("dia_id"))] = when
    return out


def read_locomo(path: Path) -> list[dict[str, Any]]:
    """The LoCoMo samples in `path` (the locomo10.json file or the folder holding it)."""
    file = path / "locomo10.json" if path.is_dir() else path
    if not file.is_file():
        raise InvalidInputError(f"no LoCoMo data at {str(path)!r}; give locomo10.json or its folder")
    try:
        data = json.loads(file.read_text(encoding="utf-8"))
    except (ValueError, UnicodeDecodeError) as exc:
        raise InvalidInputError(f"{file}: not LoCoMo JSON ({exc})") from None
    if not isinstance(data, list) or not all(isinstance(s, dict) and "conversation" in s for s in data):
        raise InvalidInputError(f"{file}: expected a list of LoCoMo samples with a 'conversation'")
    return data


def simulate_locomo(
    path: Path,
    policy: Policy,
    *,
    sessions_dir: Path,
    embedder: Any = None,
    model_version: str = "",
    samples: Sequence[int] | None = None,
    k: int = 10,
    progress: Callable[[str, int, int], None] | None = None,
) -> dict[str, Any]:
    """Fold each LoCoMo conversation with the real engine, then measure evidence recoverability.

    For every question of categories 1-4 with at least one evidence turn folded, ask
    `continuity_load(query=question, k=10)` (scope: folded) and count it recovered when a folded
    evidence turn is among the results (`recovered_any`) / when all of them are (`recovered_all`).
    Each message is logged with its LoCoMo session's date and time, as a live log would have it.
    Returns the policy's simulator report over the conversations plus those shares.
    """
    import re
    import time

    from .engine import Continuity
    from .load import folded_seqs, load
    from .log import SessionLog
    from .summarise import ExtractiveSummariser

    data = read_locomo(path)
    chosen = list(samples) if samples is not None else list(range(len(data)))
    total = SimReport(policy=policy.name, plan=policy.plan().to_dict())
    asked = any_hit = all_hit = 0
    by_category: dict[str, list[int]] = {}
    first_ms: list[float] = []  # the first query of a conversation also builds its search index
    query_ms: list[float] = []
    for done, index in enumerate(chosen):
        sample = data[index]
        msgs, dia_ids = locomo_messages(sample)
        when = locomo_times(sample)
        session = SessionLog.create(sessions_dir, f"locomo-{index}-{policy.name}")
        engine = Continuity(session, policy, ExtractiveSummariser())
        seq_of: dict[str, int] = {}
        history: list[dict[str, Any]] = []
        for i, (msg, dia) in enumerate(zip(msgs, dia_ids, strict=True)):
            if msg["role"] == "assistant":
                history = engine.step(history).history
            seq = session.append_messages([msg], turn=i + 1, at=when.get(dia))[0]
            seq_of[dia] = seq
            history.append(next(iter(session.read(seq, seq))))
            if progress is not None and i % 50 == 0:
                progress(f"conversation {done + 1}/{len(chosen)}", i, len(msgs))
        for m in msgs:
            m["_tokens"] = engine.tokens_of(m)
        total.merge(simulate(msgs, policy))
        folded = folded_seqs(session)
        fresh = True
        for qa in sample.get("qa", []):
            category = qa.get("category")
            if category not in LOCOMO_CATEGORIES:
                continue
            evidence = {seq_of[e] for e in re.split(r"[;\s]+", " ".join(map(str, qa.get("evidence", []))))
                        if e in seq_of}
            gone = evidence & folded
            if not gone:
                continue
            started = time.perf_counter()
            result = load(session, query=str(qa["question"]), k=k, budget_tokens=32_000, scope="folded",
                          embedder=embedder, model_version=model_version)
            (first_ms if fresh else query_ms).append(1000 * (time.perf_counter() - started))
            fresh = False
            top = set(result.ranked[:k])
            asked += 1
            hit = bool(gone & top)
            any_hit += hit
            all_hit += gone <= top
            by_category.setdefault(LOCOMO_CATEGORIES[category], []).append(int(hit))
    out = total.to_dict()
    out["recoverability"] = {
        "questions": asked,
        "recovered_any": round(any_hit / asked, 4) if asked else 0.0,
        "recovered_all": round(all_hit / asked, 4) if asked else 0.0,
        "by_category": {c: round(sum(v) / len(v), 4) for c, v in sorted(by_category.items())},
        "k": k,
        "conversations": len(chosen),
        "query_ms_p50": round(statistics.median(query_ms), 1) if query_ms else 0.0,
        "query_ms_p95": round(statistics.quantiles(query_ms, n=20)[18], 1) if len(query_ms) > 1 else 0.0,
        "first_query_ms_p50": round(statistics.median(first_ms), 1) if first_ms else 0.0,
    }
    return out
