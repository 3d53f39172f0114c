"""Rules stage: ``servers`` (ids of ours: oasdiff has none for them).

Entry points: :func:`api_servers_updated` and :func:`endpoint_servers_updated` ``(diff, out)``. Servers
are compared by position (a client configured with ``servers[0]`` keeps using the first one): a
different ``url`` at the same position is ``…-server-url-changed``; positions only one side has are
``…-server-added`` / ``…-server-removed``. ``api-server-*`` are the whole API's servers. An operation
uses its own ``servers``, else its path item's, else the API's (OpenAPI's override rule): when either
revision of an operation declares servers of its own or on its path item, the servers it uses are
compared and each difference is ``endpoint-server-*`` at that operation (so moving a server list
between the operation, its path item and the API changes nothing; a change of the API's servers
alone is only ``api-server-*``). All at level info.
"""

from __future__ import annotations

from typing import Any

from generator.rules.checks import Emitter


def _urls(raw: Any) -> list[str | None]:
    servers = raw.get("servers") if isinstance(raw, dict) else None
    if not isinstance(servers, list):
        return []
    return [s.get("url") if isinstance(s, dict) and isinstance(s.get("url"), str) else None for s in servers]


def _compare(old: list[str | None], new: list[str | None], emit: Any) -> None:
    """Call ``emit(what, index, old url, new url)`` for each position that differs."""
    for i in range(max(len(old), len(new))):
        if i >= len(old):
            emit("added", i, None, new[i])
        elif i >= len(new):
            emit("removed", i, old[i], None)
        elif old[i] != new[i]:
            emit("url-changed", i, old[i], new[i])


def api_servers_updated(diff: Any, out: Emitter) -> None:
    def emit(what: str, i: int, old: str | None, new: str | None) -> None:
        if what == "added":
            out.spec("api-server-added", {"url": new}, diff.rev.file, f"/servers/{i}")
        elif what == "removed":
            out.spec("api-server-removed", {"url": old}, diff.base.file, f"/servers/{i}", base_side=True)
        else:
            out.spec("api-server-url-changed", {"index": i, "from": old, "to": new}, diff.rev.file, f"/servers/{i}/url")

    _compare(_urls(diff.base.raw), _urls(diff.rev.raw), emit)


def _used(op: Any, spec: Any) -> tuple[list[str | None], str, str, bool]:
    """The servers ``op`` uses: ``(urls, file, pointer of the list, declared by the operation or its
    path item)``."""
    own = _urls(op.raw)
    if any(u is not None for u in own):
        return own, op.file, f"{op.pointer}/servers", True
    item = _urls(op.path_item)
    if any(u is not None for u in item):
        return item, op.file, f"{op.pointer.rsplit('/', 1)[0]}/servers", True
    return _urls(spec.raw), spec.file, "/servers", False


def endpoint_servers_updated(diff: Any, out: Emitter) -> None:
    for od in diff.operations_modified:
        old, old_file, old_at, old_local = _used(od.base, diff.base)
        new, new_file, new_at, new_local = _used(od.rev, diff.rev)
        if not (old_local or new_local):
            continue  # both use the API's servers: api-server-* says what changed

        def emit(what: str, i: int, before: str | None, after: str | None, od: Any = od) -> None:
            if what == "added":
                out.op("endpoint-server-added", od.rev, {"url": after}, file=new_file, pointer=f"{new_at}/{i}")
            elif what == "removed":
                out.op("endpoint-server-removed", od.rev, {"url": before}, file=old_file, pointer=f"{old_at}/{i}",
                       base_side=True)
            else:
                out.op("endpoint-server-url-changed", od.rev, {"index": i, "from": before, "to": after},
                       file=new_file, pointer=f"{new_at}/{i}/url")

        _compare(old, new, emit)
