"""CLI: ``revgen sdk SPEC -o DIR --package-name NAME [--config revgen.yaml] [--naming verbs|operation-id] [--jobs N]``
writes a typed Python client package and prints how many operations got each naming and paging scheme.

Entry point: :data:`command`. All logic lives in :mod:`generator.targets.sdk`; this module parses
options, loads the spec and writes the tree atomically (a failed run leaves DIR as it was).
"""

from __future__ import annotations

import time
from collections import Counter

import click

from generator.cli import config_option
from generator.cli._jobs import jobs_option
from generator.heap import collector_focused
from generator.load import load_spec
from generator.targets.sdk import DEFAULT_MODELS, MODEL_BACKENDS, build_context, config_for_spec, load_config, write_sdk
from generator.targets.sdk.context import check_package_name
from generator.targets.sdk.naming import default_package_name
from generator.targets.sdk.tree import NAMING_SCHEMES


@click.command(name="sdk")
@click.argument("spec", type=click.Path(dir_okay=False))
@click.option("-o", "--output", "output", default="output/sdk", show_default=True, type=click.Path(file_okay=False), help="Output folder (replaced).")
@click.option("--package-name", default=None, help="Python package name, e.g. together_sdk (default: from the API title).")
@click.option("--templates", type=click.Path(file_okay=False), default=None, help="Folder of template overrides (same relative paths as templates/).")
@click.option("--version", "sdk_version", default="0.1.0", show_default=True, help="Version written to pyproject.toml.")
@click.option(
    "--models",
    type=click.Choice(MODEL_BACKENDS),
    default=DEFAULT_MODELS,
    show_default=True,
    help="Who renders the models: our templates or datamodel-code-generator.",
)
@config_option
@click.option(
    "--naming",
    type=click.Choice(NAMING_SCHEMES),
    default=None,
    help="Method names: verbs (list/create/retrieve/... in a resource tree; the default) or operation-id (flat, snake_case operationIds).",
)
@jobs_option
@click.option("-q", "--quiet", is_flag=True, help="Print nothing on success.")
def command(
    spec: str,
    output: str,
    package_name: str | None,
    templates: str | None,
    sdk_version: str,
    models: str,
    config_file: str | None,
    naming: str | None,
    jobs: int | None,
    quiet: bool,
) -> None:
    """Generate a typed Python client SDK (httpx + pydantic v2) from SPEC."""
    if package_name is not None:
        check_package_name(package_name)
    start = time.perf_counter()
    with collector_focused():  # (the spec and the contexts are not walked again and again)
        config = load_config(config_file) if config_file else None
        loaded = load_spec(spec)
        if package_name is None:
            package_name = default_package_name(loaded.title)
        if config is None:
            config = config_for_spec(loaded)
        if naming is not None:
            config.naming = naming
        ctx = build_context(loaded, package_name, sdk_version, config=config)
        files = write_sdk(ctx, output, package_name, templates=templates, version=sdk_version, models=models, jobs=jobs)
        loaded.release()
    if not quiet:
        n_py = sum(1 for p in files if p.endswith(".py"))
        click.echo(f"wrote {len(files)} files ({n_py} Python) to {output} in {time.perf_counter() - start:.2f}s", err=True)
        click.echo(summary(ctx.stats, ctx.globals["unsupported"]), err=True)


def summary(stats: dict[str, dict[str, int]], left_out: list[dict[str, str]]) -> str:
    """Two lines: how many generated operations got each naming scheme, and each pagination scheme;
    the first also says which operations were left out (WebSocket ones) and why."""
    names = stats.get("naming", {})
    generated = sum(names.values())
    naming = ", ".join(f"{n} {k}" for k, n in sorted(names.items()))
    reasons = Counter(u["reason"] for u in left_out)
    skipped = "".join(f"; {n} {reason} operation{'s' * (n != 1)} left out" for reason, n in sorted(reasons.items()))
    pages = stats.get("pagination", {})
    paged = ", ".join(f"{n} {k}" for k, n in pages.items()) or "none"
    return (
        f"names: {naming} (of {generated} generated operations{skipped})\n"
        f"pagination: {paged} ({generated - sum(pages.values())} not paginated)"
    )
