"""Load stage: read one revision (YAML/JSON, local ``$ref`` files) into a :class:`~generator.model.Spec`.

Entry point: :func:`load_spec`. It parses the file (``reader``), checks that it is OpenAPI 3.x (Swagger
2.0 is refused; 3.2 is read as 3.1), and hands a reference resolver (``refs``) to the model. Validation
against the OpenAPI schema is separate and advisory (``validate``). Enumerating revisions from a folder,
a manifest or git history lives in ``revisions``.
"""

from __future__ import annotations

from generator.errors import RevgenError
from generator.load.reader import Document, read_document
from generator.load.refs import RefResolver
from generator.model import RevisionInfo, Spec

__all__ = ["Document", "RefResolver", "load_spec", "read_document", "spec_from_document"]


def spec_from_document(document: Document, revision: RevisionInfo | None = None) -> Spec:
    """Check the document is OpenAPI 3.x and build its model."""
    data = document.data
    path = document.path
    if not isinstance(data, dict):
        raise RevgenError("not an OpenAPI document: the top level is not a mapping", path, 1, 1)
    if "swagger" in data:
        raise RevgenError(
            f"Swagger {data.get('swagger')} documents are not supported; convert to OpenAPI 3.x first",
            path,
            1,
            1,
        )
    version = data.get("openapi")
    if version is None:
        raise RevgenError("not an OpenAPI document: no 'openapi' version field", path, 1, 1)
    if not str(version).startswith("3."):
        raise RevgenError(f"OpenAPI {version} is not supported (3.0, 3.1 and 3.2 are)", path, 1, 1)
    return Spec(document, RefResolver(document), revision)


def load_spec(path: str, revision: RevisionInfo | None = None, text: str | None = None) -> Spec:
    """Read the file at ``path`` (or ``text`` named by it) and return its normalized model."""
    return spec_from_document(read_document(path, text), revision)
