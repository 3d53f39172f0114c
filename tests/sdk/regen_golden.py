"""Rewrite the SDK golden trees from the fixture specs: ``python tests/sdk/regen_golden.py``."""

from __future__ import annotations

import shutil
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from sdk_helpers import GOLDEN, GOLDEN_CASES, render_golden  # noqa: E402

from generator.render import write_file_atomic  # noqa: E402


def main() -> None:
    for case in GOLDEN_CASES:
        target = GOLDEN / case
        if target.is_dir():  # exactly the generated files: no stale ones, no output marker
            shutil.rmtree(target)
        for rel, text in sorted(render_golden(case).items()):
            write_file_atomic(target / rel, text)
        print(f"wrote {target}")


if __name__ == "__main__":
    main()
