"""Shared test fixtures: repository paths, the optional ../shared folder, and the one golden-file
mechanism (``--update-golden``, the ``golden`` fixture: see tests/golden.py)."""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from golden import Golden

REPO = Path(__file__).resolve().parent.parent
SHARED = REPO.parent / "shared"


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption("--update-golden", action="store_true", default=False,
                     help="rewrite the golden files the tests compare with (those tests then fail on purpose)")


@pytest.fixture
def golden(request: pytest.FixtureRequest) -> Golden:
    """``golden.file(path, text)`` and ``golden.tree(folder, files)``: compare, or rewrite with --update-golden."""
    where = Path(str(request.node.fspath)).relative_to(REPO).as_posix()
    return Golden(bool(request.config.getoption("--update-golden")), where)


@pytest.fixture(scope="session")
def repo_dir() -> Path:
    return REPO


@pytest.fixture(scope="session")
def shared_dir() -> Path:
    """The measuring material beside the project; tests that need it skip cleanly without it."""
    if not (SHARED / "specs").is_dir():
        pytest.skip("../shared is not present")
    return SHARED


CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
]


@pytest.fixture(scope="session")
def chromium() -> str:
    """Debian's chromium for the browser tests (installed with apt when missing and we are root;
    never ``playwright install``)."""
    import os
    import shutil
    import subprocess

    if not os.path.exists(CHROMIUM) and hasattr(os, "geteuid") and os.geteuid() == 0 and shutil.which("apt-get"):
        env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
        subprocess.run(["apt-get", "update"], check=False, capture_output=True, env=env, timeout=600)
        subprocess.run(["apt-get", "install", "-y", "chromium"], check=False, capture_output=True, env=env, timeout=1200)
    if not os.path.exists(CHROMIUM):
        if os.environ.get("REVGEN_REQUIRE_BROWSER") == "1":  # CI (.ci/run): the browser tests must run
            pytest.fail("Debian chromium is not installed (and could not be installed); .ci/install-browser.sh installs it")
        pytest.skip("Debian chromium is not installed (and could not be installed)")
    return CHROMIUM


AXE_DEFAULT = Path.home() / ".cache" / "revgen" / "axe-core" / "package" / "axe.min.js"


@pytest.fixture(scope="session")
def axe_js() -> str:
    """The text of axe-core's ``axe.min.js`` (from npm: ``.ci/install-browser.sh`` puts it in
    ~/.cache/revgen/axe-core, or ``REVGEN_AXE_JS`` names the file); skipped when absent, except in CI."""
    import os

    path = Path(os.environ.get("REVGEN_AXE_JS") or AXE_DEFAULT)
    if not path.is_file():
        if os.environ.get("REVGEN_REQUIRE_BROWSER") == "1":
            pytest.fail(f"axe-core is not installed at {path}; .ci/install-browser.sh installs it")
        pytest.skip(f"axe-core is not installed at {path} (bash .ci/install-browser.sh)")
    return path.read_text(encoding="utf-8")


@pytest.fixture(scope="session")
def chromium_args() -> list[str]:
    return list(CHROMIUM_ARGS)


@contextlib.contextmanager
def serve_folder(root: Path) -> Iterator[str]:
    """Serve ``root`` over http on 127.0.0.1 (a free port); yields the base URL."""
    import functools
    import http.server
    import threading

    class Quiet(http.server.SimpleHTTPRequestHandler):
        def log_message(self, *args: object) -> None:
            pass

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(Quiet, directory=str(root)))
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/"
    finally:
        server.shutdown()
        server.server_close()


@pytest.fixture(scope="session")
def static_server() -> Callable[[Path], contextlib.AbstractContextManager[str]]:
    """``with static_server(folder) as base_url:`` -- a folder served on 127.0.0.1."""
    return serve_folder
