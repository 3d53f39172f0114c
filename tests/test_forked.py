"""generator.forked: work run in a forked child comes back byte for byte, and is made here instead
whenever the child cannot finish it."""

from __future__ import annotations

import os
import time

import pytest

from generator.forked import Forked

pytestmark = pytest.mark.skipif(not hasattr(os, "fork"), reason="no os.fork on this platform")


def test_the_child_does_the_work_and_its_bytes_come_back() -> None:
    parent = os.getpid()
    job = Forked(lambda: ["made by ", str(os.getpid()), b" \xe2\x82\xac", "€"])
    got = b"".join(p if isinstance(p, bytes) else p.encode() for p in job.pieces())
    head, _, rest = got.partition(b" \xe2\x82\xac")
    assert head.startswith(b"made by ") and int(head.removeprefix(b"made by ")) != parent  # another process
    assert rest == "€".encode()


def test_a_failing_child_leaves_the_work_to_this_process() -> None:
    parent = os.getpid()

    def work() -> list[str]:
        if os.getpid() != parent:
            raise RuntimeError("only in the child")
        return ["made ", "here"]

    assert "".join(map(str, Forked(work).pieces())) == "made here"


def test_a_big_result_comes_back_whole() -> None:
    line = "x" * 999 + "\n"
    pieces = list(Forked(lambda: (line for _ in range(5000))).pieces())
    assert b"".join(pieces) == line.encode() * 5000


def test_close_stops_a_child_that_is_still_working() -> None:
    job = Forked(lambda: (time.sleep(60), ["never"])[1])
    pid = job._pid
    assert pid
    job.close()  # killed and reaped at once, not after its minute of work
    with pytest.raises(ChildProcessError):
        os.waitpid(pid, os.WNOHANG)
