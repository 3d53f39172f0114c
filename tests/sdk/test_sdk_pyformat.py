"""The SDK's Python is in black's style: long lines laid out in black's exploded form come out as black
keeps them (``black`` run on the result changes nothing), the code is the same code (same AST), and a
file with a line of another form is formatted by black itself."""

from __future__ import annotations

import ast

import black
import pytest

from generator.targets.sdk.pyformat import MODE, format_files, layout, long_lines

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
    return black.format_str(source, mode=MODE)


def _context(line: str) -> tuple[str, str]:
    """Code around a long ``line`` of CASES in which it stands as in a generated file."""
    indent = len(line) - len(line.lstrip())
    if line.strip().endswith(","):
        return ("class C:\n    def f(\n        self,\n", "\n    ) -> None:\n        pass\n") if indent == 8 else ("x = {\n", "\n}\n")
    if indent:
        return "class C:\n", "\n"
    return "", "\n    pass\n" if line.startswith("class ") else "\n"


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
    ("item", _CALL, f"            {LONG[:30]}Event if stream else {LONG[:30]}Response,"),
    ("item", _CALL, f"            {LONG[:40]}Event if stream else {LONG[:40]}Response,"),
    ("item", _CALL, f'            accept="text/event-stream" if stream else "application/octet-stream, {LONG[:20]}",'),
    ("item", _CALL, f'            accept="text/event-stream" if stream else "{LONG[:40]}",'),
    ("stmt", _CLASS, f'    {LONG.lower()[:30]}: Optional[{LONG[:40]}] = Field(default=None, alias="a.b.c")'),
    ("stmt", _CLASS, f'    {LONG.lower()[:20]}: List[{LONG}] = Field(alias="a/b")'),
]


ALL = (
    [(_context(line)[0], line, _context(line)[1]) for line in CASES]
    + SHAPE_CASES
    + [(around[0], line, around[1]) for _, around, line in UNIT_CASES]
)


@pytest.mark.parametrize("before,line,after", ALL)
def test_a_long_line_comes_out_as_black_keeps_it(before: str, line: str, after: str) -> None:
    source = before + line + after
    formatted = format_files({"m.py": source})["m.py"]
    assert _black(formatted) == formatted
    assert ast.dump(ast.parse(formatted)) == ast.dump(ast.parse(source))


def _head_fits(line: str) -> bool:
    """Whether the line up to its last opening bracket fits (else black decides where to split)."""
    last = max(line.rfind(c) for c in "([{")
    return last < 88


@pytest.mark.parametrize("line", [line for _, line, _ in ALL if _head_fits(line)])
def test_a_long_line_is_laid_out_without_black(line: str) -> None:
    """Each generated form is written out here: black is only for what it does not write."""
    laid = layout(line)
    assert len(laid) > 1 or line.strip().startswith('"'), line


def test_a_file_of_another_form_goes_to_black() -> None:
    source = "x = " + " + ".join(["value"] * 20) + "\n"
    assert format_files({"m.py": source, "n.txt": source}) == {"m.py": _black(source), "n.txt": source}


def test_comment_lines_are_not_long() -> None:
    text = "x = 1\n    # " + "a" * 100 + "\n" + "y = " + "1 + " * 30 + "1\n"
    assert long_lines(text) == [2]


def test_runtime_modules_need_no_formatting(monkeypatch: pytest.MonkeyPatch) -> None:
    """The spec-independent modules (``_base_client.py`` ...) are written in black's form already, so
    no run pays for black on them: rendered, before formatting, they have no line black would split."""
    from sdk_helpers import FIXTURES

    from generator.load import load_spec
    from generator.targets.sdk import generate_sdk, render
    from generator.targets.sdk.pyformat import long_lines

    seen: dict[str, str] = {}

    def capture(files: dict[str, str]) -> dict[str, str]:
        seen.update(files)
        return files

    monkeypatch.setattr(render, "format_files", capture)
    generate_sdk(load_spec(str(FIXTURES / "runtime.yaml")), "rt_fmt_sdk")
    runtime = {p: t for p, t in seen.items() if p.count("/") == 1 and p.split("/")[1].startswith("_") and p.endswith(".py")}
    assert len(runtime) >= 8
    assert {p: long_lines(t) for p, t in runtime.items() if long_lines(t)} == {}
