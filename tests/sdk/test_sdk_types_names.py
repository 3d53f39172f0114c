"""Precise types and readable names (issue 27, items 1 and 4) on a small spec of every case
(``fixtures/types_names.yaml``): each nullable form is ``Optional``, ``const`` a ``Literal``, request
enums closed ``Literal``s, a union of objects a union of TypedDicts; ``typing.get_type_hints`` works on
every method and class; response enums stay open and print their value; union members are named from
their title or tag value; RPC paths nest, version prefixes and file extensions vanish, a leading number
reads as words, clashing verbs split (``replace``/``update``, ``delete_all``/``delete``) and
operationId fallbacks lose the words that repeat the path; no name ends in a hash. A user program
with deliberate mistakes fails ``mypy --strict`` on exactly those lines."""

from __future__ import annotations

import inspect
import re
import subprocess
import sys
import typing
from pathlib import Path
from typing import Any

import pytest
import typing_extensions

from generator.load import load_spec
from generator.targets.sdk import build_context, symbols, write_sdk
from generator.targets.sdk.naming import capped, default_package_name

from sdk_helpers import FIXTURES, import_package

SPEC = FIXTURES / "types_names.yaml"
HASH = re.compile(r"_[0-9a-f]{8}$")


@pytest.fixture(scope="module")
def sdk(tmp_path_factory: pytest.TempPathFactory) -> Any:
    out = tmp_path_factory.mktemp("types_names") / "out"
    write_sdk(load_spec(str(SPEC)), out, "gizmo")
    return import_package(out, "gizmo")


def _hints(sdk: Any) -> dict[str, Any]:
    from gizmo.resources.widgets import WidgetsResource

    return typing.get_type_hints(WidgetsResource.create)


def test_every_nullable_form_is_optional_and_const_and_enums_are_literals(sdk: Any) -> None:
    from gizmo._types import NotGiven

    hints = _hints(sdk)
    for name in ("temperature", "label", "note"):  # anyOf + null, type: [T, "null"], oneOf + null
        args = typing.get_args(hints[name])
        assert type(None) in args and NotGiven in args and typing.Any not in args, (name, hints[name])
    assert typing.get_args(hints["temperature"])[0] is float
    assert typing.get_args(hints["mode"])[0] == typing.Literal["fast", "slow"]
    assert typing.get_args(hints["kind"])[0] == typing.Literal["widget"]
    assert typing.get_args(hints["metadata"])[0] == typing.Dict[str, str]
    assert hints["extra"] == typing.Union[typing.Any, NotGiven]  # the one empty schema stays Any
    assert "additional_properties" not in hints  # a property whose schema is `false` is never sent


def test_unions_of_objects_are_unions_of_typeddicts(sdk: Any) -> None:
    hints = _hints(sdk)
    shape = [a for a in typing.get_args(hints["shape"]) if a.__name__ != "NotGiven"]
    assert [a.__name__ for a in shape] == ["CircleParam", "SquareParam"]
    assert all(typing_extensions.is_typeddict(a) for a in shape)
    assert typing.get_type_hints(shape[0])["type"] == typing.Literal["circle"]
    choice = typing.get_args(hints["tool_choice"])
    assert choice[0] == typing.Literal["auto", "none"]
    assert choice[1].__name__ == "WidgetsCreateBodyToolChoiceNamedChoiceParam"  # named from its title


def test_get_type_hints_works_on_every_public_method_and_class(sdk: Any) -> None:
    import gizmo.models
    import gizmo.params
    import gizmo.resources

    tried = 0
    for module in sorted(p.stem for p in Path(gizmo.resources.__file__).parent.glob("*.py") if p.stem != "__init__"):
        mod = __import__(f"gizmo.resources.{module}", fromlist=["_"])
        for cls in vars(mod).values():
            if inspect.isclass(cls) and cls.__module__ == mod.__name__ and cls.__name__.endswith("Resource"):
                for name, fn in vars(cls).items():
                    if not name.startswith("_") and callable(fn):
                        typing.get_type_hints(fn)
                        tried += 1
    for package in (gizmo.models, gizmo.params):
        for name in package.__all__:
            obj = getattr(package, name)
            if inspect.isclass(obj):
                typing.get_type_hints(obj)
                tried += 1
    assert tried > 40


def test_response_enums_stay_open_and_print_their_value(sdk: Any) -> None:
    known = sdk.models.Widget.model_validate({"id": "w", "status": "active", "kind": "widget"})
    assert str(known.status) == "active" and repr(known.status) == "'active'"
    assert known.status == sdk.models.WidgetStatus.ACTIVE
    new = sdk.models.Widget.model_validate({"id": "w", "status": "melted", "kind": "widget"})
    assert str(new.status) == "melted" and repr(new.status) == "'melted'"
    assert typing.get_type_hints(sdk.models.Widget)["kind"] == typing.Literal["widget"]
    assert type(None) in typing.get_args(typing.get_type_hints(sdk.models.Widget)["color"])


def test_a_union_whose_members_pin_a_tag_is_picked_by_it(sdk: Any) -> None:
    """No discriminator, but each member pins ``type`` to its own value: the answer's ``type`` picks the
    member (each one's enum is open, so without it the first member would take every value), and an
    unknown value is an ``UnknownVariant`` keeping the payload."""
    parse = lambda action: sdk.models.Widget.model_validate({"id": "w", "status": "active", "kind": "widget", "action": action}).action  # noqa: E731
    assert type(parse({"type": "redirect", "url": "u", "method": "POST"})).__name__ == "WidgetActionRedirect"
    assert type(parse({"type": "await", "url": "u"})).__name__ == "WidgetActionAwait"
    unknown = parse({"type": "sdk", "token": "t"})
    assert type(unknown).__name__ == "UnknownVariant" and unknown.model_dump() == {"type": "sdk", "token": "t"}


def test_union_members_are_named_from_title_or_tag_value() -> None:
    ctx = build_context(load_spec(str(SPEC)), "gizmo")
    classes = [m["class_name"] for m in ctx.models] + [p["class_name"] for p in ctx.params]
    assert {"WidgetPartGear", "WidgetPartSpring", "WidgetPartLooseBolt"} <= set(classes)
    assert not [c for c in classes if c.endswith("ParamParam") or HASH.search(c)]
    # an object with no title nor tag beside an array: named from the property only it has
    assert "WidgetTagsWithPrimary" in classes
    # members built with allOf, or telling themselves apart by what they require or one level down
    assert {"WidgetFinishWithGloss", "WidgetFinishWithShade", "WidgetFinishWithPaintBrand", "WidgetFinishWithPaintCode"} <= set(classes)
    assert {"WidgetStageWithResult", "WidgetStageQueuedOrInProgress"} <= set(classes)  # the values only it allows
    # nothing of its own, but a property every member pins (some alike): its value, numbered when equal
    assert {"WidgetSourceGithub", "WidgetSourceGithub2", "WidgetSourceGitlab"} <= set(classes)
    # a member with a property more than the other: each named from it
    assert {"WidgetMemberWithEmail", "WidgetMemberWithoutEmail"} <= set(classes)
    assert not [c for c in classes if re.search(r"Variant\d+", c)]


def test_names_on_rpc_versioned_and_kubernetes_style_paths() -> None:
    calls = {key: op.call for key, op in symbols(load_spec(str(SPEC)), "gizmo").operations.items()}
    assert calls[("POST", "/admin.apps.approve")] == "client.admin.apps.approve"
    assert calls[("POST", "/chat.postMessage")] == "client.chat.post_message"
    assert calls[("GET", "/2010-04-01/Accounts.json")] == "client.accounts.list"  # no version, no .json
    assert calls[("GET", "/healthcheck")].startswith("client.health"), calls[("GET", "/healthcheck")]  # tag Api20100401HealthCheck
    assert calls[("POST", "/v1/widgets")] == "client.widgets.create"
    assert calls[("GET", "/v2/1-clicks")].startswith("client.one_clicks.")
    # a bare number is a version too (Twitter's /2, /1.1): never client.two
    assert calls[("GET", "/2/tweets/search/recent")].startswith("client.tweets.search.recent.")
    assert calls[("GET", "/1.1/statuses/home_timeline.json")].startswith("client.statuses.home_timeline.")
    assert calls[("GET", "/apis/networking.k8s.io/")].startswith("client.networking_k8s_io.")  # a domain, not RPC
    base = "/api/v1/namespaces/{namespace}/configmaps"
    assert calls[("PUT", base + "/{name}")] == "client.namespaces.configmaps.replace"
    assert calls[("PATCH", base + "/{name}")] == "client.namespaces.configmaps.update"
    assert calls[("DELETE", base)] == "client.namespaces.configmaps.delete_all"
    assert calls[("DELETE", base + "/{name}")] == "client.namespaces.configmaps.delete"
    # no operationId, no declared answer: the collection's GET beside the item's is `list`
    assert calls[("GET", "/repos/{repo}/downloads")] == "client.repos.downloads.list"
    assert calls[("GET", "/repos/{repo}/downloads/{filename}")] == "client.repos.downloads.retrieve"
    # operationId fallbacks without the version (core_v1) and the path's words (node, proxy)
    assert calls[("GET", "/api/v1/nodes/{name}/proxy")] == "client.nodes.proxy.connect_get"
    assert calls[("GET", "/api/v1/nodes/{name}/proxy/{path}")] == "client.nodes.proxy.connect_get_with_path"
    labels = "/orgs/{org}/runners/{runner_id}/labels"
    assert calls[("DELETE", labels)] == "client.orgs.runners.labels.delete_all"
    assert calls[("PUT", labels)] == "client.orgs.runners.labels.update"
    assert max(len(c.rsplit(".", 1)[1]) for c in calls.values()) <= 40
    assert not [c for c in calls.values() if HASH.search(c)]


def test_long_names_shorten_by_words_never_by_hash() -> None:
    long = "WebhookMarketplacePurchasePendingChangePreviousMarketplacePurchaseAccountPlan"
    short = capped(long)
    assert len(short) <= 64 and not HASH.search(short) and short.startswith("WebhookMarketplace") and short.endswith("Plan")
    snake_long = "orgs_actions_runners_labels_actions_remove_all_custom_labels_from_self_hosted_runner_for_org"
    assert not HASH.search(capped(snake_long)) and capped(snake_long).endswith("for_org")


def test_default_package_name_as_a_user_types_it() -> None:
    assert default_package_name("Together APIs") == "together"
    assert default_package_name("DigitalOcean API") == "digitalocean"
    assert default_package_name("Twilio - Api") == "twilio"
    assert default_package_name("Gizmo APIs") == "gizmo"


USER_PROGRAM = '''
from __future__ import annotations

from gizmo import Client
from gizmo.models import Widget

client = Client(api_key="k")
ok: Widget = client.widgets.create(name="w", temperature=None, label=None, mode="fast", kind="widget")
client.widgets.create(name="w", temperature=0.5, shape={"type": "circle", "radius": 1.0}, metadata={"a": "b"})
client.widgets.create(name="w", tool_choice="auto", note="n")
client.widgets.create(name="w", tool_choice={"name": "f"}, metadata=None, extra=[1, "x"])
client.widgets.create(name="w", temperature="hot")  # BAD: a str for float | None
client.widgets.create(name="w", mode="medium")  # BAD: not one of the Literal's values
client.widgets.create(name="w", kind="gadget")  # BAD: const
client.widgets.create(name="w", shape={"type": "circle", "radiuss": 1.0})  # BAD: no such key
client.widgets.create(name="w", metadata={"a": 1})  # BAD: values are str
client.widgets.create(name="w", tool_choice="always")  # BAD: not a Literal value nor an object
client.widgets.create(name="w", label=3)  # BAD: an int for str | None
print(ok.status.upper(), ok.color)
'''


def test_mypy_strict_catches_every_deliberate_mistake(tmp_path: Path) -> None:
    out = tmp_path / "out"
    write_sdk(load_spec(str(SPEC)), out, "gizmo")
    (out / "user.py").write_text(USER_PROGRAM, encoding="utf-8")
    result = subprocess.run(
        [sys.executable, "-m", "mypy", "--strict", "--no-incremental", "gizmo", "user.py"],
        cwd=out, capture_output=True, text=True,
    )
    lines = result.stdout.splitlines()
    assert not [line for line in lines if not line.startswith(("user.py:", "Found "))], result.stdout
    bad = {i + 1 for i, line in enumerate(USER_PROGRAM.splitlines()) if "# BAD" in line}
    reported = {int(m.group(1)) for m in (re.match(r"user\.py:(\d+): error", line) for line in lines) if m}
    assert reported == bad, result.stdout


def test_union_members_named_by_shape_or_requirements_and_alike_members_merged() -> None:
    """Members no title, tag or property of their own tells apart: named from the type they alone give
    a shared property (``WithImageInteger``, ``WithLabelsStringList``) or from what they alone require
    (``RequiringNameAndData``); two members written alike (descriptions aside) are one type."""
    ctx = build_context(load_spec(str(FIXTURES / "union_member_names.yaml")), "members")
    classes = {p["class_name"] for p in ctx.params}
    assert {
        "ActionsCreateBodyWithImageIntegerParam", "ActionsCreateBodyWithImageStringOrIntegerParam",
        "ActionsCreateBodyWithLabelsStringListParam", "ActionsCreateBodyWithLabelsObjectListParam",
        "RecordsCreateBodyRequiringNameAndDataParam", "RecordsCreateBodyRequiringPriorityParam",
        "RecordsCreateBodyWithPortParam",
    } <= classes, sorted(classes)
    assert not [c for c in classes if re.search(r"Variant\d+", c)], sorted(classes)
    records = [c for c in classes if c.startswith("RecordsCreateBody")]
    assert len(records) == 3, records  # the second member is the first one again: no class of its own


def test_members_that_differ_only_in_constraints_are_one_type(tmp_path: Path) -> None:
    """DigitalOcean's volume bodies: the xfs member refers to the ext4 member's parts and differs only in
    ``filesystem_label``'s ``maxLength`` (and here a ``pattern``), which no generated type or check
    carries, so a client cannot tell them apart: one class, the body no ``Union``. Members whose
    properties take different values stay two, named by those values."""
    ctx = build_context(load_spec(str(FIXTURES / "union_member_names.yaml")), "members")
    classes = {p["class_name"] for p in ctx.params}
    assert {c for c in classes if c.startswith("Volumes")} == {"VolumesCreateBodyParam"}, sorted(classes)
    assert {c for c in classes if c.startswith("Snapshots")} == {
        "SnapshotsCreateBodyFastOrSlowParam", "SnapshotsCreateBodyArchiveParam"}, sorted(classes)
    write_sdk(load_spec(str(FIXTURES / "union_member_names.yaml")), tmp_path, "members")
    volumes = (tmp_path / "members" / "resources" / "volumes.py").read_text(encoding="utf-8")
    assert "body: VolumesCreateBodyParam," in volumes and "Union[Volumes" not in volumes
