"""End to end on the newest Stripe revision in ../shared: 417 operations each exposed exactly once per
client, ``client.customers.list()`` pages through a live local server (``starting_after`` = the last
item's id while ``has_more``), and a user's script doing so passes ``mypy --strict``. (``mypy --strict``
and pyright on the whole package: ``test_sdk_real_typing.py``.)"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path
from typing import Any

from generator.load import load_spec
from generator.output import write_tree
from generator.targets.sdk import build_context, generate_sdk, symbols
from sdk_helpers import Server, import_package
from test_sdk_together_e2e import methods_of

USER_SCRIPT = '''
import sys
from typing import List

from stripe_sdk import Client, SyncPage
from stripe_sdk.models import Customer


def customer_ids(base_url: str) -> List[str]:
    client = Client(base_url=base_url, api_key="sk_test")
    page: SyncPage[Customer] = client.customers.list(limit=2)
    first_two = [c.id for c in page.items] + [c.id for c in page.next_page().items]
    return first_two + [c.id for c in client.customers.list(limit=2)]


if __name__ == "__main__":
    print(",".join(customer_ids(sys.argv[1])))
'''


def test_stripe_newest(shared_dir: Path, tmp_path: Path) -> None:
    spec = load_spec(str(sorted((shared_dir / "specs" / "stripe").glob("004_*.json"))[-1]))
    ctx = build_context(spec, "stripe_sdk")
    syms = symbols(ctx, "stripe_sdk")
    assert set(syms.operations) == set(spec.operations) and len(syms.operations) == 417
    calls = {k: s.call for k, s in syms.operations.items()}
    assert calls[("GET", "/v1/customers")] == "client.customers.list"
    assert calls[("POST", "/v1/customers/{customer}")] == "client.customers.update"
    assert calls[("GET", "/v1/customers/{customer}/cards/{id}")] == "client.customers.cards.retrieve"
    assert calls[("POST", "/v1/charges/{charge}/capture")] == "client.charges.capture"
    assert ctx.stats["naming"].get("fallback", 0) == 0
    assert ctx.stats["pagination"] == {"cursor": 7, "cursor_id": 91}
    out = tmp_path / "out"
    write_tree(out, generate_sdk(ctx, "stripe_sdk"))
    sdk = import_package(out, "stripe_sdk")
    for client in (sdk.Client(api_key="x"), sdk.AsyncClient(api_key="x")):
        reachable = methods_of(client, "client")
        assert len(reachable) == len(set(reachable)) and set(reachable) == set(calls.values())
    script = out / "user_script.py"
    script.write_text(USER_SCRIPT)
    checked = subprocess.run(
        [sys.executable, "-m", "mypy", "--strict", "--no-incremental", "user_script.py"], cwd=out, capture_output=True, text=True
    )
    assert checked.returncode == 0, checked.stdout[-3000:]
    pages = {None: ["cus_1", "cus_2"], "cus_2": ["cus_3", "cus_4"], "cus_4": ["cus_5"]}

    def customers(query: dict[str, list[str]]) -> Any:
        ids = pages[query.get("starting_after", [None])[0]]
        return {"object": "list", "url": "/v1/customers", "has_more": ids[-1] != "cus_5",
                "data": [{"id": i, "object": "customer", "created": 1, "livemode": False} for i in ids]}

    server = Server(prefix="")
    try:
        server.route("GET", "/v1/customers", customers)
        ran = subprocess.run(
            [sys.executable, str(script), server.base_url],
            capture_output=True, text=True, check=True, env={**os.environ, "PYTHONPATH": str(out)},
        )
    finally:
        server.close()
    assert ran.stdout.strip() == "cus_1,cus_2,cus_3,cus_4,cus_1,cus_2,cus_3,cus_4,cus_5"
    assert [r["query"].get("starting_after") for r in server.requests] == [None, ["cus_2"], None, ["cus_2"], ["cus_4"]]
