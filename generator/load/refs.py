"""Load stage: resolve ``$ref`` pointers, local and into sibling files, without leaving the spec's tree.

Entry point: :class:`RefResolver`. ``resolve(ref, base_file)`` follows a chain of ``$ref`` objects and
returns the file, JSON pointer and node it ends at; ``check_all()`` resolves every reference of the
document (and of each file it reaches) once, at load time. Other files are read once and cached. A
reference to a URL (``http(s)://``, ``//host``, ``file:``), an absolute path, a file outside the folder
of the root document (``../``, or a symlink out), a missing file or pointer, or a chain of references
that loops is refused with a :class:`~generator.errors.RevgenError` at the line of the ``$ref``.
Recursive schemas are not a problem here: they are references that the model follows lazily.
JSON-pointer helpers live in :mod:`generator.model.pointer` and are re-exported here.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from typing import Any

from generator.errors import RevgenError
from generator.load.reader import Document, read_document
from generator.model.pointer import escape_token, join_pointer, pointer_tokens, split_ref, unquote, walk_pointer

__all__ = ["RefResolver", "escape_token", "join_pointer", "pointer_tokens", "split_ref", "walk_pointer"]


class RefResolver:
    """Resolves references relative to the root document; caches every file it reads.

    ``opener`` reads another file's text by absolute path (default: the file system); a git revision
    passes one that reads the same commit, so external references stay within that revision.
    """

    def __init__(self, root: Document, opener: Callable[[str], Document] | None = None) -> None:
        self.root = root
        self.root_dir = os.path.dirname(os.path.abspath(root.path))
        self.documents: dict[str, Document] = {root.path: root}
        self._opener = opener
        self._on_disk = opener is None
        # (ref, base file) -> (file, pointer, node): documents never change once read, so a reference
        # string resolves the same way every time (big specs repeat a few thousand refs a million times)
        self._resolved: dict[tuple[str, str], tuple[str, str, Any]] = {}

    def document(self, path: str) -> Document:
        doc = self.documents.get(path)
        if doc is None:
            doc = self._opener(path) if self._opener else read_document(path, name=self._shown(path))
            self.documents[path] = doc
        return doc

    def _shown(self, path: str) -> str:
        """A file's name for messages: its document's name, else relative to the current folder."""
        doc = self.documents.get(path)
        if doc is not None and doc.name:
            return doc.name
        if os.path.isabs(path):
            rel = os.path.relpath(path)
            return path if rel.startswith("..") else rel
        return path

    def _error(self, message: str, file: str, ref: str | None = None) -> RevgenError:
        """An error located at ``ref``'s first occurrence in ``file`` (when that file was read)."""
        line = col = None
        doc = self.documents.get(file)
        if doc is not None and ref is not None:
            line, col = _find_ref(doc.text, ref)
        return RevgenError(message, self._shown(file), line, col)

    def _target_file(self, file_part: str, base_file: str, ref: str) -> str:
        if not file_part:
            return base_file
        low = file_part.lower()
        if "://" in low or low.startswith("//") or _has_scheme(low):
            raise self._error(f"$ref {ref!r} points at a remote URL; only local files are read", base_file, ref)
        name = unquote(file_part)
        if os.path.isabs(name) or name.startswith("\\") or (len(name) > 1 and name[1] == ":"):
            raise self._error(
                f"$ref {ref!r} is an absolute path; only files under the spec's folder are read", base_file, ref
            )
        target = os.path.normpath(os.path.join(os.path.dirname(base_file), name))
        root = self.root_dir
        inside = os.path.commonpath([root, target]) == root
        if inside and self._on_disk:
            real_root = os.path.realpath(root)
            inside = os.path.commonpath([real_root, os.path.realpath(target)]) == real_root
        if not inside:
            raise self._error(
                f"$ref {ref!r} leaves the spec's folder; only files under {os.path.basename(root) or root}/ are read",
                base_file,
                ref,
            )
        if self._on_disk and not os.path.isfile(target):
            raise self._error(f"$ref {ref!r}: no such file {file_part!r}", base_file, ref)
        return target

    def resolve(self, ref: str, base_file: str) -> tuple[str, str, Any]:
        """Follow ``ref`` (and any ``$ref`` it lands on) to ``(file, pointer, node)``."""
        key = (ref, base_file)
        found = self._resolved.get(key) if type(ref) is str else None
        if found is None:
            found = self._resolve(ref, base_file)
            if type(ref) is str:
                self._resolved[key] = found
        return found

    def _resolve(self, ref: str, base_file: str) -> tuple[str, str, Any]:
        seen: set[tuple[str, str]] = set()
        current_ref, current_file = ref, base_file
        while True:
            if not isinstance(current_ref, str):
                raise self._error(f"$ref must be a string, not {type(current_ref).__name__}", current_file)
            file_part, pointer = split_ref(current_ref)
            target = self._target_file(file_part, current_file, current_ref)
            if (target, pointer) in seen:
                raise self._error(
                    f"$ref {ref!r} is a loop of references that never reaches a value", base_file, ref
                )
            seen.add((target, pointer))
            doc = self.document(target)
            try:
                node = walk_pointer(doc.data, pointer)
            except (KeyError, IndexError, ValueError, TypeError):
                raise self._error(f"$ref {current_ref!r} points at nothing", current_file, current_ref) from None
            if isinstance(node, dict) and "$ref" in node:
                current_ref, current_file = node["$ref"], target
                continue
            return target, pointer, node

    def check_all(self) -> None:
        """Resolve every ``$ref`` of the root document and of every file it reaches (raises on a bad one).

        Each distinct reference string is resolved once per file, so this costs about one dictionary
        walk per reference, not a walk of the document.
        """
        done: set[str] = set()
        todo = [self.root.path]
        while todo:
            file = todo.pop()
            if file in done:
                continue
            done.add(file)
            for ref in self.document(file).refs:
                if ref.startswith("#"):
                    self.resolve(ref, file)
                    continue
                target, _, _ = self.resolve(ref, file)
                file_part = split_ref(ref)[0]
                first = self._target_file(file_part, file, ref)
                todo.extend(p for p in (first, target) if p not in done)


def _has_scheme(value: str) -> bool:
    """``http:``, ``file:``, ``urn:`` ... (a one-letter scheme is a Windows drive, handled as absolute)."""
    head, sep, _ = value.partition(":")
    return bool(sep) and len(head) > 1 and head.replace("+", "").replace("-", "").replace(".", "").isalnum() and "/" not in head


def _find_ref(text: str, ref: str) -> tuple[int | None, int | None]:
    """1-based line and column of the first occurrence of ``ref`` in ``text`` (or ``(None, None)``)."""
    at = text.find(ref)
    if at < 0:
        return None, None
    line = text.count("\n", 0, at) + 1
    return line, at - (text.rfind("\n", 0, at) + 1) + 1
