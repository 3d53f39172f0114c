"""SDK target: the package made by the worker pool is byte for byte the package made in one process, the
error of a broken template is the one a single process meets first, the workers find the templates
compiled (Jinja's on-disk cache, filled before they start), and the syntax check of a large file in
pieces gives the whole file's verdict."""

from __future__ import annotations

import os
import pickle
import subprocess
import sys
from pathlib import Path

import jinja2
import generator
import pytest

from generator.errors import RevgenError
from generator.load import load_spec
from generator.targets.sdk import build_context, generate_sdk, write_sdk
from generator.render.environment import environment
from generator.targets.sdk.render import (
    FILES, WORKER_START, _compile_templates, _env, _items, _shares, _worker_count, package_globals,
)
from generator.parallel import WORKER_PAYS, default_jobs
from generator.targets.sdk.syntax import PIECE, compile_pieces
from generator.output import MARKER

from sdk_helpers import FIXTURES

REPO = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize("spec_name", ["qa.yaml", "tree.yaml"])
def test_workers_make_the_same_files_as_one_process(spec_name: str, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("REVGEN_CACHE_DIR", "")  # every file compiled in every run
    ctx = build_context(load_spec(str(FIXTURES / spec_name)), "same_sdk")
    one = generate_sdk(ctx, "same_sdk", jobs=1)
    for jobs in (2, 3, 5):
        files = generate_sdk(ctx, "same_sdk", jobs=jobs)
        assert files == one and list(files) == list(one)  # the same texts, in the same order


def _files(out: Path) -> dict[str, str]:
    return {p.relative_to(out).as_posix(): p.read_text() for p in sorted(out.rglob("*")) if p.is_file() and p.name != MARKER}


@pytest.mark.parametrize("spec_name", ["qa.yaml", "tree.yaml"])
def test_a_package_written_with_workers_is_the_package_of_one_process(
    spec_name: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("REVGEN_CACHE_DIR", "")
    ctx = build_context(load_spec(str(FIXTURES / spec_name)), "same_sdk")
    one = generate_sdk(ctx, "same_sdk", jobs=1)
    for jobs in (1, 2, 3):
        out = tmp_path / f"jobs{jobs}"
        for _ in range(2):  # into a new folder, then over the tree it wrote
            assert write_sdk(ctx, out, "same_sdk", jobs=jobs) == sorted(one)
            assert _files(out) == one
    assert sorted(p.name for p in tmp_path.iterdir()) == ["jobs1", "jobs2", "jobs3"]  # no staging folder left


def test_the_cli_with_workers_writes_the_tree_one_process_writes(shared_dir: Path, tmp_path: Path) -> None:
    spec = sorted((shared_dir / "specs" / "together").glob("092_*.yaml"))[0]
    trees = {}
    for jobs in ("1", "2"):
        out = tmp_path / f"jobs{jobs}"
        env = {**os.environ, "REVGEN_CACHE_DIR": str(tmp_path / f"cache{jobs}")}
        subprocess.run(
            [sys.executable, "-m", "generator", "sdk", str(spec), "-o", str(out), "--package-name", "together_sdk",
             "--jobs", jobs, "-q"],
            check=True, cwd=REPO, env=env,
        )
        trees[jobs] = {str(p.relative_to(out)): p.read_bytes() for p in sorted(out.rglob("*")) if p.is_file()}
    assert len(trees["1"]) > 300 and trees["1"] == trees["2"]


def test_shares_hold_every_file_once_in_package_order() -> None:
    ctx = build_context(load_spec(str(FIXTURES / "tree.yaml")), "share_sdk")
    items = _items(ctx, package_globals(ctx))
    for n in (1, 2, 3, 50):
        shares = _shares(items, n)
        assert sorted(it[0] for s in shares for it in s) == list(range(len(items)))
        assert all([it[0] for it in s] == sorted(it[0] for it in s) for s in shares)
        assert len(shares) == min(n, len(items))


def test_a_share_names_its_files_units_and_carries_no_context() -> None:
    """A worker reads the package's context once (the pool's shared object), so a task's pickle grows
    with its file count only, not with the package's models and resources."""
    ctx = build_context(load_spec(str(FIXTURES / "tree.yaml")), "share_sdk")
    items = _items(ctx, package_globals(ctx))
    assert {"m", "r"} <= {it[3][0] for it in items if it[3] is not None} <= {"m", "p", "r"}
    for share in _shares(items, 2):
        task = pickle.dumps(share)
        assert all(m["class_name"].encode() not in task for m in ctx.models)


def _override(tmp_path: Path, template: str, text: str) -> str:
    target = tmp_path / "tpl" / "python" / template
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text(text)
    return str(tmp_path / "tpl")


@pytest.mark.parametrize(
    "template, text, message",
    [
        # a model that is not Python: the first model file in package order is named
        ("package/models/model.py.jinja", "class {{ m.module }}(:\n", "not valid Python"),
        # a template that fails while rendering: the first file that uses it
        ("package/models/model.py.jinja", "{{ m.no_such_key }}\n", "no_such_key"),
        # a resource module that is not Python, and a model template that fails to render: the
        # rendering error wins, as in one process (every file is rendered before any is checked)
        ("package/resources/resource.py.jinja", "def (\n", "template"),
    ],
)
def test_errors_are_the_ones_of_one_process(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, template: str, text: str, message: str
) -> None:
    monkeypatch.setenv("REVGEN_CACHE_DIR", "")
    templates = _override(tmp_path, template, text)
    if template.startswith("package/resources"):
        _override(tmp_path, "package/models/model.py.jinja", "{{ m.no_such_key }}\n")
    ctx = build_context(load_spec(str(FIXTURES / "qa.yaml")), "err_sdk")
    out = tmp_path / "out"
    write_sdk(ctx, out, "err_sdk")
    before = _files(out)
    errors = []
    for jobs in (1, 2, 3):
        with pytest.raises(RevgenError) as caught:
            generate_sdk(ctx, "err_sdk", templates=templates, jobs=jobs)
        errors.append(str(caught.value))
        with pytest.raises(RevgenError) as caught:  # written: the same error,
            write_sdk(ctx, out, "err_sdk", templates=templates, jobs=jobs)
        errors.append(str(caught.value))
        assert _files(out) == before  # and the previous tree as it was
    assert message in errors[0] and errors == [errors[0]] * 6, errors
    foreign = tmp_path / "foreign"
    (foreign / "notes.txt").parent.mkdir()
    (foreign / "notes.txt").write_text("mine")
    for jobs in (1, 2):  # the package's error comes before the refusal of a folder revgen did not write
        with pytest.raises(RevgenError) as caught:
            write_sdk(ctx, foreign, "err_sdk", templates=templates, jobs=jobs)
        assert str(caught.value) == errors[0]
        with pytest.raises(RevgenError, match="not written by revgen"):
            write_sdk(ctx, foreign, "err_sdk", jobs=jobs)
    assert _files(foreign) == {"notes.txt": "mine"}
    assert sorted(p.name for p in tmp_path.iterdir()) == ["foreign", "out", "tpl"]


def _compiled_names(monkeypatch: pytest.MonkeyPatch) -> list[str | None]:
    """The names of the templates Jinja compiles from now on in this process, in order."""
    compiled: list[str | None] = []
    real_compile = jinja2.Environment.compile

    def counting(self: jinja2.Environment, source: str, name: str | None = None, *args: object, **kw: object) -> object:
        compiled.append(name)
        return real_compile(self, source, name, *args, **kw)  # type: ignore[call-overload]

    monkeypatch.setattr(jinja2.Environment, "compile", counting)
    return compiled


def test_templates_compiled_before_the_workers_start_are_not_compiled_again(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """What a worker does on start (a new environment over the same cache folder) compiles no template
    once the parent has compiled them; a template that does not compile is left for the worker that
    renders it (the parent raises nothing), and without the cache the parent compiles nothing."""
    templates = _override(tmp_path, "package/models/alias.py.jinja", "{% if %}\n")
    compiled = _compiled_names(monkeypatch)
    monkeypatch.setenv("REVGEN_CACHE_DIR", "")
    environment.cache_clear()
    _compile_templates(_env(templates))
    assert compiled == []  # no cache to share: the workers compile what they use
    monkeypatch.setenv("REVGEN_CACHE_DIR", str(tmp_path / "cache"))
    environment.cache_clear()
    _compile_templates(_env(templates))
    assert "python/package/resources/resource.py.jinja" in compiled and "python/_macros.jinja" in compiled
    assert "python/package/models/alias.py.jinja" in compiled  # tried, failed, not raised
    compiled.clear()
    environment.cache_clear()  # a worker's start: a new environment over the same cache folder
    worker = _env(templates)
    ctx = build_context(load_spec(str(FIXTURES / "tree.yaml")), "share_sdk")
    for _, _, template, _, _ in _items(ctx, package_globals(ctx)):
        if template.endswith(".jinja"):  # (the runtime modules are no templates)
            worker.get_template(template)
    worker.get_template("python/_macros.jinja")
    assert compiled == []
    with pytest.raises(jinja2.TemplateSyntaxError):  # the broken override: its worker meets the error
        worker.get_template("python/package/models/alias.py.jinja")
    assert compiled == ["python/package/models/alias.py.jinja"]
    environment.cache_clear()


def _big_module(n: int) -> str:
    head = 'from __future__ import annotations\n\nimport os\n\n\n'
    body = "".join(f'class C{i}:\n    """A\n\nclass Inside{i}: in a docstring"""\n\n    def f(self) -> int:\n        return {i}\n\n\n' for i in range(n))
    return head + body


def test_compiling_in_pieces_agrees_with_compiling_whole() -> None:
    text = _big_module(12_000)
    assert len(text) > 4 * PIECE
    compile_pieces(text, "big.py")  # valid whole, though cuts can fall inside its docstrings
    broken = text.replace("class C9000:", "class C9000(:")
    for case, expect in [
        (broken, None),
        (text + "from __future__ import annotations\n", "__future__"),  # only at the start of a file
        (text.replace("import os\n", "import os\nx = 1\n") + "global x\n", "global"),  # used before global
        (text.replace('"""A\n\nclass Inside5000', '"""A\n\nclass Inside5000"""\n\n', 1), None),  # a string left open
    ]:
        with pytest.raises(SyntaxError) as whole:
            compile(case, "big.py", "exec", dont_inherit=True)
        with pytest.raises(SyntaxError) as pieces:
            compile_pieces(case, "big.py")
        assert (pieces.value.lineno, pieces.value.msg) == (whole.value.lineno, whole.value.msg)
        assert expect is None or expect in whole.value.msg


def test_by_default_a_package_gets_the_workers_its_weight_pays_for() -> None:
    ctx = build_context(load_spec(str(FIXTURES / "qa.yaml")), "w_sdk")
    items = _items(ctx, package_globals(ctx))
    assert _worker_count("templates", None, items) == 1  # a small package: this process alone
    assert _worker_count("templates", 2, items) == 2  # --jobs 2: two workers, whatever the size
    heavy = [(k, path, tpl, unit, 2 * WORKER_PAYS * WORKER_START) for k, path, tpl, unit, _ in items]
    assert _worker_count("templates", None, heavy) == min(default_jobs(), len(heavy) * 2)
    assert _worker_count("datamodel-code-generator", None, heavy) == 1


def test_runtime_modules_are_written_as_they_are_and_overridden_by_path(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The runtime modules (rows of FILES without .jinja) are files, not templates: Jinja compiles none of
    them, the package holds each byte for byte, and an override at the same path (Jinja-like text in it
    too) replaces it as it is, in one process and in the workers."""
    monkeypatch.setenv("REVGEN_CACHE_DIR", "")
    runtime = [t for t, _, _ in FILES if not t.endswith(".jinja")]
    assert "python/package/_base_client.py" in runtime
    compiled = _compiled_names(monkeypatch)
    ctx = build_context(load_spec(str(FIXTURES / "qa.yaml")), "rt_sdk")
    files = generate_sdk(ctx, "rt_sdk")
    builtin = Path(generator.__file__).resolve().parents[1] / "templates"
    for template in runtime:
        assert template not in compiled
        assert files["rt_sdk/" + template.rsplit("/", 1)[1]] == (builtin / template).read_text(encoding="utf-8")
    text = '"""Mine: {{ not a template }} {% neither %}"""\n'
    templates = _override(tmp_path, "package/_types.py", text)
    for jobs in (1, 2):
        assert generate_sdk(ctx, "rt_sdk", templates=templates, jobs=jobs)["rt_sdk/_types.py"] == text


@pytest.mark.parametrize(("override", "message"), [
    # an override written before the runtime modules became plain files (`_types.py.jinja`) would be read by nothing
    ("package/_types.py.jinja", r"plain file, not a template: rename this override _types\.py"),
    # enum classes are written by the models module's template, with the classes they are defined in
    ("package/models/enum.py.jinja", r"enum classes are written by python/package/models/model\.py\.jinja"),
])
def test_a_template_override_that_nothing_reads_is_refused_not_ignored(tmp_path: Path, override: str,
                                                                       message: str) -> None:
    ctx = build_context(load_spec(str(FIXTURES / "qa.yaml")), "rt_sdk")
    templates = _override(tmp_path, override, '"""Mine."""\n')
    with pytest.raises(RevgenError, match=message) as caught:
        generate_sdk(ctx, "rt_sdk", templates=templates)
    assert str(caught.value.file).endswith(override.rsplit("/", 1)[1])
