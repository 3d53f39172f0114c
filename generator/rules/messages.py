"""Rules stage: the message template of every check id (our wording; ``str.format`` with named fields).

Entry point: :func:`message_for` ``(id) -> str``. Ids with a sentence of their own are in
:data:`MESSAGES`. Schema-attribute ids follow the grammar ``<subject>-<attribute>-<action>`` (for example
``response-property-max-length-increased``) and get a sentence built from the three parts, so each of
them still has exactly one template. Fields used across templates:

``{property}`` property path (``error/code``), ``{status}`` response status, ``{media_type}``,
``{location}``/``{name}`` of a parameter, ``{value}`` an added/removed value, ``{from}``/``{to}`` old and
new values, ``{header}``, ``{scheme}``, ``{scope}``, ``{tag}``, ``{schema}``, ``{date}``, ``{level}``.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from html import escape
from typing import Any

from markupsafe import Markup

MESSAGES: dict[str, str] = {
    # seed sentences (kept word for word)
    "endpoint-added": "endpoint added",
    "response-property-enum-value-added": "added the new {value} enum value to the {property} response property for the response status {status}",
    "response-property-enum-value-removed": "removed the {value} enum value from the {property} response property for the response status {status}",
    "response-required-property-added": "added the required property {property} to the response with the {status} status",
    "response-optional-property-added": "added the optional property {property} to the response with the {status} status",
    "request-parameter-default-value-removed": "for the {location} request parameter {name}, default value {value} was removed",
    "request-parameter-default-value-added": "for the {location} request parameter {name}, default value {value} was added",
    "request-parameter-default-value-changed": "for the {location} request parameter {name}, default value was changed from {from} to {to}",
    # endpoints and paths
    "endpoint-deprecated": "endpoint deprecated",
    "endpoint-deprecated-with-sunset": "endpoint deprecated with sunset date {date}",
    "endpoint-reactivated": "endpoint reactivated (no longer deprecated)",
    "api-removed-without-deprecation": "endpoint removed without being deprecated first",
    "api-removed-with-deprecation": "endpoint removed after its deprecation",
    "api-removed-before-sunset": "endpoint removed before its sunset date {date}",
    "api-path-removed-without-deprecation": "path removed without being deprecated first",
    "api-path-removed-with-deprecation": "path removed after its deprecation",
    "api-path-removed-before-sunset": "path removed before its sunset date {date}",
    "api-path-sunset-parse": "the sunset date {value} of the removed path cannot be read",
    "api-deprecated-sunset-missing": "endpoint deprecated without a sunset date",
    "api-deprecated-sunset-parse": "the sunset date {value} of the deprecated endpoint cannot be read",
    "api-sunset-date-too-small": "sunset date {date} is earlier than the allowed {min_date}",
    "api-sunset-date-changed-too-small": "sunset date moved from {from} to {to}, earlier than the allowed {min_date}",
    "sunset-deleted": "the sunset date of the deprecated endpoint was removed",
    "api-invalid-stability-level": "the stability level {value} is not one of draft, alpha, beta, stable",
    "api-stability-decreased": "stability level lowered from {from} to {to}",
    "api-stability-increased": "stability level raised from {from} to {to}",
    "api-operation-id-added": "operation id {value} added",
    "api-operation-id-removed": "operation id {from} removed (now {to})",
    "api-tag-added": "tag {tag} added to the endpoint",
    "api-tag-removed": "tag {tag} removed from the endpoint",
    "api-schema-removed": "the schema {schema} was removed from the components",
    "webhook-added": "webhook {name} added",
    "webhook-removed": "webhook {name} removed",
    "api-version-decreased": "the API version went down from {from} to {to}",
    "api-version-not-bumped": "the API changed but its version {value} stayed the same",
    "api-major-version-not-bumped": "the API has breaking changes but its major version {value} stayed the same",
    # security
    "api-global-security-added": "the security requirement {scheme} was added to the whole API",
    "api-global-security-removed": "the security requirement {scheme} was removed from the whole API",
    "api-global-security-scope-added": "the scope {scope} was added to the whole-API security requirement {scheme}",
    "api-global-security-scope-removed": "the scope {scope} was removed from the whole-API security requirement {scheme}",
    "api-security-added": "the endpoint's security requirement {scheme} was added",
    "api-security-removed": "the endpoint's security requirement {scheme} was removed",
    "api-security-scope-added": "the scope {scope} was added to the endpoint's security requirement {scheme}",
    "api-security-scope-removed": "the scope {scope} was removed from the endpoint's security requirement {scheme}",
    "api-security-component-added": "the security scheme {scheme} was added to the components",
    "api-security-component-removed": "the security scheme {scheme} was removed from the components",
    "api-security-component-type-changed": "the type of the security scheme {scheme} changed from {from} to {to}",
    "api-security-component-oauth-url-changed": "the authorization URL of the OAuth security scheme {scheme} changed from {from} to {to}",
    "api-security-component-oauth-token-url-changed": "the token URL of the OAuth security scheme {scheme} changed from {from} to {to}",
    "api-security-component-oauth-scope-added": "the scope {scope} was added to the OAuth security scheme {scheme}",
    "api-security-component-oauth-scope-removed": "the scope {scope} was removed from the OAuth security scheme {scheme}",
    "api-security-component-oauth-scope-changed": "the description of scope {scope} of the OAuth security scheme {scheme} changed from {from} to {to}",
    # parameters
    "new-required-request-parameter": "added the new required {location} request parameter {name}",
    "new-optional-request-parameter": "added the new optional {location} request parameter {name}",
    "new-request-path-parameter": "added the new path request parameter {name}",
    "new-required-request-default-parameter-to-existing-path": "added the new required {location} request parameter {name} to every operation of the path",
    "new-optional-request-default-parameter-to-existing-path": "added the new optional {location} request parameter {name} to every operation of the path",
    "new-required-request-header-property": "added the new required property {property} to the {name} request header",
    "request-parameter-removed": "deleted the {location} request parameter {name}",
    "request-parameter-removed-with-deprecation": "deleted the deprecated {location} request parameter {name}",
    "request-parameter-removed-before-sunset": "deleted the {location} request parameter {name} before its sunset date {date}",
    "request-parameter-sunset-parse": "the sunset date {value} of the {location} request parameter {name} cannot be read",
    "request-parameter-deprecated": "the {location} request parameter {name} was deprecated",
    "request-parameter-deprecated-sunset-missing": "the {location} request parameter {name} was deprecated without a sunset date",
    "request-parameter-reactivated": "the {location} request parameter {name} is no longer deprecated",
    "request-parameter-sunset-deleted": "the sunset date of the deprecated {location} request parameter {name} was removed",
    "request-parameter-sunset-date-too-small": "the sunset date {date} of the {location} request parameter {name} is earlier than the allowed {min_date}",
    "request-parameter-sunset-date-changed-too-small": "the sunset date of the {location} request parameter {name} moved from {from} to {to}, earlier than the allowed {min_date}",
    "request-parameter-became-required": "the {location} request parameter {name} became required",
    "request-parameter-became-optional": "the {location} request parameter {name} became optional",
    "request-parameter-became-enum": "the {location} request parameter {name} was restricted to a list of enum values",
    "request-parameter-enum-value-added": "added the new enum value {value} to the {location} request parameter {name}",
    "request-parameter-enum-value-removed": "removed the enum value {value} from the {location} request parameter {name}",
    "request-parameter-x-extensible-enum-value-removed": "removed the x-extensible-enum value {value} from the {location} request parameter {name}",
    "request-parameter-pattern-added": "added the pattern {value} to the {location} request parameter {name}",
    "request-parameter-pattern-removed": "removed the pattern {value} from the {location} request parameter {name}",
    "request-parameter-pattern-changed": "changed the pattern of the {location} request parameter {name} from {from} to {to}",
    "request-parameter-pattern-generalized": "changed the pattern of the {location} request parameter {name} from {from} to the match-all {to}",
    "request-parameter-type-changed": "for the {location} request parameter {name}, the type/format changed from {from} to {to}",
    "request-parameter-type-generalized": "for the {location} request parameter {name}, the type/format was generalized from {from} to {to}",
    "request-header-property-became-required": "the property {property} of the {name} request header became required",
    "request-header-property-became-enum": "the property {property} of the {name} request header was restricted to a list of enum values",
    # request body
    "request-body-added-required": "added a required request body",
    "request-body-added-optional": "added an optional request body",
    "request-body-removed": "removed the request body",
    "request-body-became-required": "the request body became required",
    "request-body-became-optional": "the request body became optional",
    "request-body-became-enum": "the request body was restricted to a list of enum values",
    "request-body-media-type-added": "added the media type {media_type} to the request body",
    "request-body-media-type-removed": "removed the media type {media_type} from the request body",
    "request-body-enum-value-removed": "removed the enum value {value} from the request body",
    "request-body-media-type-schema-added": "added a schema to the {media_type} request body",
    "request-body-media-type-schema-removed": "removed the schema of the {media_type} request body",
    "response-body-media-type-schema-added": "added a schema to the {media_type} response body for the status {status}",
    "response-body-media-type-schema-removed": "removed the schema of the {media_type} response body for the status {status}",
    "request-body-wrapped-in-one-of": "the request body schema was wrapped in a oneOf",
    # request properties
    "new-required-request-property": "added the new required request property {property}",
    "new-required-request-property-with-default": "added the new required request property {property} with a default value",
    "new-optional-request-property": "added the new optional request property {property}",
    "request-property-removed": "removed the request property {property}",
    "request-property-became-required": "the request property {property} became required",
    "request-property-became-required-with-default": "the request property {property} became required (it has a default value)",
    "request-property-became-optional": "the request property {property} became optional",
    "request-property-became-enum": "the request property {property} was restricted to a list of enum values",
    "request-property-x-extensible-enum-value-removed": "removed the x-extensible-enum value {value} from the request property {property}",
    "request-read-only-property-enum-value-removed": "removed the enum value {value} from the read-only request property {property}",
    # responses
    "response-success-status-added": "added the success response with the status {status}",
    "response-success-status-removed": "removed the success response with the status {status}",
    "response-non-success-status-added": "added the non-success response with the status {status}",
    "response-non-success-status-removed": "removed the non-success response with the status {status}",
    "response-media-type-added": "added the media type {media_type} to the response with the status {status}",
    "response-media-type-removed": "removed the media type {media_type} from the response with the status {status}",
    "response-media-type-name-changed": "the media type of the response with the status {status} changed from {from} to {to}",
    "response-media-type-name-generalized": "the media type of the response with the status {status} was generalized from {from} to {to}",
    "response-media-type-name-specialized": "the media type of the response with the status {status} was specialized from {from} to {to}",
    "response-mediatype-enum-value-removed": "removed the enum value {value} from the {media_type} response body for the response status {status}",
    "response-header-added": "added the response header {header} to the response with the status {status}",
    "required-response-header-removed": "removed the required response header {header} from the response with the status {status}",
    "optional-response-header-removed": "removed the optional response header {header} from the response with the status {status}",
    "response-header-became-optional": "the response header {header} became optional for the response status {status}",
    "response-required-property-removed": "removed the required property {property} from the response with the {status} status",
    "response-optional-property-removed": "removed the optional property {property} from the response with the {status} status",
    "response-required-write-only-property-added": "added the required write-only property {property} to the response with the {status} status",
    "response-optional-write-only-property-added": "added the optional write-only property {property} to the response with the {status} status",
    "response-required-write-only-property-removed": "removed the required write-only property {property} from the response with the {status} status",
    "response-optional-write-only-property-removed": "removed the optional write-only property {property} from the response with the {status} status",
    "response-property-became-optional": "the response property {property} became optional for the status {status}",
    "response-property-became-required": "the response property {property} became required for the status {status}",
    "response-write-only-property-became-optional": "the write-only response property {property} became optional for the status {status}",
    "response-write-only-property-became-required": "the write-only response property {property} became required for the status {status}",
    "response-write-only-property-enum-value-added": "added the new {value} enum value to the write-only {property} response property for the response status {status}",
    "response-body-wrapped-in-one-of": "the response body schema for the status {status} was wrapped in a oneOf",
}

_SUBJECTS = {
    "request-body": "the request body",
    "request-property": "the request property {property}",
    "request-read-only-property": "the read-only request property {property}",
    "request-required-property": "the required request property {property}",
    "request-optional-property": "the optional request property {property}",
    "request-parameter-property": "the property {property} of the {location} request parameter {name}",
    "request-parameter": "the {location} request parameter {name}",
    "response-body": "the response body for the status {status}",
    "response-property": "the response property {property} for the status {status}",
    "response-required-property": "the required response property {property} for the status {status}",
    "response-optional-property": "the optional response property {property} for the status {status}",
    "response-header": "the response header {header} for the status {status}",
}

_ATTRIBUTES = {
    "max": "maximum", "min": "minimum", "max-length": "maxLength", "min-length": "minLength",
    "max-items": "maxItems", "min-items": "minItems", "exclusive-max": "exclusiveMaximum",
    "exclusive-min": "exclusiveMinimum", "max-contains": "maxContains", "min-contains": "minContains",
    "pattern": "pattern", "default-value": "default value", "const": "const value", "type": "type/format",
    "list-of-types": "list of types", "enum-value": "enum value", "discriminator": "discriminator",
    "discriminator-mapping": "discriminator mapping", "discriminator-property-name": "discriminator property name",
    "all-of": "allOf", "any-of": "anyOf", "one-of": "oneOf", "prefix-items": "prefixItems",
    "pattern-property": "patternProperties entry", "property-names": "propertyNames schema",
    "dependent-required": "dependentRequired entry", "dependent-schema": "dependentSchemas entry",
    "if": "if schema", "then": "then schema", "else": "else schema", "contains": "contains schema",
    "unevaluated-items": "unevaluatedItems schema", "unevaluated-properties": "unevaluatedProperties schema",
    "content-schema": "contentSchema", "content-media-type": "contentMediaType",
    "content-encoding": "contentEncoding", "media-type-schema": "media type schema",
    "stability": "stability level", "sunset-date": "sunset date",
}

_ACTIONS = {
    "increased": "{subject}: {attribute} was increased from {from} to {to}",
    "decreased": "{subject}: {attribute} was decreased from {from} to {to}",
    "set": "{subject}: {attribute} was set to {to}",
    "unset": "{subject}: {attribute} {from} was removed",
    "added": "{subject}: {attribute} {value} was added",
    "removed": "{subject}: {attribute} {value} was removed",
    "deleted": "{subject}: {attribute} {value} was removed",
    "changed": "{subject}: {attribute} changed from {from} to {to}",
    "generalized": "{subject}: {attribute} was generalized from {from} to {to}",
    "specialized": "{subject}: {attribute} was specialized from {from} to {to}",
    "compatible": "{subject}: {attribute} changed compatibly from {from} to {to}",
    "narrowed": "{subject}: {attribute} was narrowed from {from} to {to}",
    "widened": "{subject}: {attribute} was widened from {from} to {to}",
    "added-annotation-only": "{subject}: an annotation-only {attribute} member {value} was added",
    "removed-annotation-only": "{subject}: an annotation-only {attribute} member {value} was removed",
    "too-small": "{subject}: {attribute} {date} is earlier than the allowed {min_date}",
    "parse": "{subject}: {attribute} {value} cannot be read",
}

_BECAME = {
    "became-nullable": "{subject} became nullable",
    "became-not-nullable": "{subject} became not nullable",
    "became-read-only": "{subject} became read-only",
    "became-not-read-only": "{subject} is no longer read-only",
    "became-write-only": "{subject} became write-only",
    "became-not-write-only": "{subject} is no longer write-only",
    "deprecated": "{subject} was deprecated",
    "deprecated-with-sunset": "{subject} was deprecated with the sunset date {date}",
    "deprecated-sunset-missing": "{subject} was deprecated without a sunset date",
    "deprecated-sunset-invalid": "{subject} was deprecated with a sunset date {value} that cannot be read",
    "reactivated": "{subject} is no longer deprecated",
    "stability-decreased": "{subject}: stability level lowered from {from} to {to}",
    "stability-increased": "{subject}: stability level raised from {from} to {to}",
    "type-changed": "{subject}: type/format changed from {from} to {to}",
}


def _split(rule_id: str) -> tuple[str, str] | None:
    for subject in sorted(_SUBJECTS, key=len, reverse=True):
        if rule_id.startswith(subject + "-"):
            return subject, rule_id[len(subject) + 1:]
    return None


_MEMBER_ACTIONS = {
    "added": "{subject}: the subschema {value} was added to {attribute}",
    "removed": "{subject}: the subschema {value} was removed from {attribute}",
}
_MEMBER_ATTRIBUTES = ("all-of", "any-of", "one-of", "prefix-items")


def message_for(rule_id: str) -> str:
    """The template for ``rule_id`` (explicit, or built from the id's grammar)."""
    explicit = MESSAGES.get(rule_id)
    if explicit is not None:
        return explicit
    parts = _split(rule_id)
    if parts is None:
        return rule_id.replace("-", " ")
    subject, rest = parts
    subject_text = _SUBJECTS[subject]
    if rest in _BECAME:
        return _BECAME[rest].replace("{subject}", subject_text)
    for action in sorted(_ACTIONS, key=len, reverse=True):
        if rest.endswith("-" + action):
            attribute = rest[: -len(action) - 1]
            if attribute in _MEMBER_ATTRIBUTES and action in _MEMBER_ACTIONS:
                return _MEMBER_ACTIONS[action].format(subject=subject_text, attribute=_ATTRIBUTES[attribute],
                                                      value="{value}")
            if attribute in _ATTRIBUTES:
                return _ACTIONS[action].format(
                    subject=subject_text, attribute=_ATTRIBUTES[attribute],
                    **{k: "{" + k + "}" for k in ("from", "to", "value", "date", "min_date")},
                )
    return f"{subject_text}: " + rest.replace("-", " ")


# --- rendering: one renderer per medium --------------------------------------------------------------

MEDIA = ("plain", "markdown", "html")


def value_text(value: Any) -> str:
    """An argument as every message shows it: an empty string as ``""`` (it stays visible in a
    sentence), booleans and null as in JSON, a list as its items joined with ``", "``, a mapping as
    compact JSON, anything else as ``str``."""
    if type(value) is str:
        return value if value else '""'
    if isinstance(value, bool):
        return "true" if value else "false"
    if value is None:
        return "null"
    if isinstance(value, (list, tuple)):
        return ", ".join(value_text(v) for v in value)
    if isinstance(value, dict):
        return json.dumps(value, sort_keys=True, separators=(",", ":"), default=str)
    return str(value)


def code_span(value: str) -> str:
    """``value`` as one Markdown code span, whatever backticks or line breaks it holds."""
    if "`" not in value and "\n" not in value and "\r" not in value and not value.startswith(" "):
        return f"`{value}`"
    value = value.replace("\r", " ").replace("\n", " ")
    longest = max((len(run) for run in re.findall(r"`+", value)), default=0)
    fence = "`" * (longest + 1)
    pad = " " if value.startswith("`") or value.endswith("`") or (value.startswith(" ") and value.strip()) else ""
    return f"{fence}{pad}{value}{pad}{fence}"


def _code_html(value: str) -> str:
    return f"<code>{escape(value.replace(chr(13), ' ').replace(chr(10), ' '))}</code>"  # as a code span reads


_STYLE: dict[str, Callable[[str], str]] = {"plain": str, "markdown": code_span, "html": _code_html}


def format_message(change_or_rule_id: Any, args: dict[str, Any] | None = None, medium: str = "plain") -> str:
    """The message of a change (or of a rule id with ``args``) in ``medium``: ``plain`` (the change's
    ``text``), ``markdown`` (every argument a code span, as seed 001 shows) or ``html`` (escaped text,
    arguments as ``<code>``; a :class:`markupsafe.Markup`). An unknown id is a KeyError."""
    if isinstance(change_or_rule_id, str):
        rid = change_or_rule_id
    else:
        rid = change_or_rule_id.id
        if args is None:
            args = change_or_rule_id.args
    template = _rules()[rid].message
    if medium == "plain":
        values = _Args({k: value_text(v) for k, v in args.items()} if args else ())
    else:
        style = _STYLE[medium]
        values = _Args({k: style(value_text(v)) for k, v in (args or {}).items()})
    if medium == "html":
        return Markup(escape(template).format_map(values))
    return template.format_map(values)


def _rules() -> Any:
    global _RULES
    if _RULES is None:
        from generator.rules.table import RULES

        _RULES = RULES
    return _RULES


_RULES: Any = None


class _Args(dict):  # type: ignore[type-arg]
    """A field the template names but the check did not give stays visible as ``{field}``."""

    def __missing__(self, key: str) -> str:
        return "{" + key + "}"
