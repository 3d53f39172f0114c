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


_EDGE_CASES = {
    "aliases": "a: &x {b: 1, c: [1, 2]}\nd: *x\ne: [*x, *x]\n",
    "a recursive mapping": "a: &x\n  b: *x\n",
    "a recursive list": "&x [1, *x]\n",
    "keys 1, '1', 01, true, null, ~, 1.5, .nan": "1: a\n'1': b\n01: c\ntrue: d\nnull: e\n~: f\n1.5: g\n.nan: h\n",
    "true and 1 (equal keys)": "true: a\n1: b\n",
    "an aliased number key": "k: &k 200\nm: {*k : v}\n",
    "explicit core tags": "a: !!str 12\nb: !!int '7'\nc: !!float 1_0.5\nd: !!null x\ne: !!bool 'TRUE'\n",
    "a merge beside aliases": "x: &m {a: 1}\nl: [*m, *m, {<<: *m, b: 2}]\n",
    "a list key": "? [1, 2]\n: v\n",
    "a str tag on a mapping": "a: !!str {b: 1}\n",
    "scalars": "a: 0o17\nb: 0x1F\nc: 012\nd: 1e-5\ne: .5\nf: -.inf\ng: yes\nh:\n",
}


def _identity_shape(value: object, seen: dict[int, int]) -> object:
    """``value`` with every container numbered by identity (shared and recursive ones show)."""
    if isinstance(value, (dict, list)):
        if id(value) in seen:
            return ("same as", seen[id(value)])
        seen[id(value)] = len(seen)
        if isinstance(value, dict):
            return [(type(k).__name__, repr(k), _identity_shape(v, seen)) for k, v in value.items()]
        return [_identity_shape(v, seen) for v in value]
    return (type(value).__name__, repr(value))


@pytest.mark.parametrize("case", sorted(_EDGE_CASES))
def test_plain_construction_builds_what_pyyaml_builds(case: str) -> None:
    """The loaders build plain documents straight from the node tree; anything else goes through
    PyYAML's constructor. Both give the same data, shared the same way, or the same error."""
    import yaml

    from generator.load.yaml12 import Fast, Redefinable

    text = _EDGE_CASES[case]
    for loader in (Fast, Redefinable):
        def built(plain: bool) -> object:
            instance = loader(text)
            try:
                node = instance.get_single_node()
                data = (instance.construct_document if plain else lambda n: yaml.constructor.BaseConstructor.construct_document(instance, n))(node)
                return _identity_shape(data, {})
            except yaml.YAMLError as exc:
                return ("error", str(exc))
            finally:
                instance.dispose()

        assert built(True) == built(False), loader


def test_markdown_stars_without_an_anchor_take_the_plain_scan() -> None:
    """A ``*word`` that looks like an alias (Markdown in a description) needs an ``&anchor`` to be one."""
    markdown = "openapi: 3.0.0\ninfo: {description: see *this* and **that**}\nx: [1, *y]\n"
    with pytest.raises(RevgenError, match="invalid YAML"):  # a real alias to no anchor is an error
        parse(markdown, "api.yaml")
    _, _, stats = parse(markdown.replace(", *y", ""), "api.yaml")
    assert stats.plain
    _, _, stats = parse("openapi: 3.0.0\na: &a {d: see *this*}\nb: *a\n", "api.yaml")
    assert not stats.plain and stats.nodes == 1 + 1 + 2 + 2
