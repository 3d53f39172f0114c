"""revgen: OpenAPI revision history -> changelogs, SDK, docs and samples.

Pipeline: load -> model -> diff -> rules -> history -> render (see DESIGN in README).
The public library API re-exports the entry point of each stage lazily.
"""

from __future__ import annotations

__version__ = "0.1.0"

__all__ = ["__version__", "load_spec"]


def load_spec(path: str, **kwargs: object):  # type: ignore[no-untyped-def]
    """Load one revision from a file into a normalized :class:`generator.model.Spec`."""
    from generator.load import load_spec as _load_spec

    return _load_spec(path, **kwargs)  # type: ignore[arg-type]
