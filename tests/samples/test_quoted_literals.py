"""Targets stage: each quoted-string literal of the code samples (literals._quoted) is exactly the
character-by-character translation through its escape table, for every code point and for texts
mixing the special characters, controls, surrogates and line separators."""

from __future__ import annotations

import random

import pytest

from generator.render import literals as L

CASES = [
    ("js_single", "'", "\\'", L._js_other),
    ("php_double", '"', '\\"$', L._hex),
    ("go_str", '"', '\\"', L._go_other),
    ("java_str", '"', '\\"', L._java_other),
    ("rb_double", '"', '\\"#', L._hex),
]


@pytest.mark.parametrize("name, quote, special, other", CASES, ids=[c[0] for c in CASES])
def test_literal_is_the_translation_of_every_character(name: str, quote: str, special: str, other: object) -> None:
    literal = L.FILTERS[name]
    table = L._Escapes(special, other)  # type: ignore[arg-type]
    rng = random.Random(13)
    # every code point where some language's table differs (controls, U+2028/9, surrogates, U+FEFF) and
    # around them, and a sample of the rest
    points = [*range(0x3100), *range(0xD700, 0xE100), *range(0xFE00, 0x10100), *rng.sample(range(0x10100, 0x110000), 3000)]
    every = "".join(map(chr, points))
    assert literal(every) == quote + every.translate(table) + quote
    alphabet = list("ab\\\"'$#{}\n\r\t\x00\x1b\x7f\u2028\u2029\ufeff\ud800\udfff é€😀") + [chr(c) for c in range(0x20)]
    for _ in range(300):
        text = "".join(rng.choice(alphabet) for _ in range(rng.randrange(0, 40)))
        assert literal(text) == quote + text.translate(table) + quote
    assert literal(12) == quote + "12" + quote
