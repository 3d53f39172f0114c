"""Render stage: the Jinja2 environment every target renders with.

Entry point: :func:`environment`. Templates are looked up first in the user's ``--templates`` folder,
then in the built-in ones (``generator/templates`` inside a wheel, ``templates/`` in a checkout), with
the same relative paths, so a user overrides one file (or one macro file) at a time. ``StrictUndefined``
makes a missing context variable an error instead of silent empty text; autoescape is on only for
``.html`` templates. The filters the targets' templates use are added in one place,
:func:`generator.targets.filters.environment`.
"""

from __future__ import annotations

import os
from functools import lru_cache
from pathlib import Path
from typing import Any

import jinja2

from generator.errors import RevgenError

_PACKAGE_DIR = Path(__file__).resolve().parent.parent


def builtin_template_dir() -> Path:
    """The packaged templates (wheel install), else the checkout's ``templates/`` folder."""
    packaged = _PACKAGE_DIR / "templates"
    if packaged.is_dir():
        return packaged
    return _PACKAGE_DIR.parent / "templates"


def _autoescape(name: str | None) -> bool:
    return bool(name) and name.endswith((".html", ".html.jinja", ".htm", ".svg.jinja", ".xml.jinja"))


@lru_cache(maxsize=16)
def environment(user_dir: str | None = None) -> jinja2.Environment:
    """A Jinja environment over ``user_dir`` (optional) in front of the built-in templates."""
    loaders: list[jinja2.BaseLoader] = []
    if user_dir:
        if not os.path.isdir(user_dir):
            raise RevgenError("templates folder not found", user_dir)
        loaders.append(jinja2.FileSystemLoader(user_dir))
    loaders.append(jinja2.FileSystemLoader(str(builtin_template_dir())))
    env = jinja2.Environment(
        loader=jinja2.ChoiceLoader(loaders),
        undefined=jinja2.StrictUndefined,
        autoescape=_autoescape,
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=True,
    )
    return env


def render_template(name: str, context: dict[str, Any], user_dir: str | None = None) -> str:
    """Render the template ``name`` with ``context``; template errors become a one-line RevgenError."""
    return render_with(environment(user_dir), name, context)


def render_with(env: jinja2.Environment, name: str, context: dict[str, Any]) -> str:
    """Render ``name`` from ``env`` (a target's own copy of :func:`environment`), errors as one line."""
    try:
        return env.get_template(name).render(**context)
    except jinja2.TemplateNotFound as exc:
        raise RevgenError(f"template not found: {exc.name}") from None
    except jinja2.TemplateSyntaxError as exc:
        raise RevgenError(f"template syntax error: {exc.message}", exc.filename or name, exc.lineno) from None
    except jinja2.UndefinedError as exc:
        raise RevgenError(f"template {name}: {exc.message}") from None
