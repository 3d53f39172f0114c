"""CLI: ``revgen release OLD NEW --sdk DIR --package-name NAME`` -- bump, regenerate and changelog an SDK.

Entry point: :data:`command`. The work is :func:`generator.release.release`; this module parses the
options and prints the outcome as text or JSON. Exit codes: 0 done (also for a no-op rerun), 2 bad input
(the SDK folder is then left exactly as it was).
"""

from __future__ import annotations

import json
import re

import click

from generator.cli import config_option, format_option
from generator.errors import RevgenError
from generator.release import release
from generator.release.pipeline import load_arg
from generator.release.record import RECORD_FILE
from generator.targets.sdk import load_config
from generator.targets.sdk.context import check_package_name


@click.command(name="release")
@click.argument("old")
@click.argument("new")
@click.option("--sdk", "sdk_dir", required=True, metavar="DIR", help="The SDK folder to regenerate.")
@click.option("--package-name", required=True, metavar="NAME", help="Python package name of the SDK.")
@click.option(
    "--current-version", metavar="X.Y.Z", default=None,
    help="Version to bump when DIR holds no pyproject.toml (otherwise its [project] version is used).",
)
@click.option("--date", metavar="YYYY-MM-DD", default=None, help="Release date for the changelog entry "
              "(default: NEW's revision date when known).")
@click.option("--templates", metavar="DIR", default=None, help="Folder overriding the SDK templates.")
@config_option
@click.option("--dry-run", is_flag=True, help="Print what would be released; write nothing.")
@format_option(["text", "json"], "text")
def command(
    old: str,
    new: str,
    sdk_dir: str,
    package_name: str,
    current_version: str | None,
    date: str | None,
    templates: str | None,
    config_file: str | None,
    dry_run: bool,
    fmt: str,
) -> None:
    """Diff OLD -> NEW, bump the SDK's version by the changes, regenerate it into DIR and prepend a
    CHANGELOG.md entry. Releasing the same NEW again changes nothing."""
    if date is not None and not re.fullmatch(r"\d{4}-\d{2}-\d{2}", date):
        raise RevgenError(f"--date {date!r} is not of the form YYYY-MM-DD")
    check_package_name(package_name)
    config = load_config(config_file) if config_file else None
    base = load_arg(old)
    revision = load_arg(new)
    plan = release(
        base, revision, sdk_dir, package_name,
        current_version=current_version, date=date, templates=templates, dry_run=dry_run, config=config,
    )
    summary = plan.summary()
    summary["dry_run"] = dry_run
    summary["sdk"] = sdk_dir
    if fmt == "json":
        click.echo(json.dumps(summary, indent=2, sort_keys=True))
        return
    if plan.noop:
        click.echo(f"{sdk_dir} is already at {plan.version}, generated from this revision; nothing to do")
        return
    if plan.record_only:
        verb = "would record" if dry_run else "recorded"
        click.echo(
            f"{sdk_dir} stays at {plan.version}: the spec changed, the generated SDK did not; "
            f"{verb} the new revision in {RECORD_FILE}"
        )
        return
    verb = "would release" if dry_run else "released"
    breaking = summary["breaking"]
    click.echo(
        f"{verb} {package_name} {plan.previous_version} -> {plan.version} "
        f"({summary['bump']} bump; {len(plan.changes)} changes, {breaking} breaking)"
    )
    if not dry_run:
        what = ", CHANGELOG.md entry:" if plan.entry else f" (CHANGELOG.md already lists {plan.version})"
        click.echo(f"wrote {sdk_dir}: {len(plan.generated)} generated files{what}")
    if plan.entry:
        click.echo("")
        click.echo(plan.entry.rstrip("\n"))
