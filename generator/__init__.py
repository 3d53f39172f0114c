"""revgen: OpenAPI revision history -> changelogs, SDK, docs and samples.

Pipeline: load -> model -> diff -> rules -> history -> render -> reports / targets -> release, fleet
(see ARCHITECTURE.md). Each stage's entry points are in its package, e.g. ``generator.load.load_spec``.
"""

from __future__ import annotations

__version__ = "0.1.0"

__all__ = ["__version__"]
