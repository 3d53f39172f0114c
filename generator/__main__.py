"""``python -m generator``: the same as the ``revgen`` command."""

from generator.cli import run

if __name__ == "__main__":
    run()
