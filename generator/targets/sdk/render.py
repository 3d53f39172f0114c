"""SDK target: render the package's files from ``templates/python/`` and format them.

Entry point: :func:`render_package` (called by :func:`generator.targets.sdk.generate_sdk`). The table
:data:`FILES` says which template makes which file and how often (once, per model, per resource), so a
new kind of file is a new row. Users override any template with ``--templates DIR`` (same relative
path under ``DIR``). Output paths are ``<package>/...`` plus ``pyproject.toml`` and ``README.md``.
"""

from __future__ import annotations

from typing import Any

import jinja2

from generator.errors import RevgenError
from generator.render.environment import render_with
from generator.targets.sdk.context import SdkContext
from generator.targets.sdk.formatting import format_files
from generator.targets.sdk.syntax import check_python
from generator.heap import collector_focused

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
    from generator.targets.filters import environment

    return environment(templates).overlay(auto_reload=False, cache_size=len(FILES) + 16)


def _render(env: jinja2.Environment, name: str, ctx: dict[str, Any]) -> str:
    return render_with(env, name, ctx)


def render_package(ctx: SdkContext, *, templates: str | None = None, models: str = "templates") -> dict[str, str]:
    with collector_focused():
        return _render_package(ctx, templates, models)


def _render_package(ctx: SdkContext, templates: str | None, models: str) -> dict[str, str]:
    env = _env(templates)
    glob = dict(ctx.globals, models=ctx.models, resources=ctx.resources, params=ctx.params)
    pkg = ctx.package
    files: dict[str, str] = {}
    for template, pattern, unit in FILES:
        if unit == "once":
            files[pattern.format(package=pkg)] = _render(env, template, glob)
        elif unit == "resource":
            for r in ctx.resources:
                files[pattern.format(package=pkg, module=r["module"])] = _render(env, template, dict(glob, r=r))
        elif unit == "param":
            for p in ctx.params:
                files[pattern.format(package=pkg, module=p["module"])] = _render(env, template, dict(glob, p=p))
        elif unit == "model":
            for m in ctx.models:
                path = pattern.format(package=pkg, module=m["module"])
                files[path] = _render(env, template.format(kind=m["kind"]), dict(glob, m=m))
    if models == "datamodel-code-generator":
        from generator.targets.sdk.dcg_backend import dcg_models

        files.update(dcg_models(ctx))
    elif models != "templates":
        raise RevgenError(f"unknown models backend {models!r} (use templates or datamodel-code-generator)")
    files[f"{pkg}/py.typed"] = ""
    try:
        formatted = format_files(files)
    except RevgenError:
        raise
    except Exception as exc:  # black refused a file: never hand out unformatted (or broken) code
        raise RevgenError(f"generated code could not be formatted by black: {type(exc).__name__}: {exc}") from None
    check_python(formatted, pkg)
    return formatted
