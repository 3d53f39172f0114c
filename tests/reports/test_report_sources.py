"""Reports name source files as the user named the inputs, never by absolute path."""

from __future__ import annotations

from pathlib import Path

import pytest
from report_support import FIXTURES

from generator.load import load_spec
from generator.reports.sources import display_name, file_namer, git_path
from generator.rules.change import Source


def test_display_name(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(FIXTURES.parent)
    assert display_name("fixtures/base.yaml") == "fixtures/base.yaml"
    assert display_name(str(FIXTURES / "base.yaml")) == "fixtures/base.yaml"
    assert display_name("main:api/openapi.yaml") == "main:api/openapi.yaml"
    assert git_path("main:api/openapi.yaml") == "api/openapi.yaml"
    assert git_path("fixtures/base.yaml") is None


def test_file_namer_maps_rule_names_to_arguments(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.chdir(FIXTURES.parent)
    base, revision = str(FIXTURES / "base.yaml"), "fixtures/revision.yaml"
    (tmp_path / "other.yaml").write_text("x: 1\n", encoding="utf-8")
    namer = file_namer([(base, load_spec(base)), (revision, load_spec(revision))])
    assert namer(Source("base.yaml", 3, "/info")) == "fixtures/base.yaml"
    assert namer(Source(str(FIXTURES / "revision.yaml"), 3, "/info")) == "fixtures/revision.yaml"
    # a file the rules name relative to the revision's folder, e.g. an external $ref target
    assert namer(Source("../report_samples.py", 1, "")) == "report_samples.py"
    assert namer(Source(str(tmp_path / "other.yaml"), 1, "")).endswith("other.yaml")
    assert not namer(Source(str(tmp_path / "other.yaml"), 1, "")).startswith("/")
    assert namer(Source(None, None, None)) is None


def test_same_file_name_on_both_sides_is_told_apart_by_line(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(FIXTURES)
    base, revision = load_spec("base.yaml"), load_spec("revision.yaml")
    namer = file_namer([("HEAD:base.yaml", base), ("base.yaml", revision)])
    # /paths/~1pets~1{petId}/delete exists only in the base, at line 49
    assert namer(Source("base.yaml", 49, "/paths/~1pets~1{petId}/delete")) == "HEAD:base.yaml"
    # /paths/~1stores~1{storeId} exists only in the revision
    assert namer(Source("base.yaml", 58, "/paths/~1stores~1{storeId}/get")) == "base.yaml"
