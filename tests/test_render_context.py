"""The render stage's template contexts (``generator.render.environment._Template.new_context``): the
same variables, in the same order, as Jinja's own ``new_context``, made without walking the
``ChainMap`` of globals key by key."""

from __future__ import annotations

from collections import ChainMap

import jinja2
import jinja2.runtime
import pytest

from generator.render.environment import _Environment, _Template, environment

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
