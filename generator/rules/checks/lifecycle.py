"""Rules stage helpers: deprecation, sunset dates and stability levels (``x-sunset``, ``x-stability-level``).

Entry points: :func:`sunset_of`, :func:`parse_date`, :func:`stability_of`, :func:`today`. Sunset dates
are ``YYYY-MM-DD`` or an RFC 3339 timestamp; stability levels are draft < alpha < beta < stable.
"""

from __future__ import annotations

import datetime as _dt
from typing import Any

STABILITY_ORDER = {"draft": 0, "alpha": 1, "beta": 2, "stable": 3}
INVALID = object()


def today() -> _dt.date:
    return _dt.date.today()


def parse_date(value: Any) -> _dt.date | None:
    """The date of an ``x-sunset`` value, or None when it cannot be read."""
    if isinstance(value, _dt.date):
        return value
    if not isinstance(value, str):
        return None
    text = value.strip()
    try:
        return _dt.date.fromisoformat(text[:10]) if len(text) == 10 else _dt.datetime.fromisoformat(
            text.replace("Z", "+00:00")).date()
    except ValueError:
        return None


def sunset_of(raw: dict[str, Any]) -> Any:
    """The raw ``x-sunset`` value, or None."""
    return raw.get("x-sunset")


def stability_of(raw: dict[str, Any]) -> Any:
    """``None`` when absent, the level string when valid, :data:`INVALID` otherwise."""
    if "x-stability-level" not in raw:
        return None
    value = raw["x-stability-level"]
    if isinstance(value, str) and value in STABILITY_ORDER:
        return value
    return INVALID
