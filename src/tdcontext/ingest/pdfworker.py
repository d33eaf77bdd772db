"""PDF text extraction in a child process with wall-clock, CPU and memory limits.

A small PDF can inflate to megabytes of content streams and keep pypdf busy for minutes,
so the parsing never runs in the engine's process. `extract_pdf` starts
`python -I <this file> MAX_CHARS MAX_PAGES`, writes the PDF to its stdin
and reads one JSON object from its stdout: `{"title", "texts", "truncated"}` or
`{"error"}`. On POSIX the child gets RLIMIT_CPU (the seconds left, rounded up) and
RLIMIT_AS (`MEMORY_LIMIT_BYTES`), set with prlimit on its pid before it is sent the PDF
(Linux) or before exec (other POSIX); everywhere it is killed when the wall-clock time left
runs out. The child stops extracting once it holds `max_chars` characters.

Invariant: `extract_pdf` returns or raises `FetchError` within `timeout_s` (plus the time to
reap the child), and never returns more than `max_chars` characters of text.
"""

from __future__ import annotations

import importlib.util
import io
import json
import math
import os
import signal
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from typing import Any

from tdcontext.errors import FetchError

MEMORY_LIMIT_BYTES = 1024 * 1024 * 1024
MAX_PDF_CHARS = 1_000_000
_KEEP_ENV = ("PATH", "LANG", "LC_ALL", "TZ", "SYSTEMROOT", "TEMP", "TMP")


@dataclass(frozen=True)
class PdfText:
    """Text per page (empty pages kept as ""), the document title, and whether it was cut."""

    texts: tuple[str, ...]
    title: str
    truncated: bool


def _set_limits(cpu_s: int, pid: int = 0) -> None:
    """CPU seconds and address space for process `pid` (0: this process); POSIX only."""
    import resource

    limits = ((resource.RLIMIT_CPU, (cpu_s, cpu_s + 1)), (resource.RLIMIT_AS, (MEMORY_LIMIT_BYTES, MEMORY_LIMIT_BYTES)))
    for which, value in limits:
        try:
            if pid:
                resource.prlimit(pid, which, value)
            else:
                resource.setrlimit(which, value)
        except (ValueError, OSError):
            pass  # e.g. RLIMIT_AS unenforced on macOS: the other limits still apply


def _limits_before_exec(cpu_s: int) -> Any:
    """A preexec_fn for POSIX systems without prlimit (macOS); None where neither exists."""
    try:
        import resource
    except ImportError:  # Windows: the wall-clock limit still applies
        return None
    if hasattr(resource, "prlimit"):
        return None  # Linux: set on the child's pid before it gets any input (no preexec_fn)
    return lambda: _set_limits(cpu_s)


def _limit_child(pid: int, cpu_s: int) -> None:
    try:
        import resource
    except ImportError:
        return
    if hasattr(resource, "prlimit"):
        _set_limits(cpu_s, pid)


def _pypdf_installed() -> bool:
    try:
        return importlib.util.find_spec("pypdf") is not None
    except (ValueError, ImportError):  # a module entry set to None: treated as not installed
        return False


def extract_pdf(body: bytes, url: str, *, timeout_s: float, max_chars: int = MAX_PDF_CHARS, max_pages: int = 1000,
                cpu_s: int | None = None) -> PdfText:
    """Extract the text of the PDF `body` in a limited child process.

    `timeout_s` is the wall-clock limit; the CPU limit is the same rounded up unless `cpu_s`
    sets a smaller one.

    Raises:
        FetchError: not installed, unreadable, encrypted, too many pages, or over a limit.
    """
    if not _pypdf_installed():
        raise FetchError(url, "PDF support is not installed; install tdcontext[pdf] (pip install 'tdcontext[pdf]')")
    if timeout_s <= 0:
        raise FetchError(url, "no time was left to convert the PDF within the deadline")
    cpu_s = max(1, min(cpu_s or math.ceil(timeout_s), math.ceil(timeout_s)))
    env = {k: v for k, v in os.environ.items() if k in _KEEP_ENV}
    # Run by path, not -m: importing the ingest package would pull httpx and lxml into the child.
    command = [sys.executable, "-I", os.path.abspath(__file__), str(max_chars), str(max_pages)]
    with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err:
        try:
            proc = subprocess.Popen(
                command, stdin=subprocess.PIPE, stdout=out, stderr=err, env=env,
                preexec_fn=_limits_before_exec(cpu_s), start_new_session=True,  # noqa: PLW1509 -- None on Linux
            )
        except OSError as exc:
            raise FetchError(url, f"could not start the PDF converter ({exc})") from exc
        try:
            _limit_child(proc.pid, cpu_s)  # the child waits for stdin: no PDF byte is parsed before this
            try:
                proc.communicate(body, timeout=timeout_s)
            except subprocess.TimeoutExpired:
                raise FetchError(
                    url, f"gave up converting the PDF after {timeout_s:.1f} s (the rest of the deadline)"
                ) from None
        finally:
            if proc.poll() is None:
                try:
                    os.killpg(proc.pid, signal.SIGKILL) if hasattr(os, "killpg") else proc.kill()
                except (ProcessLookupError, PermissionError):
                    pass
                proc.wait()
        code = proc.returncode
        out.seek(0)
        raw = out.read(max_chars * 4 + 65536)
        err.seek(0)
        tail = err.read()[-2000:].decode("utf-8", "replace")
    if code != 0:
        if code in (-getattr(signal, "SIGXCPU", 24), -signal.SIGKILL) and "MemoryError" not in tail:
            raise FetchError(url, f"the PDF took more than {cpu_s} s of CPU to convert; nothing was stored")
        if "MemoryError" in tail or code == 3:
            raise FetchError(url, f"the PDF needed more than {MEMORY_LIMIT_BYTES // 2**20} MiB to convert; nothing was stored")
        raise FetchError(url, f"the PDF converter failed (exit status {code}); nothing was stored")
    try:
        answer = json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise FetchError(url, "the PDF converter returned unreadable output") from exc
    if "error" in answer:
        raise FetchError(url, str(answer["error"]))
    texts = tuple(str(t) for t in answer.get("texts", []))
    if sum(len(t) for t in texts) > max_chars:
        raise FetchError(url, "the PDF converter returned more text than allowed")
    return PdfText(texts, str(answer.get("title") or ""), bool(answer.get("truncated")))


def _work(data: bytes, max_chars: int, max_pages: int) -> dict[str, Any]:
    try:
        from pypdf import PdfReader
        from pypdf.errors import PyPdfError
    except ImportError:
        return {"error": "PDF support is not installed; install tdcontext[pdf] (pip install 'tdcontext[pdf]')"}
    try:
        reader = PdfReader(io.BytesIO(data))
        if reader.is_encrypted:
            return {"error": "the PDF is encrypted; nothing was stored"}
        pages = reader.pages
        if len(pages) > max_pages:
            return {"error": f"the PDF has {len(pages)} pages, over the {max_pages}-page limit"}
        texts: list[str] = []
        total, truncated = 0, False
        for page in pages:
            text = (page.extract_text() or "").strip()
            if total + len(text) > max_chars:
                text, truncated = text[: max_chars - total], True
            texts.append(text)
            total += len(text)
            if truncated:
                break
        meta_title = reader.metadata.title if reader.metadata is not None else None
    except (PyPdfError, ValueError, KeyError, TypeError, OSError, AttributeError, IndexError,
            RecursionError, ZeroDivisionError, AssertionError) as exc:
        return {"error": f"the PDF could not be read ({type(exc).__name__}: {exc})"[:500]}
    return {"texts": texts, "title": str(meta_title)[:1000] if meta_title else "", "truncated": truncated}


def main(argv: list[str]) -> int:
    max_chars, max_pages = int(argv[0]), int(argv[1])
    data = sys.stdin.buffer.read()
    try:
        answer = _work(data, max_chars, max_pages)
    except MemoryError:
        return 3
    sys.stdout.write(json.dumps(answer))
    sys.stdout.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
