"""The shape of the code (docs/architecture.md): no import cycle, folders import only
the layers their table row allows, no file under engine/ or game/ over 500 lines, and
the engine never imports pygame or the game.

The import graph is built with ``ast`` from every import statement anywhere in a file:
module level, inside functions and under ``if TYPE_CHECKING:`` alike.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PACKAGES = ("engine", "game")
MAX_LINES = 500

#: Top-level game modules that assemble the program: they may import anything.
ENTRY = {"game.app", "game.main", "game.__main__", "game.selftest", "game.routes"}


def layer(module: str) -> str:
    """The row of docs/architecture.md's table a module belongs to."""
    parts = module.split(".")
    if parts[0] == "engine":
        return "engine"
    if module in ENTRY:
        return "entry"
    if len(parts) >= 2 and parts[1] in ("present", "render", "widgets", "scenes"):
        return parts[1]
    return "core"


#: What each layer may import (besides itself). Mirrors docs/architecture.md.
ALLOWED = {
    "engine": {"engine"},
    "core": {"engine", "core"},
    "present": {"engine", "core", "present"},
    "render": {"engine", "core", "present", "render"},
    "widgets": {"core", "render", "widgets"},
    "scenes": {"engine", "core", "present", "render", "widgets", "scenes"},
    "entry": {"engine", "core", "present", "render", "widgets", "scenes",
              "entry"},
}


def source_files() -> dict[str, Path]:
    """``{module name: path}`` of every Python file of the packages."""
    out = {}
    for pkg in PACKAGES:
        for path in sorted((ROOT / pkg).rglob("*.py")):
            rel = path.relative_to(ROOT).with_suffix("")
            parts = list(rel.parts)
            if parts[-1] == "__init__":
                parts.pop()
            out[".".join(parts)] = path
    return out


def _is_package(path: Path) -> bool:
    return path.name == "__init__.py"


def imports_of(module: str, path: Path, known: set[str]) -> list[tuple[str, int]]:
    """``[(imported project module, line)]`` for every import in the file."""
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    pkg = module if _is_package(path) else module.rpartition(".")[0]
    found: list[tuple[str, int]] = []

    def add(name: str, line: int) -> None:
        # the deepest project module the name reaches (a.b.c -> a.b if a.b.c is no module)
        while name and name not in known:
            name = name.rpartition(".")[0]
        if name and name != module:
            found.append((name, line))

    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                add(alias.name, node.lineno)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = pkg.split(".")
                if node.level > 1:
                    base = base[: len(base) - (node.level - 1)]
                base_name = ".".join(base)
                target = f"{base_name}.{node.module}" if node.module else base_name
            else:
                target = node.module or ""
            for alias in node.names:
                sub = f"{target}.{alias.name}"
                add(sub if sub in known else target, node.lineno)
    return found


def third_party_imports(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    names = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names |= {a.name.split(".")[0] for a in node.names}
        elif isinstance(node, ast.ImportFrom) and not node.level and node.module:
            names.add(node.module.split(".")[0])
    return names


def import_graph() -> tuple[dict[str, set[str]], dict[tuple[str, str], int]]:
    files = source_files()
    known = set(files)
    graph: dict[str, set[str]] = {m: set() for m in files}
    lines: dict[tuple[str, str], int] = {}
    for module, path in files.items():
        for target, line in imports_of(module, path, known):
            graph[module].add(target)
            lines.setdefault((module, target), line)
    return graph, lines


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components with more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on: set[str] = set()
    out: list[list[str]] = []
    counter = [0]

    def visit(v: str) -> None:
        # iterative Tarjan: (node, iterator over its successors)
        work = [(v, iter(sorted(graph[v])))]
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on.add(v)
        while work:
            node, it = work[-1]
            advanced = False
            for w in it:
                if w not in index:
                    index[w] = low[w] = counter[0]
                    counter[0] += 1
                    stack.append(w)
                    on.add(w)
                    work.append((w, iter(sorted(graph[w]))))
                    advanced = True
                    break
                if w in on:
                    low[node] = min(low[node], index[w])
            if advanced:
                continue
            work.pop()
            if work:
                parent = work[-1][0]
                low[parent] = min(low[parent], low[node])
            if low[node] == index[node]:
                comp = []
                while True:
                    w = stack.pop()
                    on.discard(w)
                    comp.append(w)
                    if w == node:
                        break
                if len(comp) > 1:
                    out.append(sorted(comp))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return out


# -- the tests ------------------------------------------------------------------------
def test_the_graph_sees_every_kind_of_import(tmp_path):
    """The parser counts module-level, function-local, relative and TYPE_CHECKING imports."""
    src = tmp_path / "m.py"
    src.write_text("from typing import TYPE_CHECKING\n"
                   "from . import b\n"
                   "if TYPE_CHECKING:\n    from ..x.y import Thing\n"
                   "def f():\n    import game.c\n    from .d import e\n")
    known = {"pkg.sub.b", "pkg.x.y", "game.c", "pkg.sub.d"}
    got = {t for t, _line in imports_of("pkg.sub.m", src, known)}
    assert got == {"pkg.sub.b", "pkg.x.y", "game.c", "pkg.sub.d"}


def test_cycle_finder_finds_a_cycle_and_only_cycles():
    g = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}, "e": set()}
    assert cycles(g) == [["a", "b", "c"]]
    assert cycles({"a": {"b"}, "b": set()}) == []


def test_no_import_cycles():
    graph, lines = import_graph()
    found = cycles(graph)
    msgs = []
    for comp in found:
        members = set(comp)
        edges = sorted(f"{a} -> {b} (line {lines[(a, b)]})" for a in comp
                       for b in graph[a] if b in members)
        msgs.append("cycle: " + ", ".join(comp) + "\n    " + "\n    ".join(edges))
    assert not found, "\n".join(msgs)


def test_layers_import_only_what_their_row_allows():
    graph, lines = import_graph()
    bad = []
    for module, targets in sorted(graph.items()):
        mine = layer(module)
        for t in sorted(targets):
            if layer(t) not in ALLOWED[mine]:
                bad.append(f"{module} ({mine}) imports {t} ({layer(t)}), "
                           f"line {lines[(module, t)]}")
    assert not bad, "\n".join(bad)


def test_no_file_over_500_lines():
    long = []
    for path in source_files().values():
        n = len(path.read_text(encoding="utf-8").splitlines())
        if n > MAX_LINES:
            long.append(f"{path.relative_to(ROOT)}: {n} lines")
    assert not long, "\n".join(long)


def test_engine_never_imports_pygame_or_the_game():
    bad = []
    for module, path in source_files().items():
        if module.split(".")[0] != "engine":
            continue
        wrong = third_party_imports(path) & {"pygame", "game", "pytmx"}
        if wrong:
            bad.append(f"{module}: {sorted(wrong)}")
    assert not bad, "\n".join(bad)


@pytest.mark.parametrize("module,expected", [
    ("engine.game", "engine"), ("game.app", "entry"), ("game.ui", "core"),
    ("game.render.tiles", "render"), ("game.scenes.table.scene", "scenes"),
    ("game.scene", "core"), ("game.widgets.rows", "widgets"),
    ("game.present.timeline", "present"),
])
def test_layer_names(module, expected):
    assert layer(module) == expected


def test_the_architecture_document_lists_every_layer():
    doc = (ROOT / "docs" / "architecture.md").read_text(encoding="utf-8")
    for folder in ("engine/", "game/present/", "game/render/", "game/widgets/",
                   "game/scenes/", "game/scene.py", "game/app.py"):
        assert f"`{folder}`" in doc, folder
