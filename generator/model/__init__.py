"""Model stage: the normalized, read-only representation of a revision (no I/O).

Entry points: :class:`Spec` and the object views it hands out (:class:`Operation`, :class:`Parameter`,
:class:`Schema`, ...). See ``spec.py``, ``objects.py`` and ``schema.py``.
"""

from generator.model.objects import (
    Header,
    MediaType,
    Operation,
    Parameter,
    RequestBody,
    Response,
    SecurityScheme,
    Server,
    Tag,
    normalize_path,
)
from generator.model.schema import MISSING, Schema
from generator.model.spec import HTTP_METHODS, WEBHOOK_PREFIX, RevisionMeta, Spec, item_methods


__all__ = [
    "HTTP_METHODS",
    "MISSING",
    "Header",
    "MediaType",
    "Operation",
    "Parameter",
    "RequestBody",
    "Response",
    "RevisionMeta",
    "Schema",
    "SecurityScheme",
    "Server",
    "Spec",
    "Tag",
    "WEBHOOK_PREFIX",
    "item_methods",
    "normalize_path",
]
