"""Load stage: read one revision (YAML/JSON, local ``$ref`` files) into a :class:`~generator.model.Spec`.

Entry points: :func:`load_spec` (a file), :func:`load_spec_arg` (a command-line argument: a file or a
git ``REF:PATH``) and :func:`spec_from_document`. A file is parsed (``reader``), checked to be OpenAPI 3.x
and its every ``$ref`` resolved once (``spec``).
Validation against the OpenAPI schema is separate and advisory (``validate``); source locations come
from ``locate``; enumerating revisions from a folder, a manifest or git history lives in ``revisions``.
"""

from __future__ import annotations

import os

from generator.errors import RevgenError
from generator.load.reader import Document, read_document
from generator.load.refs import RefResolver
from generator.load.revisions import load_git_spec, revision_of_file
from generator.load.spec import load_spec, spec_from_document
from generator.load.validate import advisory_check
from generator.model import Spec

__all__ = [
    "Document",
    "RefResolver",
    "load_spec",
    "load_spec_arg",
    "load_pair",
    "read_document",
    "spec_from_document",
]


def load_spec_arg(arg: str, strict: bool = False, quiet: bool = False) -> Spec:
    """Load a command-line spec argument: a file path, or git ``REF:PATH`` read from the current repo.

    A path that exists as a file wins over the ``REF:PATH`` reading, so ``a:b.yaml`` files still work.
    Validation is advisory: one warning line on stderr for an invalid document, fatal with ``strict``
    (``quiet`` skips it, for callers that validate fully themselves).
    """
    if os.path.isdir(arg):
        raise RevgenError("is a folder, not a spec file", arg)
    if not os.path.exists(arg) and _looks_like_git_ref(arg):
        spec = load_git_spec(arg)
    else:
        spec = revision_of_file(arg, hashed=False).load()  # read once: its listing's bytes are parsed
    if not quiet:
        advisory_check(spec, strict)
    return spec


def load_pair(base: str, revision: str) -> tuple[Spec, Spec]:
    """The specs of two command-line arguments (``changelog BASE REVISION``), then the advisory check
    of each, in order: a warning line for each invalid one. One file named twice the same way
    (``changelog X X``) is read, checked and modelled once; named two ways, each name is loaded, so
    warnings and reports show the name each argument gave."""
    base_spec = load_spec_arg(base, quiet=True)
    revision_spec = base_spec if _same_file(base, revision) else load_spec_arg(revision, quiet=True)
    for spec in (base_spec, revision_spec):
        advisory_check(spec)
    return base_spec, revision_spec


def _same_file(base: str, revision: str) -> bool:
    return base == revision and os.path.isfile(base)


def _looks_like_git_ref(arg: str) -> bool:
    ref, sep, path = arg.partition(":")
    # a Windows drive (C:\...) is a path, not a ref
    return bool(sep and ref and path) and not (len(ref) == 1 and path[:1] in ("\\", "/"))
