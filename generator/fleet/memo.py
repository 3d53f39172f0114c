"""Fleet stage (incremental): remember each API's listing by the stat of its files, so a rerun reads
and hashes only the APIs whose files changed.

Entry points: :func:`signature` ``(api) -> str | None`` (a hash of the path, size, modification and
change times, inode and device of every file under the API's folder, symbolic links followed; None
for a git source, whose history is listed every time) and :class:`ListingMemo` (``load`` / ``get`` /
``put`` / ``save``), one JSON file per fleet in the cache (``<cache>/fleet/listings/<fleet>.json``, a
local folder or an fsspec URL). Like git's index, a file rewritten in place changes its change time,
so a stale hash is never served; files changed in the last :data:`SETTLE_NS` (they may change again
within the clock's resolution) are not remembered. A memo that cannot be read is empty (the cost is
one full listing).
The memo holds absolute paths and inode numbers: it is state of this machine, never part of the site.
"""

from __future__ import annotations

import hashlib
import json
import os
import time
from typing import Any

from generator.fleet.source import ApiSource
from generator.fleet.tasks import Listing
from generator.history.cache import is_url
from generator.output import write_file

MEMO_FORMAT = 1
SETTLE_NS = 2_000_000_000


def signature(api: ApiSource) -> str | None:
    if api.git is not None or not api.source:
        return None
    digest = hashlib.sha256(api.source.encode("utf-8", "surrogatepass"))
    paths = [api.source]
    if os.path.isdir(api.source):
        paths = []
        for folder, dirs, files in os.walk(api.source, followlinks=False):
            dirs.sort()
            paths.extend(os.path.join(folder, name) for name in sorted(files))
            paths.extend(os.path.join(folder, name) for name in dirs if os.path.islink(os.path.join(folder, name)))
    settled = time.time_ns() - SETTLE_NS
    for path in paths:
        try:
            st = os.stat(path)
        except OSError:
            return None  # a dangling link or a file that went away: list it (and fail there if need be)
        if max(st.st_mtime_ns, st.st_ctime_ns) > settled:
            return None
        digest.update(f"\0{path}\0{st.st_size}\0{st.st_mtime_ns}\0{st.st_ctime_ns}\0{st.st_ino}\0{st.st_dev}".encode("utf-8", "surrogatepass"))
    return digest.hexdigest()


class ListingMemo:
    """Listings by API slug, each with the :func:`signature` it was taken at."""

    def __init__(self, location: str | None) -> None:
        self.location = location
        self.entries: dict[str, dict[str, Any]] = {}
        self.changed = False

    @classmethod
    def for_fleet(cls, cache: str | None, fleet_root: str) -> ListingMemo:
        if not cache:
            return cls(None)
        name = hashlib.sha256(os.path.abspath(fleet_root).encode("utf-8", "surrogatepass")).hexdigest()[:24]
        if cache.startswith("file://"):
            cache = cache[len("file://") :]
        sep = "/" if is_url(cache) else os.sep
        return cls(sep.join([cache.rstrip("/"), "fleet", "listings", f"{name}.json"]))

    def load(self) -> ListingMemo:
        if self.location is None:
            return self
        try:
            if is_url(self.location):
                import fsspec

                with fsspec.open(self.location, "rb") as fh:
                    data = json.loads(fh.read())
            else:
                with open(self.location, "rb") as fh:
                    data = json.loads(fh.read())
        except (OSError, ValueError, ImportError):
            return self
        if isinstance(data, dict) and data.get("format") == MEMO_FORMAT and isinstance(data.get("apis"), dict):
            self.entries = data["apis"]
        return self

    def get(self, api: ApiSource, sig: str | None) -> Listing | None:
        entry = self.entries.get(api.slug)
        if sig is None or not isinstance(entry, dict) or entry.get("signature") != sig:
            return None
        try:
            return Listing(api.slug, tuple(dict(r) for r in entry["revisions"]), str(entry["others"]))
        except (KeyError, TypeError, ValueError):
            return None

    def put(self, api: ApiSource, sig: str | None, listing: Listing) -> None:
        if sig is None:
            return
        self.entries[api.slug] = {"signature": sig, "revisions": list(listing.revisions), "others": listing.others}
        self.changed = True

    def keep_only(self, slugs: set[str]) -> None:
        for slug in set(self.entries) - slugs:
            del self.entries[slug]
            self.changed = True

    def save(self) -> None:
        if self.location is None or not self.changed:
            return
        text = json.dumps({"format": MEMO_FORMAT, "apis": self.entries}, sort_keys=True, separators=(",", ":"))
        try:
            if is_url(self.location):
                import fsspec

                with fsspec.open(self.location, "wb", auto_mkdir=True) as fh:
                    fh.write(text.encode("utf-8"))
            else:
                write_file(self.location, text)
        except (OSError, ImportError):
            pass  # a read-only cache only costs speed
