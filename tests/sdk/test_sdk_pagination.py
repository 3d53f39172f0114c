"""Auto-pagination against a live server on 127.0.0.1: each scheme of ``fixtures/tree.yaml`` serves
three pages, and iterating the first page (sync and async) yields every item exactly once, with exactly
three requests; manual paging (``has_next_page``/``next_page``) and the page's raw fields work too.
A user's script that walks two pages type-checks with ``mypy --strict`` and runs against the server."""

from __future__ import annotations

import asyncio
import subprocess
import sys
from pathlib import Path
from typing import Any, Callable, Iterator

import pytest

from sdk_helpers import Server, generate_and_import

ITEMS = [f"i{n}" for n in range(1, 8)]  # 7 items: pages of 3, 3 and 1
PAGES = [ITEMS[0:3], ITEMS[3:6], ITEMS[6:7]]


@pytest.fixture(scope="module")
def sdk(tmp_path_factory: pytest.TempPathFactory) -> Any:
    return generate_and_import("tree.yaml", "tree_pg_sdk", tmp_path_factory.mktemp("pg"))


@pytest.fixture(scope="module")
def out_dir(sdk: Any) -> Path:
    return Path(sdk.__file__).parent.parent


@pytest.fixture()
def server() -> Iterator[Server]:
    s = Server(prefix="")
    _serve_every_scheme(s)
    yield s
    s.close()


def _one(query: dict[str, list[str]], name: str) -> str | None:
    return query.get(name, [None])[0]


def _serve_every_scheme(s: Server) -> None:
    def cursor(q: dict[str, list[str]]) -> Any:  # meta.next_cursor = "c<index of the next page>"
        i = int((_one(q, "cursor") or "c0")[1:])
        nxt = f"c{i + 1}" if i + 1 < len(PAGES) else ""
        return {"data": [{"id": x} for x in PAGES[i]], "meta": {"next_cursor": nxt}}

    def cursor_id(q: dict[str, list[str]]) -> Any:  # the next page starts after the last id
        after = _one(q, "starting_after")
        i = 0 if after is None else next(n + 1 for n, p in enumerate(PAGES) if p[-1] == after)
        return {"object": "list", "data": [{"id": x} for x in PAGES[i]], "has_more": i + 1 < len(PAGES)}

    def offset(q: dict[str, list[str]]) -> Any:  # stops by `total`: no fourth request
        start = int(_one(q, "offset") or 0)
        return {"results": [{"id": x} for x in ITEMS[start : start + 3]], "total": len(ITEMS)}

    def page(q: dict[str, list[str]]) -> Any:  # pages 1..3, stops by total_pages
        n = int(_one(q, "page") or 1)
        return {"items": PAGES[n - 1], "total_pages": len(PAGES)}

    def next_url(q: dict[str, list[str]]) -> Any:  # a relative link, then an absolute one, then null
        i = int(_one(q, "p") or 0)
        link = None
        if i == 0:
            link = "/v2/logs?p=1"
        elif i == 1:
            link = f"{s.base_url}/v2/logs?p=2"
        return {"entries": PAGES[i], "next": link}

    def link_header(q: dict[str, list[str]]) -> Any:  # rel="next" relative, then absolute, then none
        n = int(_one(q, "page") or 1)
        links = []
        if n == 1:
            links.append('</v2/audit-events?page=2&per_page=3>; rel="next"')
        elif n == 2:
            links.append(f'<{s.base_url}/v2/audit-events?page=3&per_page=3>; rel="next", </v2/audit-events?page=1>; rel="first"')
        else:
            links.append('</v2/audit-events?page=1&per_page=3>; rel="first"')
        return [{"id": x} for x in PAGES[n - 1]], {"Link": links[0]}

    s.route("GET", "/v2/audit-events", link_header)
    s.route("GET", "/v2/widgets", cursor)
    s.route("GET", "/v2/widgets/w1/parts", cursor_id)
    s.route("GET", "/v2/fine-tunes", offset)
    s.route("GET", "/v2/fine-tunes/j1/events", page)
    s.route("GET", "/v2/logs", next_url)


def _value(item: Any) -> str:
    return item if isinstance(item, str) else str(item.id)


# scheme -> (path the server sees, how to call the list method on a client)
SCHEMES: dict[str, tuple[str, Callable[[Any], Any]]] = {
    "cursor": ("/v2/widgets", lambda c: c.widgets.list(limit=3)),
    "cursor_id": ("/v2/widgets/w1/parts", lambda c: c.widgets.list_parts("w1")),
    "offset": ("/v2/fine-tunes", lambda c: c.fine_tuning.list()),
    "page": ("/v2/fine-tunes/j1/events", lambda c: c.fine_tuning.list_events("j1")),
    "next_url": ("/v2/logs", lambda c: c.logs.list()),
    "link_header": ("/v2/audit-events", lambda c: c.audit_events.list(per_page=3)),
}


@pytest.mark.parametrize("scheme", sorted(SCHEMES))
def test_sync_iteration_yields_every_item_once(sdk: Any, server: Server, scheme: str) -> None:
    path, call = SCHEMES[scheme]
    client = sdk.Client(base_url=server.base_url, api_key="k")
    page = call(client)
    assert isinstance(page, sdk.SyncPage)
    assert [_value(x) for x in page] == ITEMS
    assert [r["path"] for r in server.requests] == [path] * 3
    if scheme == "cursor":
        assert [r["query"].get("limit") for r in server.requests] == [["3"]] * 3  # the caller's filters stay


@pytest.mark.parametrize("scheme", sorted(SCHEMES))
def test_async_iteration_yields_every_item_once(sdk: Any, server: Server, scheme: str) -> None:
    path, call = SCHEMES[scheme]

    async def walk() -> list[str]:
        client = sdk.AsyncClient(base_url=server.base_url, api_key="k")
        try:
            return [_value(x) async for x in call(client)]
        finally:
            await client.close()

    assert asyncio.run(walk()) == ITEMS
    assert [r["path"] for r in server.requests] == [path] * 3


@pytest.mark.parametrize("scheme", sorted(SCHEMES))
def test_manual_paging_sync_and_async(sdk: Any, server: Server, scheme: str) -> None:
    _, call = SCHEMES[scheme]
    client = sdk.Client(base_url=server.base_url, api_key="k")
    pages = []
    page = call(client)
    while True:
        pages.append([_value(x) for x in page.items])
        if not page.has_next_page():
            break
        page = page.next_page()
    assert pages == PAGES
    with pytest.raises(RuntimeError):
        page.next_page()

    async def walk() -> list[list[str]]:
        aclient = sdk.AsyncClient(base_url=server.base_url, api_key="k")
        first = await call(aclient)
        assert isinstance(first, sdk.AsyncPage)
        got = [[_value(x) for x in p.items] async for p in first.iter_pages()]
        await aclient.close()
        return got

    assert asyncio.run(walk()) == PAGES


def test_raw_page_fields(sdk: Any, server: Server) -> None:
    client = sdk.Client(base_url=server.base_url, api_key="k")
    parts = client.widgets.list_parts("w1")
    assert parts.has_more is True and parts.object == "list"  # the answer's fields, on the page
    assert parts.raw.has_more is True
    assert client.fine_tuning.list().total == 7
    widgets = client.widgets.list()
    assert widgets.meta.next_cursor == "c1"
    assert isinstance(widgets.items[0], sdk.models.Widget)


def test_limit_alone_is_not_paginated(sdk: Any, server: Server) -> None:
    server.on("GET", "/v2/tags", (200, {}, {"data": ["a", "b"]}))
    client = sdk.Client(base_url=server.base_url, api_key="k")
    answer = client.tags.list(limit=2)
    assert not isinstance(answer, sdk.SyncPage) and answer.data == ["a", "b"]


def test_link_header_detection_is_conservative() -> None:
    """A declared ``Link`` header pages a list answer; without a list in the answer, or on a POST, or
    without the header (only ``page``/``per_page`` left: the page scheme), it does not."""
    import json

    from generator.load import load_spec
    from generator.targets.sdk.pagination import detect
    from generator.targets.sdk.registry import Registry

    link = {"Link": {"schema": {"type": "string"}}}
    listing = {"type": "array", "items": {"type": "object", "properties": {"id": {"type": "string"}}}}

    def op(method: str, schema: Any, headers: Any, params: Any = ()) -> dict[str, Any]:
        answer = {"description": "ok", "headers": headers, "content": {"application/json": {"schema": schema}}}
        return {method: {"parameters": list(params), "responses": {"200": answer}}}

    size = [{"name": "per_page", "in": "query", "schema": {"type": "integer"}}]
    page = size + [{"name": "page", "in": "query", "schema": {"type": "integer"}}]
    doc = {
        "openapi": "3.0.3",
        "info": {"title": "t", "version": "1"},
        "paths": {
            "/a": op("get", listing, link, size),
            "/b": op("get", {"type": "object", "properties": {"id": {"type": "string"}}}, link),
            "/c": op("post", listing, link),
            "/d": op("get", listing, {}, page),
            "/e": op("get", listing, {}, size),
        },
    }
    spec = load_spec("links.json", text=json.dumps(doc))
    registry = Registry()
    registry.add_components(spec.schemas)
    kinds = {path: getattr(detect(o, registry), "kind", None) for (_, path), o in spec.operations.items()}
    assert kinds == {"/a": "link_header", "/b": None, "/c": None, "/d": "page", "/e": None}


USER_SCRIPT = '''
"""A user's script: walks two pages of widgets, then all of them, sync and async."""
import asyncio
import sys
from typing import List

from tree_pg_sdk import AsyncClient, AsyncPage, Client, SyncPage
from tree_pg_sdk.models import Widget


def two_pages(base_url: str) -> List[str]:
    client = Client(base_url=base_url, api_key="k")
    first: SyncPage[Widget] = client.widgets.list(limit=3)
    ids = [w.id for w in first.items]
    if first.has_next_page():
        second: SyncPage[Widget] = first.next_page()
        ids.extend(w.id for w in second.items)
    return ids


async def every_widget(base_url: str) -> List[str]:
    client = AsyncClient(base_url=base_url, api_key="k")
    page: AsyncPage[Widget] = await client.widgets.list()
    ids = [w.id for w in page.items]
    async for widget in client.widgets.list():
        ids.append(widget.id)
    await client.close()
    return ids


if __name__ == "__main__":
    print(",".join(two_pages(sys.argv[1])))
    print(",".join(asyncio.run(every_widget(sys.argv[1]))))
'''


def test_user_script_type_checks_and_walks_two_pages(sdk: Any, out_dir: Path, server: Server, tmp_path: Path) -> None:
    script = tmp_path / "user_script.py"
    script.write_text(USER_SCRIPT)
    checked = subprocess.run(
        [sys.executable, "-m", "mypy", "--strict", "--no-incremental", str(script)],
        cwd=out_dir, capture_output=True, text=True, env=_env(out_dir),
    )
    assert checked.returncode == 0, checked.stdout[-3000:]
    ran = subprocess.run(
        [sys.executable, str(script), server.base_url], capture_output=True, text=True, env=_env(out_dir), check=True
    )
    assert ran.stdout.splitlines() == [",".join(ITEMS[:6]), ",".join(PAGES[0] + ITEMS)]


def _env(out_dir: Path) -> dict[str, str]:
    import os

    return {**os.environ, "PYTHONPATH": str(out_dir), "MYPYPATH": str(out_dir)}
