"""The Atom feeds parse (feedparser), carry the revisions' dates, and link to pages that exist."""

from __future__ import annotations

from pathlib import Path
from urllib.parse import urljoin

import pytest

from fleet_helpers import FLEET
from generator.fleet import FleetOptions, build_fleet


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("feeds") / "site"
    build_fleet(str(FLEET), FleetOptions(output=str(out), jobs=1))
    return out


def _resolve(site: Path, feed_rel: str, href: str) -> Path:
    return site / urljoin(feed_rel, href)


def test_api_feeds_list_every_revision_newest_first(site: Path) -> None:
    feedparser = pytest.importorskip("feedparser")
    feed = feedparser.parse((site / "feeds/pets.xml").read_bytes())
    assert not feed.bozo, feed.bozo_exception
    assert feed.feed.title == "pets: API changes"
    assert [e.updated for e in feed.entries] == ["2025-05-20T00:00:00+00:00", "2025-04-02T00:00:00+00:00", "2025-03-01T00:00:00+00:00"]
    assert feed.feed.updated == "2025-05-20T00:00:00+00:00"
    assert feed.entries[0].title == "pets p3c4d5e6f7a8: 1 breaking, 2 info"  # 2 info: api-version-changed too
    assert "maximum was decreased from 100 to 50" in feed.entries[0].content[0].value
    for entry in feed.entries:
        assert _resolve(site, "feeds/pets.xml", entry.link).is_file(), entry.link
    assert len({e.id for e in feed.entries}) == 3


def test_fleet_feed_merges_the_apis_by_date(site: Path) -> None:
    feedparser = pytest.importorskip("feedparser")
    feed = feedparser.parse((site / "feed.xml").read_bytes())
    assert not feed.bozo, feed.bozo_exception
    titles = [e.title for e in feed.entries]
    assert titles[0] == "billing b2000000bbbb: 2 info"  # 2025-05-21T16:00Z, the newest
    assert titles[1:3] == ["pets p3c4d5e6f7a8: 1 breaking, 2 info", "weather w2: 1 breaking, 2 info"]
    assert feed.entries[0].updated == "2025-05-21T16:00:00+00:00"
    assert len(feed.entries) == 3 + 4  # the 4 revisions that changed something, and the 3 first revisions
    for entry in feed.entries:
        assert _resolve(site, "feed.xml", entry.link).is_file(), entry.link


def test_base_url_makes_links_absolute(tmp_path: Path) -> None:
    feedparser = pytest.importorskip("feedparser")
    out = tmp_path / "site"
    build_fleet(str(FLEET), FleetOptions(output=str(out), jobs=1, base_url="https://apis.example.test/fleet/"))
    feed = feedparser.parse((out / "feeds/weather.xml").read_bytes())
    assert feed.entries[0].link == "https://apis.example.test/fleet/apis/weather/revisions/w2.html"
