# File generated from our OpenAPI spec by revgen. Do not edit by hand.
"""Base classes of the models: unknown fields are kept, unknown enum values are kept."""

from __future__ import annotations

import enum
from typing import Any, Callable, Dict, Optional

import pydantic

__all__ = ["BaseModel", "OpenStrEnum", "OpenIntEnum", "UnknownVariant", "discriminate"]


class BaseModel(pydantic.BaseModel):
    """A response or request object; fields the SDK does not know yet are kept in ``model_extra``."""

    model_config = pydantic.ConfigDict(
        extra="allow", populate_by_name=True, protected_namespaces=()
    )

    _request_id: Optional[str] = None
    """The server's id of the request that answered this object (``x-request-id``), if it sent one."""


class UnknownVariant(BaseModel):
    """A variant of a tagged union that this SDK does not know yet: the whole payload is kept in
    ``model_extra`` (``model_dump()`` gives it back)."""


class OpenStrEnum(str, enum.Enum):
    """A string enum that accepts values added to the API after this SDK was generated; ``str()``
    and ``repr()`` show the value, as a plain string would."""

    def __str__(self) -> str:
        return str(self.value)

    def __repr__(self) -> str:
        return repr(self.value)

    @classmethod
    def _missing_(cls, value: object) -> Any:
        if not isinstance(value, str):
            return None
        member = str.__new__(cls, value)
        member._name_ = value
        member._value_ = value
        return member


class OpenIntEnum(int, enum.Enum):
    """An integer enum that accepts values added to the API after this SDK was generated; ``str()``
    and ``repr()`` show the value."""

    def __str__(self) -> str:
        return str(self.value)

    def __repr__(self) -> str:
        return repr(self.value)

    @classmethod
    def _missing_(cls, value: object) -> Any:
        if not isinstance(value, int) or isinstance(value, bool):
            return None
        member = int.__new__(cls, value)
        member._name_ = f"VALUE_{value}"
        member._value_ = value
        return member


def discriminate(
    prop: str, mapping: Dict[str, str], fallback: str
) -> Callable[[Any], str]:
    """A pydantic discriminator: the variant tag for a dict or model by its ``prop`` value, and
    ``fallback`` for a value missing from ``mapping`` (a variant added after this SDK was made).
    """

    def tag(value: Any) -> str:
        if isinstance(value, dict):
            found = value.get(prop)
        else:
            found = getattr(value, "model_extra", None) or {}
            found = found.get(prop) if prop in found else _attr(value, prop)
        if isinstance(found, enum.Enum):
            found = found.value
        known = mapping.get(str(found)) if found is not None else None
        return known if known is not None else fallback

    return tag


def _attr(value: Any, prop: str) -> Any:
    fields = getattr(type(value), "model_fields", {})
    for name, info in fields.items():
        if (info.alias or name) == prop:
            return getattr(value, name, None)
    return None
