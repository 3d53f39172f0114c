"""Rules stage, after the checks: group changes by the spec edit that caused them (*root causes*).

Entry points: :func:`group_by_edit` ``(changes) -> list[RootCause]``, :func:`root_cause_key`
``(change) -> str`` and :func:`operations_text` ("in 40 operations"). One edit of a shared component (``components/schemas/ErrorData/properties/code``)
is reported once per operation, status and media type that reaches it; those changes are one root
cause when they have

- the same check id,
- the same source location (the JSON pointer: in the revision, or in the base for something
  removed; the file's name is left out, so a key does not change when the spec is renamed or read
  from git -- the check id already tells a removal, found in the base, from an addition), and
- the same arguments apart from where an operation reaches the edit: ``status`` and ``media_type``
  are ignored, and of a ``property`` path only its last name counts (``error/code`` and
  ``data/items/error/code`` reach the same property ``code``).

Two edits that produce the same message at different places stay two root causes; a change without a
source location is a root cause of its own. The key (``rc-`` and 12 hex digits of a sha256) depends
only on the change, so it is the same in every format and every run, and the same whatever filter was
applied before grouping. Root causes are ordered most severe first, then in the order their first
change appears. Nothing here renders: :attr:`RootCause.change` is a headline :class:`Change` (the
first one, its statuses listed and its property at the shortest path) that each medium renders as it
renders any change.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from functools import cached_property
from typing import Any, NamedTuple

from generator.rules.change import LEVEL_RANK, Change, Source
from generator.rules.messages import format_message
from generator.rules.table import RULES

# arguments that say where an operation reaches an edit, not what the edit is
REACH_ARGS = frozenset({"status", "media_type"})
PATH_ARG = "property"
_REACH_AND_PATH = REACH_ARGS | {PATH_ARG}
_METHOD_ORDER = {m: i for i, m in enumerate(("GET", "PUT", "POST", "DELETE", "OPTIONS", "HEAD", "PATCH", "TRACE"))}
_SCALARS = (str, bool, int, float, type(None))


def _frozen(value: Any) -> Any:
    if isinstance(value, _SCALARS):
        return (type(value).__name__, value)
    if isinstance(value, dict):
        return ("dict", tuple(sorted((str(k), _frozen(v)) for k, v in value.items())))
    if isinstance(value, (list, tuple)):
        return ("list", tuple(_frozen(v) for v in value))
    if isinstance(value, (set, frozenset)):
        return ("set", tuple(sorted(repr(_frozen(v)) for v in value)))
    return ("str", str(value))


def _edit_args(args: dict[str, Any]) -> tuple[Any, ...]:
    if args.keys() <= _REACH_AND_PATH:  # most schema findings: where they are reached, and a property
        path = args.get(PATH_ARG)
        if path is None and PATH_ARG not in args:
            return ()
        if type(path) is str:
            return ((PATH_ARG, path.rpartition("/")[2]),)
    # strings (most arguments) are kept as they are, other values become tagged tuples
    items = [(k, v if type(v) is str else _frozen(v)) for k, v in args.items() if k not in REACH_ARGS]
    path = args.get(PATH_ARG)
    if type(path) is str and "/" in path:
        items = [(k, path.rpartition("/")[2]) if k == PATH_ARG else (k, v) for k, v in items]
    if len(items) > 1:
        try:
            items.sort()
        except TypeError:  # argument names of mixed types
            items.sort(key=lambda kv: (str(kv[0]), repr(kv[1])))
    return tuple(items)


def stands_alone(change: Change) -> bool:
    """Whether ``change`` has no source location to compare: its root cause is its own, and its key
    depends on its endpoint too (else only on its id, source and arguments)."""
    src = change.source
    return src is None or not src.pointer


def edit_identity(change: Change) -> tuple[Any, ...]:
    """What makes two changes the same edit (a hashable tuple; :func:`root_cause_key` hashes it)."""
    if stands_alone(change):
        return (change.id, None, change.operation, change.path, _frozen(change.args))
    return (change.id, change.source.pointer, _edit_args(change.args))  # type: ignore[union-attr]


def _digest(identity: tuple[Any, ...]) -> str:
    return "rc-" + hashlib.sha256(repr(identity).encode("utf-8")).hexdigest()[:12]


def root_cause_key(change: Change) -> str:
    """The stable key of the root cause ``change`` belongs to (``rc-`` + 12 hex digits)."""
    return _digest(edit_identity(change))


def root_cause_keys(changes: Iterable[Change]) -> list[str]:
    """:func:`root_cause_key` of each change, hashing each distinct edit once."""
    return list(map(root_cause_keyer(), changes))


def root_cause_keyer(each_finding_once: bool = False) -> Callable[[Change], str]:
    """:func:`root_cause_key` as a function that hashes each distinct edit once (for as long as the
    changes it is given are alive: it remembers them by object). ``each_finding_once``: the caller
    asks once for each finding (the JSON report: the changes one finding makes at many endpoints
    share its key), so the changes are not remembered by object, only their edits."""
    cache: dict[tuple[Any, ...], str] = {}
    # Changes found by one schema check share their source and argument objects: their key is
    # worked out once per (id, source, arguments) object (the changes are alive meanwhile, so no id
    # is reused). A change without a pointer is keyed by its endpoint too (see :func:`edit_identity`).
    by_object: dict[tuple[Any, ...], str] = {}

    def key_of_edit(change: Change) -> str:
        identity = edit_identity(change)
        key = cache.get(identity)
        if key is None:
            key = cache[identity] = _digest(identity)
        return key

    if each_finding_once:
        return key_of_edit

    def key_of(change: Change) -> str:
        src = change.source
        okey = (change.id, id(src), id(change.args)) if src is not None and src.pointer else None
        key = by_object.get(okey) if okey is not None else None
        if key is None:
            key = key_of_edit(change)
            if okey is not None:
                by_object[okey] = key
        return key

    return key_of


class Reach(NamedTuple):
    """One endpoint a root cause reaches, with the statuses (and media types) it reaches there (a
    named tuple: a root cause of a shared component reaches thousands of endpoints)."""

    operation: str | None
    path: str | None
    operation_id: str | None
    statuses: tuple[str, ...]
    media_types: tuple[str, ...]
    properties: tuple[str, ...]
    changes: tuple[Change, ...]

    @property
    def label(self) -> str | None:
        """``"METHOD /path"`` (None for a change that names no endpoint)."""
        if self.path is None:
            return None
        return f"{self.operation} {self.path}" if self.operation else self.path


def _status_order(status: str) -> tuple[int, str]:
    return (0, status.zfill(3)) if status.isdigit() else (1, status)


def ordered_statuses(statuses: Iterable[str]) -> list[str]:
    """The distinct non-empty ``statuses`` in the order every output lists them (codes by number, then
    ranges such as ``2XX`` and ``default``)."""
    return sorted(_unique(statuses), key=_status_order)


def _unique(values: Iterable[Any]) -> list[Any]:
    return list(dict.fromkeys(v for v in values if v is not None and v != ""))


@dataclass
class RootCause:
    """The changes one spec edit caused: ``key``, the headline ``change``, every member change (in
    the order given) and the endpoints/statuses it reaches (computed once, when first asked: add no
    change after that)."""

    key: str
    changes: list[Change]
    first_index: int = 0

    @property
    def id(self) -> str:
        return self.changes[0].id

    @cached_property
    def level(self) -> str:
        levels = {c.level for c in self.changes}
        return levels.pop() if len(levels) == 1 else max(levels, key=lambda lv: LEVEL_RANK.get(lv, 0))

    @property
    def source(self) -> Source | None:
        return self.changes[0].source

    @property
    def pointer(self) -> str | None:
        src = self.source
        return src.pointer if src else None

    @property
    def line(self) -> int | None:
        src = self.source
        return src.line if src else None

    @cached_property
    def _args(self) -> list[dict[str, Any]]:
        # the distinct argument objects of the changes, first seen first: a schema finding replayed
        # at every operation that reaches it shares one object, and what the statuses, media types
        # and properties below read depends on the arguments alone
        return list({id(c.args): c.args for c in self.changes}.values())

    @cached_property
    def _endpoints(self) -> dict[tuple[str | None, str | None], list[Change]]:
        by_endpoint: dict[tuple[str | None, str | None], list[Change]] = {}
        get = by_endpoint.get
        for change in self.changes:
            key = (change.operation, change.path)
            members = get(key)
            if members is None:
                by_endpoint[key] = [change]
            else:
                members.append(change)
        return by_endpoint

    @cached_property
    def statuses(self) -> list[str]:
        return ordered_statuses(str(a["status"]) for a in self._args if "status" in a)

    @cached_property
    def change(self) -> Change:
        """A change standing for the whole root cause: the first member with the level of the root
        cause, every status it reaches listed and its property at the shortest path."""
        first = self.changes[0]
        if len(self.changes) == 1:
            return first
        args = dict(first.args)
        every = self._args
        statuses = self.statuses
        if "status" in args and len(statuses) > 1:
            args["status"] = statuses
        media = _unique(a.get("media_type") for a in every)
        if "media_type" in args and len(media) > 1:
            args["media_type"] = sorted(media)
        props = _unique(a.get(PATH_ARG) for a in every if isinstance(a.get(PATH_ARG), str))
        if isinstance(args.get(PATH_ARG), str) and len(props) > 1:
            args[PATH_ARG] = min(props, key=lambda p: (len(p), p))
        if args == first.args and self.level == first.level:
            return first
        text = format_message(first.id, args) if first.id in RULES else first.text
        return first._replace(args=args, text=text, level=self.level)

    @cached_property
    def reaches(self) -> list[Reach]:
        """The endpoints reached, in path then method order (changes naming no endpoint last)."""
        out = []
        # what a reach lists of its members' arguments, per sequence of argument objects (a finding
        # replayed at many endpoints gives each of them the same one)
        listed: dict[tuple[int, ...], tuple[tuple[str, ...], tuple[Any, ...], tuple[str, ...]]] = {}
        for (operation, path), members in self._endpoints.items():
            if len(members) == 1:
                only = members[0]
                operation_id = only.operation_id
                ids: tuple[int, ...] = (id(only.args),)
            else:
                operation_id = None
                for c in members:
                    operation_id = operation_id or c.operation_id
                ids = tuple([id(c.args) for c in members])
            found = listed.get(ids)
            if found is None:
                found = listed[ids] = _listed(members)
            out.append(Reach(operation, path, operation_id, *found, tuple(members)))
        out.sort(key=_reach_order)
        return out

    @cached_property
    def operation_count(self) -> int:
        """How many endpoints the root cause reaches (0 when its changes name none)."""
        return sum(1 for _, path in self._endpoints if path is not None)


def _reach_order(r: Reach) -> tuple[bool, str, int, str]:
    operation = r.operation or ""
    return (r.path is None, r.path or "", _METHOD_ORDER.get(operation.upper(), 99), operation)


def _listed(members: list[Change]) -> tuple[tuple[str, ...], tuple[Any, ...], tuple[str, ...]]:
    """A reach's statuses (in status order), media types (sorted) and properties (first seen first)."""
    statuses: dict[str, None] = {}
    media: dict[Any, None] = {}
    props: dict[str, None] = {}
    for args in {id(c.args): c.args for c in members}.values():
        status = args.get("status")
        if status is not None and status != "":
            statuses[str(status)] = None
        value = args.get("media_type")
        if value:
            media[value] = None
        value = args.get(PATH_ARG)
        if value and isinstance(value, str):
            props[value] = None
    return tuple(sorted(statuses, key=_status_order)), tuple(sorted(media)), tuple(props)


def operations_text(count: int) -> str:
    """``"in 1 operation"`` / ``"in 40 operations"`` (empty for a root cause naming no endpoint): how
    every output says how far a root cause reaches."""
    if count == 0:
        return ""
    return f"in {count} operation" if count == 1 else f"in {count} operations"


def group_by_edit(changes: Sequence[Change]) -> list[RootCause]:
    """The root causes of ``changes``: most severe first, then in the order of their first change."""
    # First pass, per change: a cheap key (the arguments in the order given, values with their type
    # unless they are strings). Changes of one edit whose arguments come in another order, or hold
    # unhashable values, get other cheap keys; the second pass merges those by the full identity.
    fast: dict[Any, list[Change]] = {}
    first: dict[Any, int] = {}
    get = fast.get
    reach = REACH_ARGS
    # Changes found by one schema check share their source and argument objects: the cheap key of
    # those is worked out once per (id, source, arguments) object (the changes are alive meanwhile,
    # so no id is reused); a change without a pointer is keyed by its endpoint too.
    by_object: dict[tuple[str, int, int], list[Change]] = {}
    for index, change in enumerate(changes):
        src = change.source
        args = change.args
        if src is None or not src.pointer:
            key: Any = edit_identity(change)
            okey = None
        else:
            okey = (change.id, id(src), id(args))
            members = by_object.get(okey)
            if members is not None:
                members.append(change)
                continue
            path = args.get(PATH_ARG)
            key = (
                change.id,
                src.pointer,
                path.rpartition("/")[2] if type(path) is str else None,
                tuple([(k, v) if type(v) is str else (k, type(v), v) for k, v in args.items() if k not in reach and k != PATH_ARG])
                if type(path) is str
                else _edit_args(args),
            )
        try:
            members = get(key)
        except TypeError:  # an unhashable argument value
            key = edit_identity(change)
            members = get(key)
        if members is None:
            members = fast[key] = [change]
            first[key] = index
        else:
            members.append(change)
        if okey is not None:
            by_object[okey] = members
    groups: dict[tuple[Any, ...], RootCause] = {}
    for key, members in fast.items():
        identity = edit_identity(members[0])
        group = groups.get(identity)
        if group is None:
            groups[identity] = RootCause(_digest(identity), members, first[key])
        else:  # the same edit under another cheap key: keep the changes in the order given
            group.changes = sorted(group.changes + members, key=_position(changes))
            group.first_index = min(group.first_index, first[key])
    return sorted(groups.values(), key=lambda rc: (-LEVEL_RANK.get(rc.level, 0), rc.first_index))


def _position(changes: Sequence[Change]) -> Any:
    index = {id(c): i for i, c in enumerate(changes)}
    return lambda c: index[id(c)]


__all__ = [
    "REACH_ARGS", "Reach", "RootCause", "edit_identity", "group_by_edit", "operations_text", "root_cause_key", "root_cause_keyer", "root_cause_keys",
]
