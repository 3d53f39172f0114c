"""Targets stage: code samples for every operation (curl, Python, JavaScript, PHP, Go, Java, Ruby).

Entry points: :func:`generate_samples` (``{relative path: text}`` for a whole spec, what
``revgen samples`` writes), :func:`operation_samples` (one operation's samples, used on the docs pages)
and :func:`sample_request` (the plain request a sample shows: method, full URL with path parameters as
``{placeholders}``, auth header, JSON body synthesized from the schema). Each language is one template
in ``templates/samples/``; every spec value reaches it through a per-language escaping filter
(:mod:`generator.render.literals`).
"""

from __future__ import annotations

import re
import weakref
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import quote

import jinja2

from generator.model import MISSING, Operation, Spec
from generator.render import environment, render_with
from generator.targets.docs_names import operation_slugs
from generator.targets.examples import jsonable, media_example, schema_example, to_json_text

# (key, label, template, file extension, fenced-code language)
LANGUAGES: tuple[tuple[str, str, str, str, str], ...] = (
    ("curl", "cURL", "samples/curl.sh.jinja", "sh", "bash"),
    ("python", "Python", "samples/python.py.jinja", "py", "python"),
    ("javascript", "JavaScript", "samples/javascript.js.jinja", "js", "javascript"),
    ("php", "PHP", "samples/php.php.jinja", "php", "php"),
    ("go", "Go", "samples/go.go.jinja", "go", "go"),
    ("java", "Java", "samples/java.java.jinja", "java", "java"),
    ("ruby", "Ruby", "samples/ruby.rb.jinja", "rb", "ruby"),
)

DEFAULT_BASE_URL = "http://localhost"


FILE_PLACEHOLDER = "path/to/file"
FORM_KINDS = {"multipart/form-data": "multipart", "application/x-www-form-urlencoded": "urlencoded"}


@dataclass(frozen=True)
class FormField:
    """One form field a sample sends: a text value, or (multipart only) a file read from ``path``."""

    name: str
    value: str
    is_file: bool = False

    def context(self) -> dict[str, Any]:
        return {"name": self.name, "value": self.value, "file": self.is_file, "name_urlencoded": quote(self.name, safe="")}


@dataclass
class SampleRequest:
    """What every sample of one operation sends."""

    method: str  # upper case
    url: str
    headers: list[tuple[str, str]] = field(default_factory=list)
    body: Any = MISSING  # JSON-like data, or MISSING
    body_text: str | None = None  # the body as sent (JSON text, or raw text for other media types)
    media_type: str | None = None
    form_kind: str | None = None  # "multipart" or "urlencoded" when the body is sent as form fields
    form: list[FormField] = field(default_factory=list)

    @property
    def has_body(self) -> bool:
        return self.body_text is not None or self.form_kind is not None

    def context(self) -> dict[str, Any]:
        return {
            "method": self.method,
            "method_lower": self.method.lower(),
            "method_title": self.method.title(),
            "url": self.url,
            "headers": self.headers,
            "has_body": self.has_body,
            "body": self.body if self.body is not MISSING else None,
            "body_is_json": self.body is not MISSING,
            "body_text": self.body_text or "",
            "media_type": self.media_type or "",
            "form_kind": self.form_kind or "",
            "form": [f.context() for f in self.form],
            "form_text": [f.context() for f in self.form if not f.is_file],
            "form_files": [f.context() for f in self.form if f.is_file],
            "https": self.url.startswith("https://"),
        }


def base_url(spec: Spec, operation: Operation | None = None) -> str:
    """The first server's URL (variables at their defaults), without a trailing slash."""
    servers = (operation.servers if operation is not None else []) or spec.servers
    if not servers:
        return DEFAULT_BASE_URL
    url = servers[0].resolved_url().rstrip("/")
    if not re.match(r"^[A-Za-z][A-Za-z0-9+.-]*://", url):
        url = DEFAULT_BASE_URL + ("" if url.startswith("/") or not url else "/") + url
    return url


def auth_requirement(spec: Spec, operation: Operation) -> list[tuple[str, Any]]:
    """The security schemes of the operation's first requirement (or the document's): ``[(name, scheme)]``."""
    requirements = operation.security if operation.security is not None else spec.security
    if not requirements:
        return []
    first = requirements[0]
    schemes = spec.security_schemes
    return [(name, schemes[name]) for name in first if name in schemes]


def auth_headers(spec: Spec, operation: Operation) -> tuple[list[tuple[str, str]], list[tuple[str, str]]]:
    """``(headers, query)`` placeholders the operation's auth needs."""
    headers: list[tuple[str, str]] = []
    query: list[tuple[str, str]] = []
    for _, scheme in auth_requirement(spec, operation):
        kind = (scheme.type or "").lower()
        if kind == "http" and scheme.scheme == "basic":
            headers.append(("Authorization", "Basic <encoded-value>"))
        elif kind == "http" and scheme.scheme not in (None, "bearer"):
            headers.append(("Authorization", f"{scheme.scheme.title()} <token>"))
        elif kind in ("http", "oauth2", "openidconnect"):
            headers.append(("Authorization", "Bearer <token>"))
        elif kind == "apikey" and scheme.param_name:
            if scheme.location == "query":
                query.append((scheme.param_name, "<api-key>"))
            elif scheme.location == "cookie":
                headers.append(("Cookie", f"{scheme.param_name}=<api-key>"))
            else:
                headers.append((scheme.param_name, "<api-key>"))
    return headers, query


def _json_media(content: dict[str, Any]) -> str | None:
    for name in content:
        base = name.split(";")[0].strip().lower()
        if base == "application/json" or base.endswith("+json"):
            return name
    return None


def _scalar_text(value: Any, fallback: str) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (str, int, float)) and value is not MISSING:
        return str(value)
    return fallback


def sample_request(spec: Spec, operation: Operation) -> SampleRequest:
    """The request the samples of ``operation`` show."""
    headers, query = auth_headers(spec, operation)
    for param in operation.parameters.values():
        if not param.required or param.location not in ("query", "header"):
            continue
        value: Any = param.example
        if value is MISSING and param.schema is not None:
            value = schema_example(param.schema, direction="request")
        text = _scalar_text(value, f"<{param.name}>")
        if param.location == "query":
            query.append((param.name, text))
        else:
            headers.append((param.name, text))
    url = base_url(spec, operation) + operation.path
    if query:
        url += "?" + "&".join(f"{quote(k, safe='')}={quote(v, safe='<>')}" for k, v in query)
    request = SampleRequest(method=operation.method, url=url, headers=headers)
    body = operation.request_body
    if body is not None and body.content:
        media_name = _json_media(body.content)
        if media_name is not None:
            request.body, request.body_text = _json_body(body.content[media_name])
            request.media_type = "application/json"
        else:
            media_name = next(iter(body.content))
            media = body.content[media_name]
            data = media_example(media, direction="request")
            kind = FORM_KINDS.get(media_name.split(";")[0].strip().lower())
            request.media_type = media_name
            if kind is not None and isinstance(data, dict):
                request.form_kind = kind
                request.form = form_fields(media.schema, data, files=kind == "multipart")
            else:
                request.body_text = data if isinstance(data, str) else to_json_text(data)
        if request.form_kind != "multipart":  # a multipart Content-Type needs the boundary the client picks
            request.headers.append(("Content-Type", request.media_type))
    return request


def _json_body(media: Any) -> tuple[Any, str]:
    """A JSON request body's example data and text."""
    data = jsonable(media_example(media, direction="request"))
    return data, to_json_text(data)


def _file_properties(schema: Any) -> set[str]:
    """Names of the properties of an object schema (``allOf`` parts merged) that hold a file's bytes."""
    names: set[str] = set()
    if schema is None or schema.is_boolean:
        return names
    for part in [schema, *schema.all_of]:
        for name, prop in part.properties.items():
            target = prop.items if prop.type == "array" and prop.items is not None else prop
            if target.is_boolean:
                continue
            if target.format == "binary" or target.has("contentMediaType"):
                names.add(name)
    return names


def form_fields(schema: Any, data: dict[str, Any], *, files: bool) -> list[FormField]:
    """The form fields for an example object: scalars as text, objects and arrays as JSON text, and
    (multipart) binary properties as files."""
    file_names = _file_properties(schema) if files else set()
    out = []
    for name, value in data.items():
        key = str(name)
        if key in file_names:
            out.append(FormField(key, FILE_PLACEHOLDER, True))
        elif isinstance(value, (dict, list)):
            out.append(FormField(key, to_json_text(value, indent=None)))
        else:
            out.append(FormField(key, _scalar_text(value, "") if value is not None else ""))
    return out


def render_samples(request: SampleRequest, templates: str | None = None) -> list[dict[str, str]]:
    """``[{key, label, lang, ext, code}]`` for every language, in a fixed order."""
    env = environment(templates)
    context = request.context()
    # the built-in templates never change in a run; a user's folder may between calls (checked anew)
    loaded = _LOADED.setdefault(env, {}) if templates is None else {}
    out = []
    for key, label, template, ext, lang in LANGUAGES:
        code = _render(env, loaded, template, context)
        out.append({"key": key, "label": label, "lang": lang, "ext": ext, "code": clean_text(code).rstrip("\n") + "\n"})
    return out


_LOADED: weakref.WeakKeyDictionary[Any, dict[str, Any]] = weakref.WeakKeyDictionary()


def _render(env: Any, loaded: dict[str, Any], name: str, context: dict[str, Any]) -> str:
    """``render_with(env, name, context)`` with each template looked up once in ``loaded`` (a docs site
    renders the seven samples of every operation: Jinja would check each template's file on every
    lookup); a template error is reported as ``render_with`` reports it."""
    try:
        template = loaded.get(name)
        if template is None:
            template = loaded[name] = env.get_template(name)
        return str(template.render(context))
    except jinja2.TemplateError:
        return render_with(env, name, context)  # raises the one-line error


def operation_samples(spec: Spec, operation: Operation, templates: str | None = None) -> list[dict[str, str]]:
    return render_samples(sample_request(spec, operation), templates)


def clean_text(text: str) -> str:
    """Drop what cannot be written as UTF-8 (lone surrogates) so a hostile spec cannot crash a write.
    ASCII text (most pages) has none and is given back as it is, without a copy made and decoded."""
    if text.isascii():
        return text
    return text.encode("utf-8", "replace").decode("utf-8")


def generate_samples(spec: Spec, templates: str | None = None) -> dict[str, str]:
    """Every operation's samples: ``{<operation slug>/<language>.<ext>: code}`` plus ``index.md``
    (``templates/samples/index.md.jinja``)."""
    files: dict[str, str] = {}
    slugs = operation_slugs(spec.operations.values())
    operations = []
    for key in sorted(spec.operations, key=lambda k: slugs[k]):
        op = spec.operations[key]
        slug = slugs[key]
        samples = operation_samples(spec, op, templates)
        operations.append({"method": op.method, "path": op.path, "slug": slug, "samples": samples})
        for sample in samples:
            files[f"{slug}/{sample['key']}.{sample['ext']}"] = sample["code"]
    index = render_with(environment(templates), "samples/index.md.jinja", {"title": spec.title, "operations": operations})
    files["index.md"] = clean_text(index)
    return files
