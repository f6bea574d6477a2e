"""The table's status panel lines as drawn: a long "what to do now" line (a hint in
Polish at 200 % text) wraps onto the panel's two lines at the table's line size, the
two lines balanced (no lone last word) and a key reminder "(Enter / Space)" never split."""

from __future__ import annotations

from ..widgets.text import _units, wrap_text

__all__ = ["fit_status", "split_two"]

_OPEN = "(（"
_CLOSE = ")）"


def _groups(text: str) -> list[tuple[str, bool]]:
    """The break units of ``text`` (``(unit, space_before)``), a bracketed group such
    as a key reminder "(Enter / Space)" glued into one unit."""
    out: list[tuple[str, bool]] = []
    depth = 0
    for unit, space in _units(text):
        if depth > 0:
            t, sp = out.pop()
            out.append((t + (" " if space else "") + unit, sp))
        else:
            out.append((unit, space))
        depth = max(0, depth + sum(unit.count(c) for c in _OPEN)
                    - sum(unit.count(c) for c in _CLOSE))
    return out


def _join(units: list[tuple[str, bool]]) -> str:
    return "".join((" " if sp and i else "") + t for i, (t, sp) in enumerate(units))


def split_two(font, text: str, width: int) -> list[str]:
    """``text`` on two lines for a panel ``width`` px wide: the break that fits both
    lines and balances them best, never inside a bracketed key reminder, never leaving
    one word alone on a line when another break fits (one line when none is found)."""
    units = _groups(text)
    if len(units) < 2:
        return [text]
    best = None
    for i in range(1, len(units)):
        a, b = _join(units[:i]), _join(units[i:])
        wa, wb = font.size(a)[0], font.size(b)[0]
        lone = (i == 1) + (i == len(units) - 1)  # a line of one word
        key = (max(wa, wb) > width, lone, max(wa, wb))
        if best is None or key < best[0]:
            best = (key, [a, b])
    return best[1]


def fit_status(lines: list[tuple[str, str]], font, width: int) -> list[tuple[str, str]]:
    """``lines`` (``[(text, tone)]``, news first, what to do now last) as drawn in a
    panel ``width`` px wide with ``font``: a last line too wide for one line wraps onto
    two (see :func:`split_two`) rather than shrinking to the smallest text on the table;
    the news line then gives way to it."""
    if not lines:
        return lines
    text, tone = lines[-1]
    if font.size(text)[0] <= width:
        return lines
    if len(wrap_text(font, text, width)) < 2:
        return lines
    two = split_two(font, text, width)
    if len(two) < 2:
        return lines
    return [(two[0], tone), (two[1], tone)]
