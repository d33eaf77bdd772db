"""Settings, resolved once: defaults < `$TDCONTEXT_HOME/config.toml` < `TDCONTEXT_*` env < explicit overrides.

Invariant: every path the engine touches derives from `Settings.home`; nothing reads the
environment after `load_settings()` returns.
"""

from __future__ import annotations

import dataclasses
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .errors import InvalidInputError

RETRIEVAL_MODES = ("hybrid", "legacy")
VECTOR_BACKENDS = ("auto", "numpy", "sqlite-vec")
EMBEDDERS = ("worker", "inprocess", "none")
THINKING_MODES = ("on", "off", "auto")
TABLE_SETTINGS = ("mcp_servers", "tool_tiers", "llm_prices")  # TOML tables; no environment variable
#: The allowed range of every numeric setting (inclusive); a value outside is refused at load.
NUMERIC_RANGES: dict[str, tuple[float, float]] = {
    "embed_batch_size": (1, 1024),
    "embed_timeout_seconds": (1, 3600),
    "embed_idle_seconds": (1, 86_400),
    "embed_max_restarts": (0, 100),
    "context_k": (1, 100),
    "context_token_budget": (0, 100_000),
    "llm_context_tokens": (1_000, 100_000_000),
    "llm_timeout_seconds": (1, 3600),
    "max_steps": (1, 200),
    "tool_result_cap_tokens": (200, 1_000_000),
}


def default_home() -> Path:
    """$TDCONTEXT_HOME, else the platform's user-data dir."""
    env = os.environ.get("TDCONTEXT_HOME")
    if env:
        return Path(env).expanduser()
    import platformdirs

    return Path(platformdirs.user_data_dir("tdcontext", appauthor=False))


@dataclass(frozen=True)
class Settings:
    """Everything configurable. Field names are the config-file keys; env vars are TDCONTEXT_<NAME>."""

    home: Path = field(default_factory=default_home)
    retrieval_mode: str = "hybrid"
    hide_builtin: bool = False
    skills_autoload: bool = True
    skills_done_pattern: str = r"\b(that'?s done|finished,? thanks|next task|all done|we'?re done)\b"
    embedder: str = "worker"
    worker_python: str = ""  # python for the embedding worker; "" = this interpreter
    vector_backend: str = "auto"
    fusion: str = "convex"  # convex (max-normalised scores, measured best) | rrf (k=60)
    embed_batch_size: int = 32
    embed_timeout_seconds: float = 60.0
    embed_idle_seconds: float = 300.0
    embed_max_restarts: int = 3
    embed_daemon: bool = True  # share one warm model per home across processes (off: one worker per process)
    context_k: int = 10
    context_token_budget: int = 1500
    gate_classifier: bool = True  # the learned invocation classifier may raise a named procedure's stub to full
    gate_multilingual: bool = True  # a multilingual encoder may admit the closest entry for a prompt in another language
    receipts: str = "off"  # off | persist (TDCONTEXT_RECEIPTS=persist keeps turn receipts on disk)
    receipts_path: str = ""  # absolute path of the receipt store; "" = <home>/receipts.jsonl
    receipts_auto_verify: bool = True  # read back each mutation at the end of a copilot turn
    facets_schema: str = ""  # a TOML/JSON facet schema; "" = $TDCONTEXT_HOME/facets/schema.* else built-in
    facets_scan: bool = True  # tag each copilot turn in the background after it is logged
    # ---- the built-in copilot (tdcontext ask / chat); see README "Built-in copilot" ----
    llm_base_url: str = "https://api.deepseek.com"
    llm_model: str = "deepseek-flash"
    llm_api_key: str = ""  # else DEEPSEEK_API_KEY
    llm_context_tokens: int = 1_000_000
    llm_timeout_seconds: float = 120.0
    thinking: str = "on"  # on | off | auto (auto: send no thinking switch, for non-DeepSeek servers)
    skills_placement: str = "history"  # history: a pack body once, cached | tail: re-sent in every request
    live: bool = False  # perform mode: destructive and code tool calls are always refused
    max_steps: int = 12
    tool_result_cap_tokens: int = 8000
    # Tables (config.toml only): [mcp_servers.NAME], [tool_tiers], [llm_prices.MODEL]
    mcp_servers: dict[str, Any] = field(default_factory=dict, hash=False)
    tool_tiers: dict[str, Any] = field(default_factory=dict, hash=False)
    llm_prices: dict[str, Any] = field(default_factory=dict, hash=False)
    continuity_policy: str = "band"  # cliff | band | cache_first (continuity/policy.py)
    continuity_window: int = 1_048_576  # the model's context window, tokens
    continuity_reserved: int = 256_000  # reserved for the model's output
    continuity_headroom: int = 65_536
    continuity_max_per_batch: int = 8_000

    def __post_init__(self) -> None:
        _check_choice("retrieval_mode", self.retrieval_mode, RETRIEVAL_MODES)
        _check_choice("vector_backend", self.vector_backend, VECTOR_BACKENDS)
        _check_choice("embedder", self.embedder, EMBEDDERS)
        _check_choice("fusion", self.fusion, ("convex", "rrf"))
        _check_choice("continuity_policy", self.continuity_policy, ("cliff", "band", "cache_first"))
        _check_choice("receipts", self.receipts, ("off", "persist"))
        if self.receipts_path and not Path(self.receipts_path).is_absolute():
            raise InvalidInputError(
                f"receipts_path (TDCONTEXT_RECEIPTS_PATH) must be an absolute path, got {self.receipts_path!r}"
            )
        _check_choice("thinking", self.thinking, THINKING_MODES)
        _check_choice("skills_placement", self.skills_placement, ("tail", "history"))
        for name, (low, high) in NUMERIC_RANGES.items():
            value = getattr(self, name)
            if isinstance(value, bool) or not isinstance(value, int | float) or not low <= value <= high:
                raise InvalidInputError(
                    f"{name} must be from {low} to {high}, got {value!r}; fix it in config.toml or "
                    f"TDCONTEXT_{name.upper()}"
                )

    @property
    def corpus_dir(self) -> Path:
        return self.home / "corpus"

    @property
    def index_path(self) -> Path:
        return self.home / "index.sqlite"

    @property
    def skills_dir(self) -> Path:
        return self.home / "skills"

    @property
    def sessions_dir(self) -> Path:
        return self.home / "sessions"

    @property
    def receipts_store_path(self) -> Path:
        return Path(self.receipts_path) if self.receipts_path else self.home / "receipts.jsonl"

    @property
    def config_path(self) -> Path:
        return self.home / "config.toml"

    def replace(self, **changes: Any) -> Settings:
        return dataclasses.replace(self, **changes)


def _check_choice(name: str, value: str, choices: tuple[str, ...]) -> None:
    if value not in choices:
        raise InvalidInputError(f"{name} must be one of {', '.join(choices)}; got {value!r}")


def _coerce(name: str, raw: Any, target: Any) -> Any:
    """Turn a config/env value into the field's type, with an error naming the key."""
    if isinstance(target, bool):
        if isinstance(raw, bool):
            return raw
        text = str(raw).strip().lower()
        if text in ("1", "true", "yes", "on"):
            return True
        if text in ("0", "false", "no", "off"):
            return False
        raise InvalidInputError(f"{name} must be on/off (true/false); got {raw!r}")
    if isinstance(target, int):
        try:
            return int(raw)
        except (TypeError, ValueError):
            raise InvalidInputError(f"{name} must be an integer; got {raw!r}") from None
    if isinstance(target, float):
        try:
            return float(raw)
        except (TypeError, ValueError):
            raise InvalidInputError(f"{name} must be a number; got {raw!r}") from None
    if isinstance(target, Path):
        return Path(str(raw)).expanduser()
    if isinstance(target, dict):
        if not isinstance(raw, dict):
            raise InvalidInputError(f"{name} must be a TOML table ([{name}]); got {raw!r:.80}")
        return dict(raw)
    return str(raw)


def load_settings(**overrides: Any) -> Settings:
    """Resolve settings from defaults, the config file, the environment and `overrides`.

    Raises:
        InvalidInputError: an unknown key, a value of the wrong type, or unreadable TOML.
    """
    home = Path(overrides["home"]) if overrides.get("home") else default_home()
    base = Settings(home=home)
    values: dict[str, Any] = {}
    names = {f.name for f in dataclasses.fields(Settings)} - {"home"}
    config_path = base.config_path
    if config_path.is_file():
        import tomllib  # only when there is a config file to read

        try:
            data = tomllib.loads(config_path.read_text(encoding="utf-8"))
        except (tomllib.TOMLDecodeError, UnicodeDecodeError) as exc:
            raise InvalidInputError(f"{config_path}: not valid TOML ({exc}); fix or delete it") from exc
        for key, raw in data.items():
            if key not in names:
                raise InvalidInputError(
                    f"{config_path}: unknown setting {key!r}; known settings: {', '.join(sorted(names))}"
                )
            values[key] = _coerce(key, raw, getattr(base, key))
    for key in names - set(TABLE_SETTINGS):
        env = os.environ.get(f"TDCONTEXT_{key.upper()}")
        if env is not None and env != "":
            values[key] = _coerce(f"TDCONTEXT_{key.upper()}", env, getattr(base, key))
    for key, raw in overrides.items():
        if key == "home" or raw is None:
            continue
        if key not in names:
            raise InvalidInputError(f"unknown setting {key!r}")
        values[key] = _coerce(key, raw, getattr(base, key))
    return base.replace(**values)
