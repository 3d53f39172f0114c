# File generated from our OpenAPI spec by revgen. Do not edit by hand.

from __future__ import annotations

from functools import cached_property
from typing import (
    TYPE_CHECKING,
    Dict,
    Literal,
    Optional,
    Sequence,
    Union,
    cast,
    overload,
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
from .._streaming import AsyncStream, Stream
from ..models.rl_checkpoints_upload_response import RlCheckpointsUploadResponse
from ..models.rl_labels_create_response import RlLabelsCreateResponse
from ..models.rl_model_resources import RLModelResources
from ..models.rl_model_resources_event import RLModelResourcesEvent
from ..models.rl_model_resources_list_response import RlModelResourcesListResponse
from ..models.rl_training_sessions_sample_event import RlTrainingSessionsSampleEvent
from ..models.rl_training_sessions_sample_response import (
    RlTrainingSessionsSampleResponse,
)
from ..params.rl_compute_config_param import RLComputeConfigParam
from ..params.rl_labels_create_params import (
    RlLabelsCreateBodyItemsItemParam,
    RlLabelsCreateCreatedParam,
)

if TYPE_CHECKING:
    from .._client import AsyncClient, Client

__all__ = [
    "RlResource",
    "AsyncRlResource",
    "RlCheckpointsResource",
    "AsyncRlCheckpointsResource",
    "RlLabelsResource",
    "AsyncRlLabelsResource",
    "RlModelResourcesResource",
    "AsyncRlModelResourcesResource",
    "RlTrainingSessionsResource",
    "AsyncRlTrainingSessionsResource",
]


class RlResource:
    """``client.rl``; sub-resources: ``checkpoints``, ``labels``, ``model_resources``, ``training_sessions``."""

    def __init__(self, client: Client) -> None:
        self._client = client

    @cached_property
    def checkpoints(self) -> RlCheckpointsResource:
        return RlCheckpointsResource(self._client)

    @cached_property
    def labels(self) -> RlLabelsResource:
        return RlLabelsResource(self._client)

    @cached_property
    def model_resources(self) -> RlModelResourcesResource:
        return RlModelResourcesResource(self._client)

    @cached_property
    def training_sessions(self) -> RlTrainingSessionsResource:
        return RlTrainingSessionsResource(self._client)

    @cached_property
    def with_raw_response(self) -> RlResourceWithRawResponse:
        """Each method returning the HTTP response: ``.headers``, ``.status_code``, ``.parse()``."""
        return RlResourceWithRawResponse(self)

    @cached_property
    def with_streaming_response(self) -> RlResourceWithStreamingResponse:
        """Each method returning a context manager of the response, its body not read until asked."""
        return RlResourceWithStreamingResponse(self)


class RlResourceWithRawResponse:
    def __init__(self, resource: RlResource) -> None:
        wrap = to_raw_response_wrapper


class RlResourceWithStreamingResponse:
    def __init__(self, resource: RlResource) -> None:
        wrap = to_streamed_response_wrapper


class AsyncRlResource:
    """``client.rl``; sub-resources: ``checkpoints``, ``labels``, ``model_resources``, ``training_sessions``."""

    def __init__(self, client: AsyncClient) -> None:
        self._client = client

    @cached_property
    def checkpoints(self) -> AsyncRlCheckpointsResource:
        return AsyncRlCheckpointsResource(self._client)

    @cached_property
    def labels(self) -> AsyncRlLabelsResource:
        return AsyncRlLabelsResource(self._client)

    @cached_property
    def model_resources(self) -> AsyncRlModelResourcesResource:
        return AsyncRlModelResourcesResource(self._client)

    @cached_property
    def training_sessions(self) -> AsyncRlTrainingSessionsResource:
        return AsyncRlTrainingSessionsResource(self._client)

    @cached_property
    def with_raw_response(self) -> AsyncRlResourceWithRawResponse:
        """Each method returning the HTTP response: ``.headers``, ``.status_code``, ``.parse()``."""
        return AsyncRlResourceWithRawResponse(self)

    @cached_property
    def with_streaming_response(self) -> AsyncRlResourceWithStreamingResponse:
        """Each method returning a context manager of the response, its body not read until asked."""
        return AsyncRlResourceWithStreamingResponse(self)


class AsyncRlResourceWithRawResponse:
    def __init__(self, resource: AsyncRlResource) -> None:
        wrap = async_to_raw_response_wrapper


class AsyncRlResourceWithStreamingResponse:
    def __init__(self, resource: AsyncRlResource) -> None:
        wrap = async_to_streamed_response_wrapper


class RlCheckpointsResource:
    """``client.rl.checkpoints``."""

    def __init__(self, client: Client) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> RlCheckpointsResourceWithRawResponse:
        """Each method returning the HTTP response: ``.headers``, ``.status_code``, ``.parse()``."""
        return RlCheckpointsResourceWithRawResponse(self)

    @cached_property
    def with_streaming_response(self) -> RlCheckpointsResourceWithStreamingResponse:
        """Each method returning a context manager of the response, its body not read until asked."""
        return RlCheckpointsResourceWithStreamingResponse(self)

    def upload(
        self,
        *,
        file: FileTypes,
        name: str,
        step: Union[int, NotGiven] = NOT_GIVEN,
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        timeout: Union[float, httpx.Timeout, None, NotGiven] = NOT_GIVEN,
        max_retries: Union[int, NotGiven] = NOT_GIVEN,
    ) -> RlCheckpointsUploadResponse:
        """Upload a checkpoint

        Args:
          extra_headers: Send extra headers

          extra_query: Add additional query parameters to the request

          extra_body: Add additional JSON properties to the request

          timeout: Override the client-level default timeout for this request, in seconds

          max_retries: Override the client-level number of retries for this request
        """
        return cast(
            RlCheckpointsUploadResponse,
            self._client.request(
                RlCheckpointsUploadResponse,
                "POST",
                "/rl/checkpoints/upload",
                returns="json",
                accept="application/json",
                body={
                    "file": file,
                    "name": name,
                    "step": step,
                },
                body_kind="multipart",
                content_type="multipart/form-data",
                extra_headers=extra_headers,
                extra_query=extra_query,
                extra_body=extra_body,
                timeout=timeout,
                max_retries=max_retries,
            ),
        )


class RlCheckpointsResourceWithRawResponse:
    def __init__(self, resource: RlCheckpointsResource) -> None:
        wrap = to_raw_response_wrapper
        self.upload = wrap(resource.upload)


class RlCheckpointsResourceWithStreamingResponse:
    def __init__(self, resource: RlCheckpointsResource) -> None:
        wrap = to_streamed_response_wrapper
        self.upload = wrap(resource.upload)


class AsyncRlCheckpointsResource:
    """``client.rl.checkpoints``."""

    def __init__(self, client: AsyncClient) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> AsyncRlCheckpointsResourceWithRawResponse:
        """Each method returning the HTTP response: ``.headers``, ``.status_code``, ``.parse()``."""
        return AsyncRlCheckpointsResourceWithRawResponse(self)

    @cached_property
    def with_streaming_response(
        self,
    ) -> AsyncRlCheckpointsResourceWithStreamingResponse:
        """Each method returning a context manager of the response, its body not read until asked."""
        return AsyncRlCheckpointsResourceWithStreamingResponse(self)

    async def upload(
        self,
        *,
        file: FileTypes,
        name: str,
        step: Union[int, NotGiven] = NOT_GIVEN,
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        timeout: Union[float, httpx.Timeout, None, NotGiven] = NOT_GIVEN,
        max_retries: Union[int, NotGiven] = NOT_GIVEN,
    ) -> RlCheckpointsUploadResponse:
        """Upload a checkpoint

        Args:
          extra_headers: Send extra headers

          extra_query: Add additional query parameters to the request

          extra_body: Add additional JSON properties to the request

          timeout: Override the client-level default timeout for this request, in seconds

          max_retries: Override the client-level number of retries for this request
        """
        return cast(
            RlCheckpointsUploadResponse,
            await self._client.request(
                RlCheckpointsUploadResponse,
                "POST",
                "/rl/checkpoints/upload",
                returns="json",
                accept="application/json",
                body={
                    "file": file,
                    "name": name,
                    "step": step,
                },
                body_kind="multipart",
                content_type="multipart/form-data",
                extra_headers=extra_headers,
                extra_query=extra_query,
                extra_body=extra_body,
                timeout=timeout,
                max_retries=max_retries,
            ),
        )


class AsyncRlCheckpointsResourceWithRawResponse:
    def __init__(self, resource: AsyncRlCheckpointsResource) -> None:
        wrap = async_to_raw_response_wrapper
        self.upload = wrap(resource.upload)


class AsyncRlCheckpointsResourceWithStreamingResponse:
    def __init__(self, resource: AsyncRlCheckpointsResource) -> None:
        wrap = async_to_streamed_response_wrapper
        self.upload = wrap(resource.upload)


class RlLabelsResource:
    """``client.rl.labels``."""

    def __init__(self, client: Client) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> RlLabelsResourceWithRawResponse:
        """Each method returning the HTTP response: ``.headers``, ``.status_code``, ``.parse()``."""
        return RlLabelsResourceWithRawResponse(self)

    @cached_property
    def with_streaming_response(self) -> RlLabelsResourceWithStreamingResponse:
        """Each method returning a context manager of the response, its body not read until asked."""
        return RlLabelsResourceWithStreamingResponse(self)

    def create(
        self,
        *,
        created: Union[RlLabelsCreateCreatedParam, NotGiven] = NOT_GIVEN,
        name: str,
        metadata: Union[Dict[str, str], NotGiven] = NOT_GIVEN,
        items: Union[Sequence[RlLabelsCreateBodyItemsItemParam], NotGiven] = NOT_GIVEN,
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        timeout: Union[float, httpx.Timeout, None, NotGiven] = NOT_GIVEN,
        max_retries: Union[int, NotGiven] = NOT_GIVEN,
    ) -> RlLabelsCreateResponse:
        """Create a label (form-encoded, as Stripe does)

        Args:
          extra_headers: Send extra headers

          extra_query: Add additional query parameters to the request

          extra_body: Add additional JSON properties to the request

          timeout: Override the client-level default timeout for this request, in seconds

          max_retries: Override the client-level number of retries for this request
        """
        return cast(
            RlLabelsCreateResponse,
            self._client.request(
                RlLabelsCreateResponse,
                "POST",
                "/rl/labels",
                returns="json",
                accept="application/json",
                query=[
                    ("created", created, "deepObject", True),
                ],
                body={
                    "name": name,
                    "metadata": metadata,
                    "items": items,
                },
                body_kind="form",
                content_type="application/x-www-form-urlencoded",
                extra_headers=extra_headers,
                extra_query=extra_query,
                extra_body=extra_body,
                timeout=timeout,
                max_retries=max_retries,
            ),
        )


class RlLabelsResourceWithRawResponse:
    def __init__(self, resource: RlLabelsResource) -> None:
        wrap = to_raw_response_wrapper
        self.create = wrap(resource.create)


class RlLabelsResourceWithStreamingResponse:
    def __init__(self, resource: RlLabelsResource) -> None:
        wrap = to_streamed_response_wrapper
        self.create = wrap(resource.create)


class AsyncRlLabelsResource:
    """``client.rl.labels``."""

    def __init__(self, client: AsyncClient) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> AsyncRlLabelsResourceWithRawResponse:
        """Each method returning the HTTP response: ``.headers``, ``.status_code``, ``.parse()``."""
        return AsyncRlLabelsResourceWithRawResponse(self)

    @cached_property
    def with_streaming_response(self) -> AsyncRlLabelsResourceWithStreamingResponse:
        """Each method returning a context manager of the response, its body not read until asked."""
        return AsyncRlLabelsResourceWithStreamingResponse(self)

    async def create(
        self,
        *,
        created: Union[RlLabelsCreateCreatedParam, NotGiven] = NOT_GIVEN,
        name: str,
        metadata: Union[Dict[str, str], NotGiven] = NOT_GIVEN,
        items: Union[Sequence[RlLabelsCreateBodyItemsItemParam], NotGiven] = NOT_GIVEN,
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        timeout: Union[float, httpx.Timeout, None, NotGiven] = NOT_GIVEN,
        max_retries: Union[int, NotGiven] = NOT_GIVEN,
    ) -> RlLabelsCreateResponse:
        """Create a label (form-encoded, as Stripe does)

        Args:
          extra_headers: Send extra headers

          extra_query: Add additional query parameters to the request

          extra_body: Add additional JSON properties to the request

          timeout: Override the client-level default timeout for this request, in seconds

          max_retries: Override the client-level number of retries for this request
        """
        return cast(
            RlLabelsCreateResponse,
            await self._client.request(
                RlLabelsCreateResponse,
                "POST",
                "/rl/labels",
                returns="json",
                accept="application/json",
                query=[
                    ("created", created, "deepObject", True),
                ],
                body={
                    "name": name,
                    "metadata": metadata,
                    "items": items,
                },
                body_kind="form",
                content_type="application/x-www-form-urlencoded",
                extra_headers=extra_headers,
                extra_query=extra_query,
                extra_body=extra_body,
                timeout=timeout,
                max_retries=max_retries,
            ),
        )


class AsyncRlLabelsResourceWithRawResponse:
    def __init__(self, resource: AsyncRlLabelsResource) -> None:
        wrap = async_to_raw_response_wrapper
        self.create = wrap(resource.create)


class AsyncRlLabelsResourceWithStreamingResponse:
    def __init__(self, resource: AsyncRlLabelsResource) -> None:
        wrap = async_to_streamed_response_wrapper
        self.create = wrap(resource.create)


class RlModelResourcesResource:
    """``client.rl.model_resources``."""

    def __init__(self, client: Client) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> RlModelResourcesResourceWithRawResponse:
        """Each method returning the HTTP response: ``.headers``, ``.status_code``, ``.parse()``."""
        return RlModelResourcesResourceWithRawResponse(self)

    @cached_property
    def with_streaming_response(self) -> RlModelResourcesResourceWithStreamingResponse:
        """Each method returning a context manager of the response, its body not read until asked."""
        return RlModelResourcesResourceWithStreamingResponse(self)

    def list(
        self,
        *,
        status: Union[
            Literal[
                "MODEL_RESOURCES_STATUS_PENDING",
                "MODEL_RESOURCES_STATUS_READY",
                "MODEL_RESOURCES_STATUS_STOPPED",
                "MODEL_RESOURCES_STATUS_STOPPING",
            ],
            NotGiven,
        ] = NOT_GIVEN,
        limit: Union[int, NotGiven] = NOT_GIVEN,
        ids: Union[Sequence[str], NotGiven] = NOT_GIVEN,
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        timeout: Union[float, httpx.Timeout, None, NotGiven] = NOT_GIVEN,
        max_retries: Union[int, NotGiven] = NOT_GIVEN,
    ) -> RlModelResourcesListResponse:
        """List model resources

        Args:
          limit: Page size

              Server default when not given: 20.

          extra_headers: Send extra headers

          extra_query: Add additional query parameters to the request

          extra_body: Add additional JSON properties to the request

          timeout: Override the client-level default timeout for this request, in seconds

          max_retries: Override the client-level number of retries for this request
        """
        return cast(
            RlModelResourcesListResponse,
            self._client.request(
                RlModelResourcesListResponse,
                "GET",
                "/rl/model-resources",
                returns="json",
                accept="application/json",
                query=[
                    ("status", status, "form", True),
                    ("limit", limit, "form", True),
                    ("ids", ids, "form", True),
                ],
                extra_headers=extra_headers,
                extra_query=extra_query,
                extra_body=extra_body,
                timeout=timeout,
                max_retries=max_retries,
            ),
        )

    def create(
        self,
        *,
        base_model: str,
        compute_config: RLComputeConfigParam,
        lora_enabled: Union[bool, NotGiven] = NOT_GIVEN,
        inactive_timeout: Union[int, NotGiven] = NOT_GIVEN,
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        timeout: Union[float, httpx.Timeout, None, NotGiven] = NOT_GIVEN,
        max_retries: Union[int, NotGiven] = NOT_GIVEN,
    ) -> RLModelResources:
        """Create model resources

        Args:
          base_model: Base model to provision for

          compute_config: Compute layout for a model resource

          lora_enabled: Server default when not given: true.

          extra_headers: Send extra headers

          extra_query: Add additional query parameters to the request

          extra_body: Add additional JSON properties to the request

          timeout: Override the client-level default timeout for this request, in seconds

          max_retries: Override the client-level number of retries for this request
        """
        return cast(
            RLModelResources,
            self._client.request(
                RLModelResources,
                "POST",
                "/rl/model-resources",
                returns="json",
                accept="application/json",
                body={
                    "base_model": base_model,
                    "compute_config": compute_config,
                    "lora_enabled": lora_enabled,
                    "inactive_timeout": inactive_timeout,
                },
                body_kind="json",
                content_type="application/json",
                extra_headers=extra_headers,
                extra_query=extra_query,
                extra_body=extra_body,
                timeout=timeout,
                max_retries=max_retries,
            ),
        )

    def retrieve(
        self,
        model_resources_id: str,
        *,
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        timeout: Union[float, httpx.Timeout, None, NotGiven] = NOT_GIVEN,
        max_retries: Union[int, NotGiven] = NOT_GIVEN,
    ) -> RLModelResources:
        """Get model resources

        Args:
          model_resources_id: ID of the model resource

          extra_headers: Send extra headers

          extra_query: Add additional query parameters to the request

          extra_body: Add additional JSON properties to the request

          timeout: Override the client-level default timeout for this request, in seconds

          max_retries: Override the client-level number of retries for this request
        """
        return cast(
            RLModelResources,
            self._client.request(
                RLModelResources,
                "GET",
                "/rl/model-resources/{model_resources_id}",
                returns="json",
                accept="application/json",
                path_params={
                    "model_resources_id": model_resources_id,
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
        model_resources_id: str,
        *,
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        timeout: Union[float, httpx.Timeout, None, NotGiven] = NOT_GIVEN,
        max_retries: Union[int, NotGiven] = NOT_GIVEN,
    ) -> None:
        """Delete model resources

        Args:
          model_resources_id: ID of the model resource

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
                "/rl/model-resources/{model_resources_id}",
                returns="none",
                accept="application/json",
                path_params={
                    "model_resources_id": model_resources_id,
                },
                extra_headers=extra_headers,
                extra_query=extra_query,
                extra_body=extra_body,
                timeout=timeout,
                max_retries=max_retries,
            ),
        )

    def stop(
        self,
        model_resources_id: str,
        *,
        force: Union[bool, NotGiven] = NOT_GIVEN,
        x_request_id: Union[str, NotGiven] = NOT_GIVEN,
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        timeout: Union[float, httpx.Timeout, None, NotGiven] = NOT_GIVEN,
        max_retries: Union[int, NotGiven] = NOT_GIVEN,
    ) -> RLModelResources:
        """Stop model resources

        Stops the model resource and releases its allocated compute. If active training sessions are
        attached, the request fails unless `force=true`. A forced stop also stops all attached training
        sessions.

        Args:
          model_resources_id: ID of the model resource

          force: When true, also stop all attached training sessions.

          extra_headers: Send extra headers

          extra_query: Add additional query parameters to the request

          extra_body: Add additional JSON properties to the request

          timeout: Override the client-level default timeout for this request, in seconds

          max_retries: Override the client-level number of retries for this request
        """
        return cast(
            RLModelResources,
            self._client.request(
                RLModelResources,
                "POST",
                "/rl/model-resources/{model_resources_id}/stop",
                returns="json",
                accept="application/json",
                path_params={
                    "model_resources_id": model_resources_id,
                },
                query=[
                    ("force", force, "form", True),
                ],
                headers={
                    "X-Request-Id": x_request_id,
                },
                extra_headers=extra_headers,
                extra_query=extra_query,
                extra_body=extra_body,
                timeout=timeout,
                max_retries=max_retries,
            ),
        )

    def events(
        self,
        model_resources_id: str,
        *,
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        timeout: Union[float, httpx.Timeout, None, NotGiven] = NOT_GIVEN,
        max_retries: Union[int, NotGiven] = NOT_GIVEN,
    ) -> Stream[RLModelResourcesEvent]:
        """Stream lifecycle events

        Args:
          model_resources_id: ID of the model resource

          extra_headers: Send extra headers

          extra_query: Add additional query parameters to the request

          extra_body: Add additional JSON properties to the request

          timeout: Override the client-level default timeout for this request, in seconds

          max_retries: Override the client-level number of retries for this request
        """
        return cast(
            "Stream[RLModelResourcesEvent]",
            self._client.request(
                RLModelResourcesEvent,
                "GET",
                "/rl/model-resources/{model_resources_id}/events",
                returns="sse",
                accept="text/event-stream",
                path_params={
                    "model_resources_id": model_resources_id,
                },
                extra_headers=extra_headers,
                extra_query=extra_query,
                extra_body=extra_body,
                timeout=timeout,
                max_retries=max_retries,
            ),
        )


class RlModelResourcesResourceWithRawResponse:
    def __init__(self, resource: RlModelResourcesResource) -> None:
        wrap = to_raw_response_wrapper
        self.list = wrap(resource.list)
        self.create = wrap(resource.create)
        self.retrieve = wrap(resource.retrieve)
        self.delete = wrap(resource.delete)
        self.stop = wrap(resource.stop)
        self.events = wrap(resource.events)


class RlModelResourcesResourceWithStreamingResponse:
    def __init__(self, resource: RlModelResourcesResource) -> None:
        wrap = to_streamed_response_wrapper
        self.list = wrap(resource.list)
        self.create = wrap(resource.create)
        self.retrieve = wrap(resource.retrieve)
        self.delete = wrap(resource.delete)
        self.stop = wrap(resource.stop)
        self.events = wrap(resource.events)


class AsyncRlModelResourcesResource:
    """``client.rl.model_resources``."""

    def __init__(self, client: AsyncClient) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> AsyncRlModelResourcesResourceWithRawResponse:
        """Each method returning the HTTP response: ``.headers``, ``.status_code``, ``.parse()``."""
        return AsyncRlModelResourcesResourceWithRawResponse(self)

    @cached_property
    def with_streaming_response(
        self,
    ) -> AsyncRlModelResourcesResourceWithStreamingResponse:
        """Each method returning a context manager of the response, its body not read until asked."""
        return AsyncRlModelResourcesResourceWithStreamingResponse(self)

    async def list(
        self,
        *,
        status: Union[
            Literal[
                "MODEL_RESOURCES_STATUS_PENDING",
                "MODEL_RESOURCES_STATUS_READY",
                "MODEL_RESOURCES_STATUS_STOPPED",
                "MODEL_RESOURCES_STATUS_STOPPING",
            ],
            NotGiven,
        ] = NOT_GIVEN,
        limit: Union[int, NotGiven] = NOT_GIVEN,
        ids: Union[Sequence[str], NotGiven] = NOT_GIVEN,
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        timeout: Union[float, httpx.Timeout, None, NotGiven] = NOT_GIVEN,
        max_retries: Union[int, NotGiven] = NOT_GIVEN,
    ) -> RlModelResourcesListResponse:
        """List model resources

        Args:
          limit: Page size

              Server default when not given: 20.

          extra_headers: Send extra headers

          extra_query: Add additional query parameters to the request

          extra_body: Add additional JSON properties to the request

          timeout: Override the client-level default timeout for this request, in seconds

          max_retries: Override the client-level number of retries for this request
        """
        return cast(
            RlModelResourcesListResponse,
            await self._client.request(
                RlModelResourcesListResponse,
                "GET",
                "/rl/model-resources",
                returns="json",
                accept="application/json",
                query=[
                    ("status", status, "form", True),
                    ("limit", limit, "form", True),
                    ("ids", ids, "form", True),
                ],
                extra_headers=extra_headers,
                extra_query=extra_query,
                extra_body=extra_body,
                timeout=timeout,
                max_retries=max_retries,
            ),
        )

    async def create(
        self,
        *,
        base_model: str,
        compute_config: RLComputeConfigParam,
        lora_enabled: Union[bool, NotGiven] = NOT_GIVEN,
        inactive_timeout: Union[int, NotGiven] = NOT_GIVEN,
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        timeout: Union[float, httpx.Timeout, None, NotGiven] = NOT_GIVEN,
        max_retries: Union[int, NotGiven] = NOT_GIVEN,
    ) -> RLModelResources:
        """Create model resources

        Args:
          base_model: Base model to provision for

          compute_config: Compute layout for a model resource

          lora_enabled: Server default when not given: true.

          extra_headers: Send extra headers

          extra_query: Add additional query parameters to the request

          extra_body: Add additional JSON properties to the request

          timeout: Override the client-level default timeout for this request, in seconds

          max_retries: Override the client-level number of retries for this request
        """
        return cast(
            RLModelResources,
            await self._client.request(
                RLModelResources,
                "POST",
                "/rl/model-resources",
                returns="json",
                accept="application/json",
                body={
                    "base_model": base_model,
                    "compute_config": compute_config,
                    "lora_enabled": lora_enabled,
                    "inactive_timeout": inactive_timeout,
                },
                body_kind="json",
                content_type="application/json",
                extra_headers=extra_headers,
                extra_query=extra_query,
                extra_body=extra_body,
                timeout=timeout,
                max_retries=max_retries,
            ),
        )

    async def retrieve(
        self,
        model_resources_id: str,
        *,
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        timeout: Union[float, httpx.Timeout, None, NotGiven] = NOT_GIVEN,
        max_retries: Union[int, NotGiven] = NOT_GIVEN,
    ) -> RLModelResources:
        """Get model resources

        Args:
          model_resources_id: ID of the model resource

          extra_headers: Send extra headers

          extra_query: Add additional query parameters to the request

          extra_body: Add additional JSON properties to the request

          timeout: Override the client-level default timeout for this request, in seconds

          max_retries: Override the client-level number of retries for this request
        """
        return cast(
            RLModelResources,
            await self._client.request(
                RLModelResources,
                "GET",
                "/rl/model-resources/{model_resources_id}",
                returns="json",
                accept="application/json",
                path_params={
                    "model_resources_id": model_resources_id,
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
        model_resources_id: str,
        *,
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        timeout: Union[float, httpx.Timeout, None, NotGiven] = NOT_GIVEN,
        max_retries: Union[int, NotGiven] = NOT_GIVEN,
    ) -> None:
        """Delete model resources

        Args:
          model_resources_id: ID of the model resource

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
                "/rl/model-resources/{model_resources_id}",
                returns="none",
                accept="application/json",
                path_params={
                    "model_resources_id": model_resources_id,
                },
                extra_headers=extra_headers,
                extra_query=extra_query,
                extra_body=extra_body,
                timeout=timeout,
                max_retries=max_retries,
            ),
        )

    async def stop(
        self,
        model_resources_id: str,
        *,
        force: Union[bool, NotGiven] = NOT_GIVEN,
        x_request_id: Union[str, NotGiven] = NOT_GIVEN,
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        timeout: Union[float, httpx.Timeout, None, NotGiven] = NOT_GIVEN,
        max_retries: Union[int, NotGiven] = NOT_GIVEN,
    ) -> RLModelResources:
        """Stop model resources

        Stops the model resource and releases its allocated compute. If active training sessions are
        attached, the request fails unless `force=true`. A forced stop also stops all attached training
        sessions.

        Args:
          model_resources_id: ID of the model resource

          force: When true, also stop all attached training sessions.

          extra_headers: Send extra headers

          extra_query: Add additional query parameters to the request

          extra_body: Add additional JSON properties to the request

          timeout: Override the client-level default timeout for this request, in seconds

          max_retries: Override the client-level number of retries for this request
        """
        return cast(
            RLModelResources,
            await self._client.request(
                RLModelResources,
                "POST",
                "/rl/model-resources/{model_resources_id}/stop",
                returns="json",
                accept="application/json",
                path_params={
                    "model_resources_id": model_resources_id,
                },
                query=[
                    ("force", force, "form", True),
                ],
                headers={
                    "X-Request-Id": x_request_id,
                },
                extra_headers=extra_headers,
                extra_query=extra_query,
                extra_body=extra_body,
                timeout=timeout,
                max_retries=max_retries,
            ),
        )

    async def events(
        self,
        model_resources_id: str,
        *,
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        timeout: Union[float, httpx.Timeout, None, NotGiven] = NOT_GIVEN,
        max_retries: Union[int, NotGiven] = NOT_GIVEN,
    ) -> AsyncStream[RLModelResourcesEvent]:
        """Stream lifecycle events

        Args:
          model_resources_id: ID of the model resource

          extra_headers: Send extra headers

          extra_query: Add additional query parameters to the request

          extra_body: Add additional JSON properties to the request

          timeout: Override the client-level default timeout for this request, in seconds

          max_retries: Override the client-level number of retries for this request
        """
        return cast(
            "AsyncStream[RLModelResourcesEvent]",
            await self._client.request(
                RLModelResourcesEvent,
                "GET",
                "/rl/model-resources/{model_resources_id}/events",
                returns="sse",
                accept="text/event-stream",
                path_params={
                    "model_resources_id": model_resources_id,
                },
                extra_headers=extra_headers,
                extra_query=extra_query,
                extra_body=extra_body,
                timeout=timeout,
                max_retries=max_retries,
            ),
        )


class AsyncRlModelResourcesResourceWithRawResponse:
    def __init__(self, resource: AsyncRlModelResourcesResource) -> None:
        wrap = async_to_raw_response_wrapper
        self.list = wrap(resource.list)
        self.create = wrap(resource.create)
        self.retrieve = wrap(resource.retrieve)
        self.delete = wrap(resource.delete)
        self.stop = wrap(resource.stop)
        self.events = wrap(resource.events)


class AsyncRlModelResourcesResourceWithStreamingResponse:
    def __init__(self, resource: AsyncRlModelResourcesResource) -> None:
        wrap = async_to_streamed_response_wrapper
        self.list = wrap(resource.list)
        self.create = wrap(resource.create)
        self.retrieve = wrap(resource.retrieve)
        self.delete = wrap(resource.delete)
        self.stop = wrap(resource.stop)
        self.events = wrap(resource.events)


class RlTrainingSessionsResource:
    """``client.rl.training_sessions``."""

    def __init__(self, client: Client) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> RlTrainingSessionsResourceWithRawResponse:
        """Each method returning the HTTP response: ``.headers``, ``.status_code``, ``.parse()``."""
        return RlTrainingSessionsResourceWithRawResponse(self)

    @cached_property
    def with_streaming_response(
        self,
    ) -> RlTrainingSessionsResourceWithStreamingResponse:
        """Each method returning a context manager of the response, its body not read until asked."""
        return RlTrainingSessionsResourceWithStreamingResponse(self)

    @overload
    def sample(
        self,
        session_id: str,
        *,
        prompt: str,
        stream: Union[Literal[False], NotGiven] = NOT_GIVEN,
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        timeout: Union[float, httpx.Timeout, None, NotGiven] = NOT_GIVEN,
        max_retries: Union[int, NotGiven] = NOT_GIVEN,
    ) -> RlTrainingSessionsSampleResponse:
        """Sample from a training session The whole answer (``stream`` not given or False)."""

    @overload
    def sample(
        self,
        session_id: str,
        *,
        prompt: str,
        stream: Literal[True],
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        timeout: Union[float, httpx.Timeout, None, NotGiven] = NOT_GIVEN,
        max_retries: Union[int, NotGiven] = NOT_GIVEN,
    ) -> Stream[RlTrainingSessionsSampleEvent]:
        """Sample from a training session The answer as a ``Stream`` of server-sent events."""

    @overload
    def sample(
        self,
        session_id: str,
        *,
        prompt: str,
        stream: bool,
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        timeout: Union[float, httpx.Timeout, None, NotGiven] = NOT_GIVEN,
        max_retries: Union[int, NotGiven] = NOT_GIVEN,
    ) -> Union[RlTrainingSessionsSampleResponse, Stream[RlTrainingSessionsSampleEvent]]:
        """Sample from a training session A ``Stream`` when ``stream`` is true, else the whole answer."""

    def sample(
        self,
        session_id: str,
        *,
        prompt: str,
        stream: Union[bool, NotGiven] = NOT_GIVEN,
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        timeout: Union[float, httpx.Timeout, None, NotGiven] = NOT_GIVEN,
        max_retries: Union[int, NotGiven] = NOT_GIVEN,
    ) -> Union[RlTrainingSessionsSampleResponse, Stream[RlTrainingSessionsSampleEvent]]:
        """Sample from a training session

        Args:
          stream: True: the answer comes as server-sent events, a ``Stream`` of
              chunks (typed by the overloads); otherwise the whole answer at once.

          extra_headers: Send extra headers

          extra_query: Add additional query parameters to the request

          extra_body: Add additional JSON properties to the request

          timeout: Override the client-level default timeout for this request, in seconds

          max_retries: Override the client-level number of retries for this request
        """
        return cast(
            "Union[RlTrainingSessionsSampleResponse, Stream[RlTrainingSessionsSampleEvent]]",
            self._client.request(
                (
                    RlTrainingSessionsSampleEvent
                    if stream
                    else RlTrainingSessionsSampleResponse
                ),
                "POST",
                "/rl/training-sessions/{session_id}/sample",
                returns="sse" if stream else "json",
                accept="text/event-stream" if stream else "application/json",
                path_params={
                    "session_id": session_id,
                },
                body={
                    "prompt": prompt,
                    "stream": bool(stream),
                },
                body_kind="json",
                content_type="application/json",
                extra_headers=extra_headers,
                extra_query=extra_query,
                extra_body=extra_body,
                timeout=timeout,
                max_retries=max_retries,
            ),
        )

    def sample_stream(
        self,
        session_id: str,
        *,
        prompt: str,
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        timeout: Union[float, httpx.Timeout, None, NotGiven] = NOT_GIVEN,
        max_retries: Union[int, NotGiven] = NOT_GIVEN,
    ) -> Stream[RlTrainingSessionsSampleEvent]:
        """Sample from a training session

        Args:
          extra_headers: Send extra headers

          extra_query: Add additional query parameters to the request

          extra_body: Add additional JSON properties to the request

          timeout: Override the client-level default timeout for this request, in seconds

          max_retries: Override the client-level number of retries for this request
        """
        return cast(
            "Stream[RlTrainingSessionsSampleEvent]",
            self._client.request(
                RlTrainingSessionsSampleEvent,
                "POST",
                "/rl/training-sessions/{session_id}/sample",
                returns="sse",
                accept="text/event-stream",
                path_params={
                    "session_id": session_id,
                },
                body={
                    "prompt": prompt,
                    "stream": True,
                },
                body_kind="json",
                content_type="application/json",
                extra_headers=extra_headers,
                extra_query=extra_query,
                extra_body=extra_body,
                timeout=timeout,
                max_retries=max_retries,
            ),
        )


class RlTrainingSessionsResourceWithRawResponse:
    def __init__(self, resource: RlTrainingSessionsResource) -> None:
        wrap = to_raw_response_wrapper
        self.sample = wrap(resource.sample)
        self.sample_stream = wrap(resource.sample_stream)


class RlTrainingSessionsResourceWithStreamingResponse:
    def __init__(self, resource: RlTrainingSessionsResource) -> None:
        wrap = to_streamed_response_wrapper
        self.sample = wrap(resource.sample)
        self.sample_stream = wrap(resource.sample_stream)


class AsyncRlTrainingSessionsResource:
    """``client.rl.training_sessions``."""

    def __init__(self, client: AsyncClient) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> AsyncRlTrainingSessionsResourceWithRawResponse:
        """Each method returning the HTTP response: ``.headers``, ``.status_code``, ``.parse()``."""
        return AsyncRlTrainingSessionsResourceWithRawResponse(self)

    @cached_property
    def with_streaming_response(
        self,
    ) -> AsyncRlTrainingSessionsResourceWithStreamingResponse:
        """Each method returning a context manager of the response, its body not read until asked."""
        return AsyncRlTrainingSessionsResourceWithStreamingResponse(self)

    @overload
    async def sample(
        self,
        session_id: str,
        *,
        prompt: str,
        stream: Union[Literal[False], NotGiven] = NOT_GIVEN,
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        timeout: Union[float, httpx.Timeout, None, NotGiven] = NOT_GIVEN,
        max_retries: Union[int, NotGiven] = NOT_GIVEN,
    ) -> RlTrainingSessionsSampleResponse:
        """Sample from a training session The whole answer (``stream`` not given or False)."""

    @overload
    async def sample(
        self,
        session_id: str,
        *,
        prompt: str,
        stream: Literal[True],
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        timeout: Union[float, httpx.Timeout, None, NotGiven] = NOT_GIVEN,
        max_retries: Union[int, NotGiven] = NOT_GIVEN,
    ) -> AsyncStream[RlTrainingSessionsSampleEvent]:
        """Sample from a training session The answer as a ``Stream`` of server-sent events."""

    @overload
    async def sample(
        self,
        session_id: str,
        *,
        prompt: str,
        stream: bool,
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        timeout: Union[float, httpx.Timeout, None, NotGiven] = NOT_GIVEN,
        max_retries: Union[int, NotGiven] = NOT_GIVEN,
    ) -> Union[
        RlTrainingSessionsSampleResponse,
        AsyncStream[RlTrainingSessionsSampleEvent],
    ]:
        """Sample from a training session A ``Stream`` when ``stream`` is true, else the whole answer."""

    async def sample(
        self,
        session_id: str,
        *,
        prompt: str,
        stream: Union[bool, NotGiven] = NOT_GIVEN,
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        timeout: Union[float, httpx.Timeout, None, NotGiven] = NOT_GIVEN,
        max_retries: Union[int, NotGiven] = NOT_GIVEN,
    ) -> Union[
        RlTrainingSessionsSampleResponse,
        AsyncStream[RlTrainingSessionsSampleEvent],
    ]:
        """Sample from a training session

        Args:
          stream: True: the answer comes as server-sent events, a ``Stream`` of
              chunks (typed by the overloads); otherwise the whole answer at once.

          extra_headers: Send extra headers

          extra_query: Add additional query parameters to the request

          extra_body: Add additional JSON properties to the request

          timeout: Override the client-level default timeout for this request, in seconds

          max_retries: Override the client-level number of retries for this request
        """
        return cast(
            "Union[RlTrainingSessionsSampleResponse, AsyncStream[RlTrainingSessionsSampleEvent]]",
            await self._client.request(
                (
                    RlTrainingSessionsSampleEvent
                    if stream
                    else RlTrainingSessionsSampleResponse
                ),
                "POST",
                "/rl/training-sessions/{session_id}/sample",
                returns="sse" if stream else "json",
                accept="text/event-stream" if stream else "application/json",
                path_params={
                    "session_id": session_id,
                },
                body={
                    "prompt": prompt,
                    "stream": bool(stream),
                },
                body_kind="json",
                content_type="application/json",
                extra_headers=extra_headers,
                extra_query=extra_query,
                extra_body=extra_body,
                timeout=timeout,
                max_retries=max_retries,
            ),
        )

    async def sample_stream(
        self,
        session_id: str,
        *,
        prompt: str,
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        timeout: Union[float, httpx.Timeout, None, NotGiven] = NOT_GIVEN,
        max_retries: Union[int, NotGiven] = NOT_GIVEN,
    ) -> AsyncStream[RlTrainingSessionsSampleEvent]:
        """Sample from a training session

        Args:
          extra_headers: Send extra headers

          extra_query: Add additional query parameters to the request

          extra_body: Add additional JSON properties to the request

          timeout: Override the client-level default timeout for this request, in seconds

          max_retries: Override the client-level number of retries for this request
        """
        return cast(
            "AsyncStream[RlTrainingSessionsSampleEvent]",
            await self._client.request(
                RlTrainingSessionsSampleEvent,
                "POST",
                "/rl/training-sessions/{session_id}/sample",
                returns="sse",
                accept="text/event-stream",
                path_params={
                    "session_id": session_id,
                },
                body={
                    "prompt": prompt,
                    "stream": True,
                },
                body_kind="json",
                content_type="application/json",
                extra_headers=extra_headers,
                extra_query=extra_query,
                extra_body=extra_body,
                timeout=timeout,
                max_retries=max_retries,
            ),
        )


class AsyncRlTrainingSessionsResourceWithRawResponse:
    def __init__(self, resource: AsyncRlTrainingSessionsResource) -> None:
        wrap = async_to_raw_response_wrapper
        self.sample = wrap(resource.sample)
        self.sample_stream = wrap(resource.sample_stream)


class AsyncRlTrainingSessionsResourceWithStreamingResponse:
    def __init__(self, resource: AsyncRlTrainingSessionsResource) -> None:
        wrap = async_to_streamed_response_wrapper
        self.sample = wrap(resource.sample)
        self.sample_stream = wrap(resource.sample_stream)
