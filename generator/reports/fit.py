"""Reports stage: fit a report into a size limit (``--max-bytes``) by taking the longest prefix of its
content, in the order of importance the format gives.

Entry point: :func:`longest_fitting` ``(render, steps, max_bytes) -> str``. ``render(k)`` renders the
report with the first ``k`` of ``steps`` pieces of content (root causes, longer operation lists...)
and whatever note says what was left out; the report grows with ``k``. The whole report is rendered
by a galloping search (1, 2, 4, ... steps, then all of them) and a binary search between the last
probe that fits and the first that does not, so every probe is at most about twice the limit: a 40
MB report is never rendered to be cut to 64 KB. The size is
counted in UTF-8 bytes, so a report that fits also fits a limit in characters (GitHub's 65,536).
"""

from __future__ import annotations

from collections.abc import Callable


def size(text: str) -> int:
    """``text``'s length in UTF-8 bytes."""
    return len(text) if text.isascii() else len(text.encode("utf-8"))


def longest_fitting(render: Callable[[int], str], steps: int, max_bytes: int) -> str:
    """The report of the most steps whose size is at most ``max_bytes`` (``render(0)`` when even that
    is too long: the smallest report there is)."""
    cache: dict[int, str] = {}

    def fits(k: int) -> bool:
        if k not in cache:
            cache[k] = render(k)
        return size(cache[k]) <= max_bytes

    if not fits(0) or steps == 0:
        return cache[0]
    low, high = 0, 1  # fits(low); high is the next probe
    while fits(high):
        if high == steps:
            return cache[high]
        low, high = high, min(high * 2, steps)
    # fits(low) and not fits(high)
    while high - low > 1:
        middle = (low + high) // 2
        if fits(middle):
            low = middle
        else:
            high = middle
    return cache[low]
