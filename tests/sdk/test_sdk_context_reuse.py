"""One analysed SDK context serves both ``symbols()`` and ``generate_sdk()`` (what ``revgen release``
and ``revgen build`` do), with results identical to passing the spec; and a black failure is an error."""

from __future__ import annotations

from pathlib import Path

import pytest

from sdk_helpers import FIXTURES
from generator.errors import RevgenError
from generator.load import load_spec
from generator.targets import sdk as sdk_target
from generator.targets.sdk import build_context, generate_sdk, symbols

REPO = Path(__file__).resolve().parents[2]


def test_context_gives_the_same_symbols_and_files_and_is_not_changed() -> None:
    spec = load_spec(str(FIXTURES / "qa.yaml"))
    ctx = build_context(spec, "reuse_sdk")
    before = repr(ctx.globals), repr(ctx.resources), repr(ctx.models)
    assert generate_sdk(ctx, "reuse_sdk", version="2.0.0") == generate_sdk(spec, "reuse_sdk", version="2.0.0")
    assert symbols(ctx, "reuse_sdk") == symbols(spec, "reuse_sdk")
    assert generate_sdk(ctx, "reuse_sdk")["pyproject.toml"] == generate_sdk(spec, "reuse_sdk")["pyproject.toml"]
    assert (repr(ctx.globals), repr(ctx.resources), repr(ctx.models)) == before
    with pytest.raises(ValueError):
        generate_sdk(ctx, "other_sdk")


def test_release_builds_the_new_revision_context_once(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    from generator.release import pipeline
    from generator.release.pipeline import plan_release

    log = tmp_path / "built.txt"  # every call, in this process or a worker
    real = sdk_target.build_context

    def counting(spec: object, package: str, *args: object, **kwargs: object) -> object:
        with open(log, "a", encoding="utf-8") as fh:
            fh.write(f"{getattr(spec, 'file', '?')}\n")
        return real(spec, package, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(sdk_target, "build_context", counting)
    monkeypatch.setattr(pipeline, "build_context", counting)  # the name the pipeline imported
    old = load_spec(str(REPO / "specs/rl-model-resources/006_2026-10-22_bb5257b3173a.yaml"))
    new = load_spec(str(REPO / "specs/rl-model-resources/007_2026-10-28_93438ddac711.yaml"))
    plan = plan_release(old, new, tmp_path / "sdk", "reuse_rel_sdk", current_version="1.0.0")
    built = log.read_text(encoding="utf-8").splitlines() if log.exists() else []
    assert plan.files and built.count(str(new.file)) == 1, built


def test_a_black_failure_is_an_error(monkeypatch: pytest.MonkeyPatch) -> None:
    import black

    from generator.targets.sdk import pyformat

    def broken(text: str) -> str:
        raise black.InvalidInput("cannot parse")

    monkeypatch.setattr(pyformat, "black_format", broken)
    monkeypatch.setattr(pyformat, "has_long_line", lambda text: True)  # send every file to black
    with pytest.raises(RevgenError, match="could not be formatted by black"):
        generate_sdk(load_spec(str(FIXTURES / "qa.yaml")), "black_fail_sdk")
