"""The shortcut "written alike, so equal" never hides a change reached through a ``$ref``.

Two schemas written alike are equal only when every reference in them leads, however deep and
through cycles, to targets written alike in both revisions. Here the operation's response schema is
the same text in both revisions (``$ref: Customer``), and the change is two and three references
away, inside a cycle; it must be reported, in both directions, and a pair with no change anywhere
must give nothing.
"""

from __future__ import annotations

import copy
from pathlib import Path

import yaml

from generator.rules.engine import compute_changes
from generator.load import load_spec

DOC = {
    "openapi": "3.0.3",
    "info": {"title": "t", "version": "1"},
    "paths": {"/customers": {"get": {"responses": {"200": {"description": "ok", "content": {
        "application/json": {"schema": {"$ref": "#/components/schemas/Customer"}}}}}}}},
    "components": {"schemas": {
        "Customer": {"type": "object", "properties": {"card": {"$ref": "#/components/schemas/Card"}}},
        "Card": {"type": "object", "properties": {
            "owner": {"$ref": "#/components/schemas/Customer"},
            "brand": {"$ref": "#/components/schemas/Brand"}}},
        "Brand": {"type": "string"},
    }},
}


def _ids(tmp_path: Path, base: dict, rev: dict) -> list[tuple[str, str]]:
    a, b = tmp_path / "a.yaml", tmp_path / "b.yaml"
    a.write_text(yaml.safe_dump(base))
    b.write_text(yaml.safe_dump(rev))
    return [(c.id, c.args.get("property", "")) for c in compute_changes(load_spec(str(a)), load_spec(str(b)))]


def test_a_change_behind_references_is_found(tmp_path: Path) -> None:
    rev = copy.deepcopy(DOC)
    rev["components"]["schemas"]["Brand"] = {"type": "integer"}
    assert _ids(tmp_path, DOC, rev) == [("response-property-type-changed", "card/brand")]
    assert _ids(tmp_path, rev, DOC) == [("response-property-type-changed", "card/brand")]


def test_nothing_changed_gives_nothing(tmp_path: Path) -> None:
    rev = copy.deepcopy(DOC)
    rev["x-audience"] = "public"  # another text, the same schemas
    assert _ids(tmp_path, DOC, rev) == []


def test_an_inline_copy_of_a_target_is_equal(tmp_path: Path) -> None:
    rev = copy.deepcopy(DOC)
    rev["components"]["schemas"]["Card"]["properties"]["brand"] = {"type": "string"}
    assert _ids(tmp_path, DOC, rev) == []
    assert _ids(tmp_path, rev, DOC) == []
