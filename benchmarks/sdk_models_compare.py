"""Which backend should render the SDK's models: our templates or datamodel-code-generator?

Usage::

    python benchmarks/sdk_models_compare.py [--shared ../shared] [--only together|stripe] [--no-mypy]

For the newest Together and Stripe revisions it measures, per backend:
- time: CPU and wall seconds to produce the models in-process (ours: model contexts + templates +
  black-exact formatting; datamodel-code-generator: its ``generate()`` with its default formatting),
- ``mypy --strict`` errors in the models (ours: the ``models`` package of the generated SDK;
  datamodel-code-generator: its module on its own),
- forward-compatible enums: how many enum classes accept a value the SDK does not know yet
  (``EnumClass("<unknown>")`` keeps the value instead of raising).
It prints one JSON line per measurement and a Markdown table.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))
SPECS = {"together": "together/092_*.yaml", "stripe": "stripe/004_*.json"}

ENUM_PROBE = """
import enum, importlib, pkgutil, sys
sys.setrecursionlimit(10000)
names = sys.argv[1:]
mods = []
for name in names:
    mod = importlib.import_module(name)
    mods.append(mod)
    if hasattr(mod, "__path__"):
        for info in pkgutil.iter_modules(mod.__path__):
            if not info.name.startswith("_") or info.name == "_dcg":
                mods.append(importlib.import_module(f"{name}.{info.name}"))
seen, ok = set(), 0
for mod in mods:
    for value in list(vars(mod).values()):
        if isinstance(value, type) and issubclass(value, enum.Enum) and value.__module__ == mod.__name__ and len(value):
            if value in seen:
                continue
            seen.add(value)
            sample = next(iter(value)).value
            unknown = "__revgen_unknown__" if isinstance(sample, str) else 987654321
            try:
                value(unknown)
                ok += 1
            except ValueError:
                pass
print(ok, len(seen))
"""


def mypy_errors(cwd: Path, target: str) -> tuple[int, float]:
    start = time.perf_counter()
    result = subprocess.run(
        [sys.executable, "-m", "mypy", "--strict", "--no-incremental", target], cwd=cwd, capture_output=True, text=True
    )
    return sum(1 for line in result.stdout.splitlines() if ": error:" in line), time.perf_counter() - start


def enum_probe(cwd: Path, *modules: str) -> str:
    result = subprocess.run([sys.executable, "-c", ENUM_PROBE, *modules], cwd=cwd, capture_output=True, text=True)
    if result.returncode:
        return "import failed: " + (result.stderr.strip().splitlines() or ["?"])[-1][:120]
    ok, total = result.stdout.split()
    return f"{ok}/{total}"


def ours(spec_path: Path, work: Path, run_mypy: bool) -> dict[str, object]:
    from generator.load import load_spec
    from generator.output import write_tree
    from generator.targets.sdk import generate_sdk
    from generator.targets.sdk.context import build_context
    from generator.targets.sdk.pyformat import format_files
    from generator.targets.sdk.render import _env, _render

    spec = load_spec(str(spec_path))
    spec.operations
    cpu, wall = time.process_time(), time.perf_counter()
    ctx = build_context(spec, "ours_sdk")
    env = _env(None)
    glob = dict(ctx.globals, models=ctx.models, resources=ctx.resources)
    files = {
        f"ours_sdk/models/{m['module']}.py": _render(env, f"python/package/models/{m['kind']}.py.jinja", dict(glob, m=m))
        for m in ctx.models
    }
    files = format_files(files)
    row: dict[str, object] = {
        "backend": "templates (revgen)",
        "model_files": len(files),
        "cpu_s": round(time.process_time() - cpu, 2),
        "wall_s": round(time.perf_counter() - wall, 2),
    }
    write_tree(work / "ours", generate_sdk(spec, "ours_sdk"))
    if run_mypy:
        errors, seconds = mypy_errors(work / "ours", "ours_sdk/models")
        row.update({"mypy_strict_errors": errors, "mypy_s": round(seconds, 1)})
    row["open_enums"] = enum_probe(work / "ours", "ours_sdk.models")
    return row


def dcg(spec_path: Path, work: Path, run_mypy: bool) -> dict[str, object]:
    from generator.load import load_spec
    from generator.targets.sdk.dcg_backend import run_dcg

    spec = load_spec(str(spec_path))
    cpu, wall = time.process_time(), time.perf_counter()
    out = run_dcg(spec.raw)
    row: dict[str, object] = {
        "backend": "datamodel-code-generator",
        "model_files": 1 if isinstance(out, str) else len(out),
        "cpu_s": round(time.process_time() - cpu, 2),
        "wall_s": round(time.perf_counter() - wall, 2),
    }
    folder = work / "dcg"
    folder.mkdir(parents=True, exist_ok=True)
    if isinstance(out, str):
        (folder / "dcg_models.py").write_text(out)
        target = "dcg_models.py"
    else:
        for parts, text in out.items():
            path = folder / "dcg_models" / Path(*[p for p in parts if p])
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(text)
        target = "dcg_models"
    if run_mypy:
        errors, seconds = mypy_errors(folder, target)
        row.update({"mypy_strict_errors": errors, "mypy_s": round(seconds, 1)})
    row["open_enums"] = enum_probe(folder, "dcg_models")
    return row


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--shared", default=str(REPO.parent / "shared"))
    parser.add_argument("--only", choices=sorted(SPECS), action="append")
    parser.add_argument("--no-mypy", action="store_true")
    args = parser.parse_args()
    rows = []
    for name in args.only or sorted(SPECS, reverse=True):
        spec = sorted((Path(args.shared) / "specs").glob(SPECS[name]))[-1]
        with tempfile.TemporaryDirectory() as tmp:
            for fn in (ours, dcg):
                row = {"spec": spec.name, **fn(spec, Path(tmp), not args.no_mypy)}
                rows.append(row)
                print(json.dumps(row), flush=True)
    keys = list(dict.fromkeys(k for r in rows for k in r))
    print("\n| " + " | ".join(keys) + " |\n|" + "---|" * len(keys))
    for r in rows:
        print("| " + " | ".join(str(r.get(k, "")) for k in keys) + " |")


if __name__ == "__main__":
    main()
