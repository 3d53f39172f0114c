"""Source locations: the line and column of a JSON pointer in YAML and JSON text."""

from __future__ import annotations

import json
from pathlib import Path

from load_helpers import MINIMAL, write

from generator.load import load_spec
from generator.load.locate import line_of, spec_line_of


def _expected(text: str, needle: str) -> tuple[int, int]:
    at = text.index(needle)
    return text.count("\n", 0, at) + 1, at - (text.rfind("\n", 0, at) + 1) + 1


def test_yaml_pointers(tmp_path: Path) -> None:
    spec = load_spec(str(write(tmp_path, "api.yaml", MINIMAL)))
    assert line_of(spec.document, "") == (1, 1)
    assert line_of(spec.document, "/info") == (2, 1)
    assert line_of(spec.document, "/paths/~1items~1{id}/get") == _expected(MINIMAL, "get:")
    assert line_of(spec.document, "/paths/~1items~1{id}/get/parameters/0") == _expected(MINIMAL, "{name: id")
    assert line_of(spec.document, "/paths/~1items~1{id}/get/responses/200") == _expected(MINIMAL, '"200"')
    assert line_of(spec.document, "/components/schemas/Item/properties/children/items") == _expected(MINIMAL, "items:")


def test_missing_pointer_is_none_or_nearest(tmp_path: Path) -> None:
    spec = load_spec(str(write(tmp_path, "api.yaml", MINIMAL)))
    assert line_of(spec.document, "/components/schemas/Nope") is None
    assert line_of(spec.document, "/components/schemas/Nope", nearest=True) == _expected(MINIMAL, "schemas:")
    assert line_of(spec.document, "not a pointer") is None


def test_a_pointer_through_a_local_ref_lands_in_the_target(tmp_path: Path) -> None:
    spec = load_spec(str(write(tmp_path, "api.yaml", MINIMAL)))
    through = "/paths/~1items~1{id}/get/responses/200/content/application~1json/schema/properties/id"
    assert line_of(spec.document, through) == _expected(MINIMAL, "id: {type: string}")


def test_json_pointers_pretty_and_minified(tmp_path: Path) -> None:
    data = {
        "openapi": "3.1.0",
        "info": {"title": "t \" { [", "version": "1"},
        "paths": {"/a/{x}": {"get": {"responses": {"200": {"description": "ok"}}}}},
        "list": [{"k": 1}, {"k": 2}],
    }
    pretty = json.dumps(data, indent=2)
    spec = load_spec(str(write(tmp_path, "p.json", pretty)))
    assert line_of(spec.document, "/paths/~1a~1{x}/get/responses/200") == _expected(pretty, '"200"')
    assert line_of(spec.document, "/list/1/k") == (pretty.count("\n", 0, pretty.rindex('"k"')) + 1, 7)
    assert line_of(spec.document, "/info/version") == _expected(pretty, '"version"')
    minified = json.dumps(data, separators=(",", ":"))
    spec = load_spec(str(write(tmp_path, "m.json", minified)))
    assert line_of(spec.document, "/list/1") == _expected(minified, '{"k":2}')
    assert line_of(spec.document, "/nope") is None


def test_locations_in_a_referenced_file(tmp_path: Path) -> None:
    write(tmp_path, "common.yaml", "# shared\nX:\n  type: string\n")
    spec = load_spec(str(write(tmp_path, "api.yaml", MINIMAL.replace("#/components/schemas/Item", "common.yaml#/X"))))
    schema = spec.operations[("GET", "/items/{id}")].responses["200"].content["application/json"].schema
    assert schema is not None
    assert spec_line_of(spec, schema.file, schema.pointer) == (2, 1)


def test_yaml_index_survives_an_alias_graph(tmp_path: Path) -> None:
    text = MINIMAL + "x-shared: &s {a: {b: 1}}\nx-use: [*s, *s]\n"
    spec = load_spec(str(write(tmp_path, "api.yaml", text)))
    assert line_of(spec.document, "/x-use/1/a/b") == _expected(text, "b: 1")


def test_line_counter_agrees_with_counting_from_the_start() -> None:
    """Lines counted from the blocks' counts (offsets in any order, blocks counted once as far as
    asked) are the lines counted from the start of the text."""
    import random

    from generator.load.locate import LineCounter

    rng = random.Random(7)
    text = "".join(rng.choice(["a", "bc", "\n", "\n\n", "x" * 50]) for _ in range(20_000))
    counter = LineCounter(text)
    counter.BLOCK = 500  # many blocks on a small text
    offsets = [rng.randrange(len(text) + 1) for _ in range(2_000)] + [0, len(text)]
    for offset in offsets:
        assert counter.line(offset) == text.count("\n", 0, offset) + 1
    assert len(counter.before) > 10
