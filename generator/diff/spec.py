"""Diff stage: the structural difference between two revisions (no judgement of severity).

Entry point: :func:`diff_specs` ``(base, revision) -> SpecDiff``. Operations are matched by method and
normalized path (``/a/{id}`` and ``/a/{key}`` are one endpoint; path parameters are matched by their
position in the template, so a renamed path variable is not a change); a webhook's operations, of a
webhook both revisions have, by method and ``webhook:NAME``. Parameters are matched by
``(in, name)``, responses by status, media types by name, headers case-insensitively. Schema diffs come
from :mod:`generator.diff.schema` through one :class:`DiffCache`, so a changed shared component is
compared once and then reported at every operation that reaches it.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import NamedTuple

from generator.diff.schema import DiffCache, SchemaDiff, diff_schemas, pair_up
from generator.model import MediaType, Operation, Parameter, RequestBody, Response, Spec
from generator.model import WEBHOOK_PREFIX, normalize_path
from generator.model.objects import Header

_PATH_VAR = re.compile(r"\{([^}]*)\}")


class MediaDiff:
    """The media types of one content mapping added, removed, renamed (:func:`pair_renamed`), or with a changed schema."""

    __slots__ = ("added", "removed", "modified", "renamed", "items")

    def __init__(self, added: dict[str, MediaType] | None = None, removed: dict[str, MediaType] | None = None,
                 modified: dict[str, tuple[MediaType, MediaType, SchemaDiff | None]] | None = None) -> None:
        self.added: dict[str, MediaType] = {} if added is None else added
        self.removed: dict[str, MediaType] = {} if removed is None else removed
        self.modified: dict[str, tuple[MediaType, MediaType, SchemaDiff | None]] = {} if modified is None else modified
        # base name -> revision name, for a media type renamed (:func:`pair_renamed`)
        self.renamed: dict[str, str] = {}
        # revision name -> the diff of the 3.2 ``itemSchema`` of a modified media type, both sides having one
        self.items: dict[str, SchemaDiff] = {}

    def __bool__(self) -> bool:
        return bool(self.added or self.removed or self.renamed or self.items
                    or any(m[2] for m in self.modified.values()))


def _item_diffs(md: MediaDiff, cache: DiffCache) -> MediaDiff:
    """Fill ``md.items`` from its modified media types' item schemas."""
    for name, (bm, rm, _) in md.modified.items():
        if bm.item_schema is not None and rm.item_schema is not None:
            d = diff_schemas(bm.item_schema, rm.item_schema, cache)
            if d is not None:
                md.items[name] = d
    return md


def media_type_parts(name: str) -> tuple[str, str, str, dict[str, str]] | None:
    """``application/vnd.x+json; v=1`` -> ``("application", "vnd.x", "json", {"v": "1"})``: type, subtype
    and structured suffix (``""`` without one), lower-cased, and the parameters (names lower-cased,
    values stripped); None for a name that is not a media type (no single ``/``, an empty part, two
    suffixes, a parameter without ``=``)."""
    essence, *params = name.split(";")
    top, slash, sub = essence.strip().lower().partition("/")
    subtype, plus, suffix = sub.partition("+")
    if not slash or "/" in sub or not top or not subtype or (plus and (not suffix or "+" in suffix)):
        return None
    values: dict[str, str] = {}
    for p in params:
        key, eq, value = p.partition("=")
        if p.strip() and not (eq and key.strip()):
            return None
        values[key.strip().lower()] = value.strip()
    return top, subtype, suffix, values


def media_type_contained(name: str, other: str) -> bool:
    """Whether ``other`` is ``name`` or a specialization of it, parameters aside: the same type and
    subtype and suffix, or ``name`` without a suffix and ``other`` suffixed by ``name``'s subtype
    (``application/json`` contains ``application/problem+json``), as oasdiff 1.39.0 judges it. A
    wildcard is a subtype like another (``text/*`` does not contain ``text/plain``)."""
    a, b = media_type_parts(name), media_type_parts(other)
    if a is None or b is None or a[0] != b[0]:
        return False
    if not a[2] and b[2] == a[1]:
        return True
    return a[1] == b[1] and a[2] == b[2]


def pair_renamed(md: MediaDiff, cache: DiffCache) -> None:
    """Pair each added media type (in name order) with the first removed one (in name order) not yet
    paired whose name contains it or which it contains (:func:`media_type_contained`), as oasdiff 1.39.0
    pairs a content mapping's media types: such a pair is a rename, its schemas compared."""
    if not (md.added and md.removed):
        return
    for new in sorted(md.added):
        old = next((o for o in sorted(md.removed) if media_type_contained(o, new) or media_type_contained(new, o)), None)
        if old is not None:
            bm, rm = md.removed.pop(old), md.added.pop(new)
            md.renamed[old] = new
            md.modified[new] = (bm, rm, diff_schemas(bm.schema, rm.schema, cache))


class ParamDiff:
    """A parameter present on both sides, with the diff of its schema and of its content."""

    __slots__ = ("base", "rev", "schema", "content")

    def __init__(self, base: Parameter, rev: Parameter, schema: SchemaDiff | None, content: MediaDiff | None) -> None:
        self.base, self.rev, self.schema, self.content = base, rev, schema, content


class HeaderDiff:
    """A response header present on both sides, with the diff of its schema."""

    __slots__ = ("base", "rev", "schema")

    def __init__(self, base: Header, rev: Header, schema: SchemaDiff | None) -> None:
        self.base, self.rev, self.schema = base, rev, schema


class ResponseDiff:
    """A response present on both sides: its content's diff and its headers added, removed and modified."""

    __slots__ = ("status", "base", "rev", "content", "headers_added", "headers_removed", "headers_modified")

    def __init__(self, status: str, base: Response, rev: Response, content: MediaDiff) -> None:
        self.status, self.base, self.rev, self.content = status, base, rev, content
        self.headers_added: dict[str, Header] = {}
        self.headers_removed: dict[str, Header] = {}
        self.headers_modified: dict[str, HeaderDiff] = {}


class OperationDiff:
    """An operation present on both sides: its parameters, request body and responses that differ."""

    __slots__ = ("base", "rev", "params_added", "params_removed", "params_modified", "body", "responses_added",
                 "responses_removed", "responses_modified")

    def __init__(self, base: Operation, rev: Operation) -> None:
        self.base, self.rev = base, rev
        self.params_added: list[Parameter] = []
        self.params_removed: list[Parameter] = []
        self.params_modified: list[ParamDiff] = []
        self.body: MediaDiff | None = None  # when both have a request body
        self.responses_added: dict[str, Response] = {}
        self.responses_removed: dict[str, Response] = {}
        self.responses_modified: dict[str, ResponseDiff] = {}

    @property
    def method(self) -> str:
        return self.rev.method

    @property
    def path(self) -> str:
        return self.rev.path


class SpecDiff:
    """The structural difference of two specs: operations, paths, schemas and webhooks added, removed or
    modified, and the :class:`DiffCache` shared by every schema comparison of the pair."""

    __slots__ = ("base", "rev", "cache", "operations_added", "operations_removed", "operations_modified", "paths_added",
                 "paths_removed", "schemas_added", "schemas_removed", "webhooks_added", "webhooks_removed")

    def __init__(self, base: Spec, rev: Spec, cache: DiffCache) -> None:
        self.base, self.rev, self.cache = base, rev, cache
        self.operations_added: list[Operation] = []
        self.operations_removed: list[Operation] = []
        self.operations_modified: list[OperationDiff] = []
        self.paths_added: list[str] = []
        self.paths_removed: list[str] = []
        self.schemas_added: list[str] = []
        self.schemas_removed: list[str] = []
        self.webhooks_added: list[str] = []
        self.webhooks_removed: list[str] = []

    def release(self) -> None:
        """Let go of what the schema diffs hold of one another (:meth:`DiffCache.release`): freed by
        reference counting once dropped. The diff is unusable afterwards."""
        self.cache.release()


def _path_param_renames(base_path: str, rev_path: str) -> dict[str, str]:
    """base path-variable name -> revision name, by position."""
    b, r = _PATH_VAR.findall(base_path), _PATH_VAR.findall(rev_path)
    return {x: y for x, y in zip(b, r) if x != y}


def diff_media(base: dict[str, MediaType], rev: dict[str, MediaType], cache: DiffCache) -> MediaDiff:
    """One content mapping (a body's, a response's, a parameter's): media types added, removed, kept
    and renamed (:func:`pair_renamed`), each kept or renamed one's schemas compared."""
    added, removed, kept = pair_up(base, rev)
    md = MediaDiff(
        dict(added), dict(removed), {name: (m, other, diff_schemas(m.schema, other.schema, cache)) for name, m, other in kept}
    )
    pair_renamed(md, cache)
    return _item_diffs(md, cache)


class _Side(NamedTuple):
    """One side of a pair of parameters :func:`_exploded_pairs` made: the parameter as written, and
    (for an exploded object) the parameter its property stands for."""

    param: Parameter
    virtual: Parameter | None = None


def _exploded_object(p: Parameter) -> bool:
    """A query or cookie parameter written as an object whose properties travel as parameters of
    their own (``style: form``, by default too, with ``explode: true`` written)."""
    return (p.location in ("query", "cookie") and p.explode is True and p.style in (None, "form")
            and p.schema is not None and p.schema.raw.get("type") in ("object", ["object"]) and bool(p.schema.properties))


def _as_property(p: Parameter, name: str) -> Parameter:
    """The parameter one property of the exploded object ``p`` stands for: named as the property, its
    schema the property's, the rest ``p``'s."""
    assert p.schema is not None
    return p._replace(name=name, schema=p.schema.properties[name],
                      raw={**{k: v for k, v in p.raw.items() if k != "schema"}, "name": name})


def _exploded_pairs(removed: list[Parameter], added: list[Parameter]) -> list[tuple[_Side, _Side]]:
    """Parameters gone on one side and come on the other that travel alike, as oasdiff 1.39.0 pairs
    them: simple query (cookie) parameters and an exploded object (:func:`_exploded_object`) whose
    properties they are, each simple one compared with the parameter its property stands for. First
    the simple ones of the base with an object of the revision, then the other way."""
    pairs: list[tuple[_Side, _Side]] = []
    used: set[int] = set()
    for simple, objects_, forward in ((removed, added, True), (added, removed, False)):
        for obj in objects_:
            if id(obj) in used or not _exploded_object(obj):
                continue
            assert obj.schema is not None
            # (in the object's location: a query or cookie one)
            matched = [s for s in simple if id(s) not in used and s.location == obj.location
                       and not _exploded_object(s) and s.name in obj.schema.properties]
            for s in matched:
                used.add(id(s))
                virtual = _Side(obj, _as_property(obj, s.name))
                pairs.append((_Side(s), virtual) if forward else (virtual, _Side(s)))
            if matched:
                used.add(id(obj))
    return pairs


def diff_operation(base: Operation, rev: Operation, cache: DiffCache) -> OperationDiff:
    od = OperationDiff(base, rev)
    renames = _path_param_renames(base.path, rev.path)
    base_params: dict[tuple[str, str], Parameter] = {}
    for key, p in base.parameters.items():
        if key[0] == "path" and key[1] in renames:
            key = ("path", renames[key[1]])
        base_params[key] = p
    added, removed, kept = pair_up(base_params, rev.parameters)
    exploded = _exploded_pairs([p for _, p in removed], [p for _, p in added])
    paired = {id(side.param) for pair in exploded for side in pair}
    od.params_added.extend(p for _, p in added if id(p) not in paired)
    od.params_removed.extend(p for _, p in removed if id(p) not in paired)
    for p, other in [(p, other) for _, p, other in kept] + [(b.virtual or b.param, r.virtual or r.param) for b, r in exploded]:
        content = diff_media(p.content, other.content, cache) if (p.content or other.content) else None
        od.params_modified.append(ParamDiff(p, other, diff_schemas(p.schema, other.schema, cache), content))
    if base.request_body is not None and rev.request_body is not None:
        od.body = diff_media(base.request_body.content, rev.request_body.content, cache)
    added_responses, removed_responses, kept_responses = pair_up(base.responses, rev.responses)
    od.responses_added.update(added_responses)
    od.responses_removed.update(removed_responses)
    for status, r, rev_response in kept_responses:
        rd = ResponseDiff(status, r, rev_response, diff_media(r.content, rev_response.content, cache))
        bh = {k.lower(): h for k, h in r.headers.items()}
        rh = {k.lower(): h for k, h in rev_response.headers.items()}
        added_headers, removed_headers, kept_headers = pair_up(bh, rh)
        rd.headers_added.update((h.name, h) for _, h in added_headers)
        rd.headers_removed.update((h.name, h) for _, h in removed_headers)
        for _, h, o in kept_headers:
            rd.headers_modified[h.name] = HeaderDiff(h, o, diff_schemas(h.schema, o.schema, cache))
        od.responses_modified[status] = rd
    return od


def diff_specs(base: Spec, rev: Spec, only: Callable[[tuple[str, str]], bool] | None = None) -> SpecDiff:
    """Compare two revisions into a :class:`SpecDiff`. ``only`` (given the revision's operation key,
    ``(METHOD, path)``) picks which of the operations both have are compared: the others are left out
    of ``operations_modified`` (added and removed operations are always listed), and are never built."""
    cache = DiffCache()
    sd = SpecDiff(base, rev, cache)
    base_ops, rev_ops = base.operations, rev.operations
    added, removed, kept = pair_up({(m, normalize_path(p)): (m, p) for m, p in base_ops},
                                   {(m, normalize_path(p)): (m, p) for m, p in rev_ops})
    sd.operations_added.extend(rev_ops[key] for _, key in added)
    sd.operations_removed.extend(base_ops[key] for _, key in removed)
    sd.operations_modified.extend(
        diff_operation(base_ops[key], rev_ops[other], cache) for _, key, other in kept if only is None or only(other)
    )
    # a webhook both have: its operations compared as a path's (``POST webhook:NAME``, as oasdiff 1.39.0
    # does); a webhook added or removed is that alone (``webhooks_added``/``_removed``)
    base_hooks, rev_hooks = base.webhook_operations, rev.webhook_operations
    common = {WEBHOOK_PREFIX + name for name in base.webhooks if name in rev.webhooks}
    hooks_added, hooks_removed, hooks_kept = pair_up({k: k for k in base_hooks if k[1] in common},
                                                     {k: k for k in rev_hooks if k[1] in common})
    sd.operations_added.extend(rev_hooks[key] for _, key in hooks_added)
    sd.operations_removed.extend(base_hooks[key] for _, key in hooks_removed)
    sd.operations_modified.extend(
        diff_operation(base_hooks[key], rev_hooks[key], cache) for _, key, _ in hooks_kept if only is None or only(key)
    )
    base_paths = {normalize_path(p) for p in base.paths}
    rev_paths = {normalize_path(p) for p in rev.paths}
    sd.paths_added = sorted(p for p in rev.paths if normalize_path(p) not in base_paths)
    sd.paths_removed = sorted(p for p in base.paths if normalize_path(p) not in rev_paths)
    bs, rs = base.components.get("schemas"), rev.components.get("schemas")
    bs = bs if isinstance(bs, dict) else {}
    rs = rs if isinstance(rs, dict) else {}
    sd.schemas_added = sorted(str(k) for k in rs if k not in bs)
    sd.schemas_removed = sorted(str(k) for k in bs if k not in rs)
    sd.webhooks_added = sorted(k for k in rev.webhooks if k not in base.webhooks)
    sd.webhooks_removed = sorted(k for k in base.webhooks if k not in rev.webhooks)
    return sd


__all__ = [
    "HeaderDiff", "MediaDiff", "OperationDiff", "ParamDiff", "RequestBody", "ResponseDiff", "SpecDiff",
    "diff_media", "diff_operation", "diff_specs",
]
