"""Rules stage: the rule table as a catalogue (``revgen rules``).

Entry point: :func:`catalogue` ``(fmt, level, missing, reference) -> (text, note)``: one line per id in
``text`` (level, id, whether a check emits it, ``[revgen]`` for an id of ours, the message template),
the same as a JSON array in ``json``, a table in ``markdown``; ``note`` is the count line a terminal
shows beside the text format. ``reference`` is a file whose lines start with an id (such as the TSV
``oasdiff checks`` facts are kept in; a header line ``id`` is skipped): with ``missing`` its ids the
table lacks are listed too.
"""

from __future__ import annotations

import json
from pathlib import Path

from generator.markdown import cell, code_span, table
from generator.rules.table import RULES, Rule


def catalogue(fmt: str, level: str | None = None, missing: bool = False,
              reference: str | None = None) -> tuple[str, str | None]:
    """The catalogue of the rows at ``level`` (all when None), only the unchecked ones with ``missing``."""
    rows = [r for r in RULES.values() if (level is None or r.level == level) and (not missing or r.check is None)]
    lines: list[str] = []
    if missing and reference is not None:
        absent = [rid for rid in reference_ids(reference) if rid not in RULES]
        if fmt == "json":
            return json.dumps({"not_in_table": absent, "unchecked": [r.id for r in rows]}, indent=2), None
        lines += [f"not-in-table {rid}" for rid in absent]
    if fmt == "json":
        return json.dumps([_record(r) for r in rows], indent=2), None
    if fmt == "markdown":
        lines += table(
            ("id", "level", "direction", "area", "checked", "origin", "message"),
            ((code_span(r.id), r.level, r.direction, r.area, "yes" if r.check else "no", r.origin, cell(r.message)) for r in rows),
            rule="---",
        )
        return "\n".join(lines), None
    width = max((len(r.id) for r in rows), default=0)
    for r in rows:
        ours = "[revgen] " if r.origin == "revgen" else ""
        lines.append(f"{r.level:7} {r.id:{width}} {'+' if r.check else '-'} {ours}{r.message}")
    checked = sum(1 for r in RULES.values() if r.check is not None)
    return "\n".join(lines), f"{len(rows)} rules shown; {checked}/{len(RULES)} ids have a check"


def _record(r: Rule) -> dict[str, object]:
    return {"id": r.id, "level": r.level, "direction": r.direction, "area": r.area, "kind": r.kind,
            "action": r.action, "check": r.check, "section": r.section, "message": r.message,
            "description": r.description, "checked": r.check is not None, "origin": r.origin}


def reference_ids(path: str) -> list[str]:
    """The ids a reference catalogue lists: the first tab- or space-separated word of each line."""
    ids = []
    for line in Path(path).read_text(encoding="utf-8").splitlines():
        word = line.split("\t", 1)[0].split(" ", 1)[0].strip()
        if word and word != "id" and not word.startswith("#"):
            ids.append(word)
    return ids
