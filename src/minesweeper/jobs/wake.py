"""In-process wake-up: an enqueue that commits wakes the workers living in the same process."""

from __future__ import annotations

import threading
import weakref

from sqlalchemy import Connection, event

_events: weakref.WeakSet[threading.Event] = weakref.WeakSet()
_lock = threading.Lock()
# Connections with a wake-up already scheduled for their next commit (one listener each).
_pending: weakref.WeakSet[Connection] = weakref.WeakSet()


def register(wake_event: threading.Event) -> None:
    with _lock:
        _events.add(wake_event)


def unregister(wake_event: threading.Event) -> None:
    with _lock:
        _events.discard(wake_event)


def wake_local_workers() -> None:
    """Wake every worker of this process now (they poll at once instead of sleeping)."""
    with _lock:
        targets = list(_events)
    for target in targets:
        target.set()


def wake_after_commit(conn: Connection) -> None:
    """Wake local workers when `conn`'s transaction commits (not before: they would find
    nothing yet and go back to sleep for a whole poll interval)."""
    if conn in _pending:
        return
    _pending.add(conn)

    def _on_commit(committed: Connection) -> None:
        _pending.discard(committed)
        wake_local_workers()

    event.listen(conn, "commit", _on_commit, once=True)
