"""SDK target: refuse a generated package with a ``.py`` file Python cannot compile, where its text
was not made by the built-in templates.

Entry points: :func:`needs_check` (whether a run compiles its files) and :func:`check_python` (called
by :func:`generator.targets.sdk.render.render_package` on the formatted files, in the workers).

What the check is for. It cannot stop injection: spec text that escaped its quoting would make valid
Python that does something else, and compile nothing wrong. Safety is how spec text reaches the code:
every name goes through :mod:`generator.targets.sdk.naming` (an identifier, never a keyword), every
other text through one literal of :mod:`generator.render.literals` (``py_string``, ``py_literal``,
``docstring_text``), in the context builders or the templates' filters. The built-in templates are
checked by the tests on every change (the hostile fixture, whose package is parsed and imported; the
goldens; ``black --check``, ``mypy --strict`` and pyright on the Together, Stripe and OpenAI SDKs), so a
run with them alone compiles nothing. A ``python/`` folder in the user's ``--templates`` (an override
of any SDK template or of the macros, written without those tests) or models made by
datamodel-code-generator make text no test saw: then every ``.py`` file is compiled, and a broken one
is an error, never a written package.

A regeneration with the same overrides mostly produces files it produced before, so the sources that
compiled are remembered by content hash: ``$REVGEN_CACHE_DIR/python-checked/<python>-<package>`` holds
the SHA-256 of every ``.py`` text of the last checked package of that name (one index per package name,
replaced whole on each run, so it never grows past one package's worth). A text is skipped only when
its hash is in that index, written by a run of the same Python (``cpython-311``: the grammar is the
interpreter's), after compiling it. ``REVGEN_CACHE_DIR=""`` turns the index off (every file compiled).

Compiling to bytecode rather than asking for the AST only (``ast.PyCF_ONLY_AST``): the AST is a little
cheaper on Stripe but builds Python objects for every node: slower and far bigger on graph.json.
"""

from __future__ import annotations

import hashlib
import os
import re
import sys
from collections.abc import Mapping

from generator.errors import RevgenError
from generator.render.environment import cache_folder
from generator.output import write_file


def needs_check(templates: str | None, models: str) -> bool:
    """Whether a package rendered with the user's ``templates`` folder (or none) and the ``models``
    backend must have its ``.py`` files compiled: when the folder holds SDK templates (``python/``)
    or another backend made the models (see the module's docstring)."""
    return models != "templates" or (templates is not None and os.path.isdir(os.path.join(templates, "python")))


def check_python(files: Mapping[str, str], package: str) -> None:
    """Compile every ``.py`` file of ``files`` (``{path: text}``) not known to compile; the first
    that does not becomes ``error: PATH:LINE:COL: generated file is not valid Python: ...``."""
    index, known = known_texts(package)
    record_checked(index, known, compile_unknown(files, known))


def known_texts(package: str) -> tuple[str | None, frozenset[str]]:
    """Where the index of ``package`` lives (None: no cache) and the digests it lists."""
    index = _index_path(package)
    return index, _read_index(index) if index else frozenset()


def compile_unknown(files: Mapping[str, str], known: frozenset[str]) -> list[str]:
    """Compile the ``.py`` texts of ``files`` whose digest is not in ``known``, in order; the digest
    of every ``.py`` text. The first that does not compile raises (a located RevgenError)."""
    seen: list[str] = []
    for path, text in files.items():
        if not path.endswith(".py"):
            continue
        digest = hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()
        seen.append(digest)
        if digest in known:
            continue
        try:
            compile_pieces(text, path)
        except SyntaxError as exc:
            raise RevgenError(f"generated file is not valid Python: {exc.msg}", path, exc.lineno, exc.offset) from None
    return seen


def record_checked(index: str | None, known: frozenset[str], seen: list[str]) -> None:
    """Replace the index by ``seen`` (the digests of a package that compiled), if it changed."""
    if index and known != frozenset(seen):
        try:
            write_file(index, "".join(f"{d}\n" for d in sorted(set(seen))))
        except (OSError, RevgenError):
            pass  # an index that cannot be written only costs the next run its compiles


PIECE = 1 << 18
"""Characters of source compiled at a time in a large file (see :func:`compile_pieces`)."""
_TOP_START = re.compile(r"\n\n(?=(?:class |def |async def |@))")
_MODULE_GLOBAL = re.compile(r"^global\b", re.M)


def compile_pieces(text: str, path: str) -> None:
    """``compile(text)``, in pieces for a large file: the compiler's memory grows with the source (a
    big resource module of graph.json takes many times its size to compile whole; see benchmarks/README.md).

    A large text is cut before top-level ``class``/``def``/decorator lines that follow a blank line;
    each piece is compiled on its own. Module-level statements in sequence are a valid module exactly
    when each is, so pieces that all compile mean the file compiles. Not the other way round: a cut
    can fall inside a string, making a piece fail, so any failure compiles the whole file, whose
    verdict and line numbers are the ones reported. Two module-level rules span statements and are
    left to the whole compile: ``from __future__`` only at the start, and a ``global`` statement
    after the name's use."""
    if len(text) <= 2 * PIECE or _MODULE_GLOBAL.search(text):
        compile(text, path, "exec", dont_inherit=True)  # bytecode: no AST objects are built
        return
    pieces: list[str] = []
    at = 0
    for m in _TOP_START.finditer(text, PIECE):
        if m.end() - at >= PIECE:
            pieces.append(text[at : m.end()])
            at = m.end()
    pieces.append(text[at:])
    try:
        for k, piece in enumerate(pieces):
            if k and "__future__" in piece:
                raise SyntaxError("a __future__ import past the first piece")
            compile(piece, path, "exec", dont_inherit=True)
    except SyntaxError:
        compile(text, path, "exec", dont_inherit=True)


def _index_path(package: str) -> str | None:
    folder = cache_folder("python-checked")
    return None if folder is None else os.path.join(folder, f"{sys.implementation.cache_tag}-{package}")


def _read_index(path: str) -> frozenset[str]:
    try:
        with open(path, encoding="ascii") as fh:
            return frozenset(line.strip() for line in fh)
    except (OSError, ValueError):
        return frozenset()
