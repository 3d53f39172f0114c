"""`revgen rules` prints the catalogue straight from the rule table (a real process)."""

from __future__ import annotations

import json
import subprocess
import sys

from generator.rules.table import RULES


def _run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "generator", "rules", *args], capture_output=True, text=True, check=False)


def test_json_catalogue_matches_the_table() -> None:
    result = _run("--format", "json")
    assert result.returncode == 0, result.stderr
    rows = json.loads(result.stdout)
    assert [r["id"] for r in rows] == list(RULES)
    by_id = {r["id"]: r for r in rows}
    assert by_id["response-property-enum-value-added"]["level"] == "error"
    assert by_id["endpoint-added"]["checked"] is True
    assert by_id["api-deprecated-sunset-missing"]["checked"] is True  # with --deprecation-days-*
    assert by_id["api-server-url-changed"]["origin"] == "revgen"  # an id of ours
    assert by_id["endpoint-added"]["origin"] == "oasdiff"
    assert by_id["endpoint-added"]["check"] == "paths.api_added"
    assert by_id["endpoint-added"]["section"] == "Added"


def test_filters_and_text() -> None:
    result = _run("--level", "error")
    assert result.returncode == 0
    lines = result.stdout.splitlines()
    assert lines and all(line.startswith("error") and " + " in line for line in lines)
    assert "ids have a check" in result.stderr
    missing = _run("--missing")
    assert missing.returncode == 0 and missing.stdout == ""  # every id has a check
    ours = [line for line in _run("--level", "info").stdout.splitlines() if "[revgen]" in line]
    assert [line.split()[1] for line in ours] == [r.id for r in RULES.values() if r.origin == "revgen"]
    md = _run("--format", "markdown")
    assert md.stdout.startswith("| id | level |") and md.stdout.count("\n") == len(RULES) + 2


def test_bad_option_is_a_usage_error() -> None:
    result = _run("--level", "fatal")
    assert result.returncode == 2
    assert "Traceback" not in result.stderr
