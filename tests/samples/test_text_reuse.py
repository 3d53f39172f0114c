"""Text the samples and docs reuse instead of making again: ``clean_text`` gives ASCII text back as it
is, and the value literal filters (``py_literal``, ``js_value``) lay out one value object once."""

from __future__ import annotations

from generator.render import environment, filters
from generator.render.literals import js_value, py_literal
from generator.targets.samples import clean_text

BODY = {"name": "<string>", "tags": ["a", "b"], "nested": {"n": 123, "ok": True, "none": None}, "text": "\u2028é"}


def test_clean_text_gives_ascii_text_back_as_it_is() -> None:
    text = "plain page\n" * 50
    assert clean_text(text) is text


def test_clean_text_still_replaces_lone_surrogates() -> None:
    assert clean_text("a\ud800b é") == "a?b é"


def test_value_literals_are_the_literal_functions_text() -> None:
    env = environment(None)
    for value in (BODY, [BODY, 1], [], {}, "s", 1.5, None, True):
        assert env.filters["py_literal"](value) == py_literal(value)
        assert env.filters["js_value"](value) == js_value(value)
    assert env.filters["js_value"](BODY, 4) == js_value(BODY, 4)
    assert env.filters["py_literal"](BODY, 1) == py_literal(BODY, 1)


def test_one_value_object_is_laid_out_once() -> None:
    env = environment(None)
    for name in ("py_literal", "js_value"):
        first = env.filters[name](BODY)
        assert env.filters[name](BODY) is first  # remembered: the same text object
        copy = {**BODY}
        assert env.filters[name](copy) == first and env.filters[name](copy) is not first


def test_many_values_stay_right() -> None:
    env = environment(None)
    values = [{"n": i} for i in range(filters.MAX_REMEMBERED_VALUES * 2 + 3)]
    for value in values + values:
        assert env.filters["py_literal"](value) == py_literal(value)


TEXT_FILTERS = ("sh_single", "php_single", "go_str", "java_str", "rb_double", "rb_single")
LONG = '{\n  "name": "it\'s <x> $HOME #{y} \\\\ \u2028 \x01 é",\n' + '  "k": "v",\n' * 40 + "}"


def test_text_literals_are_the_literal_functions_text() -> None:
    from generator.render.literals import FILTERS as LITERALS

    env = environment(None)
    for name in TEXT_FILTERS:
        for text in (LONG, "short 'one' $x", "", 12, LONG + "\ud800"):
            assert env.filters[name](text) == LITERALS[name](text), (name, text)


def test_an_equal_long_text_is_quoted_once() -> None:
    env = environment(None)
    for name in TEXT_FILTERS:
        first = env.filters[name](LONG)
        again = "".join(list(LONG))  # an equal text, another object
        assert env.filters[name](again) is first, name
