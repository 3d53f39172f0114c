"""Docs target in a real headless browser (Debian's chromium driven by Playwright).

The session fixture ``chromium`` (tests/conftest.py) installs chromium with apt when it is missing and
we are root (never ``playwright install``). The site is served over http on 127.0.0.1 (port 0). Each
HTML page must load with no console error, no failed request, every internal link must resolve, and the chart SVG must be
there.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any
from urllib.parse import urljoin, urlparse

import pytest

from generator.history import build_history
from generator.targets.docs_report import render_history
from generator.load.revisions import list_revisions
from generator.output import write_tree
from generator.targets.docs import generate_docs

SHOP = Path(__file__).resolve().parent / "fixtures" / "shop"


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory, static_server: Any) -> Iterator[tuple[str, Path]]:
    root = tmp_path_factory.mktemp("site") / "docs"
    history = build_history(list_revisions(str(SHOP)))
    write_tree(root, generate_docs(history, fmt="both"))
    (root / "history-report.html").write_text(render_history(history, "html"))  # `revgen history --format html`
    with static_server(root) as base:
        yield base, root


def test_pages_load_cleanly_and_links_resolve(chromium: str, chromium_args: list[str], site: tuple[str, Path]) -> None:
    sync_api = pytest.importorskip("playwright.sync_api")
    base, root = site
    pages = sorted(str(p.relative_to(root)) for p in root.rglob("*.html"))
    assert "index.html" in pages and any(p.startswith("operations/") for p in pages)
    problems: list[str] = []
    links: set[str] = set()
    anchors: set[tuple[str, str]] = set()
    with sync_api.sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=chromium, args=chromium_args)
        try:
            page = browser.new_page()
            current = {"url": ""}
            page.on("console", lambda m: problems.append(f"{current['url']}: console {m.type}: {m.text}") if m.type == "error" else None)
            page.on("pageerror", lambda e: problems.append(f"{current['url']}: page error {e}"))
            page.on("requestfailed", lambda r: problems.append(f"{current['url']}: request failed {r.url}"))
            page.on("response", lambda r: problems.append(f"{current['url']}: {r.status} {r.url}") if r.status >= 400 else None)
            for rel in pages:
                url = base + rel
                current["url"] = rel
                response = page.goto(url, wait_until="load")
                assert response is not None and response.ok, rel
                assert page.title(), rel
                for href in page.eval_on_selector_all("a[href]", "els => els.map(e => e.getAttribute('href'))"):
                    absolute = urljoin(url, href)
                    if urlparse(absolute).netloc == urlparse(base).netloc:
                        target, _, fragment = absolute.partition("#")
                        links.add(target)
                        if fragment:
                            anchors.add((target, fragment))
                if rel in ("index.html", "revisions/index.html", "history-report.html"):
                    assert page.locator("svg.chart-svg rect.error").count() >= 1, rel
                    assert page.locator("svg.chart-svg g.bar").count() == 3, rel
                if rel.startswith("operations/"):
                    assert page.locator("section.changes").count() == 1, rel
                    stylesheet_applied = page.eval_on_selector("body", "b => getComputedStyle(b).margin")
                    assert stylesheet_applied == "0px", rel  # assets/style.css loaded from the site itself
            for link in sorted(links):
                response = page.request.get(link)
                if not response.ok:
                    problems.append(f"broken link {link}: {response.status}")
            assert anchors, "the operation pages link into their revisions' pages"
            for target, fragment in sorted(anchors):
                page.goto(target)
                if page.locator(f'[id="{fragment}"]').count() != 1:
                    problems.append(f"missing anchor {target}#{fragment}")
        finally:
            browser.close()
    assert problems == []


def test_report_root_causes_unfold_in_the_browser(chromium: str, chromium_args: list[str], tmp_path: Path) -> None:
    """``revgen changelog --format html``: each root cause's operations are folded in <details> and
    unfold on a click (the shared error schema of tests/rules/edits reaches four operations)."""
    sync_api = pytest.importorskip("playwright.sync_api")
    from generator.rules.engine import compute_changes
    from generator.load import load_spec
    from generator.reports import ReportOptions, render_report

    edits = Path(__file__).resolve().parent.parent / "rules" / "edits"
    changes = compute_changes(load_spec(str(edits / "base.yaml")), load_spec(str(edits / "revision.yaml")))
    page_file = tmp_path / "changelog.html"
    page_file.write_text(render_report("html", changes, ReportOptions(base="base.yaml", revision="revision.yaml")))
    with sync_api.sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=chromium, args=chromium_args)
        try:
            page = browser.new_page()
            errors: list[str] = []
            page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
            page.goto(page_file.as_uri())
            cause = page.locator("li[id^='rc-']").filter(has_text="400, 404, 500 became nullable")
            assert cause.count() == 1
            summary = cause.locator("details > summary")
            assert summary.inner_text() == "in 4 operations"
            items = cause.locator("details li")
            assert items.count() == 4 and not items.first.is_visible()
            summary.click()
            assert items.first.is_visible()
            assert [t.strip() for t in items.all_inner_texts()] == [
                "GET /pets 400, 500", "POST /pets 400", "GET /pets/{petId} 404, 500", "PUT /pets/{petId} 404",
            ]
            assert errors == []
        finally:
            browser.close()


def test_revision_page_root_causes_unfold(chromium: str, chromium_args: list[str], site: tuple[str, Path]) -> None:
    """A revision page lists one item per root cause; the shop's shared ItemStatus enum edit reaches
    three operations, listed (with links to their pages) once its <details> is opened."""
    sync_api = pytest.importorskip("playwright.sync_api")
    base, _root = site
    with sync_api.sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=chromium, args=chromium_args)
        try:
            page = browser.new_page()
            page.goto(urljoin(base, "revisions/c3d4e5f6a7b8.html"))
            causes = page.locator("section.root-causes li.change")
            assert causes.count() == 2
            shared = causes.filter(has_text="ITEM_STATUS_ARCHIVED")
            summary = shared.locator("details > summary")
            assert summary.inner_text() == "in 3 operations"
            links = shared.locator("details li a")
            assert not links.first.is_visible()
            summary.click()
            assert links.first.is_visible()
            assert links.all_inner_texts() == ["GET /items", "POST /items", "GET /items/{item_id}"]
            # an operation page's "See the full diff" lands on the operation's index entry, whose links
            # lead back to the root causes
            page.goto(urljoin(base, "revisions/c3d4e5f6a7b8.html#op-get-item"))
            ref = page.locator("#op-get-item a.cause-ref")
            assert ref.count() == 1
            ref.click()
            assert page.url.endswith("#" + (shared.get_attribute("id") or "missing"))
        finally:
            browser.close()
