"""The engine: composes corpus, index, embeddings and retrieval. The doors call only this.

Invariant: a write is durable in its Markdown file before it is acknowledged; the index and
the vectors are derived and may lag (reported as `degraded`), but never lose an entry.
"""

from __future__ import annotations

import builtins
import contextlib
import dataclasses
import functools
import hashlib
import json
import logging
import threading
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, Self

from .config import Settings, load_settings
from .corpus.entry import (
    Entry,
    check_content_type,
    check_kind,
    check_project,
    make_entry,
    touched,
)
from .corpus.files import BUILTIN_DIR, CorpusStore
from .early import check_prompt, context_args, early_answer
from .errors import (
    IndexError_,
    InvalidEntryError,
    InvalidInputError,
    NotFoundError,
    TdcontextError,
)
from .index.db import Index
from .index.sync import SyncReport, index_entry, recorded_skipped, sync_index
from .retrieval.chunking import chunk_text

if TYPE_CHECKING:  # imported on first search/context: `list`, `get`, `status` never load numpy
    import numpy as np

    from .retrieval.context import ContextAssembler
    from .retrieval.dense import DenseBackend
    from .retrieval.result import ContextResult
    from .retrieval.retriever import PendingVectors, Retriever, SearchResult

log = logging.getLogger("tdcontext")

Progress = Callable[[dict[str, Any]], None]
MAX_INGEST_BYTES = 50 * 1024 * 1024


def _no_progress(event: dict[str, Any]) -> None:
    return None


@dataclass
class ImportReport:
    """What an import did. `errors` holds (line number or relative path, message)."""

    created: int = 0
    updated: int = 0
    unchanged: int = 0
    embedded: int = 0
    errors: list[tuple[int | str, str]] = field(default_factory=list)
    embed_error: str | None = None
    skipped: list[tuple[str, str]] = field(default_factory=list)

    def to_dict(self) -> dict[str, Any]:
        return {
            "created": self.created,
            "updated": self.updated,
            "unchanged": self.unchanged,
            "embedded": self.embedded,
            "errors": [{"line": n, "message": m} if isinstance(n, int) else {"file": n, "message": m}
                       for n, m in self.errors],
            "skipped": [{"file": f, "reason": r} for f, r in self.skipped],
            "embed_error": self.embed_error,
        }


@dataclass(frozen=True)
class IngestResult:
    """One ingested URL: the entry it became and what happened (created | updated | unchanged)."""

    entry_id: str
    title: str
    url: str
    final_url: str
    size_chars: int
    tags: tuple[str, ...]
    content_type: str
    status: str
    embedding_indexed: bool
    truncated: bool = False

    def to_dict(self) -> dict[str, Any]:
        return {
            "entry_id": self.entry_id, "title": self.title, "url": self.url, "final_url": self.final_url,
            "size_chars": self.size_chars, "tags": list(self.tags), "content_type": self.content_type,
            "status": self.status, "embedding_indexed": self.embedding_indexed, "truncated": self.truncated,
        }


@dataclass(frozen=True)
class AddResult:
    entry: Entry
    path: Path
    embedding_indexed: bool


class Engine:
    """One open tdcontext home. Thread-safe; close() when done."""

    def __init__(self, settings: Settings, *, embedder: Any = None, project_root_provider: Any = None,
                 warm_embedder: bool = False) -> None:
        self.settings = settings
        self._root_provider = project_root_provider
        settings.home.mkdir(parents=True, exist_ok=True)
        self.store = CorpusStore(settings.corpus_dir, include_builtin=not settings.hide_builtin)
        self._embedder = embedder
        self._embedder_lock = threading.Lock()
        self._facets: Any = None
        self._index_lock = threading.Lock()
        self._parts_lock = threading.Lock()
        driver = "sqlean" if self._wants_sqlite_vec() else "sqlite3"
        self.index = Index(settings.index_path, driver=driver)
        self.model_version = self._model_version()
        self._dense: DenseBackend | None = None
        self._retriever: Retriever | None = None
        self._context_assembler: ContextAssembler | None = None
        self._pending_cache: tuple[int, int] = (-1, 0)
        self._skills: Any = None
        self._background: threading.Thread | None = None
        self._closing = threading.Event()
        self._indexing: dict[str, Any] = {"status": "idle"}
        self._startup_sync: SyncReport | None = None
        self._shipped: Any = None
        if warm_embedder:
            self.prestart_embedder()
        self._sync_builtin()

    # ---- lifecycle ---------------------------------------------------------------------------

    def _wants_sqlite_vec(self) -> bool:
        if self.settings.vector_backend == "sqlite-vec":
            from .retrieval.dense import sqlite_vec_available

            if not sqlite_vec_available():
                log.warning("vector_backend=sqlite-vec but sqlean/sqlite-vec are not installed; using numpy")
                return False
            return True
        return False

    @property
    def dense(self) -> DenseBackend:
        """The vector scan, made on first use (numpy is imported then, not at start-up)."""
        with self._parts_lock:
            if self._dense is None:
                self._dense = self._make_dense()
            return self._dense

    @property
    def retriever(self) -> Retriever:
        """Hybrid search over the index, made on first use."""
        dense = self.dense
        with self._parts_lock:
            if self._retriever is None:
                from .retrieval.retriever import Retriever

                encoder = self._encode_query if self.settings.embedder != "none" or self._embedder else None
                self._retriever = Retriever(self.index, dense, encoder, fusion=self.settings.fusion,
                                            start_query=self._start_query if encoder is not None else None)
            return self._retriever

    @property
    def _context(self) -> ContextAssembler:
        retriever = self.retriever
        with self._parts_lock:
            if self._context_assembler is None:
                from .retrieval.context import ContextAssembler

                self._context_assembler = ContextAssembler(
                    self.index, retriever, lambda texts: self.embedder.embed(texts),
                    self.model_version, load_entry=self.store.get)
                if self.settings.gate_classifier:
                    from .retrieval.invocation_model import (
                        InvocationModelError,
                        default_model,
                    )

                    try:
                        self._context_assembler.invocation_model = default_model()
                    except InvocationModelError as exc:  # the gate's rules still decide; say so on every result
                        log.warning("%s", exc)
                        self._context_assembler.invocation_note = f"invocation classifier off: {exc}"
                if self.settings.gate_multilingual:  # loads on the first prompt in another language, not here
                    from .embedding.multilingual import MultilingualEncoder

                    self._context_assembler.multilingual = MultilingualEncoder()
            return self._context_assembler

    def _make_dense(self) -> DenseBackend:
        from .retrieval.dense import NumpyBackend, SqliteVecBackend

        if self.index.driver == "sqlean":
            try:
                return SqliteVecBackend(self.index, self.model_version)
            except Exception as exc:  # noqa: BLE001 - extension failed to load: the numpy scan always works
                log.warning("sqlite-vec unavailable (%s); using the numpy scan", exc)
        return NumpyBackend(self.index, self.model_version)

    def _model_version(self) -> str:
        if self._embedder is not None:
            return str(self._embedder.model_version)
        from .embedding.base import MODEL_VERSION

        return MODEL_VERSION

    @property
    def skills(self) -> Any:
        """The skill-pack loader (built-in, user and project layers), created on first use."""
        if self._skills is None:
            from .skills import SkillLoader

            self._skills = SkillLoader(self.settings, project_root=self.project_root_or_none())
        return self._skills

    @property
    def facets(self) -> Any:
        """The facet service (schema, model, index, scanner, queries), created on first use."""
        if self._facets is None:
            from .facets.service import FacetService
            from .tokens import count_tokens

            def embed(texts: Any) -> Any:
                embedder = self.embedder
                if embedder is None:
                    raise InvalidInputError("no embedder configured")
                return embedder.embed(list(texts))

            self._facets = FacetService(self.settings, embed=embed if self.settings.embedder != "none" else None,
                                        count_tokens=count_tokens)
        return self._facets

    def skill_session(self) -> Any:
        """A fresh per-session active set (one per copilot session or MCP connection)."""
        from .skills import SkillSession

        return SkillSession(self.skills)

    def observe_skills(self, session: Any, prompt: str, *, budget_tokens: int | None = None) -> dict[str, Any]:
        """Let `session` (a SkillSession) observe `prompt`: auto-load and auto-unload as
        configured. Returns {loaded, unloaded, evicted, active, warnings, matched, section},
        where `section` is the active packs' system-prompt text within the skills budget."""
        check_prompt("prompt", prompt)
        result = session.observe(prompt)
        return {
            "loaded": list(result.loaded),
            "unloaded": list(result.unloaded),
            "evicted": list(result.evicted),
            "active": list(result.active),
            "warnings": list(result.warnings),
            "matched": {name: list(words) for name, words in result.matched.items()},
            "section": session.render_section(budget_tokens),
        }

    def project_root_or_none(self) -> Path | None:
        """$TDCONTEXT_PROJECT_ROOT, else the provider's .toe folder; None when neither; never the cwd."""
        from .early import project_root_or_none

        return project_root_or_none(self._root_provider)

    def manage_brief(self, action: str, *, project_root: str | None = None,
                     expected_revision: str | None = None, brief: Any = None) -> dict[str, Any]:
        """Read, or replace with expected_revision (compare-and-swap), the project brief."""
        from . import brief as brief_mod

        with _os_errors_as_input("project_root"):
            result = brief_mod.manage(action, project_root, expected_revision, brief, provider=self._root_provider)
            if result.get("status") not in ("not_configured",) and "project_root" not in result:
                # say where it read or wrote: the root the arguments resolved to
                result = {**result, "project_root": str(brief_mod.resolve_root(project_root, self._root_provider))}
        return result

    def brief_block(self, project_root: str | None = None) -> str:
        """The "PROJECT BRIEF (untrusted project data)" block for one turn; "" when there is none."""
        from . import brief as brief_mod

        with _os_errors_as_input("project_root"):
            return brief_mod.load_brief_block(project_root, self._root_provider)

    def prestart_embedder(self) -> threading.Thread | None:
        """Start (or connect to) the embedding daemon on a background thread; returns it.

        For a caller about to search: the model's start overlaps whatever runs meanwhile.
        A failure here is only logged; the search that follows reports it or degrades.
        """
        if self.settings.embedder != "worker" or self._embedder is not None:
            return None

        def warm() -> None:
            try:
                embedder = self.embedder
                if embedder is not None and hasattr(embedder, "warm"):
                    embedder.warm()
            except TdcontextError as exc:
                log.debug("embedder pre-start failed: %s", exc)

        thread = threading.Thread(target=warm, name="tdcontext-embed-prestart", daemon=True)
        thread.start()
        return thread

    # ---- receipts ----------------------------------------------------------------------------

    def receipt_store(self) -> Any:
        """The turn-receipt store (its file exists only once persistence has written to it)."""
        from .receipts.store import ReceiptStore

        return ReceiptStore(self.settings.receipts_store_path)

    def list_receipts(self, *, limit: int = 10, status: str | None = None) -> dict[str, Any]:
        """Stored turn receipts, newest first: {"receipts", "count", "persistence"}; never the file path."""
        receipts = self.receipt_store().list(limit=limit, status=status)
        return {"receipts": receipts, "count": len(receipts), "persistence": self.settings.receipts}

    def get_receipt(self, receipt_id: str) -> dict[str, Any]:
        """One stored receipt by id (NotFoundError otherwise)."""
        receipt: dict[str, Any] = self.receipt_store().get(receipt_id)
        return receipt

    @property
    def embedder(self) -> Any:
        """The embedder, created on first use (the worker itself spawns lazily)."""
        with self._embedder_lock:
            if self._embedder is None and self.settings.embedder != "none":
                from .embedding.factory import make_embedder

                self._embedder = make_embedder(self.settings)
            return self._embedder

    def close(self) -> None:
        self._closing.set()  # a background indexer stopped by close() is not a failure
        if self._facets is not None:
            self._facets.close()
        with self._embedder_lock:
            if self._embedder is not None:
                try:
                    self._embedder.close()
                except Exception:  # closing a dead worker must not mask the caller's outcome
                    log.debug("embedder close failed", exc_info=True)
        self.index.close()

    def __enter__(self) -> Self:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def _builtin_fingerprint(self) -> str:
        h = hashlib.sha256(f"hidden={self.settings.hide_builtin}".encode())
        if not self.settings.hide_builtin and BUILTIN_DIR.is_dir():
            for path in sorted(BUILTIN_DIR.glob("*.md")):
                h.update(path.name.encode() + path.read_bytes())
        return h.hexdigest()

    def _sync_builtin(self) -> None:
        """On first start (or after an upgrade / hide toggle) index the built-in knowledge."""
        fingerprint = self._builtin_fingerprint()
        row = self.index.query("SELECT value FROM meta WHERE key = 'builtin_fingerprint'")
        if row and row[0][0] == fingerprint:
            return
        report = self.sync()
        self._startup_sync = report  # `reindex` reports it, so a first `index` says what happened
        if report.errors:
            log.warning("index: %d files skipped: %s", len(report.errors), report.errors[:3])
        self._apply_shipped_vectors()
        with self.index.write() as conn:
            conn.execute(
                "INSERT INTO meta (key, value) VALUES ('builtin_fingerprint', ?) "
                "ON CONFLICT(key) DO UPDATE SET value = excluded.value",
                (fingerprint,),
            )

    def _apply_shipped_vectors(self) -> None:
        """Store the build-time vectors of the built-in knowledge (matching text and model only)."""
        from .corpus import BUILTIN_PROJECT

        shipped = self._shipped_vectors()
        if shipped is None:
            return
        ids = [r[0] for r in self.index.query("SELECT id FROM entries WHERE project = ?", (BUILTIN_PROJECT,))]
        pending = self.index.pending_chunks(self.model_version, limit=100_000, entry_ids=ids) if ids else []
        hits, rows, _rest = shipped.split(pending)
        try:
            if hits:
                self.index.store_vectors(hits, rows, self.model_version)
        except (IndexError_, OSError) as exc:  # the vectors stay pending and are embedded as before
            log.warning("could not store the shipped built-in vectors: %s", exc)

    def _shipped_vectors(self) -> Any:
        """The shipped built-in vectors for this model (loaded once), or None."""
        if self.settings.hide_builtin or self.settings.embedder == "none":
            return None
        if self._shipped is None:
            from .embedding.shipped import ShippedVectors

            self._shipped = ShippedVectors.load(self.model_version)[0] or False
        return self._shipped or None

    # ---- writes ------------------------------------------------------------------------------

    def add(
        self,
        text: object,
        *,
        kind: str = "memory",
        content_type: str | None = None,
        title: str | None = None,
        tags: object = None,
        project: str = "default",
        entry_id: str | None = None,
        meta: dict[str, Any] | None = None,
    ) -> AddResult:
        """Store a new entry (durable before return) and embed it.

        Raises:
            InvalidEntryError: empty/oversize text, unknown kind or type, unsafe id.
            DuplicateIdError: `entry_id` already exists.
            ReadOnlyError: project is `builtin`.
        """
        entry = make_entry(text, kind=kind, content_type=content_type, title=title, tags=tags,
                           project=project, entry_id=entry_id, meta=meta)
        path = self.store.create(entry)
        try:
            self._index_file(entry, path)
        except IndexError_ as exc:
            # the file is saved (the truth): report success; `tdcontext index` catches the index up
            log.warning("entry %s saved; the index could not be updated (%s); run `tdcontext index`", entry.id, exc)
            return AddResult(entry, path, False)
        return AddResult(entry, path, self._embed_entries([entry.id]))

    def put(self, entry: Entry, *, same: Callable[[Entry, Entry], bool] | None = None) -> tuple[Path, str]:
        """Create or replace an entry by id; returns (path, "created"|"updated"|"unchanged").

        `same(previous, entry)` decides "unchanged" (default: equal content and metadata).
        """
        existing = self.store.locate(entry.id)
        previous = None
        if existing is not None:
            try:
                previous = self.store.read(existing)
            except InvalidInputError:
                previous = None
        if previous is not None and (same or _same_content)(previous, entry):
            return existing.path if existing else self.store.path_for(entry), "unchanged"
        if previous is not None:
            entry = touched(entry, created_at=previous.created_at)
        path, _ = self.store.put(entry)
        self._index_file(entry, path)
        return path, "created" if previous is None and existing is None else "updated"

    def _index_file(self, entry: Entry, path: Path) -> None:
        data = path.read_bytes()
        index_entry(self.index, entry, str(path), data, path.stat().st_mtime_ns, chunk_text)

    def import_jsonl(self, lines: Iterable[str | bytes], *, progress: Progress = _no_progress) -> ImportReport:
        """Upsert entries from JSONL lines; bad lines are reported by number, good ones import.

        Each line: {"id", "title", "text", "kind", "content_type", "tags", "project", "meta"};
        only "text" is required. A line without "id" gets a stable id derived from its kind,
        project, title and text (`corpus.imports.content_id`), so re-importing upserts. Lines
        over 4 MiB, `meta` over 64 KiB or nested deeper than 8, and any other failure of one
        line are reported as that line's error; the rest still import. Vectors are computed
        in batches after the files are written.
        """
        from .corpus.imports import entry_from_json_line

        report = ImportReport()
        touched_ids: list[str] = []
        for number, line in enumerate(lines, start=1):
            if not line.strip():
                continue
            self._import_one(report, touched_ids, number, functools.partial(entry_from_json_line, line, number))
            progress({"type": "status", "status": "importing", "progress": f"{number}", "line": number})
        self._embed_imported(report, touched_ids, progress)
        return report

    def import_dir(self, folder: str | Path, *, project: str | None = None, kind: str = "memory",
                   progress: Progress = _no_progress) -> ImportReport:
        """Upsert every Markdown file under `folder` (an Obsidian vault, a notes folder, or an
        older copilot's `knowledge/projects/<project>/entries/<id>.md` store).

        Frontmatter is optional; see `corpus.imports.entry_from_markdown` for how title, id,
        project, kind and type are chosen. Hidden folders are not entered, symlinks are not
        followed (reported in `skipped`), and a bad file is reported by its relative path
        while the others import. Raises InvalidInputError when `folder` is not a folder.
        """
        from .corpus.imports import markdown_files

        check_kind(kind)
        if project is not None:
            check_project(project)
        files, skipped = markdown_files(Path(folder))
        report = ImportReport(skipped=skipped)
        touched_ids: list[str] = []
        for number, file in enumerate(files, start=1):
            self._import_one(report, touched_ids, file.relative,
                             functools.partial(_markdown_entry, file, project, kind))
            progress({"type": "status", "status": "importing", "progress": f"{number}/{len(files)}"})
        self._embed_imported(report, touched_ids, progress)
        return report

    def _import_one(self, report: ImportReport, touched_ids: builtins.list[str], where: int | str,
                    parse: Callable[[], Entry]) -> None:
        """Parse and upsert one line or file; every failure becomes that item's error."""
        prefix = f"line {where}: " if isinstance(where, int) else f"{where}: "
        try:
            entry = parse()
            _, outcome = self.put(entry)
        except TdcontextError as exc:
            message = str(exc)
            report.errors.append((where, message if message.startswith(prefix) else prefix + message))
            return
        except OSError as exc:
            report.errors.append((where, f"{prefix}could not write the entry: {exc.strerror or exc}"))
            return
        except RecursionError:
            report.errors.append((where, f"{prefix}nested too deeply to read"))
            return
        except Exception as exc:  # one hostile item never stops the import (issue 10, item 12)
            log.debug("import of %s failed", where, exc_info=True)
            report.errors.append((where, f"{prefix}could not import it ({type(exc).__name__})"))
            return
        setattr(report, outcome, getattr(report, outcome) + 1)
        if outcome != "unchanged":
            touched_ids.append(entry.id)

    def _embed_imported(self, report: ImportReport, touched_ids: builtins.list[str], progress: Progress) -> None:
        if touched_ids:
            try:
                report.embedded = self.embed_pending(progress=progress)
            except TdcontextError as exc:  # entries are saved; vectors stay pending (degraded)
                report.embed_error = str(exc)
                log.warning("import saved; embedding deferred: %s", exc)

    def ingest_url(
        self,
        url: str,
        *,
        tags: object = None,
        content_type: str = "reference",
        project: str = "default",
        max_bytes: int | None = None,
        policy: Any = None,
    ) -> IngestResult:
        """Fetch a public web page under the SSRF guard and store it as a knowledge entry.

        One entry per URL (id from the normalised URL): re-ingesting updates it, or reports
        "unchanged" when the converted Markdown, title, tags and type are equal. Text beyond
        the 1 MB entry limit is cut (and `truncated` says so). `policy` exists only for tests
        serving pages from 127.0.0.1: no door passes it.

        Raises:
            BlockedURLError: the URL or a redirect hop is not allowed (nothing was fetched).
            FetchError: status, size, time, type or conversion failure (nothing stored).
            InvalidEntryError: bad content_type or tags.
        """
        from .corpus.entry import MAX_TEXT_BYTES
        from .ingest import DEFAULT_MAX_BYTES, fetch_page
        from .ingest.guard import PUBLIC_ONLY

        check_content_type(content_type)
        if not isinstance(url, str) or not url.strip():
            raise InvalidInputError("give a URL such as https://docs.derivative.ca/Noise_TOP")
        if max_bytes is not None and not 1 <= max_bytes <= MAX_INGEST_BYTES:
            raise InvalidInputError(f"max_bytes must be from 1 to {MAX_INGEST_BYTES} (50 MiB), got {max_bytes}")
        page = fetch_page(url.strip(), policy=policy or PUBLIC_ONLY, max_bytes=max_bytes or DEFAULT_MAX_BYTES)
        text, truncated = page.markdown, False
        if len(text.encode("utf-8")) > MAX_TEXT_BYTES:
            cut = text.encode("utf-8")[: MAX_TEXT_BYTES - 200].decode("utf-8", "ignore")
            text, truncated = cut.rsplit("\n", 1)[0] + "\n\n[truncated: the page exceeds the 1 MB entry limit]", True
        entry = make_entry(text, kind="knowledge", content_type=content_type, title=page.title[:300], tags=tags,
                           project=project, entry_id=page.entry_id,
                           meta={**page.meta(), **({"truncated": True} if truncated else {})})
        status = self.put(entry, same=_same_page)[1]
        embedded = self._embed_entries([entry.id])
        return IngestResult(entry.id, entry.title, page.url, page.final_url, page.size_chars, tuple(entry.tags),
                            entry.content_type, status, embedded, truncated)

    def ingest_urls(
        self, urls: Iterable[str], **options: Any
    ) -> Iterator[tuple[str, IngestResult | TdcontextError]]:
        """Ingest each URL in turn; a failure is yielded in its place and the rest continue.

        Any exception, not only a deliberate one, is turned into a `FetchError` for that URL,
        so one hostile page can never stop the URLs after it.
        """
        from .errors import FetchError

        for url in urls:
            try:
                result: IngestResult | TdcontextError = self.ingest_url(url, **options)
            except TdcontextError as exc:
                result = exc
            except Exception as exc:  # contained per URL, logged with its traceback
                log.exception("ingesting %r failed unexpectedly", url)
                result = FetchError(str(url), f"unexpected {type(exc).__name__} while ingesting; the page was not stored")
            yield url, result

    def forget(self, entry_id: str) -> Entry:
        """Delete an entry's file and its index rows; returns what was deleted."""
        ref = self.store.locate(entry_id)
        if ref is None:
            self.index.delete_entry(entry_id)  # a stale row for a file deleted by hand
            raise NotFoundError(f"no entry with id {entry_id!r}; nothing was deleted")
        try:
            entry = self.store.read(ref)
        except InvalidInputError:
            entry = Entry(id=entry_id, text="(unreadable)", kind=ref.kind, project=ref.project)
        self.store.delete(entry_id)
        self.index.delete_entry(entry_id)
        return entry

    # ---- reads -------------------------------------------------------------------------------

    def get(self, entry_id: str) -> Entry:
        """The entry as stored in its file. Raises NotFoundError."""
        if not isinstance(entry_id, str) or not entry_id:
            raise InvalidEntryError("give an entry id, e.g. kb_2026_05_18_k3x9q")
        return self.store.get(entry_id)

    def list(
        self,
        *,
        kind: str | None = None,
        content_type: str | None = None,
        project: str | None = None,
        tag: str | None = None,
        limit: int | None = None,
    ) -> list[dict[str, Any]]:
        """Entry summaries from the index, newest first."""
        sql = "SELECT id, title, kind, content_type, project, tags, created_at, updated_at FROM entries WHERE 1=1"
        params: list[Any] = []
        if kind is not None:
            sql += " AND kind = ?"
            params.append(check_kind(kind))
        if content_type is not None:
            sql += " AND content_type = ?"
            params.append(check_content_type(content_type))
        if project is not None:
            sql += " AND project = ?"
            params.append(check_project(project))
        sql += " ORDER BY updated_at DESC, id"
        out = []
        for r in self.index.query(sql, params):
            tags = json.loads(r[5])
            if tag is not None and tag not in tags:
                continue
            out.append({"id": r[0], "title": r[1], "kind": r[2], "content_type": r[3], "project": r[4],
                        "tags": tags, "created_at": r[6], "updated_at": r[7]})
            if limit is not None and len(out) >= limit:
                break
        return out

    def search(
        self,
        query: str,
        *,
        k: int = 10,
        mode: str = "hybrid",
        kind: str | None = None,
        project: str | None = None,
    ) -> SearchResult:
        """Find entries (not chunks). Degrades to BM25 when vectors are unavailable or pending.

        Raises InvalidInputError for a query over MAX_PROMPT_CHARS (16 KB), a bad kind or project.
        """
        check_prompt("query", query)
        if kind is not None:
            check_kind(kind)
        if project is not None:
            check_project(project)
        from .retrieval.retriever import Filters

        pending = self.pending_count()
        reason = f"indexing: {pending} chunks wait for vectors; results are BM25-weighted" if pending and mode != "bm25" else None
        filters = Filters(project=project, kind=kind)
        result = self.retriever.search(query, k=k, mode=mode, filters=filters, degraded_reason=reason)
        if mode == "vector" and reason and not result.hits:
            # Vector mode before any current vector exists (first start, new model): the
            # dense ranker sees nothing, so answer from BM25, still marked degraded.
            fallback = self.retriever.search(query, k=k, mode="bm25", filters=filters, degraded_reason=reason)
            result = dataclasses.replace(fallback, mode="vector", degraded=True)
        return result

    def context(
        self,
        prompt: str,
        *,
        project: str | None = None,
        k: int | None = None,
        mode: str | None = None,
        budget_tokens: int | None = None,
        thresholds: Any = None,
    ) -> ContextResult:
        """Gated pre-turn context: the admitted entries and the block to inject.

        Args:
            prompt: the user's prompt for this turn.
            project: only this project's entries (default: all, built-in included).
            k: at most this many entries (default settings.context_k).
            mode: hybrid (admission gate, default) | legacy (the old length workaround).
            budget_tokens: block budget (default settings.context_token_budget).
            thresholds: gate.Thresholds override, for calibration runs.
        """
        args = context_args(self.settings, prompt, project=project, k=k, mode=mode, budget_tokens=budget_tokens)
        # empty, echo, ack, greeting...: decided by rules, before any model call (early.py)
        early = early_answer(prompt, args.mode, by_intent=thresholds is None)
        if early is not None:
            return early
        return self._context.build(prompt, project=project, k=args.k, mode=args.mode, budget_tokens=args.budget_tokens,
                                   thresholds=thresholds)

    def catch_up(self, limit: int = 512) -> None:
        """Embed a small backlog (e.g. new built-in knowledge) before a one-shot search.

        A large backlog is left to `tdcontext index` or the server's background indexer;
        searches meanwhile say `degraded`. Embedder failures only degrade.
        """
        pending = self.pending_count()
        if 0 < pending <= limit and self.settings.embedder != "none":
            try:
                self.embed_pending()
            except TdcontextError as exc:
                log.warning("could not embed the backlog: %s", exc)

    def _start_query(self, text: str) -> PendingVectors | None:
        """Send a query to the shared daemon now and read it after BM25 (None: encode as usual)."""
        begin = getattr(self.embedder, "begin", None)
        pending: PendingVectors | None = begin([text]) if begin is not None else None
        return pending

    def _encode_query(self, text: str) -> np.ndarray:
        import numpy as np

        embedder = self.embedder
        if embedder is None:
            raise InvalidInputError("no embedder configured")
        from .embedding.base import query_embed

        return np.asarray(query_embed(embedder)([text])[0], dtype=np.float32)

    # ---- indexing ----------------------------------------------------------------------------

    def sync(self) -> SyncReport:
        """Pick up new, edited and deleted files (no embedding)."""
        with self._index_lock:
            return sync_index(self.index, self.store, chunk_text)

    def reindex(self, *, rebuild: bool = False, progress: Progress = _no_progress, embed: bool = True) -> dict[str, Any]:
        """`tdcontext index`: sync files, then embed what is pending. `rebuild` starts from nothing."""
        if rebuild:
            self._rebuild()
        report = self.sync()
        first, self._startup_sync = self._startup_sync, None
        if first is not None and not rebuild:
            # Opening the engine already indexed new built-in knowledge: count it as this run's work.
            report.added += first.added
            report.updated += first.updated
            report.removed += first.removed
            report.unchanged = max(0, report.unchanged - first.added - first.updated)
        embedded, embed_error = 0, None
        if embed:
            try:
                embedded = self.embed_pending(progress=progress)
            except TdcontextError as exc:
                embed_error = str(exc)
        counts = self.index.counts()
        return {**report.to_dict(), "embedded": embedded, "embed_error": embed_error,
                "pending": self.pending_count(), "entries": counts["entries"],
                "builtin": counts["by_project"].get("builtin", 0)}

    def _rebuild(self) -> None:
        with self._index_lock:
            with self.index.write() as conn:
                for table in ("embeddings", "chunks_fts", "chunks", "entries"):
                    conn.execute(f"DELETE FROM {table}")
                conn.execute("DELETE FROM sqlite_sequence WHERE name = 'chunks'")
                conn.execute("UPDATE meta SET value = CAST(value AS INTEGER) + 1 WHERE key = 'vectors_generation'")
            self.index.conn.execute("VACUUM")

    def pending_count(self) -> int:
        """Chunks without a vector of the current model (cached per index generation)."""
        gen = self.index.generation()
        if self._pending_cache[0] != gen:
            self._pending_cache = (gen, self.index.count_pending(self.model_version))
        return self._pending_cache[1]

    def embed_pending(self, *, progress: Progress = _no_progress, entry_ids: Iterable[str] | None = None) -> int:
        """Embed chunks lacking a current vector, in batches, persisting each batch.

        Resumable: an interrupted run leaves finished batches stored. Raises
        EmbedderUnavailableError when the embedder cannot run.
        """
        embedder = self.embedder
        if embedder is None:
            return 0
        ids = list(entry_ids) if entry_ids is not None else None
        total = self.pending_count() if ids is None else None
        done = 0
        batch = self.settings.embed_batch_size
        shipped = self._shipped_vectors() if ids is None else None
        while True:
            chunks = self.index.pending_chunks(self.model_version, limit=batch, entry_ids=ids)
            if not chunks:
                break
            if shipped is not None:  # built-in chunks whose text is unchanged: no model call
                hits, rows, chunks = shipped.split(chunks)
                if hits:
                    self.index.store_vectors(hits, rows, self.model_version)
                    done += len(hits)
            if chunks:
                vectors = embedder.embed([c.text for c in chunks])
                self.index.store_vectors(chunks, vectors, self.model_version)
                done += len(chunks)
            if total is not None:
                total = max(total, done)
            progress({"type": "status", "status": "indexing",
                      "progress": f"{done}/{total if total is not None else done}"})
        return done

    def _embed_entries(self, entry_ids: builtins.list[str]) -> bool:
        """Encode-on-write; failure leaves the vectors pending (never loses the entry)."""
        try:
            self.embed_pending(entry_ids=entry_ids)
            return True
        except TdcontextError as exc:
            log.warning("entry saved; embedding deferred: %s", exc)
            return False

    def start_background_indexing(self, progress: Progress = _no_progress) -> threading.Thread:
        """Embed pending chunks on a daemon thread (server start-up does not wait).

        Its state is `indexing_state()`: {"status": "idle" | "indexing" | "done" | "failed" |
        "stopped", "progress": "47/123", "error"?}, also part of `status()`.
        """

        def report(event: dict[str, Any]) -> None:
            self._indexing = {"status": "indexing", "progress": str(event.get("progress", ""))}
            progress(event)

        def run() -> None:
            pending = self.pending_count() if self.settings.embedder != "none" else 0
            self._indexing = {"status": "indexing", "progress": f"0/{pending}"} if pending else {"status": "done"}
            try:
                done = self.embed_pending(progress=report)
                self._indexing = {"status": "done", "progress": f"{done}/{done}"} if done else {"status": "done"}
                warm = getattr(self.embedder, "warm", None)
                if warm is not None:
                    warm()  # the first search should not pay the worker's cold start
            except Exception as exc:  # noqa: BLE001 - this thread's only report is the state and the log
                if self._closing.is_set():
                    # Trigger: close() ran (the server is stopping) and closed the embedder or
                    # the index under us. Outcome: a quiet stop, never a warning or a traceback.
                    self._indexing = {**self._indexing, "status": "stopped"}
                    log.debug("background indexing stopped at shutdown: %s", exc)
                    return
                message = str(exc) if isinstance(exc, TdcontextError) else f"{type(exc).__name__}: {exc}"
                self._indexing = {**self._indexing, "status": "failed", "error": message}
                log.warning("background indexing stopped: %s", message)

        thread = threading.Thread(target=run, name="tdcontext-indexer", daemon=True)
        thread.start()
        self._background = thread
        return thread

    def daemon_status(self) -> dict[str, Any] | None:
        """The home's shared embedding daemon (pid, model version, idle seconds...); never starts it.

        None when this engine does not use the daemon (embedder "none"/"inprocess", or
        embed_daemon off); {"running": False} when none is up (it starts on the next search).
        """
        if self.settings.embedder != "worker" or not self.settings.embed_daemon:
            return None
        from .embedding.client import daemon_status

        info = daemon_status(self.settings.home)
        fallback = getattr(self._embedder, "using_fallback", False)
        return {**info, "fallback_worker": True} if fallback else info

    def _vector_backend_name(self) -> str | None:
        if self._dense is not None:
            return self._dense.name
        return self.dense.name if self.index.driver == "sqlean" else "numpy"

    def indexing_state(self) -> dict[str, Any]:
        """The background indexer's state (see start_background_indexing)."""
        return dict(self._indexing)

    def status(self) -> dict[str, Any]:
        counts = self.index.counts()
        pending = self.pending_count()
        embedder_state = "disabled" if self.settings.embedder == "none" else self.settings.embedder
        degraded_reasons = []
        if pending and self.settings.embedder != "none":
            degraded_reasons.append(f"{pending} chunks wait for vectors (run `tdcontext index`)")
        if self.settings.embedder == "none":
            degraded_reasons.append("embedder disabled: BM25 only")
        indexing = self.indexing_state()
        if indexing.get("status") == "failed":
            degraded_reasons.append(f"background indexing failed: {indexing.get('error', '')}")
        return {
            "home": str(self.settings.home),
            "entries": counts["entries"],
            "by_kind": counts["by_kind"],
            "by_project": counts["by_project"],
            "chunks": counts["chunks"],
            "model_version": self.model_version,
            "vectors": counts["vectors_by_model"].get(self.model_version, 0),
            "stale_vectors": sum(v for m, v in counts["vectors_by_model"].items() if m != self.model_version),
            "pending_embeddings": pending,
            "embedder": embedder_state,
            "vector_backend": self._vector_backend_name(),
            "retrieval_mode": self.settings.retrieval_mode,
            "builtin": "hidden" if self.settings.hide_builtin else "shown",
            "embed_daemon": self.daemon_status(),
            "degraded": bool(degraded_reasons),
            "degraded_reasons": degraded_reasons,
            "indexing": indexing,
            "skipped_files": recorded_skipped(self.index),
        }

    # ---- continuity: session logs, folds and recall ------------------------------------------

    def continuity_policy(self, name: str | None = None, **overrides: Any) -> Any:
        """The configured continuity policy (settings `continuity_*`), with `overrides` applied."""
        from .continuity.policy import policy_from_settings

        return policy_from_settings(self.settings, name, **overrides)

    def session_log(self, session_id: str | None = None) -> Any:
        """The log of `session_id`, or of the most recently updated session."""
        from .continuity.log import SessionLog, list_sessions

        if session_id:
            return SessionLog.open(self.settings.sessions_dir, session_id)
        sessions = list_sessions(self.settings.sessions_dir)
        if not sessions:
            raise NotFoundError("there is no session yet; start one with `tdcontext chat`")
        return SessionLog.open(self.settings.sessions_dir, sessions[0].session_id)

    def continuity_load(self, session_id: str | None = None, **selectors: Any) -> dict[str, Any]:
        """Raw messages of a session by ranges, seqs or query (see continuity/load.py)."""
        from .continuity.load import LABEL, load, parse_ranges

        try:
            session = self.session_log(session_id)  # lists the sessions once, only without an id
        except NotFoundError:
            if session_id:
                raise
            parse_ranges(selectors.get("ranges"))  # bad input is still an error
            return {"session_id": None, "messages": [], "tokens": 0, "omitted": [], "missing": [],
                    "budget_tokens": selectors.get("budget_tokens", 4000),
                    "text": f"{LABEL}\n\n[no copilot session yet: nothing to load]"}
        facet = selectors.pop("facet", None)
        found: dict[str, Any] | None = None
        if facet is not None:
            # a topic in the user's words -> facet ranges of this session; no match is said, and
            # never silently replaced by another strategy
            self.facets.scan(only=[session.session_id])
            found = self.facets.query(facet, sessions=[session.session_id])
            if found["status"] != "ok":
                return {"session_id": session.session_id, "status": "facet-no-match", "facet": found,
                        "messages": [], "tokens": 0, "omitted": [], "missing": [],
                        "budget_tokens": selectors.get("budget_tokens", 4000),
                        "text": f"{LABEL}\n\n[facet-no-match: {found.get('reason', 'no turn carries these facets')}]"}
            spans = [f"{r['start']}-{r['end']}" for r in found["ranges"]]
            selectors["ranges"] = [*(selectors.get("ranges") or []), *spans]
        embedder = None
        if selectors.get("query") is not None:
            try:
                embedder = self.embedder
            except TdcontextError as exc:
                log.warning("continuity_load: embedder unavailable (%s); BM25 only", exc)
        result = load(session, embedder=embedder, model_version=self.model_version, **selectors).to_dict()
        if found is not None:
            result["status"] = "ok"
            result["facet"] = {k: found[k] for k in ("alias", "facets", "how", "ranges")}
        return result

    def continuity_status(self, session_id: str | None = None, *, policy: str | None = None) -> dict[str, Any]:
        """A session's token use against its policy's thresholds, and its folds so far."""
        from .continuity.engine import session_status

        return session_status(self.session_log(session_id), self.continuity_policy(policy))


@contextlib.contextmanager
def _os_errors_as_input(argument: str) -> Iterator[None]:
    """An OSError from a path argument (name too long, permission, loop...) becomes an
    InvalidInputError that names the argument and the problem, never an unhandled crash."""
    try:
        yield
    except OSError as exc:
        name = str(exc.filename) if exc.filename is not None else ""
        shown = name if len(name) <= 80 else name[:60] + f"... ({len(name)} characters)"
        raise InvalidInputError(
            f"{argument} {shown!r} cannot be used: {exc.strerror or type(exc).__name__}; "
            "give an existing absolute folder that this user can read and write"
        ) from exc


def _same_page(previous: Entry, page: Entry) -> bool:
    """An ingested page whose content hash, title, tags, type and project are unchanged.
    (`fetched_at` differs on every fetch, so plain entry equality would never hold.)"""
    return previous.meta.get("content_hash") == page.meta.get("content_hash") and (
        previous.title, tuple(previous.tags), previous.content_type, previous.project
    ) == (page.title, tuple(page.tags), page.content_type, page.project)


def _same_content(a: Entry, b: Entry) -> bool:
    return (a.text, a.title, a.kind, a.content_type, tuple(a.tags), a.project, dict(a.meta)) == (
        b.text, b.title, b.kind, b.content_type, tuple(b.tags), b.project, dict(b.meta))


def _markdown_entry(file: Any, project: str | None, kind: str) -> Entry:
    from .corpus.imports import entry_from_markdown, read_markdown

    return entry_from_markdown(file, read_markdown(file), project=project, kind=kind)


def open_engine(settings: Settings | None = None, *, embedder: Any = None, project_root_provider: Any = None,
                **overrides: Any) -> Engine:
    """Open the engine for `settings` (default: resolved from config file and environment)."""
    return Engine(settings or load_settings(**overrides), embedder=embedder, project_root_provider=project_root_provider)
