"""Rules stage: the line of each change's JSON pointer, found cheaply, in one batch per document.

Entry point: :func:`LineFinder` ``(documents).line(file, pointer) -> int | None``. Block-style YAML (what
OpenAPI documents are written in) gets a one-pass index of every mapping key and sequence item by its
indentation: no second YAML parse, about 30 ms for a 450 KB file. Keys inside flow collections are not
indexed; a pointer below them lands on the nearest indexed ancestor. Pretty-printed JSON (one key or
item per line, as ``json.dumps(indent=N)`` writes it) is answered by :class:`PrettyJsonLines`, which
indexes each container on the path by its lines; anything else in JSON goes to
:func:`generator.load.locate.line_of` (it scans the objects on the path), whose answers the fast
path must equal (``tests/rules/test_source_lines_json.py``).
A line is a courtesy: any failure gives None, never an error.
"""

from __future__ import annotations

import bisect
import re
from typing import Any


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


class PrettyJsonLines:
    """Lines of pointers in JSON laid out as ``json.dumps(indent=N)`` writes it (every key and item on
    its own line at its depth's indent). Each container a pointer passes through is indexed once by one
    regular-expression scan of its lines at the next indent, not parsed. :meth:`line` answers None
    whenever the text or the pointer is not plainly that shape (a key with escapes, a ``$ref`` to
    follow, a missing entry, a duplicate key, an inline container): the general locator then decides,
    so the answer is always the locator's answer."""

    def __init__(self, text: str) -> None:
        self.text = text
        m = re.match(r'\{\n( +)"', text)
        self.step = len(m.group(1)) if m else 0
        self.starts: list[int] | None = None
        self.children: dict[int, Any] = {}  # container start -> {key: (at, end)} or [(at, end)]
        self.patterns: dict[tuple[int, bool], re.Pattern[str]] = {}

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
        pattern = self.patterns.get((indent, is_dict))
        if pattern is None:
            body = r'"([^"\\\n]*)": ' if is_dict else r"[^ }\]\n]"
            pattern = self.patterns[(indent, is_dict)] = re.compile("\n" + " " * indent + body)
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
        if self.starts is None:
            self.starts = [0] + [m.end() for m in re.finditer("\n", text)]
        return bisect.bisect_right(self.starts, at + 1)


class LineFinder:
    """Lines of pointers in a set of documents (``{file: Document}``), each indexed once on demand."""

    def __init__(self, documents: dict[str, Any]) -> None:
        self.documents = documents
        self.indexes: dict[str, dict[str, int] | None] = {}
        self.found: dict[tuple[str, str], int | None] = {}
        self.pretty: dict[str, PrettyJsonLines] = {}
        self.line_of: Any = None
        try:
            from generator.load.locate import line_of
        except ImportError:  # the locator is optional
            return
        self.line_of = line_of

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
            if getattr(doc, "is_json", False):
                pretty = self.pretty.get(file)
                if pretty is None:
                    pretty = self.pretty[file] = PrettyJsonLines(doc.text)
                fast = pretty.line(doc.data, pointer)
                if fast is not None:
                    return fast
                if self.line_of is None:
                    return None
                found = self.line_of(doc, pointer, True)
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
