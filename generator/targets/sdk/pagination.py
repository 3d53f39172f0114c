"""SDK target: which list operations page through results, and how (stage: targets; no I/O).

Entry point: :func:`detect` -> a :class:`Paging` descriptor or None; :data:`SCHEMES` names the kinds.
Detection is conservative: a GET whose 2xx JSON answer holds the items (a top-level array, one array
property such as ``data``, or the sole array of a small wrapper or of an answer that names its next page)
AND a pair of request/response names that only pagination uses:

- ``cursor``: a cursor query parameter (``cursor``, ``after``, ``starting_after``, ``page_token`` ..., or
  a string-typed ``page``) and a string next-cursor field in the answer (``next_cursor``,
  ``next_page_token``, ``next_page`` ...; a ``next`` field that is no URL, beside a cursor parameter; a
  field named as the cursor parameter one object below, as ``continue`` <- ``metadata.continue``; for
  ``after``, a ``last_id`` field beside ``has_more``, as OpenAI's lists have);
- ``cursor_id``: ``starting_after``/``after`` and a boolean ``has_more``, the next cursor being the last
  item's ``id`` (Stripe, Together);
- ``next_url``: a string field ``next``/``next_url``/``next_page_url``/``next_page_uri`` in an object
  answer, at its top or one object below (``meta.next_page_url``): a full URL or a path and query,
  followed as given;
- ``link_header``: an RFC 8288 ``Link`` header declared on the 2xx answer (the next page is its
  ``rel="next"`` URL; GitHub's style), checked after the body schemes: the answer must still hold the
  items, so a ``Link`` header alone is not pagination; also a bare array answered to a cursor parameter
  (where else could its next cursor come from);
- ``offset``: an integer ``offset`` query parameter (``limit``-style size and ``total`` fields are optional);
- ``page``: an integer ``page``/``page_number``/``current_page`` query parameter (a string ``page`` is a
  cursor, never counted up).

An operation with only ``limit`` is not paginated. Names compare by their ``snake_case`` words, so
``nextCursor`` is ``next_cursor``; a nullable field (``anyOf: [string, null]``) has its non-null type.
The generated runtime (``_pagination.py``) reads the same descriptor, and ends an iteration at an empty
page, a page whose request or items repeat an earlier one's.
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Any

from generator.model import Operation, Schema
from generator.render.literals import py_string
from generator.targets.sdk.naming import snake

SCHEMES = ("cursor", "cursor_id", "next_url", "link_header", "offset", "page")
ITEM_FIELDS = ("data", "items", "results", "records", "entries", "objects", "values", "rows", "list", "content", "nodes")
CURSOR_PARAMS = ("cursor", "starting_after", "after", "page_token", "next_token", "pagination_token", "continuation_token", "page_cursor", "continue")
ID_CURSOR_PARAMS = ("starting_after", "after")
NEXT_CURSOR_FIELDS = ("next_cursor", "next_page_token", "next_token", "next_page_cursor", "next_continuation_token", "continuation_token", "next_page")
STRING_PAGE_PARAMS = ("page",)  # a string-typed `page` beside a next-cursor field is a cursor (Stripe's search)
HAS_MORE_FIELDS = ("has_more", "has_next", "has_next_page", "more")
NEXT_URL_FIELDS = ("next", "next_url", "next_page_url", "next_link", "next_page_link", "next_page_uri", "next_uri")
LAST_ID_FIELDS = ("last_id",)  # beside `has_more`: the `after` cursor of the next page (OpenAI)
NUMBER_TYPES = frozenset({"integer", "number"})
OFFSET_PARAMS = ("offset",)
PAGE_PARAMS = ("page", "page_number", "page_num", "current_page")
SMALL_WRAPPER = 4  # at most this many properties around a sole array field
TOTAL_FIELDS = ("total", "total_count", "total_results", "count")
TOTAL_PAGES_FIELDS = ("total_pages", "page_count", "pages", "num_pages", "last_page", "pages_total")


@dataclass(frozen=True)
class Paging:
    """How one operation pages: every name is a wire name (query parameter or answer field)."""

    kind: str
    items: str  # the answer's array field; "" when the answer itself is the array
    param: str = ""  # the query parameter the next request sets (cursor, offset or page)
    cursor_field: str = ""  # cursor: the answer field holding the next cursor
    has_more: str = ""  # the answer's "more pages" flag, when it has one
    id_field: str = "id"  # cursor_id: the item field whose last value is the next cursor
    next_field: str = ""  # next_url: the answer field holding the next page's URL
    total: str = ""  # offset: the answer's item count, when it has one
    total_pages: str = ""  # page: the answer's page count, when it has one
    start: int = 1  # page: the number of the first page when the caller gives none

    def arguments(self) -> list[str]:
        """The keyword arguments of the ``Paging(...)`` expression of the generated code (only the
        fields that differ from the default)."""
        args = []
        for f in fields(self):
            value = getattr(self, f.name)
            if f.name in ("kind", "items") or value != f.default:
                args.append(f"{f.name}={py_string(value) if isinstance(value, str) else value}")
        return args


def _pick(names: dict[str, str], wanted: tuple[str, ...]) -> str:
    """The wire name among ``names`` ({snake name: wire}) that comes first in ``wanted``, else ""."""
    for w in wanted:
        if w in names:
            return names[w]
    return ""


def value_types(schema: Schema | None) -> frozenset[str]:
    """The non-null JSON types ``schema`` allows: its ``type``, else those of its ``anyOf``/``oneOf``
    variants (``anyOf: [{type: string}, {type: "null"}]`` is a string)."""
    if schema is None:
        return frozenset()
    if schema.types:
        return frozenset(schema.types)
    return frozenset(t for v in schema.any_of + schema.one_of for t in v.types)


def _is_array(schema: Schema | None) -> bool:
    return schema is not None and (schema.items is not None or "array" in schema.types)


def json_answer(op: Operation) -> Schema | None:
    """The schema of the first 2xx JSON answer, if any."""
    for status in sorted(s for s in op.responses if s.startswith("2") or s.upper() == "2XX"):
        for media, mt in op.responses[status].content.items():
            base = media.split(";")[0].strip().lower()
            if base == "application/json" or base.endswith("+json"):
                return mt.schema
        if op.responses[status].content:
            return None
    return None


def items_field(op: Operation, registry: Any) -> tuple[str, Schema] | None:
    """``(wire name, array schema)`` of the answer's item list ("" for a top-level array), else None."""
    schema = json_answer(op)
    if schema is None:
        return None
    if _is_array(schema) and not schema.properties:
        return "", schema
    if not registry.is_object(schema):
        return None
    props, _ = registry.merged_properties(schema)
    arrays = {snake(w): w for w, p in props.items() if _is_array(p)}
    # a named list field, else the one array of a small wrapper object ({"sessions": [...], "total": 3})
    # or of any object that also says where the next page is ({"addresses": [...], "next_page_uri": ...})
    sole = next(iter(arrays.values())) if len(arrays) == 1 else ""
    if sole and len(props) > SMALL_WRAPPER and not _has_next_field(schema, registry):
        sole = ""
    wire = _pick(arrays, ITEM_FIELDS) or sole
    if not wire:
        return None
    return wire, props[wire]


def items_schema(op: Operation, registry: Any, wire: str) -> Schema | None:
    """The array schema at answer field ``wire`` ("" for the answer itself), else None."""
    schema = json_answer(op)
    if schema is None:
        return None
    if not wire:
        return schema if _is_array(schema) else None
    if not registry.is_object(schema):
        return None
    found = registry.merged_properties(schema)[0].get(wire)
    return found if _is_array(found) else None


def is_list_like(op: Operation, registry: Any) -> bool:
    """The answer is (or wraps) a list of items: a collection's GET is then ``list``, not ``retrieve``."""
    return items_field(op, registry) is not None


def _has_id(item: Schema, registry: Any) -> bool:
    """Every item has an ``id``: the item schema, or each of its ``anyOf``/``oneOf`` variants."""
    if "id" in registry.merged_properties(item)[0]:
        return True
    variants = item.any_of + item.one_of
    return bool(variants) and all("id" in registry.merged_properties(v)[0] for v in variants)


def _answer_fields(answer: Schema, registry: Any) -> dict[str, tuple[str, Schema]]:
    """{snake name: (wire path, schema)} of the answer's fields and of those one object below
    (``meta.next_cursor``); a top-level field wins over a nested one of the same name."""
    top, _ = registry.merged_properties(answer)
    out = {snake(w): (w, p) for w, p in top.items()}
    for w, p in top.items():
        if registry.is_object(p) and not _is_array(p):
            for inner, q in registry.merged_properties(p)[0].items():
                out.setdefault(snake(inner), (f"{w}.{inner}", q))
    return out


def _has_next_field(answer: Schema, registry: Any) -> bool:
    """The object answer has a string field naming the next page (a next URL or next cursor), at its
    top or one object below."""
    names = set(NEXT_URL_FIELDS) | set(NEXT_CURSOR_FIELDS)
    return any(k in names and "string" in value_types(sch) for k, (_, sch) in _answer_fields(answer, registry).items())


def declares_link_header(op: Operation) -> bool:
    """A 2xx answer of ``op`` declares a ``Link`` response header."""
    return any(
        (status.startswith("2") or status.upper() == "2XX") and any(h.lower() == "link" for h in r.headers)
        for status, r in op.responses.items()
    )


def detect(op: Operation, registry: Any) -> Paging | None:
    if op.method != "GET":
        return None
    found = items_field(op, registry)
    if found is None:
        return None
    items, array = found
    params = {snake(p.name): p for p in op.parameters.values() if p.location == "query"}
    query = {k: p.name for k, p in params.items()}
    answer = json_answer(op)
    props = _answer_fields(answer, registry) if items and answer is not None else {}

    def typed(*kinds: str) -> dict[str, str]:
        return {k: w for k, (w, sch) in props.items() if set(kinds) & value_types(sch)}

    def of_type(kinds: frozenset[str]) -> dict[str, str]:
        return {k: w for k, w in query.items() if value_types(params[k].schema) & kinds}

    has_more = _pick(typed("boolean"), HAS_MORE_FIELDS)
    strings = of_type(frozenset({"string"}))
    numbers = of_type(NUMBER_TYPES)
    cursor_param = _pick(query, CURSOR_PARAMS) or _pick(strings, STRING_PAGE_PARAMS)
    next_cursor = _pick(typed("string"), NEXT_CURSOR_FIELDS)
    if cursor_param and not next_cursor and _pick(query, CURSOR_PARAMS):
        # a `next` that holds a cursor, not a URL, beside a cursor parameter
        nxt = props.get("next")
        if nxt is not None and "string" in value_types(nxt[1]) and nxt[1].format not in ("uri", "url", "uri-reference"):
            next_cursor = nxt[0]
        # else a string field named as the cursor parameter one object below the top: the answer's
        # list metadata handing back the next request's token (`continue` <- `metadata.continue`)
        same = props.get(snake(cursor_param))
        if not next_cursor and same is not None and "." in same[0] and "string" in value_types(same[1]):
            next_cursor = same[0]
    if cursor_param and next_cursor:
        return Paging("cursor", items, param=cursor_param, cursor_field=next_cursor, has_more=has_more)
    id_param = _pick(query, ID_CURSOR_PARAMS)
    last_id = _pick(typed("string"), LAST_ID_FIELDS)
    if id_param == query.get("after") and id_param and has_more and last_id:
        return Paging("cursor", items, param=id_param, cursor_field=last_id, has_more=has_more)
    item_schema = array.items
    if id_param and has_more and item_schema is not None and _has_id(item_schema, registry):
        return Paging("cursor_id", items, param=id_param, has_more=has_more)
    next_url = _pick(typed("string"), NEXT_URL_FIELDS)
    if next_url:
        return Paging("next_url", items, next_field=next_url)
    if declares_link_header(op) or (not items and cursor_param):
        # a bare array answered to a cursor parameter: the next cursor can only come in a `Link` header
        return Paging("link_header", items)
    total = _pick(typed("integer", "number"), TOTAL_FIELDS)
    offset = _pick(numbers, OFFSET_PARAMS)
    if offset:
        return Paging("offset", items, param=offset, total=total)
    page = _pick(numbers, PAGE_PARAMS)
    if page:
        schema = params[snake(page)].schema
        default = schema.default if schema is not None else None
        start = default if isinstance(default, int) and not isinstance(default, bool) and default in (0, 1) else 1
        pages = _pick(typed("integer", "number"), TOTAL_PAGES_FIELDS)
        return Paging("page", items, param=page, has_more=has_more, total_pages=pages, start=start)
    return None


CONFIG_FIELDS = tuple(f.name for f in fields(Paging))
