"""Generated packages from the fixture specs: complete, deterministic, black-stable, mypy --strict clean,
and safe against hostile names and descriptions."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path
from typing import Any

import black
import pytest

from sdk_helpers import FIXTURES, generate_and_import
from generator.load import load_spec
from generator.output import write_tree
from generator.targets.sdk import generate_sdk, symbols

SPECS = {"rl.yaml": "rl_gen_sdk", "hostile.yaml": "hostile_gen_sdk"}


@pytest.fixture(scope="module")
def trees() -> dict[str, dict[str, str]]:
    return {name: generate_sdk(load_spec(str(FIXTURES / name)), pkg) for name, pkg in SPECS.items()}


def test_deterministic(trees: dict[str, dict[str, str]]) -> None:
    for name, pkg in SPECS.items():
        assert generate_sdk(load_spec(str(FIXTURES / name)), pkg) == trees[name]


def test_every_file_is_exactly_black_output(trees: dict[str, dict[str, str]]) -> None:
    mode = black.Mode()
    for files in trees.values():
        for path, text in files.items():
            if path.endswith(".py"):
                assert black.format_str(text, mode=mode) == text, path


def test_every_operation_and_schema_is_generated(trees: dict[str, dict[str, str]]) -> None:
    for name, pkg in SPECS.items():
        spec = load_spec(str(FIXTURES / name))
        syms = symbols(spec, pkg)
        assert set(syms.operations) == set(spec.operations)
        assert set(syms.schemas) == set(spec.schemas)
        files = trees[name]
        for op in syms.operations.values():
            assert f"def {op.method}(" in files[f"{pkg}/resources/{op.resource.split('.')[0]}.py"]
        for model in syms.schemas.values():
            module_path = model.module.replace(".", "/") + ".py"
            assert f"{model.class_name}" in files[module_path]


def test_pyproject_and_readme(trees: dict[str, dict[str, str]]) -> None:
    files = trees["rl.yaml"]
    assert '\nversion = "0.1.0"\n' in files["pyproject.toml"]
    assert 'dependencies = ["httpx>=0.23", "pydantic>=2.6,<3", "typing-extensions>=4.7"]' in files["pyproject.toml"]
    assert files["rl_gen_sdk/py.typed"] == ""
    assert "client.rl.model_resources.<a href=\"./rl_gen_sdk/resources/rl.py\">stop</a>(model_resources_id, **params)" in files["README.md"]


def test_symbols_for_release_reports() -> None:
    syms = symbols(load_spec(str(FIXTURES / "rl.yaml")), "rl_sdk")
    stop = syms.operations[("POST", "/rl/model-resources/{model_resources_id}/stop")]
    assert stop.call == "client.rl.model_resources.stop"
    assert stop.params == {
        ("path", "model_resources_id"): "model_resources_id",
        ("query", "force"): "force",
        ("header", "x-request-id"): "x_request_id",
    }
    create = syms.operations[("POST", "/rl/model-resources")]
    assert create.params[("body", "base_model")] == "base_model"
    model = syms.schemas["RLModelResources"]
    assert (model.class_name, model.module, model.kind) == ("RLModelResources", "rl_sdk.models.rl_model_resources", "model")
    assert model.fields["created_at"] == "created_at"
    hostile = symbols(load_spec(str(FIXTURES / "hostile.yaml")), "h")
    assert hostile.schemas["class"].fields["from"] == "from_"
    assert hostile.schemas["class"].fields["3d-secure"] == "field_3d_secure"
    assert hostile.schemas["class"].class_name != hostile.schemas["Class"].class_name
    thing = hostile.operations[("GET", "/things/{quote}/{class}/{3d}")]
    assert thing.params[("path", "quote")] == "quote"
    assert thing.params[("path", "class")] == "class_"


def test_no_text_from_the_spec_becomes_code(trees: dict[str, dict[str, str]]) -> None:
    files = trees["hostile.yaml"]
    for path, text in files.items():
        if not path.endswith(".py"):
            continue
        tree = ast.parse(text)
        for node in ast.walk(tree):
            if isinstance(node, ast.Name):
                assert node.id not in ("__import__", "system", "pwned"), path
    doc = ast.get_docstring(ast.parse(files["hostile_gen_sdk/models/class_.py"]).body[-1])  # type: ignore[arg-type]
    spec = load_spec(str(FIXTURES / "hostile.yaml"))
    assert doc is not None and doc.strip() == spec.schemas["class"].description.strip()


def test_mypy_strict_clean(tmp_path: Path, trees: dict[str, dict[str, str]]) -> None:
    for files in trees.values():
        write_tree(tmp_path / "out", files, keep=True)
    result = subprocess.run(
        [sys.executable, "-m", "mypy", "--strict", "--no-incremental", *SPECS.values()],
        cwd=tmp_path / "out",
        capture_output=True,
        text=True,
    )
    assert result.returncode == 0, result.stdout + result.stderr


@pytest.fixture(scope="module")
def hostile(tmp_path_factory: pytest.TempPathFactory) -> Any:
    return generate_and_import("hostile.yaml", "hostile_rt_sdk", tmp_path_factory.mktemp("hostile"))


def test_hostile_models_at_run_time(hostile: Any) -> None:
    m = hostile.models
    obj = m.Class.model_validate({"from": "x", "3d-secure": True, "日本": "y", "date": "2024-01-02", "": "empty"})
    assert obj.from_ == "x" and obj.field_3d_secure is True and obj.date_.year == 2024
    assert obj.model_dump(by_alias=True, exclude_none=True) == {
        "from": "x",
        "3d-secure": True,
        "日本": "y",
        "date": obj.date_,
        "": "empty",
    }
    assert m.Model_2ndThing("a b") is m.Model_2ndThing.A_B
    assert m.Model_2ndThing("brand new").value == "brand new"


def test_discriminated_union_recursion_and_nullable(hostile: Any) -> None:
    m = hostile.models
    owner = m.Owner.model_validate(
        {
            "pet": {"pet_type": "dog", "id": "1", "barks": True},
            "pets": [{"pet_type": "cat", "id": "2", "meows": False}],
            "nickname": 7,
            "extra": {"a": 1},
            "tags": {"t": {"id": "x"}},
            "when": None,
        }
    )
    assert type(owner.pet).__name__ == "Dog" and type(owner.pets[0]).__name__ == "Cat"
    assert owner.nickname == 7 and owner.extra == {"a": 1} and owner.tags["t"].id == "x"
    node = m.Node.model_validate({"value": 1, "children": [{"value": 2, "children": []}], "parent": None})
    assert node.children[0].value == 2 and node.parent is None
    b = m.B.model_validate({"a": {"b": {"name": None}}})
    assert b.a.b.name is None


def test_spec_defaults_and_sentinel_in_signatures(hostile: Any) -> None:
    import inspect

    from hostile_rt_sdk.resources.things import ThingsResource

    sig = inspect.signature(ThingsResource.retrieve)
    assert repr(sig.parameters["from_"].default) == "NOT_GIVEN"  # never sent unless passed
    assert 'Server default when not given: "a\\"b\\\\c".' in (ThingsResource.retrieve.__doc__ or "")
    assert repr(sig.parameters["self_"].default) == "NOT_GIVEN"
    assert [p.kind for p in sig.parameters.values()][1:4] == [inspect.Parameter.POSITIONAL_OR_KEYWORD] * 3
    assert sig.parameters["from_"].kind is inspect.Parameter.KEYWORD_ONLY


def test_datamodel_code_generator_backend(tmp_path: Path) -> None:
    from generator.targets.sdk import write_sdk
    from sdk_helpers import import_package

    write_sdk(load_spec(str(FIXTURES / "rl.yaml")), tmp_path, "rl_dcg_sdk", models="datamodel-code-generator")
    assert (tmp_path / "rl_dcg_sdk" / "models" / "_dcg.py").exists()
    sdk = import_package(tmp_path, "rl_dcg_sdk")
    from rl_dcg_sdk.models import RLComputeConfig
    from rl_dcg_sdk.models._dcg import RLComputeConfig as FromDcg

    assert RLComputeConfig is FromDcg
    assert sdk.models.RLComputeConfig.model_validate({"num_generator_replicas": 1}).num_generator_replicas == 1


def test_undeclared_path_variable_becomes_a_positional_parameter() -> None:
    syms = symbols(load_spec(str(FIXTURES / "hostile.yaml")), "h")
    op = syms.operations[("GET", "/undeclared/{thing_id}")]
    assert op.params == {("path", "thing_id"): "thing_id"}
