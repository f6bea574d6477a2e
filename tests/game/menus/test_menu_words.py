"""Words the menus say that must match what the game does: quitting keeps the saved
game and the question says so; the Rules say what going out does, as the table's
plate and the hand's summary do ("North loses 15": off the others' own scores)."""

from __future__ import annotations

from game import i18n
from game.scenes.menus.pause import PauseScene
from game.scenes.rules.scene import SECTIONS
from game.widgets import ConfirmScene
from tests.game.menus.test_game_menus import app, home  # noqa: F401


def test_the_quit_question_says_the_game_is_saved(app):  # noqa: F811
    assert app.saves is not None
    app.push(PauseScene(app))
    app.top.select("Quit")
    confirm = app.top
    assert isinstance(confirm, ConfirmScene)
    assert "saved" in confirm.question and "Continue" in confirm.question
    assert "not" not in confirm.question
    app.pop()
    app.saves = None  # nothing saves (a demo): the question says that instead
    app.top.select("Quit")
    assert "will not be saved" in app.top.question


def _rule(section: str) -> str:
    blocks = dict(SECTIONS)[section]
    return " ".join(text for kind, text in blocks if kind == "b")


def test_the_rules_say_what_going_out_gains_in_the_race():
    """American Sniff: no bonus of its own, but the others lose their tiles' pips;
    the table's plate says just that ("You went out!" over "North loses 15"), never a
    "+15" the player's own score does not show."""
    words = _rule("End of a hand")
    assert "no bonus" in words and "the others lose their tiles' pips" in words
    i18n.set_language("en")
    from game.present.going_out import GoingOut
    told = GoingOut(seat=0, gain=15, parts=((1, 15),), bonus=False)
    assert told.words(["You", "North"], 0) == "You went out!\nNorth loses 15"
