"""SDK impact: method, parameter and model fields of each change, from the real RL example specs."""

from __future__ import annotations

from pathlib import Path

from generator.load import load_spec
from generator.release.impact import impact_of
from generator.rules.change import Change

STOP = ("POST", "/v1/rl/model-resources/{model_resources_id}/stop")


def test_parameter_change_names_method_and_parameter(rl_files: list[Path], fake_symbols) -> None:  # type: ignore[no-untyped-def]
    new = load_spec(str(rl_files[-1]))
    change = Change(
        id="request-parameter-default-value-removed", level="error", text="", operation=STOP[0], path=STOP[1],
        args={"location": "query", "name": "force", "value": False},
    )
    imp = impact_of(change, None, new, None, fake_symbols)
    assert imp.method == "client.rl.model_resources.stop"
    assert imp.parameter == "force"
    assert imp.symbols[:2] == ("client.rl.model_resources.stop()", "client.rl.model_resources.stop(force=...)")


def test_nested_property_walks_through_the_models(rl_files: list[Path], fake_symbols) -> None:  # type: ignore[no-untyped-def]
    new = load_spec(str(rl_files[-1]))
    change = Change(
        id="response-property-enum-value-added", level="warning", text="", operation=STOP[0], path=STOP[1],
        args={"property": "error/code", "status": "200", "value": "X"},
    )
    imp = impact_of(change, None, new, None, fake_symbols)
    assert imp.fields == ("RLModelResources.error", "RLModelResourcesError.code")


def test_removed_things_are_looked_up_in_the_base(rl_files: list[Path], fake_symbols) -> None:  # type: ignore[no-untyped-def]
    base = load_spec(str(rl_files[-1]))
    new = load_spec(str(rl_files[0]))  # pretend the newest was rolled back: expires_at is gone
    change = Change(
        id="response-optional-property-removed", level="warning", text="", operation=STOP[0], path=STOP[1],
        args={"property": "expires_at", "status": "200"},
    )
    imp = impact_of(change, base, new, fake_symbols, None)
    assert imp.method == "client.rl.model_resources.stop"
    assert imp.fields == ("RLModelResources.expires_at",)


def test_nothing_is_invented_without_symbols(rl_files: list[Path]) -> None:
    new = load_spec(str(rl_files[-1]))
    change = Change(id="endpoint-added", level="info", text="", operation=STOP[0], path=STOP[1])
    imp = impact_of(change, None, new, None, None)
    assert imp.method is None and imp.fields == () and imp.symbols == ()


def test_list_response_items_are_walked(rl_files: list[Path], fake_symbols) -> None:  # type: ignore[no-untyped-def]
    new = load_spec(str(rl_files[-1]))
    change = Change(
        id="response-required-property-added", level="info", text="", operation="GET",
        path="/v1/rl/model-resources", args={"property": "data/items/created_by", "status": "200"},
    )
    imp = impact_of(change, None, new, None, fake_symbols)
    assert imp.fields == ("RLModelResourcesList.data", "RLModelResources.created_by")


def test_changelog_sdk_impact_cli(rl_files: list[Path]) -> None:
    import json
    import subprocess
    import sys

    old = next(p for p in rl_files if "bb5257b3173a" in p.name)
    new = next(p for p in rl_files if "93438ddac711" in p.name)
    proc = subprocess.run(
        [sys.executable, "-m", "generator", "changelog", str(old), str(new), "--sdk-impact", "--format", "json"],
        capture_output=True, text=True,
    )
    assert proc.returncode == 0, proc.stderr
    items = json.loads(proc.stdout)
    force = next(i for i in items if i["id"] == "request-parameter-default-value-removed")
    assert force["sdk_impact"]["method"] == "client.rl.model_resources.stop"
    assert force["sdk_impact"]["parameter"] == "force"
    expires = next(i for i in items if i["id"] == "response-optional-property-added" and i["path"].endswith("/stop"))
    from generator.load import load_spec
    from generator.targets.sdk.naming import default_package_name
    from generator.targets.sdk import symbols

    spec = load_spec(str(new))
    model = symbols(spec, default_package_name(spec.title)).schemas["RLModelResources"]
    assert expires["sdk_impact"]["fields"] == [f"{model.class_name}.{model.fields['expires_at']}"]
    text = subprocess.run(
        [sys.executable, "-m", "generator", "changelog", str(old), str(new), "--sdk-impact"],
        capture_output=True, text=True,
    )
    assert "SDK: client.rl.model_resources.stop(), client.rl.model_resources.stop(force=...)" in text.stdout
    bad = subprocess.run(
        [sys.executable, "-m", "generator", "changelog", str(old), str(new), "--sdk-impact", "--format", "junit"],
        capture_output=True, text=True,
    )
    assert bad.returncode == 2 and "--sdk-impact" in bad.stderr


def test_sdk_impact_json_is_the_changelog_json_plus_one_key(rl_files: list[Path], tmp_path: Path) -> None:
    """Same objects, key order, source-file naming and one-object-per-line layout as `--format json`,
    each object ending with `sdk_impact` (run from another folder, so files are named relative to it)."""
    import json
    import subprocess
    import sys

    old = next(p for p in rl_files if "bb5257b3173a" in p.name)
    new = next(p for p in rl_files if "93438ddac711" in p.name)

    def changelog(*extra: str) -> str:
        proc = subprocess.run(
            [sys.executable, "-m", "generator", "changelog", str(old), str(new), "--format", "json", *extra],
            capture_output=True, text=True, cwd=tmp_path,
        )
        assert proc.returncode == 0, proc.stderr
        return proc.stdout

    plain, impact = changelog(), changelog("--sdk-impact")
    plain_lines, impact_lines = plain.splitlines(), impact.splitlines()
    assert len(impact_lines) == len(plain_lines) > 3  # "[", one line per change, "]"
    for p_line, i_line in zip(plain_lines, impact_lines):
        if p_line in ("[", "]"):
            assert i_line == p_line
            continue
        assert i_line.startswith(p_line.rstrip(",").removesuffix("}") + ', "sdk_impact": {')
    items = json.loads(impact)
    assert [{k: v for k, v in i.items() if k != "sdk_impact"} for i in items] == json.loads(plain)
    assert all(list(i)[-1] == "sdk_impact" for i in items)
    assert items[0]["source"]["file"] != new.name  # named as the user gave it, like the plain report
