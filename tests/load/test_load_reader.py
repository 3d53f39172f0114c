"""Parsing one file: JSON vs YAML, YAML 1.2 scalars, duplicate anchors, hostile structures."""

from __future__ import annotations

from pathlib import Path

import pytest
from load_helpers import MINIMAL, write

from generator.errors import RevgenError
from generator.load import load_spec
from generator.load.reader import parse, read_document


def test_json_goes_through_the_json_parser() -> None:
    data, is_json, _ = parse('{\t"openapi":\t"3.1.0"}', "api.json")
    assert is_json and data == {"openapi": "3.1.0"}


def test_yaml_scalars_follow_yaml_1_2() -> None:
    data, is_json, _ = parse(
        "a: [yes, no, on, off, 012, 0o17, 0x1f, 1E-05, 1.5, .inf, ~, null, true, False, 2024-01-01, 1_000, 12:30]\nb:\n",
        "x.yaml",
    )
    assert not is_json
    assert data == {
        "a": ["yes", "no", "on", "off", 12, 15, 31, 1e-05, 1.5, float("inf"), None, None, True, False, "2024-01-01", "1_000", "12:30"],
        "b": None,
    }


def test_a_redefined_anchor_loads_and_the_later_one_wins() -> None:
    text = "openapi: 3.0.0\na: &x {v: 1}\nb: *x\nc: &x {v: 2}\nd: *x\n"
    data, _, _ = parse(text, "api.yaml")
    assert data["b"] == {"v": 1} and data["d"] == {"v": 2}


def test_aliases_are_counted_not_expanded() -> None:
    text = "openapi: 3.0.0\na: &a [1, 2, 3]\nb: [*a, *a, *a]\n"
    _, _, stats = parse(text, "api.yaml")
    assert stats.nodes == 1 + 1 + 4 + (1 + 3 * 4)  # root, the version, a, b holding three copies of a


def test_refs_are_collected_once_each(tmp_path: Path) -> None:
    doc = read_document(str(write(tmp_path, "api.yaml", MINIMAL)))
    assert doc.refs == ["#/components/schemas/Item"]


def test_a_byte_order_mark_is_dropped(tmp_path: Path) -> None:
    path = write(tmp_path, "api.yaml", b"\xef\xbb\xbf" + MINIMAL.encode())
    assert load_spec(str(path)).openapi == "3.0.3"


def test_non_utf8_names_line_and_column(tmp_path: Path) -> None:
    path = write(tmp_path, "api.yaml", b"openapi: 3.0.3\ninfo:\n  title: caf\xe9\n")
    with pytest.raises(RevgenError) as err:
        read_document(str(path), name="api.yaml")
    assert str(err.value) == "api.yaml:3:13: not UTF-8 text (byte 0xe9)"


def test_nesting_limit_is_checked_on_json_too() -> None:
    deep = '{"openapi": "3.0.0", "x": ' + "[" * 600 + "]" * 600 + "}"
    with pytest.raises(RevgenError, match="nests more than 256"):
        parse(deep, "api.json")
    ok = '{"openapi": "3.0.0", "x": ' + "[" * 200 + "]" * 200 + "}"
    assert parse(ok, "api.json")[2].depth == 201


def test_a_moderate_alias_fan_out_is_refused_relative_to_its_size() -> None:
    lines = ["openapi: 3.0.0", "l0: &l0 [" + ", ".join(["x"] * 10) + "]"]
    for i in range(1, 7):  # 10**7 expanded leaves from ~70 parsed nodes
        lines.append(f"l{i}: &l{i} [" + ", ".join([f"*l{i - 1}"] * 10) + "]")
    with pytest.raises(RevgenError, match="alias"):
        parse("\n".join(lines) + "\n", "api.yaml")


def test_json_named_yaml_still_parses() -> None:
    data, is_json, _ = parse('{"openapi": "3.0.0"}', "api")
    assert is_json and data == {"openapi": "3.0.0"}


def test_a_long_string_aliased_many_times_is_refused() -> None:
    text = "openapi: 3.0.0\ns: &s " + "x" * 1_000_000 + "\nl0: &l0 [" + ", ".join(["*s"] * 100) + "]\n"
    text += "l1: [" + ", ".join(["*l0"] * 100) + "]\n"  # 10,000 copies of 1 MB: 10 GB if expanded
    with pytest.raises(RevgenError, match="alias"):
        parse(text, "api.yaml")


def test_merge_keys_merge() -> None:
    data, _, _ = parse("openapi: 3.0.0\nbase: &b {a: 1, c: 0}\nx: {<<: *b, c: 2}\n", "api.yaml")
    assert data["x"] == {"a": 1, "c": 2}


@pytest.mark.parametrize("value", ["!!set {a, b}", "!!binary aGVsbG8=", "!!omap [a: 1]", "!!timestamp 2024-01-01", "!!python/name:os.system"])
def test_yaml_types_json_cannot_hold_are_refused(value: str) -> None:
    with pytest.raises(RevgenError) as err:
        parse(f"openapi: 3.0.0\nx: {value}\n", "api.yaml")
    assert (err.value.line, err.value.col) == (2, 4)


def test_keys_read_as_numbers_keep_their_text() -> None:
    data, _, _ = parse("responses: {200: a, 1e3: b, true: c, 0x1F: d, x: {<<: {1: one}, 2: two}}\n", "api.yaml")
    assert data == {"responses": {"200": "a", "1e3": "b", "true": "c", "0x1F": "d", "x": {"1": "one", "2": "two"}}}
