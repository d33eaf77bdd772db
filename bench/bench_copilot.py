"""Benchmarks for the built-in copilot (issue 13).

Run from the repo root:  .venv/bin/python bench/bench_copilot.py [--embedder worker|none] [--turns 30]

1. Base system prompt size in DeepSeek tokens (target <= 1,500).
2. Copilot overhead per step, prompt -> first model request, excluding the model, warm
   (target <= 50 ms p50): the time from `run_turn()` to the moment the request reaches the
   client's `stream()` (skills observe, brief, gated context with the real retrieval,
   request assembly). The model is a recording stub that answers at once.
3. Cached-prefix share over a 30-turn scripted session with tool calls (target >= 0.85):
   for each request, the DeepSeek tokens it shares (as a prefix) with the previous request,
   divided by its tokens; mean over requests 5-30. Requests are rendered as the tool list
   followed by each message's JSON, which is what a provider's prompt template concatenates.

The scripted session is fixed (no randomness): every third turn searches and reads an entry,
every fifth loads or unloads a skill pack. Figures are in-sample for this script.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import itertools

from tdcontext.config import load_settings
from tdcontext.copilot.consent import ConsentPolicy
from tdcontext.copilot.llm import AssistantReply, LLMClient, LLMConfig, ToolCall
from tdcontext.copilot.prompt import base_system_prompt
from tdcontext.copilot.setup import open_session
from tdcontext.tokens import _load, count_tokens

PROMPTS = [
    "How do I make a feedback loop that fades slowly?",
    "What does the Level TOP's gamma do?",
    "Find my notes about the audio-reactive kick detector",
    "Why is my CHOP export not updating the parameter?",
    "Write a GLSL TOP that tints the input violet",
    "How should I structure a show for perform mode?",
    "What is the difference between a Select TOP and a Null TOP?",
    "How do I instance 1000 spheres from a CHOP?",
    "Remind me how the replicator COMP names its clones",
    "What sample rate should my audio analysis run at?",
]


class RecordingLLM(LLMClient):
    """A model stub: records when each request arrives and replies from a script, instantly."""

    def __init__(self) -> None:
        super().__init__(LLMConfig(base_url="http://127.0.0.1:9", model="stub", api_key="stub"))
        self.requests: list[list[dict[str, Any]]] = []
        self.tools: list[dict[str, Any]] = []
        self.arrivals: list[float] = []
        self.script: list[AssistantReply] = []

    def stream(self, messages: list[dict[str, Any]], tools: list[dict[str, Any]] | None = None,
               **_: Any) -> AssistantReply:
        self.arrivals.append(time.perf_counter())
        self.requests.append(json.loads(json.dumps(messages)))
        self.tools = tools or []
        return self.script.pop(0) if self.script else AssistantReply(content="ok")


def _render(tools: list[dict[str, Any]], messages: list[dict[str, Any]]) -> str:
    return json.dumps(tools, ensure_ascii=False) + "".join(
        f"\n<|{m['role']}|>" + json.dumps(m, ensure_ascii=False) for m in messages)


def _session(home: Path, embedder: str, llm: RecordingLLM, td_url: str | None = None,
             autoload: bool = True, placement: str = "tail") -> Any:
    servers = {"touchdesigner": {"url": td_url}} if td_url else {}
    settings = load_settings(home=home, embedder=embedder, mcp_servers=servers, skills_autoload=autoload,
                             skills_placement=placement)
    return open_session(settings, consent=ConsentPolicy(yes=True), llm=llm)


def overhead(embedder: str, runs: int) -> dict[str, float]:
    with tempfile.TemporaryDirectory() as tmp:
        llm = RecordingLLM()
        session = _session(Path(tmp), embedder, llm)
        try:
            session.engine.catch_up()
            for prompt in PROMPTS[:3]:  # warm: tokenizer, index, embedder, prototypes
                session.run_turn(prompt)
            samples = []
            for i in range(runs):
                prompt = PROMPTS[i % len(PROMPTS)]
                started = time.perf_counter()
                session.run_turn(prompt)
                samples.append((llm.arrivals[-1] - started) * 1000)
            samples.sort()
            return {"p50": statistics.median(samples), "p90": samples[int(0.9 * (len(samples) - 1))],
                    "n": float(len(samples))}
        finally:
            session.close()


def cached_prefix(embedder: str, turns: int, *, with_td: bool, toggle_skills: bool,
                  autoload: bool = True, placement: str = "tail") -> dict[str, float]:
    from tests.fakes_td import (  # the TouchDesigner MCP test server (TDMCP tools)
        TDServer,
        start_td_server,
    )

    tokenizer = _load()
    td = start_td_server(TDServer()) if with_td else None
    with tempfile.TemporaryDirectory() as tmp:
        llm = RecordingLLM()
        session = _session(Path(tmp), embedder, llm, td.url if td else None, autoload, placement)
        try:
            session.engine.catch_up()  # the built-in knowledge gets its vectors, as after `tdcontext index`
            entry = session.engine.add("Kick detector: Audio Spectrum CHOP -> Analyze (RMS) -> Trigger CHOP, "
                                       "threshold 0.6, release 0.1 s; export to /project1/flash:level.",
                                       kind="memory", title="Kick detector").entry.id
            tails = []
            for turn in range(turns):
                if with_td and turn % 3 == 1:
                    llm.script += [
                        AssistantReply(content="", reasoning_content="create it",
                                       tool_calls=[ToolCall(f"t{turn}a", "create_operator", json.dumps(
                                           {"parent_path": "/project1", "type": "noiseTOP", "name": f"n{turn}"}))]),
                        AssistantReply(content="", reasoning_content="verify",
                                       tool_calls=[ToolCall(f"t{turn}b", "get_operator_info",
                                                            json.dumps({"path": f"/project1/n{turn}"}))]),
                        AssistantReply(content=f"Created /project1/n{turn} and verified it."),
                    ]
                elif turn % 3 == 0:
                    llm.script += [
                        AssistantReply(content="", reasoning_content=f"search {turn}",
                                       tool_calls=[ToolCall(f"c{turn}a", "td_search",
                                                            json.dumps({"query": PROMPTS[turn % 10]}))]),
                        AssistantReply(content="", reasoning_content="read it",
                                       tool_calls=[ToolCall(f"c{turn}b", "td_get", json.dumps({"id": entry}))]),
                        AssistantReply(content=f"Answer {turn}: use the Trigger CHOP and export the level."),
                    ]
                else:
                    llm.script.append(AssistantReply(content=f"Answer {turn}: a short, direct reply."))
                if toggle_skills and turn % 5 == 4:
                    if session.skills.active_names():
                        session.skills.unload_all()
                    else:
                        session.skills.load("audio-reactive")
                result = session.run_turn(PROMPTS[turn % len(PROMPTS)] + f" (turn {turn})")
                assert result.status == "success", result.error
            ids = [tokenizer.encode(_render(llm.tools, r), add_special_tokens=False).ids for r in llm.requests]
            shares = []
            for prev, cur in itertools.pairwise(ids):
                common = 0
                for a, b in zip(prev, cur):
                    if a != b:
                        break
                    common += 1
                shares.append(common / len(cur))
            window = shares[3:29]  # requests 5..30 (1-based); shares[i] belongs to request i + 2
            tails = [len(tokenizer.encode(json.dumps(r[-1]), add_special_tokens=False).ids) for r in llm.requests]
            return {"requests": float(len(ids)), "mean_5_30": statistics.mean(window),
                    "mean_5_end": statistics.mean(shares[3:]), "min_5_30": min(window),
                    "tail_median": statistics.median(tails[4:30]),
                    "request_median": statistics.median(len(i) for i in ids[4:30])}
        finally:
            session.close()
            if td is not None:
                td.stop()


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--embedder", default="worker", choices=["worker", "none"])
    parser.add_argument("--runs", type=int, default=40)
    parser.add_argument("--turns", type=int, default=30)
    args = parser.parse_args()
    tokens = count_tokens(base_system_prompt())
    print("| what | figure | target |\n|---|---|---|")
    print(f"| base system prompt | {tokens:,} DeepSeek tokens | <= 1,500 |")
    o = overhead(args.embedder, args.runs)
    print(f"| overhead prompt -> first request, warm, embedder={args.embedder} | p50 {o['p50']:.1f} ms, "
          f"p90 {o['p90']:.1f} ms (n={int(o['n'])}) | <= 50 ms p50 |")
    variants = ((True, False, True, "tail", "skills auto-load"),
                (True, True, True, "tail", "skills auto-load + toggled every 5 turns"),
                (False, True, True, "tail", "skills auto-load + toggled every 5 turns"),
                (True, False, False, "tail", "no skill packs"),
                (True, False, True, "history", "skills auto-load, skills_placement=history"),
                (True, True, True, "history", "skills auto-load + toggled, skills_placement=history"))
    for with_td, toggle, autoload, placement, what in variants:
        c = cached_prefix(args.embedder, args.turns, with_td=with_td, toggle_skills=toggle, autoload=autoload,
                          placement=placement)
        label = ("TDMCP tools" if with_td else "engine tools only") + ", " + what
        print(f"| cached-prefix share, {args.turns} turns, {label} ({int(c['requests'])} requests; median request "
              f"{int(c['request_median']):,} tokens, tail {int(c['tail_median']):,}) | mean {c['mean_5_30']:.3f} "
              f"over requests 5-30 (min {c['min_5_30']:.3f}; to the end {c['mean_5_end']:.3f}) | >= 0.85 |")


if __name__ == "__main__":
    main()
