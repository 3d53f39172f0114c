"""The oasdiff comparison's table at the end of the run: each history's row, recorded by its test
(``record_property``, which reaches the controller under pytest-xdist too)."""

from __future__ import annotations

from typing import Any

HEADER = (
    "| history | oasdiff entries | revgen entries | matched | oasdiff's found by revgen | revgen's in oasdiff's "
    "| matched at the same level | documented differences |")


def pytest_terminal_summary(terminalreporter: Any) -> None:
    rows = [value for reports in terminalreporter.stats.values() for report in reports
            for name, value in getattr(report, "user_properties", ()) if name == "oasdiff_agreement"
            and getattr(report, "when", "") == "call"]
    if rows:
        terminalreporter.write_sep("-", "revgen beside oasdiff 1.39.0 (tests/agreement)")
        for line in (HEADER, "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |", *sorted(rows)):
            terminalreporter.write_line(line)
