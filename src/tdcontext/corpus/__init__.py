"""Entries and their Markdown files: the truth the index is derived from."""

BUILTIN_PROJECT = "builtin"
"""The project of the shipped TouchDesigner knowledge (here so rule modules need not import entry.py)."""
