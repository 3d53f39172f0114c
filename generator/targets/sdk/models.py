"""SDK target: the template context of every model class and of every module under ``models/``.

Entry points: :func:`build_contexts` (after the registry has seen every schema the SDK uses) and
:func:`module_contexts`. A class's context is a plain dict: ``kind`` (model / enum / alias),
``class_name``, ``module``, ``doc``, ``fields`` (python name, wire name, type, default, doc), enum
``members``, alias ``expr``. The modules are laid out as Stainless lays them: a component schema's
class and a method's inline answer each have a module, and the inline models and enums met in a
model's fields are in its module, written before the classes that name them. A module's context holds
its classes and its ``imports`` / ``late_imports`` (``{module, names}``): modules that import each other
in a cycle do so at the bottom (``late_imports``), and pydantic resolves the postponed annotations on
first use.
"""

from __future__ import annotations

import re
from typing import Any

from generator.render.literals import docstring_text, py_string
from generator.targets.sdk.naming import NameTable, code_words, pascal, safe_identifier, snake
from generator.targets.sdk.registry import Entry, Registry, import_lines

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
        registry.owner = entry if entry.kind == "model" else None
        contexts[entry.class_name] = _context(registry, entry)
    registry.owner = None
    _add_names(contexts)
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


def _add_names(contexts: dict[str, dict[str, Any]]) -> None:
    """The names each class's annotations use, for its module's imports."""
    for ctx in contexts.values():
        text = " ".join(f["type"] + " " + (f["default"] or "") for f in ctx["fields"]) + " " + ctx["expr"]
        words = set(_WORD.findall(text))
        typing_names = [n for n in TYPING_NAMES if n in words]
        if ctx["kind"] == "alias":
            typing_names.append("TypeAlias")
        ctx["typing_imports"] = sorted(set(typing_names))
        ctx["datetime_imports"] = [n for n in ("date", "datetime") if n in words]
        ctx["pydantic_imports"] = [n for n in ("Discriminator", "Field", "Tag") if n in words]
        ctx["helper_imports"] = [n for n in HELPER_NAMES if n in words]


def module_contexts(registry: Registry, contexts: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The template context of every module under ``models/``, in the order of their first classes:
    ``kind`` (``alias`` for a type alias's module, else ``model``), ``module``, ``classes`` (each class
    after the classes of its module it names), the names imported from the standard library, pydantic
    and ``.._models``, and the classes of other modules, by module: at the top, or at the bottom
    (``late_imports``) where the two modules import each other, directly or not."""
    graph = {e.class_name: {u for u in e.uses if u in registry.by_class and u != e.class_name} for e in registry.entries}
    grouped: dict[str, list[dict[str, Any]]] = {}
    for c in contexts:
        grouped.setdefault(c["module"], []).append(c)
    module_of = {c["class_name"]: c["module"] for c in contexts}
    needs = {m: {module_of[d] for c in members for d in graph[c["class_name"]]} - {m} for m, members in grouped.items()}
    comp = _sccs(needs)
    out = []
    for module, members in grouped.items():
        alias = members[0]["kind"] == "alias"
        lines = import_lines({d for c in members for d in graph[c["class_name"]] if module_of[d] != module}, module_of.__getitem__)
        top = [line for line in lines if alias or comp[line["module"]] != comp[module]]
        kinds = {c["kind"] for c in members}
        base = ["BaseModel"] if "model" in kinds else []
        enums = sorted({"Open" + c["enum_base"].capitalize() + "Enum" for c in members if c["kind"] == "enum"})
        helpers = {n for c in members for n in c["helper_imports"]}
        typing_names = {n for c in members for n in c["typing_imports"]}
        dates = {n for c in members for n in c["datetime_imports"]}
        pydantic_names = {n for c in members for n in c["pydantic_imports"]}
        out.append({
            "kind": "alias" if alias else "model",
            "module": module,
            "names": [c["class_name"] for c in members],  # its ``__all__``: the module's own class first
            "classes": _dependencies_first(members, graph),
            "typing_imports": sorted(typing_names),
            "datetime_imports": [n for n in ("date", "datetime") if n in dates],
            "pydantic_imports": [n for n in ("Discriminator", "Field", "Tag") if n in pydantic_names],
            "helper_imports": [n for n in HELPER_NAMES if n in helpers],
            "models_imports": base + enums + [n for n in HELPER_NAMES if n in helpers],
            "imports": top,
            "late_imports": [line for line in lines if line not in top],
        })
    return out


def _dependencies_first(members: list[dict[str, Any]], graph: dict[str, set[str]]) -> list[dict[str, Any]]:
    """A module's classes, each after the ones of the module it names (a cycle in the order first met),
    so pydantic completes a model when its class is made."""
    by_name = {c["class_name"]: c for c in members}
    place = {name: i for i, name in enumerate(by_name)}
    order: list[dict[str, Any]] = []
    seen: set[str] = set()

    def visit(name: str) -> None:
        seen.add(name)
        for d in sorted((d for d in graph[name] if d in place), key=place.__getitem__):
            if d not in seen:
                visit(d)
        order.append(by_name[name])

    for c in members:
        if c["class_name"] not in seen:
            visit(c["class_name"])
    return order
