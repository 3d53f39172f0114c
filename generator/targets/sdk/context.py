"""SDK target: assemble the whole template context of a package from a Spec.

Entry points: :func:`build_context` and :func:`build_methods` (its first part: the client class and the
resources' methods, for the docs' SDK tab). It runs the model registry over the component schemas, builds the
endpoint methods (which register the inline schemas they need), fills every model context, and works
out each resource module's imports. The result is plain data; templates only print it.
"""

from __future__ import annotations

import dataclasses
import re
import sys
from collections import Counter
from dataclasses import dataclass
from typing import Any

from generator.errors import RevgenError
from generator.model import Spec
from generator.targets.sdk.config import SdkConfig, config_for_spec
from generator.heap import collector_focused
from generator.targets.sdk.models import HELPER_NAMES, TYPING_NAMES, build_contexts, module_contexts
from generator.targets.sdk.naming import PY_KEYWORDS, SDK_DEPENDENCIES
from generator.targets.sdk.operations import OperationBuilder, default_auth
from generator.targets.sdk.registry import Registry, import_lines

_WORD = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
_PACKAGE = re.compile(r"^[a-z_][a-z0-9_]*$")
BASE_IMPORTS = ("Body", "FileContent", "FileTypes", "Headers", "NOT_GIVEN", "NotGiven", "Query")
RESOURCE_TYPING_NAMES = TYPING_NAMES + ("Sequence",)
README_RETURNS = {"sse": "Stream[{}]", "page": "SyncPage[{}]"}


@dataclass
class SdkContext:
    package: str
    spec: Spec
    registry: Registry
    models: list[dict[str, Any]]
    resources: list[dict[str, Any]]  # top-level resources (one module each); ``nodes``: the module's classes
    globals: dict[str, Any]
    params: list[dict[str, Any]] = dataclasses.field(default_factory=list)  # one per class
    param_modules: list[dict[str, Any]] = dataclasses.field(default_factory=list)  # one per params module, its classes
    model_modules: list[dict[str, Any]] = dataclasses.field(default_factory=list)  # one per models module, its classes
    stats: dict[str, dict[str, int]] = dataclasses.field(default_factory=dict)  # naming schemes, paginated methods per kind




def check_package_name(name: str) -> None:
    """Refuse a name that is not a lower-case identifier, or that shadows a module the SDK needs."""
    if not _PACKAGE.match(name) or name in PY_KEYWORDS:
        raise RevgenError(
            f"--package-name {name!r} is not a valid Python package name (lower-case letters, digits, _)"
        )
    if name in SDK_DEPENDENCIES or name in sys.stdlib_module_names:
        kind = "a dependency of the SDK" if name in SDK_DEPENDENCIES else "a standard library module"
        raise RevgenError(f"--package-name {name!r} would shadow {kind}; choose another name")


def build_context(
    spec: Spec, package: str, version: str = "0.1.0", config: SdkConfig | None = None,
) -> SdkContext:
    """The analysed package. ``config`` defaults to ``revgen.yaml`` beside the spec, when present."""
    with collector_focused():
        return _build_context(spec, package, version, config)


def _analysed(spec: Spec, package: str, config: SdkConfig | None) -> tuple[SdkConfig, Registry, OperationBuilder, list[dict[str, Any]]]:
    """The bound config, the model registry (components registered), the operation builder and the
    resource tree with every method: the first part of :func:`build_context`."""
    check_package_name(package)
    config = (config if config is not None else config_for_spec(spec)).bind(spec)
    registry = Registry()
    registry.add_components(spec.schemas)
    builder = OperationBuilder(spec, registry, config)
    return config, registry, builder, builder.resources()


def build_methods(spec: Spec, package: str, config: SdkConfig | None = None) -> tuple[str, list[dict[str, Any]]]:
    """The client class's name and the resources with their methods as :func:`build_context` makes
    them (names, example arguments, return modes), without the models' and params' contexts or the
    modules' imports: what a call to each method looks like, for the docs' SDK tab."""
    with collector_focused():
        config, _, _, resources = _analysed(spec, package, config)
    return config.class_name, resources


def _build_context(spec: Spec, package: str, version: str, config: SdkConfig | None) -> SdkContext:
    config, registry, builder, resources = _analysed(spec, package, config)
    for r in resources:  # every class and params class a method uses is registered by now
        _resource_imports(r, registry, builder.params.by_class)
    env_prefix = package.upper()
    class_name = config.class_name
    glob = {
        "package": package,
        "dist_name": package.replace("_", "-"),
        "title": spec.title,
        "api_version": spec.version,
        "version": version,
        "base_url": _base_url(spec),
        "api_key_env": config.api_key_env or f"{env_prefix}_API_KEY",
        "base_url_env": config.base_url_env or f"{env_prefix}_BASE_URL",
        "auth": default_auth(spec),
        "unsupported": builder.unsupported,
        "readme": readme_examples(resources, {key: i for i, key in enumerate(spec.operations)}),
        "client_class": class_name,
        "async_client_class": "Async" + class_name if class_name != "Client" else "AsyncClient",
        "has_pages": bool(builder.paged),
    }
    params = builder.params.contexts()
    models = build_contexts(registry)
    stats = {
        "naming": dict(Counter(p.scheme for p in builder.placements.values())),
        "pagination": dict(sorted(builder.paged.items())),
    }
    return SdkContext(package, spec, registry, models, resources, glob, params, builder.params.modules(params),
                      module_contexts(registry, models), stats)


def _base_url(spec: Spec) -> str:
    for server in spec.servers:
        url = server.resolved_url().rstrip("/")
        if url.startswith(("http://", "https://")):
            return url
        if url.startswith("/"):
            return "http://localhost" + url
    return "http://localhost"


def _resource_imports(r: dict[str, Any], registry: Registry, param_classes: dict[str, Any]) -> None:
    uses: set[str] = set()
    text_parts: list[str] = []
    for m in r["all_methods"]:
        uses |= m["uses"]
        for p in m["positional"] + m["keyword"]:
            text_parts.append(p["type"] + " " + (p["default"] or ""))
        text_parts.append(m["returns"]["type"] + " " + m["returns"].get("model", ""))
        m["raw_path"] = m["key"][1]
        m["readme_args"] = ", ".join([p["name"] for p in m["positional"]] + (["**params"] if m["keyword"] else []))
        m["readme_returns"] = README_RETURNS.get(m["returns"]["mode"], "{}").format(m["returns"]["type"])
    words = set(_WORD.findall(" ".join(text_parts)))
    typing_names = {n for n in RESOURCE_TYPING_NAMES if n in words} | {"TYPE_CHECKING", "Optional", "Union", "cast"}
    if any(m["returns"]["mode"] == "both" for m in r["all_methods"]):  # stream=True overloads
        typing_names |= {"Literal", "overload"}
    r["typing_imports"] = sorted(typing_names, key=lambda n: (not n.isupper(), n))
    r["datetime_imports"] = [n for n in ("date", "datetime") if n in words]
    r["pydantic_imports"] = [n for n in ("Discriminator", "Tag") if n in words]
    r["uses_discriminate"] = "discriminate" in words
    r["helper_imports"] = [n for n in HELPER_NAMES if n in words]
    r["base_imports"] = sorted(BASE_IMPORTS, key=lambda n: (not n.isupper(), n))
    r["param_imports"] = import_lines((u for u in uses if u in param_classes), lambda c: param_classes[c].module)
    r["uses_stream"] = any(m["returns"]["mode"] in ("sse", "both") for m in r["all_methods"])
    r["uses_websocket"] = any(m["returns"]["mode"] == "websocket" for m in r["all_methods"])
    r["uses_binary"] = any(
        m["returns"]["mode"] == "binary" or m["returns"].get("json", {}).get("mode") == "binary" for m in r["all_methods"]
    )
    r["page_imports"] = ["AsyncPaginator", "Paging", "SyncPage"] if any(m["returns"]["mode"] == "page" for m in r["all_methods"]) else []
    r["has_children"] = any(n["children"] for n in r["nodes"])
    r["imports"] = import_lines((u for u in uses if u in registry.by_class), lambda c: registry.by_class[c].module)




def readme_examples(resources: list[dict[str, Any]], order: dict[tuple[str, str], int] | None = None) -> dict[str, Any]:
    """The real methods the package README shows (each ``{call, resource, method, example}`` or None):
    ``common`` (up to three calls a user of this API most likely makes first: :func:`_commonness`),
    ``basic`` (a JSON answer, preferring one with required arguments), ``stream`` (``stream=True`` where
    the operation answers JSON or a stream), ``binary``, ``upload`` (a multipart file) and ``list`` (a
    paginated list method). ``order``: each operation's place in the document (ties go to the first)."""
    order = order or {}

    def example(n: dict[str, Any], m: dict[str, Any]) -> dict[str, Any]:
        return {"call": f"{n['handle']}.{m['name']}", "resource": n["dotted"], "method": m["name"],
                "example": m["example"], "returns": m["returns"]["type"], "mode": m["returns"]["mode"]}

    def pick(test: Any) -> dict[str, Any] | None:
        for r in resources:
            for n in r["nodes"]:
                for m in n["methods"]:
                    if test(m):
                        return example(n, m)
        return None

    def json_method(m: dict[str, Any]) -> bool:
        return m["returns"]["mode"] in ("json", "both")

    ranked = sorted(((n, m) for r in resources for n in r["nodes"] for m in n["methods"]),
                    key=lambda nm: (-_commonness(nm[0], nm[1]), order.get(nm[1]["key"], 0), nm[1]["name"]))
    common: list[dict[str, Any]] = []
    for n, m in ranked:
        if len(common) < 3 and (not n["dotted"] or all(c["resource"] != n["dotted"] for c in common)):
            common.append(example(n, m))
    basic = pick(lambda m: json_method(m) and m["example"] and m["http_method"] == "POST") or pick(json_method)
    return {
        "common": common,
        "basic": basic or pick(lambda m: True),
        "simple": pick(lambda m: json_method(m) and m["http_method"] == "GET") or basic,
        "stream": pick(lambda m: m["returns"]["mode"] == "both") or pick(lambda m: m["returns"]["mode"] == "sse"),
        "binary": pick(lambda m: m["returns"]["mode"] == "binary"),
        "upload": pick(lambda m: any(f.get("is_file") for f in m["keyword"])),
        "list": pick(lambda m: m["returns"]["mode"] == "page"),
    }


def _commonness(node: dict[str, Any], m: dict[str, Any]) -> int:
    """How likely a user's first calls include this method: one that answers JSON or a stream (a
    chat or completion endpoint) first, then creating and listing, near the top of the tree; never a
    deprecated one or a ``_stream`` shortcut."""
    mode = m["returns"]["mode"]
    score = 4 if mode == "both" else 0
    if m["http_method"] == "POST" and m["name"] == "create":
        score += 2
    elif mode == "page" or m["name"] == "list":
        score += 1
    if m["deprecated"] or (m["name"].endswith("_stream") and mode == "sse"):
        score -= 10
    return score - len(node["path"])

