"""Resource tree and verb names: independent of the document's order, stable when operationIds are
renamed, deterministic fallbacks on collisions, never a dropped operation; ``--naming operation-id``."""

from __future__ import annotations

import copy
import random
from pathlib import Path
from typing import Any

import yaml

from generator.load import load_spec
from generator.targets.sdk import SdkConfig, symbols
from sdk_helpers import FIXTURES


def _calls(doc: dict[str, Any], tmp_path: Path, name: str = "spec.yaml", naming: str = "verbs") -> dict[tuple[str, str], str]:
    path = tmp_path / name
    path.write_text(yaml.safe_dump(doc, sort_keys=False))
    config = SdkConfig()
    config.naming = naming
    return {k: s.call for k, s in symbols(load_spec(str(path)), "t", config=config).operations.items()}


def _tree_doc() -> dict[str, Any]:
    return yaml.safe_load((FIXTURES / "tree.yaml").read_text())


def test_names_of_the_fixture(tmp_path: Path) -> None:
    calls = _calls(_tree_doc(), tmp_path)
    assert calls[("GET", "/v2/widgets")] == "client.widgets.list"  # tags Widgets and widgets: one resource
    assert calls[("POST", "/v2/widgets")] == "client.widgets.create"
    assert calls[("PATCH", "/v2/widgets/{widget_id}")] == "client.widgets.update"
    assert calls[("DELETE", "/v2/widgets/{widget_id}")] == "client.widgets.delete"
    # two item GETs would both be `retrieve`: both fall back to their operationIds
    assert calls[("GET", "/v2/widgets/{widget_id}")] == "client.widgets.get_widget"
    assert calls[("GET", "/v2/widgets/{widget_id}/{version}")] == "client.widgets.get_widget_version"
    assert calls[("POST", "/v2/widgets/{widget_id}/archive")] == "client.widgets.archive"
    assert calls[("GET", "/v2/widgets/{widget_id}/parts")] == "client.widgets.list_parts"
    assert calls[("POST", "/v2/widgets/upload")] == "client.widgets.upload"
    assert calls[("POST", "/v2/fine-tunes/{id}/cancel")] == "client.fine_tuning.cancel"  # named after its tag
    assert calls[("GET", "/v2/finetune/download")] == "client.fine_tuning.download"  # joined through the tag
    assert calls[("POST", "/v2/chat/completions")] == "client.chat.completions.create"
    assert calls[("POST", "/v2/queue/submit")] == "client.queue.submit"  # a verb under a namespace
    assert calls[("GET", "/v2/queue/status")] == "client.queue.status.retrieve"  # not a list
    assert calls[("POST", "/v2/import")] == "client.import_.create"
    assert calls[("GET", "/v2/stream")] == "client.stream_.list"


def test_spec_order_does_not_change_names(tmp_path: Path) -> None:
    doc = _tree_doc()
    expected = _calls(doc, tmp_path)
    rng = random.Random(7)
    for i in range(3):
        shuffled = copy.deepcopy(doc)
        items = list(shuffled["paths"].items())
        rng.shuffle(items)
        shuffled["paths"] = {p: dict(sorted(v.items(), key=lambda _: rng.random())) for p, v in items}
        assert _calls(shuffled, tmp_path, f"s{i}.yaml") == expected


def test_renaming_operation_ids_changes_no_name(tmp_path: Path) -> None:
    doc = _tree_doc()
    expected = _calls(doc, tmp_path)
    renamed = copy.deepcopy(doc)
    for key, item in renamed["paths"].items():
        for op in item.values():
            if op["operationId"] not in ("getWidget", "getWidgetVersion"):  # the two fallbacks
                op["operationId"] = "renamed" + op["operationId"][::-1]
    assert _calls(renamed, tmp_path, "renamed.yaml") == expected
    # without operationIds at all, the fallbacks come from method + path: still every operation, unique
    for item in renamed["paths"].values():
        for op in item.values():
            del op["operationId"]
    calls = _calls(renamed, tmp_path, "bare.yaml")
    assert calls.keys() == expected.keys() and len(set(calls.values())) == len(calls)
    assert calls[("GET", "/v2/widgets/{widget_id}")] == "client.widgets.get_widget_id"  # without the version and the path


def test_operation_id_naming_keeps_the_flat_scheme(tmp_path: Path) -> None:
    calls = _calls(_tree_doc(), tmp_path, naming="operation-id")
    assert calls[("GET", "/v2/widgets")] == "client.widgets.list_all_widgets"
    assert calls[("POST", "/v2/fine-tunes/{id}/cancel")] == "client.fine_tuning.cancel_fine_tune"
    assert calls[("POST", "/v2/queue/submit")] == "client.queue.submit_to_queue"
    assert len(set(calls.values())) == len(calls)


def test_many_colliding_operations_are_all_kept(tmp_path: Path) -> None:
    ok = {"200": {"description": "ok"}}
    doc = {
        "openapi": "3.0.3",
        "info": {"title": "c", "version": "1"},
        "paths": {
            "/a/{x}": {"get": {"operationId": "same", "responses": ok}},
            "/a/{x}/{y}": {"get": {"operationId": "same_", "responses": ok}},
            "/a/{x}/{y}/{z}": {"get": {"responses": ok}},
            "/A/{x}": {"get": {"operationId": "Same", "responses": ok}},
        },
    }
    calls = _calls(doc, tmp_path)
    assert len(calls) == 4 and len(set(calls.values())) == 4
    assert all(c.startswith("client.a.") for c in calls.values())


def test_case_and_plural_spellings_of_a_tag_are_one_resource(tmp_path: Path) -> None:
    ok = {"200": {"description": "ok", "content": {"application/json": {"schema": {"type": "array", "items": {"type": "string"}}}}}}
    doc = {
        "openapi": "3.0.3",
        "info": {"title": "v", "version": "1"},
        "paths": {
            "/media": {"get": {"tags": ["Video"], "responses": ok}, "post": {"tags": ["videos"], "responses": ok}},
            "/media/{id}": {"get": {"tags": ["Videos"], "responses": ok}},
            "/media-files/{id}": {"delete": {"tags": ["VIDEOS"], "responses": ok}},  # joins through the tag
        },
    }
    assert sorted(_calls(doc, tmp_path).values()) == [
        "client.videos.create", "client.videos.list", "client.videos.media_files.delete", "client.videos.retrieve",
    ]
