"""The built-in copilot: a turn loop over any OpenAI-compatible model, with MCP servers as its hands.

Modules: llm (model client), prompt (cache-stable request layout), tools (engine + MCP tools,
tiers), engine_tools (in-process tools), consent, turn (the loop and its hooks), setup (wiring
a session from settings). Doors: `tdcontext ask | chat | sessions | doctor` in cli/copilot.py.
"""
