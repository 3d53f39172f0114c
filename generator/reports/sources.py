"""Reports stage: name the source file of a change as the user named the inputs.

Entry points: :class:`SourceNames` (its ``name`` is what :class:`~generator.reports.ReportOptions`
``file_namer`` takes, its ``in_revision`` what ``revision_place`` takes), :func:`file_namer`,
:func:`display_name` and :func:`git_path`. The rules name a source by the spec's file (its absolute
path, or its name relative to its own input's root file); a report prints the command-line argument
instead (``specs/v2.yaml``, ``main:api/openapi.yaml``), an absolute argument relative to the working
folder, so reports hold no absolute paths. When base and revision share a file name (``main:api.yaml``
against ``api.yaml``; an external ``$ref`` target ``schemas.yaml`` beside each) the one whose document
has the change's pointer on the change's line is named; a file referred to from a git ``REF:PATH`` input
is named ``REF:`` and its path in the repository.
"""

from __future__ import annotations

import os
import posixpath
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from generator.load.locate import line_of

if TYPE_CHECKING:
    from generator.model import Spec
    from generator.model.spec import SourceFile
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


def _line_in(document: SourceFile | None, pointer: str | None) -> int | None:
    """The line of ``pointer`` in ``document`` (None when it is not there)."""
    if pointer is None or document is None:
        return None
    try:
        found = line_of(document, pointer)
    except Exception:  # a location is a courtesy: never fail the report for it
        return None
    return found[0] if found else None


def surviving_line(document: SourceFile | None, pointer: str | None) -> int | None:
    """The line in ``document`` of the nearest parent of ``pointer`` that is there (the pointer's own
    list indexes left out: in the revision they may name another item)."""
    if document is None or not pointer:
        return None
    tokens = pointer.split("/")[:-1]
    while len(tokens) > 1 and tokens[-1].isdigit():
        tokens.pop()
    try:
        found = line_of(document, "/".join(tokens), nearest=True) if len(tokens) > 1 else None
    except Exception:  # a location is a courtesy: never fail the report for it
        return None
    return found[0] if found else None


# A document a source may name: (name shown, index of the input, base first; the document)
_Candidate = tuple[str, int, "SourceFile | None"]


class SourceNames:
    """For ``[(argument, spec), ...]`` (base first, revision last): which input's document a change's
    source names, and how a report names it -- the inputs as given, other files (external ``$ref``
    targets, which the rules name relative to their own input's root file) relative to the working
    folder. When both inputs have a document of the source's name (``main:api.yaml`` against
    ``api.yaml``, ``v1/schemas.yaml`` against ``v2/schemas.yaml``), the one that has the source's pointer
    on the source's line is meant (the revision when both or neither do)."""

    def __init__(self, specs: Sequence[tuple[str, Spec]]) -> None:
        self.specs = list(specs)
        self.names = source_names(specs)
        self.folder = os.path.dirname(str(getattr(specs[-1][1], "file", "") or "")) if specs else ""
        self.other: dict[str, list[_Candidate]] = {}

    def _external(self, file: str) -> list[_Candidate]:
        found = self.other.get(file)
        if found is None:
            found = []
            for index, (arg, spec) in enumerate(self.specs):
                root = str(getattr(spec, "file", "") or "")
                path = file if os.path.isabs(file) else os.path.normpath(os.path.join(os.path.dirname(root), file))
                document = getattr(spec, "documents", {}).get(path)
                if document is not None and path != root:
                    in_git = git_path(arg)
                    if in_git is not None and not os.path.isabs(file):  # REF:PATH: the file at that ref
                        shown = arg.split(":", 1)[0] + ":" + posixpath.normpath(
                            posixpath.join(posixpath.dirname(in_git), file.replace(os.sep, "/")))
                    else:
                        shown = os.path.relpath(path).replace(os.sep, "/") if os.path.exists(path) else file
                    found.append((shown, index, document))
            if not found:  # a file no input read: named relative to the revision's folder
                path = file if os.path.isabs(file) else os.path.join(self.folder, file)
                found = [(os.path.relpath(path).replace(os.sep, "/") if os.path.exists(path) else file,
                          len(self.specs) - 1, None)]
            self.other[file] = found
        return found

    def origin(self, src: Source) -> _Candidate | None:
        """The document ``src`` names, or None when it names no file."""
        file = src.file
        if not file:
            return None
        roots = self.names.get(file)
        candidates: list[_Candidate] = (
            [(shown, self._index(spec), spec.document) for shown, spec in roots] if roots else self._external(file))
        if len(candidates) > 1 and src.line is not None:
            matching = [c for c in candidates if _line_in(c[2], src.pointer) == src.line]
            if len(matching) == 1:
                return matching[0]
        return candidates[-1] if len(candidates) > 1 else candidates[0]

    def _index(self, spec: Spec) -> int:
        return next(i for i, (_, s) in enumerate(self.specs) if s is spec)

    def name(self, src: Source) -> str | None:
        """The name a report gives ``src``'s file."""
        found = self.origin(src)
        return found[0] if found is not None else None

    def in_revision(self, src: Source) -> tuple[str, int | None] | None:
        """For a source found in the base (something removed): the revision's document of the same name
        and the line there of the pointer's nearest surviving parent (None: no such line, or no such
        document, when the revision's root file is named); None for a source of the revision."""
        found = self.origin(src)
        last = len(self.specs) - 1
        if found is None or found[1] == last or not src.file:
            return None
        revision = self.specs[last]
        if self.names.get(src.file):  # a root document
            return display_name(revision[0]), surviving_line(revision[1].document, src.pointer)
        same = [c for c in self._external(src.file) if c[1] == last and c[2] is not None]
        if same:
            return same[0][0], surviving_line(same[0][2], src.pointer)
        return display_name(revision[0]), None


def file_namer(specs: Sequence[tuple[str, Spec]]) -> Callable[[Source], str | None]:
    """For ``[(argument, spec), ...]`` (base first, revision last): a function naming a source file
    as the user would (:class:`SourceNames`)."""
    return SourceNames(specs).name
