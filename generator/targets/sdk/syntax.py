"""SDK target: refuse a generated package with a ``.py`` file Python cannot compile.

Entry point: :func:`check_python` (called by :func:`generator.targets.sdk.render.render_package` on
the formatted files). Black's fast mode (see ``formatting``) does not check syntax and most files never
go through black, so this is the one place a broken file (a broken template or override, an escaping
bug) is caught. Compiling is the largest single cost of a run (Together: 0.22 s CPU for 538 files, 1 MB;
Stripe: about 0.5 s), and a regeneration mostly produces files it produced before, so the sources that
compiled are remembered by content hash: ``$REVGEN_CACHE_DIR/python-checked/<python>-<package>`` holds
the SHA-256 of every ``.py`` text of the last checked package of that name (one index per package name,
replaced whole on each run, so it never grows past one package's worth). A text is skipped only when
its hash is in that index, written by a run of the same Python (``cpython-311``: the grammar is the
interpreter's), after compiling it. ``REVGEN_CACHE_DIR=""`` turns the index off (every file compiled).

Compiling to bytecode rather than asking for the AST only (``ast.PyCF_ONLY_AST``): the AST is a fifth
cheaper on Stripe but builds Python objects for every node, twice the time and +500 MB on graph.json.
"""

from __future__ import annotations

import hashlib
import os
import sys
from collections.abc import Mapping

from generator.errors import RevgenError
from generator.render.environment import cache_folder
from generator.writer import write_file_atomic


def check_python(files: Mapping[str, str], package: str) -> None:
    """Compile every ``.py`` file of ``files`` (``{path: text}``) not known to compile; the first
    that does not becomes ``error: PATH:LINE:COL: generated file is not valid Python: ...``."""
    index = _index_path(package)
    known = _read_index(index) if index else frozenset()
    seen: list[str] = []
    for path, text in files.items():
        if not path.endswith(".py"):
            continue
        digest = hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()
        seen.append(digest)
        if digest in known:
            continue
        try:
            compile(text, path, "exec", dont_inherit=True)  # bytecode: no AST objects are built
        except SyntaxError as exc:
            raise RevgenError(f"generated file is not valid Python: {exc.msg}", path, exc.lineno, exc.offset) from None
    if index and known != frozenset(seen):
        try:
            write_file_atomic(index, "".join(f"{d}\n" for d in sorted(set(seen))))
        except (OSError, RevgenError):
            pass  # an index that cannot be written only costs the next run its compiles


def _index_path(package: str) -> str | None:
    folder = cache_folder("python-checked")
    return None if folder is None else os.path.join(folder, f"{sys.implementation.cache_tag}-{package}")


def _read_index(path: str) -> frozenset[str]:
    try:
        with open(path, encoding="ascii") as fh:
            return frozenset(line.strip() for line in fh)
    except (OSError, ValueError):
        return frozenset()
