"""Test support: where a revision pair writes a schema's nullability in another form, entry by entry.

Entry point: :class:`NullForms` ``(old, new)``, called with an entry of either tool: True when the
entry's subject (the schema of its request body or response, then its property path) has, at itself
or at a schema above it, the same nullability written two ways in the two documents: 3.0's
``nullable: true``, 3.1's ``type: [T, "null"]`` and the wrapper ``anyOf``/``oneOf: [T, {type:
"null"}]``. oasdiff 1.39.0 reads the wrapper as a new ``anyOf`` whose members it does not compare with
the old schema (so the old schema's properties, bounds and enum look removed) and a ``"null"`` in a
type list not as nullable; revgen reads the three alike. A parameter's own nullability is resolved by
its name (the properties of a parameter's schema and headers are not). :meth:`NullForms.wrapping` asks
the same of a wrapper on one side only, :meth:`NullForms.wrapped` of a wrapper on both around two schemas,
:meth:`NullForms.all_of_wrapping` of an ``allOf`` wrapper on one side, :meth:`NullForms.union_covers` of
an ``anyOf`` in the revision with a member that accepts all the base's schema did, :meth:`NullForms.extensions_or_examples`
of a union whose inline members differ in extensions or examples only, :meth:`NullForms.value_union` of a union of values
rewritten as an ``enum``.
The documents are loaded with revgen's own model when an entry is first asked about.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from functools import cached_property
from pathlib import Path
from typing import Any

MEMBER = re.compile(r"^(allOf|anyOf|oneOf)\[(.*)\]$")
STATUS = re.compile(r"^([1-5][0-9][0-9]|[1-5]XX|default)$")
QUOTED = re.compile(r"`([^`]*)`")


def _form(s: Any) -> str:
    """How ``s`` is nullable: ``wrapper``, ``keyword``, ``type-list``, or ``""`` when it is not."""
    from generator.diff.walk import core

    if core(s) is not s:
        return "wrapper"
    if s.raw.get("nullable") is True:
        return "keyword"
    return "type-list" if s.nullable else ""


def _member(s: Any, label: str, keyword: str, side: int) -> Any:
    """The member of ``s``'s allOf/anyOf/oneOf that ``label`` names: oasdiff's ``subschema #2: Title``
    (``subschema #23: T -> subschema #26: T`` for a member that moved: the base's, then the revision's)
    or ``#/components/schemas/Name``, revgen's component name, ``#2`` or, in a path, ``1`` (counted from 0)."""
    if " -> " in label:
        label = label.split(" -> ")[side]
    members = {"allOf": s.all_of, "anyOf": s.any_of, "oneOf": s.one_of}[keyword]
    name = label.rsplit("/", 1)[-1] if label.startswith("#/") else label
    number = re.match(r"^(?:subschema )?#(\d+)", label)
    if number or label.isdigit():
        index = int(number.group(1)) - 1 if number else int(label)
        return members[index] if 0 <= index < len(members) else None
    return next((m for m in members if m.name == name), None)


def _step(s: Any, part: str, side: int) -> Any:
    """The schema ``part`` (a property, ``items``, ``additionalProperties`` or a union member) of ``s``,
    seen through a nullable wrapper; None when there is none."""
    from generator.diff.walk import core

    m = MEMBER.match(part)
    if m:  # a member of the wrapper itself (oasdiff names them: ``anyOf[subschema #1]``), else of the core
        return _member(s, m.group(2), m.group(1), side) or _member(core(s), m.group(2), m.group(1), side)
    s = core(s)
    if part in s.properties:
        return s.properties[part]
    if part == "items":
        return s.items
    if part == "additionalProperties":
        extra = s.additional_properties
        return extra if not isinstance(extra, bool) else None
    return None


def _status(quoted: tuple[str, ...]) -> str:
    """The response status among oasdiff's quoted values: the last that reads as one (a value before it
    may too: ``maxLength was unset from `256` for the response status `200```)."""
    return next((q for q in reversed(quoted) if STATUS.match(q)), "")


def _parts(path: str) -> list[str]:
    """A property path split at the slashes outside a member's brackets."""
    out, depth, cur = [], 0, ""
    for ch in path:
        if ch == "/" and depth == 0:
            out.append(cur)
            cur = ""
            continue
        depth += ch == "["
        depth -= ch == "]"
        cur += ch
    return [*out, cur] if cur or out else []


class NullForms:
    """Asks, for an entry of one revision pair, whether its subject crosses a nullability form change."""

    def __init__(self, old: Path, new: Path) -> None:
        self.files = (old, new)
        self._leaves: dict[tuple[int, int, Any], frozenset[str]] = {}

    @cached_property
    def specs(self) -> tuple[Any, Any]:
        from generator.load import load_spec

        return load_spec(str(self.files[0])), load_spec(str(self.files[1]))

    @cached_property
    def operations(self) -> tuple[dict[tuple[str, str], Any], dict[tuple[str, str], Any]]:
        """Each document's operations by method and path with its parameters unnamed (oasdiff matches
        ``/keys/{key_id}`` with ``/keys/{api_key_id}``), its 3.1 webhooks' among them (``webhook:NAME``)."""
        from generator.model import normalize_path

        return tuple({(m, normalize_path(p)): op for ops in (spec.operations, spec.webhook_operations)  # type: ignore[return-value]
                      for (m, p), op in ops.items()}
                     for spec in self.specs)

    def _roots(self, side: int, method: str, path: str, request: bool, status: str) -> list[Any]:
        from generator.model import normalize_path

        op = self.operations[side].get((method, normalize_path(path)))
        if op is None:
            return []
        if request:
            content = op.request_body.content if op.request_body is not None else {}
        else:
            response = op.responses.get(status)
            content = response.content if response is not None else {}
        return [mt.schema for mt in content.values() if mt.schema is not None]

    def wrapped(self, entry: Any) -> bool:
        """The entry's subject itself is a nullable wrapper in both documents, around schemas that differ
        (or around two components of the same content)."""
        from generator.diff.walk import core

        return any(_form(x) == _form(y) == "wrapper" and (core(x).raw != core(y).raw or core(x).name != core(y).name)
                   for x, y in self._subject_pairs(entry))

    def extensions_or_examples(self, entry: Any) -> bool:
        """The entry's subject has, in both documents, a union (``oneOf``/``anyOf``/``allOf``) whose members
        are written alike but for extensions (``x-`` keywords) and examples (``example``, ``examples``),
        each member inline (no ``$ref`` in it, so nothing changed out of sight): oasdiff 1.39.0 matches
        members by their whole content, these included, so two members that gained an extension or
        changed an example look removed and added."""
        return any(_alike_but_notes([m.raw for m in getattr(x, k)], [m.raw for m in getattr(y, k)])
                   for x, y in self._subject_pairs(entry) for k in ("one_of", "any_of", "all_of"))

    def value_union(self, entry: Any) -> bool:
        """The entry's subject itself is in one document a union of values (``oneOf: [{const: fast}, {const:
        slow}]``) and in the other an ``enum`` (:func:`generator.diff.walk.value_union_change`), which
        revgen compares as two sets of values; for a parameter's entry, the schema of the parameter it
        names. (Entries are matched by subject, not by value: which of oasdiff's value entries is left
        over is not told.)"""
        from generator.diff.walk import value_union_change

        if entry.id.startswith(("request-parameter-", "request-header-property-")):  # a parameter's own schema
            pairs: Iterator[tuple[Any, Any]] = iter(zip(self._parameters(0, entry), self._parameters(1, entry)))
        else:
            pairs = self._subject_pairs(entry)
        return any(value_union_change(x, y) is not None for x, y in pairs)

    def path_item_parameter(self, entry: Any) -> bool:
        """The parameter the entry names is declared on the revision's path item (for all its
        operations), not on the operation."""
        from generator.model import normalize_path
        from generator.rules.checks.parameters import _path_level

        op = self.operations[1].get((entry.method, normalize_path(entry.path)))
        names = {s.lower() for s in entry.subjects}
        return op is not None and any(p.name.lower() in names and _path_level(op, p)
                                      for p in op.parameters.values())

    def _subject_pairs(self, entry: Any) -> Iterator[tuple[Any, Any]]:
        """The entry's subject in the base and in the revision, each place it can be (every root the entry's
        operation, side and status give, each path its property or its message's quoted names give),
        where both documents have it."""
        request = entry.id.startswith(("request-body", "request-property", "new-"))
        status = entry.status or _status(entry.subjects)
        roots = list(zip(self._roots(0, entry.method, entry.path, request, status),
                         self._roots(1, entry.method, entry.path, request, status)))
        paths = [entry.property] if entry.property is not None else QUOTED.findall(entry.text)
        for b, r in roots:
            for prop in paths:
                x, y = b, r
                for part in _parts(prop):
                    x, y = (_step(x, part, 0), _step(y, part, 1)) if x is not None and y is not None else (None, None)
                if x is not None and y is not None:
                    yield x, y

    def _subject(self, entry: Any) -> tuple[str, ...] | None:
        """Where the subject path of an entry (revgen's property, oasdiff's first quoted value) leads, in
        the revision (in the base for what was removed): the changed schema's file and pointer; for a
        property added, removed or made required (optional), the file and pointer of the schema that
        holds it, and its name. None when the path cannot be followed."""
        from generator.rules.table import RULES

        request = entry.id.startswith(("request-body", "request-property", "new-"))
        quoted = QUOTED.findall(entry.text)
        path = entry.property if entry.property is not None else (quoted[0] if quoted else None)
        rule = RULES.get(entry.id)
        if path is None or rule is None or not (request or entry.id.startswith(
                ("response-body", "response-property", "response-required", "response-optional"))):
            return None
        side = 0 if "removed" in entry.id else 1
        parts = _parts(path)
        held = rule.kind in ("existence", "requiredness")
        if held and not parts:
            return None
        status = "" if request else (entry.status or _status(tuple(quoted)))
        for root in self._roots(side, entry.method, entry.path, request, status):
            x = root
            for part in parts[:-1] if held else parts:
                x = _step(x, part, side) if x is not None else None
            if x is not None:
                return (x.file, x.pointer, parts[-1]) if held else (x.file, x.pointer)
        return None

    def same_schema(self, entry: Any, other: Any) -> bool:
        """Two entries of one operation (either tool's) whose subject paths, through union members of other
        names or other properties, lead to the same schema: one edit of a shared schema."""
        if (entry.status or _status(entry.subjects)) != (other.status or _status(other.subjects)):
            return False
        here = self._subject(entry)
        return here is not None and here == self._subject(other)

    def redundant_sibling(self, entry: Any) -> bool:
        """The entry's subject is, in the document it was added to (removed from), a ``$ref`` whose sibling
        assertions its target already makes with the same values (``{type: object, $ref: X}``, X an
        object): 3.1 applies them beside the ``$ref``, and kin-openapi reads them as an ``allOf`` member
        of their own, though the schema accepts what it accepted."""
        from generator.diff.walk import core

        request = entry.id.startswith(("request-body", "request-property", "new-"))
        side = 0 if entry.id.endswith("-removed") else 1
        status = entry.status or next((q for q in entry.subjects if STATUS.match(q)), "")
        roots = self._roots(side, entry.method, entry.path, request, status)
        paths = [entry.property] if entry.property is not None else QUOTED.findall(entry.text)
        for root in roots:
            for prop in paths:
                parts = _parts(prop)
                if not parts:
                    continue
                parent = root
                for part in parts[:-1]:
                    parent = _step(parent, part, side) if parent is not None else None
                holder = core(parent) if parent is not None else None
                node = _raw_child(holder, parts[-1], side) if holder is not None else None
                if isinstance(node, dict) and "$ref" in node and _redundant(self.specs[side], holder, node):
                    return True
        return False

    def __call__(self, entry: Any) -> bool:
        return self._crossing(entry, _two_forms)

    def wrapping(self, entry: Any) -> bool:
        """The entry's subject, or a schema above it, is a nullable wrapper in one document and not
        nullable in the other (it became nullable, or no longer is, by the wrapper)."""
        return self._crossing(entry, _wrapping)

    def all_of_wrapping(self, entry: Any) -> bool:
        """The entry's subject, or a schema above it, is in one document an ``allOf`` that adds only
        annotations to one schema (``allOf: [{$ref: A}, {nullable: true}]``) and that schema alone in the
        other (:func:`generator.diff.walk.all_of_wrapping`)."""
        return self._crossing(entry, _all_of_wrapping)

    @cached_property
    def _diffs(self) -> Any:
        from generator.diff.schema import DiffCache

        return DiffCache()

    def union_covers(self, entry: Any) -> bool:
        """The entry's subject, or a schema above it, is in the revision an ``anyOf`` with a member that
        accepts every value the base's schema accepted (``{type: string, enum: [a, b]}`` -> ``anyOf:
        [{type: string}, {type: string, enum: [a, b]}]``; :func:`generator.diff.walk.union_member`)."""
        from generator.diff.walk import union_member

        return self._crossing(entry, lambda b, r: union_member(b, r, self._diffs, covering=True) is not None)

    def enum_moved(self, entry: Any) -> bool:
        """The entry's subject, or a schema above it, has an ``enum`` in the revision and none in the base,
        where a keyword that may restrict the values as an enum does (``oneOf``, ``anyOf``, ``allOf``,
        ``not``, ``const``, ``if``) stood (``oneOf: [{const: fast}, {const: slow}]`` -> ``enum: [fast,
        slow]``)."""
        return self._crossing(entry, _enum_moved)

    def _parameters(self, side: int, entry: Any) -> list[Any]:
        """The schemas of the entry's operation's parameters that its subjects name."""
        from generator.model import normalize_path

        op = self.operations[side].get((entry.method, normalize_path(entry.path)))
        if op is None:
            return []
        return [p.schema for (_, name), p in op.parameters.items() if name in entry.subjects and p.schema is not None]

    def _crossing(self, entry: Any, differs: Callable[[Any, Any], bool]) -> bool:
        if entry.id.startswith(("request-parameter-became-", "request-parameter-list-of-types-",
                                "request-header-property-became-")):  # (1.39.0's, for a header's own schema too)
            return any(_crosses(b, r, [], differs) for b, r in zip(self._parameters(0, entry), self._parameters(1, entry)))
        request = entry.id.startswith(("request-body", "request-property", "new-"))
        if not (request or entry.id.startswith(("response-body", "response-property", "response-required",
                                                "response-optional"))):
            return False
        status = entry.status or _status(entry.subjects)
        roots = list(zip(self._roots(0, entry.method, entry.path, request, status),
                         self._roots(1, entry.method, entry.path, request, status)))
        # revgen names the property; oasdiff quotes it among other values: each is tried as a path
        paths = [entry.property] if entry.property is not None else QUOTED.findall(entry.text)
        if any(_crosses(b, r, _parts(prop), differs) for b, r in roots for prop in paths or [""]):
            return True
        # some of oasdiff's messages name the property alone (`strict`), not its path
        leaves = [q for q in paths if q and "/" not in q and not STATUS.match(q)] if entry.property is None else []
        return any(leaf in self._crossing_leaves(b, r, differs) for b, r in roots for leaf in leaves)

    def _crossing_leaves(self, b: Any, r: Any, differs: Callable[[Any, Any], bool]) -> frozenset[str]:
        """:func:`_crossing_leaves` of a pair of roots, walked once per pair and test: many entries of
        one operation ask about the same roots."""
        key = (id(b), id(r), differs)
        if key not in self._leaves:
            self._leaves[key] = _crossing_leaves(b, r, differs)
        return self._leaves[key]


def _two_forms(b: Any, r: Any) -> bool:
    """Nullable in both documents, written in two forms."""
    fb, fr = _form(b), _form(r)
    return bool(fb and fr and fb != fr)


def _wrapping(b: Any, r: Any) -> bool:
    """A nullable wrapper on one side, a schema that is not nullable on the other."""
    return {_form(b), _form(r)} == {"wrapper", ""}


def _all_of_wrapping(b: Any, r: Any) -> bool:
    """An ``allOf`` wrapper on one side, the schema it wraps, written alone, on the other."""
    from generator.diff.walk import all_of_wrapping

    return all_of_wrapping(b, r) is not None


# kin-openapi's keywords beside a 3.1 $ref that annotate (copied onto the target); the others assert
REF_ANNOTATIONS = frozenset({"$comment", "allowEmptyValue", "default", "deprecated", "description", "discriminator",
                             "example", "examples", "externalDocs", "nullable", "readOnly", "title", "writeOnly", "xml"})


_RESTRICTING = ("oneOf", "anyOf", "allOf", "not", "const", "if", "then", "else")


def _enum_moved(b: Any, r: Any) -> bool:
    return "enum" not in b.raw and "enum" in r.raw and any(k in b.raw for k in _RESTRICTING)


def _raw_child(s: Any, part: str, side: int = 1) -> Any:
    """The node written at ``part`` (a property, ``items`` or a union member as :func:`_member` names it)
    of ``s``, before its ``$ref`` is followed."""
    raw = s.raw
    if part == "items":
        return raw.get("items")
    m = MEMBER.match(part)
    if m:
        written = raw.get(m.group(1))
        member = _member(s, m.group(2), m.group(1), side)
        members = {"allOf": s.all_of, "anyOf": s.any_of, "oneOf": s.one_of}[m.group(1)]
        index = next((i for i, x in enumerate(members) if x is member), None)
        return written[index] if isinstance(written, list) and index is not None and index < len(written) else None
    props = raw.get("properties")
    return props.get(part) if isinstance(props, dict) else None


def _redundant(spec: Any, parent: Any, node: dict[str, Any]) -> bool:
    """``node``, a ``$ref`` written in ``parent``'s file, has sibling assertions, each of which its
    target makes with the same value."""
    asserted = {k: v for k, v in node.items() if k != "$ref" and k not in REF_ANNOTATIONS
                and not str(k).startswith("x-")}
    if not asserted:
        return False
    _file, _pointer, target = spec.resolve(node["$ref"], parent.file)
    return isinstance(target, dict) and all(k in target and target[k] == v for k, v in asserted.items())


def _without_notes(node: Any, names: bool = False) -> Any:
    """A schema without its extensions and examples, at any depth (``names``: ``node`` is a mapping of
    property names, which are kept whatever they are)."""
    if isinstance(node, dict):
        return {k: _without_notes(v, k == "properties" and not names) for k, v in node.items()
                if names or not (str(k).startswith("x-") or k in ("example", "examples"))}
    if isinstance(node, list):
        return [_without_notes(v) for v in node]
    return node


def _alike_but_notes(old: list[Any], new: list[Any]) -> bool:
    """Two lists of union members, inline, that differ in extensions and examples only."""
    return bool(old) and old != new and "$ref" not in repr(old) + repr(new) and \
        [_without_notes(m) for m in old] == [_without_notes(m) for m in new]


def _pairs_below(b: Any, r: Any) -> list[tuple[str, Any, Any]]:
    """The sub-schemas both sides have, with the property name they are reached by ("" for others)."""
    from generator.diff.walk import core

    b, r = core(b), core(r)
    out = [(name, s, r.properties[name]) for name, s in b.properties.items() if name in r.properties]
    if b.items is not None and r.items is not None:
        out.append(("", b.items, r.items))
    for keyword in ("all_of", "any_of", "one_of"):
        out.extend(("", x, y) for x, y in zip(getattr(b, keyword), getattr(r, keyword)))
    return out


def _crossing_leaves(b: Any, r: Any, differs: Callable[[Any, Any], bool], limit: int = 20000) -> frozenset[str]:
    """The names of the properties below the roots whose nullability, at themselves or above them,
    ``differs`` in the two documents, within the first ``limit`` schema pairs walked."""
    seen: set[tuple[int, int]] = set()
    names: set[str] = set()
    queue = [(b, r, False)]
    while queue and len(seen) < limit:
        b, r, above = queue.pop()
        if (id(b), id(r)) in seen:
            continue
        seen.add((id(b), id(r)))
        crossed = above or differs(b, r)
        for name, x, y in _pairs_below(b, r):
            if name and (crossed or differs(x, y)):
                names.add(name)
            queue.append((x, y, crossed))
    return frozenset(names)


def _crosses(b: Any, r: Any, parts: list[str], differs: Callable[[Any, Any], bool]) -> bool:
    """Along ``parts`` from the roots ``b``, ``r``: a schema whose nullability ``differs``."""
    for part in [None, *parts]:
        if part is not None:
            b, r = _step(b, part, 0), _step(r, part, 1)
        if b is None or r is None:
            return False
        if differs(b, r):
            return True
    return False
