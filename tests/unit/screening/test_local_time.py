"""Times in the configured zone; a zone that does not exist is refused at start."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest
from pydantic import ValidationError

from minesweeper.screening.local_time import local_time_filter
from minesweeper.settings import load_settings


def test_utc_times_are_shown_in_seoul_by_default() -> None:
    show = local_time_filter(load_settings().timezone)
    assert show(datetime(2026, 3, 1, 15, 30, tzinfo=UTC)) == "2026-03-02 00:30 KST"
    assert show("2026-03-01T15:30:00+00:00") == "2026-03-02 00:30 KST"
    assert show(datetime(2026, 3, 1, 15, 30)) == "2026-03-02 00:30 KST"  # naive: stored UTC
    assert show(None) == "" and show("not a time") == "not a time"


def test_another_zone_and_an_unknown_one() -> None:
    assert local_time_filter("Europe/Berlin")("2026-07-01T12:00:00+00:00") == (
        "2026-07-01 14:00 CEST"
    )
    with pytest.raises(ValidationError, match="IANA"):
        load_settings(timezone="Mars/Olympus")
