"""Imports run one way: each stage of ``generator`` imports only the stages before it.

The layers, first to last: ``errors`` (what every stage raises), ``markdown`` (writing Markdown), ``output`` (the one writer: atomic file writes and tree swaps), ``heap`` and ``parallel`` (the collector's policy, the one worker pool) and
``model`` (the read-only vocabulary every stage speaks; it imports no other stage), ``load`` (reads files and builds the
model), ``diff``, ``rules`` (``rules.engine`` is its entry point), ``history``, ``render`` (the Jinja
environment), ``reports``, ``targets`` (whose table lists the reports as one of its outputs), ``release`` (an SDK release: targets + reports) and ``fleet`` (many APIs' docs: history + targets; neither imports the other), then ``cli``. Every import counts, also one
inside a function or under ``TYPE_CHECKING``: a name a module uses is a dependency either way.
"""

from __future__ import annotations

import ast
import graphlib
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent.parent / "generator"
LAYERS: tuple[tuple[str, ...], ...] = (
    ("errors", "markdown", "output", "model", "heap", "parallel"),
    ("load",),
    ("diff",),
    ("rules",),
    ("history",),
    ("render",),
    ("reports",),
    ("targets",),
    ("release", "fleet"),
    ("cli", "__main__"),
)
RANK = {stage: i for i, layer in enumerate(LAYERS) for stage in layer}
# stages that share a layer but must not import each other
APART = {frozenset({"errors", "model"}), frozenset({"output", "model"}), frozenset({"parallel", "model"}), frozenset({"release", "fleet"})}


def _stage(module: str) -> str | None:
    parts = module.split(".")
    return parts[1] if parts[0] == "generator" and len(parts) > 1 else None


def _imports(package: Path = PACKAGE) -> list[tuple[str, int, str, str]]:
    """``(file, line, importing stage, imported stage)`` for every import of another stage."""
    out = []
    for path in sorted(package.rglob("*.py")):
        rel = path.relative_to(package)
        me = rel.parts[0].removesuffix(".py")
        if me == "__init__":
            continue  # the package's public API re-exports the stages
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                names = [node.module]
            else:
                continue
            for name in names:
                stage = _stage(name)
                if stage is not None and stage != me:
                    out.append((str(rel), node.lineno, me, stage))
    return out


def test_every_stage_is_in_a_layer() -> None:
    stages = {p.name.removesuffix(".py") for p in PACKAGE.iterdir() if p.suffix == ".py" or (p / "__init__.py").exists()}
    assert stages - {"__init__"} <= set(RANK), f"stages missing from LAYERS: {sorted(stages - set(RANK) - {'__init__'})}"


def _backward(package: Path = PACKAGE) -> list[str]:
    return [
        f"{file}:{line}: {me} imports {stage}"
        for file, line, me, stage in _imports(package)
        if RANK.get(stage, -1) > RANK.get(me, len(LAYERS)) or (RANK.get(stage) == RANK.get(me) and frozenset({me, stage}) in APART)
    ]


def test_no_stage_imports_a_later_one() -> None:
    backward = _backward()
    assert not backward, "backward imports:\n" + "\n".join(backward)


def test_a_backward_import_is_found(tmp_path: Path) -> None:
    """The scanner itself, on a small package: imports inside functions and under TYPE_CHECKING count."""
    (tmp_path / "history").mkdir()
    (tmp_path / "history" / "x.py").write_text(
        "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from generator.targets import docs\n"
        "def f():\n    import generator.cli\n    from generator.rules.change import Change\n",
        encoding="utf-8",
    )
    assert _backward(tmp_path) == ["history/x.py:3: history imports targets", "history/x.py:5: history imports cli"]


def _module_name(path: Path, package: Path) -> str:
    rel = path.relative_to(package.parent).with_suffix("")
    parts = rel.parts[:-1] if rel.name == "__init__" else rel.parts
    return ".".join(parts)


def _import_graph(package: Path = PACKAGE) -> dict[str, set[str]]:
    """Each module of ``package`` -> the modules of ``package`` it imports (anywhere in it: at the top,
    inside a function or under ``TYPE_CHECKING``). ``from a.b import c`` imports ``a.b.c`` when that
    is a module, else ``a.b``."""
    files = {_module_name(p, package): p for p in sorted(package.rglob("*.py"))}
    graph: dict[str, set[str]] = {}
    for name, path in files.items():
        targets: set[str] = set()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                targets.update(a.name for a in node.names)
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                for a in node.names:
                    sub = f"{node.module}.{a.name}"
                    targets.add(sub if sub in files else node.module)
        graph[name] = {t for t in targets if t in files and t != name}
    return graph


def _cycle(graph: dict[str, set[str]]) -> list[str]:
    """An import circle of ``graph`` (its modules, the first again at the end), or ``[]``."""
    try:
        graphlib.TopologicalSorter(graph).prepare()
    except graphlib.CycleError as exc:
        return list(exc.args[1])
    return []


def test_no_import_circles() -> None:
    """No module of ``generator`` reaches itself through imports (a package's ``__init__`` counts as
    the package: a submodule that imports its own package's ``__init__``, which imports it, is a circle)."""
    cycle = _cycle(_import_graph())
    assert not cycle, "import circle: " + " -> ".join(cycle)


def test_an_import_circle_is_found(tmp_path: Path) -> None:
    pkg = tmp_path / "generator"
    (pkg / "sub").mkdir(parents=True)
    (pkg / "__init__.py").write_text("")
    (pkg / "a.py").write_text("def f():\n    from generator.sub import b\n")
    (pkg / "sub" / "__init__.py").write_text("")
    (pkg / "sub" / "b.py").write_text("from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    import generator.a\n")
    (pkg / "c.py").write_text("import generator.a\n")
    assert sorted(set(_cycle(_import_graph(pkg)))) == ["generator.a", "generator.sub.b"]
