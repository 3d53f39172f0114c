# File generated from our OpenAPI spec by revgen. Do not edit by hand.

from __future__ import annotations

from typing import (
    TYPE_CHECKING,
    AsyncIterator,
    Dict,
    Iterator,
    List,
    Optional,
    Union,
    cast,
)

import httpx

from .._base_client import NOT_GIVEN, Body, FileTypes, Headers, NotGiven, Query
from ..models.create_label_body_items_item import CreateLabelBodyItemsItem
from ..models.create_label_created import CreateLabelCreated
from ..models.create_label_response import CreateLabelResponse
from ..models.list_model_resources_response import ListModelResourcesResponse
from ..models.rl_compute_config import RLComputeConfig
from ..models.rl_model_resources import RLModelResources
from ..models.rl_model_resources_event import RLModelResourcesEvent
from ..models.rl_model_resources_status import RLModelResourcesStatus
from ..models.sample_event import SampleEvent
from ..models.sample_response import SampleResponse
from ..models.upload_checkpoint_response import UploadCheckpointResponse

if TYPE_CHECKING:
    from .._client import AsyncClient, Client

__all__ = ["RlResource", "AsyncRlResource"]


class RlResource:
    """Operations tagged "RL"."""

    def __init__(self, client: Client) -> None:
        self._client = client

    def list_model_resources(
        self,
        *,
        status: Union[RLModelResourcesStatus, NotGiven] = NOT_GIVEN,
        limit: int = 20,
        ids: Union[List[str], NotGiven] = NOT_GIVEN,
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        timeout: Union[float, httpx.Timeout, None, NotGiven] = NOT_GIVEN,
    ) -> ListModelResourcesResponse:
        """List model resources

        Args:
          limit: Page size

          extra_headers: Send extra headers

          extra_query: Add additional query parameters to the request

          extra_body: Add additional JSON properties to the request

          timeout: Override the client-level default timeout for this request, in seconds
        """
        request = self._client.build_request(
            "GET",
            "/rl/model-resources",
            query=[
                ("status", status, "form", True),
                ("limit", limit, "form", True),
                ("ids", ids, "form", True),
            ],
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
        )
        return cast(
            ListModelResourcesResponse,
            self._client.request(ListModelResourcesResponse, request, timeout),
        )

    def create_model_resources(
        self,
        *,
        base_model: str,
        compute_config: RLComputeConfig,
        lora_enabled: bool = True,
        inactive_timeout: Union[int, NotGiven] = NOT_GIVEN,
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        timeout: Union[float, httpx.Timeout, None, NotGiven] = NOT_GIVEN,
    ) -> RLModelResources:
        """Create model resources

        Args:
          base_model: Base model to provision for

          compute_config: Compute layout for a model resource

          extra_headers: Send extra headers

          extra_query: Add additional query parameters to the request

          extra_body: Add additional JSON properties to the request

          timeout: Override the client-level default timeout for this request, in seconds
        """
        request = self._client.build_request(
            "POST",
            "/rl/model-resources",
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
        )
        return cast(
            RLModelResources,
            self._client.request(RLModelResources, request, timeout),
        )

    def get_model_resources(
        self,
        model_resources_id: str,
        *,
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        timeout: Union[float, httpx.Timeout, None, NotGiven] = NOT_GIVEN,
    ) -> RLModelResources:
        """Get model resources

        Args:
          model_resources_id: ID of the model resource

          extra_headers: Send extra headers

          extra_query: Add additional query parameters to the request

          extra_body: Add additional JSON properties to the request

          timeout: Override the client-level default timeout for this request, in seconds
        """
        request = self._client.build_request(
            "GET",
            "/rl/model-resources/{model_resources_id}",
            path_params={"model_resources_id": model_resources_id},
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
        )
        return cast(
            RLModelResources,
            self._client.request(RLModelResources, request, timeout),
        )

    def delete_model_resources(
        self,
        model_resources_id: str,
        *,
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        timeout: Union[float, httpx.Timeout, None, NotGiven] = NOT_GIVEN,
    ) -> None:
        """Delete model resources

        Args:
          model_resources_id: ID of the model resource

          extra_headers: Send extra headers

          extra_query: Add additional query parameters to the request

          extra_body: Add additional JSON properties to the request

          timeout: Override the client-level default timeout for this request, in seconds
        """
        request = self._client.build_request(
            "DELETE",
            "/rl/model-resources/{model_resources_id}",
            path_params={"model_resources_id": model_resources_id},
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
        )
        self._client.request(None, request, timeout)

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
        """
        request = self._client.build_request(
            "POST",
            "/rl/model-resources/{model_resources_id}/stop",
            path_params={"model_resources_id": model_resources_id},
            query=[
                ("force", force, "form", True),
            ],
            headers={"X-Request-Id": x_request_id},
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
        )
        return cast(
            RLModelResources,
            self._client.request(RLModelResources, request, timeout),
        )

    def stream_model_resource_events(
        self,
        model_resources_id: str,
        *,
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        timeout: Union[float, httpx.Timeout, None, NotGiven] = NOT_GIVEN,
    ) -> Iterator[RLModelResourcesEvent]:
        """Stream lifecycle events

        Args:
          model_resources_id: ID of the model resource

          extra_headers: Send extra headers

          extra_query: Add additional query parameters to the request

          extra_body: Add additional JSON properties to the request

          timeout: Override the client-level default timeout for this request, in seconds
        """
        request = self._client.build_request(
            "GET",
            "/rl/model-resources/{model_resources_id}/events",
            path_params={"model_resources_id": model_resources_id},
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
        )
        return cast(
            Iterator[RLModelResourcesEvent],
            self._client.stream(RLModelResourcesEvent, request, timeout),
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
    ) -> SampleResponse:
        """Sample from a training session

        Args:
          extra_headers: Send extra headers

          extra_query: Add additional query parameters to the request

          extra_body: Add additional JSON properties to the request

          timeout: Override the client-level default timeout for this request, in seconds
        """
        request = self._client.build_request(
            "POST",
            "/rl/training-sessions/{session_id}/sample",
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
        )
        return cast(
            SampleResponse,
            self._client.request(SampleResponse, request, timeout),
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
    ) -> Iterator[SampleEvent]:
        """Sample from a training session

        Args:
          extra_headers: Send extra headers

          extra_query: Add additional query parameters to the request

          extra_body: Add additional JSON properties to the request

          timeout: Override the client-level default timeout for this request, in seconds
        """
        request = self._client.build_request(
            "POST",
            "/rl/training-sessions/{session_id}/sample",
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
        )
        return cast(
            Iterator[SampleEvent],
            self._client.stream(SampleEvent, request, timeout),
        )

    def create_label(
        self,
        *,
        created: Union[CreateLabelCreated, NotGiven] = NOT_GIVEN,
        name: str,
        metadata: Union[Dict[str, str], NotGiven] = NOT_GIVEN,
        items: Union[List[CreateLabelBodyItemsItem], NotGiven] = NOT_GIVEN,
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        timeout: Union[float, httpx.Timeout, None, NotGiven] = NOT_GIVEN,
    ) -> CreateLabelResponse:
        """Create a label (form-encoded, as Stripe does)

        Args:
          extra_headers: Send extra headers

          extra_query: Add additional query parameters to the request

          extra_body: Add additional JSON properties to the request

          timeout: Override the client-level default timeout for this request, in seconds
        """
        request = self._client.build_request(
            "POST",
            "/rl/labels",
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
        )
        return cast(
            CreateLabelResponse,
            self._client.request(CreateLabelResponse, request, timeout),
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
    ) -> UploadCheckpointResponse:
        """Upload a checkpoint

        Args:
          extra_headers: Send extra headers

          extra_query: Add additional query parameters to the request

          extra_body: Add additional JSON properties to the request

          timeout: Override the client-level default timeout for this request, in seconds
        """
        request = self._client.build_request(
            "POST",
            "/rl/checkpoints/upload",
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
        )
        return cast(
            UploadCheckpointResponse,
            self._client.request(UploadCheckpointResponse, request, timeout),
        )


class AsyncRlResource:
    """Operations tagged "RL"."""

    def __init__(self, client: AsyncClient) -> None:
        self._client = client

    async def list_model_resources(
        self,
        *,
        status: Union[RLModelResourcesStatus, NotGiven] = NOT_GIVEN,
        limit: int = 20,
        ids: Union[List[str], NotGiven] = NOT_GIVEN,
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        timeout: Union[float, httpx.Timeout, None, NotGiven] = NOT_GIVEN,
    ) -> ListModelResourcesResponse:
        """List model resources

        Args:
          limit: Page size

          extra_headers: Send extra headers

          extra_query: Add additional query parameters to the request

          extra_body: Add additional JSON properties to the request

          timeout: Override the client-level default timeout for this request, in seconds
        """
        request = self._client.build_request(
            "GET",
            "/rl/model-resources",
            query=[
                ("status", status, "form", True),
                ("limit", limit, "form", True),
                ("ids", ids, "form", True),
            ],
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
        )
        return cast(
            ListModelResourcesResponse,
            await self._client.request(ListModelResourcesResponse, request, timeout),
        )

    async def create_model_resources(
        self,
        *,
        base_model: str,
        compute_config: RLComputeConfig,
        lora_enabled: bool = True,
        inactive_timeout: Union[int, NotGiven] = NOT_GIVEN,
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        timeout: Union[float, httpx.Timeout, None, NotGiven] = NOT_GIVEN,
    ) -> RLModelResources:
        """Create model resources

        Args:
          base_model: Base model to provision for

          compute_config: Compute layout for a model resource

          extra_headers: Send extra headers

          extra_query: Add additional query parameters to the request

          extra_body: Add additional JSON properties to the request

          timeout: Override the client-level default timeout for this request, in seconds
        """
        request = self._client.build_request(
            "POST",
            "/rl/model-resources",
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
        )
        return cast(
            RLModelResources,
            await self._client.request(RLModelResources, request, timeout),
        )

    async def get_model_resources(
        self,
        model_resources_id: str,
        *,
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        timeout: Union[float, httpx.Timeout, None, NotGiven] = NOT_GIVEN,
    ) -> RLModelResources:
        """Get model resources

        Args:
          model_resources_id: ID of the model resource

          extra_headers: Send extra headers

          extra_query: Add additional query parameters to the request

          extra_body: Add additional JSON properties to the request

          timeout: Override the client-level default timeout for this request, in seconds
        """
        request = self._client.build_request(
            "GET",
            "/rl/model-resources/{model_resources_id}",
            path_params={"model_resources_id": model_resources_id},
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
        )
        return cast(
            RLModelResources,
            await self._client.request(RLModelResources, request, timeout),
        )

    async def delete_model_resources(
        self,
        model_resources_id: str,
        *,
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        timeout: Union[float, httpx.Timeout, None, NotGiven] = NOT_GIVEN,
    ) -> None:
        """Delete model resources

        Args:
          model_resources_id: ID of the model resource

          extra_headers: Send extra headers

          extra_query: Add additional query parameters to the request

          extra_body: Add additional JSON properties to the request

          timeout: Override the client-level default timeout for this request, in seconds
        """
        request = self._client.build_request(
            "DELETE",
            "/rl/model-resources/{model_resources_id}",
            path_params={"model_resources_id": model_resources_id},
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
        )
        await self._client.request(None, request, timeout)

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
        """
        request = self._client.build_request(
            "POST",
            "/rl/model-resources/{model_resources_id}/stop",
            path_params={"model_resources_id": model_resources_id},
            query=[
                ("force", force, "form", True),
            ],
            headers={"X-Request-Id": x_request_id},
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
        )
        return cast(
            RLModelResources,
            await self._client.request(RLModelResources, request, timeout),
        )

    def stream_model_resource_events(
        self,
        model_resources_id: str,
        *,
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        timeout: Union[float, httpx.Timeout, None, NotGiven] = NOT_GIVEN,
    ) -> AsyncIterator[RLModelResourcesEvent]:
        """Stream lifecycle events

        Args:
          model_resources_id: ID of the model resource

          extra_headers: Send extra headers

          extra_query: Add additional query parameters to the request

          extra_body: Add additional JSON properties to the request

          timeout: Override the client-level default timeout for this request, in seconds
        """
        request = self._client.build_request(
            "GET",
            "/rl/model-resources/{model_resources_id}/events",
            path_params={"model_resources_id": model_resources_id},
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
        )
        return cast(
            AsyncIterator[RLModelResourcesEvent],
            self._client.stream(RLModelResourcesEvent, request, timeout),
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
    ) -> SampleResponse:
        """Sample from a training session

        Args:
          extra_headers: Send extra headers

          extra_query: Add additional query parameters to the request

          extra_body: Add additional JSON properties to the request

          timeout: Override the client-level default timeout for this request, in seconds
        """
        request = self._client.build_request(
            "POST",
            "/rl/training-sessions/{session_id}/sample",
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
        )
        return cast(
            SampleResponse,
            await self._client.request(SampleResponse, request, timeout),
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
    ) -> AsyncIterator[SampleEvent]:
        """Sample from a training session

        Args:
          extra_headers: Send extra headers

          extra_query: Add additional query parameters to the request

          extra_body: Add additional JSON properties to the request

          timeout: Override the client-level default timeout for this request, in seconds
        """
        request = self._client.build_request(
            "POST",
            "/rl/training-sessions/{session_id}/sample",
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
        )
        return cast(
            AsyncIterator[SampleEvent],
            self._client.stream(SampleEvent, request, timeout),
        )

    async def create_label(
        self,
        *,
        created: Union[CreateLabelCreated, NotGiven] = NOT_GIVEN,
        name: str,
        metadata: Union[Dict[str, str], NotGiven] = NOT_GIVEN,
        items: Union[List[CreateLabelBodyItemsItem], NotGiven] = NOT_GIVEN,
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        timeout: Union[float, httpx.Timeout, None, NotGiven] = NOT_GIVEN,
    ) -> CreateLabelResponse:
        """Create a label (form-encoded, as Stripe does)

        Args:
          extra_headers: Send extra headers

          extra_query: Add additional query parameters to the request

          extra_body: Add additional JSON properties to the request

          timeout: Override the client-level default timeout for this request, in seconds
        """
        request = self._client.build_request(
            "POST",
            "/rl/labels",
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
        )
        return cast(
            CreateLabelResponse,
            await self._client.request(CreateLabelResponse, request, timeout),
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
    ) -> UploadCheckpointResponse:
        """Upload a checkpoint

        Args:
          extra_headers: Send extra headers

          extra_query: Add additional query parameters to the request

          extra_body: Add additional JSON properties to the request

          timeout: Override the client-level default timeout for this request, in seconds
        """
        request = self._client.build_request(
            "POST",
            "/rl/checkpoints/upload",
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
        )
        return cast(
            UploadCheckpointResponse,
            await self._client.request(UploadCheckpointResponse, request, timeout),
        )
