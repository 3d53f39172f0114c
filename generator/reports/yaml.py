"""Reports stage, ``--format yaml``: the same records as ``--format json``, as a YAML sequence.

Entry point: :func:`render`. Keys keep the JSON order; plain YAML (safe dumper, block style), so any
YAML 1.1/1.2 reader gets back exactly the JSON data.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import yaml

from generator.reports.context import change_record

if TYPE_CHECKING:
    from generator.reports import ReportOptions
    from generator.rules.change import Change

_Dumper: type = getattr(yaml, "CSafeDumper", yaml.SafeDumper)


def render(changes: list[Change], options: ReportOptions) -> str:
    records = [change_record(c, options) for c in changes]
    text: str = yaml.dump(
        records, Dumper=_Dumper, sort_keys=False, default_flow_style=False, allow_unicode=True, width=1_000_000
    )
    return text
