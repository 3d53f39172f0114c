"""Identifiers and escaping: every name valid and stable, no text can become code."""

from __future__ import annotations

import ast

import pytest

from generator.render.literals import docstring_text, py_string
from generator.targets.sdk.naming import NameTable, pascal, safe_identifier, snake


@pytest.mark.parametrize(
    ("wire", "expected"),
    [
        ("stopModelResources", "stop_model_resources"),
        ("GPUClusterService_List", "gpu_cluster_service_list"),
        ("chat-completions", "chat_completions"),
        ("tci/execute", "tci_execute"),
        ("getHTTPResponse", "get_http_response"),
        ("naïve", "naive"),
        ("3d_secure", "3d_secure"),
        ("", ""),
    ],
)
def test_snake(wire: str, expected: str) -> None:
    assert snake(wire) == expected


def test_pascal_and_unicode() -> None:
    assert pascal("rl model-resources") == "RlModelResources"
    assert pascal("日本").isidentifier() and pascal("日本").isascii()


@pytest.mark.parametrize("name", ["class", "from", "3d", "", "match", "None", "a-b", "x y"])
def test_safe_identifier_is_valid(name: str) -> None:
    out = safe_identifier(snake(name) or name, prefix="field")
    assert out.isidentifier()
    assert out not in ("class", "from", "match", "None")


def test_safe_identifier_reserved_names() -> None:
    assert safe_identifier("quote", reserved={"quote"}) == "quote_"
    assert safe_identifier("3d", prefix="param") == "param_3d"


def test_name_table_is_first_come_and_case_folding() -> None:
    table = NameTable(fold=True)
    assert [table.claim(n) for n in ("foo", "Foo", "foo")] == ["foo", "Foo2", "foo3"]


@pytest.mark.parametrize("text", ['a"b', "a'b", "a\\b", 'both \' and "', "tab\there", "nl\nx", "é ☃", "\x00\x7f"])
def test_py_string_round_trips(text: str) -> None:
    literal = py_string(text)
    assert ast.literal_eval(literal) == text


@pytest.mark.parametrize(
    "text",
    ['ends with quote"', 'has """ inside', "backslash \\ and \\n", "{{ jinja }} {% raw %}", "trailing \\"],
)
def test_docstring_text_cannot_escape(text: str) -> None:
    body = docstring_text(text)
    source = f'def f():\n    """{body}"""\n'
    tree = ast.parse(source)
    doc = ast.get_docstring(tree.body[0], clean=False)  # type: ignore[arg-type]
    assert doc is not None and doc.rstrip() == text.rstrip()


def test_name_table_hands_out_the_first_free_number_however_many_claims() -> None:
    names = NameTable({"Meta3"})
    got = [names.claim("Meta") for _ in range(5)]
    assert got == ["Meta", "Meta2", "Meta4", "Meta5", "Meta6"]  # Meta3 was reserved
    assert names.claim("Meta7") == "Meta7" and names.claim("Meta") == "Meta8"
    assert [names.claim("Meta", sep="_") for _ in range(2)] == ["Meta_2", "Meta_3"]
    folded = NameTable(fold=True)
    assert [folded.claim(n) for n in ("a", "A2", "A", "a")] == ["a", "A2", "A3", "a4"]
    many = NameTable()
    assert [many.claim("x") for _ in range(3000)][-1] == "x3000"
