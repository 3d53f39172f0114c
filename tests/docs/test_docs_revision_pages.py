"""Revision pages stay small however far an edit reaches: a root cause lists a few of the operations it
reaches and counts the others, which ``revisions/<slug>.json`` lists in full; an operation reached by
many root causes is counted in the page's index and sent to its own page, which lists them. On an
operation page, an edit that made several changes unfolds to where they reach it (status, property
path, media type), not to its message again for each."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

from generator.history import build_history
from generator.load.revisions import list_revisions
from generator.targets.docs import generate_docs
from generator.history.model import operation_key
from generator.rules.change import LEVEL_RANK
from generator.targets.docs_context import OperationEdits, history_context
from generator.targets.docs_names import revision_slugs
from generator.targets.docs_edits import CAUSES_SHOWN, REACH_FIRST, REACH_SHOWN

OPERATIONS = 30  # operations that return the shared schema
EXTRA = 10  # query parameters the revision adds to the first operation: one root cause each


def _spec(revised: bool, operations: int = OPERATIONS) -> dict[str, Any]:
    status: dict[str, Any] = {"type": "string", "enum": ["ready", "gone"] if revised else ["ready"]}
    paths: dict[str, Any] = {}
    for i in range(operations):
        params = [{"name": f"q{k}", "in": "query", "schema": {"type": "string"}} for k in range(EXTRA)] if revised and i == 0 else []
        paths[f"/things{i:02d}"] = {"get": {
            "operationId": f"getThing{i:02d}",
            "parameters": params,
            "responses": {"200": {"description": "ok", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Thing"}}}}},
        }}
    return {
        "openapi": "3.0.3",
        "info": {"title": "Things", "version": "1"},
        "paths": paths,
        "components": {"schemas": {"Thing": {"type": "object", "properties": {"status": status}}}},
    }


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> dict[str, str | bytes]:
    source = tmp_path_factory.mktemp("things")
    (source / "001_2025-01-01_aaaaaaa.yaml").write_text(json.dumps(_spec(False)))
    (source / "002_2025-02-01_bbbbbbb.yaml").write_text(json.dumps(_spec(True)))
    return generate_docs(build_history(list_revisions(str(source))))


def _revision(site: dict[str, str | bytes], ext: str) -> tuple[str, str]:
    name = next(k for k in site if k.startswith("revisions/") and "bbbbbbb" in k and k.endswith(ext))
    return name.removeprefix("revisions/").removesuffix(ext), str(site[name])


def test_a_root_cause_lists_a_few_operations_and_counts_the_others(site: dict[str, str | bytes]) -> None:
    assert OPERATIONS > REACH_SHOWN
    slug, html = _revision(site, ".html")
    item = re.search(r'<li class="change error" id="rc-[0-9a-f]+">.*?</div></li>', html, re.S)
    assert item is not None and "gone" in item.group(0)
    assert f"<summary>in {OPERATIONS} operations</summary>" in item.group(0)
    links = re.findall(r'<a href="\.\./operations/([^"]+)\.html">', item.group(0))
    assert links == [f"get-thing{i:02d}" for i in range(REACH_FIRST)]
    more = OPERATIONS - REACH_FIRST
    assert f'and {more} more, all listed in <a href="{slug}.json"><code>{slug}.json</code></a>' in item.group(0)
    _, md = _revision(site, ".md")
    assert f"  - and {more} more, all listed in [`{slug}.json`]({slug}.json)" in md


def test_the_revision_data_file_lists_every_operation(site: dict[str, str | bytes]) -> None:
    slug, _ = _revision(site, ".html")
    data = json.loads(site[f"revisions/{slug}.json"])
    assert data["revision"] == {"id": slug, "date": "2025-02-01", "base": next(
        k.removeprefix("revisions/").removesuffix(".html") for k in site if k.endswith(".html") and "aaaaaaa" in k)}
    shared = [c for c in data["root_causes"] if c["change"]["id"] == "response-property-enum-value-added"]
    assert len(shared) == 1 and shared[0]["level"] == "error" and shared[0]["changes"] == OPERATIONS
    operations = data["operations"]
    assert [(operations[i]["method"], operations[i]["path"], statuses, operations[i]["slug"]) for i, statuses in shared[0]["operations"]] == [
        ("GET", f"/things{i:02d}", ["200"], f"get-thing{i:02d}") for i in range(OPERATIONS)
    ]
    # each operation is spelled once, however many root causes reach it
    assert len({(o["method"], o["path"]) for o in operations}) == len(operations) == OPERATIONS
    assert len(data["root_causes"]) == 1 + EXTRA
    # a revision whose page lists every operation of each root cause has no data file
    assert [k for k in site if k.startswith("revisions/") and k.endswith(".json")] == [f"revisions/{slug}.json"]


def test_an_operation_reached_by_many_root_causes_is_counted_and_sent_to_its_page(site: dict[str, str | bytes]) -> None:
    assert 1 + EXTRA > CAUSES_SHOWN
    slug, html = _revision(site, ".html")
    entry = re.search(r'<li id="op-get-thing00">.*?</li>', html)
    assert entry is not None
    assert "cause-ref" not in entry.group(0)
    assert f"{1 + EXTRA} root causes (1 breaking, {EXTRA} info)" in entry.group(0)
    assert f'<a href="../operations/get-thing00.html#rev-{slug}">its page</a>' in entry.group(0)
    assert f'id="rev-{slug}"' in str(site["operations/get-thing00.html"])
    # an operation reached by one root cause still links it
    other = re.search(r'<li id="op-get-thing01">.*?</li>', html)
    assert other is not None and other.group(0).count('class="cause-ref error"') == 1
    _, md = _revision(site, ".md")
    assert f"{1 + EXTRA} root causes (1 breaking, {EXTRA} info), listed on [its page](../operations/get-thing00.md)" in md


def test_the_page_does_not_grow_with_the_reach(tmp_path: Path) -> None:
    """The root causes read the same with 30 operations as with 300, but for the counts."""
    sections = []
    for count in (30, 300):
        source = tmp_path / str(count)
        source.mkdir()
        (source / "001_2025-01-01_aaaaaaa.yaml").write_text(json.dumps(_spec(False, count)))
        (source / "002_2025-02-01_bbbbbbb.yaml").write_text(json.dumps(_spec(True, count)))
        files = generate_docs(build_history(list_revisions(str(source))), fmt="markdown")
        _, md = _revision(files, ".md")
        section = md[md.index("## "): md.index("## By operation")]
        sections.append(re.sub(r"\d+ (operations|more)", r"N \1", section))
    assert sections[0] == sections[1]


def test_an_operation_page_edit_unfolds_to_where_it_reaches() -> None:
    """An operation page's item is the edit's headline as its revision's page shows it (every status it
    reaches anywhere), the statuses it reaches at this operation, and where it reaches it: each
    property path once, with its statuses (the media type they share said once)."""
    edits = Path(__file__).resolve().parent.parent / "rules" / "edits"  # a shared error schema at 400, 404 and 500
    history = build_history(list_revisions([str(edits / "base.yaml"), str(edits / "revision.yaml")]))
    items = OperationEdits()(history.revisions[1], operation_key("GET", "/pets"))
    nullable = next(i for i in items if i["id"] == "response-property-became-nullable")
    assert nullable["text"] == "the response property error/code for the status 400, 404, 500 became nullable"
    assert (nullable["statuses"], nullable["count"], nullable["media_type"]) == ("400, 500", 2, "application/json")
    assert nullable["reached"] == [{
        "statuses": "400, 500", "statuses_md": "`400`, `500`", "media_type": "", "media_type_md": "",
        "property": "error/code", "property_md": "`error/code`", "text": "",
    }]
    assert (nullable["method"], nullable["path"]) == ("GET", "/pets")
    single = next(i for i in items if i["id"] == "response-optional-property-removed")
    assert (single["count"], single["reached"]) == (1, [])
    assert items == sorted(items, key=lambda i: -LEVEL_RANK[i["level"]])  # most severe first

def test_an_operation_markdown_page_lists_each_edit_once() -> None:
    """The Markdown page lists the same items: one line per edit, its places nested under it when it
    made several changes here, else its status and path here when the headline names others."""
    edits = Path(__file__).resolve().parent.parent / "rules" / "edits"
    site = generate_docs(build_history(list_revisions([str(edits / "base.yaml"), str(edits / "revision.yaml")])))
    listed = str(site["operations/list-pets.md"])
    changes = listed[listed.index("## Changes"):]
    assert changes.count("became nullable") == 1
    assert "became nullable: 2 changes, `application/json`\n    - `400`, `500` `error/code`\n" in changes
    assert "status (here `200` at `data/items/tag`)\n" in changes
    created = str(site["operations/create-pet.md"])
    assert "for the status `400, 404, 500` became nullable (here `400`)\n" in created


def test_an_entry_still_holds_its_change_rows_for_overrides() -> None:
    """A template that lists an operation's changes one by one (an override) still reads them from each
    entry's ``changes``, made when read."""
    edits = Path(__file__).resolve().parent.parent / "rules" / "edits"
    history = build_history(list_revisions([str(edits / "base.yaml"), str(edits / "revision.yaml")]))
    timeline = history.operation("GET", "/pets")
    assert timeline is not None
    context = history_context(history, timeline, revision_slugs([r.id for r in history.revisions]))
    entry = context["entries"][0]
    assert [(row["id"], row["text"]) for row in entry["changes"]] == [(c.id, c.text) for c in timeline.entries[0].changes]
    assert entry["more"] == 0 and len(entry["edits"]) < len(entry["changes"])
