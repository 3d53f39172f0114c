"""A docs page's schema tree (targets/docs_schema.py): made level by level, so the row cap leaves out the
deepest rows and never a property of the first level; a component listed once per tree, its other rows
linking to that listing on the HTML page and naming it on the Markdown page."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from generator.history import build_history
from generator.load.revisions import list_revisions
from generator.targets import docs_schema
from generator.targets.docs import generate_docs

SPEC = """\
openapi: 3.0.3
info: {title: Trees, version: "1"}
paths:
  /orders/{id}:
    get:
      operationId: getOrder
      parameters:
        - {name: id, in: path, required: true, schema: {type: string}}
      responses:
        "200":
          description: The order
          content:
            application/json:
              schema: {$ref: "#/components/schemas/Order"}
components:
  schemas:
    Address:
      type: object
      properties:
        city: {type: string}
        line1: {type: string}
    Deep:
      type: object
      properties:
        inner:
          type: object
          properties:
            leaf_a: {type: string}
            leaf_b: {type: string}
            leaf_c: {type: string}
    Order:
      type: object
      properties:
        billing:
          type: object
          properties:
            address: {$ref: "#/components/schemas/Address"}
            deep: {$ref: "#/components/schemas/Deep"}
        shipping: {$ref: "#/components/schemas/Address"}
        total: {type: integer}
        zone: {type: string}
"""


def _names(rows: list[dict[str, object]]) -> list[object]:
    return [r["name"] for r in rows]


def _order(tmp_path: Path) -> object:
    path = tmp_path / "001_2025-01-01_a.yaml"
    path.write_text(SPEC)
    return build_history(list_revisions([str(path)]), jobs=1)


def test_a_component_is_listed_once_at_its_shallowest_row(tmp_path: Path) -> None:
    spec = _order(tmp_path).latest_spec()  # type: ignore[attr-defined]
    tree = docs_schema.schema_tree(spec.schemas["Order"], direction="response")
    top = {r["name"]: r for r in tree["children"]}
    assert list(top) == ["billing", "shipping", "total", "zone"]
    shipping, address = top["shipping"], top["billing"]["children"][0]
    assert _names(shipping["children"]) == ["city", "line1"] and shipping["same_as"] is None  # level 1: listed here
    assert address["name"] == "address" and address["children"] == [] and address["same_as"] is shipping  # level 2: named


def test_the_row_cap_leaves_out_the_deepest_rows(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    spec = _order(tmp_path).latest_spec()  # type: ignore[attr-defined]
    monkeypatch.setattr(docs_schema, "MAX_ROWS", 9)  # 4 + billing's 2 + shipping's 2 + 1 of level 3
    tree = docs_schema.schema_tree(spec.schemas["Order"], direction="response")
    top = {r["name"]: r for r in tree["children"]}
    assert list(top) == ["billing", "shipping", "total", "zone", "…"]  # every own property, then the note
    assert top["…"]["type"] == "deeper properties left out"
    deep = top["billing"]["children"][1]
    assert _names(deep["children"]) == ["inner"] and deep["children"][0]["children"] == []


def test_pages_link_and_name_the_listing(tmp_path: Path) -> None:
    history = _order(tmp_path)
    files = generate_docs(history)  # type: ignore[arg-type]
    html, md = str(files["operations/get-order.html"]), str(files["operations/get-order.md"])
    assert '<span class="where">same as <a href="#response.shipping"><code>shipping</code></a></span>' in html
    for target in re.findall(r'href="#(response\.[^"]+)"', html):
        assert f'id="{target}"' in html
    assert "  - `address` Address (same as `shipping`)\n" in md
    assert md.count("`city`") == 1 and html.count('<code class="name">city</code>') == 1
