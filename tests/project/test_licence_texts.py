"""About names what Sniff ships; the licence text of each ships too (issue 16, screens #6):
every row of About has its text files, in assets (which build.spec bundles whole), and
About > Licence texts shows each of them, scrollable."""

from __future__ import annotations

from pathlib import Path

import pygame

from game.actions import Action, Input
from game.resources import asset_root
from game.scenes.menus.about import AboutScene, licence_files, licence_texts, licences
from game.ui.text import record_text
from tests.game_harness import frame, key, make_app

ROOT = Path(__file__).resolve().parents[2]
#: A few words every text of that licence has.
MARKS = {
    "MIT": "Permission is hereby granted",
    "LGPL 2.1": "GNU LESSER GENERAL PUBLIC LICENSE",
    "LGPL 3": "GNU LESSER GENERAL PUBLIC LICENSE",
    "zlib": "This software is provided 'as-is'",
    "PSF License 2.0": "PYTHON SOFTWARE FOUNDATION LICENSE VERSION 2",
    "SIL OFL 1.1": "SIL OPEN FONT LICENSE",
    "GPL 3 + font exception": "GNU GENERAL PUBLIC LICENSE",
    "MPL 2.0 + MIT": "Mozilla Public License",
    "FreeType License": "The FreeType Project LICENSE",
    "BSD-3-Clause": "Redistribution and use in source and binary forms",
    "BSD-style": "",
    "CC0 1.0": "CC0",
}


def test_every_row_of_about_has_its_licence_text():
    pygame.font.init()  # the fonts' rows are named from their files' name tables
    root = asset_root()
    rows = dict(licences(root))
    files = dict(licence_files(root))
    assert set(rows) == set(files)
    for what, licence in rows.items():
        assert files[what], f"{what}: no licence text"
        texts = [(root / rel).read_text(encoding="utf-8") for rel in files[what]]
        assert all(len(t) > 300 for t in texts), what
        mark = MARKS[licence]
        assert any(mark.lower() in t.lower() for t in texts), (what, licence)
    # the project's own licence is the repository's
    assert (root / "licenses" / "Sniff-MIT.txt").read_text() == (ROOT / "LICENSE").read_text()
    # the fonts' rows point at their own OFL file
    for weight in ("Regular", "Bold"):  # one row a file, its weight named
        assert files[f"Inter {weight} (subset)"] == ("fonts/Inter-OFL.txt",)
        assert files[f"Noto Sans CJK SC {weight} (subset)"] == ("fonts/OFL.txt",)


def test_the_executable_carries_the_texts():
    spec = (ROOT / "build.spec").read_text()
    assert "(ASSETS, \"assets\")" in spec and "licenses" in spec
    for _title, path in licence_texts():
        assert asset_root() in path.parents and path.is_file()


def test_about_shows_each_licence_text_scrollable(tmp_path, monkeypatch):
    monkeypatch.setenv("SNIFF_HOME", str(tmp_path))
    app = make_app()
    about = AboutScene(app)
    app.push(about)
    frame(app)
    button = next(b for b in about.buttons.buttons if b.label == "Licence texts")
    about.buttons.index = about.buttons.buttons.index(button)
    key(pygame.K_RETURN)
    frame(app)
    viewer = app.top
    assert viewer.name == "licence_text"
    seen = set()
    for i, (title, path) in enumerate(viewer.files):
        assert viewer.index == i
        with record_text() as log:
            app.invalidate()
            frame(app)
        drawn = [d.text for d in log]
        assert title in drawn
        first = next(ln for ln in path.read_text(encoding="utf-8").splitlines() if ln.strip())
        assert any(first.strip()[:20] in t for t in drawn), (title, first)
        seen.add(path)
        # long texts scroll: the wheel and the keys move it, the last line comes into view
        if viewer.max_scroll() > 0:
            viewer.handle(Input(Action.SCROLL_DOWN))
            assert viewer.scroll > 0
            for _ in range(len(viewer.lines())):
                viewer.handle(Input(Action.DOWN))
            assert viewer.scroll == viewer.max_scroll()
            with record_text() as log:
                app.invalidate()
                frame(app)
            last = [ln for ln in viewer.lines() if ln.strip()][-1]
            assert last in [d.text for d in log]
        key(pygame.K_RIGHT)
        frame(app)
    assert len(seen) == len(viewer.files) >= 20
    key(pygame.K_ESCAPE)
    frame(app)
    assert app.top is about


def test_the_viewer_chooses_by_click_and_keys_and_copes_with_no_files(tmp_path):
    from game.scenes.menus.licence_text import LicenceTextScene, plain, read_licence

    app = make_app()
    files = [(f"Text {i}", tmp_path / f"t{i}.txt") for i in range(30)]
    for _t, p in files:
        p.write_text("Zo\u00eb \u2603 caf\u00e9\n" * 3, encoding="utf-8")
    viewer = LicenceTextScene(app, files)
    app.push(viewer)
    frame(app)
    played = []
    app.audio.play = played.append
    viewer.choose(0)  # the same file: no click
    assert played == [] and viewer.index == 0
    viewer.choose(-1)  # wraps round the list
    assert viewer.index == 29 and played == ["click"]
    i, r = viewer.title_rects()[1]
    viewer.handle(Input(Action.PRESS, pos=r.center))
    assert viewer.index == i
    viewer.handle(Input(Action.PRESS, pos=(-5, -5)))  # nowhere: nothing chosen
    assert viewer.index == i
    viewer.handle(Input(Action.CONFIRM))  # a page down (a short text: nothing to scroll)
    assert viewer.scroll == viewer.max_scroll() == 0
    # a missing file says why in its place; a character the font lacks is spelled plain
    assert "t99.txt" in read_licence(tmp_path / "t99.txt")
    font = pygame.font.Font(None, 20)
    assert plain("caf\u00e9", font) in ("caf\u00e9", "cafe")
    empty = LicenceTextScene(app, [])
    empty.choose(3)
    assert empty.index == 0 and "".join(empty.lines()) == ""
    app.push(empty)
    frame(app)  # draws its panels, no text
