"""``black --check`` passes on the SDKs ``revgen sdk`` generates from the newest revision of real specs
(Together, Stripe, OpenAI in ../shared/specs; skipped when ../shared is absent). Black runs as its users
run it, with its defaults and a cache of its own in a fresh folder, so every file is checked."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest


@pytest.mark.parametrize("api", ["together", "stripe", "openai"])
def test_black_check_passes_on_the_generated_sdk(api: str, shared_dir: Path, tmp_path: Path) -> None:
    revisions = sorted(p for p in (shared_dir / "specs" / api).glob("0*") if p.suffix in (".json", ".yaml", ".yml"))
    if not revisions:
        pytest.skip(f"../shared/specs/{api} is absent")
    spec = revisions[-1]
    out = tmp_path / "sdk"
    env = dict(os.environ, REVGEN_CACHE_DIR=str(tmp_path / "revgen-cache"), BLACK_CACHE_DIR=str(tmp_path / "black-cache"))
    made = subprocess.run(
        [sys.executable, "-m", "generator", "sdk", str(spec), "-o", str(out), "--package-name", f"{api}_sdk", "-q"],
        env=env, capture_output=True, text=True,
    )
    assert made.returncode == 0, made.stderr
    checked = subprocess.run([sys.executable, "-m", "black", "--check", "--quiet", str(out)], env=env, capture_output=True, text=True)
    assert checked.returncode == 0, checked.stderr[-4000:]
