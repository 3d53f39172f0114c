"""The Keep a Changelog entry: sections, SDK symbols on each line, grouping, prepending."""

from __future__ import annotations

from generator.release.entry import CHANGELOG_HEADER, build_entry, prepend_entry, section_of
from generator.release.impact import Impact
from generator.rules.change import Change

STOP = ("POST", "/v1/rl/model-resources/{model_resources_id}/stop")
GET = ("GET", "/v1/rl/model-resources/{model_resources_id}")


def test_sections() -> None:
    assert section_of("request-parameter-default-value-removed", "error") == "Breaking"
    assert section_of("endpoint-added", "info") == "Added"
    assert section_of("request-property-enum-value-added", "info") == "Added"
    assert section_of("endpoint-deprecated", "info") == "Deprecated"
    assert section_of("api-schema-removed", "info") == "Removed"
    assert section_of("response-property-enum-value-removed", "info") == "Removed"
    assert section_of("response-property-became-required", "info") == "Changed"


def _impact(cid: str, level: str, args: dict, op=STOP, **kw) -> Impact:  # type: ignore[no-untyped-def]
    change = Change(id=cid, level=level, text=cid, operation=op[0], path=op[1], args=args)
    return Impact(change, **kw)


def test_entry_names_sdk_methods_parameters_and_fields() -> None:
    impacts = [
        _impact(
            "request-parameter-default-value-removed", "error",
            {"location": "query", "name": "force", "value": False},
            method="client.rl.model_resources.stop", parameter="force",
        ),
        _impact(
            "response-required-property-added", "info", {"property": "inactive_timeout", "status": "200"},
            method="client.rl.model_resources.stop", fields=("RLModelResources.inactive_timeout",),
        ),
        _impact(
            "response-required-property-added", "info", {"property": "inactive_timeout", "status": "200"},
            op=GET, method="client.rl.model_resources.retrieve", fields=("RLModelResources.inactive_timeout",),
        ),
        Impact(Change(id="api-schema-removed", level="info", text="x", args={"schema": "RLGpuQuota"})),
    ]
    entry = build_entry("2.0.0", "2026-10-28", impacts)
    lines = entry.splitlines()
    assert lines[0] == "## [2.0.0] - 2026-10-28"
    assert [line for line in lines if line.startswith("### ")] == ["### Breaking", "### Added", "### Removed"]
    breaking = next(line for line in lines if "default-value-removed" in line)
    assert breaking.startswith("- `client.rl.model_resources.stop()` parameter `force`: ")
    assert "`force`, default value `false` was removed" in breaking
    # one line for the same message on two operations, naming both methods and the field once
    added = [line for line in lines if "response-required-property-added" in line]
    assert len(added) == 1
    assert "`client.rl.model_resources.stop()`, `client.rl.model_resources.retrieve()`" in added[0]
    assert added[0].count("`RLModelResources.inactive_timeout`") == 1
    removed = next(line for line in lines if "api-schema-removed" in line)
    assert "`RLGpuQuota`" in removed


def test_entry_without_a_symbol_falls_back_to_the_endpoint() -> None:
    entry = build_entry("1.1.0", None, [_impact("endpoint-added", "info", {})])
    assert entry.startswith("## [1.1.0]\n")
    assert "- `POST /v1/rl/model-resources/{model_resources_id}/stop`: endpoint added (`endpoint-added`)" in entry


def test_empty_entry_says_so() -> None:
    assert "No API changes" in build_entry("1.0.1", "2026-01-01", [])


def test_prepend_to_nothing_writes_the_header() -> None:
    text = prepend_entry(None, "## [1.0.0]\n")
    assert text.startswith(CHANGELOG_HEADER)
    assert text.endswith("## [1.0.0]\n")


def test_prepend_goes_above_the_newest_release_and_below_unreleased() -> None:
    existing = "# Changelog\n\nintro\n\n## [Unreleased]\n\n- wip\n\n## [1.0.0] - 2026-01-01\n\n- first\n"
    text = prepend_entry(existing, "## [1.1.0] - 2026-02-01\n")
    assert text.index("## [Unreleased]") < text.index("## [1.1.0]") < text.index("## [1.0.0]")
    assert text.startswith("# Changelog\n\nintro\n")


def test_a_line_break_in_a_spec_name_cannot_forge_a_heading() -> None:
    change = Change(
        id="api-schema-removed", level="info", text="x", args={"schema": "Evil\n## [9.9.9] - 2099-01-01\n"}
    )
    entry = build_entry("1.0.1", "2026-01-01", [Impact(change)])
    assert [line for line in entry.splitlines() if line.startswith("## ")] == ["## [1.0.1] - 2026-01-01"]


def test_has_entry_and_the_non_functional_note() -> None:
    from generator.release.entry import NON_FUNCTIONAL, build_entry, has_entry, prepend_entry

    text = prepend_entry(None, build_entry("1.2.3", "2026-01-01", []))
    assert has_entry(text, "1.2.3") and not has_entry(text, "1.2.4") and not has_entry(None, "1.2.3")
    assert not has_entry("## [1.2.30]\n", "1.2.3") and not has_entry("text ## [1.2.3]\n", "1.2.3")
    entry = build_entry("1.2.4", None, [], NON_FUNCTIONAL)
    assert entry == "## [1.2.4]\n\n### Changed\n\n- Documentation and other non-functional spec changes.\n"


def test_one_line_per_root_cause_naming_every_symbol_it_touches() -> None:
    from generator.rules.change import Source

    shared = Source("revision.yaml", 30, "/components/schemas/Error/properties/code")
    other = Source("revision.yaml", 60, "/components/schemas/Problem/properties/code")

    def nullable(op, status, source, method, field):  # type: ignore[no-untyped-def]
        change = Change(
            id="response-property-became-nullable", level="error", text="t", operation=op[0], path=op[1],
            args={"status": status, "media_type": "application/json", "property": "error/code"}, source=source,
        )
        return Impact(change, method=method, fields=(field,))

    impacts = [
        nullable(STOP, "400", shared, "client.rl.stop_model_resources", "Error.code"),
        nullable(STOP, "500", shared, "client.rl.stop_model_resources", "Error.code"),
        nullable(GET, "404", shared, "client.rl.get_model_resources", "Error.code"),
        # the same words from another schema: another edit, another line
        nullable(GET, "400", other, "client.rl.get_model_resources", "Problem.code"),
    ]
    lines = [line for line in build_entry("2.0.0", None, impacts).splitlines() if line.startswith("- ")]
    assert lines == [
        "- `client.rl.stop_model_resources()`, `client.rl.get_model_resources()` (`Error.code`): the response"
        " property `error/code` for the status `400, 404, 500` became nullable (`response-property-became-nullable`)",
        "- `client.rl.get_model_resources()` (`Problem.code`): the response property `error/code` for the status"
        " `400` became nullable (`response-property-became-nullable`)",
    ]
