"""Fleet stage (load): what a fleet is made of -- one revision source per API.

Entry point: :func:`read_fleet` ``(source) -> Fleet``. SOURCE is

* a folder with one subfolder per API (each a revision source exactly as ``revgen docs`` accepts: a
  ``revisions.json`` manifest or dated spec files); hidden folders are skipped; a ``fleet.yaml`` inside
  the folder takes precedence;
* a ``fleet.yaml`` file: ``apis:`` (or the top level itself) is a list of ``{name, source, git}``;
  ``source`` is a folder or spec file relative to the fleet file, ``git: FILE`` reads FILE's git history
  (relative to ``source`` when given). Unknown keys, a missing name, duplicate names or a name whose
  folder name would clash are ``error: FILE:LINE:COL: ...``.

Every API gets a slug (``[a-z0-9._-]``, unique) for its folder ``apis/<slug>/``. Nothing is read here
but the fleet file and the folder listing: an API whose source cannot be read fails alone, later.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from typing import Any

import yaml

from generator.errors import RevgenError
from generator.load.reader import read_text
from generator.targets.docs_names import slugify

FLEET_FILE = "fleet.yaml"
API_KEYS = ("name", "source", "git")


@dataclass(frozen=True)
class ApiSource:
    """One API of a fleet: its name, folder slug and revision source (paths absolute)."""

    name: str
    slug: str
    source: str | None  # a folder or spec file; None with ``git`` alone
    git: str | None  # FILE whose git history is the revision source
    root: str  # the fleet's folder: paths in messages are shown relative to it

    def describe(self) -> dict[str, Any]:
        """The source as it enters the API's render key (paths relative to the fleet folder)."""
        return {"name": self.name, "source": self.shown(self.source), "git": self.shown(self.git)}

    def shown(self, path: str | None) -> str | None:
        if path is None:
            return None
        rel = os.path.relpath(path, self.root)
        return path if rel.startswith("..") else rel.replace(os.sep, "/")


@dataclass(frozen=True)
class Fleet:
    root: str
    apis: tuple[ApiSource, ...]
    origin: str  # the folder or fleet file it was read from, as given


def read_fleet(source: str) -> Fleet:
    """The APIs of ``source`` (a folder of API folders, or a fleet.yaml), in name order."""
    if os.path.isdir(source) and os.path.isfile(os.path.join(source, FLEET_FILE)):
        return _from_file(os.path.join(source, FLEET_FILE))
    if os.path.isdir(source):
        return _from_folder(source)
    if os.path.isfile(source):
        return _from_file(source)
    raise RevgenError("no such folder or fleet file", source)


def _from_folder(folder: str) -> Fleet:
    root = os.path.abspath(folder)
    names = sorted(n for n in os.listdir(root) if not n.startswith(".") and os.path.isdir(os.path.join(root, n)))
    if not names:
        raise RevgenError("holds no API folders (one subfolder per API, each a revision source)", folder)
    slugs = _slugs(names)
    apis = tuple(ApiSource(n, slugs[n], os.path.join(root, n), None, root) for n in names)
    return Fleet(root=root, apis=apis, origin=folder)


def _slugs(names: list[str]) -> dict[str, str]:
    out: dict[str, str] = {}
    used: set[str] = set()
    for name in names:
        slug = slugify(name, "api")
        candidate, n = slug, 2
        while candidate in used:
            candidate, n = f"{slug}-{n}", n + 1
        used.add(candidate)
        out[name] = candidate
    return out


def _where(path: str, node: yaml.Node) -> tuple[str, int, int]:
    return path, node.start_mark.line + 1, node.start_mark.column + 1


def _scalar(path: str, node: yaml.Node, key: str) -> str:
    if not isinstance(node, yaml.ScalarNode) or node.tag in ("tag:yaml.org,2002:null",) or not str(node.value).strip():
        raise RevgenError(f"'{key}' must be a non-empty string", *_where(path, node))
    return str(node.value)


def _from_file(path: str) -> Fleet:
    text = read_text(path)
    try:
        doc = yaml.compose(text, Loader=getattr(yaml, "CSafeLoader", yaml.SafeLoader))
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        line, col = (mark.line + 1, mark.column + 1) if mark else (1, 1)
        raise RevgenError(f"invalid YAML: {exc.problem or exc}", path, line, col) from None
    except yaml.YAMLError as exc:
        raise RevgenError(f"invalid YAML: {exc}", path, 1, 1) from None
    if doc is None:
        raise RevgenError("empty fleet file: list the APIs under 'apis:'", path, 1, 1)
    items: yaml.Node = doc
    if isinstance(doc, yaml.MappingNode):
        listed: yaml.Node | None = None
        for key, value in doc.value:
            if key.value != "apis":
                raise RevgenError(f"unknown key {key.value!r} (a fleet file holds 'apis:')", *_where(path, key))
            listed = value
        if listed is None:
            raise RevgenError("a fleet file lists its APIs under 'apis:'", *_where(path, doc))
        items = listed
    if not isinstance(items, yaml.SequenceNode):
        raise RevgenError("'apis' must be a list of {name, source, git}", *_where(path, items))
    root = os.path.dirname(os.path.abspath(path))
    entries: list[tuple[str, str | None, str | None, yaml.Node]] = []
    seen: dict[str, int] = {}
    for item in items.value:
        if not isinstance(item, yaml.MappingNode):
            raise RevgenError("each API is a mapping with 'name' and 'source' (and optionally 'git')", *_where(path, item))
        fields: dict[str, str] = {}
        name_node = item
        for key, value in item.value:
            k = str(key.value)
            if k not in API_KEYS:
                raise RevgenError(f"unknown key {k!r} (an API has {', '.join(API_KEYS)})", *_where(path, key))
            if k in fields:
                raise RevgenError(f"duplicate key {k!r}", *_where(path, key))
            fields[k] = _scalar(path, value, k)
            if k == "name":
                name_node = value
        if "name" not in fields:
            raise RevgenError("an API needs a 'name'", *_where(path, item))
        if "source" not in fields and "git" not in fields:
            raise RevgenError("an API needs a 'source' (a folder or spec file) or 'git: FILE'", *_where(path, item))
        name = fields["name"]
        if name in seen:
            raise RevgenError(f"duplicate API name {name!r} (first on line {seen[name]})", *_where(path, name_node))
        seen[name] = name_node.start_mark.line + 1
        src = os.path.normpath(os.path.join(root, fields["source"])) if "source" in fields else None
        git = fields.get("git")
        if git is not None and not os.path.isabs(git):
            git = os.path.normpath(os.path.join(src if src and os.path.isdir(src) else root, git))
        entries.append((name, src, git, name_node))
    if not entries:
        raise RevgenError("the fleet file lists no APIs", *_where(path, items))
    entries.sort(key=lambda e: e[0])
    slugs = _slugs([e[0] for e in entries])
    apis = tuple(ApiSource(name, slugs[name], src, git, root) for name, src, git, _ in entries)
    return Fleet(root=root, apis=apis, origin=path)
