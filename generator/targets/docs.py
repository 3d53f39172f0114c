"""Targets stage: the docs site (Markdown, HTML, llms.txt) of the newest revision with its whole history.

Entry point: :func:`generate_docs` ``(history, fmt="both", templates=None) -> {relative path: content}``
(pure; ``revgen docs`` writes the result with :func:`generator.output.write_tree`). Pages:

* ``operations/<slug>.md|html``: one per operation of the newest revision (seed 001 / seed 000 form),
  with parameters, body and responses as schema trees, code samples, example responses and ## Changes;
* ``operations/webhook-<name>-<method>.md|html``: one per operation of a 3.1 webhook (the request the API
  sends), the same page without code samples, with the payload's example payloads;
* ``revisions/<slug>.md|html``: every change of one revision as root causes, also those that name no
  endpoint, and ``revisions/<slug>.json`` (each root cause with every operation it reaches, when the
  page lists only some);
  ``revisions/index``; ``index.md|html`` (with the changes-per-revision chart), ``chart.svg``,
  ``assets/style.css``, ``llms.txt`` and the newest ``openapi`` document itself.

File names are sanitized slugs (:mod:`generator.targets.docs_names`); templates live in
``templates/docs/`` and can be overridden file by file.
"""

from __future__ import annotations

import heapq
import os
from collections.abc import Iterator
from dataclasses import dataclass, field
from itertools import islice
from operator import itemgetter
from typing import Any

import jinja2
from markupsafe import Markup

from generator.errors import RevgenError
from generator.heap import collector_paused
from generator.history.model import History
from generator.output import TreeFolder
from generator.parallel import imap_tasks
from generator.render.environment import environment, render_with
from generator.targets.docs_chart import chart_context
from generator.targets.docs_context import (
    OperationEdits,
    RowCache,
    html_parts,
    operation_context,
    operation_summary,
    revision_context,
    revision_summary,
    schema_uses,
    site_context,
    slugs_by_key,
)
from generator.targets.docs_schema import schema_tree, tree_key
from generator.targets.docs_sdk import sdk_snippets
from generator.targets.docs_search import field_names, operation_record, search_bundle
from generator.render.highlight import CachedHighlight, highlight_styles
from generator.targets.docs_names import operation_slugs, revision_slugs, webhook_slugs
from generator.targets.formats import DOCS_FORMATS
from generator.targets.samples import clean_text

FORMATS = DOCS_FORMATS


def _display_rows(root: dict[str, Any] | None) -> list[dict[str, Any]]:
    """The rows a page lists for a schema: an anonymous object shows just its properties."""
    if root is None:
        return []
    if root["name"] is None and root["type"] == "object" and root["children"] and not root["description"]:
        return list(root["children"])
    return [root]


def _root_shown_apart(rows: list[dict[str, Any]]) -> bool:
    """Whether ``rows`` is a lone nameless root with children, shown as one line above them (``schema``
    of ``_macros.html.jinja`` tests the same)."""
    return len(rows) == 1 and bool(rows[0]["children"]) and rows[0]["name"] is None


def _flatten(rows: list[dict[str, Any]], depth: int = 0) -> list[dict[str, Any]]:
    out = []
    for row in rows:
        flat = dict(row, depth=depth)
        out.append(flat)
        out.extend(_flatten(row["children"], depth + 1))
    return out


_ROW_FIELDS = ("name", "type", "format", "required", "deprecated", "description", "variant")
"""What a schema row shows of itself (``row_head``, ``row_about``, ``row_line`` read these)."""
_ROW_KEY = itemgetter(*_ROW_FIELDS)  # (a row's :data:`_ROW_FIELDS`, read in C)


class RowPieces:
    """What each distinct schema row shows, made once per site build: ``head`` and ``about`` (its HTML,
    ``row_head`` and ``row_about`` of ``_macros.html.jinja``) and ``line`` (its Markdown list text,
    ``row_line`` of ``_macros.md.jinja``), kept by the row's :data:`_ROW_FIELDS`. The operations of a big
    API show the same component properties over and over, in many trees and at every depth: a row's
    pieces (its description's Markdown above all) are made the first time, and :meth:`fill` gives every
    row its pieces and its ``slug`` (its part of an id) so the ``tree`` and ``rows`` macros only lay
    the rows out."""

    def __init__(self, render: "_Renderer", html: bool, markdown: bool) -> None:
        self.render, self.html, self.markdown = render, html, markdown
        self._made: dict[tuple[Any, ...], dict[str, Any]] = {}

    def _pieces(self, row: dict[str, Any]) -> dict[str, Any]:
        key = _ROW_KEY(row)
        pieces = self._made.get(key)
        if pieces is None:
            pieces = self._made[key] = {}
            if self.html:
                pieces["head"] = self.render.macro("docs/_macros.html.jinja", "row_head", row)
                pieces["about"] = self.render.macro("docs/_macros.html.jinja", "row_about", row)
            if self.markdown:
                pieces["line"] = self.render.macro("docs/_macros.md.jinja", "row_line", row)
        return pieces

    def fill(self, rows: list[dict[str, Any]], within: tuple[str, str] = ("", "")) -> None:
        """Give each of ``rows`` and their children its pieces, its ``slug`` (its name with blanks as
        ``_``, or, no name: a variant, its position among its siblings, from 1), its ``path`` (the slugs
        from the tree's first shown level down to it, joined by ``.``: its id below the tree's prefix)
        and its ``label`` (the names on that path, and ``option N`` for a variant, as a reader says where
        it is), which a row listed as ``same_as`` it shows; ``within``: the parent's path and names."""
        for position, row in enumerate(rows, 1):
            self.fill(row["children"], self._fill_row(row, position, within))

    def _fill_row(self, row: dict[str, Any], position: int, within: tuple[str, str]) -> tuple[str, str]:
        """Fill one row; its children's ``within``."""
        row.update(self._pieces(row))
        path, names = within
        name = row["name"]
        row["slug"] = slug = "_".join(str(name).split()) if name is not None else str(position)
        row["path"] = f"{path}.{slug}" if path else slug
        if name is not None:
            names = row["label"] = f"{names}.{name}" if names else str(name)
        else:
            row["label"] = f"{names} option {position}" if names else f"option {position}"
        return row["path"], names

    def fill_tree(self, rows: list[dict[str, Any]]) -> None:
        """:meth:`fill` of a tree's shown rows; a lone nameless root with children is shown apart, above
        them (``schema`` of ``_macros.html.jinja``), so their paths begin with their own slugs."""
        if _root_shown_apart(rows):
            self._fill_row(rows[0], 1, ("", ""))
            self.fill(rows[0]["children"])
        else:
            self.fill(rows)


class EditPieces:
    """What an operation page shows of an edit (``edit_item`` of ``_macros.html.jinja``: ``html``, and
    of ``_macros.md.jinja``: ``line``), made once per distinct item
    (:class:`~generator.targets.docs_context.OperationEdits` calls it). An object of its own, not a
    method of the site: the site holds its edits, which would hold the site again, and a cycle keeps
    the whole history alive until the collector walks it."""

    def __init__(self, render: "_Renderer", html: bool, markdown: bool) -> None:
        self.render, self.html, self.markdown = render, html, markdown

    def __call__(self, item: dict[str, Any]) -> dict[str, Any]:
        made = {}
        if self.html:
            made["html"] = self.render.macro("docs/_macros.html.jinja", "edit_item", item)
        if self.markdown:
            made["line"] = self.render.macro("docs/_macros.md.jinja", "edit_item", item)
        return made


class SchemaFragments:
    """Each schema tree's rows and its rendered fragments (``schema`` of ``_macros.html.jinja``, ``rows``
    of ``_macros.md.jinja``), made once per tree however many operations show it (a tree is shared by
    every operation whose body or response is that schema node: ``docs_schema.tree_key``), and kept
    only until the last page that shows it: ``last`` gives the number of the last piece of work whose
    page shows each tree key (:class:`DocsSite`), and :meth:`done` drops what no later piece needs. A
    tree asked for after that is made again, the same."""

    def __init__(self, render: "_Renderer", spec: Any, last: dict[tuple[str, str, str], int], html: bool, markdown: bool) -> None:
        self.render, self.spec, self.last, self.html, self.markdown = render, spec, last, html, markdown
        self.rows = RowPieces(render, html, markdown)
        self._done: dict[tuple[str, str, str], dict[str, Any]] = {}
        self._expiry: list[tuple[int, tuple[str, str, str]]] = []  # heap of (last piece, key)

    def made(self, tree: dict[str, Any] | None, prefix: str) -> dict[str, Any]:
        """``tree``'s fragments with row ids under ``prefix``, made afresh (not kept)."""
        return self._make(tree, prefix)

    def _make(self, tree: dict[str, Any] | None, prefix: str) -> dict[str, Any]:
        rows = _display_rows(tree)
        self.rows.fill_tree(rows)
        parts: dict[str, Any] = {"tree": tree, "tree_rows": rows, "flat": _flatten(rows), "tree_html": "", "flat_md": ""}
        if rows and self.html:
            parts["tree_html"] = self.render.macro("docs/_macros.html.jinja", "schema", rows, prefix)
        if rows and self.markdown:
            parts["flat_md"] = self.render.macro("docs/_macros.md.jinja", "rows", parts["flat"])
        return parts

    def tree(self, schema: Any, direction: str) -> dict[str, Any]:
        """``schema``'s tree (:func:`~generator.targets.docs_schema.schema_tree`): the one of its kept
        fragments while a later page still shows it, else made."""
        parts = self._done.get(tree_key(schema, direction))
        return parts["tree"] if parts is not None else schema_tree(schema, direction=direction)

    def __call__(self, tree: dict[str, Any] | None, key: tuple[str, str, str] | None) -> dict[str, Any]:
        if key is None:
            return self._make(tree, "")
        parts = self._done.get(key)
        if parts is None:
            parts = self._done[key] = self._make(tree, "body" if key[-1] == "request" else "response")
            heapq.heappush(self._expiry, (self.last.get(key, -1), key))
        return parts

    def done(self, number: int) -> None:
        """Piece of work ``number`` is finished, and this process takes only later ones: drop the trees
        and fragments whose last page was at or before it."""
        while self._expiry and self._expiry[0][0] <= number:
            _, key = heapq.heappop(self._expiry)
            self._done.pop(key, None)


def _prepare(op: dict[str, Any], fragments: SchemaFragments) -> dict[str, Any]:
    """Add the flat (Markdown) and nested (HTML) row lists the templates iterate over, and the body's
    and responses' schema fragments, rendered once per schema."""
    for section in op["params"]:
        fragments.rows.fill(section["rows"])
        section["tree"] = section["rows"]
        section["rows"] = _flatten(section["rows"])
    if op["body"]:
        op["body"].update(fragments(op["body"]["tree"], op["body"].pop("tree_key")))
    first = True  # the first success response's rows have ids response.NAME; a later one's response-STATUS.NAME
    for part in op["responses"]:
        key = part.pop("tree_key")
        if key is not None and not first:
            part.update(fragments.made(part["tree"], f"response-{part['status']}"))
        else:
            part.update(fragments(part["tree"], key))
        first = first and key is None
    return op


_BATCH = 1 << 14  # template output pieces joined at a time


class _Renderer:
    """Renders many pages from few templates: each template is loaded once per run. Template errors
    become one-line :class:`RevgenError` s, as in :func:`generator.render.render_template`."""

    def __init__(self, templates: str | None) -> None:
        self.templates = templates
        # a run's templates do not change while it renders (a user's folder gets a fresh renderer per
        # call): a page's {% extends %} and {% import %} need not stat each template file again
        self.env = environment(templates).overlay(auto_reload=False)
        self._loaded: dict[str, jinja2.Template] = {}

    def _template(self, name: str) -> jinja2.Template:
        template = self._loaded.get(name)
        if template is None:
            template = self._loaded[name] = self.env.get_template(name)
        return template

    def load(self, name: str) -> None:
        """Compile ``name`` now (a template error is raised)."""
        self._template(name)

    def __call__(self, name: str, **context: Any) -> str:
        """The page, joined from the template's output a batch of pieces at a time: a large page is
        made of millions of small strings, which are never all alive at once. Spec text in it may
        hold what UTF-8 cannot write (a lone surrogate): the page's consumer drops it
        (:func:`page_bytes`, :func:`~generator.targets.samples.clean_text`)."""
        try:
            pieces = self._template(name).generate(**context)
            chunks = []
            while batch := list(islice(pieces, _BATCH)):
                chunks.append("".join(batch))
            return "".join(chunks)
        except jinja2.TemplateError:
            return render_with(self.env, name, context)  # raises the one-line error

    def macro(self, name: str, macro: str, *args: Any) -> Any:
        """What ``{{ m.<macro>(*args) }}`` prints in a page that imports ``name`` as ``m`` (Markup from an
        HTML template, so the page does not escape it again)."""
        try:
            return getattr(self._template(name).module, macro)(*args)
        except jinja2.TemplateError as exc:
            raise RevgenError(f"template {name}: macro {macro}: {getattr(exc, 'message', exc)}") from None


_BUILTIN_RENDERER: list[_Renderer] = []  # the one over the built-in templates, once made


def _renderer(templates: str | None) -> _Renderer:
    """A renderer over the built-in templates is kept for the life of the process (a fleet worker
    renders many APIs: each template is compiled once, not once per API); user templates may change
    between calls, so they get a fresh one."""
    if templates is not None:
        return _Renderer(templates)
    if not _BUILTIN_RENDERER:
        _BUILTIN_RENDERER.append(_Renderer(None))
    return _BUILTIN_RENDERER[0]


def generate_docs(
    history: History, *, fmt: str = "both", templates: str | None = None,
    fleet: dict[str, str] | None = None, jobs: int | None = 1,
) -> dict[str, str | bytes]:
    """Every file of the docs site, ``{relative path: content}``, for the newest revision of ``history``.

    Compiled templates are kept between runs in the environment's cache (:mod:`generator.render.environment`). ``fleet``
    (``{"title", "root"}``: the fleet's title and its index folder relative to the site's root) makes
    the site one API of a fleet: every page has the fleet's header, and search is the fleet's. ``jobs``
    as for :func:`iter_docs`.
    """
    return dict(sorted(iter_docs(history, fmt=fmt, templates=templates, fleet=fleet,
                                 jobs=jobs)))


def iter_docs(
    history: History, *, fmt: str = "both", templates: str | None = None,
    fleet: dict[str, str] | None = None, highlight_cache: str | None = None, jobs: int | None = 1,
) -> Iterator[tuple[str, str | bytes]]:
    """The files of :func:`generate_docs` as ``(relative path, content)`` pairs, each piece of work's
    pages as soon as they are rendered (the site is never held in memory whole). ``highlight_cache``
    (optional): a folder where highlighted code blocks are kept between runs
    (:class:`~generator.render.highlight.CachedHighlight`). ``jobs``: the pieces are rendered on the
    worker pool (:mod:`generator.parallel`; 1: in this process); the files do not depend on which
    process made them, and come in the same order."""
    inputs = SiteInputs(history, fmt, templates, fleet, highlight_cache)
    for files in imap_tasks(piece_files, range(len(inputs.site().work)), jobs, shared=inputs):
        yield from files


def write_docs(
    folder: TreeFolder, history: History, *, fmt: str = "both", templates: str | None = None,
    highlight_cache: str | None = None, jobs: int | None = 1,
) -> Iterator[tuple[str, None]]:
    """The files of :func:`iter_docs`, each written into ``folder`` (the staging folder of
    :func:`generator.output.write_tree`, which ``revgen docs`` gives this as its producer) by the
    process that rendered it, a worker of the pool included: only the paths come back. Yields
    ``(relative path, None)`` for each, in the same order."""
    inputs = SiteInputs(history, fmt, templates, None, highlight_cache, into=folder)
    for paths in imap_tasks(piece_written, range(len(inputs.site().work)), jobs, shared=inputs):
        for path in paths:
            yield path, None


@dataclass
class SiteInputs:
    """What a :class:`DocsSite` is made from: sent once to each worker, which makes its site once.
    ``into`` (optional): the folder each process writes its pages into (:func:`write_docs`)."""

    history: History
    fmt: str
    templates: str | None
    fleet: dict[str, str] | None = None
    highlight_cache: str | None = None
    into: TreeFolder | None = None
    _site: DocsSite | None = field(default=None, repr=False, compare=False)

    def site(self) -> DocsSite:
        if self._site is None:
            with collector_paused():  # the site's tables live as long as it does: nothing to collect
                self._site = DocsSite(self.history, fmt=self.fmt, templates=self.templates,
                                      fleet=self.fleet, highlight_cache=self.highlight_cache)
        return self._site

    def __getstate__(self) -> dict[str, Any]:
        return {**self.__dict__, "_site": None}  # (a worker makes its own)


def page_bytes(data: str | bytes) -> bytes:
    """A file of the site as written: text in UTF-8, what UTF-8 cannot write replaced (the bytes of
    :func:`~generator.targets.samples.clean_text`'s text, in one pass over the text, where cleaning
    it first made a copy to encode again)."""
    return data.encode("utf-8", "replace") if isinstance(data, str) else data


def piece_files(inputs: SiteInputs, number: int) -> list[tuple[str, str | bytes]]:
    """The files of piece of work ``number`` of the site (a task of the pool)."""
    return [(path, clean_text(data) if isinstance(data, str) else data) for path, data in inputs.site().piece(number)]


def piece_written(inputs: SiteInputs, number: int) -> list[str]:
    """The files of piece of work ``number`` written into ``inputs.into`` (a task of the pool): their paths."""
    folder = inputs.into
    if folder is None:
        raise RevgenError("no folder to write the docs into")
    return [folder.write(path, page_bytes(data)) for path, data in inputs.site().piece(number)]


GROUP_MAX = 16
"""At most this many operations make one piece of work (the cores share the pieces)."""


def _sharing_groups(keys: list[tuple[str, str]], uses: dict[tuple[str, str], list[Any]]) -> list[list[tuple[str, str]]]:
    """The operations in groups that share schema trees: ordered by the first tree each shows (then as
    given), an operation joins the group before it when they show a tree in common (up to
    :data:`GROUP_MAX`), so the pages of a shared tree are mostly made in one process."""
    ordered = sorted(range(len(keys)), key=lambda i: (uses[keys[i]][-1:] or [("~", "", "")], i))
    groups: list[list[tuple[str, str]]] = []
    shown: set[Any] = set()
    for i in ordered:
        key = keys[i]
        trees = set(uses[key])
        if groups and len(groups[-1]) < GROUP_MAX and trees & shown:
            groups[-1].append(key)
            shown |= trees
        else:
            groups.append([key])
            shown = trees
    return groups


_NAV_LINKS = {"": ("", "operations/"), "revisions/": ("../", "../operations/"), "operations/": ("../", "")}
"""The sidebar of a page in each folder of the site: ``(root, the operation pages' folder)`` as its links say them."""

_PAGE_TEMPLATES = (
    "docs/_layout.html.jinja", "docs/_macros.html.jinja", "docs/_macros.md.jinja", "docs/operation.md.jinja",
    "docs/operation.html.jinja", "docs/revision.md.jinja", "docs/revision.html.jinja",
)


class DocsSite:
    """What every page of a docs site is made from (the newest spec, slugs, the site and chart contexts),
    computed once, and its files as numbered pieces of work: 0 is the site's own pages (index, revision
    list, llms.txt, the OpenAPI document, style sheet, chart), then each revision's pages (most changes
    first: the longest pieces start first), then the operations' pages, a few operations that show one
    schema tree to a piece (:func:`_sharing_groups`: a tree is made once per process that shows it).
    :meth:`piece` makes one piece's files."""

    def __init__(
        self, history: History, *, fmt: str, templates: str | None, fleet: dict[str, str] | None = None,
        highlight_cache: str | None = None,
    ) -> None:
        if fmt not in FORMATS:
            raise RevgenError(f"unknown docs format {fmt!r} (choose markdown, html or both)")
        self.history = history
        self.templates = templates
        self.markdown = fmt in ("markdown", "both")
        self.html = fmt in ("html", "both")
        self.render = render = _renderer(templates)
        self.spec = spec = history.latest_spec()
        self.op_slugs = operation_slugs(spec.operations.values())
        self.rev_slugs = revision_slugs([r.id for r in history.revisions])
        ext = os.path.splitext(history.latest.revision.file)[1].lower()
        self.openapi_file = "openapi" + (ext if ext in (".yaml", ".yml", ".json") else ".yaml")
        self.keys = keys = sorted(spec.operations, key=lambda k: (k[1], k[0]))
        # a 3.1 webhook's operations (``POST webhook:NAME``): pages of their own, after the path operations'
        hooks = spec.webhook_operations
        self.hook_slugs = webhook_slugs(hooks.values(), self.op_slugs.values()) if hooks else {}
        self.hook_keys = hook_keys = sorted(hooks, key=lambda k: (k[1], k[0]))
        summaries = [operation_summary(spec.operations[k], self.op_slugs[k], history) for k in keys]
        hook_summaries = [operation_summary(hooks[k], self.hook_slugs[k], history) for k in hook_keys]
        revisions = [revision_summary(entry, self.rev_slugs[entry.id]) for entry in history.revisions]
        self.site = site_context(spec, history, summaries, revisions, self.openapi_file)
        self.site["webhooks"] = hook_summaries
        if hook_summaries:  # named apart from a tag of the API's own called "Webhooks" (its endpoints that manage them)
            tags = {str(g["name"]).casefold() for g in self.site["tag_groups"]}
            name = "Webhooks" if "webhooks" not in tags else "Webhooks the API sends"
            self.site["tag_groups"].append({"name": name, "operations": hook_summaries})
        self.site["has_markdown"] = self.markdown
        self.site["fleet"] = fleet
        self.site["search_page"] = (fleet["root"] if fleet else "") + "search.html"
        self.search = self.html and not fleet  # a fleet's API has the fleet's search
        self.sdk = sdk_snippets(spec) if self.html else {}
        self.highlight = CachedHighlight(highlight_cache)
        if self.html:
            groups = self.site["tag_groups"]
            self.nav: dict[str, Markup] = {
                folder: render.macro("docs/_macros.html.jinja", "sidebar", groups, root, ops) for folder, (root, ops) in _NAV_LINKS.items()
            }
        self.chart = chart_context(history, self.rev_slugs)
        self.by_key = slugs_by_key({**self.hook_slugs, **self.op_slugs})
        entries = sorted(history.revisions, key=lambda e: (-len(e.changes), e.index))
        uses = {k: schema_uses(spec.operations[k]) for k in keys}
        hook_uses = {k: schema_uses(hooks[k]) for k in hook_keys}
        self.work: list[tuple[str, Any]] = [("site", None)] + [("revision", e) for e in entries]
        self.work += [("operations", group) for group in _sharing_groups(keys, uses)]
        self.work += [("webhooks", group) for group in _sharing_groups(hook_keys, hook_uses)]
        last: dict[tuple[str, str, str], int] = {}
        for number, (kind, group) in enumerate(self.work):
            if kind in ("operations", "webhooks"):
                for key in group:
                    for tree in (uses if kind == "operations" else hook_uses)[key]:
                        last[tree] = number
        self.fragments = SchemaFragments(render, spec, last, html=self.html, markdown=self.markdown)
        self.messages: dict[Any, tuple[str, str, str]] = {}  # a change message's texts, once per run
        self.edits = OperationEdits(EditPieces(render, html=self.html, markdown=self.markdown))
        for entry in history.revisions:  # (every operation page reads every revision's: made once, before the pool)
            self.edits.prepare(entry)
        self.example_texts: dict[Any, str] = {}  # a schema's example response as JSON, once per run
        self.example_html: dict[Any, Markup] = {}  # ... and highlighted, once per process
        for name in _PAGE_TEMPLATES:  # compiled once here, not once per process that renders pages
            try:
                render.load(name)
            except jinja2.TemplateError:
                pass  # reported as the page's error when it is rendered

    def piece(self, number: int) -> Iterator[tuple[str, str | bytes]]:
        """The files of piece of work ``number`` (a process is given its pieces in increasing order);
        a text as rendered (:func:`piece_files` and :func:`piece_written` make it writable)."""
        kind, item = self.work[number]
        if kind == "site":
            yield from self._site_pages()
        elif kind == "revision":
            yield from self._revision_pages(item)
        else:
            for key in item:
                yield from self._operation_pages(key, kind == "webhooks")
        self.fragments.done(number)

    def _site_pages(self) -> Iterator[tuple[str, str | bytes]]:
        render, site, chart = self.render, self.site, self.chart
        root = {"root": ""}
        up = {"root": "../"}
        yield self.openapi_file, self.spec.document.text  # the text the newest revision was parsed from (read once)
        yield "llms.txt", render("docs/llms.txt.jinja", site=site, page_ext="md" if self.markdown else "html")
        if self.markdown:
            yield "index.md", render("docs/index.md.jinja", site=site, links=root)
            yield "revisions/index.md", render("docs/revisions.md.jinja", site=site, links=up)
        if self.html:
            yield "assets/style.css", render("docs/style.css.jinja", highlight_css=highlight_styles(".hl", (":root[data-theme=dark] .hl", ":root:not([data-theme=light]) .hl")))
            yield "assets/site.js", render("docs/site.js.jinja")
            yield "chart.svg", render("docs/chart.svg.jinja", chart=chart, links=root)
            yield "index.html", render("docs/index.html.jinja", site=site, chart=chart, links=root, nav=self._nav("", ""))
            yield "revisions/index.html", render("docs/revisions.html.jinja", site=site, chart=chart, links=up, nav=self._nav("revisions/", ""))
            if self.search:
                yield "search.html", render("docs/search.html.jinja", site=site, links=root, nav=self._nav("", ""))
                yield "assets/search.js", render("docs/search.js.jinja")
                ops, hooks = self.spec.operations, self.spec.webhook_operations
                yield from search_bundle(dict(
                    [operation_record(op, site["api"]["title"], field_names(ops[(op["method"], op["path"])])) for op in site["operations"]]
                    + [operation_record(dict(op, title=op["webhook"]), site["api"]["title"], field_names(hooks[(op["method"], op["path"])]))
                       for op in site["webhooks"]]
                ))

    def _operation_pages(self, key: tuple[str, str], webhook: bool = False) -> Iterator[tuple[str, str | bytes]]:
        # a change is shown on one operation page: its rows are made for the page and dropped with it
        spec, up = self.spec, {"root": "../"}
        operation = spec.webhook_operations[key] if webhook else spec.operations[key]
        op = _prepare(
            operation_context(
                spec, operation, (self.hook_slugs if webhook else self.op_slugs)[key], self.history, self.rev_slugs, self.templates,
                RowCache(self.messages), self.edits, self.example_texts, self.fragments.tree,
            ),
            self.fragments,
        )
        if self.markdown:
            yield f"operations/{op['slug']}.md", self.render("docs/operation.md.jinja", op=op, site=self.site, links=up)
        if self.html:
            html_parts(op, None if webhook else self.sdk.get(key), self.highlight, self.example_html)
            nav = self._nav("operations/", f"{op['slug']}.html")
            yield f"operations/{op['slug']}.html", self.render("docs/operation.html.jinja", op=op, site=self.site, links=up, nav=nav)

    def _revision_pages(self, entry: Any) -> Iterator[tuple[str, str | bytes]]:
        up = {"root": "../"}
        rev = revision_context(self.history, entry, self.rev_slugs, self.by_key, RowCache(self.messages), self.edits.causes(entry),
                               lambda key: sum(self.edits.shared(entry, key).values()))
        if rev["edits"]["cut"]:  # the full lists behind the page's "and N more"
            yield f"revisions/{rev['slug']}.json", rev["data"]
        if self.markdown:
            yield f"revisions/{rev['slug']}.md", self.render("docs/revision.md.jinja", rev=rev, site=self.site, links=up)
        if self.html:
            nav = self._nav("revisions/", "")
            yield f"revisions/{rev['slug']}.html", self.render("docs/revision.html.jinja", rev=rev, site=self.site, links=up, nav=nav)

    def _nav(self, folder: str, current: str) -> Markup:
        """The sidebar for a page in ``folder`` (a key of :data:`_NAV_LINKS`), the link to ``current``
        (a file of that folder) marked."""
        nav = self.nav[folder]
        if current:
            link = f'href="{current}"'
            nav = Markup(str(nav).replace(link, link + ' aria-current="page"', 1))
        return nav
