"""Targets stage: the plain context the docs templates render (operation, revision, index pages).

Entry points: :func:`site_context`, :func:`operation_context`, :func:`revision_context` and
:func:`change_row`. Everything a template shows is computed here from the newest :class:`Spec` and the
:class:`~generator.history.History`: titles, URLs, auth, parameter and schema rows, samples, example
responses, and each operation's change history (newest first). Templates only lay it out.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from generator.rules.change import level_counts
from generator.history.model import (
    History,
    OperationHistory,
    RevisionEntry,
    operation_key,
    summarize_counts,
)
from generator.model import MISSING, WEBHOOK_PREFIX, Operation, Schema, Spec
from generator.markdown import code_span
from generator.rules.change import LEVELS, Change
from generator.rules.messages import format_message
from generator.rules.root_causes import RootCause, group_by_edit, ordered_statuses
from generator.targets.docs_edits import MARKS, cause_head, revision_causes, revision_data
from generator.targets.docs_schema import one_line, parameter_row, schema_tree, tree_key
from generator.targets.examples import media_example, to_json_text
from generator.targets.samples import auth_requirement, base_url, operation_samples

MAX_OPERATION_CHANGES = 100
SHARED_BY = 100
"""An edit that reaches at least this many operations the same way (a schema they share changed) is
counted on an operation's page, not listed there (:meth:`OperationEdits.shared`)."""
"""An operation's history entry (:func:`history_context`) holds at most this many change rows per revision in
``changes``, for templates that list changes one by one (the built-in pages list one item per edit, every one)."""
TreeMaker = Callable[[Schema, str], dict[str, Any]]
"""``(schema, direction) -> root row`` of a schema tree (:func:`~generator.targets.docs_schema.schema_tree`)."""
PARAM_SECTIONS = (("path", "Path parameters"), ("query", "Query parameters"), ("header", "Header parameters"), ("cookie", "Cookie parameters"))


class RowCache:
    """One row per change for a whole run: a change shown on an operation page and on its revision's
    page is formatted once. Keyed by object identity; each change is held beside its row, so an id is
    never that of another change made later (a root cause's headline change is made when asked for and
    would otherwise be freed with its root cause, its id reused by the next one). ``messages``
    (optional, shared by many caches) keeps each distinct message's texts: a change to a shared schema
    is listed with the same id, text and arguments on every operation that reaches it."""

    def __init__(self, messages: dict[Any, tuple[str, str, str]] | None = None) -> None:
        self._rows: dict[int, tuple[Change, dict[str, Any]]] = {}
        self._messages = messages if messages is not None else {}

    def __call__(self, change: Change) -> dict[str, Any]:
        held = self._rows.get(id(change))
        if held is None:
            held = self._rows[id(change)] = (change, change_row(change, self._messages))
        return held[1]


_PLAIN_TYPES = frozenset((str, int, float, bool, type(None)))


def _message_key(change: Change) -> Any:
    """What a change's row texts depend on (its id, level, text and arguments, their types included:
    ``1`` and ``true`` read differently), or None when an argument is not a plain string or number."""
    args = change.args
    values = tuple(args.values())
    types = tuple(map(type, values))
    if not _PLAIN_TYPES.issuperset(types):
        return None
    return (change.id, change.level, change.text, tuple(args), values, types)


def change_row(change: Change, messages: dict[Any, tuple[str, str, str]] | None = None) -> dict[str, Any]:
    """A change as the pages list it; ``messages`` (optional) remembers the texts by :func:`_message_key`."""
    key = _message_key(change) if messages is not None else None
    texts = messages.get(key) if key is not None else None  # type: ignore[union-attr]
    if texts is None:
        texts = (
            MARKS.get(change.level, "○"),
            one_line(change.text),
            one_line(format_message(change, medium="markdown")),
        )
        if key is not None:
            messages[key] = texts  # type: ignore[index]
    return {
        "id": change.id,
        "level": change.level,
        "mark": texts[0],
        "text": texts[1],
        "md": texts[2],
        "method": change.operation,
        "path": change.path,
    }


def counts_row(counts: dict[str, int]) -> list[dict[str, Any]]:
    """``[{level, count, mark}]`` for the levels that occur, most severe first."""
    return [{"level": lv, "count": counts[lv], "mark": MARKS[lv]} for lv in LEVELS if counts.get(lv)]


def auth_text(spec: Spec, operation: Operation) -> str:
    parts = []
    for name, scheme in auth_requirement(spec, operation):
        kind = (scheme.type or "").lower()
        if kind == "http":
            parts.append(f"HTTP {scheme.scheme or 'auth'}")
        elif kind == "apikey":
            parts.append(f"API key in {scheme.location or 'header'} `{scheme.param_name or name}`")
        elif kind == "oauth2":
            parts.append("OAuth 2.0")
        elif kind == "openidconnect":
            parts.append("OpenID Connect")
        else:
            parts.append(name)
    return " and ".join(parts) if parts else "none"


def webhook_name(operation: Operation) -> str | None:
    """The name of the 3.1 webhook ``operation`` belongs to (its path is ``webhook:NAME``), else None."""
    path = operation.path
    return path[len(WEBHOOK_PREFIX):] if path.startswith(WEBHOOK_PREFIX) else None


def _payload_examples(operation: Operation) -> list[dict[str, str]]:
    """A webhook's example payloads: its body media type's own ``example`` or each of its ``examples``
    (by name), as JSON text; none made up from the schema."""
    picked = _body_media(operation)
    if picked is None:
        return []
    media = picked[1]
    if media.example is not MISSING:
        return [{"name": "", "json": to_json_text(media.example)}]
    out = []
    for name in media.examples:
        ex = media.examples[name]
        if isinstance(ex, dict) and "value" in ex:
            out.append({"name": one_line(str(name)), "json": to_json_text(ex["value"])})
    return out


def operation_title(operation: Operation) -> str:
    name = webhook_name(operation)
    if name is not None:  # a name, not prose: shown as written (a code span, which every filter keeps literal)
        return code_span(one_line(name) or name)
    return one_line(operation.summary) or operation.operation_id or f"{operation.method} {operation.path}"


def _pick_media(content: dict[str, Any]) -> tuple[str, Any] | None:
    if not content:
        return None
    for name, media in content.items():
        base = name.split(";")[0].strip().lower()
        if base == "application/json" or base.endswith("+json"):
            return name, media
    name = next(iter(content))
    return name, content[name]


def _is_success(status: str) -> bool:
    return status.startswith("2") or status.upper() == "2XX"


def _example_json(media: Any, texts: dict[Any, str] | None = None) -> tuple[str, Any]:
    """A response media type's example as JSON text, and the :func:`tree_key` of the schema it was
    made from (None when the media type has an example of its own). ``texts`` (optional, kept for a
    site) holds the text of each schema's example, for the media types without an example of their
    own: every operation of a big API shows the same error schema's."""
    if texts is None or media.example is not MISSING or media.examples or media.schema is None:
        return to_json_text(media_example(media, direction="response")), None
    key = tree_key(media.schema, "response")
    text = texts.get(key)
    if text is None:
        text = texts[key] = to_json_text(media_example(media, direction="response"))
    return text, key


def _success_schemas(operation: Operation) -> list[tuple[str, Any]]:
    """``(status, media)`` of each success response whose shown media type has a schema, in page order."""
    out = []
    for status in sorted(operation.responses, key=lambda s: (s == "default", s)):
        picked = _pick_media(operation.responses[status].content)
        if _is_success(status) and picked and picked[1].schema is not None:
            out.append((status, picked[1]))
    return out


def _body_media(operation: Operation) -> tuple[str, Any] | None:
    body = operation.request_body
    return _pick_media(body.content) if body is not None else None


def schema_uses(operation: Operation) -> list[tuple[str, str, str]]:
    """The :func:`tree_key` of each schema tree an operation page shows (its body and success
    responses): the docs count them, to keep a rendered tree only until the last page that shows it."""
    keys = []
    body = _body_media(operation)
    if body and body[1].schema is not None:
        keys.append(tree_key(body[1].schema, "request"))
    keys.extend(tree_key(media.schema, "response") for _, media in _success_schemas(operation))
    return keys


def _new_tree(schema: Schema, direction: str) -> dict[str, Any]:
    return schema_tree(schema, direction=direction)


def _responses(operation: Operation, texts: dict[Any, str] | None = None, tree: TreeMaker = _new_tree) -> tuple[list[dict[str, Any]], list[dict[str, Any]], list[dict[str, Any]]]:
    shown, others, examples = [], [], []
    for status in sorted(operation.responses, key=lambda s: (s == "default", s)):
        response = operation.responses[status]
        picked = _pick_media(response.content)
        row: dict[str, Any] = {
            "status": status,
            "description": (response.description or "").strip(),
            "media_type": picked[0] if picked else None,
            "tree": None,
            "tree_key": None,
        }
        if _is_success(status):
            if picked and picked[1].schema is not None:
                row["tree"] = tree(picked[1].schema, "response")
                row["tree_key"] = tree_key(picked[1].schema, "response")
            shown.append(row)
        else:
            others.append({"status": status, "description": one_line(response.description)})
        if picked and (picked[1].schema is not None or picked[1].example is not None or picked[1].examples):
            text, key = _example_json(picked[1], texts)
            examples.append({"status": status, "json": text, "schema_key": key})
    return shown, others, examples


def _body(operation: Operation, tree: TreeMaker = _new_tree) -> dict[str, Any] | None:
    body = operation.request_body
    if body is None:
        return None
    picked = _body_media(operation)
    schema = picked[1].schema if picked else None
    return {
        "required": body.required,
        "description": (body.description or "").strip(),
        "media_type": picked[0] if picked else None,
        "tree": tree(schema, "request") if schema is not None else None,
        "tree_key": tree_key(schema, "request") if schema is not None else None,
    }


Place = tuple[str, str, str, str]
"""Where a change is, as an operation's page shows it (:func:`_place`)."""


def _reached(places: Sequence[Place]) -> tuple[list[dict[str, str]], str]:
    """Where one edit's changes reach an operation, given each change's :func:`_place`: each distinct
    property path (a change's text instead when it names no status, media type or property) with the
    statuses and media types it is reached at, in the order of the changes; and the media type they
    all share (then left out of each place), else ``""``."""
    seen: dict[tuple[str, str], tuple[dict[str, None], dict[str, None]]] = {}
    for status, media, prop, text in places:
        key = (prop, "" if status or media or prop else one_line(text))
        found = seen.get(key)
        if found is None:
            found = seen[key] = ({}, {})
        if status:
            found[0][status] = None
        if media:
            found[1][media] = None
    every = {m for _, media in seen.values() for m in media}
    shared = next(iter(every)) if len(every) == 1 and all(media for _, media in seen.values()) else ""
    listed = [
        {
            "statuses": ", ".join(statuses),
            "statuses_md": ", ".join(code_span(s) for s in statuses),
            "media_type": "" if shared else ", ".join(media),
            "media_type_md": "" if shared else ", ".join(code_span(m) for m in media),
            "property": prop,
            "property_md": code_span(prop) if prop else "",
            "text": text,
        }
        for (prop, text), (statuses, media) in seen.items()
    ]
    return listed, shared


def _place(change: Change) -> Place:
    """Where a change is, as an operation's page shows it: its status, media type, property path and
    text (a status as text, a media type or property that is not text as none: ``""``)."""
    args = change.args
    status, media, prop = args.get("status"), args.get("media_type"), args.get("property")
    return ("" if status is None else str(status), media if isinstance(media, str) else "",
            prop if isinstance(prop, str) else "", change.text)


class _RevisionEdits:
    """One revision's root causes (:func:`group_by_edit` of all its changes, the grouping its own page
    lists), and per operation (its :func:`operation_key`) the root causes reaching it, each with its
    changes there in the revision's order (made when first asked), and where each reaches it: the
    :func:`_place` of each of its changes there. A root cause reaching operations alike (the same
    places) reaches them in one *way*, numbered in the revision; what an operation page lists of an
    edit depends on its way alone (:meth:`OperationEdits.__call__` makes it once per way)."""

    def __init__(self, entry: RevisionEntry) -> None:
        self.entry = entry
        self.causes = group_by_edit(entry.changes)
        self.heads: dict[int, dict[str, Any]] = {}  # each root cause's (:func:`cause_head`), when asked for
        self.ways: list[tuple[Any, ...]] = []  # each way: (number of the root cause, its places ...)
        self.reached: list[int] = []  # how many operations each way reaches
        self.items: dict[int, dict[str, Any]] = {}  # what an operation page lists of each way, when made
        self._at: dict[tuple[str, str], dict[int, Sequence[Change]]] | None = None
        self._reaching: dict[tuple[str, str], list[tuple[int, int, Change]]] | None = None

    def reaching(self, key: tuple[str, str]) -> list[tuple[int, int, Change]]:
        """``(number of the root cause, number of its way, its first change there)`` for each root cause
        reaching operation ``key``, in the root causes' order (made for every operation the revision's
        changes name when first asked)."""
        if self._reaching is None:
            self.at(key)
            assert self._at is not None
            numbers: dict[tuple[Any, ...], int] = {}
            ways, reached = self.ways, self.reached
            self._reaching = {}
            for op, per_cause in self._at.items():
                mine = self._reaching[op] = []
                for number, members in per_cause.items():
                    way = (number, *[_place(c) for c in members])
                    found = numbers.get(way)
                    if found is None:
                        found = numbers[way] = len(ways)
                        ways.append(way)
                        reached.append(0)
                    reached[found] += 1
                    mine.append((number, found, members[0]))
        return self._reaching.get(key, [])

    def at(self, key: tuple[str, str]) -> dict[int, Sequence[Change]]:
        """``{number of the root cause: its changes at operation key}`` (root causes in their order): the
        changes of each of their reaches (:attr:`~generator.rules.root_causes.RootCause.reaches`, which
        the revision's own page lists too)."""
        if self._at is None:
            self._at = {}
            keys: dict[tuple[str, str], tuple[str, str]] = {}
            for number, rc in enumerate(self.causes):
                for reach in rc.reaches:
                    method, path = reach.operation, reach.path
                    if not (method and path):
                        continue
                    where = keys.get((method, path))
                    if where is None:
                        where = keys[(method, path)] = operation_key(method, path)
                    per_cause = self._at.get(where)
                    if per_cause is None:
                        per_cause = self._at[where] = {}
                    if number not in per_cause:
                        per_cause[number] = reach.changes
                    else:  # one operation under two spellings (renamed path parameters): in the root cause's order
                        per_cause[number] = [c for c in rc.changes if c.operation and c.path and operation_key(c.operation, c.path) == where]
        return self._at.get(key, {})


class OperationEdits:
    """The items an operation page lists for one revision's changes, one per spec edit. Each revision's
    changes are grouped by edit once (:func:`group_by_edit`: the root causes its own page lists,
    :meth:`causes`) and split by the operations they name: an operation's items are the root causes
    reaching it, in the revision's order. An item is the edit's head (its headline as its revision's
    page shows it: :func:`~generator.targets.docs_edits.cause_head`, made once per root cause) and
    where it reaches the operation (:func:`_reach`), made once per way the edit reaches operations
    (:class:`_RevisionEdits`: the same places): a big API's shared components make one edit reach
    hundreds of operations, many of them the same way. ``piece`` (optional) adds to an item what the
    pages show of it (the docs: its HTML and Markdown), made once too. A page's item is a copy holding
    its own ``method`` and ``path``."""

    def __init__(self, piece: Callable[[dict[str, Any]], dict[str, Any]] | None = None) -> None:
        self.piece = piece
        self._revisions: dict[int, _RevisionEdits] = {}  # by the revision's index

    def _revision(self, entry: RevisionEntry) -> _RevisionEdits:
        made = self._revisions.get(entry.index)
        if made is None or made.entry is not entry:
            made = self._revisions[entry.index] = _RevisionEdits(entry)
        return made

    def causes(self, entry: RevisionEntry) -> list[RootCause]:
        """The root causes of ``entry``'s changes (:func:`group_by_edit`, made once)."""
        return self._revision(entry).causes

    def prepare(self, entry: RevisionEntry) -> None:
        """Make now what every page of revision ``entry``'s operations reads: its root causes, their
        split by operation and how many operations each reaches alike (:meth:`shared`). The docs call
        it before their pool starts, so workers started as forks of this process find it made (a worker
        started otherwise builds its own site, and makes it there once)."""
        self._revision(entry).reaching(("", ""))

    def __call__(self, entry: RevisionEntry, key: tuple[str, str]) -> list[dict[str, Any]]:
        """The items of the operation ``key`` (:func:`operation_key`) for revision ``entry``: but those
        of :meth:`shared`."""
        revision = self._revision(entry)
        reached, made = revision.reached, revision.items
        items = []
        for number, way, first in revision.reaching(key):
            if reached[way] >= SHARED_BY:
                continue
            item = made.get(way)
            if item is None:
                cause = revision.causes[number]
                head = revision.heads.get(number)
                if head is None:
                    head = revision.heads[number] = cause_head(cause)
                item = made[way] = {**head, **_reach(revision.ways[way][1:], cause)}
                if self.piece is not None:
                    item.update(self.piece(item))
            items.append({**item, "method": first.operation, "path": first.path})
        return items

    def shared(self, entry: RevisionEntry, key: tuple[str, str]) -> dict[str, int]:
        """``{level: count}`` of the edits of revision ``entry`` that reach the operation ``key`` as
        they reach at least :data:`SHARED_BY` operations (the same changes at each): a change to a
        schema most of the API shares, such as its error response's. The operation's page does not list
        them one by one: its revision's page lists every root cause."""
        revision = self._revision(entry)
        reached = revision.reached
        counts: dict[str, int] = {}
        for number, way, _ in revision.reaching(key):
            if reached[way] >= SHARED_BY:
                level = revision.causes[number].level
                counts[level] = counts.get(level, 0) + 1
        return counts


def _reach(places: Sequence[Place], cause: RootCause) -> dict[str, Any]:
    """Where the edit ``cause`` reaches an operation, given the :func:`_place` of each of its changes
    there: the ``statuses`` (and whether the headline names others, ``other_statuses``), how many
    changes it made there (``count``) and, when several, each place they reach (``reached``,
    ``media_type``: :func:`_reached`); when one, its ``property`` path if the headline names another
    (the headline names the shortest of every operation's)."""
    listed, media = _reached(places) if len(places) > 1 else ([], "")
    prop = places[0][2] if len(places) == 1 else ""
    if prop == cause.change.args.get("property"):
        prop = ""
    statuses = ordered_statuses(place[0] for place in places)
    return {
        "statuses": ", ".join(statuses),
        "statuses_md": ", ".join(code_span(s) for s in statuses),
        "other_statuses": statuses != cause.statuses,  # the headline names more
        "count": len(places),
        "property": prop,
        "property_md": code_span(prop) if prop else "",
        "reached": listed,
        "media_type": media,
        "media_type_md": code_span(media) if media else "",
    }


def _shared_row(counts: dict[str, int]) -> dict[str, Any] | None:
    """What an entry says of its edits shared by many operations (:meth:`OperationEdits.shared`): how
    many, their counts by level, and at least how many operations each reaches."""
    if not counts:
        return None
    return {"count": sum(counts.values()), "counts": counts_row(counts), "summary": summarize_counts(counts), "by": SHARED_BY}


def history_context(
    history: History, timeline: OperationHistory | None, revision_slugs: dict[str, str], rows: RowCache | None = None,
    edits: OperationEdits | None = None,
) -> dict[str, Any]:
    """An operation's ``history``: its revisions' entries, newest first; ``edits`` (optional) makes
    each entry's items (:class:`OperationEdits`: kept for a whole site). An entry's ``changes`` (its
    first :data:`MAX_OPERATION_CHANGES` change rows, ``more`` counting the others) are made when a
    template reads them: the built-in pages list the items."""
    row = rows or RowCache()
    edit_items = edits or OperationEdits()
    entries = []
    totals = {lv: 0 for lv in LEVELS}
    for entry in timeline.entries if timeline else []:
        rev = entry.revision
        counts = level_counts(entry.changes)
        for lv in LEVELS:
            totals[lv] += counts[lv]
        values = {
            "id": rev.id,
            "slug": revision_slugs[rev.id],
            "day": rev.day,
            "summary": summarize_counts(counts),
            "counts": counts_row(counts),
            "edits": edit_items(rev, timeline.key),  # type: ignore[union-attr]
            "shared": _shared_row(edit_items.shared(rev, timeline.key)),  # type: ignore[union-attr]
            "more": max(len(entry.changes) - MAX_OPERATION_CHANGES, 0),
            "unscoped_count": len(rev.unscoped_contract),
            "added": entry.added,
        }
        changes = entry.changes
        entries.append(LazyRows(values, {"changes": lambda changes=changes: [row(c) for c in changes[:MAX_OPERATION_CHANGES]]}))
    first = history.first
    since_first = timeline is None or timeline.added_in is None
    return {
        "entries": entries,
        "changed_count": len(entries),
        "revision_count": len(history.revisions),
        "totals": counts_row(totals),
        "since_first": since_first,
        "first": {"id": first.id, "slug": revision_slugs[first.id], "day": first.day},
    }


def operation_context(
    spec: Spec,
    operation: Operation,
    slug: str,
    history: History,
    revision_slugs: dict[str, str],
    templates: str | None,
    rows: RowCache | None = None,
    edits: OperationEdits | None = None,
    example_texts: dict[Any, str] | None = None,
    tree: TreeMaker = _new_tree,
) -> dict[str, Any]:
    """An operation page's context; ``rows``, ``edits`` and ``example_texts`` (optional) keep what the
    pages of one site share (:class:`RowCache`, :class:`OperationEdits`, :func:`_example_json`), and
    ``tree(schema, direction)`` gives a body's or response's schema tree (default: made afresh)."""
    base = base_url(spec, operation)
    shown, others, examples = _responses(operation, example_texts, tree)
    params = []
    for location, label in PARAM_SECTIONS:
        param_rows = [parameter_row(p) for p in operation.parameters.values() if p.location == location]
        if param_rows:
            params.append({"label": label, "rows": param_rows, "location": location, "id": f"{location}-parameters"})
    hook = webhook_name(operation)
    samples = operation_samples(spec, operation, templates) if hook is None else []  # the API calls a webhook
    return {
        "title": operation_title(operation),
        "slug": slug,
        "method": operation.method,
        "method_lower": operation.method.lower(),
        "path": operation.path,
        "operation_id": operation.operation_id or "",
        "tags": list(operation.tags),
        "tag": operation.tags[0] if operation.tags else "",
        "deprecated": operation.deprecated,
        "description": (operation.description or "").strip(),
        "base_url": base,
        "url": base + operation.path,
        "auth": auth_text(spec, operation),
        "params": params,
        "body": _body(operation, tree),
        "responses": shown,
        "other_responses": others,
        "examples": examples,
        "samples": samples,
        "history": history_context(history, history.operation(operation.method, operation.path), revision_slugs, rows, edits),
        "webhook": hook,
        "payload_examples": _payload_examples(operation) if hook is not None else [],
    }


def html_parts(op: dict[str, Any], sdk: str | None, highlight: Any, example_html: dict[Any, Any] | None = None) -> dict[str, Any]:
    """What only the HTML page shows, added to an operation's context: ``example_groups`` (identical
    example responses once, with all their statuses) and ``tabs`` (the code samples, then the Python
    SDK call ``sdk`` when there is one), the page's code blocks highlighted together by
    ``highlight.many([(code, language), ...])`` (:class:`~generator.render.highlight.CachedHighlight`).
    ``example_html`` (optional, kept for a site) holds the highlighted example of each schema
    (:func:`_example_json`'s key): made by the first page that shows it, taken by the others."""
    shared = example_html if example_html is not None else {}
    groups: dict[str, dict[str, Any]] = {}
    for ex in op["examples"]:
        group = groups.get(ex["json"])
        if group is None:
            group = groups[ex["json"]] = {"statuses": [], "code": ex["json"], "key": None}
        group["statuses"].append(ex["status"])
        if group["key"] is None:
            group["key"] = ex.get("schema_key")
    tabs = [{"id": s["lang"], "label": s["label"], "code": s["code"], "lang": s["lang"]} for s in op["samples"]]
    if sdk:
        tabs.append({"id": "python-sdk", "label": "Python SDK", "code": sdk, "lang": "python"})
    for group in groups.values():
        group["html"] = shared.get(group["key"]) if group["key"] is not None else None
    todo = [g for g in groups.values() if g["html"] is None]
    payloads = op.get("payload_examples") or []
    blocks = [(g["code"], "json") for g in todo] + [(t["code"], t["lang"]) for t in tabs] + [(p["json"], "json") for p in payloads]
    made = iter(highlight.many(blocks))
    for group in todo:
        group["html"] = next(made)
        if group["key"] is not None:
            shared[group["key"]] = group["html"]
    op["example_groups"] = [{"statuses": g["statuses"], "html": g["html"]} for g in groups.values()]
    op["tabs"] = [{"id": t["id"], "label": t["label"], "html": next(made)} for t in tabs]
    for payload in payloads:
        payload["html"] = next(made)
    return op


def operation_summary(operation: Operation, slug: str, history: History) -> dict[str, Any]:
    """What the index and llms.txt show of an operation."""
    timeline = history.operation(operation.method, operation.path)
    return {
        "title": operation_title(operation),
        "slug": slug,
        "method": operation.method,
        "path": operation.path,
        "tag": operation.tags[0] if operation.tags else "",
        "changed_count": len(timeline.entries) if timeline else 0,
        "operation_id": operation.operation_id or "",
        "description": one_line(operation.description),
        "webhook": webhook_name(operation),
    }


def revision_summary(entry: RevisionEntry, slug: str) -> dict[str, Any]:
    """What the index and the revision list show of a revision."""
    return {
        "id": entry.id,
        "slug": slug,
        "day": entry.day,
        "message": one_line(entry.message),
        "is_first": entry.is_first,
        "summary": entry.summary,
    }


def slugs_by_key(op_slugs: dict[tuple[str, str], str]) -> dict[tuple[str, str], str]:
    """``op_slugs`` keyed by :func:`operation_key`, the key changes are matched by."""
    return {operation_key(*k): v for k, v in op_slugs.items()}


class LazyRows(dict):  # type: ignore[type-arg]
    """A page context whose costly entries are made only when a template reads them: ``factories``
    maps a key to the function that makes its value (``rev.groups`` lists every change of a revision
    one by one; the built-in pages do not show it, an override may)."""

    def __init__(self, values: dict[str, Any], factories: dict[str, Any]) -> None:
        super().__init__(values)
        self._factories = factories

    def __missing__(self, key: str) -> Any:
        factory = self._factories.get(key)
        if factory is None:
            raise KeyError(key)
        value = self[key] = factory()
        return value


def _change_groups(entry: RevisionEntry, op_slugs_by_key: dict[tuple[str, str], str], row: RowCache) -> list[dict[str, Any]]:
    groups: dict[tuple[str, str], dict[str, Any]] = {}
    for change in entry.changes:
        if not (change.operation and change.path):
            continue
        key = (change.path, change.operation)
        group = groups.get(key)
        if group is None:
            group = groups[key] = {
                "method": change.operation,
                "path": change.path,
                "slug": op_slugs_by_key.get(operation_key(change.operation, change.path)),
                "changes": [],
            }
        group["changes"].append(row(change))
    return [groups[k] for k in sorted(groups)]


def revision_context(
    history: History,
    entry: RevisionEntry,
    revision_slugs: dict[str, str],
    op_slugs_by_key: dict[tuple[str, str], str],
    rows: RowCache | None = None,
    causes: Sequence[RootCause] | None = None,
    shared: Callable[[tuple[str, str]], int] | None = None,
) -> dict[str, Any]:
    """A revision page's context (``causes``: the root causes of its changes, when already grouped:
    :meth:`OperationEdits.causes`; ``shared``: how many of an operation's root causes its page counts
    rather than lists, as :func:`~generator.targets.docs_edits.revision_causes` takes it); ``groups`` and ``unscoped`` (its change rows, by endpoint and naming
    none) are made when a template reads them, and so is ``data``, the JSON text of the revision's root
    causes with every operation each reaches (:func:`~generator.targets.docs_edits.revision_data`)."""
    row = rows or RowCache()
    if causes is None:
        causes = group_by_edit(entry.changes)
    index = entry.index
    newer = history.revisions[index + 1] if index + 1 < len(history.revisions) else None
    older = history.revisions[index - 1] if index > 0 else None
    values = {
        "id": entry.id,
        "slug": revision_slugs[entry.id],
        "day": entry.day,
        "date": entry.date or "",
        "message": one_line(entry.message),
        "file": entry.file or "",
        "number": index + 1,
        "revision_count": len(history.revisions),
        "is_first": entry.is_first,
        "summary": entry.summary,
        "counts": counts_row(entry.counts),
        "edits": revision_causes(causes, op_slugs_by_key, shared),
        "shared_by": SHARED_BY,
        "older": {"id": older.id, "slug": revision_slugs[older.id]} if older else None,
        "newer": {"id": newer.id, "slug": revision_slugs[newer.id]} if newer else None,
    }
    return LazyRows(values, {
        "groups": lambda: _change_groups(entry, op_slugs_by_key, row),
        "unscoped": lambda: [row(c) for c in entry.unscoped],
        "data": lambda: revision_data(entry, causes, op_slugs_by_key),
    })


def site_context(
    spec: Spec, history: History, operations: list[dict[str, Any]], revisions: list[dict[str, Any]], openapi_file: str
) -> dict[str, Any]:
    tags: dict[str, list[dict[str, Any]]] = {}
    for op in operations:
        tags.setdefault(op["tag"] or "Other", []).append(op)
    declared = [t.name for t in spec.tags]
    order = [t for t in declared if t in tags] + sorted(t for t in tags if t not in declared)
    latest = history.latest
    return {
        "api": {
            "title": one_line(spec.title),
            "version": one_line(spec.version),
            "description": (spec.info.get("description") or "").strip() if isinstance(spec.info.get("description"), str) else "",
        },
        "operations": operations,
        "tag_groups": [{"name": t, "operations": tags[t]} for t in order],
        "revisions": list(reversed(revisions)),  # newest first
        "revision_count": len(history.revisions),
        "first": {"id": history.first.id, "day": history.first.day},
        "latest": {"id": latest.id, "day": latest.day},
        "openapi_file": openapi_file,
    }
