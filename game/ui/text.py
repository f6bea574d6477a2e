"""Drawing text: the one path every screen draws its texts through, and its recorder.

Every text reaches the screen through :func:`blit_text` (:func:`draw_text` and
:func:`draw_text_fit` call it; so does the table's text cache). While a test
records (``with record_text() as log:``), each draw is logged as a
:class:`TextDraw`: the text, where it landed and the box it had to fit, the font's
pixel size, and, when the recorder asks for it (``record_text(contrast=True)``), its
contrast against what was behind it (WCAG 2 ratio, measured under the glyphs' own pixels
before the text and its shadow were drawn). Measuring is pixel work in Python, so a
recorder that only reads the texts does not pay for it; reading ``contrast`` from a
draw that was not measured raises :class:`ContrastNotMeasured`.
"""

from __future__ import annotations

import contextlib
from dataclasses import dataclass, field

import pygame

from .fonts import Fonts
from .tile_glyphs import render_line

__all__ = ["TextDraw", "ContrastNotMeasured", "record_text", "blit_text", "log_text",
           "draw_text", "draw_text_fit", "contrast_ratio", "luminance", "behind", "recording"]


class ContrastNotMeasured(LookupError):
    """A recorded draw's contrast was read, but its recorder did not measure it."""


_NOT_ASKED = object()


@dataclass
class TextDraw:
    """One recorded text draw."""
    text: str
    rect: pygame.Rect
    box: pygame.Rect | None
    shrunk: bool
    #: The font's pixel size (None when the caller did not say).
    px: int | None = None
    color: tuple | None = None
    measured: object = field(default=_NOT_ASKED, repr=False)

    @property
    def contrast(self) -> float | None:
        """The WCAG contrast of ``color`` against what was behind the glyphs: the ratio
        that 90 % of the glyphs' pixels reach (None when it cannot be measured: no
        colour, a translucent text, nothing visible).

        Raises :class:`ContrastNotMeasured` unless the recorder was
        ``record_text(contrast=True)``."""
        if self.measured is _NOT_ASKED:
            raise ContrastNotMeasured("record with record_text(contrast=True) to measure "
                                      f"the contrast of {self.text!r}")
        return self.measured


_RECORD: list | None = None
_MEASURE = False


@contextlib.contextmanager
def record_text(contrast: bool = False):
    """Record every text drawn inside the ``with`` block: yields the list of
    :class:`TextDraw` it fills. ``contrast``: also measure each text's contrast
    against what was behind it (slow: only for the tests that read it)."""
    global _RECORD, _MEASURE
    before, log = (_RECORD, _MEASURE), []
    _RECORD, _MEASURE = log, contrast
    try:
        yield log
    finally:
        _RECORD, _MEASURE = before


def recording() -> bool:
    return _RECORD is not None


def _lin(c: int) -> float:
    c /= 255.0
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


#: sRGB channel value -> linear light, for the 256 values a channel can take.
_LIN = tuple(_lin(c) for c in range(256))


def luminance(rgb) -> float:
    """WCAG 2 relative luminance of an sRGB colour."""
    r, g, b = rgb[:3]
    return 0.2126 * _LIN[int(r)] + 0.7152 * _LIN[int(g)] + 0.0722 * _LIN[int(b)]


def contrast_ratio(a, b) -> float:
    la, lb = luminance(a), luminance(b)
    hi, lo = max(la, lb), min(la, lb)
    return (hi + 0.05) / (lo + 0.05)


def behind(surf, rect):
    """What ``surf`` shows under ``rect`` now, for :func:`blit_text`'s ``behind`` (None
    unless a test measures contrast): take it before drawing a text's shadow."""
    return _behind(surf, rect) if _RECORD is not None and _MEASURE else None


def _behind(surf, rect) -> tuple[pygame.Surface, pygame.Rect] | None:
    """A copy of what ``surf`` shows under ``rect`` (the visible part), with that part."""
    part = pygame.Rect(rect).clip(surf.get_clip()).clip(surf.get_rect())
    if part.w == 0 or part.h == 0:
        return None
    return surf.subsurface(part).copy(), part


def _contrast(img, rect, color, behind) -> float | None:
    if color is None or behind is None:
        return None
    bg, part = behind
    mask = pygame.mask.from_surface(img, 128)
    ox, oy = part.x - rect.x, part.y - rect.y
    n = mask.count()
    if n == 0:
        return None
    step = max(1, int((n / 400) ** 0.5))
    lc = luminance(color) + 0.05
    seen: dict = {}  # background colour -> its ratio to ``color``
    ratios = []
    for y in range(0, part.h, step):
        for x in range(0, part.w, step):
            if mask.get_at((x + ox, y + oy)):
                px = tuple(bg.get_at((x, y)))
                r = seen.get(px)
                if r is None:
                    lb = luminance(px) + 0.05
                    r = seen[px] = max(lc, lb) / min(lc, lb)
                ratios.append(r)
    if not ratios:
        return None
    ratios.sort()
    return ratios[len(ratios) // 10]


def blit_text(surf, img, rect, text: str, color=None, px: int | None = None, box=None,
              shrunk: bool = False, behind=None) -> pygame.Rect:
    """Blit the rendered ``text`` (``img``, drawn in ``color`` at ``px`` pixels) at
    ``rect``, recording it while a test records. ``behind``: what was there before
    a shadow was drawn (see :func:`draw_text`)."""
    rect = pygame.Rect(rect)
    if _RECORD is not None and text:
        contrast = _NOT_ASKED
        if _MEASURE:
            if behind is None:
                behind = _behind(surf, rect)
            contrast = _contrast(img, rect, color, behind) \
                if img.get_alpha() in (None, 255) else None
        _append(text, rect, box, shrunk, surf.get_clip(), px, color, contrast)
    surf.blit(img, rect)
    return rect


def _append(text, rect, box, shrunk, clip, px=None, color=None, contrast=_NOT_ASKED) -> None:
    rect = pygame.Rect(rect)
    if clip is not None:
        rect = rect.clip(clip)
        if rect.w == 0 or rect.h == 0:
            return
    _RECORD.append(TextDraw(text, rect, None if box is None else pygame.Rect(box), shrunk,
                            px, None if color is None else tuple(color)[:3], contrast))


def log_text(text, rect, box=None, shrunk: bool = False, clip=None) -> None:
    """Record a text drawn some other way (no size or contrast known): prefer
    :func:`blit_text`. Only its visible part (``clip``) counts."""
    if _RECORD is None or not text:
        return
    _append(text, rect, box, shrunk, clip, contrast=None if _MEASURE else _NOT_ASKED)


def draw_text(surf, font, text, color, pos, anchor="topleft", shadow=True, box=None,
              shrunk: bool = False):
    """Draw text anchored at ``pos`` (a pygame.Rect attribute name); return its rect.

    ``box`` (a screen rect) is where the text must fit: it is recorded with the text
    for the layout tests (the caller chose the font to fit, see :meth:`Fonts.fit`)."""
    img = render_line(font, text, color)  # a tile's name shows as a little domino
    r = img.get_rect(**{anchor: pos})
    behind = _behind(surf, r) if _RECORD is not None and _MEASURE else None
    if shadow:
        sh = render_line(font, text, (0, 0, 0))
        sh.set_alpha(110)
        surf.blit(sh, r.move(max(1, font.get_height() // 18), max(1, font.get_height() // 18)))
    return blit_text(surf, img, r, text, color, font.point_size, box, shrunk, behind)


def draw_text_fit(surf, fonts: Fonts, size, text, color, box, anchor="center", bold=False,
                  shadow=False, pad: int = 0):
    """Draw ``text`` inside the screen rect ``box`` at ``size``, smaller if it must be."""
    inner = box.inflate(-2 * pad, 0)
    font = fonts.fit(size, text, inner.w, bold, box.h)
    pos = getattr(inner, anchor)
    return draw_text(surf, font, text, color, pos, anchor, shadow, box=box,
                     shrunk=font is not fonts.get(size, bold))
