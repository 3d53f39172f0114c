"""Release stage: the SDK impact report (``revgen changelog OLD NEW --sdk-impact``).

Entry points: :func:`impact_for_specs` (changes + symbols of both revisions -> impacts) and
:func:`render_impact` (text, markdown or json). Per change it lists the generated Python symbols a
caller touches: the client method, its parameter, the model fields, so a reviewer sees what breaks.
The json format is the reports package's JSON writer (:mod:`generator.reports.json`): exactly the
objects of ``revgen changelog --format json``, each with one more key, ``sdk_impact``. :func:`load_config`
(the SDK's ``--config`` file) is here for the changelog command, which imports this module only with
``--sdk-impact``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from generator.errors import RevgenError
from generator.markdown import cell, table
from generator.release.impact import Impact, sdk_impact, symbol_table
from generator.reports import ReportOptions
from generator.reports.json import render
from generator.targets.sdk import config_for_spec, load_config
from generator.targets.sdk.naming import default_package_name

if TYPE_CHECKING:
    from generator.model import Spec
    from generator.reports import ReportOptions
    from generator.rules.change import Change
    from generator.targets.sdk import SdkConfig

IMPACT_FORMATS = ("text", "markdown", "json")
__all__ = ["IMPACT_FORMATS", "impact_for_specs", "load_config", "render_impact"]


def impact_for_specs(
    changes: list[Change],
    base: Spec,
    revision: Spec,
    package_name: str | None = None,
    config: SdkConfig | None = None,
) -> list[Impact]:
    """The impact of ``changes`` on the SDKs generated from ``base`` and ``revision``, named as
    ``revgen sdk`` names them: with ``config`` (``--config``, a ``revgen.yaml``), else each side's
    ``revgen.yaml`` beside it when there is one. As in ``revgen release``, the config is the
    revision's (an operation or resource it names must exist there) and the base's SDK skips what it
    names that the base does not have yet."""
    name = package_name or default_package_name(revision.title)
    base_config = (config if config is not None else config_for_spec(base)).for_older()
    return sdk_impact(
        changes, base, revision, symbol_table(base, name, base_config), symbol_table(revision, name, config)
    )


def _endpoint(change: Change) -> str:
    return f"{change.operation} {change.path}" if change.operation and change.path else "(no endpoint)"


def _text(impacts: list[Impact]) -> str:
    if not impacts:
        return "no changes\n"
    lines: list[str] = []
    current = None
    for imp in impacts:
        where = _endpoint(imp.change)
        if where != current:
            if lines:
                lines.append("")
            lines.append(where)
            current = where
        lines.append(f"  {imp.change.level:<7} {imp.change.id}: {imp.change.text}")
        symbols = imp.symbols
        lines.append("          SDK: " + (", ".join(symbols) if symbols else "no generated symbol"))
    affected = sum(1 for i in impacts if i.symbols)
    lines += ["", f"{len(impacts)} changes, {affected} touching generated SDK symbols"]
    return "\n".join(lines) + "\n"


def _markdown(impacts: list[Impact]) -> str:
    lines = ["## SDK impact", ""]
    if not impacts:
        return "\n".join(lines + ["No changes.", ""])
    rows = [
        (imp.change.level, f"`{cell(_endpoint(imp.change))}`", f"{cell(imp.change.text)} (`{imp.change.id}`)",
         cell(", ".join(f"`{s}`" for s in imp.symbols) or "—"))
        for imp in impacts
    ]
    lines += table(("Level", "Endpoint", "Change", "SDK symbols"), rows)
    lines.append("")
    return "\n".join(lines)


def _json(impacts: list[Impact], options: ReportOptions | None) -> str:
    extras: list[dict[str, Any]] = [
        {"sdk_impact": {**imp.to_dict(), "symbols": list(imp.symbols)}} for imp in impacts
    ]
    return render([imp.change for imp in impacts], options or ReportOptions(), extras)


def render_impact(impacts: list[Impact], fmt: str, options: ReportOptions | None = None) -> str:
    """The impact report in ``fmt`` (text, markdown or json); ``options`` as for
    :func:`generator.reports.render_report` (how the json objects name source files)."""
    fmt = fmt.lower()
    if fmt == "text":
        return _text(impacts)
    if fmt == "markdown":
        return _markdown(impacts)
    if fmt == "json":
        return _json(impacts, options)
    raise RevgenError(f"--sdk-impact supports the formats {', '.join(IMPACT_FORMATS)}, not {fmt}")
