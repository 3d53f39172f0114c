"""The user's report configuration: severity file, ignore file, include/exclude patterns, level floor."""

from __future__ import annotations

from pathlib import Path

import pytest
from report_samples import STOP, sample_changes

from generator.errors import RevgenError
from generator.rules.overrides import (
    EndpointPattern,
    ReportFilter,
    apply_filter,
    known_rule_ids,
    load_ignore_file,
    load_severity,
    reached,
)


def ids(changes):  # type: ignore[no-untyped-def]
    return [c.id for c in changes]


def write(tmp_path: Path, name: str, text: str) -> str:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return str(path)


def test_known_ids_come_from_the_rule_table() -> None:
    known = known_rule_ids()
    assert "request-parameter-default-value-removed" in known and len(known) > 400


def test_severity_file_overrides_and_drops(tmp_path: Path) -> None:
    path = write(
        tmp_path,
        "severity.txt",
        "# raise and lower levels\n"
        "request-parameter-default-value-removed warning\n"
        "\n"
        "endpoint-added none\n"
        "api-schema-removed ERROR\n",
    )
    config = ReportFilter(severity=load_severity(path)[0])
    result = apply_filter(sample_changes(), config)
    assert "endpoint-added" not in ids(result)
    levels = {c.id: c.level for c in result}
    assert levels["request-parameter-default-value-removed"] == "warning"
    assert levels["api-schema-removed"] == "error"
    # the input list is not changed
    assert sample_changes()[0].level == "error"


@pytest.mark.parametrize(
    ("text", "line", "problem"),
    [
        ("endpoint-added info\nno-such-check-id error\n", 2, "unknown check id 'no-such-check-id'"),
        ("endpoint-added critical\n", 1, "unknown level 'critical'"),
        ("# c\n\nendpoint-added\n", 3, "expected '<check-id> error|warning|info|none [endpoints]'"),
    ],
)
def test_severity_file_errors_name_file_and_line(tmp_path: Path, text: str, line: int, problem: str) -> None:
    path = write(tmp_path, "severity.txt", text)
    with pytest.raises(RevgenError) as info:
        load_severity(path)[0]
    assert info.value.file == path and info.value.line == line
    assert problem in info.value.message


def test_a_severity_line_may_name_the_endpoints_it_holds_at(tmp_path: Path) -> None:
    # the same id at a path and at a webhook: a receiver of webhooks lowers it there only
    first = sample_changes()[0]
    hook = first._replace(operation="POST", path="webhook:orderCreated", tags=())
    path = write(
        tmp_path,
        "severity.txt",
        f"{first.id} warning\n"
        f"{first.id} info webhook:*\n"
        "endpoint-added none GET /v1/mod*\n"
        "response-required-property-added error tag:RL\n",
    )
    assert [(s.rule_id, s.level, s.endpoints.text) for s in load_severity(path)[1]] == [
        (first.id, "info", "webhook:*"), ("endpoint-added", None, "GET /v1/mod*"),
        ("response-required-property-added", "error", "tag:RL")]
    result = apply_filter([*sample_changes(), hook], ReportFilter.from_options(severity_file=path))
    levels = [(c.id, c.path, c.level) for c in result]
    assert (first.id, first.path, "warning") in levels and (first.id, "webhook:orderCreated", "info") in levels
    assert "endpoint-added" not in ids(result)
    assert ("response-required-property-added", first.path, "error") in levels
    # without endpoints the line holds everywhere, as before
    assert load_severity(path)[0] == {first.id: "warning"}


def test_missing_config_file_is_a_user_error(tmp_path: Path) -> None:
    with pytest.raises(RevgenError, match="severity file not found"):
        load_severity(str(tmp_path / "nope.txt"))[0]


def test_ignore_by_id_and_by_endpoint_phrase(tmp_path: Path) -> None:
    path = write(
        tmp_path,
        "ignore.txt",
        "api-schema-removed\n"
        f"- POST {STOP} for the QUERY request parameter  force, default value false was removed\n"
        "get /v1/models endpoint-added\n",
    )
    rules = load_ignore_file(path)
    result = apply_filter(sample_changes(), ReportFilter(ignore=tuple(rules)))
    assert ids(result) == ["response-required-property-added", "response-property-enum-value-removed"]


def test_ignore_phrase_must_name_the_right_endpoint(tmp_path: Path) -> None:
    path = write(tmp_path, "ignore.txt", "GET /v1/other endpoint added\n")
    result = apply_filter(sample_changes(), ReportFilter(ignore=tuple(load_ignore_file(path))))
    assert ids(result) == ids(sample_changes())


@pytest.mark.parametrize(
    ("text", "problem"),
    [("not-a-real-check\n", "unknown check id"), ("just some words\n", "expected a check id or 'METHOD /path phrase'")],
)
def test_ignore_file_errors(tmp_path: Path, text: str, problem: str) -> None:
    path = write(tmp_path, "ignore.txt", "# header\n" + text)
    with pytest.raises(RevgenError, match=problem) as info:
        load_ignore_file(path)
    assert info.value.line == 2


def test_include_exclude_by_path_glob_method_and_tag() -> None:
    changes = sample_changes()

    def keep(include=(), exclude=()):  # type: ignore[no-untyped-def]
        return ids(apply_filter(changes, ReportFilter.from_options(include=include, exclude=exclude)))

    assert keep(include=["/v1/rl/*"]) == [
        "request-parameter-default-value-removed",
        "response-required-property-added",
        "response-property-enum-value-removed",
    ]
    assert keep(include=["GET /v1/*"]) == ["response-property-enum-value-removed", "endpoint-added"]
    assert keep(include=["tag:Models"]) == ["endpoint-added"] == keep(include=["Models"])
    assert keep(exclude=["RL"]) == ["endpoint-added", "api-schema-removed"]
    assert keep(include=["/v1/*"], exclude=["*/stop"]) == ["response-property-enum-value-removed", "endpoint-added"]


def test_endpoint_pattern_parsing() -> None:
    assert EndpointPattern.parse("post /a/*") == EndpointPattern("post /a/*", method="POST", path_glob="/a/*")
    assert EndpointPattern.parse("tag:RL").tag == "RL"
    with pytest.raises(RevgenError):
        EndpointPattern.parse("  ")


def test_level_floor_and_fail_on() -> None:
    changes = sample_changes()
    assert ids(apply_filter(changes, ReportFilter(min_level="warning"))) == [
        "request-parameter-default-value-removed",
        "response-property-enum-value-removed",
    ]
    assert ids(apply_filter(changes, ReportFilter(min_level="error"))) == ["request-parameter-default-value-removed"]
    assert reached(changes, "error") and reached(changes, "warning")
    assert not reached(changes[1:], "error") and reached(changes[1:], "warning")
    assert not reached(changes, None)


def test_severity_applies_before_the_level_floor(tmp_path: Path) -> None:
    path = write(tmp_path, "severity.txt", "endpoint-added error\n")
    config = ReportFilter(severity=load_severity(path)[0], min_level="error")
    assert ids(apply_filter(sample_changes(), config)) == ["request-parameter-default-value-removed", "endpoint-added"]
