"""Pagination that cannot loop (``fixtures/paging_guards.yaml``), against a live server on 127.0.0.1:
a string ``page`` fed from a nullable ``next_page`` is a cursor (never counted up), ``after`` is fed
from ``last_id`` beside ``has_more``, a bare array answered to a ``cursor`` parameter follows the
``Link`` header, and an iteration ends when the server repeats a cursor, repeats a page or sends an
empty one, sync and async. Detection on the fixture is checked kind by kind."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any, Iterator

import pytest

from sdk_helpers import FIXTURES, Server, generate_and_import, walk_both


@pytest.fixture(scope="module")
def sdk(tmp_path_factory: pytest.TempPathFactory) -> Any:
    return generate_and_import("paging_guards.yaml", "paging_guards_sdk", tmp_path_factory.mktemp("pgg"))


@pytest.fixture()
def server() -> Iterator[Server]:
    s = Server()
    yield s
    s.close()


def test_detected_kinds() -> None:
    from generator.load import load_spec
    from generator.targets.sdk.pagination import detect
    from generator.targets.sdk.registry import Registry

    spec = load_spec(str(FIXTURES / "paging_guards.yaml"))
    registry = Registry()
    registry.add_components(spec.schemas)
    found = {path: detect(op, registry) for (_, path), op in spec.operations.items()}
    assert {p: getattr(f, "kind", None) for p, f in found.items()} == {
        "/usage": "cursor", "/members": "cursor", "/events": "page", "/labels": None, "/deliveries": "link_header",
        "/videos": "page",
    }
    assert (found["/videos"].param, found["/videos"].total_pages) == ("currentPage", "pagination.pagesTotal")
    assert (found["/usage"].param, found["/usage"].cursor_field) == ("page", "next_page")
    assert (found["/members"].param, found["/members"].cursor_field) == ("after", "last_id")


def test_string_page_is_a_cursor_from_next_page(sdk: Any, server: Server) -> None:
    pages = {None: ([1, 2], "p2"), "p2": ([3], None)}

    def usage(q: dict[str, list[str]]) -> Any:
        data, nxt = pages[q.get("page", [None])[0]]
        return {"data": [{"object": "bucket", "start": n} for n in data], "has_more": nxt is not None, "next_page": nxt}

    server.route("GET", "/v1/usage", usage)
    synced, asynced = walk_both(sdk, server, lambda c: c.usage.list(start_time=0))
    assert [b.start for b in synced] == [b.start for b in asynced] == [1, 2, 3]
    assert [r["query"].get("page") for r in server.requests] == [None, ["p2"]] * 2
    assert all(r["query"]["start_time"] == ["0"] for r in server.requests)  # the caller's filters stay


def test_a_repeated_cursor_ends_the_iteration(sdk: Any, server: Server) -> None:
    # a server that ignores the cursor: always the same next_page (the loop OpenAI's mock made)
    server.route("GET", "/v1/usage", lambda q: {"data": [{"object": "bucket", "start": len(server.requests)}],
                                               "has_more": True, "next_page": "same"})
    synced, asynced = walk_both(sdk, server, lambda c: c.usage.list(start_time=0))
    assert len(synced) == len(asynced) == 2  # the first page, the one at `same`, and no third request
    assert len(server.requests) == 4


def test_after_is_fed_from_last_id(sdk: Any, server: Server) -> None:
    def members(q: dict[str, list[str]]) -> Any:
        if "after" not in q:
            return {"data": [{"user_id": "a"}, {"user_id": "b"}], "last_id": "m2", "has_more": True}
        assert q["after"] == ["m2"]
        return {"data": [{"user_id": "c"}], "last_id": "m3", "has_more": False}

    server.route("GET", "/v1/members", members)
    synced, asynced = walk_both(sdk, server, lambda c: c.members.list(limit=2))
    assert [m.user_id for m in synced] == [m.user_id for m in asynced] == ["a", "b", "c"]
    assert len(server.requests) == 4


def test_a_repeated_page_ends_the_iteration(sdk: Any, server: Server) -> None:
    # page numbers counted up, but the server ignores them and answers page 1 again
    server.route("GET", "/v1/events", lambda q: {"items": [{"id": "e1"}, {"id": "e2"}]})
    synced, asynced = walk_both(sdk, server, lambda c: c.events.list())
    assert [e.id for e in synced] == [e.id for e in asynced] == ["e1", "e2"]  # the repeat is not yielded
    assert [r["query"].get("page") for r in server.requests] == [None, ["2"]] * 2


def test_iter_pages_stops_before_a_repeated_page(sdk: Any, server: Server) -> None:
    # page 2 is new, page 3 repeats it: two pages, sync and async, and no fourth request
    def events(q: dict[str, list[str]]) -> Any:
        n = min(int(q.get("page", ["1"])[0]), 2)
        return {"items": [{"id": f"e{n}"}]}

    server.route("GET", "/v1/events", events)
    client = sdk.Client(base_url=server.base_url, api_key="k", max_retries=0)
    synced = [[e.id for e in p.items] for p in client.events.list().iter_pages()]

    async def run() -> list[list[str]]:
        aclient = sdk.AsyncClient(base_url=server.base_url, api_key="k", max_retries=0)
        try:
            first = await aclient.events.list()
            return [[e.id for e in p.items] async for p in first.iter_pages()]
        finally:
            await aclient.close()

    assert synced == asyncio.run(run()) == [["e1"], ["e2"]]
    assert [r["query"].get("page") for r in server.requests] == [None, ["2"], ["3"]] * 2


def test_current_page_counts_up_to_pages_total(sdk: Any, server: Server) -> None:
    def videos(q: dict[str, list[str]]) -> Any:
        n = int(q.get("currentPage", ["1"])[0])
        return {"data": [{"videoId": f"v{n}"}], "pagination": {"currentPage": n, "pagesTotal": 3}}

    server.route("GET", "/v1/videos", videos)
    synced, asynced = walk_both(sdk, server, lambda c: c.videos.list(page_size=1))
    assert [v.video_id for v in synced] == [v.video_id for v in asynced] == ["v1", "v2", "v3"]
    assert [r["query"].get("currentPage") for r in server.requests] == [None, ["2"], ["3"]] * 2


def test_an_empty_page_ends_the_iteration(sdk: Any, server: Server) -> None:
    server.route("GET", "/v1/events", lambda q: {"items": [{"id": "e1"}] if "page" not in q else []})
    synced, asynced = walk_both(sdk, server, lambda c: c.events.list())
    assert len(synced) == len(asynced) == 1 and len(server.requests) == 4


def test_link_header_with_a_cursor_parameter(sdk: Any, server: Server) -> None:
    def deliveries(q: dict[str, list[str]]) -> Any:
        if "cursor" not in q:
            return [{"id": "d1"}], {"Link": '</v1/deliveries?cursor=x2&per_page=1>; rel="next"'}
        if q["cursor"] == ["x2"]:  # then a server that links back to the same page
            return [{"id": "d2"}], {"Link": '</v1/deliveries?cursor=x2&per_page=1>; rel="next"'}
        raise AssertionError(q)

    server.route("GET", "/v1/deliveries", deliveries)
    synced, asynced = walk_both(sdk, server, lambda c: c.deliveries.list(per_page=1))
    assert [d.id for d in synced] == [d.id for d in asynced] == ["d1", "d2"]
    assert len(server.requests) == 4


def test_a_string_page_alone_is_not_paginated(sdk: Any, server: Server) -> None:
    server.route("GET", "/v1/labels", lambda q: {"items": [{"id": "l1"}]})
    client = sdk.Client(base_url=server.base_url, api_key="k")
    answer = client.labels.list(page="x")
    assert not isinstance(answer, sdk.SyncPage) and [i.id for i in answer.items] == ["l1"]
