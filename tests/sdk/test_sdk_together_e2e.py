"""End to end on the newest real Together revision: every operation and schema generated, the package
compiles, imports quickly and passes ``mypy --strict`` with zero errors; black leaves it unchanged."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import black

from generator.load import load_spec
from generator.render import write_tree
from generator.targets.sdk import generate_sdk, symbols


def test_together_newest(shared_dir: Path, tmp_path: Path) -> None:
    spec_file = sorted((shared_dir / "specs" / "together").glob("092_*.yaml"))[0]
    spec = load_spec(str(spec_file))
    files = generate_sdk(spec, "together_sdk")
    syms = symbols(spec, "together_sdk")
    websocket = {key for key, op in spec.operations.items() if "101" in op.responses}
    assert len(websocket) == 2  # /audio/speech/websocket and /realtime: not HTTP methods, listed as not supported
    assert set(syms.operations) == set(spec.operations) - websocket and len(syms.operations) == 96
    for method, path in websocket:
        assert f"`{method} {path}`" in files["README.md"]
    assert set(syms.schemas) == set(spec.schemas)
    mode = black.Mode()
    for path, text in files.items():
        if path.endswith(".py"):
            compile(text, path, "exec")
            assert black.format_str(text, mode=mode) == text, path
    write_tree(tmp_path / "out", files)
    out = tmp_path / "out"
    # CPU time of the import (wall time on a shared 2-core machine mostly measures the neighbours)
    probe = "import time; t = time.process_time(); import together_sdk; together_sdk.Client(api_key='x'); print(time.process_time() - t)"
    seconds = float(subprocess.run([sys.executable, "-c", probe], cwd=out, capture_output=True, text=True, check=True).stdout)
    assert seconds < 0.5, seconds
    result = subprocess.run(
        [sys.executable, "-m", "mypy", "--strict", "--no-incremental", "together_sdk"],
        cwd=out,
        capture_output=True,
        text=True,
    )
    assert result.returncode == 0, result.stdout[-3000:]
