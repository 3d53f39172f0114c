"""Load stage: find the line and column of a JSON pointer in a document's text.

Entry point: :func:`line_of`. The index is built lazily, once per document, on first use, and cached
on the :class:`~generator.load.reader.Document`:

* YAML: the text is composed into libyaml nodes (aliases stay shared, so an alias bomb costs nothing)
  and each mapping's keys are indexed the first time a pointer passes through it;
* JSON: nothing is composed; each object or array a pointer passes through is scanned once with the C
  JSON scanner (key offsets, values skipped), so one lookup costs about one parse of the path's objects.

A pointer that passes through a local ``$ref`` (``#/...``) is followed into the target, so pointers
reported by a validator that walked references still land on a real line.
"""

from __future__ import annotations

import bisect
import json
import re
from typing import Any

import yaml

from generator.model.pointer import mapping_get, pointer_tokens

__all__ = ["line_of", "spec_line_of"]

_WS = re.compile(r"[ \t\n\r]*")
_DECODER = json.JSONDecoder()
_scanstring = json.decoder.scanstring  # type: ignore[attr-defined]


def line_of(document: Any, pointer: str, nearest: bool = False) -> tuple[int, int] | None:
    """1-based ``(line, col)`` of ``pointer`` in ``document``'s text, or None when it is not there.

    ``document`` is a :class:`~generator.load.reader.Document` (a :class:`~generator.model.Spec` is
    accepted too: its root document is used). A mapping entry is located at its key. With ``nearest``,
    a missing pointer gives the location of its deepest existing ancestor instead of None.
    """
    document = getattr(document, "document", document)
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
    doc = spec.resolver.documents.get(file)
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
        from generator.load.reader import _FastLoader, _RedefinableAnchorLoader

        try:
            self.tree = yaml.compose(text, Loader=_FastLoader)
        except yaml.composer.ComposerError:
            self.tree = yaml.compose(text, Loader=_RedefinableAnchorLoader)
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
        self._line_starts: list[int] | None = None
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
        if self._line_starts is None:
            self._line_starts = [0] + [m.end() for m in re.finditer("\n", self.text)]
        line = bisect.bisect_right(self._line_starts, offset)
        return (line, offset - self._line_starts[line - 1] + 1)


def locate_through(spec: Any, pointer: str) -> tuple[str, tuple[int, int] | None]:
    """``(file, (line, col))`` of ``pointer`` in ``spec``, following any ``$ref`` on the way, into other
    files too (a validator names paths through references). The deepest reachable point is located."""
    from generator.errors import RevgenError

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
    from generator.model.pointer import join_pointer

    return file, line_of(document, join_pointer("", *here), nearest=True)
