"""The render stage's template contexts: ``_Template.new_context`` makes the same variables, in the same
order, as Jinja's own ``new_context`` without walking the ``ChainMap`` of globals key by key, and
``_Context.call`` calls a macro as Jinja's ``Context.call`` would without asking it what to pass."""

from __future__ import annotations

from collections import ChainMap

import jinja2
import jinja2.runtime
import pytest

import jinja2.utils

from generator.render.environment import _Context, _Environment, _Template, environment

SOURCE = "{% for i in range(n) %}{{ i }}{{ sep }}{% endfor %}{{ extra }}|{{ remembered is defined }}"


def _template() -> jinja2.Template:
    env = _Environment(loader=jinja2.DictLoader({"t.txt": SOURCE}), undefined=jinja2.StrictUndefined)
    env.globals["extra"] = "env"
    return env.get_template("t.txt", globals={"extra": "template", "sep": ","})


def test_templates_of_the_environment_are_ours() -> None:
    assert isinstance(environment(None).get_template("docs/operation.md.jinja"), _Template)


@pytest.mark.parametrize("variables", [{}, {"n": 2}, {"n": 3, "sep": ";", "extra": "var"}])
def test_a_context_holds_what_jinjas_would(variables: dict[str, object]) -> None:
    template = _template()
    ours = template.new_context(dict(variables))
    theirs = jinja2.runtime.new_context(template.environment, template.name, template.blocks, dict(variables), False, template.globals, None)
    assert list(ours.parent.items()) == list(theirs.parent.items())
    assert ours.globals_keys == theirs.globals_keys
    assert ours.blocks == theirs.blocks and ours.name == theirs.name


def test_a_render_is_the_same_text() -> None:
    template = _template()
    assert template.render(n=3) == "0,1,2,template|False"
    assert template.render(n=2, sep=";", extra="var") == "0;1;var|False"


def test_the_globals_are_not_walked_key_by_key(monkeypatch: pytest.MonkeyPatch) -> None:
    """Jinja's ``dict(globals, **vars)`` iterates the ChainMap (Python code per key); ours does not."""
    template = _template()

    def refuse(self: ChainMap) -> None:  # type: ignore[type-arg]
        raise AssertionError("the globals' ChainMap was iterated")

    monkeypatch.setattr(ChainMap, "__iter__", refuse)
    assert template.render(n=2) == "0,1,template|False"


CALLS = """{% macro item(x, sep=",") %}[{{ x }}{{ sep }}{{ caller() if caller else "" }}]{% endmacro %}
{% macro outer(rows) %}{% for r in rows %}{{ item(r, sep=";") }}{% endfor %}{% endmacro %}
{{ outer(rows) }}{% call item("c") %}inside{% endcall %}{{ item(*rows) if false }}{{ ctx_fn() }}{{ env_fn() }}|{{ stops() }}"""


def _calls_env(context_class: type) -> jinja2.Environment:
    env = _Environment(loader=jinja2.DictLoader({"c.txt": CALLS}), undefined=jinja2.Undefined)
    env.context_class = context_class

    def stops() -> None:
        raise StopIteration

    env.globals.update(
        ctx_fn=jinja2.pass_context(lambda ctx: f"ctx:{ctx['rows'][0]}"),
        env_fn=jinja2.pass_environment(lambda e: f"env:{type(e).__name__}"),
        stops=stops,
    )
    return env


def test_calls_give_what_jinjas_context_gives() -> None:
    assert _Environment.context_class is _Context
    rows = ["a", "b"]
    ours = _calls_env(_Context).get_template("c.txt").render(rows=rows)
    theirs = _calls_env(jinja2.runtime.Context).get_template("c.txt").render(rows=rows)
    assert ours == theirs
    assert "[a;][b;][c,inside]ctx:aenv:_Environment|" in ours


def test_a_macro_is_not_asked_what_to_pass(monkeypatch: pytest.MonkeyPatch) -> None:
    original = jinja2.utils._PassArg.from_obj.__func__

    def from_obj(cls: type, obj: object) -> object:
        if isinstance(obj, jinja2.runtime.Macro) or isinstance(getattr(obj, "__self__", None), jinja2.runtime.Macro):
            raise AssertionError("a macro was asked what to pass")
        return original(cls, obj)

    monkeypatch.setattr(jinja2.utils._PassArg, "from_obj", classmethod(from_obj))
    template = environment(None).get_template("docs/_macros.html.jinja")
    rows = [{"name": "a", "type": "string", "format": "", "required": True, "deprecated": False, "description": "", "variant": None, "children": []}]
    assert "<code class=\"name\">a</code>" in str(template.module.schema(rows))
