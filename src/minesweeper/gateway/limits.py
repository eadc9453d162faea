"""The process-wide limit on requests in flight to one model server (VLM_CONCURRENCY).

It is a semaphore per worker process: every client in the process that talks to the same
server shares it, so N jobs running in one worker's threads still send at most VLM_CONCURRENCY
requests at a time. Separate worker processes (or machines) each have their own; size the
setting with the number of worker processes in mind.
"""

from __future__ import annotations

import threading

_LOCK = threading.Lock()
_SEMAPHORES: dict[tuple[str, int], threading.BoundedSemaphore] = {}


def server_semaphore(base_url: str, limit: int) -> threading.BoundedSemaphore:
    """The one semaphore of this process for `base_url` with `limit` slots."""
    key = (base_url.rstrip("/"), max(limit, 1))
    with _LOCK:
        semaphore = _SEMAPHORES.get(key)
        if semaphore is None:
            semaphore = threading.BoundedSemaphore(key[1])
            _SEMAPHORES[key] = semaphore
        return semaphore
