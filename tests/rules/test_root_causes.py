"""Root causes (``generator.rules.root_causes``): changes grouped by the spec edit that caused them.

The fixture pair ``tests/rules/edits/`` makes four edits of shared components (an error schema reached
by four operations at five statuses, a request body used by two operations, a path parameter shared by
two, a response schema reached at two property paths) and one edit of a second error schema whose
messages are word for word those of the first at ``GET /pets``.
"""

from __future__ import annotations

import dataclasses
import re
from pathlib import Path

import pytest

from generator.rules.engine import compute_changes
from generator.load import load_spec
from generator.rules.change import LEVEL_RANK, Change, Source
from generator.rules.root_causes import group_by_edit, root_cause_key, root_cause_keys

EDITS = Path(__file__).resolve().parent / "edits"
ERROR_CODE = "/components/schemas/ErrorData/properties/error/properties/code"
PROBLEM_CODE = "/components/schemas/ProblemData/properties/error/properties/code"


@pytest.fixture(scope="module")
def changes() -> list[Change]:
    return compute_changes(load_spec(str(EDITS / "base.yaml")), load_spec(str(EDITS / "revision.yaml")))


def _by(rcs, rule_id, pointer):  # type: ignore[no-untyped-def]
    found = [rc for rc in rcs if rc.id == rule_id and rc.pointer == pointer]
    assert len(found) == 1, (rule_id, pointer, [(rc.id, rc.pointer) for rc in rcs])
    return found[0]


def test_shared_component_reached_by_several_operations_and_statuses_is_one_root_cause(changes: list[Change]) -> None:
    rcs = group_by_edit(changes)
    rc = _by(rcs, "response-property-became-nullable", ERROR_CODE)
    reached = {(r.label, r.statuses) for r in rc.reaches}
    assert reached == {
        ("GET /pets", ("400", "500")),
        ("POST /pets", ("400",)),
        ("GET /pets/{petId}", ("404", "500")),
        ("PUT /pets/{petId}", ("404",)),
    }
    assert rc.operation_count == 4
    assert rc.statuses == ["400", "404", "500"]
    assert len(rc.changes) == 6
    assert rc.level == "error"
    # the location of the edit, with its line in the revision
    assert rc.source is not None and rc.source.file == "revision.yaml"
    text = (EDITS / "revision.yaml").read_text().splitlines()
    assert rc.line is not None and text[rc.line - 1].strip().startswith(("code:", "type:", "nullable:", "default:"))
    # every change of that edit, and no other, carries its key
    members = [c for c in changes if c.id == rc.id and c.source is not None and c.source.pointer == ERROR_CODE]
    assert sorted(map(id, members)) == sorted(map(id, rc.changes))


def test_same_message_from_two_edits_stays_two_root_causes(changes: list[Change]) -> None:
    text = "the response property error/code for the status 400 became nullable"
    same = [c for c in changes if c.text == text]
    assert {c.source.pointer for c in same if c.source} == {ERROR_CODE, PROBLEM_CODE}
    keys = {root_cause_key(c) for c in same}
    assert len(keys) == 2
    rcs = group_by_edit(changes)
    problem = _by(rcs, "response-property-became-nullable", PROBLEM_CODE)
    assert [r.label for r in problem.reaches] == ["GET /owners"]
    assert problem.key != _by(rcs, "response-property-became-nullable", ERROR_CODE).key


def test_property_reached_at_different_paths_is_one_edit(changes: list[Change]) -> None:
    rc = _by(group_by_edit(changes), "response-optional-property-removed", "/components/schemas/Pet/properties/tag")
    assert {c.args["property"] for c in rc.changes} == {"data/items/tag", "tag"}
    assert rc.operation_count == 4
    # the headline names the property at its shortest path
    assert rc.change.args["property"] == "tag"


def test_headline_lists_every_status(changes: list[Change]) -> None:
    rc = _by(group_by_edit(changes), "response-property-default-value-removed", ERROR_CODE)
    assert rc.change.text == 'the response property error/code for the status 400, 404, 500: default value "" was removed'
    single = _by(group_by_edit(changes), "response-property-default-value-removed", PROBLEM_CODE)
    assert single.change is single.changes[0]


def test_every_change_is_in_exactly_one_root_cause_most_severe_first(changes: list[Change]) -> None:
    rcs = group_by_edit(changes)
    assert sorted(id(c) for rc in rcs for c in rc.changes) == sorted(id(c) for c in changes)
    ranks = [LEVEL_RANK[rc.level] for rc in rcs]
    assert ranks == sorted(ranks, reverse=True)
    assert len(rcs) < len(changes)
    # one root cause per distinct (id, pointer, non-reach args) of the fixture's changes
    distinct = {(c.id, c.source.pointer if c.source else None, c.args.get("value")) for c in changes}
    assert len(rcs) == len(distinct)


def test_keys_are_stable_and_independent_of_filtering(changes: list[Change]) -> None:
    keys = root_cause_keys(changes)
    assert all(re.fullmatch(r"rc-[0-9a-f]{12}", k) for k in keys)
    again = compute_changes(load_spec(str(EDITS / "base.yaml")), load_spec(str(EDITS / "revision.yaml")))
    assert root_cause_keys(again) == keys
    errors_only = [c for c in changes if c.level == "error"]
    assert {rc.key for rc in group_by_edit(errors_only)} == {k for c, k in zip(changes, keys) if c.level == "error"}
    # nor does the name of the spec file (renamed, or read from git as REF:PATH)
    renamed = [c._replace(source=dataclasses.replace(c.source, file="HEAD:api/openapi.yaml")) for c in changes]
    assert root_cause_keys(renamed) == keys
    # a level override does not change the edit
    lowered = [c._replace(level="info") for c in changes]
    assert root_cause_keys(lowered) == keys


def test_changes_without_a_location_stand_alone() -> None:
    a = Change(id="endpoint-added", level="info", text="endpoint added", operation="GET", path="/a")
    b = a._replace(path="/b")
    assert len(group_by_edit([a, b])) == 2
    located = [c._replace(source=Source("r.yaml", 3, "/paths/~1a/get")) for c in (a, b)]
    # different endpoints at one pointer only happen for a shared node; the edit is the same
    assert len(group_by_edit(located)) == 1


def test_different_values_at_one_pointer_are_different_edits() -> None:
    src = Source("r.yaml", 9, "/components/schemas/Pet/properties/status")
    base = Change(
        id="response-property-enum-value-added", level="info", text="t", operation="GET", path="/pets",
        args={"value": "a", "property": "status", "status": "200"}, source=src,
    )
    other_value = base._replace(args={**base.args, "value": "b"})
    other_status = base._replace(operation="POST", args={**base.args, "status": "201", "property": "data/status"})
    rcs = group_by_edit([base, other_value, other_status])
    assert sorted(len(rc.changes) for rc in rcs) == [1, 2]
    # a value of another type is another value
    assert root_cause_key(base._replace(args={**base.args, "value": 1})) != root_cause_key(
        base._replace(args={**base.args, "value": "1"})
    )


# --- an ignore entry naming an edit's location drops all of its changes ----------------------------


def _ignored(changes: list[Change], tmp_path: Path, text: str) -> list[Change]:
    from generator.rules.overrides import ReportFilter, apply_filter, load_ignore_file

    path = tmp_path / "ignore.txt"
    path.write_text(text, encoding="utf-8")
    return apply_filter(changes, ReportFilter(ignore=tuple(load_ignore_file(str(path)))))


def _pointers(changes: list[Change]) -> set[str | None]:
    return {c.source.pointer if c.source else None for c in changes}


def test_ignore_an_edit_by_its_location(changes: list[Change], tmp_path: Path) -> None:
    kept = _ignored(changes, tmp_path, f"# the shared error schema changed on purpose\n#{ERROR_CODE}\n")
    assert ERROR_CODE not in _pointers(kept) and PROBLEM_CODE in _pointers(kept)
    assert len(kept) == len(changes) - 12  # both ids at that node, at every operation and status
    # a whole component (the node and everything in it), copied as a Markdown bullet
    kept = _ignored(changes, tmp_path, "- /components/schemas/ErrorData\n")
    assert not any((p or "").startswith("/components/schemas/ErrorData/") for p in _pointers(kept))
    # one id at the location, with the file named
    kept = _ignored(changes, tmp_path, f"revision.yaml#{ERROR_CODE} response-property-became-nullable\n")
    left = [c for c in kept if c.source and c.source.pointer == ERROR_CODE]
    assert left and {c.id for c in left} == {"response-property-default-value-removed"}


def test_ignore_location_must_match_exactly(changes: list[Change], tmp_path: Path) -> None:
    assert _ignored(changes, tmp_path, "other.yaml#/components/schemas/ErrorData\n") == changes
    assert _ignored(changes, tmp_path, "#/components/schemas/Err\n") == changes
    from generator.errors import RevgenError

    with pytest.raises(RevgenError, match="unknown check id") as info:
        _ignored(changes, tmp_path, f"\n#{ERROR_CODE} not-a-real-check\n")
    assert info.value.line == 2


def test_argument_order_and_unhashable_values_do_not_split_an_edit() -> None:
    src = Source("r.yaml", 9, "/components/schemas/Pet/properties/kind")
    one = Change(
        id="response-property-enum-value-added", level="info", text="t", operation="GET", path="/pets",
        args={"value": "a", "property": "kind", "status": "200"}, source=src,
    )
    reordered = one._replace(operation="POST", args={"status": "201", "property": "data/kind", "value": "a"})
    listed = one._replace(path="/other", args={**one.args, "value": ["a", "b"]})
    listed_too = listed._replace(path="/more")
    rcs = group_by_edit([one, listed, reordered, listed_too])
    assert [[c.operation + " " + c.path for c in rc.changes] for rc in rcs] == [
        ["GET /pets", "POST /pets"],
        ["GET /other", "GET /more"],
    ]
    assert [rc.key for rc in rcs] == [root_cause_key(one), root_cause_key(listed)]
