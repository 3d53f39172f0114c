"""Render stage: Jinja2 environment with user overrides, filters, atomic writers.

Entry points: :func:`environment`, :func:`render_template`, :func:`write_tree`, :func:`safe_join`.
"""

from generator.render.environment import builtin_template_dir, environment, render_template, render_with
from generator.writer import StagedTree, safe_join, safe_relpath, write_file_atomic, write_tree

__all__ = [
    "StagedTree",
    "builtin_template_dir",
    "environment",
    "render_template",
    "render_with",
    "safe_join",
    "safe_relpath",
    "write_file_atomic",
    "write_tree",
]
