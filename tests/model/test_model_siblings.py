"""The model reads a 3.1 ``$ref`` with keywords beside it as the target with them applied at its use site
(generator/model/siblings.py): one object per use site, named as the target, sharing the target's
sub-schemas; documentation beside a ``$ref`` and anything beside it in 3.0 leave the target itself."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from generator.load import load_spec
from generator.model import Schema, Spec
from generator.model.schema import SiteSchema

KIND = {"type": "string", "enum": ["linear", "cosine", "step"], "maxLength": 10, "pattern": "^[a-z]+$"}
USAGE = {"type": "object", "properties": {"tokens": {"type": "integer"}}, "required": ["tokens"]}


def _spec(tmp_path: Path, props: dict[str, Any], version: str = "3.1.0") -> Spec:
    node = {"type": "object", "properties": {"self": {"$ref": "#/components/schemas/Node", "nullable": True}}}
    doc = {"openapi": version, "info": {"title": "T", "version": "1"}, "paths": {},
           "components": {"schemas": {"Kind": KIND, "Usage": USAGE, "Node": node, "Holder": {"type": "object", "properties": props}}}}
    path = tmp_path / "api.json"
    path.write_text(json.dumps(doc))
    return load_spec(str(path))


def _props(tmp_path: Path, props: dict[str, Any], version: str = "3.1.0") -> dict[str, Schema]:
    return _spec(tmp_path, props, version).schemas["Holder"].properties


def test_a_use_site_is_one_object_named_as_its_target(tmp_path: Path) -> None:
    spec = _spec(tmp_path, {"kind": {"$ref": "#/components/schemas/Kind", "default": "linear"}})
    kind = spec.schemas["Holder"].properties["kind"]
    assert isinstance(kind, SiteSchema) and kind.target is spec.schemas["Kind"]
    assert kind.name == "Kind" and kind.definition is spec.schemas["Kind"]
    assert kind.key == (spec.file, "/components/schemas/Holder/properties/kind") != spec.schemas["Kind"].key
    assert kind.default == "linear" and spec.schemas["Kind"].default is not None
    assert spec.schema({"$ref": "#/components/schemas/Kind", "default": "linear"}, spec.file,
                       "/components/schemas/Holder/properties/kind") is kind


def test_documentation_beside_a_reference_leaves_the_target(tmp_path: Path) -> None:
    props = _props(tmp_path, {"a": {"$ref": "#/components/schemas/Kind", "description": "d", "title": "t", "x-other": 1},
                              "b": {"$ref": "#/components/schemas/Kind", "type": "string", "maxLength": 10}})
    assert not isinstance(props["a"], SiteSchema) and props["a"].name == "Kind"
    assert not isinstance(props["b"], SiteSchema)  # what the target already says changes nothing


def test_openapi_30_ignores_the_keywords_beside_a_reference(tmp_path: Path) -> None:
    props = _props(tmp_path, {"u": {"$ref": "#/components/schemas/Usage", "nullable": True}}, "3.0.3")
    assert not isinstance(props["u"], SiteSchema) and not props["u"].nullable


def test_annotations_replace_the_targets_and_assertions_narrow(tmp_path: Path) -> None:
    props = _props(tmp_path, {
        "u": {"$ref": "#/components/schemas/Usage", "nullable": True, "deprecated": True, "readOnly": True},
        "k": {"$ref": "#/components/schemas/Kind", "maxLength": 20, "minLength": 2, "enum": ["step", "linear", "other"]},
        "t": {"$ref": "#/components/schemas/Kind", "type": ["string", "null"]},
        "r": {"$ref": "#/components/schemas/Usage", "required": ["cost"], "maxProperties": 3},
    })
    u, k, t, r = props["u"], props["k"], props["t"], props["r"]
    assert u.nullable and u.deprecated and u.read_only and u.properties == props["u"].target.properties  # type: ignore[union-attr]
    assert (k.raw["maxLength"], k.raw["minLength"], k.enum) == (10, 2, ["linear", "step"])  # the tighter bound, common values
    assert not isinstance(t, SiteSchema) and not t.nullable  # the target accepts no null: the sibling cannot add one
    assert r.required == ("tokens", "cost") and r.raw["maxProperties"] == 3


def test_a_conflicting_assertion_is_one_more_allof_member_at_the_use_site(tmp_path: Path) -> None:
    spec = _spec(tmp_path, {"k": {"$ref": "#/components/schemas/Kind", "pattern": "^l", "format": "slug"}})
    k = spec.schemas["Holder"].properties["k"]
    assert k.raw["pattern"] == "^[a-z]+$" and k.format == "slug"  # the target's pattern kept, the new format added
    assert [m.raw for m in k.all_of] == [{"pattern": "^l"}]
    assert k.all_of[0].key == (spec.file, "/components/schemas/Holder/properties/k/allOf/0")


def test_sub_schemas_are_the_targets_own_objects_and_a_cycle_ends(tmp_path: Path) -> None:
    spec = _spec(tmp_path, {"u": {"$ref": "#/components/schemas/Usage", "nullable": True}})
    u = spec.schemas["Holder"].properties["u"]
    assert u.properties["tokens"] is spec.schemas["Usage"].properties["tokens"]
    node = spec.schemas["Node"]
    me = node.properties["self"]
    assert isinstance(me, SiteSchema) and me.nullable and me.target is node
    assert me.properties["self"] is me  # the use site inside its own target is the same object
    spec.check_references()  # walks every schema reachable, keyed by identity: ends


def test_an_alias_component_with_siblings_is_read_through(tmp_path: Path) -> None:
    props = {"u": {"$ref": "#/components/schemas/MaybeUsage"}, "v": {"$ref": "#/components/schemas/MaybeUsage", "deprecated": True}}
    doc = {"openapi": "3.1.0", "info": {"title": "T", "version": "1"}, "paths": {},
           "components": {"schemas": {"Usage": USAGE, "MaybeUsage": {"$ref": "#/components/schemas/Usage", "nullable": True},
                                      "Holder": {"type": "object", "properties": props}}}}
    path = tmp_path / "api.json"
    path.write_text(json.dumps(doc))
    spec = load_spec(str(path))
    alias, usage = spec.schemas["MaybeUsage"], spec.schemas["Usage"]
    u, v = spec.schemas["Holder"].properties["u"], spec.schemas["Holder"].properties["v"]
    assert u is alias and isinstance(alias, SiteSchema) and alias.name == "MaybeUsage" and alias.nullable
    assert alias.definition is usage and alias.properties["tokens"] is usage.properties["tokens"]
    assert isinstance(v, SiteSchema) and v.target is alias and v.nullable and v.deprecated and v.name == "MaybeUsage"
