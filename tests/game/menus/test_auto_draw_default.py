"""Auto-draw is on for a new player (with it off, a turn with no play took a click on
the boneyard for every tile: seven clicks in one turn), while a settings file that
says it keeps its value; the Options row stays."""

from __future__ import annotations

import json

from game import storage
from game.settings import Settings


def test_a_fresh_settings_file_draws_by_itself(tmp_path, monkeypatch):
    monkeypatch.setenv("SNIFF_HOME", str(tmp_path))
    settings, problem = storage.load_settings()  # no file yet: a new player
    assert problem is None
    assert settings.auto_draw is True
    assert Settings().auto_draw is True


def test_an_existing_settings_file_keeps_its_value(tmp_path):
    path = tmp_path / "settings.json"
    saved = Settings().to_json()
    saved["auto_draw"] = False  # (every file written so far says it)
    path.write_text(json.dumps(saved))
    settings, problem = storage.load_settings(path)
    assert problem is None and settings.auto_draw is False
    saved["auto_draw"] = True
    path.write_text(json.dumps(saved))
    assert storage.load_settings(path)[0].auto_draw is True


def test_an_older_file_without_the_key_takes_the_new_default(tmp_path):
    path = tmp_path / "settings.json"
    saved = Settings().to_json()
    del saved["auto_draw"]
    path.write_text(json.dumps(saved))
    assert storage.load_settings(path)[0].auto_draw is True


def test_options_still_offers_the_row(tmp_path, monkeypatch):
    monkeypatch.setenv("SNIFF_HOME", str(tmp_path))
    from game.scenes.options.scene import OptionsScene
    from tests.game_harness import make_app
    app = make_app(auto_draw=True)
    opts = OptionsScene(app)
    row = next(r for r in opts.rows.rows if r.label == "Auto-draw")
    assert not row.step(1)  # Right stops at On (every stepper stops at its ends)
    assert row.step(-1) and app.settings.auto_draw is False
