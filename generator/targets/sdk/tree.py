"""SDK target: where each operation lives in the client and what its method is called (stage: targets).

Entry point: :func:`place_operations` -> ``{operation key: Placement}`` (resource path of attribute
names, method name, naming scheme). No I/O; the result depends only on the set of operations, never on
their order in the document.

**Resource tree** (``naming="verbs"``, the default). Paths lose their leading segments that look like a
version or API root (``/v1``, ``/api``, ``/2010-04-01``, ``/2``) and file extensions (``.json``); an RPC-style
dotted last segment is one token per part (``/admin.apps.approve`` -> ``client.admin.apps.approve()``).
The first static segment is the top-level resource;
each further static segment is a sub-resource (``/chat/completions`` -> ``client.chat.completions``,
``/rl/training-sessions/{id}/operations/sample`` -> ``client.rl.training_sessions.operations.sample``).
Tags are a hint: a top-level group whose operations all carry one tag that lives mostly there is named
after the tag (``/fine-tunes`` tagged ``Fine-tuning`` -> ``client.fine_tuning``), and a group all of
whose operations carry the tag of another group joins it (``/finetune/download`` tagged
``Fine-tuning`` -> ``client.fine_tuning.download``; a joining item path keeps its segment as a
sub-resource: ``/downloads/{name}`` tagged ``files`` -> ``client.files.downloads.retrieve(name)``). Tags compare by their snake_case form, and a
singular tag beside its plural is the plural, so ``Endpoints``/``endpoints`` and ``Video``/``Videos``
are one resource; segments compare by snake_case too.

**Verb names.** Path ending in a parameter (an item): GET ``retrieve``, PUT/PATCH/POST ``update``,
DELETE ``delete``. Path ending in a static segment (a collection): GET ``list`` when the answer is a list
(else ``retrieve``), POST ``create``, PUT/PATCH ``update``, DELETE ``delete``. A last static segment with
one operation and nothing below it is an *action* method on its parent instead of a sub-resource when
it follows a path parameter (``POST /fine-tunes/{id}/cancel`` -> ``cancel(id)``; a list-returning GET
is ``list_<segment>``), when its parent has operations of its own (``POST /files/upload`` ->
``files.upload()``), or when it starts with a verb (``POST /queue/cancel`` -> ``queue.cancel()``).
A path ending in a parameter with an item directly below it is a collection too (``/snippets/{workspace}``
beside ``/snippets/{workspace}/{encoded_id}``: POST ``create``, a list-returning GET ``list``). A
``#variant`` of a path (Box's ``PUT /files/{id}#add_shared_link``) is the action its fragment names,
and a segment with a name before its parameter (``thumbnail.{extension}``) is a sub-resource.

**Collisions.** A PUT beside a PATCH is ``replace`` (beside a POST both are named as below), a collection DELETE beside an item DELETE
``delete_all``, a collection GET without an operationId (its answer no list) beside an item GET ``list``. Where two operations of one resource still would get one name (or a method would shadow
a sub-resource), each of them is named from its operationId (``snake_case``; without one, or with one
a tool made of the method and the path (``post_files_id``), from a summary that starts with a verb
(``Restore file`` -> ``restore``, ``Get a previous revision of a snippet`` -> ``retrieve_previous_revision``),
else method + path; less the words that repeat a version or the resource path, as far as the names stay apart);
equal fallbacks get ``_2``, ``_3`` in (path, method) order. Operations a config file moves or names keep
their name first. Nothing is ever dropped.

``naming="operation-id"`` is the scheme of revgen 0.x: one flat resource per first tag (else the first
path segment), methods ``snake_case(operationId)``.
"""

from __future__ import annotations

import re
from collections import Counter, defaultdict
from dataclasses import dataclass
from typing import Any, Callable, Iterable

from generator.errors import RevgenError
from generator.model import Operation
from generator.targets.sdk.naming import capped, safe_identifier, snake, spelled, words

NAMING_SCHEMES = ("verbs", "operation-id")
# an API root or version at the start of a path (``/v1``, ``/api``, ``/2010-04-01``, a bare ``/2`` or
# ``/1.1``): never a resource
_VERSION = re.compile(r"^(v?\d+([._-]?\d+)*((alpha|beta)\d*)?|apis?|rest|\d{4}-\d{2}-\d{2})$", re.IGNORECASE)
# a version word inside an operationId (``v1``, ``v1beta1``): not part of a method name
_VERSION_WORD = re.compile(r"^v\d+((alpha|beta)\d*)?$")
_DATED_WORD = re.compile(r"^(api|v)?(19|20)\d{6}$")  # a dated version in a tag: ``Api20100401``
_NAME_PREFIX = re.compile(r"^([A-Za-z][A-Za-z0-9_-]*)[^A-Za-z0-9_{-]+\{")  # `thumbnail.{extension}`
_EXTENSION = re.compile(r"\.(json|xml|csv|ya?ml|txt|html?)$", re.IGNORECASE)  # Twilio's ``/Accounts.json``
_RPC = re.compile(r"^[A-Za-z_][A-Za-z0-9_-]*(\.[A-Za-z_][A-Za-z0-9_-]*)+$")  # Slack's ``/admin.apps.approve''
LONG_METHOD = 40  # a method name longer than this reads badly in a call
VERBS = frozenset({"get", "list", "create", "read", "patch", "watch", "post", "put", "delete", "update", "remove",
                   "add", "set", "enable", "disable", "check", "connect"})
DOMAINS = frozenset({"io", "com", "org", "net", "dev", "ai", "co", "cloud", "app", "local", "internal"})
CONNECTORS = frozenset({"for", "by", "in", "of", "on", "from", "to", "with", "and", "or"})
ACTION_VERBS = frozenset(
    """accept activate add apply approve archive assign attach authorize batch bulk calculate cancel capture
    check clone close commit complete compute confirm copy count deactivate decline delete detach disable
    download duplicate enable estimate evaluate execute expire export extend fail finalize flush generate
    import invalidate invite issue join leave link lock login logout mark merge move notify open pause pay
    preview process publish purge query reactivate redact refresh refund regenerate register reject release
    reload remove render reopen replace reply report request reset resolve restart restore resume retry
    return reverse revoke rollback rotate run schedule search send set share sign simulate start stop submit
    suspend sync test toggle transfer trigger unarchive unassign unlink unlock unpublish unsubscribe
    subscribe update upgrade upload validate verify void""".split()
)
# method and sub-resource names that would shadow a name the method signatures use (mypy reads the
# class body's names first), or the clients' response wrappers
RESERVED_METHODS = frozenset(
    {"with_raw_response", "with_streaming_response", "str", "int", "float", "bool", "bytes", "object", "httpx",
     "date", "datetime"}
)
ITEM_VERBS = {"GET": "retrieve", "PUT": "update", "PATCH": "update", "POST": "update", "DELETE": "delete"}
COLLECTION_VERBS = {"POST": "create", "PUT": "update", "PATCH": "update", "DELETE": "delete"}
PARAM = None  # a path parameter among the tokens
# attributes of the client classes a top-level resource must not shadow (it gets a trailing `_`)
CLIENT_ATTRS = frozenset(
    {"with_options", "close", "base_url", "api_key", "timeout", "max_retries", "request", "stream", "build_request",
     "default_headers", "resources", "copy", "get_page"}
)

# the other members of the client classes, which a method on the client must not shadow either
CLIENT_MEMBERS = frozenset(
    {"api_key", "follow_redirects", "websocket_target", "with_raw_response", "with_streaming_response", "_client"}
)


@dataclass(frozen=True)
class Placement:
    resource: tuple[str, ...]  # attribute names from the client: ("chat", "completions")
    method: str
    scheme: str  # "verb", "action", "fallback", "operation-id" or "config"


def tag_key(tag: str) -> str:
    """Tags compare by their snake_case form: ``Fine-tuning``, ``FineTuning`` and ``fine_tuning`` are one
    (a leading number as words: ``1-Click Applications`` is ``one_click_applications``; a version is
    no part of it: ``core_v1`` is ``core``, Twilio's ``Api20100401HealthCheck`` is ``health_check``)."""
    parts = words(tag)
    kept = [w for w in parts if not (_VERSION_WORD.match(w) or _DATED_WORD.match(w))] or parts
    return spelled("_".join(kept)) or "default"



def _segments(path: str) -> list[str]:
    return [s for s in path.strip("/").split("/") if s]


def common_prefix(paths: Iterable[str]) -> int:
    """How many leading segments every path shares that look like a version or API root (``/v1``)."""
    split = [_segments(p) for p in paths]
    if not split:
        return 0
    n = 0
    while all(len(s) > n + 1 and s[n] == split[0][n] for s in split) and _VERSION.match(split[0][n]):
        n += 1
    return n


def _tokens(path: str, skip: int) -> list[str | None]:
    """The path's segments below its version prefix (``PARAM`` for a parameter): a file extension is
    dropped (``Accounts.json``), and an RPC-style dotted segment is one token per part
    (``admin.apps.approve``, the last segment only); a leading version or API root is skipped while a
    segment stays."""
    segments = _segments(path.split("#", 1)[0])[skip:]  # Box's `/shared_items#folders`: a variant of the path
    while len(segments) > 1 and _VERSION.match(segments[0]):
        segments = segments[1:]
    out: list[str | None] = []
    for seg in segments:
        if "{" in seg:
            static = _NAME_PREFIX.match(seg)  # `thumbnail.{extension}`: a `thumbnail` below, then the parameter
            if static:
                out.append(static.group(1))
            out.append(PARAM)
            continue
        out.append(_EXTENSION.sub("", seg) or seg)
    if out and out[-1] is not PARAM and _is_rpc_segment(str(out[-1])):
        out[-1:] = str(out[-1]).split(".")
    return out


def _is_rpc_segment(segment: str) -> bool:
    """``admin.apps.approve`` (a dotted method name), not a domain (``networking.k8s.io``)."""
    return bool(_RPC.match(segment)) and segment.rsplit(".", 1)[-1].lower() not in DOMAINS


def is_rpc(path: str) -> bool:
    """A path whose last segment is an RPC-style dotted method name (``/chat.postMessage``)."""
    segments = _segments(path)
    return bool(segments) and "{" not in segments[-1] and _is_rpc_segment(_EXTENSION.sub("", segments[-1]))


def _node_key(segment: str) -> str:
    return capped(safe_identifier(spelled(snake(segment)), prefix="r", reserved=RESERVED_METHODS))


@dataclass
class _Op:
    op: Operation
    rest: tuple[str | None, ...]  # tokens below the top-level resource (node keys, PARAM for parameters)
    moved: bool = False  # joined its group through a tag
    segment: str = ""  # the first static segment of its path (node key)


def _groups(ops: list[Operation]) -> dict[str, list[_Op]]:
    """Top-level resource name -> its operations, with their tokens below it."""
    skip = common_prefix(op.path for op in ops)
    spelled = {tag_key(op.tags[0]) for op in ops if op.tags}
    # singular and plural spellings of one tag are one tag (`Video` and `Videos`: `videos`)
    canon = {k: k + "s" if k + "s" in spelled else k for k in spelled}

    def key_of(tag: str) -> str:
        key = tag_key(tag)
        return canon.get(key, key)

    by_segment: dict[str, list[tuple[Operation, tuple[str | None, ...]]]] = defaultdict(list)
    for op in ops:
        toks = _tokens(op.path, skip)
        first = next((i for i, t in enumerate(toks) if t is not PARAM), None)
        if first is None:
            key = key_of(op.tags[0]) if op.tags else "default"
            by_segment[key].append((op, ()))
            continue
        rest = tuple(t if t is PARAM else _node_key(t) for t in toks[first + 1 :])
        by_segment[_node_key(str(toks[first]))].append((op, rest))
    tag_total = Counter(key_of(op.tags[0]) for op in ops if op.tags)
    all_tag: dict[str, str | None] = {}
    for seg, members in by_segment.items():
        keys = {key_of(op.tags[0]) if op.tags else None for op, _ in members}
        all_tag[seg] = keys.pop() if len(keys) == 1 else None
    owner: dict[str, str] = {}  # tag -> the segment group holding most (> half) of its operations
    for seg, tag in all_tag.items():
        if tag is not None and 2 * len(by_segment[seg]) > tag_total[tag]:
            owner[tag] = seg
    for seg, tag in all_tag.items():  # a group named like the tag owns it (`/assistants` tagged Assistants)
        if tag is not None and _plural_pair(tag, seg):
            owner[tag] = seg
    out: dict[str, list[_Op]] = defaultdict(list)
    for seg in sorted(by_segment):
        tag = all_tag[seg]
        host = owner.get(tag) if tag is not None else None
        if host is not None and host != seg and len(by_segment[seg]) >= len(by_segment[host]):
            host = None  # a group as big as its tag's owner is a resource of its own (`/threads`)
        if host is not None and host != seg:
            name = capped(safe_identifier(str(tag), prefix="r"))
            for op, rest in by_segment[seg]:
                if rest and rest[0] is PARAM:  # /downloads/{name} joining `files`: files.downloads.retrieve(name)
                    out[name].append(_Op(op, (seg,) + rest, False, seg))
                else:  # /finetune/download joining `fine_tuning`: fine_tuning.download()
                    out[name].append(_Op(op, rest, True, seg))
            continue
        name = capped(safe_identifier(str(tag), prefix="r")) if host == seg and not _plural_pair(str(tag), seg) else seg
        out[name].extend(_Op(op, rest, False, seg) for op, rest in by_segment[seg])
    return dict(out)


_LOWER_CAMEL = re.compile(r"^[a-z][a-z0-9]*([A-Z][a-z0-9]*)*$")  # sendMessage, getMe, close


def _client_methods(ops: list[Operation]) -> dict[tuple[str, str], str]:
    """Operations that are methods of the client itself, as Stainless places a top-level method
    (``client.ping()``): a path of one static segment, alone below it, named like a method
    (``POST /sendMessage`` -> ``client.send_message()``). Where verb phrases (``sendMessage``) are most
    of the spec (an RPC API: Telegram's) every such path is (``/close``, ``/logOut``); elsewhere only the
    verb phrases (``/getStatus``), so a REST spec's ``/rerank`` or ``/search`` stays a resource."""
    skip = common_prefix(op.path for op in ops)
    below: dict[str, list[Operation]] = defaultdict(list)
    for op in ops:
        toks = _tokens(op.path, skip)
        if toks and toks[0] is not PARAM:
            below[str(toks[0])].append(op)
    single = {
        seg: found[0] for seg, found in below.items()
        if len(found) == 1 and len(_tokens(found[0].path, skip)) == 1 and "#" not in found[0].path
        and _LOWER_CAMEL.match(seg) and not is_rpc(found[0].path)
    }
    phrases = {seg: op for seg, op in single.items() if len(words(seg)) > 1 and words(seg)[0] in VERBS | ACTION_VERBS}
    if 2 * len(phrases) <= len(ops):  # not an RPC API: only its verb phrases move
        single = phrases
    reserved = RESERVED_METHODS | CLIENT_ATTRS | CLIENT_MEMBERS
    return {op.key: capped(safe_identifier(snake(seg), prefix="op", reserved=reserved)) for seg, op in single.items()}


def _plural_pair(a: str, b: str) -> bool:
    """One name is the other plus ``s``/``es`` (``video``/``videos``): the path's spelling is kept."""
    return a == b or a in (b + "s", b + "es") or b in (a + "s", a + "es")


def _method_rules(members: list[_Op], list_like: Callable[[Operation], bool]) -> dict[tuple[str, str], tuple[tuple[str, ...], str, str]]:
    """Each operation's node (below its top-level resource), verb name and scheme."""
    at: dict[tuple[str | None, ...], list[_Op]] = defaultdict(list)
    prefixes: set[tuple[str | None, ...]] = set()
    own: set[tuple[str | None, ...]] = set()
    for m in members:
        at[m.rest].append(m)
        if not m.moved:
            own.add(m.rest)
        prefixes.update(m.rest[:i] for i in range(len(m.rest)))

    def has_ops(node: tuple[str | None, ...]) -> bool:
        return node in own or node + (PARAM,) in own

    out: dict[tuple[str, str], tuple[tuple[str, ...], str, str]] = {}
    collection_deletes: set[tuple[str, str]] = set()
    collection_gets: set[tuple[str, str]] = set()
    for m in members:
        rest, method = m.rest, m.op.method
        if m.moved and not rest:  # /realtime joining `audio`: a method named after its segment
            out[m.op.key] = ((), m.segment, "action")
            continue
        if "#" in m.op.path:  # Box's `PUT /files/{id}#add_shared_link`: a variant named by its fragment
            out[m.op.key] = (tuple(t for t in rest if t is not PARAM), snake(m.op.path.rsplit("#", 1)[1]), "action")
            continue
        last = rest[-1] if rest else PARAM
        if last is not PARAM and is_rpc(m.op.path):  # /admin.apps.approve: admin.apps.approve()
            out[m.op.key] = (tuple(t for t in rest[:-1] if t is not PARAM), str(last), "action")
            continue
        if rest and last is not PARAM and rest not in prefixes and len(at[rest]) == 1:
            parent = rest[:-1]
            after_param = bool(parent) and parent[-1] is PARAM
            verb_first = words(last)[:1] and words(last)[0] in ACTION_VERBS
            if after_param or verb_first or has_ops(parent):
                name = last
                if method == "GET" and after_param and not verb_first and list_like(m.op):
                    name = f"list_{last}"
                out[m.op.key] = (tuple(t for t in parent if t is not PARAM), name, "action")
                continue
        node = tuple(t for t in rest if t is not PARAM)
        is_item = last is PARAM if rest else m.op.path.rstrip("/").endswith("}")
        if is_item and rest + (PARAM,) in at and (method == "POST" or (method == "GET" and list_like(m.op))):
            # `/snippets/{workspace}` with `/snippets/{workspace}/{encoded_id}` below: a workspace's
            # collection, so POST creates and a list-returning GET lists
            verb = "create" if method == "POST" else "list"
        elif is_item:
            verb = ITEM_VERBS.get(method, "")
        elif method == "GET":
            verb = "list" if list_like(m.op) else "retrieve"
            if verb == "retrieve" and not strong_operation_id(m.op):  # else its operationId names it, if it clashes
                collection_gets.add(m.op.key)
        else:
            verb = COLLECTION_VERBS.get(method, "")
            if method == "DELETE":
                collection_deletes.add(m.op.key)
        out[m.op.key] = (node, verb or snake(method.lower()), "verb")
    return _split_verbs(out, collection_deletes, collection_gets)


def _split_verbs(
    out: dict[tuple[str, str], tuple[tuple[str, ...], str, str]],
    collection_deletes: set[tuple[str, str]],
    collection_gets: set[tuple[str, str]],
) -> dict[tuple[str, str], tuple[tuple[str, ...], str, str]]:
    """Two verbs one resource would give one name: a PUT beside a PATCH (or POST) ``update`` is
    ``replace``, a DELETE of the whole collection beside an item's ``delete`` is ``delete_all``, a GET
    of the collection without an operationId beside an item's ``retrieve`` is ``list`` (its answer
    undeclared or no list: Bitbucket's ``GET /downloads`` beside ``GET /downloads/{filename}``)."""
    by_name: dict[tuple[tuple[str, ...], str], list[tuple[str, str]]] = defaultdict(list)
    for key, (node, name, scheme) in out.items():
        if scheme == "verb":
            by_name[(node, name)].append(key)
    for (node, name), keys in by_name.items():
        if len(keys) < 2:
            continue
        if name == "update" and len({k[0] for k in keys}) == len(keys) and any(k[0] == "PATCH" for k in keys):
            for k in keys:
                if k[0] == "PUT":
                    out[k] = (node, "replace", "verb")
        elif name == "delete":
            whole = [k for k in keys if k in collection_deletes]
            if len(whole) == 1 and len(keys) == 2:
                out[whole[0]] = (node, "delete_all", "verb")
        elif name == "retrieve" and (node, "list") not in by_name:
            whole = [k for k in keys if k in collection_gets]
            if len(whole) == 1 and len(keys) == 2:
                out[whole[0]] = (node, "list", "verb")
    return out


def fallback_name(op: Operation, node: tuple[str, ...] = (), level: int = 3) -> str:
    """The operationId-derived name (method + path without an operationId). ``level`` 3 drops the
    words that only repeat where the method lives: a version (``core_v1``), the resource path at
    either end (``actions_...``, ``..._for_org``); level 2 keeps the names of path parameters
    (``..._with_path``); level 1 drops only the version; level 0 nothing."""
    own = strong_operation_id(op)
    parts = words(own) if own else (_summary_words(op) if level >= 2 else []) or words(derived_name(op))
    if level >= 1:
        parts = _without_version(parts)
    if level >= 2:
        known = _path_words(op, node, params=level >= 3)
        tail: list[str] = []
        if level == 2:  # ``..._with_path``: the parameter phrase stays, the path words before it go
            params = _path_words(op, (), params=True) - _path_words(op, (), params=False)
            while len(parts) > len(tail) + 1 and (parts[-1 - len(tail)] in params or parts[-1 - len(tail)] in CONNECTORS):
                tail.insert(0, parts[-1 - len(tail)])
            tail = tail if any(w in params for w in tail) else []
        parts = _without_path_words(parts[: len(parts) - len(tail)], known, prose=not own) + tail
        if level == 2 and not own and not tail and not params & set(parts) and _template_params(op):
            # a summary that names no parameter (`List a pull request activity log`, said of two
            # paths): the last parameter tells them apart
            parts += ["for"] + [w for w in words(_template_params(op)[-1]) if w != "id"]
    return capped(safe_identifier(spelled("_".join(parts)), prefix="op", reserved=RESERVED_METHODS))


def _template_params(op: Operation) -> list[str]:
    return re.findall(r"\{([^}]+)\}", op.path.split("#", 1)[0])


def strong_operation_id(op: Operation) -> str | None:
    """``op``'s operationId, unless a tool made it of the method and the path (Box's ``post_files_id``,
    ``get_files_id_thumbnail_id``): such an id names nothing the path does not."""
    if not op.operation_id:
        return None
    parts = words(op.operation_id)
    if op.operation_id.lower().startswith(op.method.lower() + "_") and set(parts[1:]) <= _path_words(op, ()) | {"id"}:
        return None
    return op.operation_id


_ARTICLES = frozenset({"a", "an", "the"})
_SUMMARY_VERBS = {"get": "retrieve", "fetch": "retrieve", "read": "retrieve", "show": "retrieve"}


def _summary_words(op: Operation) -> list[str]:
    """The words of a short summary that starts with a verb (``Restore file``, ``List repositories in
    a workspace``, ``Get a previous revision of a snippet``), articles left out: a method name for an
    operation without a meaningful operationId. Empty for any other summary."""
    text = re.sub(r"'s\b", "", (op.summary or "").strip().split(". ")[0])
    parts = [w for w in words(text) if w not in _ARTICLES]
    if not parts or not (parts[0] in VERBS or parts[0] in ACTION_VERBS) or len(parts) > 8:
        return []
    return [_SUMMARY_VERBS.get(parts[0], parts[0])] + parts[1:]


def _without_version(parts: list[str]) -> list[str]:
    out = list(parts)
    for i in range(len(out) - 1, -1, -1):
        if i < len(out) and _VERSION_WORD.match(out[i]) and len(out) > 1:
            # the API group named just before it (``core_v1``, ``apps_v1``) goes with it, unless it is
            # the verb or the last word left
            group = 1 if 1 < i < len(out) - 1 else 0
            del out[i - group : i + 1]
    return out or parts


def _path_words(op: Operation, node: tuple[str, ...], params: bool = True) -> set[str]:
    found: set[str] = set()
    for seg in _segments(op.path) + list(node):
        if "{" in seg and not params:
            continue
        seg = seg.strip("{}")
        found.update(words(seg))
        found.add(snake(seg).replace("_", ""))
    return found


def _repeats(phrase: list[str], known: set[str]) -> bool:
    """``phrase`` (one or more words, joined) names a path segment, singular or plural
    (``namespaced`` for ``namespaces``, ``config map`` for ``configmaps``)."""
    w = "".join(phrase)
    return any(
        c in known for c in (w, w + "s", w + "es", w[:-1] if w.endswith("s") else "", w[:-1] if w.endswith("ed") else "",
                             w[:-2] if w.endswith("ed") else "", w[:-3] + "y" if w.endswith("ies") else "", w[:-1] + "ies" if w.endswith("y") else "")
        if c
    )


def _without_path_words(parts: list[str], known: set[str], prose: bool = False) -> list[str]:
    out = list(parts)
    if len(out) > 2 and _repeats(out[:1], known) and (out[1] in VERBS or out[1] in ACTION_VERBS):  # the tag before the verb: ``actions_list_...``
        out = out[1:]
    changed = True
    while changed and len(out) > 1:
        changed = False
        if out[-1] in CONNECTORS:
            out.pop()
            changed = True
            continue
        for n in (4, 3, 2, 1):
            if len(out) > n and _repeats(out[-n:], known):
                del out[-n:]
                changed = True
                break
    if prose or len("_".join(out)) > LONG_METHOD:  # a summary's, or still long: the path's words go from the middle too
        i = 1
        while i < len(out) and len(out) > 2:
            n = next((n for n in (4, 3, 2, 1) if i + n <= len(out) and _repeats(out[i : i + n], known)), 0)
            if n and len(out) - n >= 1:
                del out[i : i + n]
            else:
                i += 1
    while len(out) > 1 and out[-1] in CONNECTORS:
        out.pop()
    return out


def derived_name(op: Operation) -> str:
    parts = [op.method.lower()]
    for seg in _segments(op.path):
        parts.append(seg[1:-1] if seg.startswith("{") and seg.endswith("}") else seg)
    return "_".join(parts)


def _resolve(
    wanted: dict[tuple[str, str], tuple[tuple[str, ...], str, str]],
    ops: dict[tuple[str, str], Operation],
    priority: dict[tuple[str, str], int],
    where: dict[tuple[str, str], Any],
) -> dict[tuple[str, str], Placement]:
    """Unique method names per resource: clashing operations fall back to operationId-derived names.
    A name the config file gives (``where`` has its location) that clashes is an error instead."""
    children: dict[tuple[str, ...], set[str]] = defaultdict(set)
    for node, _, _ in wanted.values():
        for i in range(len(node)):
            children[node[:i]].add(node[i])
    by_node: dict[tuple[str, ...], list[tuple[str, str]]] = defaultdict(list)
    for key, (node, _, _) in wanted.items():
        by_node[node].append(key)
    out: dict[tuple[str, str], Placement] = {}
    for node, keys in by_node.items():
        keys.sort(key=lambda k: (k[1], k[0]))
        taken = set(children[node]) | RESERVED_METHODS | (CLIENT_ATTRS | CLIENT_MEMBERS if not node else frozenset())
        names: dict[tuple[str, str], tuple[str, str]] = {}
        by_name: dict[str, list[tuple[str, str]]] = defaultdict(list)
        for k in keys:
            by_name[wanted[k][1]].append(k)
        for name, clash in by_name.items():
            chosen = [k for k in clash if k in where]
            if chosen and (len(chosen) > 1 or name in taken):
                other = "another configured operation" if len(chosen) > 1 else "a sub-resource or reserved name"
                raise RevgenError(f"{' '.join(chosen[0])}: method name {name!r} in {'.'.join(node) or 'the client'} clashes with {other}", *where[chosen[-1]])
            if len(clash) == 1 and name not in taken:
                names[clash[0]] = (name, wanted[clash[0]][2])
                continue
            best = max(priority.get(k, 0) for k in clash)
            winners = [k for k in clash if priority.get(k, 0) == best]
            if len(winners) == 1 and name not in taken:
                names[winners[0]] = (name, wanted[winners[0]][2])
                clash = [k for k in clash if k != winners[0]]
            names.update(_fallbacks(clash, ops, node, taken | {n for n in by_name if n != name}))
        used = set(taken)
        final: dict[tuple[str, str], str] = {}
        # first the names nobody else wants, then fallbacks in (path, method) order
        counts = Counter(n for n, _ in names.values())
        for k in keys:
            n = names[k][0]
            if counts[n] == 1 and n not in used:
                final[k] = n
                used.add(n)
        for k in keys:
            if k in final:
                continue
            base, i, n = names[k][0], 2, names[k][0]
            while n in used:
                n, i = f"{base}_{i}", i + 1
            final[k] = n
            used.add(n)
        for k in keys:
            out[k] = Placement(node, final[k], names[k][1] if final[k] == names[k][0] else "fallback")
    return out


def _fallbacks(
    keys: list[tuple[str, str]], ops: dict[tuple[str, str], Operation], node: tuple[str, ...], taken: set[str]
) -> dict[tuple[str, str], tuple[str, str]]:
    """The names of operations that clash: the shortest operationId-derived level that tells them
    apart and takes no name already in use."""
    levels = {k: [fallback_name(ops[k], node, level) for level in (3, 2, 1, 0)] for k in keys}
    out: dict[tuple[str, str], tuple[str, str]] = {}
    for k in keys:
        for i in range(4):
            same = [o for o in keys if levels[o][i] == levels[k][i]]
            if (len(same) == 1 and levels[k][i] not in taken) or i == 3:
                out[k] = (levels[k][i], "fallback")
                break
    return out


def place_operations(
    ops: list[Operation],
    list_like: Callable[[Operation], bool],
    naming: str = "verbs",
    overrides: dict[tuple[str, str], dict[str, Any]] | None = None,
    renames: dict[tuple[str, ...], tuple[str, Any]] | None = None,
    missing_ok: bool = False,
) -> dict[tuple[str, str], Placement]:
    """Every operation's resource path and method name. From the config file: ``overrides``
    ``{operation key: {"resource": (attrs...), "name": str}}`` (either key optional) and ``renames``
    ``{generated resource path: (new attribute name, where)}``; a rename of a resource that does not
    exist is a :class:`RevgenError` at ``where`` (file, line, column), or skipped with ``missing_ok``
    (an older revision of the spec, which may not have that resource yet)."""
    overrides = overrides or {}
    wanted: dict[tuple[str, str], tuple[tuple[str, ...], str, str]] = {}
    priority: dict[tuple[str, str], int] = {}
    if naming == "operation-id":
        for op in ops:
            top = _legacy_group(op)
            wanted[op.key] = ((top + "_" if top in CLIENT_ATTRS else top,), fallback_name(op, level=0), "operation-id")
    else:
        on_client = _client_methods(ops)
        for op in ops:
            if op.key in on_client:
                wanted[op.key] = ((), on_client[op.key], "action")
                priority[op.key] = 1
        for top, members in _groups([op for op in ops if op.key not in on_client]).items():
            top = top + "_" if top in CLIENT_ATTRS else top
            for key, (node, name, scheme) in _method_rules(members, list_like).items():
                wanted[key] = ((top,) + node, capped(safe_identifier(name, prefix="op", reserved=RESERVED_METHODS)), scheme)
            for m in members:
                priority[m.op.key] = 0 if m.moved else 1
    if renames:
        wanted = _renamed(wanted, renames, missing_ok)
    for key, o in overrides.items():
        node, name, scheme = wanted[key]
        if "resource" in o:
            node, scheme = tuple(o["resource"]), "config"
            priority[key] = 2
        if "name" in o:
            name, scheme = o["name"], "config"
            priority[key] = 3
        wanted[key] = (node, name, scheme)
    named = {key: o.get("where", (None, None, None)) for key, o in overrides.items() if "name" in o}
    return _resolve(wanted, {op.key: op for op in ops}, priority, named)


def _renamed(
    wanted: dict[tuple[str, str], tuple[tuple[str, ...], str, str]],
    renames: dict[tuple[str, ...], tuple[str, Any]],
    missing_ok: bool = False,
) -> dict[tuple[str, str], tuple[tuple[str, ...], str, str]]:
    existing = {node[:i] for node, _, _ in wanted.values() for i in range(1, len(node) + 1)}
    for path, (_, where) in renames.items():
        if path not in existing and not missing_ok:
            raise RevgenError(f"resource {'.'.join(path)!r} does not exist (the generated resources are named as in the package README)", *where)
    out = {}
    for key, (node, name, scheme) in wanted.items():
        new = list(node)
        for path, (attr, _) in renames.items():
            if tuple(node[: len(path)]) == path:
                new[len(path) - 1] = attr
        out[key] = (tuple(new), name, scheme)
    return out


_LEGACY_VERSION = ("v1", "v2", "v3", "v4", "api")


def _legacy_group(op: Operation) -> str:
    if op.tags:
        tag = op.tags[0]
    else:
        tag = next((s for s in _segments(op.path) if not s.startswith("{") and s.lower() not in _LEGACY_VERSION), "default")
    return capped(safe_identifier(snake(tag), prefix="group"))
