"""Skill packs: Agent Skills style SKILL.md folders that specialise the copilot per task.

`SkillLoader` discovers packs (built-in < user < project), `SkillSession` keeps the active
set of one session (at most 2, LRU, keyword auto-load, done-pattern auto-unload) and renders
it as a system-prompt section. The MCP adapter lives in `mcp_server.skills` and is imported
only by the MCP server, so importing this package never loads the MCP SDK.

Invariant: a broken pack is reported and skipped, never fatal to the others.
"""

from .loader import (
    BUILTIN_DIR,
    PROJECT_SKILLS_DIR,
    SkillCatalog,
    SkillLoader,
    SkillProblem,
    TrustStore,
    check_pack,
    normalize_name,
    scaffold_pack,
)
from .pack import SKILL_FILE, SkillPack, load_pack, parse_pack
from .session import (
    BUDGET_TOKENS,
    MAX_ACTIVE,
    KeywordMatch,
    LoadResult,
    ObserveResult,
    SkillSession,
    UnloadResult,
    collisions,
    keyword_pattern,
    match_keywords,
)

__all__ = [
    "BUDGET_TOKENS",
    "BUILTIN_DIR",
    "MAX_ACTIVE",
    "PROJECT_SKILLS_DIR",
    "SKILL_FILE",
    "KeywordMatch",
    "LoadResult",
    "ObserveResult",
    "SkillCatalog",
    "SkillLoader",
    "SkillPack",
    "SkillProblem",
    "SkillSession",
    "TrustStore",
    "UnloadResult",
    "check_pack",
    "collisions",
    "keyword_pattern",
    "load_pack",
    "match_keywords",
    "normalize_name",
    "parse_pack",
    "scaffold_pack",
]
