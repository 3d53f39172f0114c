"""Targets stage: safe, stable file names for operations and revisions.

Entry points: :func:`operation_slugs` and :func:`revision_slugs`. A name from a spec (an operationId
such as ``../../x``, a path, a revision id) becomes ``[a-z0-9._-]`` only, never starts with a dot, is
at most 80 characters, and is unique case-insensitively (``-2``, ``-3`` ... in a stable order), so a
generated file can never land outside its folder or overwrite another.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any

_UNSAFE = re.compile(r"[^a-z0-9._-]+")
MAX_LEN = 80
_RESERVED = {"index", "con", "prn", "aux", "nul", "com1", "lpt1"}


def slugify(text: str, fallback: str = "item") -> str:
    """Lower-case ``text`` reduced to ``[a-z0-9._-]``, no leading/trailing dots or dashes."""
    text = re.sub(r"(?<=[a-z0-9])(?=[A-Z])", "-", str(text))  # camelCase -> camel-Case
    slug = _UNSAFE.sub("-", text.lower())
    slug = re.sub(r"-{2,}", "-", slug)
    slug = re.sub(r"\.{2,}", ".", slug).strip(".-_")[:MAX_LEN].strip(".-_")
    if not slug or slug in _RESERVED:
        slug = f"{fallback}-{slug}" if slug else fallback
    return slug


def _unique(wanted: list[tuple[Any, str]]) -> dict[Any, str]:
    used: set[str] = set()
    out: dict[Any, str] = {}
    for key, slug in wanted:
        candidate = slug
        n = 2
        while candidate in used:
            candidate = f"{slug}-{n}"
            n += 1
        used.add(candidate)
        out[key] = candidate
    return out


def operation_slug(method: str, path: str, operation_id: str | None) -> str:
    if operation_id:
        return slugify(operation_id, "operation")
    return slugify(f"{method}-{path.strip('/').replace('/', '-')}", "operation")


def operation_slugs(operations: Iterable[Any]) -> dict[tuple[str, str], str]:
    """``{(METHOD, path): slug}`` for operations (objects with method, path, operation_id)."""
    ops = sorted(operations, key=lambda o: (o.path, o.method))
    return _unique([((o.method, o.path), operation_slug(o.method, o.path, o.operation_id)) for o in ops])


def revision_slugs(revision_ids: Iterable[str]) -> dict[str, str]:
    """``{revision id: slug}`` in the order given (oldest first)."""
    return _unique([(rid, slugify(rid, "revision")) for rid in revision_ids])
