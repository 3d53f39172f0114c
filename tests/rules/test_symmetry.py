"""The rule table's symmetry (in the spirit of oasdiff's rule_symmetry_test): every id that adds,
increases, sets or makes something has its mirror (removes, decreases, unsets, un-makes), and every
request-side id of a subject that also exists in responses has its response twin, or a waiver below
with the reason. A waiver that is no longer needed fails too, so the list stays exact.
"""

from __future__ import annotations

from generator.rules.table import RULES

# the last words of an id and the words of its mirror
ACTION_MIRRORS = (
    ("added", ("removed", "deleted")), ("removed", ("added",)), ("deleted", ("added",)),
    ("increased", ("decreased",)), ("decreased", ("increased",)), ("set", ("unset",)), ("unset", ("set",)),
    ("generalized", ("specialized",)), ("specialized", ("generalized",)),
    ("widened", ("narrowed",)), ("narrowed", ("widened",)),
    ("became-required", ("became-optional",)), ("became-optional", ("became-required",)),
    ("became-nullable", ("became-not-nullable",)), ("became-not-nullable", ("became-nullable",)),
    ("became-read-only", ("became-not-read-only",)), ("became-not-read-only", ("became-read-only",)),
    ("became-write-only", ("became-not-write-only",)), ("became-not-write-only", ("became-write-only",)),
)
# subjects that exist on both sides: a request-side id and its response-side twin
SIDE_MIRRORS = (
    ("request-body-", "response-body-"), ("request-property-", "response-property-"),
    ("request-read-only-property-", "response-write-only-property-"),
)

READ_ONLY_TWIN = (
    "a read-only request property's bound narrowed: oasdiff names only the narrowing (no client sends the "
    "property, so it is info); every other bound change of it is the plain request-property id"
)
NAMED_OTHERWISE = "the mirror exists under another name (new-*-request-*, request-body-added-*, api-removed-*, response-header-added)"
ENUM_ONE_WAY = "only the direction that can break a client is defined for this subject's enum values"
SIDE_ONLY = "the subject means something on one side only (a request body/property constraint, a response field's bound)"
MULTIPLE_OF = (
    "multipleOf is not ordered: a request accepting more values is -generalized, a response returning fewer "
    "-specialized, anything else -changed"
)
ONE_WAY_BY_DESIGN = (
    "oasdiff 1.39 defines only this direction: a requirement that appears is reported with the deprecation or "
    "the bound that can break, its absence in the other direction changes nothing for clients"
)

ACTION_WAIVERS: dict[str, tuple[str, ...]] = {
    READ_ONLY_TWIN: (
        "request-read-only-property-exclusive-max-decreased", "request-read-only-property-exclusive-min-increased",
        "request-read-only-property-max-decreased", "request-read-only-property-max-items-decreased",
        "request-read-only-property-max-length-decreased", "request-read-only-property-max-properties-decreased",
        "request-read-only-property-min-increased",
    ),
    "oasdiff defines only the direction of a header's requiredness that can break a client": (
        "request-header-property-became-required", "response-header-became-optional",
    ),
    NAMED_OTHERWISE: (
        "api-schema-removed", "endpoint-added", "optional-response-header-removed", "required-response-header-removed",
        "request-body-removed", "request-parameter-removed", "request-property-removed", "response-header-added",
    ),
    ENUM_ONE_WAY: (
        "request-parameter-x-extensible-enum-value-removed", "request-property-x-extensible-enum-value-removed",
        "request-read-only-property-enum-value-removed", "response-write-only-property-enum-value-added",
    ),
    "a narrowed request type or pattern is a plain -changed (it can break clients); only the widening has an id": (
        "request-body-type-generalized", "request-parameter-pattern-generalized", "request-parameter-type-generalized",
        "request-property-pattern-generalized", "request-property-type-generalized",
    ),
    MULTIPLE_OF: (
        "request-body-multiple-of-generalized", "request-property-multiple-of-generalized",
        "response-body-multiple-of-specialized", "response-property-multiple-of-specialized",
    ),
    ONE_WAY_BY_DESIGN: (
        "request-parameter-sunset-deleted", "request-property-sunset-deleted", "response-property-sunset-deleted",
        "sunset-deleted", "response-body-unique-items-unset", "response-property-unique-items-unset",
    ),
    "the versioning policy reports a version that did not go up; going up is what it asks for": ("api-version-decreased",),
}

SIDE_WAIVERS: dict[str, tuple[str, ...]] = {
    READ_ONLY_TWIN: ACTION_WAIVERS[READ_ONLY_TWIN],
    SIDE_ONLY: (
        "request-body-added-optional", "request-body-added-required", "request-body-became-enum",
        "request-body-became-not-enum", "request-body-became-optional", "request-body-became-required",
        "request-body-media-type-added", "request-body-media-type-removed", "request-body-removed",
        "request-property-became-required-with-default", "request-property-removed",
        "request-property-removed-before-sunset", "request-property-removed-with-deprecation",
        "response-body-media-type-item-schema-removed-untyped",
        "response-write-only-property-became-optional", "response-write-only-property-became-required",
    ),
    ENUM_ONE_WAY: (
        "request-body-enum-value-removed", "request-property-x-extensible-enum-value-removed",
        "request-read-only-property-enum-value-removed", "response-write-only-property-enum-value-added",
    ),
    "a response body's enum values are response-mediatype-enum-value-*": ("request-body-enum-value-added",),
    "uniqueItems set on a response promises clients more and has no id in oasdiff 1.39": (
        "request-body-unique-items-set", "request-property-unique-items-set",
    ),
    "a narrowed request type or pattern is a plain -changed; on the response side the widening is the breaking one": (
        "request-property-pattern-generalized", "response-body-type-specialized", "response-property-type-specialized",
    ),
    MULTIPLE_OF: ACTION_WAIVERS[MULTIPLE_OF],
}


def _action_mirrors(rid: str) -> list[str]:
    return [rid[: -len(word)] + other for word, others in ACTION_MIRRORS if rid.endswith("-" + word) for other in others]


def _side_mirror(rid: str) -> str | None:
    for request, response in SIDE_MIRRORS:
        if rid.startswith(request):
            return response + rid[len(request):]
        if rid.startswith(response):
            return request + rid[len(response):]
    return None


def _waived(waivers: dict[str, tuple[str, ...]]) -> set[str]:
    ids = [rid for group in waivers.values() for rid in group]
    assert len(ids) == len(set(ids)), "an id is waived twice"
    unknown = set(ids) - set(RULES)
    assert not unknown, f"waivers for ids the table does not have: {sorted(unknown)}"
    return set(ids)


def test_every_action_has_its_mirror_or_a_waiver() -> None:
    missing = {rid for rid in RULES if (m := _action_mirrors(rid)) and not any(x in RULES for x in m)}
    waived = _waived(ACTION_WAIVERS)
    assert missing - waived == set(), f"ids without their mirror and without a waiver: {sorted(missing - waived)}"
    assert waived - missing == set(), f"waivers no longer needed (the mirror exists): {sorted(waived - missing)}"


def test_every_request_side_id_has_its_response_twin_or_a_waiver() -> None:
    missing = {rid for rid in RULES if (m := _side_mirror(rid)) is not None and m not in RULES}
    waived = _waived(SIDE_WAIVERS)
    assert missing - waived == set(), f"ids without their twin and without a waiver: {sorted(missing - waived)}"
    assert waived - missing == set(), f"waivers no longer needed (the twin exists): {sorted(waived - missing)}"


def test_mirrors_of_known_pairs_are_found() -> None:
    assert "response-property-enum-value-removed" in _action_mirrors("response-property-enum-value-added")
    assert _side_mirror("request-property-max-length-increased") == "response-property-max-length-increased"
