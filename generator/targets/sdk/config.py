"""SDK target: the ``revgen.yaml`` config file (stage: targets; reads one small file).

Entry points: :func:`load_config` (``--config FILE``), :func:`config_for_spec` (``revgen.yaml`` beside the
spec, else the defaults) and :class:`SdkConfig`. Everything lives under a top-level ``sdk:`` key::

    sdk:
      naming: verbs                     # or operation-id (the 0.x scheme)
      client:
        class_name: Together            # the async client is AsyncTogether
        api_key_env: TOGETHER_API_KEY
        base_url_env: TOGETHER_BASE_URL
      resources:
        fine_tuning: fine_tunes         # generated resource (dotted) -> new attribute name
      operations:
        POST /fine-tunes/{id}/cancel:   # "METHOD /path" or an operationId
          name: stop                    # method name
          resource: jobs.fine_tunes     # move it (resources are created as needed)
        GET /files:
          pagination: false             # never paginate; or a mapping that declares the scheme
        listSessions:
          pagination: {kind: cursor, items: data, param: after, cursor_field: next_cursor}

An unknown key, a wrong type, an operation or resource that does not exist, or a name that is not a
Python identifier is a :class:`RevgenError` naming the file, line and column (exit 2). Operations are
checked against the spec by :meth:`SdkConfig.bind`, called when the SDK context is built.
"""

from __future__ import annotations

import dataclasses
import keyword
import os
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Literal

import yaml

from generator.errors import RevgenError
from generator.model import Spec
from generator.targets.sdk.pagination import CONFIG_FIELDS, SCHEMES, Paging

if TYPE_CHECKING:  # (imported where a config file is read: a JSON spec without one never loads PyYAML)
    import yaml

CONFIG_NAME = "revgen.yaml"
NAMINGS = ("verbs", "operation-id")
REQUIRED_PAGING = {
    "cursor": ("param", "cursor_field"),
    "cursor_id": ("param", "has_more"),
    "next_url": ("next_field",),
    "link_header": (),
    "offset": ("param",),
    "page": ("param",),
}
Where = tuple[str | None, int | None, int | None]


def _where(file: str, node: yaml.Node) -> Where:
    return (file, node.start_mark.line + 1, node.start_mark.column + 1)


@dataclass
class OperationEntry:
    selector: str  # "METHOD /path" or operationId, as written
    where: Where
    name: str | None = None
    resource: tuple[str, ...] | None = None
    pagination: Paging | Literal[False] | None = None  # False: disabled; Paging: declared; None: detect


@dataclass
class SdkConfig:
    file: str | None = None
    naming: str = "verbs"
    class_name: str = "Client"
    api_key_env: str | None = None
    base_url_env: str | None = None
    renames: dict[tuple[str, ...], tuple[str, Where]] = field(default_factory=dict)
    operations: list[OperationEntry] = field(default_factory=list)
    bound: dict[tuple[str, str], OperationEntry] = field(default_factory=dict)
    skip_missing: bool = False  # for an older revision: operations and resources it does not have yet are skipped

    # resolution against one spec ------------------------------------------------------------------
    def bind(self, spec: Spec) -> SdkConfig:
        """Resolve every operation selector to an operation key of ``spec`` (error if one does not exist,
        unless :attr:`skip_missing`: see :meth:`for_older`)."""
        by_id = {op.operation_id: op.key for op in spec.operations.values() if op.operation_id}
        bound: dict[tuple[str, str], OperationEntry] = {}
        for entry in self.operations:
            method, _, path = entry.selector.partition(" ")
            key = (method.upper(), path.strip()) if path.startswith("/") else by_id.get(entry.selector)
            if key is None or key not in spec.operations:
                if self.skip_missing:
                    continue
                raise RevgenError(f"operation {entry.selector!r} does not exist in {spec.file}", *entry.where)
            if key in bound:
                raise RevgenError(f"operation {entry.selector!r} is configured twice", *entry.where)
            bound[key] = entry
        self.bound = bound
        return self

    def for_older(self) -> SdkConfig:
        """This config for an older revision of the spec (the base of a release or of a changelog): it
        may name operations and resources that revision does not have yet (they are skipped)."""
        return dataclasses.replace(self, skip_missing=True, bound={})

    def placements(self) -> dict[tuple[str, str], dict[str, Any]]:
        out: dict[tuple[str, str], dict[str, Any]] = {}
        for key, entry in self.bound.items():
            o: dict[str, Any] = {}
            if entry.name is not None:
                o["name"] = entry.name
            if entry.resource is not None:
                o["resource"] = entry.resource
            if o:
                o["where"] = entry.where
                out[key] = o
        return out

    def pagination_of(self, key: tuple[str, str]) -> Paging | Literal[False] | None:
        entry = self.bound.get(key)
        return entry.pagination if entry is not None else None

    def where(self, key: tuple[str, str]) -> Where:
        entry = self.bound.get(key)
        return entry.where if entry is not None else (self.file, None, None)


# reading ------------------------------------------------------------------------------------------
def config_for_spec(spec: Spec) -> SdkConfig:
    """``revgen.yaml`` in the spec's folder when there is one, else the defaults."""
    folder = os.path.dirname(spec.file or "")
    candidate = os.path.join(folder, CONFIG_NAME)
    if spec.file and os.path.isfile(spec.file) and os.path.isfile(candidate):
        return load_config(candidate)
    return SdkConfig()


def load_config(path: str) -> SdkConfig:
    try:
        with open(path, encoding="utf-8") as fh:
            text = fh.read()
    except OSError as exc:
        raise RevgenError(f"cannot read config file: {exc.strerror}", path) from None
    try:
        root = yaml.compose(text, Loader=yaml.SafeLoader)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        line, col = (mark.line + 1, mark.column + 1) if mark is not None else (None, None)
        raise RevgenError(f"invalid YAML: {getattr(exc, 'problem', None) or exc}", path, line, col) from None
    cfg = SdkConfig(file=path)
    if root is None:
        return cfg
    top = _mapping(path, root, "the config file", ("sdk",))
    if "sdk" not in top:
        return cfg
    sdk = _mapping(path, top["sdk"][1], "sdk", ("naming", "client", "resources", "operations"))
    if "naming" in sdk:
        cfg.naming = _choice(path, sdk["naming"][1], NAMINGS, "sdk.naming")
    if "client" in sdk:
        client = _mapping(path, sdk["client"][1], "sdk.client", ("class_name", "api_key_env", "base_url_env"))
        if "class_name" in client:
            cfg.class_name = _identifier(path, client["class_name"][1], "sdk.client.class_name")
        for key in ("api_key_env", "base_url_env"):
            if key in client:
                value = _string(path, client[key][1], f"sdk.client.{key}")
                if not value or any(c in value for c in "\0= \n\r\t\"'\\"):
                    raise RevgenError(f"sdk.client.{key} must be an environment variable name", *_where(path, client[key][1]))
                setattr(cfg, key, value)
    if "resources" in sdk:
        for name, (key_node, value_node) in _mapping(path, sdk["resources"][1], "sdk.resources", None).items():
            parts = tuple(name.split("."))
            for part in parts:
                if not part.isidentifier() or keyword.iskeyword(part):
                    raise RevgenError(f"sdk.resources: {name!r} is not a dotted resource path", *_where(path, key_node))
            cfg.renames[parts] = (_identifier(path, value_node, f"sdk.resources.{name}"), _where(path, key_node))
    if "operations" in sdk:
        for selector, (key_node, value_node) in _mapping(path, sdk["operations"][1], "sdk.operations", None).items():
            cfg.operations.append(_operation(path, selector, key_node, value_node))
    return cfg


def _operation(path: str, selector: str, key_node: yaml.Node, value: yaml.Node) -> OperationEntry:
    entry = OperationEntry(selector.strip(), _where(path, key_node))
    what = f"sdk.operations.{selector}"
    body = _mapping(path, value, what, ("name", "resource", "pagination"))
    if "name" in body:
        entry.name = _identifier(path, body["name"][1], f"{what}.name")
    if "resource" in body:
        text = _string(path, body["resource"][1], f"{what}.resource")
        parts = tuple(text.split("."))
        if not all(p.isidentifier() and not keyword.iskeyword(p) for p in parts):
            raise RevgenError(f"{what}.resource: {text!r} is not a dotted resource path", *_where(path, body["resource"][1]))
        entry.resource = parts
    if "pagination" in body:
        node = body["pagination"][1]
        if isinstance(node, yaml.ScalarNode) and node.tag == "tag:yaml.org,2002:bool":
            if yaml.safe_load(node.value) is not False:
                raise RevgenError(f"{what}.pagination: use false, or a mapping with kind and its fields", *_where(path, node))
            entry.pagination = False
        else:
            entry.pagination = _paging(path, node, f"{what}.pagination")
    return entry


def _paging(path: str, node: yaml.Node, what: str) -> Paging:
    body = _mapping(path, node, what, CONFIG_FIELDS)
    if "kind" not in body:
        raise RevgenError(f"{what}: missing 'kind' (one of {', '.join(SCHEMES)})", *_where(path, node))
    kind = _choice(path, body["kind"][1], SCHEMES, f"{what}.kind")
    values: dict[str, Any] = {"kind": kind, "items": "data"}
    for name, (_, value) in body.items():
        if name == "kind":
            continue
        if name == "start":
            start = yaml.safe_load(value.value) if isinstance(value, yaml.ScalarNode) else None
            if start not in (0, 1) or isinstance(start, bool):
                raise RevgenError(f"{what}.start must be 0 or 1", *_where(path, value))
            values["start"] = start
        else:
            values[name] = _string(path, value, f"{what}.{name}", allow_empty=name == "items")
    for need in REQUIRED_PAGING[kind]:
        if not values.get(need):
            raise RevgenError(f"{what}: kind {kind} needs '{need}'", *_where(path, node))
    return Paging(**values)


# typed node readers ---------------------------------------------------------------------------------
def _mapping(path: str, node: yaml.Node, what: str, allowed: tuple[str, ...] | None) -> dict[str, tuple[yaml.Node, yaml.Node]]:
    if not isinstance(node, yaml.MappingNode):
        raise RevgenError(f"{what} must be a mapping", *_where(path, node))
    out: dict[str, tuple[yaml.Node, yaml.Node]] = {}
    for key_node, value in node.value:
        if not isinstance(key_node, yaml.ScalarNode):
            raise RevgenError(f"{what}: keys must be strings", *_where(path, key_node))
        key = key_node.value
        if allowed is not None and key not in allowed:
            raise RevgenError(f"unknown key {key!r} in {what} (expected one of: {', '.join(allowed)})", *_where(path, key_node))
        if key in out:
            raise RevgenError(f"duplicate key {key!r} in {what}", *_where(path, key_node))
        out[key] = (key_node, value)
    return out


def _string(path: str, node: yaml.Node, what: str, allow_empty: bool = False) -> str:
    if not isinstance(node, yaml.ScalarNode) or node.tag not in ("tag:yaml.org,2002:str",):
        raise RevgenError(f"{what} must be a string", *_where(path, node))
    if not node.value and not allow_empty:
        raise RevgenError(f"{what} must not be empty", *_where(path, node))
    return str(node.value)


def _identifier(path: str, node: yaml.Node, what: str) -> str:
    value = _string(path, node, what)
    if not value.isidentifier() or not value.isascii() or keyword.iskeyword(value) or value.startswith("_"):
        raise RevgenError(f"{what}: {value!r} is not a usable Python name", *_where(path, node))
    return value


def _choice(path: str, node: yaml.Node, choices: tuple[str, ...], what: str) -> str:
    value = _string(path, node, what)
    if value not in choices:
        raise RevgenError(f"{what}: {value!r} is not one of {', '.join(choices)}", *_where(path, node))
    return value
