"""SDK target: the template context of every model module (one module per class).

Entry point: :func:`model_contexts` (after the registry has seen every schema the SDK uses).
Each context is a plain dict: ``kind`` (model / enum / alias), ``class_name``, ``module``, ``doc``,
``fields`` (python name, wire name, type, default, doc), enum ``members``, alias ``expr``, and the
``imports`` / ``late_imports`` lines. Modules whose classes refer to each other in a cycle import each
other at the bottom (``late_imports``): pydantic resolves the postponed annotations on first use.
"""

from __future__ import annotations

import re
from typing import Any

from generator.render.literals import docstring_text, py_string
from generator.targets.sdk.naming import NameTable, code_words, pascal, safe_identifier, snake
from generator.targets.sdk.registry import Entry, Registry

BASE_MODEL_ATTRS = frozenset(
    {
        "construct", "copy", "dict", "from_orm", "json", "parse_file", "parse_obj", "parse_raw", "schema",
        "schema_json", "update_forward_refs", "validate", "model_config", "model_fields", "model_extra",
        "model_fields_set", "model_computed_fields", "model_construct", "model_copy", "model_dump",
        "model_dump_json", "model_json_schema", "model_parametrized_name", "model_post_init", "model_rebuild",
        "model_validate", "model_validate_json", "model_validate_strings", "self",
    }
)
TYPING_NAMES = ("Any", "Dict", "List", "Optional", "Union", "Annotated", "Literal")
HELPER_NAMES = ("UnknownVariant", "discriminate")  # what generated modules import from `_models`, sorted
_WORD = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")


def model_fields(registry: Registry, entry: Entry) -> list[dict[str, Any]]:
    """The fields of a model class, in spec order, with collision-free Python names."""
    props, required = registry.merged_properties(entry.schema)
    uses = entry.uses
    types = {wire: registry.type_of(prop, entry.class_name + _pascal_hint(wire), uses) for wire, prop in props.items()}
    used_words = code_words(" ".join(types.values()))
    reserved = set(BASE_MODEL_ATTRS) | {"Field", "BaseModel"} | used_words | uses
    names = NameTable()
    fields = []
    for wire, prop in props.items():
        name = names.claim(safe_identifier(snake(wire), prefix="field", reserved=reserved), sep="_")
        t = types[wire]
        # a writeOnly property is never in a response, so a response model cannot require it
        is_required = wire in required and not prop.write_only
        if not is_required and not t.startswith("Optional[") and t not in ("Any", "None"):
            t = f"Optional[{t}]"
        default = None if is_required else "None"
        if name != wire:
            default = f"Field(alias={py_string(wire)})" if is_required else f"Field(default=None, alias={py_string(wire)})"
        fields.append(
            {
                "name": name,
                "wire": wire,
                "type": t,
                "default": default,
                "required": is_required,
                "doc": docstring_text(prop.description),
            }
        )
    return fields


def _pascal_hint(wire: str) -> str:
    return pascal(wire) or "Field"


def enum_members(entry: Entry, registry: Registry) -> tuple[str, list[dict[str, str]]]:
    kind, values = registry.enum_values(entry.schema) or ("str", [])
    names = NameTable({"MRO"})
    members = []
    for i, v in enumerate(values):
        base = snake(str(v)).upper()
        if not base:
            base = "EMPTY" if v == "" else f"VALUE_{i + 1}"
        base = safe_identifier(base, prefix="V")
        if base.startswith("_"):
            base = "V" + base
        members.append({"name": names.claim(base, sep="_"), "value": py_string(v) if kind == "str" else str(v)})
    return kind, members


def build_contexts(registry: Registry) -> list[dict[str, Any]]:
    """Fill every registered entry (registering inline classes found on the way) into a context."""
    contexts: dict[str, dict[str, Any]] = {}
    while registry.pending:
        entry = registry.pending.pop(0)
        contexts[entry.class_name] = _context(registry, entry)
    _add_imports(registry, contexts)
    return [contexts[e.class_name] for e in registry.entries]


def _context(registry: Registry, entry: Entry) -> dict[str, Any]:
    s = entry.schema
    ctx: dict[str, Any] = {
        "kind": entry.kind,
        "class_name": entry.class_name,
        "module": entry.module,
        "wire_name": entry.wire_name,
        "doc": docstring_text(s.description or s.title),
        "fields": [],
        "members": [],
        "enum_base": "str",
        "expr": "",
    }
    if entry.kind == "model":
        ctx["fields"] = model_fields(registry, entry)
    elif entry.kind == "enum":
        ctx["enum_base"], ctx["members"] = enum_members(entry, registry)
    else:
        registry._expanding.add(s.key)
        try:
            ctx["expr"] = registry.base_type(s, entry.class_name, entry.uses, 0)
        finally:
            registry._expanding.discard(s.key)
    return ctx


def _sccs(graph: dict[str, set[str]]) -> dict[str, int]:
    """Tarjan's strongly connected components, iteratively: node -> component number."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    comp: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    counter = 0
    ncomp = 0
    for root in graph:
        if root in index:
            continue
        work = [(root, iter(sorted(graph[root])))]
        index[root] = low[root] = counter
        counter += 1
        stack.append(root)
        on_stack.add(root)
        while work:
            node, it = work[-1]
            advanced = False
            for nxt in it:
                if nxt not in graph:
                    continue
                if nxt not in index:
                    index[nxt] = low[nxt] = counter
                    counter += 1
                    stack.append(nxt)
                    on_stack.add(nxt)
                    work.append((nxt, iter(sorted(graph[nxt]))))
                    advanced = True
                    break
                if nxt in on_stack:
                    low[node] = min(low[node], index[nxt])
            if advanced:
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                while True:
                    w = stack.pop()
                    on_stack.discard(w)
                    comp[w] = ncomp
                    if w == node:
                        break
                ncomp += 1
    return comp


def _add_imports(registry: Registry, contexts: dict[str, dict[str, Any]]) -> None:
    graph = {e.class_name: {u for u in e.uses if u in registry.by_class and u != e.class_name} for e in registry.entries}
    comp = _sccs(graph)
    for e in registry.entries:
        ctx = contexts[e.class_name]
        text = " ".join(f["type"] + " " + (f["default"] or "") for f in ctx["fields"]) + " " + ctx["expr"]
        words = set(_WORD.findall(text))
        typing_names = [n for n in TYPING_NAMES if n in words]
        if e.kind == "alias":
            typing_names.append("TypeAlias")
        ctx["typing_imports"] = sorted(set(typing_names))
        ctx["datetime_imports"] = [n for n in ("date", "datetime") if n in words]
        ctx["pydantic_imports"] = [n for n in ("Discriminator", "Field", "Tag") if n in words]
        ctx["uses_discriminate"] = "discriminate" in words
        ctx["helper_imports"] = [n for n in HELPER_NAMES if n in words]
        deps = sorted(graph[e.class_name])
        top = [d for d in deps if comp[d] != comp[e.class_name] or e.kind == "alias"]
        late = [d for d in deps if d not in top]
        ctx["imports"] = [{"module": registry.by_class[d].module, "name": d} for d in top]
        ctx["late_imports"] = [{"module": registry.by_class[d].module, "name": d} for d in late]
