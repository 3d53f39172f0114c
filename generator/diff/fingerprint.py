"""Diff stage: a content hash of a schema with every ``$ref`` replaced by its target's hash.

Entry point: :class:`Fingerprints` ``.of(schema) -> int``. Two schemas with the same fingerprint have
the same content (a ``$ref`` and an identical inline schema hash alike), so the structural diff skips
them without building the model of their sub-schemas; this is what keeps the diff of two big,
mostly equal revisions fast. Hashes are memoised per raw node and per reference target; a reference
met again while its own hash is being computed (a recursive schema) hashes as its pointer, which can
only make equal schemas look different (they are then compared in full), never the reverse.
"""

from __future__ import annotations

from typing import Any

from generator.errors import RevgenError
from generator.model.schema import Schema


class Fingerprints:
    __slots__ = ("by_node", "by_target", "active")

    def __init__(self) -> None:
        self.by_node: dict[int, int] = {}
        self.by_target: dict[tuple[str, str], int] = {}
        self.active: set[tuple[str, str]] = set()

    def of(self, schema: Schema) -> int:
        if schema.is_boolean:
            return hash(("bool", schema.boolean_value))
        try:
            return self._node(schema.raw, schema.file, schema.spec)
        except (RecursionError, RevgenError, TypeError):  # TypeError: an unhashable YAML value (!!set)
            return id(schema)  # unique: never equal to anything else

    def _node(self, value: Any, file: str, spec: Any) -> int:
        if isinstance(value, dict):
            key = id(value)
            h = self.by_node.get(key)
            if h is not None:
                return h
            ref = value.get("$ref")
            if isinstance(ref, str):
                target_file, pointer, target = spec.resolve(ref, file)
                tkey = (target_file, pointer)
                h = self.by_target.get(tkey)
                if h is None:
                    if tkey in self.active:
                        return hash(("cycle", pointer))
                    self.active.add(tkey)
                    try:
                        h = self._node(target, target_file, spec)
                    finally:
                        self.active.discard(tkey)
                    self.by_target[tkey] = h
                return h
            node = self._node
            pairs: list[tuple[Any, Any]] = []
            for k, v in value.items():
                t = type(v)
                if t is dict or t is list:
                    pairs.append((k, node(v, file, spec)))
                elif t is bool:
                    pairs.append((k, ("b", v)))
                else:
                    pairs.append((k, v))
            h = hash(frozenset(pairs))
            self.by_node[key] = h
            return h
        if isinstance(value, list):
            node = self._node
            return hash(("[", tuple(node(v, file, spec) if type(v) in (dict, list) else
                                    (("b", v) if type(v) is bool else v) for v in value)))
        if isinstance(value, bool):
            return hash(("b", value))
        return hash(value)
