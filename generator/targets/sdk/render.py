"""SDK target: render the package's files from ``templates/python/`` and format them.

Entry points: :func:`render_package` (called by :func:`generator.targets.sdk.generate_sdk`) and
:func:`write_package` (:func:`generator.targets.sdk.write_sdk`, ``revgen sdk``), which has each worker
write the files it made into the staged output tree itself (nothing sent back but their digests). The table
:data:`FILES` says which template makes which file and how often (once, per model, per resource), so a
new kind of file is a new row. Users override any template with ``--templates DIR`` (same relative
path under ``DIR``). Output paths are ``<package>/...`` plus ``pyproject.toml`` and ``README.md``.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from functools import partial
from typing import Any

import jinja2

from generator.errors import RevgenError
from generator.model import Spec
from generator.render.environment import environment, render_with
from generator.targets.sdk.context import SdkContext
from generator.targets.sdk.formatting import format_files
from generator.targets.sdk.syntax import compile_unknown, known_texts, record_checked
from generator.forked import CAN_FORK, Forked
from generator.targets.sdk.workers import run_shares, worker_count
from generator.heap import collector_focused
from generator.writer import StagedTree, new_tree, write_part, write_tree

# (template, output path pattern, unit): unit is "once", "model", "param" or "resource"
FILES: tuple[tuple[str, str, str], ...] = (
    ("python/pyproject.toml.jinja", "pyproject.toml", "once"),
    ("python/README.md.jinja", "README.md", "once"),
    ("python/package/__init__.py.jinja", "{package}/__init__.py", "once"),
    ("python/package/_base_client.py.jinja", "{package}/_base_client.py", "once"),
    ("python/package/_client.py.jinja", "{package}/_client.py", "once"),
    ("python/package/_exceptions.py.jinja", "{package}/_exceptions.py", "once"),
    ("python/package/_models.py.jinja", "{package}/_models.py", "once"),
    ("python/package/_pagination.py.jinja", "{package}/_pagination.py", "once"),
    ("python/package/_response.py.jinja", "{package}/_response.py", "once"),
    ("python/package/_streaming.py.jinja", "{package}/_streaming.py", "once"),
    ("python/package/_types.py.jinja", "{package}/_types.py", "once"),
    ("python/package/_version.py.jinja", "{package}/_version.py", "once"),
    ("python/package/models/__init__.py.jinja", "{package}/models/__init__.py", "once"),
    ("python/package/resources/__init__.py.jinja", "{package}/resources/__init__.py", "once"),
    ("python/package/resources/resource.py.jinja", "{package}/resources/{module}.py", "resource"),
    ("python/package/models/{kind}.py.jinja", "{package}/models/{module}.py", "model"),
    ("python/package/params/__init__.py.jinja", "{package}/params/__init__.py", "once"),
    ("python/package/params/param.py.jinja", "{package}/params/{module}.py", "param"),
)


def _env(templates: str | None) -> jinja2.Environment:
    """The environment of one package's rendering: every template filter (registered in one place),
    and a cache of its own in which a template, once loaded, is not checked again against its file
    (Jinja's ``auto_reload`` costs two ``stat`` calls per rendered file: 4,600 for Stripe). Each
    rendering starts a new cache, so an edited template is still read afresh by the next one."""
    return environment(templates).overlay(auto_reload=False, cache_size=len(FILES) + 16)


def _render(env: jinja2.Environment, name: str, ctx: dict[str, Any]) -> str:
    return render_with(env, name, ctx)


Item = tuple[int, str, str, dict[str, Any]]  # (place in the package, output path, template, context)


@dataclass
class Share:
    """What one worker made of its files: their texts (formatted, checked) in package order, or when
    it wrote them into the output tree itself only their paths (``written``); the digest of each ``.py``
    text; or the first error, as ``(stage, place, error)`` with stage 0 for rendering, 1 for
    formatting, 2 for the syntax check, 3 for writing."""

    files: dict[str, str]
    digests: list[str]
    error: tuple[int, int, RevgenError] | None = None
    written: list[str] = field(default_factory=list)


def render_package(
    ctx: SdkContext, *, templates: str | None = None, models: str = "templates", jobs: int | None = 1
) -> dict[str, str]:
    """The package's files. ``jobs``: worker processes that render, format and check them (None: one
    per CPU, at most 4, and one for a small package); the files are the same whatever the number."""
    with collector_focused():
        return _render_package(ctx, templates, models, jobs)


def write_package(
    ctx: SdkContext,
    out_dir: str | os.PathLike[str],
    *,
    templates: str | None = None,
    models: str = "templates",
    jobs: int | None = 1,
    early: EarlyResources | None = None,
) -> list[str]:
    """Replace the folder ``out_dir`` by the package, atomically (:func:`~generator.writer.write_tree`'s
    rules); the relative paths written, sorted. With workers, each one writes the files it made into
    the staged tree (in parallel, and their texts never travel back); the tree is swapped in only when
    every share is made and checked, so an error leaves ``out_dir`` as it was, and it is the error
    :func:`render_package` raises. ``early``: the resource modules already being made (see
    :class:`EarlyResources`; the other arguments are then its own)."""
    with collector_focused():
        if early is not None and early.started:
            return early.finish(ctx)
        tree = early.take_tree() if early is not None else None
        if tree is not None:  # made at the start of the run, its files made ahead (EarlyResources.__enter__)
            with tree:
                written = _render_package(ctx, templates, models, jobs, tree)
                tree.commit()
            return sorted(written)
        if _worker_count(ctx, models, jobs) > 1:  # one process: write_tree also leaves an unchanged tree untouched
            try:
                tree = StagedTree(out_dir)
            except (RevgenError, OSError):  # a folder that is not ours (...): refused by write_tree below,
                pass  # after the package's own errors, as with one process
        if tree is None:
            return write_tree(out_dir, _render_package(ctx, templates, models, jobs))
        with tree:
            written = _render_package(ctx, templates, models, jobs, tree)
            tree.commit()
        return sorted(written)


class EarlyResources:
    """The resource modules (about half of a package's text) made while the rest of the context is built.

    ``revgen sdk`` passes :meth:`start` to :func:`~generator.targets.sdk.context.build_context` as its
    ``on_resources`` hook: once the resource contexts are final, forked workers render, format, check
    and write the resource modules into the staged output tree while this process builds the params
    and models contexts (the second core idled then); :func:`write_package` (``early=``) then makes the
    other files, shared with as many new workers unless they are few, and gathers the shares: the same
    files and the same error as without (:func:`_gathered`), the tree swapped in only when everything
    is made. Started only with the
    built-in templates (their resource template reads nothing the later stages make: a test checks it),
    more than one process, and (by default) a package that is not small; otherwise nothing is started
    and :func:`write_package` works as without. A ``with`` block: leaving it on an error stops the
    workers and removes the staged tree."""

    def __init__(self, out_dir: str | os.PathLike[str], *, templates: str | None, models: str,
                 jobs: int | None, version: str) -> None:
        self.out_dir, self.templates, self.models, self.jobs, self.version = out_dir, templates, models, jobs, version
        self.tree: StagedTree | None = None
        self.env: jinja2.Environment | None = None
        self.index: str | None = None
        self.known: frozenset[str] = frozenset()
        self.children: list[tuple[Forked, list[Item]]] = []
        self.places: set[int] = set()
        self.early = False  # workers started (start)
        self.components = 0  # distinct component schemas: models modules (loaded)

    @property
    def started(self) -> bool:
        return self.early

    def __enter__(self) -> EarlyResources:
        """Start the staged output tree now, when it starts from nothing (no tree at ``out_dir`` yet), and
        have its files made ahead (:meth:`~generator.writer.StagedTree.reserve`) while the spec is loaded
        and the context built: at first only the files every package has, then more as they are known
        (:meth:`loaded`, :meth:`finish`). Not with ``jobs=1`` (one process) or the other models backend."""
        if self.jobs != 1 and self.models == "templates":  # (None where refused: write_package says so later)
            self.tree = new_tree(self.out_dir, _ALWAYS)
        return self

    def loaded(self, spec: Spec) -> None:
        """The spec is loaded: each component schema (each definition) will be a models module."""
        self.components = len({schema.key for schema in spec.schemas.values()})
        if self.tree is not None:
            self.tree.reserve(_ALWAYS + self.components)

    def take_tree(self) -> StagedTree | None:
        """The staged tree :meth:`__enter__` started, for :func:`write_package` when no worker started early."""
        tree, self.tree = self.tree, None
        return tree

    def __exit__(self, *exc: object) -> None:
        for child, _ in self.children:
            child.stop()
        self.children = []
        if self.tree is not None and not self.tree.committed:
            self.tree.__exit__(*exc)

    def start(self, resources: list[dict[str, Any]], glob: dict[str, Any]) -> None:
        """Fork the workers for the resource modules of ``resources`` (final, with the globals ``glob``).
        The files made ahead: also one per resource module and per params module they import."""
        if self.tree is not None and self.tree.reserving:
            params = {p["module"] for r in resources for p in r["param_imports"]}
            self.tree.reserve(_ALWAYS + self.components + len(resources) + len(params))
        first = _first_resource_place()
        n = worker_count(self.jobs)
        if self.models != "templates" or self.templates is not None or not CAN_FORK or first is None or n < 2:
            return
        package = glob["package"]
        items = _resource_items(package, dict(glob, version=self.version), resources, first)
        if self.jobs is None and sum(_weight(it) for it in items) < SMALL_PACKAGE // 2:
            return
        # the workers take what n processes would each take of the resources, no more: the rest of the
        # package is not known yet, and where the resources outweigh it, workers given all of them finish
        # long after this process; the first share joins the other files (finish)
        shares = _shares(items, n, caller_extra=0.0)[1:]
        if not shares:
            return
        tree = self.tree
        if tree is None:
            try:
                tree = StagedTree(self.out_dir)
            except (RevgenError, OSError):  # refused later, after the package's own errors (write_package)
                return
        env = _env(None)
        _preload(env)
        self.index, self.known = known_texts(package)
        for share in shares:
            self.children.append((Forked(_make, env, self.known, True, tree, share), share))
        self.tree, self.env, self.places = tree, env, {it[0] for share in shares for it in share}
        self.early = True

    def finish(self, ctx: SdkContext) -> list[str]:
        """Make the rest of ``ctx``'s package here, gather the workers' shares, swap the tree in."""
        tree, env = self.tree, self.env
        assert tree is not None and env is not None
        items = _items(ctx, dict(ctx.globals, models=ctx.models, resources=ctx.resources, params=ctx.params))
        tree.reserve(_file_count(ctx.package, items))
        rest = [it for it in items if it[0] not in self.places]
        # the rest shared with as many new workers (it outweighs the resources: 1,800 files for Stripe, each
        # written); while the early ones are still busy, the processes share the cores
        n = worker_count(self.jobs)
        shares = _shares(rest, n) if self.jobs is not None or sum(_weight(it) for it in rest) >= SMALL_PACKAGE else [rest]
        for share in shares[1:]:
            self.children.append((Forked(_make, env, self.known, True, tree, share), share))
        made = [_make(env, self.known, True, tree, shares[0])]
        children, self.children = self.children, []
        for child, share in children:
            try:
                made.append(child.result())
            except Exception:  # the worker failed: its share is made here, where its error surfaces
                made.append(_make(env, self.known, True, tree, share))
        files, digests = _gathered(ctx, env, self.known, items, "templates", tree, made)
        record_checked(self.index, self.known, digests)
        tree.commit()
        return sorted({*files, f"{ctx.package}/py.typed"})


_ALWAYS = sum(unit == "once" for _, _, unit in FILES) + 2
"""The files every package has: one per ``once`` row of :data:`FILES`, ``py.typed`` and the marker."""


def _file_count(package: str, items: list[Item]) -> int:
    """The files of the staged tree: one per path of ``items``, ``py.typed`` and the marker."""
    return len({path for _, path, _, _ in items} | {f"{package}/py.typed"}) + 1


def _first_resource_place() -> int | None:
    """The place of the first resource module in the package: the number of rows before the resource
    row of :data:`FILES`, when each of them makes one file (else None: it depends on the context)."""
    units = [unit for _, _, unit in FILES]
    first = units.index("resource")
    return first if all(unit == "once" for unit in units[:first]) else None


def _items(ctx: SdkContext, glob: dict[str, Any]) -> list[Item]:
    pkg = ctx.package
    out: list[Item] = []
    for template, pattern, unit in FILES:
        if unit == "once":
            out.append((len(out), pattern.format(package=pkg), template, glob))
        elif unit == "resource":
            out += _resource_items(pkg, glob, ctx.resources, len(out))
        elif unit == "param":
            for p in ctx.params:
                out.append((len(out), pattern.format(package=pkg, module=p["module"]), template, dict(glob, p=p)))
        elif unit == "model":
            for m in ctx.models:
                out.append((len(out), pattern.format(package=pkg, module=m["module"]), template.format(kind=m["kind"]), dict(glob, m=m)))
    return out


def _resource_items(package: str, glob: dict[str, Any], resources: list[dict[str, Any]], first: int) -> list[Item]:
    """The resource modules' items, the first at place ``first``."""
    template, pattern, _ = next(row for row in FILES if row[2] == "resource")
    return [(first + k, pattern.format(package=package, module=r["module"]), template, dict(glob, r=r))
            for k, r in enumerate(resources)]


SMALL_PACKAGE = 400
"""Below this :func:`_weight` in all, a package is made in one process (a fork costs more)."""


def _weight(item: Item) -> int:
    """A rough cost of one file, about its size in KB: a resource module grows with its methods, an
    ``__init__`` with the models and params it imports; a model or params module is small."""
    context = item[3]
    r = context.get("r")
    if r is not None:
        return 1 + 7 * len(r["all_methods"])
    if "m" in context or "p" in context:
        return 1
    return 2 + (len(context["models"]) + len(context["params"])) // 10 if item[1].endswith("__init__.py") else 2


CALLER_EXTRA = 0.05
"""The part of a share the calling process is spared: it also gathers the workers' files and writes them."""


def _shares(items: list[Item], n: int, caller_extra: float = CALLER_EXTRA) -> list[list[Item]]:
    """``items`` cut into ``n`` shares of about the same weight (the heaviest placed first, each on
    the lightest share so far; the first, the caller's, starts :data:`CALLER_EXTRA` heavier), each
    share in package order. Depends on the items only."""
    shares: list[list[Item]] = [[] for _ in range(n)]
    loads = [0.0] * n
    if n > 1:
        loads[0] = caller_extra * sum(_weight(it) for it in items) / n
    for item in sorted(items, key=lambda it: (-_weight(it), it[0])):
        k = loads.index(min(loads))
        shares[k].append(item)
        loads[k] += _weight(item)
    return [sorted(share, key=lambda it: it[0]) for share in shares if share]


BATCH_CHARS = 1 << 24
"""Rendered text a process that writes its files itself holds at a time (rendered, formatted, checked,
written, then dropped): its memory is that of a batch, not of its share (graph-beta's resource modules
are hundreds of MB)."""


def _make(env: jinja2.Environment, known: frozenset[str], parallel: bool, tree: StagedTree | None, items: list[Item]) -> Share:
    """Render, format and check ``items`` (one share), and with a ``tree`` write them into it, a batch of
    about :data:`BATCH_CHARS` at a time; errors are returned, not raised, and are those of the whole
    share made at once (every file rendered before any is formatted, formatted before any is checked,
    checked before any is written): after an error in one batch, the files after it are made (not
    written) for an error of an earlier stage."""
    if tree is None:
        return _make_whole(env, known, parallel, None, items)
    digests: list[str] = []
    written: list[str] = []
    at = 0
    while at < len(items):
        files: dict[str, str] = {}
        size, first = 0, at
        while at < len(items) and size < BATCH_CHARS:
            place, path, template, context = items[at]
            try:
                files[path] = _render(env, template, context)
            except RevgenError as exc:  # no file before it failed: the first error of the share
                return Share({}, [], (0, place, exc))
            size += len(files[path])
            at += 1
        made = _process(known, parallel, tree, items[first:at], files)
        if made.error is not None:
            later = _make_whole(env, known, parallel, None, items[at:]) if at < len(items) else made
            return later if later.error is not None and later.error[0] < made.error[0] else made
        digests += made.digests
        written += made.written
    return Share({}, digests, written=sorted(written))


def _make_whole(env: jinja2.Environment, known: frozenset[str], parallel: bool, tree: StagedTree | None,
                items: list[Item]) -> Share:
    """:func:`_make` of ``items`` all at once."""
    files: dict[str, str] = {}
    for place, path, template, context in items:
        try:
            files[path] = _render(env, template, context)
        except RevgenError as exc:
            return Share({}, [], (0, place, exc))
    return _process(known, parallel, tree, items, files)


def _process(known: frozenset[str], parallel: bool, tree: StagedTree | None, items: list[Item], files: dict[str, str]) -> Share:
    """Format and check the rendered ``files`` of ``items``, and with a ``tree`` write them into it."""
    try:
        formatted = format_files(files, jobs=1 if parallel else None)
    except RevgenError as exc:
        return Share({}, [], (1, items[0][0] if items else 0, exc))
    except Exception as exc:  # black refused a file: never hand out unformatted (or broken) code
        error = RevgenError(f"generated code could not be formatted by black: {type(exc).__name__}: {exc}")
        return Share({}, [], (1, items[0][0] if items else 0, error))
    places = {path: place for place, path, _, _ in items}
    try:
        digests = compile_unknown(formatted, known)
    except RevgenError as exc:
        return Share({}, [], (2, places.get(exc.file or "", 0), exc))
    if tree is None:
        return Share(formatted, digests)
    try:
        written = write_part(tree, formatted.items())
    except RevgenError as exc:  # a path outside the tree (an override's): after every other error
        return Share({}, [], (3, items[0][0] if items else 0, exc))
    return Share({}, digests, written=sorted(written))


def _worker_count(ctx: SdkContext, models: str, jobs: int | None, items: list[Item] | None = None) -> int:
    """The processes that make the package: ``jobs`` (None: one per CPU, at most 4), one for a small
    package and for the other models backend (its models are made after the rest)."""
    if models != "templates":
        return 1
    if jobs is None:
        if items is None:
            items = _items(ctx, dict(ctx.globals, models=ctx.models, resources=ctx.resources, params=ctx.params))
        if sum(_weight(it) for it in items) < SMALL_PACKAGE:
            return 1
    return worker_count(jobs)


def _render_package(ctx: SdkContext, templates: str | None, models: str, jobs: int | None,
                    tree: StagedTree | None = None) -> dict[str, str]:
    """The package's files; with ``tree`` (workers only) they are written into it, and what comes back
    is ``{path: ""}`` for each file written."""
    env = _env(templates)
    glob = dict(ctx.globals, models=ctx.models, resources=ctx.resources, params=ctx.params)
    items = _items(ctx, glob)
    index, known = known_texts(ctx.package)
    n = _worker_count(ctx, models, jobs, items)
    typed = f"{ctx.package}/py.typed"
    if tree is not None and tree.reserving:  # (a tree started early: every file is new)
        tree.reserve(_file_count(ctx.package, items))
    if n == 1:
        share = _serial(ctx, env, known, items, models)
        files, digests = share.files, share.digests
        if tree is not None:  # (a tree started early, one process)
            files = {path: "" for path in write_part(tree, files.items())}
            tree.write(typed, "")
    else:
        _preload(env)
        made = run_shares(partial(_make, env, known, True, tree), _shares(items, n))
        files, digests = _gathered(ctx, env, known, items, models, tree, made)
    files[typed] = ""
    record_checked(index, known, digests)
    return files


def _gathered(ctx: SdkContext, env: jinja2.Environment, known: frozenset[str], items: list[Item], models: str,
              tree: StagedTree | None, made: list[Share]) -> tuple[dict[str, str], list[str]]:
    """The package's files and digests from the shares ``made`` of ``items`` (by processes of their
    own), or the error a run in one process meets first."""
    errors = [s.error for s in made if s.error is not None]
    if any(stage == 1 for stage, _, _ in errors):  # black's message depends on what it was given:
        share = _serial(ctx, env, known, items, models)  # the one of a run in one process
        made = [share if tree is None else Share({}, share.digests, written=sorted(write_part(tree, share.files.items())))]
    elif errors:
        raise min(errors, key=lambda e: e[:2])[2]  # the error a run in one process meets first
    digests = [d for s in made for d in s.digests]
    if tree is None:
        by_path = {path: text for s in made for path, text in s.files.items()}
        return {path: by_path[path] for _, path, _, _ in items}, digests
    tree.write(f"{ctx.package}/py.typed", "")
    return {path: "" for s in made for path in s.written}, digests


def _serial(ctx: SdkContext, env: jinja2.Environment, known: frozenset[str], items: list[Item], models: str) -> Share:
    """Every file in this process; the first error raised."""
    files = {path: _render(env, template, context) for _, path, template, context in items}
    if models == "datamodel-code-generator":
        from generator.targets.sdk.dcg_backend import dcg_models

        files.update(dcg_models(ctx))
    elif models != "templates":
        raise RevgenError(f"unknown models backend {models!r} (use templates or datamodel-code-generator)")
    try:
        formatted = format_files(files)
    except RevgenError:
        raise
    except Exception as exc:  # black refused a file: never hand out unformatted (or broken) code
        raise RevgenError(f"generated code could not be formatted by black: {type(exc).__name__}: {exc}") from None
    return Share(formatted, compile_unknown(formatted, known))


def _preload(env: jinja2.Environment) -> None:
    """Load (compile) the package's templates once, before the workers start, so they share them.
    A template that does not load is left for its rendering to report."""
    for name in env.list_templates(filter_func=lambda n: n.startswith("python/") and n.endswith(".jinja")):
        try:
            env.get_template(name)
        except jinja2.TemplateError:
            pass
