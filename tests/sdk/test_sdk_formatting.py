"""The formatter's shortcuts give exactly black's output, and the batched path equals black on whole files."""

from __future__ import annotations

import black
import pytest

from generator.targets.sdk.formatting import format_files, split_simple

LONG = "PostCustomersCustomerSubscriptionsSubscriptionExposedIdBodyBillingThresholds"
CASES = [
    f"from .{LONG.lower()} import {LONG}",
    f"    from .resources.{LONG.lower()} import Async{LONG}, {LONG}",
    f"class {LONG}Variant1Extra(BaseModel):",
    f'__all__ = ["{LONG}Variant1Extra"]',
    f'    "{LONG}": "{LONG.lower()}",',
    f"    {LONG.upper()[:50]} = \"{LONG.lower()[:50]}\"",
    f"    field_name: Optional[{LONG}Variant] = None",
    f"    field_name: Optional[{LONG}{LONG}] = None",
    f"    capture_method: Optional[{LONG[:53]}] = None",
    f"    customer_acceptance: {LONG[:70]}",
    f"        created: Union[Union[{LONG[:40]}, int], NotGiven] = NOT_GIVEN,",
    f'Pet: TypeAlias = Annotated[Union[Annotated[{LONG}Cat, Tag("{LONG}Cat")], Annotated[Dog, Tag("Dog")]], '
    f'Discriminator(discriminate("pet_type", {{"cat": "{LONG}Cat", "dog": "Dog"}}))]',
    f"    acss_debit: Optional[Union[{LONG}Variant1, {LONG}Variant2, List[Dict[str, {LONG}]]]] = None",
]


def _black(source: str) -> str:
    return black.format_str(source, mode=black.Mode())


@pytest.mark.parametrize("line", CASES)
def test_split_simple_matches_black(line: str) -> None:
    split = split_simple(line)
    assert split is not None, line
    indent = len(line) - len(line.lstrip())
    stripped = line.strip()
    if stripped.endswith(","):
        wrapper = ("class C:\n    def f(\n" if indent == 8 else "x = {\n") + "\n".join(split) + ("\n    ): ...\n" if indent == 8 else "\n}\n")
    elif indent:
        wrapper = "class C:\n" + "\n".join(split) + "\n"
    else:
        wrapper = "\n".join(split) + ("\n    pass\n" if stripped.startswith("class ") else "\n")
    assert _black(wrapper) == wrapper


def test_batched_units_equal_black_on_whole_file() -> None:
    source = (
        "from typing import Optional, Union\n\n\n"
        "class C:\n"
        "    def method(\n"
        "        self,\n"
        f"        value: Union[{LONG}, {LONG}Other, {LONG}Third] = NOT_GIVEN,\n"
        "        *,\n"
        f"        other: Optional[Union[{LONG}, int]] = None,\n"
        f"    ) -> Union[{LONG}Response, {LONG}OtherResponse]:\n"
        "        request = self._client.build_request(\n"
        f"            path_params={{\"a\": {LONG.lower()}, \"b\": {LONG.lower()}_two}},\n"
        "        )\n"
        "        return request\n"
    )
    formatted = format_files({"m.py": source})["m.py"]
    assert formatted == _black(source)
