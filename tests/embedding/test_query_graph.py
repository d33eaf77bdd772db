"""The int8 query graph: same weights, close vectors, a safe fallback, and the query purpose end to end."""

from __future__ import annotations

import json
import logging
from collections.abc import Iterator, Sequence
from pathlib import Path

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tdcontext.embedding import OnnxMiniLM, graph
from tdcontext.embedding import model as model_module
from tdcontext.embedding.base import weights_package
from tdcontext.embedding.worker import handle
from tdcontext.errors import EmbedderUnavailableError

from ..fakes import HashEmbedder
from .test_worker import decode

TEXTS = [
    "run KICK1 now",
    "how do I blur a feedback loop without losing the trails?",
    "",
    "Wie verbinde ich ein Noise TOP mit einem Level TOP?",
    "フィードバックのトレイルを作りたい",
    "instancing " * 200,  # cut at 256 tokens
]


@pytest.fixture(scope="module")
def model_bytes() -> bytes:
    assert weights_package is not None
    return Path(weights_package.model_path()).read_bytes()


@pytest.fixture(scope="module")
def minilm() -> Iterator[OnnxMiniLM]:
    m = OnnxMiniLM(threads=1)
    m.prepare_queries()
    yield m
    m.close()


def _parse(data: bytes) -> object:
    parsed = graph._message_classes()["ModelProto"]()
    parsed.ParseFromString(data)
    return parsed


def test_every_weight_matmul_becomes_int8_and_the_weights_are_bit_for_bit_the_packages(model_bytes: bytes) -> None:
    source, rewritten = _parse(model_bytes), _parse(graph.query_graph(model_bytes))
    ops = [n.op_type for n in rewritten.graph.node]  # type: ignore[attr-defined]
    assert ops.count("MatMulNBits") == 36  # 6 layers x (Q, K, V, out, up, down)
    assert ops.count("MatMul") == 12  # the attention products stay float
    assert not any(n.op_type == "Cast" and n.input[0].endswith("_q") for n in rewritten.graph.node)  # type: ignore[attr-defined]
    originals = {t.name: t for t in source.graph.initializer}  # type: ignore[attr-defined]
    by_name = {t.name: t for t in rewritten.graph.initializer}  # type: ignore[attr-defined]
    producer = {o: n for n in source.graph.node for o in n.output}  # type: ignore[attr-defined]
    checked = 0
    for node in rewritten.graph.node:  # type: ignore[attr-defined]
        if node.op_type != "MatMulNBits":
            continue
        attrs = {a.name: a.i for a in node.attribute}
        k, n, block = attrs["K"], attrs["N"], attrs["block_size"]
        assert attrs["bits"] == 8 and attrs["accuracy_level"] == 4
        packed = np.frombuffer(by_name[node.input[1]].raw_data, np.uint8).reshape(n, k // block, block)
        recovered = (packed.reshape(n, k).astype(np.int16) - 128).astype(np.int8).T
        original_matmul = next(m for m in source.graph.node if m.output[0] == node.output[0])  # type: ignore[attr-defined]
        cast = producer[producer[original_matmul.input[1]].input[0]]
        weights = np.frombuffer(originals[cast.input[0]].raw_data, np.int8).reshape(k, n)
        np.testing.assert_array_equal(recovered, weights)
        checked += 1
    assert checked == 36


def test_the_word_table_is_gathered_as_int8(model_bytes: bytes) -> None:
    rewritten = _parse(graph.query_graph(model_bytes))
    sizes = {t.name: len(t.raw_data) for t in rewritten.graph.initializer}  # type: ignore[attr-defined]
    assert max(sizes.values()) < 13_000_000  # 30,522 x 384 int8; never a 47 MB float32 table
    assert sum(sizes.values()) < 26_000_000


def test_query_rows_are_within_the_promised_cosine_of_document_rows(minilm: OnnxMiniLM) -> None:
    documents = minilm.embed(TEXTS)
    queries = minilm.embed_queries(TEXTS)
    assert minilm.query_precision == "int8"
    assert queries.shape == documents.shape and queries.dtype == np.float32
    np.testing.assert_allclose(np.linalg.norm(queries, axis=1), 1.0, atol=1e-5)
    cosines = (queries * documents).sum(axis=1)
    # Measured over 1,983 prompts: median 0.99979, minimum 0.99798 (see QUERY_MIN_COSINE).
    assert cosines.min() >= 0.997 and float(np.median(cosines)) >= 0.9995, cosines
    assert not np.array_equal(queries, documents)  # it really is the other graph
    assert minilm.embed_queries([]).shape == (0, 384)


def test_a_query_row_does_not_depend_on_its_batch(minilm: OnnxMiniLM) -> None:
    alone = minilm.embed_queries([TEXTS[1]])
    batched = minilm.embed_queries(TEXTS)[1:2]
    np.testing.assert_allclose(alone, batched, atol=1e-5)


@pytest.mark.parametrize("threads", [1, 2])
def test_every_session_runs_on_one_intra_op_thread(threads: int) -> None:
    m = OnnxMiniLM(threads=threads)  # `threads` is how many sub-batches run at once, not intra-op threads
    try:
        m.prepare_queries()
        assert m.query_precision == "int8"
        assert m._query_session.get_session_options().intra_op_num_threads == 1
        assert m._session.get_session_options().intra_op_num_threads == 1
    finally:
        m.close()


def test_int8_queries_off_gives_exactly_the_document_rows() -> None:
    m = OnnxMiniLM(threads=1, int8_queries=False)
    try:
        m.prepare_queries()
        np.testing.assert_array_equal(m.embed_queries(TEXTS[:3]), m.embed(TEXTS[:3]))
        assert m.query_precision == "float32 (int8 queries are off)"
    finally:
        m.close()


@pytest.mark.parametrize("breakage", ["rewrite_raises", "too_slow", "disagrees"])
def test_a_query_graph_that_fails_or_loses_falls_back_to_float32_with_a_log_line(
        breakage: str, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture) -> None:
    if breakage == "rewrite_raises":
        def broken(data: bytes, **_: object) -> bytes:
            raise EmbedderUnavailableError("no int8 weights")
        monkeypatch.setattr(graph, "query_graph", broken)
    elif breakage == "too_slow":
        monkeypatch.setattr(model_module, "QUERY_MAX_TIME_RATIO", 0.0)
    else:
        monkeypatch.setattr(model_module, "QUERY_MIN_COSINE", 1.01)
    m = OnnxMiniLM(threads=1)
    try:
        with caplog.at_level(logging.WARNING, logger="tdcontext.embedding"):
            m.prepare_queries()
            rows = m.embed_queries(TEXTS[:2])
        np.testing.assert_array_equal(rows, m.embed(TEXTS[:2]))
        assert m.query_precision is not None and m.query_precision.startswith("float32 (")
        assert any("search queries use the float32 graph" in r.getMessage() for r in caplog.records)
    finally:
        m.close()


@pytest.mark.parametrize("data", [b"", b"not a model", b"\x08\x07\x3a\x02\x0a\x00", b"\xff" * 64])
def test_bytes_that_are_not_the_expected_model_raise_the_embedder_error(data: bytes) -> None:
    with pytest.raises(EmbedderUnavailableError):
        graph.query_graph(data)


def test_a_rewritten_graph_is_not_rewritten_twice(model_bytes: bytes) -> None:
    with pytest.raises(EmbedderUnavailableError, match="no int8 MatMul weights"):
        graph.query_graph(graph.query_graph(model_bytes))


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.binary(max_size=300))
def test_no_bytes_raise_anything_but_the_embedder_error(data: bytes) -> None:
    try:
        graph.query_graph(data)
    except EmbedderUnavailableError:
        pass


class _TwoGraphs(HashEmbedder):
    """A fake with a query path that is visibly different from its document path."""

    def embed_queries(self, texts: Sequence[str]) -> np.ndarray:
        return -super().embed(texts)


@pytest.mark.parametrize("purpose, sign", [("query", -1.0), ("document", 1.0), (None, 1.0)])
def test_the_worker_protocol_routes_by_purpose(purpose: str | None, sign: float) -> None:
    fake = _TwoGraphs()
    request = {"id": 1, "op": "embed", "texts": ["noise top"], **({"purpose": purpose} if purpose else {})}
    response = handle(fake, json.dumps(request).encode())
    assert response["ok"] is True
    np.testing.assert_array_equal(decode(response), sign * HashEmbedder().embed(["noise top"]))


@pytest.mark.parametrize("purpose", ["store", "", 1, None, ["query"]])
def test_an_unknown_purpose_is_an_error_answer(purpose: object) -> None:
    response = handle(_TwoGraphs(), json.dumps({"id": 2, "op": "embed", "texts": ["x"], "purpose": purpose}).encode())
    assert response["ok"] is False and "'purpose' must be 'document' or 'query'" in str(response["error"])


def test_an_embedder_without_a_query_path_answers_queries_with_document_rows() -> None:
    response = handle(HashEmbedder(), json.dumps({"id": 3, "op": "embed", "texts": ["x"], "purpose": "query"}).encode())
    np.testing.assert_array_equal(decode(response), HashEmbedder().embed(["x"]))


def test_the_first_query_is_answered_at_once_while_the_query_graph_loads() -> None:
    m = OnnxMiniLM(threads=1)
    try:
        m.load()
        first = m.embed_queries([TEXTS[1]])  # starts the background load; float32 answers
        np.testing.assert_array_equal(first, m.embed([TEXTS[1]]))
        m.prepare_queries()  # waits for it
        assert m.query_precision == "int8"
        assert not np.array_equal(m.embed_queries([TEXTS[1]]), first)
    finally:
        m.close()


def test_closing_while_the_query_graph_loads_leaves_nothing_behind() -> None:
    m = OnnxMiniLM(threads=1)
    m.load()
    m.prepare_queries(wait=False)
    m.close()
    with pytest.raises(EmbedderUnavailableError, match="closed"):
        m.embed_queries(["x"])
