"""Load stage: validation against the OpenAPI schema, full (``revgen validate``) or quick and advisory.

Entry points:

* :func:`validate_document` runs openapi-spec-validator (the 3.0 validator for 3.0.x, the 3.1 one for
  3.1.x; 3.2.x gets the 3.2 one when installed, else is validated as 3.1) and returns every
  :class:`Problem` with its JSON pointer and line. It is thorough but slow on big documents
  (seconds; see benchmarks/README.md), so only ``revgen validate`` and ``--strict`` run it.
* :func:`advisory_check` is what every other command runs: a quick structural check (:mod:`quickcheck`,
  a few milliseconds) of the problems real specs most often have. An invalid document gets ONE warning
  line on stderr; ``strict`` runs the full validator and makes any problem fatal.
* :func:`quick_count` and :func:`warn_invalid`: the quick check's count and the one warning line for
  many revisions (``revgen revisions``: :mod:`generator.load.summaries`).

References are resolved before validation by the loader, so the validator never meets a URL, an escape
from the spec's folder or an alias bomb; files it reads for external references are local ones.
"""

from __future__ import annotations

import os
import sys
from dataclasses import dataclass
from typing import Any

from generator.errors import RevgenError
from generator.load.locate import locate_through
from generator.load.quickcheck import quick_problems
from generator.load.refs import join_pointer
from generator.model import Spec

__all__ = ["Problem", "advisory_check", "validate_document"]


@dataclass(frozen=True)
class Problem:
    """One validation problem: what is wrong, where (JSON pointer) and on which line/column."""

    message: str
    pointer: str
    line: int | None = None
    col: int | None = None
    file: str | None = None
    """The file the line is in, when not the spec's own (a problem inside a referenced file)."""

    def format(self, file: str) -> str:
        loc = ":".join(str(p) for p in (self.file or file, self.line, self.col) if p is not None)
        where = f" (at {self.pointer})" if self.pointer else " (at the top level)"
        return f"{loc}: {self.message}{where}"


def _validator_class(version: str) -> tuple[type, bool]:
    """The validator for ``version`` and whether the document must be shown to it as 3.1.

    3.0.x gets the 3.0 validator, 3.1.x the 3.1 one. 3.2.x gets the 3.2 validator when the installed
    openapi-spec-validator has one (0.8+), else it is validated as 3.1 (its version read as 3.1.0).
    """
    import openapi_spec_validator as osv

    if version.startswith("3.0"):
        return osv.OpenAPIV30SpecValidator, False
    if version.startswith("3.1"):
        return osv.OpenAPIV31SpecValidator, False
    v32 = getattr(osv, "OpenAPIV32SpecValidator", None)
    if v32 is not None and version.startswith("3.2"):
        return v32, False
    return osv.OpenAPIV31SpecValidator, True


def _local_handlers() -> dict[str, Any]:
    """Reference handlers that read local files only (the loader already refused anything else)."""
    from jsonschema_path.handlers.urllib import UrllibHandler

    return {"file": UrllibHandler("file")}


def validate_document(spec: Spec) -> list[Problem]:
    """Every problem openapi-spec-validator finds in ``spec``'s main file, in the order found, each
    located in the file it is in (through references into other files too)."""
    document = spec.document
    data = document.data
    if not isinstance(data, dict):
        return [Problem("the document is not a mapping", "", 1, 1)]
    version = str(data.get("openapi", ""))
    cls, as_31 = _validator_class(version)
    if as_31:
        data = {**data, "openapi": "3.1.0"}
    handlers = _local_handlers()
    sub = type("LocalOnly" + cls.__name__, (cls,), {"resolver_handlers": handlers})
    base_uri = f"file://{os.path.abspath(document.path)}" if os.path.isfile(document.path) else ""
    validator = sub(data, base_uri=base_uri)
    _annotate_registry(validator)
    problems: list[Problem] = []
    seen: set[tuple[str, str]] = set()
    try:
        for err in _errors(validator):
            base = getattr(err, "_revgen_base", ())
            tokens = [*base, *list(getattr(err, "absolute_path", ()) or ())]
            pointer = join_pointer("", *tokens)
            message = _message(err)
            if (message, pointer) in seen:
                continue
            seen.add((message, pointer))
            problems.append(_problem(spec, message, pointer))
    except RecursionError:
        problems.append(Problem("the validator gave up: the document nests too deeply", ""))
    except Exception as exc:  # the validator itself failed on this document: report, don't crash
        problems.append(Problem(f"the validator stopped: {type(exc).__name__}: {str(exc)[:200]}", ""))
    return problems


def _problem(spec: Spec, message: str, pointer: str) -> Problem:
    """A problem located in the file it is in, following references on the way."""
    file, where = locate_through(spec, pointer)
    shown = None
    if file != spec.document.path:
        other = spec.resolver.documents.get(file)
        shown = other.display if other is not None else file
        if os.path.isabs(shown):
            rel = os.path.relpath(shown)
            shown = shown if rel.startswith("..") else rel
    line, col = where or (None, None)
    return Problem(message, pointer, line, col, shown)


def _errors(validator: Any) -> Any:
    yield from validator.schema_validator.iter_errors(validator.schema)
    yield from validator.root_validator(validator.schema_path)


def _message(err: Any) -> str:
    message = str(getattr(err, "message", err)).replace("\n", " ")
    return message if len(message) <= 300 else message[:297] + "..."


def _annotate_registry(validator: Any) -> None:
    """Wrap each keyword validator so the errors it yields remember the document path being checked."""
    registry = validator.keyword_validators_registry
    original = type(registry).__missing__

    def missing(self: Any, keyword: str) -> Any:
        inner = original(self, keyword)
        wrapped = _Annotating(inner, keyword)
        self[keyword] = wrapped
        return wrapped

    registry.__class__ = type("AnnotatingRegistry", (type(registry),), {"__missing__": missing})


class _Annotating:
    """Calls a keyword validator and stamps its errors with the SchemaPath parts it was called on."""

    def __init__(self, inner: Any, keyword: str) -> None:
        self._inner = inner
        self._keyword = keyword

    def __getattr__(self, name: str) -> Any:
        return getattr(self._inner, name)

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        from jsonschema_path import SchemaPath

        base: tuple[Any, ...] = ()
        for arg in args:
            if isinstance(arg, SchemaPath):
                base = tuple(arg.parts)
                break
        if self._keyword == "default":
            base = (*base, "default")
        for err in self._inner(*args, **kwargs):
            if not hasattr(err, "_revgen_base"):
                try:
                    err._revgen_base = base
                except AttributeError:
                    pass
            yield err


def advisory_check(spec: Spec, strict: bool = False) -> int:
    """Warn (one line on stderr) when ``spec`` is not a valid OpenAPI document; fatal with ``strict``.

    Without ``strict`` only the quick check runs (milliseconds); with it, the full validator. Returns
    the number of problems found (0 when valid).
    """
    document = spec.document
    shown = document.display
    if strict:
        problems = validate_document(spec)
        if problems:
            first = problems[0]
            raise RevgenError(
                f"not a valid OpenAPI 3.x document ({len(problems)} problem{'s' if len(problems) != 1 else ''}; "
                f"first: {first.message}; run revgen validate {shown})",
                first.file or shown,  # the file the line is in (a referenced file's problem is located there)
                first.line,
                first.col,
            )
        return 0

    count = spec.__dict__.get("_quick_problem_count")  # checked before (the same spec named twice)
    if count is None:
        try:
            count = len(quick_problems(spec))
        except RevgenError:
            raise
        except RecursionError:
            count = 1
        spec.__dict__["_quick_problem_count"] = count
    if count:
        print(
            f"warning: {shown}: not a valid OpenAPI 3.x document ({count} problem{'s' if count != 1 else ''}; "
            f"run revgen validate {shown})",
            file=sys.stderr,
        )
    return count


def quick_count(spec: Any) -> int:
    """How many problems the quick check finds in ``spec`` (a spec too deep to walk counts as one)."""
    try:
        return len(quick_problems(spec))
    except RecursionError:
        return 1


def warn_invalid(counts: list[tuple[str, int]]) -> int:
    """Print the one advisory warning line for ``(file, problem count)`` pairs; return how many are invalid.

    One revision gets :func:`advisory_check`'s line; several get a summary naming the first invalid one.
    """
    invalid = [(name, n) for name, n in counts if n]
    if not invalid:
        return 0
    if len(counts) == 1:
        name, n = invalid[0]
        print(
            f"warning: {name}: not a valid OpenAPI 3.x document ({n} problem{'s' if n != 1 else ''}; "
            f"run revgen validate {name})",
            file=sys.stderr,
        )
        return 1
    print(
        f"warning: {len(invalid)} of {len(counts)} revisions are not valid OpenAPI 3.x documents "
        f"(first: {invalid[0][0]}; run revgen validate FILE)",
        file=sys.stderr,
    )
    return len(invalid)
