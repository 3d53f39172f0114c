"""Docs and fleet pages, piece by piece, on inputs no real history has shown yet: a closing tag that
closes nothing is text, the chart's date labels never overlap whatever the number of revisions, and
the fleet index shows an API's title and version as the docs pages do (no tag as text)."""

from __future__ import annotations

import pytest

from generator.markdown import to_html, to_html_inline, to_plain
from generator.render.environment import render_template
from generator.targets import docs_chart


@pytest.mark.parametrize(
    ("text", "html"),
    [
        ('For example, "</s>" will stop', '<p>For example, "&lt;/s&gt;" will stop</p>'),
        ("<s>gone</s> and </s>", "<p><s>gone</s> and &lt;/s&gt;</p>"),
        ("<b>a<br>b</b></b>", "<p><b>a<br>b</b>&lt;/b&gt;</p>"),
        ("x <model_name> y", "<p>x &lt;model_name&gt; y</p>"),
        ("ok <script>alert(1)</script></script>", "<p>ok &lt;/script&gt;</p>"),
    ],
)
def test_a_closing_tag_that_closes_nothing_is_text(text: str, html: str) -> None:
    assert str(to_html(text)) == html
    assert str(to_html_inline(text)) == html.removeprefix("<p>").removesuffix("</p>")


def test_a_written_out_url_is_a_link_and_nothing_else_is() -> None:
    html = str(to_html("See https://docs.example.com/a_(b). Not file.py, www.x.org, javascript:alert(1) or `https://in.code`."))
    assert html == ('<p>See <a href="https://docs.example.com/a_(b)" rel="noopener noreferrer">https://docs.example.com/a_(b)</a>. '
                    "Not file.py, www.x.org, javascript:alert(1) or <code>https://in.code</code>.</p>")


class _Rev:
    def __init__(self, i: int) -> None:
        self.id = f"r{i}"
        self.day = f"2025-{1 + i % 12:02d}-{1 + i % 28:02d}"
        self.changes = [object()] * (i % 5)
        self.counts = {"info": i % 5} if i % 5 else {}


class _History:
    def __init__(self, n: int) -> None:
        self.revisions = [_Rev(i) for i in range(n)]


@pytest.mark.parametrize("n", list(range(1, 40)) + [57, 92, 93, 100, 101, 250, 1000])
def test_chart_date_labels_never_overlap_and_stay_inside(n: int) -> None:
    chart = docs_chart.chart_context(_History(n), {f"r{i}": f"r{i}" for i in range(n)})  # type: ignore[arg-type]
    half = docs_chart.LABEL_HALF
    spans = []
    for bar in chart["bars"]:
        if not bar["show_label"]:
            continue
        x, anchor = bar["label_x"], bar["label_anchor"]
        left = {"start": x, "middle": x - half, "end": x - 2 * half}[anchor]
        spans.append((left, left + 2 * half))
    assert chart["bars"][0]["show_label"] and chart["bars"][-1]["show_label"]
    assert 2 <= len(spans) <= 9 or n == 1
    assert all(0 <= a and b <= chart["width"] for a, b in spans)
    assert all(b <= c for (_, b), (c, _) in zip(spans, spans[1:])), spans


def test_fleet_index_row_shows_title_and_version_as_the_docs_do() -> None:
    row = {"status": "ok", "slug": "x", "name": "x", "title": "Hostile <script>alert(1)</script> API", "version": "2.0<img src=x onerror=alert(1)>",
           "revision_count": 2, "last_change_day": "2025-01-01", "counts": {"error": 0, "warning": 0, "info": 1}}
    html = render_template("fleet/_index_row.html.jinja", {"r": row})
    assert "Hostile  API" in html and '<td data-label="Version">2.0</td>' in html
    assert "script" not in html and "img" not in html and to_plain(row["title"]) == "Hostile  API"
