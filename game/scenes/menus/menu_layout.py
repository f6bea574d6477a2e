"""The main menu's grid: where each entry sits (design pixels at 1280x720) and how the
arrows move the focus across it.

Rows, top to bottom: the big play button (Continue with a save, New game beside it;
else New game alone), the two cards (Daily deal, Tutorial), the row of smaller buttons
(Rules, Options, Statistics, Goals, About, Quit)."""

from __future__ import annotations

__all__ = ["LOGO", "STRIP", "layout", "rows", "step"]

#: The logo's box (the logo is centred in it).
LOGO = (232, 26, 816, 140)
#: The player strip under the buttons (games won, best streak, goals).
STRIP = (300, 588, 680, 46)

_PRIMARY = (380, 176, 520, 84)
_CONTINUE = (380, 176, 340, 84)
_NEW_BESIDE = (736, 176, 164, 84)
_CARDS = {"Daily deal": (300, 284, 332, 132), "Tutorial": (648, 284, 332, 132)}
SMALL = ("Rules", "Options", "Statistics", "Goals", "About", "Quit")
_SMALL_Y, _SMALL_H, _SMALL_W, _SMALL_GAP = 446, 108, 140, 12
#: How much wider (design px) each card and each small button is at 200 % text, and
#: how much lower the small buttons' row sits (the goals chip on its corner grows up
#: with the text: at 200 % it all but touched the Tutorial card above).
CARD_GROWTH, SMALL_GROWTH, SMALL_DROP = 64, 40, 10


def layout(saved: bool, text_scale: float = 1.0) -> dict[str, tuple]:
    """Each entry's design rect. Without a save Continue shares New game's place (it is
    off and not drawn). At larger text the cards and the small buttons grow wider, out
    from the middle (else at 200 % "Statystyki" and "Naucz się grać: 7 lekcji"
    shrank in them)."""
    g = max(0.0, min(1.0, text_scale - 1.0))
    out = {"Continue": _CONTINUE if saved else _PRIMARY,
           "New game": _NEW_BESIDE if saved else _PRIMARY}
    grow = round(CARD_GROWTH * g)
    for label, (x, y, w, h) in _CARDS.items():
        out[label] = (x - grow if x < 640 else x, y, w + grow, h)
    w = _SMALL_W + round(SMALL_GROWTH * g)
    total = len(SMALL) * w + (len(SMALL) - 1) * _SMALL_GAP
    x = 640 - total // 2
    for label in SMALL:
        out[label] = (x, _SMALL_Y + round(SMALL_DROP * g), w, _SMALL_H)
        x += w + _SMALL_GAP
    return out


def rows(saved: bool) -> list[list[str]]:
    """The grid's rows, left to right (only what can be chosen)."""
    return [["Continue", "New game"] if saved else ["New game"],
            ["Daily deal", "Tutorial"], list(SMALL)]


def _centre_x(rect) -> float:
    return rect[0] + rect[2] / 2


def step(grid: list[list[str]], rects: dict, current: str, dx: int, dy: int) -> str:
    """The entry the focus goes to from ``current`` by one arrow: up/down to the nearest
    entry (by its centre) in the row above/below, wrapping top and bottom; left/right
    along the row, on into the next (or previous) row at its end, like reading."""
    r = next(i for i, row in enumerate(grid) if current in row)
    if dy:
        row = grid[(r + dy) % len(grid)]
        x = _centre_x(rects[current])
        return min(row, key=lambda e: abs(_centre_x(rects[e]) - x))
    flat = [e for row in grid for e in row]
    return flat[(flat.index(current) + dx) % len(flat)]
