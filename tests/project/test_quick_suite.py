"""`make test-quick` leaves out the tests marked ``slow`` in tests/conftest.py: each
entry there names a folder, a file or a test that exists (a renamed test would
otherwise quietly join the quick suite)."""

from __future__ import annotations

import re

from tests.conftest import ROOT, SLOW_DIRS, SLOW_FILES, SLOW_TESTS


def test_every_slow_entry_names_something_that_exists():
    for d in SLOW_DIRS:
        assert d.endswith("/") and (ROOT / d).is_dir(), d
    for f in SLOW_FILES:
        assert (ROOT / f).is_file(), f
    for entry in SLOW_TESTS:
        path, name = entry.split("::")
        text = (ROOT / path).read_text(encoding="utf-8")
        assert re.search(rf"^def {re.escape(name)}\(", text, re.M), entry


def test_the_quick_suite_leaves_the_slow_tests_out():
    makefile = (ROOT / "Makefile").read_text(encoding="utf-8")
    quick = makefile.split("\ntest-quick:", 1)[1].split("\n\n", 1)[0]
    assert '-m "not slow"' in quick, quick
    pyproject = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    assert "--strict-markers" in pyproject and '"slow:' in pyproject
