"""revgen fleet: the site it writes from a small fleet of our own (folders, fleet.yaml, git)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from fleet_helpers import FLEET, copy_fleet, differences, tree
from generator.fleet import FleetOptions, build_fleet, read_fleet
from generator.history import build_history
from generator.load.revisions import list_revisions
from generator.output import write_tree
from generator.targets.docs import generate_docs


def revgen(*args: str, cwd: Path | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "generator", *args], capture_output=True, text=True, cwd=cwd)


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("fleet") / "site"
    stats = build_fleet(str(FLEET), FleetOptions(output=str(out), jobs=1))
    assert (stats.apis, stats.rendered, stats.failed) == (3, 3, 0)
    return out


def test_each_api_is_written_exactly_as_revgen_docs_writes_it(site: Path, tmp_path: Path) -> None:
    """As ``revgen docs`` writes it as one API of the fleet: the fleet's header on every page, the
    fleet's search (no search index of its own)."""
    for name in ("billing", "pets", "weather"):
        alone = tmp_path / name
        write_tree(alone, generate_docs(build_history(list_revisions(str(FLEET / name))), fleet={"title": "API fleet", "root": "../../"}))
        (alone / ".revgen-output").unlink()
        assert differences(alone, site / "apis" / name) == []


def test_worker_count_and_cache_do_not_change_a_byte(site: Path, tmp_path: Path) -> None:
    two = tmp_path / "two"
    build_fleet(str(FLEET), FleetOptions(output=str(two), jobs=2, cache_dir=str(tmp_path / "cache")))
    assert differences(site, two) == []
    again = tmp_path / "again"  # every diff now read from the cache
    stats = build_fleet(str(FLEET), FleetOptions(output=str(again), jobs=2, cache_dir=str(tmp_path / "cache")))
    assert (stats.diffs_computed, stats.diffs_cached) == (0, 4)
    assert differences(site, again) == []


def test_the_index_has_every_api_and_sorts_without_script(site: Path) -> None:
    index = (site / "index.html").read_text()
    assert index.count("<script") == 1 and '<script src="assets/site.js"></script>' in index  # the theme toggle only
    for name, version in (("billing", "2024.2"), ("pets", "2.0.0"), ("weather", "2")):
        assert f'href="apis/{name}/index.html">{name}</a>' in index and f'<td data-label="Version">{version}</td>' in index

    def order(page: str) -> list[str]:
        text = (site / page).read_text()
        return sorted(("billing", "pets", "weather"), key=lambda n: text.index(f'href="apis/{n}/index.html"'))

    assert order("index.html") == ["billing", "pets", "weather"]
    assert order("index-name-reverse.html") == ["weather", "pets", "billing"]
    assert order("index-info.html") == ["pets", "billing", "weather"]  # 3, then the ties by name
    assert order("index-revisions.html")[0] == "pets"
    assert order("index-changed.html") == ["billing", "pets", "weather"]  # 2025-05-21T16:00Z, then 05-20 by name
    assert 'href="index-breaking-reverse.html">Breaking ▼' in (site / "index-breaking.html").read_text()


def test_recent_changes_link_into_the_apis(site: Path) -> None:
    recent = (site / "recent.html").read_text()
    first = recent.index("apis/billing/revisions/b2000000bbbb.html")
    assert first < recent.index("apis/pets/revisions/p3c4d5e6f7a8.html")
    assert "maximum was decreased from 100 to 50" in recent
    assert 'href="apis/pets/operations/list-pets.html">GET /pets</a>' in recent
    assert (site / "apis/pets/operations/list-pets.html").is_file()


def test_manifest_records_every_file_hash(site: Path) -> None:
    import hashlib

    manifest = json.loads((site / "data/fleet.json").read_text())
    files = {rel: h for api in manifest["apis"] for rel, h in api["files"].items()} | manifest["site"]
    files |= {rel: h for shard in [*manifest["shards"].values(), manifest["words"]] for rel, h in shard["files"].items()}
    written = {k: v for k, v in tree(site).items() if k not in ("data/fleet.json", ".revgen-output")}
    assert set(files) == set(written)
    assert all(hashlib.sha256(written[k]).hexdigest() == h for k, h in files.items())
    assert str(FLEET) not in (site / "data/fleet.json").read_text()  # no absolute path


def test_fleet_yaml_with_a_git_history(tmp_path: Path) -> None:
    repo = tmp_path / "repo"
    repo.mkdir()
    git = ["git", "-C", str(repo), "-c", "user.name=t", "-c", "user.email=t@example.test"]
    subprocess.run([*git, "init", "-q"], check=True)
    spec = repo / "openapi.yaml"
    for n, text in enumerate([(FLEET / "pets/001_2025-03-01_p1a2b3c4d5e6.yaml").read_text(), (FLEET / "pets/003_2025-05-20_p3c4d5e6f7a8.yaml").read_text()]):
        spec.write_text(text)
        env = dict(os.environ, GIT_COMMITTER_DATE=f"2025-0{n + 1}-01T00:00:00Z", GIT_AUTHOR_DATE=f"2025-0{n + 1}-01T00:00:00Z")
        subprocess.run([*git, "add", "openapi.yaml"], check=True)
        subprocess.run([*git, "commit", "-qm", f"spec {n}"], check=True, env=env)
    (tmp_path / "fleet.yaml").write_text(
        "apis:\n  - name: Pets (git)\n    source: repo\n    git: openapi.yaml\n  - name: weather\n    source: " + str(FLEET / "weather") + "\n"
    )
    out = tmp_path / "site"
    stats = build_fleet(str(tmp_path / "fleet.yaml"), FleetOptions(output=str(out), jobs=1))
    assert (stats.apis, stats.failed) == (2, 0)
    assert [a.slug for a in read_fleet(str(tmp_path / "fleet.yaml")).apis] == ["pets-git", "weather"]
    history = (out / "apis/pets-git/index.html").read_text()
    assert "2 revisions" in history or "2 revision" in history
    assert (out / "apis/pets-git/operations/adopt-pet.html").is_file()


@pytest.mark.parametrize(
    "text, where, what",
    [
        ("apis:\n  - name: a\n    source: x\n    colour: red\n", ":4:5:", "unknown key 'colour'"),
        ("title: x\napis: []\n", ":1:1:", "unknown key 'title'"),
        ("apis:\n  - name: a\n    source: x\n  - name: a\n    source: y\n", ":4:11:", "duplicate API name 'a'"),
        ("apis:\n  - source: x\n", ":2:5:", "needs a 'name'"),
        ("apis:\n  - name: [a\n", ":", "invalid YAML"),
    ],
)
def test_a_bad_fleet_file_is_one_error_line(tmp_path: Path, text: str, where: str, what: str) -> None:
    (tmp_path / "fleet.yaml").write_text(text)
    (tmp_path / "site").mkdir()
    (tmp_path / "site" / "keep.txt").write_text("previous")
    proc = revgen("fleet", "fleet.yaml", "-o", "out", cwd=tmp_path)
    assert proc.returncode == 2
    assert proc.stderr.count("\n") == 1 and proc.stderr.startswith(f"error: fleet.yaml{where}"), proc.stderr
    assert what in proc.stderr and "Traceback" not in proc.stderr
    assert not (tmp_path / "out").exists()


def test_the_cache_can_be_an_fsspec_url(site: Path, tmp_path: Path) -> None:
    pytest.importorskip("fsspec")
    url = f"memory://revgen-fleet-test-{os.getpid()}-{tmp_path.name}"
    first = build_fleet(str(FLEET), FleetOptions(output=str(tmp_path / "a"), jobs=1, cache_dir=url))
    second = build_fleet(str(FLEET), FleetOptions(output=str(tmp_path / "b"), jobs=1, cache_dir=url, reuse=False))
    assert (first.diffs_computed, second.diffs_computed, second.diffs_cached) == (4, 0, 4)
    import fsspec

    assert len(fsspec.filesystem("memory").glob(url.removeprefix("memory://") + "/diffs/*/*/*.json")) == 4
    assert differences(site, tmp_path / "b") == []
    file_url = build_fleet(str(FLEET), FleetOptions(output=str(tmp_path / "c"), jobs=1, cache_dir=f"file://{tmp_path}/cache"))
    assert file_url.diffs_computed == 4 and (tmp_path / "cache" / "diffs").is_dir()


def test_search_records_stand_for_real_pages_and_anchors(site: Path) -> None:
    import re

    from generator.fleet.search import record_pages

    for facts_file in sorted((site / "data/apis").glob("*.json")):
        for rel, html in record_pages(json.loads(facts_file.read_text())).items():
            real = (site / rel).read_text()
            for anchor in re.findall(r'<h2 id="([^"]+)">', html):
                assert f'id="{anchor}"' in real, (rel, anchor)
    from generator.fleet.search import DEFAULT_SHARDS, shard_of

    shards = sorted({shard_of(f.stem, DEFAULT_SHARDS) for f in (site / "data/apis").glob("*.json")})
    assert sorted(p.name for p in (site / "pagefind").iterdir()) == sorted([*shards, "shards"])  # one bundle per shard, and the words
    for shard in shards:
        assert (site / f"pagefind/{shard}/pagefind-entry.json").is_file() and (site / f"pagefind/{shard}/pagefind.js").is_file()
        words = (site / f"pagefind/{shard}/words.txt").read_text()
        assert words.splitlines() == sorted(set(words.split())) and words.endswith("\n")
    assert "adoptPet" in (site / f"pagefind/{shard_of('pets', DEFAULT_SHARDS)}/words.txt").read_text().split()
    owners = json.loads((site / "pagefind/shards/shards.json").read_text())
    assert sorted(owners.values()) == shards and all((site / f"pagefind/shards/fragment/{page}.pf_fragment").is_file() for page in owners)
    search = (site / "search.html").read_text()
    assert f"data-shards='{json.dumps(shards)}'" in search and 'src="assets/fleet-search.js"' in search


def test_the_search_index_scratch_falls_back_to_the_temporary_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Pagefind reads its record pages from a memory file system when there is one; a scratch
    place that fails (here: a file, not a folder) is given up for the temporary folder. The same
    records in another order give the same bundle."""
    import generator.targets.search_index as search

    records = {f"apis/a/operations/op{i}.html": f"<html><body><h1>Get pet {i}</h1><p>pets</p></body></html>" for i in range(5)}
    first = search.index_shard(records, words=search.words_of(records))
    assert search.index_shard(dict(reversed(list(records.items())))) == {k: v for k, v in first.items() if k != search.WORDS}
    choose = search._scratch_folder
    monkeypatch.setattr(search, "_SHM", str(tmp_path / "no-such-folder"))
    assert choose(records) is None  # no memory file system: the usual temporary folder
    not_a_folder = tmp_path / "file"
    not_a_folder.write_text("x")
    monkeypatch.setattr(search, "_scratch_folder", lambda _records: str(not_a_folder))
    fallback = search.index_shard(records, words=search.words_of(records))
    entry = json.loads(fallback["pagefind-entry.json"])
    assert entry["languages"]["en"]["page_count"] == len(records) and fallback[search.WORDS] == first[search.WORDS]
