"""JSON pointers: escaping, splitting, walking (YAML keys read as numbers included)."""

from __future__ import annotations

import pytest

from generator.model.pointer import join_pointer, pointer_tokens, split_ref, walk_pointer


def test_join_and_split_round_trip() -> None:
    pointer = join_pointer("/paths", "/a/{id}", "get", 200, "x~y")
    assert pointer == "/paths/~1a~1{id}/get/200/x~0y"
    assert pointer_tokens(pointer) == ["paths", "/a/{id}", "get", "200", "x~y"]
    assert pointer_tokens("") == [] and pointer_tokens("/") == [""]
    with pytest.raises(ValueError):
        pointer_tokens("no-slash")


def test_split_ref_unquotes_the_pointer() -> None:
    assert split_ref("common.yaml#/components/schemas/A%20B") == ("common.yaml", "/components/schemas/A B")
    assert split_ref("#/a") == ("", "/a")


def test_walk_finds_yaml_keys_that_are_not_strings() -> None:
    data = {"responses": {200: {"ok": True}}, "flags": {True: "yes", None: "nothing"}, "list": [{"a": 1}]}
    assert walk_pointer(data, "/responses/200/ok") is True
    assert walk_pointer(data, "/flags/true") == "yes"
    assert walk_pointer(data, "/flags/null") == "nothing"
    assert walk_pointer(data, "/list/0/a") == 1
    with pytest.raises(KeyError):
        walk_pointer(data, "/responses/404")
