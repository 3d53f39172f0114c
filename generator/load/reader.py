"""Load stage: parse one file's text into plain Python data.

Entry point: :func:`read_document` (and :func:`parse` for text). JSON goes through the JSON parser
(never YAML: many times slower on big files); YAML through libyaml's C loader when present, with the YAML
1.2 core schema for plain scalars (OpenAPI 3 is YAML 1.2: ``on`` is a string, ``1e-5`` a number; the
loaders are in :mod:`generator.load.yaml12`, imported only for YAML input). Text
must be UTF-8 (a BOM is dropped). Hazards handled here:

* an anchor name defined twice (YAML 1.2 allows it, PyYAML refuses it): retried with a loader whose
  later anchor wins;
* alias bombs and recursive aliases: aliases are shared objects after loading, so the tree is never
  expanded in memory, but any walk over it would be. :func:`scan_tree` measures the expanded size with
  memoisation and refuses a document that expands past :data:`MAX_EXPANDED_NODES`, or more than 10x
  its parsed size beyond :data:`MAX_ALIAS_EXPANSION`, or that contains itself;
* nesting deeper than :data:`MAX_DEPTH` (later stages recurse over schemas).

The same single pass collects every ``$ref`` string, so references are checked without another walk,
and (for data that shares no node) every mapping in which the advisory quick check's schema rules could
find a problem (:attr:`Document.suspects`), so a document without such a mapping skips that check's
schema walk (:mod:`generator.load.quickcheck`).
"""

from __future__ import annotations

import json
import os
import re
from dataclasses import dataclass, field
from typing import Any

import yaml

from generator.errors import RevgenError
from generator.heap import collector_paused
from generator.load.yaml12 import Fast, Redefinable

MAX_EXPANDED_NODES = 5_000_000



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
    plain: bool = False
    """The data is known to share no node (JSON, or YAML without aliases): each mapping is at one place."""
    suspects: list[dict[Any, Any]] | None = field(default=None, repr=False)
    """Every mapping with a key the quick check's schema rules read (:data:`SUSPECT_KEYS`) or a ``type``
    that is not a string naming a 3.0 type; None when not collected (data with aliases)."""
    property_maps: list[dict[Any, Any]] = field(default_factory=list, repr=False)
    """Every mapping that is the ``properties`` of another one and has a ``type`` key (a property named so)."""

    @property
    def display(self) -> str:
        return self.name or self.path


def _looks_like_json(path: str, text: str) -> bool:
    """A ``.json`` file, or any text that opens with ``{``/``[`` (JSON is tried first: if it is not
    JSON after all, a file not named ``.json`` is then read as YAML)."""
    if path.lower().endswith(".json"):
        return True
    return text.lstrip()[:1] in ("{", "[")


def parse(text: str, path: str) -> tuple[Any, bool, TreeStats]:
    """Parse ``text`` and scan the result (see :func:`scan_tree`): ``(data, is_json, stats)``."""
    # Parsing allocates hundreds of thousands of containers and frees none: the cyclic collector would
    # run over every spec already loaded, again and again (on a long
    # history most of the parse's time). Parsed data holds no reference cycles, so it is paused for the parse.
    with collector_paused():
        data, is_json = _parse_only(text, path)
    if is_json or _FIRST_ANCHOR.search(text) is None or _FIRST_ALIAS.search(text) is None:
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
# An alias needs an anchor: a text with an alias-like ``*word`` (Markdown's ``**bold**`` in a
# description) but no ``&name`` where an anchor can stand shares no node and takes the cheap scan.
_FIRST_ANCHOR = re.compile(r"(?:^|[\s\[{,:])&[^\s,\[\]{}]+", re.M)


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
        data = yaml.load(text, Loader=Fast)
    except yaml.composer.ComposerError as exc:
        if "duplicate anchor" not in str(exc):
            raise _yaml_error(exc, path) from None
        try:
            data = yaml.load(text, Loader=Redefinable)
        except yaml.YAMLError as exc2:
            raise _yaml_error(exc2, path) from None
        except RecursionError:
            raise RevgenError(f"the document nests more than {MAX_DEPTH} levels deep; refused", path) from None
    except yaml.YAMLError as exc:
        raise _yaml_error(exc, path) from None
    except RecursionError:
        raise RevgenError(f"the document nests more than {MAX_DEPTH} levels deep; refused", path) from None
    return data, False


def _yaml_error(exc: Any, path: str) -> RevgenError:
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


TYPES_30 = frozenset({"string", "number", "integer", "boolean", "array", "object"})
"""The types of OpenAPI 3.0's schema object."""
SUSPECT_KEYS = frozenset({"required", "enum", "exclusiveMinimum", "exclusiveMaximum", "default"})
"""The keys besides ``type`` that the quick check's schema rules read (see :attr:`Document.suspects`)."""
_SUSPECT_OR_PROPERTIES = SUSPECT_KEYS | {"properties"}


@dataclass
class TreeStats:
    """What one walk over parsed data found: expanded size, nesting depth and the ``$ref`` strings."""

    nodes: int
    depth: int
    refs: list[str]
    plain: bool = False  # scanned by :func:`scan_plain_tree`: no node is shared
    suspects: list[dict[Any, Any]] | None = None  # see Document.suspects
    property_maps: list[dict[Any, Any]] = field(default_factory=list)


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
    """:func:`scan_tree` for data known to share no node (JSON, YAML without aliases): one cheap pass.
    It also collects :attr:`Document.suspects` and :attr:`Document.property_maps`.

    The walk goes one level of the tree at a time: each level's values are handed to the next one with
    ``list.extend`` (in C), scalars included, instead of one push per container, so the Python loop does
    little more than look at each mapping (quicker than a walk with a stack of ``(node, depth)``)."""
    refs: dict[str, None] = {}
    suspects: list[dict[Any, Any]] = []
    property_maps: list[dict[Any, Any]] = []
    types_30 = TYPES_30
    suspect_or_properties = _SUSPECT_OR_PROPERTIES
    suspect_keys = SUSPECT_KEYS
    nodes = 0
    depth = deepest = 0
    level: list[Any] = [data]
    while level:
        depth += 1
        nodes += len(level)
        below: list[Any] = []
        extend = below.extend
        containers = False
        for node in level:
            kind = type(node)
            if kind is dict:
                containers = True
                ref = node.get("$ref")
                if ref is not None and type(ref) is str:
                    refs[ref] = None
                declared = node.get("type")
                odd_type = declared is not None and (type(declared) is not str or declared not in types_30)
                if odd_type or not suspect_or_properties.isdisjoint(node):
                    found = node.get("properties")
                    if type(found) is dict and "type" in found:
                        property_maps.append(found)
                    if odd_type or not suspect_keys.isdisjoint(node):
                        suspects.append(node)
                extend(node.values())
            elif kind is list:
                containers = True
                extend(node)
        if containers:
            deepest = depth
            if depth > max_depth:
                raise RevgenError(f"the document nests more than {max_depth} levels deep; refused", path)
        level = below
    return TreeStats(nodes, deepest, list(refs), True, suspects, property_maps)


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
        plain=stats.plain,
        suspects=stats.suspects,
        property_maps=stats.property_maps,
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
