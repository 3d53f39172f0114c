"""References: local pointers, relative external files, recursive schemas, refusals with locations."""

from __future__ import annotations

from pathlib import Path

import pytest
from load_helpers import MINIMAL, spec_with_ref, write

from generator.errors import RevgenError
from generator.load import load_spec


def test_recursive_schema_is_a_cycle_of_one_object(tmp_path: Path) -> None:
    spec = load_spec(str(write(tmp_path, "api.yaml", MINIMAL)))
    item = spec.schemas["Item"]
    assert item.properties["children"].items is item
    spec.check_references()


def test_external_file_reference_and_its_own_references(tmp_path: Path) -> None:
    write(tmp_path, "api.yaml", spec_with_ref("schemas/common.yaml#/components/schemas/Pet"))
    write(
        tmp_path,
        "schemas/common.yaml",
        "components:\n  schemas:\n    Pet:\n      type: object\n      properties:\n"
        "        owner: {$ref: 'people.yaml#/Person'}\n        parent: {$ref: '#/components/schemas/Pet'}\n",
    )
    write(tmp_path, "schemas/people.yaml", "Person: {type: object, properties: {name: {type: string}}}\n")
    spec = load_spec(str(tmp_path / "api.yaml"))
    pet = spec.operations[("GET", "/a")].responses["200"].content["application/json"].schema
    assert pet is not None and pet.name == "Pet"
    assert pet.file.endswith("common.yaml")
    assert pet.properties["parent"] is pet
    assert pet.properties["owner"].properties["name"].type == "string"


def test_a_bad_reference_inside_a_referenced_file_is_found_at_load(tmp_path: Path) -> None:
    write(tmp_path, "api.yaml", spec_with_ref("common.yaml#/X"))
    write(tmp_path, "common.yaml", "X: {type: object}\nY: {$ref: 'https://example.com/y.yaml'}\n")
    with pytest.raises(RevgenError) as err:
        load_spec(str(tmp_path / "api.yaml"))
    assert "remote URL" in err.value.message
    assert err.value.line == 2 and str(err.value.file).endswith("common.yaml")


@pytest.mark.parametrize(
    "ref, message",
    [
        ("https://example.com/x.yaml#/A", "remote URL"),
        ("HTTP://EXAMPLE.COM/x.yaml", "remote URL"),
        ("//example.com/x.yaml", "remote URL"),
        ("file:///etc/hostname", "remote URL"),
        ("../up.yaml#/A", "leaves the spec's folder"),
        ("sub/../../up.yaml#/A", "leaves the spec's folder"),
        ("%2E%2E/up.yaml#/A", "leaves the spec's folder"),
        ("/etc/hostname", "absolute path"),
        ("#/components/schemas/Nope", "points at nothing"),
        ("#/paths/~1a/get/responses/999", "points at nothing"),
    ],
)
def test_refused_references_name_the_line(tmp_path: Path, ref: str, message: str) -> None:
    write(tmp_path, "up.yaml", "A: {type: string}\n")
    path = write(tmp_path / "spec", "api.yaml", spec_with_ref(ref))
    with pytest.raises(RevgenError) as err:
        load_spec(str(path))
    assert message in err.value.message
    assert (err.value.line, err.value.col) == (11, 31)


def test_a_pointer_names_a_yaml_number_key_as_text(tmp_path: Path) -> None:
    text = spec_with_ref("#/components/responses/200/content/application~1json/schema") + (
        "components:\n  responses:\n    200:\n      description: ok\n"
        "      content: {application/json: {schema: {type: integer}}}\n"
    )
    spec = load_spec(str(write(tmp_path, "api.yaml", text)))
    schema = spec.operations[("GET", "/a")].responses["200"].content["application/json"].schema
    assert schema is not None and schema.type == "integer"
