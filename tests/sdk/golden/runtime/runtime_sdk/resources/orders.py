# File generated from our OpenAPI spec by revgen. Do not edit by hand.

from __future__ import annotations

from functools import cached_property
from typing import (
    TYPE_CHECKING,
    Optional,
    Union,
    cast,
)

import httpx

from .._base_client import (
    NOT_GIVEN,
    Body,
    FileContent,
    FileTypes,
    Headers,
    NotGiven,
    Query,
)
from .._response import (
    async_to_raw_response_wrapper,
    async_to_streamed_response_wrapper,
    to_raw_response_wrapper,
    to_streamed_response_wrapper,
)
from ..models.order import Order

if TYPE_CHECKING:
    from .._client import AsyncClient, Client

__all__ = [
    "OrdersResource",
    "AsyncOrdersResource",
]


class OrdersResource:
    """``client.orders``."""

    def __init__(self, client: Client) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> OrdersResourceWithRawResponse:
        """Each method returning the HTTP response: ``.headers``, ``.status_code``, ``.parse()``."""
        return OrdersResourceWithRawResponse(self)

    @cached_property
    def with_streaming_response(self) -> OrdersResourceWithStreamingResponse:
        """Each method returning a context manager of the response, its body not read until asked."""
        return OrdersResourceWithStreamingResponse(self)

    def create(
        self,
        *,
        idempotency_key: Union[str, NotGiven] = NOT_GIVEN,
        amount: int,
        currency: Union[str, NotGiven] = NOT_GIVEN,
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        timeout: Union[float, httpx.Timeout, None, NotGiven] = NOT_GIVEN,
        max_retries: Union[int, NotGiven] = NOT_GIVEN,
    ) -> Order:
        """POST /orders

        Args:
          currency: Server default when not given: "usd".

          extra_headers: Send extra headers

          extra_query: Add additional query parameters to the request

          extra_body: Add additional JSON properties to the request

          timeout: Override the client-level default timeout for this request, in seconds

          max_retries: Override the client-level number of retries for this request
        """
        return cast(
            Order,
            self._client.request(
                Order,
                "POST",
                "/orders",
                returns="json",
                accept="application/json",
                headers={
                    "Idempotency-Key": idempotency_key,
                },
                body={
                    "amount": amount,
                    "currency": currency,
                },
                body_kind="json",
                content_type="application/json",
                idempotency_header="Idempotency-Key",
                extra_headers=extra_headers,
                extra_query=extra_query,
                extra_body=extra_body,
                timeout=timeout,
                max_retries=max_retries,
            ),
        )

    def retrieve(
        self,
        order_id: str,
        *,
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        timeout: Union[float, httpx.Timeout, None, NotGiven] = NOT_GIVEN,
        max_retries: Union[int, NotGiven] = NOT_GIVEN,
    ) -> Order:
        """GET /orders/{order_id}

        Args:
          extra_headers: Send extra headers

          extra_query: Add additional query parameters to the request

          extra_body: Add additional JSON properties to the request

          timeout: Override the client-level default timeout for this request, in seconds

          max_retries: Override the client-level number of retries for this request
        """
        return cast(
            Order,
            self._client.request(
                Order,
                "GET",
                "/orders/{order_id}",
                returns="json",
                accept="application/json",
                path_params={
                    "order_id": order_id,
                },
                extra_headers=extra_headers,
                extra_query=extra_query,
                extra_body=extra_body,
                timeout=timeout,
                max_retries=max_retries,
            ),
        )

    def delete(
        self,
        order_id: str,
        *,
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        timeout: Union[float, httpx.Timeout, None, NotGiven] = NOT_GIVEN,
        max_retries: Union[int, NotGiven] = NOT_GIVEN,
    ) -> None:
        """DELETE /orders/{order_id}

        Args:
          extra_headers: Send extra headers

          extra_query: Add additional query parameters to the request

          extra_body: Add additional JSON properties to the request

          timeout: Override the client-level default timeout for this request, in seconds

          max_retries: Override the client-level number of retries for this request
        """
        return cast(
            None,
            self._client.request(
                None,
                "DELETE",
                "/orders/{order_id}",
                returns="none",
                accept="application/json",
                path_params={
                    "order_id": order_id,
                },
                extra_headers=extra_headers,
                extra_query=extra_query,
                extra_body=extra_body,
                timeout=timeout,
                max_retries=max_retries,
            ),
        )

    def slow(
        self,
        *,
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        timeout: Union[float, httpx.Timeout, None, NotGiven] = NOT_GIVEN,
        max_retries: Union[int, NotGiven] = NOT_GIVEN,
    ) -> Order:
        """GET /slow

        Args:
          extra_headers: Send extra headers

          extra_query: Add additional query parameters to the request

          extra_body: Add additional JSON properties to the request

          timeout: Override the client-level default timeout for this request, in seconds

          max_retries: Override the client-level number of retries for this request
        """
        return cast(
            Order,
            self._client.request(
                Order,
                "GET",
                "/slow",
                returns="json",
                accept="application/json",
                extra_headers=extra_headers,
                extra_query=extra_query,
                extra_body=extra_body,
                timeout=timeout,
                max_retries=max_retries,
            ),
        )


class OrdersResourceWithRawResponse:
    def __init__(self, resource: OrdersResource) -> None:
        wrap = to_raw_response_wrapper
        self.create = wrap(resource.create)
        self.retrieve = wrap(resource.retrieve)
        self.delete = wrap(resource.delete)
        self.slow = wrap(resource.slow)


class OrdersResourceWithStreamingResponse:
    def __init__(self, resource: OrdersResource) -> None:
        wrap = to_streamed_response_wrapper
        self.create = wrap(resource.create)
        self.retrieve = wrap(resource.retrieve)
        self.delete = wrap(resource.delete)
        self.slow = wrap(resource.slow)


class AsyncOrdersResource:
    """``client.orders``."""

    def __init__(self, client: AsyncClient) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> AsyncOrdersResourceWithRawResponse:
        """Each method returning the HTTP response: ``.headers``, ``.status_code``, ``.parse()``."""
        return AsyncOrdersResourceWithRawResponse(self)

    @cached_property
    def with_streaming_response(self) -> AsyncOrdersResourceWithStreamingResponse:
        """Each method returning a context manager of the response, its body not read until asked."""
        return AsyncOrdersResourceWithStreamingResponse(self)

    async def create(
        self,
        *,
        idempotency_key: Union[str, NotGiven] = NOT_GIVEN,
        amount: int,
        currency: Union[str, NotGiven] = NOT_GIVEN,
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        timeout: Union[float, httpx.Timeout, None, NotGiven] = NOT_GIVEN,
        max_retries: Union[int, NotGiven] = NOT_GIVEN,
    ) -> Order:
        """POST /orders

        Args:
          currency: Server default when not given: "usd".

          extra_headers: Send extra headers

          extra_query: Add additional query parameters to the request

          extra_body: Add additional JSON properties to the request

          timeout: Override the client-level default timeout for this request, in seconds

          max_retries: Override the client-level number of retries for this request
        """
        return cast(
            Order,
            await self._client.request(
                Order,
                "POST",
                "/orders",
                returns="json",
                accept="application/json",
                headers={
                    "Idempotency-Key": idempotency_key,
                },
                body={
                    "amount": amount,
                    "currency": currency,
                },
                body_kind="json",
                content_type="application/json",
                idempotency_header="Idempotency-Key",
                extra_headers=extra_headers,
                extra_query=extra_query,
                extra_body=extra_body,
                timeout=timeout,
                max_retries=max_retries,
            ),
        )

    async def retrieve(
        self,
        order_id: str,
        *,
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        timeout: Union[float, httpx.Timeout, None, NotGiven] = NOT_GIVEN,
        max_retries: Union[int, NotGiven] = NOT_GIVEN,
    ) -> Order:
        """GET /orders/{order_id}

        Args:
          extra_headers: Send extra headers

          extra_query: Add additional query parameters to the request

          extra_body: Add additional JSON properties to the request

          timeout: Override the client-level default timeout for this request, in seconds

          max_retries: Override the client-level number of retries for this request
        """
        return cast(
            Order,
            await self._client.request(
                Order,
                "GET",
                "/orders/{order_id}",
                returns="json",
                accept="application/json",
                path_params={
                    "order_id": order_id,
                },
                extra_headers=extra_headers,
                extra_query=extra_query,
                extra_body=extra_body,
                timeout=timeout,
                max_retries=max_retries,
            ),
        )

    async def delete(
        self,
        order_id: str,
        *,
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        timeout: Union[float, httpx.Timeout, None, NotGiven] = NOT_GIVEN,
        max_retries: Union[int, NotGiven] = NOT_GIVEN,
    ) -> None:
        """DELETE /orders/{order_id}

        Args:
          extra_headers: Send extra headers

          extra_query: Add additional query parameters to the request

          extra_body: Add additional JSON properties to the request

          timeout: Override the client-level default timeout for this request, in seconds

          max_retries: Override the client-level number of retries for this request
        """
        return cast(
            None,
            await self._client.request(
                None,
                "DELETE",
                "/orders/{order_id}",
                returns="none",
                accept="application/json",
                path_params={
                    "order_id": order_id,
                },
                extra_headers=extra_headers,
                extra_query=extra_query,
                extra_body=extra_body,
                timeout=timeout,
                max_retries=max_retries,
            ),
        )

    async def slow(
        self,
        *,
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        timeout: Union[float, httpx.Timeout, None, NotGiven] = NOT_GIVEN,
        max_retries: Union[int, NotGiven] = NOT_GIVEN,
    ) -> Order:
        """GET /slow

        Args:
          extra_headers: Send extra headers

          extra_query: Add additional query parameters to the request

          extra_body: Add additional JSON properties to the request

          timeout: Override the client-level default timeout for this request, in seconds

          max_retries: Override the client-level number of retries for this request
        """
        return cast(
            Order,
            await self._client.request(
                Order,
                "GET",
                "/slow",
                returns="json",
                accept="application/json",
                extra_headers=extra_headers,
                extra_query=extra_query,
                extra_body=extra_body,
                timeout=timeout,
                max_retries=max_retries,
            ),
        )


class AsyncOrdersResourceWithRawResponse:
    def __init__(self, resource: AsyncOrdersResource) -> None:
        wrap = async_to_raw_response_wrapper
        self.create = wrap(resource.create)
        self.retrieve = wrap(resource.retrieve)
        self.delete = wrap(resource.delete)
        self.slow = wrap(resource.slow)


class AsyncOrdersResourceWithStreamingResponse:
    def __init__(self, resource: AsyncOrdersResource) -> None:
        wrap = async_to_streamed_response_wrapper
        self.create = wrap(resource.create)
        self.retrieve = wrap(resource.retrieve)
        self.delete = wrap(resource.delete)
        self.slow = wrap(resource.slow)
