"""Reports stage, ``--format json``: a JSON array of change objects.

Entry point: :func:`render`. Each object has id, level, operation, path, text, operation_id, args,
source {file, line, pointer}, tags and section, in that order (see :func:`.context.change_record`);
the array keeps the order the rules produced. One change per line (so a diff of two reports shows
changes, and the C encoder does the work), UTF-8 kept, one trailing newline.
This is the contract ``shared/conformance/run.py`` and other tools parse: change it only additively.
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING

from generator.reports.context import change_record

if TYPE_CHECKING:
    from generator.reports import ReportOptions
    from generator.rules.change import Change


def render(changes: list[Change], options: ReportOptions) -> str:
    if not changes:
        return "[]\n"
    encode = json.JSONEncoder(ensure_ascii=False, check_circular=False).encode
    return "[\n" + ",\n".join("  " + encode(change_record(c, options)) for c in changes) + "\n]\n"
