"""Every stage: :class:`generator.forked.Forked` runs a call in a forked child and gives back its value."""

from __future__ import annotations

import os

import pytest

from generator.forked import CAN_FORK, Forked

pytestmark = pytest.mark.skipif(not CAN_FORK, reason="no fork here")


def _read_one(fd: int) -> bytes:
    return os.read(fd, 1)


def test_ready_says_whether_the_result_is_there_yet() -> None:
    read, write = os.pipe()
    try:
        child = Forked(_read_one, read)  # the child waits for a byte from this process
        assert not child.ready()
        assert not child.ready(0.05)
        os.write(write, b"x")
        assert child.ready(60)
        assert child.result() == b"x"
        assert child.ready()  # (taken: nothing to wait for)
    finally:
        os.close(read)
        os.close(write)


_HELD: list[bytearray] = []


def _big_then_value() -> int:
    held = bytearray(200 << 20)  # kept to the end: giving its memory back makes the child's exit slow
    held[::4096] = b"x" * len(range(0, len(held), 4096))
    _HELD.append(held)
    return 7


def _reaped(pid: int) -> bool:
    """Whether ``pid`` is no longer a child to wait for (asked without reaping it)."""
    try:
        os.waitid(os.P_PID, pid, os.WEXITED | os.WNOHANG | os.WNOWAIT)
    except ChildProcessError:
        return True
    return False


def test_a_child_left_exiting_is_reaped_by_stop() -> None:
    child = Forked(_big_then_value)
    pid = child._pid
    assert child.result(leave=True) == 7
    child.stop()
    assert _reaped(pid), "no zombie left behind"
    with pytest.raises(RuntimeError, match="already taken"):
        child.result()
