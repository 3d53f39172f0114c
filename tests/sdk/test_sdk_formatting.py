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


_IN_CALL = ("class C:\n    def f(self) -> None:\n        x(\n", "\n        )\n")
_IN_LIST = ("class C:\n    def f(self) -> None:\n        x(\n            [\n", "\n            ]\n        )\n")
SHAPE_CASES = [  # (text before, long line, text after): a whole file black would change
    ("class C:\n", f'    {LONG.lower()[:40]}: Optional[Dict[str, Any]] = Field(default=None, alias="{LONG[:30]}")', "\n"),
    (
        _IN_CALL[0],
        f'            path_params={{"chat-id": chat_id, "chatMessage-id": chat_message_id, "{LONG[:20]}": {LONG.lower()[:30]}}},',
        _IN_CALL[1],
    ),
    (_IN_CALL[0], f"            await self._client.request({LONG}Response, request, timeout),", _IN_CALL[1]),
    (_IN_LIST[0], f'                ("{LONG[:30]}", {LONG.lower()[:35]}, "form", True),', _IN_LIST[1]),
    ("class C:\n", f"    def {LONG.lower()[:40]}(self) -> Async{LONG[:40]}Resource:", "\n        pass\n"),
]


@pytest.mark.parametrize("before,line,after", SHAPE_CASES)
def test_shape_spelled_back_equals_black(before: str, line: str, after: str) -> None:
    """A line formatted through its shape (names and strings replaced by same-length placeholders)
    comes out exactly as black formats the file that holds it."""
    from generator.targets.sdk.formatting import shape

    shaped, replaced = shape(line)
    assert len(shaped) == len(line) and shaped != line and replaced
    source = before + line + after
    # two files holding the same line share one shape, so black runs once for both
    formatted = format_files({"a.py": source, "b.py": source})
    assert formatted["a.py"] == formatted["b.py"] == _black(source)
    assert formatted["a.py"] != source  # the line was long: it was really split


def test_shape_refuses_comments_and_quotes() -> None:
    from generator.targets.sdk.formatting import shape, spell

    assert shape("    x = f(a, b)  # why") is None
    assert shape("    x = f('a', b)") is None
    shaped, replaced = shape('    value = call(name="x", other=None, flag=True)')
    assert shaped == '    aaaaa = aaaa(aaaa="a", aaaaa=None, aaaa=True)'
    assert spell([shaped], replaced) == ['    value = call(name="x", other=None, flag=True)']
    assert spell([shaped, "    aaa"], replaced) is None  # one placeholder too many: refused
