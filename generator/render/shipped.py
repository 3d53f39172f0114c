"""Render stage: built-in templates compiled ahead of time and shipped with revgen, as ``.pyc`` files are.

Entry points: :func:`shipped_code` (asked by the built-in templates' loader in
:mod:`generator.render.environment` before it compiles a template) and :func:`write_store` (run by
``python -m generator.targets.sdk.compile_templates`` after a template under :data:`SHIPPED` changed,
as golden files are regenerated; a test fails while the store is out of date).

Compiling a template is Jinja's lexer, parser and code generator in pure Python, then ``compile()``
of the Python it generated: about 0.23 s of CPU for the SDK's 21 templates, on every run that finds
revgen's cache of compiled templates empty (a first run on a new machine, a fresh container, CI).
The store (:data:`STORE`, JSON) holds the Python source Jinja generates for each template of
:data:`SHIPPED`, with the key it was generated for: Jinja's version, every environment setting its
code generator reads, the template's name and its source text (:func:`template_key`). A template is
taken from the store only when its key is the one computed now, so an edited template, an override
with other text, another Jinja or other settings are compiled as before; what the store saves is the
generation (0.19 s), leaving ``compile()`` of its Python (0.03 s).
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterable
from functools import lru_cache
from pathlib import Path
from types import CodeType

import jinja2

STORE = Path(__file__).resolve().parent / "shipped_templates.json"
SHIPPED = ("python/",)
"""The built-in template folders compiled ahead of time (the SDK's: a first ``revgen sdk`` pays
for every one of them)."""


def template_key(env: jinja2.Environment, name: str, source: str) -> str:
    """What Jinja's generated code for ``name`` depends on, hashed: its version, the lexer's and the
    code generator's settings and class, how each filter and test is called (a ``pass_context`` filter is
    called with the context), whether ``name`` is autoescaped, the name and the source."""
    autoescape = env.autoescape(name) if callable(env.autoescape) else env.autoescape
    calls = sorted(
        (kind, key, str(getattr(fn, "jinja_pass_arg", None)))
        for kind, table in (("filter", env.filters), ("test", env.tests))
        for key, fn in table.items()
    )
    settings = (
        jinja2.__version__,
        env.block_start_string, env.block_end_string, env.variable_start_string, env.variable_end_string,
        env.comment_start_string, env.comment_end_string, env.line_statement_prefix, env.line_comment_prefix,
        env.trim_blocks, env.lstrip_blocks, env.newline_sequence, env.keep_trailing_newline,
        sorted(env.extensions), env.optimized, env.finalize is not None, env.is_async, bool(autoescape), calls,
        f"{env.code_generator_class.__module__}.{env.code_generator_class.__qualname__}",  # (revgen's own prints otherwise)
    )
    return hashlib.sha256(json.dumps([settings, name, source]).encode("utf-8", "surrogatepass")).hexdigest()


@lru_cache(maxsize=1)
def _store() -> tuple[str, dict[str, tuple[str, str]]]:
    """The Jinja version the store was made with and ``{name: (key, generated Python)}``."""
    try:
        data = json.loads(STORE.read_text(encoding="utf-8"))
        return str(data["jinja2"]), {name: (entry["key"], entry["code"]) for name, entry in data["templates"].items()}
    except (OSError, ValueError, KeyError, TypeError):
        return "", {}


def shipped_code(env: jinja2.Environment, name: str, filename: str | None, source: str) -> CodeType | None:
    """The compiled code of the built-in template ``name`` (its ``source``, read from ``filename``)
    from the store, or None when the store does not hold it for this key."""
    if not name.startswith(SHIPPED):
        return None
    entry = _store()[1].get(name)
    if entry is None or entry[0] != template_key(env, name, source):
        return None
    return compile(entry[1], filename or name, "exec", dont_inherit=True)  # what env.compile() ends with


def shipped_names(env: jinja2.Environment) -> list[str]:
    """The templates of :data:`SHIPPED` that ``env`` finds."""
    return env.list_templates(filter_func=lambda n: n.startswith(SHIPPED) and n.endswith(".jinja"))


def in_use() -> bool:
    """Whether the store was made by the Jinja this process runs (else no key can match)."""
    return _store()[0] == jinja2.__version__


def store_text(env: jinja2.Environment, names: Iterable[str]) -> str:
    """The store for the templates ``names`` of ``env``: each one's key and generated Python."""
    templates = {}
    for name in sorted(names):
        source, filename, _ = env.loader.get_source(env, name)  # type: ignore[union-attr]
        code = env.compile(source, name, filename, raw=True)
        templates[name] = {"key": template_key(env, name, source), "code": code}
    return json.dumps({"jinja2": jinja2.__version__, "templates": templates}, indent=1, sort_keys=True) + "\n"


def write_store(env: jinja2.Environment) -> bool:
    """Rewrite :data:`STORE` for every built-in template of :data:`SHIPPED` in ``env``; True if it changed."""
    text = store_text(env, shipped_names(env))
    try:
        if STORE.read_text(encoding="utf-8") == text:
            return False
    except OSError:
        pass
    STORE.write_text(text, encoding="utf-8")
    _store.cache_clear()
    return True
