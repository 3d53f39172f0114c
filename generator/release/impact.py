"""Release stage: which generated Python symbols each change touches (the SDK impact report).

Entry points: :func:`sdk_impact` ``(changes, base, revision, base_symbols, revision_symbols) ->
list[Impact]`` and :func:`symbol_table` (adapts the SDK target's ``symbols()`` result).

For every change it names the client method of the operation (``client.rl.model_resources.stop``), the
Python parameter a request-parameter change is about, and the model fields (``RLModelResources.error``,
``RLModelResourcesError.code``) a property change walks through. A removed thing is looked up in the
base revision's SDK (it no longer exists in the new one); everything else in the new revision's SDK,
falling back to the base. No symbol is invented: what the SDK does not name is left empty.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Protocol

from generator.rules.change import Change
from generator.rules.table import rule
from generator.targets.sdk import symbols

if TYPE_CHECKING:
    from generator.model import Spec
    from generator.model.schema import Schema
    from generator.targets.sdk import SdkConfig, SdkContext


class SymbolTable(Protocol):
    """What the impact report needs to know about one generated SDK."""

    def method(self, method: str, path: str) -> str | None: ...

    def parameter(self, method: str, path: str, location: str, name: str) -> str | None: ...

    def model(self, schema_name: str) -> str | None: ...

    def field(self, schema_name: str, prop: str) -> str | None: ...


@dataclass(frozen=True)
class Impact:
    """One change and the SDK symbols it touches."""

    change: Change
    method: str | None = None  # "client.rl.model_resources.stop"
    parameter: str | None = None  # python name of the parameter
    fields: tuple[str, ...] = ()  # "RLModelResources.error", "RLModelResourcesError.code"
    models: tuple[str, ...] = field(default=())  # model classes named by a schema change

    @property
    def symbols(self) -> tuple[str, ...]:
        out: list[str] = []
        if self.method:
            out.append(f"{self.method}()")
        if self.method and self.parameter:
            out.append(f"{self.method}({self.parameter}=...)")
        out.extend(self.fields)
        out.extend(self.models)
        return tuple(out)

    def to_dict(self) -> dict[str, Any]:
        return {
            "method": self.method,
            "parameter": self.parameter,
            "fields": list(self.fields),
            "models": list(self.models),
        }


_REQUEST_PREFIXES = ("request-", "new-optional-request-", "new-required-request-")


def _removal(change: Change) -> bool:
    """True when the change takes something away (look its symbols up in the base revision)."""
    return rule(change.id).section == "Removed"


def _first_schema(content: dict[str, Any]) -> Schema | None:
    for name in sorted(content, key=lambda m: (not m.endswith("json"), m)):
        schema: Schema | None = content[name].schema
        if schema is not None:
            return schema
    return None


def _root_schema(spec: Spec, change: Change) -> Schema | None:
    if change.operation is None or change.path is None:
        return None
    op = spec.operation(change.operation, change.path)
    if op is None:
        return None
    if change.id.startswith("response-"):
        status = str(change.args.get("status", ""))
        response = op.responses.get(status)
        if response is None:
            return None
        return _first_schema(response.content)
    if op.request_body is not None:
        return _first_schema(op.request_body.content)
    return None


def _holder(schema: Schema, prop: str, seen: set[tuple[str, str]]) -> tuple[Schema, Schema] | None:
    """The (schema declaring ``prop``, the property's schema), looking through compositions and arrays."""
    if schema.key in seen:
        return None
    seen.add(schema.key)
    if prop in schema.properties:
        return schema, schema.properties[prop]
    for part in [*schema.all_of, *schema.one_of, *schema.any_of]:
        found = _holder(part, prop, seen)
        if found:
            return found
    if schema.items is not None:
        return _holder(schema.items, prop, seen)
    return None


def _walk(root: Schema, path: str) -> list[tuple[str | None, str]]:
    """The (holder schema name, property) steps of the ``a/b/c`` property path from ``root``, looking
    through compositions and arrays; the walk stops where the path leaves the schemas."""
    current: Schema | None = root
    steps: list[tuple[str | None, str]] = []
    for segment in path.split("/"):
        if not segment:
            continue
        if current is None:
            break
        found = _holder(current, segment, set())
        if found is None:
            if segment == "items" and current.items is not None:
                current = current.items
                continue
            break
        holder, current = found
        steps.append((holder.name, segment))
    return steps


def _lookup(tables: list[SymbolTable | None], fn: str, *args: str) -> str | None:
    for table in tables:
        if table is None:
            continue
        value = getattr(table, fn)(*args)
        if value:
            return str(value)
    return None


def _property_fields(
    change: Change,
    prop: str,
    specs: list[Spec],
    tables: list[SymbolTable | None],
) -> list[str]:
    """``Model.field`` for each step of the property path, from the first revision that has it."""
    fields: list[str] = []
    for spec in specs:
        root = _root_schema(spec, change)
        steps = _walk(root, prop) if root is not None else []
        if steps:
            for holder, segment in steps:
                model = _lookup(tables, "model", holder) if holder else None
                attr = (_lookup(tables, "field", holder, segment) if holder else None) or segment
                if model:
                    fields.append(f"{model}.{attr}")
            break
    return fields


def impact_of(
    change: Change,
    base: Spec | None,
    revision: Spec | None,
    base_symbols: SymbolTable | None,
    revision_symbols: SymbolTable | None,
) -> Impact:
    """The SDK symbols one change touches."""
    removal = _removal(change)
    specs = [s for s in ((base, revision) if removal else (revision, base)) if s is not None]
    tables = [base_symbols, revision_symbols] if removal else [revision_symbols, base_symbols]
    method = parameter = None
    fields: list[str] = []
    models: list[str] = []
    if change.operation and change.path:
        method = _lookup(tables, "method", change.operation, change.path)
        location, name = change.args.get("location"), change.args.get("name")
        if isinstance(location, str) and isinstance(name, str) and "parameter" in change.id:
            parameter = _lookup(tables, "parameter", change.operation, change.path, location, name)
        prop = change.args.get("property")
        if parameter is None and isinstance(prop, str) and prop and change.id.startswith(_REQUEST_PREFIXES):
            top = prop.split("/", 1)[0]
            parameter = _lookup(tables, "parameter", change.operation, change.path, "body", top)
        if isinstance(prop, str) and prop:
            fields.extend(_property_fields(change, prop, specs, tables))
    schema_name = change.args.get("schema")
    if isinstance(schema_name, str):
        model = _lookup(tables, "model", schema_name)
        if model:
            models.append(model)
    return Impact(change, method, parameter, tuple(fields), tuple(models))


def sdk_impact(
    changes: Iterable[Change],
    base: Spec | None,
    revision: Spec | None,
    base_symbols: SymbolTable | None,
    revision_symbols: SymbolTable | None,
) -> list[Impact]:
    """:func:`impact_of` for every change, in order."""
    return [impact_of(c, base, revision, base_symbols, revision_symbols) for c in changes]


class _SdkSymbolsAdapter:
    """Reads the SDK target's :class:`generator.targets.sdk.SdkSymbols` through :class:`SymbolTable`.

    The symbols are computed on the first lookup: the base revision's table is often never asked."""

    def __init__(self, spec: Spec | SdkContext, package_name: str, config: SdkConfig | None = None) -> None:
        self._spec = spec
        self._package = package_name
        self._config = config
        self._raw: Any = None

    @property
    def raw(self) -> Any:
        if self._raw is None:
            self._raw = symbols(self._spec, self._package, config=self._config)
        return self._raw

    def method(self, method: str, path: str) -> str | None:
        op = self.raw.operations.get((method, path))
        return str(op.call) if op is not None else None

    def parameter(self, method: str, path: str, location: str, name: str) -> str | None:
        op = self.raw.operations.get((method, path))
        if op is None:
            return None
        key = (location, name.lower() if location == "header" else name)
        found = op.params.get(key) or op.params.get((location, name))
        return str(found) if found else None

    def model(self, schema_name: str) -> str | None:
        entry = self.raw.schemas.get(schema_name)
        return str(entry.class_name) if entry is not None else None

    def field(self, schema_name: str, prop: str) -> str | None:
        entry = self.raw.schemas.get(schema_name)
        if entry is None:
            return None
        found = entry.fields.get(prop)
        return str(found) if found else None


def symbol_table(spec: Spec | SdkContext, package_name: str, config: SdkConfig | None = None) -> _SdkSymbolsAdapter:
    """The SDK's symbol table for ``spec`` or its SDK context (computed when first asked); ``config`` (a ``revgen.yaml``) defaults to the one beside
    the spec."""
    return _SdkSymbolsAdapter(spec, package_name, config)


def known_symbols(raw: Any) -> _SdkSymbolsAdapter:
    """The symbol table of already computed :class:`generator.targets.sdk.SdkSymbols` (worked out in
    another process, for one)."""
    table = _SdkSymbolsAdapter(None, raw.package)  # type: ignore[arg-type]
    table._raw = raw
    return table
