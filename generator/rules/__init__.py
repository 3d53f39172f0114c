"""Rules stage: turn a structural diff into :class:`~generator.rules.change.Change` records.

Entry points: ``table.RULES`` (one row per check id with every fact about it), ``engine.run_checks``,
``messages.format_message`` (a change's message per medium) and :func:`generator.rules.engine.compute_changes`.

How to add a check id
---------------------
1. Add its line to ``table.tsv`` (kept in id order): id, level, direction, area, kind, action, the
   check function that emits it (``module.function``), its changelog section (``Added`` also means a
   minor version bump) and its message template (``str.format`` with named fields such as ``{property}``).
2. Emit it, written out in full, from that check in ``checks/<area>.py``: ``out.op("the-id", op, args)``
   (or ``out.spec(...)`` for a change that names no endpoint); a schema-level id goes into
   ``checks/schema_ids.py`` under what changed and its subject. A new check function is named in its
   rows' ``check`` column; nothing else registers it. Never choose a level: it comes from the table.
3. Add ``tests/rules/cases/<id>/{base.yaml,revision.yaml}`` and write its ``expected.json`` with
   ``python -m pytest tests/rules/test_cases.py -k <id> --update-golden`` (review ``git diff``). If the id has no mirror
   (added/removed, request/response, increased/decreased), say why in ``tests/rules/test_symmetry.py``.
"""
