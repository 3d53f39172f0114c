"""Render stage: a template macro of plain rows, rendered once per distinct row it can tell apart.

Entry points: the template global ``remembered(m.change_item)`` (:func:`remembered`, registered with
the filters in :mod:`generator.render.filters`), which a page calls once and then uses as the macro
itself, and :class:`RowMacro` ``(macro)(*rows) -> output`` behind it. The docs pages show the same list item on
many pages (a change to a shared schema is listed on every operation that reaches it, the text the
same, only the endpoint differs), and a macro need not read every key of its row. So the first call
renders the macro with the row wrapped in a :class:`_Reads`, which notes each key the macro reads and
its value; a later row whose values at those keys are the same gets that output back without a render.
That is exact for any macro whose output depends only on its argument (a macro imported without
context sees nothing else): it would read the same keys, get the same values and print the same text.
String arguments (not rows) are compared whole. Anything the wrapper cannot follow (iterating the row,
a dict method, a value that is not a string or None, a keyword argument, an error) renders with the
row itself and remembers nothing.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import jinja2
import jinja2.runtime

_ABSENT = object()  # a key the macro asked for that the row does not have


class _Untracked(Exception):
    """The macro used its row in a way :class:`_Reads` does not follow."""


class _Reads:
    """A row as a macro sees it (Jinja's ``row.key`` and ``row["key"]``), noting what it reads."""

    __slots__ = ("_row", "_read", "_whole")

    def __init__(self, row: dict[str, Any]) -> None:
        setattr_ = object.__setattr__
        setattr_(self, "_row", row)
        setattr_(self, "_read", {})
        setattr_(self, "_whole", [False])

    def __getattribute__(self, name: str) -> Any:
        if name[:2] == "__" == name[-2:]:
            return object.__getattribute__(self, name)  # what Python itself asks (isinstance: __class__)
        if hasattr(dict, name):  # Jinja reads a dict's own attribute first (row.items, row.get)
            raise _Untracked(name)
        value = _note(self, name)
        if value is _ABSENT:
            raise AttributeError(name)
        return value

    def __getitem__(self, key: Any) -> Any:
        if type(key) is not str:
            raise _Untracked(key)
        value = _note(self, key)
        if value is _ABSENT:
            raise KeyError(key)
        return value

    def _untracked(self, *_: Any, **__: Any) -> Any:
        raise _Untracked("row used whole")

    # every other way of using a dict: not followed (the macro is rendered with the row itself)
    __iter__ = __len__ = __contains__ = __bool__ = __str__ = __repr__ = __format__ = _untracked
    __eq__ = __ne__ = __hash__ = __reversed__ = __or__ = __ror__ = __setattr__ = _untracked  # type: ignore[assignment]


def _note(reads: _Reads, key: str) -> Any:
    get = object.__getattribute__
    value = get(reads, "_row").get(key, _ABSENT)
    if not (value is None or value is _ABSENT or type(value) is str):
        get(reads, "_whole")[0] = True  # only strings (and None) are compared to tell rows apart
    get(reads, "_read")[key] = value
    return value


def _seen(reads: _Reads) -> tuple[tuple[str, ...], tuple[Any, ...]] | None:
    """The keys read, in order, and their values; None when the output may depend on more."""
    get = object.__getattribute__
    if get(reads, "_whole")[0]:
        return None
    read = get(reads, "_read")
    return tuple(read), tuple(read.values())


MAX_SHAPES = 8
"""At most this many different sets of keys read are remembered per macro."""


class RowMacro:
    """``macro(*rows)`` for plain-dict rows (and string arguments), remembered by the values of the keys
    the macro reads (see the module docstring). One instance per macro object: :func:`remembered`."""

    def __init__(self, macro: Callable[..., Any]) -> None:
        self.macro = macro
        self._shapes: dict[tuple[bool, ...], list[tuple[tuple[int, Any], ...]]] = {}  # per kind of arguments, each set of keys a render read
        self._done: dict[tuple[Any, ...], Any] = {}
        self._off = False

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        if self._off or kwargs:
            return self.macro(*args, **kwargs)
        kinds = tuple([type(a) is dict for a in args])
        for kind, arg in zip(kinds, args):
            if not (kind or arg is None or type(arg) is str):
                return self.macro(*args)  # an argument that is neither a row nor a string: not remembered
        shapes = self._shapes.setdefault(kinds, [])
        for number, keys in enumerate(shapes):
            values = tuple([args[i] if k is None else args[i].get(k, _ABSENT) for i, k in keys])
            found = self._done.get((kinds, number, values))
            if found is not None:
                return found
        reads = [_Reads(a) if kind else a for kind, a in zip(kinds, args)]
        try:
            out = self.macro(*reads)
        except Exception:  # not followed, or an error the rows themselves shall raise
            self._off = True
            return self.macro(*args)
        keys_read: list[tuple[int, Any]] = []
        values_read: list[Any] = []
        for i, (kind, arg) in enumerate(zip(kinds, reads)):
            if not kind:
                keys_read.append((i, None))
                values_read.append(arg)
                continue
            seen = _seen(arg)
            if seen is None:
                return out  # right for these rows, which may differ from others in more than the keys noted
            keys_read.extend((i, k) for k in seen[0])
            values_read.extend(seen[1])
        keys = tuple(keys_read)
        try:
            number = shapes.index(keys)
        except ValueError:
            if len(shapes) >= MAX_SHAPES:
                return out
            number = len(shapes)
            shapes.append(keys)
        if len(self._done) >= MAX_OUTPUTS:
            self._done.clear()
        self._done[(kinds, number, tuple(values_read))] = out
        return out


MAX_OUTPUTS = 1 << 17
"""A macro's remembered outputs are dropped when there are this many (a long-lived process renders many APIs)."""

_REMEMBERED: dict[int, tuple[Any, RowMacro]] = {}


def remembered(macro: Any) -> Any:
    """The template global ``remembered(m.change_item)``: the macro as a :class:`RowMacro`, one per
    macro object (a page calls it again for each of its rows; the next page gets the same memo).
    Anything that is not a macro (an undefined name) is given back as it is."""
    if not isinstance(macro, jinja2.runtime.Macro):
        return macro
    found = _REMEMBERED.get(id(macro))
    if found is None or found[0] is not macro:
        if len(_REMEMBERED) >= 64:  # macros of templates imported with a page's context: one per page
            _REMEMBERED.clear()
        found = _REMEMBERED[id(macro)] = (macro, RowMacro(macro))
    return found[1]
