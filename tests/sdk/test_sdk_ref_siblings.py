"""A 3.1 ``$ref`` with keywords beside it is typed as the referenced component, nullable where a
sibling ``nullable: true`` makes it so (generator/model/siblings.py); no class is made for a use site."""

from __future__ import annotations

import json
from pathlib import Path

from generator.load import load_spec
from generator.targets.sdk import write_sdk

KIND = "#/components/schemas/Kind"
USAGE = "#/components/schemas/Usage"


def test_a_reference_with_siblings_is_its_component(tmp_path: Path) -> None:
    holder = {"type": "object", "required": ["usage", "kind", "plain", "old"], "properties": {
        "usage": {"$ref": USAGE, "nullable": True},
        "kind": {"$ref": KIND, "default": "linear"},
        "plain": {"$ref": KIND, "description": "Only documentation beside the reference."},
        "old": {"$ref": USAGE, "deprecated": True},
        "alias": {"$ref": "#/components/schemas/MaybeUsage"},
    }}
    doc = {"openapi": "3.1.0", "info": {"title": "Sib", "version": "1"},
           "paths": {"/holder": {"get": {"operationId": "getHolder", "responses": {"200": {
               "description": "ok", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Holder"}}}}}}}},
           "components": {"schemas": {"Kind": {"type": "string", "enum": ["linear", "cosine"]},
                                      "Usage": {"type": "object", "properties": {"tokens": {"type": "integer"}}},
                                      "MaybeUsage": {"$ref": USAGE, "nullable": True},
                                      "Holder": holder}}}
    spec_path = tmp_path / "api.json"
    spec_path.write_text(json.dumps(doc))
    write_sdk(load_spec(str(spec_path)), tmp_path / "out", "sib")
    models = tmp_path / "out" / "sib" / "models"
    assert sorted(p.name for p in models.glob("*.py")) == ["__init__.py", "holder.py", "kind.py", "usage.py"]
    text = (models / "holder.py").read_text()
    for line in ("usage: Optional[Usage]", "kind: Kind", "plain: Kind", "old: Usage", "alias: Optional[Usage] = None"):
        assert f"    {line}\n" in text, line
