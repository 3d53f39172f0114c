"""Rules stage: the ids the schema walker emits, by what changed and where.

Entry point: :data:`SCHEMA_IDS` ``{what changed: {subject: id}}``. The walker
(:mod:`.schema_rules`, :mod:`.schema_values`) sees the same change (an enum value added, a
``maxLength`` increased) at many subjects: the request body, a request property, a parameter, a
response property... Each subject that has an id for it is listed here with that id (written out in
full, but for the bound grid, which is built as oasdiff 1.39 builds it: every bound keyword x set /
unset / increased / decreased x six subjects); a subject that is not listed has no such id in the rule
table (``unique-items-set`` exists for requests only), so nothing is reported for it there. Every id
here is a row of :mod:`generator.rules.table` (``tests/rules/test_table.py`` checks it).
"""

from __future__ import annotations

SCHEMA_IDS: dict[str, dict[str, str]] = {
    "became-nullable": {
        "request-body": "request-body-became-nullable",
        "request-property": "request-property-became-nullable",
        "request-parameter": "request-parameter-became-nullable",
        "request-parameter-property": "request-parameter-property-became-nullable",
        "response-body": "response-body-became-nullable",
        "response-property": "response-property-became-nullable",
        "response-header": "response-header-became-nullable",
    },
    "became-not-nullable": {
        "request-body": "request-body-became-not-nullable",
        "request-property": "request-property-became-not-nullable",
        "request-parameter": "request-parameter-became-not-nullable",
        "request-parameter-property": "request-parameter-property-became-not-nullable",
        "response-body": "response-body-became-not-nullable",
        "response-property": "response-property-became-not-nullable",
        "response-header": "response-header-became-not-nullable",
    },
    "schema-became-false": {
        "request-body": "request-body-schema-became-false",
        "request-property": "request-property-schema-became-false",
        "request-parameter": "request-parameter-schema-became-false",
        "request-parameter-property": "request-parameter-property-schema-became-false",
        "response-body": "response-body-schema-became-false",
        "response-property": "response-property-schema-became-false",
        "response-header": "response-header-schema-became-false",
    },
    "schema-became-not-false": {
        "request-body": "request-body-schema-became-not-false",
        "request-property": "request-property-schema-became-not-false",
        "request-parameter": "request-parameter-schema-became-not-false",
        "request-parameter-property": "request-parameter-property-schema-became-not-false",
        "response-body": "response-body-schema-became-not-false",
        "response-property": "response-property-schema-became-not-false",
        "response-header": "response-header-schema-became-not-false",
    },
    "wrapped-in-one-of": {
        "request-body": "request-body-wrapped-in-one-of",
        "response-body": "response-body-wrapped-in-one-of",
    },
    "wrapped-in-one-of-original-preserved": {
        "request-body": "request-body-wrapped-in-one-of-original-preserved",
        "response-body": "response-body-wrapped-in-one-of-original-preserved",
    },
    "list-of-types-widened": {
        "request-body": "request-body-list-of-types-widened",
        "request-property": "request-property-list-of-types-widened",
        "request-parameter": "request-parameter-list-of-types-widened",
        "request-parameter-property": "request-parameter-property-list-of-types-widened",
        "response-body": "response-body-list-of-types-widened",
        "response-property": "response-property-list-of-types-widened",
    },
    "list-of-types-narrowed": {
        "request-body": "request-body-list-of-types-narrowed",
        "request-property": "request-property-list-of-types-narrowed",
        "request-parameter": "request-parameter-list-of-types-narrowed",
        "request-parameter-property": "request-parameter-property-list-of-types-narrowed",
        "response-body": "response-body-list-of-types-narrowed",
        "response-property": "response-property-list-of-types-narrowed",
    },
    "type-changed": {
        "request-body": "request-body-type-changed",
        "request-property": "request-property-type-changed",
        "request-parameter": "request-parameter-type-changed",
        "request-parameter-property": "request-parameter-property-type-changed",
        "response-body": "response-body-type-changed",
        "response-property": "response-property-type-changed",
        "response-header": "response-header-type-changed",
    },
    "type-compatible": {
        "request-body": "request-body-type-compatible",
        "request-property": "request-property-type-compatible",
        "response-body": "response-body-type-compatible",
        "response-property": "response-property-type-compatible",
        "response-header": "response-header-type-compatible",
    },
    "type-generalized": {
        "request-body": "request-body-type-generalized",
        "request-property": "request-property-type-generalized",
        "request-parameter": "request-parameter-type-generalized",
        "request-parameter-property": "request-parameter-property-type-generalized",
        "response-body": "response-body-type-generalized",
        "response-property": "response-property-type-generalized",
        "response-header": "response-header-type-generalized",
    },
    "type-specialized": {
        "request-parameter-property": "request-parameter-property-type-specialized",
        "response-body": "response-body-type-specialized",
        "response-property": "response-property-type-specialized",
        "response-header": "response-header-type-specialized",
    },
    "became-enum": {
        "request-body": "request-body-became-enum",
        "request-property": "request-property-became-enum",
        "request-parameter": "request-parameter-became-enum",
        "response-property": "response-property-became-enum",
    },
    "became-not-enum": {
        "request-body": "request-body-became-not-enum",
        "request-property": "request-property-became-not-enum",
        "request-parameter": "request-parameter-became-not-enum",
        "request-parameter-property": "request-parameter-property-became-not-enum",
        "response-property": "response-property-became-not-enum",
    },
    "enum-value-added": {
        "request-body": "request-body-enum-value-added",
        "request-property": "request-property-enum-value-added",
        "request-parameter": "request-parameter-enum-value-added",
        "request-parameter-property": "request-parameter-property-enum-value-added",
        "response-property": "response-property-enum-value-added",
        "response-write-only-property": "response-write-only-property-enum-value-added",
    },
    "enum-value-removed": {
        "request-body": "request-body-enum-value-removed",
        "request-property": "request-property-enum-value-removed",
        "request-read-only-property": "request-read-only-property-enum-value-removed",
        "request-parameter": "request-parameter-enum-value-removed",
        "request-parameter-property": "request-parameter-property-enum-value-removed",
        "response-property": "response-property-enum-value-removed",
    },
    "x-extensible-enum-value-removed": {
        "request-property": "request-property-x-extensible-enum-value-removed",
        "request-parameter": "request-parameter-x-extensible-enum-value-removed",
    },
    "property-became-read-only": {
        "request-required": "request-required-property-became-read-only",
        "request-optional": "request-optional-property-became-read-only",
        "response-required": "response-required-property-became-read-only",
        "response-optional": "response-optional-property-became-read-only",
    },
    "property-became-not-read-only": {
        "request-required": "request-required-property-became-not-read-only",
        "request-optional": "request-optional-property-became-not-read-only",
        "response-required": "response-required-property-became-not-read-only",
        "response-optional": "response-optional-property-became-not-read-only",
    },
    "property-became-write-only": {
        "request-required": "request-required-property-became-write-only",
        "request-optional": "request-optional-property-became-write-only",
        "response-required": "response-required-property-became-write-only",
        "response-optional": "response-optional-property-became-write-only",
    },
    "property-became-not-write-only": {
        "request-required": "request-required-property-became-not-write-only",
        "request-optional": "request-optional-property-became-not-write-only",
        "response-required": "response-required-property-became-not-write-only",
        "response-optional": "response-optional-property-became-not-write-only",
    },
    "deprecated": {
        "request-property": "request-property-deprecated",
        "request-parameter": "request-parameter-deprecated",
        "response-property": "response-property-deprecated",
    },
    "deprecated-sunset-missing": {
        "request-property": "request-property-deprecated-sunset-missing",
        "response-property": "response-property-deprecated-sunset-missing",
    },
    "sunset-date-too-small": {
        "request-property": "request-property-sunset-date-too-small",
        "response-property": "response-property-sunset-date-too-small",
    },
    "deprecated-sunset-invalid": {
        "request-property": "request-property-deprecated-sunset-invalid",
        "response-property": "response-property-deprecated-sunset-invalid",
    },
    "deprecated-with-sunset": {
        "request-property": "request-property-deprecated-with-sunset",
        "response-property": "response-property-deprecated-with-sunset",
    },
    "sunset-deleted": {
        "request-property": "request-property-sunset-deleted",
        "response-property": "response-property-sunset-deleted",
    },
    "sunset-date-changed-earlier": {
        "request-property": "request-property-sunset-date-changed-earlier",
        "response-property": "response-property-sunset-date-changed-earlier",
    },
    "sunset-date-changed-too-small": {
        "request-property": "request-property-sunset-date-changed-too-small",
        "response-property": "response-property-sunset-date-changed-too-small",
    },
    "reactivated": {
        "request-property": "request-property-reactivated",
        "request-parameter": "request-parameter-reactivated",
        "response-property": "response-property-reactivated",
    },
    "stability-decreased": {
        "request-property": "request-property-stability-decreased",
        "response-property": "response-property-stability-decreased",
    },
    "stability-increased": {
        "request-property": "request-property-stability-increased",
        "response-property": "response-property-stability-increased",
    },
    "all-of-added": {
        "request-body": "request-body-all-of-added",
        "request-property": "request-property-all-of-added",
        "response-body": "response-body-all-of-added",
        "response-property": "response-property-all-of-added",
    },
    "all-of-removed": {
        "request-body": "request-body-all-of-removed",
        "request-property": "request-property-all-of-removed",
        "response-body": "response-body-all-of-removed",
        "response-property": "response-property-all-of-removed",
    },
    "any-of-added": {
        "request-body": "request-body-any-of-added",
        "request-property": "request-property-any-of-added",
        "response-body": "response-body-any-of-added",
        "response-property": "response-property-any-of-added",
    },
    "any-of-removed": {
        "request-body": "request-body-any-of-removed",
        "request-property": "request-property-any-of-removed",
        "response-body": "response-body-any-of-removed",
        "response-property": "response-property-any-of-removed",
    },
    "one-of-added": {
        "request-body": "request-body-one-of-added",
        "request-property": "request-property-one-of-added",
        "response-body": "response-body-one-of-added",
        "response-property": "response-property-one-of-added",
    },
    "one-of-removed": {
        "request-body": "request-body-one-of-removed",
        "request-property": "request-property-one-of-removed",
        "response-body": "response-body-one-of-removed",
        "response-property": "response-property-one-of-removed",
    },
    "all-of-added-annotation-only": {
        "request-body": "request-body-all-of-added-annotation-only",
        "request-property": "request-property-all-of-added-annotation-only",
        "response-body": "response-body-all-of-added-annotation-only",
        "response-property": "response-property-all-of-added-annotation-only",
    },
    "all-of-removed-annotation-only": {
        "request-body": "request-body-all-of-removed-annotation-only",
        "request-property": "request-property-all-of-removed-annotation-only",
        "response-body": "response-body-all-of-removed-annotation-only",
        "response-property": "response-property-all-of-removed-annotation-only",
    },
    "prefix-items-added": {
        "request-body": "request-body-prefix-items-added",
        "request-property": "request-property-prefix-items-added",
        "response-body": "response-body-prefix-items-added",
        "response-property": "response-property-prefix-items-added",
    },
    "prefix-items-removed": {
        "request-body": "request-body-prefix-items-removed",
        "request-property": "request-property-prefix-items-removed",
        "response-body": "response-body-prefix-items-removed",
        "response-property": "response-property-prefix-items-removed",
    },
    "if-added": {
        "request-body": "request-body-if-added",
        "request-property": "request-property-if-added",
        "response-body": "response-body-if-added",
        "response-property": "response-property-if-added",
    },
    "if-removed": {
        "request-body": "request-body-if-removed",
        "request-property": "request-property-if-removed",
        "response-body": "response-body-if-removed",
        "response-property": "response-property-if-removed",
    },
    "then-added": {
        "request-body": "request-body-then-added",
        "request-property": "request-property-then-added",
        "response-body": "response-body-then-added",
        "response-property": "response-property-then-added",
    },
    "then-removed": {
        "request-body": "request-body-then-removed",
        "request-property": "request-property-then-removed",
        "response-body": "response-body-then-removed",
        "response-property": "response-property-then-removed",
    },
    "else-added": {
        "request-body": "request-body-else-added",
        "request-property": "request-property-else-added",
        "response-body": "response-body-else-added",
        "response-property": "response-property-else-added",
    },
    "else-removed": {
        "request-body": "request-body-else-removed",
        "request-property": "request-property-else-removed",
        "response-body": "response-body-else-removed",
        "response-property": "response-property-else-removed",
    },
    "contains-added": {
        "request-body": "request-body-contains-added",
        "request-property": "request-property-contains-added",
        "response-body": "response-body-contains-added",
        "response-property": "response-property-contains-added",
    },
    "contains-removed": {
        "request-body": "request-body-contains-removed",
        "request-property": "request-property-contains-removed",
        "response-body": "response-body-contains-removed",
        "response-property": "response-property-contains-removed",
    },
    "property-names-added": {
        "request-body": "request-body-property-names-added",
        "request-property": "request-property-property-names-added",
        "response-body": "response-body-property-names-added",
        "response-property": "response-property-property-names-added",
    },
    "property-names-removed": {
        "request-body": "request-body-property-names-removed",
        "request-property": "request-property-property-names-removed",
        "response-body": "response-body-property-names-removed",
        "response-property": "response-property-property-names-removed",
    },
    "unevaluated-items-added": {
        "request-body": "request-body-unevaluated-items-added",
        "request-property": "request-property-unevaluated-items-added",
        "response-body": "response-body-unevaluated-items-added",
        "response-property": "response-property-unevaluated-items-added",
    },
    "unevaluated-items-removed": {
        "request-body": "request-body-unevaluated-items-removed",
        "request-property": "request-property-unevaluated-items-removed",
        "response-body": "response-body-unevaluated-items-removed",
        "response-property": "response-property-unevaluated-items-removed",
    },
    "unevaluated-properties-added": {
        "request-body": "request-body-unevaluated-properties-added",
        "request-property": "request-property-unevaluated-properties-added",
        "response-body": "response-body-unevaluated-properties-added",
        "response-property": "response-property-unevaluated-properties-added",
    },
    "unevaluated-properties-removed": {
        "request-body": "request-body-unevaluated-properties-removed",
        "request-property": "request-property-unevaluated-properties-removed",
        "response-body": "response-body-unevaluated-properties-removed",
        "response-property": "response-property-unevaluated-properties-removed",
    },
    "content-schema-added": {
        "request-body": "request-body-content-schema-added",
        "request-property": "request-property-content-schema-added",
        "response-body": "response-body-content-schema-added",
        "response-property": "response-property-content-schema-added",
    },
    "content-schema-removed": {
        "request-body": "request-body-content-schema-removed",
        "request-property": "request-property-content-schema-removed",
        "response-body": "response-body-content-schema-removed",
        "response-property": "response-property-content-schema-removed",
    },
    "pattern-property-added": {
        "request-body": "request-body-pattern-property-added",
        "request-property": "request-property-pattern-property-added",
        "response-body": "response-body-pattern-property-added",
        "response-property": "response-property-pattern-property-added",
    },
    "pattern-property-removed": {
        "request-body": "request-body-pattern-property-removed",
        "request-property": "request-property-pattern-property-removed",
        "response-body": "response-body-pattern-property-removed",
        "response-property": "response-property-pattern-property-removed",
    },
    "dependent-schema-added": {
        "request-body": "request-body-dependent-schema-added",
        "request-property": "request-property-dependent-schema-added",
        "response-body": "response-body-dependent-schema-added",
        "response-property": "response-property-dependent-schema-added",
    },
    "dependent-schema-removed": {
        "request-body": "request-body-dependent-schema-removed",
        "request-property": "request-property-dependent-schema-removed",
        "response-body": "response-body-dependent-schema-removed",
        "response-property": "response-property-dependent-schema-removed",
    },
    "default-value-added": {
        "request-body": "request-body-default-value-added",
        "request-property": "request-property-default-value-added",
        "request-parameter": "request-parameter-default-value-added",
        "response-body": "response-body-default-value-added",
        "response-property": "response-property-default-value-added",
    },
    "default-value-removed": {
        "request-body": "request-body-default-value-removed",
        "request-property": "request-property-default-value-removed",
        "request-parameter": "request-parameter-default-value-removed",
        "response-body": "response-body-default-value-removed",
        "response-property": "response-property-default-value-removed",
    },
    "default-value-changed": {
        "request-body": "request-body-default-value-changed",
        "request-property": "request-property-default-value-changed",
        "request-parameter": "request-parameter-default-value-changed",
        "response-body": "response-body-default-value-changed",
        "response-property": "response-property-default-value-changed",
    },
    "const-added": {
        "request-body": "request-body-const-added",
        "request-property": "request-property-const-added",
        "response-body": "response-body-const-added",
        "response-property": "response-property-const-added",
    },
    "const-removed": {
        "request-body": "request-body-const-removed",
        "request-property": "request-property-const-removed",
        "response-body": "response-body-const-removed",
        "response-property": "response-property-const-removed",
    },
    "const-changed": {
        "request-body": "request-body-const-changed",
        "request-property": "request-property-const-changed",
        "response-body": "response-body-const-changed",
        "response-property": "response-property-const-changed",
    },
    "pattern-added": {
        "request-property": "request-property-pattern-added",
        "request-parameter": "request-parameter-pattern-added",
        "response-property": "response-property-pattern-added",
    },
    "pattern-removed": {
        "request-property": "request-property-pattern-removed",
        "request-parameter": "request-parameter-pattern-removed",
        "response-property": "response-property-pattern-removed",
    },
    "pattern-generalized": {
        "request-property": "request-property-pattern-generalized",
        "request-parameter": "request-parameter-pattern-generalized",
    },
    "pattern-changed": {
        "request-property": "request-property-pattern-changed",
        "request-parameter": "request-parameter-pattern-changed",
        "response-property": "response-property-pattern-changed",
    },
    "unique-items-set": {
        "request-body": "request-body-unique-items-set",
        "request-property": "request-property-unique-items-set",
    },
    "unique-items-unset": {
        "request-body": "request-body-unique-items-unset",
        "request-property": "request-property-unique-items-unset",
        "response-body": "response-body-unique-items-unset",
        "response-property": "response-property-unique-items-unset",
    },
    "content-media-type-changed": {
        "request-body": "request-body-content-media-type-changed",
        "request-property": "request-property-content-media-type-changed",
        "response-body": "response-body-content-media-type-changed",
        "response-property": "response-property-content-media-type-changed",
    },
    "content-encoding-changed": {
        "request-body": "request-body-content-encoding-changed",
        "request-property": "request-property-content-encoding-changed",
        "response-body": "response-body-content-encoding-changed",
        "response-property": "response-property-content-encoding-changed",
    },
    "discriminator-added": {
        "request-body": "request-body-discriminator-added",
        "request-property": "request-property-discriminator-added",
        "response-body": "response-body-discriminator-added",
        "response-property": "response-property-discriminator-added",
    },
    "discriminator-removed": {
        "request-body": "request-body-discriminator-removed",
        "request-property": "request-property-discriminator-removed",
        "response-body": "response-body-discriminator-removed",
        "response-property": "response-property-discriminator-removed",
    },
    "discriminator-property-name-changed": {
        "request-body": "request-body-discriminator-property-name-changed",
        "request-property": "request-property-discriminator-property-name-changed",
        "response-body": "response-body-discriminator-property-name-changed",
        "response-property": "response-property-discriminator-property-name-changed",
    },
    "discriminator-mapping-added": {
        "request-body": "request-body-discriminator-mapping-added",
        "request-property": "request-property-discriminator-mapping-added",
        "response-body": "response-body-discriminator-mapping-added",
        "response-property": "response-property-discriminator-mapping-added",
    },
    "discriminator-mapping-deleted": {
        "request-body": "request-body-discriminator-mapping-deleted",
        "request-property": "request-property-discriminator-mapping-deleted",
        "response-body": "response-body-discriminator-mapping-deleted",
        "response-property": "response-property-discriminator-mapping-deleted",
    },
    "discriminator-mapping-changed": {
        "request-body": "request-body-discriminator-mapping-changed",
        "request-property": "request-property-discriminator-mapping-changed",
        "response-body": "response-body-discriminator-mapping-changed",
        "response-property": "response-property-discriminator-mapping-changed",
    },
    "dependent-required-added": {
        "request-body": "request-body-dependent-required-added",
        "request-property": "request-property-dependent-required-added",
        "response-body": "response-body-dependent-required-added",
        "response-property": "response-property-dependent-required-added",
    },
    "dependent-required-removed": {
        "request-body": "request-body-dependent-required-removed",
        "request-property": "request-property-dependent-required-removed",
        "response-body": "response-body-dependent-required-removed",
        "response-property": "response-property-dependent-required-removed",
    },
    "dependent-required-changed": {
        "request-body": "request-body-dependent-required-changed",
        "request-property": "request-property-dependent-required-changed",
        "response-body": "response-body-dependent-required-changed",
        "response-property": "response-property-dependent-required-changed",
    },
}

# The bounds, as oasdiff 1.39 generates their ids: every bound keyword, set / unset / increased /
# decreased, at each subject that has a schema root of its own (``multipleOf`` is not ordered: only
# set and unset here; its -changed/-generalized/-specialized are ids of their own below).
BOUND_NAMES = ("max", "min", "multiple-of", "max-length", "min-length", "max-items", "min-items", "max-properties",
               "min-properties", "min-contains", "max-contains", "exclusive-min", "exclusive-max")
BOUND_SUBJECTS = ("request-body", "request-property", "request-parameter", "response-body", "response-property",
                  "response-header")
for _name in BOUND_NAMES:
    for _action in ("set", "unset", "increased", "decreased"):
        if _name != "multiple-of" or _action in ("set", "unset"):
            SCHEMA_IDS[f"{_name}-{_action}"] = {s: f"{s}-{_name}-{_action}" for s in BOUND_SUBJECTS}
# a bound of a read-only request property narrowed: no client sends it (oasdiff's read-only twins)
for _what, _rid in (
    ("max-decreased", "request-read-only-property-max-decreased"),
    ("max-length-decreased", "request-read-only-property-max-length-decreased"),
    ("max-items-decreased", "request-read-only-property-max-items-decreased"),
    ("max-properties-decreased", "request-read-only-property-max-properties-decreased"),
    ("exclusive-max-decreased", "request-read-only-property-exclusive-max-decreased"),
    ("min-increased", "request-read-only-property-min-increased"),
    ("exclusive-min-increased", "request-read-only-property-exclusive-min-increased"),
):
    SCHEMA_IDS[_what]["request-read-only-property"] = _rid
SCHEMA_IDS["multiple-of-changed"] = {
    "request-body": "request-body-multiple-of-changed", "request-property": "request-property-multiple-of-changed",
    "response-body": "response-body-multiple-of-changed", "response-property": "response-property-multiple-of-changed",
}
SCHEMA_IDS["multiple-of-generalized"] = {"request-body": "request-body-multiple-of-generalized",
                                         "request-property": "request-property-multiple-of-generalized"}
SCHEMA_IDS["multiple-of-specialized"] = {"response-body": "response-body-multiple-of-specialized",
                                         "response-property": "response-property-multiple-of-specialized"}
