"""Load stage: check a parsed document is OpenAPI 3.x and build its :class:`~generator.model.Spec`.

Entry points: :func:`spec_from_document` and :func:`load_spec` (a file). Swagger 2.0 is refused; 3.2 is
read as 3.1; every ``$ref`` is resolved once (:mod:`.refs`), so a reference to a URL, out of the spec's
folder, to nothing, or in a loop is refused here.
"""

from __future__ import annotations

from collections.abc import Callable

from generator.errors import RevgenError
from generator.load.locate import line_of
from generator.load.reader import Document, read_document
from generator.load.refs import RefResolver
from generator.model import RevisionMeta, Spec


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
    return line_of(document, "/" + key) or (1, 1)


def load_spec(path: str, revision: RevisionMeta | None = None, text: str | None = None) -> Spec:
    """Read the file at ``path`` (or ``text`` named by it) and return its normalized model."""
    return spec_from_document(read_document(path, text, name=path), revision)
