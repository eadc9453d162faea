"""A time limit for library calls made inside a request.

A native library that loops (a PDF renderer or text search on a crafted file) cannot be
interrupted from Python, so the call runs in a daemon thread and the request stops waiting
after the limit: the caller gets a TimedOutError (503) at once, and a stuck thread never holds
the process at shutdown (daemon threads are not joined on exit).
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import TypeVar

from minesweeper.screening.errors import TimedOutError

T = TypeVar("T")
LIBRARY_CALL_LIMIT_S = 15.0  # seconds; a cached page or a text-layer search takes milliseconds


def within_time_limit(call: Callable[[], T], seconds: float = LIBRARY_CALL_LIMIT_S) -> T:
    """The call's result or exception; TimedOutError when it runs past `seconds`."""
    outcome: list[T] = []
    failure: list[BaseException] = []

    def target() -> None:
        try:
            outcome.append(call())
        except BaseException as exc:  # handed back to the caller below, not swallowed
            failure.append(exc)

    thread = threading.Thread(target=target, name="library-call", daemon=True)
    thread.start()
    thread.join(seconds)
    if thread.is_alive():
        raise TimedOutError(
            f"The document took longer than {seconds:g} s to read; try again later."
        )
    if failure:
        raise failure[0]
    return outcome[0]
