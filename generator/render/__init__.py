"""Render stage: Jinja2 environment with user overrides, filters, atomic writers.

Entry points: :func:`environment`, :func:`render_template`, :func:`write_tree`, :func:`safe_join`.
"""

from generator.render.environment import builtin_template_dir, environment, register_filter, render_template
from generator.writer import safe_join, safe_relpath, write_file_atomic, write_tree

__all__ = [
    "builtin_template_dir",
    "environment",
    "register_filter",
    "render_template",
    "safe_join",
    "safe_relpath",
    "write_file_atomic",
    "write_tree",
]
