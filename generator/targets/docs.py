"""Targets stage: the docs site (Markdown, HTML, llms.txt) of the newest revision with its whole history.

Entry point: :func:`generate_docs` ``(history, fmt="both", templates=None) -> {relative path: content}``
(pure; ``revgen docs`` writes the result with :func:`generator.render.write_tree`). Pages:

* ``operations/<slug>.md|html``: one per operation of the newest revision (seed 001 / seed 000 form),
  with parameters, body and responses as schema trees, code samples, example responses and ## Changes;
* ``revisions/<slug>.md|html``: every change of one revision, also those that name no endpoint, and
  ``revisions/index``; ``index.md|html`` (with the changes-per-revision chart), ``chart.svg``,
  ``assets/style.css``, ``llms.txt`` and the newest ``openapi`` document itself.

File names are sanitized slugs (:mod:`generator.targets.docs_names`); templates live in
``templates/docs/`` and can be overridden file by file.
"""

from __future__ import annotations

import json
import os
import re
from typing import Any

import jinja2

from generator.errors import RevgenError
from generator.history.model import History
from generator.render import environment, render_template
from generator.targets.docs_chart import chart_context
from generator.targets.docs_context import (
    RowCache,
    operation_context,
    operation_summary,
    revision_context,
    revision_summary,
    site_context,
    slugs_by_key,
)
from generator.targets.docs_names import operation_slugs, revision_slugs
from generator.targets.samples import clean_text

FORMATS = ("markdown", "html", "both")


def _json_str(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False)


_CODE_SPAN = re.compile(r"(?<!`)(`+)(?!`)(.+?)(?<!`)\1(?!`)", re.DOTALL)
_MD_HTML = str.maketrans({"&": "&amp;", "<": "&lt;", ">": "&gt;"})


def md_text(value: Any) -> str:
    """Spec text for a Markdown page: ``&``, ``<`` and ``>`` become entities, so no raw HTML (a
    ``<script>``) reaches a site generator; code spans are kept as written (Markdown shows them literally)."""
    text = str(value)
    if "<" not in text and ">" not in text and "&" not in text:
        return text  # the common case, and this runs for every row of every page
    if "`" not in text:
        return text.translate(_MD_HTML)
    out = []
    pos = 0
    for m in _CODE_SPAN.finditer(text):
        out.append(text[pos : m.start()].translate(_MD_HTML))
        out.append(m.group(0))
        pos = m.end()
    out.append(text[pos:].translate(_MD_HTML))
    return "".join(out)


def _link_text(value: Any) -> str:
    """Text that can stand inside ``[...]`` of a Markdown link (a title may hold links of its own)."""
    return str(value).replace("\\", "\\\\").replace("[", "\\[").replace("]", "\\]")


def _display_rows(root: dict[str, Any] | None) -> list[dict[str, Any]]:
    """The rows a page lists for a schema: an anonymous object shows just its properties."""
    if root is None:
        return []
    if root["name"] is None and root["type"] == "object" and root["children"] and not root["description"]:
        return list(root["children"])
    return [root]


def _flatten(rows: list[dict[str, Any]], depth: int = 0) -> list[dict[str, Any]]:
    out = []
    for row in rows:
        flat = dict(row, depth=depth)
        out.append(flat)
        out.extend(_flatten(row["children"], depth + 1))
    return out


def _prepare(op: dict[str, Any]) -> dict[str, Any]:
    """Add the flat (Markdown) and nested (HTML) row lists the templates iterate over."""
    for section in op["params"]:
        section["tree"] = section["rows"]
        section["rows"] = _flatten(section["rows"])
    for part in ([op["body"]] if op["body"] else []) + op["responses"]:
        rows = _display_rows(part["tree"])
        part["tree_rows"] = rows
        part["flat"] = _flatten(rows)
    return op


_DICT_ATTRIBUTES = frozenset(dir(dict))


def _fast_dict_lookups(env: jinja2.Environment) -> jinja2.Environment:
    """``env`` with a quicker ``row.name`` for the plain dicts the page contexts are made of.

    Jinja first tries ``getattr(row, "name")``, which for a dict raises (and catches) an AttributeError
    on every lookup, then ``row["name"]``; the pages do millions of these. A name that is not a dict
    attribute can only come from the item, so it is looked up there first: same results, no exception.
    """
    generic = env.getattr

    def getattr_(obj: Any, attribute: str) -> Any:
        if type(obj) is dict and attribute not in _DICT_ATTRIBUTES:
            try:
                return obj[attribute]
            except (KeyError, TypeError):
                pass
        return generic(obj, attribute)

    env.getattr = getattr_  # type: ignore[method-assign]
    return env


class _Renderer:
    """Renders many pages from few templates: each template is loaded once per run. Template errors
    become one-line :class:`RevgenError` s, as in :func:`generator.render.render_template`."""

    def __init__(self, templates: str | None, bytecode_cache: str | None = None) -> None:
        self.templates = templates
        self.env = _fast_dict_lookups(environment(templates).overlay())
        self.env.filters.setdefault("json_str", _json_str)
        self.env.filters.setdefault("link_text", _link_text)
        self.env.filters.setdefault("md", md_text)
        if bytecode_cache and self.env.bytecode_cache is None:
            self.env.bytecode_cache = jinja2.FileSystemBytecodeCache(_ensure_dir(bytecode_cache))
        from generator.targets.samples_escape import FILTERS

        for name, fn in FILTERS.items():
            self.env.filters.setdefault(name, fn)
        self._loaded: dict[str, jinja2.Template] = {}

    def __call__(self, name: str, **context: Any) -> str:
        template = self._loaded.get(name)
        try:
            if template is None:
                template = self._loaded[name] = self.env.get_template(name)
            return clean_text(template.render(**context))
        except jinja2.TemplateError:
            return clean_text(render_template(name, context, self.templates))  # raises the one-line error


_BUILTIN_RENDERERS: dict[str | None, _Renderer] = {}


def _renderer(templates: str | None, bytecode_cache: str | None) -> _Renderer:
    """A renderer over the built-in templates is kept for the life of the process (a fleet worker
    renders many APIs: each template is compiled once, not once per API); user templates may change
    between calls, so they get a fresh one."""
    if templates is not None:
        return _Renderer(templates, bytecode_cache)
    renderer = _BUILTIN_RENDERERS.get(bytecode_cache)
    if renderer is None:
        renderer = _BUILTIN_RENDERERS[bytecode_cache] = _Renderer(None, bytecode_cache)
    return renderer


def _ensure_dir(path: str) -> str:
    os.makedirs(path, exist_ok=True)
    return path


def generate_docs(
    history: History, *, fmt: str = "both", templates: str | None = None, bytecode_cache: str | None = None
) -> dict[str, str | bytes]:
    """Every file of the docs site, ``{relative path: content}``, for the newest revision of ``history``.

    ``bytecode_cache`` (optional) is a folder where compiled templates are kept between runs.
    """
    if fmt not in FORMATS:
        raise RevgenError(f"unknown docs format {fmt!r} (choose markdown, html or both)")
    markdown = fmt in ("markdown", "both")
    html = fmt in ("html", "both")
    render = _renderer(templates, bytecode_cache)
    spec = history.latest_spec()
    op_slugs = operation_slugs(spec.operations.values())
    rev_slugs = revision_slugs([r.id for r in history.revisions])
    latest_file = history.latest.file or getattr(history.latest_revision, "file", "") or ""
    ext = os.path.splitext(str(latest_file))[1].lower()
    openapi_file = "openapi" + (ext if ext in (".yaml", ".yml", ".json") else ".yaml")

    keys = sorted(spec.operations, key=lambda k: (k[1], k[0]))
    summaries = [operation_summary(spec.operations[k], op_slugs[k], history) for k in keys]
    revisions = [revision_summary(entry, rev_slugs[entry.id]) for entry in history.revisions]
    site = site_context(spec, history, summaries, revisions, openapi_file)
    site["has_markdown"] = markdown
    chart = chart_context(history, rev_slugs)
    rows = RowCache()

    files: dict[str, str | bytes] = {}
    root = {"root": ""}
    up = {"root": "../"}
    files[openapi_file] = history.latest_revision.text()
    files["llms.txt"] = render("docs/llms.txt.jinja", site=site, page_ext="md" if markdown else "html")
    if markdown:
        files["index.md"] = render("docs/index.md.jinja", site=site, links=root)
        files["revisions/index.md"] = render("docs/revisions.md.jinja", site=site, links=up)
    if html:
        files["assets/style.css"] = render("docs/style.css.jinja")
        files["chart.svg"] = render("docs/chart.svg.jinja", chart=chart, links=root)
        files["index.html"] = render("docs/index.html.jinja", site=site, chart=chart, links=root)
        files["revisions/index.html"] = render("docs/revisions.html.jinja", site=site, chart=chart, links=up)
    # one page at a time: a context is dropped as soon as its pages are rendered
    for key in keys:
        op = _prepare(operation_context(spec, spec.operations[key], op_slugs[key], history, rev_slugs, templates, rows))
        if markdown:
            files[f"operations/{op['slug']}.md"] = render("docs/operation.md.jinja", op=op, site=site, links=up)
        if html:
            files[f"operations/{op['slug']}.html"] = render("docs/operation.html.jinja", op=op, site=site, links=up)
    by_key = slugs_by_key(op_slugs)
    for entry in history.revisions:
        rev = revision_context(history, entry, rev_slugs, by_key, rows)
        if markdown:
            files[f"revisions/{rev['slug']}.md"] = render("docs/revision.md.jinja", rev=rev, site=site, links=up)
        if html:
            files[f"revisions/{rev['slug']}.html"] = render("docs/revision.html.jinja", rev=rev, site=site, links=up)
    return dict(sorted(files.items()))
