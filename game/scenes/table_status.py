"""The table's status panel lines as drawn: a long "what to do now" line (a hint in
Polish at 200 % text) wraps onto the panel's two lines at the table's line size."""

from __future__ import annotations

from ..widgets.text import wrap_text

__all__ = ["fit_status"]


def fit_status(lines: list[tuple[str, str]], font, width: int) -> list[tuple[str, str]]:
    """``lines`` (``[(text, tone)]``, news first, what to do now last) as drawn in a
    panel ``width`` px wide with ``font``: a last line too wide for one line wraps onto
    two rather than shrinking to the smallest text on the table; the news line then
    gives way to it."""
    if not lines:
        return lines
    text, tone = lines[-1]
    if font.size(text)[0] <= width:
        return lines
    wrapped = wrap_text(font, text, width)
    if len(wrapped) < 2:
        return lines
    rest = (" " if " " in wrapped[-1] or " " in text else "").join(wrapped[1:])
    return [(wrapped[0], tone), (rest, tone)]
