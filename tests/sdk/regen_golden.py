"""Rewrite the SDK golden trees from the fixture specs: ``python tests/sdk/regen_golden.py``."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from sdk_helpers import GOLDEN, GOLDEN_CASES, render_golden  # noqa: E402

from generator.render import write_tree  # noqa: E402


def main() -> None:
    for case in GOLDEN_CASES:
        write_tree(GOLDEN / case, render_golden(case))
        print(f"wrote {GOLDEN / case}")


if __name__ == "__main__":
    main()
