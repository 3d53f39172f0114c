"""History stage: the on-disk cache of neighbour diffs.

Entry point: :class:`DiffCache`. One JSON file per pair of neighbouring revisions, keyed by the base's
content hash, the revision's content hash and the engine version (a hash of the diff, rules and model
source files plus the package version), so a changed rule invalidates every entry and adding one revision
to a long history costs one diff. An entry also records every other file each side loaded through an
external ``$ref`` (path relative to the main file, and a hash of its text: :func:`spec_dependencies`);
:meth:`DiffCache.get` serves it only when each of those files still has that hash, so a changed shared
file is diffed again. Entries are written atomically. An entry holds each change's
:meth:`~generator.rules.change.Change.to_dict` record in two parts, each distinct part once: its finding
(``args``, ``id``, ``level``, ``section``, ``source``, ``text``) and its endpoint (``operation``,
``operation_id``, ``path``, ``tags``), and the changes as pairs of their numbers: a diff replays one
finding at every operation that reaches it, so most records repeat those parts (:func:`cache_tables`).
A history holds its changes in the form the cache gives back (``Change.from_dict`` of the JSON text of
their records, the two parts joined), whether computed or read back, so a cached run renders
byte-identical output: :func:`normal_form` makes a computed diff's changes in that form directly (the
round trip of plain data is itself, but for the order of ``args``' keys and the source file) and spells
the entry's tables from their pieces.

Default location: ``$REVGEN_CACHE_DIR``, else ``$XDG_CACHE_HOME/revgen``, else ``~/.cache/revgen``
(see :func:`default_cache_dir`). The cache is never written inside an output folder.
"""

from __future__ import annotations

import hashlib
import json
from json.encoder import encode_basestring_ascii
import os
from collections.abc import Callable, Iterable
from functools import lru_cache
from pathlib import Path
from typing import Any

from generator import __version__
from generator.output import write_file
from generator.rules.change import Change, Source, shared_args, source_dict

_PACKAGE = Path(__file__).resolve().parent.parent
# the packages whose code decides what a diff yields
_ENGINE_PARTS = ("load", "model", "diff", "rules", "history/cache.py")
CACHE_FORMAT = 4


def default_cache_dir() -> str:
    env = os.environ.get("REVGEN_CACHE_DIR")
    if env:
        return env
    xdg = os.environ.get("XDG_CACHE_HOME")
    base = Path(xdg) if xdg else Path.home() / ".cache"
    return str(base / "revgen")


@lru_cache(maxsize=1)
def engine_version() -> str:
    """A short hash of the code that computes changes: any edit to it starts a fresh cache."""
    digest = hashlib.sha256(f"{__version__}/{CACHE_FORMAT}".encode())
    for part in _ENGINE_PARTS:
        target = _PACKAGE / part
        files = sorted(target.rglob("*.py")) if target.is_dir() else ([target] if target.is_file() else [])
        for f in files:
            digest.update(str(f.relative_to(_PACKAGE)).encode())
            digest.update(f.read_bytes())
    return digest.hexdigest()[:16]


Dependencies = dict[str, str]  # {path relative to the main file's folder: sha256 of the text}


def text_digest(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()


def spec_dependencies(spec: Any) -> Dependencies:
    """The files other than the main one that loading ``spec`` read (external ``$ref`` targets)."""
    root = os.path.abspath(spec.file)
    out: Dependencies = {}
    for path, doc in spec.documents.items():
        full = os.path.abspath(path)
        if full == root:
            continue
        out[os.path.relpath(full, spec.folder).replace(os.sep, "/")] = text_digest(doc.text)
    return dict(sorted(out.items()))


def _no_file(_source: Source) -> None:
    return None  # file names depend on where the history was read from; the pointer and line do not


def normal_changes(changes: Iterable[Change]) -> list[Change]:
    """The changes as the cache gives them back: ``Change.from_dict`` of the JSON text of their
    :meth:`~Change.to_dict` (without the source file) that a cache entry holds.

    Every change a history holds is in this form, also when it was just computed, so a cached run
    renders byte-identical output."""
    return normal_form(changes)[0]


EntryTables = tuple[str, str, str]
"""The JSON text of a cache entry's ``changes`` (``[finding, endpoint]`` number pairs), ``endpoints`` and
``findings`` (:func:`cache_tables`)."""

_FINDING_KEYS = ("args", "id", "level", "section", "source", "text")
_ENDPOINT_KEYS = ("operation", "operation_id", "path", "tags")
"""The two parts of a change's :meth:`~generator.rules.change.Change.to_dict` record a cache entry holds apart."""


def cache_tables(records: Iterable[dict[str, Any]]) -> EntryTables:
    """What a cache entry stores of changes, given their :meth:`~generator.rules.change.Change.to_dict`
    records (:func:`cache_form`): the JSON text of ``changes``, one ``[finding, endpoint]`` pair of
    numbers each, ``endpoints`` and ``findings``, the distinct parts of the records
    (:data:`_FINDING_KEYS`, :data:`_ENDPOINT_KEYS`) by their JSON text, numbered from 0 in the order
    first met."""
    findings: dict[str, int] = {}
    endpoints: dict[str, int] = {}
    pairs = []
    for record in records:
        finding, endpoint = _parts(record)
        pairs.append([_number(findings, finding), _number(endpoints, endpoint)])
    return _dump(pairs), _listed(endpoints), _listed(findings)


def _parts(record: dict[str, Any]) -> tuple[str, str]:
    """The JSON text of a change's record's two parts: its finding and its endpoint (:func:`cache_tables`)."""
    return _dump({k: record[k] for k in _FINDING_KEYS}), _dump({k: record[k] for k in _ENDPOINT_KEYS})


def from_tables(pairs: list[Any], endpoints: list[Any], findings: list[Any]) -> list[Change]:
    """The changes of a cache entry's tables (:func:`cache_tables`, read back as JSON): ``Change.from_dict``
    of each change's record, its finding and its endpoint joined, equal values shared. Raises
    ``KeyError``, ``TypeError``, ``ValueError`` or ``IndexError`` for tables that are not such."""
    shared: dict[Any, Any] = {}
    return [Change.from_dict({**findings[finding], **endpoints[endpoint]}, shared) for finding, endpoint in pairs]


def _listed(texts: Iterable[str]) -> str:
    """The JSON text of a list of values, given each one's JSON text."""
    return "[" + ",".join(texts) + "]"


def normal_form(changes: Iterable[Change]) -> tuple[list[Change], EntryTables]:
    """:func:`normal_changes` and their cache entry's tables (:func:`cache_tables` of them), which
    :meth:`DiffCache.put` takes as they are.

    A change whose fields are plain JSON data (strings, numbers, booleans, None; ``args`` of those,
    also in lists and objects) is its own round trip but for the order of ``args``' keys and the
    source file, so it is made without one: ``args`` in sorted key order, the source without its file.
    Anything else (a ``str`` subclass, a set, an object) takes the JSON round trip itself. A diff
    replays one finding at every operation that reaches it with the same objects, so each finding's
    fields and their JSON spelling are made once, and each endpoint's."""
    normal = _Normal()
    made = [normal.change(c) for c in changes]
    pairs = _listed([f"[{finding},{endpoint}]" for _, finding, endpoint in made])
    return [c for c, _, _ in made], (pairs, _listed(normal.endpoint_numbers), _listed(normal.finding_numbers))


def normal_change(change: Change) -> Change:
    """:func:`normal_changes` of one change."""
    return normal_changes([change])[0]


class _NotPlain(Exception):
    """A value whose JSON round trip is not itself."""


_PLAIN = (str, int, float, bool, type(None))


def _json_form(value: Any) -> Any:
    """``json.loads(_dump(value))`` of plain JSON data without the text; raises :class:`_NotPlain`
    for anything else (whose ``default=str`` or key conversion the text itself must decide)."""
    kind = type(value)
    if kind in _PLAIN:
        return value
    if kind is dict:
        if not all(type(k) is str for k in value):
            raise _NotPlain
        return {k: _json_form(value[k]) for k in sorted(value)}
    if kind is list or kind is tuple:
        return [_json_form(v) for v in value]
    raise _NotPlain


class _Spelt(dict[Any, str]):
    """The JSON text of each string (or None) asked for, made once: ``spelt[value]``."""

    def __missing__(self, value: Any) -> str:
        text = self[value] = _string(value)
        return text


def _sorted_object(value: dict[str, Any], spelt: _Spelt) -> str:
    """``_dump(value)`` of an object whose keys are in sorted order: spelt by its parts (``spelt``) when
    each value is a string or None (most arguments, every source), else by :func:`_dump`."""
    try:
        return "{" + ",".join([f"{spelt[k]}:{spelt[v]}" for k, v in value.items()]) + "}"
    except TypeError:  # a number, a boolean, a list or an object among the values
        return _dump(value)


def _string(value: str | None) -> str:
    """``_dump(value)`` of a string or None: the JSON module's own string encoder, as ``json.dumps`` uses it."""
    return "null" if value is None else encode_basestring_ascii(value)


def _optional_str(value: Any) -> bool:
    return value is None or type(value) is str


class _Normal:
    """The normal form of one diff's changes, with ``Change.from_dict``'s ``shared`` table, so equal
    strings, arguments and sources are one object each as when read back from the cache, and the
    numbers of their cache entry's findings and endpoints (:func:`cache_tables`)."""

    def __init__(self) -> None:
        self.shared: dict[Any, Any] = {}
        # (id of args, id of source, id, level, text, section) -> (args and source kept alive, so their
        # ids stay theirs; the normal fields; the finding's number)
        self.findings: dict[tuple[Any, ...], tuple[Any, tuple[Any, ...], int] | None] = {}
        # (operation, path, operation_id, tags) -> (the normal fields; the endpoint's number)
        self.endpoints: dict[tuple[Any, ...], tuple[tuple[Any, ...], int] | None] = {}
        self.finding_numbers: dict[str, int] = {}  # a finding's JSON text -> its number in the entry
        self.endpoint_numbers: dict[str, int] = {}  # an endpoint's JSON text -> its number in the entry
        self.spelt = _Spelt()  # a string's JSON text (or None's)
        self.sources: dict[Source | None, str] = {}  # a normal source's

    def one(self, value: Any) -> Any:
        """The object ``shared`` holds equal to ``value`` (``value`` itself, kept, the first time)."""
        return self.shared.setdefault(value, value)

    def change(self, change: Change) -> tuple[Change, int, int]:
        """The normal form of ``change``, and the numbers of its finding and its endpoint in the entry."""
        key = (id(change.args), id(change.source), change.id, change.level, change.text, change.section)
        where = (change.operation, change.path, change.operation_id, change.tags)
        try:
            finding = self.findings.get(key)
            if finding is None and key not in self.findings:
                finding = self.findings[key] = self._finding(change)
            endpoint = self.endpoints.get(where)
            if endpoint is None and where not in self.endpoints:
                endpoint = self.endpoints[where] = self._endpoint(change)
        except TypeError:  # a field that is not hashable: not plain data
            finding = endpoint = None
        if finding is None or endpoint is None:
            return self._round_trip(change)
        return Change.of(finding[1], endpoint[0]), finding[2], endpoint[1]

    def _round_trip(self, change: Change) -> tuple[Change, int, int]:
        finding, endpoint = _parts(change.to_dict(_no_file))
        read = json.loads(finding)
        read.update(json.loads(endpoint))
        return Change.from_dict(read, self.shared), _number(self.finding_numbers, finding), _number(self.endpoint_numbers, endpoint)

    def _finding(self, change: Change) -> tuple[Any, tuple[Any, ...], int] | None:
        src, args = change.source, change.args
        if not (type(change.id) is str and type(change.level) is str and type(change.text) is str
                and type(change.section) is str and type(args) is dict):
            return None
        if src is not None and not (type(src) is Source and type(src.line) in (int, type(None)) and _optional_str(src.pointer)):
            return None
        try:
            plain = _json_form(args)
        except _NotPlain:
            return None
        one = self.one
        source = None if src is None or (src.line is None and src.pointer is None) else one(Source(None, src.line, src.pointer))
        own = (one(change.id), one(change.level), one(change.text), shared_args(plain, self.shared), source,
               one(change.section))  # (Change.FINDING)
        spelt = self.spelt
        source_text = self.sources.get(source)
        if source_text is None:
            source_text = self.sources[source] = _sorted_object(source_dict(source), spelt)
        text = (f'{{"args":{_sorted_object(plain, spelt)},"id":{spelt[own[0]]},"level":{spelt[own[1]]},'
                f'"section":{spelt[own[5]]},"source":{source_text},"text":{_string(change.text)}}}')
        return (args, src), own, _number(self.finding_numbers, text)

    def _endpoint(self, change: Change) -> tuple[tuple[Any, ...], int] | None:
        operation, path, operation_id, tags = change.operation, change.path, change.operation_id, change.tags
        if not (_optional_str(operation) and _optional_str(path) and _optional_str(operation_id)
                and type(tags) is tuple and all(type(t) is str for t in tags)):
            return None
        one = self.one
        own = (operation and one(operation), path and one(path), operation_id and one(operation_id), tags)  # (Change.ENDPOINT)
        spelt = self.spelt
        text = f'{{"operation":{spelt[operation]},"operation_id":{spelt[operation_id]},"path":{spelt[path]},"tags":{_dump(list(tags))}}}'
        return own, _number(self.endpoint_numbers, text)


def _number(numbers: dict[str, int], text: str) -> int:
    """The number of the part spelt ``text`` in its table (the next one, the first time)."""
    return numbers.setdefault(text, len(numbers))


def _dump(value: Any) -> str:
    """A cache entry's JSON spelling: sorted keys, no spaces; values that are not JSON data as text."""
    return json.dumps(value, sort_keys=True, separators=(",", ":"), default=str)


def cache_form(changes: list[Change]) -> list[dict[str, Any]]:
    """The records of ``changes`` (already :func:`normal_change` d): their JSON form."""
    return [c.to_dict() for c in changes]


def is_url(root: str) -> bool:
    """A cache location such as ``s3://bucket/prefix`` or ``memory://x`` (read through fsspec)."""
    scheme, sep, _ = root.partition("://")
    return bool(sep) and scheme.isidentifier() and scheme.lower() != "file"


class DiffCache:
    """Neighbour diffs under ``root/diffs/<engine>/``; ``root=None`` caches nothing. ``root`` is a local
    folder or any fsspec URL (``s3://bucket/prefix`` with s3fs installed), so that workers on other
    machines can share one cache."""

    def __init__(self, root: str | None) -> None:
        self.url: str | None = None
        self.root: Path | None = None
        if root and str(root).startswith("file://"):
            root = str(root)[len("file://") :]
        if root and is_url(str(root)):
            self.url = f"{str(root).rstrip('/')}/diffs/{engine_version()}"
        elif root:
            self.root = Path(root) / "diffs" / engine_version()

    def _path(self, base_hash: str, revision_hash: str) -> Any:
        if self.root is None and self.url is None:
            return None
        safe = all(c in "0123456789abcdef" for c in base_hash + revision_hash)
        if not safe or not base_hash or not revision_hash:
            return None
        name = f"{base_hash[:2]}/{base_hash[:32]}-{revision_hash[:32]}.json"
        return f"{self.url}/{name}" if self.url is not None else self.root / name  # type: ignore[operator]

    def _read(self, path: Any) -> bytes:
        if isinstance(path, Path):
            return path.read_bytes()
        import fsspec

        with fsspec.open(path, "rb") as fh:
            return fh.read()  # type: ignore[no-any-return]

    def _write(self, path: Any, pieces: tuple[str, ...]) -> None:
        if isinstance(path, Path):
            write_file(path, pieces)
            return
        import fsspec

        with fsspec.open(path, "wb", auto_mkdir=True) as fh:  # one object written whole (no partial reads on object stores)
            fh.write("".join(pieces).encode("utf-8"))

    def get(
        self,
        base_hash: str,
        revision_hash: str,
        digest_of: Callable[[int, str], str | None] | None = None,
    ) -> list[Change] | None:
        """The cached changes, if every file the entry depends on is unchanged: ``digest_of(side, rel)``
        (side 0 the base, 1 the revision) gives a file's current :func:`text_digest`, or None when it
        cannot tell (then an entry with dependencies is a miss)."""
        path = self._path(base_hash, revision_hash)
        if path is None:
            return None
        try:
            data = json.loads(self._read(path))
        except (OSError, ValueError):
            return None
        if not isinstance(data, dict) or data.get("base") != base_hash or data.get("revision") != revision_hash:
            return None
        deps = data.get("deps")
        if not isinstance(deps, list) or len(deps) != 2 or not all(isinstance(d, dict) for d in deps):
            return None
        for side, files in enumerate(deps):
            for rel, digest in files.items():
                if digest_of is None or digest_of(side, str(rel)) != digest:
                    return None
        changes, endpoints, findings = data.get("changes"), data.get("endpoints"), data.get("findings")
        if not (isinstance(changes, list) and isinstance(endpoints, list) and isinstance(findings, list)
                and all(isinstance(p, dict) for p in endpoints) and all(isinstance(p, dict) for p in findings)):
            return None
        try:
            return from_tables(changes, endpoints, findings)
        except (KeyError, TypeError, ValueError, IndexError):
            return None

    def put(
        self,
        base_hash: str,
        revision_hash: str,
        changes: list[Change],
        deps: tuple[Dependencies, Dependencies] = ({}, {}),
        text: EntryTables | None = None,
    ) -> None:
        """Store ``changes`` (in the form :func:`normal_change` gives) for the pair; ``text``, when
        given, is their entry's tables from :func:`normal_form` (not made again)."""
        path = self._path(base_hash, revision_hash)
        if path is None:
            return
        try:
            self._write(path, _entry_pieces(base_hash, revision_hash, changes, deps, text))
        except OSError:
            pass  # a read-only cache folder only costs speed


def _entry_text(
    base_hash: str, revision_hash: str, changes: list[Change], deps: tuple[Dependencies, Dependencies],
    text: EntryTables | None = None,
) -> str:
    """A cache entry's JSON text: ``_dump`` of the entry (its keys in sorted order), with ``text`` (the
    changes' tables from :func:`normal_form`) put in as they are when given."""
    return "".join(_entry_pieces(base_hash, revision_hash, changes, deps, text))


def _entry_pieces(
    base_hash: str, revision_hash: str, changes: list[Change], deps: tuple[Dependencies, Dependencies],
    text: EntryTables | None = None,
) -> tuple[str, ...]:
    """:func:`_entry_text` in pieces, each table's text a piece of its own (written as it is, not
    copied into a larger string)."""
    pairs, endpoints, findings = text if text is not None else cache_tables(cache_form(changes))
    return (
        '{"base":' + _dump(base_hash) + ',"changes":', pairs,
        ',"deps":' + _dump([deps[0], deps[1]]) + ',"endpoints":', endpoints,
        ',"engine":' + _dump(engine_version()) + ',"findings":', findings,
        ',"revision":' + _dump(revision_hash) + "}",
    )
