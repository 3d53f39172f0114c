"""CLI: the ``--config FILE`` option shared by every command that generates the SDK (``sdk``, ``build``,
``release``) or names its symbols (``changelog --sdk-impact``).

Entry point: :data:`config_option` (a click decorator; the value arrives as ``config_file``) and
:func:`load_config_option`, which reads the file (:func:`generator.targets.sdk.load_config`) or gives None,
meaning "``revgen.yaml`` beside the spec, when there is one".
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import click

if TYPE_CHECKING:
    from generator.targets.sdk import SdkConfig

config_option = click.option(
    "--config",
    "config_file",
    type=click.Path(dir_okay=False),
    default=None,
    help="SDK config file (names, moves, pagination, client class); default: revgen.yaml beside the spec.",
)


def load_config_option(config_file: str | None) -> SdkConfig | None:
    if not config_file:
        return None
    from generator.targets.sdk import load_config

    return load_config(config_file)
