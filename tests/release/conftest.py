"""Fixtures for the release tests: the bundled RL model-resources history and a constructed symbol table."""

from __future__ import annotations

from pathlib import Path

import pytest

HISTORY = Path(__file__).resolve().parents[2] / "specs" / "rl-model-resources"


@pytest.fixture(scope="session")
def rl_history() -> Path:
    return HISTORY


@pytest.fixture(scope="session")
def rl_files() -> list[Path]:
    files = sorted(HISTORY.glob("*.yaml"))
    assert len(files) >= 5
    return files


class FakeSymbols:
    """A symbol table written by hand for the RL API (what the SDK target's ``symbols()`` would say)."""

    methods = {
        ("POST", "/v1/rl/model-resources/{model_resources_id}/stop"): "client.rl.model_resources.stop",
        ("GET", "/v1/rl/model-resources/{model_resources_id}"): "client.rl.model_resources.retrieve",
    }

    def method(self, method: str, path: str) -> str | None:
        return self.methods.get((method, path))

    def parameter(self, method: str, path: str, location: str, name: str) -> str | None:
        if (method, path) in self.methods:
            return {"force": "force", "model_resources_id": "model_resources_id"}.get(name)
        return None

    def model(self, schema_name: str) -> str | None:
        return schema_name if schema_name.startswith("RL") else None

    def field(self, schema_name: str, prop: str) -> str | None:
        return prop


@pytest.fixture()
def fake_symbols() -> FakeSymbols:
    return FakeSymbols()
