"""An operation page's Changes (targets/docs_context.py: OperationEdits.shared): an edit that reaches at
least SHARED_BY operations the same way (a schema they all share changed) is counted, with its level, and
its revision's page named for it, not listed; an edit that reaches the operation its own way is listed."""

from __future__ import annotations

from pathlib import Path

import pytest

from generator.history import build_history
from generator.load.revisions import list_revisions
from generator.targets import docs_edits
from generator.targets.docs import generate_docs
from generator.targets.docs_context import SHARED_BY


def _spec(operations: int, revised: bool) -> str:
    error_props = "code: {type: string}" + (", detail: {type: string}" if revised else "")
    item_props = "id: {type: string}" + (", name: {type: string}" if revised else "")
    paths = []
    for i in range(operations):
        ok = "{$ref: '#/components/schemas/Item'}" if i == 0 else "{type: object, properties: {id: {type: string}}}"
        paths.append(f"""  /things{i}:
    get:
      operationId: getThing{i}
      responses:
        "200":
          description: OK
          content: {{application/json: {{schema: {ok}}}}}
        default:
          description: Error
          content: {{application/json: {{schema: {{$ref: '#/components/schemas/Error'}}}}}}
""")
    return f"""openapi: 3.0.3
info: {{title: Shared, version: "1"}}
paths:
{"".join(paths)}components:
  schemas:
    Error: {{type: object, properties: {{{error_props}}}}}
    Item: {{type: object, properties: {{{item_props}}}}}
"""


def _site(tmp_path: Path, operations: int) -> dict[str, str | bytes]:
    files = []
    for n, revised in ((1, False), (2, True)):
        path = tmp_path / f"00{n}_2025-01-0{n}_r{n}.yaml"
        path.write_text(_spec(operations, revised))
        files.append(str(path))
    return generate_docs(build_history(list_revisions(files), jobs=1))


def _pages(tmp_path: Path, operations: int) -> tuple[str, str]:
    site = _site(tmp_path, operations)
    return str(site["operations/get-thing0.html"]), str(site["operations/get-thing0.md"])


def test_an_edit_every_operation_shares_is_counted_and_its_own_edits_listed(tmp_path: Path) -> None:
    html, md = _pages(tmp_path, SHARED_BY)
    changes = html[html.index('<section class="changes">'):]
    assert "name" in changes and "detail" not in changes  # Item's edit listed, Error's counted
    assert ('1 more edit<span class="badge info" title="1 info">1</span>, each reaching at least '
            f"{SHARED_BY} operations alike, this one among them") in changes
    assert 'href="../revisions/r2.html#root-causes">listed on the revision\'s page</a>' in changes
    assert f"  - 1 more edit (1 info), each reaching at least {SHARED_BY} operations alike" in md


@pytest.mark.parametrize("operations", [SHARED_BY - 1])
def test_an_edit_fewer_operations_share_is_listed(tmp_path: Path, operations: int) -> None:
    html, md = _pages(tmp_path, operations)
    changes = html[html.index('<section class="changes">'):]
    assert "detail" in changes and "name" in changes and "operations alike" not in changes
    assert "operations alike" not in md


def test_the_revision_page_says_which_edits_an_operation_page_counts(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(docs_edits, "CAUSES_SHOWN", 0)  # an operation's root causes counted, not linked, there
    site = _site(tmp_path, SHARED_BY)
    html, md = str(site["revisions/r2.html"]), str(site["revisions/r2.md"])
    assert ('<a href="../operations/get-thing0.html"><code>/things0</code></a>: 2 root causes (2 info): 1 listed on '
            '<a href="../operations/get-thing0.html#rev-r2">its page</a>, 1 reaching at least '
            f"{SHARED_BY} operations alike counted there</li>") in html
    assert (f"<code>/things1</code></a>: 1 root causes (1 info), each reaching at least {SHARED_BY} operations alike "
            '(counted on <a href="../operations/get-thing1.html#rev-r2">its page</a>)</li>') in html
    assert f"/things1`](../operations/get-thing1.md): 1 root causes (1 info), each reaching at least {SHARED_BY}" in md
