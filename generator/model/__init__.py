"""Model stage: the normalized, read-only representation of a revision (no I/O).

Entry points: :class:`Spec` and the object views it hands out (:class:`Operation`, :class:`Parameter`,
:class:`Schema`, ...). See ``spec.py``, ``objects.py`` and ``schema.py``.
"""

from typing import TYPE_CHECKING, Any

from generator.model.schema import MISSING, Schema
from generator.model.spec import HTTP_METHODS, RevisionMeta, Spec, normalize_path

if TYPE_CHECKING:
    from generator.model.objects import Header, MediaType, Operation, Parameter, RequestBody, Response, SecurityScheme, Server, Tag


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
    "normalize_path",
]


def __getattr__(name: str) -> Any:
    """The object views (``objects.py``) are imported when first named: a run that builds none of them
    (``revgen changelog X X``, ``revgen validate``) never makes their ten dataclasses (4-5 ms)."""
    if name in __all__:  # (a name of __all__ not set above is a view)
        from generator.model import objects

        return getattr(objects, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
