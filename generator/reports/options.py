"""Reports stage: the options of a report on two command-line arguments (``changelog``, ``breaking``).

Entry point: :func:`options_for` -> :class:`~generator.reports.ReportOptions`. The inputs are named as
the user gave them (:mod:`.sources`); inside GitHub Actions a Markdown report is cut to fit a pull
request comment (:data:`GITHUB_MAX_BYTES`) and a cut report points to the run's page.
"""

from __future__ import annotations

import os
from generator.model import Spec
from generator.reports import ReportOptions
from generator.reports.sources import SourceNames, display_name, git_path

# GitHub refuses a comment over 65,536 characters; this leaves room for a line or two around the report
GITHUB_MAX_BYTES = 65_000


def max_bytes_for(given: int | None, fmt: str) -> int | None:
    """``--max-bytes``, else the GitHub comment limit for Markdown inside GitHub Actions."""
    if given is not None:
        return given or None
    if fmt == "markdown" and os.environ.get("GITHUB_ACTIONS"):
        return GITHUB_MAX_BYTES
    return None


def run_url() -> str | None:
    """The page of the GitHub Actions run this is part of (where its artifacts are), if any."""
    env = os.environ
    if env.get("GITHUB_ACTIONS") and env.get("GITHUB_RUN_ID") and env.get("GITHUB_REPOSITORY"):
        server = env.get("GITHUB_SERVER_URL") or "https://github.com"
        return f"{server}/{env['GITHUB_REPOSITORY']}/actions/runs/{env['GITHUB_RUN_ID']}"
    return None


def options_for(
    base: tuple[str, Spec],
    revision: tuple[str, Spec],
    *,
    fmt: str,
    title: str,
    command: str,
    fail_on: str | None,
    color: bool,
    templates: str | None,
    group_by: str | None,
    max_bytes: int | None,
) -> ReportOptions:
    """The options of a ``fmt`` report on ``base`` and ``revision``, each ``(argument, spec)``."""
    sources = SourceNames([base, revision])
    return ReportOptions(
        title=title,
        command=command,
        base=display_name(base[0]),
        revision=display_name(revision[0]),
        fail_on=fail_on,
        color=color and fmt == "text",
        templates=templates,
        annotation_files={display_name(a): p for a, _ in (base, revision) if (p := git_path(a))},
        file_namer=sources.name,
        group_by=group_by.lower() if group_by else None,
        max_bytes=max_bytes_for(max_bytes, fmt),
        full_report_url=run_url(),
        revision_place=sources.in_revision,
    )
