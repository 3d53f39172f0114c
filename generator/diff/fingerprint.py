"""Diff stage: a content hash of a schema with every ``$ref`` replaced by its target's hash.

Entry point: :class:`Fingerprints` ``.of(schema) -> int``. Two schemas with the same fingerprint have
the same content (a ``$ref`` and an identical inline schema hash alike), so the structural diff skips
them without building the model of their sub-schemas; this is what keeps the diff of two big,
mostly equal revisions fast.

References form a graph whose cycles are the recursive schemas. The graph is cut into strongly
connected components (Tarjan's algorithm, iterative), visited sinks first: a target outside any cycle
hashes as its content with each ``$ref`` replaced by its (already final) target hash; the members of a
cycle share one hash of *all* their contents (references inside the cycle written as the member's
pointer, references out of it as final hashes), and each member's fingerprint is that hash plus its own
pointer. So a hash never stands for part of a cycle: whatever reaches a changed member, through
whichever member and in whichever order things were hashed, hashes differently. Hashes are memoised
per raw node and per reference target. In a 3.1 document a ``$ref`` hashes with the keywords applied
beside it (:func:`generator.model.siblings.applied_siblings`), whose own references are edges too.
"""

from __future__ import annotations

import os
from typing import Any

from generator.errors import RevgenError
from generator.model.pointer import split_ref, walk_pointer
from generator.model.schema import Schema
from generator.model.siblings import applied_siblings

_Key = tuple[str, str]  # (file, JSON pointer) of a reference target


class Fingerprints:
    __slots__ = ("by_node", "by_target", "edges", "contents", "refs", "root_file", "root_dir")

    def __init__(self) -> None:
        self.by_node: dict[int, int] = {}
        self.by_target: dict[_Key, int] = {}
        self.edges: dict[_Key, list[_Key]] = {}  # only while a component is being cut
        self.contents: dict[_Key, Any] = {}
        self.refs: dict[int, tuple[_Key, Any]] = {}  # id of a {$ref} node -> its target (resolved once)
        self.root_file: str | None = None
        self.root_dir = ""

    def of(self, schema: Schema) -> int:
        if schema.is_boolean:
            return hash(("bool", schema.boolean_value))
        try:
            if self.root_file is None:
                self.root_file = schema.spec.file or ""
                self.root_dir = os.path.dirname(self.root_file)
            if schema.target is not None:  # a use site of a reference with keywords applied beside it
                siblings = getattr(schema, "siblings", None) or {}
                return hash(("site", self.of(schema.target), self._keywords(siblings, schema.file, schema.spec, None)))
            if schema.ref is not None or schema.name is not None:  # a reference target: maybe in a cycle
                return self._target(schema.key, schema.raw, schema.spec)
            return self._node(schema.raw, schema.file, schema.spec, None)
        except (RecursionError, RevgenError, TypeError):  # TypeError: an unhashable YAML value (!!set)
            return id(schema)  # unique: never equal to anything else

    # reference targets ---------------------------------------------------------------------------
    def _target(self, key: _Key, content: Any, spec: Any) -> int:
        h = self.by_target.get(key)
        if h is None:
            self.contents.setdefault(key, content)
            self._cut(key, spec)
            h = self.by_target[key]
        return h

    def _edges(self, key: _Key, spec: Any) -> list[_Key]:
        out = self.edges.get(key)
        if out is None:
            out = self.edges[key] = []
            self._collect(self.contents[key], key[0], spec, out)
        return out

    def _collect(self, value: Any, file: str, spec: Any, out: list[_Key]) -> None:
        """The targets of the ``$ref`` s in ``value``, not crossing any of them."""
        stack = [value]
        while stack:
            v = stack.pop()
            if isinstance(v, dict):
                ref = v.get("$ref")
                if isinstance(ref, str):
                    k, target = self._resolve(v, ref, file, spec)
                    if k not in self.by_target:
                        self.contents.setdefault(k, target)
                    out.append(k)
                    siblings = _siblings(v, spec)
                    if siblings is not None:
                        stack.append(siblings)
                    continue
                stack.extend(x for x in v.values() if type(x) is dict or type(x) is list)
            elif isinstance(v, list):
                stack.extend(x for x in v if type(x) is dict or type(x) is list)

    def _cut(self, root: _Key, spec: Any) -> None:
        """Tarjan's strongly connected components from ``root``; each is hashed as it completes."""
        done = self.by_target
        index: dict[_Key, int] = {root: 0}
        low: dict[_Key, int] = {root: 0}
        stack: list[_Key] = [root]
        on_stack: set[_Key] = {root}
        work = [(root, iter(self._edges(root, spec)))]
        while work:
            v, it = work[-1]
            for w in it:
                if w in done:
                    continue
                if w not in index:
                    index[w] = low[w] = len(index)
                    stack.append(w)
                    on_stack.add(w)
                    work.append((w, iter(self._edges(w, spec))))
                    break
                if w in on_stack and index[w] < low[v]:
                    low[v] = index[w]
            else:
                work.pop()
                if work:
                    u = work[-1][0]
                    if low[v] < low[u]:
                        low[u] = low[v]
                if low[v] == index[v]:
                    members = []
                    while True:
                        w = stack.pop()
                        on_stack.discard(w)
                        members.append(w)
                        if w == v:
                            break
                    self._finish(members, spec)

    def _finish(self, members: list[_Key], spec: Any) -> None:
        if len(members) == 1 and members[0] not in self.edges[members[0]]:
            k = members[0]
            self.by_target[k] = self._node(self.contents[k], k[0], spec, None)
        else:
            inside = set(members)
            parts = frozenset((self._name(k), self._node(self.contents[k], k[0], spec, inside)) for k in members)
            h = hash(("cycle", parts))
            for k in members:
                self.by_target[k] = hash((self._name(k), h))
        for k in members:
            self.edges.pop(k, None)
            self.contents.pop(k, None)

    def _resolve(self, node: dict[str, Any], ref: str, file: str, spec: Any) -> tuple[_Key, Any]:
        r = self.refs.get(id(node))
        if r is None:
            target_file, pointer, target = spec.resolve(ref, file)
            if (target_file != file or ref[1:] != pointer) and ref[:1] == "#":
                first = split_ref(ref)[1]  # an alias with keywords beside its own reference hashes with them
                hop = walk_pointer(spec.documents[file].data, first)
                if isinstance(hop, dict) and "$ref" in hop and _siblings(hop, spec) is not None:
                    target_file, pointer, target = file, first, hop
            r = self.refs[id(node)] = ((target_file, pointer), target)
        return r

    def _name(self, key: _Key) -> tuple[str, str]:
        """A target's name that is the same in two revisions: its pointer, and its file relative to the
        root document's folder ("" for the root document itself, whatever its name)."""
        file, pointer = key
        if file == self.root_file or not file:
            return ("", pointer)
        return (os.path.relpath(file, self.root_dir), pointer)

    # content ---------------------------------------------------------------------------------------
    def _keywords(self, value: dict[Any, Any], file: str, spec: Any, inside: set[_Key] | None) -> int:
        """Hash of a mapping's entries (not memoised: ``value`` may be a mapping made for the call)."""
        pairs: list[tuple[Any, Any]] = []
        for k, v in value.items():
            t = type(v)
            if t is dict or t is list:
                pairs.append((k, self._node(v, file, spec, inside)))
            elif t is bool:
                pairs.append((k, ("b", v)))
            else:
                pairs.append((k, v))
        return hash(frozenset(pairs))

    def _node(self, value: Any, file: str, spec: Any, inside: set[_Key] | None) -> int:
        """Hash of ``value``; with ``inside``, references to those targets hash as their names (and
        nothing is memoised, since such a hash is only a part of its cycle's hash)."""
        if isinstance(value, dict):
            key = id(value)
            if inside is None:
                h = self.by_node.get(key)
                if h is not None:
                    return h
            ref = value.get("$ref")
            if isinstance(ref, str):
                tkey, target = self._resolve(value, ref, file, spec)
                if inside is not None and tkey in inside:
                    h = hash(("ref", self._name(tkey)))
                else:
                    h = self._target(tkey, target, spec)
                siblings = _siblings(value, spec)
                if siblings is not None:
                    h = hash(("site", h, self._keywords(siblings, file, spec, inside)))
                return h
            h = self._keywords(value, file, spec, inside)
            if inside is None:
                self.by_node[key] = h
            return h
        if isinstance(value, list):
            return hash(("[", tuple(self._node(v, file, spec, inside) if type(v) in (dict, list) else
                                    (("b", v) if type(v) is bool else v) for v in value)))
        if isinstance(value, bool):
            return hash(("b", value))
        return hash(value)


def _siblings(node: dict[str, Any], spec: Any) -> dict[str, Any] | None:
    """The keywords applied beside ``node``'s ``$ref`` (a 3.1 document), else None."""
    if len(node) < 2 or spec.dialect != "3.1":
        return None
    return applied_siblings(node)
