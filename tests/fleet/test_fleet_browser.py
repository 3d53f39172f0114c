"""The fleet site in a real headless browser (Debian's chromium driven by Playwright, served on 127.0.0.1).

Search finds an operation by its name through the Pagefind index and leads to the API's own page; a
change text is found too and leads to the endpoint's anchor on its revision page; the index split into
shards (the default) finds exactly what one bundle finds, without another shard's prefix fallback
("adopt" answered with the weather API's "a"); the fleet pages load with no console error or failed
request, and a column header sorts the index (a plain link); a parameter's name finds its operation;
the index reflows on a phone (no box of its own to scroll) and axe-core finds no serious or critical
violation on the fleet's pages.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from fleet_helpers import FLEET
from generator.fleet import FleetOptions, build_fleet


@pytest.fixture(scope="module")
def served(tmp_path_factory: pytest.TempPathFactory, static_server: Any) -> Iterator[str]:
    out = tmp_path_factory.mktemp("browser") / "site"
    build_fleet(str(FLEET), FleetOptions(output=str(out), jobs=1))
    assert len([p for p in (out / "pagefind").iterdir() if p.name.isdigit()]) == 3  # three shards by default
    with static_server(out) as base:
        yield base


@pytest.fixture(scope="module")
def served_one_bundle(tmp_path_factory: pytest.TempPathFactory, static_server: Any) -> Iterator[str]:
    out = tmp_path_factory.mktemp("browser-one") / "site"
    build_fleet(str(FLEET), FleetOptions(output=str(out), jobs=1, search_shards=1))
    with static_server(out) as base:
        yield base


def _results(page: Any, base: str, query: str) -> list[str]:
    """The result links the search page shows for ``query`` (paths below the site)."""
    page.goto(base + "search.html?q=" + query)
    page.wait_for_selector("#search[data-state=done]", timeout=20000)
    while page.locator("#search button.more").is_visible():
        page.click("#search button.more")
        page.wait_for_selector("#search[data-state=done]", timeout=20000)
    hrefs = [a.get_attribute("href") for a in page.locator("#search .result-link").all()]
    count = int(page.inner_text("#search .status").split()[0])
    assert len(hrefs) == count
    return [h.removeprefix("/") for h in hrefs]


@pytest.fixture
def page(chromium: str, chromium_args: list[str]) -> Iterator[Any]:
    """A browser page that records console errors, page errors and failed requests (none allowed)."""
    sync_api = pytest.importorskip("playwright.sync_api")
    problems: list[str] = []
    with sync_api.sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=chromium, args=chromium_args)
        try:
            page = browser.new_page()
            page.on("console", lambda m: problems.append(f"console {m.type}: {m.text}") if m.type == "error" else None)
            page.on("pageerror", lambda e: problems.append(f"page error {e}"))
            page.on("requestfailed", lambda r: problems.append(f"request failed {r.url}"))
            page.on("response", lambda r: problems.append(f"{r.status} {r.url}") if r.status >= 400 else None)
            yield page
        finally:
            browser.close()
    assert problems == []


def test_search_finds_an_operation_by_name(page: Any, served: str) -> None:
    page.goto(served + "index.html")
    page.fill("form.search input[name=q]", "adoptPet")
    page.click("form.search button")
    page.wait_for_url("**/search.html?q=adoptPet")
    link = page.locator("#search .result-link").first
    link.wait_for(timeout=20000)
    assert "Adopt a pet" in link.inner_text()
    assert link.get_attribute("href").endswith("/apis/pets/operations/adopt-pet.html")
    link.click()
    page.wait_for_url("**/apis/pets/operations/adopt-pet.html")
    assert "/pets/{petId}/adopt" in page.inner_text("h1 ~ *, body") and page.title().startswith("Adopt a pet")

    page.goto(served + "search.html?q=deprecated")
    hits = page.locator("#search .result-link")
    hits.first.wait_for(timeout=20000)
    hrefs = [hits.nth(i).get_attribute("href") for i in range(hits.count())]
    assert any(h.endswith("/apis/billing/revisions/b2000000bbbb.html") for h in hrefs), hrefs


def test_search_finds_an_operation_by_a_parameter_name(page: Any, served: str) -> None:
    """A query parameter's name (weather's ``units``, in no title, summary or change text of the
    operation) finds the operation that takes it."""
    assert "apis/weather/operations/get-forecast.html" in _results(page, served, "units")


def test_shards_find_what_one_bundle_finds_and_no_prefix_fallback(page: Any, served: str, served_one_bundle: str) -> None:
    adopt = _results(page, served, "adopt")
    assert adopt and all(h.startswith("apis/pets/") for h in adopt), adopt  # not weather's "a" ("Forecast for a city")
    for query in ("adopt", "adoptPet", "pets", "deprecated", "forecast", "invoice", "a", "limit%20maximum", "cityscape", "zzzz"):
        assert sorted(_results(page, served, query)) == sorted(_results(page, served_one_bundle, query)), query


def test_fleet_pages_load_and_headers_sort(page: Any, served: str) -> None:
    page.goto(served + "index.html")
    page.click("th >> text=Breaking")
    page.wait_for_url("**/index-breaking.html")
    first_api = page.locator("table.fleet tbody tr td a").first.inner_text()
    assert first_api == "pets"  # 1 breaking; ties (pets, weather) by name
    page.click("th >> text=Breaking")
    page.wait_for_url("**/index-breaking-reverse.html")
    assert page.locator("table.fleet tbody tr td a").first.inner_text() == "billing"
    page.goto(served + "recent.html")
    assert page.locator("ol.recent > li").count() == 7
    page.click("text=b2000000bbbb")
    page.wait_for_url("**/apis/billing/revisions/b2000000bbbb.html")


def test_a_word_on_no_page_finds_nothing(page: Any, served: str, served_one_bundle: str) -> None:
    """Pagefind alone answers a word no page holds with the pages of a shorter word it starts with
    ("adoptxyz" -> "adopt"); every shard lists its words, and the search page checks the query's words."""
    for base in (served, served_one_bundle):
        assert _results(page, base, "adopt")
        for query in ("adoptxyz", "cityscapes", "petsq", "zzzz"):
            assert _results(page, base, query) == [], (base, query)


def test_fleet_search_over_file_says_how_to_serve_the_site(page: Any, served: str, tmp_path_factory: pytest.TempPathFactory) -> None:
    out = tmp_path_factory.mktemp("file-search") / "site"
    build_fleet(str(FLEET), FleetOptions(output=str(out), jobs=1))
    page.goto((out / "search.html").as_uri() + "?q=adopt")
    page.wait_for_selector("#search[data-state=unavailable]", timeout=10000)
    assert "python -m http.server" in page.inner_text("#search .status")


@pytest.mark.parametrize("width", [390, 1280])
def test_fleet_pages_fit_the_screen_and_link_the_fleet(chromium: str, chromium_args: list[str], served: str, width: int) -> None:
    """No fleet page is wider than the screen, and the fleet's own pages (the index's table too) reflow
    instead of scrolling inside a box; an API's pages carry the fleet's header (index, search, recent
    changes, feed) and both follow the dark-mode toggle."""
    sync_api = pytest.importorskip("playwright.sync_api")
    with sync_api.sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=chromium, args=chromium_args)
        try:
            page = browser.new_page(viewport={"width": width, "height": 800})
            for rel in ("index.html", "recent.html", "search.html", "apis/pets/index.html", "apis/pets/operations/adopt-pet.html",
                        "apis/billing/revisions/b2000000bbbb.html"):
                page.goto(served + rel)
                wide = page.evaluate("document.documentElement.scrollWidth")
                assert wide <= width, f"{rel} is {wide} px wide at {width} px"
                wrapped = page.evaluate("""() => [...document.querySelectorAll('td, time, .day')]
                    .filter(e => !e.children.length && /^\\d{4}-\\d\\d-\\d\\d$/.test(e.textContent.trim()))
                    .filter(e => { const r = document.createRange(); r.selectNodeContents(e); return r.getClientRects().length > 1; }).length""")
                assert wrapped == 0, f"{rel}: a date is broken across lines at {width} px"
                if not rel.startswith("apis/"):  # the fleet's own pages reflow: no box of their own to scroll
                    boxes = page.evaluate("""() => [...document.querySelectorAll('main, main :not(input, button, select, textarea)')]
                        .filter(e => getComputedStyle(e).overflowX !== 'visible' || e.scrollWidth > e.clientWidth + 1)
                        .map(e => e.tagName + '.' + e.className)""")
                    assert boxes == [], f"{rel} scrolls inside {boxes} at {width} px"
            page.goto(served + "index.html")  # every sort link and every API's figures in sight, without scrolling sideways
            shown = page.evaluate("""() => [...document.querySelectorAll('table.fleet th a, table.fleet td')]
                .filter(e => { const r = e.getBoundingClientRect(); return r.width > 0 && (r.left < 0 || r.right > innerWidth); }).length""")
            assert shown == 0
            assert page.locator("table.fleet th a").all_inner_texts()[1:] == ["Version", "Revisions", "Last change", "Breaking", "Warning", "Info"]
            page.goto(served + "apis/pets/operations/adopt-pet.html")
            assert page.locator("nav.fleet-bar a.brand").count() == 1  # inside the landmark (axe: region)
            fleet = page.locator(".fleet-bar .links a")
            assert fleet.all_inner_texts() == ["APIs", "Search", "Recent changes", "Atom feed"]
            for link in fleet.all():
                assert page.request.get(page.url.rsplit("/", 1)[0] + "/" + link.get_attribute("href")).ok
            page.locator(".fleet-bar .links a", has_text="Search").click()
            page.wait_for_url("**/search.html")
            before = page.evaluate("getComputedStyle(document.body).backgroundColor")
            page.click("button.theme-toggle")
            assert page.evaluate("getComputedStyle(document.body).backgroundColor") != before
        finally:
            browser.close()


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_axe_finds_no_serious_violation_on_the_fleet_pages(chromium: str, chromium_args: list[str], axe_js: str, served: str, scheme: str) -> None:
    """axe-core finds no serious or critical violation on the fleet's own pages, at 390 and 1,280 px."""
    sync_api = pytest.importorskip("playwright.sync_api")
    found: dict[str, list[str]] = {}
    with sync_api.sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=chromium, args=chromium_args)
        try:
            for width in (390, 1280):
                page = browser.new_page(viewport={"width": width, "height": 800}, color_scheme=scheme)
                for rel in ("index.html", "index-breaking.html", "recent.html", "search.html?q=adopt"):
                    page.goto(served + rel)
                    if rel.startswith("search"):
                        page.wait_for_selector("#search[data-state=done]", timeout=20000)
                    page.evaluate(axe_js)
                    bad = page.evaluate("async () => (await axe.run(document, {resultTypes: ['violations']})).violations"
                                        ".filter(v => ['serious', 'critical'].includes(v.impact)).map(v => v.id + ' ' + v.nodes.length)")
                    if bad:
                        found[f"{rel} {width}"] = bad
        finally:
            browser.close()
    assert found == {}
