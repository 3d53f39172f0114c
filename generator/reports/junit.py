"""Reports stage, ``--format junit``: JUnit XML for CI test dashboards.

Entry point: :func:`render`. One ``<testsuite>`` (inside ``<testsuites>``) with one ``<testcase>`` per
endpoint (``name`` = ``"METHOD /path"``, ``classname`` = the operation's first tag). A test case fails
when one of its changes is at or above ``options.fail_on`` (``error`` when unset); the failure lists
those changes, and the others go to ``<system-out>``. With no change at all there is one passing case,
so dashboards still show the check ran. No timestamps or durations: the same input gives the same bytes.
Characters XML 1.0 cannot hold are dropped.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from typing import TYPE_CHECKING

from generator.reports.context import endpoint_groups, location
from generator.rules.change import LEVEL_RANK

if TYPE_CHECKING:
    from generator.reports import ReportOptions
    from generator.rules.change import Change

_NOT_XML = re.compile("[^\t\n\r\x20-\ud7ff\ue000-\ufffd\U00010000-\U0010ffff]")


def _xml_text(text: str) -> str:
    return _NOT_XML.sub("", text)


def _line(change: Change, options: ReportOptions) -> str:
    where = location(change, options)
    text = " ".join(change.text.split())
    return f"{change.level} {change.id}: {text}" + (f" ({where})" if where else "")


def render(changes: list[Change], options: ReportOptions) -> str:
    threshold = LEVEL_RANK[options.fail_on or "error"]
    suite_name = f"revgen {options.command}"
    cases = []
    failures = 0
    for group in endpoint_groups(changes):
        failing = [c for c in group.changes if LEVEL_RANK.get(c.level, 0) >= threshold]
        passing = [c for c in group.changes if LEVEL_RANK.get(c.level, 0) < threshold]
        case = ET.Element(
            "testcase", {"classname": _xml_text(group.tags[0] if group.tags else "api"), "name": _xml_text(group.title)}
        )
        if failing:
            failures += 1
            noun = "change" if len(failing) == 1 else "changes"
            failure = ET.SubElement(
                case,
                "failure",
                {
                    "type": failing[0].level,
                    "message": _xml_text(f"{len(failing)} {noun} at or above {options.fail_on or 'error'}"),
                },
            )
            failure.text = _xml_text("\n".join(_line(c, options) for c in failing))
        if passing:
            out = ET.SubElement(case, "system-out")
            out.text = _xml_text("\n".join(_line(c, options) for c in passing))
        cases.append(case)
    if not cases:
        cases.append(ET.Element("testcase", {"classname": "api", "name": "no changes"}))
    counts = {"tests": str(len(cases)), "failures": str(failures), "errors": "0", "skipped": "0"}
    root = ET.Element("testsuites", {"name": suite_name, **counts})
    suite = ET.SubElement(root, "testsuite", {"name": suite_name, **counts})
    suite.extend(cases)
    ET.indent(root, space="  ")
    return '<?xml version="1.0" encoding="UTF-8"?>\n' + ET.tostring(root, encoding="unicode") + "\n"
