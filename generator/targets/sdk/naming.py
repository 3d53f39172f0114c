"""SDK target: Python identifiers for wire names (stage: targets; no I/O).

Entry points: :func:`snake`, :func:`pascal`, :func:`safe_identifier`, :func:`capped`, :func:`spelled` and
:class:`NameTable` (collision-free names, deterministic in call order).

Every name a spec supplies goes through here before it reaches a template: keywords get a trailing
``_``, leading digits a prefix, dashes and other punctuation become ``_``, non-ASCII letters are
transliterated (or hex-escaped), and names that would shadow a builtin or an import used by the
generated module are suffixed. The wire name is kept next to the Python name (as a pydantic alias or in
the request-building dict), so renaming never changes what goes on the wire. String and docstring
literals (:func:`generator.render.literals.py_string`, :func:`generator.render.literals.docstring_text`)
escape ``\"\"\"``, backslashes and ``{{ }}`` in a spec so that they come out as text.
"""

from __future__ import annotations

import keyword
import re
import sys
import unicodedata


PY_KEYWORDS = frozenset(keyword.kwlist) | frozenset(keyword.softkwlist) - {"_"}

# one word of a wire name (ASCII letters and digits; anything else separates words), camelCase split:
# ``HTTPResponse`` -> HTTP, Response (capitals before a capitalized word), ``getHttp`` -> get, Http and
# ``v2Beta`` -> v2, Beta (a capital after a small letter or a digit starts a word), ``ABC123def`` one word
_WORD = re.compile(r"[A-Z]+(?=[A-Z][a-z])|[A-Z]*[a-z0-9]+|[A-Z]+")
_CODE_WORD = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
_STRING_LITERAL = re.compile(r'"(?:[^"\\]|\\.)*"|\'(?:[^\'\\]|\\.)*\'')


def code_words(text: str) -> set[str]:
    """The identifiers of Python source ``text`` outside its string literals: the names a field or an
    argument must not shadow (a discriminator's ``{"source": "Source"}`` names no ``source``)."""
    return set(_CODE_WORD.findall(_STRING_LITERAL.sub(" ", text)))


# Top-level modules the generated package imports at run time (its dependencies and theirs): a package
# of the same name would shadow them and the SDK could not import itself.
SDK_DEPENDENCIES = frozenset(
    {"httpx", "httpcore", "h11", "h2", "anyio", "sniffio", "certifi", "idna", "pydantic", "pydantic_core",
     "typing_extensions", "typing_inspection", "annotated_types", "hatchling"}
)


def ascii_fold(text: str) -> str:
    """Transliterate ``text`` to ASCII; letters with no ASCII form become ``uXXXX``."""
    if text.isascii():
        return text
    out = []
    for ch in unicodedata.normalize("NFKD", text):
        if ch.isascii():
            out.append(ch)
        elif unicodedata.category(ch).startswith("M"):
            continue  # combining accent
        elif ch.isalnum():
            out.append(f"_u{ord(ch):04x}_")
        else:
            out.append("_")
    return "".join(out)


def words(text: str) -> list[str]:
    """Split a wire name into lower-case words: ``getHTTPResponse-v2`` -> get, http, response, v2."""
    return list(_words(text))


def _words(text: str) -> tuple[str, ...]:
    return tuple(w.lower() for w in _WORD.findall(ascii_fold(text)))


def snake(text: str) -> str:
    """``snake_case`` of ``text`` (may be empty or start with a digit; see :func:`safe_identifier`)."""
    return "_".join(_WORD.findall(ascii_fold(text))).lower()


def pascal(text: str) -> str:
    """``PascalCase`` of ``text``; words that start with a digit are kept as they are."""
    return "".join([w.capitalize() for w in _WORD.findall(ascii_fold(text))])


def safe_identifier(name: str, *, prefix: str = "field", reserved: frozenset[str] | set[str] = frozenset()) -> str:
    """Make ``name`` (already cased) a valid, non-keyword, non-reserved Python identifier."""
    if not name:
        name = prefix
    if name[0].isdigit():
        name = f"{prefix}_{name}" if not name[0].isupper() else f"{prefix.capitalize()}{name}"
    if not name.isidentifier():
        name = re.sub(r"\W", "_", name)
    while name in PY_KEYWORDS or name in reserved:
        name += "_"
    return name


MAX_NAME = 64  # longest class, module, attribute or method name: file names stay far below OS limits
_PASCAL_WORD = re.compile(r"[A-Z]+(?![a-z])|[A-Z]?[a-z0-9]+|[^A-Za-z0-9]+")


def capped(name: str, limit: int = MAX_NAME) -> str:
    """``name`` unchanged when short enough, else shortened by words, still readable (never a hash):
    a word said before is dropped, then words from the middle, keeping the first two and the last;
    of a name of very long words the longest is cut. The result leaves room for the ``2``, ``3`` a :class:`NameTable`
    adds when two long names shorten alike."""
    if len(name) <= limit:
        return name
    target = limit - 4
    snake_case = "_" in name.strip("_")
    parts = [w for w in name.split("_")] if snake_case else _PASCAL_WORD.findall(name)
    sep = "_" if snake_case else ""
    seen: set[str] = set()
    kept = []
    for i, w in enumerate(parts):
        if i and w and w.lower() in seen and i != len(parts) - 1:
            continue
        seen.add(w.lower())
        kept.append(w)
    while len(sep.join(kept)) > target and len(kept) > 3:
        del kept[(len(kept) - 1) // 2 + 1 if len(kept) > 4 else 2]
    over = len(sep.join(kept)) - target
    if over > 0:  # a few very long words: the longest is cut, so a suffix (``Resource``, ``Param``) stays
        longest = max(range(len(kept)), key=lambda i: len(kept[i]))
        kept[longest] = kept[longest][: max(1, len(kept[longest]) - over)]
    return sep.join(kept)[:target].rstrip("_")


_ONES = "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen".split()
_TENS = "_ _ twenty thirty forty fifty sixty seventy eighty ninety".split()


def number_words(digits: str) -> list[str]:
    """``"1"`` -> one, ``"42"`` -> forty, two; longer numbers digit by digit (``"2010"``: two, zero, one, zero)."""
    n = int(digits)
    if len(digits) <= 2 and n < 20:
        return [_ONES[n]]
    if len(digits) == 2:
        return [_TENS[n // 10]] + ([_ONES[n % 10]] if n % 10 else [])
    return [_ONES[int(d)] for d in digits]


def spelled(name: str) -> str:
    """A snake_case name that starts with a digit reads as words: ``1_click_apps`` -> ``one_click_apps``,
    ``3d_models`` -> ``three_d_models``; any other name is returned as it is."""
    m = re.match(r"(\d+)_?", name)
    if not m:
        return name
    rest = name[m.end():]
    return "_".join(number_words(m.group(1)) + ([rest] if rest else []))


class NameTable:
    """Hand out unique names: the first claim keeps the name, later ones get ``2``, ``3``, ...

    ``fold`` decides when two names clash (``str.lower`` for file names on case-insensitive systems).
    """

    def __init__(self, reserved: set[str] | frozenset[str] = frozenset(), fold: bool = False) -> None:
        self._fold = fold
        self.reserved = frozenset(reserved)
        self._used: set[str] = {self._key(r) for r in reserved}
        self._next: dict[tuple[str, str], int] = {}  # (name, sep) -> first number not yet known taken

    def _key(self, name: str) -> str:
        return name.lower() if self._fold else name

    def claim(self, name: str, sep: str = "") -> str:
        candidate = name
        if self._key(candidate) in self._used:
            # names are never given back, so numbers found taken before stay taken: start after them
            # (a spec with a thousand ``MetadataParam`` would otherwise probe 2, 3, ... each time)
            n = self._next.get((name, sep), 2)
            candidate = f"{name}{sep}{n}"
            while self._key(candidate) in self._used:
                n += 1
                candidate = f"{name}{sep}{n}"
            self._next[(name, sep)] = n + 1
        self._used.add(self._key(candidate))
        return candidate

    def __contains__(self, name: str) -> bool:
        return self._key(name) in self._used


def default_package_name(title: str | None) -> str:
    """A Python package name from the API title, as a user would type it (what ``revgen build`` names
    the SDK, and the package the docs' SDK snippets import): each word lower-cased whole (``GitHub`` ->
    ``github``), the words every API has left out: ``Together APIs`` -> ``together``, ``Together RL
    API`` -> ``together_rl``, ``GitHub v3 REST API`` -> ``github``."""
    tokens = [t.lower() for t in re.split(r"[^A-Za-z0-9]+", ascii_fold(title or "")) if t]
    kept = [t for t in tokens if t not in GENERIC_TITLE_WORDS and not re.fullmatch(r"v\d+", t)]
    name = safe_identifier(spelled("_".join(kept)) or snake(title or "") or "api_client", prefix="api")
    if name in sys.stdlib_module_names or name in SDK_DEPENDENCIES:  # "Email API": no shadowed module
        name += "_client"
    return name


GENERIC_TITLE_WORDS = frozenset(
    {"api", "apis", "rest", "restful", "openapi", "swagger", "the", "web", "http", "service", "services", "spec",
     "specification", "sdk", "client", "public"}
)
