"""The whole API's ``security`` applies to each endpoint without its own: changing it is a change at each
of those endpoints (as oasdiff 1.39.0), beside the ``api-global-`` entry."""

from __future__ import annotations

from pathlib import Path

from generator.load import load_spec
from generator.rules.engine import compute_changes

DOC = """openapi: 3.0.3
info: {{title: T, version: "1"}}
paths:
  /a:
    get:
      {own_a}
      responses: {{"200": {{description: ok}}}}
  /b:
    get:
      {own_b}
      responses: {{"200": {{description: ok}}}}
components:
  securitySchemes:
    key: {{type: apiKey, in: header, name: X-Key}}
{root}
"""


def _changes(tmp_path: Path, base: dict[str, str], rev: dict[str, str]) -> list[tuple[str, str]]:
    specs = []
    for name, fields in (("base.yaml", base), ("rev.yaml", rev)):
        (tmp_path / name).write_text(DOC.format(**{"own_a": "", "own_b": "", "root": "", **fields}))
        specs.append(load_spec(str(tmp_path / name)))
    return sorted((c.id, c.path or "") for c in compute_changes(*specs, locate=False) if c.id.startswith("api-")
                  and "version" not in c.id)


def test_a_required_key_for_the_whole_api_removes_anonymous_access_at_each_inheriting_endpoint(tmp_path: Path) -> None:
    own_b = "security: []"  # /b stays open on its own
    found = _changes(tmp_path, {"own_b": own_b}, {"own_b": own_b, "root": "security: [{key: []}]"})
    assert found == [("api-global-security-added", ""), ("api-security-anonymous-access-removed", "/a")]


def test_no_endpoint_inherits_the_whole_api_security_then_it_is_only_a_global_entry(tmp_path: Path) -> None:
    own = {"own_a": "security: [{key: []}]", "own_b": "security: [{key: []}]"}
    found = _changes(tmp_path, own, {**own, "root": "security: [{key: []}]"})
    assert found == [("api-global-security-added", "")]
