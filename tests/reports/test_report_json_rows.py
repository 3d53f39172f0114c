"""The JSON report made from :class:`generator.rules.engine.Rows` is the report made from the changes.

``Rows`` keep each change as two field dicts (its own: id, level, text, args, source, section; its
endpoint's: operation, path, operation id, tags), shared the way the rules share them (one own dict
for a finding replayed at many operations, one endpoint dict per operation). The renderer encodes
each dict once and joins the pieces without a step per change, into UTF-8. These cases check it
against the reference form of every line (``json.dumps`` of the record and its root cause): own dicts
shared across endpoints, one without a source pointer shared too (its root cause names the endpoint),
tags, non-JSON argument values, non-ASCII text, streamed in small chunks, and cut in parts at every
position; and, on the project's fixture pair, that ``build_rows`` renders as ``build_part``'s changes.
"""

from __future__ import annotations

import json

import pytest
from report_support import FIXTURES

import generator.reports.json as json_report
from generator.rules.engine import Rows, build_part, build_rows, find_changes
from generator.load import load_spec
from generator.reports import ReportOptions, render_report
from generator.rules.change import Source
from generator.rules.root_causes import root_cause_key

OPTIONS = ReportOptions(title="Changelog", base="base.yaml", revision="revision.yaml",
                        file_namer=lambda src: f"named/{src.file}")


def _rows() -> Rows:
    src = Source("revision.yaml", 10, "/components/schemas/Item/properties/name")
    src2 = Source("base.yaml", None, "/components/schemas/Gone")
    no_pointer = Source("revision.yaml", 3, None)

    def own(rid: str, level: str, text: str, args: dict, source: Source | None, section: str = "paths") -> dict:
        return {"id": rid, "level": level, "text": text, "args": args, "source": source, "section": section}

    shared = own("response-optional-property-added", "info", "added the optional property data/name",
                 {"property": "data/name", "status": "200", "media_type": "application/json"}, src)
    alone = own("api-path-removed-without-deprecation", "error", "no pointer", {"n": 1}, no_pointer)
    odd = own("response-property-enum-value-added", "warning", "enum „ü“ \u2028 \"q\"",
              {"values": ("b", "a"), "set": {"x"}, "n": None}, None)
    no_endpoint = {"operation": None, "path": None, "operation_id": None, "tags": ()}
    endpoints = [
        {"operation": "GET", "path": "/a", "operation_id": "getA", "tags": ("x",)},
        {"operation": "POST", "path": "/b/{id}", "operation_id": None, "tags": ()},
        {"operation": "DELETE", "path": "/ü", "operation_id": "del\"", "tags": ("y", "z")},
    ]
    owns = [own("api-schema-removed", "info", "the schema Gone was removed", {"schema": "Gone"}, src2, "components")]
    eps = [no_endpoint]
    for e in endpoints:
        owns += [shared, alone, odd, shared]
        eps += [e] * 4
    return Rows(owns, eps)


def _reference(rows: Rows) -> str:
    lines = []
    for c in rows.changes():
        record = {**c.to_dict(OPTIONS.file_namer), "root_cause": root_cause_key(c)}
        lines.append("  " + json.dumps(record, ensure_ascii=False))
    return "[\n" + ",\n".join(lines) + "\n]\n"


def test_rows_render_as_the_reference(monkeypatch: pytest.MonkeyPatch) -> None:
    rows = _rows()
    reference = _reference(rows)
    assert render_report("json", rows.changes(), OPTIONS) == reference
    for chunk in (1, 3, 4096):
        monkeypatch.setattr(json_report, "CHUNK", chunk)
        pieces = list(json_report.rows_pieces(rows, OPTIONS))
        assert all(isinstance(p, bytes) for p in pieces)
        assert b"".join(pieces).decode("utf-8") == reference, chunk
    assert list(json_report.rows_pieces(Rows([], []), OPTIONS)) == [b"[]\n"]


def test_rows_cut_anywhere_join_to_the_report(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(json_report, "CHUNK", 2)
    rows = _rows()
    reference = _reference(rows)
    n = len(rows)
    for cut in range(1, n):
        first = Rows(rows.own[:cut], rows.endpoint[:cut])
        last = Rows(rows.own[cut:], rows.endpoint[cut:])
        text = b"".join(json_report.part_pieces(first, OPTIONS, before=json_report.OPENING)).decode()
        text += json_report.SEPARATOR + b"".join(json_report.part_pieces(last, OPTIONS)).decode() + json_report.CLOSING
        assert text == reference, cut
    assert b"".join(json_report.part_pieces(Rows([], []), OPTIONS, before="[", after="]")) == b"[]"


def test_level_floor() -> None:
    rows = _rows()
    assert rows.at_least("info") is rows
    for level in ("warning", "error"):
        kept = rows.at_least(level)
        assert [c.level for c in kept.changes()] == [c.level for c in rows.changes() if c.level in ("warning", "error")[("warning", "error").index(level):]]
        assert render_report("json", kept.changes(), OPTIONS) == _reference(kept)


def test_rows_of_a_real_pair_are_the_built_changes() -> None:
    base, revision = load_spec(str(FIXTURES / "base.yaml")), load_spec(str(FIXTURES / "revision.yaml"))
    findings = find_changes(base, revision)
    rows = build_rows(findings)
    changes = build_part(findings)
    assert rows.changes() == changes and len(rows) == len(changes) > 10
    options = ReportOptions(title="Changelog", base="base.yaml", revision="revision.yaml")
    assert b"".join(json_report.rows_pieces(rows, options)).decode() == render_report("json", changes, options)
