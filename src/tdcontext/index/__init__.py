"""The derived SQLite index: entries, chunks, FTS5 and embeddings."""
