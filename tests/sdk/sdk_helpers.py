"""Helpers for the SDK tests: generate a package from a fixture spec, import it, golden cases.

Regenerate every golden tree (then review with ``git diff tests/sdk/golden``)::

    python tests/sdk/regen_golden.py
"""

from __future__ import annotations

import importlib
import sys
from pathlib import Path
from types import ModuleType

HERE = Path(__file__).resolve().parent
FIXTURES = HERE / "fixtures"
GOLDEN = HERE / "golden"
GOLDEN_CASES = {"rl": ("rl.yaml", "rl_sdk"), "hostile": ("hostile.yaml", "hostile_sdk")}
UPDATE_COMMAND = "python tests/sdk/regen_golden.py"


def generate_and_import(spec_name: str, package: str, out: Path) -> ModuleType:
    """Write the SDK for ``fixtures/<spec_name>`` into ``out`` and import it as ``package``."""
    from generator.load import load_spec
    from generator.targets.sdk import write_sdk

    write_sdk(load_spec(str(FIXTURES / spec_name)), out, package)
    return import_package(out, package)


def import_package(out: Path, package: str) -> ModuleType:
    """Import the generated ``package`` found in folder ``out`` (fresh, even if imported before)."""
    sys.path.insert(0, str(out))
    try:
        for name in [m for m in sys.modules if m == package or m.startswith(package + ".")]:
            del sys.modules[name]
        return importlib.import_module(package)
    finally:
        sys.path.remove(str(out))


def render_golden(case: str) -> dict[str, str]:
    from generator.load import load_spec
    from generator.targets.sdk import generate_sdk

    spec_file, package = GOLDEN_CASES[case]
    return generate_sdk(load_spec(str(FIXTURES / spec_file)), package)


def read_tree(root: Path) -> dict[str, str]:
    return {
        p.relative_to(root).as_posix(): p.read_text(encoding="utf-8")
        for p in sorted(root.rglob("*"))
        if p.is_file() and "__pycache__" not in p.parts
    }
