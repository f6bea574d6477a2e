"""Fonts by design size, weight, window scale, text scale and language."""

from __future__ import annotations

import pygame

__all__ = ["Fonts", "fit_font", "TEXT_SCALES"]

#: Text sizes Options offers (1.0 = 100 %).
TEXT_SCALES = (1.0, 1.25, 1.5, 1.75, 2.0)


class Fonts:
    """Fonts by design size, cached per window scale, text scale and language font.

    ``path`` is a font file (None: pygame's default font) and ``bold_path`` its bold
    weight (None: the regular face emboldened by the renderer); ``factor`` scales
    the pixel size so that a design size looks about as big in every font (the
    language's fonts come from :func:`game.i18n.font_file` and
    :func:`game.i18n.bold_font_file`). ``text_scale`` is the
    player's text size (Options: 100-200 %). ``generation`` changes whenever the
    cached fonts are dropped, so caches of rendered text know to drop theirs.
    """

    def __init__(self, path: str | None = None, factor: float = 1.0,
                 bold_path: str | None = None):
        self.path = path
        self.bold_path = bold_path
        self.factor = factor
        self._cache: dict[tuple, pygame.font.Font] = {}
        self._sizes: dict[tuple, tuple[int, int]] = {}
        self.scale = 1.0
        self.text_scale = 1.0
        self.generation = 0

    def _clear(self) -> None:
        self._cache.clear()
        self._sizes.clear()
        self.generation += 1

    def set_scale(self, scale: float) -> None:
        if abs(scale - self.scale) > 1e-6:
            self.scale = scale
            self._clear()

    def set_text_scale(self, text_scale: float) -> None:
        text_scale = max(0.5, min(3.0, float(text_scale)))
        if abs(text_scale - self.text_scale) > 1e-6:
            self.text_scale = text_scale
            self._clear()

    def set_font(self, path: str | None, factor: float = 1.0,
                 bold_path: str | None = None) -> None:
        """Use the font file ``path`` (None: pygame's default) and its bold weight
        ``bold_path`` from now on."""
        self.path = path
        self.bold_path = bold_path
        self.factor = factor
        self._clear()  # a new language: its texts are new too

    def px(self, size: float) -> int:
        return max(8, round(size * self.scale * self.text_scale * self.factor))

    def get(self, size: float, bold: bool = False) -> pygame.font.Font:
        """The font for a design ``size`` (times the text scale)."""
        return self._font(self.px(size), bold)

    def get_fixed(self, size: float, bold: bool = False) -> pygame.font.Font:
        """The font for a design ``size`` without the player's text scale (for the few
        texts that are part of a picture, like the numbers on the table's discs)."""
        return self._font(max(8, round(size * self.scale * self.factor)), bold)

    def _font(self, px: int, bold: bool) -> pygame.font.Font:
        key = (px, bold)
        f = self._cache.get(key)
        if f is None:
            f = _load(self.path, self.bold_path, px, bold)
            if f is None:  # the font file is gone: pygame's default font
                self.path, self.bold_path, self.factor = None, None, 1.0
                f = _load(None, None, px, bold)
            self._cache[key] = f
        return f

    def get_lang(self, code: str, size: float, bold: bool = False) -> pygame.font.Font:
        """The font another language would use (the Options screen names each language
        in its own script)."""
        from ..i18n import bold_font_file, font_file, font_size_factor
        path, factor = font_file(code), font_size_factor(code)
        if path == self.path:
            return self.get(size, bold)
        px = max(8, round(size * self.scale * self.text_scale * factor))
        key = ("lang", path, px, bold)
        f = self._cache.get(key)
        if f is None:
            f = _load(path, bold_font_file(code), px, bold) or _load(None, None, px, bold)
            self._cache[key] = f
        return f

    def measure(self, font: pygame.font.Font, text: str) -> tuple[int, int]:
        """The size of ``text`` as ``font`` renders it (bold text is a little larger
        than :meth:`pygame.font.Font.size` says); cached."""
        key = (id(font), text)
        got = self._sizes.get(key)
        if got is None:
            got = font.render(text, True, (0, 0, 0)).get_size() if text else (0, 0)
            if len(self._sizes) > 4000:
                self._sizes.clear()
            self._sizes[key] = got
        return got

    def fit(self, size: float, text: str, max_w: float, bold: bool = False,
            max_h: float | None = None) -> pygame.font.Font:
        """The font for ``size``, made smaller if ``text`` would be wider than
        ``max_w`` pixels (or taller than ``max_h``)."""
        f = self.get(size, bold)
        w, h = self.measure(f, text)
        if w <= max_w and (max_h is None or h <= max_h):
            return f
        px = self.px(size)
        k = max_w / max(1, w)
        if max_h is not None:
            k = min(k, max_h / max(1, h))
        px = max(6, int(px * k))
        f = self._font(px, bold)
        while px > 6:
            w, h = self.measure(f, text)
            if w <= max_w and (max_h is None or h <= max_h):
                break
            px -= 1
            f = self._font(px, bold)
        return f


def _load(path: str | None, bold_path: str | None, px: int, bold: bool):
    """A font at ``px`` pixels: the bold file for bold text when there is one, else the
    regular file (emboldened if ``bold``); None if the file cannot be read. Kerning
    is SDL_ttf's default (on)."""
    try:
        if bold and bold_path:
            return pygame.font.Font(bold_path, px)
        f = pygame.font.Font(path, px)
    except (OSError, FileNotFoundError, pygame.error):
        return None
    f.set_bold(bold)
    return f


def fit_font(fonts: Fonts, size: float, text: str, max_w: float, bold: bool = False,
             max_h: float | None = None) -> pygame.font.Font:
    """:meth:`Fonts.fit` as a function."""
    return fonts.fit(size, text, max_w, bold, max_h)
