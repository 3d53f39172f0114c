"""Fleet stage (facts): what the fleet pages need to know of one API, as plain JSON data.

Entry point: :func:`api_facts` ``(api, history) -> dict``, computed where the API is rendered and kept
in the site as ``data/apis/<slug>.json``, so a later run that reuses the API's pages rebuilds the
index, the recent-changes page, the feeds and the search index without loading the API again.

Holds: title, version, revision count, date of the last change, breaking/warning/info totals; every
revision (newest first) with its counts and change texts; every operation of the newest revision
(method, path, title, page slug, the names of its parameters and body fields), and apart from them every
operation of a 3.1 webhook (``POST webhook:NAME``, titled by the webhook's name). Page slugs are the ones :func:`generator.targets.docs.generate_docs`
uses, so links land on the API's own pages.
"""

from __future__ import annotations

from typing import Any

from generator.fleet.source import ApiSource
from generator.history.model import History, operation_key, summarize_counts
from generator.rules.change import level_counts
from generator.rules.change import LEVELS
from generator.targets.docs_context import operation_title, webhook_name
from generator.targets.docs_names import operation_slugs, revision_slugs, webhook_slugs
from generator.targets.docs_search import field_names
from generator.targets.docs_schema import one_line

FACTS_FORMAT = 1


def api_facts(api: ApiSource, history: History) -> dict[str, Any]:
    spec = history.latest_spec()
    op_slugs = operation_slugs(spec.operations.values())
    hooks = spec.webhook_operations
    hook_slugs = webhook_slugs(hooks.values(), op_slugs.values()) if hooks else {}  # as the docs name their pages
    by_key = {operation_key(*k): v for k, v in (op_slugs | hook_slugs).items()}
    rev_slugs = revision_slugs([r.id for r in history.revisions])
    totals = {level: 0 for level in LEVELS}
    revisions = []
    for entry in reversed(history.revisions):
        counts = level_counts(entry.changes)
        for level in LEVELS:
            totals[level] += counts.get(level, 0)
        groups: dict[str, dict[str, Any]] = {}
        for change in entry.changes:
            key = operation_key(change.operation, change.path) if change.operation and change.path else None
            slug = by_key.get(key) if key else None
            name = f"{change.operation} {change.path}" if key else "changes that name no endpoint"
            group = groups.setdefault(slug or name, {"endpoint": name, "op_slug": slug, "changes": []})
            group["changes"].append({"id": change.id, "level": change.level, "text": one_line(change.text)})
        revisions.append(
            {
                "id": entry.id,
                "slug": rev_slugs[entry.id],
                "date": entry.date,
                "day": entry.day,
                "message": one_line(entry.message) if entry.message else "",
                "counts": {level: counts.get(level, 0) for level in LEVELS},
                "summary": summarize_counts(counts),
                "first": entry.is_first,
                "groups": list(groups.values()),
            }
        )
    changed = [r for r in revisions if not r["first"] and r["groups"]]
    last = changed[0] if changed else revisions[-1]
    operations = [_operation(op, op_slugs, one_line(operation_title(op)))
                  for op in sorted(spec.operations.values(), key=lambda o: (o.path, o.method))]
    webhooks = [_operation(op, hook_slugs, one_line(webhook_name(op) or op.path))
                for op in sorted(hooks.values(), key=lambda o: (o.path, o.method))]
    return {
        "format": FACTS_FORMAT,
        "name": api.name,
        "slug": api.slug,
        "title": one_line(spec.title),
        "version": one_line(spec.version),
        "revision_count": len(history.revisions),
        "last_change": last["date"],
        "last_change_day": last["day"],
        "counts": totals,
        "revisions": revisions,
        "operations": operations,
        "webhooks": webhooks,
    }


def _operation(op: Any, slugs: dict[tuple[str, str], str], title: str) -> dict[str, Any]:
    """One operation's facts: what the fleet's search records and links need of it."""
    return {
        "method": op.method,
        "path": op.path,
        "slug": slugs[(op.method, op.path)],
        "title": title,
        "operation_id": op.operation_id or "",
        "summary": one_line(op.summary) if getattr(op, "summary", None) else "",
        "fields": field_names(op),
    }
