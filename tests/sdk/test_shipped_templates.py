"""The SDK's templates compiled ahead of time: the store is up to date, a run takes every built-in
template from it (Jinja's compiler never runs), the package is byte for byte the package of templates
compiled at run time, and a template whose text or settings differ is compiled, not taken from it."""

from __future__ import annotations

import sys

import jinja2
import pytest

from generator.load import load_spec
import generator.render.environment  # noqa: F401 (the module, not the function of that name)
from generator.render import shipped
from generator.targets.sdk import build_context, generate_sdk
from generator.targets.filters import environment as filters_environment
from generator.targets.sdk.render import _env

from sdk_helpers import FIXTURES


def test_store_is_up_to_date() -> None:
    env = _env(None)
    names = shipped.shipped_names(env)
    assert "python/package/resources/resource.py.jinja" in names and "python/_macros.jinja" in names
    if shipped.in_use():
        assert shipped.STORE.read_text(encoding="utf-8") == shipped.store_text(env, names), (
            "templates changed: run python -m generator.targets.sdk.compile_templates and review git diff"
        )
    else:  # another Jinja than the one the store was made with: nothing may come from it
        for name in names:
            source, filename, _ = env.loader.get_source(env, name)
            assert shipped.shipped_code(env, name, filename, source) is None


def _package(monkeypatch: pytest.MonkeyPatch) -> dict[str, str]:
    monkeypatch.setattr(filters_environment(None), "bytecode_cache", None)  # no compiled template from an earlier test
    ctx = build_context(load_spec(str(FIXTURES / "qa.yaml")), "shipped_sdk")
    return generate_sdk(ctx, "shipped_sdk", jobs=1)


def test_first_run_compiles_no_builtin_template_and_makes_the_same_package(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("REVGEN_CACHE_DIR", "")  # no cache of compiled templates: a first run
    if not shipped.in_use():
        pytest.skip(f"the store was made with another Jinja than {jinja2.__version__}")
    compiled: list[str | None] = []
    compile_ = jinja2.Environment.compile

    def counting(self: jinja2.Environment, source: str, name: str | None = None, *args: object, **kw: object) -> object:
        compiled.append(name)
        return compile_(self, source, name, *args, **kw)  # type: ignore[call-overload]

    monkeypatch.setattr(jinja2.Environment, "compile", counting)
    from_store = _package(monkeypatch)
    assert compiled == []
    monkeypatch.setattr(sys.modules["generator.render.environment"], "shipped_code", lambda *args: None)  # compiled at run time
    at_run_time = _package(monkeypatch)
    assert len(compiled) >= 10 and all(name.startswith("python/") for name in compiled if name)
    assert from_store == at_run_time and list(from_store) == list(at_run_time)


def test_other_text_or_settings_are_not_taken_from_the_store() -> None:
    env = _env(None)
    name = "python/package/_version.py.jinja"
    source, filename, _ = env.loader.get_source(env, name)
    if shipped.in_use():
        assert shipped.shipped_code(env, name, filename, source) is not None
    assert shipped.shipped_code(env, name, filename, source + "# edited\n") is None
    assert shipped.shipped_code(env.overlay(trim_blocks=False), name, filename, source) is None
    other = env.overlay()
    other.filters = dict(env.filters, pystr=jinja2.pass_context(lambda ctx, value: value))
    assert shipped.shipped_code(other, name, filename, source) is None  # a filter now called with the context
    assert shipped.shipped_code(env, "docs/page.md.jinja", filename, source) is None  # not a shipped folder


def test_override_is_rendered_from_its_own_text(tmp_path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("REVGEN_CACHE_DIR", "")
    (tmp_path / "python" / "package").mkdir(parents=True)
    (tmp_path / "python" / "package" / "_version.py.jinja").write_text('__version__ = "{{ version }}-override"\n')
    ctx = build_context(load_spec(str(FIXTURES / "qa.yaml")), "shipped_sdk")
    files = generate_sdk(ctx, "shipped_sdk", jobs=1, templates=str(tmp_path))
    assert files["shipped_sdk/_version.py"] == '__version__ = "0.1.0-override"\n'
