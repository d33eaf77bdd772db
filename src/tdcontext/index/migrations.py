"""Named, recorded schema migrations for `index.sqlite`.

Invariant: each migration runs once, in order, inside one transaction, and its name is
recorded in `migrations`; an index from a newer tdcontext is refused rather than guessed at.
"""

from __future__ import annotations

import sqlite3
from typing import Any

MIGRATIONS: list[tuple[str, str]] = [
    (
        "0001_entries_chunks_fts_embeddings",
        """
        CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
        CREATE TABLE entries (
            id TEXT PRIMARY KEY,
            project TEXT NOT NULL,
            kind TEXT NOT NULL,
            content_type TEXT NOT NULL,
            title TEXT NOT NULL,
            tags TEXT NOT NULL,
            path TEXT NOT NULL,
            content_hash TEXT NOT NULL,
            mtime_ns INTEGER NOT NULL,
            size INTEGER NOT NULL,
            created_at TEXT NOT NULL,
            updated_at TEXT NOT NULL
        );
        CREATE INDEX entries_by_project_kind ON entries (project, kind);
        CREATE TABLE chunks (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            entry_id TEXT NOT NULL,
            ord INTEGER NOT NULL,
            text TEXT NOT NULL,
            text_hash TEXT NOT NULL,
            UNIQUE (entry_id, ord)
        );
        CREATE VIRTUAL TABLE chunks_fts USING fts5 (title, body, tokenize = 'porter unicode61');
        CREATE TABLE embeddings (
            chunk_id INTEGER PRIMARY KEY,
            entry_id TEXT NOT NULL,
            entry_kind TEXT NOT NULL,
            model_version TEXT NOT NULL,
            vector BLOB NOT NULL,
            created_at TEXT NOT NULL,
            updated_at TEXT NOT NULL
        );
        CREATE INDEX embeddings_by_entry ON embeddings (entry_id);
        CREATE INDEX embeddings_by_model ON embeddings (model_version);
        INSERT INTO meta (key, value) VALUES ('vectors_generation', '0');
        """,
    ),
]


def apply_migrations(conn: Any) -> list[str]:
    """Apply every migration not yet recorded; returns the names applied now."""
    conn.execute("CREATE TABLE IF NOT EXISTS migrations (name TEXT PRIMARY KEY, applied_at TEXT NOT NULL)")
    done = {row[0] for row in conn.execute("SELECT name FROM migrations")}
    known = {name for name, _ in MIGRATIONS}
    unknown = done - known
    if unknown:
        from ..errors import IndexError_

        raise IndexError_(
            f"the index was written by a newer tdcontext (migrations {sorted(unknown)}); "
            "upgrade tdcontext or run `tdcontext index --rebuild`"
        )
    applied: list[str] = []
    for name, script in MIGRATIONS:
        if name in done:
            continue
        conn.execute("BEGIN IMMEDIATE")
        try:
            if conn.execute("SELECT 1 FROM migrations WHERE name = ?", (name,)).fetchone():
                conn.execute("COMMIT")  # another process applied it while we waited
                continue
            for statement in _statements(script):
                conn.execute(statement)
            conn.execute(
                "INSERT INTO migrations (name, applied_at) VALUES (?, datetime('now'))", (name,)
            )
            conn.execute("COMMIT")
        except BaseException:
            conn.execute("ROLLBACK")
            raise
        applied.append(name)
    return applied


def _statements(script: str) -> list[str]:
    parts, buf = [], ""
    for line in script.splitlines(keepends=True):
        buf += line
        if sqlite3.complete_statement(buf):
            if buf.strip():
                parts.append(buf.strip())
            buf = ""
    return parts
