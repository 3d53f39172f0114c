"""SDK target: a typed Python client package from one Spec, rendered from ``templates/python/``.

Entry points (library API; the CLI is ``generator/cli/sdk.py``):

- ``generate_sdk(spec, package_name, *, templates=None, version="0.1.0", models="templates", jobs=1)``
  -> ``{relative path: file content}``. Pure: no I/O to the output folder, black-formatted, byte-for-byte
  deterministic (whatever ``jobs``, the worker processes that render, format and check the files). ``models`` is ``"templates"`` (our own model templates, the default) or
  ``"datamodel-code-generator"`` (models rendered by datamodel-code-generator instead).
- ``write_sdk(spec, out_dir, package_name, **same)`` writes that tree atomically (``write_tree``'s rules;
) and returns the relative paths written.
- ``build_context(spec, package_name) -> SdkContext``: the analysed package (names, types, methods). It is
  the expensive part of both functions below, and each accepts it in place of ``spec``: build it once
  when a run needs both the symbols and the files of one revision (``revgen release`` does).
- ``symbols(spec, package_name) -> SdkSymbols``, for reports about what a spec change does to SDK users:

  * ``SdkSymbols.operations[(METHOD, path)]`` -> ``OperationSymbol`` with ``call`` (the call expression,
    e.g. ``"client.fine_tuning.cancel"``), ``resource`` (the dotted resource, ``"fine_tuning"`` or
    ``"chat.completions"``), ``method`` (``"cancel"``) and ``params`` ``{(in, name): python name}`` keyed like
    :attr:`generator.model.Parameter.key` (``path``/``query``/``header``/``cookie``; header names
    lower-cased), or ``body`` for a flattened request-body property (an
    unflattened body is ``("body", "")``);
  * ``SdkSymbols.schemas[component name]`` -> ``ModelSymbol`` with ``class_name``, ``module``
    (``"package.models.x"``), ``kind`` (model / enum / alias) and ``fields`` ``{wire name: python name}``.

Every function takes ``config`` (:func:`load_config` of a ``revgen.yaml``); without one, the
``revgen.yaml`` beside the spec is used when present (:func:`config_for_spec`).

Stages inside: ``registry`` (class names, type expressions) -> ``tree`` (resource tree, method names)
and ``pagination`` (page schemes) -> ``operations`` / ``models`` (contexts)
-> ``context`` (assembly) -> ``render`` (templates) -> ``pyformat`` (black).
"""

from __future__ import annotations

import dataclasses
import os
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from generator.model import Spec
from generator.targets.sdk.config import SdkConfig, config_for_spec, load_config
from generator.targets.sdk.context import SdkContext, build_context, build_methods
from generator.targets.sdk.render import render_package, write_package

DEFAULT_MODELS = "templates"
MODEL_BACKENDS = ("templates", "datamodel-code-generator")

__all__ = [
    "DEFAULT_MODELS",
    "MODEL_BACKENDS",
    "ModelSymbol",
    "operation_methods",
    "OperationSymbol",
    "SdkConfig",
    "SdkContext",
    "SdkSymbols",
    "build_context",
    "build_methods",
    "config_for_spec",
    "generate_sdk",
    "load_config",
    "symbols",
    "write_sdk",
]


@dataclass(frozen=True)
class OperationSymbol:
    call: str
    resource: str
    method: str
    params: dict[tuple[str, str], str] = field(default_factory=dict)


@dataclass(frozen=True)
class ModelSymbol:
    class_name: str
    module: str
    kind: str
    fields: dict[str, str] = field(default_factory=dict)


@dataclass(frozen=True)
class SdkSymbols:
    package: str
    operations: dict[tuple[str, str], OperationSymbol]
    schemas: dict[str, ModelSymbol]


def _context(spec: Spec | SdkContext, package_name: str, config: SdkConfig | None = None) -> SdkContext:
    """``spec``'s context, or ``spec`` itself when it already is one (for the same package name)."""
    if isinstance(spec, SdkContext):
        if spec.package != package_name:
            raise ValueError(f"context built for package {spec.package!r}, not {package_name!r}")
        return spec
    return build_context(spec, package_name, config=config)


def generate_sdk(
    spec: Spec | SdkContext,
    package_name: str,
    *,
    templates: str | None = None,
    version: str = "0.1.0",
    models: str = DEFAULT_MODELS,
    config: SdkConfig | None = None,
    jobs: int | None = 1,
) -> dict[str, str]:
    """The files of the SDK package for ``spec`` (or its :func:`build_context`): {relative path: content}.
    ``config`` (:func:`load_config`) defaults to ``revgen.yaml`` beside the spec when there is one.
    ``jobs``: processes that render, format and check the files (:mod:`generator.parallel`; ``None``:
    as many as the package's size pays for); the files never depend on it."""
    ctx = _context(spec, package_name, config)
    ctx = dataclasses.replace(ctx, globals=dict(ctx.globals, version=version))  # never changes the shared one
    return render_package(ctx, templates=templates, models=models, jobs=jobs)


def write_sdk(
    spec: Spec | SdkContext,
    out_dir: str | os.PathLike[str],
    package_name: str,
    *,
    templates: str | None = None,
    version: str = "0.1.0",
    models: str = DEFAULT_MODELS,
    config: SdkConfig | None = None,
    jobs: int | None = 1,
) -> list[str]:
    """Generate the SDK and replace ``out_dir`` with it atomically; the relative paths written, sorted.
    The files are those of :func:`generate_sdk`, whatever ``jobs``."""
    ctx = _context(spec, package_name, config)
    ctx = dataclasses.replace(ctx, globals=dict(ctx.globals, version=version))
    return write_package(ctx, out_dir, templates=templates, models=models, jobs=jobs)


def operation_methods(resources: list[dict[str, Any]]) -> Iterator[tuple[dict[str, Any], dict[str, Any]]]:
    """``(resource node, method)`` of each operation's method among ``resources`` (an
    :class:`SdkContext`'s, or :func:`build_methods`'), not its `_stream` twin."""
    seen: set[tuple[str, str]] = set()
    for r in resources:
        for node in r["nodes"]:
            for m in node["methods"]:
                if m["key"] not in seen:
                    seen.add(m["key"])
                    yield node, m


def symbols(spec: Spec | SdkContext, package_name: str, config: SdkConfig | None = None) -> SdkSymbols:
    """The Python names the SDK gives each operation, parameter, schema and property (no rendering);
    ``spec`` may be a :func:`build_context` result, which is then only read."""
    ctx = _context(spec, package_name, config)
    ops: dict[tuple[str, str], OperationSymbol] = {}
    for node, m in operation_methods(ctx.resources):
        params = {p["key"]: p["name"] for p in m["params"]}
        params.update({("body", p["wire"]): p["name"] for p in m["body"]["fields"]})
        ops[m["key"]] = OperationSymbol(f"{node['handle']}.{m['name']}", node["dotted"], m["name"], params)
    schemas: dict[str, ModelSymbol] = {}
    for mctx in ctx.models:
        if mctx["wire_name"] is None:
            continue
        schemas[mctx["wire_name"]] = ModelSymbol(
            mctx["class_name"],
            f"{package_name}.models.{mctx['module']}",
            mctx["kind"],
            {f["wire"]: f["name"] for f in mctx["fields"]},
        )
    return SdkSymbols(package_name, ops, schemas)
