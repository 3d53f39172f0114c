"""Text the samples and docs reuse instead of making again: ``clean_text`` gives ASCII text back as it is."""

from __future__ import annotations

from generator.targets.samples import clean_text


def test_clean_text_gives_ascii_text_back_as_it_is() -> None:
    text = "plain page\n" * 50
    assert clean_text(text) is text


def test_clean_text_still_replaces_lone_surrogates() -> None:
    assert clean_text("a\ud800b é") == "a?b é"
