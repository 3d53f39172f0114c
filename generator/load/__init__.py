"""Load stage: read one revision (YAML/JSON, local ``$ref`` files) into a :class:`~generator.model.Spec`.

Entry points: :func:`load_spec` (a file), :func:`load_spec_arg` (a command-line argument: a file or a
git ``REF:PATH``) and :func:`spec_from_document`. A file is parsed (``reader``), checked to be OpenAPI 3.x
(Swagger 2.0 is refused; 3.2 is read as 3.1), and every ``$ref`` in it is resolved once (``refs``), so a
reference to a URL, out of the spec's folder, to nothing, or in a loop is refused at load time.
Validation against the OpenAPI schema is separate and advisory (``validate``); source locations come
from ``locate``; enumerating revisions from a folder, a manifest or git history lives in ``revisions``.
"""

from __future__ import annotations

import os
from collections.abc import Callable

from generator.errors import RevgenError
from generator.load.reader import Document, read_document
from generator.load.refs import RefResolver
from generator.model import RevisionMeta, Spec

__all__ = [
    "Document",
    "RefResolver",
    "load_spec",
    "load_spec_arg",
    "read_document",
    "spec_from_document",
]


def spec_from_document(
    document: Document,
    revision: RevisionMeta | None = None,
    opener: Callable[[str], Document] | None = None,
) -> Spec:
    """Check the document is OpenAPI 3.x, resolve its references once, and build its model."""
    data = document.data
    shown = document.display
    if data is None:
        what = "the file is empty" if not document.text.strip() else "the file holds no value (only comments or null)"
        raise RevgenError(f"{what}; expected an OpenAPI document", shown)
    if not isinstance(data, dict):
        kind = _KINDS.get(type(data), f"a {type(data).__name__}")
        raise RevgenError(f"not an OpenAPI document: the top level is {kind}, not a mapping", shown, 1, 1)
    if "swagger" in data:
        raise RevgenError(
            f"Swagger {data.get('swagger')} documents are not supported; convert to OpenAPI 3.x first",
            shown,
            *_key_location(document, "swagger"),
        )
    version = data.get("openapi")
    if version is None:
        raise RevgenError("not an OpenAPI document: no 'openapi' version field", shown, 1, 1)
    if not str(version).startswith("3."):
        raise RevgenError(
            f"OpenAPI {version} is not supported (3.0, 3.1 and 3.2 are)", shown, *_key_location(document, "openapi")
        )
    resolver = RefResolver(document, opener)
    resolver.check_all()
    return Spec(document, resolver, revision)


_KINDS = {list: "a list", str: "a string", int: "a number", float: "a number", bool: "a boolean"}


def _key_location(document: Document, key: str) -> tuple[int, int]:
    from generator.load.locate import line_of

    return line_of(document, "/" + key) or (1, 1)


def load_spec(path: str, revision: RevisionMeta | None = None, text: str | None = None) -> Spec:
    """Read the file at ``path`` (or ``text`` named by it) and return its normalized model."""
    return spec_from_document(read_document(path, text, name=path), revision)


def load_spec_arg(arg: str, strict: bool = False, quiet: bool = False) -> Spec:
    """Load a command-line spec argument: a file path, or git ``REF:PATH`` read from the current repo.

    A path that exists as a file wins over the ``REF:PATH`` reading, so ``a:b.yaml`` files still work.
    Validation is advisory: one warning line on stderr for an invalid document, fatal with ``strict``
    (``quiet`` skips it, for callers that validate fully themselves).
    """
    from generator.load.validate import advisory_check

    if os.path.isdir(arg):
        raise RevgenError("is a folder, not a spec file", arg)
    if not os.path.exists(arg) and _looks_like_git_ref(arg):
        from generator.load.gitsource import load_git_spec

        spec = load_git_spec(arg)
    else:
        from generator.load.revisions import revision_of_file

        spec = revision_of_file(arg, hashed=False).load()  # read once: its listing's bytes are parsed
    if not quiet:
        advisory_check(spec, strict)
    return spec


def _looks_like_git_ref(arg: str) -> bool:
    ref, sep, path = arg.partition(":")
    # a Windows drive (C:\...) is a path, not a ref
    return bool(sep and ref and path) and not (len(ref) == 1 and path[:1] in ("\\", "/"))
