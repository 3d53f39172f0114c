"""Helpers for the load tests: write small specs, run the real CLI."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

MINIMAL = """openapi: 3.0.3
info: {title: Test, version: "1.0"}
paths:
  /items/{id}:
    get:
      operationId: getItem
      parameters:
        - {name: id, in: path, required: true, schema: {type: string}}
      responses:
        "200":
          description: ok
          content:
            application/json:
              schema: {$ref: "#/components/schemas/Item"}
components:
  schemas:
    Item:
      type: object
      properties:
        id: {type: string}
        children: {type: array, items: {$ref: "#/components/schemas/Item"}}
"""


def spec_with_ref(ref: str) -> str:
    """A valid spec whose one response schema is ``{$ref: ref}``."""
    return f"""openapi: 3.0.3
info: {{title: Test, version: "1.0"}}
paths:
  /a:
    get:
      responses:
        "200":
          description: ok
          content:
            application/json:
              schema: {{$ref: "{ref}"}}
"""


def write(folder: Path, name: str, text: str | bytes) -> Path:
    path = folder / name
    path.parent.mkdir(parents=True, exist_ok=True)
    if isinstance(text, bytes):
        path.write_bytes(text)
    else:
        path.write_text(text, encoding="utf-8")
    return path


def revgen(*args: str, cwd: Path | None = None, timeout: float = 120) -> subprocess.CompletedProcess[str]:
    """Run ``python -m generator ARGS`` as a real process."""
    return subprocess.run(
        [sys.executable, "-m", "generator", *args],
        cwd=cwd,
        capture_output=True,
        text=True,
        timeout=timeout,
    )
