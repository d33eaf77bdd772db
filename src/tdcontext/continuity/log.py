"""The raw session log: `sessions/<session-id>.jsonl`, append-only and seq-numbered.

Every copilot turn's messages are appended here (never the ephemeral blocks). Continuity folds
add `fold` records but never delete or rewrite a message: the log is the truth a gist points
back to (`log:<session>#seq=a-b`).

Record shape, one JSON object per line:
    {"seq": 1, "ts": "2026-11-30T20:01:02.123Z", "turn": 1, "kind": "message", "role": "user",
     "content": "...", "tool_calls": [...], "tool_call_id": "...", "reasoning_content": "...",
     "meta": {...}}
    {"seq": 9, ..., "kind": "fold", "range": [2, 7], "gist": "...", "tokens_before": n, ...}
    {"seq": 10, ..., "kind": "event", "event": "cancelled", ...}

Invariant: seqs are contiguous from 1; an append is durable (fsync) before it returns; a torn
last line left by a crash is ignored on read and overwritten by the next append, so nothing
acknowledged is ever lost and nothing half-written is ever read. The folder is 0700 and each
log 0600; symlinks are refused.
"""

from __future__ import annotations

import json
import os
import re
import secrets
import threading
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from ..errors import InvalidInputError, NotFoundError

__all__ = [
    "MESSAGE_FIELDS",
    "SessionInfo",
    "SessionLog",
    "list_sessions",
    "new_session_id",
    "to_chat_message",
]

SESSION_ID_RE = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$")
RECORD_KINDS = ("message", "fold", "event")
MESSAGE_FIELDS = ("role", "content", "tool_calls", "tool_call_id", "name", "reasoning_content")
MAX_RECORD_BYTES = 64 * 1024 * 1024  # one tool result may be large; the model sees a capped head

_locks: dict[Path, threading.Lock] = {}
_locks_guard = threading.Lock()


def new_session_id() -> str:
    """A sortable, unguessable id: `s20261130-200102-k3x9q2`."""
    stamp = datetime.now(UTC).strftime("%Y%m%d-%H%M%S")
    return f"s{stamp}-{secrets.token_hex(3)}"


def _check_id(session_id: str) -> str:
    if not isinstance(session_id, str) or not SESSION_ID_RE.match(session_id):
        raise InvalidInputError(
            f"session id {session_id!r:.80} is not valid; use letters, digits, '-' or '_' (at most 64)"
        )
    return session_id


def _stamp(when: datetime) -> str:
    return when.astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%S.%f")[:-3] + "Z"


def _now() -> str:
    return _stamp(datetime.now(UTC))


def _lock_for(path: Path) -> threading.Lock:
    with _locks_guard:
        return _locks.setdefault(path, threading.Lock())


def to_chat_message(record: dict[str, Any]) -> dict[str, Any]:
    """The OpenAI chat message held by a `message` record (log-only fields dropped)."""
    return {k: record[k] for k in MESSAGE_FIELDS if k in record and record[k] is not None}


@dataclass(frozen=True)
class SessionInfo:
    """One session as listed: id, record count, last seq, first user prompt, times."""

    session_id: str
    path: Path
    records: int
    last_seq: int
    turns: int
    started: str
    updated: str
    title: str

    def to_dict(self) -> dict[str, Any]:
        return {
            "session_id": self.session_id,
            "records": self.records,
            "last_seq": self.last_seq,
            "turns": self.turns,
            "started": self.started,
            "updated": self.updated,
            "title": self.title,
        }


class SessionLog:
    """One session's append-only log. Thread-safe within a process; one writer process per session."""

    def __init__(self, sessions_dir: Path, session_id: str) -> None:
        self.sessions_dir = Path(sessions_dir)
        self.session_id = _check_id(session_id)
        self.path = self.sessions_dir / f"{self.session_id}.jsonl"
        self._last_seq: int | None = None
        self._good_bytes: int | None = None

    # ---- opening ---------------------------------------------------------------------------

    @classmethod
    def create(cls, sessions_dir: Path, session_id: str | None = None) -> SessionLog:
        """A new, empty session (the file appears with the first append)."""
        log = cls(sessions_dir, session_id or new_session_id())
        if log.path.exists() or log.path.is_symlink():
            raise InvalidInputError(f"session {log.session_id!r} already exists; resume it with its id")
        return log

    @classmethod
    def open(cls, sessions_dir: Path, session_id: str) -> SessionLog:
        """An existing session; NotFoundError names the id when there is none."""
        log = cls(sessions_dir, session_id)
        if not log.path.is_file() or log.path.is_symlink():
            raise NotFoundError(
                f"no session {session_id!r}; list them with `tdcontext sessions list`"
            )
        return log

    # ---- writing ---------------------------------------------------------------------------

    def append(self, records: Iterable[dict[str, Any]], *, turn: int | None = None,
               at: datetime | None = None) -> list[int]:
        """Append records durably; returns their seqs. `turn` fills records that lack one.

        `at` stamps them with when they happened (a replayed or imported transcript; a naive
        datetime is taken as UTC); by default they are stamped now.
        """
        items = list(records)
        if not items:
            return []
        if at is not None and not isinstance(at, datetime):
            raise InvalidInputError(f"at must be a datetime, got {at!r:.60}")
        with _lock_for(self.path):
            self._ensure_dir()
            last, good = self._scan_tail()
            lines: list[bytes] = []
            seqs: list[int] = []
            ts = _now() if at is None else _stamp(at if at.tzinfo else at.replace(tzinfo=UTC))
            for offset, record in enumerate(items, 1):
                kind = record.get("kind", "message")
                if kind not in RECORD_KINDS:
                    raise InvalidInputError(f"record kind {kind!r} is not one of {', '.join(RECORD_KINDS)}")
                if kind == "message" and record.get("role") not in ("system", "user", "assistant", "tool"):
                    raise InvalidInputError(f"message role {record.get('role')!r} is not valid")
                seq = last + offset
                full = {"seq": seq, "ts": ts, "turn": record.get("turn", turn or 0), "kind": kind}
                full.update({k: v for k, v in record.items() if k not in ("seq", "ts", "turn", "kind")})
                data = json.dumps(full, ensure_ascii=False, separators=(",", ":")).encode("utf-8")
                if len(data) > MAX_RECORD_BYTES:
                    raise InvalidInputError(
                        f"a session record of {len(data):,} bytes exceeds {MAX_RECORD_BYTES:,}; cap it first"
                    )
                lines.append(data + b"\n")
                seqs.append(seq)
            flags = os.O_WRONLY | os.O_CREAT | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_CLOEXEC", 0)
            fd = os.open(self.path, flags, 0o600)
            try:
                os.ftruncate(fd, good)  # drop a torn tail left by a crash
                os.lseek(fd, good, os.SEEK_SET)
                payload = b"".join(lines)
                view = memoryview(payload)
                while view:
                    written = os.write(fd, view)
                    view = view[written:]
                os.fsync(fd)
            finally:
                os.close(fd)
            self._last_seq = seqs[-1]
            self._good_bytes = good + len(payload)
            return seqs

    def append_messages(self, messages: Iterable[dict[str, Any]], *, turn: int,
                        at: datetime | None = None) -> list[int]:
        """Append OpenAI chat messages as `message` records (`at`: see `append`)."""
        return self.append(({"kind": "message", **m} for m in messages), turn=turn, at=at)

    def _ensure_dir(self) -> None:
        if self.sessions_dir.is_symlink():
            raise InvalidInputError(f"{self.sessions_dir} is a symlink; refusing to write session logs through it")
        self.sessions_dir.mkdir(parents=True, exist_ok=True, mode=0o700)
        try:
            os.chmod(self.sessions_dir, 0o700)
        except OSError:
            pass
        if self.path.is_symlink():
            raise InvalidInputError(f"{self.path} is a symlink; refusing to write through it")

    def _scan_tail(self) -> tuple[int, int]:
        """(last good seq, byte length of the well-formed prefix)."""
        if self._last_seq is not None and self._good_bytes is not None:
            try:
                if self.path.stat().st_size == self._good_bytes:
                    return self._last_seq, self._good_bytes
            except FileNotFoundError:
                pass
        last, good = 0, 0
        for record, end in self._records_with_offsets():
            last, good = int(record["seq"]), end
        return last, good

    # ---- reading ---------------------------------------------------------------------------

    def _records_with_offsets(self) -> Iterator[tuple[dict[str, Any], int]]:
        try:
            fd = os.open(self.path, os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0))
        except FileNotFoundError:
            return
        with os.fdopen(fd, "rb") as fh:
            offset = 0
            expected = 1
            for raw in fh:
                if not raw.endswith(b"\n"):
                    return  # torn tail: never read
                try:
                    record = json.loads(raw)
                except (ValueError, RecursionError):
                    return
                if not isinstance(record, dict) or record.get("seq") != expected:
                    return
                offset += len(raw)
                expected += 1
                yield record, offset

    def read(self, start: int | None = None, end: int | None = None) -> Iterator[dict[str, Any]]:
        """Records with start <= seq <= end (both optional), in order."""
        for record, _ in self._records_with_offsets():
            seq = record["seq"]
            if start is not None and seq < start:
                continue
            if end is not None and seq > end:
                return
            yield record

    def records(self) -> list[dict[str, Any]]:
        return list(self.read())

    @property
    def last_seq(self) -> int:
        return self._scan_tail()[0]

    def messages(self) -> list[dict[str, Any]]:
        """Every `message` record, in order (raw: folds not applied)."""
        return [r for r in self.read() if r.get("kind") == "message"]

    def history(self) -> list[dict[str, Any]]:
        """The persistent history to resume with: messages, each logged fold applied.

        A fold record replaces the messages in its seq range with one user-role gist message
        (`{"role": "user", "content": gist, "gist_of": [a, b]}`); later folds may cover earlier
        gists. A fold record with a `part` folds part of one message's content in place
        (`gist.apply_part`). Raw messages stay in the log either way.
        """
        from .gist import apply_part, part_entry

        out: list[dict[str, Any]] = []
        raw: dict[int, str] = {}
        for record in self.read():
            kind = record.get("kind")
            if kind == "message":
                out.append(record)
                if isinstance(record.get("content"), str):
                    raw[int(record["seq"])] = record["content"]
            elif kind == "fold" and record.get("part"):
                seq = int(record["range"][0])
                at = next((i for i, r in enumerate(out) if not r.get("gist_of") and r.get("seq") == seq), None)
                if at is not None and seq in raw:
                    folded_part = apply_part(out[at], raw[seq], part_entry(record))
                    if folded_part is not None:
                        out[at] = folded_part
            elif kind == "fold":
                a, b = (int(x) for x in record["range"])
                gist = {"seq": record["seq"], "kind": "message", "role": "user",
                        "content": record["gist"], "gist_of": [a, b], "turn": record.get("turn", 0)}
                folded: list[dict[str, Any]] = []
                for r in out:
                    if _within(r, a, b):
                        if gist not in folded:
                            folded.append(gist)
                    else:
                        folded.append(r)
                out = folded
        return out


def _within(record: dict[str, Any], a: int, b: int) -> bool:
    span = record.get("gist_of")
    if span:
        return a <= int(span[0]) and int(span[1]) <= b
    return a <= int(record["seq"]) <= b


def list_sessions(sessions_dir: Path) -> list[SessionInfo]:
    """Every session under `sessions_dir`, most recently updated first."""
    folder = Path(sessions_dir)
    if not folder.is_dir():
        return []
    infos: list[SessionInfo] = []
    for path in folder.glob("*.jsonl"):
        session_id = path.stem
        if path.is_symlink() or not SESSION_ID_RE.match(session_id):
            continue
        log = SessionLog(folder, session_id)
        records = log.records()
        if not records:
            continue
        first_user = next((r for r in records if r.get("kind") == "message" and r.get("role") == "user"), None)
        title = str(first_user.get("content") or "") if first_user else ""
        title = " ".join(title.split())[:80]
        infos.append(SessionInfo(
            session_id=session_id, path=path, records=len(records), last_seq=records[-1]["seq"],
            turns=max(int(r.get("turn") or 0) for r in records), started=str(records[0]["ts"]),
            updated=str(records[-1]["ts"]), title=title,
        ))
    infos.sort(key=lambda i: i.updated, reverse=True)
    return infos
