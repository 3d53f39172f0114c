"""SDK target: black formats the generated files that need it.

Entry points: :func:`format_files` ``({path: text}) -> {path: text}`` (the render driver calls it on
each share of files, in the worker pool) and :func:`black_format` (black's API with revgen's fixed
:data:`MODE`). The templates write black's style: a bracket holding several values from the spec is
written one value a line with a trailing comma (black's *magic trailing comma* keeps it so), and short
fixed lines as black leaves them. A file in which a code line is still longer than black's limit (a
long name, a long type) is formatted by black, whole. ``tests/sdk/test_sdk_black_check.py`` runs
``black --check`` on the SDKs of real specs. Black is imported by the first file that needs it (the
SDKs of most specs need none).
"""

from __future__ import annotations

import re
from typing import Any

from generator.render.pylayout import LIMIT as LINE_LENGTH  # (the one home of black's line length here)

# a line longer than the limit: the first line, or one after a newline (a search for the newline that
# starts a line is fast where ``^`` in multi-line mode is tried at every character)
_LONG_FIRST = re.compile(f"[^\n]{{{LINE_LENGTH + 1},}}")
_LONG_LINE = re.compile(f"\n([^\n]{{{LINE_LENGTH + 1},}})")
_BRACKET = re.compile(r"[(\[{]")
_STRING = re.compile(r""""(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'""")  # a one-line string literal


def black_mode() -> Any:
    """Black's settings for the generated code: its defaults, :data:`LINE_LENGTH`."""
    import black

    return black.Mode(line_length=LINE_LENGTH)


def black_format(text: str) -> str:
    """``text`` formatted by black with :func:`black_mode`."""
    import black

    return black.format_str(text, mode=black_mode())


def has_long_line(text: str) -> bool:
    """Whether a code line of ``text`` is longer than black's limit and holds an opening bracket outside
    a string (where black splits a line; a long line without one, such as ``"Name": "module",``, a
    path, ``Name as Name,``, black leaves as it is): not inside a triple-quoted string (an odd count of ``\"\"\"`` before the
    line), not holding one, not a comment."""
    first = _LONG_FIRST.match(text)
    if first is not None and _splittable(first.group(0)):
        return True
    quotes = at = 0
    for m in _LONG_LINE.finditer(text):
        start = m.start(1)
        quotes += text.count('"""', at, start)
        at = start
        if not quotes % 2 and _splittable(m.group(1)):
            return True
    return False


def _splittable(line: str) -> bool:
    """A long line (not inside a triple-quoted string) black would split: it holds no triple quote, is
    not a comment, and has an opening bracket outside its string literals."""
    return '"""' not in line and not line.lstrip().startswith("#") and _BRACKET.search(_STRING.sub("", line)) is not None


def format_files(files: dict[str, str]) -> dict[str, str]:
    """``files`` with every ``.py`` file that holds a long code line formatted by black."""
    return {path: black_format(text) if path.endswith(".py") and has_long_line(text) else text
            for path, text in files.items()}
