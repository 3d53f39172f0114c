"""Load stage: the YAML loaders (libyaml's C loader when present) with the YAML 1.2 core schema.

Entry points: :data:`Fast` and :data:`Redefinable` (for :func:`yaml.load`), :data:`FastLoader` and
:class:`RedefinableAnchorLoader` (plain PyYAML schema, for composing nodes in ``locate``). Imported only
when a YAML document is read, so reading JSON never imports PyYAML.
"""

from __future__ import annotations

import re
from typing import Any

import yaml

FastLoader: type = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


class RedefinableAnchorLoader(yaml.SafeLoader):
    """Pure-Python safe loader that lets a later anchor of the same name replace an earlier one."""

    def compose_node(self, parent: Any, index: Any) -> Any:  # noqa: D401 - PyYAML hook
        if self.check_event(yaml.events.AliasEvent):
            return super().compose_node(parent, index)
        event = self.peek_event()
        anchor = getattr(event, "anchor", None)
        if anchor is not None and anchor in self.anchors:
            del self.anchors[anchor]
        return super().compose_node(parent, index)


_YAML12_RESOLVERS: list[tuple[str, str, str]] = [
    # (tag, regexp, first characters): the YAML 1.2 core schema
    ("tag:yaml.org,2002:bool", r"^(?:true|True|TRUE|false|False|FALSE)$", "tTfF"),
    ("tag:yaml.org,2002:int", r"^(?:[-+]?[0-9]+|0o[0-7]+|0x[0-9a-fA-F]+)$", "-+0123456789"),
    (
        "tag:yaml.org,2002:float",
        r"^(?:[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN))$",
        "-+.0123456789",
    ),
    ("tag:yaml.org,2002:null", r"^(?:~|null|Null|NULL|)$", "~nN"),
    # not in 1.2's core schema, but in wide use: `<<: *base` merges a mapping
    ("tag:yaml.org,2002:merge", r"^(?:<<)$", "<"),
]


def _yaml12_core(loader: type) -> type:
    """OpenAPI 3 documents are YAML 1.2: resolve plain scalars with the 1.2 core schema.

    PyYAML implements YAML 1.1, where ``yes``/``on`` are booleans, ``012`` is octal, ``1e-5`` is a
    string and dates are timestamps; in 1.2 (and here) they are strings, 12, 0.00001 and strings.
    """
    class L(loader):  # type: ignore[valid-type, misc]
        pass

    L.yaml_implicit_resolvers = {}
    for tag, pattern, first in _YAML12_RESOLVERS:
        regexp = re.compile(pattern)
        for ch in first:
            L.yaml_implicit_resolvers.setdefault(ch, []).append((tag, regexp))
    # an empty plain scalar (``key:`` with no value) is null
    L.yaml_implicit_resolvers[""] = [("tag:yaml.org,2002:null", re.compile(r"^$"))]
    L.add_constructor("tag:yaml.org,2002:int", _construct_int12)
    for tag in _NOT_JSON_TAGS:
        L.add_constructor(tag, _refuse_tag)
    L.construct_mapping = _construct_mapping_text_keys
    return L


def _construct_mapping_text_keys(self: Any, node: Any, deep: bool = False) -> dict[Any, Any]:
    """Mappings as JSON has them: a key read as a number, boolean or null (``200:``) keeps its text."""
    mapping: dict[Any, Any] = yaml.constructor.SafeConstructor.construct_mapping(self, node, deep=deep)
    for key in mapping:
        if type(key) is not str:
            break
    else:
        return mapping
    texts = {}
    for key_node, _ in node.value:
        if isinstance(key_node, yaml.ScalarNode):
            key = self.construct_object(key_node)
            if type(key) is not str:
                texts[key] = key_node.value
    return {texts.get(k, k): v for k, v in mapping.items()}


_NOT_JSON_TAGS = tuple(
    f"tag:yaml.org,2002:{name}" for name in ("binary", "set", "omap", "pairs", "timestamp")
)


def _refuse_tag(loader: Any, node: Any) -> Any:
    """An OpenAPI document is JSON data: explicit YAML types JSON cannot hold are refused."""
    raise yaml.constructor.ConstructorError(
        None, None, f"the YAML type {node.tag.rsplit(':', 1)[-1]!r} has no JSON equivalent", node.start_mark
    )


def _construct_int12(loader: Any, node: Any) -> int:
    value = str(loader.construct_scalar(node))
    if value.startswith("0o"):
        return int(value[2:], 8)
    if value.startswith("0x"):
        return int(value[2:], 16)
    return int(value, 10)


Fast = _yaml12_core(FastLoader)
Redefinable = _yaml12_core(RedefinableAnchorLoader)
