"""Text layout for the screens: line wrapping (Latin words, Chinese characters) and
wrapped paragraphs in a box."""

from __future__ import annotations

import pygame

from ..ui import Fonts, draw_text

__all__ = ["wrap_text", "draw_paragraphs"]

#: Punctuation that never starts a line (Chinese line breaking) and that never ends one.
_NO_START = set("，。、；：！？）」』】》〉,.;:!?)]}%…—-・")
_NO_END = set("（「『【《〈([{")


def _is_cjk(ch: str) -> bool:
    o = ord(ch)
    return (0x2E80 <= o <= 0x9FFF or 0xF900 <= o <= 0xFAFF or 0xFF00 <= o <= 0xFFEF
            or 0x3000 <= o <= 0x303F)


def _units(para: str) -> list[tuple[str, bool]]:
    """Break units of a paragraph: ``(text, space_before)``. Words of Latin text,
    single Chinese characters; punctuation that may not start a line sticks to the
    unit before it, an opening bracket to the unit after it."""
    units: list[tuple[str, bool]] = []
    space = False
    word = ""
    word_space = False

    def flush():
        nonlocal word
        if word:
            units.append((word, word_space))
            word = ""

    def glue_prev(ch) -> bool:
        if units:
            t, sp = units.pop()
            units.append((t + ch, sp))
            return True
        return False

    for ch in para:
        if ch == " ":
            flush()
            space = True
            continue
        if word:
            if _is_cjk(ch) and ch not in _NO_START and word[-1] not in _NO_END:
                flush()
            else:
                word += ch
                continue
        # no word in progress: ch starts a unit or sticks to the previous one
        if ch in _NO_START and not space and units:
            glue_prev(ch)
            continue
        if not space and units and units[-1][0][-1] in _NO_END:
            t, sp = units.pop()
            word, word_space = t + ch, sp
        else:
            word, word_space = ch, space
        space = False
        if _is_cjk(ch) and ch not in _NO_END:
            flush()
    flush()
    return units


def _line(units: list[tuple[str, bool]]) -> str:
    return "".join(((" " if sp else "") + t) if i else t for i, (t, sp) in enumerate(units))


def wrap_text(font: pygame.font.Font, text: str, width: int) -> list[str]:
    """Split ``text`` into lines no wider than ``width`` pixels. Latin words never
    split (unless one alone is too wide); Chinese breaks between characters, never
    before closing punctuation such as ，。：）, and never leaves one character alone on
    a paragraph's last line ("玩。") where the line above can give it company."""
    lines: list[str] = []
    for para in text.split("\n"):
        rows: list[list[tuple[str, bool]]] = [[]]
        for unit, space in _units(para):
            row = rows[-1]
            cand = _line(row + [(unit, space)])
            if font.size(cand)[0] <= width or not row:
                row.append((unit, space))
            else:
                rows.append([(unit, False)])
        # an orphan on the last line takes characters from the line above (2 at least
        # stay there), as long as the last line still fits
        while (len(rows) > 1 and len(rows[-1]) < 2 and _is_cjk(rows[-1][0][0][0])
               and len(rows[-2]) > 2):
            moved = [(rows[-2][-1][0], False)] + rows[-1]
            if font.size(_line(moved))[0] > width:
                break
            rows[-1] = moved
            rows[-2] = rows[-2][:-1]
        lines.extend(_line(row) for row in rows)
    return lines


def draw_paragraphs(surf, fonts: Fonts, paras, box: pygame.Rect, size: float, color,
                    gap: int = 0, bold: bool = False, min_size: float = 9,
                    align: str = "left", shadow: bool = False) -> int:
    """Wrap the (translated) paragraphs ``paras`` into the screen rect ``box`` at
    ``size``, smaller if they would not fit its height; return the bottom y."""
    while True:
        font = fonts.get(size, bold)
        blocks = [wrap_text(font, p, box.w) for p in paras]
        lh = font.get_linesize()
        h = sum(len(b) * lh for b in blocks) + gap * max(0, len(blocks) - 1)
        if h <= box.h or size <= min_size:
            break
        size = max(min_size, size - 1)
    y = box.y
    for lines in blocks:
        for line in lines:
            if align == "center":
                draw_text(surf, font, line, color, (box.centerx, y), "midtop", shadow, box=box)
            else:
                draw_text(surf, font, line, color, (box.x, y), "topleft", shadow, box=box)
            y += lh
        y += gap
    return y


def draw_lines_fit(surf, fonts: Fonts, size: float, text: str, color, box: pygame.Rect,
                   bold: bool = False, max_lines: int = 2, align: str = "left",
                   min_size: float | None = None) -> bool:
    """``text`` at ``size`` in the screen rect ``box``, wrapped into at most
    ``max_lines`` lines (vertically centred) when one line is too wide, at a size down
    to ``min_size`` (default ``size``) if the lines need it: True if it fit so (and is
    drawn), False (nothing drawn) if it would have to shrink further."""
    least = size if min_size is None else min_size
    while True:
        font = fonts.get(size, bold)
        lines = wrap_text(font, text, box.w)
        lh = font.get_linesize()
        if (len(lines) <= max_lines and len(lines) * lh <= box.h
                and all(fonts.measure(font, line)[0] <= box.w for line in lines)):
            break
        if size - 1 < least:
            return False
        size -= 1
    y = box.centery - len(lines) * lh / 2
    for line in lines:
        if align == "center":
            draw_text(surf, font, line, color, (box.centerx, round(y)), "midtop", False,
                      box=box)
        else:
            draw_text(surf, font, line, color, (box.x, round(y)), "topleft", False, box=box)
        y += lh
    return True
