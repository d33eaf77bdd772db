"""Ingestion tool: td_ingest_url (public pages only, behind the URL guard)."""

from __future__ import annotations

from mcp.server.mcpserver import MCPServer

from ..engine import Engine
from .calls import call_tool
from .schemas import IngestOut, KnowledgeKind, MaxBytes, Tags, Url


def register_ingest_tools(server: MCPServer, engine: Engine) -> None:
    """Add this family's tools and resources to `server`."""

    @server.tool()
    async def td_ingest_url(
        url: Url,
        tags: Tags | None = None,
        knowledge_kind: KnowledgeKind = "reference",
        max_size_bytes: MaxBytes = 5_242_880,
    ) -> IngestOut:
        """Fetch one public web page and save it as a searchable knowledge entry.

        Use it for operator reference pages, tutorials, forum answers or write-ups the
        knowledge base lacks. Only public http(s) pages are fetched; local, private and cloud
        metadata addresses are refused, and nothing is stored when a fetch fails. Ingesting the
        same URL again updates its entry or reports status "unchanged". Find the text
        afterwards with td_search or td_get.
        Args:
            url: the http:// or https:// address of the page.
            tags: labels for the entry, e.g. ["td-docs", "noise"].
            knowledge_kind: "reference" (default) or "fact"; "instruction" only when the user
                explicitly wants the page to steer you.
            max_size_bytes: download cap in bytes, 1 to 52428800 (default 5 MB).
        Example: td_ingest_url(url="https://docs.derivative.ca/Noise_TOP", tags=["td-docs"])
        """
        result = await call_tool(engine.ingest_url, url, tags=tags or [], content_type=knowledge_kind,
                             max_bytes=max_size_bytes)
        keys = ("entry_id", "title", "url", "size_chars", "tags", "embedding_indexed", "status")
        out: IngestOut = {k: v for k, v in result.to_dict().items() if k in keys}  # type: ignore[assignment]
        return out
