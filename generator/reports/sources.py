"""Reports stage: name the source file of a change as the user named the inputs.

Entry points: :func:`file_namer` (what :class:`~generator.reports.ReportOptions` ``file_namer`` takes),
:func:`display_name` and :func:`git_path`. The rules name a source by the spec's file (its absolute
path, or its name relative to its own folder); a report prints the command-line argument instead
(``specs/v2.yaml``, ``main:api/openapi.yaml``), an absolute argument relative to the working folder, so
reports hold no absolute paths. When base and revision share a file name (``main:api.yaml`` against
``api.yaml``) the one whose document has the change's pointer on the change's line is named.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from generator.load.locate import line_of

if TYPE_CHECKING:
    from generator.model import Spec
    from generator.rules.change import Source


def display_name(arg: str) -> str:
    """How a report names an input: as given on the command line; an absolute path relative to the
    working folder, so reports never hold absolute paths."""
    if os.path.isabs(arg) and os.path.exists(arg):
        return os.path.relpath(arg).replace(os.sep, "/")
    return arg


def git_path(arg: str) -> str | None:
    """``PATH`` of a git ``REF:PATH`` argument (None for a file)."""
    if os.path.exists(arg) or ":" not in arg:
        return None
    return arg.split(":", 1)[1] or None


def source_names(specs: Sequence[tuple[str, Spec]]) -> dict[str, list[tuple[str, Spec]]]:
    """Map the names the rules may give a spec's file (the argument, its absolute path, its name
    relative to its own folder) to ``[(name the user gave, spec)]`` -- two entries when base and
    revision share a file name (``main:api.yaml`` and ``api.yaml``)."""
    names: dict[str, list[tuple[str, Spec]]] = {}
    for arg, spec in specs:
        shown = display_name(arg)
        file = str(getattr(spec, "file", "") or "")
        for key in {arg, file, os.path.basename(file)} - {""}:
            names.setdefault(key, []).append((shown, spec))
    return names


def _line_in(spec: Spec, pointer: str | None) -> int | None:
    """The line of ``pointer`` in ``spec``'s root document (None when it is not there)."""
    if pointer is None:
        return None
    try:
        found = line_of(spec.document, pointer)
    except Exception:  # a location is a courtesy: never fail the report for it
        return None
    return found[0] if found else None


def surviving_line(spec: Spec, pointer: str) -> int | None:
    """The line in ``spec``'s root document of the nearest parent of ``pointer`` that is there (the
    pointer's own list indexes left out: in the revision they may name another item)."""
    tokens = pointer.split("/")[:-1]
    while len(tokens) > 1 and tokens[-1].isdigit():
        tokens.pop()
    try:
        found = line_of(spec.document, "/".join(tokens), nearest=True) if len(tokens) > 1 else None
    except Exception:  # a location is a courtesy: never fail the report for it
        return None
    return found[0] if found else None


def _pick(candidates: list[tuple[str, Spec]], src: Source) -> str:
    """The input a source names when base and revision share a file name: the one whose document
    has the source's pointer on the source's line (the revision when both or neither do)."""
    if len(candidates) == 1:
        return candidates[0][0]
    if src.line is not None:
        matching = [shown for shown, spec in candidates if _line_in(spec, src.pointer) == src.line]
        if len(matching) == 1:
            return matching[0]
    return candidates[-1][0]


def file_namer(specs: Sequence[tuple[str, Spec]]) -> Callable[[Source], str | None]:
    """For ``[(argument, spec), ...]`` (base first, revision last): a function naming a source file
    as the user would -- the inputs as given, other files (external ``$ref`` targets, relative to the
    revision's folder) relative to the working folder."""
    names = source_names(specs)
    folder = os.path.dirname(str(getattr(specs[-1][1], "file", "") or "")) if specs else ""
    other: dict[str, str] = {}

    def name(src: Source) -> str | None:
        file = src.file
        if not file:
            return None
        candidates = names.get(file)
        if candidates:
            return candidates[0][0] if len(candidates) == 1 else _pick(candidates, src)
        shown = other.get(file)
        if shown is None:
            path = file if os.path.isabs(file) else os.path.join(folder, file)
            shown = other[file] = os.path.relpath(path).replace(os.sep, "/") if os.path.exists(path) else file
        return shown

    return name
