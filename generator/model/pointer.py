"""Model stage: JSON pointers (RFC 6901) — split, escape, join and walk.

Entry points: :func:`join_pointer`, :func:`pointer_tokens`, :func:`walk_pointer`, :func:`split_ref`,
:func:`unquote`.
They depend on nothing else in revgen, so both the model and the loader (``generator.load.refs``
re-exports them) can import them at module level without an import cycle.
"""

from __future__ import annotations

from typing import Any
from urllib.parse import unquote as decode


def unquote(text: str) -> str:
    """``text`` percent-decoded (``urllib.parse.unquote``, imported only for a text with a ``%``: most
    runs never need it)."""
    if "%" not in text:
        return text
    return decode(text)


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
    """``pointer`` with each token appended, escaped (``join_pointer('/paths', '/a')`` is ``/paths/~1a``)."""
    for token in tokens:
        text = token if type(token) is str else str(token)
        if "~" in text or "/" in text:
            text = text.replace("~", "~0").replace("/", "~1")
        pointer = pointer + "/" + text
    return pointer


def mapping_get(node: dict[Any, Any], token: str) -> Any:
    """``node[token]``, also finding a YAML key that was read as a number, boolean or null
    (``200:`` unquoted is the int 200, but a pointer names it ``/200``). Raises KeyError."""
    if token in node:
        return node[token]
    for key in node:
        if not isinstance(key, str) and _key_text(key) == token:
            return node[key]
    raise KeyError(token)


def _key_text(key: Any) -> str:
    if key is None:
        return "null"
    if isinstance(key, bool):
        return "true" if key else "false"
    return str(key)


def walk_pointer(data: Any, pointer: str) -> Any:
    node = data
    for token in pointer_tokens(pointer):
        if isinstance(node, dict):
            node = mapping_get(node, token)
        elif isinstance(node, list):
            node = node[int(token)]
        else:
            raise KeyError(token)
    return node
