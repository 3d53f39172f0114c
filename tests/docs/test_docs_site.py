"""Docs target: pages in the seed pages' form, golden files, determinism, safety, atomic output."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from generator.history import build_history
from generator.load.revisions import list_revisions
from generator.targets.docs import generate_docs

from docs_helpers import FIXTURES, broken_links

SHOP = FIXTURES / "shop"
GOLDEN = Path(__file__).resolve().parent / "golden"


def _site(source: Path | str, fmt: str = "both", templates: str | None = None) -> dict[str, str | bytes]:
    return generate_docs(build_history(list_revisions(str(source))), fmt=fmt, templates=templates)


def _run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "generator", *args], capture_output=True, text=True, check=False)


@pytest.fixture(scope="module")
def shop_site() -> dict[str, str | bytes]:
    return _site(SHOP)


@pytest.fixture(scope="module")
def rl_site(repo_dir: Path) -> dict[str, str | bytes]:
    source = repo_dir / "specs" / "rl-model-resources"
    if not (source / "revisions.json").is_file():
        pytest.skip("the RL model-resources example history is not present")
    return _site(source)


def _section(text: str, start: str, stop: str) -> str:
    begin = text.index(start)
    end = text.index(stop, begin + len(start))
    return text[begin:end].strip()


def test_golden_shop_site(shop_site: dict[str, str | bytes], golden) -> None:  # type: ignore[no-untyped-def]
    # Pagefind's own files (its script, WebAssembly, hashed index names) are its to change; the words are ours
    ours = {k: v for k, v in shop_site.items() if not k.startswith("pagefind/") or k == "pagefind/words.txt"}
    assert "pagefind/pagefind.js" in shop_site and "pagefind/pagefind-entry.json" in shop_site
    golden.tree(GOLDEN / "shop", ours)


def test_seed_001_markdown_page(rl_site: dict[str, str | bytes], shared_dir: Path) -> None:
    """The stop operation's page reproduces seed 001: request, parameters, response tree and ## Changes."""
    seed = next((shared_dir / "seeds").glob("001_*.txt")).read_text()
    page = str(rl_site["operations/stop-model-resources.md"])
    head = seed[: seed.index("## Changes")].strip()
    assert page.startswith(head + "\n")
    assert _section(seed, "## Changes", "[Operation history]") == _section(page, "## Changes", "\n---\n")


def test_seed_000_html_page(rl_site: dict[str, str | bytes]) -> None:
    """The get operation's HTML page has seed 000's content: counts, marks, ids, the diff links."""
    page = str(rl_site["operations/get-model-resources.html"])
    revisions = len([k for k in rl_site if k.startswith("revisions/") and k.endswith(".html")]) - 1
    assert f"revisions of this API." in page and f"of the {revisions} revisions of this API." in page
    assert "Gets a model resource by its ID" in page
    assert "model_resources_id" in page and "ID of the model resource" in page
    assert "response-property-enum-value-added" in page and "response-required-property-added" in page
    assert "<span class=\"mark\" title=\"breaking\">●</span>" in page  # enum value added: breaking since oasdiff 1.39
    assert "<span class=\"mark\" title=\"info\">○</span>" in page
    assert "See the full diff" in page
    assert "This revision also has 2 changes that name no endpoint, such as unreferenced schemas being removed." in page
    assert "Example response" in page and "&#34;id&#34;" in page


def test_every_operation_in_llms_txt(shop_site: dict[str, str | bytes]) -> None:
    llms = str(shop_site["llms.txt"])
    pages = sorted(k for k in shop_site if k.startswith("operations/") and k.endswith(".md"))
    assert len(pages) == 4
    for page in pages:
        assert f"]({page})" in llms
    assert llms.startswith("# Shop API\n\n> ")


def test_internal_links_resolve(shop_site: dict[str, str | bytes]) -> None:
    assert broken_links(shop_site) == []


def test_revision_page_lists_changes_without_endpoint(shop_site: dict[str, str | bytes]) -> None:
    page = str(shop_site["revisions/b2c3d4e5f6a7.md"])
    assert "## Changes that name no endpoint" in page
    assert "the schema `OldThing` was removed from the components" in page
    html = str(shop_site["revisions/b2c3d4e5f6a7.html"])
    assert 'id="no-endpoint"' in html


def test_chart_svg(shop_site: dict[str, str | bytes]) -> None:
    svg = str(shop_site["chart.svg"])
    assert svg.startswith("<svg") and svg.count('class="bar"') == 3
    assert 'fill="#c62828"' in svg  # the breaking segment of the newest revision
    assert "<svg" in str(shop_site["index.html"])


def test_formats(tmp_path: Path) -> None:
    md = _site(SHOP, "markdown")
    html = _site(SHOP, "html")
    assert not any(k.endswith(".html") for k in md) and "operations/get-item.md" in md
    assert not any(k.endswith(".md") for k in html) and "operations/get-item.html" in html
    assert "llms.txt" in md and "llms.txt" in html
    assert "(operations/get-item.html)" in str(html["llms.txt"])


def test_deterministic_across_runs_and_caches(tmp_path: Path) -> None:
    out1, out2 = tmp_path / "a", tmp_path / "b"
    assert _run("docs", str(SHOP), "-o", str(out1), "--cache-dir", str(tmp_path / "c"), "-q").returncode == 0
    # second run: warm cache, other folder
    assert _run("docs", str(SHOP), "-o", str(out2), "--cache-dir", str(tmp_path / "c"), "-q").returncode == 0
    files1 = {str(p.relative_to(out1)): p.read_bytes() for p in out1.rglob("*") if p.is_file()}
    files2 = {str(p.relative_to(out2)): p.read_bytes() for p in out2.rglob("*") if p.is_file()}
    assert files1 == files2
    assert not any(str(tmp_path).encode() in data for data in files1.values())  # no absolute paths


def test_failed_run_leaves_previous_output(tmp_path: Path) -> None:
    out = tmp_path / "docs"
    assert _run("docs", str(SHOP), "-o", str(out), "--no-cache", "-q").returncode == 0
    before = {str(p.relative_to(out)): p.read_bytes() for p in out.rglob("*") if p.is_file()}
    bad = tmp_path / "bad"
    bad.mkdir()
    (bad / "2025-01-01_x.yaml").write_text("openapi: 3.1.0\ninfo: {title: t, version: '1'\n")
    result = _run("docs", str(bad), "-o", str(out), "--no-cache")
    assert result.returncode == 2 and "Traceback" not in result.stderr
    after = {str(p.relative_to(out)): p.read_bytes() for p in out.rglob("*") if p.is_file()}
    assert after == before


def test_templates_override_one_file(tmp_path: Path) -> None:
    override = tmp_path / "tpl" / "docs"
    override.mkdir(parents=True)
    (override / "llms.txt.jinja").write_text("custom {{ site.operations | length }} operations\n")
    site = _site(SHOP, templates=str(tmp_path / "tpl"))
    assert site["llms.txt"] == "custom 4 operations\n"
    assert "## Changes" in str(site["operations/get-item.md"])  # the other templates are the built-ins


HOSTILE = """\
openapi: 3.0.3
info:
  title: 'Evil "API" {{ 7*7 }} </title><script>alert(1)</script>'
  version: '1'
servers:
  - url: https://api.example.com
paths:
  /things/{id}:
    post:
      operationId: ../../x
      summary: 'Make <b>things</b> {% raw %} TQ'
      description: 'Ends a docstring TQ and a template {{ config }} {%- if x %}'
      parameters:
        - name: id
          in: path
          required: true
          schema: {type: string}
      requestBody:
        content:
          application/json:
            schema:
              $ref: '#/components/schemas/Node'
      responses:
        '200':
          description: '</code></pre><script>alert(2)</script>'
          content:
            application/json:
              schema:
                $ref: '#/components/schemas/Node'
  /other:
    get:
      operationId: ../../x
      responses:
        '204':
          description: empty
components:
  schemas:
    Node:
      type: object
      description: '<img src=x onerror=alert(3)>'
      properties:
        next:
          $ref: '#/components/schemas/Node'
        "quote\\"d":
          type: string
webhooks:
  '</p><script>alert(4)</script>{{ config }} TQ/../x':
    post:
      requestBody:
        content:
          application/json:
            schema:
              $ref: '#/components/schemas/Node'
      responses:
        '200':
          description: ok
""".replace("TQ", '"' * 3)


def test_hostile_spec_stays_inside_output_and_is_escaped(tmp_path: Path) -> None:
    spec = tmp_path / "evil.yaml"
    spec.write_text(HOSTILE)
    out = tmp_path / "out" / "docs"
    result = _run("docs", str(spec), "-o", str(out), "--no-cache", "-q")
    assert result.returncode == 0, result.stderr
    written = sorted(str(p.relative_to(tmp_path)) for p in tmp_path.rglob("*") if p.is_file())
    assert all(name.startswith("out/docs/") or name == "evil.yaml" for name in written), written
    assert (out / "operations" / "x.md").is_file() and (out / "operations" / "x-2.md").is_file()
    for page in out.rglob("*.html"):
        text = page.read_text()
        assert "<script>" not in text and "<img src=x" not in text, page
    md = (out / "operations" / "x-2.md").read_text()  # operations in path order: /other, then /things/{id}
    assert 'title: "Make <b>things</b> {% raw %} \\"\\"\\""' in md  # front matter value stays one JSON string
    assert "{{ config }}" in md  # spec text is data, never template code
    hooks = sorted(p.name for p in (out / "operations").glob("webhook-*.md"))
    assert hooks == ["webhook-p-script-alert-4-script-config-.-x-post.md"], hooks  # a safe name, inside its folder
    assert '# `</p><script>alert(4)</script>{{ config }} """/../x`' in (out / "operations" / hooks[0]).read_text()


def test_undated_files_without_manifest(tmp_path: Path) -> None:
    """Two plain spec files (no manifest, no dates, no servers, no tags, no security) still make a site."""
    a, b = tmp_path / "a.json", tmp_path / "b.json"
    op = {"get": {"responses": {"200": {"description": "ok", "content": {"text/plain": {"schema": {"type": "string"}}}}}}}
    a.write_text(json.dumps({"openapi": "3.0.3", "info": {"title": "Plain", "version": "1"}, "paths": {"/a": op}}))
    b.write_text(json.dumps({"openapi": "3.0.3", "info": {"title": "Plain", "version": "2"}, "paths": {"/a": op, "/b/{id}": op}}))
    site = _site_files([str(a), str(b)])
    page = str(site["operations/get-b-id.md"])
    assert "- Base URL: `http://localhost`" in page and "- Auth: none" in page
    assert "**undated** `" in page and "  - endpoint added" in page
    assert broken_links(site) == []
    assert "## Other" in str(site["index.md"])  # untagged operations


def _site_files(files: list[str]) -> dict[str, str | bytes]:
    return generate_docs(build_history(list_revisions(files)))


def test_refuses_to_replace_a_foreign_folder(tmp_path: Path) -> None:
    precious = tmp_path / "home"
    precious.mkdir()
    (precious / "notes.txt").write_text("keep me")
    result = _run("docs", str(SHOP), "-o", str(precious), "--no-cache")
    assert result.returncode == 2 and "not written by revgen" in result.stderr
    assert sorted(p.name for p in precious.iterdir()) == ["notes.txt"]


def test_pages_made_by_workers_are_the_same_files_in_the_same_order(shop_site: dict[str, str | bytes]) -> None:
    """The pieces of work rendered on the worker pool give exactly the files of one process, in its order."""
    from generator.targets.docs import iter_docs

    history = build_history(list_revisions(str(SHOP)))
    alone = list(iter_docs(history, jobs=1))
    assert list(iter_docs(history, jobs=2)) == alone
    assert dict(alone) == shop_site


def test_same_site_whatever_the_number_of_processes(tmp_path: Path) -> None:
    trees = []
    for jobs in ("1", "3"):
        out = tmp_path / f"j{jobs}"
        result = _run("docs", str(SHOP), "-o", str(out), "--cache-dir", str(tmp_path / f"c{jobs}"), "--jobs", jobs)
        assert result.returncode == 0, result.stderr
        assert "wrote" in result.stderr and "operation pages" in result.stderr
        trees.append({str(p.relative_to(out)): p.read_bytes() for p in out.rglob("*") if p.is_file()})
    assert trees[0] == trees[1]
    cached = [{p.name: p.read_bytes() for p in (tmp_path / f"c{j}" / "diffs").rglob("*.json")} for j in ("1", "3")]
    assert len(cached[0]) == 2 and cached[0] == cached[1]  # the diffs a worker stored are the same entries


def test_operations_that_show_one_tree_are_one_piece_of_work() -> None:
    from generator.targets.docs import GROUP_MAX, _sharing_groups

    tree = lambda name: ("spec.yaml", f"/components/schemas/{name}", "response")  # noqa: E731
    keys = [("GET", f"/p{i}") for i in range(GROUP_MAX + 4)] + [("GET", "/alone"), ("GET", "/none")]
    uses = {k: [tree("Pet")] for k in keys[: GROUP_MAX + 4]} | {("GET", "/alone"): [tree("Other")], ("GET", "/none"): []}
    uses[("GET", "/p3")] = [tree("Body"), tree("Pet")]  # a body tree of its own, the response shared
    groups = _sharing_groups(keys, uses)
    assert sorted(k for g in groups for k in g) == sorted(keys)  # every operation once
    assert [len(g) for g in groups] == [1, GROUP_MAX, 4, 1]  # Other; Pet (16 to a piece); the one without a tree
    assert groups[0][0] == ("GET", "/alone") and groups[-1] == [("GET", "/none")]


def test_non_ascii_operation_ids_get_readable_unique_file_names(tmp_path: Path) -> None:
    """operationIds in other scripts are transliterated to readable file names (not all ``operation``),
    two that read the same get ``-2``, one of symbols only is named by its method and path; every link
    resolves and the names are the same on every run."""
    ok = {"200": {"description": "ok", "content": {"application/json": {"schema": {"type": "string"}}}}}
    ids = {"/users": "获取用户", "/users/{id}": "получитьПользователя", "/orders": "créerCommande",
           "/orders/{id}": "CréerCommande", "/stars": "✓", "/tickets": "ユーザー取得", "/zz": "ΛήψηΧρήστη"}
    paths = {path: {"get": {"operationId": op_id, "summary": op_id, "responses": ok}} for path, op_id in ids.items()}
    paths["/stars"] = {"get": {"operationId": "…", "responses": ok}}  # symbols only
    spec = {"openapi": "3.1.0", "info": {"title": "Unicode", "version": "1"}, "paths": paths}
    (tmp_path / "a.json").write_text(json.dumps(spec, ensure_ascii=False), encoding="utf-8")
    site = _site_files([str(tmp_path / "a.json")])
    pages = sorted(p for p in site if p.startswith("operations/") and p.endswith(".html"))
    assert pages == [
        "operations/creer-commande-2.html",  # CréerCommande (/orders/{id}) after créerCommande (/orders)
        "operations/creer-commande.html",
        "operations/get-stars.html",
        "operations/huo-qu-yong-hu.html",
        "operations/lipsi-christi.html",
        "operations/poluchit-polzovatelya.html",
        "operations/yuza-qu-de.html",
    ]
    assert "获取用户" in str(site["operations/huo-qu-yong-hu.html"])  # the page still shows the operationId
    assert 'href="operations/huo-qu-yong-hu.html"' in str(site["index.html"])
    assert broken_links(site) == []
    assert _site_files([str(tmp_path / "a.json")]) == site
