# File generated from our OpenAPI spec by revgen. Do not edit by hand.
"""Every model of the API; each is imported from its own module on first use."""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any, Dict, List

if TYPE_CHECKING:
    from .pet import Pet as Pet
    from .cat import Cat as Cat
    from .dog import Dog as Dog
    from .lizard import Lizard as Lizard
    from .circle import Circle as Circle
    from .square import Square as Square
    from .shape import Shape as Shape
    from .cat import CatHuntingSkill as CatHuntingSkill

_MODULES: Dict[str, str] = {
    "Pet": "pet",
    "Cat": "cat",
    "Dog": "dog",
    "Lizard": "lizard",
    "Circle": "circle",
    "Square": "square",
    "Shape": "shape",
    "CatHuntingSkill": "cat",
}

__all__: List[str] = [
    "Pet",
    "Cat",
    "Dog",
    "Lizard",
    "Circle",
    "Square",
    "Shape",
    "CatHuntingSkill",
]


def __getattr__(name: str) -> Any:
    module = _MODULES.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f"{__name__}.{module}"), name)
    globals()[name] = value
    return value
