"""What is reported does not depend on the order a spec lists its components in (the order in which
recursive components get hashed and compared): shuffling ``components.schemas`` of both revisions
leaves every change, and so the count at every operation, as it was. On our fixture always; on
Stripe 002 -> 004 (a deep web of mutually recursive components) when ../shared is present."""

from __future__ import annotations

import json
import random
from collections import Counter
from pathlib import Path

import pytest
import yaml

from generator.rules.engine import compute_changes
from generator.load import load_spec

FIXTURE = Path(__file__).resolve().parent.parent / "mutation" / "fixtures" / "shop.yaml"
STRIPE = ("stripe/002_2022-01-12_28e1e6d.json", "stripe/004_2022-04-13_e0123a3.json")


def _shuffled(doc: dict, seed: int) -> dict:
    out = json.loads(json.dumps(doc))
    for kind in ("schemas", "responses", "parameters"):
        section = out.get("components", {}).get(kind)
        if isinstance(section, dict):
            names = list(section)
            random.Random(f"{seed}:{kind}").shuffle(names)
            out["components"][kind] = {n: section[n] for n in names}
    return out


def _report(tmp_path: Path, base: dict, rev: dict, tag: str) -> Counter:
    a, b = tmp_path / f"base-{tag}.json", tmp_path / f"rev-{tag}.json"
    a.write_text(json.dumps(base))
    b.write_text(json.dumps(rev))
    changes = compute_changes(load_spec(str(a)), load_spec(str(b)), locate=False)
    return Counter((c.id, c.operation, c.path, c.args.get("property"), c.args.get("status")) for c in changes)


def _per_operation(report: Counter) -> Counter:
    out: Counter = Counter()
    for key, n in report.items():
        out[(key[1], key[2])] += n
    return out


def _edited_fixture() -> tuple[dict, dict]:
    base = yaml.safe_load(FIXTURE.read_text())
    rev = json.loads(json.dumps(base))
    schemas = rev["components"]["schemas"]
    schemas["Customer"]["properties"]["name"]["type"] = "integer"  # Customer <-> Card
    return base, rev


def test_fixture_changes_do_not_depend_on_component_order(tmp_path: Path) -> None:
    base, rev = _edited_fixture()
    expected = _report(tmp_path, base, rev, "plain")
    # Customer <-> Card is reached from these five operations (directly, through Card, Charge and
    # the default Error response): the change is reported at every one of them
    assert {(k[1], k[2]) for k in expected if k[0] == "response-property-type-changed"} == {
        ("GET", "/customers"), ("POST", "/customers"), ("GET", "/customers/{id}"), ("GET", "/cards/{id}"),
        ("GET", "/charges")}
    for seed in range(4):
        assert _report(tmp_path, _shuffled(base, seed), _shuffled(rev, seed + 100), f"s{seed}") == expected, seed


def test_stripe_changes_do_not_depend_on_component_order(tmp_path: Path, shared_dir: Path) -> None:
    base, rev = (json.loads((shared_dir / "specs" / p).read_text()) for p in STRIPE)
    expected = _report(tmp_path, base, rev, "plain")
    shuffled = _report(tmp_path, _shuffled(base, 1), _shuffled(rev, 2), "shuffled")
    assert sum(shuffled.values()) == sum(expected.values())
    assert _per_operation(shuffled) == _per_operation(expected)
    assert shuffled == expected
