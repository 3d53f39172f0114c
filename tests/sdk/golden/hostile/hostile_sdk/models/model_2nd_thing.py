# File generated from our OpenAPI spec by revgen. Do not edit by hand.

from __future__ import annotations

from .._models import OpenStrEnum

__all__ = ["Model_2ndThing"]


class Model_2ndThing(OpenStrEnum):
    EMPTY = ""
    A_B = "a b"
    V_1ST = "1st"
    A = "A"
    A_2 = "a"
    NONE = "None"
    CLASS = "class"
    DEJA_VU = "déjà vu"
    VALUE_9 = '"""'
