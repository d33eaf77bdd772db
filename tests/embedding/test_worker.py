"""The worker's line protocol, driven in-process over byte streams and once as a process."""

from __future__ import annotations

import base64
import io
import json
import subprocess
import sys
import textwrap
from pathlib import Path

import numpy as np
import pytest

from tdcontext.embedding.worker import handle, serve
from tdcontext.errors import EmbedderUnavailableError

from ..fakes import FailingEmbedder, HashEmbedder


def decode(response: dict[str, object]) -> np.ndarray:
    blob = base64.b64decode(str(response["vectors_b64"]))
    return np.frombuffer(blob, dtype="<f4").reshape(int(response["n"]), int(response["dim"]))  # type: ignore[call-overload]


def test_embed_answers_little_endian_float32_rows() -> None:
    embedder = HashEmbedder()
    texts = ["noise top", "level top", ""]
    response = handle(embedder, json.dumps({"id": 4, "op": "embed", "texts": texts}).encode())
    assert response["id"] == 4 and response["ok"] is True
    assert response["n"] == 3 and response["dim"] == 384
    np.testing.assert_array_equal(decode(response), HashEmbedder().embed(texts))


def test_empty_embed_request_answers_zero_rows() -> None:
    response = handle(HashEmbedder(), b'{"id": 1, "op": "embed", "texts": []}')
    assert response["ok"] is True and response["n"] == 0 and decode(response).shape == (0, 384)


def test_info_reports_the_model() -> None:
    response = handle(HashEmbedder(), b'{"id": 2, "op": "info"}')
    assert response == {"id": 2, "ok": True, "model_version": "hash-test@1", "dim": 384}


@pytest.mark.parametrize(
    ("line", "req_id", "error"),
    [
        (b"{not json", None, "not JSON"),
        (b"[1, 2]", None, "must be a JSON object"),
        (b'{"id": 3, "op": "fly"}', 3, "unknown op 'fly'"),
        (b'{"id": 5, "op": "embed", "texts": "abc"}', 5, "list of strings"),
        (b'{"id": 6, "op": "embed", "texts": ["a", 1]}', 6, "list of strings"),
        (b"\xff\xfe", None, "not JSON"),
    ],
)
def test_bad_requests_get_an_error_answer(line: bytes, req_id: int | None, error: str) -> None:
    response = handle(HashEmbedder(), line)
    assert response["ok"] is False and response["id"] == req_id
    assert error in str(response["error"])


def test_model_failures_become_error_answers() -> None:
    response = handle(FailingEmbedder(message="onnx says no"), b'{"id": 7, "op": "embed", "texts": ["x"]}')
    assert response == {"id": 7, "ok": False, "error": "onnx says no"}

    class Exploding(HashEmbedder):
        def embed(self, texts):  # type: ignore[no-untyped-def]
            raise RuntimeError("segfault-ish")

    response = handle(Exploding(), b'{"id": 8, "op": "embed", "texts": ["x"]}')
    assert response["ok"] is False and "RuntimeError: segfault-ish" in str(response["error"])


def test_serve_answers_each_line_in_order_and_stops_at_eof() -> None:
    requests = b'{"id": 1, "op": "info"}\n\n{"id": 2, "op": "embed", "texts": ["a"]}\n{"id": 3, "op": "x"}\n'
    out = io.BytesIO()
    assert serve(HashEmbedder(), io.BytesIO(requests), out) == 0
    answers = [json.loads(line) for line in out.getvalue().splitlines()]
    assert [a["id"] for a in answers] == [1, 2, 3]
    assert [a["ok"] for a in answers] == [True, True, False]


_SCRIPT = """
import os
import sys
sys.path.insert(0, {root!r})
import numpy as np
from tdcontext.embedding import worker

class Chatty:
    model_version = "chatty@1"
    dim = 2
    def embed(self, texts):
        print("a stray print that must not reach the protocol stream")
        os.write(1, b"a stray C-level write to fd 1\\n")
        return np.tile(np.array([[0.6, 0.8]], dtype=np.float32), (len(texts), 1))
    def close(self):
        print("closing")

def broken():
    raise RuntimeError("weights missing")

sys.exit(worker.main(broken if sys.argv[1] == "broken" else Chatty))
"""


def _run_main(tmp_path: Path, mode: str, stdin: bytes) -> subprocess.CompletedProcess[bytes]:
    root = str(Path(__file__).resolve().parents[2] / "src")
    script = tmp_path / "run_worker.py"
    script.write_text(textwrap.dedent(_SCRIPT.format(root=root)))
    return subprocess.run(
        [sys.executable, str(script), mode], input=stdin, capture_output=True, timeout=60, check=False
    )


def test_main_prints_only_protocol_lines_and_exits_0_on_eof(tmp_path: Path) -> None:
    done = _run_main(tmp_path, "ok", b'{"id": 1, "op": "embed", "texts": ["a", "b"]}\n')
    assert done.returncode == 0, done.stderr
    lines = [json.loads(line) for line in done.stdout.splitlines()]
    assert lines[0] == {"ready": True, "model_version": "chatty@1", "dim": 2}
    assert len(lines) == 2 and lines[1]["ok"] is True and lines[1]["n"] == 2
    np.testing.assert_allclose(decode(lines[1]), [[0.6, 0.8], [0.6, 0.8]])
    assert b"stray print" in done.stderr and b"stray C-level write" in done.stderr
    assert b"closing" in done.stderr


def test_main_reports_a_model_that_cannot_load(tmp_path: Path) -> None:
    done = _run_main(tmp_path, "broken", b"")
    assert done.returncode == 2
    assert [json.loads(line) for line in done.stdout.splitlines()] == [
        {"ready": False, "error": "weights missing"}
    ]


def test_failing_embedder_fake_raises_the_real_error() -> None:
    with pytest.raises(EmbedderUnavailableError):
        FailingEmbedder().embed(["x"])
