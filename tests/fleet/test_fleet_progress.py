"""Progress: one rich bar per stage when stderr is a terminal (a real pseudo-terminal here), nothing but
the summary line when it is piped."""

from __future__ import annotations

import os
import pty
import subprocess
import sys
from pathlib import Path

from fleet_helpers import copy_fleet

STAGES = ("listing APIs", "diffing revisions", "rendering APIs", "writing the site")


def _command() -> list[str]:
    return [sys.executable, "-m", "generator", "fleet", "fleet", "-o", "site", "-j", "1", "--no-cache"]


def test_a_bar_per_stage_on_a_terminal(tmp_path: Path) -> None:
    copy_fleet(tmp_path / "fleet")
    leader, follower = pty.openpty()
    env = {**os.environ, "TERM": "xterm-256color", "COLUMNS": "120"}
    env.pop("NO_COLOR", None)
    proc = subprocess.Popen(_command(), cwd=tmp_path, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=follower, env=env)
    os.close(follower)
    chunks = []
    while True:
        try:
            data = os.read(leader, 65536)
        except OSError:  # EIO: the child closed the terminal
            break
        if not data:
            break
        chunks.append(data)
    os.close(leader)
    assert proc.wait(timeout=300) == 0
    text = b"".join(chunks).decode("utf-8", "replace")
    for stage in STAGES:
        assert stage in text, text[-2000:]
    assert "3/3" in text  # the APIs' bars count to the end
    assert "wrote site: 3 APIs: 3 rendered" in text


def test_nothing_but_the_summary_when_piped(tmp_path: Path) -> None:
    copy_fleet(tmp_path / "fleet")
    proc = subprocess.run(_command(), cwd=tmp_path, capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stderr
    lines = proc.stderr.splitlines()
    assert len(lines) == 1 and lines[0].startswith("wrote site: 3 APIs: 3 rendered"), lines
    assert not any(stage in proc.stderr for stage in STAGES) and "\x1b[" not in proc.stderr
