# File generated from our OpenAPI spec by revgen. Do not edit by hand.
"""Every model of the API; each is imported from its own module on first use."""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any, Dict, List

if TYPE_CHECKING:
    from .class_ import Class as Class
    from .class2 import Class2 as Class2
    from .model_2nd_thing import Model_2ndThing as Model_2ndThing
    from .node import Node as Node
    from .a import A as A
    from .b import B as B
    from .base import Base as Base
    from .cat import Cat as Cat
    from .dog import Dog as Dog
    from .pet import Pet as Pet
    from .owner import Owner as Owner
    from .json import Json as Json
    from .quote import Quote as Quote
    from .str_retrieve_response import StrRetrieveResponse as StrRetrieveResponse

_MODULES: Dict[str, str] = {
    "Class": "class_",
    "Class2": "class2",
    "Model_2ndThing": "model_2nd_thing",
    "Node": "node",
    "A": "a",
    "B": "b",
    "Base": "base",
    "Cat": "cat",
    "Dog": "dog",
    "Pet": "pet",
    "Owner": "owner",
    "Json": "json",
    "Quote": "quote",
    "StrRetrieveResponse": "str_retrieve_response",
}

__all__: List[str] = [
    "Class",
    "Class2",
    "Model_2ndThing",
    "Node",
    "A",
    "B",
    "Base",
    "Cat",
    "Dog",
    "Pet",
    "Owner",
    "Json",
    "Quote",
    "StrRetrieveResponse",
]


def __getattr__(name: str) -> Any:
    module = _MODULES.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f"{__name__}.{module}"), name)
    globals()[name] = value
    return value
