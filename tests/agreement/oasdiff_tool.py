"""Test support: oasdiff 1.39.0, the reference revgen is compared with, and its changelogs cached on disk.

Entry points: :func:`oasdiff` ``() -> str`` (the executable: found in ``$(go env GOPATH)/bin`` or built
there with ``go install github.com/oasdiff/oasdiff@v1.39.0``; without Go the test is skipped, except under
``REVGEN_REQUIRE_OASDIFF=1``, set by ``.ci/run``, where it fails) and :func:`oasdiff_changelogs`
``(exe, pairs, jobs) -> [entries]`` (``oasdiff changelog OLD NEW --format json --flatten-params`` for each
pair, read from the cache when the two files' contents were compared before). The cache lives outside
the repository (``$REVGEN_TEST_CACHE``, else ``$XDG_CACHE_HOME/revgen-tests``, else
``~/.cache/revgen-tests``), one file per pair named by the sha256 of both files' bytes and the version.
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import subprocess
from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import pytest

VERSION = "1.39.0"
MODULE = f"github.com/oasdiff/oasdiff@v{VERSION}"
GO_DIRS = ("/usr/local/go/bin",)


def required() -> bool:
    return os.environ.get("REVGEN_REQUIRE_OASDIFF") == "1"


def _unavailable(why: str) -> None:
    if required():
        pytest.fail(f"{why} (REVGEN_REQUIRE_OASDIFF=1: the oasdiff comparison must run)")
    pytest.skip(why)


def _go() -> str | None:
    return shutil.which("go") or next(
        (os.path.join(d, "go") for d in GO_DIRS if os.access(os.path.join(d, "go"), os.X_OK)), None)


def _version_of(exe: Path) -> str:
    try:
        done = subprocess.run([str(exe), "--version"], capture_output=True, text=True, timeout=60)
    except OSError:
        return ""
    return done.stdout.strip().rsplit(" ", 1)[-1] if done.returncode == 0 else ""


def oasdiff() -> str:
    """The oasdiff 1.39.0 executable, built once with ``go install`` into GOPATH/bin when absent."""
    go = _go()
    if go is None:
        _unavailable("Go is not installed: oasdiff cannot be built")
    assert go is not None
    gopath = subprocess.run([go, "env", "GOPATH"], capture_output=True, text=True, timeout=120).stdout.strip()
    exe = Path(gopath or Path.home() / "go") / "bin" / "oasdiff"
    if _version_of(exe) != VERSION:
        done = subprocess.run([go, "install", MODULE], capture_output=True, text=True, timeout=1800)
        if done.returncode != 0 or _version_of(exe) != VERSION:
            _unavailable(f"go install {MODULE} failed: {done.stderr.strip()[-400:]}")
    return str(exe)


def cache_dir() -> Path:
    explicit = os.environ.get("REVGEN_TEST_CACHE")
    if explicit:
        return Path(explicit)
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "revgen-tests"


def _digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def _one(exe: str, old: Path, new: Path, store: Path) -> list[dict[str, Any]]:
    cached = store / f"{_digest(old)[:24]}-{_digest(new)[:24]}.json"
    if cached.is_file():
        entries: list[dict[str, Any]] = json.loads(cached.read_text(encoding="utf-8"))
        return entries
    done = subprocess.run(
        [exe, "changelog", str(old), str(new), "--format", "json", "--flatten-params"],
        capture_output=True, text=True, timeout=900)
    if done.returncode != 0:
        raise AssertionError(f"oasdiff changelog {old.name} {new.name} failed: {done.stderr.strip()[-400:]}")
    entries = json.loads(done.stdout or "[]")
    store.mkdir(parents=True, exist_ok=True)
    part = cached.with_suffix(f".{os.getpid()}.part")
    part.write_text(json.dumps(entries), encoding="utf-8")
    part.replace(cached)
    return entries


def oasdiff_changelogs(exe: str, pairs: Sequence[tuple[Path, Path]], jobs: int = 2) -> list[list[dict[str, Any]]]:
    """oasdiff's JSON changelog of each (old, new) pair, in order; cached by content."""
    store = cache_dir() / f"oasdiff-{VERSION}"
    with ThreadPoolExecutor(max_workers=max(1, jobs)) as pool:
        return list(pool.map(lambda pair: _one(exe, pair[0], pair[1], store), pairs))
