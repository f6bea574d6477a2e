"""What every tutorial test shares: SDL's dummy drivers (set before pygame loads) and a
fresh data folder per test (no progress, settings or statistics of the player's read or
written). Frames are driven with :func:`tests.game_harness.frames`."""

from __future__ import annotations

import pytest


@pytest.fixture(autouse=True)
def _home(tmp_path, monkeypatch):
    """Each test's own data folder: tutorial progress starts from nothing."""
    monkeypatch.setenv("SNIFF_HOME", str(tmp_path / "home"))
