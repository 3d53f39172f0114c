"""Targets stage: safe, stable file names for operations and revisions.

Entry points: :func:`operation_slugs`, :func:`webhook_slugs` and :func:`revision_slugs`. A name from a spec (an operationId
such as ``../../x``, a path, a revision id) becomes ``[a-z0-9._-]`` only, never starts with a dot, is
at most 80 characters, and is unique case-insensitively (``-2``, ``-3`` ... in a stable order), so a
generated file can never land outside its folder or overwrite another. Letters of other scripts are
transliterated first (anyascii: ``créerCommande`` -> ``creer-commande``, ``获取用户`` ->
``huo-qu-yong-hu``); an operationId that leaves nothing (only symbols) is named by method and path.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any

from anyascii import anyascii

from generator.model import WEBHOOK_PREFIX

_UNSAFE = re.compile(r"[^a-z0-9._-]+")
MAX_LEN = 80
_RESERVED = {"index", "con", "prn", "aux", "nul", "com1", "lpt1"}


def _ascii(text: str) -> str:
    """``text`` with each non-ASCII character transliterated (its apostrophes, marks of softness or
    of a glottal stop, dropped: ``Pol'zovatel`` would otherwise split in two)."""
    if text.isascii():
        return text
    return "".join(c if c.isascii() else re.sub(r"['`]", "", anyascii(c)) for c in text)


def slugify(text: str, fallback: str = "item") -> str:
    """Lower-case ``text`` transliterated and reduced to ``[a-z0-9._-]``, no leading/trailing dots or
    dashes; ``fallback`` when nothing is left."""
    text = re.sub(r"(?<=[a-z0-9])(?=[A-Z])", "-", _ascii(str(text)))  # camelCase -> camel-Case
    slug = _UNSAFE.sub("-", text.lower())
    slug = re.sub(r"-{2,}", "-", slug)
    slug = re.sub(r"\.{2,}", ".", slug).strip(".-_")[:MAX_LEN].strip(".-_")
    if not slug or slug in _RESERVED:
        slug = f"{fallback}-{slug}" if slug else fallback
    return slug


def _unique(wanted: list[tuple[Any, str]], taken: Iterable[str] = ()) -> dict[Any, str]:
    used: set[str] = set(taken)
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
    """The operationId's slug, else (no operationId, or one of symbols only) the method and path's."""
    if operation_id and re.search(r"[A-Za-z0-9]", _ascii(operation_id)):
        return slugify(operation_id, "operation")
    return slugify(f"{method}-{path.strip('/').replace('/', '-')}", "operation")


def operation_slugs(operations: Iterable[Any]) -> dict[tuple[str, str], str]:
    """``{(METHOD, path): slug}`` for operations (objects with method, path, operation_id)."""
    ops = sorted(operations, key=lambda o: (o.path, o.method))
    return _unique([((o.method, o.path), operation_slug(o.method, o.path, o.operation_id)) for o in ops])


def webhook_slugs(operations: Iterable[Any], taken: Iterable[str]) -> dict[tuple[str, str], str]:
    """``{(METHOD, "webhook:NAME"): slug}`` for a spec's webhook operations: ``webhook-<name>-<method>``,
    unique among themselves and against ``taken`` (the path operations' slugs, which stay as they are)."""
    ops = sorted(operations, key=lambda o: (o.path, o.method))
    wanted = []
    for o in ops:
        name = o.path[len(WEBHOOK_PREFIX):] if o.path.startswith(WEBHOOK_PREFIX) else o.path
        base = slugify(name, "hook")[: MAX_LEN - 16].strip(".-_") or "hook"
        wanted.append(((o.method, o.path), f"webhook-{base}-{slugify(o.method, 'op')}"))
    return _unique(wanted, taken)


def revision_slugs(revision_ids: Iterable[str]) -> dict[str, str]:
    """``{revision id: slug}`` in the order given (oldest first)."""
    return _unique([(rid, slugify(rid, "revision")) for rid in revision_ids])
