"""The SDK's Python is in black's style without black for most files: the templates write black's
form (brackets of values from the spec one value a line, with black's magic trailing comma), so a file
with no code line over black's limit is left as rendered, and black formats the others, whole."""

from __future__ import annotations

import black
import pytest
from sdk_helpers import FIXTURES

from generator.load import load_spec
from generator.targets.sdk import generate_sdk, render
from generator.targets.sdk.pyformat import black_mode, format_files, has_long_line


def _black(source: str) -> str:
    return black.format_str(source, mode=black_mode())


def test_a_file_with_a_long_code_line_goes_to_black() -> None:
    source = "x = f(" + ", ".join(["value"] * 20) + ")\n"
    assert format_files({"m.py": source, "n.txt": source}) == {"m.py": _black(source), "n.txt": source}


def test_a_long_line_black_cannot_split_is_left_to_the_templates() -> None:
    """No bracket outside a string: black keeps such a line whole, so the file need not go to it."""
    source = 'X = {\n    "' + "A" * 50 + '": "' + "a" * 50 + '[{(",\n}\n'
    assert _black(source) == source
    assert format_files({"m.py": source}) == {"m.py": source}


def test_a_file_without_one_is_left_as_written() -> None:
    source = "x = [1,2]\n"  # not black's form: the templates' business, not black's
    assert format_files({"m.py": source}) == {"m.py": source}
    quoted = "X = {\n    \"k\": 'Literal[\"" + "a" * 80 + "\"]',\n}\n"  # a type as a string (a functional TypedDict)
    assert _black(quoted) == quoted and not has_long_line(quoted)


def test_long_docstring_and_comment_lines_are_not_code_lines() -> None:
    text = 'x = 1\n    # ' + "a" * 100 + '\n"""\n' + "b" * 100 + '\n"""\ny = """' + "c" * 100 + '"""\n'
    assert not has_long_line(text)
    assert has_long_line(text + "z = f(" + "1, " * 30 + "1)\n")


@pytest.mark.parametrize("fixture", sorted(p.name for p in FIXTURES.glob("*.yaml")))
def test_rendered_files_that_skip_black_are_black_stable(fixture: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """Every ``.py`` file the templates write without a long code line is as black would write it,
    spec-independent modules (``_base_client.py`` ...) included."""
    seen: dict[str, str] = {}

    def capture(files: dict[str, str]) -> dict[str, str]:
        seen.update(files)
        return files

    monkeypatch.setattr(render, "format_files", capture)
    generate_sdk(load_spec(str(FIXTURES / fixture)), "fmt_sdk")
    short = {p: t for p, t in seen.items() if p.endswith(".py") and not has_long_line(t)}
    assert short
    assert [p for p, t in short.items() if _black(t) != t] == []
    runtime = [p for p in seen if p.count("/") == 1 and p.split("/")[1].startswith("_") and p.endswith(".py")]
    assert all(p in short for p in runtime)


_DISCRIMINATED = (
    'Optional[List[Annotated[Union[Annotated[MicrosoftGraphAttendee, Tag("MicrosoftGraphAttendee")], '
    'Annotated[MicrosoftGraphAttendeeBase, Tag("MicrosoftGraphAttendeeBase")]], Discriminator(discriminate('
    '"@odata.type", {"#microsoft.graph.attendee": "MicrosoftGraphAttendee"}, "MicrosoftGraphAttendeeBase"))]]]'
)


@pytest.mark.parametrize(
    ("name", "annotation", "value", "as_black_splits_it"),
    [
        # neither `= Field(` nor `= (` fits after the type: the type's brackets open, `] = Field(...)` after them
        ("answered_question", "Optional[Union[MicrosoftGraphAccessPackageQuestion, Dict[str, Any]]]",
         'Field(default=None, alias="answeredQuestion")', True),
        # ... and `] = Field(...)` is too long itself: the call opens too
        ("device_threat_protection_required_security_level", "Optional[MicrosoftGraphDeviceThreatProtectionLevel]",
         'Field(default=None, alias="deviceThreatProtectionRequiredSecurityLevelXXXXXXXXXXXXXXXXXXXX")', True),
        # `= (` fits but the value does not fit on its own line: it opens inside the parentheses
        ("device_threat", "Optional[MicrosoftGraphDeviceThreatProtectionLevelXXXXXXXXXXXX]",
         'Field(default=None, alias="deviceThreatProtectionRequiredSecurityLevelXXXXXXXXXXXXXXXXXXXXXXXXX")', True),
        # a discriminated union's nested brackets, one member a line (black's magic trailing comma)
        ("new_participants", _DISCRIMINATED, 'Field(default=None, alias="newParticipants")', False),
    ],
)
def test_a_field_whose_type_and_value_are_both_long_is_written_in_black_form(
    name: str, annotation: str, value: str, as_black_splits_it: bool
) -> None:
    """Such a model field is laid out by the templates (its file skips black) in a form black keeps;
    where the type has one member a bracket, exactly the form black makes of the one-line field."""
    template = render._env(None).from_string(
        "class A(BaseModel):\n"
        "{{ t | annotated(4, name ~ ': ', value=value) }}\n"
    )
    text = template.render(name=name, t=annotation, value=value)
    assert not has_long_line(text)
    assert _black(text) == text
    if as_black_splits_it:
        assert _black(f"class A(BaseModel):\n    {name}: {annotation} = {value}\n") == text
