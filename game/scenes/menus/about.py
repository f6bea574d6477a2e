"""About: the version, where the player's files live (with a button that opens that
folder), and the licence of everything the game ships."""

from __future__ import annotations

from pathlib import Path

import pygame

from ... import storage
from ...actions import Action
from ...i18n import N_, _
from ...resources import asset_root
from ...ui import THEME, MenuList, draw_panel, draw_text_fit
from ...widgets import MenuScreen, draw_paragraphs

__all__ = ["AboutScene", "licences", "file_places", "LICENCE_FILES", "licence_files",
           "licence_texts"]

#: What the game ships and under which licence. Names of software and of licences are
#: proper names: they are shown as they are, in every language.
SHIPPED = (
    ("Sniff", "MIT"),
    # (the pictures, sounds, music and maps: assets/LICENSE.md)
    ("Sniff art, sounds, music, maps", "CC0 1.0"),
    ("Python", "PSF License 2.0"),
    ("pygame-ce", "LGPL 2.1"),
    ("SDL 2, SDL_image, SDL_mixer, SDL_ttf", "zlib"),
    ("FreeType", "FreeType License"),
    ("HarfBuzz, Brotli, libxmp, PortMidi", "MIT"),
    ("libpng, zlib, libjpeg-turbo, libwebp, libtiff", "BSD-style"),
    ("FLAC, Ogg, Vorbis, Opus, WavPack", "BSD-3-Clause"),
    ("mpg123, libsndfile, FluidSynth, alsa-lib", "LGPL 2.1"),
    ("FreeSans (pygame-ce)", "GPL 3 + font exception"),
    ("pytmx", "LGPL 3"),
    ("pytweening, platformdirs", "MIT"),
    ("tqdm", "MPL 2.0 + MIT"),
)

#: Where each row's licence text is, relative to the assets folder (shipped in the
#: executable with the rest of ``assets/``: build.spec). Fonts: :func:`licence_files`.
LICENCE_FILES = {
    "Sniff": ("licenses/Sniff-MIT.txt",),
    "Sniff art, sounds, music, maps": ("LICENSE.md",),
    "Python": ("licenses/Python-PSF-2.0.txt",),
    "pygame-ce": ("licenses/pygame-ce.txt", "licenses/LGPL-2.1.txt"),
    "SDL 2, SDL_image, SDL_mixer, SDL_ttf": ("licenses/SDL-zlib.txt",),
    "FreeType": ("licenses/FreeType.txt",),
    "HarfBuzz, Brotli, libxmp, PortMidi": ("licenses/HarfBuzz.txt", "licenses/Brotli.txt",
                                           "licenses/libxmp-PortMidi-MIT.txt"),
    "libpng, zlib, libjpeg-turbo, libwebp, libtiff": (
        "licenses/libpng.txt", "licenses/zlib.txt", "licenses/libjpeg-turbo.txt",
        "licenses/libwebp.txt", "licenses/libtiff.txt"),
    "FLAC, Ogg, Vorbis, Opus, WavPack": ("licenses/Xiph-WavPack-BSD-3-Clause.txt",),
    "mpg123, libsndfile, FluidSynth, alsa-lib": ("licenses/LGPL-libraries.txt",
                                                 "licenses/alsa-lib.txt",
                                                 "licenses/LGPL-2.1.txt"),
    "FreeSans (pygame-ce)": ("licenses/FreeSans.txt", "licenses/GPL-3.0.txt"),
    "pytmx": ("licenses/pytmx-LGPL-3.0.txt", "licenses/GPL-3.0.txt"),
    "pytweening, platformdirs": ("licenses/pytweening-MIT.txt",
                                 "licenses/platformdirs-MIT.txt"),
    "tqdm": ("licenses/tqdm-MPL-2.0-MIT.txt", "licenses/MPL-2.0.txt"),
}

#: A short title for each licence file (the list of About > Licence texts).
FILE_TITLES = {
    "licenses/Sniff-MIT.txt": "Sniff (MIT)",
    "LICENSE.md": "Sniff art, sounds (CC0)",
    "fonts/Inter-OFL.txt": "Inter (SIL OFL)",
    "fonts/OFL.txt": "Noto Sans CJK (SIL OFL)",
    "licenses/Python-PSF-2.0.txt": "Python (PSF)",
    "licenses/pygame-ce.txt": "pygame-ce",
    "licenses/LGPL-2.1.txt": "GNU LGPL 2.1",
    "licenses/SDL-zlib.txt": "SDL 2 (zlib)",
    "licenses/FreeType.txt": "FreeType",
    "licenses/HarfBuzz.txt": "HarfBuzz",
    "licenses/Brotli.txt": "Brotli",
    "licenses/libxmp-PortMidi-MIT.txt": "libxmp, PortMidi",
    "licenses/libpng.txt": "libpng",
    "licenses/zlib.txt": "zlib",
    "licenses/libjpeg-turbo.txt": "libjpeg-turbo",
    "licenses/libwebp.txt": "libwebp",
    "licenses/libtiff.txt": "libtiff",
    "licenses/Xiph-WavPack-BSD-3-Clause.txt": "FLAC, Ogg, Opus ...",
    "licenses/LGPL-libraries.txt": "mpg123, FluidSynth ...",
    "licenses/alsa-lib.txt": "alsa-lib",
    "licenses/FreeSans.txt": "FreeSans",
    "licenses/GPL-3.0.txt": "GNU GPL 3",
    "licenses/pytmx-LGPL-3.0.txt": "pytmx (LGPL 3)",
    "licenses/pytweening-MIT.txt": "pytweening",
    "licenses/platformdirs-MIT.txt": "platformdirs",
    "licenses/tqdm-MPL-2.0-MIT.txt": "tqdm",
    "licenses/MPL-2.0.txt": "Mozilla MPL 2.0",
}

_FONT_SUFFIXES = (".ttf", ".otf", ".ttc")


def font_name(path: Path) -> str:
    """A font file's family name (its name table, read by SDL_ttf), "(subset)" added for
    the subsets the game makes; the file's name if it cannot be read."""
    try:
        font = pygame.font.Font(str(path), 12)
        name = font.name or path.stem
        style = font.style_name or ""
    except (pygame.error, OSError, AttributeError):
        name, style = path.stem, ""
    if style and style.lower() not in name.lower():  # "Inter Bold": two files, two rows
        name = f"{name} {style}"
    return f"{name} (subset)" if "subset" in path.stem.lower() else name


def licences(root: Path | None = None) -> list[tuple[str, str]]:
    """(what, licence) for everything shipped: :data:`SHIPPED` and each font file in
    ``assets/fonts`` (under the SIL Open Font License when its OFL.txt is beside it)."""
    fonts_dir = (root or asset_root()) / "fonts"
    fonts = []
    if fonts_dir.is_dir():
        ofl = (fonts_dir / "OFL.txt").is_file()
        for f in sorted(fonts_dir.iterdir()):
            if f.suffix.lower() in _FONT_SUFFIXES:
                fonts.append((font_name(f), "SIL OFL 1.1" if ofl else "?"))
    rows = list(SHIPPED)
    return rows[:2] + fonts + rows[2:]


def _font_licence(path: Path) -> str:
    """The OFL file beside a font: ``<Family>-OFL.txt`` when there is one (Inter), else
    ``OFL.txt`` (Noto Sans CJK)."""
    family = path.stem.split("-")[0]
    own = path.parent / f"{family}-OFL.txt"
    return f"fonts/{own.name}" if own.is_file() else "fonts/OFL.txt"


def licence_files(root: Path | None = None) -> list[tuple[str, tuple[str, ...]]]:
    """(row, licence files relative to ``assets``) for every row of :func:`licences`."""
    root = root or asset_root()
    fonts_dir = root / "fonts"
    by_font = {}
    if fonts_dir.is_dir():
        for f in sorted(fonts_dir.iterdir()):
            if f.suffix.lower() in _FONT_SUFFIXES:
                by_font[font_name(f)] = (_font_licence(f),)
    return [(what, by_font.get(what) or LICENCE_FILES.get(what, ()))
            for what, _licence in licences(root)]


def licence_texts(root: Path | None = None) -> list[tuple[str, Path]]:
    """(title, file) of every licence text, each file once, in the order of the rows:
    what About's "Licence texts" shows."""
    root = root or asset_root()
    out, seen = [], set()
    for _what, files in licence_files(root):
        for rel in files:
            if rel not in seen:
                seen.add(rel)
                out.append((FILE_TITLES.get(rel, Path(rel).stem), root / rel))
    return out


def file_places() -> list[tuple[str, Path]]:
    """(what, where) of the player's files on this machine (English message ids)."""
    from ...saves import save_path
    return [(N_("Settings"), storage.settings_path()),
            (N_("Statistics"), storage.stats_path()),
            (N_("Saved game"), save_path())]


class AboutScene(MenuScreen):
    """UP/DOWN scroll the licences; LEFT/RIGHT/Tab choose a button; CONFIRM presses it."""

    name = "about"
    title = N_("About Sniff")
    hints = N_("Up/Down scroll   Left/Right choose   Enter confirm   Esc back")
    LEFT = (60, 108, 560, 472)
    RIGHT = (650, 108, 570, 472)
    #: Design size of the licence rows' text.
    TEXT = 18

    def __init__(self, app):
        super().__init__(app)
        self.scroll = 0
        self.rows = licences()
        items = [(N_("Open folder"), self.open_data)]
        if storage.config_dir() != storage.data_dir():
            items.append((N_("Open settings folder"), self.open_config))
        items.append((N_("Licence texts"), self.open_licences))
        n = len(items)
        w = 300 if n < 3 else 290
        self.buttons = MenuList(items, 640, 594, width=w, height=52)
        x0 = 640 - (n * (w + 20) - 20) / 2
        for i, b in enumerate(self.buttons.buttons):
            b.rect.topleft = (x0 + i * (w + 20), 594)
        #: The last folder asked for (tests read it).
        self.opened: Path | None = None

    # -- actions -----------------------------------------------------------------------
    def _open(self, folder: Path) -> None:
        from ...desktop import open_folder
        self.app.audio.play("click")
        self.opened = folder
        problem = open_folder(folder)
        if problem:
            self.app.toast(_("Could not open the folder: {error}").format(error=problem), 6)

    def open_data(self) -> None:
        self._open(storage.data_dir())

    def open_config(self) -> None:
        self._open(storage.config_dir())

    def open_licences(self) -> None:
        """The full text of every licence, scrollable (they ship in ``assets``)."""
        from .licence_text import LicenceTextScene
        self.app.audio.play("click")
        self.app.push(LicenceTextScene(self.app, licence_texts()))

    def row_heights(self) -> list[tuple[float, bool]]:
        """(design height, stacked) of each licence row: one line when the name and the
        licence fit side by side at the current text size, else two."""
        fonts, vp = self.app.fonts, self.app.vp
        font, bold = fonts.get(self.TEXT), fonts.get(self.TEXT, bold=True)
        lh = font.get_linesize() / vp.scale
        room = vp.length(self.RIGHT[2] - 48 - 16)
        out = []
        for what, licence in self.rows:
            stacked = font.size(what)[0] + bold.size(licence)[0] > room
            out.append(((2 * lh if stacked else lh) + 8, stacked))
        return out

    def visible_rows(self) -> int:
        """How many rows from ``self.scroll`` on fit in the panel."""
        room = self.RIGHT[3] - 70 - 30
        n = 0
        for h, _stacked in self.row_heights()[self.scroll:]:
            room -= h
            if room < 0:
                break
            n += 1
        return max(1, n)

    def handle_input(self, inp) -> None:
        a = inp.action
        if a in (Action.UP, Action.SCROLL_UP):
            self.scroll = max(0, self.scroll - 1)
        elif a in (Action.DOWN, Action.SCROLL_DOWN):
            if self.scroll + self.visible_rows() < len(self.rows):
                self.scroll += 1
        elif a in (Action.LEFT, Action.PREV):
            self.buttons.move(-1)
        elif a in (Action.RIGHT, Action.NEXT):
            self.buttons.move(1)
        elif a != Action.PAUSE:
            self.buttons.handle(inp, self.app.vp)

    # -- drawing -----------------------------------------------------------------------
    def draw(self, surf) -> None:
        vp, fonts = self.app.vp, self.app.fonts
        self.draw_chrome(surf)
        self._draw_files(surf, vp, fonts)
        self._draw_licences(surf, vp, fonts)
        self.buttons.draw(surf, vp, fonts)

    def _draw_files(self, surf, vp, fonts) -> None:
        from ...version import version
        x, y, w, h = self.LEFT
        draw_panel(surf, vp.rect(self.LEFT))
        draw_text_fit(surf, fonts, 30, _("Version {version}").format(version=version()),
                      THEME.ink_dark, vp.rect((x + 24, y + 14, w - 48, 40)), "midleft",
                      bold=True)
        draw_paragraphs(
            surf, fonts, [_("The domino game Sniff: American Sniff and Sniff 61. Free "
                            "software under the MIT licence.")],
            vp.rect((x + 24, y + 60, w - 48, 56)), 18, THEME.ink_dark, min_size=16)
        yy = y + 124
        draw_text_fit(surf, fonts, 22, _("Your files on this computer"), THEME.panel_edge,
                      vp.rect((x + 24, yy, w - 48, 32)), "midleft", bold=True)
        yy += 40
        # each file's name as tall as its line at the text size (in a 26 px box it
        # shrank to a scrap at 200 %: "设置" a third the size of its path), its path under
        lab = max(26, round(fonts.get(18, True).get_linesize() / vp.scale))
        for what, where in file_places():
            draw_text_fit(surf, fonts, 18, _(what), THEME.ink_dark,
                          vp.rect((x + 24, yy, w - 48, lab)), "midleft", bold=True)
            draw_paragraphs(surf, fonts, [str(where)],
                            vp.rect((x + 36, yy + lab, w - 60, 76 - lab)),
                            16, THEME.ink_soft, min_size=16)
            yy += 84

    def _draw_licences(self, surf, vp, fonts) -> None:
        x, y, w, h = self.RIGHT
        draw_panel(surf, vp.rect(self.RIGHT))
        draw_text_fit(surf, fonts, 22, _("What Sniff ships, and its licences"),
                      THEME.panel_edge, vp.rect((x + 24, y + 14, w - 48, 32)), "midleft",
                      bold=True)
        pygame.draw.line(surf, THEME.panel_edge, vp.point((x + 20, y + 52)),
                         vp.point((x + w - 20, y + 52)), vp.length(2))
        n = self.visible_rows()
        shown = self.rows[self.scroll:self.scroll + n]
        heights = self.row_heights()[self.scroll:self.scroll + n]
        ry = y + 60
        for (what, licence), (rh, stacked) in zip(shown, heights):
            if stacked:  # the licence on a line of its own, under the name
                half = (rh - 8) / 2
                draw_text_fit(surf, fonts, self.TEXT, what, THEME.ink_dark,
                              vp.rect((x + 24, ry + 4, w - 48, half)), "midleft")
                draw_text_fit(surf, fonts, self.TEXT, licence, THEME.ink_dark,
                              vp.rect((x + 24, ry + 4 + half, w - 48, half)), "midright",
                              bold=True)
            else:
                draw_text_fit(surf, fonts, self.TEXT, what, THEME.ink_dark,
                              vp.rect((x + 24, ry, w - 48, rh)), "midleft")
                draw_text_fit(surf, fonts, self.TEXT, licence, THEME.ink_dark,
                              vp.rect((x + 24, ry, w - 48, rh)), "midright", bold=True)
            ry += rh
        if len(self.rows) > self.visible_rows():
            more = _("rows {first}-{last} of {n}").format(
                first=self.scroll + 1, last=self.scroll + len(shown), n=len(self.rows))
            draw_text_fit(surf, fonts, 16, more, THEME.ink_soft,
                          vp.rect((x + 24, y + h - 34, w - 48, 26)), "midright")
