"""Rules stage helpers: deprecation, sunset dates and stability levels (``x-sunset``, ``x-stability-level``).

Entry points: :func:`sunset_of`, :func:`parse_date`, :func:`stability_of`, :func:`today`,
:func:`removal` (what removing a possibly deprecated thing is) and :class:`DeprecationPolicy`
(oasdiff's ``--deprecation-days-beta/--deprecation-days-stable``). Sunset
dates are ``YYYY-MM-DD`` or an RFC 3339 timestamp; stability levels are draft < alpha < beta < stable.
"""

from __future__ import annotations

import datetime as _dt
from typing import Any, NamedTuple

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


def removal(deprecated: bool, sunset: Any) -> tuple[str, dict[str, Any]] | None:
    """Removing something: ``removed`` (it was not deprecated, or its sunset date cannot be read),
    ``with-deprecation`` (deprecated, no sunset date), ``before-sunset`` (the date is still ahead), or
    None (the date has passed: nothing to report)."""
    if not deprecated:
        return "removed", {}
    if sunset is None:
        return "with-deprecation", {}
    date = parse_date(sunset)
    if date is None:
        return "removed", {}
    if today() < date:
        return "before-sunset", {"date": date.isoformat()}
    return None


class DeprecationPolicy(NamedTuple):
    """The least number of days between deprecating something and its sunset date, for beta and for
    stable endpoints (draft and alpha ones need none; an endpoint without a level counts as stable).

    :meth:`judge` classifies a deprecation as oasdiff does: ``missing`` (no sunset date while days
    are required), ``plain`` (no sunset date, none required), ``parse`` (unreadable date),
    ``too-small`` (the date is fewer than the required days from today; with 0 days, a date in the
    past) or ``with-sunset``.
    """

    beta_days: int = 0
    stable_days: int = 0

    def days(self, op_raw: dict[str, Any]) -> int:
        level = stability_of(op_raw)
        if level in ("draft", "alpha"):
            return 0
        return self.beta_days if level == "beta" else self.stable_days

    def judge(self, op_raw: dict[str, Any], sunset: Any) -> tuple[str, dict[str, Any]]:
        days = self.days(op_raw)
        if sunset is None:
            return ("missing" if days > 0 else "plain"), {}
        date = parse_date(sunset)
        if date is None:
            return "parse", {"value": sunset}
        now = today()
        if (date - now).days < days:
            return "too-small", {"date": date.isoformat(), "min_date": (now + _dt.timedelta(days=days)).isoformat()}
        return "with-sunset", {"date": date.isoformat()}

    def sunset_moved(self, op_raw: dict[str, Any], old: Any, new: Any) -> tuple[str, dict[str, Any]] | None:
        """The sunset date of something deprecated on both sides changed: ``deleted``, ``parse`` (the
        new date cannot be read), ``earlier`` or ``too-small`` (earlier, and fewer than the required
        days from today); None for a later date, or one that appeared."""
        if old == new or old is None:
            return None
        if new is None:
            return "deleted", {}
        new_date = parse_date(new)
        if new_date is None:
            return "parse", {"value": new}
        old_date = parse_date(old)
        if old_date is None or not new_date < old_date:
            return None
        args = {"from": old_date.isoformat(), "to": new_date.isoformat()}
        days = self.days(op_raw)
        now = today()
        if stability_of(op_raw) is not INVALID and (new_date - now).days < days:
            return "too-small", dict(args, min_date=(now + _dt.timedelta(days=days)).isoformat())
        return "earlier", args


DEFAULT_POLICY = DeprecationPolicy()
