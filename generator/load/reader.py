"""Load stage: parse one file's text into plain Python data.

Entry point: :func:`read_document` (and :func:`parse` for text). JSON goes through the JSON parser
(never YAML: 40-70x slower on big files); YAML through libyaml's C loader when present, with the YAML
1.2 core schema for plain scalars (OpenAPI 3 is YAML 1.2: ``on`` is a string, ``1e-5`` a number). Text
must be UTF-8 (a BOM is dropped). Hazards handled here:

* an anchor name defined twice (YAML 1.2 allows it, PyYAML refuses it): retried with a loader whose
  later anchor wins;
* alias bombs and recursive aliases: aliases are shared objects after loading, so the tree is never
  expanded in memory, but any walk over it would be. :func:`scan_tree` measures the expanded size with
  memoisation and refuses a document that expands past :data:`MAX_EXPANDED_NODES`, or more than 10x
  its parsed size beyond :data:`MAX_ALIAS_EXPANSION`, or that contains itself;
* nesting deeper than :data:`MAX_DEPTH` (later stages recurse over schemas).

The same single pass collects every ``$ref`` string, so references are checked without another walk.
"""

from __future__ import annotations

import gc
import json
import os
import re
from dataclasses import dataclass, field
from typing import Any

import yaml

from generator.errors import RevgenError

MAX_EXPANDED_NODES = 5_000_000

_FastLoader: type = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


class _RedefinableAnchorLoader(yaml.SafeLoader):
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


_Fast = _yaml12_core(_FastLoader)
_Redefinable = _yaml12_core(_RedefinableAnchorLoader)


@dataclass
class Document:
    """One parsed file: its path, its text and its data."""

    path: str
    text: str
    data: Any
    is_json: bool
    _lines: list[int] | None = field(default=None, repr=False)
    refs: list[str] = field(default_factory=list, repr=False)
    """Every distinct string ``$ref`` value in the file, in first-seen order."""
    name: str | None = None
    """How to name the file to the user (defaults to ``path``); git revisions use ``REF:PATH``."""
    _locator: Any = field(default=None, repr=False)

    @property
    def display(self) -> str:
        return self.name or self.path


def _looks_like_json(path: str, text: str) -> bool:
    """A ``.json`` file, or any text that opens with ``{``/``[`` (JSON is tried first: if it is not
    JSON after all, a file not named ``.json`` is then read as YAML)."""
    if path.lower().endswith(".json"):
        return True
    return text.lstrip()[:1] in ("{", "[")


def parse_text(text: str, path: str) -> tuple[Any, bool]:
    """Parse ``text`` (from ``path``) as JSON or YAML; raise :class:`RevgenError` with a location."""
    data, is_json, _ = parse(text, path)
    return data, is_json


def parse(text: str, path: str) -> tuple[Any, bool, TreeStats]:
    """Parse ``text`` and scan the result (see :func:`scan_tree`): ``(data, is_json, stats)``."""
    # Parsing allocates hundreds of thousands of containers and frees none: the cyclic collector would
    # run over every spec already loaded, again and again (a third of the time for a 92-revision
    # history). Parsed data holds no reference cycles, so it is paused for the parse.
    paused = gc.isenabled()
    gc.disable()
    try:
        data, is_json = _parse_only(text, path)
    finally:
        if paused:
            gc.enable()
    if is_json or _FIRST_ALIAS.search(text) is None:
        return data, is_json, scan_plain_tree(data, path)  # no aliases: nothing is shared
    try:
        return data, is_json, scan_tree(data, path)
    except RevgenError as exc:
        if exc.line is None and not is_json and "alias" in exc.message:
            at = _FIRST_ALIAS.search(text)
            if at is not None:
                start = at.start(1)
                exc.line = text.count("\n", 0, start) + 1
                exc.col = start - (text.rfind("\n", 0, start) + 1) + 1
        raise


_FIRST_ALIAS = re.compile(r"(?:^|[\s\[{,:])(\*[^\s,\[\]{}]+)", re.M)


def _parse_only(text: str, path: str) -> tuple[Any, bool]:
    if _looks_like_json(path, text):
        try:
            return json.loads(text), True
        except json.JSONDecodeError as exc:
            if path.lower().endswith(".json"):
                raise RevgenError(f"invalid JSON: {exc.msg}", path, exc.lineno, exc.colno) from None
        except RecursionError:
            raise RevgenError(f"the document nests more than {MAX_DEPTH} levels deep; refused", path) from None
    try:
        data = yaml.load(text, Loader=_Fast)
    except yaml.composer.ComposerError as exc:
        if "duplicate anchor" not in str(exc):
            raise _yaml_error(exc, path) from None
        try:
            data = yaml.load(text, Loader=_Redefinable)
        except yaml.YAMLError as exc2:
            raise _yaml_error(exc2, path) from None
        except RecursionError:
            raise RevgenError(f"the document nests more than {MAX_DEPTH} levels deep; refused", path) from None
    except yaml.YAMLError as exc:
        raise _yaml_error(exc, path) from None
    except RecursionError:
        raise RevgenError(f"the document nests more than {MAX_DEPTH} levels deep; refused", path) from None
    return data, False


def _yaml_error(exc: yaml.YAMLError, path: str) -> RevgenError:
    mark = getattr(exc, "problem_mark", None) or getattr(exc, "context_mark", None)
    problem = getattr(exc, "problem", None) or str(exc).splitlines()[0]
    context = getattr(exc, "context", None)
    msg = f"invalid YAML: {problem}" + (f" ({context})" if context else "")
    if mark is not None:
        return RevgenError(msg, path, mark.line + 1, mark.column + 1)
    return RevgenError(msg, path)


STRING_NODE_CHARS = 100
"""In the alias-expansion count, a string counts as one node per this many characters (at least one)."""

MAX_ALIAS_EXPANSION = 1_000_000
"""Aliases may expand the data to at most this many nodes beyond 10x what was parsed (real specs with
anchors expand 2-3x)."""

MAX_DEPTH = 256
"""Deeper nesting than this is refused: later stages walk schemas recursively."""


@dataclass
class TreeStats:
    """What one walk over parsed data found: expanded size, nesting depth and the ``$ref`` strings."""

    nodes: int
    depth: int
    refs: list[str]


def scan_tree(data: Any, path: str, limit: int = MAX_EXPANDED_NODES, max_depth: int = MAX_DEPTH) -> TreeStats:
    """Walk ``data`` once (memoised by identity, so aliases are never expanded) and measure it.

    Refuses data whose aliases expand past ``limit`` nodes, that contains itself, or that nests deeper
    than ``max_depth``. Collects every distinct string ``$ref`` value in first-seen order.
    """
    sizes: dict[int, int] = {}
    heights: dict[int, int] = {}
    in_progress: set[int] = set()
    refs: dict[str, None] = {}
    parsed = 0
    # iterative post-order walk with memo by object identity (shared alias targets counted once each)
    stack: list[tuple[Any, bool]] = [(data, False)]
    while stack:
        node, done = stack.pop()
        if not isinstance(node, (dict, list)):
            continue
        key = id(node)
        if done:
            children = node.values() if isinstance(node, dict) else node
            total = 1
            height = 0
            for child in children:
                if isinstance(child, (dict, list)):
                    ckey = id(child)
                    total += sizes[ckey]
                    if heights[ckey] > height:
                        height = heights[ckey]
                elif isinstance(child, str):
                    total += 1 + len(child) // STRING_NODE_CHARS  # a long string aliased 1000 times
                else:
                    total += 1
            if total > limit:
                raise RevgenError(
                    f"YAML aliases expand to more than {limit:,} nodes (an alias bomb?); refused",
                    path,
                )
            if height + 1 > max_depth:
                raise RevgenError(f"the document nests more than {max_depth} levels deep; refused", path)
            sizes[key] = total
            heights[key] = height + 1
            parsed += 1 + sum(
                len(c) // STRING_NODE_CHARS + 1 if isinstance(c, str) else 1
                for c in (node.values() if isinstance(node, dict) else node)
            )
            in_progress.discard(key)
            continue
        if key in sizes:
            continue
        in_progress.add(key)
        stack.append((node, True))
        if isinstance(node, dict):
            ref = node.get("$ref")
            if isinstance(ref, str):
                refs[ref] = None
            children = node.values()
        else:
            children = node
        for child in children:
            if isinstance(child, (dict, list)):
                ckey = id(child)
                if ckey in in_progress:
                    raise RevgenError(
                        "YAML alias refers to itself (a recursive document); refused", path
                    )
                if ckey not in sizes:
                    stack.append((child, False))
        if len(in_progress) > max_depth:
            raise RevgenError(f"the document nests more than {max_depth} levels deep; refused", path)
    total = sizes.get(id(data), 1)
    if total > MAX_ALIAS_EXPANSION and total > 10 * parsed:
        raise RevgenError(
            f"YAML aliases expand {parsed:,} parsed nodes to {total:,} (an alias bomb?); refused", path
        )
    return TreeStats(total, heights.get(id(data), 0), list(refs))


def scan_plain_tree(data: Any, path: str, max_depth: int = MAX_DEPTH) -> TreeStats:
    """:func:`scan_tree` for data known to share no node (JSON, YAML without aliases): one cheap pass."""
    refs: dict[str, None] = {}
    nodes = 0
    deepest = 0
    stack: list[tuple[Any, int]] = [(data, 1)]
    pop, push = stack.pop, stack.append
    while stack:
        node, depth = pop()
        nodes += 1
        if depth > deepest:
            deepest = depth
            if depth > max_depth:
                raise RevgenError(f"the document nests more than {max_depth} levels deep; refused", path)
        children: Any
        if type(node) is dict:
            ref = node.get("$ref")
            if ref is not None and type(ref) is str:
                refs[ref] = None
            children = node.values()
        elif type(node) is list:
            children = node
        else:
            continue
        for child in children:
            if type(child) is dict or type(child) is list:
                push((child, depth + 1))
            else:
                nodes += 1
    if type(data) is not dict and type(data) is not list:
        deepest = 0
    return TreeStats(nodes, deepest, list(refs))


def check_expansion(data: Any, path: str, limit: int = MAX_EXPANDED_NODES) -> None:
    """Refuse data whose aliases expand past ``limit`` nodes, or that contains itself."""
    scan_tree(data, path, limit)


def read_document(path: str, text: str | None = None, name: str | None = None) -> Document:
    """Read and parse the file at ``path`` (or the given ``text`` named by ``path``).

    ``name`` is how errors and messages name the file (default: ``path`` as given).
    """
    shown = name or path
    if text is None:
        text = read_text(path, shown)
    data, is_json, stats = parse(text, shown)
    return Document(
        path=os.path.abspath(path) if os.path.exists(path) else path,
        text=text,
        data=data,
        is_json=is_json,
        refs=stats.refs,
        name=name,
    )


def read_bytes(path: str, shown: str | None = None, folder: str = "is a folder, not a file") -> bytes:
    """The bytes of ``path``; a :class:`RevgenError` naming ``shown`` (``folder`` for a folder) otherwise."""
    try:
        with open(path, "rb") as fh:
            return fh.read()
    except FileNotFoundError:
        raise RevgenError("no such file", shown or path) from None
    except IsADirectoryError:
        raise RevgenError(folder, shown or path) from None
    except OSError as exc:
        raise RevgenError(exc.strerror or str(exc), shown or path) from None


def read_text(path: str, shown: str | None = None) -> str:
    """The UTF-8 text of ``path`` (a BOM is dropped); a :class:`RevgenError` naming ``shown`` otherwise."""
    return decode_text(read_bytes(path, shown), shown or path)


def decode_text(raw: bytes, shown: str) -> str:
    """Decode file bytes as UTF-8 (BOM dropped); refuse other encodings with the line of the bad byte."""
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        start = exc.start + (3 if raw.startswith(b"\xef\xbb\xbf") else 0)
        line = raw.count(b"\n", 0, start) + 1
        col = start - (raw.rfind(b"\n", 0, start) + 1) + 1
        raise RevgenError(f"not UTF-8 text (byte 0x{raw[start]:02x})", shown, line, col) from None
