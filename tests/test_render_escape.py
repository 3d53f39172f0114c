"""The render stage's autoescape output (``generator.render.environment``): templates print each value
through ``output_escape`` instead of Jinja's ``escape``; the pages must be the same text."""

from __future__ import annotations

from pathlib import Path

import jinja2
import markupsafe
import pytest
from jinja2.compiler import CodeGenerator

from generator.render.environment import BytecodeCache, _Environment, environment, output_escape


class _Html:
    def __html__(self) -> str:
        return "<b>safe</b>"

    def __repr__(self) -> str:
        return "_Html()"


VALUES = [
    "", "plain", "a & b < c > d \"q\" 'p'", "&amp; already", "\u2028 \x00 é 🎉", markupsafe.Markup("<i>x</i>"),
    0, 1.5, True, None, ["<x>"], {"k": "<v>"}, _Html(),
]


@pytest.mark.parametrize("value", VALUES, ids=repr)
def test_output_escape_is_the_text_of_markupsafe_escape(value: object) -> None:
    assert output_escape(value) == str(markupsafe.escape(value))


def test_an_undefined_value_fails_as_with_jinja() -> None:
    with pytest.raises(jinja2.UndefinedError):
        output_escape(jinja2.StrictUndefined(name="missing"))


TEMPLATE = """{% macro item(c) %}<li title="{{ c.t }}">{{ c.t }}{{ c.n }}{{ c.m }}</li>{% endmacro %}
{% set block %}{{ rows[0].t }}{% endset %}{{ block }}|{{ block | upper }}|{{ rows[0].t ~ "<" }}
{% for c in rows %}{{ item(c) }}{{ c.t | e }}{{ c.t | safe }}{% endfor %}{% autoescape false %}{{ rows[0].t }}{% endautoescape %}"""


def _render(generator: type, source: str, context: dict[str, object]) -> str:
    env = _Environment(loader=jinja2.DictLoader({"t.html": source}), autoescape=True, undefined=jinja2.StrictUndefined)
    env.code_generator_class = generator
    return env.get_template("t.html").render(**context)


def test_pages_are_the_same_text_as_with_jinjas_own_code() -> None:
    rows = [{"t": v, "n": 3, "m": markupsafe.Markup("<br>")} for v in ("a&b", "<script>", "it's \"x\"", "")]
    ours = _render(environment(None).code_generator_class, TEMPLATE, {"rows": rows})
    assert ours == _render(CodeGenerator, TEMPLATE, {"rows": rows})
    assert "&lt;script&gt;" in ours and "<br>" in ours


def test_the_compiled_code_prints_through_output_escape() -> None:
    env = environment(None)
    code = env.compile("{{ x }}", "p.html", "p.html", raw=True)
    assert "output_escape(" in code and "escape(" not in code.replace("output_escape(", "")


def test_compiled_code_of_another_form_is_not_reused(tmp_path: Path) -> None:
    """An entry written with Jinja's plain cache (or an older revgen's) is compiled afresh, and ours is
    not taken by a plain cache: the source checksums differ."""
    source = "{{ x }}"
    ours = BytecodeCache(str(tmp_path)).get_source_checksum(source)
    assert ours != jinja2.FileSystemBytecodeCache(str(tmp_path)).get_source_checksum(source)
    env = _Environment(loader=jinja2.DictLoader({"p.html": source}), autoescape=True, bytecode_cache=BytecodeCache(str(tmp_path)))
    assert env.get_template("p.html").render(x="<") == "&lt;"
    again = _Environment(loader=jinja2.DictLoader({"p.html": source}), autoescape=True, bytecode_cache=BytecodeCache(str(tmp_path)))
    assert again.get_template("p.html").render(x="<") == "&lt;"  # read back from the cache folder
    assert any(tmp_path.iterdir())
