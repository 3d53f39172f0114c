"""Fleet stage (targets): Atom feeds -- one per API and one for the whole fleet -- written with feedgen.

Entry points: :func:`api_feed` ``(facts, base_url) -> bytes`` (``feeds/<slug>.xml``: every revision of
the API, newest first) and :func:`fleet_feed` ``(all_facts, base_url) -> bytes`` (``feed.xml``: the
newest :data:`FLEET_ENTRIES` revisions across the fleet that changed something or added an API).

Deterministic: every date comes from a revision (``YYYY-MM-DD`` is midnight UTC; an undated revision
takes the date of the newest dated one before it, else 1970-01-01), the feed's ``updated`` is its newest
entry's, ids are ``urn:revgen:`` names built from slugs and content, never the clock. Links are
relative to the site root unless ``--base-url`` is given.
"""

from __future__ import annotations

from datetime import datetime, timezone
from typing import Any

from feedgen.feed import FeedGenerator
from markupsafe import escape

EPOCH = datetime(1970, 1, 1, tzinfo=timezone.utc)
FLEET_ENTRIES = 200
MAX_CHANGES_SHOWN = 50


def parse_date(value: str | None) -> datetime | None:
    if not value:
        return None
    text = str(value).strip()
    try:
        moment = datetime.fromisoformat(text.replace("Z", "+00:00") if text.endswith("Z") else text)
    except ValueError:
        try:
            moment = datetime.fromisoformat(text[:10])
        except ValueError:
            return None
    return moment if moment.tzinfo else moment.replace(tzinfo=timezone.utc)


def revision_moments(facts: dict[str, Any]) -> dict[str, datetime]:
    """Every revision's moment (by revision slug), filling undated ones from the dated ones before."""
    out: dict[str, datetime] = {}
    last = EPOCH
    for rev in reversed(facts["revisions"]):  # oldest first
        moment = parse_date(rev["date"]) or last
        out[rev["slug"]] = moment
        last = moment
    return out


def _link(base_url: str | None, rel: str, up: str = "") -> str:
    """``rel`` (from the site root) as a feed at depth ``up`` (``""`` or ``"../"``) links to it."""
    return f"{base_url.rstrip('/')}/{rel}" if base_url else f"{up}{rel}"


def _content(facts: dict[str, Any], rev: dict[str, Any]) -> str:
    parts = [f"<p>{escape(facts['name'])} {escape(rev['id'])}: {escape(rev['summary'])}</p>"]
    if rev["message"]:
        parts.append(f"<p>{escape(rev['message'])}</p>")
    shown = 0
    items = []
    total = sum(len(g["changes"]) for g in rev["groups"])
    for group in rev["groups"]:
        for change in group["changes"]:
            if shown >= MAX_CHANGES_SHOWN:
                break
            items.append(f"<li>{escape(group['endpoint'])}: {escape(change['text'])} <code>{escape(change['id'])}</code></li>")
            shown += 1
    if items:
        parts.append("<ul>" + "".join(items) + "</ul>")
    if total > shown:
        parts.append(f"<p>and {total - shown} more changes</p>")
    return "".join(parts)


def _entry(fg: Any, facts: dict[str, Any], rev: dict[str, Any], moment: datetime, base_url: str | None, up: str) -> None:
    fe = fg.add_entry(order="append")
    fe.id(f"urn:revgen:api:{facts['slug']}:revision:{rev['slug']}")
    title = "first revision" if rev["first"] else rev["summary"]
    fe.title(f"{facts['name']} {rev['id']}: {title}")
    fe.link(href=_link(base_url, f"apis/{facts['slug']}/revisions/{rev['slug']}.html", up), rel="alternate")
    fe.updated(moment)
    fe.published(moment)
    fe.content(_content(facts, rev), type="html")


def _feed(feed_id: str, title: str, self_rel: str, home_rel: str, base_url: str | None, up: str) -> Any:
    fg = FeedGenerator()
    fg.id(feed_id)
    fg.title(title)
    fg.link(href=_link(base_url, self_rel, up), rel="self")
    fg.link(href=_link(base_url, home_rel, up), rel="alternate")
    fg.generator("revgen")
    fg.language("en")
    return fg


def api_feed(facts: dict[str, Any], base_url: str | None = None) -> bytes:
    fg = _feed(
        f"urn:revgen:api:{facts['slug']}", f"{facts['name']}: API changes", f"feeds/{facts['slug']}.xml",
        f"apis/{facts['slug']}/index.html", base_url, "../",
    )
    moments = revision_moments(facts)
    for rev in facts["revisions"]:  # newest first
        _entry(fg, facts, rev, moments[rev["slug"]], base_url, "../")
    fg.updated(max(moments.values(), default=EPOCH))
    return fg.atom_str(pretty=True)  # type: ignore[no-any-return]


def fleet_events(all_facts: list[dict[str, Any]]) -> list[tuple[datetime, dict[str, Any], dict[str, Any]]]:
    """``(moment, facts, revision)`` of every revision that changed an API or added one, newest first."""
    events = []
    for facts in all_facts:
        moments = revision_moments(facts)
        for position, rev in enumerate(facts["revisions"]):  # newest first
            if rev["first"] or rev["groups"]:
                events.append((moments[rev["slug"]], facts["name"], position, facts, rev))
    events.sort(key=lambda e: (-e[0].timestamp(), e[1], e[2]))
    return [(moment, facts, rev) for moment, _, _, facts, rev in events]


def fleet_feed(all_facts: list[dict[str, Any]], base_url: str | None = None, title: str = "API fleet") -> bytes:
    fg = _feed("urn:revgen:fleet", f"{title}: recent API changes", "feed.xml", "recent.html", base_url, "")
    events = fleet_events(all_facts)[:FLEET_ENTRIES]
    for moment, facts, rev in events:
        _entry(fg, facts, rev, moment, base_url, "")
    fg.updated(events[0][0] if events else EPOCH)
    return fg.atom_str(pretty=True)  # type: ignore[no-any-return]
