"""Parameters and servers declared on a path item are the operations' own (OpenAPI's override rules).

A parameter of the path item belongs to every operation under it unless the operation declares one of
the same ``in`` and name: a change to it is reported at each operation that uses it, and moving a
parameter between an operation and its path item is no change. Servers: an operation uses its own,
else its path item's, else the API's; a change of the servers an operation uses is
``endpoint-server-*`` at that operation, and moving a list between the levels is no change.
"""

from __future__ import annotations

import copy
from pathlib import Path
from typing import Any

import pytest
import yaml

from generator.rules.engine import compute_changes
from generator.load import load_spec

OK = {"200": {"description": "ok", "content": {"application/json": {"schema": {"type": "object"}}}}}


def _doc(item_params: list | None = None, get_params: list | None = None, post_params: list | None = None,
         item_servers: list | None = None, get_servers: list | None = None) -> dict[str, Any]:
    item: dict[str, Any] = {
        "get": {"operationId": "getThing", "responses": copy.deepcopy(OK)},
        "post": {"operationId": "postThing", "responses": copy.deepcopy(OK)},
    }
    for key, value in (("parameters", item_params), ("servers", item_servers)):
        if value is not None:
            item[key] = value
    for method, params in (("get", get_params), ("post", post_params)):
        if params is not None:
            item[method]["parameters"] = params
    if get_servers is not None:
        item["get"]["servers"] = get_servers
    return {
        "openapi": "3.0.3",
        "info": {"title": "t", "version": "1"},
        "servers": [{"url": "https://api.example/v1"}],
        "paths": {"/things/{id}": item},
        "components": {"parameters": {"Limit": {"name": "limit", "in": "query", "schema": {"type": "integer"}}}},
    }


ID = {"name": "id", "in": "path", "required": True, "schema": {"type": "string"}}
Q = {"name": "q", "in": "query", "schema": {"type": "string"}}


def _changes(tmp_path: Path, base: dict, rev: dict) -> list[tuple[str, str | None, dict]]:
    a, b = tmp_path / "a.yaml", tmp_path / "b.yaml"
    a.write_text(yaml.safe_dump(base))
    b.write_text(yaml.safe_dump(rev))
    return [(c.id, c.operation, c.args) for c in compute_changes(load_spec(str(a)), load_spec(str(b)))]


def _both(tmp_path: Path, base: dict, rev: dict) -> tuple[list, list]:
    return _changes(tmp_path, base, rev), _changes(tmp_path, rev, base)


@pytest.mark.parametrize("q", [Q, {"$ref": "#/components/parameters/Limit"}])
def test_moving_a_parameter_to_the_path_item_is_no_change(tmp_path: Path, q: dict) -> None:
    on_operations = _doc(item_params=[ID], get_params=[q], post_params=[q])
    on_item = _doc(item_params=[ID, q])
    assert _both(tmp_path, on_operations, on_item) == ([], [])


def test_a_path_level_parameter_change_is_reported_at_each_operation(tmp_path: Path) -> None:
    changed = dict(Q, schema={"type": "integer"})
    forward, backward = _both(tmp_path, _doc(item_params=[ID, Q]), _doc(item_params=[ID, changed]))
    assert sorted((rid, op) for rid, op, _ in forward) == [
        ("request-parameter-type-changed", "GET"), ("request-parameter-type-changed", "POST")]
    # integer -> string accepts the old values as text: generalized, as for an operation's own parameter
    assert sorted((rid, op) for rid, op, _ in backward) == [
        ("request-parameter-type-generalized", "GET"), ("request-parameter-type-generalized", "POST")]


def test_an_operation_overriding_the_parameter_is_not_touched(tmp_path: Path) -> None:
    own = dict(Q, description="the operation's own")
    base = _doc(item_params=[ID, Q], post_params=[own])
    rev = _doc(item_params=[ID, dict(Q, required=True)], post_params=[own])
    forward, backward = _both(tmp_path, base, rev)
    assert [(rid, op) for rid, op, _ in forward] == [("request-parameter-became-required", "GET")]
    assert [(rid, op) for rid, op, _ in backward] == [("request-parameter-became-optional", "GET")]


def test_a_path_level_parameter_removed_and_deprecated(tmp_path: Path) -> None:
    removed = _changes(tmp_path, _doc(item_params=[ID, Q]), _doc(item_params=[ID]))
    assert sorted((rid, op) for rid, op, _ in removed) == [
        ("request-parameter-removed", "GET"), ("request-parameter-removed", "POST")]
    deprecated = _changes(tmp_path, _doc(item_params=[ID, Q]), _doc(item_params=[ID, dict(Q, deprecated=True)]))
    assert sorted((rid, op) for rid, op, _ in deprecated) == [
        ("request-parameter-deprecated", "GET"), ("request-parameter-deprecated", "POST")]


V1, V2 = {"url": "https://api.example/v1"}, {"url": "https://edge.example/v2"}


def test_moving_servers_between_levels_is_no_change(tmp_path: Path) -> None:
    assert _both(tmp_path, _doc(item_servers=[V2]), _doc(get_servers=[V2], item_servers=[V2])) == ([], [])
    # the API's servers written again on the path item: the same servers are used
    assert _both(tmp_path, _doc(), _doc(item_servers=[V1])) == ([], [])


def test_path_item_servers_changed_at_each_operation(tmp_path: Path) -> None:
    forward, backward = _both(tmp_path, _doc(item_servers=[V2]), _doc(item_servers=[V1]))
    expected = [("endpoint-server-url-changed", op) for op in ("GET", "POST")]
    assert sorted((rid, op) for rid, op, _ in forward) == expected
    assert sorted((rid, op) for rid, op, _ in backward) == expected
    assert forward[0][2] == {"index": 0, "from": V2["url"], "to": V1["url"]}


def test_operation_servers_override_the_path_item(tmp_path: Path) -> None:
    forward, backward = _both(tmp_path, _doc(item_servers=[V2]), _doc(item_servers=[V2], get_servers=[V2, V1]))
    assert forward == [("endpoint-server-added", "GET", {"url": V1["url"]})]
    assert backward == [("endpoint-server-removed", "GET", {"url": V1["url"]})]


def test_the_apis_servers_alone_are_api_ids(tmp_path: Path) -> None:
    rev = _doc()
    rev["servers"] = [V2]
    assert [rid for rid, _, _ in _changes(tmp_path, _doc(), rev)] == ["api-server-url-changed"]
