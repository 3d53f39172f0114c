"""Pagination by a token under the list's metadata and by a next-page link that is a path or a full URL
(``fixtures/paging_tokens.yaml``), against a live server on 127.0.0.1, sync and async: a ``continue``
parameter fed from ``metadata.continue`` (Kubernetes' shape), a ``next_page_uri`` path and query beside
eight other fields and a ``meta.next_page_url`` full URL (Twilio's two shapes), each followed as given,
each ending at an empty or missing token / link and at one that repeats. Detection on the fixture is
checked operation by operation."""

from __future__ import annotations

from typing import Any, Iterator

import pytest

from sdk_helpers import FIXTURES, Server, generate_and_import, walk_both


@pytest.fixture(scope="module")
def sdk(tmp_path_factory: pytest.TempPathFactory) -> Any:
    return generate_and_import("paging_tokens.yaml", "paging_tokens_sdk", tmp_path_factory.mktemp("pgt"))


@pytest.fixture()
def server() -> Iterator[Server]:
    s = Server(prefix="")
    yield s
    s.close()


def _queries(server: Server, name: str) -> list[Any]:
    return [r["query"].get(name) for r in server.requests]


def test_detected_kinds() -> None:
    from generator.load import load_spec
    from generator.targets.sdk.pagination import detect
    from generator.targets.sdk.registry import Registry

    spec = load_spec(str(FIXTURES / "paging_tokens.yaml"))
    registry = Registry()
    registry.add_components(spec.schemas)
    found = {path: detect(op, registry) for (_, path), op in spec.operations.items()}
    pods, calls, services = found["/api/v1/pods"], found["/2010-04-01/Accounts/{AccountSid}/Calls.json"], found["/v1/Services"]
    assert pods is not None and (pods.kind, pods.items, pods.param, pods.cursor_field) == ("cursor", "items", "continue", "metadata.continue")
    assert calls is not None and (calls.kind, calls.items, calls.next_field) == ("next_url", "calls", "next_page_uri")
    assert services is not None and (services.kind, services.items, services.next_field) == ("next_url", "services", "meta.next_page_url")
    # one array among five fields and no next-page field: not a list, not paginated
    assert found["/v1/summary"] is None


def test_continue_token_from_metadata(sdk: Any, server: Server) -> None:
    pages = {None: (["a", "b"], "t1"), "t1": (["c", "d"], "t2"), "t2": (["e"], "")}  # "" on the last page

    def pods(q: dict[str, list[str]]) -> Any:
        assert q["labelSelector"] == ["app=web"] and q["limit"] == ["2"]  # the caller's arguments stay
        names, token = pages[q.get("continue", [None])[0]]
        return {"apiVersion": "v1", "kind": "PodList", "items": [{"name": n} for n in names],
                "metadata": {"continue": token, "resourceVersion": "7"}}

    server.route("GET", "/api/v1/pods", pods)
    synced, asynced = walk_both(sdk, server, lambda c: c.pods.list(limit=2, label_selector="app=web"))
    assert [p.name for p in synced] == [p.name for p in asynced] == ["a", "b", "c", "d", "e"]
    assert _queries(server, "continue") == [None, ["t1"], ["t2"]] * 2


def test_continue_left_out_ends_the_iteration(sdk: Any, server: Server) -> None:
    # the last page has no `continue` at all (Kubernetes omits an empty one), or no metadata
    def pods(q: dict[str, list[str]]) -> Any:
        if "continue" not in q:
            return {"items": [{"name": "a"}], "metadata": {"continue": "t1"}}
        return {"items": [{"name": "b"}], "metadata": {"resourceVersion": "7"}}

    server.route("GET", "/api/v1/pods", pods)
    synced, asynced = walk_both(sdk, server, lambda c: c.pods.list())
    assert [p.name for p in synced] == [p.name for p in asynced] == ["a", "b"]
    assert len(server.requests) == 4
    client = sdk.Client(base_url=server.base_url, api_key="k", max_retries=0)
    server.route("GET", "/api/v1/pods", lambda q: {"items": [{"name": "z"}]})
    assert not client.pods.list().has_next_page()


def test_a_repeated_continue_ends_the_iteration(sdk: Any, server: Server) -> None:
    # a server that ignores the token: the same `continue` every time
    server.route("GET", "/api/v1/pods", lambda q: {"items": [{"name": f"p{len(server.requests)}"}],
                                                   "metadata": {"continue": "same"}})
    synced, asynced = walk_both(sdk, server, lambda c: c.pods.list())
    assert len(synced) == len(asynced) == 2  # the first page, the one at `same`, and no third request
    assert _queries(server, "continue") == [None, ["same"]] * 2


def test_next_page_uri_is_a_path_followed_as_given(sdk: Any, server: Server) -> None:
    path = "/2010-04-01/Accounts/AC1/Calls.json"

    def calls(q: dict[str, list[str]]) -> Any:
        token = q.get("PageToken", [None])[0]
        if token is None:
            assert q == {"To": ["+1555"], "PageSize": ["2"]}
            return {"calls": [{"sid": "CA1"}, {"sid": "CA2"}], "page": 0, "page_size": 2, "start": 0, "end": 1,
                    "uri": f"{path}?To=%2B1555&PageSize=2&Page=0",
                    "first_page_uri": f"{path}?To=%2B1555&PageSize=2&Page=0",
                    "next_page_uri": f"{path}?To=%2B1555&PageSize=2&Page=1&PageToken=PACA2", "previous_page_uri": None}
        assert q == {"To": ["+1555"], "PageSize": ["2"], "Page": ["1"], "PageToken": ["PACA2"]}
        return {"calls": [{"sid": "CA3"}], "page": 1, "page_size": 2, "start": 2, "end": 2,
                "uri": f"{path}?To=%2B1555&PageSize=2&Page=1&PageToken=PACA2",
                "first_page_uri": f"{path}?To=%2B1555&PageSize=2&Page=0",
                "next_page_uri": None, "previous_page_uri": f"{path}?To=%2B1555&PageSize=2&Page=0"}

    server.route("GET", path, calls)
    synced, asynced = walk_both(sdk, server, lambda c: c.accounts.list_calls("AC1", to="+1555", page_size=2))
    assert [c.sid for c in synced] == [c.sid for c in asynced] == ["CA1", "CA2", "CA3"]
    assert _queries(server, "PageToken") == [None, ["PACA2"]] * 2
    assert {r["path"] for r in server.requests} == {path}


def test_next_page_url_is_a_full_url_one_level_down(sdk: Any, server: Server) -> None:
    def services(q: dict[str, list[str]]) -> Any:
        page = int(q.get("Page", ["0"])[0])
        nxt = f"{server.base_url}/v1/Services?PageSize=1&Page={page + 1}&PageToken=PT{page + 1}" if page < 2 else ""
        return {"services": [{"sid": f"IS{page}"}], "meta": {"page": page, "page_size": 1, "key": "services",
                                                             "next_page_url": nxt, "previous_page_url": None}}

    server.route("GET", "/v1/Services", services)
    synced, asynced = walk_both(sdk, server, lambda c: c.services.list(page_size=1))
    assert [s.sid for s in synced] == [s.sid for s in asynced] == ["IS0", "IS1", "IS2"]  # "" ends it
    assert _queries(server, "PageToken") == [None, ["PT1"], ["PT2"]] * 2


def test_a_repeated_next_url_ends_the_iteration(sdk: Any, server: Server) -> None:
    # page 2 links to itself: it is read once, and nothing is asked a third time
    def services(q: dict[str, list[str]]) -> Any:
        return {"services": [{"sid": f"IS{len(server.requests)}"}],
                "meta": {"next_page_url": f"{server.base_url}/v1/Services?Page=1&PageToken=PT1"}}

    server.route("GET", "/v1/Services", services)
    synced, asynced = walk_both(sdk, server, lambda c: c.services.list())
    assert len(synced) == len(asynced) == 2
    assert _queries(server, "PageToken") == [None, ["PT1"]] * 2


def test_a_link_to_another_host_goes_without_the_api_key(sdk: Any, server: Server) -> None:
    # the next page is on another origin (another port): it is read, but the credentials and the
    # caller's headers are not sent there; a link on the API's own origin keeps them
    other = Server(prefix="")
    try:
        other.route("GET", "/v1/Services", lambda q: {"services": [{"sid": "IS9"}], "meta": {"next_page_url": ""}})
        server.route("GET", "/v1/Services", lambda q: {
            "services": [{"sid": "IS0"}], "meta": {"next_page_url": f"{other.base_url}/v1/Services?PageToken=PT1"}})
        synced, asynced = walk_both(sdk, server, lambda c: c.services.list(extra_headers={"X-Trace": "t"}))
        assert [s.sid for s in synced] == [s.sid for s in asynced] == ["IS0", "IS9"]
        assert all(r["headers"].get("authorization") == "Bearer k" for r in server.requests)
        assert all(r["headers"].get("x-trace") == "t" for r in server.requests)
        assert len(other.requests) == 2
        for r in other.requests:
            assert "authorization" not in r["headers"] and "x-trace" not in r["headers"]
            assert r["headers"]["accept"] == "application/json" and r["query"] == {"PageToken": ["PT1"]}
    finally:
        other.close()
