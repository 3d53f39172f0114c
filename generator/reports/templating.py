"""Reports stage: render a report template from ``templates/reports/`` (user overrides first).

Entry point: :func:`render_report_template`. A thin wrapper over :func:`generator.render.render_template`
so the formats that use Jinja (text, markdown, html) share one way to find and fill their template.
"""

from __future__ import annotations

from typing import Any

from generator.render import render_template


def render_report_template(name: str, context: dict[str, Any], user_dir: str | None) -> str:
    return render_template(f"reports/{name}", context, user_dir)
