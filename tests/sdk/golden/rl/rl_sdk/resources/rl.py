# File generated from our OpenAPI spec by revgen. Do not edit by hand.

from __future__ import annotations

from functools import cached_property
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
from ..models.rl_checkpoints_upload_response import RlCheckpointsUploadResponse
from ..models.rl_compute_config import RLComputeConfig
from ..models.rl_labels_create_body_items_item import RlLabelsCreateBodyItemsItem
from ..models.rl_labels_create_created import RlLabelsCreateCreated
from ..models.rl_labels_create_response import RlLabelsCreateResponse
from ..models.rl_model_resources import RLModelResources
from ..models.rl_model_resources_event import RLModelResourcesEvent
from ..models.rl_model_resources_list_response import RlModelResourcesListResponse
from ..models.rl_model_resources_status import RLModelResourcesStatus
from ..models.rl_training_sessions_sample_event import RlTrainingSessionsSampleEvent
from ..models.rl_training_sessions_sample_response import (
    RlTrainingSessionsSampleResponse,
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


class RlCheckpointsResource:
    """``client.rl.checkpoints``."""

    def __init__(self, client: Client) -> None:
        self._client = client

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
    ) -> RlCheckpointsUploadResponse:
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
            RlCheckpointsUploadResponse,
            self._client.request(RlCheckpointsUploadResponse, request, timeout),
        )


class AsyncRlCheckpointsResource:
    """``client.rl.checkpoints``."""

    def __init__(self, client: AsyncClient) -> None:
        self._client = client

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
    ) -> RlCheckpointsUploadResponse:
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
            RlCheckpointsUploadResponse,
            await self._client.request(RlCheckpointsUploadResponse, request, timeout),
        )


class RlLabelsResource:
    """``client.rl.labels``."""

    def __init__(self, client: Client) -> None:
        self._client = client

    def create(
        self,
        *,
        created: Union[RlLabelsCreateCreated, NotGiven] = NOT_GIVEN,
        name: str,
        metadata: Union[Dict[str, str], NotGiven] = NOT_GIVEN,
        items: Union[List[RlLabelsCreateBodyItemsItem], NotGiven] = NOT_GIVEN,
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        timeout: Union[float, httpx.Timeout, None, NotGiven] = NOT_GIVEN,
    ) -> RlLabelsCreateResponse:
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
            RlLabelsCreateResponse,
            self._client.request(RlLabelsCreateResponse, request, timeout),
        )


class AsyncRlLabelsResource:
    """``client.rl.labels``."""

    def __init__(self, client: AsyncClient) -> None:
        self._client = client

    async def create(
        self,
        *,
        created: Union[RlLabelsCreateCreated, NotGiven] = NOT_GIVEN,
        name: str,
        metadata: Union[Dict[str, str], NotGiven] = NOT_GIVEN,
        items: Union[List[RlLabelsCreateBodyItemsItem], NotGiven] = NOT_GIVEN,
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        timeout: Union[float, httpx.Timeout, None, NotGiven] = NOT_GIVEN,
    ) -> RlLabelsCreateResponse:
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
            RlLabelsCreateResponse,
            await self._client.request(RlLabelsCreateResponse, request, timeout),
        )


class RlModelResourcesResource:
    """``client.rl.model_resources``."""

    def __init__(self, client: Client) -> None:
        self._client = client

    def list(
        self,
        *,
        status: Union[RLModelResourcesStatus, NotGiven] = NOT_GIVEN,
        limit: int = 20,
        ids: Union[List[str], NotGiven] = NOT_GIVEN,
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        timeout: Union[float, httpx.Timeout, None, NotGiven] = NOT_GIVEN,
    ) -> RlModelResourcesListResponse:
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
            RlModelResourcesListResponse,
            self._client.request(RlModelResourcesListResponse, request, timeout),
        )

    def create(
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

    def retrieve(
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

    def delete(
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

    def events(
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


class AsyncRlModelResourcesResource:
    """``client.rl.model_resources``."""

    def __init__(self, client: AsyncClient) -> None:
        self._client = client

    async def list(
        self,
        *,
        status: Union[RLModelResourcesStatus, NotGiven] = NOT_GIVEN,
        limit: int = 20,
        ids: Union[List[str], NotGiven] = NOT_GIVEN,
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        timeout: Union[float, httpx.Timeout, None, NotGiven] = NOT_GIVEN,
    ) -> RlModelResourcesListResponse:
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
            RlModelResourcesListResponse,
            await self._client.request(RlModelResourcesListResponse, request, timeout),
        )

    async def create(
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

    async def retrieve(
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

    async def delete(
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

    def events(
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


class RlTrainingSessionsResource:
    """``client.rl.training_sessions``."""

    def __init__(self, client: Client) -> None:
        self._client = client

    def sample(
        self,
        session_id: str,
        *,
        prompt: str,
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        timeout: Union[float, httpx.Timeout, None, NotGiven] = NOT_GIVEN,
    ) -> RlTrainingSessionsSampleResponse:
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
            RlTrainingSessionsSampleResponse,
            self._client.request(RlTrainingSessionsSampleResponse, request, timeout),
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
    ) -> Iterator[RlTrainingSessionsSampleEvent]:
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
            Iterator[RlTrainingSessionsSampleEvent],
            self._client.stream(RlTrainingSessionsSampleEvent, request, timeout),
        )


class AsyncRlTrainingSessionsResource:
    """``client.rl.training_sessions``."""

    def __init__(self, client: AsyncClient) -> None:
        self._client = client

    async def sample(
        self,
        session_id: str,
        *,
        prompt: str,
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        timeout: Union[float, httpx.Timeout, None, NotGiven] = NOT_GIVEN,
    ) -> RlTrainingSessionsSampleResponse:
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
            RlTrainingSessionsSampleResponse,
            await self._client.request(
                RlTrainingSessionsSampleResponse, request, timeout
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
    ) -> AsyncIterator[RlTrainingSessionsSampleEvent]:
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
            AsyncIterator[RlTrainingSessionsSampleEvent],
            self._client.stream(RlTrainingSessionsSampleEvent, request, timeout),
        )
