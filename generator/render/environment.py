"""Render stage: the one Jinja2 environment every template of revgen is rendered with.

Entry points: :func:`environment` ``(user_dir) -> jinja2.Environment``, :func:`render_template`,
:func:`render_with` and :func:`source_with` (a file of the templates folders that is not a template, as
it is). Templates are looked up first in the user's ``--templates`` folder, then in the built-in ones
(``generator/templates`` inside a wheel, ``templates/`` in a checkout), with the same relative paths,
so a user overrides one file (or one macro file) at a time. ``StrictUndefined`` makes a
missing context variable an error instead of silent empty text; autoescape is on only for HTML, SVG and
XML templates. Every filter and global the templates use is registered here, from the one table in
:mod:`generator.render.filters`. Only Jinja's public API is used.
"""

from __future__ import annotations

import os
from functools import lru_cache
from pathlib import Path
from typing import Any

import jinja2
from jinja2.bccache import Bucket

from generator.errors import RevgenError
from generator.render.filters import FILTERS, GLOBALS

_PACKAGE_DIR = Path(__file__).resolve().parent.parent


def builtin_template_dir() -> Path:
    """The packaged templates (wheel install), else the checkout's ``templates/`` folder."""
    packaged = _PACKAGE_DIR / "templates"
    if packaged.is_dir():
        return packaged
    return _PACKAGE_DIR.parent / "templates"


def _autoescape(name: str | None) -> bool:
    return name is not None and name.endswith((".html", ".html.jinja", ".htm", ".svg.jinja", ".xml.jinja"))


@lru_cache(maxsize=16)
def environment(user_dir: str | None = None) -> jinja2.Environment:
    """The environment over ``user_dir`` (optional) in front of the built-in templates, with every
    filter and global of :mod:`generator.render.filters`; one per folder (a caller that changes a
    setting takes an ``overlay()``)."""
    loaders: list[jinja2.BaseLoader] = []
    if user_dir:
        if not os.path.isdir(user_dir):
            raise RevgenError("templates folder not found", user_dir)
        loaders.append(jinja2.FileSystemLoader(user_dir))
    loaders.append(jinja2.FileSystemLoader(str(builtin_template_dir())))
    env = jinja2.Environment(
        loader=jinja2.ChoiceLoader(loaders),
        bytecode_cache=bytecode_cache(cache_folder("jinja")),
        undefined=jinja2.StrictUndefined,
        autoescape=_autoescape,
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=True,
    )
    env.filters.update(FILTERS)
    env.globals.update(GLOBALS)
    return env


class _QuietBytecodeCache(jinja2.FileSystemBytecodeCache):
    """Jinja's on-disk cache of compiled templates; an entry that cannot be read or written is skipped."""

    def load_bytecode(self, bucket: Bucket) -> None:
        try:
            super().load_bytecode(bucket)
        except (OSError, EOFError, ValueError, TypeError):
            bucket.reset()

    def dump_bytecode(self, bucket: Bucket) -> None:
        try:
            super().dump_bytecode(bucket)
        except OSError:
            pass


def bytecode_cache(folder: str | None) -> jinja2.BytecodeCache | None:
    """Jinja's cache of compiled templates in ``folder`` (None: no cache). Jinja checks each entry
    against the template's source and its own version, so an edited template or an override is
    compiled afresh."""
    return None if folder is None else _QuietBytecodeCache(folder)


def cache_folder(name: str) -> str | None:
    """The folder ``name`` of revgen's cache of derived files, created when needed:
    ``$REVGEN_CACHE_DIR/name`` (default ``$XDG_CACHE_HOME/revgen`` or ``~/.cache/revgen``);
    ``None`` when ``REVGEN_CACHE_DIR=""`` turns caching off or the folder cannot be made."""
    root = os.environ.get("REVGEN_CACHE_DIR")
    if root is None:
        root = os.path.join(os.environ.get("XDG_CACHE_HOME") or os.path.expanduser("~/.cache"), "revgen")
    if not root:
        return None
    folder = os.path.join(root, name)
    try:
        os.makedirs(folder, exist_ok=True)
    except OSError:
        return None
    return folder


def render_template(name: str, context: dict[str, Any], user_dir: str | None = None) -> str:
    """Render the template ``name`` with ``context``; template errors become a one-line RevgenError."""
    return render_with(environment(user_dir), name, context)


def source_with(env: jinja2.Environment, name: str) -> str:
    """The file ``name`` of ``env``'s templates folders (the user's first) as it is, not rendered: a file
    that is not a template (the SDK's runtime modules), found and overridden as a template is."""
    try:
        if env.loader is None:
            raise jinja2.TemplateNotFound(name)
        return env.loader.get_source(env, name)[0]
    except jinja2.TemplateNotFound as exc:
        raise RevgenError(f"template not found: {exc.name}") from None


def render_with(env: jinja2.Environment, name: str, context: dict[str, Any]) -> str:
    """Render ``name`` from ``env`` (:func:`environment` or an overlay of it), errors as one line."""
    try:
        return env.get_template(name).render(**context)
    except jinja2.TemplateNotFound as exc:
        raise RevgenError(f"template not found: {exc.name}") from None
    except jinja2.TemplateSyntaxError as exc:
        raise RevgenError(f"template syntax error: {exc.message}", exc.filename or name, exc.lineno) from None
    except jinja2.UndefinedError as exc:
        raise RevgenError(f"template {name}: {exc.message}") from None
