"""Method names on a spec without meaningful operationIds (``fixtures/weak_names.yaml``, the shapes of
Bitbucket's and Box's specs): verbs from the method and the path's shape, a clash named from the
summary (less the words that repeat the path), a ``#variant`` of a path named by its fragment, an
operationId that only spells the method and the path ignored, and a ``thumbnail.{extension}`` segment
a sub-resource. Then a request through the generated package reaches the path without its fragment."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from generator.load import load_spec
from generator.targets.sdk import symbols
from sdk_helpers import FIXTURES, Server, generate_and_import


def _calls() -> dict[tuple[str, str], str]:
    return {k: s.call for k, s in symbols(load_spec(str(FIXTURES / "weak_names.yaml")), "t").operations.items()}


def test_verbs_and_summaries_name_the_methods() -> None:
    calls = _calls()
    assert calls[("GET", "/snippets")] == "client.snippets.list"
    assert calls[("POST", "/snippets")] == "client.snippets.create"
    # a workspace's snippets beside all snippets: the summary's words less the path's, the parameter kept
    assert calls[("GET", "/snippets/{workspace}")] == "client.snippets.list_in_workspace"
    assert calls[("POST", "/snippets/{workspace}")] == "client.snippets.create_for_workspace"
    assert calls[("GET", "/snippets/{workspace}/{encoded_id}")] == "client.snippets.retrieve"
    assert calls[("DELETE", "/snippets/{workspace}/{encoded_id}")] == "client.snippets.delete"
    assert calls[("GET", "/snippets/{workspace}/{encoded_id}/{node_id}")] == "client.snippets.retrieve_previous_revision"
    assert calls[("DELETE", "/snippets/{workspace}/{encoded_id}/{node_id}")] == "client.snippets.delete_previous_revision"
    # two item GETs of `snippets.files`: their summaries less the path's words (`snippet`, `file`)
    assert calls[("GET", "/snippets/{workspace}/{encoded_id}/files/{path}")] == "client.snippets.files.retrieve_raw_at_head"
    assert calls[("GET", "/snippets/{workspace}/{encoded_id}/{node_id}/files/{path}")] == "client.snippets.files.retrieve_raw"


def test_fragments_weak_operation_ids_and_mixed_segments() -> None:
    calls = _calls()
    assert calls[("GET", "/files/{file_id}")] == "client.files.retrieve"  # not `get_id`
    assert calls[("PATCH", "/files/{file_id}")] == "client.files.update"
    assert calls[("POST", "/files/{file_id}")] == "client.files.restore"  # `update` twice: the summary's verb
    assert calls[("GET", "/files/{file_id}#get_shared_link")] == "client.files.get_shared_link"
    assert calls[("PUT", "/files/{file_id}#add_shared_link")] == "client.files.add_shared_link"
    assert calls[("GET", "/files/{file_id}/thumbnail.{extension}")] == "client.files.thumbnail.retrieve"


@pytest.fixture(scope="module")
def sdk(tmp_path_factory: pytest.TempPathFactory) -> Any:
    return generate_and_import("weak_names.yaml", "weak_names_sdk", tmp_path_factory.mktemp("weak"))


def test_a_fragment_is_not_sent(sdk: Any) -> None:
    server = Server()
    try:
        server.route("GET", "/v1/files/f1", lambda q: {"id": "f1", "name": "shared"})
        client = sdk.Client(base_url=server.base_url, api_key="k", max_retries=0)
        assert client.files.get_shared_link("f1").name == "shared"
        server.route("GET", "/v1/snippets/w/e/n1", lambda q: {"id": "n1", "title": "old"})
        assert client.snippets.retrieve_previous_revision("w", "e", "n1").title == "old"
        assert [r["path"] for r in server.requests] == ["/v1/files/f1", "/v1/snippets/w/e/n1"]
    finally:
        server.close()
