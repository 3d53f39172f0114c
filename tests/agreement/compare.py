"""Test support: revgen's changelog beside oasdiff's, entry by entry, and the agreement table.

Entry points: :func:`history_pairs` ``(folder) -> [(old, new)]`` (consecutive revisions, in
``revisions.json`` order, else file names), :func:`revgen_changelog` ``(old, new) -> [entries]``
(``revgen changelog OLD NEW --format json``, run in this process), :func:`match` ``(ours, theirs,
allowed) -> Tally`` and :func:`table` ``({history: Tally}) -> str``.

Two entries match when they have the same id, method and path and name the same subject: every value
of revgen's subject arguments (the property, parameter, header, scheme, status, ...) appears among the
backquoted values of oasdiff's text (a property at an array's ``items``, which oasdiff names by an empty
property, is that empty value; a header parameter's name is compared in lower case); failing that, the same last segment of the property path, and among
several such entries of oasdiff's the one whose path leads to the same schema (the same edit of a shared
schema, :meth:`null_forms.NullForms.same_schema`). An entry a documented difference covers
(docs/oasdiff-differences.md, read by :mod:`differences`) is left out of the count on its side.
"""

from __future__ import annotations

import fnmatch
import io
import json
import re
import tempfile
from collections import defaultdict
from collections.abc import Callable, Mapping, Sequence
from contextlib import redirect_stderr
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

# revgen's arguments that name what an entry is about, in oasdiff's spelling in its text
SUBJECT_ARGS = ("property", "name", "header", "scheme", "tag", "flow", "url")
SCOPED = re.compile(r"^([^:\[\]]+): \[.*\]$")
STATUS = re.compile(r"^([1-5][0-9][0-9]|[1-5]XX|default)$")
LEVEL_NAMES = {1: "info", 2: "warning", 3: "error"}
RANK = {"info": 1, "warning": 2, "error": 3}
QUOTED = re.compile(r"`([^`]*)`")
SHARED = re.compile(r"\(shared schema: `([^`]*)`")
# a property path through a subschema: oasdiff names the member "subschema #2: Title", revgen by its
# component; both name the same property, so the member's name is left out of the comparison
MEMBER = re.compile(r"\b(anyOf|oneOf|allOf)\[[^\]]*\]")
# a position of prefixItems: oasdiff counts it from 1 ("/prefixItems[subschema #1]", a body's own with a
# leading slash), revgen from 0 ("prefixItems[0]")
PREFIX_ITEM = re.compile(r"(?:^/)?\bprefixItems\[subschema #(\d+)(?:: [^\]]*)?\]")


# a header parameter's name, which HTTP reads in any case: 1.39.0 writes a path's in lower case, a
# webhook's as the spec does, revgen always as the spec does; both are compared in lower case
HEADER = re.compile(r"`header` request parameter `([^`]*)`")
WRAPPER_MEMBER = re.compile(r"/(anyOf|oneOf)\[\]$")


def _plain(value: str) -> str:
    value = PREFIX_ITEM.sub(lambda m: f"prefixItems[{int(m.group(1)) - 1}]", value)
    return MEMBER.sub(r"\1[]", value)


def history_pairs(folder: Path) -> list[tuple[Path, Path]]:
    manifest = folder / "revisions.json"
    if manifest.is_file():
        files = [folder / row["file"] for row in json.loads(manifest.read_text(encoding="utf-8"))]
    else:
        files = sorted(p for p in folder.iterdir() if p.suffix in (".yaml", ".yml", ".json"))
    return list(zip(files, files[1:]))


def revgen_changelog(old: Path, new: Path) -> list[dict[str, Any]]:
    """``revgen changelog OLD NEW --format json``, through the CLI in this process."""
    from generator.cli import main

    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / "changes.json"
        try:
            with redirect_stderr(io.StringIO()):  # the advisory 'not a valid OpenAPI document' warnings
                main(["changelog", str(old), str(new), "--format", "json", "-o", str(out)])
        except SystemExit as exc:
            if exc.code not in (0, None):
                raise AssertionError(f"revgen changelog {old.name} {new.name} exited {exc.code}") from None
        entries: list[dict[str, Any]] = json.loads(out.read_text(encoding="utf-8"))
    return entries


@dataclass
class Entry:
    """One changelog entry of either tool, reduced to what is compared."""

    id: str
    level: str
    method: str
    path: str
    subjects: tuple[str, ...]  # revgen: its subject values; oasdiff: the backquoted values of its text
    text: str
    tail: str = ""  # oasdiff: its subject from the last allOf/anyOf/oneOf member on, with the member's name
    status: str = ""  # revgen: the response status it names
    property: str | None = None  # revgen: the property path it names ("" for a body); oasdiff: None (in its text)
    unflattened: bool = False  # oasdiff: its level carries the disclaimer "all-of-not-flattened"
    shared: str = ""  # oasdiff: the component its text names as shared ("(shared schema: `X`, also at ...)")


    def key(self) -> tuple[str, str, str]:
        return (self.id, self.method, self.path)


def from_revgen(raw: dict[str, Any]) -> Entry:
    args = raw.get("args") or {}
    subjects = tuple(_plain(str(args[k])) for k in SUBJECT_ARGS if args.get(k) not in (None, ""))
    if args.get("location") == "header" and args.get("name"):  # a header's name in any case (see HEADER)
        subjects = tuple(v.lower() if v == args["name"] else v for v in subjects)
    return Entry(raw["id"], raw["level"], raw.get("operation") or "", raw.get("path") or "", subjects,
                 raw.get("text", ""), status=str(args.get("status") or ""), property=str(args.get("property") or ""))


def from_oasdiff(raw: dict[str, Any]) -> Entry:
    text = raw.get("text", "")
    quoted = QUOTED.findall(text)
    tail = ""
    if quoted:
        members = list(MEMBER.finditer(quoted[0]))
        tail = quoted[0][members[-1].start():] if members else quoted[0]
        tail = re.sub(r"subschema #\d+: ", "", tail)  # the same member is #1 of one union, #3 of another
    # a security requirement is quoted with its scopes (`oauth: [read]`); revgen names its scheme
    names = [m.group(1) for q in quoted if (m := SCOPED.match(q))]
    # a change inside a nullable wrapper's member (`service_tier/anyOf[subschema #1]`) is the property's
    # own for revgen, which sees through the wrapper
    unwrapped = [p[: w.start()] for q in quoted if (w := WRAPPER_MEMBER.search(p := _plain(q)))]
    headers = {m.group(1) for m in HEADER.finditer(text)}
    quoted = [q.lower() if q in headers else q for q in quoted]
    return Entry(raw["id"], LEVEL_NAMES[int(raw["level"])], raw.get("operation") or "", raw.get("path") or "",
                 tuple(_plain(q) for q in quoted) + tuple(names) + tuple(unwrapped), text, tail,
                 unflattened="all-of-not-flattened" in (raw.get("disclaimers") or ()),
                 shared=m.group(1) if (m := SHARED.search(text)) else "")


def _same_status(ours: Entry, theirs: Entry) -> bool:
    """The same response status, where oasdiff's text names one (some of its messages name none)."""
    return not ours.status or ours.status in theirs.subjects or not any(STATUS.match(q) for q in theirs.subjects)


def _same_subject(ours: Entry, theirs: Entry) -> bool:
    quoted = set(theirs.subjects)
    # oasdiff names a change at an array's items (a default written there) by an empty property
    return all(value in quoted or ("" in quoted and _leaf(value) == "items") for value in ours.subjects) \
        and _same_status(ours, theirs)


def _others(entry: Entry) -> tuple[str, ...]:
    """The values of an oasdiff entry besides its subject path (status, value, ...), paths and the name
    of the shared component the path passes through left out (one edit reached through another member
    names another component)."""
    return tuple(q for q in entry.subjects[1:] if "/" not in q and q != entry.shared)


def _leaf(value: str) -> str:
    return value.rsplit("/", 1)[-1]


def _same_leaf(ours: Entry, theirs: Entry) -> bool:
    """The same property reached another way: a property of a shared schema is named by the first path
    each tool's walk reaches it through (revgen the shortest, oasdiff the first in its walk's order), so
    two entries whose subjects agree but for the path leading to the property are the same change."""
    leaves = {_leaf(q) for q in theirs.subjects}
    return bool(ours.subjects) and all(_leaf(value) in leaves for value in ours.subjects) and _same_status(ours, theirs)


@dataclass
class Tally:
    """The counts of one history: matched pairs, entries on one side only, levels that differ."""

    theirs: int = 0  # oasdiff's entries counted (documented differences left out)
    ours: int = 0  # revgen's entries counted
    matched: int = 0
    same_level: int = 0
    allowed: int = 0  # entries a documented difference covers
    only_theirs: list[tuple[str, Entry]] = field(default_factory=list)
    only_ours: list[tuple[str, Entry]] = field(default_factory=list)
    other_level: list[tuple[str, Entry, Entry]] = field(default_factory=list)

    def add(self, other: Tally) -> None:
        self.theirs += other.theirs
        self.ours += other.ours
        self.matched += other.matched
        self.same_level += other.same_level
        self.allowed += other.allowed
        self.only_theirs += other.only_theirs
        self.only_ours += other.only_ours
        self.other_level += other.other_level

    def found(self) -> float:
        """% of oasdiff's entries revgen finds."""
        return 100.0 * self.matched / self.theirs if self.theirs else 100.0

    def known(self) -> float:
        """% of revgen's entries that are in oasdiff's."""
        return 100.0 * self.matched / self.ours if self.ours else 100.0

    def levels(self) -> float:
        """% of matched entries at the same level."""
        return 100.0 * self.same_level / self.matched if self.matched else 100.0


def match(pair: str, ours_raw: Sequence[dict[str, Any]], theirs_raw: Sequence[dict[str, Any]],
          allowlist: Sequence[Allowance] = (), crosses: Callable[[Entry], bool] = lambda entry: False) -> Tally:
    """Pair revgen's entries of one revision pair with oasdiff's (see the module docstring); what the
    allowlist covers is counted as a documented difference. ``crosses``: the entry's subject is written
    nullable in two forms in the pair's documents (:class:`null_forms.NullForms`)."""
    tally = Tally()
    ours: dict[tuple[str, str, str], list[Entry]] = defaultdict(list)
    theirs: dict[tuple[str, str, str], list[Entry]] = defaultdict(list)
    for raw in ours_raw:
        entry = from_revgen(raw)
        ours[entry.key()].append(entry)
    for raw in theirs_raw:
        entry = from_oasdiff(raw)
        theirs[entry.key()].append(entry)
    only_ours: list[Entry] = []
    only_theirs: list[Entry] = []
    pairs: list[tuple[Entry, Entry]] = []
    same_schema = getattr(crosses, "same_schema", None)
    for key in sorted(set(ours) | set(theirs)):
        left = list(theirs.get(key, ()))
        rest = list(ours.get(key, ()))
        for same in (_same_subject, _same_leaf):
            unmatched = []
            for mine in rest:
                # the oasdiff entry naming this one's subjects with the fewest other values
                candidates = [t for t in left if same(mine, t)]
                if not candidates:
                    unmatched.append(mine)
                    continue
                if same is _same_leaf and len(candidates) > 1 and same_schema is not None:
                    # the same property reached another way: the entry of the same edit, where one tells
                    candidates = [t for t in candidates if same_schema(mine, t)] or candidates
                best = min(candidates, key=lambda t: len(t.subjects))
                left.remove(best)
                pairs.append((mine, best))
            rest = unmatched
        only_ours += rest
        only_theirs += left
    found = {(t.key(), t.tail, _others(t)) for _, t in pairs}  # the same edit again: see Allowance
    matched_theirs: dict[tuple[str, str, str], list[Entry]] = defaultdict(list)
    for _, t in pairs:
        matched_theirs[t.key()].append(t)
    for mine, best in pairs:
        if best.level == mine.level:
            tally.matched += 1
            tally.same_level += 1
        elif any(a.covers("level", mine, found, crosses, best) for a in allowlist):
            tally.matched += 1
            tally.same_level += 1
            tally.allowed += 1
        else:
            tally.matched += 1
            tally.other_level.append((pair, mine, best))
    for side, entries, out in (("revgen-only", only_ours, tally.only_ours),
                               ("oasdiff-only", only_theirs, tally.only_theirs)):
        for entry in entries:
            if any(a.covers(side, entry, found, crosses, matched=matched_theirs) for a in allowlist):
                tally.allowed += 1
            else:
                out.append((pair, entry))
    tally.ours = tally.matched + len(tally.only_ours)
    tally.theirs = tally.matched + len(tally.only_theirs)
    return tally


@dataclass(frozen=True)
class Allowance:
    """One entry of the allowlist: a row of docs/oasdiff-differences.md (see :mod:`differences`)."""

    kind: str  # level, oasdiff-only, revgen-only
    ids: str  # an id or a glob
    condition: str = ""  # "", "under:allOf", "repeat", "to-any", "null-form", "null-wrapped", "null-wrapping",
    # "ref-sibling", "all-of-wrapping", "union-covers", "extensions-or-examples", "enum-moved", "path-item" or "value-union"

    def covers(self, kind: str, entry: Entry, found: set[tuple[tuple[str, str, str], str, tuple[str, ...]]],
               crosses: Callable[[Entry], bool] = lambda entry: False, theirs: Entry | None = None,
               matched: Mapping[tuple[str, str, str], Sequence[Entry]] | None = None) -> bool:
        if kind != self.kind or not fnmatch.fnmatchcase(entry.id, self.ids):
            return False
        if self.condition == "under:allOf":  # (a level: oasdiff's is the lower one)
            lower = theirs is None or RANK[theirs.level] < RANK[entry.level]
            return lower and (any("allOf[" in s for s in entry.subjects) or theirs is not None and theirs.unflattened)
        if self.condition == "repeat":  # the same tail from the last member, or the same schema reached
            if (entry.key(), entry.tail, _others(entry)) in found:
                return True
            same = getattr(crosses, "same_schema", None)  # through members of other names
            others = _others(entry)
            return same is not None and any(_others(t) == others and same(entry, t)
                                            for t in (matched or {}).get(entry.key(), ()))
        if self.condition == "null-form":  # a nullability written two ways, which revgen reads alike
            return crosses(entry)
        if self.condition == "null-wrapped":  # a nullable wrapper on both sides, around another schema
            return bool(getattr(crosses, "wrapped", None)) and crosses.wrapped(entry)  # type: ignore[attr-defined]
        if self.condition == "ref-sibling":  # a 3.1 $ref's sibling assertions its target already makes
            return bool(getattr(crosses, "redundant_sibling", None)) and crosses.redundant_sibling(entry)  # type: ignore[attr-defined]
        if self.condition == "null-wrapping":  # nullable by a wrapper on one side only
            return bool(getattr(crosses, "wrapping", None)) and crosses.wrapping(entry)  # type: ignore[attr-defined]
        if self.condition == "all-of-wrapping":  # an allOf adding only annotations, on one side only
            return bool(getattr(crosses, "all_of_wrapping", None)) and crosses.all_of_wrapping(entry)  # type: ignore[attr-defined]
        if self.condition == "union-covers":  # a union in the revision with a member wider than the old schema
            return bool(getattr(crosses, "union_covers", None)) and crosses.union_covers(entry)  # type: ignore[attr-defined]
        if self.condition == "extensions-or-examples":  # a union whose inline members differ in x- keywords or examples only
            return bool(getattr(crosses, "extensions_or_examples", None)) and crosses.extensions_or_examples(entry)  # type: ignore[attr-defined]
        if self.condition == "enum-moved":  # an enum written where a union (or const, not, if) restricted the values
            return bool(getattr(crosses, "enum_moved", None)) and crosses.enum_moved(entry)  # type: ignore[attr-defined]
        if self.condition == "value-union":  # a union of values on one side, an enum on the other: two sets
            return bool(getattr(crosses, "value_union", None)) and crosses.value_union(entry)  # type: ignore[attr-defined]
        if self.condition == "path-item":  # a parameter added on the path item, for all its operations
            return bool(getattr(crosses, "path_item_parameter", None)) and crosses.path_item_parameter(entry)  # type: ignore[attr-defined]
        if self.condition == "to-any":
            return "`any`" in entry.text
        return not self.condition


def table(tallies: dict[str, Tally]) -> str:
    """The agreement table in Markdown (the header as in conftest.py here)."""
    lines = [
        "| history | oasdiff entries | revgen entries | matched | oasdiff's found by revgen "
        "| revgen's in oasdiff's | matched at the same level | documented differences |",
        "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
    ]
    for name, t in tallies.items():
        lines.append(
            f"| {name} | {t.theirs} | {t.ours} | {t.matched} | {t.found():.1f}% | {t.known():.1f}% "
            f"| {t.levels():.1f}% | {t.allowed} |")
    return "\n".join(lines)


def summary(t: Tally, limit: int = 40) -> str:
    """The first differences by kind, for a failing test's message."""
    def count(rows: list[Any], pick: Callable[[Any], str]) -> list[str]:
        seen: dict[str, int] = defaultdict(int)
        for row in rows:
            seen[pick(row)] += 1
        return [f"  {n:5d} {k}" for k, n in sorted(seen.items(), key=lambda kv: -kv[1])[:limit]]

    return "\n".join([
        "oasdiff only (by id):", *count(t.only_theirs, lambda r: r[1].id),
        "revgen only (by id):", *count(t.only_ours, lambda r: r[1].id),
        "other level (id revgen->oasdiff):", *count(t.other_level, lambda r: f"{r[1].id} {r[1].level}->{r[2].level}"),
    ])
