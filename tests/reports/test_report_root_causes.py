"""Reports laid out by root cause (``--group-by edit``) and cut to a size (``--max-bytes``).

The fixture pair ``tests/rules/edits/`` (see ``tests/rules/test_root_causes.py``) edits a shared
error schema reached by four operations at five statuses, and a second schema whose messages are word
for word the same at ``GET /pets``: every format must show the first as one root cause listing all
four operations, and keep the second apart. The size limit is checked on change lists built here,
with known numbers of root causes per level.
"""

from __future__ import annotations

import json
import re
from html.parser import HTMLParser
from pathlib import Path

import pytest
import yaml
from report_support import FORMAT_EXTENSIONS, GOLDEN, REPO, run_revgen

from generator.reports import FORMATS, ReportOptions, render_report
from generator.reports.fit import longest_fitting, size
from generator.rules.change import Change, Source
from generator.rules.root_causes import group_by_edit

EDITS = REPO / "tests" / "rules" / "edits"
ERROR_CODE = "/components/schemas/ErrorData/properties/error/properties/code"
PROBLEM_CODE = "/components/schemas/ProblemData/properties/error/properties/code"
NULLABLE = "response-property-became-nullable"
SHARED_REACH = {"GET /pets": "400, 500", "POST /pets": "400", "GET /pets/{petId}": "404, 500", "PUT /pets/{petId}": "404"}


def _run(*args: str, env: dict[str, str] | None = None):  # type: ignore[no-untyped-def]
    return run_revgen(*args, cwd=EDITS, env={"GITHUB_ACTIONS": "", **(env or {})})


@pytest.fixture(scope="module")
def reports() -> dict[str, str]:
    out = {}
    for fmt in FORMATS:
        result = _run("changelog", "base.yaml", "revision.yaml", "--format", fmt)
        assert result.returncode == 0, result.stderr
        out[fmt] = result.stdout
    return out


@pytest.mark.parametrize("fmt", list(FORMATS))
def test_root_cause_golden(fmt: str, reports: dict[str, str], golden) -> None:  # type: ignore[no-untyped-def]
    golden.file(GOLDEN / f"edits/changelog.{fmt}.{FORMAT_EXTENSIONS[fmt]}", reports[fmt])


def test_markdown_one_bullet_per_root_cause_with_the_operations_folded(reports: dict[str, str]) -> None:
    md = reports["markdown"]
    bullets = [line for line in md.splitlines() if line.startswith("- **")]
    shared = [b for b in bullets if f"`#{ERROR_CODE}`" in b and NULLABLE in b]
    assert len(shared) == 1
    assert "for the status `400, 404, 500` became nullable" in shared[0]
    block = md.split(shared[0], 1)[1].split("</details>", 1)[0]
    assert "<details><summary>in 4 operations</summary>" in block
    listed = dict(re.findall(r"^  - `([A-Z]+ [^`]+)` (.+)$", block, re.M))
    assert {k: v.replace("`", "") for k, v in listed.items()} == SHARED_REACH
    # the same words from the other schema stay a root cause of their own, at its own location
    other = [b for b in bullets if f"`#{PROBLEM_CODE}`" in b and NULLABLE in b]
    assert len(other) == 1 and "in `GET /owners`" in other[0]
    # every root cause once, most severe first
    assert len(bullets) == len(group_by_edit_of_fixture())
    levels = [re.match(r"- \*\*(\w+)\*\*", b).group(1) for b in bullets]  # type: ignore[union-attr]
    assert levels == sorted(levels, key=["error", "warning", "info"].index)


def group_by_edit_of_fixture():  # type: ignore[no-untyped-def]
    from generator.rules.engine import compute_changes
    from generator.load import load_spec

    return group_by_edit(compute_changes(load_spec(str(EDITS / "base.yaml")), load_spec(str(EDITS / "revision.yaml"))))


class _Items(HTMLParser):
    """The ``<li id=...>`` root causes of an HTML report: their text and the operations in <details>."""

    def __init__(self) -> None:
        super().__init__()
        self.causes: dict[str, dict[str, list[str]]] = {}
        self.current: str | None = None
        self.in_details = 0
        self.text: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        found = dict(attrs)
        if tag == "li" and (found.get("id") or "").startswith("rc-"):
            self.current = found["id"]
            self.causes[self.current] = {"text": [], "reach": []}
        elif tag == "details":
            self.in_details += 1
        elif tag == "li" and self.in_details:
            self.text = []

    def handle_endtag(self, tag: str) -> None:
        if tag == "details":
            self.in_details -= 1
        elif tag == "li" and self.in_details and self.current:
            self.causes[self.current]["reach"].append("".join(self.text).strip())

    def handle_data(self, data: str) -> None:
        if self.current:
            (self.text if self.in_details else self.causes[self.current]["text"]).append(data)


def test_html_lists_every_operation_and_status_in_details(reports: dict[str, str]) -> None:
    parser = _Items()
    parser.feed(reports["html"])
    causes = parser.causes
    assert len(causes) == len(group_by_edit_of_fixture())
    shared = [c for c in causes.values() if f"#{ERROR_CODE}" in "".join(c["text"]) and NULLABLE in "".join(c["text"])]
    assert len(shared) == 1
    assert sorted(shared[0]["reach"]) == sorted(f"{k} {v}" for k, v in SHARED_REACH.items())
    assert sum(1 for c in causes.values() if f"#{PROBLEM_CODE}" in "".join(c["text"])) == 2  # nullable + default


def test_text_has_one_summary_line_per_root_cause_above_the_endpoints(reports: dict[str, str]) -> None:
    text = reports["text"]
    head, endpoints = text.split("\nGET /owners\n", 1)
    lines = [line for line in head.splitlines() if line.startswith("  ")]
    assert len(lines) == len(group_by_edit_of_fixture())
    shared = [line for line in lines if "400, 404, 500 became nullable" in line]
    assert len(shared) == 1 and "in 4 operations, revision.yaml:" in shared[0]
    assert any("in GET /owners" in line and NULLABLE in line for line in lines)
    # the per-endpoint blocks still hold every change
    assert endpoints.count(NULLABLE) == 7


@pytest.mark.parametrize("fmt", ["json", "yaml"])
def test_json_and_yaml_keep_one_object_per_change_with_the_root_cause_key(fmt: str, reports: dict[str, str]) -> None:
    data = json.loads(reports[fmt]) if fmt == "json" else yaml.safe_load(reports[fmt])
    assert len(data) == 28  # with api-version-changed
    nullable = [d for d in data if d["id"] == NULLABLE]
    shared = {d["root_cause"] for d in nullable if d["source"]["pointer"] == ERROR_CODE}
    other = {d["root_cause"] for d in nullable if d["source"]["pointer"] == PROBLEM_CODE}
    assert len(shared) == 1 and len(other) == 1 and shared != other
    # a tool grouping by the key gets the reach the other formats list
    reach: dict[str, list[str]] = {}
    for d in nullable:
        if d["root_cause"] in shared:
            reach.setdefault(f"{d['operation']} {d['path']}", []).append(d["args"]["status"])
    assert {k: ", ".join(sorted(v)) for k, v in reach.items()} == SHARED_REACH
    assert len({d["root_cause"] for d in data}) == len(group_by_edit_of_fixture())


def test_githubactions_by_edit_is_one_annotation_per_root_cause() -> None:
    result = _run("breaking", "base.yaml", "revision.yaml", "--format", "githubactions", "--group-by", "edit")
    lines = result.stdout.splitlines()
    shared = [line for line in lines if "400, 404, 500 became nullable" in line]
    assert len(shared) == 1
    assert "(in 4 operations: GET /pets, POST /pets, GET /pets/{petId}, PUT /pets/{petId})" in shared[0]
    per_change = _run("breaking", "base.yaml", "revision.yaml", "--format", "githubactions").stdout.splitlines()
    assert len(lines) == 4 and len(per_change) == 11  # an optional response property removed is info (oasdiff 1.39)


def test_group_by_endpoint_is_the_per_endpoint_layout() -> None:
    md = _run("changelog", "base.yaml", "revision.yaml", "-f", "markdown", "--group-by", "endpoint").stdout
    assert "<details>" not in md and "root causes" not in md
    assert md.count(f"(`{NULLABLE}`)") == 7


def test_gating_is_the_same_in_either_layout_and_when_cut() -> None:
    for extra in ([], ["--group-by", "endpoint"], ["--max-bytes", "400"]):
        assert _run("changelog", "base.yaml", "revision.yaml", "-f", "markdown", "--fail-on", "error", *extra).returncode == 1
        # info changes are cut from a 400-byte report, yet --fail-on info still sees them
        assert _run("breaking", "base.yaml", "revision.yaml", "-f", "markdown", "--fail-on", "info", *extra).returncode == 1
    assert _run("breaking", "base.yaml", "base.yaml", "-f", "markdown", "--fail-on", "info", "--max-bytes", "400").returncode == 0


# --- the size limit -------------------------------------------------------------------------------


def _cause(level: str, n: int, operations: int) -> list[Change]:
    """One root cause: a shared property edit reaching ``operations`` endpoints."""
    rule = {"error": "response-property-became-nullable", "warning": "response-property-pattern-changed",
            "info": "response-property-enum-value-removed"}[level]
    pointer = f"/components/schemas/S{level}{n}/properties/p"
    out = []
    for op in range(operations):
        args = {"status": "200", "media_type": "application/json", "property": f"p{n}"}
        if level == "info":
            args["value"] = "v"
        if level == "warning":
            args.update({"from": "^a", "to": "^b"})
        out.append(
            Change(id=rule, level=level, text=f"{level} {n}", operation="GET", path=f"/r{op:03d}",
                   operation_id=f"op{op}", args=args, source=Source("revision.yaml", 10 + n, pointer), section="paths")
        )
    return out


def _changes(errors: int, warnings: int, infos: int, operations: int = 3) -> list[Change]:
    out: list[Change] = []
    for level, count in (("info", infos), ("warning", warnings), ("error", errors)):  # least severe first
        for n in range(count):
            out += _cause(level, n, operations)
    return out


def _bullets(md: str) -> dict[str, int]:
    found = re.findall(r"^- \*\*(\w+)\*\*", md, re.M)
    return {level: found.count(level) for level in ("error", "warning", "info")}


OPTIONS = ReportOptions(command="breaking", base="old.yaml", revision="new.yaml")


def _md(changes: list[Change], max_bytes: int | None) -> str:
    return render_report("markdown", changes, ReportOptions(**{**OPTIONS.__dict__, "max_bytes": max_bytes}))


def test_report_that_fits_is_not_cut() -> None:
    changes = _changes(2, 2, 2)
    whole = _md(changes, None)
    assert _md(changes, size(whole)) == whole
    assert "Cut to fit" not in whole


def test_cut_keeps_breaking_then_warnings_then_info() -> None:
    changes = _changes(errors=5, warnings=8, infos=12)
    whole = _md(changes, None)
    counts = []
    for limit in range(800, size(whole), 300):
        cut = _md(changes, limit)
        assert size(cut) <= limit
        bullets = _bullets(cut)
        counts.append(bullets)
        if bullets["warning"]:
            assert bullets["error"] == 5  # no warning before every breaking root cause
        if bullets["info"]:
            assert bullets["warning"] == 8
        left = {level: n - bullets[level] for level, n in (("error", 5), ("warning", 8), ("info", 12))}
        note = cut.rstrip("\n").splitlines()[-1]
        assert note.startswith("_Cut to fit ") and note.endswith("--format html -o breaking.html`._")
        assert "`revgen breaking old.yaml new.yaml --format html -o breaking.html`" in note
        dropped = sum(left.values())
        if dropped:
            assert f"left out {dropped} root causes" in note
            assert f"with {3 * dropped} changes" in note
            for level, n in left.items():
                assert (f"{n} {level}" in note) == bool(n)
    # the limits cover every stage: errors only, errors and some warnings, then info
    assert any(c["warning"] == 0 for c in counts) and any(0 < c["warning"] < 8 for c in counts)
    assert any(0 < c["info"] < 12 for c in counts)
    # the more room, the more root causes
    totals = [sum(c.values()) for c in counts]
    assert totals == sorted(totals)


def test_long_operation_lists_are_shortened_before_any_breaking_root_cause_is_dropped() -> None:
    changes = _changes(errors=6, warnings=3, infos=0, operations=40)
    whole = _md(changes, None)
    limit = size(whole) // 3
    cut = _md(changes, limit)
    assert size(cut) <= limit
    assert _bullets(cut)["error"] == 6
    assert "- and 30 more" in cut  # a short list names 10 of the 40 operations
    assert "shortened" in cut.splitlines()[-1]
    # with very little room a breaking root cause keeps its line and says how far it reaches
    tiny = _md(changes, 1800)
    assert _bullets(tiny) == {"error": 6, "warning": 0, "info": 0}
    assert "in 40 operations" in tiny and size(tiny) <= 1800


def test_endpoint_layout_is_cut_by_level_too() -> None:
    changes = _changes(errors=3, warnings=3, infos=3)
    options = ReportOptions(command="changelog", base="old.yaml", revision="new.yaml", group_by="endpoint", max_bytes=1500)
    cut = render_report("markdown", changes, options)
    assert size(cut) <= 1500
    kept = re.findall(r"^- \*\*(\w+)\*\*", cut, re.M)
    assert kept and kept.count("error") == 9
    assert "info" not in kept


def test_longest_fitting_finds_the_largest_prefix() -> None:
    for steps in range(0, 40):
        for limit in (0, 5, 17, 64):
            rendered = longest_fitting(lambda k: "x" * (k * 3 + 2), steps, limit)
            best = max([k for k in range(steps + 1) if k * 3 + 2 <= limit], default=0)
            assert rendered == "x" * (best * 3 + 2)


def _big_spec_pair(tmp_path: Path, operations: int) -> tuple[Path, Path]:
    def spec(revision: bool) -> dict:  # type: ignore[type-arg]
        paths = {}
        for i in range(operations):
            schema = {"type": "object", "properties": {"state": {"type": "string", "enum": ["a", "b", "c"][: 2 if revision else 3]},
                                                       f"field{i}": {"type": "string"}}}
            if revision:
                del schema["properties"][f"field{i}"]
            else:
                schema["required"] = [f"field{i}"]
            paths[f"/things{i}"] = {"get": {"operationId": f"getThing{i}", "responses": {"200": {
                "description": "ok", "content": {"application/json": {"schema": schema}}}}}}
        return {"openapi": "3.0.3", "info": {"title": "Big", "version": "1.0.0"}, "paths": paths}

    base, rev = tmp_path / "base.json", tmp_path / "rev.json"
    base.write_text(json.dumps(spec(False), indent=1))
    rev.write_text(json.dumps(spec(True), indent=1))
    return base, rev


def test_github_actions_default_limit(tmp_path: Path) -> None:
    base, rev = _big_spec_pair(tmp_path, 150)
    args = ("changelog", str(base), str(rev), "--format", "markdown")
    plain = run_revgen(*args, cwd=tmp_path, env={"GITHUB_ACTIONS": ""})
    assert plain.returncode == 0, plain.stderr
    assert size(plain.stdout) > 65_536 and "Cut to fit" not in plain.stdout
    in_ci = run_revgen(*args, cwd=tmp_path, env={"GITHUB_ACTIONS": "true", "GITHUB_RUN_ID": "42", "GITHUB_REPOSITORY": "o/r"})
    assert size(in_ci.stdout) <= 65_000 and "_Cut to fit 65,000 bytes:" in in_ci.stdout
    assert in_ci.stdout.endswith(", or the artifacts of this run: <https://github.com/o/r/actions/runs/42>._\n")
    kept = _bullets(in_ci.stdout)
    assert kept["error"] == 150 and 0 < kept["info"] < 150  # every removed property kept; enum values cut
    unlimited = run_revgen(*args, "--max-bytes", "0", cwd=tmp_path, env={"GITHUB_ACTIONS": "true"})
    assert unlimited.stdout == plain.stdout
    # other formats are never cut
    as_json = run_revgen("changelog", str(base), str(rev), "-f", "json", cwd=tmp_path, env={"GITHUB_ACTIONS": "true"})
    assert len([c for c in json.loads(as_json.stdout) if c["path"]]) == 300
