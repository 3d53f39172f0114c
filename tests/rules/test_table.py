"""Invariants of the rule table (generator/rules/table.py) and the message wording users rely on."""

from __future__ import annotations

import re
import string

import pytest

from generator.rules.checks.schema_ids import SCHEMA_IDS
from generator.rules.messages import format_message
from generator.rules.table import RULES, ROWS, UnknownRuleId, rule

ID_GRAMMAR = re.compile(r"^[a-z0-9]+(-[a-z0-9]+)*$")


def test_every_id_once_in_id_order() -> None:
    ids = [row.id for row in ROWS]
    assert len(ids) == len(set(ids)), "an id has two rows"
    assert ids == sorted(ids), "rows are kept in id order"
    assert list(RULES) == ids


# ids whose default level is deliberately not oasdiff 1.39's, with the reason (docs/oasdiff-differences.md)
LEVEL_DIFFERENCES = {
    "request-parameter-default-value-added": "error",  # the user's seed page counts a removed request-parameter
    "request-parameter-default-value-changed": "error",  # default as breaking ("1 breaking, 2 info"), so the
    "request-parameter-default-value-removed": "error",  # family stays breaking (1.39: info)
}


def _reference(shared_dir) -> dict[str, str]:  # type: ignore[no-untyped-def]
    path = shared_dir / "reference" / "checks-oasdiff-1.39.0.tsv"
    if not path.is_file():
        pytest.skip(f"{path.name} is not present")
    lines = path.read_text(encoding="utf-8").splitlines()[1:]
    return {cells[0]: cells[1] for cells in (line.split("\t") for line in lines if line.strip())}


def test_every_oasdiff_id_is_a_row_with_its_level(shared_dir) -> None:  # type: ignore[no-untyped-def]
    """The table covers every id of oasdiff 1.39.0 (../shared/reference/checks-oasdiff-1.39.0.tsv), each
    with a check, at 1.39.0's default level but for the documented differences; ids of our own may
    come on top, marked ``origin: revgen``."""
    reference = _reference(shared_dir)
    assert len(reference) == 784
    assert set(reference) <= set(RULES)
    assert all(RULES[rid].check is not None for rid in reference)
    assert {rid: RULES[rid].level for rid in reference} == {**reference, **LEVEL_DIFFERENCES}
    assert set(RULES) - set(reference) == {r.id for r in ROWS if r.origin == "revgen"}  # ours are marked


def test_rules_missing_is_empty_against_oasdiff_1_39(shared_dir) -> None:  # type: ignore[no-untyped-def]
    """``revgen rules --missing --reference`` lists nothing for the 1.39.0 catalogue, and names an id
    the table lacks when there is one."""
    import subprocess
    import sys

    _reference(shared_dir)
    path = shared_dir / "reference" / "checks-oasdiff-1.39.0.tsv"
    run = [sys.executable, "-m", "generator", "rules", "--missing", "--reference"]
    result = subprocess.run([*run, str(path)], capture_output=True, text=True, check=False)
    assert result.returncode == 0 and result.stdout == "", result.stdout


def test_rules_missing_names_an_absent_id(tmp_path) -> None:  # type: ignore[no-untyped-def]
    import subprocess
    import sys

    ref = tmp_path / "ids.tsv"
    ref.write_text("id\tlevel\nendpoint-added\tinfo\nno-such-check-id\terror\n", encoding="utf-8")
    result = subprocess.run([sys.executable, "-m", "generator", "rules", "--missing", "--reference", str(ref)],
                            capture_output=True, text=True, check=False)
    assert result.returncode == 0 and result.stdout == "not-in-table no-such-check-id\n"


def test_rows_are_well_formed() -> None:
    for r in RULES.values():
        assert ID_GRAMMAR.match(r.id), r.id
        assert r.level in ("error", "warning", "info"), r.id
        assert r.direction in ("request", "response", "none"), r.id
        assert r.origin in ("oasdiff", "revgen"), r.id  # which ids are ours: the reference test below
        assert r.message and r.description, r.id
        assert r.section in ("Added", "Changed", "Deprecated", "Removed"), r.id
        if r.note:
            assert r.check is None, r.id  # a note says why no check reports the id
        # every placeholder is a plain named field
        for _, name, spec, conv in string.Formatter().parse(r.message):
            if name is not None:
                assert name.isidentifier(), (r.id, name)


def test_known_levels() -> None:
    assert rule("response-property-enum-value-added").level == "error"  # oasdiff 1.39
    assert rule("request-body-max-set").level == "error"
    assert rule("request-parameter-default-value-removed").level == "error"
    assert rule("response-required-property-removed").level == "error"
    assert rule("endpoint-added").level == "info"
    assert rule("request-parameter-removed").level == "warning"


def test_seed_sentences() -> None:
    assert format_message("response-property-enum-value-added", {"value": "X", "property": "error/code", "status": "200"}) == (
        "added the new X enum value to the error/code response property for the response status 200"
    )
    assert format_message("response-property-enum-value-removed", {"value": "X", "property": "error/code", "status": "200"}) == (
        "removed the X enum value from the error/code response property for the response status 200"
    )
    assert format_message("response-required-property-added", {"property": "created_by", "status": "200"}) == (
        "added the required property created_by to the response with the 200 status"
    )
    assert format_message("response-optional-property-added", {"property": "expires_at", "status": "200"}) == (
        "added the optional property expires_at to the response with the 200 status"
    )
    assert format_message("endpoint-added", {}) == "endpoint added"
    args = {"location": "query", "name": "force", "value": False}
    assert format_message("request-parameter-default-value-removed", args) == (
        "for the query request parameter force, default value false was removed"
    )
    assert format_message("request-parameter-default-value-removed", args, medium="markdown") == (
        "for the `query` request parameter `force`, default value `false` was removed"
    )


def test_checks_supply_every_placeholder() -> None:
    """Run every case pair both ways; each emitted change must fill its template completely."""
    from pathlib import Path

    from generator.rules.engine import compute_changes
    from generator.load import load_spec

    cases = Path(__file__).resolve().parent / "cases"
    seen = 0
    for case in sorted(p for p in cases.iterdir() if p.is_dir()):
        a, b = load_spec(str(case / "base.yaml")), load_spec(str(case / "revision.yaml"))
        for change in compute_changes(a, b, locate=False) + compute_changes(b, a, locate=False):
            fields = set(RULES[change.id].fields)
            missing = fields - set(change.args)
            assert not missing, (change.id, missing)
            assert not any("{" + f + "}" in change.text for f in fields), change.text
            seen += 1
    assert seen > 50


def test_unknown_id_fails_loudly() -> None:
    with pytest.raises(UnknownRuleId):
        rule("response-property-enum-value-addded")
    with pytest.raises(KeyError):  # UnknownRuleId is a KeyError
        format_message("no-such-id", {})


def test_every_schema_id_is_a_row_of_its_subject() -> None:
    for what, by_subject in SCHEMA_IDS.items():
        for subject, rid in by_subject.items():
            assert rid in RULES, rid
            assert rid == f"{subject}-{what}", (what, subject, rid)  # the id says where and what


def test_bump_and_section_come_from_the_row() -> None:
    assert rule("endpoint-added").section == "Added" and rule("endpoint-added").bump() == "minor"
    assert rule("request-property-enum-value-added").bump() == "minor"
    assert rule("request-parameter-removed").bump() == "patch"
    assert rule("request-parameter-removed").bump("error") == "major"
    assert rule("endpoint-deprecated").section == "Deprecated"
    assert rule("api-schema-removed").section == "Removed"
    for r in RULES.values():
        if r.section == "Added":
            assert r.action == "add" and r.level != "error", r.id


def test_ids_are_written_out_where_they_are_emitted() -> None:
    """No check glues an id from pieces: every id a check module names is a full row id, written out."""
    import re
    from pathlib import Path

    import generator.rules.checks as checks_pkg

    glued = re.compile(r"""(?:out\.(?:op|spec)|emit_id)\(\s*f["']""")
    for path in Path(checks_pkg.__file__).parent.glob("*.py"):
        text = path.read_text(encoding="utf-8")
        assert not glued.search(text), f"{path.name} builds an id with an f-string"
        for rid in re.findall(r'"((?:api|endpoint|new|request|response|required|optional|sunset|webhook)-[a-z0-9-]+)"', text):
            if rid in RULES or rid.endswith("-") or rid in SCHEMA_IDS:
                continue
            subject_keys = {s for by in SCHEMA_IDS.values() for s in by}
            assert rid in subject_keys, f"{path.name} names {rid!r}, which is not a rule id"
