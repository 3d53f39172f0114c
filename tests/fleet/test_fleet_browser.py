"""The fleet site in a real headless browser (Debian's chromium driven by Playwright, served on 127.0.0.1).

Search finds an operation by its name through the Pagefind index and leads to the API's own page; a
change text is found too and leads to the endpoint's anchor on its revision page; the index split into
shards (the default) finds exactly what one bundle finds, without another shard's prefix fallback
("adopt" answered with the weather API's "a"); the fleet pages load with no console error or failed
request, and a column header sorts the index (a plain link).
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
