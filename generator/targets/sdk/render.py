"""SDK target: render the package's files from ``templates/python/`` and format them.

Entry points: :func:`render_package` (called by :func:`generator.targets.sdk.generate_sdk`) and
:func:`write_package` (:func:`generator.targets.sdk.write_sdk`, ``revgen sdk``); with workers
(:mod:`generator.parallel`) each renders, formats and (where :func:`~generator.targets.sdk.syntax.needs_check`)
compiles a share of the files. The table
:data:`FILES` says which template makes which file and how often (once, per model, per resource), so a
new kind of file is a new row. Users override any template with ``--templates DIR`` (same relative
path under ``DIR``). Output paths are ``<package>/...`` plus ``pyproject.toml`` and ``README.md``.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from typing import Any

import jinja2

from generator.errors import RevgenError
from generator.heap import collector_focused
from generator.output import write_tree
from generator.parallel import map_tasks, workers_for
from generator.render.environment import environment, render_with, source_with
from generator.targets.sdk.context import SdkContext
from generator.targets.sdk.dcg_backend import dcg_models
from generator.targets.sdk.pyformat import format_files
from generator.targets.sdk.syntax import compile_unknown, known_texts, needs_check, record_checked

# (template, output path pattern, unit): unit is "once", "model" (a models module), "param" (a params module) or "resource"; a template whose name
# does not end in .jinja is a file of the package's runtime, written as it is (no Jinja syntax: not compiled)
FILES: tuple[tuple[str, str, str], ...] = (
    ("python/pyproject.toml.jinja", "pyproject.toml", "once"),
    ("python/README.md.jinja", "README.md", "once"),
    ("python/package/__init__.py.jinja", "{package}/__init__.py", "once"),
    ("python/package/_base_client.py", "{package}/_base_client.py", "once"),
    ("python/package/_client.py.jinja", "{package}/_client.py", "once"),
    ("python/package/_exceptions.py", "{package}/_exceptions.py", "once"),
    ("python/package/_models.py", "{package}/_models.py", "once"),
    ("python/package/_pagination.py", "{package}/_pagination.py", "once"),
    ("python/package/_response.py", "{package}/_response.py", "once"),
    ("python/package/_streaming.py", "{package}/_streaming.py", "once"),
    ("python/package/_types.py", "{package}/_types.py", "once"),
    ("python/package/_version.py.jinja", "{package}/_version.py", "once"),
    ("python/package/_websocket.py", "{package}/_websocket.py", "once"),
    ("python/package/models/__init__.py.jinja", "{package}/models/__init__.py", "once"),
    ("python/package/resources/__init__.py.jinja", "{package}/resources/__init__.py", "once"),
    ("python/package/resources/resource.py.jinja", "{package}/resources/{module}.py", "resource"),
    ("python/package/models/{kind}.py.jinja", "{package}/models/{module}.py", "model"),
    ("python/package/params/__init__.py.jinja", "{package}/params/__init__.py", "once"),
    ("python/package/params/param.py.jinja", "{package}/params/{module}.py", "param"),
)

ENUM_TEMPLATE = "python/package/models/enum.py.jinja"  # no longer a template: an override of it is refused


def _env(templates: str | None) -> jinja2.Environment:
    """The environment of one package's rendering: every template filter (registered in one place),
    and a cache of its own in which a template, once loaded, is not checked again against its file
    (Jinja's ``auto_reload`` costs two ``stat`` calls per rendered file: 4,600 for Stripe). Each
    rendering starts a new cache, so an edited template is still read afresh by the next one. Jinja's
    optimizer (constant folding while compiling) is off: the SDK templates hold next to no constant
    expressions, so it only lengthens their compile, which a first run pays for every template."""
    for name, _, _ in FILES if templates else ():
        stale = os.path.join(templates or "", name + ".jinja")
        if not name.endswith(".jinja") and os.path.isfile(stale):  # an override of a runtime module as a template
            raise RevgenError(f"a runtime module is a plain file, not a template: rename this override {os.path.basename(name)}",
                              stale)
    enum = os.path.join(templates or "", ENUM_TEMPLATE)
    if templates and os.path.isfile(enum):  # enums are written by the models module's template now
        raise RevgenError("enum classes are written by python/package/models/model.py.jinja, with the other classes "
                          "of their module: move this override's lines there", enum)
    return environment(templates).overlay(auto_reload=False, cache_size=len(FILES) + 16, optimized=False)


def _render(env: jinja2.Environment, name: str, ctx: dict[str, Any]) -> str:
    if not name.endswith(".jinja"):
        return source_with(env, name)
    return render_with(env, name, ctx)


Unit = tuple[str, int] | None
"""Whose file an item is: ``("m", k)`` the ``k``-th models module, ``("p", k)`` params module, ``("r", k)``
resource module, None the package's (a file made once). Its template sees the package's context plus
that one as ``m``, ``p`` or ``r``."""
Item = tuple[int, str, str, Unit, int]  # (place in the package, output path, template, unit, weight)
_UNITS = {"m": "model_modules", "p": "param_modules", "r": "resources"}


def package_globals(ctx: SdkContext) -> dict[str, Any]:
    """What every template of the package sees: the package's context, its models, resources, params
    classes and params modules (each file of a unit reads its own from these, :func:`_context`)."""
    return dict(ctx.globals, models=ctx.models, resources=ctx.resources, params=ctx.params, param_modules=ctx.param_modules,
                model_modules=ctx.model_modules)


def _context(glob: dict[str, Any], unit: Unit) -> dict[str, Any]:
    """The context of a file of ``unit`` (:data:`Unit`) in the package whose context is ``glob``."""
    if unit is None:
        return glob
    kind, k = unit
    return dict(glob, **{kind: glob[_UNITS[kind]][k]})


@dataclass
class Share:
    """What one worker made of its files: their texts (formatted, checked) in package order; the digest
    of each ``.py`` text it checked; or the first error, as ``(stage, place, error)`` with stage 0 for rendering,
    1 for formatting, 2 for the syntax check."""

    files: dict[str, str]
    digests: list[str]
    error: tuple[int, int, RevgenError] | None = None


def render_package(
    ctx: SdkContext, *, templates: str | None = None, models: str = "templates", jobs: int | None = 1
) -> dict[str, str]:
    """The package's files. ``jobs``: worker processes that render, format and check them (None: as
    many as the package's size pays for, :func:`~generator.parallel.workers_for`); the files are the
    same whatever the number."""
    with collector_focused():
        return _render_package(ctx, templates, models, jobs)


def write_package(
    ctx: SdkContext,
    out_dir: str | os.PathLike[str],
    *,
    templates: str | None = None,
    models: str = "templates",
    jobs: int | None = 1,
) -> list[str]:
    """Replace the folder ``out_dir`` by the package, atomically (:func:`~generator.output.write_tree`'s
    rules); the relative paths written, sorted. An error leaves ``out_dir`` as it was, and it is the
    error :func:`render_package` raises."""
    return write_tree(out_dir, render_package(ctx, templates=templates, models=models, jobs=jobs))


def _items(ctx: SdkContext, glob: dict[str, Any]) -> list[Item]:
    """The package's files in order, each with its :data:`Unit` and a rough cost (about its size in
    KB: a resource module grows with its methods, an ``__init__`` with the models and params it
    imports; a model or params module is small)."""
    pkg = ctx.package
    out: list[Item] = []
    for template, pattern, unit in FILES:
        if unit == "once":
            path = pattern.format(package=pkg)
            weight = 2 + (len(ctx.models) + len(ctx.params)) // 10 if path.endswith("__init__.py") else 2
            out.append((len(out), path, template, None, weight))
        elif unit == "resource":
            for k, r in enumerate(ctx.resources):
                out.append((len(out), pattern.format(package=pkg, module=r["module"]), template, ("r", k),
                            1 + 7 * len(r["all_methods"])))
        elif unit == "param":
            for k, p in enumerate(ctx.param_modules):
                out.append((len(out), pattern.format(package=pkg, module=p["module"]), template, ("p", k), len(p["classes"])))
        elif unit == "model":
            for k, m in enumerate(ctx.model_modules):
                out.append((len(out), pattern.format(package=pkg, module=m["module"]), template.format(kind=m["kind"]),
                            ("m", k), len(m["classes"])))
    return out


WORKER_START = 5000
"""What starting one worker costs (an interpreter importing revgen and Jinja, reading the package's
context, loading the compiled templates), in :func:`_items`' weight: about the rendering of that much
weight (benchmarks/README.md, "sdk-speed-s14")."""


def _shares(items: list[Item], n: int) -> list[list[Item]]:
    """``items`` cut into ``n`` shares of about the same weight (the heaviest placed first, each on
    the lightest share so far), each share in package order. Depends on the items only."""
    shares: list[list[Item]] = [[] for _ in range(n)]
    loads = [0] * n
    for item in sorted(items, key=lambda it: (-it[4], it[0])):
        k = loads.index(min(loads))
        shares[k].append(item)
        loads[k] += item[4]
    return [sorted(share, key=lambda it: it[0]) for share in shares if share]


@dataclass
class Maker:
    """What every share's task needs (:func:`_make`): sent once to each worker, which makes its own
    Jinja environment from it; a task names its files' units (:data:`Unit`), whose contexts are
    read from ``glob`` (the package's context), so no task carries the package's context."""

    templates: str | None
    check: bool
    known: frozenset[str]
    glob: dict[str, Any]
    _env: jinja2.Environment | None = field(default=None, repr=False, compare=False)

    def env(self) -> jinja2.Environment:
        if self._env is None:
            self._env = _env(self.templates)
        return self._env

    def __getstate__(self) -> dict[str, Any]:
        return {**self.__dict__, "_env": None}


def _make(maker: Maker, items: list[Item]) -> Share:
    """Render, format and check ``items`` (one share; a task of the pool); errors are returned, not
    raised, and are those of the whole share made at once (every file rendered before any is
    formatted, formatted before any is checked)."""
    env = maker.env()
    files: dict[str, str] = {}
    for place, path, template, unit, _ in items:
        try:
            files[path] = _render(env, template, _context(maker.glob, unit))
        except RevgenError as exc:
            return Share({}, [], (0, place, exc))
    return _process(maker.check, maker.known, items, files)


def _process(check: bool, known: frozenset[str], items: list[Item], files: dict[str, str]) -> Share:
    """Format the rendered ``files`` of ``items``, and compile those not ``known`` when ``check``
    (:func:`~generator.targets.sdk.syntax.needs_check`)."""
    try:
        formatted = format_files(files)
    except RevgenError as exc:
        return Share({}, [], (1, items[0][0] if items else 0, exc))
    except Exception as exc:  # black refused a file: never hand out unformatted (or broken) code
        error = RevgenError(f"generated code could not be formatted by black: {type(exc).__name__}: {exc}")
        return Share({}, [], (1, items[0][0] if items else 0, error))
    places = {path: place for place, path, *_ in items}
    try:
        digests = compile_unknown(formatted, known) if check else []
    except RevgenError as exc:
        return Share({}, [], (2, places.get(exc.file or "", 0), exc))
    return Share(formatted, digests)


def _worker_count(models: str, jobs: int | None, items: list[Item]) -> int:
    """The processes that make the package: ``jobs`` (None: as many as the package's weight pays for,
    :func:`~generator.parallel.workers_for`), one for the other models backend (its models are made
    after the rest)."""
    if models != "templates":
        return 1
    return workers_for(jobs, sum(it[4] for it in items), WORKER_START)


def _render_package(ctx: SdkContext, templates: str | None, models: str, jobs: int | None) -> dict[str, str]:
    """The package's files, made by the worker pool in shares of about the same weight."""
    env = _env(templates)
    glob = package_globals(ctx)
    items = _items(ctx, glob)
    check = needs_check(templates, models)
    index, known = known_texts(ctx.package) if check else (None, frozenset[str]())
    n = _worker_count(models, jobs, items)
    if n == 1:
        share = _serial(ctx, env, glob, check, known, items, models)
        files, digests = share.files, share.digests
    else:
        _compile_templates(env)
        made = map_tasks(_make, _shares(items, n), n, shared=Maker(templates, check, known, glob))
        files, digests = _gathered(ctx, env, glob, check, known, items, models, made)
    files[f"{ctx.package}/py.typed"] = ""
    record_checked(index, known, digests)
    return files


def _compile_templates(env: jinja2.Environment) -> None:
    """Compile every SDK template (``python/...``) here, once, before the workers start: Jinja's on-disk
    cache of compiled templates then holds them, and each worker loads them from it instead of compiling
    them again. Without that cache there is nothing to share. A template that does not compile is left
    to the worker that renders it, whose error is the one a run in one process raises."""
    if env.bytecode_cache is None:
        return
    for name in env.list_templates(filter_func=lambda name: name.startswith("python/") and name.endswith(".jinja")):
        try:
            env.get_template(name)
        except jinja2.TemplateError:
            continue


def _gathered(ctx: SdkContext, env: jinja2.Environment, glob: dict[str, Any], check: bool, known: frozenset[str],
              items: list[Item], models: str, made: list[Share]) -> tuple[dict[str, str], list[str]]:
    """The package's files and digests from the shares ``made`` of ``items`` (by workers), or the
    error a run in one process meets first."""
    errors = [s.error for s in made if s.error is not None]
    if any(stage == 1 for stage, _, _ in errors):  # black's message depends on what it was given:
        made = [_serial(ctx, env, glob, check, known, items, models)]  # the one of a run in one process
    elif errors:
        raise min(errors, key=lambda e: e[:2])[2]  # the error a run in one process meets first
    digests = [d for s in made for d in s.digests]
    by_path = {path: text for s in made for path, text in s.files.items()}
    return {path: by_path[path] for _, path, *_ in items}, digests


def _serial(ctx: SdkContext, env: jinja2.Environment, glob: dict[str, Any], check: bool, known: frozenset[str],
            items: list[Item], models: str) -> Share:
    """Every file in this process; the first error raised."""
    files = {path: _render(env, template, _context(glob, unit)) for _, path, template, unit, _ in items}
    if models == "datamodel-code-generator":
        files.update(dcg_models(ctx, files))
    elif models != "templates":
        raise RevgenError(f"unknown models backend {models!r} (use templates or datamodel-code-generator)")
    try:
        formatted = format_files(files)
    except RevgenError:
        raise
    except Exception as exc:  # black refused a file: never hand out unformatted (or broken) code
        raise RevgenError(f"generated code could not be formatted by black: {type(exc).__name__}: {exc}") from None
    return Share(formatted, compile_unknown(formatted, known) if check else [])
