"""SDK target: minimal valid values for a schema, and the example calls of the package README.

Entry points: :func:`minimal_value` (a JSON value the schema accepts: the spec's own ``example`` /
``examples`` / ``default`` / first ``enum`` value when it has one, else the smallest value built from
type, format, length and range constraints and the required properties), :func:`py_literal` (that
value as Python source) and :func:`required_arguments` (the required arguments of one operation,
wire name -> value). The tests call every generated method with these values against a mock server.
:func:`argument_parameters` is the one list of an operation's parameters that are method arguments.
"""

from __future__ import annotations

from typing import Any

from generator.model import MISSING, Operation, Parameter, Schema
from generator.model.schema import of_type
from generator.render.literals import py_string
from generator.targets.sdk.pattern import matches, pattern_value

MAX_DEPTH = 12
FILE = ("file.txt", b"hello", "text/plain")  # what a required upload gets
_FORMATS = {
    "date-time": "2024-01-01T00:00:00Z",
    "date": "2024-01-01",
    "time": "00:00:00Z",
    "email": "user@example.com",
    "uuid": "00000000-0000-4000-8000-000000000000",
    "uri": "https://example.com",
    "url": "https://example.com",
    "hostname": "example.com",
    "ipv4": "127.0.0.1",
    "ipv6": "::1",
}


def _declared_example(schema: Schema) -> Any:
    raw = schema.raw
    if "example" in raw and raw["example"] is not None:
        return raw["example"]
    examples = raw.get("examples")
    if isinstance(examples, list) and examples and examples[0] is not None:
        return examples[0]
    if schema.default is not MISSING and schema.default is not None:
        return schema.default
    return MISSING


def _fits(value: Any, schema: Schema) -> bool:
    """A loose check that a declared example has the schema's type (specs drift); an integral float
    is no ``integer`` here (the generated code's ``int``)."""
    types = schema.types
    if not types:
        return True
    return any(of_type(value, t) and not (t == "integer" and isinstance(value, float)) for t in types)


def minimal_value(schema: Schema | None, depth: int = 0, *, for_file: bool = False) -> Any:
    """A small value ``schema`` accepts (see the module docstring)."""
    if schema is None or schema.is_boolean or depth > MAX_DEPTH:
        return "string"
    if for_file and schema.format == "binary":
        return FILE
    if "const" in schema.raw:
        return schema.raw["const"]
    enum = [v for v in (schema.enum or []) if v is not None]
    if enum:
        return enum[0]
    example = _declared_example(schema)
    if example is not MISSING and _fits(example, schema) and not (schema.read_only or schema.properties):
        return example
    if (schema.one_of or schema.any_of) and schema.properties and not _alternatives_only(schema):
        return _object(schema, depth)  # its own properties and one member's (Vercel's DNS record body)
    if (schema.one_of or schema.any_of) and not _alternatives_only(schema):
        variants = [v for v in (schema.one_of or schema.any_of) if not (v.types == ("null",))]
        if variants and _tag(schema):
            return _tagged(schema, variants[0], depth)
        return minimal_value(_distinct_variant(variants) if variants else None, depth + 1, for_file=for_file)
    if schema.properties or (schema.all_of and _merged(schema)[0]):
        return _object(schema, depth)
    if schema.all_of:
        return minimal_value(schema.all_of[0], depth + 1, for_file=for_file)
    types = [t for t in schema.types if t != "null"] or (["array"] if schema.items is not None else ["object"] if schema.additional_properties is not None else ["string"])
    t = types[0]
    if t == "object":
        return _object(schema, depth)
    if t == "array":
        count = max(int(schema.raw.get("minItems", 1) or 0), 1)
        item = minimal_value(schema.items, depth + 1, for_file=for_file)
        return [item] * count
    if t == "boolean":
        return True
    if t in ("integer", "number"):
        return _number(schema, t == "integer")
    if t == "string":
        return _string(schema)
    return "string"


def _tag(schema: Schema) -> str | None:
    disc = schema.discriminator
    name = disc.get("propertyName") if disc else None
    return name if isinstance(name, str) else None


def _tagged(schema: Schema, member: Schema, depth: int) -> Any:
    """The value of a ``oneOf``/``anyOf`` with a ``discriminator``: its tag picks the member, so the
    first member serves (no need for one no other member accepts), with the tag value the
    ``mapping`` gives that member where its own schema leaves several (DigitalOcean's volume actions:
    ``type`` is any of attach, detach, resize in every member; the value must be ``attach``'s)."""
    value = minimal_value(member, depth + 1)
    tag = _tag(schema)
    mapping = (schema.discriminator or {}).get("mapping")
    if isinstance(value, dict) and tag in value and member.name and isinstance(mapping, dict):
        keys = [k for k, ref in mapping.items() if isinstance(ref, str) and ref.rsplit("/", 1)[-1] == member.name]
        if keys and value[tag] not in keys:
            value[tag] = keys[0]
    return value


def _distinct_variant(variants: list[Schema]) -> Schema:
    """A ``oneOf`` variant whose minimal value matches no other variant: an object variant whose
    required properties do not include all the required properties of another one (a value with
    them would match that one too). The first variant when none stands out."""
    required = [_merged(v)[1] if (v.properties or v.all_of) else None for v in variants]
    for i, own in enumerate(required):
        if own is None:
            return variants[i]
        if not any(other is not None and j != i and other <= own for j, other in enumerate(required)):
            return variants[i]
    return variants[0]


def _object(schema: Schema, depth: int, *, for_file: bool = False) -> dict[str, Any]:
    props, required = _merged(schema)
    out: dict[str, Any] = {}
    for name, prop in props.items():
        if name in required and not prop.read_only:
            out[name] = minimal_value(prop, depth + 1, for_file=for_file)
    for name in sorted(required - set(props)):  # required, but of no declared schema: any value will do
        out[name] = minimal_value(None)
    member = _member(schema)
    if member is not None:  # an object that is also one of several shapes: that shape's required values too
        value = minimal_value(member, depth + 1, for_file=for_file)
        if isinstance(value, dict):
            out.update(value)
    return out


def _member(schema: Schema) -> Schema | None:
    """The ``oneOf``/``anyOf`` member an object with properties of its own is given a value from."""
    if not (schema.one_of or schema.any_of) or _alternatives_only(schema) or _required_alternative(schema):
        return None
    variants = [v for v in (schema.one_of or schema.any_of) if not (v.types == ("null",))]
    return _distinct_variant(variants) if variants else None


def _merged(schema: Schema) -> tuple[dict[str, Schema], set[str]]:
    props: dict[str, Schema] = {}
    required: set[str] = set()
    todo = [schema]
    seen: set[tuple[str, str]] = set()
    while todo and len(seen) < 64:
        s = todo.pop(0)
        if s.key in seen:
            continue
        seen.add(s.key)
        todo.extend(s.all_of)
        for name, prop in s.properties.items():
            # a property two parts declare: the one that pins its values (Bitbucket's selector `type`,
            # an enum in one part, a plain string in the other) is the one a value must meet
            if name not in props or (_pinned(prop) and not _pinned(props[name])):
                props[name] = prop
        required.update(s.required)
        required.update(_required_alternative(s))
    return props, required


def _pinned(schema: Schema) -> bool:
    return "const" in schema.raw or bool(schema.enum)


CONSTRAINT_KEYS = frozenset({"required", "description", "title"})


def _required_alternative(schema: Schema) -> tuple[str, ...]:
    """``anyOf: [{required: [a]}, {required: [b]}]`` (one of some properties is required): the first
    alternative's names; () when the ``anyOf``/``oneOf`` is not such a list of alternatives."""
    variants = schema.any_of or schema.one_of
    if not variants or not all(isinstance(v.raw, dict) and set(v.raw) <= CONSTRAINT_KEYS for v in variants):
        return ()
    return variants[0].required


def _alternatives_only(schema: Schema) -> bool:
    return bool(_required_alternative(schema)) and bool(schema.properties)


def _number(schema: Schema, integer: bool) -> int | float:
    raw = schema.raw
    low = raw.get("minimum")
    excl = raw.get("exclusiveMinimum")
    high = raw.get("maximum")
    value: float = 1
    if isinstance(low, (int, float)) and not isinstance(low, bool):
        value = low + (1 if excl is True else 0)
    if isinstance(excl, (int, float)) and not isinstance(excl, bool):
        value = excl + 1
    if isinstance(high, (int, float)) and not isinstance(high, bool) and value > high:
        value = high
    step = raw.get("multipleOf")
    if isinstance(step, (int, float)) and not isinstance(step, bool) and step > 0 and value % step:
        value = step * (int(value / step) + 1)
    return int(value) if integer else float(value)


def _string(schema: Schema) -> str:
    fmt = schema.format or ""
    if fmt in _FORMATS:
        return _FORMATS[fmt]
    raw = schema.raw
    text = "string"
    low = raw.get("minLength")
    high = raw.get("maxLength")
    pattern = raw.get("pattern")
    if isinstance(pattern, str) and not matches(pattern, text):  # Twilio's ``^AC[0-9a-fA-F]{32}$``
        found = pattern_value(pattern, low if isinstance(low, int) else 0, high if isinstance(high, int) else None)
        if found is not None:
            return found
    if isinstance(low, int) and len(text) < low:
        text = text + "x" * (low - len(text))
    if isinstance(high, int) and len(text) > high:
        text = text[: max(high, 0)]
    return text


# header parameters that are no arguments: OpenAPI ignores Accept, Content-Type and Authorization
# (the answer's media types, the body's, the security scheme set them); the HTTP client writes
# Content-Length from the body it sends
NOT_ARGUMENT_HEADERS = frozenset({"accept", "content-type", "authorization", "content-length"})


def argument_parameters(op: Operation) -> list[Parameter]:
    """The parameters of ``op`` a method takes as arguments, in the spec's order."""
    return [
        p for p in op.parameters.values()
        if not (p.location == "header" and p.name.lower() in NOT_ARGUMENT_HEADERS)
    ]


def required_arguments(op: Operation) -> dict[tuple[str, str], Any]:
    """Minimal values for the required arguments of ``op``: ``{(in, wire name): value}``, ``in``
    being path/query/header/cookie, ``body`` for a property of an object body, or ``("body", "")``
    for a whole body that is not an object."""
    out: dict[tuple[str, str], Any] = {}
    for p in argument_parameters(op):
        if p.required or p.location == "path":
            schema = p.schema
            if schema is None and p.content:
                schema = next(iter(p.content.values())).schema
            out[(p.location, p.name)] = minimal_value(schema)
    rb = op.request_body
    if rb is None or not rb.content:
        return out
    media = next(iter(rb.content))
    for m in rb.content:
        if m.split(";")[0].strip().lower() == "application/json":
            media = m
            break
    schema = rb.content[media].schema
    multipart = media.lower().startswith("multipart/")
    if schema is not None and (schema.properties or schema.all_of):
        for name, value in _object(schema, 0, for_file=multipart).items():
            out[("body", name)] = value
    elif rb.required:
        out[("body", "")] = minimal_value(schema, for_file=True)
    return out


def py_literal(value: Any) -> str:
    """``value`` (JSON data, bytes or a tuple) as Python source."""
    if isinstance(value, str):
        return py_string(value)
    if isinstance(value, bool) or value is None:
        return repr(value)
    if isinstance(value, (int, float)):
        return repr(value)
    if isinstance(value, bytes):
        return repr(value)
    if isinstance(value, tuple):
        return "(" + ", ".join(py_literal(v) for v in value) + ("," if len(value) == 1 else "") + ")"
    if isinstance(value, list):
        return "[" + ", ".join(py_literal(v) for v in value) + "]"
    if isinstance(value, dict):
        return "{" + ", ".join(f"{py_string(str(k))}: {py_literal(v)}" for k, v in value.items()) + "}"
    return py_string(str(value))
