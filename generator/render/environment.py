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
from collections import ChainMap
from collections.abc import MutableMapping
from typing import Any

import jinja2
import jinja2.runtime
import markupsafe
from jinja2.bccache import Bucket
from jinja2.compiler import CodeGenerator

try:  # the C escaper that markupsafe.escape wraps in a Markup
    from markupsafe import _escape_inner  # type: ignore[attr-defined]
except ImportError:  # another markupsafe: its escape(), as text

    def _escape_inner(s: str) -> str:
        return str(markupsafe.escape(s))

from generator.errors import RevgenError
from generator.render.shipped import shipped_code

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
    loaders.append(_BuiltinLoader(str(builtin_template_dir())))
    env = _Environment(
        loader=jinja2.ChoiceLoader(loaders),
        bytecode_cache=_bytecode_cache(),
        undefined=jinja2.StrictUndefined,
        autoescape=_autoescape,
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=True,
    )
    return env


class _BuiltinLoader(jinja2.FileSystemLoader):
    """The built-in templates: one not in revgen's cache of compiled templates is taken from the
    store of templates compiled ahead of time (:mod:`generator.render.shipped`) when the store holds
    it for this source and these settings, else compiled; the steps of Jinja's own ``load``."""

    def load(self, environment: jinja2.Environment, name: str, globals: MutableMapping[str, Any] | None = None) -> jinja2.Template:
        source, filename, uptodate = self.get_source(environment, name)
        bcc = environment.bytecode_cache
        bucket = bcc.get_bucket(environment, name, filename, source) if bcc is not None else None
        code = bucket.code if bucket is not None else None
        if code is None:
            code = shipped_code(environment, name, filename, source) or environment.compile(source, name, filename)
            if bcc is not None and bucket is not None:
                bucket.code = code
                bcc.set_bucket(bucket)
        return environment.template_class.from_code(environment, code, globals if globals is not None else {}, uptodate)


_DICT_ATTRIBUTES = frozenset(dir(dict))


def output_escape(value: Any) -> str:
    """What ``{{ value }}`` prints in an autoescaped template: the text of ``markupsafe.escape(value)``,
    as a plain ``str``. The output is only joined, never read as Markup, so the ``Markup`` object that
    escape() builds around each printed value (1.3 million of them on Stripe's docs pages: most of
    escape's cost) is left out."""
    if type(value) is str:
        return _escape_inner(value)
    html = getattr(value, "__html__", None)
    if html is not None:
        return html()
    return _escape_inner(str(value))


class _CodeGenerator(CodeGenerator):
    """Jinja's code generator, printing each ``{{ value }}`` of an autoescaped template through
    :func:`output_escape` (``escape(value)`` otherwise; a volatile autoescape setting keeps Jinja's own
    code). Nothing else of the compiled code changes."""

    def _output_child_pre(self, node: Any, frame: Any, finalize: Any) -> None:
        if frame.eval_ctx.volatile or not frame.eval_ctx.autoescape:
            return super()._output_child_pre(node, frame, finalize)
        self.write("environment.output_escape(")
        if finalize.src is not None:
            self.write(finalize.src)


class _Template(jinja2.Template):
    """Jinja's template with a quicker :meth:`new_context`. Jinja makes each render's variables with
    ``dict(template.globals, **vars)`` and the context's ``set(template.globals)``, where the globals are
    a ``ChainMap`` (the template's own in front of the environment's): both walk the chain in Python,
    key by key (7 µs a render; the docs render a page or a code sample 12 times per operation). Here
    the chain is flattened once per call with ``dict.update`` (each map from the last: the ``ChainMap``'s
    order and values) and used for both: the same variables, in the same order, the same keys."""

    def new_context(self, vars: dict[str, Any] | None = None, shared: bool = False, locals: Any = None) -> jinja2.runtime.Context:
        chain = self.globals
        if shared or locals or type(chain) is not ChainMap:
            return super().new_context(vars, shared, locals)
        flat: dict[str, Any] = {}
        for mapping in reversed(chain.maps):
            flat.update(mapping)
        parent = dict(flat, **vars) if vars else dict(flat)
        return self.environment.context_class(self.environment, parent, self.name, self.blocks, globals=flat)


PLAIN_CALLABLES: set[type] = {jinja2.runtime.Macro}
"""Classes whose instances never ask Jinja to pass them the context, the eval context or the
environment (no ``jinja_pass_arg`` on them, their class or their ``__call__``): :class:`_Context` calls
them directly. A later stage adds its own such class with :func:`plain_callable`."""


def plain_callable(cls: type) -> type:
    """Register ``cls`` in :data:`PLAIN_CALLABLES` (usable as a class decorator)."""
    PLAIN_CALLABLES.add(cls)
    return cls


class _Context(jinja2.runtime.Context):
    """Jinja's context with a quicker :meth:`call` for a template's own macros. Jinja asks each callable
    whether it wants the context, the eval context or the environment passed (``jinja_pass_arg`` on it
    and on its ``__call__``, two failed attribute lookups for a macro) before calling it: a third of
    the cost of a call, and the docs call a macro per schema row. An instance of a class in
    :data:`PLAIN_CALLABLES` (exactly: a :class:`jinja2.runtime.Macro`, revgen's remembered macros) never
    asks for one, so it is called as Jinja would call it; anything else goes through Jinja's own
    :meth:`call`."""

    def call(__self, __obj: Any, *args: Any, **kwargs: Any) -> Any:  # noqa: N805 (Jinja's own signature)
        if type(__obj) not in PLAIN_CALLABLES:
            return super().call(__obj, *args, **kwargs)
        if kwargs:
            kwargs.pop("_block_vars", None)
            kwargs.pop("_loop_vars", None)
        try:
            return __obj(*args, **kwargs)
        except StopIteration:
            return __self.environment.undefined("value was undefined because a callable raised a StopIteration exception")


class _Environment(jinja2.Environment):
    """Jinja's environment with a quicker ``row.name`` for the plain dicts the contexts are made of.

    Jinja first tries ``getattr(row, "name")``, which for a dict raises (and catches) an AttributeError
    on every lookup, then ``row["name"]`` (a third of the SDK's render time, millions of lookups for
    the docs). A name that is not an attribute of ``dict`` can only come from the item, so it is looked
    up there first: the same results, no exception. Overlays keep the class. Templates compile with
    :class:`_CodeGenerator` (where this Jinja has the hook it overrides) and are :class:`_Template` s,
    rendered in a :class:`_Context`."""

    if hasattr(CodeGenerator, "_output_child_pre"):
        code_generator_class = _CodeGenerator
    output_escape = staticmethod(output_escape)
    template_class = _Template
    context_class = _Context

    def getattr(self, obj: Any, attribute: str) -> Any:
        if type(obj) is dict and attribute not in _DICT_ATTRIBUTES:
            try:
                return obj[attribute]
            except KeyError:
                return self.undefined(obj=obj, name=attribute)
        return super().getattr(obj, attribute)


_CODE_FORM = "\0revgen code 2"  # compiled code of another code generator is not reused


class BytecodeCache(jinja2.FileSystemBytecodeCache):
    """Jinja's on-disk cache of compiled templates in ``directory``, for templates compiled by
    :class:`_Environment`: an entry is checked against the source and the form of the code (an entry
    another code generator wrote, or an older revgen, is compiled afresh)."""

    def get_source_checksum(self, source: str) -> str:
        return super().get_source_checksum(source + _CODE_FORM)


class _QuietBytecodeCache(BytecodeCache):
    """:class:`BytecodeCache`; a cache that cannot be read or written is skipped."""

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


def _bytecode_cache() -> jinja2.BytecodeCache | None:
    """Compiling the templates costs every run about 0.2 s CPU (the SDK's 22 templates), as importing
    Python modules would without ``.pyc`` files; so the compiled code is kept in
    ``$REVGEN_CACHE_DIR/jinja`` (:func:`cache_folder`). Jinja checks each entry against the template's
    source and its own version, so an edited template or an override is compiled afresh."""
    folder = cache_folder("jinja")
    return None if folder is None else _QuietBytecodeCache(folder)


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
