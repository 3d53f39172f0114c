"""SDK target: rewrite the store of the SDK's templates compiled ahead of time.

Entry point: ``python -m generator.targets.sdk.compile_templates`` (:func:`main`). Run it after editing a
template under ``templates/python/`` (``tests/sdk/test_shipped_templates.py`` fails until then) and
review the result with ``git diff``, as with golden files. It compiles with the SDK's own environment
(every template filter: how a filter is called is part of the generated code); the store and how it
is used are :mod:`generator.render.shipped`.
"""

from __future__ import annotations

from generator.render.shipped import STORE, write_store
from generator.targets.sdk.render import _env


def main() -> None:
    changed = write_store(_env(None))
    print(f"{STORE}: {'rewritten' if changed else 'up to date'}")


if __name__ == "__main__":
    main()
