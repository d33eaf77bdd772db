"""Continuity for long copilot sessions: the raw session log, band compaction, gists, recall.

`log.SessionLog` is the truth every other part reads: append-only, seq-numbered messages.
"""
