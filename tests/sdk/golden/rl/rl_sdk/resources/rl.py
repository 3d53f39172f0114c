# File generated from our OpenAPI spec by revgen. Do not edit by hand.

from __future__ import annotations

from functools import cached_property
from typing import TYPE_CHECKING, Dict, Literal, Optional, Sequence, Union, cast

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
from ..models.create_label_response import CreateLabelResponse
from ..models.list_model_resources_response import ListModelResourcesResponse
from ..models.rl_model_resources import RLModelResources
from ..models.rl_model_resources_event import RLModelResourcesEvent
from ..models.sample_event import SampleEvent
from ..models.sample_response import SampleResponse
from ..models.upload_checkpoint_response import UploadCheckpointResponse

if TYPE_CHECKING:
    from .._client import AsyncClient, Client
    from ..params.create_label_body_items_item_param import (
        CreateLabelBodyItemsItemParam,
    )
    from ..params.create_label_created_param import CreateLabelCreatedParam
    from ..params.rl_compute_config_param import RLComputeConfigParam

__all__ = ["RlResource", "AsyncRlResource"]


class RlResource:
    """Operations tagged "RL"."""

    def __init__(self, client: Client) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> RlResourceWithRawResponse:
        """Each method returning the HTTP response: ``.headers``, ``.status_code``, ``.parse()``."""
        return RlResourceWithRawResponse(self)

    @cached_property
    def with_streaming_response(self) -> RlResourceWithStreamingResponse:
        """Each method returning a context manager of the response, its body not read until asked."""
        return RlResourceWithStreamingResponse(self)

    def list_model_resources(
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
    ) -> ListModelResourcesResponse:
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
            ListModelResourcesResponse,
            self._client.request(
                ListModelResourcesResponse,
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

    def create_model_resources(
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

    def get_model_resources(
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
                path_params={"model_resources_id": model_resources_id},
                extra_headers=extra_headers,
                extra_query=extra_query,
                extra_body=extra_body,
                timeout=timeout,
                max_retries=max_retries,
            ),
        )

    def delete_model_resources(
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
                path_params={"model_resources_id": model_resources_id},
                extra_headers=extra_headers,
                extra_query=extra_query,
                extra_body=extra_body,
                timeout=timeout,
                max_retries=max_retries,
            ),
        )

    def stop_model_resources(
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
                path_params={"model_resources_id": model_resources_id},
                query=[
                    ("force", force, "form", True),
                ],
                headers={"X-Request-Id": x_request_id},
                extra_headers=extra_headers,
                extra_query=extra_query,
                extra_body=extra_body,
                timeout=timeout,
                max_retries=max_retries,
            ),
        )

    def stream_model_resource_events(
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
                path_params={"model_resources_id": model_resources_id},
                extra_headers=extra_headers,
                extra_query=extra_query,
                extra_body=extra_body,
                timeout=timeout,
                max_retries=max_retries,
            ),
        )

    def sample(
        self,
        session_id: str,
        *,
        prompt: str,
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        timeout: Union[float, httpx.Timeout, None, NotGiven] = NOT_GIVEN,
        max_retries: Union[int, NotGiven] = NOT_GIVEN,
    ) -> SampleResponse:
        """Sample from a training session

        Args:
          extra_headers: Send extra headers

          extra_query: Add additional query parameters to the request

          extra_body: Add additional JSON properties to the request

          timeout: Override the client-level default timeout for this request, in seconds

          max_retries: Override the client-level number of retries for this request
        """
        return cast(
            SampleResponse,
            self._client.request(
                SampleResponse,
                "POST",
                "/rl/training-sessions/{session_id}/sample",
                returns="json",
                accept="application/json",
                path_params={"session_id": session_id},
                body={
                    "prompt": prompt,
                    "stream": False,
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
    ) -> Stream[SampleEvent]:
        """Sample from a training session

        Args:
          extra_headers: Send extra headers

          extra_query: Add additional query parameters to the request

          extra_body: Add additional JSON properties to the request

          timeout: Override the client-level default timeout for this request, in seconds

          max_retries: Override the client-level number of retries for this request
        """
        return cast(
            "Stream[SampleEvent]",
            self._client.request(
                SampleEvent,
                "POST",
                "/rl/training-sessions/{session_id}/sample",
                returns="sse",
                accept="text/event-stream",
                path_params={"session_id": session_id},
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

    def create_label(
        self,
        *,
        created: Union[CreateLabelCreatedParam, NotGiven] = NOT_GIVEN,
        name: str,
        metadata: Union[Dict[str, str], NotGiven] = NOT_GIVEN,
        items: Union[Sequence[CreateLabelBodyItemsItemParam], NotGiven] = NOT_GIVEN,
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        timeout: Union[float, httpx.Timeout, None, NotGiven] = NOT_GIVEN,
        max_retries: Union[int, NotGiven] = NOT_GIVEN,
    ) -> CreateLabelResponse:
        """Create a label (form-encoded, as Stripe does)

        Args:
          extra_headers: Send extra headers

          extra_query: Add additional query parameters to the request

          extra_body: Add additional JSON properties to the request

          timeout: Override the client-level default timeout for this request, in seconds

          max_retries: Override the client-level number of retries for this request
        """
        return cast(
            CreateLabelResponse,
            self._client.request(
                CreateLabelResponse,
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

    def upload_checkpoint(
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
    ) -> UploadCheckpointResponse:
        """Upload a checkpoint

        Args:
          extra_headers: Send extra headers

          extra_query: Add additional query parameters to the request

          extra_body: Add additional JSON properties to the request

          timeout: Override the client-level default timeout for this request, in seconds

          max_retries: Override the client-level number of retries for this request
        """
        return cast(
            UploadCheckpointResponse,
            self._client.request(
                UploadCheckpointResponse,
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


class RlResourceWithRawResponse:
    def __init__(self, resource: RlResource) -> None:
        wrap = to_raw_response_wrapper
        self.list_model_resources = wrap(resource.list_model_resources)
        self.create_model_resources = wrap(resource.create_model_resources)
        self.get_model_resources = wrap(resource.get_model_resources)
        self.delete_model_resources = wrap(resource.delete_model_resources)
        self.stop_model_resources = wrap(resource.stop_model_resources)
        self.stream_model_resource_events = wrap(resource.stream_model_resource_events)
        self.sample = wrap(resource.sample)
        self.sample_stream = wrap(resource.sample_stream)
        self.create_label = wrap(resource.create_label)
        self.upload_checkpoint = wrap(resource.upload_checkpoint)


class RlResourceWithStreamingResponse:
    def __init__(self, resource: RlResource) -> None:
        wrap = to_streamed_response_wrapper
        self.list_model_resources = wrap(resource.list_model_resources)
        self.create_model_resources = wrap(resource.create_model_resources)
        self.get_model_resources = wrap(resource.get_model_resources)
        self.delete_model_resources = wrap(resource.delete_model_resources)
        self.stop_model_resources = wrap(resource.stop_model_resources)
        self.stream_model_resource_events = wrap(resource.stream_model_resource_events)
        self.sample = wrap(resource.sample)
        self.sample_stream = wrap(resource.sample_stream)
        self.create_label = wrap(resource.create_label)
        self.upload_checkpoint = wrap(resource.upload_checkpoint)


class AsyncRlResource:
    """Operations tagged "RL"."""

    def __init__(self, client: AsyncClient) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> AsyncRlResourceWithRawResponse:
        """Each method returning the HTTP response: ``.headers``, ``.status_code``, ``.parse()``."""
        return AsyncRlResourceWithRawResponse(self)

    @cached_property
    def with_streaming_response(self) -> AsyncRlResourceWithStreamingResponse:
        """Each method returning a context manager of the response, its body not read until asked."""
        return AsyncRlResourceWithStreamingResponse(self)

    async def list_model_resources(
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
    ) -> ListModelResourcesResponse:
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
            ListModelResourcesResponse,
            await self._client.request(
                ListModelResourcesResponse,
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

    async def create_model_resources(
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

    async def get_model_resources(
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
                path_params={"model_resources_id": model_resources_id},
                extra_headers=extra_headers,
                extra_query=extra_query,
                extra_body=extra_body,
                timeout=timeout,
                max_retries=max_retries,
            ),
        )

    async def delete_model_resources(
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
                path_params={"model_resources_id": model_resources_id},
                extra_headers=extra_headers,
                extra_query=extra_query,
                extra_body=extra_body,
                timeout=timeout,
                max_retries=max_retries,
            ),
        )

    async def stop_model_resources(
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
                path_params={"model_resources_id": model_resources_id},
                query=[
                    ("force", force, "form", True),
                ],
                headers={"X-Request-Id": x_request_id},
                extra_headers=extra_headers,
                extra_query=extra_query,
                extra_body=extra_body,
                timeout=timeout,
                max_retries=max_retries,
            ),
        )

    async def stream_model_resource_events(
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
                path_params={"model_resources_id": model_resources_id},
                extra_headers=extra_headers,
                extra_query=extra_query,
                extra_body=extra_body,
                timeout=timeout,
                max_retries=max_retries,
            ),
        )

    async def sample(
        self,
        session_id: str,
        *,
        prompt: str,
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        timeout: Union[float, httpx.Timeout, None, NotGiven] = NOT_GIVEN,
        max_retries: Union[int, NotGiven] = NOT_GIVEN,
    ) -> SampleResponse:
        """Sample from a training session

        Args:
          extra_headers: Send extra headers

          extra_query: Add additional query parameters to the request

          extra_body: Add additional JSON properties to the request

          timeout: Override the client-level default timeout for this request, in seconds

          max_retries: Override the client-level number of retries for this request
        """
        return cast(
            SampleResponse,
            await self._client.request(
                SampleResponse,
                "POST",
                "/rl/training-sessions/{session_id}/sample",
                returns="json",
                accept="application/json",
                path_params={"session_id": session_id},
                body={
                    "prompt": prompt,
                    "stream": False,
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
    ) -> AsyncStream[SampleEvent]:
        """Sample from a training session

        Args:
          extra_headers: Send extra headers

          extra_query: Add additional query parameters to the request

          extra_body: Add additional JSON properties to the request

          timeout: Override the client-level default timeout for this request, in seconds

          max_retries: Override the client-level number of retries for this request
        """
        return cast(
            "AsyncStream[SampleEvent]",
            await self._client.request(
                SampleEvent,
                "POST",
                "/rl/training-sessions/{session_id}/sample",
                returns="sse",
                accept="text/event-stream",
                path_params={"session_id": session_id},
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

    async def create_label(
        self,
        *,
        created: Union[CreateLabelCreatedParam, NotGiven] = NOT_GIVEN,
        name: str,
        metadata: Union[Dict[str, str], NotGiven] = NOT_GIVEN,
        items: Union[Sequence[CreateLabelBodyItemsItemParam], NotGiven] = NOT_GIVEN,
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        timeout: Union[float, httpx.Timeout, None, NotGiven] = NOT_GIVEN,
        max_retries: Union[int, NotGiven] = NOT_GIVEN,
    ) -> CreateLabelResponse:
        """Create a label (form-encoded, as Stripe does)

        Args:
          extra_headers: Send extra headers

          extra_query: Add additional query parameters to the request

          extra_body: Add additional JSON properties to the request

          timeout: Override the client-level default timeout for this request, in seconds

          max_retries: Override the client-level number of retries for this request
        """
        return cast(
            CreateLabelResponse,
            await self._client.request(
                CreateLabelResponse,
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

    async def upload_checkpoint(
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
    ) -> UploadCheckpointResponse:
        """Upload a checkpoint

        Args:
          extra_headers: Send extra headers

          extra_query: Add additional query parameters to the request

          extra_body: Add additional JSON properties to the request

          timeout: Override the client-level default timeout for this request, in seconds

          max_retries: Override the client-level number of retries for this request
        """
        return cast(
            UploadCheckpointResponse,
            await self._client.request(
                UploadCheckpointResponse,
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


class AsyncRlResourceWithRawResponse:
    def __init__(self, resource: AsyncRlResource) -> None:
        wrap = async_to_raw_response_wrapper
        self.list_model_resources = wrap(resource.list_model_resources)
        self.create_model_resources = wrap(resource.create_model_resources)
        self.get_model_resources = wrap(resource.get_model_resources)
        self.delete_model_resources = wrap(resource.delete_model_resources)
        self.stop_model_resources = wrap(resource.stop_model_resources)
        self.stream_model_resource_events = wrap(resource.stream_model_resource_events)
        self.sample = wrap(resource.sample)
        self.sample_stream = wrap(resource.sample_stream)
        self.create_label = wrap(resource.create_label)
        self.upload_checkpoint = wrap(resource.upload_checkpoint)


class AsyncRlResourceWithStreamingResponse:
    def __init__(self, resource: AsyncRlResource) -> None:
        wrap = async_to_streamed_response_wrapper
        self.list_model_resources = wrap(resource.list_model_resources)
        self.create_model_resources = wrap(resource.create_model_resources)
        self.get_model_resources = wrap(resource.get_model_resources)
        self.delete_model_resources = wrap(resource.delete_model_resources)
        self.stop_model_resources = wrap(resource.stop_model_resources)
        self.stream_model_resource_events = wrap(resource.stream_model_resource_events)
        self.sample = wrap(resource.sample)
        self.sample_stream = wrap(resource.sample_stream)
        self.create_label = wrap(resource.create_label)
        self.upload_checkpoint = wrap(resource.upload_checkpoint)
