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
    f"        response_format: Union[{LONG[:25]}, {LONG[:30]}, {LONG[:30]}, NotGiven] = NOT_GIVEN,",
    f"    from .{LONG.lower()} import {LONG}  # noqa: E402",
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


# split_unit: (kind, the text around the line, the long line); the text is black-stable around it
_CLASS = ("class C:\n", "\n")
_DEF = ("class C:\n    def f(\n        self,\n", "\n    ) -> None:\n        pass\n")
_CALL = ("class C:\n    def f(self) -> None:\n        x(\n", "\n        )\n")
_LIST = ("class C:\n    def f(self) -> None:\n        x(\n            [\n", "\n            ]\n        )\n")
_SIG = ("class C:\n    def f(\n        self,\n", "\n        pass\n")
UNIT_CASES = [
    ("header", ("class C:\n", "\n        pass\n"), f"    def with_streaming_response(self) -> Async{LONG[:50]}:"),
    ("header", ("class C:\n", "\n        pass\n"), f"    def __init__(self, resource: Async{LONG[:55]}) -> None:"),
    ("header", ("class C:\n", "\n        pass\n"), f"    def __init__(self, resource: {LONG[:60]}, other: {LONG[:20]}) -> None:"),
    ("header", ("class C:\n", "\n        pass\n"), f"    async def {LONG.lower()[:40]}(self) -> {LONG}{LONG}:"),
    ("stmt", _CLASS, f'    {LONG.lower()[:20]}: Optional[Dict[str, Any]] = Field(default=None, alias="{LONG[:40]}")'),
    ("stmt", _CLASS, f'    {LONG.lower()[:20]}: Optional[{LONG[:30]}] = Field(default=None, alias="{LONG[:50]}")'),
    ("stmt", _CLASS, f'    {LONG.lower()[:20]}: Optional[{LONG[:40]}] = Field(default=None, alias="{LONG[:40]}")'),
    ("stmt", _CLASS, f'    {LONG.lower()[:30]}: Optional[{LONG[:60]}] = Field(default=None, alias="{LONG[:40]}")'),
    ("stmt", _CLASS, f'    {LONG.lower()[:30]}: Optional[Dict[str, {LONG[:60]}]] = Field(default=-1, alias="{LONG[:40]}")'),
    ("stmt", _CLASS, f'    {LONG.lower()[:20]}: Optional[List[{LONG[:40]}]] = None'),
    ("stmt", ("class C:\n    def f(self) -> None:\n", "\n"), f"        return Async{LONG[:64]}(self)"),
    ("stmt", ("", "\n"), f'__all__ = ["{LONG[:30]}", "Async{LONG[:30]}", "{LONG[:20]}"]'),
    ("stmt", ("", "\n"), f'__all__ = ["{LONG[:50]}", "{LONG[:50]}"]'),
    ("stmt", ("", "\n"), f'MAPPING = {{"{LONG[:30]}": "a", "{LONG[:30]}Other": "b", "c": None}}'),
    ("item", _DEF, f'        model: Union[Literal["{LONG[:20]}", "{LONG[:25]}", "x-1.0"], str],'),
    ("item", _DEF, f"        messages: Sequence[Union[{LONG[:30]}Param, {LONG[:35]}Param, {LONG[:30]}Other]],"),
    ("item", _CALL, f'            headers={{"X-Amz-Content-Sha256": x_amz_content_sha256, "X-Amz-Date": x_amz_date, "{LONG[:20]}": y}},'),
    ("item", _CALL, f'            path_params={{"{LONG[:30]}": {LONG.lower()[:30]}, "id": id}},'),
    ("item", _LIST, f'                Paging(kind="cursor_id", items="data", param="starting_after", has_more="has_more"),'),
    ("item", _LIST, f'                Paging(kind="cursor", items="data", param="{LONG[:30]}", next="n"),'),
    ("item", _LIST, f'                ("{LONG[:30]}", {LONG.lower()[:30]}, "deepObject", True),'),
    ("item", _LIST, f'                ("{LONG}", {LONG.lower()}, "form", True),'),
    ("item", _CALL, f"            AsyncPaginator[Union[{LONG[:30]}, {LONG[:20]}, BankAccount, Card, Source]],"),
    ("close", _SIG, f"    ) -> AsyncPaginator[Union[AlipayAccount, BankAccount, {LONG[:30]}, Card, Source]]:"),
    ("close", _SIG, f"    ) -> AsyncPaginator[Union[AlipayAccount, BankAccount, {LONG}, Card, Source]]:"),
]


@pytest.mark.parametrize("kind,around,line", UNIT_CASES)
def test_split_unit_matches_black(kind: str, around: tuple[str, str], line: str) -> None:
    """Each generated shape split without black comes out as black formats the file that holds it."""
    from generator.targets.sdk.formatting import split_unit

    assert len(line) > 88
    split = split_unit(kind, line)
    assert split is not None, line
    source = around[0] + line + around[1]
    assert around[0] + "\n".join(split) + around[1] == _black(source)


def test_split_unit_leaves_other_shapes_to_black() -> None:
    from generator.targets.sdk.formatting import split_unit

    nested = f'            headers={{"a": f({LONG.lower()}), "b": {LONG.lower()}}},'
    escaped = f'    {LONG.lower()}: Optional[str] = Field(default=None, alias="a\\"b{LONG}")'
    numbered = f"    {LONG.lower()}: Optional[float] = Field(default=1E5, alias=\"{LONG}\")"
    assert split_unit("item", nested) is None  # a call inside the dict: black decides
    assert split_unit("stmt", escaped) is None  # a string with an escape
    assert split_unit("stmt", numbered) is None  # black would rewrite 1E5 as 1e5
    assert split_unit("item", f"            ({LONG.lower()}),") is None  # parentheses, not a tuple


def test_comment_lines_are_not_long() -> None:
    from generator.targets.sdk.formatting import long_lines

    text = "x = 1\n    # " + "a" * 100 + "\n" + "y = " + "1 + " * 30 + "1\n"
    assert long_lines(text) == [2]


def test_runtime_modules_need_no_formatting(monkeypatch: pytest.MonkeyPatch) -> None:
    """The spec-independent modules (``_base_client.py`` ...) are written in black's form already, so
    no run pays for black on them: rendered, before formatting, they have no line black would split."""
    from sdk_helpers import FIXTURES

    from generator.load import load_spec
    from generator.targets.sdk import generate_sdk, render
    from generator.targets.sdk.formatting import long_lines

    seen: dict[str, str] = {}

    def capture(files: dict[str, str]) -> dict[str, str]:
        seen.update(files)
        return files

    monkeypatch.setattr(render, "format_files", capture)
    generate_sdk(load_spec(str(FIXTURES / "runtime.yaml")), "rt_fmt_sdk")
    runtime = {p: t for p, t in seen.items() if p.count("/") == 1 and p.split("/")[1].startswith("_") and p.endswith(".py")}
    assert len(runtime) >= 8
    assert {p: long_lines(t) for p, t in runtime.items() if long_lines(t)} == {}
