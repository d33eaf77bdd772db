"""`make_embedder`: the embedder a home's settings ask for, chosen without importing numpy.

Invariant: choosing an embedder loads nothing and starts nothing; the model, the daemon or
the sidecar start on the first `embed` (or `warm`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..config import Settings
    from .model import Embedder


def make_embedder(settings: Settings) -> Embedder | None:
    """The embedder `settings.embedder` asks for; None means keyword-only retrieval.

    "worker" (the default) uses the home's shared daemon (`client.DaemonEmbedder`), falling
    back to a private sidecar subprocess when no daemon can be used; with `embed_daemon` off
    it uses the private sidecar directly (a crash there never takes the engine down).
    "inprocess" loads the model here, "none" disables dense retrieval. Nothing is loaded,
    connected or spawned until the first `embed`.
    """
    if settings.embedder == "none":
        return None
    if settings.embedder == "inprocess":
        from .model import OnnxMiniLM

        return OnnxMiniLM()
    python = settings.worker_python or None  # inside TouchDesigner sys.executable is TouchDesigner itself

    def sidecar() -> Embedder:
        from .sidecar import (
            SidecarEmbedder,  # numpy: only once this fallback is really needed
        )

        return SidecarEmbedder(
            command=[python, "-m", "tdcontext.embedding.worker"] if python else None,
            timeout=settings.embed_timeout_seconds,
            idle_seconds=settings.embed_idle_seconds,
            max_restarts=settings.embed_max_restarts,
            log_path=settings.home / "logs" / "embed-worker.log",
        )

    if not settings.embed_daemon:
        return sidecar()
    from .client import DaemonEmbedder, daemon_command

    return DaemonEmbedder(
        settings.home,
        idle_seconds=settings.embed_idle_seconds,
        timeout=settings.embed_timeout_seconds,
        start_timeout=max(settings.embed_timeout_seconds, 30.0),
        command=daemon_command(python),
        fallback=sidecar,
    )
