"""Targets stage: the docs site's search index (Pagefind), one record page per operation.

Entry points: :func:`operation_record` (what search finds of an operation: its title, method and path,
operationId, tag, description, and the names of its parameters and request body fields, from
:func:`field_names`, as text) and :func:`search_bundle` ``(records) -> [(path, bytes)]``,
the bundle under ``pagefind/`` that ``search.html`` (``assets/search.js``) searches, with ``words.txt``
(every word of the records: a query word on no page finds nothing). A record page stands at the same
relative path as the operation page, so a result links to it.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import Any

from markupsafe import escape

from generator.model import Operation
from generator.targets.search_index import index_shard, record_page, words_of

BUNDLE = "pagefind"


def field_names(operation: Operation) -> list[str]:
    """The names a reader looks an operation up by: its parameters' (path, query, header, cookie), then
    its request body's top-level properties' (an ``allOf`` member's too), each once, in spec order."""
    names = [p.name for p in operation.parameters.values()]
    body = operation.request_body
    for media in body.content.values() if body else ():
        if media.schema is not None:
            for part in (media.schema, *media.schema.all_of):
                names.extend(part.properties)
    return list(dict.fromkeys(names))


def operation_record(op: dict[str, Any], api_title: str, fields: Sequence[str] = ()) -> tuple[str, str]:
    """``(relative path, record page)`` of an operation summary (:func:`docs_context.operation_summary`)
    with its ``fields`` (:func:`field_names`)."""
    body = (
        f"<p>{escape(op['method'])} {escape(op['path'])}</p>"
        f"<p>{escape(op['operation_id'])} {escape(op['tag'])}</p>"
        f"<p>{escape(op['description'])}</p>"
        + (f"<p>{escape(' '.join(fields))}</p>" if fields else "")
        + f"<p>{escape(api_title)}</p>"
    )
    return f"operations/{op['slug']}.html", record_page(op["title"], body)


def search_bundle(records: dict[str, str]) -> Iterator[tuple[str, bytes]]:
    """The files of the search index over ``records``, below ``pagefind/``."""
    if not records:
        return
    for rel, data in index_shard(records, words=words_of(records)).items():
        yield f"{BUNDLE}/{rel}", data if isinstance(data, bytes) else data.encode()
