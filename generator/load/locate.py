"""Load stage: find the line (and column) of a JSON pointer in a document's text -- the one locator.

Entry points: :func:`line_of` (exact line and column, for validators and reports) and
:class:`LineFinder` (lines of many pointers in a set of documents, for the changes of a diff).

:func:`line_of` builds its index lazily, once per document, on first use, and caches it on the
:class:`~generator.load.reader.Document`:

* YAML: the text is composed into libyaml nodes (aliases stay shared, so an alias bomb costs nothing)
  and each mapping's keys are indexed the first time a pointer passes through it;
* JSON: nothing is composed; each object or array a pointer passes through is scanned once with the C
  JSON scanner (key offsets, values skipped), so one lookup costs about one parse of the path's objects.

A pointer that passes through a local ``$ref`` (``#/...``) is followed into the target, so pointers
reported by a validator that walked references still land on a real line.

:class:`LineFinder` answers the common cases faster, in one batch per document: block-style YAML (what
OpenAPI documents are written in) gets a one-pass index of every mapping key and sequence item by its
indentation (:func:`yaml_line_index`: no second YAML parse; keys inside
flow collections are not indexed, so a pointer below them lands on the nearest indexed ancestor), and
pretty-printed JSON (one key or item per line) is indexed container by container
(:class:`PrettyJsonLines`); any other JSON goes to :func:`line_of`, whose answers the fast path must
equal (``tests/load/test_locate_json_lines.py``). A line is a courtesy: any failure gives None.
"""

from __future__ import annotations

import bisect
import json
import re
from collections.abc import Mapping
from typing import Any, cast

import yaml

from generator.errors import RevgenError
from generator.load.reader import Document
from generator.load.yaml12 import FastLoader, RedefinableAnchorLoader
from generator.model.pointer import join_pointer, mapping_get, pointer_tokens
from generator.model.spec import SourceFile

__all__ = ["LineFinder", "line_of", "locate_through", "spec_line_of", "yaml_line_index"]

_WS = re.compile(r"[ \t\n\r]*")
_DECODER = json.JSONDecoder()
_scanstring = json.decoder.scanstring  # type: ignore[attr-defined]


def line_of(file: SourceFile, pointer: str, nearest: bool = False) -> tuple[int, int] | None:
    """1-based ``(line, col)`` of ``pointer`` in ``file``'s text, or None when it is not there.

    A mapping entry is located at its key. With ``nearest``, a missing pointer gives the location of
    its deepest existing ancestor instead of None. The index built for ``file`` is kept on it.
    """
    document = cast(Document, file)  # the model's source files are the loader's documents
    locator = document._locator
    if locator is None:
        locator = _JsonLocator(document.text) if document.is_json else _YamlLocator(document.text)
        document._locator = locator
    try:
        tokens = pointer_tokens(pointer)
    except ValueError:
        return None
    found: tuple[int, int] | None = locator.find(tokens, document.data, nearest)
    return found


def spec_line_of(spec: Any, file: str, pointer: str, nearest: bool = False) -> tuple[int, int] | None:
    """Like :func:`line_of` for any file a spec has read (its root or a referenced file)."""
    doc = spec.documents.get(file)
    return line_of(doc, pointer, nearest) if doc is not None else None


class _Locator:
    """Shared walk: follow tokens through the parsed data, jumping through local ``$ref`` objects."""

    def find(self, tokens: list[str], data: Any, nearest: bool) -> tuple[int, int] | None:
        found = self._walk(tokens, data, nearest, hops=0)
        return found

    def _walk(self, tokens: list[str], data: Any, nearest: bool, hops: int) -> tuple[int, int] | None:
        node = data
        handle = self.root()
        best = self.position(handle, None)
        for i, token in enumerate(tokens):
            if isinstance(node, dict) and "$ref" in node and token not in node and isinstance(node["$ref"], str):
                ref = node["$ref"]
                if ref.startswith("#") and hops < 32:
                    try:
                        target = pointer_tokens(ref[1:])
                    except ValueError:
                        return best if nearest else None
                    deeper = self._walk(target + tokens[i:], data, nearest, hops + 1)
                    return deeper if deeper is not None or not nearest else best
            if isinstance(node, dict):
                try:
                    node = mapping_get(node, token)
                except KeyError:
                    return best if nearest else None
            elif isinstance(node, list):
                try:
                    index = int(token)
                    node = node[index]
                except (ValueError, IndexError):
                    return best if nearest else None
            else:
                return best if nearest else None
            handle_key = self.child(handle, token)
            if handle_key is None:
                return best if nearest else None
            handle, key_pos = handle_key
            best = self.position(handle, key_pos)
        return best

    # implemented per format
    def root(self) -> Any:
        raise NotImplementedError

    def child(self, handle: Any, token: str) -> tuple[Any, Any] | None:
        raise NotImplementedError

    def position(self, handle: Any, key_pos: Any) -> tuple[int, int]:
        raise NotImplementedError


class _YamlLocator(_Locator):
    def __init__(self, text: str) -> None:
        try:
            self.tree = yaml.compose(text, Loader=FastLoader)
        except yaml.composer.ComposerError:
            self.tree = yaml.compose(text, Loader=RedefinableAnchorLoader)
        self._maps: dict[int, dict[str, tuple[Any, Any]]] = {}

    def root(self) -> Any:
        return self.tree

    def _entries(self, node: Any) -> dict[str, tuple[Any, Any]]:
        entries = self._maps.get(id(node))
        if entries is None:
            entries = {}
            merges = []
            for key, value in node.value:
                if key.tag == "tag:yaml.org,2002:merge":
                    merges.append(value)
                    continue
                entries.setdefault(str(key.value), (key, value))

            for merged in merges:  # keys written in the mapping win over merged ones
                sources = merged.value if isinstance(merged, yaml.SequenceNode) else [merged]
                for src in sources:
                    if isinstance(src, yaml.MappingNode):
                        for k, v in self._entries(src).items():
                            entries.setdefault(k, v)
            self._maps[id(node)] = entries
        return entries

    def child(self, handle: Any, token: str) -> tuple[Any, Any] | None:
        if isinstance(handle, yaml.MappingNode):
            hit = self._entries(handle).get(token)
            return (hit[1], hit[0]) if hit else None
        if isinstance(handle, yaml.SequenceNode):
            try:
                return handle.value[int(token)], None
            except (ValueError, IndexError):
                return None
        return None

    def position(self, handle: Any, key_pos: Any) -> tuple[int, int]:
        mark = (key_pos or handle).start_mark if (key_pos or handle) is not None else None
        if mark is None:
            return (1, 1)
        return (mark.line + 1, mark.column + 1)


class _JsonLocator(_Locator):
    def __init__(self, text: str) -> None:
        self.text = text
        self._lines = LineCounter(text)
        self._objects: dict[int, dict[str, tuple[int, int]]] = {}
        self._arrays: dict[int, list[int]] = {}

    def _skip_ws(self, at: int) -> int:
        m = _WS.match(self.text, at)
        return m.end() if m else at

    def root(self) -> int:
        return self._skip_ws(0)

    def _object(self, start: int) -> dict[str, tuple[int, int]]:
        entries = self._objects.get(start)
        if entries is not None:
            return entries
        entries = {}
        text = self.text
        at = self._skip_ws(start + 1)
        while at < len(text) and text[at] == '"':
            key, after = _scanstring(text, at + 1)
            colon = self._skip_ws(after)
            value_at = self._skip_ws(colon + 1)
            entries[key] = (at, value_at)  # a duplicate key: the last one wins, as in json.loads
            end = _DECODER.raw_decode(text, value_at)[1]
            at = self._skip_ws(end)
            if at < len(text) and text[at] == ",":
                at = self._skip_ws(at + 1)
        self._objects[start] = entries
        return entries

    def _array(self, start: int) -> list[int]:
        items = self._arrays.get(start)
        if items is not None:
            return items
        items = []
        text = self.text
        at = self._skip_ws(start + 1)
        while at < len(text) and text[at] != "]":
            items.append(at)
            at = self._skip_ws(_DECODER.raw_decode(text, at)[1])
            if at < len(text) and text[at] == ",":
                at = self._skip_ws(at + 1)
        self._arrays[start] = items
        return items

    def child(self, handle: int, token: str) -> tuple[int, int | None] | None:
        ch = self.text[handle : handle + 1]
        if ch == "{":
            hit = self._object(handle).get(token)
            return (hit[1], hit[0]) if hit else None
        if ch == "[":
            try:
                return self._array(handle)[int(token)], None
            except (ValueError, IndexError):
                return None
        return None

    def position(self, handle: int, key_pos: int | None) -> tuple[int, int]:
        offset = key_pos if key_pos is not None else handle
        return (self._lines.line(offset), offset - (self.text.rfind("\n", 0, offset) + 1) + 1)


class LineCounter:
    """The 1-based line of an offset in a text, without an index of every line: the newlines before
    each block of :attr:`BLOCK` characters are counted (in C) once, up to the furthest offset asked
    for, and an answer counts only within its own block; offsets arrive in any order."""

    BLOCK = 1 << 13

    def __init__(self, text: str) -> None:
        self.text = text
        self.before = [0]  # before[i]: the newlines in text[:i * BLOCK]

    def line(self, offset: int) -> int:
        """The line holding ``text[offset]`` (1 + the newlines before it)."""
        block = offset // self.BLOCK
        before, text, size = self.before, self.text, self.BLOCK
        while len(before) <= block:
            start = (len(before) - 1) * size
            before.append(before[-1] + text.count("\n", start, start + size))
        return 1 + before[block] + text.count("\n", block * size, offset)


def locate_through(spec: Any, pointer: str) -> tuple[str, tuple[int, int] | None]:
    """``(file, (line, col))`` of ``pointer`` in ``spec``, following any ``$ref`` on the way, into other
    files too (a validator names paths through references). The deepest reachable point is located."""
    resolver = spec.resolver
    file = spec.document.path
    node = spec.document.data
    here: list[str] = []
    try:
        tokens = pointer_tokens(pointer)
    except ValueError:
        return file, None
    i = 0
    hops = 0
    while i < len(tokens):
        token = tokens[i]
        if isinstance(node, dict) and "$ref" in node and token not in node and isinstance(node["$ref"], str):
            if hops > 64:
                break
            hops += 1
            try:
                file, target_pointer, node = resolver.resolve(node["$ref"], file)
            except RevgenError:
                break
            here = pointer_tokens(target_pointer)
            continue
        try:
            if isinstance(node, dict):
                node = mapping_get(node, token)
            elif isinstance(node, list):
                node = node[int(token)]
            else:
                break
        except (KeyError, IndexError, ValueError):
            break
        here.append(token)
        i += 1
    document = resolver.documents.get(file)
    if document is None:
        return file, None

    return file, line_of(document, join_pointer("", *here), nearest=True)


def _escape(token: str) -> str:
    return token.replace("~", "~0").replace("/", "~1")


def _key_of(content: str) -> tuple[str, str] | None:
    """``'key: value'`` -> ``(key, value)`` for a block mapping entry, else None."""
    if content[:1] in ("'", '"'):
        quote = content[0]
        end = content.find(quote, 1)
        while quote == "'" and end != -1 and content[end + 1:end + 2] == "'":
            end = content.find(quote, end + 2)
        if end == -1 or content[end + 1:end + 2] != ":":
            return None
        key = content[1:end].replace("''", "'") if quote == "'" else content[1:end]
        return key, content[end + 2:].strip()
    if content[:1] in ("{", "[", "#", "&", "*", "!", "|", ">"):
        return None
    pos = content.find(": ")
    if pos == -1:
        if content.endswith(":"):
            return content[:-1].strip(), ""
        return None
    return content[:pos].strip(), content[pos + 2:].strip()


def yaml_line_index(text: str) -> dict[str, int]:
    """JSON pointer -> 1-based line for every block mapping key and sequence item of ``text``."""
    index: dict[str, int] = {"": 1}
    stack: list[tuple[int, str, bool]] = []  # (indent, pointer, is_item)
    counters: dict[str, int] = {}
    skip_deeper: int | None = None  # inside a block scalar or a multi-line scalar value
    for lineno, raw in enumerate(text.split("\n"), 1):
        stripped = raw.lstrip(" ")
        if not stripped or stripped.startswith("#"):
            continue
        indent = len(raw) - len(stripped)
        if skip_deeper is not None:
            if indent > skip_deeper:
                continue
            skip_deeper = None
        content = stripped.rstrip("\r")
        if content in ("---", "..."):
            continue
        while content == "-" or content.startswith("- "):
            while stack and (stack[-1][0] > indent or (stack[-1][2] and stack[-1][0] == indent)):
                stack.pop()
            parent = stack[-1][1] if stack else ""
            n = counters.get(parent, 0)
            counters[parent] = n + 1
            pointer = f"{parent}/{n}"
            index.setdefault(pointer, lineno)
            stack.append((indent, pointer, True))
            rest = content[1:].lstrip(" ")
            indent += len(content) - len(rest)
            content = rest
            if not content:
                break
        if not content or content == "-":
            continue
        kv = _key_of(content)
        if kv is None:
            skip_deeper = indent if stack else None
            continue
        key, value = kv
        while stack and stack[-1][0] >= indent and not (stack[-1][2] and stack[-1][0] < indent):
            stack.pop()
        parent = stack[-1][1] if stack else ""
        pointer = f"{parent}/{_escape(key)}"
        index.setdefault(pointer, lineno)
        if value and value[0] == "&" and " " not in value:
            value = ""  # an anchor on a nested block
        if not value or value.startswith("#"):
            stack.append((indent, pointer, False))
        else:
            skip_deeper = indent  # a scalar (maybe continued on deeper lines) or a flow collection
    return index


_KEY = r'"([^"\\\n]*)": '  # an object's key at the start of its line (after its indent), its name the group
_ITEM = r"[^ }\]\n]"  # an array's item at the start of its line
TOP_LEVELS = 3
"""The levels of objects whose keys :class:`PrettyJsonLines` finds by one scan of the whole text."""


class PrettyJsonLines:
    """Lines of pointers in JSON laid out as ``json.dumps(indent=N)`` writes it (every key and item on
    its own line at its depth's indent). Each container a pointer passes through is indexed once by one
    regular-expression scan of its lines at the next indent, not parsed; the objects' keys of the first
    :data:`TOP_LEVELS` levels by one scan of the whole text, the first time any is asked for. :meth:`line` answers None
    whenever the text or the pointer is not plainly that shape (a key with escapes, a ``$ref`` to
    follow, a missing entry, a duplicate key, an inline container): the general locator then decides,
    so the answer is always the locator's answer."""

    def __init__(self, text: str) -> None:
        self.text = text
        m = re.match(r'\{\n( +)"', text)
        self.step = len(m.group(1)) if m else 0
        self.lines = LineCounter(text)
        self.children: dict[int, Any] = {}  # container start -> {key: (at, end)} or [(at, end)]
        self.patterns: dict[tuple[int, bool], re.Pattern[str]] = {}
        self.top: dict[int, tuple[list[int], list[re.Match[str]]]] | None = None

    def _top_keys(self) -> dict[int, tuple[list[int], list[re.Match[str]]]]:
        """The key lines at the first :data:`TOP_LEVELS` indents of the whole text, by indent: their
        starts (in order) and matches. One scan finds them all, where a scan of each container would
        pass over the big ones (``paths``, ``components/schemas``) once more for each level."""
        if self.top is None:
            self.top = {}
            pattern = re.compile("\n {%d,%d}+" % (self.step, self.step * TOP_LEVELS) + _KEY)
            for m in pattern.finditer(self.text):
                indent = m.start(1) - m.start() - 2  # (the newline and the quote)
                found = self.top.get(indent)
                if found is None:
                    found = self.top[indent] = ([], [])
                found[0].append(m.start())
                found[1].append(m)
        return self.top

    def line(self, data: Any, pointer: str) -> int | None:
        try:
            return self._line(data, pointer)
        except (IndexError, ValueError):
            return None

    def _entries(self, node: Any, start: int, end: int, indent: int) -> Any:
        """``{key: (line start, span end)}`` of an object, ``[(line start, span end)]`` of an array."""
        found = self.children.get(start)
        if found is not None:
            return found
        is_dict = type(node) is dict
        if is_dict and indent <= self.step * TOP_LEVELS:  # (the keys of an object near the top: one scan)
            starts, matches = self._top_keys().get(indent, ([], []))
            hits = matches[bisect.bisect_left(starts, start):bisect.bisect_left(starts, end)]
        else:
            pattern = self.patterns.get((indent, is_dict))
            if pattern is None:
                pattern = self.patterns[(indent, is_dict)] = re.compile("\n" + " " * indent + (_KEY if is_dict else _ITEM))
            hits = list(pattern.finditer(self.text, start, end))
        ends = [m.start() for m in hits[1:]] + [end]
        if is_dict:
            entries: dict[str, Any] = {}
            for m, stop in zip(hits, ends):
                key = m.group(1)
                entries[key] = None if key in entries else (m.start(), m.end(), stop)  # None: a duplicate
            found = entries
        else:
            found = [(m.start(), m.start() + 1 + indent, stop) for m, stop in zip(hits, ends)]
        self.children[start] = found
        return found

    def _line(self, data: Any, pointer: str) -> int | None:
        if not self.step or not pointer.startswith("/") or not isinstance(data, dict):
            return None
        text = self.text
        node: Any = data
        start, end, indent, at = 0, len(text), 0, -1
        for raw_token in pointer[1:].split("/"):
            token = raw_token.replace("~1", "/").replace("~0", "~") if "~" in raw_token else raw_token
            indent += self.step
            if type(node) is dict:
                if token not in node or not token.isascii() or not token.isprintable() or '"' in token or "\\" in token:
                    return None
                entries = self._entries(node, start, end, indent)
                if len(entries) != len(node):
                    return None
                hit = entries.get(token)
                value = node[token]
            elif type(node) is list:
                if not token.isdigit() or int(token) >= len(node):
                    return None
                items = self._entries(node, start, end, indent)
                if len(items) != len(node):
                    return None
                hit = items[int(token)]
                value = node[int(token)]
            else:
                return None
            if hit is None:
                return None
            at, vstart, end = hit
            start = vstart
            if type(value) in (dict, list) and value:
                if text[vstart : vstart + 2] != ("{\n" if type(value) is dict else "[\n"):
                    return None
            node = value
        if at < 0:
            return None
        return self.lines.line(at + 1)


class LineFinder:
    """Lines of pointers in a set of documents (``{file: Document}``), each indexed once on demand."""

    def __init__(self, documents: Mapping[str, SourceFile]) -> None:
        self.documents = documents
        self.indexes: dict[str, dict[str, int] | None] = {}
        self.found: dict[tuple[str, str], int | None] = {}
        self.pretty: dict[str, PrettyJsonLines] = {}

    def line(self, file: str | None, pointer: str | None) -> int | None:
        if file is None or pointer is None:
            return None
        key = (file, pointer)
        if key in self.found:
            return self.found[key]
        line = self.found[key] = self._line(file, pointer)
        return line

    def _line(self, file: str, pointer: str) -> int | None:
        doc = self.documents.get(file)
        if doc is None:
            return None
        try:
            if doc.is_json:
                pretty = self.pretty.get(file)
                if pretty is None:
                    pretty = self.pretty[file] = PrettyJsonLines(doc.text)
                fast = pretty.line(doc.data, pointer)
                if fast is not None:
                    return fast
                found = line_of(doc, pointer, True)
                return found[0] if found else None
            index = self.indexes.get(file)
            if index is None:
                index = self.indexes[file] = yaml_line_index(doc.text)
            p = pointer
            while True:
                line = index.get(p)
                if line is not None:
                    return line
                if not p:
                    return None
                p = p.rsplit("/", 1)[0]
        except Exception:  # noqa: BLE001 - a location is a courtesy
            return None
