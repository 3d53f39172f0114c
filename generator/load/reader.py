"""Load stage: parse one file's text into plain Python data.

Entry point: :func:`read_document`. JSON goes through the JSON parser (never YAML: 40-70x slower on big
files); YAML through libyaml's C loader when present. Two YAML hazards are handled here:

* an anchor name defined twice (YAML 1.2 allows it, PyYAML refuses it): retried with a loader whose
  later anchor wins;
* alias bombs: aliases are shared objects after loading, so the tree is never expanded in memory, but any
  walk over it would be. :func:`check_expansion` measures the expanded size with memoisation and refuses a
  document that would expand past :data:`MAX_EXPANDED_NODES`.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass, field
from typing import Any

import yaml

from generator.errors import RevgenError

MAX_EXPANDED_NODES = 5_000_000

_FastLoader: type = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


class _RedefinableAnchorLoader(yaml.SafeLoader):
    """Pure-Python safe loader that lets a later anchor of the same name replace an earlier one."""

    def compose_node(self, parent: Any, index: Any) -> Any:  # noqa: D401 - PyYAML hook
        if self.check_event(yaml.events.AliasEvent):
            return super().compose_node(parent, index)
        event = self.peek_event()
        anchor = getattr(event, "anchor", None)
        if anchor is not None and anchor in self.anchors:
            del self.anchors[anchor]
        return super().compose_node(parent, index)


def _timestamps_as_strings(loader: type) -> type:
    """OpenAPI dates are strings; keep YAML 1.1 timestamps (and `=`) as plain strings."""

    class L(loader):  # type: ignore[valid-type, misc]
        pass

    L.yaml_implicit_resolvers = {
        k: [(tag, rx) for tag, rx in v if tag != "tag:yaml.org,2002:timestamp"]
        for k, v in loader.yaml_implicit_resolvers.items()
    }
    return L


_Fast = _timestamps_as_strings(_FastLoader)
_Redefinable = _timestamps_as_strings(_RedefinableAnchorLoader)


@dataclass
class Document:
    """One parsed file: its path, its text and its data."""

    path: str
    text: str
    data: Any
    is_json: bool
    _lines: list[int] | None = field(default=None, repr=False)


def _looks_like_json(path: str, text: str) -> bool:
    if path.lower().endswith(".json"):
        return True
    if path.lower().endswith((".yaml", ".yml")):
        return False
    return text.lstrip()[:1] in ("{", "[")


def parse_text(text: str, path: str) -> tuple[Any, bool]:
    """Parse ``text`` (from ``path``) as JSON or YAML; raise :class:`RevgenError` with a location."""
    if _looks_like_json(path, text):
        try:
            return json.loads(text), True
        except json.JSONDecodeError as exc:
            if path.lower().endswith(".json"):
                raise RevgenError(f"invalid JSON: {exc.msg}", path, exc.lineno, exc.colno) from None
    try:
        data = yaml.load(text, Loader=_Fast)
    except yaml.composer.ComposerError as exc:
        if "duplicate anchor" not in str(exc):
            raise _yaml_error(exc, path) from None
        try:
            data = yaml.load(text, Loader=_Redefinable)
        except yaml.YAMLError as exc2:
            raise _yaml_error(exc2, path) from None
    except yaml.YAMLError as exc:
        raise _yaml_error(exc, path) from None
    except RecursionError:
        raise RevgenError("YAML nesting is too deep", path) from None
    check_expansion(data, path)
    return data, False


def _yaml_error(exc: yaml.YAMLError, path: str) -> RevgenError:
    mark = getattr(exc, "problem_mark", None) or getattr(exc, "context_mark", None)
    problem = getattr(exc, "problem", None) or str(exc).splitlines()[0]
    context = getattr(exc, "context", None)
    msg = f"invalid YAML: {problem}" + (f" ({context})" if context else "")
    if mark is not None:
        return RevgenError(msg, path, mark.line + 1, mark.column + 1)
    return RevgenError(msg, path)


def check_expansion(data: Any, path: str, limit: int = MAX_EXPANDED_NODES) -> None:
    """Refuse data whose aliases expand past ``limit`` nodes, or that contains itself."""
    sizes: dict[int, int] = {}
    in_progress: set[int] = set()
    # iterative post-order walk with memo by object identity (shared alias targets counted once each)
    stack: list[tuple[Any, bool]] = [(data, False)]
    while stack:
        node, done = stack.pop()
        if not isinstance(node, (dict, list)):
            continue
        key = id(node)
        if done:
            children = node.values() if isinstance(node, dict) else node
            total = 1
            for child in children:
                if isinstance(child, (dict, list)):
                    total += sizes[id(child)]
                else:
                    total += 1
            if total > limit:
                raise RevgenError(
                    f"YAML aliases expand to more than {limit:,} nodes (an alias bomb?); refused",
                    path,
                )
            sizes[key] = total
            in_progress.discard(key)
            continue
        if key in sizes:
            continue
        if key in in_progress:
            raise RevgenError("YAML alias refers to itself (a recursive document); refused", path)
        in_progress.add(key)
        stack.append((node, True))
        children = node.values() if isinstance(node, dict) else node
        for child in children:
            if isinstance(child, (dict, list)):
                ckey = id(child)
                if ckey in in_progress:
                    raise RevgenError(
                        "YAML alias refers to itself (a recursive document); refused", path
                    )
                if ckey not in sizes:
                    stack.append((child, False))


def read_document(path: str, text: str | None = None) -> Document:
    """Read and parse the file at ``path`` (or the given ``text`` named by ``path``)."""
    if text is None:
        try:
            with open(path, encoding="utf-8-sig") as fh:
                text = fh.read()
        except FileNotFoundError:
            raise RevgenError("no such file", path) from None
        except IsADirectoryError:
            raise RevgenError("is a folder, not a file", path) from None
        except UnicodeDecodeError as exc:
            raise RevgenError(f"not UTF-8 text (byte {exc.start})", path) from None
        except OSError as exc:
            raise RevgenError(exc.strerror or str(exc), path) from None
    data, is_json = parse_text(text, path)
    return Document(path=os.path.abspath(path) if os.path.exists(path) else path, text=text, data=data, is_json=is_json)
