"""Fleet: the change history of many APIs in one site, on local processes or a Dask cluster.

Entry point: :func:`build_fleet` ``(source, FleetOptions(output=...)) -> RunStats`` (``revgen fleet``).
Modules, in the order data flows:

* :mod:`~generator.fleet.source` -- SOURCE (a folder of API folders or a ``fleet.yaml``) -> APIs;
* :mod:`~generator.fleet.tasks` -- the units of work: list an API, one neighbour diff, render an API;
* :mod:`~generator.fleet.executor` -- where they run: this process, ``-j N`` processes, ``--scheduler``;
* :mod:`~generator.fleet.manifest` -- render keys and ``data/fleet.json``: what can be reused;
* :mod:`~generator.fleet.facts` -- what the fleet pages need of one API;
* :mod:`~generator.fleet.pages`, :mod:`~generator.fleet.feeds`, :mod:`~generator.fleet.search` --
  the index (sortable without script), recent changes, Atom feeds (feedgen), search (Pagefind);
* :mod:`~generator.fleet.run` -- the orchestration and the atomic site write.
"""

from __future__ import annotations

from generator.fleet.run import FleetOptions, RunStats, build_fleet
from generator.fleet.source import ApiSource, Fleet, read_fleet

__all__ = ["ApiSource", "Fleet", "FleetOptions", "RunStats", "build_fleet", "read_fleet"]
