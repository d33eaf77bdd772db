"""Every error tdcontext raises on purpose, one tree.

    TdcontextError
     ├── InvalidInputError          bad value from a user or a model (exit 1 / MCP tool error)
     │    ├── InvalidEntryError     empty text, oversize, bad kind/type, unsafe id, binary file
     │    ├── FrontmatterError      a hand-edited entry file whose YAML cannot be read
     │    ├── SkillError            a SKILL.md that fails validation, or an unknown skill name
     │    └── BriefValidationError  a brief field that is unknown, oversize, or holds a secret
     ├── NotFoundError              no entry / skill / file of that name
     ├── DuplicateIdError           `add` with an id that already exists
     ├── ReadOnlyError              writing to the read-only `builtin` project
     ├── RevisionConflictError      brief write with a stale expected_revision
     ├── NotConfiguredError         no project root could be determined
     ├── BlockedURLError            the ingest guard refused a URL (scheme, host, address, redirect)
     ├── FetchError                 a permitted fetch failed (status, size cap, deadline, type)
     ├── EmbedderUnavailableError   the embedding worker cannot be started or answered badly
     ├── LLMError                   the copilot's model endpoint refused or failed (status, reason)
     │    └── ContextTooLongError   the request exceeds the model's context window (continuity folds)
     └── IndexError_                the SQLite index is unusable (named to avoid the builtin)

Invariant: every error carries its facts as attributes and its message quotes the bad
value and says what to do next. Foreign exceptions are translated where they enter.
"""

from __future__ import annotations


class TdcontextError(Exception):
    """Base of every deliberate tdcontext error."""

    @property
    def type_name(self) -> str:
        return type(self).__name__.rstrip("_")

    def to_dict(self) -> dict[str, object]:
        """The stable JSON error shape: {"type", "message", ...facts}."""
        out: dict[str, object] = {"type": self.type_name, "message": str(self)}
        for key, value in vars(self).items():
            if not key.startswith("_") and isinstance(value, (str, int, float, bool, type(None))):
                out.setdefault(key, value)
        return out


class InvalidInputError(TdcontextError):
    """A value from a user or a model that cannot be accepted."""


class InvalidEntryError(InvalidInputError):
    """An entry that cannot be stored (empty, oversize, bad kind, unsafe id, binary)."""


class FrontmatterError(InvalidInputError):
    """A Markdown entry file whose frontmatter cannot be parsed."""

    def __init__(self, path: str, reason: str) -> None:
        super().__init__(f"{path}: broken frontmatter ({reason}); fix the YAML between the '---' lines")
        self.path = path
        self.reason = reason


class SkillError(InvalidInputError):
    """A skill pack that fails validation, or a skill name that does not exist.

    `path` is the SKILL.md (or pack directory) at fault, `field` the frontmatter field or
    argument that is wrong, `name` the skill name involved; any of them may be None.
    """

    def __init__(
        self,
        message: str,
        *,
        path: str | None = None,
        field: str | None = None,
        name: str | None = None,
    ) -> None:
        super().__init__(message)
        self.path = path
        self.field = field
        self.name = name


class BriefValidationError(InvalidInputError):
    """A project brief that breaks the schema, a limit, or the no-secrets rule."""


class NotFoundError(TdcontextError):
    """Nothing of that name exists."""


class DuplicateIdError(TdcontextError):
    """`add` was given an id that already exists."""

    def __init__(self, entry_id: str) -> None:
        super().__init__(
            f"an entry with id {entry_id!r} already exists; choose another id, "
            "or use `tdcontext import` to update it"
        )
        self.entry_id = entry_id


class ReadOnlyError(TdcontextError):
    """A write aimed at the read-only built-in knowledge."""


class RevisionConflictError(TdcontextError):
    """A compare-and-swap write whose expected revision is stale."""

    def __init__(self, expected: str, actual: str) -> None:
        super().__init__(f"brief is at revision {actual}, not {expected}; re-read and retry")
        self.expected = expected
        self.actual = actual


class NotConfiguredError(TdcontextError):
    """No project root could be determined."""


class BlockedURLError(TdcontextError):
    """The ingest guard refused a URL before any connection was opened."""

    def __init__(self, url: str, reason: str) -> None:
        super().__init__(f"refused to fetch {url!r}: {reason}")
        self.url = url
        self.reason = reason


class FetchError(TdcontextError):
    """A permitted fetch that failed: HTTP status, size cap, deadline, content type."""

    def __init__(self, url: str, reason: str) -> None:
        super().__init__(f"could not ingest {url!r}: {reason}")
        self.url = url
        self.reason = reason


class EmbedderUnavailableError(TdcontextError):
    """The embedding worker could not be started, crashed too often, or timed out."""


class LLMError(TdcontextError):
    """The model endpoint refused or failed a request. `status` is the HTTP status (0: no answer)."""

    def __init__(self, message: str, *, status: int = 0, kind: str = "error", base_url: str = "",
                 model: str = "") -> None:
        super().__init__(message)
        self.status = status
        self.kind = kind
        self.base_url = base_url
        self.model = model


class ContextTooLongError(LLMError):
    """HTTP 400 "This model's maximum context length is ...": the history must be folded."""


class IndexError_(TdcontextError):
    """The SQLite index cannot be used."""
