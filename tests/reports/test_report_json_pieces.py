"""The JSON report built from shared pieces is exactly ``json.dumps`` of each change's record.

The renderer caches pieces by object (argument dicts, sources, texts and tags shared by the changes
one schema finding produced at many operations); these cases share objects the ways the rules do and
the ways they might not (one argument dict under two ids, two sources, two tag tuples, a change
without a pointer), and check every line against the reference form, in one piece and streamed.
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
        ]
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
    assert "".join(pieces) == _reference(changes)
    assert list(report_pieces("json", [], OPTIONS)) == ["[]\n"]
    assert "".join(report_pieces("text", changes, OPTIONS)) == render_report("text", changes, OPTIONS)


def test_a_split_report_is_the_same_text(monkeypatch: pytest.MonkeyPatch) -> None:
    """Made by two processes (the last part by a forked child, as bytes), the report is the same."""
    changes = _shared_changes()
    monkeypatch.setattr(json_report, "CHUNK", 3)
    monkeypatch.setattr(json_report, "SPLIT_AT", 4)
    pieces = list(report_pieces("json", changes, OPTIONS, split=True))
    assert any(isinstance(p, bytes) for p in pieces)  # the child's part
    text = "".join(p.decode() if isinstance(p, bytes) else p for p in pieces)
    assert text == _reference(changes)
    extras = [{"sdk_impact": [f"m{i}"]} if i % 3 else {} for i in range(len(changes))]
    pieces = list(json_report.render_pieces(changes, OPTIONS, extras, split=True))
    assert "".join(p.decode() if isinstance(p, bytes) else p for p in pieces) == _reference(changes, extras)


def test_a_split_report_whose_child_fails_is_made_here(monkeypatch: pytest.MonkeyPatch) -> None:
    import os

    changes = _shared_changes()
    monkeypatch.setattr(json_report, "SPLIT_AT", 4)
    parent = os.getpid()
    spool = json_report._spool

    def failing(*args: object) -> None:
        if os.getpid() != parent:
            raise MemoryError("only in the child")
        spool(*args)  # type: ignore[arg-type]

    monkeypatch.setattr(json_report, "_spool", failing)
    pieces = list(report_pieces("json", changes, OPTIONS, split=True))
    assert not any(isinstance(p, bytes) for p in pieces)  # all made here
    assert "".join(pieces) == _reference(changes)  # type: ignore[arg-type]
