"""The message renderer of each medium (plain, Markdown, HTML) shows the same words and values.

The Markdown form is parsed by a real CommonMark parser (markdown-it-py, which rich ships with) and
must give exactly the HTML medium's markup: every argument one code span, whatever backticks, spaces
or line breaks it holds, and the empty string visible as ``""`` in every medium.
"""

from __future__ import annotations

import pytest
from markdown_it import MarkdownIt

from generator.markdown import code_span
from generator.rules.messages import format_message, value_text

RID = "response-property-enum-value-added"
ODD = ["plain", "a`b", "`edge`", "``", "x``y`z", "", " lead", "two\nlines", "<b>&amp;</b>", "ünï"]


def _inline_html(markdown: str) -> str:
    html = MarkdownIt("commonmark").render(markdown).strip()
    assert html.startswith("<p>") and html.endswith("</p>")
    return html[3:-4]


def _unquote(html: str) -> str:
    return html.replace("&#x27;", "'").replace("&quot;", '"')


@pytest.mark.parametrize("value", ODD)
def test_markdown_and_html_media_agree(value: str) -> None:
    args = {"value": value, "property": "data/items/kind", "status": "200"}
    markdown = format_message(RID, args, medium="markdown")
    html = format_message(RID, args, medium="html")
    assert _unquote(_inline_html(markdown)) == _unquote(str(html))
    plain = format_message(RID, args)
    assert plain == f"added the new {value_text(value)} enum value to the data/items/kind response property for the response status 200"


def test_empty_string_list_and_null_read_the_same_in_every_medium() -> None:
    args = {"value": ["", None, True, 1.5]}
    assert format_message(RID, args).startswith('added the new "", null, true, 1.5 enum value')
    assert format_message(RID, args, medium="markdown").startswith('added the new `"", null, true, 1.5` enum value')
    assert str(format_message(RID, args, medium="html")).startswith("added the new <code>&quot;&quot;, null, true, 1.5</code>")


def test_code_span_holds_any_backticks() -> None:
    for value in ODD:
        assert _inline_html(code_span(value_text(value))).count("<code>") == 1


def test_unknown_id_fails_loudly() -> None:
    with pytest.raises(KeyError):
        format_message("no-such-check-id", {})
