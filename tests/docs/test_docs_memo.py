"""Targets stage: RowMacro gives exactly what the macro itself prints, for macros that read some keys,
branch on them, use the row whole or read values that are not strings, and renders a distinct row once."""

from __future__ import annotations

import itertools

import jinja2
import pytest

from generator.render.docs_memo import RowMacro

MACROS = {
    "some": "{% macro m(c) %}<li class='{{ c.level }}'>{{ c.text }}</li>{% endmacro %}",
    "branch": "{% macro m(c) %}{{ c.a }}{% if c.a == 'x' %}:{{ c['b'] }}{% endif %}{% if c.d is defined %}+{{ c.d }}{% endif %}{% endmacro %}",
    "whole": "{% macro m(c) %}{% for k in c | sort %}{{ k }}={{ c[k] }};{% endfor %}{% endmacro %}",
    "get": "{% macro m(c) %}{{ c.get('a') }}|{{ c.items() | list | length }}{% endmacro %}",
    "number": "{% macro m(c) %}{{ c.a }}{{ c.n + 1 }}{% endmacro %}",
    "print": "{% macro m(c) %}{{ c }}{% endmacro %}",
}


def _macro(name: str, calls: list[int]) -> tuple[object, object]:
    env = jinja2.Environment(loader=jinja2.DictLoader({"t.html": MACROS[name]}), autoescape=True, undefined=jinja2.StrictUndefined)
    macro = env.get_template("t.html").module.m

    def counted(row: object) -> object:
        calls.append(1)
        return macro(row)

    return macro, counted


def _rows() -> list[dict[str, object]]:
    rows = []
    for a, b, level, text, n in itertools.product(["x", "y"], ["1", "2", "<"], ["info", "error"], ["t", "u&"], [1, 2]):
        row: dict[str, object] = {"a": a, "b": b, "level": level, "text": text, "n": n, "path": f"/p{len(rows)}"}
        if n == 2:
            row["d"] = "dd"
        rows.append(row)
    return rows


@pytest.mark.parametrize("name", sorted(MACROS))
def test_row_macro_prints_what_the_macro_prints(name: str) -> None:
    calls: list[int] = []
    macro, counted = _macro(name, calls)
    memo = RowMacro(counted)
    rows = _rows() * 2
    assert [str(memo(dict(r))) for r in rows] == [str(macro(dict(r))) for r in rows]
    if name == "some":  # reads level and text only: one render per distinct pair, not per row
        assert len(calls) == 4


def test_row_macro_raises_the_macros_own_error() -> None:
    macro, _ = _macro("some", [])
    with pytest.raises(jinja2.UndefinedError) as own:
        macro({"level": "info"})
    with pytest.raises(jinja2.UndefinedError) as memo:
        RowMacro(macro)({"level": "info"})
    assert str(memo.value) == str(own.value)


def test_remembered_in_a_template_prints_what_the_macro_prints() -> None:
    from generator.render import environment

    env = environment(None).overlay(loader=jinja2.DictLoader({"t.html": MACROS["branch"]}))
    page = "{% import 't.html' as m %}{% set r = remembered(m.m) %}{% for c in rows %}[{{ r(c) }}|{{ m.m(c) }}]{% endfor %}"
    out = env.from_string(page).render(rows=_rows())
    assert all(a == b for a, b in (part.strip("[]").split("|") for part in out.split("][")))
    assert env.from_string("{{ remembered(1) }}").render() == "1"  # not a macro: given back as it is
