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
    from generator.heap import collector_paused

    # The diff allocates many small objects and creates no garbage cycles worth collecting; the
    # collector would rescan the whole parsed spec (millions of objects) again and again meanwhile.
    with collector_paused():
        return _compute(base, revision, checks, locate, deprecation_days)


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
    if same_content(base, revision):  # `changelog X X`, or a revision that only renamed the file
        return []
    from generator.diff.spec import diff_specs
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
    add = changes.append
    new_change = object.__new__
    seen: set[tuple[Any, ...]] = set()
    # per operation: (METHOD, path as the base names it, operationId, tags, rank of the method)
    endpoints: dict[int, tuple[str, str, str | None, Any, int]] = {}
    texts: dict[int, str] = {}
    sources: dict[tuple[bool, str | None, str | None], Source] = {}
    levels: dict[str, tuple[str, str]] = {}  # id -> (level, section of a change naming no endpoint)
    keys: list[tuple[Any, ...]] = []
    for e in emitted:
        rid = e.id
        found = levels.get(rid)
        if found is None:
            row = RULES.get(rid)
            if row is None:
                raise UnknownRuleId(f"a check emitted {rid!r}, which is not a row of the rule table")
            found = levels[rid] = (row.level, row.area if row.area in ("security", "info") else "components")
        op = e.operation
        args = e.args
        tkey = e.text_key
        if tkey is not None:  # emissions sharing this object share their text (a schema finding)
            text = texts.get(id(tkey))
            if text is None:
                text = texts[id(tkey)] = format_message(rid, args)
        else:
            text = format_message(rid, args)
        if op is not None:
            endpoint = endpoints.get(id(op))
            if endpoint is None:
                endpoint = endpoints[id(op)] = (
                    op.method, base_paths.get(normalize_path(op.path), op.path), op.operation_id, op.tags,
                    _METHOD_ORDER.get(op.method, 99),
                )
            method, path, operation_id, tags, rank = endpoint
            if tkey is None:  # replayed schema changes cannot repeat; others might (shared families)
                key: tuple[Any, ...] = (rid, method, path, text, args.get("status"), args.get("media_type"))
                if key in seen:
                    continue
                seen.add(key)
            section = "paths"
        else:
            method = path = operation_id = None
            tags = ()
            rank = 99
            key = (rid, None, None, text, _frozen(args))
            if key in seen:
                continue
            seen.add(key)
            section = found[1]
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
            id=rid, level=found[0], text=text, operation=method, path=path, operation_id=operation_id,
            args=args, source=source, tags=tags, section=section,
        )
        add(change)
        keys.append((path is not None, path or "", rank, rid, text))
    # changes naming no endpoint first, then by path, method, id and text (each key built once)
    order = sorted(range(len(changes)), key=keys.__getitem__)
    return [changes[i] for i in order]


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

