"""A change inside a recursive component is reported at every operation that reaches it, whichever
way it is reached and whatever was hashed or compared first (the fingerprint of a reference cycle must
hold the content of every member of the cycle)."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
import yaml

from generator.rules.engine import compute_changes
from generator.diff.fingerprint import Fingerprints
from generator.load import load_spec


def _ref(name: str) -> dict:
    return {"$ref": f"#/components/schemas/{name}"}


def _get(name: str) -> dict:
    return {"get": {"responses": {"200": {"description": "ok", "content": {"application/json": {"schema": _ref(name)}}}}}}


def _smallest(y_type: str, order: list[str] | None = None) -> dict:
    """X <-> Y recursive; GET /a returns X, GET /b returns Z -> X."""
    schemas = {
        "X": {"type": "object", "properties": {"y": _ref("Y")}},
        "Y": {"type": "object", "properties": {"x": _ref("X"), "v": {"type": y_type}}},
        "Z": {"type": "object", "properties": {"x": _ref("X")}},
    }
    if order:
        schemas = {k: schemas[k] for k in order}
    return {"openapi": "3.0.3", "info": {"title": "t", "version": "1"},
            "paths": {"/a": _get("X"), "/b": _get("Z")}, "components": {"schemas": schemas}}


def _write(tmp_path: Path, name: str, doc: dict):
    p = tmp_path / name
    p.write_text(yaml.safe_dump(doc, sort_keys=False))
    return load_spec(str(p))


def _ops(changes, rid: str) -> set[tuple[str | None, str | None]]:
    return {(c.operation, c.path) for c in changes if c.id == rid}


@pytest.mark.parametrize("order", [["X", "Y", "Z"], ["Z", "Y", "X"], ["Y", "Z", "X"], ["Z", "X", "Y"]])
def test_change_in_cycle_member_is_reported_at_every_operation(tmp_path: Path, order: list[str]) -> None:
    base = _write(tmp_path, "base.yaml", _smallest("string", order))
    rev = _write(tmp_path, "rev.yaml", _smallest("integer", order))
    changes = compute_changes(base, rev, locate=False)
    assert _ops(changes, "response-property-type-changed") == {("GET", "/a"), ("GET", "/b")}
    back = compute_changes(rev, base, locate=False)
    assert _ops(back, "response-property-type-changed") == {("GET", "/a"), ("GET", "/b")}


def test_cycle_fingerprints_hold_every_member(tmp_path: Path) -> None:
    """Whatever is hashed first, X and Z differ between the revisions because Y does."""
    for first in ("X", "Y", "Z"):
        fps = []
        for y_type, name in (("string", "b.yaml"), ("integer", "r.yaml")):
            spec = _write(tmp_path, name, _smallest(y_type))
            f = Fingerprints()
            f.of(spec.schemas[first])
            fps.append({n: f.of(spec.schemas[n]) for n in ("X", "Y", "Z")})
        assert all(fps[0][n] != fps[1][n] for n in ("X", "Y", "Z")), first


def test_equal_cycles_have_equal_fingerprints(tmp_path: Path) -> None:
    """Equal recursive specs still hash alike (the fast path keeps working on cycles)."""
    a = _write(tmp_path, "a.yaml", _smallest("string", ["X", "Y", "Z"]))
    b = _write(tmp_path, "b.yaml", _smallest("string", ["Z", "Y", "X"]))
    fa, fb = Fingerprints(), Fingerprints()
    names = ["X", "Y", "Z"]
    random.Random(3).shuffle(names)
    for n in names:
        assert fa.of(a.schemas[n]) == fb.of(b.schemas[n]), n


def test_ref_and_identical_inline_schema_hash_alike(tmp_path: Path) -> None:
    doc = _smallest("string")
    doc["components"]["schemas"]["Leaf"] = {"type": "object", "properties": {"n": {"type": "integer"}}}
    doc["components"]["schemas"]["W"] = {"type": "object", "properties": {"leaf": _ref("Leaf")}}
    doc["components"]["schemas"]["V"] = {"type": "object", "properties": {"leaf": {"type": "object", "properties": {"n": {"type": "integer"}}}}}
    spec = _write(tmp_path, "s.yaml", doc)
    f = Fingerprints()
    assert f.of(spec.schemas["W"]) == f.of(spec.schemas["V"])
