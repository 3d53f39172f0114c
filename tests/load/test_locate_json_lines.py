"""The fast line finder for pretty-printed JSON gives the general locator's answer, or defers to it."""

from __future__ import annotations

import json

import pytest

from generator.load import load_spec
from generator.load.locate import line_of
from generator.model.pointer import join_pointer
from generator.load.locate import LineFinder, PrettyJsonLines

DOC = {
    "openapi": "3.0.3",
    "info": {"title": "t", "version": "1"},
    "paths": {
        "/a/{id}": {"get": {"parameters": [{"name": "id", "in": "path"}, {"$ref": "#/components/parameters/P"}],
                            "responses": {"200": {"description": "ok", "content": {}}}}},
    },
    "components": {
        "parameters": {"P": {"name": "q", "in": "query", "schema": {"type": "string", "enum": ["x", "y"]}}},
        "schemas": {
            "A": {"type": "object", "properties": {"b": {"$ref": "#/components/schemas/B"}, "é": {}, "q\"k": {},
                                                   "s/l~t": {"type": "array", "items": [1, {"k": [2, 3]}, []]}}},
            "B": {"allOf": [{"type": "object"}, {"required": ["x"], "properties": {"x": {}}}]},
        },
    },
}


def _pointers(node: object, pointer: str = "") -> list[str]:
    found = [pointer]
    items = node.items() if isinstance(node, dict) else enumerate(node) if isinstance(node, list) else []
    for key, value in items:
        found += _pointers(value, join_pointer(pointer, key))
    return found


@pytest.mark.parametrize("indent", [2, 4, None])
@pytest.mark.parametrize("ascii_only", [True, False])
def test_same_lines_as_the_locator(tmp_path, indent, ascii_only) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "spec.json"
    path.write_text(json.dumps(DOC, indent=indent, ensure_ascii=ascii_only), encoding="utf-8")
    doc = load_spec(str(path)).document
    fast = PrettyJsonLines(doc.text)
    pointers = _pointers(DOC)
    pointers += [p + "/missing" for p in pointers] + ["/components/schemas/A/properties/b/allOf/1", "/paths/x/9"]
    answered = 0
    for pointer in pointers:
        got = fast.line(doc.data, pointer)
        if got is not None:
            answered += 1
            assert got == line_of(doc, pointer, True)[0], pointer  # type: ignore[index]
        finder = LineFinder({doc.path: doc})
        expected = line_of(doc, pointer, True)
        assert finder.line(doc.path, pointer) == (expected[0] if expected else None), pointer
    assert (answered > len(pointers) // 3) == (indent is not None)  # compact JSON always defers
