"""Options: language, volumes, speed, fullscreen, score style, undo, colours, text size,
reduced motion, key bindings.

Changes apply at once and are saved when the screen is left (any way out).
Rebinding: choose an action, press CONFIRM, then press the new key (Esc, pad B
or a right click cancels). A key taken from another action swaps: that action
gets this action's old key, so no action is ever left without a key.
"""

from __future__ import annotations

import pygame

from ... import i18n, storage
from ...actions import DEFAULT_KEYS, Action
from ...i18n import N_, NP_, _, pgettext
from ...settings import GAME_SPEEDS, SPEEDS, TEXT_SCALES, THEMES
from ...ui import THEME, draw_panel, draw_text, draw_text_fit
from ...widgets import (
    ButtonRow,
    ChoiceRow,
    HeadingRow,
    MenuScreen,
    Row,
    RowList,
    SliderRow,
    ToggleRow,
    dim,
)
from .cloth import ClothRow
from .tiles import TilesRow

__all__ = ["OptionsScene", "ACTION_LABELS", "rebind"]

ACTION_LABELS = {
    "up": N_("Up"), "down": N_("Down"), "left": N_("Left"), "right": N_("Right"),
    "confirm": N_("Confirm"), "back": N_("Back"), "pause": N_("Pause"), "hint": N_("Hint"),
    "undo": N_("Undo"), "skip": N_("Skip animation"), "history": N_("History"),
}
SPEED_NAMES = {"slow": N_("Slow"), "normal": N_("Normal"), "fast": N_("Fast"),
               "instant": N_("Instant")}
THEME_NAMES = {"classic": N_("Classic"), "colorblind": N_("Colour-blind safe"),
               "contrast": N_("High contrast")}
#: Keys whose names are words (pygame's names): shown in the player's language.
KEY_NAMES = {"up": NP_("key", "Up"), "down": NP_("key", "Down"), "left": NP_("key", "Left"),
             "right": NP_("key", "Right"), "space": NP_("key", "Space"),
             "return": NP_("key", "Enter"), "escape": NP_("key", "Esc"),
             "backspace": NP_("key", "Backspace"), "tab": NP_("key", "Tab")}
#: Keys that cannot be bound (Tab always moves the focus).
RESERVED = ("tab",)


def key_label(name: str) -> str:
    if name in KEY_NAMES:
        return pgettext("key", KEY_NAMES[name])
    return name.title() if len(name) > 1 else name.upper()


def action_label(action: str) -> str:
    return _(ACTION_LABELS.get(action, action))


def rebind(keys: dict, action: str, key_name: str) -> dict:
    """New bindings with ``key_name`` as ``action``'s first key.

    If another action had the key, it gets ``action``'s old first key in its
    place (a swap), so every action keeps at least one key.
    """
    out = {a: list(v) for a, v in keys.items()}
    mine = out.setdefault(action, [])
    old_first = mine[0] if mine else None
    if key_name in mine:
        mine.remove(key_name)
        mine.insert(0, key_name)
        return out
    for other, ks in out.items():
        if other != action and key_name in ks:
            i = ks.index(key_name)
            if old_first is not None and old_first not in ks:
                ks[i] = old_first
            else:
                del ks[i]
    if mine:
        mine[0] = key_name
    else:
        mine.append(key_name)
    return out


class KeyRow(Row):
    """One action's keys; CONFIRM or a click waits for the new key."""

    def __init__(self, scene, action: str):
        super().__init__(ACTION_LABELS.get(action, action.title()))
        self.scene = scene
        self.action = action

    def text(self) -> str:
        if self.scene.waiting == self.action:
            return _("Press a key...  (Esc cancels)")
        keys = self.scene.app.settings.keys.get(self.action, [])
        return ",  ".join(key_label(k) for k in keys) or "-"

    def step(self, d: int) -> bool:
        return False

    def activate(self) -> bool:
        self.scene.start_rebind(self.action)
        return False


class LanguageRow(ChoiceRow):
    """The language, each named in its own language (and its own font)."""

    def draw_value(self, surf, rect, vp, fonts, hot):
        code = self.get()
        name = i18n.language_name(code)
        size = 24
        font = fonts.get_lang(code, size, bold=True)
        while size > 8:
            w, h = fonts.measure(font, name)
            if w <= rect.w and h <= rect.h:
                break
            size -= 1
            font = fonts.get_lang(code, size, bold=True)
        draw_text(surf, font, name, THEME.ink_dark, rect.center, "center", shadow=False,
                  box=rect)


#: The list of rows at 100 % text (design px), its labels' share of a row, and how far
#: left the labels' column grows at 200 % (see OptionsScene._fit_list).
LIST = (240, 124, 800, 516)
LABEL_FRAC = 0.4
LABEL_GROWTH = 200
#: ... but no further left than this (design px): the felt's margin, clear of Back.
LIST_LEFT = 60
TEXT_SIZE = N_("Text size")


class OptionsScene(MenuScreen):
    name = "options"
    title = N_("Options")
    hints = N_("Up/Down choose   Left/Right change   Enter confirm   Esc back (saves)")
    pad_hints = N_("D-pad: up/down choose, left/right change   A confirm   B back (saves)")

    def __init__(self, app):
        super().__init__(app)
        self.waiting: str | None = None
        self.note = ""
        #: The list's right end (design px) kept while the mouse changes the text size
        #: (None: the list is centred; see _fit_list).
        self._kept: float | None = None
        self._kept_part = None  # the arrow clicked ("left", "right")
        s = app.settings

        def setter(attr, after=None):
            def put(v):
                setattr(s, attr, v)
                if after is not None:
                    after()
            return put

        languages = [code for code, _name in i18n.available_languages()]
        self.cloth_row = ClothRow(app)
        self.tiles_row = TilesRow(app)
        rows = [
            LanguageRow(N_("Language"), languages, lambda: i18n.language(), app.set_language,
                        i18n.language_name),
            SliderRow(N_("Effects volume"), lambda: s.effects_volume,
                      setter("effects_volume", self._volumes)),
            SliderRow(N_("Music volume"), lambda: s.music_volume,
                      setter("music_volume", self._volumes)),
            ChoiceRow(N_("Game speed"), list(GAME_SPEEDS), lambda: s.game_speed,
                      setter("game_speed"), lambda v: _(SPEED_NAMES[v])),
            ChoiceRow(N_("Animations"), list(SPEEDS), lambda: s.speed, setter("speed"),
                      lambda v: _(SPEED_NAMES[v])),
            ToggleRow(N_("Auto-draw"), lambda: s.auto_draw, setter("auto_draw")),
            ToggleRow(N_("Fullscreen"), lambda: s.fullscreen, app.set_fullscreen),
            self.cloth_row,
            self.tiles_row,
            ChoiceRow(N_("Score display"), ["numbers", "tally"], lambda: s.score_style,
                      setter("score_style"),
                      lambda v: _("Numbers") if v == "numbers" else _("Tally marks")),
            ToggleRow(N_("Undo allowed"), lambda: s.undo_allowed, setter("undo_allowed")),
            HeadingRow(N_("Accessibility")),
            ChoiceRow(N_("Colours"), list(THEMES), lambda: s.theme, app.set_theme,
                      lambda v: _(THEME_NAMES[v])),
            ChoiceRow(TEXT_SIZE, list(TEXT_SCALES), lambda: s.text_scale,
                      app.set_text_scale, lambda v: _("{n}%").format(n=round(v * 100))),
            ToggleRow(N_("Reduced motion"), lambda: s.reduced_motion, setter("reduced_motion")),
            HeadingRow(N_("Keys")),
        ]
        rows += [KeyRow(self, a) for a in DEFAULT_KEYS]
        rows += [ButtonRow(N_("Reset keys to defaults"), self.reset_keys),
                 ButtonRow(N_("Done"), self.leave)]
        # the list ends above the controls line (which grows with the text too)
        self.rows = RowList(rows, LIST, row_h=50, gap=8, label_frac=LABEL_FRAC,
                            on_change=self._changed)
        self._fit_list(getattr(app.fonts, "text_scale", 1.0))

    # -- changes ------------------------------------------------------------------
    def _volumes(self) -> None:
        self.app.audio.set_volumes(self.app.settings.effects_volume,
                                   self.app.settings.music_volume)

    def _changed(self, _row) -> None:
        self.app.audio.play("click")

    def reset_keys(self) -> None:
        self.app.settings.keys = {k: list(v) for k, v in DEFAULT_KEYS.items()}
        self.app.input.set_keys(self.app.settings.keys)
        self.note = N_("Keys reset to the defaults.")

    def start_rebind(self, action: str) -> None:
        self.waiting = action
        self.note = ""
        self.app.capture_key(self._got_key)

    def cancel_rebind(self) -> None:
        self.waiting = None
        self.app.capture_key(None)

    def _got_key(self, key: int) -> None:
        action, self.waiting = self.waiting, None
        if action is None or key == pygame.K_ESCAPE:
            self.note = N_("Unchanged.")
            return
        name = pygame.key.name(key)
        if not name or name in RESERVED:
            self.note = _("{key} cannot be bound (Tab always moves the focus).").format(
                key=key_label(name or "?"))
            return
        self.app.settings.keys = rebind(self.app.settings.keys, action, name)
        self.app.input.set_keys(self.app.settings.keys)
        self.app.audio.play("click")
        self.note = _("{action}: {key}.").format(action=action_label(action),
                                                  key=key_label(name))

    # -- leaving --------------------------------------------------------------------
    def leave(self) -> None:
        self.on_back()

    def exit(self) -> None:
        if self.waiting is not None:
            self.cancel_rebind()
        self.app.apply_settings()
        storage.save_settings(self.app.settings)

    def handle(self, inp) -> None:
        if self.waiting is not None:
            # a key press goes to the capture; pad B / right click / anything else cancels
            if inp.action in (Action.BACK, Action.PRESS, Action.CONFIRM, Action.PAUSE):
                self.cancel_rebind()
                self.note = N_("Unchanged.")
            return
        super().handle(inp)

    def handle_input(self, inp) -> None:
        if inp.action == Action.PAUSE:
            return
        vp = self.app.vp
        if self._kept is not None and (inp.source != "mouse" or (
                inp.action == Action.POINT and inp.pos is not None)):
            # off the arrow clicked (or the keys, a pad): the list takes its new place,
            # centred (fz_111: the pointer resting on the row's other arrow left it
            # off-centre at 200 %)
            i, part = (None, None) if inp.pos is None else self.rows._hit(vp, inp.pos)
            if (inp.source != "mouse" or i is None or self.rows.rows[i].label != TEXT_SIZE
                    or part != self._kept_part):
                self._kept = None
        was = getattr(self.app.fonts, "text_scale", 1.0)
        self.rows.handle(inp, vp)
        if (inp.action == Action.PRESS and inp.source == "mouse"
                and getattr(self.app.fonts, "text_scale", 1.0) != was and self._kept is None):
            self._kept = self.rows.area.right  # changed by a click: its arrows stay put
            self._kept_part = self.rows._hit(vp, inp.pos)[1] if inp.pos else None

    def _fit_list(self, k: float) -> None:
        """At large text the labels' column grows (else "Głośność efektów" took two
        lines at 200 %), the list as much to each side: centred under the title at
        every text size (fv_116: at 200 % it grew left only and sat off-centre), its
        values' column as wide as at 100 %. While the mouse changes the text size the
        values keep their place (``_kept``: the list's right end), the labels' column
        growing left only: the arrow clicked stays under the pointer for the next
        click, until the pointer leaves that row."""
        d = min(round(LABEL_GROWTH * max(0.0, k - 1.0)), 2 * (LIST[0] - LIST_LEFT))
        x = LIST[0] - d // 2
        if self._kept is not None:
            x = max(LIST_LEFT, self._kept - LIST[2] - d)
            d = self._kept - LIST[2] - x
        self.rows.area = pygame.Rect(x, LIST[1], LIST[2] + d, LIST[3])
        self.rows.label_frac = (LIST[2] * LABEL_FRAC + d) / (LIST[2] + d)

    def draw(self, surf) -> None:
        vp, fonts = self.app.vp, self.app.fonts
        self.draw_chrome(surf)
        self._fit_list(getattr(fonts, "text_scale", 1.0))
        self.rows.draw(surf, vp, fonts)
        note = _(self.note) if self.note else next(
            (row.text() for row in (self.cloth_row, self.tiles_row) if row.locked()
             and row.abridged and self.rows.visible(self.rows.rows.index(row))), "")
        if note:  # a note, or what unlocks the cloth / tiles shown (where a row can't say)
            draw_text_fit(surf, fonts, 22, note, THEME.focus,
                          vp.rect((240, 92, 800, 32)), "center", shadow=True)
        if self.waiting is not None:
            dim(surf, 110)
            box = vp.rect((390, 290, 500, 140))
            draw_panel(surf, box)
            inner = box.inflate(-vp.length(30), 0)
            label = action_label(self.waiting)
            draw_text_fit(surf, fonts, 30, _("Press a key for {action}").format(action=label),
                          THEME.ink_dark,
                          pygame.Rect(inner.x, box.y + vp.length(22), inner.w, vp.length(50)),
                          "center", bold=True)
            draw_text_fit(surf, fonts, 22, _("Esc, pad B or a click cancels"), THEME.ink_dark,
                          pygame.Rect(inner.x, box.bottom - vp.length(58), inner.w,
                                      vp.length(36)), "center")
