"""Docs target: a 3.1 webhook's operations get pages of their own (no browser needed): the payload as a
schema tree, the expected responses, example payloads, its changes (``POST webhook:NAME`` in the
history), a "Webhooks" group in the sidebar, the index and llms.txt, search records; no code samples,
no SDK call; a hostile name is escaped and makes a safe, unique file name."""

from __future__ import annotations

import json
from pathlib import Path

from generator.history import build_history
from generator.load.revisions import list_revisions
from generator.targets.docs import generate_docs

from docs_helpers import broken_links

HOSTILE = '<script>alert(1)</script>{{ 7*7 }}"""/../é'


def _spec(version: str, body: dict[str, object], extra_hook: bool) -> dict[str, object]:
    hooks: dict[str, object] = {
        "orderCreated": {"post": {
            "summary": "An order was created",
            "requestBody": {"required": True, "content": {"application/json": body}},
            "responses": {"200": {"description": "Acknowledge the event"}, "410": {"description": "Stop sending"}},
        }},
    }
    if extra_hook:
        hooks[HOSTILE] = {"post": {"responses": {"204": {"description": "ok"}}}}
    return {
        "openapi": "3.1.0", "info": {"title": "Hooks", "version": version}, "servers": [{"url": "https://api.example.com"}],
        # a path operation whose slug is the one a webhook would want: the webhook's gives way
        "paths": {"/things": {"get": {"operationId": "webhook-orderCreated-post", "responses": {"204": {"description": "none"}}}}},
        "webhooks": hooks,
    }


def _site(tmp_path: Path) -> dict[str, str | bytes]:
    old = {"schema": {"type": "object", "properties": {"id": {"type": "string"}}}}
    new = {
        "schema": {"type": "object", "required": ["id"], "properties": {
            "id": {"type": "string", "description": "The order's id"}, "total": {"type": "integer"}}},
        "examples": {"small": {"value": {"id": "o_1", "total": 3}}},
    }
    a, b = tmp_path / "a.json", tmp_path / "b.json"
    a.write_text(json.dumps(_spec("1", old, False)))
    b.write_text(json.dumps(_spec("2", new, True)))
    return generate_docs(build_history(list_revisions([str(a), str(b)])))


def test_webhook_pages(tmp_path: Path) -> None:
    site = _site(tmp_path)
    assert broken_links(site) == []
    assert "operations/webhook-order-created-post.html" in site  # the path operation's slug
    page = str(site["operations/webhook-order-created-post-2.html"])
    md = str(site["operations/webhook-order-created-post-2.md"])
    assert "<h1><code>orderCreated</code></h1>" in page
    assert "the API sends this <code>POST</code> request to the URL you register" in page
    assert 'id="body"' in page and "Payload" in page and "The order&#39;s id" in page  # the payload's tree
    assert "Expected response <code>200</code>" in page and "Stop sending" in page
    assert "Example payload <code>small</code>" in page and "o_1" in page
    assert "Code samples" not in page and "Python SDK" not in page and "curl" not in page
    assert "Base URL" not in page
    # its changes, linked to the revision pages, and the revision page's links back to it
    assert "the request property <code>id</code> became required" in page or "became required" in page
    newest = [k for k in site if k.startswith("revisions/") and k.endswith(".html") and "index" not in k]
    rev_pages = "".join(str(site[k]) for k in newest)
    assert 'id="op-webhook-order-created-post-2"' in rev_pages
    assert "../operations/webhook-order-created-post-2.html" in rev_pages
    assert "#op-webhook-order-created-post-2" in page
    # the Markdown page, in the operation pages' form
    assert md.startswith('---\ntitle: "`orderCreated`"\nmethod: POST\npath: "webhook:orderCreated"\n')
    assert "## Payload" in md and "## Expected response `200`" in md and "## Example payload small" in md
    assert "## Code samples" not in md and "## Changes" in md and "became required" in md
    # the sidebar's Webhooks group, the index, llms.txt and the search records
    assert '<summary>Webhooks</summary>' in page and '<summary>Webhooks</summary>' in str(site["index.html"])
    assert "### Webhooks" in str(site["index.md"])
    llms = str(site["llms.txt"])
    assert "1 operations and 2 webhook operations" in llms
    assert "## Webhooks" in llms and "(operations/webhook-order-created-post-2.md): POST webhook:orderCreated" in llms
    assert any(k.startswith("pagefind/") for k in site)


def test_hostile_webhook_name_is_escaped(tmp_path: Path) -> None:
    site = _site(tmp_path)
    hooks = sorted(k for k in site if k.startswith("operations/webhook-") and k.endswith(".html"))
    assert len(hooks) == 3
    hostile = [k for k in hooks if "order-created" not in k]
    assert hostile == ["operations/webhook-script-alert-1-script-7-7-.-e-post.html"]  # [a-z0-9._-], no "/" or ".."
    for rel, data in site.items():
        if isinstance(data, str) and rel.endswith(".html"):
            assert "<script>alert" not in data, rel
    page = str(site[hostile[0]])
    assert "<h1><code>&lt;script&gt;alert(1)&lt;/script&gt;{{ 7*7 }}" in page  # shown as written, never template code
    md = str(site[hostile[0][:-5] + ".md"])
    assert '# `<script>alert(1)</script>{{ 7*7 }}"""/../é`' in md  # a code span: Markdown shows it literally


def test_specs_without_webhooks_have_no_webhook_group(tmp_path: Path) -> None:
    spec = _spec("1", {"schema": {"type": "object"}}, False)
    del spec["webhooks"]
    a = tmp_path / "a.json"
    a.write_text(json.dumps(spec))
    site = generate_docs(build_history(list_revisions([str(a)])))
    assert "Webhooks" not in str(site["index.html"]) and "webhook operation" not in str(site["llms.txt"])


def test_fleet_facts_and_search_records_reach_webhook_pages(tmp_path: Path) -> None:
    """A fleet's search records and recent changes link a webhook's page by the slug the docs gave it."""
    from generator.fleet.facts import api_facts
    from generator.fleet.search import record_pages
    from generator.fleet.source import ApiSource

    site = _site(tmp_path)
    old, new = tmp_path / "a.json", tmp_path / "b.json"
    history = build_history(list_revisions([str(old), str(new)]))
    facts = api_facts(ApiSource("hooks", "hooks", str(tmp_path), None, str(tmp_path)), history)
    assert [op["path"] for op in facts["operations"]] == ["/things"]  # the operation count leaves webhooks out
    slugs = {op["slug"] for op in facts["webhooks"]}
    pages = {k[len("operations/"):-len(".html")] for k in site if k.startswith("operations/") and k.endswith(".html")}
    assert slugs == pages - {op["slug"] for op in facts["operations"]} and len(slugs) == 2
    records = record_pages(facts)
    for slug in slugs:
        assert f"apis/hooks/operations/{slug}.html" in records
    assert "(a webhook's page: the payload the API sends, the responses it expects" in str(site["llms.txt"])
    linked = {g["op_slug"] for r in facts["revisions"] for g in r["groups"] if g["endpoint"].endswith("webhook:orderCreated")}
    assert linked == {"webhook-order-created-post-2"}


def test_a_tag_called_webhooks_keeps_its_own_group(tmp_path: Path) -> None:
    """An API's own "Webhooks" tag (its endpoints that manage webhooks) and the webhooks it sends are two
    groups with two names."""
    spec = _spec("1", {"schema": {"type": "object"}}, False)
    spec["paths"] = {"/webhook_endpoints": {"get": {"tags": ["Webhooks"], "operationId": "listEndpoints",
                                                    "responses": {"200": {"description": "ok"}}}}}
    a = tmp_path / "a.json"
    a.write_text(json.dumps(spec))
    site = generate_docs(build_history(list_revisions([str(a)])))
    llms = str(site["llms.txt"])
    assert "\n## Webhooks\n" in llms and "\n## Webhooks the API sends\n" in llms
    assert llms.index("listEndpoints") < llms.index("## Webhooks the API sends") < llms.index("webhook:orderCreated")


def test_the_command_counts_webhook_pages_apart(tmp_path: Path) -> None:
    import subprocess
    import sys

    old = {"schema": {"type": "object"}}
    files = []
    for version, extra in (("1", False), ("2", True)):
        path = tmp_path / f"{version}.json"
        path.write_text(json.dumps(_spec(version, old, extra)))
        files.append(str(path))
    for fmt, hooks, ops in (("both", 4, 2), ("html", 2, 1)):
        result = subprocess.run([sys.executable, "-m", "generator", "docs", *files, "-o", str(tmp_path / fmt), "-f", fmt,
                                 "--no-cache"], capture_output=True, text=True, check=False)
        assert result.returncode == 0, result.stderr
        assert f", {ops} operation pages, {hooks} webhook pages, 2 revision(s)" in result.stderr
