"""SDK target: a short string that a schema's ``pattern`` matches (stage: targets; no I/O).

Entry points: :func:`pattern_value` and :func:`matches`. JSON Schema's ``pattern`` is an ECMA-262 regular expression; this
module reads the part of that syntax specs use (literals and escapes, ``.``, classes with ranges and
``\\d \\w \\s``, groups of every kind, alternation, the quantifiers ``? * + {n} {n,} {n,m}`` and their lazy
forms, anchors and lookarounds, which add no characters) into a small tree of its own, and builds
from it the shortest string it can: each repeat as few times as it may (more where ``minLength``
asks), the first branch, the first character of a class. A pattern beyond that (a back reference)
makes no string. The result is checked with :func:`re.search` before it is used, so a misreading costs
an example, never a wrong one. Deterministic: no randomness anywhere.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

_DIGITS = "0123456789"
_WORD = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_"
_SPACE = " \t\n\r\f\v"
# the character each class escape stands for in a string, and (for a negated class) what it covers
_CATEGORY = {"d": "0", "w": "a", "s": " ", "D": "a", "W": "-", "S": "a"}
_COVERS = {"d": _DIGITS, "w": _WORD, "s": _SPACE}
_CONTROL = {"n": "\n", "r": "\r", "t": "\t", "f": "\f", "v": "\v", "0": "\0"}
_QUANTIFIER = re.compile(r"\{(\d+)(,(\d*))?\}")
_NAMED_GROUP = re.compile(r"\?P?<[A-Za-z_][A-Za-z0-9_]*>")
_FLAG_GROUP = re.compile(r"\?[aiLmsux-]+([:)])")
MAX_REPEAT = 256


class Unsupported(ValueError):
    """A pattern this reader does not follow (a back reference, an unbalanced group)."""


@dataclass
class _Class:
    """A ``[...]`` class or a class escape: its first character, and what it covers when negated."""

    first: str
    covers: set[str] = field(default_factory=set)
    negated: bool = False

    def char(self) -> str:
        if not self.negated:
            return self.first
        found = next((c for c in "a0A_-x" if c not in self.covers), None)
        if found is None:
            raise Unsupported("a negated class that leaves out every candidate")
        return found


@dataclass
class _Repeat:
    node: _Node
    low: int
    high: int | None


@dataclass
class _Alt:
    branches: list[list[_Node]]


_Node = str | _Class | _Repeat | _Alt  # a str is a literal character


class _Reader:
    def __init__(self, pattern: str) -> None:
        self.text = pattern
        self.at = 0

    def peek(self) -> str:
        return self.text[self.at] if self.at < len(self.text) else ""

    def take(self) -> str:
        ch = self.peek()
        if not ch:
            raise Unsupported("the pattern ends too early")
        self.at += 1
        return ch

    def alternation(self) -> _Alt:
        branches = [self.sequence()]
        while self.peek() == "|":
            self.at += 1
            branches.append(self.sequence())
        return _Alt(branches)

    def sequence(self) -> list[_Node]:
        out: list[_Node] = []
        while self.peek() and self.peek() not in "|)":
            atom = self.atom()
            if atom is None:
                continue
            out.append(self.quantified(atom))
        return out

    def quantified(self, atom: _Node) -> _Node:
        ch = self.peek()
        low: int
        high: int | None
        if ch in ("*", "+", "?"):
            self.at += 1
            low, high = {"*": (0, None), "+": (1, None), "?": (0, 1)}[ch]
        elif ch == "{" and (m := _QUANTIFIER.match(self.text, self.at)):
            self.at = m.end()
            low = int(m.group(1))
            high = low if m.group(2) is None else (int(m.group(3)) if m.group(3) else None)
        else:
            return atom
        if self.peek() == "?":  # lazy: the same strings
            self.at += 1
        return _Repeat(atom, low, high)

    def atom(self) -> _Node | None:
        ch = self.take()
        if ch in "^$":
            return None
        if ch == ".":
            return _Class("a")
        if ch == "(":
            return self.group()
        if ch == "[":
            return self.char_class()
        if ch == "\\":
            return self.escape(in_class=False)
        return ch

    def group(self) -> _Node | None:
        look = False
        if self.text.startswith("?", self.at):
            for opener in ("?:", "?=", "?!", "?<=", "?<!"):
                if self.text.startswith(opener, self.at):
                    self.at += len(opener)
                    look = opener != "?:"
                    break
            else:
                # a named group, or flags: (?i) alone or (?i:...) around a group (matched as written)
                found = _NAMED_GROUP.match(self.text, self.at) or _FLAG_GROUP.match(self.text, self.at)
                if found is None:
                    raise Unsupported("an unknown group")
                self.at = found.end()
                if found.group(0).endswith(")"):
                    return None
        inner = self.alternation()
        if self.take() != ")":
            raise Unsupported("an unclosed group")
        return None if look else inner  # a lookaround adds no characters

    def escape(self, in_class: bool) -> _Node | None:
        ch = self.take()
        if ch in _CATEGORY:  # \d \w \s, and \D \W \S: what they leave out
            return _Class(_CATEGORY[ch], set(_COVERS[ch.lower()]), negated=ch.isupper())
        if ch in "bB":
            return "\b" if in_class and ch == "b" else None  # a word boundary adds no characters
        if ch in _CONTROL and not (ch == "0" and self.peek().isdigit()):
            return _CONTROL[ch]
        if ch.isdigit():
            raise Unsupported("a back reference")
        if ch == "x" and re.fullmatch(r"[0-9A-Fa-f]{2}", self.text[self.at : self.at + 2]):
            self.at += 2
            return chr(int(self.text[self.at - 2 : self.at], 16))
        if ch == "u":
            m = re.compile(r"\{([0-9A-Fa-f]{1,6})\}|([0-9A-Fa-f]{4})").match(self.text, self.at)
            if m:
                self.at = m.end()
                return chr(int(m.group(1) or m.group(2), 16))
        if ch in "pP" and self.peek() == "{":  # a Unicode property: a letter stands for the common ones
            end = self.text.find("}", self.at)
            if end < 0:
                raise Unsupported("an unclosed property")
            self.at = end + 1
            return _Class("a", set(_WORD), negated=ch == "P")
        if ch == "k":
            raise Unsupported("a named back reference")
        return ch  # an escaped punctuation character stands for itself

    def char_class(self) -> _Class:
        negated = self.peek() == "^"
        if negated:
            self.at += 1
        first: str | None = None
        covers: set[str] = set()
        started = False
        while True:
            ch = self.take()
            if ch == "]" and started:
                break
            started = True
            item: _Node | None = self.escape(in_class=True) if ch == "\\" else ch
            if isinstance(item, _Class):
                if not item.negated:
                    covers |= item.covers
                first = first if first is not None else item.char()
                continue
            if not isinstance(item, str):
                continue
            if self.peek() == "-" and self.text[self.at + 1 : self.at + 2] not in ("]", ""):
                self.at += 1
                end_ch = self.take()
                end = self.escape(in_class=True) if end_ch == "\\" else end_ch
                if isinstance(end, str) and ord(end) >= ord(item):
                    covers.update(chr(c) for c in range(ord(item), min(ord(end), ord(item) + 256) + 1))
                    first = first if first is not None else item
                    continue
                covers.update({item, "-"} | ({end} if isinstance(end, str) else set()))
            else:
                covers.add(item)
            first = first if first is not None else item
        if first is None and not negated:
            raise Unsupported("a class with no character of its own")
        return _Class(first or "a", covers, negated)


def _build(nodes: list[_Node], extra: int) -> str:
    out: list[str] = []
    for node in nodes:
        out.append(_one(node, extra))
    return "".join(out)


def _one(node: _Node, extra: int) -> str:
    if isinstance(node, str):
        return node
    if isinstance(node, _Class):
        return node.char()
    if isinstance(node, _Alt):
        return _build(node.branches[0], extra)
    count = node.low + extra if node.high is None or node.low + extra <= node.high else node.high
    return _one(node.node, extra) * min(max(count, node.low), MAX_REPEAT)


def pattern_value(pattern: str, min_length: int = 0, max_length: int | None = None) -> str | None:
    """A short string ``pattern`` matches (as Python's :func:`re.search` reads it), of a length between
    ``min_length`` and ``max_length``; None when none is found."""
    try:
        reader = _Reader(pattern)
        tree = reader.alternation()
        if reader.at != len(pattern):
            raise Unsupported("an unmatched ')'")
        base = len(_one(tree, 0))
        for extra in dict.fromkeys((0, max(0, min_length - base), 1, 2, 4, 8, 16, 32, 64)):
            text = _one(tree, extra)
            if min_length <= len(text) <= (max_length if max_length is not None else len(text)) and matches(pattern, text):
                return text
    except (Unsupported, RecursionError):
        return None
    return None


def matches(pattern: str, text: str) -> bool:
    """``pattern`` finds a match in ``text`` (True when Python cannot read the pattern)."""
    try:
        return re.search(pattern, text) is not None
    except (re.error, RecursionError):
        return True  # a pattern Python cannot read: nothing to match against
