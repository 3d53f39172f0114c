"""Rules stage: the spec's ``servers`` (ids of ours: oasdiff has none for them).

Entry point: :func:`api_servers_updated` ``(diff, out)``. Servers are compared by position (a
client configured with ``servers[0]`` keeps using the first one): a different ``url`` at the same
position is ``api-server-url-changed``; positions only one side has are ``api-server-added`` /
``api-server-removed``. The whole API's servers only (path- and operation-level ``servers`` are left
out); all at level info.
"""

from __future__ import annotations

from typing import Any

from generator.rules.checks import Emitter


def _urls(raw: Any) -> list[str | None]:
    servers = raw.get("servers") if isinstance(raw, dict) else None
    if not isinstance(servers, list):
        return []
    return [s.get("url") if isinstance(s, dict) and isinstance(s.get("url"), str) else None for s in servers]


def api_servers_updated(diff: Any, out: Emitter) -> None:
    old, new = _urls(diff.base.raw), _urls(diff.rev.raw)
    for i in range(max(len(old), len(new))):
        if i >= len(old):
            out.spec("api-server-added", {"url": new[i]}, diff.rev.file, f"/servers/{i}")
        elif i >= len(new):
            out.spec("api-server-removed", {"url": old[i]}, diff.base.file, f"/servers/{i}", base_side=True)
        elif old[i] != new[i]:
            out.spec("api-server-url-changed", {"index": i, "from": old[i], "to": new[i]}, diff.rev.file, f"/servers/{i}/url")
