# File generated from our OpenAPI spec by revgen. Do not edit by hand.

from __future__ import annotations

from datetime import date
from typing import Optional

from pydantic import Field

from .._models import BaseModel

__all__ = ["Class"]


class Class(BaseModel):
    """A class named class. \"\"\" + __import__("os").system("echo pwned") + \"\"\" {{ 7*7 }} \\"""

    from_: Optional[str] = Field(default=None, alias="from")
    """keyword "from" \"\"\" """

    import_: Optional[int] = Field(default=None, alias="import")

    field_3d_secure: Optional[bool] = Field(default=None, alias="3d-secure")

    my_field: Optional[str] = Field(default=None, alias="my-field")

    my_field_2: Optional[str] = Field(default=None, alias="myField")

    my_field_3: Optional[str] = Field(default=None, alias="my_field")

    naive: Optional[str] = Field(default=None, alias="naïve")

    u65e5_u672c: Optional[str] = Field(default=None, alias="日本")

    self_: Optional[str] = Field(default=None, alias="self")

    model_config_: Optional[str] = Field(default=None, alias="model_config")

    json_: Optional[str] = Field(default=None, alias="json")

    str_: Optional[str] = Field(default=None, alias="str")

    date_: Optional[date] = Field(default=None, alias="date")

    private: Optional[str] = Field(default=None, alias="_private")

    field: Optional[str] = Field(default=None, alias="")
