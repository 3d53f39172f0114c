"""SDK target: the package made by forked workers is byte for byte the package made in one process, the
error of a broken template is the one a single process meets first, a worker that dies costs only
time, and the syntax check of a large file in pieces gives the whole file's verdict."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from functools import partial
from pathlib import Path

import pytest

from generator.errors import RevgenError
from generator.load import load_spec
from generator.targets.sdk import build_context, generate_sdk, write_sdk
import generator.targets.sdk.render as render
from generator.targets.sdk.render import EarlyResources, _items, _shares
from generator.targets.sdk.syntax import PIECE, compile_pieces
from generator.targets.sdk.workers import run_shares
from generator.writer import BLANKS, MARKER

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
def test_workers_that_write_their_own_files_write_the_files_of_one_process(
    spec_name: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("REVGEN_CACHE_DIR", "")
    monkeypatch.setattr(render, "BATCH_CHARS", 3000)  # each worker makes and writes a few files at a time
    ctx = build_context(load_spec(str(FIXTURES / spec_name)), "same_sdk")
    one = generate_sdk(ctx, "same_sdk", jobs=1)
    for jobs in (1, 2, 3):
        out = tmp_path / f"jobs{jobs}"
        for _ in range(2):  # into a new folder, then over the tree it wrote (unchanged files linked from it)
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
    assert len(trees["1"]) > 500 and trees["1"] == trees["2"]


def test_shares_hold_every_file_once_in_package_order() -> None:
    ctx = build_context(load_spec(str(FIXTURES / "tree.yaml")), "share_sdk")
    items = _items(ctx, dict(ctx.globals, models=ctx.models, resources=ctx.resources, params=ctx.params))
    for n in (1, 2, 3, 50):
        shares = _shares(items, n)
        assert sorted(it[0] for s in shares for it in s) == list(range(len(items)))
        assert all([it[0] for it in s] == sorted(it[0] for it in s) for s in shares)
        assert len(shares) == min(n, len(items))


def _early_write(spec: str, out: Path, package: str, jobs: int, hook: object = None) -> list[str]:
    """What ``revgen sdk`` does: the resource modules made by workers while the context is built."""
    with EarlyResources(out, templates=None, models="templates", jobs=jobs, version="0.1.0") as early:
        start = early.start if hook is None else partial(hook, early)  # type: ignore[operator]
        ctx = build_context(load_spec(spec), package, on_resources=start)
        assert early.started
        return write_sdk(ctx, out, package, jobs=jobs, early=early)


@pytest.mark.parametrize("spec_name", ["qa.yaml", "tree.yaml"])
def test_resource_modules_made_while_the_context_is_built_give_the_package_of_one_process(
    spec_name: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("REVGEN_CACHE_DIR", "")
    spec = str(FIXTURES / spec_name)
    one = generate_sdk(build_context(load_spec(spec), "same_sdk"), "same_sdk", jobs=1)
    for jobs in (2, 3):
        out = tmp_path / f"jobs{jobs}"
        for _ in range(2):  # into a new folder, then over the tree it wrote
            assert _early_write(spec, out, "same_sdk", jobs) == sorted(one)
            assert _files(out) == one
    assert sorted(p.name for p in tmp_path.iterdir()) == ["jobs2", "jobs3"]


def test_a_new_output_folder_has_its_files_made_ahead_while_the_spec_loads(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """``revgen sdk`` into a new folder: the staged tree starts with the run and a forked maker makes its
    files ahead (:meth:`StagedTree.reserve`), one per component schema once the spec is loaded; not
    over an existing tree (its unchanged files are linked) nor with one process."""
    if not hasattr(os, "fork"):
        pytest.skip("the maker is a forked process")
    monkeypatch.setenv("REVGEN_CACHE_DIR", "")
    spec = load_spec(str(FIXTURES / "qa.yaml"))
    out = tmp_path / "out"
    with EarlyResources(out, templates=None, models="templates", jobs=2, version="0.1.0") as early:
        assert early.tree is not None
        blanks = early.tree.staging / BLANKS
        early.loaded(spec)
        want = render._ALWAYS + len(spec.schemas)
        deadline = time.monotonic() + 60
        while sum(len(files) for _, _, files in os.walk(blanks)) < want:  # (the maker runs at its own pace)
            assert time.monotonic() < deadline
            time.sleep(0.005)
        ctx = build_context(spec, "same_sdk", on_resources=early.start)
        files = write_sdk(ctx, out, "same_sdk", jobs=2, early=early)
    assert not blanks.exists() and _files(out) == generate_sdk(ctx, "same_sdk", jobs=1) and len(files) > want
    for jobs, folder in ((2, out), (1, tmp_path / "one")):
        with EarlyResources(folder, templates=None, models="templates", jobs=jobs, version="0.1.0") as early:
            assert early.tree is None


def test_the_builtin_resource_template_reads_only_what_is_final_early() -> None:
    import jinja2.meta
    import jinja2.nodes

    from generator.targets.sdk.render import _env

    seen: list[set[str]] = []
    build_context(load_spec(str(FIXTURES / "qa.yaml")), "early_sdk", on_resources=lambda r, glob: seen.append(set(glob)))
    env = _env(None)
    for name, allowed in (("python/package/resources/resource.py.jinja", seen[0] | {"r"}), ("python/_macros.jinja", set())):
        tree = env.parse(env.loader.get_source(env, name)[0])
        assigned = {a.target.name for a in tree.find_all(jinja2.nodes.Assign) if isinstance(a.target, jinja2.nodes.Name)}
        assert jinja2.meta.find_undeclared_variables(tree) - set(env.globals) - assigned <= allowed, name  # (a set
        # inside a branch counts as undeclared for Jinja's conservative analysis)
    assert not seen[0] & {"models", "params", "resources"}


def _stop_after_start(early: EarlyResources, resources: list, glob: dict) -> None:
    early.start(resources, glob)
    raise RevgenError("the context failed after the workers started")


def _fail_in_early_worker(parent: int, real: object, env: object, known: object, parallel: bool, tree: object, items: list) -> object:
    if os.getpid() != parent:
        os.kill(os.getpid(), signal.SIGKILL)
    return real(env, known, parallel, tree, items)  # type: ignore[operator]


def test_early_workers_that_fail_or_a_context_that_fails(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("REVGEN_CACHE_DIR", "")
    spec = str(FIXTURES / "qa.yaml")
    one = generate_sdk(build_context(load_spec(spec), "same_sdk"), "same_sdk", jobs=1)
    out = tmp_path / "out"
    _early_write(spec, out, "same_sdk", 2)
    with pytest.raises(RevgenError, match="the context failed"):
        _early_write(spec, out, "same_sdk", 2, hook=_stop_after_start)
    assert _files(out) == one and sorted(p.name for p in tmp_path.iterdir()) == ["out"]  # staged tree removed
    monkeypatch.setattr(render, "_make", partial(_fail_in_early_worker, os.getpid(), render._make))
    new = tmp_path / "new"
    assert _early_write(spec, new, "same_sdk", 2) == sorted(one)  # the killed worker's share made here
    assert _files(new) == one


def _override(tmp_path: Path, template: str, text: str) -> str:
    target = tmp_path / "tpl" / "python" / template
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text(text)
    return str(tmp_path / "tpl")


@pytest.mark.parametrize(
    "template, text, message",
    [
        # a model that is not Python: the first model file in package order is named
        ("package/models/model.py.jinja", "class {{ m.class_name }}(:\n", "not valid Python"),
        # a template that fails while rendering: the first file that uses it
        ("package/models/model.py.jinja", "{{ m.no_such_key }}\n", "no_such_key"),
        # a resource module that is not Python, and a model template that fails to render: the
        # rendering error wins, as in one process (every file is rendered before any is checked)
        ("package/resources/resource.py.jinja", "def (\n", "template"),
    ],
)
@pytest.mark.parametrize("batch", [None, 3000])  # (3000: a worker makes its share a few files at a time)
def test_errors_are_the_ones_of_one_process(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, template: str, text: str, message: str, batch: int | None
) -> None:
    monkeypatch.setenv("REVGEN_CACHE_DIR", "")
    if batch is not None:
        monkeypatch.setattr(render, "BATCH_CHARS", batch)
    templates = _override(tmp_path, template, text)
    if template.startswith("package/resources"):
        _override(tmp_path, "package/models/enum.py.jinja", "{{ m.no_such_key }}\n")
    ctx = build_context(load_spec(str(FIXTURES / "qa.yaml")), "err_sdk")
    out = tmp_path / "out"
    write_sdk(ctx, out, "err_sdk")
    before = _files(out)
    errors = []
    for jobs in (1, 2, 3):
        with pytest.raises(RevgenError) as caught:
            generate_sdk(ctx, "err_sdk", templates=templates, jobs=jobs)
        errors.append(str(caught.value))
        with pytest.raises(RevgenError) as caught:  # workers that write their files: the same error,
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


def _only_in_a_child(parent: int, share: int) -> int:
    if os.getpid() != parent and share == 2:
        raise RuntimeError("a worker that fails")
    if os.getpid() != parent and share == 3:
        os.kill(os.getpid(), signal.SIGKILL)
    return share * 10


def test_a_failed_worker_has_its_share_done_by_the_caller() -> None:
    from functools import partial

    assert run_shares(partial(_only_in_a_child, os.getpid()), [1, 2, 3, 4]) == [10, 20, 30, 40]


def _fails(folder: Path, share: int) -> int:
    (folder / str(os.getpid())).write_text("")
    if share == 2:  # the caller's own share fails once both workers are busy
        deadline = time.monotonic() + 30
        while len(list(folder.iterdir())) < 3 and time.monotonic() < deadline:
            time.sleep(0.01)
        raise ValueError("share two")
    time.sleep(60)  # never reached: the worker is stopped first
    return share


def test_an_error_of_the_caller_s_own_share_surfaces_and_leaves_no_worker(tmp_path: Path) -> None:
    from functools import partial

    with pytest.raises(ValueError, match="share two"):
        run_shares(partial(_fails, tmp_path), [2, 1, 1])
    workers = [int(p.name) for p in tmp_path.iterdir() if int(p.name) != os.getpid()]
    assert len(workers) == 2
    for pid in workers:
        with pytest.raises(ChildProcessError):
            os.waitpid(pid, os.WNOHANG)  # stopped and reaped


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
