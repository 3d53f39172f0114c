"""Rules stage entry point: every change between two revisions as a sorted list of :class:`Change`.

Entry point: :func:`compute_changes` ``(base, revision) -> list[Change]``. It runs the structural diff
(:func:`generator.diff.spec.diff_specs`), every check of the rule table over it, and joins each emitted
id with its level and message from :mod:`generator.rules.table`. Order is deterministic: changes that
name no endpoint first, then by path, method, id and text. Source lines are looked up in one batch per
document (``generator.load.locate`` when available).
"""

from __future__ import annotations

from typing import Any

from generator.model import Spec
from generator.model.objects import normalize_path
from generator.rules.change import Change, Source

_METHOD_ORDER = {m: i for i, m in enumerate(("GET", "PUT", "POST", "DELETE", "OPTIONS", "HEAD", "PATCH", "TRACE"))}


def _line_finder(base: Spec, revision: Spec) -> Any:
    from generator.load.locate import LineFinder

    finders = {True: LineFinder(base.documents), False: LineFinder(revision.documents)}

    def find(is_base: bool, file: str | None, pointer: str | None) -> int | None:
        return finders[is_base].line(file, pointer)

    return find


def compute_changes(
    base: Spec, revision: Spec, checks: set[Any] | None = None, *, locate: bool = True,
    deprecation_days: tuple[int, int] = (0, 0),
) -> list[Change]:
    """All changes from ``base`` to ``revision``, sorted; ``checks`` (check functions of the rule
    table) limits the checks run. ``deprecation_days`` is ``(beta, stable)``: the least days from a
    deprecation to its sunset date (``--deprecation-days-beta/--deprecation-days-stable``).

    ``locate=False`` skips looking up source lines (``Change.source.line`` stays None): a history of
    many revisions that never shows lines saves composing every YAML document for them.
    """
    import gc

    # The diff allocates many small objects and creates no garbage cycles worth collecting; the
    # collector would rescan the whole parsed spec (millions of objects) again and again meanwhile.
    enabled = gc.isenabled()
    gc.disable()
    try:
        return _compute(base, revision, checks, locate, deprecation_days)
    finally:
        if enabled:
            gc.enable()


def same_content(base: Spec, revision: Spec) -> bool:
    """Whether both revisions are the same text: the root file and every file reached through a
    ``$ref`` (named relative to the root), byte for byte. Nothing can have changed between them."""
    import os

    if base is revision:
        return True
    if base.document.text != revision.document.text:
        return False
    before, after = base.resolver.documents, revision.resolver.documents
    if len(before) != len(after):
        return False
    roots = os.path.dirname(base.document.path), os.path.dirname(revision.document.path)
    files = [{os.path.relpath(p, root): d.text for p, d in docs.items()} for docs, root in zip((before, after), roots)]
    return files[0] == files[1]


def _compute(base: Spec, revision: Spec, checks: set[Any] | None, locate: bool,
             deprecation_days: tuple[int, int] = (0, 0)) -> list[Change]:
    from generator.diff.spec import diff_specs

    if same_content(base, revision):  # `changelog X X`, or a revision that only renamed the file
        return []
    from generator.rules.checks import run_checks
    from generator.rules.messages import format_message
    from generator.rules.table import RULES, UnknownRuleId

    diff = diff_specs(base, revision)
    from generator.rules.checks.lifecycle import DeprecationPolicy

    emitted = run_checks(diff, checks, DeprecationPolicy(*deprecation_days))
    find = _line_finder(base, revision) if locate else None
    # an endpoint is named as in the base: /a/{id} stays /a/{id} when the revision calls it /a/{key}
    base_paths = {normalize_path(p): p for p in base.paths}
    changes: list[Change] = []
    new_change = object.__new__
    seen: set[tuple[Any, ...]] = set()
    op_paths: dict[int, str] = {}
    texts: dict[Any, str] = {}
    sources: dict[tuple[bool, str | None, str | None], Source] = {}
    for e in emitted:
        row = RULES.get(e.id)
        if row is None:
            raise UnknownRuleId(f"a check emitted {e.id!r}, which is not a row of the rule table")
        op = e.operation
        args = e.args
        tkey = e.text_key
        text = texts.get(tkey) if tkey is not None else None
        if text is None:
            text = format_message(e.id, args)
            if tkey is not None:
                texts[tkey] = text
        if op is not None:
            path = op_paths.get(id(op))
            if path is None:
                path = op_paths[id(op)] = base_paths.get(normalize_path(op.path), op.path)
            if tkey is None:  # replayed schema changes cannot repeat; others might (shared families)
                key: tuple[Any, ...] = (e.id, op.method, path, text, args.get("status"), args.get("media_type"))
                if key in seen:
                    continue
                seen.add(key)
        else:
            path = None
            key = (e.id, None, None, text, _frozen(args))
            if key in seen:
                continue
            seen.add(key)
        skey = (e.base_side, e.file, e.pointer)
        source = sources.get(skey)
        if source is None:
            line = find(e.base_side, e.file, e.pointer) if find else None
            file = _relative(e.file, base if e.base_side else revision) if e.file is not None else None
            source = sources[skey] = Source(file, line, e.pointer)
        # Change is a frozen dataclass; filling its __dict__ directly is the same object, built
        # without ten guarded attribute writes (tens of thousands of changes on big specs)
        change = new_change(Change)
        change.__dict__.update(
            id=e.id,
            level=row.level,
            text=text,
            operation=op.method if op else None,
            path=path,
            operation_id=op.operation_id if op else None,
            args=args,
            source=source,
            tags=op.tags if op else (),
            section="paths" if op is not None else (row.area if row.area in ("security", "info") else "components"),
        )
        changes.append(change)
    changes.sort(key=_order)
    return changes


def _frozen(value: Any) -> Any:
    if isinstance(value, dict):
        return tuple(sorted((k, _frozen(v)) for k, v in value.items()))
    if isinstance(value, list):
        return tuple(_frozen(v) for v in value)
    return value


def _relative(file: str, spec: Spec) -> str:
    import os

    root = spec.file
    if file == root:
        return os.path.basename(file)
    try:
        return os.path.relpath(file, os.path.dirname(root))
    except ValueError:
        return os.path.basename(file)


def _order(c: Change) -> tuple[Any, ...]:
    return (c.path is not None, c.path or "", _METHOD_ORDER.get(c.operation or "", 99), c.id, c.text)
