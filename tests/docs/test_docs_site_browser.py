"""The docs site as a reader meets it, in a real headless browser (Debian's chromium driven by Playwright).

A history written here is hostile: ``<script>``, ``onerror=`` and ``javascript:`` links in the title,
descriptions, tags, names and examples, and a path far wider than a phone. Its pages must run no
script of the spec's, its descriptions are rendered Markdown (links, code, line breaks; no tag shown
as text), no page is wider than a 390 px screen, and axe-core finds no serious or critical violation.
The shop fixture's site is searched over http (a result links the operation page; a word on no page
finds nothing) and over file:// (the page says how to serve it); dark mode follows the system and the
toggle; the sample tabs switch and the copy buttons copy.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from generator.history import build_history
from generator.load.revisions import list_revisions
from generator.output import write_tree
from generator.targets.docs import generate_docs

SHOP = Path(__file__).resolve().parent / "fixtures" / "shop"
PWN = "window.__pwned"
LONG = "/" + "/".join(["an-extremely-long-path-segment-that-never-breaks-by-itself"] * 3) + "/{resource_identifier_value}"


def _hostile_spec(extra_enum: bool) -> dict[str, Any]:
    script = f"<script>{PWN} = 'script'</script>"
    img = f"<img src=x onerror=\"{PWN} = 'img'\">"
    link = f"[click me](javascript:{PWN}='link')"
    raw_a = f"<a href=\"javascript:{PWN}='a'\" onclick=\"{PWN}='click'\">raw link</a>"
    svg = f"<svg onload=\"{PWN}='svg'\"></svg>"
    status = ["ready", "<img src=x onerror=\"window.__pwned='enum'\">"] + (["stopped<script>window.__pwned='e2'</script>"] if extra_enum else [])
    return {
        "openapi": "3.1.0",
        "info": {"title": f"Hostile {script} API", "version": f"1.0{img}", "description": f"Home {script}{img}\n\n{link} {raw_a}"},
        "servers": [{"url": "https://api.example.com/v1"}],
        "tags": [{"name": f"Things<b onmouseover=\"{PWN}='tag'\">!</b>"}],
        "paths": {
            LONG: {
                "get": {
                    "operationId": "getThing",
                    "summary": f"Get a thing {script}",
                    "tags": [f"Things<b onmouseover=\"{PWN}='tag'\">!</b>"],
                    "description": f"Line one.<br> <br> [A safe link](https://example.com/docs) and `inline code` and <b>bold</b>. {script}{img}{link}{svg}{raw_a}"
                                   + " Template {{ 7 * 7 }} {% if true %}kept{% endif %} and quotes \"\"\" ''' end.",
                    "parameters": [
                        {"name": "resource_identifier_value", "in": "path", "required": True, "description": img, "schema": {"type": "string", "example": "abc"}},
                        {"name": "q", "in": "query", "description": f"Query {link}", "schema": {"type": "string", "example": f"</script>{script}"}},
                        # a value removed from a deepObject's enum: the longest check ids must wrap too
                        {"name": "filter", "in": "query", "style": "deepObject", "schema": {"type": "object", "properties": {
                            "kind": {"type": "string", "enum": ["a"] if extra_enum else ["a", "b"]}}}},
                    ],
                    "responses": {
                        "200": {
                            "description": raw_a,
                            "content": {"application/json": {"schema": {
                                "type": "object",
                                "properties": {
                                    "status": {"type": "string", "enum": status, "description": svg},
                                    f"na<img src=x onerror=\"{PWN}='prop'\">me": {"type": "string", "description": link},
                                    "x y": {"type": "string", "description": 'Stops at "</s>", a tag closing nothing.'},
                                },
                            }}},
                        },
                        "206": {"description": "Part", "content": {"application/json": {"schema": {"type": "object", "properties": {
                            "x y": {"type": "string"}, "node": {"$ref": "#/components/schemas/Node"}}}}}},
                        "400": {"description": f"Bad {img}", "content": {"application/json": {"schema": {"type": "object", "properties": {"error": {"type": "string"}}}}}},
                        "404": {"description": "Missing", "content": {"application/json": {"schema": {"type": "object", "properties": {"error": {"type": "string"}}}}}},
                    },
                }
            }
        },
        "components": {"schemas": {"Node": {  # a cycle: a node holds nodes, and a description that is template code
            "type": "object", "description": "{{ config }} {%- raw %}",
            "properties": {"children": {"type": "array", "items": {"$ref": "#/components/schemas/Node"}}, "parent": {"$ref": "#/components/schemas/Node"}},
        }}},
    }


@pytest.fixture(scope="module")
def hostile(tmp_path_factory: pytest.TempPathFactory, static_server: Any) -> Iterator[tuple[str, Path]]:
    source = tmp_path_factory.mktemp("hostile-spec")
    (source / "001_2025-01-01_aaaaaaa.yaml").write_text(json.dumps(_hostile_spec(False)))
    (source / "002_2025-02-01_bbbbbbb.yaml").write_text(json.dumps(_hostile_spec(True)))
    root = tmp_path_factory.mktemp("hostile-site") / "docs"
    write_tree(root, generate_docs(build_history(list_revisions(str(source))), fmt="html"))
    with static_server(root) as base:
        yield base, root


@pytest.fixture(scope="module")
def shop(tmp_path_factory: pytest.TempPathFactory, static_server: Any) -> Iterator[tuple[str, Path]]:
    root = tmp_path_factory.mktemp("shop-site") / "docs"
    write_tree(root, generate_docs(build_history(list_revisions(str(SHOP))), fmt="html"))
    with static_server(root) as base:
        yield base, root


@pytest.fixture
def browser(chromium: str, chromium_args: list[str]) -> Iterator[Any]:
    sync_api = pytest.importorskip("playwright.sync_api")
    with sync_api.sync_playwright() as pw:
        launched = pw.chromium.launch(executable_path=chromium, args=chromium_args)
        try:
            yield launched
        finally:
            launched.close()


def _pages(root: Path) -> list[str]:
    return sorted(str(p.relative_to(root)) for p in root.rglob("*.html") if not str(p.relative_to(root)).startswith("pagefind/"))


def _operation(root: Path) -> str:
    return next(p for p in _pages(root) if p.startswith("operations/"))


def _revision(root: Path) -> str:
    return next(p for p in _pages(root) if p.startswith("revisions/") and not p.endswith("index.html") and "aaaaaaa" not in p
                and "a1b2c3d4e5f6" not in p)


def test_no_script_from_a_hostile_spec_runs(browser: Any, hostile: tuple[str, Path]) -> None:
    base, root = hostile
    page = browser.new_page()
    dialogs: list[str] = []
    page.on("dialog", lambda d: (dialogs.append(d.message), d.dismiss()))
    for rel in _pages(root):
        page.goto(base + rel, wait_until="load")
        for link in page.locator("main a").all():  # a javascript: link would run when followed
            if link.is_visible():
                href = link.get_attribute("href") or ""
                assert not href.strip().lower().startswith(("javascript:", "data:", "vbscript:")), (rel, href)
        found = page.evaluate("""() => ({
            pwned: window.__pwned === undefined ? null : String(window.__pwned),
            handlers: [...document.querySelectorAll('*')].flatMap(e => [...e.attributes].filter(a => /^on/i.test(a.name)).map(a => e.tagName + ' ' + a.name)),
            scripts: [...document.scripts].map(s => s.getAttribute('src') || 'inline: ' + s.textContent.slice(0, 40)),
            frames: document.querySelectorAll('iframe, object, embed, img, svg:not(.chart-svg)').length,
        })""")
        assert found["pwned"] is None, (rel, found["pwned"])
        assert found["handlers"] == [], rel
        assert all(s.endswith(("assets/site.js", "assets/search.js")) for s in found["scripts"]), (rel, found["scripts"])
        assert found["frames"] == 0, rel
    assert dialogs == []


def test_descriptions_are_rendered_markdown(browser: Any, hostile: tuple[str, Path]) -> None:
    base, root = hostile
    page = browser.new_page()
    page.goto(base + _operation(root))
    description = page.locator("article .description")
    assert description.locator('a[href="https://example.com/docs"]').inner_text() == "A safe link"
    assert description.locator("code").inner_text() == "inline code"
    assert description.locator("b").inner_text() == "bold"
    assert description.locator("br").count() == 2
    text = description.inner_text()
    assert "<" not in text and "`" not in text and "](" not in text.replace("[click me](javascript:", ""), text
    assert "raw link" in text  # an unsafe link keeps its words, not its URL
    assert 'Stops at "</s>", a tag closing nothing.' in page.locator("li#response\\.x_y").inner_text()
    assert 'Template {{ 7 * 7 }} {% if true %}kept{% endif %} and quotes """ \'\'\' end.' in text  # spec text is data, never template code
    node = page.locator("li#response-206\\.node")  # a cyclic schema: shown, its cycle cut
    assert "{{ config }} {%- raw %}" in (node.text_content() or "")
    assert node.locator("li#response-206\\.node\\.parent").count() == 1 and node.locator("li li li").count() == 0
    assert page.locator("h1").inner_text() == "Get a thing"  # the script is gone, with its text


def test_permalinks_are_unique_and_land(browser: Any, hostile: tuple[str, Path]) -> None:
    """Every heading, parameter and property has an id (unique, no blank in it) and its anchor link
    lands on it, a second success response's properties included."""
    base, root = hostile
    page = browser.new_page()
    page.goto(base + _operation(root))
    found = page.evaluate("""() => {
        const ids = [...document.querySelectorAll('[id]')].map(e => e.id);
        const anchors = [...document.querySelectorAll('a.anchor')].map(a => a.getAttribute('href'));
        return {dup: ids.filter((x, i) => ids.indexOf(x) !== i), blank: ids.filter(x => /\\s/.test(x) || !x),
                lost: anchors.filter(h => !document.getElementById(decodeURIComponent(h.slice(1)))), anchors: anchors};
    }""")
    assert found["dup"] == [] and found["blank"] == [] and found["lost"] == []
    assert {"#query.q", "#response.status", "#response.x_y", "#response-206.x_y", "#code-samples"} <= set(found["anchors"])


@pytest.mark.parametrize("width", [390, 1280])
def test_no_page_is_wider_than_the_screen(browser: Any, hostile: tuple[str, Path], shop: tuple[str, Path], width: int) -> None:
    page = browser.new_page(viewport={"width": width, "height": 800})
    for base, root in (hostile, shop):
        for rel in ("index.html", _operation(root), _revision(root), "revisions/index.html", "search.html"):
            page.goto(base + rel)
            page.evaluate("document.querySelectorAll('details').forEach(d => { d.open = true; })")  # folded text too
            wide = page.evaluate("document.documentElement.scrollWidth")
            assert wide <= width, f"{rel} is {wide} px wide at {width} px"


def test_narrow_screen_sidebar_is_a_menu(browser: Any, shop: tuple[str, Path]) -> None:
    base, _root = shop
    page = browser.new_page(viewport={"width": 390, "height": 800})
    page.goto(base + "operations/get-item.html")
    sidebar = page.locator("#sidebar")
    menu = page.locator("button.menu-toggle")
    assert menu.is_visible() and not sidebar.is_visible()
    menu.click()
    assert sidebar.is_visible() and menu.get_attribute("aria-expanded") == "true"
    current = sidebar.locator("a[aria-current=page]")
    assert current.count() == 1 and "Get an item" in current.inner_text()
    wide = browser.new_page(viewport={"width": 1280, "height": 800})
    wide.goto(base + "operations/get-item.html")
    assert wide.locator("#sidebar").is_visible() and not wide.locator("button.menu-toggle").is_visible()
    assert wide.locator("#sidebar details.nav-group summary").first.inner_text() == "Items"


def test_revisions_list_reads_on_a_phone(browser: Any, shop: tuple[str, Path]) -> None:
    """At 390 px no date, revision id or level count is broken across lines (a table squeezed them to
    two letters a line)."""
    base, _root = shop
    page = browser.new_page(viewport={"width": 390, "height": 800})
    page.goto(base + "revisions/index.html")
    broken = page.evaluate("""() => [...document.querySelectorAll('table.revisions time, table.revisions code, table.revisions td:nth-child(3)')]
        .filter(e => e.getClientRects().length > 1 || e.getBoundingClientRect().height > 2 * parseFloat(getComputedStyle(e).lineHeight))
        .map(e => e.textContent)""")
    assert broken == []


def _search(page: Any, url: str) -> list[str]:
    page.goto(url)
    page.wait_for_selector("#search[data-state=done]", timeout=20000)
    return [a.get_attribute("href") for a in page.locator("#search .result-link").all()]


def test_search_finds_an_operation_over_http(browser: Any, shop: tuple[str, Path]) -> None:
    base, _root = shop
    page = browser.new_page()
    problems: list[str] = []
    page.on("console", lambda m: problems.append(m.text) if m.type == "error" else None)
    page.on("pageerror", lambda e: problems.append(str(e)))
    page.goto(base + "revisions/index.html")  # the box in the header of every page
    page.fill("header form.search input[name=q]", "delete")
    page.press("header form.search input[name=q]", "Enter")
    page.wait_for_url("**/search.html?q=delete")
    page.wait_for_selector("#search[data-state=done]", timeout=20000)
    links = [a.get_attribute("href") for a in page.locator("#search .result-link").all()]
    assert links and links[0].endswith("/operations/delete-item.html")
    page.locator("#search .result-link").first.click()
    page.wait_for_url("**/operations/delete-item.html")
    assert _search(page, base + "search.html?q=createItem")[0].endswith("/operations/create-item.html")
    # a word on no page finds nothing (Pagefind alone answers "itemsxyz" with the pages of "items")
    for word in ("itemsxyz", "zzzqqq", "a9a9a9"):
        assert _search(page, base + "search.html?q=" + word) == [], word
        assert page.inner_text("#search .status").startswith("0 results"), word
    assert problems == []


def test_search_finds_an_operation_by_a_parameter_name(browser: Any, shop: tuple[str, Path]) -> None:
    """A parameter's name (query, path) or a request body field's finds the operations that take it,
    and only those; a word on no page still finds nothing."""
    base, _root = shop
    page = browser.new_page()
    ops = lambda query: sorted(h.rsplit("/", 1)[-1] for h in _search(page, base + "search.html?q=" + query))  # noqa: E731
    assert ops("limit") == ["list-items.html"]
    assert ops("item_id") == ["delete-item.html", "get-item.html"]
    assert ops("tags") == ["create-item.html"]  # a field of the request body
    assert ops("limitx") == [] and ops("item_idz") == []


def test_search_over_file_says_how_to_serve_the_site(browser: Any, shop: tuple[str, Path]) -> None:
    _base, root = shop
    page = browser.new_page()
    page.goto((root / "search.html").as_uri() + "?q=item")
    page.wait_for_selector("#search[data-state=unavailable]", timeout=10000)
    assert "python -m http.server" in page.inner_text("#search .status")


def test_dark_mode_follows_the_system_and_the_toggle(browser: Any, shop: tuple[str, Path]) -> None:
    base, _root = shop
    background = "getComputedStyle(document.body).backgroundColor"
    light = browser.new_page(color_scheme="light")
    light.goto(base + "index.html")
    assert light.evaluate(background) == "rgb(255, 255, 255)"
    context = browser.new_context(color_scheme="dark")
    dark = context.new_page()
    dark.goto(base + "operations/get-item.html")
    assert dark.evaluate(background) == "rgb(13, 17, 23)"
    code = dark.locator(".hl .s2").first  # highlighting has its dark colours too
    assert code.evaluate("e => getComputedStyle(e).color") != light.evaluate("'x'") and code.count() == 1
    pill = "[...getComputedStyle(document.querySelector('main .method')).backgroundColor.matchAll(/\\d+/g)].reduce((a, m) => a + +m[0], 0)"
    assert dark.evaluate(pill) < 200 < light.evaluate(pill)  # the method badge is dark too, not a light pill on a dark page
    toggle = dark.locator("button.theme-toggle")
    assert toggle.get_attribute("aria-pressed") == "true"
    toggle.click()
    assert dark.evaluate(background) == "rgb(255, 255, 255)" and toggle.get_attribute("aria-pressed") == "false"
    dark.goto(base + "revisions/index.html")  # the choice is kept from page to page
    assert dark.evaluate(background) == "rgb(255, 255, 255)"
    context.close()


def test_sample_tabs_and_copy_buttons(browser: Any, shop: tuple[str, Path]) -> None:
    base, _root = shop
    context = browser.new_context()
    context.grant_permissions(["clipboard-read", "clipboard-write"], origin=base.rstrip("/"))
    page = context.new_page()
    page.goto(base + "operations/create-item.html")
    tabs = page.locator(".samples [role=tab]")
    assert tabs.all_inner_texts() == ["cURL", "Python", "JavaScript", "PHP", "Go", "Java", "Ruby", "Python SDK"]
    panels = page.locator(".samples [role=tabpanel]")
    assert [p.is_visible() for p in panels.all()] == [True] + [False] * 7
    page.click(".samples [role=tab]:text-is('Go')")
    assert page.locator("#sample-go").is_visible() and not page.locator("#sample-curl").is_visible()
    assert page.locator("#tab-go").get_attribute("aria-selected") == "true"
    page.keyboard.press("ArrowRight")
    assert page.locator("#sample-java").is_visible()
    page.click("#tab-python-sdk")
    sdk = page.locator("#sample-python-sdk pre").inner_text()
    assert "client = Client()" in sdk and "client.items.create(" in sdk
    assert page.locator("#sample-python-sdk pre .kn").count() >= 2  # highlighted in the page itself
    page.locator("#sample-python-sdk button.copy").click()
    assert page.evaluate("navigator.clipboard.readText()") == sdk
    assert page.locator("#sample-python-sdk button.copy").inner_text() == "Copied"
    assert page.locator("button.copy:visible").count() >= 1
    context.close()


@pytest.mark.parametrize("width", [390, 1280])
def test_copy_buttons_cover_no_code(browser: Any, shop: tuple[str, Path], width: int) -> None:
    """Every code block's copy button (each sample tab selected in turn) stays clear of the code's
    text, a first line longer than the block included."""
    base, _root = shop
    page = browser.new_page(viewport={"width": width, "height": 800})
    page.goto(base + "operations/create-item.html")
    covering = """() => [...document.querySelectorAll('.code')].filter(c => c.offsetParent).map(c => {
        const b = c.querySelector('button.copy').getBoundingClientRect(), pre = c.querySelector('pre');
        const text = document.createRange(); text.selectNodeContents(pre);
        const hit = [...text.getClientRects()].filter(t => t.width > 0 && t.right > b.left && t.left < b.right && t.bottom > b.top && t.top < b.bottom);
        return {id: c.closest('[id]').id, hit: hit.length, long: pre.scrollWidth > pre.clientWidth, shown: b.width > 0};
    })"""
    seen = page.evaluate(covering)
    for tab in page.locator(".samples [role=tab]").all():
        tab.click()
        seen += page.evaluate(covering)
    assert seen and all(c["shown"] for c in seen)
    assert [c for c in seen if c["hit"]] == []
    if width == 390:
        assert any(c["long"] for c in seen)  # a first line runs past the block's edge, under where the button was


def test_a_link_to_a_sample_selects_its_tab(browser: Any, shop: tuple[str, Path]) -> None:
    base, _root = shop
    page = browser.new_page()
    page.goto(base + "operations/create-item.html#sample-go")
    assert page.locator("#sample-go").is_visible() and not page.locator("#sample-curl").is_visible()
    assert page.locator("#tab-go").get_attribute("aria-selected") == "true"
    page.goto(base + "operations/create-item.html#sample-ruby")  # a link followed on the same page
    assert page.locator("#sample-ruby").is_visible() and not page.locator("#sample-go").is_visible()


def test_pages_read_without_script(browser: Any, shop: tuple[str, Path]) -> None:
    """Without JavaScript every sample is shown, highlighted, under its own heading."""
    base, _root = shop
    context = browser.new_context(java_script_enabled=False)
    page = context.new_page()
    page.goto(base + "operations/create-item.html")
    assert all(p.is_visible() for p in page.locator(".samples [role=tabpanel]").all())
    assert page.locator(".samples h3.tab-title").count() == 8 and page.locator(".samples .hl .s2").count() > 0
    context.close()


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_axe_finds_no_serious_violation(browser: Any, axe_js: str, shop: tuple[str, Path], hostile: tuple[str, Path], scheme: str) -> None:
    page = browser.new_page(color_scheme=scheme)
    found: dict[str, list[str]] = {}
    for base, root in (shop, hostile):
        for rel in ("index.html", _operation(root), _revision(root), "revisions/index.html", "search.html?q=item"):
            page.goto(base + rel)
            if rel.startswith("search"):
                page.wait_for_selector("#search[data-state=done]", timeout=20000)
            page.evaluate(axe_js)
            result = page.evaluate("async () => (await axe.run(document, {resultTypes: ['violations']})).violations"
                                   ".map(v => ({id: v.id, impact: v.impact, n: v.nodes.length}))")
            bad = [f"{v['id']} ({v['impact']}, {v['n']})" for v in result if v["impact"] in ("serious", "critical")]
            if bad:
                found[rel] = bad
    assert found == {}


def test_html_report_dark_mode_and_switch(browser: Any, tmp_path: Path) -> None:
    """``revgen changelog --format html`` follows the system's scheme, and its switch (CSS alone) turns the other on."""
    from generator.load import load_spec
    from generator.reports import ReportOptions, render_report
    from generator.rules.engine import compute_changes

    edits = Path(__file__).resolve().parent.parent / "rules" / "edits"
    changes = compute_changes(load_spec(str(edits / "base.yaml")), load_spec(str(edits / "revision.yaml")))
    report = tmp_path / "changelog.html"
    report.write_text(render_report("html", changes, ReportOptions(base="base.yaml", revision="revision.yaml")))
    background = "getComputedStyle(document.body).backgroundColor"
    for scheme, first, second in (("dark", "rgb(13, 17, 23)", "rgb(255, 255, 255)"), ("light", "rgb(255, 255, 255)", "rgb(13, 17, 23)")):
        page = browser.new_page(color_scheme=scheme)
        page.goto(report.as_uri())
        assert page.evaluate(background) == first
        page.click("label[for=theme-switch]")
        assert page.evaluate(background) == second
        assert page.evaluate("document.scripts.length") == 0


def test_history_html_report_fits_a_phone_and_follows_the_scheme(browser: Any, axe_js: str, tmp_path: Path) -> None:
    """``revgen history --format html`` on the hostile history: no wider than 390 px (its long path
    wraps), dark with the system or the switch, and no serious or critical axe-core violation."""
    from generator.targets.docs_report import render_history

    source = tmp_path / "spec"
    source.mkdir()
    (source / "001_2025-01-01_aaaaaaa.yaml").write_text(json.dumps(_hostile_spec(False)))
    (source / "002_2025-02-01_bbbbbbb.yaml").write_text(json.dumps(_hostile_spec(True)))
    report = tmp_path / "history.html"
    report.write_text(render_history(build_history(list_revisions(str(source))), "html"))
    background = "getComputedStyle(document.body).backgroundColor"
    for scheme, first, second in (("dark", "rgb(13, 17, 23)", "rgb(255, 255, 255)"), ("light", "rgb(255, 255, 255)", "rgb(13, 17, 23)")):
        page = browser.new_page(color_scheme=scheme, viewport={"width": 390, "height": 800})
        page.goto(report.as_uri())
        assert page.evaluate("document.documentElement.scrollWidth") <= 390
        page.evaluate(axe_js)
        bad = page.evaluate("async () => (await axe.run(document, {resultTypes: ['violations']})).violations"
                            ".filter(v => ['serious', 'critical'].includes(v.impact)).map(v => v.id)")
        assert bad == [], scheme
        assert page.evaluate(background) == first
        page.click("label[for=theme-switch]")
        assert page.evaluate(background) == second
        assert page.evaluate("window.__pwned === undefined")
