"""The resource template's shared pieces: an operation's parameters, docstring and request arguments are
rendered once for its sync and async method and handed to the ``signature`` and ``request_call`` macros;
a resource template that calls those macros without them (one written before they were shared, kept as
a ``--templates`` override) gets the macros' own rendering of the same pieces, so the same files."""

from __future__ import annotations

from pathlib import Path

import pytest

import generator
from generator.load import load_spec
from generator.targets.sdk import build_context, generate_sdk
from sdk_helpers import FIXTURES

TEMPLATES = Path(generator.__file__).resolve().parents[1] / "templates"
RESOURCE = "python/package/resources/resource.py.jinja"


def _unshared(text: str) -> str:
    """The shipped resource template with every use of the shared pieces replaced by a macro call."""
    out = text
    for shared, own in ((", params=shared[0])", ")"), (", args=shared[2])", ")"), ("{{ shared[1] }}", "{{ method_doc(op) }}")):
        assert shared in out, shared  # the shipped template uses each piece
        out = out.replace(shared, own)
    assert not any(f"shared[{k}]" in out for k in range(3))
    return out


@pytest.mark.parametrize("spec", ["runtime.yaml", "qa.yaml", "rl.yaml"])
def test_resource_template_without_shared_pieces_renders_the_same(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, spec: str) -> None:
    monkeypatch.setenv("REVGEN_CACHE_DIR", "")
    override = tmp_path / "templates" / RESOURCE
    override.parent.mkdir(parents=True)
    override.write_text(_unshared((TEMPLATES / RESOURCE).read_text(encoding="utf-8")), encoding="utf-8")
    ctx = build_context(load_spec(str(FIXTURES / spec)), "calls_sdk")
    shipped = generate_sdk(ctx, "calls_sdk")
    overridden = generate_sdk(ctx, "calls_sdk", templates=str(tmp_path / "templates"))
    resources = [p for p in shipped if "/resources/" in p and not p.endswith("__init__.py")]
    assert resources
    assert overridden == shipped
