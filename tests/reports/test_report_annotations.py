"""GitHub Actions annotations for something removed point at the revision file: at the line of the
removed thing's nearest surviving parent, or at no line -- never at a line number of the base file."""

from __future__ import annotations

import json
import re
import shutil
import subprocess
from pathlib import Path

import pytest
from report_support import run_revgen

BASE = """\
openapi: 3.0.3
info: {title: Pets, version: 1.0.0}
paths:
  /pets:
    get:
      operationId: listPets
      parameters:
        - {name: limit, in: query, schema: {type: integer}}
        - {name: cursor, in: query, schema: {type: string}}
      responses:
        '200':
          description: ok
          content:
            application/json:
              schema: {$ref: '#/components/schemas/Pet'}
  /pets/{id}:
    delete:
      operationId: deletePet
      parameters:
        - {name: id, in: path, required: true, schema: {type: string}}
      responses:
        '204': {description: gone}
components:
  schemas:
    Pet:
      type: object
      required: [id, name]
      properties:
        id: {type: string}
        name: {type: string}
        tag: {type: string}
"""

# the same document with the endpoint /pets/{id}, the parameter cursor and the property name removed,
# and lines added on top so that no line number means the same thing in both files
REVISION = BASE.replace("info: {title: Pets, version: 1.0.0}", "info:\n  title: Pets\n  description: more\n  version: 2.0.0")
REVISION = REVISION.replace("        - {name: cursor, in: query, schema: {type: string}}\n", "")
REVISION = REVISION[: REVISION.index("  /pets/{id}:")] + REVISION[REVISION.index("components:"):]
REVISION = REVISION.replace("      required: [id, name]\n", "      required: [id]\n").replace("        name: {type: string}\n", "")

ANNOTATION = re.compile(r"^::(error|warning|notice) (?:file=([^,]*),)?(?:line=(\d+),)?title=([^:]+)::(.*)$")


def _annotations(stdout: str) -> list[tuple[str | None, int | None, str]]:
    out = []
    for line in stdout.splitlines():
        m = ANNOTATION.match(line)
        assert m, line
        out.append((m.group(2), int(m.group(3)) if m.group(3) else None, m.group(4)))
    return out


def _check(found: list[tuple[str | None, int | None, str]], revision_name: str, revision_text: str) -> None:
    lines = revision_text.splitlines()
    removals = [(file, line, rid) for file, line, rid in found if "removed" in rid]
    assert {rid for _, _, rid in removals} >= {"api-path-removed-without-deprecation", "request-parameter-removed",
                                               "response-required-property-removed"}
    for file, line, rid in removals:
        assert file == revision_name, (rid, file)
        if line is not None:  # the line of a parent that is still there
            text = lines[line - 1].strip()
            assert text.split(":")[0] in ("/pets", "paths", "parameters", "properties", "Pet", "get"), (rid, line, text)
    by_id = {rid: line for _, line, rid in removals}
    assert lines[by_id["request-parameter-removed"] - 1].strip() == "parameters:"
    assert lines[by_id["response-required-property-removed"] - 1].strip() == "properties:"
    assert lines[by_id["api-path-removed-without-deprecation"] - 1].strip() == "paths:"


@pytest.mark.parametrize("group_by", ["endpoint", "edit"])
def test_removed_things_point_into_the_revision(tmp_path: Path, group_by: str) -> None:
    (tmp_path / "base.yaml").write_text(BASE, encoding="utf-8")
    (tmp_path / "revision.yaml").write_text(REVISION, encoding="utf-8")
    done = run_revgen("changelog", "base.yaml", "revision.yaml", "-f", "githubactions", "--group-by", group_by,
                      cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    found = _annotations(done.stdout)
    _check(found, "revision.yaml", REVISION)
    assert all(file != "base.yaml" for file, _, _ in found)


@pytest.mark.skipif(shutil.which("git") is None, reason="git is not installed")
def test_removed_things_point_into_the_working_file_of_a_git_pair(tmp_path: Path) -> None:
    env = {"GIT_AUTHOR_NAME": "t", "GIT_AUTHOR_EMAIL": "t@e", "GIT_COMMITTER_NAME": "t", "GIT_COMMITTER_EMAIL": "t@e",
           "GIT_CONFIG_GLOBAL": "/dev/null", "GIT_CONFIG_NOSYSTEM": "1", "PATH": "/usr/bin:/bin"}
    spec = tmp_path / "api.yaml"
    spec.write_text(BASE, encoding="utf-8")
    for args in (["init", "-q"], ["add", "api.yaml"], ["commit", "-q", "-m", "base"]):
        subprocess.run(["git", *args], cwd=tmp_path, env=env, check=True, capture_output=True)
    spec.write_text(REVISION, encoding="utf-8")
    done = run_revgen("changelog", "HEAD:api.yaml", "api.yaml", "-f", "githubactions", cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    _check(_annotations(done.stdout), "api.yaml", REVISION)


ROOT = """\
openapi: 3.0.3
info: {title: Pets, version: 1.0.0}
paths:
  /pets:
    get:
      operationId: listPets
      responses:
        '200':
          description: ok
          content:
            application/json:
              schema: {$ref: 'schemas.yaml#/Pet'}
"""

SCHEMAS = """\
Pet:
  type: object
  required: [id, name]
  properties:
    id: {type: string}
    a: {type: string}
    b: {type: string}
    c: {type: string}
    name: {type: string}
"""

# the property name removed from the referenced file, and lines added on top of it
SCHEMAS_REVISION = "Other:\n  type: string\n" + SCHEMAS.replace("[id, name]", "[id]").replace(
    "    name: {type: string}\n", "")


def _removed_in_schemas(stdout: str, schemas_name: str) -> None:
    found = [a for a in _annotations(stdout) if a[2] == "response-required-property-removed"]
    assert found, stdout
    for file, line, _ in found:
        assert file == schemas_name
        # the removed property's parent in the revision's file, not the base's line 9
        assert line is not None and SCHEMAS_REVISION.splitlines()[line - 1].strip() == "properties:", (file, line)


def test_removed_things_in_a_referenced_file_point_into_the_revision_s_file(tmp_path: Path) -> None:
    for side, schemas in (("v1", SCHEMAS), ("v2", SCHEMAS_REVISION)):
        (tmp_path / side).mkdir()
        (tmp_path / side / "api.yaml").write_text(ROOT, encoding="utf-8")
        (tmp_path / side / "schemas.yaml").write_text(schemas, encoding="utf-8")
    done = run_revgen("changelog", "v1/api.yaml", "v2/api.yaml", "-f", "githubactions", cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    _removed_in_schemas(done.stdout, "v2/schemas.yaml")
    # the JSON report names the base's file for what was found there, with the base's line
    done = run_revgen("changelog", "v1/api.yaml", "v2/api.yaml", "-f", "json", cwd=tmp_path)
    sources = [c["source"] for c in json.loads(done.stdout) if c["id"] == "response-required-property-removed"]
    assert sources == [{"file": "v1/schemas.yaml", "line": 9, "pointer": "/Pet/properties/name"}]


@pytest.mark.skipif(shutil.which("git") is None, reason="git is not installed")
def test_removed_things_in_a_referenced_file_of_a_git_pair(tmp_path: Path) -> None:
    env = {"GIT_AUTHOR_NAME": "t", "GIT_AUTHOR_EMAIL": "t@e", "GIT_COMMITTER_NAME": "t", "GIT_COMMITTER_EMAIL": "t@e",
           "GIT_CONFIG_GLOBAL": "/dev/null", "GIT_CONFIG_NOSYSTEM": "1", "PATH": "/usr/bin:/bin"}
    (tmp_path / "api.yaml").write_text(ROOT, encoding="utf-8")
    (tmp_path / "schemas.yaml").write_text(SCHEMAS, encoding="utf-8")
    for args in (["init", "-q"], ["add", "."], ["commit", "-q", "-m", "base"]):
        subprocess.run(["git", *args], cwd=tmp_path, env=env, check=True, capture_output=True)
    (tmp_path / "schemas.yaml").write_text(SCHEMAS_REVISION, encoding="utf-8")
    done = run_revgen("changelog", "HEAD:api.yaml", "api.yaml", "-f", "githubactions", cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    _removed_in_schemas(done.stdout, "schemas.yaml")
    # the JSON report names the file at the ref for what was found there
    done = run_revgen("changelog", "HEAD:api.yaml", "api.yaml", "-f", "json", cwd=tmp_path)
    sources = [c["source"] for c in json.loads(done.stdout) if c["id"] == "response-required-property-removed"]
    assert sources == [{"file": "HEAD:schemas.yaml", "line": 9, "pointer": "/Pet/properties/name"}]
    # the other way round, an annotation of the ref's file names its path in the repository
    done = run_revgen("changelog", "api.yaml", "HEAD:api.yaml", "-f", "githubactions", cwd=tmp_path)
    added = [a for a in _annotations(done.stdout) if a[2] == "response-required-property-added"]
    assert added == [("schemas.yaml", 9, "response-required-property-added")], done.stdout
