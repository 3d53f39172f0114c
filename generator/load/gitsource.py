"""Load stage: read a spec file's versions out of git, without checking anything out.

Entry points: :func:`file_history` (every first-parent commit that changed a file, oldest first,
renames followed, with each version's content hash), :func:`show` (one version's bytes, via ``git show SHA:PATH``) and
:func:`load_git_spec` (a command-line ``REF:PATH`` argument). References from a git version into other
files read those files at the same commit.
"""

from __future__ import annotations

import hashlib
import os
import subprocess
from dataclasses import dataclass
from datetime import datetime, timezone
from generator.errors import RevgenError
from generator.load.reader import Document, decode_text, read_document

_FIELD = "\x1f"
_RECORD = "\x1e"


@dataclass(frozen=True)
class GitFile:
    """A file inside a git work tree: the repository top folder and the file's path relative to it."""

    top: str
    rel: str  # with forward slashes, as git names it

    @property
    def abspath(self) -> str:
        return os.path.join(self.top, *self.rel.split("/"))


@dataclass(frozen=True)
class Commit:
    """A commit that touched a file: its sha, committer date, message, the file's content hash and path then."""

    sha: str
    date: str  # committer date, ISO 8601 in UTC
    message: str
    content_hash: str
    path: str = ""  # the file's repository-relative path at this commit (it may have been renamed since)


def git(args: list[str], cwd: str, what: str, text: bool = True) -> str | bytes:
    try:
        proc = subprocess.run(
            ["git", *args], cwd=cwd, capture_output=True, text=text, check=False, env=_git_env()
        )
    except FileNotFoundError:
        raise RevgenError("git is not installed; it is needed to read revisions from git", what) from None
    if proc.returncode != 0:
        err = proc.stderr if isinstance(proc.stderr, str) else proc.stderr.decode("utf-8", "replace")
        first = next((line for line in err.splitlines() if line.strip()), "git failed")
        raise RevgenError(f"git cannot read it: {first.removeprefix('fatal: ').strip()}", what)
    out: str | bytes = proc.stdout
    return out


def _git_env() -> dict[str, str]:
    env = dict(os.environ)
    env.setdefault("GIT_TERMINAL_PROMPT", "0")
    env["LC_ALL"] = "C"
    return env


def locate_file(path: str, cwd: str | None = None) -> GitFile:
    """The repository and repository-relative path of ``path`` (which may no longer exist on disk)."""
    cwd = cwd or os.getcwd()
    full = os.path.normpath(os.path.join(cwd, path))
    folder = os.path.dirname(full)
    while folder and not os.path.isdir(folder):
        folder = os.path.dirname(folder)
    top = str(git(["rev-parse", "--show-toplevel"], folder or cwd, path)).strip()
    real_top = os.path.realpath(top)
    real_full = os.path.join(os.path.realpath(os.path.dirname(full)), os.path.basename(full))
    rel = os.path.relpath(real_full, real_top)
    if rel.startswith(".."):
        raise RevgenError("is not inside a git work tree", path)
    return GitFile(top=real_top, rel=rel.replace(os.sep, "/"))


def file_history(gf: GitFile, shown: str) -> list[Commit]:
    """Every first-parent commit that changed the file, oldest first, following renames (commits that
    deleted it are skipped)."""
    out = str(
        git(
            [
                "log",
                "--first-parent",
                "--follow",
                "--name-only",
                f"--format={_RECORD}%H{_FIELD}%cI{_FIELD}%B{_FIELD}",
                "--",
                gf.rel,
            ],
            gf.top,
            shown,
        )
    )
    entries: list[tuple[str, str, str, str]] = []
    newer_path = gf.rel
    for record in out.split(_RECORD):  # newest first
        if not record.strip():
            continue
        sha, date, message, names = (record.split(_FIELD, 3) + ["", "", ""])[:4]
        paths = [line for line in names.splitlines() if line.strip()]
        path = paths[-1] if paths else newer_path
        newer_path = path
        entries.append((sha.strip(), _utc(date.strip()), message.strip(), path))
    entries.reverse()
    if not entries:
        raise RevgenError("git has no commit that touches this file", shown)
    blobs = _read_blobs(gf.top, [(sha, path) for sha, _, _, path in entries], shown)
    commits = []
    for (sha, date, message, path), blob in zip(entries, blobs):
        if blob is None:  # the file does not exist at that commit (deleted)
            continue
        commits.append(Commit(sha, date, message, hashlib.sha256(blob).hexdigest(), path))
    return commits


def _read_blobs(top: str, wanted: list[tuple[str, str]], shown: str) -> list[bytes | None]:
    """Read every ``SHA:PATH`` through one ``git cat-file --batch`` process."""
    request = "".join(f"{sha}:{path}\n" for sha, path in wanted).encode()
    raw = _git_batch(request, top, shown)
    out: list[bytes | None] = []
    at = 0
    for _ in wanted:
        eol = raw.index(b"\n", at)
        header = raw[at:eol].split()
        at = eol + 1
        if len(header) < 3 or header[1] != b"blob":
            out.append(None)
            continue
        size = int(header[2])
        out.append(raw[at : at + size])
        at += size + 1
    return out


def _git_batch(request: bytes, cwd: str, shown: str) -> bytes:
    try:
        proc = subprocess.run(
            ["git", "cat-file", "--batch"], input=request, cwd=cwd, capture_output=True, check=False, env=_git_env()
        )
    except FileNotFoundError:
        raise RevgenError("git is not installed; it is needed to read revisions from git", shown) from None
    if proc.returncode != 0:
        raise RevgenError("git cannot read the file's versions", shown)
    return proc.stdout


def show(gf: GitFile, ref: str, shown: str) -> bytes:
    """The bytes of the file at ``ref`` (``git show REF:PATH``)."""
    data = git(["show", "--no-textconv", f"{ref}:{gf.rel}"], gf.top, shown, text=False)
    assert isinstance(data, bytes)
    return data


def opener_at(gf: GitFile, ref: str, short: str):  # type: ignore[no-untyped-def]
    """A reference opener that reads other files of the work tree as they are at ``ref``."""

    def open_at(path: str) -> Document:
        rel = os.path.relpath(path, gf.top).replace(os.sep, "/")
        other = GitFile(gf.top, rel)
        shown = f"{short}:{rel}"
        return read_document(path, decode_text(show(other, ref, shown), shown), name=shown)

    return open_at


def _utc(date: str) -> str:
    try:
        moment = datetime.fromisoformat(date)
    except ValueError:
        return date
    return moment.astimezone(timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")
