"""Entries and their Markdown files: the truth the index is derived from."""
