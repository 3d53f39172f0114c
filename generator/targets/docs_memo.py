"""Targets stage: a template macro of one plain row, rendered once per distinct row it can tell apart.

Entry point: :class:`RowMacro` ``(macro)(row) -> output``. The docs pages show the same list item on
many pages (a change to a shared schema is listed on every operation that reaches it, the text the
same, only the endpoint differs), and a macro need not read every key of its row. So the first call
renders the macro with the row wrapped in a :class:`_Reads`, which notes each key the macro reads and
its value; a later row whose values at those keys are the same gets that output back without a render.
That is exact for any macro whose output depends only on its argument (a macro imported without
context sees nothing else): it would read the same keys, get the same values and print the same text.
Anything the wrapper cannot follow (iterating the row, a dict method, a value that is not a string or
None, an error) renders with the row itself and remembers nothing.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

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
    """``macro(row)`` for plain-dict rows, remembered by the values of the keys the macro reads (see
    the module docstring). One instance per macro and run; it holds one output per distinct row."""

    def __init__(self, macro: Callable[[Any], Any]) -> None:
        self.macro = macro
        self._shapes: list[tuple[str, ...]] = []  # each set of keys a render read
        self._done: dict[tuple[int, tuple[Any, ...]], Any] = {}
        self._off = False

    def __call__(self, row: dict[str, Any]) -> Any:
        if self._off:
            return self.macro(row)
        get = row.get
        for number, keys in enumerate(self._shapes):
            found = self._done.get((number, tuple([get(k, _ABSENT) for k in keys])))
            if found is not None:
                return found
        reads = _Reads(row)
        try:
            out = self.macro(reads)
        except Exception:  # not followed, or an error the row itself shall raise
            self._off = True
            return self.macro(row)
        seen = _seen(reads)
        if seen is None:
            return out  # right for this row, which may differ from others in more than the keys noted
        keys, values = seen
        try:
            number = self._shapes.index(keys)
        except ValueError:
            if len(self._shapes) >= MAX_SHAPES:
                return out
            number = len(self._shapes)
            self._shapes.append(keys)
        self._done[(number, values)] = out
        return out
