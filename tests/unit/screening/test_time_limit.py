"""A library call that runs past its limit answers 503 at once and never blocks the process."""

from __future__ import annotations

import threading

import pytest

from minesweeper.screening.errors import TimedOutError
from minesweeper.screening.time_limit import within_time_limit


def test_result_and_exceptions_pass_through() -> None:
    assert within_time_limit(lambda: 42, seconds=5) == 42
    with pytest.raises(KeyError):
        within_time_limit(lambda: {}["missing"], seconds=5)


def test_a_call_past_its_limit_is_a_503_problem() -> None:
    release = threading.Event()
    with pytest.raises(TimedOutError) as caught:
        within_time_limit(lambda: release.wait(30), seconds=0.05)
    release.set()
    assert caught.value.http_status == 503
    assert caught.value.code == "TIMED_OUT"


def test_the_stuck_thread_is_a_daemon() -> None:
    release = threading.Event()
    with pytest.raises(TimedOutError):
        within_time_limit(lambda: release.wait(30), seconds=0.05)
    stuck = [t for t in threading.enumerate() if t.name == "library-call" and t.is_alive()]
    release.set()
    assert stuck and all(t.daemon for t in stuck)
