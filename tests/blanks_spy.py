"""Test helper: a spy on :meth:`generator.blanks.Blanks.put` shared by the writer's and the docs'
files-made-ahead tests. Each put is logged as a line ``PID DONE NAME`` (``DONE`` 1 when the file went
through a blank, 0 when the put declined; ``NAME`` the file's base name); forked writers inherit the spy
and append to the same file."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

import generator.blanks as blanks


def spy_puts(monkeypatch: pytest.MonkeyPatch, log: Path) -> None:
    """Log every :meth:`Blanks.put` to ``log``."""
    real = blanks.Blanks.put

    def put(self: blanks.Blanks, target: str, data: bytes) -> bool:
        done = real(self, target, data)
        with open(log, "a", encoding="utf-8") as fh:
            fh.write(f"{os.getpid()} {int(done)} {os.path.basename(target)}\n")
        return done

    monkeypatch.setattr(blanks.Blanks, "put", put)


def logged_puts(log: Path) -> list[list[str]]:
    """The logged puts, each ``[pid, done, name]`` (none when nothing was logged)."""
    return [line.split(" ") for line in log.read_text().splitlines()] if log.exists() else []
