"""Example synthesis: explicit examples first, then default, first enum value, placeholders; cycles cut."""

from __future__ import annotations

import json
from pathlib import Path

from generator.load import load_spec
from generator.targets.examples import schema_example, to_json_text


def _spec(tmp_path: Path, schemas: dict) -> object:
    doc = {"openapi": "3.1.0", "info": {"title": "t", "version": "1"}, "paths": {}, "components": {"schemas": schemas}}
    path = tmp_path / "s.json"
    path.write_text(json.dumps(doc))
    return load_spec(str(path))


def test_priorities_and_placeholders(tmp_path: Path) -> None:
    spec = _spec(tmp_path, {
        "T": {
            "type": "object",
            "required": ["b", "a"],
            "properties": {
                "opt": {"type": "string"},
                "a": {"type": "string", "example": "ex", "default": "d"},
                "b": {"type": "string", "default": "d", "enum": ["x", "d"]},
                "e": {"type": "string", "enum": ["first", "second"]},
                "n": {"type": ["string", "null"]},
                "i": {"type": "integer"},
                "f": {"type": "number"},
                "bo": {"type": "boolean"},
                "arr": {"type": "array", "items": {"type": "string"}},
                "ro": {"type": "string", "readOnly": True},
                "wo": {"type": "string", "writeOnly": True},
                "any": {"anyOf": [{"type": "null"}, {"type": "integer"}]},
            },
        }
    })
    t = spec.schemas["T"]  # type: ignore[attr-defined]
    response = schema_example(t)
    assert list(response) == ["a", "b", "opt", "e", "n", "i", "f", "bo", "arr", "ro", "any"]  # required first
    assert response == {"a": "ex", "b": "d", "opt": "<string>", "e": "first", "n": None, "i": 123, "f": 123, "bo": True, "arr": ["<string>"], "ro": "<string>", "any": 123}
    request = schema_example(t, direction="request")
    assert "ro" not in request and request["wo"] == "<string>"


def test_cycles_are_cut_and_allof_merged(tmp_path: Path) -> None:
    spec = _spec(tmp_path, {
        "Node": {"type": "object", "required": ["self"], "properties": {"name": {"type": "string"}, "self": {"$ref": "#/components/schemas/Node"}, "kids": {"type": "array", "items": {"$ref": "#/components/schemas/Node"}}}},
        "Both": {"allOf": [{"$ref": "#/components/schemas/Node"}, {"type": "object", "properties": {"extra": {"type": "integer", "default": 7}}}]},
    })
    node = schema_example(spec.schemas["Node"])  # type: ignore[attr-defined]
    assert node == {"self": {}, "name": "<string>", "kids": []}
    both = schema_example(spec.schemas["Both"])  # type: ignore[attr-defined]
    assert both["extra"] == 7 and both["name"] == "<string>"


def test_json_text_is_safe_for_odd_values() -> None:
    assert to_json_text({1: float("nan"), "b": b"\x00"}) == '{\n  "1": "nan",\n  "b": "AA=="\n}'


def test_a_default_of_another_type_makes_no_example(tmp_path: Path) -> None:
    # Together's lr_scheduler: {$ref: LRScheduler, default: "none"} beside an object (3.1 applies the default)
    spec = _spec(tmp_path, {
        "T": {
            "type": "object",
            "required": ["o", "i", "s", "n", "b"],
            "properties": {
                "o": {"type": "object", "default": "none", "properties": {"kind": {"type": "string", "example": "k"}}},
                "i": {"type": "integer", "default": 2.0},
                "s": {"type": "string", "default": 3},
                "n": {"type": "integer", "default": None},
                "b": {"type": "integer", "default": True},
            },
        }
    })
    t = spec.schemas["T"]  # type: ignore[attr-defined]
    assert schema_example(t) == {"o": {"kind": "k"}, "i": 2.0, "s": "<string>", "n": 123, "b": 123}
