"""The fleet site in a real headless browser (Debian's chromium driven by Playwright, served on 127.0.0.1).

Search finds an operation by its name through the Pagefind index and leads to the API's own page; a
change text is found too and leads to the endpoint's anchor on its revision page; the fleet pages load
with no console error or failed request, and a column header sorts the index (a plain link).
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
    with static_server(out) as base:
        yield base


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
    link = page.locator(".pagefind-ui__result-link").first
    link.wait_for(timeout=20000)
    assert "Adopt a pet" in link.inner_text()
    assert link.get_attribute("href").endswith("/apis/pets/operations/adopt-pet.html")
    link.click()
    page.wait_for_url("**/apis/pets/operations/adopt-pet.html")
    assert "/pets/{petId}/adopt" in page.inner_text("h1 ~ *, body") and page.title().startswith("Adopt a pet")

    page.goto(served + "search.html?q=deprecated")
    hits = page.locator(".pagefind-ui__result-link")
    hits.first.wait_for(timeout=20000)
    hrefs = [page.locator(".pagefind-ui__result-link").nth(i).get_attribute("href") for i in range(hits.count())]
    assert any(h.endswith("/apis/billing/revisions/b2000000bbbb.html") for h in hrefs), hrefs


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
