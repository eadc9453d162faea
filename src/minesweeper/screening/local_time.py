"""Times as the committee reads them: in the configured zone (TIMEZONE), minutes, zone name."""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime
from zoneinfo import ZoneInfo


def local_time_filter(zone_name: str) -> Callable[[object], str]:
    zone = ZoneInfo(zone_name)

    def local_time(value: object) -> str:
        """A datetime or ISO string (naive means UTC, as stored) in the zone; else as given."""
        if isinstance(value, str):
            try:
                value = datetime.fromisoformat(value)
            except ValueError:
                return str(value)
        if not isinstance(value, datetime):
            return "" if value is None else str(value)
        moment = value if value.tzinfo else value.replace(tzinfo=UTC)
        return moment.astimezone(zone).strftime("%Y-%m-%d %H:%M %Z")

    return local_time
