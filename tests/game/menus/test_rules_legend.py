"""The Rules screen explains the marks the table draws (a double's end badge,
the hollow rings and the sniff's tag were explained only on the tutorial's first page)."""

from __future__ import annotations

from engine.tiles import parse_tile
from game.render.board import BoardView
from game.scenes.rules.scene import SECTIONS


def _section(title):
    return next(body for name, body in SECTIONS if name == title)


def test_reading_the_table_names_every_mark_the_board_draws():
    words = " ".join(text for kind, text in _section("Reading the table") if kind == "b")
    # the double's end and the sniff's tag, in the very form the board renderer writes them
    assert "2+2" in words and f"solid {BoardView.whole_text(None, parse_tile('3-3'))} tag" \
        in words  # the sniff's count, as the board renderer writes it
    assert "hollow ring" in words and "solid red disc" in words and "Total" in words
    assert "bubble" in words and "lit" in words


def test_it_comes_before_the_end_of_a_hand():
    names = [name for name, _body in SECTIONS]
    assert names.index("Reading the table") < names.index("End of a hand")
