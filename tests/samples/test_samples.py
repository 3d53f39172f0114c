"""Samples target: seven languages per operation, golden files, each sample valid in its language
(Python: parsed and run against a stub; JavaScript: node --check and run against a stub fetch; shell:
bash -n and run against a stub curl; Java: javac against stub classes; php/go/ruby when installed), and
no spec string can break out of a string literal. Example responses are checked against seed 003."""

from __future__ import annotations

import ast
import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from generator.load import load_spec
from sample_toolchains import tool as need_tool
from generator.load.revisions import list_revisions
from generator.targets.examples import media_example, to_json_text
from generator.targets.samples import generate_samples, operation_samples, sample_request

HERE = Path(__file__).resolve().parent
SHOP = HERE.parent / "docs" / "fixtures" / "shop"

HOSTILE_TEXT = "a'b\"c\\d$e#{f}`g`$(h)\n\u2028i\\u0022j%s{{k}}</script>"

HOSTILE_SPEC = {
    "openapi": "3.1.0",
    "info": {"title": "hostile", "version": "1"},
    "servers": [{"url": "https://api.example.com/" + "q'\"$x#{y}\\"}],
    "components": {"securitySchemes": {"key": {"type": "apiKey", "in": "header", "name": "X-Key'\"$#{z}"}}},
    "security": [{"key": []}],
    "paths": {
        "/items/{id}": {
            "put": {
                "operationId": "../../escape",
                "parameters": [{"name": "id", "in": "path", "required": True, "schema": {"type": "string"}}],
                "requestBody": {
                    "content": {
                        "application/json": {
                            "schema": {
                                "type": "object",
                                "required": ["name"],
                                "properties": {
                                    "name": {"type": "string", "example": HOSTILE_TEXT},
                                    HOSTILE_TEXT: {"type": "integer", "example": 5},
                                },
                            }
                        }
                    }
                },
                "responses": {"200": {"description": "ok"}},
            }
        }
    },
}


def _shop_latest():
    return list_revisions(str(SHOP))[-1].load()


@pytest.fixture(scope="module")
def hostile(tmp_path_factory: pytest.TempPathFactory):
    path = tmp_path_factory.mktemp("hostile") / "hostile.json"
    path.write_text(json.dumps(HOSTILE_SPEC))
    spec = load_spec(str(path))
    op = spec.operations[("PUT", "/items/{id}")]
    request = sample_request(spec, op)
    return request, {s["key"]: s["code"] for s in operation_samples(spec, op)}


def test_golden_samples(golden) -> None:  # type: ignore[no-untyped-def]
    golden.tree(HERE / "golden" / "shop", generate_samples(_shop_latest()))


def test_seed_003_samples_and_examples(repo_dir: Path, shared_dir: Path) -> None:
    source = repo_dir / "specs" / "rl-model-resources"
    if not (source / "revisions.json").is_file():
        pytest.skip("the RL model-resources example history is not present")
    seed = next((shared_dir / "seeds").glob("003_*.txt")).read_text()
    spec = list_revisions(str(source))[-1].load()
    op = spec.operations[("POST", "/v1/rl/model-resources/{model_resources_id}/stop")]
    samples = operation_samples(spec, op)
    assert [s["key"] for s in samples] == ["curl", "python", "javascript", "php", "go", "java", "ruby"]
    for sample in samples:
        assert sample["code"].strip() in seed, sample["key"]
    ok = to_json_text(media_example(op.responses["200"].content["application/json"]))
    error = to_json_text(media_example(next(iter(op.responses["default"].content.values()))))
    assert ok in seed
    assert seed.rstrip().endswith(error)


def test_python_samples_parse_and_send_the_request(tmp_path: Path, hostile) -> None:
    request, codes = hostile
    ast.parse(codes["python"])
    stub = tmp_path / "requests.py"
    stub.write_text(
        "import json\n"
        "def _call(method, url, json=None, data=None, headers=None):\n"
        "    import json as j\n"
        "    print(j.dumps({'method': method, 'url': url, 'json': json, 'headers': headers}))\n"
        "    class R: text = ''\n"
        "    return R()\n"
        "def put(url, **kw): return _call('PUT', url, **kw)\n"
    )
    result = subprocess.run([sys.executable, "-c", codes["python"]], capture_output=True, text=True, cwd=tmp_path, env={"PYTHONPATH": str(tmp_path)}, check=True)
    sent = json.loads(result.stdout.splitlines()[0])
    assert sent["url"] == request.url and sent["method"] == "PUT"
    assert sent["json"] == request.body
    assert sent["headers"] == dict(request.headers)


def test_javascript_samples_check_and_send_the_request(tmp_path: Path, hostile) -> None:
    need_tool("node")
    request, codes = hostile
    script = tmp_path / "sample.js"
    script.write_text(codes["javascript"])
    subprocess.run(["node", "--check", str(script)], check=True)
    runner = tmp_path / "run.js"
    runner.write_text(
        "globalThis.fetch = (url, o) => { console.log(JSON.stringify({url, method: o.method, headers: o.headers, body: o.body}));"
        " return {then() { return this; }, catch() { return this; }}; };\n" + codes["javascript"]
    )
    out = subprocess.run(["node", str(runner)], capture_output=True, text=True, check=True).stdout
    sent = json.loads(out)
    assert sent["url"] == request.url and sent["method"] == "PUT"
    assert sent["headers"] == dict(request.headers)
    assert json.loads(sent["body"]) == request.body


def test_curl_sample_is_one_command_with_exact_arguments(tmp_path: Path, hostile) -> None:
    request, codes = hostile
    subprocess.run(["bash", "-n", "-c", codes["curl"]], check=True)
    out = subprocess.run(["bash", "-c", "curl() { printf '%s\\0' \"$@\"; }\n" + codes["curl"]], capture_output=True, check=True).stdout
    args = out.decode().split("\0")[:-1]
    assert args[:4] == ["--request", "PUT", "--url", request.url]
    headers = [args[i + 1] for i, a in enumerate(args) if a == "--header"]
    assert headers == [f"{k}: {v}" for k, v in request.headers]
    assert json.loads(args[args.index("--data") + 1]) == request.body


def test_java_sample_compiles(tmp_path: Path, hostile) -> None:
    need_tool("javac")
    _, codes = hostile
    (tmp_path / "Sample.java").write_text(
        "class HttpResponse<T> {}\n"
        "class Req { Req header(String a, String b) { return this; } Req body(String b) { return this; }"
        " HttpResponse<String> asString() { return new HttpResponse<>(); } }\n"
        "class Unirest { static Req put(String u) { return new Req(); } static Req request(String m, String u) { return new Req(); } }\n"
        "public class Sample { public static void main(String[] a) {\n" + codes["java"] + "\n} }\n"
    )
    result = subprocess.run(["javac", "-d", str(tmp_path), str(tmp_path / "Sample.java")], capture_output=True, text=True, check=False)
    assert result.returncode == 0, result.stderr


# go vet's httpresponse check is off: seed 003's Go sample (which ours reproduces) uses res unchecked
@pytest.mark.parametrize(
    ("tool", "key", "suffix", "command"),
    [("php", "php", ".php", ["php", "-l"]), ("ruby", "ruby", ".rb", ["ruby", "-c"]), ("go", "go", ".go", ["go", "vet", "-httpresponse=false"])],
)
def test_other_languages_when_installed(tmp_path: Path, hostile, tool: str, key: str, suffix: str, command: list[str]) -> None:
    command = [need_tool(tool), *command[1:]]
    _, codes = hostile
    path = tmp_path / f"sample{suffix}"
    path.write_text(codes[key])
    result = subprocess.run([*command, str(path)], capture_output=True, text=True, cwd=tmp_path, check=False)
    assert result.returncode == 0, result.stdout + result.stderr


def _decode(literal: str, quote: str, forbidden: str = "") -> str:
    """Read one string literal back by the common escape rules (\\n \\t \\r \\xHH \\uXXXX octal, \\<char>);
    fail on an unescaped quote, newline or a character the language would interpret (``forbidden``)."""
    assert literal[0] == quote and literal[-1] == quote, literal
    body, out, i = literal[1:-1], [], 0
    simple = {"n": "\n", "r": "\r", "t": "\t"}
    while i < len(body):
        ch = body[i]
        if ch == "\\":
            nxt = body[i + 1]
            if nxt in simple:
                out.append(simple[nxt]); i += 2
            elif nxt == "x":
                out.append(chr(int(body[i + 2 : i + 4], 16))); i += 4
            elif nxt == "u":
                out.append(chr(int(body[i + 2 : i + 6], 16))); i += 6
            elif nxt in "01234567":
                out.append(chr(int(body[i + 1 : i + 4], 8))); i += 4
            else:
                out.append(nxt); i += 2
            continue
        assert ch != quote and ch not in "\n\r" and ch not in forbidden, (ch, literal)
        out.append(ch)
        i += 1
    return "".join(out)


@pytest.mark.parametrize(
    ("name", "quote", "forbidden"),
    [("pystr", "", ""), ("js_single", "'", "\u2028\u2029"), ("php_double", '"', "$"), ("go_str", '"', ""),
     ("java_str", '"', ""), ("rb_double", '"', "#"), ("rb_single", "'", ""), ("php_single", "'", "")],
)
def test_string_literals_round_trip(name: str, quote: str, forbidden: str) -> None:
    from generator.render.literals import FILTERS

    literal = FILTERS[name](HOSTILE_TEXT)
    if name == "pystr":  # Python reads it back itself (either quote, as black prefers)
        assert "\n" not in literal and ast.literal_eval(literal) == HOSTILE_TEXT
        return
    if name in ("rb_single", "php_single"):  # only \\ and the quote are escapes; newlines are allowed raw
        body = literal[1:-1].replace("\\\\", "\0").replace("\\" + quote, quote).replace("\0", "\\")
        assert body == HOSTILE_TEXT
        return
    if name == "java_str":
        assert "\\u" not in literal.replace("\\\\", "")  # Java decodes \\uXXXX before it parses
    assert _decode(literal, quote, forbidden) == HOSTILE_TEXT


def test_shell_word_round_trip() -> None:
    from generator.render.literals import sh_single, sh_word

    for text in (HOSTILE_TEXT, "https://a.b/{id}", "~x", "a b", "<token>"):
        out = subprocess.run(["bash", "-c", "printf %s " + sh_word(text)], capture_output=True, text=True, check=True).stdout
        assert out == text
        out = subprocess.run(["bash", "-c", "printf %s " + sh_single(text)], capture_output=True, text=True, check=True).stdout
        assert out == text


def test_cli_samples(tmp_path: Path) -> None:
    spec = sorted(SHOP.glob("*.yaml"))[-1]
    out = tmp_path / "samples"
    result = subprocess.run([sys.executable, "-m", "generator", "samples", str(spec), "-o", str(out)], capture_output=True, text=True, check=False)
    assert result.returncode == 0, result.stderr
    assert sorted(p.name for p in (out / "get-item").iterdir()) == ["curl.sh", "go.go", "java.java", "javascript.js", "php.php", "python.py", "ruby.rb"]
    assert (out / "index.md").read_text().startswith("# Code samples: Shop API")


def test_cli_samples_replaces_its_own_folder_only(tmp_path: Path) -> None:
    spec = sorted(SHOP.glob("*.yaml"))[-1]
    run = lambda out, **kw: subprocess.run([sys.executable, "-m", "generator", "samples", str(spec), "-o", str(out)], capture_output=True, text=True, check=False, **kw)  # noqa: E731
    out = tmp_path / "samples"
    assert run(out).returncode == 0 and run(out).returncode == 0  # a second run replaces the first
    assert (out / ".revgen-output").is_file()
    foreign = tmp_path / "foreign"
    foreign.mkdir()
    (foreign / "index.md").write_text("mine")  # the old marker name is not enough
    result = run(foreign)
    assert result.returncode == 2 and "not written by revgen" in result.stderr
    assert (foreign / "index.md").read_text() == "mine"
    result = run(".", cwd=tmp_path)
    assert result.returncode == 2 and "current folder" in result.stderr
