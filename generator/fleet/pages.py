"""Fleet stage (targets): the fleet's own HTML pages -- the index, sortable without script, the
recent-changes page and the search page.

Entry point: :func:`fleet_pages` ``(entries, facts, title, templates, shards) -> {relative path: text}``. ``entries`` is one
row per API (its facts, or its failure). The index is pre-rendered once per sort key and direction
(``index.html`` by name, ``index-<key>.html``, ``index-<key>-reverse.html``); each column header links
to the page sorted by that column, the current one to its reverse, so sorting works in plain HTML.
Each row is rendered once (``fleet/_index_row.html.jinja``, given to the pages as ``r.html``), not
once per page: the fourteen pages differ only in the order of the same rows.
Failed APIs stay in the table with the reason, after the others for every key but the name.
Templates are ``templates/fleet/*.jinja`` (overridable with ``--templates``).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from markupsafe import Markup

from generator.fleet.feeds import fleet_events
from generator.render.environment import environment, render_with
from generator.rules.change import LEVELS

RECENT_ENTRIES = 200
RECENT_CHANGES_SHOWN = 5


@dataclass(frozen=True)
class SortKey:
    key: str
    label: str
    descending: bool  # the natural direction of the column
    value: Callable[[dict[str, Any]], Any]


def _natural(text: str) -> list[Any]:
    return [(0, int(p), "") if p.isdigit() else (1, 0, p) for p in re.split(r"(\d+)", text.lower())]


SORT_KEYS = (
    SortKey("name", "API", False, lambda r: r["name"].lower()),
    SortKey("version", "Version", True, lambda r: _natural(r["version"])),
    SortKey("revisions", "Revisions", True, lambda r: r["revision_count"]),
    SortKey("changed", "Last change", True, lambda r: r["last_change"] or ""),
    SortKey("breaking", "Breaking", True, lambda r: r["counts"]["error"]),
    SortKey("warning", "Warning", True, lambda r: r["counts"]["warning"]),
    SortKey("info", "Info", True, lambda r: r["counts"]["info"]),
)


def page_name(key: str, reverse: bool) -> str:
    if key == "name" and not reverse:
        return "index.html"
    return f"index-{key}{'-reverse' if reverse else ''}.html"


def sorted_rows(rows: list[dict[str, Any]], sort: SortKey, reverse: bool) -> list[dict[str, Any]]:
    """``rows`` by ``sort`` (its natural direction, or the other one); ties and failures by name."""
    ok = [r for r in rows if r["status"] == "ok"]
    failed = [r for r in rows if r["status"] != "ok"]
    by_name = sorted(ok, key=lambda r: (r["name"].lower(), r["name"]))
    descending = sort.descending != reverse
    ordered = sorted(by_name, key=sort.value, reverse=descending)  # stable: ties stay by name
    failed.sort(key=lambda r: (r["name"].lower(), r["name"]), reverse=sort.key == "name" and reverse)
    if sort.key == "name":
        merged = sorted(ok + failed, key=lambda r: (r["name"].lower(), r["name"]), reverse=reverse)
        return merged
    return ordered + failed


def index_row(facts: dict[str, Any] | None, name: str, slug: str, failure: str | None) -> dict[str, Any]:
    if facts is None:
        return {
            "status": "failed", "name": name, "slug": slug, "error": failure or "failed", "title": "", "version": "",
            "revision_count": 0, "last_change": "", "last_change_day": "", "counts": {lv: 0 for lv in LEVELS},
            "operation_count": 0,
        }
    return {
        "status": "ok", "name": name, "slug": slug, "error": None, "title": facts["title"], "version": facts["version"],
        "revision_count": facts["revision_count"], "last_change": facts["last_change"] or "",
        "last_change_day": facts["last_change_day"], "counts": facts["counts"], "operation_count": len(facts["operations"]),
    }


def recent_rows(all_facts: list[dict[str, Any]]) -> list[dict[str, Any]]:
    rows = []
    for moment, facts, rev in fleet_events(all_facts)[:RECENT_ENTRIES]:
        changes = [
            {"endpoint": g["endpoint"], "op_slug": g["op_slug"], **c} for g in rev["groups"] for c in g["changes"]
        ]
        rows.append(
            {
                "day": rev["day"], "api": facts["name"], "slug": facts["slug"], "rev": rev,
                "changes": changes[:RECENT_CHANGES_SHOWN], "more": max(len(changes) - RECENT_CHANGES_SHOWN, 0),
            }
        )
    return rows


def fleet_pages(
    rows: list[dict[str, Any]], all_facts: list[dict[str, Any]], title: str, templates: str | None = None, shards: list[str] | None = None
) -> dict[str, str]:
    """The fleet's pages; ``shards`` names the search index bundles under ``pagefind/`` that
    ``search.html`` searches (``assets/fleet-search.js``)."""
    env = environment(templates)
    site = {
        "title": title,
        "api_count": len(rows),
        "failed_count": sum(1 for r in rows if r["status"] != "ok"),
        "operation_count": sum(r["operation_count"] for r in rows),
    }
    files: dict[str, str] = {}
    rows = [{**r, "html": Markup(render_with(env, "fleet/_index_row.html.jinja", {"r": r}))} for r in rows]
    for sort in SORT_KEYS:
        for reverse in (False, True):
            columns = [
                {
                    "key": k.key, "label": k.label, "current": k.key == sort.key,
                    "href": page_name(k.key, reverse=(k.key == sort.key and not reverse)),
                    "direction": ("descending" if (k.descending != reverse) else "ascending") if k.key == sort.key else "none",
                }
                for k in SORT_KEYS
            ]
            files[page_name(sort.key, reverse)] = render_with(
                env, "fleet/index.html.jinja", {"site": site, "rows": sorted_rows(rows, sort, reverse), "columns": columns}
            )
    files["recent.html"] = render_with(env, "fleet/recent.html.jinja", {"site": site, "rows": recent_rows(all_facts)})
    files["search.html"] = render_with(env, "fleet/search.html.jinja", {"site": site, "shards": list(shards or [])})
    files["assets/fleet.css"] = render_with(env, "fleet/style.css.jinja", {})
    files["assets/fleet-search.js"] = render_with(env, "fleet/search.js.jinja", {})
    files["assets/site.js"] = render_with(env, "docs/site.js.jinja", {})  # the theme toggle, as on the APIs' pages
    return files
