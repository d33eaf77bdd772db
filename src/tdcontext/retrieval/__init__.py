"""Retrieval: chunking, BM25 (FTS5), dense search, RRF fusion, the admission gate."""
