"""Targets stage: THE table of output kinds -- what each target reads, the formats it writes and where
``revgen build`` puts it.

Entry points: :data:`TARGETS` (name -> :class:`Target`) and :func:`target`. Every target is one
``render(source, fmt, *, templates, **options) -> {relative path: content}`` from its templates
(``templates/<kind>/``): the reports read a change list, the history report and the docs a
:class:`~generator.history.History`, the samples and the SDK the newest :class:`~generator.model.Spec`.
The CLI takes each command's ``--format`` choices from here, and ``revgen build`` writes every target
that has a ``build`` folder, in the formats listed for it. Adding an output kind is a row here (and
its module and templates); adding a format to a kind is a name in its ``formats``. A target's module is
imported only when it renders, so reading the table costs no target's imports.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

from generator.reports import FORMATS as REPORT_FORMATS
from generator.reports import ReportOptions, render_report
from generator.targets.formats import DOCS_FORMATS, HISTORY_FORMATS

Files = dict[str, "str | bytes"]
Stream = Iterable[tuple[str, "str | bytes"]]


@dataclass(frozen=True)
class Target:
    """One output kind: what it reads, its formats and default, how it renders, its ``revgen build`` folder."""

    name: str
    reads: str  # "changes" | "history" | "spec"
    formats: tuple[str, ...]  # its command's --format choices, in --help order
    default: str
    render: Callable[..., Files]  # (source, fmt, *, templates, **options); docs and sdk also take ``jobs``
    build: str | None = None  # its folder in `revgen build`'s output ("" the top), None: not built
    build_formats: tuple[str, ...] = ()
    stream: Callable[..., Stream] | None = None  # the same files as ``render``, each as soon as it is made

    def files(self, source: Any, fmt: str, **options: Any) -> Stream:
        """What ``render`` returns, as ``(path, content)`` pairs: streamed when the target can (a writer
        such as :func:`generator.output.write_tree` takes them as they come), else from its dict."""
        if self.stream is not None:
            return self.stream(source, fmt, **options)
        return sorted(self.render(source, fmt, **options).items())


# A target's module is imported when it renders (:func:`_module`, the pattern of click's lazily loaded
# subcommands): the CLI reads this table for its --format choices without loading Jinja, the SDK
# generator or black.


def _module(name: str) -> Any:
    return importlib.import_module(name)


def _reports(changes: Any, fmt: str, *, templates: str | None = None, options: Any = None) -> Files:
    options = options or ReportOptions(templates=templates)
    return {f"changelog.{REPORT_FORMATS[fmt].extension}": render_report(fmt, changes, options)}


def _history(history: Any, fmt: str, *, templates: str | None = None) -> Files:
    text = _module("generator.targets.docs_report").render_history(history, fmt, templates)
    return {f"history.{REPORT_FORMATS[fmt].extension}": text}


def _docs(history: Any, fmt: str, *, templates: str | None = None, jobs: int | None = 1) -> Files:
    files: Files = _module("generator.targets.docs").generate_docs(history, fmt=fmt, templates=templates, jobs=jobs)
    return files


def _docs_stream(history: Any, fmt: str, *, templates: str | None = None, jobs: int | None = 1) -> Stream:
    stream: Stream = _module("generator.targets.docs").iter_docs(history, fmt=fmt, templates=templates, jobs=jobs)
    return stream


def _samples(spec: Any, fmt: str = "files", *, templates: str | None = None) -> Files:
    return dict(_module("generator.targets.samples").generate_samples(spec, templates))


def _sdk(spec: Any, fmt: str = "python", *, templates: str | None = None, package_name: str = "api_client",
         version: str = "0.1.0", **options: Any) -> Files:
    generate = _module("generator.targets.sdk").generate_sdk
    return dict(generate(spec, package_name, templates=templates, version=version, **options))


TARGETS: dict[str, Target] = {t.name: t for t in (
    Target("reports", "changes", tuple(REPORT_FORMATS), "text", _reports),
    Target("history", "history", HISTORY_FORMATS, "text", _history, build="",
           build_formats=("markdown", "json")),
    Target("docs", "history", DOCS_FORMATS, "both", _docs, build="docs", build_formats=("both",),
           stream=_docs_stream),
    Target("samples", "spec", ("files",), "files", _samples, build="samples", build_formats=("files",)),
    Target("sdk", "spec", ("python",), "python", _sdk, build="sdk", build_formats=("python",)),
)}


def target(name: str) -> Target:
    """The row of ``name`` (KeyError for an unknown target)."""
    return TARGETS[name]


def built() -> list[Target]:
    """The targets ``revgen build`` writes, in table order."""
    return [t for t in TARGETS.values() if t.build is not None]
