"""Targets stage: the docs' Python SDK tab, one call per operation of the SDK ``revgen sdk`` makes.

Entry point: :func:`sdk_snippets` ``(spec) -> {(METHOD, path): code}``. The names come from the SDK's
own analysis (:func:`generator.targets.sdk.build_methods`: the client class and the resources' methods
:func:`~generator.targets.sdk.build_context` makes, without its models and params, with the spec's
``revgen.yaml`` when it has one, and :func:`~generator.targets.sdk.naming.default_package_name`, the
package ``revgen build`` writes): the client class, the resource path and method
(``client.rl.model_resources.stop``) and the required arguments filled from the spec's examples, as
the package README shows them. A spec the SDK cannot be made for gets no SDK tab (``{}``).
"""

from __future__ import annotations

from generator.errors import RevgenError
from generator.model import Spec
from generator.targets.sdk import build_methods, operation_methods
from generator.targets.sdk.naming import default_package_name


def sdk_snippets(spec: Spec) -> dict[tuple[str, str], str]:
    package = default_package_name(spec.title)
    try:
        client_class, resources = build_methods(spec, package)
    except RevgenError:
        return {}
    head = f"from {package} import {client_class}\n\nclient = {client_class}()\n\n"
    out: dict[tuple[str, str], str] = {}
    for node, method in operation_methods(resources):
        call = f"{node['handle']}.{method['name']}({method['example']})"
        if method["returns"]["mode"] == "page":
            body = f"for item in {call}:\n    print(item)\n"
        else:
            body = f"result = {call}\nprint(result)\n"
        out[method["key"]] = head + body
    return out
