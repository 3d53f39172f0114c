"""Every report format on a hand-built change list: golden files plus the properties each format
promises (valid XML, JSON key order, escaping, no external assets, colour only when asked)."""

from __future__ import annotations

import json
import re
import xml.etree.ElementTree as ET

import pytest
import yaml
from report_samples import sample_changes
from report_support import FORMAT_EXTENSIONS as EXTENSIONS
from report_support import GOLDEN

from generator.reports import FORMATS, ReportOptions, render_report
from generator.reports.context import summary_line
from generator.reports.githubactions import escape_data, escape_property

OPTIONS = ReportOptions(title="Changelog", base="base.yaml", revision="revision.yaml")


@pytest.mark.parametrize("fmt", list(FORMATS))
def test_format_golden(fmt: str, golden) -> None:  # type: ignore[no-untyped-def]
    report = render_report(fmt, sample_changes(), OPTIONS)
    assert report == render_report(fmt, sample_changes(), OPTIONS), "output must be deterministic"
    golden.file(GOLDEN / f"formats/sample.{fmt}.{EXTENSIONS[fmt]}", report)


@pytest.mark.parametrize("fmt", list(FORMATS))
def test_format_handles_no_changes(fmt: str) -> None:
    report = render_report(fmt, [], OPTIONS)
    assert report.endswith("\n") or report == ""


def test_json_records_have_stable_keys() -> None:
    data = json.loads(render_report("json", sample_changes(), OPTIONS))
    assert [list(d) for d in data] == [
        ["id", "level", "operation", "path", "text", "operation_id", "args", "source", "tags", "section", "root_cause"]
    ] * len(sample_changes())
    assert data[0]["source"] == {
        "file": "revision.yaml",
        "line": 42,
        "pointer": "/paths/~1v1~1rl~1model-resources~1{model_resources_id}~1stop/post/parameters/1",
    }
    assert data[0]["args"] == {"location": "query", "name": "force", "value": False}
    assert data[-1]["operation"] is None and data[-1]["path"] is None


def test_yaml_holds_the_json_data() -> None:
    as_json = json.loads(render_report("json", sample_changes(), OPTIONS))
    as_yaml = yaml.safe_load(render_report("yaml", sample_changes(), OPTIONS))
    assert as_yaml == as_json


def test_text_summary_and_grouping() -> None:
    report = render_report("text", sample_changes(), OPTIONS)
    assert report.splitlines()[0] == "5 changes: 1 error, 1 warning, 3 info"
    # endpoints in path order, the changes naming no endpoint last
    headers = [line for line in report.splitlines() if line and not line.startswith(" ")][1:]
    assert headers == [
        "5 root causes: 1 error, 1 warning, 3 info",  # one line each, above the endpoint blocks
        "GET /v1/models",
        "GET /v1/rl/model-resources/{model_resources_id}",
        "POST /v1/rl/model-resources/{model_resources_id}/stop",
        "Changes that name no endpoint",
    ]
    assert "\x1b[" not in report
    by_endpoint = render_report("text", sample_changes(), ReportOptions(group_by="endpoint"))
    assert "root cause" not in by_endpoint
    assert by_endpoint.splitlines()[2:] == report.splitlines()[9:]


def test_text_color_only_when_asked() -> None:
    colored = render_report("text", sample_changes(), ReportOptions(color=True))
    assert "\x1b[1;31merror  \x1b[0m" in colored
    assert re.sub(r"\x1b\[[0-9;]*m", "", colored) == render_report("text", sample_changes(), ReportOptions())


def test_summary_line_wording() -> None:
    changes = sample_changes()
    assert summary_line([]) == "No changes"
    assert summary_line(changes[:1]) == "1 change: 1 error"
    assert summary_line(changes[1:3]) == "2 changes: 1 warning, 1 info"


def test_markdown_puts_arguments_in_backticks() -> None:
    report = render_report("markdown", sample_changes(), OPTIONS)
    # seed 001's sentence
    assert "for the `query` request parameter `force`, default value `false` was removed" in report
    # a value holding backticks and a newline stays one code span on one line
    assert "``Old`Thing` with a newline``" in report


def test_html_is_escaped_and_self_contained() -> None:
    report = render_report("html", sample_changes(), OPTIONS)
    assert "<b>" not in report and "&lt;b&gt;a,b:c%d&lt;/b&gt;" in report
    assert not re.search(r"""(src|href)\s*=|<script|<link|@import|url\(""", report)
    assert report.startswith("<!DOCTYPE html>")


def test_junit_is_valid_and_counts_failures() -> None:
    root = ET.fromstring(render_report("junit", sample_changes(), OPTIONS))
    suites = root.findall("testsuite")
    assert len(suites) == 1
    cases = suites[0].findall("testcase")
    assert [c.get("name") for c in cases] == [
        "GET /v1/models",
        "GET /v1/rl/model-resources/{model_resources_id}",
        "POST /v1/rl/model-resources/{model_resources_id}/stop",
        "Changes that name no endpoint",
    ]
    failed = [c.get("name") for c in cases if c.find("failure") is not None]
    assert failed == ["POST /v1/rl/model-resources/{model_resources_id}/stop"]
    assert suites[0].get("failures") == "1" and suites[0].get("tests") == "4"

    warn = ET.fromstring(render_report("junit", sample_changes(), ReportOptions(fail_on="warning")))
    assert warn.find("testsuite").get("failures") == "2"  # type: ignore[union-attr]


def test_junit_drops_characters_xml_cannot_hold() -> None:
    changes = sample_changes()
    bad = [changes[0]._replace(text="bell \x07 and nul \x00 here")]
    root = ET.fromstring(render_report("junit", bad, OPTIONS))
    assert "bell  and nul  here" in (root.find("testsuite/testcase/failure").text or "")  # type: ignore[union-attr]


def test_githubactions_escaping() -> None:
    assert escape_data("100% done\r\nnext") == "100%25 done%0D%0Anext"
    assert escape_property("a,b:c%d\n") == "a%2Cb%3Ac%25d%0A"
    lines = render_report("githubactions", sample_changes(), OPTIONS).splitlines()
    assert len(lines) == len(sample_changes())
    assert lines[0].startswith("::error file=revision.yaml,line=42,title=request-parameter-default-value-removed::POST ")
    assert lines[2].startswith("::warning file=revision.yaml,title=") and "c%25d" in lines[2]  # removed: no base line
    assert lines[4].startswith("::notice ") and "%0A" in lines[4] and "\n" not in lines[4]


def test_githubactions_names_the_repository_path_of_a_git_argument() -> None:
    change = sample_changes()[0]
    change = change._replace(source=type(change.source)("main:api/spec.yaml", 3, "/x"))
    options = ReportOptions(annotation_files={"main:api/spec.yaml": "api/spec.yaml"})
    assert render_report("githubactions", [change], options).startswith("::error file=api/spec.yaml,line=3,")


def test_unknown_format_is_a_usage_error() -> None:
    from generator.errors import RevgenError

    with pytest.raises(RevgenError, match="unknown report format"):
        render_report("pdf", [], OPTIONS)


def test_json_format_does_not_import_jinja() -> None:
    import subprocess
    import sys

    code = (
        "import sys; from generator.reports import render_report, ReportOptions;"
        "render_report('json', [], ReportOptions()); print('jinja2' in sys.modules, 'rich' in sys.modules)"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "False False"


def test_spec_text_is_never_template_code() -> None:
    change = next(c for c in sample_changes() if "value" in c.args)
    hostile = change._replace(**{"text": "added {{ 7 * 7 }} {% raw %} and \"\"\" quotes",
                              "args": {**change.args, "value": "{{ 7 * 7 }}"}})
    for fmt in ("text", "markdown", "html"):
        report = render_report(fmt, [hostile], OPTIONS)
        assert "{{ 7 * 7 }}" in report and "49" not in report


def test_user_templates_override_the_builtin_ones(tmp_path) -> None:  # type: ignore[no-untyped-def]
    (tmp_path / "reports").mkdir()
    (tmp_path / "reports" / "changelog.md.jinja").write_text(
        "{% for g in groups %}{% for e in g.entries %}{{ e.level }}|{{ e.message }}\n{% endfor %}{% endfor %}",
        encoding="utf-8",
    )
    # a template written for the endpoint layout (root causes are in ``causes``)
    report = render_report("markdown", sample_changes()[:1], ReportOptions(templates=str(tmp_path), group_by="endpoint"))
    assert report == "error|for the `query` request parameter `force`, default value `false` was removed\n"
    # the other formats still use the built-in templates
    assert render_report("text", sample_changes()[:1], ReportOptions(templates=str(tmp_path))).startswith("1 change")


TRICKY = [
    "", " ", "yes", "No", "null", "~", "1.0", "0x1F", "1_000", "2020-01-01", ".inf", "- x", "a: b", "#x", "x #y",
    "trailing ", "'q'", '"dq"', "back\\slash", "tab\there", "nl\nhere", "\x85next", "\u2028", "\x7f", "😀 emoji",
    "ünïcödé", "{a}", "[1]", "*alias", "&anchor", "!tag", "%dir", "@at", "`tick`", "|", ">", "?", "/pets/{petId}",
]


def test_yaml_reads_back_any_string_exactly() -> None:
    from generator.reports.yaml import scalar

    for value in TRICKY:
        assert yaml.safe_load(f"k: {scalar(value)}") == {"k": value}, repr(value)
        assert yaml.safe_load(f"k: {scalar({'a': value, 'b': [value, None, True, 1.5]})}") == {
            "k": {"a": value, "b": [value, None, True, 1.5]}
        }, repr(value)
    changes = sample_changes()
    tricky = [changes[0]._replace(**{"text": v, "args": {"v": v}}) for v in TRICKY]
    assert yaml.safe_load(render_report("yaml", tricky, OPTIONS)) == json.loads(render_report("json", tricky, OPTIONS))
