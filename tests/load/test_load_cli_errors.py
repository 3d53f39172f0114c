"""Bad and hostile input through the real CLI: one line on stderr naming the file, exit 2, no traceback."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from load_helpers import spec_with_ref, write, revgen


def _alias_bomb() -> str:
    lines = ["openapi: 3.0.3", 'info: {title: t, version: "1"}', "paths: {}", "x-bomb:"]
    lines.append('  l0: &l0 ["lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol"]')
    for i in range(1, 14):
        lines.append(f"  l{i}: &l{i} [" + ", ".join([f"*l{i - 1}"] * 9) + "]")
    return "\n".join(lines) + "\n"


CASES: dict[str, tuple[str, str | bytes, str]] = {
    # name: (file name, content, expected fragment of the message)
    "bad-yaml": (
        "api.yaml",
        'openapi: 3.0.3\ninfo: {title: t, version: "1"}\npaths:\n  /a: {get: {responses: {200: {description: ok\n',
        "api.yaml:5:1: invalid YAML",
    ),
    "bad-json": ("api.json", '{"openapi": "3.0.3",\n "info": {"title": "t" "version": "1"}}', "api.json:2:24: invalid JSON"),
    "not-a-mapping": ("api.yaml", "- a\n- b\n", "top level is a list"),
    "no-openapi-field": ("api.yaml", 'info: {title: t, version: "1"}\npaths: {}\n', "no 'openapi' version field"),
    "swagger-2": ("api.yaml", 'swagger: "2.0"\ninfo: {title: t, version: "1"}\npaths: {}\n', "Swagger 2.0 documents are not supported"),
    "openapi-4": ("api.yaml", 'openapi: 4.0.0\ninfo: {title: t, version: "1"}\npaths: {}\n', "OpenAPI 4.0.0 is not supported"),
    "ref-https": ("api.yaml", spec_with_ref("https://example.com/s.yaml#/X"), "points at a remote URL"),
    "ref-http": ("api.yaml", spec_with_ref("http://127.0.0.1:9/s.yaml"), "points at a remote URL"),
    "ref-parent": ("api.yaml", spec_with_ref("../outside.yaml#/X"), "leaves the spec's folder"),
    "ref-absolute": ("api.yaml", spec_with_ref("/etc/hostname#/X"), "is an absolute path"),
    "ref-nothing": ("api.yaml", spec_with_ref("#/components/schemas/Missing"), "points at nothing"),
    "ref-missing-file": ("api.yaml", spec_with_ref("nope.yaml#/X"), "no such file 'nope.yaml'"),
    "ref-loop": (
        "api.yaml",
        'openapi: 3.0.3\ninfo: {title: t, version: "1"}\npaths: {}\ncomponents:\n  schemas:\n'
        '    A: {$ref: "#/components/schemas/B"}\n    B: {$ref: "#/components/schemas/A"}\n',
        "loop of references",
    ),
    "alias-bomb": ("api.yaml", _alias_bomb(), "alias bomb"),
    "recursive-alias": ("api.yaml", 'openapi: 3.0.3\ninfo: {title: t, version: "1"}\npaths: {}\nx: &r\n  self: *r\n', "refers to itself"),
    "deep-json": ("api.json", '{"openapi": "3.0.3", "x": ' + "[" * 100_000 + "]" * 100_000 + "}", "nests more than"),
    "deep-yaml-flow": ("api.yaml", "openapi: 3.0.3\nx: " + "[" * 5000 + "]" * 5000 + "\n", "nesting depth"),
    "deep-yaml-block": (
        "api.yaml",
        "openapi: 3.0.3\nx:\n" + "".join(" " * i + f"k{i}:\n" for i in range(1, 3000)),
        "nesting depth",
    ),
    "not-utf8": ("api.yaml", 'openapi: 3.0.3\ninfo: {title: "caf\xe9", version: "1"}\n'.encode("latin-1"), "api.yaml:2:19: not UTF-8"),
    "empty": ("api.yaml", "", "the file is empty"),
    "python-tag": ("api.yaml", "openapi: 3.0.3\nx: !!python/object/apply:os.system [echo hi]\n", "api.yaml:2:4: invalid YAML"),
    "yaml-set": ("api.yaml", "openapi: 3.0.3\nx: !!set {a, b}\n", "no JSON equivalent"),
    "two-documents": ("api.yaml", "openapi: 3.0.3\n---\nopenapi: 3.0.3\n", "expected a single document"),
}


@pytest.mark.parametrize("command", ["revisions", "validate"])
@pytest.mark.parametrize("case", sorted(CASES))
def test_bad_input_gives_one_line_and_exit_2(tmp_path: Path, case: str, command: str) -> None:
    name, content, expected = CASES[case]
    spec_dir = tmp_path / "spec"
    write(tmp_path, "outside.yaml", "X: {type: string}\n")
    write(spec_dir, name, content)
    proc = revgen(command, f"spec/{name}", cwd=tmp_path, timeout=60)  # a bomb that is not stopped hits the timeout
    assert proc.returncode == 2, proc.stderr
    assert "Traceback" not in proc.stderr
    lines = proc.stderr.strip().splitlines()
    assert len(lines) == 1, proc.stderr
    assert lines[0].startswith(f"error: spec/{name}"), lines[0]
    assert expected in lines[0]


def test_symlink_out_of_the_folder_is_refused(tmp_path: Path) -> None:
    write(tmp_path, "outside.yaml", "X: {type: string}\n")
    spec_dir = tmp_path / "spec"
    write(spec_dir, "api.yaml", spec_with_ref("link.yaml#/X"))
    os.symlink(tmp_path / "outside.yaml", spec_dir / "link.yaml")
    proc = revgen("validate", "spec/api.yaml", cwd=tmp_path)
    assert proc.returncode == 2
    assert "leaves the spec's folder" in proc.stderr
    assert proc.stderr.count("\n") == 1


def test_folder_given_as_a_file(tmp_path: Path) -> None:
    (tmp_path / "api.yaml").mkdir()
    proc = revgen("validate", "api.yaml", cwd=tmp_path)
    assert proc.returncode == 2
    assert proc.stderr == "error: api.yaml: is a folder, not a spec file\n"


def test_missing_file(tmp_path: Path) -> None:
    proc = revgen("revisions", "nope.yaml", cwd=tmp_path)
    assert proc.returncode == 2
    assert proc.stderr == "error: nope.yaml: no such file\n"


def test_debug_shows_the_traceback(tmp_path: Path) -> None:
    write(tmp_path, "api.yaml", "- a\n")
    proc = revgen("--debug", "validate", "api.yaml", cwd=tmp_path)
    assert proc.returncode != 0
    assert "Traceback" in proc.stderr


def test_alias_bomb_stays_small(tmp_path: Path) -> None:
    """The bomb is refused from the shared alias graph: quick, without expanding it in memory.

    The peak is the child's own (``VmHWM``, where /proc has it): Linux carries ``ru_maxrss`` across
    exec, so a child started by a test process that has grown (a serial run of the whole suite: 400 MB)
    would report its parent's size."""
    import subprocess
    import sys

    write(tmp_path, "api.yaml", _alias_bomb())
    code = (
        "import resource, sys\n"
        "from generator.cli import main\n"
        "try:\n    main(['revisions', 'api.yaml'])\nexcept SystemExit as e:\n    print(e.code)\n"
        "try:\n"
        "    status = open('/proc/self/status').read()\n"
        "    print(next(l.split()[1] for l in status.splitlines() if l.startswith('VmHWM:')))\n"
        "except (OSError, StopIteration):\n"
        "    print(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss)\n"
    )
    proc = subprocess.run([sys.executable, "-c", code], cwd=tmp_path, capture_output=True, text=True, timeout=60)
    code_line, rss_kb = proc.stdout.split()
    assert code_line == "2"
    assert int(rss_kb) < 300_000  # KiB: the interpreter plus the parsed (shared) graph
