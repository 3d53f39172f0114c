"""Targets stage: the docs' Python SDK tab, one call per operation of the SDK ``revgen sdk`` makes.

Entry point: :func:`sdk_snippets` ``(spec) -> {(METHOD, path): code}``. The names come from the SDK's
own context (:func:`generator.targets.sdk.context.build_context`, with the spec's ``revgen.yaml``
when it has one, and :func:`~generator.targets.sdk.naming.default_package_name`, the package
``revgen build`` writes): the client class, the resource path and method
(``client.rl.model_resources.stop``) and the required arguments filled from the spec's examples, as
the package README shows them. A spec the SDK cannot be made for gets no SDK tab (``{}``).
"""

from __future__ import annotations

from typing import Any

from generator.errors import RevgenError
from generator.model import Spec
from generator.targets.sdk import operation_methods
from generator.targets.sdk.context import build_context
from generator.targets.sdk.naming import default_package_name


def sdk_snippets(spec: Spec) -> dict[tuple[str, str], str]:
    try:
        ctx = build_context(spec, default_package_name(spec.title))
    except RevgenError:
        return {}
    glob: dict[str, Any] = ctx.globals
    head = f"from {glob['package']} import {glob['client_class']}\n\nclient = {glob['client_class']}()\n\n"
    out: dict[tuple[str, str], str] = {}
    for node, method in operation_methods(ctx):
        call = f"client.{node['dotted']}.{method['name']}({method['example']})"
        if method["returns"]["mode"] == "page":
            body = f"for item in {call}:\n    print(item)\n"
        else:
            body = f"result = {call}\nprint(result)\n"
        out[method["key"]] = head + body
    return out
