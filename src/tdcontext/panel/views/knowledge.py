"""Knowledge: search with per-ranker ranks and snippets, a context preview with each entry's
disclosure, and the skill packs (which ones a prompt would load)."""

from __future__ import annotations

from typing import Any

from ...engine import Engine


def data(engine: Engine, *, query: str, prompt: str) -> dict[str, Any]:
    context: dict[str, Any] = {"query": query, "prompt": prompt, "search": None, "preview": None,
                               "skills": [], "would_load": []}
    if query:
        engine.catch_up()
        context["search"] = engine.search(query, k=10).to_dict()
    if prompt:
        engine.catch_up()
        context["preview"] = engine.context(prompt).to_dict()
        session = engine.skill_session()
        observed = session.observe(prompt)
        context["would_load"] = list(getattr(observed, "loaded", []) or [])
    catalog = engine.skills.catalog()
    context["skills"] = [p.summary() for p in catalog.packs]
    return context
