"""Rules stage: changes that name no endpoint: component schemas removed, webhooks added/removed.

Entry points: the check functions named in the rule table.
"""

from __future__ import annotations

from typing import Any

from generator.load.refs import join_pointer
from generator.rules.checks import Emitter


def components_schemas_removed(diff: Any, out: Emitter) -> None:
    for name in diff.schemas_removed:
        out.spec("api-schema-removed", {"schema": name}, diff.base.file,
                 join_pointer("/components/schemas", name), base_side=True)


def webhook_updated(diff: Any, out: Emitter) -> None:
    for name in diff.webhooks_added:
        out.spec("webhook-added", {"name": name}, diff.rev.file, join_pointer("/webhooks", name))
    for name in diff.webhooks_removed:
        out.spec("webhook-removed", {"name": name}, diff.base.file, join_pointer("/webhooks", name), base_side=True)
