"""``python -m generator``: the same as the ``revgen`` command."""

from generator.cli import main

if __name__ == "__main__":
    main()
