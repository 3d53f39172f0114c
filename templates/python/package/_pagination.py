# File generated from our OpenAPI spec by revgen. Do not edit by hand.
"""Auto-pagination: list methods return pages that iterate over every item of every page.

``for item in client.files.list():`` walks all pages (``async for`` on the async client); a page also
has ``items`` (this page's), ``raw`` (the parsed answer, whose fields are readable on the page itself),
``has_next_page()``, ``next_page()`` and ``iter_pages()``. ``Paging`` says how the next page is asked for.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import (
    TYPE_CHECKING,
    Any,
    AsyncIterator,
    Dict,
    Generator,
    Generic,
    Iterator,
    List,
    Optional,
    Tuple,
    TypeVar,
    Union,
)

import httpx

from ._base_client import _parser, _raw_mode
from ._types import NOT_GIVEN, NotGiven

if TYPE_CHECKING:
    from ._base_client import AsyncAPIClient, SyncAPIClient

__all__ = ["Paging", "SyncPage", "AsyncPage", "AsyncPaginator"]

T = TypeVar("T")


@dataclass(frozen=True)
class Paging:
    """How an operation pages (wire names; a dotted name reads a nested field).

    ``kind`` is ``cursor`` (``param`` = the answer's ``cursor_field``), ``cursor_id`` (``param`` = the
    last item's ``id_field`` while ``has_more``), ``next_url`` (GET the answer's ``next_field``),
    ``link_header`` (GET the ``rel="next"`` URL of the answer's RFC 8288 ``Link`` header),
    ``offset`` (``param`` advances by the items received, up to ``total``) or ``page`` (``param``
    counts up from ``start``, up to ``total_pages``). Every kind stops at an empty page, at a
    page whose next request was already sent, and before a page whose items are the previous page's
    (a server that ignores the cursor cannot make an iteration loop, nor repeat a page).
    """

    kind: str
    items: str
    param: str = ""
    cursor_field: str = ""
    has_more: str = ""
    id_field: str = "id"
    next_field: str = ""
    total: str = ""
    total_pages: str = ""
    start: int = 1


def read_field(value: Any, name: str) -> Any:
    """``value``'s field ``name`` (wire name; ``a.b`` for a nested one), or None."""
    if not name:
        return value
    found = _field(value, name)
    if found is not None or "." not in name:
        return found
    for part in name.split("."):
        value = _field(value, part)
    return value


def _field(value: Any, name: str) -> Any:
    if value is None:
        return None
    if isinstance(value, dict):
        return value.get(name)
    # a pydantic model (pydantic itself is imported with the first parsed answer, not the package)
    fields = getattr(type(value), "model_fields", None)
    if isinstance(fields, dict):
        for attr, info in fields.items():
            if (info.alias or attr) == name:
                return getattr(value, attr)
        return (value.model_extra or {}).get(name)
    return None


def page_items(paging: Paging, raw: Any) -> List[Any]:
    found = read_field(raw, paging.items)
    return list(found) if isinstance(found, list) else []


def _int(value: Any, default: int) -> int:
    try:
        return int(value)
    except (TypeError, ValueError):
        return default


def next_request(
    paging: Paging,
    request: httpx.Request,
    raw: Any,
    items: List[Any],
    links: Dict[Optional[str], Dict[str, str]],
) -> Optional[httpx.Request]:
    """The request for the page after ``raw`` (``links``: its answer's ``Link`` header by
    ``rel``), or None when it was the last one."""
    if not items:
        return None
    more = read_field(raw, paging.has_more) if paging.has_more else None
    if more is False:
        return None
    url: Optional[httpx.URL] = None
    if paging.kind == "cursor":
        cursor = read_field(raw, paging.cursor_field)
        if cursor not in (None, ""):
            url = request.url.copy_set_param(paging.param, str(cursor))
    elif paging.kind == "cursor_id":
        last = read_field(items[-1], paging.id_field)
        if more and last not in (None, ""):
            url = request.url.copy_set_param(paging.param, str(last))
    elif paging.kind == "next_url":
        link = read_field(raw, paging.next_field)
        if isinstance(link, str) and link:
            url = request.url.join(link)
    elif paging.kind == "link_header":
        link = links.get("next", {}).get("url")
        if link:
            url = request.url.join(link)
    elif paging.kind == "offset":
        offset = _int(request.url.params.get(paging.param), 0) + len(items)
        total = read_field(raw, paging.total) if paging.total else None
        if not isinstance(total, int) or offset < total:
            url = request.url.copy_set_param(paging.param, str(offset))
    elif paging.kind == "page":
        page = _int(request.url.params.get(paging.param), paging.start)
        pages = read_field(raw, paging.total_pages) if paging.total_pages else None
        last_page = pages - (1 - paging.start) if isinstance(pages, int) else None
        if last_page is None or page < last_page:
            url = request.url.copy_set_param(paging.param, str(page + 1))
    if url is None or url == request.url:
        return None
    headers = request.headers
    if _origin(url) != _origin(request.url):
        # a link to another host: the API key and the caller's headers stay with the API's
        headers = httpx.Headers(
            {k: v for k, v in headers.items() if k.lower() in _CROSS_ORIGIN_HEADERS}
        )
    return httpx.Request(
        request.method, url, headers=headers, extensions=request.extensions
    )


_CROSS_ORIGIN_HEADERS = ("accept", "user-agent")


def _origin(url: httpx.URL) -> Tuple[str, str, Optional[int]]:
    return url.scheme, url.host, url.port


class _Page(Generic[T]):
    raw: Any
    items: List[T]

    def __init__(
        self,
        paging: Paging,
        model: Any,
        request: httpx.Request,
        retries: int,
        response: httpx.Response,
        previous: Optional[_Page[T]] = None,
    ) -> None:
        self._paging = paging
        self._model = model
        self._retries = retries
        self.raw = _parser(model, "json", False, None)(response)
        self.items = page_items(paging, self.raw)
        self._sent = {str(request.url)}
        if previous is not None:
            self._sent |= previous._sent
        # the server answered the previous page again (it ignores the cursor or the page
        # number): this page is not yielded, and the iteration ends before it
        self._repeats = previous is not None and self.items == previous.items
        found = next_request(paging, request, self.raw, self.items, response.links)
        if found is not None and (str(found.url) in self._sent or self._repeats):
            found = None  # the cursor or the page repeats: the server ignores it
        self._next = found

    def has_next_page(self) -> bool:
        return self._next is not None

    def __getattr__(self, name: str) -> Any:
        if name.startswith("_") or name in ("raw", "items"):
            raise AttributeError(name)
        return getattr(self.raw, name)

    def __repr__(self) -> str:
        name = type(self).__name__
        return f"{name}(items={len(self.items)}, has_next_page={self.has_next_page()})"

    def _next_request(self) -> httpx.Request:
        if self._next is None:
            raise RuntimeError("this is the last page: check has_next_page() first")
        return self._next


def _options(options: Dict[str, Any]) -> Dict[str, Any]:
    """``build_request``'s keyword arguments out of a method's ``request`` ones."""
    return {k: v for k, v in options.items() if k not in ("returns", "envelope")}


class SyncPage(_Page[T]):
    """One page of a list; iterating it yields every item of this page and all later ones."""

    def __init__(
        self,
        client: SyncAPIClient,
        paging: Paging,
        model: Any,
        request: httpx.Request,
        retries: int,
        previous: Optional[SyncPage[T]] = None,
    ) -> None:
        self._client = client
        response = client._send(request, retries)
        super().__init__(paging, model, request, retries, response, previous)

    @classmethod
    def first(
        cls,
        client: SyncAPIClient,
        paging: Paging,
        model: Any,
        method: str,
        path: str,
        *,
        max_retries: Union[int, NotGiven] = NOT_GIVEN,
        **options: Any,
    ) -> Any:
        """The first page of a list method's answer (through ``with_raw_response``: the response)."""
        if _raw_mode(options.get("extra_headers")) is not None:
            return client.request(
                model, method, path, max_retries=max_retries, **options
            )
        request = client.build_request(method, path, **_options(options))
        return cls(client, paging, model, request, client._retries(max_retries))

    def next_page(self) -> SyncPage[T]:
        request = self._next_request()
        return SyncPage(
            self._client, self._paging, self._model, request, self._retries, self
        )

    def iter_pages(self) -> Iterator[SyncPage[T]]:
        page = self
        yield page
        while page.has_next_page():
            page = page.next_page()
            if page._repeats:
                return
            yield page

    def __iter__(self) -> Iterator[T]:
        for page in self.iter_pages():
            yield from page.items


class AsyncPage(_Page[T]):
    """One page of a list on the async client; ``async for`` yields every item from here on."""

    def __init__(
        self,
        client: AsyncAPIClient,
        paging: Paging,
        model: Any,
        request: httpx.Request,
        retries: int,
        response: httpx.Response,
        previous: Optional[AsyncPage[T]] = None,
    ) -> None:
        self._client = client
        super().__init__(paging, model, request, retries, response, previous)

    async def next_page(self) -> AsyncPage[T]:
        request = self._next_request()
        response = await self._client._send(request, self._retries)
        return AsyncPage(
            self._client,
            self._paging,
            self._model,
            request,
            self._retries,
            response,
            self,
        )

    async def iter_pages(self) -> AsyncIterator[AsyncPage[T]]:
        page = self
        yield page
        while page.has_next_page():
            page = await page.next_page()
            if page._repeats:
                return
            yield page

    async def _items(self) -> AsyncIterator[T]:
        async for page in self.iter_pages():
            for item in page.items:
                yield item

    def __aiter__(self) -> AsyncIterator[T]:
        return self._items()


class AsyncPaginator(Generic[T]):
    """What an async list method returns: ``await`` it for the first page, or ``async for`` over it
    for every item of every page."""

    def __init__(
        self,
        client: AsyncAPIClient,
        paging: Paging,
        model: Any,
        method: str,
        path: str,
        max_retries: Union[int, NotGiven],
        options: Dict[str, Any],
    ) -> None:
        self._client = client
        self._paging = paging
        self._model = model
        self._method = method
        self._path = path
        self._max_retries = max_retries
        self._options = options

    @classmethod
    def first(
        cls,
        client: AsyncAPIClient,
        paging: Paging,
        model: Any,
        method: str,
        path: str,
        *,
        max_retries: Union[int, NotGiven] = NOT_GIVEN,
        **options: Any,
    ) -> Any:
        """The paginator of a list method's call (awaited through ``with_raw_response``: the response)."""
        return cls(client, paging, model, method, path, max_retries, options)

    async def _first(self) -> Any:
        client, options = self._client, self._options
        if _raw_mode(options.get("extra_headers")) is not None:
            return await client.request(
                self._model,
                self._method,
                self._path,
                max_retries=self._max_retries,
                **options,
            )
        request = client.build_request(self._method, self._path, **_options(options))
        retries = client._retries(self._max_retries)
        response = await client._send(request, retries)
        return AsyncPage(client, self._paging, self._model, request, retries, response)

    def __await__(self) -> Generator[Any, None, AsyncPage[T]]:
        return self._first().__await__()

    async def _items(self) -> AsyncIterator[T]:
        page: AsyncPage[T] = await self._first()
        async for item in page:
            yield item

    def __aiter__(self) -> AsyncIterator[T]:
        return self._items()
