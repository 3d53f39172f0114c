"""SDK target: the syntax check runs where the text was not made by the built-in templates alone (a
``python/`` override, another models backend); it compiles every generated ``.py`` text it has not seen
compile, and remembers (by SHA-256, per package name and Python) only the texts that did."""

from __future__ import annotations

import hashlib
import sys
from pathlib import Path

import pytest

from generator.errors import RevgenError
from generator.load import load_spec
from generator.targets.sdk import generate_sdk
from generator.targets.sdk.syntax import check_python, needs_check

from sdk_helpers import FIXTURES


def _index(cache: Path, package: str) -> Path:
    return cache / "python-checked" / f"{sys.implementation.cache_tag}-{package}"


def _digest(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()


def test_the_built_in_templates_alone_compile_nothing(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    cache = tmp_path / "cache"
    monkeypatch.setenv("REVGEN_CACHE_DIR", str(cache))
    spec = load_spec(str(FIXTURES / "qa.yaml"))
    files = generate_sdk(spec, "qa_sdk")
    assert not (cache / "python-checked").exists()
    docs_only = tmp_path / "docs-tpl"  # a templates folder without SDK templates (revgen build shares one)
    (docs_only / "docs").mkdir(parents=True)
    assert not needs_check(str(docs_only), "templates") and not needs_check(None, "templates")
    assert generate_sdk(spec, "qa_sdk", templates=str(docs_only)) == files
    assert not (cache / "python-checked").exists()
    assert needs_check(None, "datamodel-code-generator")


def test_with_sdk_overrides_the_index_holds_exactly_the_checked_files_and_a_broken_override_fails(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    cache = tmp_path / "cache"
    monkeypatch.setenv("REVGEN_CACHE_DIR", str(cache))
    spec = load_spec(str(FIXTURES / "qa.yaml"))
    override = tmp_path / "tpl" / "python" / "package"
    override.mkdir(parents=True)
    (override / "_version.py.jinja").write_text('__version__ = "{{ version }}"\n')
    assert needs_check(str(tmp_path / "tpl"), "templates")
    files = generate_sdk(spec, "qa_sdk", templates=str(tmp_path / "tpl"))
    index = _index(cache, "qa_sdk")
    listed = set(index.read_text().split())
    assert listed == {_digest(t) for p, t in files.items() if p.endswith(".py")} and len(listed) > 20
    assert generate_sdk(spec, "qa_sdk", templates=str(tmp_path / "tpl")) == files  # every file known: the same tree
    (override / "_client.py.jinja").write_text("class Client:\n")  # no body: a SyntaxError
    for jobs in (1, 2):
        with pytest.raises(RevgenError, match="not valid Python") as caught:
            generate_sdk(spec, "qa_sdk", templates=str(tmp_path / "tpl"), jobs=jobs)
        assert caught.value.file == "qa_sdk/_client.py"
    assert set(index.read_text().split()) == listed  # a failed check records nothing


def test_known_texts_are_skipped_and_unknown_ones_compiled(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("REVGEN_CACHE_DIR", str(tmp_path))
    good, bad = "x = 1\n", "def f(:\n"
    check_python({"p/a.py": good, "p/README.md": bad}, "p")  # only .py files are compiled
    with pytest.raises(RevgenError, match="not valid Python"):
        check_python({"p/a.py": good, "p/b.py": bad}, "p")
    assert _index(tmp_path, "p").read_text().split() == [_digest(good)]
    # the index is trusted: a text listed there is not compiled again (so a run of the same Python
    # that compiled it once skips it)
    _index(tmp_path, "p").write_text(f"{_digest(good)}\n{_digest(bad)}\n")
    check_python({"p/a.py": good, "p/b.py": bad}, "p")
    with pytest.raises(RevgenError, match="not valid Python"):  # another package name: its own index
        check_python({"q/b.py": bad}, "q")


def test_without_a_cache_folder_every_file_is_compiled(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("REVGEN_CACHE_DIR", "")
    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.delenv("XDG_CACHE_HOME", raising=False)
    check_python({"p/a.py": "x = 1\n"}, "p")
    with pytest.raises(RevgenError, match="not valid Python"):
        check_python({"p/b.py": "def f(:\n"}, "p")
    assert list(tmp_path.iterdir()) == []
