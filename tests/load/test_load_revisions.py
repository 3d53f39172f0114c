"""Revision sources: manifest, file names, file lists, git history; ids, dates, hashes, loading."""

from __future__ import annotations

import hashlib
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from load_helpers import MINIMAL, revgen, spec_with_ref, write

from generator.errors import RevgenError
from generator.load.revisions import list_revisions


def _spec(version: str) -> str:
    return MINIMAL.replace('version: "1.0"', f'version: "{version}"')


def test_manifest_gives_order_ids_dates_and_messages(tmp_path: Path) -> None:
    write(tmp_path, "b.yaml", _spec("2"))
    write(tmp_path, "a.yaml", _spec("1"))
    manifest = [
        {"file": "b.yaml", "commit": "bbbbbbbbbbbbbbbbbbbb", "date": "2024-01-01T00:00:00Z", "message": "first"},
        {"file": "a.yaml", "commit": "aaaaaaaaaaaaaaaaaaaa", "date": "2024-02-01T00:00:00Z", "message": "second"},
    ]
    write(tmp_path, "revisions.json", json.dumps(manifest))
    revs = list_revisions(str(tmp_path))
    assert [r.id for r in revs] == ["bbbbbbbbbbbb", "aaaaaaaaaaaa"]
    assert [r.message for r in revs] == ["first", "second"]
    assert revs[0].date == "2024-01-01T00:00:00Z"
    spec = revs[1].load()
    assert spec.version == "1"
    assert (spec.revision.id, spec.revision.date, spec.revision.message) == ("aaaaaaaaaaaa", "2024-02-01T00:00:00Z", "second")
    assert revs[0].content_hash == hashlib.sha256((tmp_path / "b.yaml").read_bytes()).hexdigest()


def test_manifest_naming_a_missing_file_is_an_error(tmp_path: Path) -> None:
    write(tmp_path, "revisions.json", '[\n  {"file": "a.yaml"},\n  {"file": "gone.yaml"}\n]\n')
    write(tmp_path, "a.yaml", _spec("1"))
    with pytest.raises(RevgenError) as err:
        list_revisions(str(tmp_path))
    assert "no such file 'gone.yaml'" in err.value.message and err.value.line == 3


def test_file_names_give_order_dates_and_ids(tmp_path: Path) -> None:
    write(tmp_path, "10_2024-03-01_ccc.yaml", _spec("3"))
    write(tmp_path, "2_2024-02-01_bbb.yaml", _spec("2"))
    write(tmp_path, "1_2024-01-01_aaa.yaml", _spec("1"))
    write(tmp_path, "common.yaml", "X: {type: string}\n")  # not a revision: declares no openapi
    write(tmp_path, "notes.txt", "hello")
    revs = list_revisions(str(tmp_path))
    assert [(r.id, r.date) for r in revs] == [("aaa", "2024-01-01"), ("bbb", "2024-02-01"), ("ccc", "2024-03-01")]
    assert [r.load().version for r in revs] == ["1", "2", "3"]


def test_undated_names_get_a_content_hash_id(tmp_path: Path) -> None:
    path = write(tmp_path, "api.json", json.dumps({"openapi": "3.1.0", "info": {"title": "t", "version": "1"}}))
    (rev,) = list_revisions(str(path))
    digest = hashlib.sha256(path.read_bytes()).hexdigest()
    assert rev.id == digest[:12] and rev.content_hash == digest and rev.date is None


def test_a_list_of_files_keeps_its_order(tmp_path: Path) -> None:
    b = write(tmp_path, "b.yaml", _spec("2"))
    a = write(tmp_path, "a.yaml", _spec("1"))
    assert [r.file for r in list_revisions([str(b), str(a)])] == [str(b), str(a)]


def test_empty_folder_is_an_error(tmp_path: Path) -> None:
    with pytest.raises(RevgenError, match="no OpenAPI files"):
        list_revisions(str(tmp_path))


def _git(repo: Path, *args: str, date: str | None = None) -> None:
    env = dict(os.environ, GIT_AUTHOR_NAME="t", GIT_AUTHOR_EMAIL="t@example.com", GIT_COMMITTER_NAME="t", GIT_COMMITTER_EMAIL="t@example.com")
    if date:
        env["GIT_COMMITTER_DATE"] = env["GIT_AUTHOR_DATE"] = date
    subprocess.run(["git", *args], cwd=repo, check=True, capture_output=True, env=env)


@pytest.fixture()
def repo(tmp_path: Path) -> Path:
    """A repository where api/spec.yaml changed in two commits and a third commit touched another file."""
    root = tmp_path / "repo"
    root.mkdir()
    _git(root, "init", "-q")
    write(root, "api/spec.yaml", spec_with_ref("common.yaml#/X").replace('version: "1.0"', 'version: "1"'))
    write(root, "api/common.yaml", "X: {type: string}\n")
    _git(root, "add", "-A")
    _git(root, "commit", "-qm", "first", date="2024-01-02T10:00:00+02:00")
    write(root, "api/spec.yaml", spec_with_ref("common.yaml#/X").replace('version: "1.0"', 'version: "2"'))
    write(root, "api/common.yaml", "X: {type: integer}\n")
    _git(root, "add", "-A")
    _git(root, "commit", "-qm", "second\n\nwith a body", date="2024-02-03T10:00:00+00:00")
    write(root, "README.md", "x")
    _git(root, "add", "-A")
    _git(root, "commit", "-qm", "unrelated", date="2024-03-03T10:00:00+00:00")
    write(root, "api/spec.yaml", "not: [checked out")  # the work tree is never read for history
    return root


def _schema_type(spec) -> str | None:  # type: ignore[no-untyped-def]
    return spec.operations[("GET", "/a")].responses["200"].content["application/json"].schema.type


def test_git_history_lists_each_commit_that_changed_the_file(repo: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(repo)
    revs = list_revisions(None, git="api/spec.yaml")
    assert len(revs) == 2
    assert all(len(r.id) == 12 and int(r.id, 16) >= 0 for r in revs)
    assert [r.date for r in revs] == ["2024-01-02T08:00:00Z", "2024-02-03T10:00:00Z"]
    assert [r.message for r in revs] == ["first", "second\n\nwith a body"]
    specs = [r.load() for r in revs]
    assert [s.version for s in specs] == ["1", "2"]
    # the external reference is read at the same commit
    assert [_schema_type(s) for s in specs] == ["string", "integer"]
    assert revs[0].content_hash == hashlib.sha256(revs[0].text().encode()).hexdigest()
    assert revs[0].file == f"{revs[0].id}:api/spec.yaml"


def test_git_ref_path_argument(repo: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from generator.load import load_spec_arg

    monkeypatch.chdir(repo / "api")
    assert _schema_type(load_spec_arg("HEAD~2:api/spec.yaml")) == "string"
    assert _schema_type(load_spec_arg("HEAD:./spec.yaml")) == "integer"
    with pytest.raises(RevgenError, match="not a git revision"):
        load_spec_arg("nope:api/spec.yaml")


def test_a_file_whose_name_has_a_colon_is_a_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from generator.load import load_spec_arg

    monkeypatch.chdir(tmp_path)
    write(tmp_path, "v1:api.yaml", _spec("7"))
    assert load_spec_arg("v1:api.yaml").version == "7"


def test_revisions_cli_json_and_text(repo: Path) -> None:
    proc = revgen("revisions", "--git", "api/spec.yaml", "--format", "json", cwd=repo)
    assert proc.returncode == 0, proc.stderr
    rows = json.loads(proc.stdout)
    assert [r["version"] for r in rows] == ["1", "2"]
    assert {"id", "date", "file", "version", "operations", "content_hash"} <= set(rows[0])
    assert rows[0]["operations"] == 1
    text = revgen("revisions", "--git", "api/spec.yaml", cwd=repo)
    assert text.returncode == 0
    assert text.stdout.splitlines()[1].startswith(rows[1]["id"])


def test_git_outside_a_repository(tmp_path: Path) -> None:
    write(tmp_path, "api.yaml", _spec("1"))
    proc = revgen("revisions", "--git", "api.yaml", cwd=tmp_path)
    assert proc.returncode == 2 and "not a git repository" in proc.stderr and "Traceback" not in proc.stderr


def test_git_history_follows_a_rename(repo: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(repo)
    _git(repo, "checkout", "-q", "--", "api/spec.yaml")
    _git(repo, "mv", "api/spec.yaml", "api/openapi.yaml")
    _git(repo, "commit", "-qm", "rename", date="2024-04-01T00:00:00+00:00")
    revs = list_revisions(None, git="api/openapi.yaml")
    assert [r.file.split(":", 1)[1] for r in revs] == ["api/spec.yaml", "api/spec.yaml", "api/openapi.yaml"]
    assert [_schema_type(r.load()) for r in revs] == ["string", "integer", "integer"]


def test_one_file_is_named_as_its_folder_names_it(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from generator.load import load_spec_arg

    write(tmp_path, "a.yaml", _spec("1"))
    write(tmp_path, "2024-05-01_abc.yaml", _spec("2"))
    write(tmp_path, "revisions.json", json.dumps([{"file": "a.yaml", "commit": "0123456789abcdef", "date": "2024-01-01", "message": "m"}]))
    monkeypatch.chdir(tmp_path)
    spec = load_spec_arg("a.yaml")
    assert (spec.revision.id, spec.revision.date, spec.revision.message, spec.revision.file) == ("0123456789ab", "2024-01-01", "m", "a.yaml")
    other = load_spec_arg("2024-05-01_abc.yaml")
    assert (other.revision.id, other.revision.date) == ("abc", "2024-05-01")


@pytest.mark.parametrize("bom", [False, True])
def test_a_file_named_alone_is_hashed_on_first_use_to_the_sha256_of_its_bytes(tmp_path: Path, bom: bool) -> None:
    """``revision_of_file(..., hashed=False)`` (a command-line argument): no hash is made until asked,
    and then it is the hash of the file's bytes, also after the revision was loaded and its bytes
    dropped (a BOM included), and also when the file changed on disk since."""
    from generator.load.revisions import revision_of_file

    raw = (b"\xef\xbb\xbf" if bom else b"") + _spec("1 \u00e9").encode("utf-8")
    path = tmp_path / "2024-05-01_abc.yaml"
    path.write_bytes(raw)
    want = hashlib.sha256(raw).hexdigest()
    listed = revision_of_file(str(path), hashed=False)
    assert listed.digest is None and listed.content_hash == want
    loaded = revision_of_file(str(path), hashed=False)
    spec = loaded.load()
    path.write_bytes(b"openapi: 3.0.3\n")  # what was loaded is what is hashed
    assert loaded.digest is None
    assert loaded.content_hash == want
    assert spec.revision is loaded and loaded.as_dict()["content_hash"] == want
    (tmp_path / "plain.yaml").write_bytes(raw)  # no id of its own: named by its hash, so hashed at once
    unnamed = revision_of_file(str(tmp_path / "plain.yaml"), hashed=False)
    assert unnamed.digest == want and unnamed.id == want[:12]


def test_a_bad_revision_in_a_long_history_is_one_error_line(tmp_path: Path) -> None:
    for i in range(1, 10):
        write(tmp_path, f"{i:02d}_2024-01-{i:02d}_r{i}.yaml", _spec(str(i)))
    write(tmp_path, "05_2024-01-05_r5.yaml", "openapi: 3.0.0\ninfo: [unclosed\n")
    proc = revgen("revisions", ".", "--jobs", "2", cwd=tmp_path)
    assert proc.returncode == 2
    assert proc.stderr.startswith("error: ./05_2024-01-05_r5.yaml:") and proc.stderr.count("\n") == 1
    write(tmp_path, "05_2024-01-05_r5.yaml", _spec("5"))
    parallel = revgen("revisions", ".", "--jobs", "2", "--format", "json", cwd=tmp_path)
    serial = revgen("revisions", ".", "--jobs", "1", "--format", "json", cwd=tmp_path)
    assert parallel.returncode == 0 and parallel.stdout == serial.stdout
    assert [r["version"] for r in json.loads(parallel.stdout)] == [str(i) for i in range(1, 10)]


def test_files_with_the_same_bytes_are_still_distinct_revisions(tmp_path: Path) -> None:
    """Two files with equal bytes and no name of their own: each is named by its content hash, and
    the second one's id gets ``-2`` (a docs site then has a page for each, a report names each)."""
    body = "openapi: 3.0.3\ninfo: {title: Same, version: '1'}\npaths: {}\n"
    files = []
    for name in ("a.yaml", "b.yaml", "c.yaml"):
        (tmp_path / name).write_text(body)
        files.append(str(tmp_path / name))
    ids = [r.id for r in list_revisions(files)]
    assert ids[1:] == [f"{ids[0]}-2", f"{ids[0]}-3"] and len(ids[0]) == 12


def test_docs_of_two_equal_files_have_a_page_for_each_with_any_number_of_workers(tmp_path: Path) -> None:
    import subprocess
    import sys

    body = "openapi: 3.0.3\ninfo: {title: Same, version: '1'}\npaths:\n  /a:\n    get: {responses: {'200': {description: ok}}}\n"
    (tmp_path / "old.yaml").write_text(body)
    (tmp_path / "new.yaml").write_text(body)
    trees = []
    for jobs in ("1", "3"):
        out = tmp_path / f"docs{jobs}"
        proc = subprocess.run(
            [sys.executable, "-m", "generator", "docs", str(tmp_path / "old.yaml"), str(tmp_path / "new.yaml"),
             "-o", str(out), "--no-cache", "--jobs", jobs], capture_output=True, text=True,
        )
        assert proc.returncode == 0, proc.stderr
        trees.append({p.relative_to(out).as_posix(): p.read_bytes() for p in sorted(out.rglob("*")) if p.is_file()})
    assert trees[0] == trees[1]
    pages = sorted(rel for rel in trees[0] if rel.startswith("revisions/") and rel.endswith(".html") and "index" not in rel)
    first = min(pages, key=len)
    assert len(pages) == 2 and set(pages) == {first, first.replace(".html", "-2.html")}


def test_changelog_of_a_file_with_itself_is_empty(tmp_path: Path) -> None:
    """``revgen changelog X X``: nothing changed, an empty report, exit 0."""
    write(tmp_path, "2024-05-01_abc.yaml", _spec("1"))
    code = "from generator.cli import main\nmain(['changelog', '2024-05-01_abc.yaml', '2024-05-01_abc.yaml', '--format', 'json', '-o', 'r.json'])\n"
    done = subprocess.run([sys.executable, "-c", code], cwd=tmp_path, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert (tmp_path / "r.json").read_text() == "[]\n"
