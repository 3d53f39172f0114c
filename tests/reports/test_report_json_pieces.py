"""The JSON report is exactly ``json.dumps`` of each change's ``to_dict()`` and root cause.

The renderer encodes each finding's fields (the id, level, text, argument and source objects the
changes one schema finding produced at many operations share) once and each endpoint once; these
cases share objects the ways the rules do and the ways they might not (one argument dict under two
ids, two sources, two tag tuples, a change without a pointer, a level overridden by the user, a text
with a NUL and non-ASCII characters), and check every line against the reference form, in one piece
and streamed.
"""

from __future__ import annotations

import json

import pytest

import generator.reports.json as json_report
from generator.reports import ReportOptions, render_report, report_pieces
from generator.rules.change import Change, Source
from generator.rules.root_causes import root_cause_key

OPTIONS = ReportOptions(title="Changelog", base="base.yaml", revision="revision.yaml")


def _shared_changes() -> list[Change]:
    args = {"property": "data/items/name", "status": "200", "media_type": "application/json"}
    other_args = {"property": "data/items/name", "status": "200", "media_type": "application/json"}
    src = Source("revision.yaml", 10, "/components/schemas/Item/properties/name")
    src2 = Source("revision.yaml", 11, "/components/schemas/Other/properties/name")
    no_pointer = Source("revision.yaml", 3, None)
    text = "added the optional property data/items/name to the response with the 200 status"
    out = []
    for i, (method, path, oid, tags) in enumerate([
        ("GET", "/a", "getA", ("x",)), ("GET", "/b", "getB", ("y",)), ("POST", "/b", None, ("x",)),
        ("GET", "/c", "getC", ()),
    ]):
        def make(rid: str, a: dict, s: Source | None, t: str = text, tg: tuple = tags) -> Change:
            return Change(id=rid, level="info", text=t, operation=method, path=path, operation_id=oid,
                          args=a, source=s, tags=tg, section="paths")
        out += [
            make("response-optional-property-added", args, src),
            make("response-optional-property-added", args, src2),  # same arguments, another place
            make("response-property-became-nullable", args, src),  # same arguments, another id
            make("response-optional-property-added", other_args, src),  # equal arguments, another dict
            make("response-optional-property-added", args, src, tg=("z", "x") if i % 2 else tags),
            make("api-path-removed-without-deprecation", {"n": i % 2}, no_pointer, t="no pointer"),
            make("response-optional-property-added", args, None, t="no source"),
            make("response-property-enum-value-added", {"values": ["b", "a"], "status": "200"}, src, t="enum"),
            make("response-optional-property-added", args, src, t="a \x00revgen-slot\x00 marker \u2028 „ü“"),
        ]
        out.append(out[-1]._replace(level="error"))  # --severity: the same objects, another level
    out.append(Change(id="api-schema-removed", level="info", text="the schema S was removed",
                      args={"schema": "S"}, source=Source("base.yaml", 1, "/components/schemas/S"),
                      section="components"))
    return out


def _reference(changes: list[Change], extras: list[dict] | None = None) -> str:
    lines = []
    for i, c in enumerate(changes):
        record = {**c.to_dict(OPTIONS.file_namer), "root_cause": root_cause_key(c)}
        if extras is not None:
            record.update(extras[i])
        lines.append("  " + json.dumps(record, ensure_ascii=False))
    return "[\n" + ",\n".join(lines) + "\n]\n"


def test_each_line_is_the_records_json() -> None:
    changes = _shared_changes()
    assert render_report("json", changes, OPTIONS) == _reference(changes)


def test_extra_keys_follow_the_standard_ones() -> None:
    changes = _shared_changes()
    extras = [{"sdk_impact": [f"m{i}"]} if i % 3 else {} for i in range(len(changes))]
    assert json_report.render(changes, OPTIONS, extras) == _reference(changes, extras)
    with pytest.raises(ValueError):
        json_report.render(changes, OPTIONS, extras[:-1])


def test_streamed_pieces_join_to_the_report(monkeypatch: pytest.MonkeyPatch) -> None:
    changes = _shared_changes()
    monkeypatch.setattr(json_report, "CHUNK", 3)
    pieces = list(report_pieces("json", changes, OPTIONS))
    assert len(pieces) > 3
    assert all(type(piece) is bytes for piece in pieces)
    assert b"".join(pieces).decode("utf-8") == _reference(changes)
    assert list(report_pieces("json", [], OPTIONS)) == [b"[]\n"]
    assert "".join(report_pieces("text", changes, OPTIONS)) == render_report("text", changes, OPTIONS)
