"""Targets stage: the formats of the targets whose modules are loaded only when they run.

Entry points: :data:`HISTORY_FORMATS` and :data:`DOCS_FORMATS`, read by the target table (for the
CLI's choices, without loading the docs generator) and by the targets themselves.
"""

HISTORY_FORMATS = ("text", "markdown", "json", "html")
DOCS_FORMATS = ("markdown", "html", "both")
