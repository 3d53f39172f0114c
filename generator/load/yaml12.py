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
        event = self.peek_event()  # type: ignore[no-untyped-call]
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
    class L(loader):  # type: ignore[misc]
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
    L.construct_document = _construct_document
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


_TAG = "tag:yaml.org,2002:"
_STR, _NULL, _INT, _BOOL, _FLOAT = (_TAG + t for t in ("str", "null", "int", "bool", "float"))
_SEQ, _MAP, _MERGE, _VALUE = (_TAG + t for t in ("seq", "map", "merge", "value"))


class _Unusual(Exception):
    """A node the plain construction leaves to PyYAML's constructor (a merge key, another tag...)."""


def _construct_document(self: Any, node: Any) -> Any:
    """The document's data, built straight from the node tree when every node is a plain mapping,
    sequence or core-schema scalar (what OpenAPI documents hold): the same data PyYAML's constructor
    builds, aliases shared the same way, at a third of its cost (it makes a generator per container
    and tracks every node in two dicts). Anything else (``<<`` merges, explicit tags beyond the core
    schema, non-scalar keys) goes through PyYAML's constructor, which also reports the errors."""
    try:
        return _PlainBuilder(self).build(node)
    except _Unusual:
        return yaml.constructor.BaseConstructor.construct_document(self, node)


class _PlainBuilder:
    def __init__(self, loader: Any) -> None:
        self.loader = loader
        self.memo: dict[int, Any] = {}  # node id -> its container: an alias is the same object

    def build(self, node: Any) -> Any:
        kind = type(node)
        if kind is yaml.ScalarNode:
            tag = node.tag
            if tag == _STR:
                return node.value
            if tag == _NULL:
                return None
            if tag == _INT:
                return _construct_int12(self.loader, node)
            if tag == _BOOL:
                return self.loader.construct_yaml_bool(node)
            if tag == _FLOAT:
                return self.loader.construct_yaml_float(node)
            raise _Unusual
        found = self.memo.get(id(node))
        if found is not None:
            return found
        if kind is yaml.SequenceNode and node.tag == _SEQ:
            items: list[Any] = []
            self.memo[id(node)] = items  # before the items: a recursive alias refers to this list
            for item in node.value:
                items.append(self.build(item))
            return items
        if kind is yaml.MappingNode and node.tag == _MAP:
            mapping: dict[Any, Any] = {}
            self.memo[id(node)] = mapping
            texts: dict[Any, str] | None = None
            for key_node, value_node in node.value:
                if type(key_node) is not yaml.ScalarNode or key_node.tag in (_MERGE, _VALUE):
                    raise _Unusual
                if key_node.tag == _STR:
                    key = key_node.value
                else:  # a key read as a number, boolean or null keeps its text, as JSON has it
                    key = self.build(key_node)
                    texts = {} if texts is None else texts
                    texts[key] = key_node.value
                mapping[key] = self.build(value_node)
            if texts:  # as _construct_mapping_text_keys does, in place (aliases hold this object)
                renamed = {texts.get(k, k): v for k, v in mapping.items()}
                mapping.clear()
                mapping.update(renamed)
            return mapping
        raise _Unusual


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
