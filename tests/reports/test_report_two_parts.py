"""A big JSON report made by two processes (``cli/changelog._TwoParts``) is the one-process report.

The endpoints are cut in two; a forked child compares, checks, builds, filters and renders the last
part while this process does the first. Here the size threshold is lowered so the fixture pairs take
that path, at cuts from the first endpoint to the last, and every output and exit code is compared
with the one-process path: the bytes must never depend on the number of processes or on the cut.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from report_support import FIXTURES

import generator.cli.changelog as changelog_cli
from generator.rules.engine import Part, compute_changes, split_point
from generator.load import load_spec

SHARES = (0.0, 0.3, 0.5, 0.99)
ARGS = [
    ["changelog", "base.yaml", "revision.yaml", "--format", "json"],
    ["changelog", "base.yaml", "revision.yaml", "--format", "json", "--fail-on", "warning"],
    ["changelog", "base.yaml", "revision.yaml", "--format", "json", "--level", "warning", "--fail-on", "error"],
    ["changelog", "base.yaml", "revision.yaml", "--format", "json", "--include", "/pets*", "--exclude", "DELETE /*"],
    ["breaking", "base.yaml", "revision.yaml", "--format", "json", "--fail-on", "error"],
]


def _one_process(monkeypatch: pytest.MonkeyPatch, revgen_in_process, args: list[str], cwd: Path):  # type: ignore[no-untyped-def]
    monkeypatch.setattr(changelog_cli, "TWO_PARTS_AT", 1 << 62)
    return revgen_in_process(*args, cwd=cwd)


def _two_processes(monkeypatch: pytest.MonkeyPatch, revgen_in_process, args: list[str], cwd: Path,  # type: ignore[no-untyped-def]
                   share: float) -> object:
    made: list[object] = []
    real = changelog_cli._TwoParts

    class Counted(real):  # type: ignore[misc,valid-type]
        def __init__(self, *a: object) -> None:
            super().__init__(*a)
            made.append(self._child)

    monkeypatch.setattr(changelog_cli, "TWO_PARTS_AT", 0)
    monkeypatch.setattr(changelog_cli, "FIRST_SHARE", share)
    monkeypatch.setattr(changelog_cli, "_TwoParts", Counted)
    result = revgen_in_process(*args, cwd=cwd)
    assert made and made[0] is not None, "the two-process path with a child was taken"
    return result


@pytest.mark.parametrize("args", ARGS, ids=lambda a: " ".join(a[4:]) or a[0])
def test_two_processes_make_the_same_report(monkeypatch: pytest.MonkeyPatch, revgen_in_process, args) -> None:  # type: ignore[no-untyped-def]
    one = _one_process(monkeypatch, revgen_in_process, args, FIXTURES)
    assert one.stdout.startswith("[")
    for share in SHARES:
        two = _two_processes(monkeypatch, revgen_in_process, args, FIXTURES, share)
        assert (two.stdout, two.returncode, two.stderr) == (one.stdout, one.returncode, one.stderr), share


def _key(change: dict) -> tuple[bool, str, int]:  # type: ignore[type-arg]
    from generator.rules.engine import NO_ENDPOINT, _METHOD_ORDER

    return NO_ENDPOINT if change["path"] is None else (True, change["path"], _METHOD_ORDER[change["operation"]])


def test_the_parts_of_every_cut_join_to_the_full_list() -> None:
    base, revision = load_spec(str(FIXTURES / "base.yaml")), load_spec(str(FIXTURES / "revision.yaml"))
    full = [c.to_dict() for c in compute_changes(base, revision)]
    cuts = {_key(c) for c in full} | {split_point(base, revision, 0.5)}
    assert len(cuts) > 4
    for cut in cuts:
        first = [c.to_dict() for c in compute_changes(base, revision, part=Part(None, cut))]
        last = [c.to_dict() for c in compute_changes(base, revision, part=Part(cut, None))]
        assert first + last == full, cut
        assert all(_key(c) < cut for c in first) and all(_key(c) >= cut for c in last)


VERSIONED = """openapi: 3.0.3
info: {{title: t, version: 1.0.0}}
paths:
  /a:
    get:
      responses:
        '200': {{description: ok}}
  /z:
    get:
      parameters:
{param}
      responses:
        '200': {{description: ok}}
"""


def test_a_breaking_change_only_in_the_other_part_reaches_the_versioning_policy(
    monkeypatch: pytest.MonkeyPatch, revgen_in_process, tmp_path: Path  # type: ignore[no-untyped-def]
) -> None:
    """The version did not move and only ``/z`` (the child's part) breaks: the policy's change, which
    names no endpoint and so is made by this process, is still reported."""
    (tmp_path / "base.yaml").write_text(VERSIONED.format(param="        - {name: q, in: query, schema: {type: string}}"))
    (tmp_path / "revision.yaml").write_text(VERSIONED.format(param="        - {name: q, in: query, schema: {type: integer}}"))
    args = ["changelog", "base.yaml", "revision.yaml", "--format", "json", "--fail-on", "error"]
    one = _one_process(monkeypatch, revgen_in_process, args, tmp_path)
    assert '"api-version-not-bumped"' in one.stdout and one.returncode == 1
    two = _two_processes(monkeypatch, revgen_in_process, args, tmp_path, 0.5)
    assert (two.stdout, two.returncode) == (one.stdout, one.returncode)


@pytest.mark.parametrize("how", ["child fails", "no fork"])
def test_the_other_part_is_made_here_when_the_child_cannot(
    monkeypatch: pytest.MonkeyPatch, revgen_in_process, how: str  # type: ignore[no-untyped-def]
) -> None:
    args = ARGS[1]
    one = _one_process(monkeypatch, revgen_in_process, args, FIXTURES)
    parent = os.getpid()
    if how == "child fails":
        real = changelog_cli._other_part

        def failing(*a: object) -> object:
            if os.getpid() != parent:
                raise MemoryError("only in the child")
            return real(*a)  # type: ignore[arg-type]

        monkeypatch.setattr(changelog_cli, "_other_part", failing)
    else:
        import generator.forked

        def no_fork(*a: object) -> object:
            raise OSError("no more processes")

        monkeypatch.setattr(generator.forked, "Forked", no_fork)
    monkeypatch.setattr(changelog_cli, "TWO_PARTS_AT", 0)
    two = revgen_in_process(*args, cwd=FIXTURES)
    assert (two.stdout, two.returncode, two.stderr) == (one.stdout, one.returncode, one.stderr)


def test_output_file_is_the_same(monkeypatch: pytest.MonkeyPatch, revgen_in_process, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    args = ["changelog", "base.yaml", "revision.yaml", "--format", "json", "-o"]
    one = _one_process(monkeypatch, revgen_in_process, [*args, str(tmp_path / "one.json")], FIXTURES)
    two = _two_processes(monkeypatch, revgen_in_process, [*args, str(tmp_path / "two.json")], FIXTURES, 0.5)
    assert one.returncode == two.returncode == 0
    assert (tmp_path / "one.json").read_bytes() == (tmp_path / "two.json").read_bytes()


SPECS = Path(__file__).resolve().parents[2] / ".." / "shared" / "specs" / "stripe"


@pytest.mark.skipif(not (SPECS / "004_2022-04-13_e0123a3.json").is_file(), reason="../shared/specs absent")
def test_stripe_parts_join_to_the_full_list() -> None:
    base = load_spec(str(SPECS / "002_2022-01-12_28e1e6d.json"))
    revision = load_spec(str(SPECS / "004_2022-04-13_e0123a3.json"))
    full = [c.to_dict() for c in compute_changes(base, revision)]
    for share in (0.2, 0.5, 0.8):
        cut = split_point(base, revision, share)
        first = compute_changes(base, revision, part=Part(None, cut))
        last = compute_changes(base, revision, part=Part(cut, None))
        assert [c.to_dict() for c in first + last] == full, share
        assert abs(len(first) - share * len(full)) < len(full) / 10, share


def test_advisory_warnings_are_the_same_on_two_processes(
    monkeypatch: pytest.MonkeyPatch, revgen_in_process, tmp_path: Path  # type: ignore[no-untyped-def]
) -> None:
    """The advisory checks run in this process while the child works: one warning per invalid
    argument, base first, as on one process (and X X warns for each argument)."""
    odd = "        - {name: q, in: query, schema: {type: %s, enum: []}}"
    (tmp_path / "base.yaml").write_text(VERSIONED.format(param=odd % "string"))
    (tmp_path / "revision.yaml").write_text(VERSIONED.format(param=odd % "integer"))
    args = ["changelog", "base.yaml", "revision.yaml", "--format", "json"]
    one = _one_process(monkeypatch, revgen_in_process, args, tmp_path)
    warnings = one.stderr.splitlines()
    assert [w.split(":")[:2] for w in warnings] == [["warning", " base.yaml"], ["warning", " revision.yaml"]], one.stderr
    two = _two_processes(monkeypatch, revgen_in_process, args, tmp_path, 0.5)
    assert (two.stdout, two.returncode, two.stderr) == (one.stdout, one.returncode, one.stderr)
    same = _one_process(monkeypatch, revgen_in_process, ["changelog", "base.yaml", "base.yaml"], tmp_path)
    assert same.stderr.splitlines() == [warnings[0], warnings[0]] and same.returncode == 0


def _copied_while_made(monkeypatch: pytest.MonkeyPatch, tmp_path: Path, fail: bool) -> list[int]:
    """The child writes its first piece, then waits until this process has taken bytes of its file
    while it is still working (a marker file says so), then finishes (or fails). Returns a list that
    counts, per copy of the child's file into the report, the bytes it had then."""
    import generator.reports.json as report_json
    import generator.writer as writer

    marker = tmp_path / "copied-while-made"
    copies: list[int] = []
    real_copy = writer.copy_rest

    def copy_rest(src, dst):  # type: ignore[no-untyped-def]
        copies.append(os.fstat(src.fileno()).st_size)
        marker.touch()
        return real_copy(src, dst)

    def spool_part(out, changes, options):  # type: ignore[no-untyped-def]  # in the child
        import time

        for n, piece in enumerate(report_json.part_pieces(changes, options)):
            out.write(piece if isinstance(piece, bytes) else piece.encode("utf-8"))
            out.flush()
            if n == 0:
                for _ in range(6000):  # (at most a minute: the test then fails on its own assertion)
                    if marker.exists():
                        break
                    time.sleep(0.01)
        if fail:
            raise MemoryError("only in the child, after some of its bytes were taken")

    monkeypatch.setattr(writer, "copy_rest", copy_rest)
    monkeypatch.setattr(report_json, "spool_part", spool_part)
    return copies


@pytest.mark.parametrize("fail", [False, True], ids=["child finishes", "child fails after bytes were taken"])
def test_the_childs_bytes_are_taken_while_it_writes(
    monkeypatch: pytest.MonkeyPatch, revgen_in_process, tmp_path: Path, fail: bool  # type: ignore[no-untyped-def]
) -> None:
    """A report written to a file takes the child's bytes as they come, so that little is left to copy
    when it is done; when the child fails after that, the report is written again, the same."""
    args = ["changelog", "base.yaml", "revision.yaml", "--format", "json", "--fail-on", "warning", "-o"]
    one = _one_process(monkeypatch, revgen_in_process, [*args, str(tmp_path / "one.json")], FIXTURES)
    copies = _copied_while_made(monkeypatch, tmp_path, fail)
    two = _two_processes(monkeypatch, revgen_in_process, [*args, str(tmp_path / "two.json")], FIXTURES, 0.3)
    assert (two.returncode, two.stderr) == (one.returncode, one.stderr)
    assert (tmp_path / "one.json").read_bytes() == (tmp_path / "two.json").read_bytes()
    assert copies and copies[0] > 0, "bytes of the child were taken while it was still working"
    if not fail:
        assert len(copies) >= 2  # then the rest, once it was done
