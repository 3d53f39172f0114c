"""SDK target: the optional models backend that lets datamodel-code-generator render the models.

Entry point: :func:`dcg_models` (``generate_sdk(..., models="datamodel-code-generator")``, CLI
``--models datamodel-code-generator``). datamodel-code-generator turns the whole document into one
module ``<package>/models/_dcg.py`` (or a ``_dcg`` package when the schema names ask for modules). Each
component schema it produced a class for gets a one-line module under our module name that re-exports
that class under our class name, so the endpoint stubs work unchanged; schemas it has no class for
(inline request/response objects, unions) keep the module our own templates render. The default
backend is our templates: see the numbers in ``benchmarks/sdk_models_compare.py``.
"""

from __future__ import annotations

import ast
import json
import re
import warnings
from typing import Any

from generator.errors import RevgenError
from generator.targets.sdk.context import SdkContext
from generator.targets.sdk.pyformat import black_format

HEADER = "# File generated from our OpenAPI spec by revgen. Do not edit by hand.\n"


def run_dcg(raw: dict[str, Any]) -> str | dict[tuple[str, ...], str]:
    """datamodel-code-generator over the document: one module's text, or {module path: text}."""
    from datamodel_code_generator import (  # type: ignore[attr-defined]  # DataModelType: at the root in every version, not in its __all__
        DataModelType,
        InputFileType,
        PythonVersion,
        generate,
    )

    text = json.dumps(raw, default=str)
    try:
        with warnings.catch_warnings():  # its warnings are advice about its own options
            warnings.simplefilter("ignore", FutureWarning)
            warnings.simplefilter("ignore", UserWarning)
            out = generate(
                text,
                input_file_type=InputFileType.OpenAPI,
                output_model_type=DataModelType.PydanticV2BaseModel,
                target_python_version=PythonVersion.PY_310,
                disable_timestamp=True,
            )
    except Exception as exc:  # the library raises many kinds; report it as one line
        raise RevgenError(f"datamodel-code-generator failed: {str(exc).splitlines()[0] if str(exc) else type(exc).__name__}") from None
    if isinstance(out, str):
        return out
    if out is None:
        raise RevgenError("datamodel-code-generator produced no output")
    return {tuple(k): v.body if hasattr(v, "body") else str(v) for k, v in dict(out).items()}


def _top_level_names(source: str) -> set[str]:
    names: set[str] = set()
    for node in ast.parse(source).body:
        if isinstance(node, ast.ClassDef):
            names.add(node.name)
        elif isinstance(node, (ast.Assign, ast.AnnAssign)):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            names.update(t.id for t in targets if isinstance(t, ast.Name))
    return names


def dcg_models(ctx: SdkContext, rendered: dict[str, str]) -> dict[str, str]:
    """The model files of the package with datamodel-code-generator's classes in place of ours. A
    component's module that holds the inline classes defined in it as well (``rendered``: our text)
    keeps them, and its last line binds the component's name to datamodel-code-generator's class."""
    pkg = ctx.package
    if not any(m["wire_name"] is not None for m in ctx.models):
        return {}  # no component schemas: nothing for it to render (it refuses such a document)
    out = run_dcg(ctx.spec.raw)
    files: dict[str, str] = {}
    where: dict[str, str] = {}  # dcg class name -> module (relative import path from models/)

    if isinstance(out, str):
        out = black_format(out)
        files[f"{pkg}/models/_dcg.py"] = out
        where.update({n: "._dcg" for n in _top_level_names(out)})
    else:
        for parts, text in out.items():
            parts = tuple(p for p in parts if p)
            mod = "/".join(parts)
            text = black_format(text)
            files[f"{pkg}/models/_dcg/{mod}"] = text
            dotted = "._dcg." + ".".join(p.removesuffix(".py") for p in parts if p != "__init__.py")
            where.update({n: dotted.rstrip(".") for n in _top_level_names(text)})
    shared = {mod["module"] for mod in ctx.model_modules if len(mod["classes"]) > 1}
    for m in ctx.models:
        wire = m["wire_name"]
        if wire is None:
            continue
        for candidate in (wire, re.sub(r"\W", "", wire), re.sub(r"\W", "_", wire)):
            if candidate in where:
                path = f"{pkg}/models/{m['module']}.py"
                line = f"from {where[candidate]} import {candidate} as {m['class_name']}"
                if m["module"] in shared:
                    files[path] = f"{rendered[path].rstrip()}\n\n\n{line}  # noqa: E402, F811\n"
                else:
                    files[path] = f'{HEADER}\n{line}\n\n__all__ = ["{m["class_name"]}"]\n'
                break
    return files
