"""Rules stage: turn a structural diff into :class:`~generator.rules.change.Change` records.

Entry points: ``table.RULES`` (one row per check id), ``checks.run_checks`` and
:func:`generator.changelog.compute_changes`.

How to add a check
------------------
1. Find the id's row in ``catalog.py`` (generated from the reference table; its ``family`` column names
   the check family, e.g. ``request_parameter_removed``).
2. Write ``def check(diff: SpecDiff, out: Emitter)`` in ``checks/<area>.py`` that reads the diff tree
   (``generator.diff``; use the walkers in ``generator.diff.walk``) and calls ``out.op(id, op, args, ...)``
   or ``out.spec(id, args, ...)``. Never choose a level: it comes from the table.
3. Register it: add ``"<family>": check`` to that module's ``FAMILIES`` dict.
4. If the id needs a sentence of its own, add it to ``messages.MESSAGES`` (fields are ``{name}``).
5. Add ``tests/rules/cases/<id>/{base.yaml,revision.yaml,expected.json}``; regenerate ``expected.json``
   with ``python tests/rules/regen.py <id>`` and review it.
"""
