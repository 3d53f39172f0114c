"""``revgen docs`` into a folder that holds no tree yet: every file of the site (the count
:func:`generator.targets.docs.file_count` gives, exactly) is written through a file made ahead
(:mod:`generator.blanks`), in this process and the forked writers; the site is the same; a rerun over
the earlier tree makes nothing ahead and still links unchanged pages; a failed run leaves no output,
no staging folder and no blanks behind."""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

import pytest

from generator.history import build_history
from generator.load.revisions import list_revisions
from generator.targets.docs import FORMATS, file_count, generate_docs
from generator.writer import MARKER

from blanks_spy import logged_puts, spy_puts
from docs_helpers import FIXTURES

SHOP = FIXTURES / "shop"
pytestmark = pytest.mark.skipif(not hasattr(os, "fork"), reason="the maker is a forked process")


def _files(root: Path) -> dict[str, bytes]:
    return {p.relative_to(root).as_posix(): p.read_bytes() for p in sorted(root.rglob("*")) if p.is_file()}


def _docs(tmp_path: Path, out: Path, *extra: str) -> subprocess.CompletedProcess[str]:
    from generator.cli import main

    code: int | str | None = 0
    try:
        main(["docs", str(SHOP), "-o", str(out), "--cache-dir", str(tmp_path / "cache"), "-q", *extra])
    except SystemExit as exc:
        code = exc.code
    return subprocess.CompletedProcess([], code or 0)


@pytest.mark.parametrize("fmt", FORMATS)
def test_file_count_is_the_number_of_files_of_the_site(fmt: str) -> None:
    history = build_history(list_revisions(str(SHOP)))
    files = generate_docs(history, fmt=fmt)
    # the search index's files (pagefind/) are Pagefind's to choose: they are written beside the made-ahead ones
    assert file_count(history, fmt) == len([p for p in files if not p.startswith("pagefind/")])


def test_a_new_site_is_written_through_files_made_ahead(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    log = tmp_path / "puts.log"
    spy_puts(monkeypatch, log)
    out = tmp_path / "site" / "docs"
    assert _docs(tmp_path, out, "--jobs", "2").returncode == 0
    site = generate_docs(build_history(list_revisions(str(SHOP))))
    files = _files(out)
    assert {rel: data for rel, data in files.items() if rel != MARKER} == {
        rel: data.encode() if isinstance(data, str) else data for rel, data in site.items()
    }
    puts = logged_puts(log)
    assert len(puts) == len(site) + 1  # every file and the marker: none created by a plain write
    assert all(done == "1" for _, done, _ in puts)
    assert len({pid for pid, _, _ in puts}) == 2  # this process and the forked writer
    assert sorted(p.name for p in (tmp_path / "site").iterdir()) == ["docs"]  # no staging, no blanks


def test_a_rerun_over_the_earlier_site_makes_nothing_ahead_and_links_unchanged_pages(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    out = tmp_path / "site" / "docs"
    assert _docs(tmp_path, out, "--jobs", "2").returncode == 0
    before = _files(out)
    inode = (out / "operations" / "get-item.html").stat().st_ino
    log = tmp_path / "puts.log"
    spy_puts(monkeypatch, log)
    assert _docs(tmp_path, out, "--jobs", "2").returncode == 0
    assert logged_puts(log) == []
    assert (out / "operations" / "get-item.html").stat().st_ino == inode  # hard-linked, not written again
    assert _files(out) == before
    assert sorted(p.name for p in (tmp_path / "site").iterdir()) == ["docs"]


def _broken_templates(tmp_path: Path) -> Path:
    override = tmp_path / "tpl" / "docs"
    override.mkdir(parents=True)
    (override / "operation.html.jinja").write_text("{{ no_such_thing.attribute }}\n")
    return tmp_path / "tpl"


@pytest.mark.parametrize("existing", ["none", "empty"])
def test_a_failed_new_site_leaves_no_output_no_staging_and_no_blanks(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, existing: str
) -> None:
    log = tmp_path / "puts.log"
    spy_puts(monkeypatch, log)
    parent = tmp_path / "site"
    parent.mkdir()
    out = parent / "docs"
    if existing == "empty":
        out.mkdir()
    templates = _broken_templates(tmp_path)
    assert _docs(tmp_path, out, "--jobs", "2", "--templates", str(templates)).returncode == 2
    assert logged_puts(log)  # it had begun writing through files made ahead
    assert sorted(p.name for p in parent.iterdir()) == ([] if existing == "none" else ["docs"])
    if existing == "empty":
        assert list(out.iterdir()) == []


def test_a_run_that_fails_before_writing_leaves_nothing(tmp_path: Path) -> None:
    bad = tmp_path / "bad"
    bad.mkdir()
    (bad / "2025-01-01_x.yaml").write_text("openapi: 3.1.0\ninfo: {title: t, version: '1'\n")
    parent = tmp_path / "site"
    parent.mkdir()
    from generator.cli import main

    with pytest.raises(SystemExit) as exc:
        main(["docs", str(bad), "-o", str(parent / "docs"), "--no-cache", "-q"])
    assert exc.value.code == 2
    assert list(parent.iterdir()) == []
