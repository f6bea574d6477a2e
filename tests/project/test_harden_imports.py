"""The import cycles issue 11 names in the engine, the saves and the self-test are
gone: every import counts, function-level ones included (``ast``)."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def imported(path: str) -> set[str]:
    """Modules ``path`` imports anywhere (relative ones made absolute)."""
    rel = Path(path).with_suffix("")
    package = list(rel.parts[:-1])
    out = set()
    for node in ast.walk(ast.parse((ROOT / path).read_text())):
        if isinstance(node, ast.Import):
            out.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = package[:len(package) - node.level + 1] if node.level else []
            mod = ".".join(base + ([node.module] if node.module else []))
            out.add(mod)
            out.update(f"{mod}.{a.name}" for a in node.names)
    return out


@pytest.mark.parametrize("path,never", [
    ("engine/game.py", "engine.record"),            # engine.record imports engine.game
    ("engine/record_doc.py", "engine.record"),
    ("engine/record_doc.py", "engine.game"),
    ("game/selftest.py", "game.main"),              # game.main imports game.selftest
    ("game/saves.py", "game.scenes"),               # no scene below the scenes
    ("game/saves.py", "game.persistence"),          # game.persistence imports game.saves
    ("game/save_writer.py", "game.saves"),
    ("game/persistence.py", "game.scenes"),
    ("game/stats.py", "game.scenes"),
])
def test_no_import_back(path, never):
    bad = {m for m in imported(path) if m == never or m.startswith(never + ".")}
    assert not bad, f"{path} imports {sorted(bad)}"
