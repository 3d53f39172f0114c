"""Validation: the full validator (revgen validate) and the quick advisory check."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from load_helpers import MINIMAL, revgen, write

from generator.errors import RevgenError
from generator.load import load_spec, load_spec_arg
from generator.load.validate import advisory_check, validate_document

INVALID = MINIMAL.replace("        id: {type: string}", "        id: {type: string, default: 3}").replace(
    "      operationId: getItem\n", "      operationId: getItem\n      oaiMeta: {x: 1}\n"
)


def test_valid_document_has_no_problems(tmp_path: Path) -> None:
    assert validate_document(load_spec(str(write(tmp_path, "api.yaml", MINIMAL)))) == []


def test_problems_have_pointer_and_line(tmp_path: Path) -> None:
    problems = validate_document(load_spec(str(write(tmp_path, "api.yaml", INVALID))))
    (default,) = [p for p in problems if "3 is not of type 'string'" in p.message]
    # reached through the response's $ref: the pointer names that path, the line is the definition's
    assert default.pointer.endswith("/schema/properties/id/default")
    assert default.line == INVALID.splitlines().index("        id: {type: string, default: 3}") + 1
    assert any("oaiMeta" in p.message for p in problems)


def test_3_1_and_3_2_use_the_3_1_validator(tmp_path: Path) -> None:
    for version in ("3.1.0", "3.2.0"):
        text = MINIMAL.replace("openapi: 3.0.3", f"openapi: {version}").replace(
            "id: {type: string}", "id: {type: [string, 'null']}"
        )
        spec = load_spec(str(write(tmp_path, f"v{version}.yaml", text)))
        assert spec.dialect == "3.1"
        assert validate_document(spec) == []
        assert spec.schemas["Item"].properties["id"].nullable


def test_advisory_check_warns_in_one_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = write(tmp_path, "api.yaml", INVALID)
    spec = load_spec_arg(str(path))
    assert spec.version == "1.0"
    err = capsys.readouterr().err
    assert err.count("\n") == 1
    assert err.startswith(f"warning: {path}: not a valid OpenAPI 3.x document (")
    assert f"run revgen validate {path}" in err
    load_spec_arg(str(write(tmp_path, "ok.yaml", MINIMAL)))
    assert capsys.readouterr().err == ""


def test_strict_makes_it_fatal(tmp_path: Path) -> None:
    spec = load_spec(str(write(tmp_path, "api.yaml", INVALID)))
    with pytest.raises(RevgenError) as err:
        advisory_check(spec, strict=True)
    assert "not a valid OpenAPI 3.x document" in err.value.message and err.value.line


def test_validate_cli_exit_codes(tmp_path: Path) -> None:
    write(tmp_path, "ok.yaml", MINIMAL)
    write(tmp_path, "bad.yaml", INVALID)
    ok = revgen("validate", "ok.yaml", cwd=tmp_path)
    assert ok.returncode == 0 and ok.stdout == ""
    bad = revgen("validate", "bad.yaml", cwd=tmp_path)
    assert bad.returncode == 2
    first = bad.stdout.splitlines()[0]
    assert first.startswith("bad.yaml:") and "(at /" in first
    report = json.loads(revgen("validate", "bad.yaml", "--format", "json", cwd=tmp_path).stdout)
    assert report[0]["valid"] is False and report[0]["problems"][0]["line"]


def test_revisions_warn_once_and_still_list(tmp_path: Path) -> None:
    write(tmp_path, "1_2024-01-01_a.yaml", INVALID)
    write(tmp_path, "2_2024-01-02_b.yaml", INVALID)
    write(tmp_path, "3_2024-01-03_c.yaml", MINIMAL)
    proc = revgen("revisions", ".", "--format", "json", cwd=tmp_path)
    assert proc.returncode == 0
    assert len(json.loads(proc.stdout)) == 3
    assert proc.stderr.startswith("warning: 2 of 3 revisions are not valid") and proc.stderr.count("\n") == 1
    strict = revgen("revisions", ".", "--strict", cwd=tmp_path)
    assert strict.returncode == 2 and strict.stderr.startswith("error: 1_2024-01-01_a.yaml:") or "error: ./1_2024" in strict.stderr


def test_a_problem_in_a_referenced_file_is_located_there(tmp_path: Path) -> None:
    write(tmp_path, "common.yaml", "# shared\nX:\n  type: object\n  properties:\n    n: {type: string, default: 3}\n")
    write(tmp_path, "api.yaml", MINIMAL.replace("#/components/schemas/Item", "common.yaml#/X"))
    proc = revgen("validate", "api.yaml", cwd=tmp_path)
    assert proc.returncode == 2
    assert proc.stdout.startswith("common.yaml:5:23: 3 is not of type 'string' (at /paths/")


def test_strict_names_the_referenced_file_its_line_is_in(tmp_path: Path) -> None:
    write(tmp_path, "common.yaml", "# shared\nX:\n  type: object\n  properties:\n    n: {type: string, default: 3}\n")
    api = write(tmp_path, "api.yaml", MINIMAL.replace("#/components/schemas/Item", "common.yaml#/X"))
    with pytest.raises(RevgenError) as err:
        advisory_check(load_spec(str(api)), strict=True)
    assert err.value.file is not None and Path(err.value.file).name == "common.yaml"
    assert (err.value.line, err.value.col) == (5, 23)
    assert f"run revgen validate {api}" in err.value.message


def test_unquoted_status_codes_validate(tmp_path: Path) -> None:
    spec = load_spec(str(write(tmp_path, "api.yaml", MINIMAL.replace('        "200":', "        200:"))))
    assert validate_document(spec) == []
    assert set(spec.operations[("GET", "/items/{id}")].responses) == {"200"}
