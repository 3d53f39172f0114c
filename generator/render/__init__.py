"""Render stage: the Jinja2 environment with user overrides and filters.

Entry points: :func:`environment`, :func:`render_template`, :func:`render_with`. Output is written by
:mod:`generator.output`.
"""

from generator.render.environment import builtin_template_dir, environment, render_template, render_with

__all__ = [
    "builtin_template_dir",
    "environment",
    "render_template",
    "render_with",
]
