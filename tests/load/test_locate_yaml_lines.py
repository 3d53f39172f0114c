"""The one-pass YAML line index used for change locations."""

from __future__ import annotations

from generator.load.locate import yaml_line_index

TEXT = """\
openapi: 3.0.3
info:
  title: t
  description: |
    a: not a key
    b: neither
paths:
  /a/{id}:
    get:
      parameters:
      - name: id
        in: path
      -   name: q
          in: query
      responses:
        '200':
          description: >-
            folded: text
        "default": {description: flow}
tags:
  - name: x
    description: long plain
      continued: still text
  - name: y
"""


def test_keys_and_items() -> None:
    idx = yaml_line_index(TEXT)
    assert idx["/info/title"] == 3
    assert "/info/description/a" not in idx and "/info/a" not in idx
    assert idx["/paths/~1a~1{id}/get"] == 9
    assert idx["/paths/~1a~1{id}/get/parameters/0"] == 11
    assert idx["/paths/~1a~1{id}/get/parameters/0/in"] == 12
    assert idx["/paths/~1a~1{id}/get/parameters/1/in"] == 14
    assert idx["/paths/~1a~1{id}/get/responses/200/description"] == 17
    assert idx["/paths/~1a~1{id}/get/responses/default"] == 19
    assert idx["/tags/1/name"] == 24
    assert "/tags/0/continued" not in idx
