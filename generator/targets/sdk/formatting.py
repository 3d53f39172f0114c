"""SDK target: make generated Python exactly what black produces, fast.

Entry point: :func:`format_files`. The templates are written to be black-stable, so a rendered file is
already in black's style except for code lines longer than black's limit (a long signature parameter,
type, import or call argument), which black would split. Only those lines go through black: each one
is put in a tiny wrapper that gives it the same indentation and the same enclosing bracket as in its
file, all wrappers are formatted in one black call per worker (in parallel when there are many), and
the split lines are put back. Black's layout of a line depends only on its tokens' kinds and lengths, not
on the names they spell, so lines are formatted once per *shape* (:func:`shape`: every name and plain
string replaced by a same-length placeholder) and the result is spelled back with each line's own
tokens; thousands of long lines of a big spec come down to a few hundred black calls. A line whose context the wrapper cannot reproduce sends its whole file
through black instead; lines of a few fixed shapes are split without black at all (``black_shapes``).
The SDK tests check the claim (black leaves every generated file of the fixture specs and of Together
unchanged); ``benchmarks/sdk_bench.py --check`` does the same for Stripe.
"""

from __future__ import annotations

import keyword
import os
import re
from dataclasses import dataclass
from typing import Any

from generator.targets.sdk.black_shapes import LINE_LENGTH, split_expression, split_simple, split_unit

__all__ = [
    "LINE_LENGTH",
    "black_format",
    "format_files",
    "long_lines",
    "split_expression",
    "split_simple",
    "split_unit",
]
_MARK = re.compile(r"\b_u(\d+)_")
PARALLEL_THRESHOLD = 400  # long lines; below this one process is faster than starting workers
CHUNK = 16  # units per black call: black slows down per line on long sources, and tiny ones cost start-up
# a token of a generated code line: a plain or prefixed string, a number, a name, or any other character
_TOKEN = re.compile(r'[A-Za-z]{0,2}"(?:[^"\\\n]|\\.)*"|\d[\w.]*|[A-Za-z_]\w*|\s+|.')
_KEEP = frozenset(keyword.kwlist) | frozenset(keyword.softkwlist)
_PLACEHOLDER = re.compile(r'"a*"|\ba+\b')
_CLOSERS = {"def": "): ...", "(": ")", "[": "]", "{": "}"}
_OPENERS = {"def": "def {name}(", "(": "{name}(", "[": "{name} = [", "{": "{name} = {{"}


@dataclass
class Unit:
    """One long line: where it is and how to rebuild its context for black."""

    path: str
    index: int
    depth: int
    kind: str  # "stmt" | "header" | "item" | "close"
    bracket: str = ""  # for items: "def", "(", "[" or "{"


_LONG_LINE = re.compile(f"^.{{{LINE_LENGTH + 1},}}$", re.M)


def long_lines(text: str) -> list[int]:
    """Indexes of code lines (outside triple-quoted strings) longer than black allows. Comment-only
    lines do not count: black never splits a comment.

    Only the long lines are looked at: a line is inside a string when an odd number of ``\"\"\"``
    come before it (a line holding one opens or closes a string, or both, and is skipped)."""
    out: list[int] = []
    line = quotes = at = 0
    for m in _LONG_LINE.finditer(text):
        start = m.start()
        line += text.count("\n", at, start)
        quotes += text.count('"""', at, start)
        at = start
        body = m.group(0)
        if not quotes % 2 and '"""' not in body and not body.lstrip().startswith("#"):
            out.append(line)
    return out


def shape(line: str) -> tuple[str, list[str]] | None:
    """``line`` with every name (keywords aside) and every plain ASCII string replaced by a placeholder
    of the same length (``aaa``, ``"aa"``), and the replaced tokens in order; None for a line with a
    comment or a token the placeholders cannot stand for (black's choices might depend on it)."""
    parts: list[str] = []
    replaced: list[str] = []
    for tok in _TOKEN.findall(line):
        first = tok[0]
        if first == '"' and tok.isascii() and "\\" not in tok:
            parts.append('"' + "a" * (len(tok) - 2) + '"')
            replaced.append(tok)
        elif (first.isalpha() or first == "_") and tok[-1] != '"':
            if tok in _KEEP:
                parts.append(tok)
            else:
                parts.append("a" * len(tok))
                replaced.append(tok)
        elif first in "#'\\" or (first.isalpha() and not tok.isascii()):
            return None
        else:
            parts.append(tok)
    shaped = "".join(parts)
    if len(_PLACEHOLDER.findall(shaped)) != len(replaced):
        return None  # a token kept as it is looks like a placeholder
    return shaped, replaced


def spell(lines: list[str], replaced: list[str]) -> list[str] | None:
    """Put the tokens :func:`shape` took out back into black's output for the shape, in order; None
    when the output does not hold exactly one placeholder per token."""
    it = iter(replaced)
    missing = False

    def back(m: re.Match[str]) -> str:
        nonlocal missing
        tok = next(it, None)
        if tok is None or len(tok) != len(m.group(0)):
            missing = True
            return m.group(0)
        return tok

    out = [_PLACEHOLDER.sub(back, line) for line in lines]
    if missing or next(it, None) is not None:
        return None
    return out


def _indent(line: str) -> int:
    return len(line) - len(line.lstrip(" "))


def opener_above(lines: list[str], index: int, indent: int) -> int | None:
    """The nearest line before ``index`` at exactly ``indent`` with no line of smaller indent in
    between (blank lines aside): the line that may open the bracket around a line indented deeper.
    A short walk back: it stops at the first line indented ``indent`` or less."""
    for j in range(index - 1, -1, -1):
        line = lines[j]
        body = line.lstrip(" ")
        if not body or body.isspace():
            continue
        d = len(line) - len(body)
        if d <= indent:
            return j if d == indent else None
    return None


def classify(path: str, lines: list[str], index: int) -> Unit | None:
    """How to wrap the long line ``index``, or None when only the whole file can be formatted."""
    line = lines[index]
    indent = _indent(line)
    if indent % 4:
        return None
    depth = indent // 4
    stripped = line.strip()
    if stripped.startswith(")"):
        opener = _opener(lines, indent, same_level=True, index=index)
        if opener is None or not lines[opener].lstrip().startswith(("def ", "async def ")):
            return None
        return Unit(path, index, depth, "close")
    if stripped.endswith(","):
        if depth == 0:
            return None
        opener = _opener(lines, indent - 4, index=index)
        if opener is None:
            return None
        text = lines[opener].strip()
        bracket = "def" if text.startswith(("def ", "async def ")) else text[-1]
        return Unit(path, index, depth, "item", bracket)
    if stripped.startswith(("class ", "def ", "async def ")) and stripped.endswith(":"):
        return Unit(path, index, depth, "header")
    if stripped.endswith(("(", "[", "{", ":")):
        return None
    return Unit(path, index, depth, "stmt")


def _opener(lines: list[str], indent: int, same_level: bool = False, index: int = 0) -> int | None:
    """The line that opens the bracket around a line: the nearest earlier line at ``indent``."""
    if same_level:
        # a closing line sits at its opener's indent: the opener is the previous line at that indent
        for j in range(index - 1, -1, -1):
            line = lines[j]
            if line.strip() and _indent(line) <= indent:
                return j if _indent(line) == indent and line.rstrip().endswith(("(", "[", "{")) else None
        return None
    found = opener_above(lines, index, indent)
    if found is None or not lines[found].rstrip().endswith(("(", "[", "{")):
        return None
    return found


def _nest(depth: int, n: int) -> list[str]:
    return [f"{'    ' * k}if _u{n}_{k}:" for k in range(depth)]


def wrap(unit: Unit, line: str, n: int) -> str:
    """Black-formattable source that holds ``line`` in the same context, marked with ``_u<n>``."""
    pad = "    " * unit.depth
    if unit.kind == "stmt":
        body = _nest(unit.depth, n) + [f"{pad}_u{n}_start = 0", line, f"{pad}_u{n}_end = 0"]
    elif unit.kind == "header":
        body = _nest(unit.depth, n) + [f"{pad}_u{n}_start = 0", line, f"{pad}    _u{n}_end = 0"]
    elif unit.kind == "close":
        body = _nest(unit.depth, n) + [f"{pad}def _u{n}_start(", f"{pad}    self,", line, f"{pad}    _u{n}_end = 0"]
    else:
        outer = "    " * (unit.depth - 1)
        opener = _OPENERS[unit.bracket].format(name=f"_u{n}_start")
        body = _nest(unit.depth - 1, n) + [outer + opener, line, outer + _CLOSERS[unit.bracket]]
    return "\n".join(body) + "\n"


def unwrap(unit: Unit, formatted: list[str], n: int) -> list[str]:
    """The lines black made of the unit, cut out of its formatted wrapper."""
    start = next(i for i, l in enumerate(formatted) if f"_u{n}_start" in l)
    if unit.kind in ("stmt", "header"):
        end = next(i for i in range(start + 1, len(formatted)) if f"_u{n}_end" in formatted[i])
        out = formatted[start + 1 : end]
    elif unit.kind == "close":
        end = next(i for i in range(start + 1, len(formatted)) if f"_u{n}_end" in formatted[i])
        out = formatted[start + 2 : end]
    else:
        closer = "    " * (unit.depth - 1) + _CLOSERS[unit.bracket]
        end = next(i for i in range(start + 1, len(formatted)) if formatted[i] == closer)
        out = formatted[start + 1 : end]
    while out and not out[0].strip():
        out.pop(0)
    while out and not out[-1].strip():
        out.pop()
    return out


def _mode() -> Any:
    import black

    return black.Mode(line_length=LINE_LENGTH)


def black_format(text: str) -> str:
    """``text`` formatted by black (fast mode skips only the AST safety check, not any formatting)."""
    import black

    try:
        return black.format_file_contents(text, fast=True, mode=_mode())
    except black.NothingChanged:
        return text


def _format_batch(job: tuple[list[tuple[int, str]], list[str]]) -> tuple[dict[int, list[str]], list[str]]:
    """Worker: format wrapped units (:data:`CHUNK` to a black call), and some whole files.

    Returns each unit's section of the formatted source (from its first marked line to the next
    unit's), and the formatted whole files.
    """
    wrapped, whole = job
    sections: dict[int, list[str]] = {}
    for start in range(0, len(wrapped), CHUNK):
        chunk = wrapped[start : start + CHUNK]
        formatted = black_format("\n\n".join(w for _, w in chunk)).split("\n")
        current: list[str] = []
        for line in formatted:
            m = _MARK.search(line)
            if m and int(m.group(1)) not in sections:
                current = sections.setdefault(int(m.group(1)), [])
            current.append(line)
    return sections, [black_format(t) for t in whole]


def _run_black(units: list[tuple[Unit, str]], whole: list[str], jobs: int | None) -> tuple[list[list[str]], list[str]]:
    """Black's lines for each ``(unit, line)`` and black's text of each whole file, in order."""
    if not units and not whole:
        return [], []
    workers = jobs if jobs is not None else min(os.cpu_count() or 1, 4)
    if len(units) + 50 * len(whole) < PARALLEL_THRESHOLD:
        workers = 1
    wrapped = [(n, wrap(u, line, n)) for n, (u, line) in enumerate(units)]
    batches = [(wrapped[i::workers], list(range(len(whole)))[i::workers]) for i in range(workers)]
    jobs_in = [(b[0], [whole[k] for k in b[1]]) for b in batches]
    if workers == 1:
        outputs = [_format_batch(jobs_in[0])]
    else:
        from concurrent.futures import ProcessPoolExecutor  # (multiprocessing: imported only when used)

        with ProcessPoolExecutor(max_workers=workers) as pool:
            outputs = list(pool.map(_format_batch, jobs_in))
    lines: list[list[str]] = [[] for _ in units]
    texts = list(whole)
    for (batch_units, batch_whole), (sections, formatted_whole) in zip(batches, outputs):
        for n, _ in batch_units:
            lines[n] = unwrap(units[n][0], sections[n], n)
        for k, text in zip(batch_whole, formatted_whole):
            texts[k] = text
    return lines, texts


def format_files(files: dict[str, str], jobs: int | None = None) -> dict[str, str]:
    """Return ``files`` with every ``.py`` file in black's style."""
    units: list[Unit] = []
    whole: list[str] = []
    split_lines: dict[str, list[str]] = {}
    replacements: dict[str, dict[int, list[str]]] = {}
    simple_done: dict[str, list[str] | None] = {}  # a long line comes again and again (sync and async
    unit_done: dict[tuple[str, str], list[str] | None] = {}  # twins, raw wrappers): split it once
    for path in sorted(files):
        if not path.endswith(".py"):
            continue
        idx = long_lines(files[path])
        if not idx:
            continue
        lines = files[path].split("\n")
        repl: dict[int, list[str]] = {}
        found: list[Unit] = []
        rest: list[int] = []  # these need their place in the file
        for i in idx:
            line = lines[i]
            simple = simple_done[line] if line in simple_done else simple_done.setdefault(line, split_simple(line))
            if simple is not None:
                repl[i] = simple
            else:
                rest.append(i)
        for i in rest:
            unit = classify(path, lines, i)
            if unit is None:
                break
            key = (unit.kind, lines[i])
            known = unit_done[key] if key in unit_done else unit_done.setdefault(key, split_unit(unit.kind, lines[i]))
            if known is not None:
                repl[i] = known
            else:
                found.append(unit)
        else:
            split_lines[path] = lines
            replacements[path] = repl
            units.extend(found)
            continue
        whole.append(path)
    out = dict(files)
    # one black run per distinct shape of long line (in its context), spelled back per line
    distinct: dict[tuple[str, int, str, str], int] = {}
    todo: list[tuple[Unit, str]] = []
    spelled: list[tuple[Unit, int, list[str] | None]] = []
    for unit in units:
        line = split_lines[unit.path][unit.index]
        shaped = shape(line)
        text, replaced = shaped if shaped is not None else (line, None)
        key = (unit.kind, unit.depth, unit.bracket, text)
        n = distinct.get(key)
        if n is None:
            n = distinct[key] = len(todo)
            todo.append((unit, text))
        spelled.append((unit, n, replaced))
    done, formatted_whole = _run_black(todo, [files[p] for p in whole], jobs)
    out.update(zip(whole, formatted_whole))
    retry: list[tuple[Unit, str]] = []
    for unit, n, replaced in spelled:
        result = done[n] if replaced is None else spell(done[n], replaced)
        if result is None:
            retry.append((unit, split_lines[unit.path][unit.index]))
        else:
            replacements[unit.path][unit.index] = result
    for (unit, _), result in zip(retry, _run_black(retry, [], jobs)[0]):
        replacements[unit.path][unit.index] = result
    for path, repl in replacements.items():
        new: list[str] = []
        for i, line in enumerate(split_lines[path]):
            new.extend(repl.get(i, [line]))
        out[path] = "\n".join(new)
    return out
