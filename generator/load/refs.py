"""Load stage: resolve ``$ref`` pointers, local and into sibling files, without leaving the spec's tree.

Entry point: :class:`RefResolver`. ``resolve(ref, base_file)`` follows a chain of ``$ref`` objects and
returns the file, JSON pointer and node it ends at. Other files are read once and cached. A reference to
``http(s)://`` or to a file outside the folder of the root document is refused with a
:class:`~generator.errors.RevgenError`; a chain of references that loops is refused too. Recursive
schemas are not a problem here: they are references that the model follows lazily.
"""

from __future__ import annotations

import os
from typing import Any
from urllib.parse import unquote

from generator.errors import RevgenError
from generator.load.reader import Document, read_document


def split_ref(ref: str) -> tuple[str, str]:
    """``'common.yaml#/a/b'`` -> ``('common.yaml', '/a/b')``."""
    file_part, _, pointer = ref.partition("#")
    return file_part, unquote(pointer)


def pointer_tokens(pointer: str) -> list[str]:
    if pointer in ("", "/"):
        return [] if pointer == "" else [""]
    if not pointer.startswith("/"):
        raise ValueError(pointer)
    return [t.replace("~1", "/").replace("~0", "~") for t in pointer[1:].split("/")]


def escape_token(token: str) -> str:
    return token.replace("~", "~0").replace("/", "~1")


def join_pointer(pointer: str, *tokens: object) -> str:
    return pointer + "".join("/" + escape_token(str(t)) for t in tokens)


def walk_pointer(data: Any, pointer: str) -> Any:
    node = data
    for token in pointer_tokens(pointer):
        if isinstance(node, dict):
            node = node[token]
        elif isinstance(node, list):
            node = node[int(token)]
        else:
            raise KeyError(token)
    return node


class RefResolver:
    """Resolves references relative to the root document; caches every file it reads."""

    def __init__(self, root: Document) -> None:
        self.root = root
        self.root_dir = os.path.dirname(os.path.abspath(root.path))
        self.documents: dict[str, Document] = {root.path: root}

    def document(self, path: str) -> Document:
        doc = self.documents.get(path)
        if doc is None:
            doc = read_document(path)
            self.documents[path] = doc
        return doc

    def _target_file(self, file_part: str, base_file: str, ref: str) -> str:
        if not file_part:
            return base_file
        low = file_part.lower()
        if "://" in low or low.startswith("//"):
            raise RevgenError(f"$ref {ref!r} points at a remote URL; only local files are read", base_file)
        if os.path.isabs(file_part):
            target = os.path.normpath(file_part)
        else:
            target = os.path.normpath(os.path.join(os.path.dirname(base_file), unquote(file_part)))
        real_root = os.path.realpath(self.root_dir)
        real_target = os.path.realpath(target)
        if os.path.commonpath([real_root, real_target]) != real_root:
            raise RevgenError(
                f"$ref {ref!r} leaves the spec's folder; only files under {os.path.basename(real_root) or real_root}/ are read",
                base_file,
            )
        if not os.path.isfile(target):
            raise RevgenError(f"$ref {ref!r}: no such file {file_part!r}", base_file)
        return target

    def resolve(self, ref: str, base_file: str) -> tuple[str, str, Any]:
        """Follow ``ref`` (and any ``$ref`` it lands on) to ``(file, pointer, node)``."""
        seen: set[tuple[str, str]] = set()
        current_ref, current_file = ref, base_file
        while True:
            if not isinstance(current_ref, str):
                raise RevgenError(f"$ref must be a string, not {type(current_ref).__name__}", current_file)
            file_part, pointer = split_ref(current_ref)
            target = self._target_file(file_part, current_file, current_ref)
            if (target, pointer) in seen:
                raise RevgenError(f"$ref {ref!r} is a loop of references that never reaches a value", base_file)
            seen.add((target, pointer))
            doc = self.document(target)
            try:
                node = walk_pointer(doc.data, pointer)
            except (KeyError, IndexError, ValueError, TypeError):
                raise RevgenError(f"$ref {current_ref!r} points at nothing", current_file) from None
            if isinstance(node, dict) and "$ref" in node:
                current_ref, current_file = node["$ref"], target
                continue
            return target, pointer, node
