"""The pause overlay over the table: Resume, Options, Rules, Main menu, Quit."""

from __future__ import annotations

from ...actions import Action
from ...i18n import N_, _
from ...scene import Scene
from ...ui import THEME, MenuList, draw_dialog, draw_text_fit
from ...widgets import ConfirmScene, dim

__all__ = ["PauseScene"]


class PauseScene(Scene):
    """Dims the scene below (the table) and waits. BACK or PAUSE resumes."""

    opaque = False
    name = "pause"
    ENTRIES = (N_("Resume"), N_("Options"), N_("Rules"), N_("Main menu"), N_("Quit"))
    #: The dialog's design rect: it ends above the table's hand tray (y 562 since the
    #: larger rack tiles; y 551 at 200 % text, where the tray keeps its height) and a
    #: lifted tile in it (y 539 at 200 %), so the player's tiles never peek out under
    #: its edge (nor its focus outline).
    PANEL = (440, 50, 400, 484)
    #: The controls line: in the room under the last button (ends ~y 458 at 200 %
    #: text), its words centred with a margin above the dialog's edge.
    FOOTER = (455, 484, 370, 32)
    #: The title's box and the buttons (first top, height, gap) at 100 % text ...
    TITLE = (460, 68, 360, 86)
    BUTTONS = (164, 54, 12)
    #: ... and at large text: the title a little smaller than it would grow, the
    #: buttons taller and further apart (at 200 % the title sat on Resume's focus frame
    #: and the buttons' words filled them edge to edge), all in the same dialog.
    TITLE_BIG = (460, 58, 360, 60)
    BUTTONS_BIG = (142, 52, 14)

    def __init__(self, app):
        super().__init__(app)
        self.menu = MenuList([
            (N_("Resume"), self.resume_game),
            (N_("Options"), self.options),
            (N_("Rules"), self.rules),
            (N_("Main menu"), self.main_menu),
            (N_("Quit"), self.quit),
        ], 640, 164, width=340, height=54, gap=12)

    def place(self) -> tuple:
        """The title's box at the text size now; the buttons moved to theirs."""
        big = getattr(self.app.fonts, "text_scale", 1.0) > 1.01
        top, h, gap = self.BUTTONS_BIG if big else self.BUTTONS
        for i, b in enumerate(self.menu.buttons):
            b.rect.update(b.rect.x, top + i * (h + gap), b.rect.w, h)
        return self.TITLE_BIG if big else self.TITLE

    def animating(self) -> bool:
        return False

    def select(self, label: str) -> None:
        """Activate an entry by its label (tests and scripted runs)."""
        self.menu.buttons[self.ENTRIES.index(label)].on_click()

    def _click(self) -> None:
        self.app.audio.play("click")

    def resume_game(self) -> None:
        self._click()
        if self.app.top is self:
            self.app.pop()

    def options(self) -> None:
        self._click()
        self.app.push(self.app.scene("options"))

    def rules(self) -> None:
        self._click()
        self.app.push(self.app.scene("rules"))

    def _leaving_question(self) -> str:
        saves = getattr(self.app, "saves", None)
        if saves is not None:
            return N_("Leave this game? It is saved; Continue picks it up.")
        return N_("Leave this game? It will not be saved.")

    def main_menu(self) -> None:
        self._click()

        def go():
            self.app.reset(self.app.scene("menu"))
        self.app.push(ConfirmScene(self.app, self._leaving_question(), go,
                                   yes=N_("Main menu")))

    def _quit_question(self) -> str:
        """Quitting keeps the game (it is saved after every move): the question says so."""
        if getattr(self.app, "saves", None) is not None:
            return N_("Quit Sniff? The game is saved; Continue picks it up next time.")
        return N_("Quit Sniff? This game will not be saved.")

    def quit(self) -> None:
        self._click()
        self.app.push(ConfirmScene(self.app, self._quit_question(), self.app.quit,
                                   yes=N_("Quit")))

    def handle(self, inp) -> None:
        if inp.repeat:
            return  # the key that opened the menu, held on, neither closes nor picks
        if inp.action in (Action.BACK, Action.PAUSE):
            self.resume_game()
            return
        if inp.action in (Action.LEFT, Action.RIGHT):
            return
        self.place()
        self.menu.handle(inp, self.app.vp)

    def draw(self, surf) -> None:
        vp, fonts = self.app.vp, self.app.fonts
        dim(surf, 150)
        panel = vp.rect(self.PANEL)
        draw_dialog(surf, panel, vp.length(16))
        inner = panel.inflate(-vp.length(30), 0)
        title = self.place()
        draw_text_fit(surf, fonts, 48, _("Paused"), THEME.ink,
                      vp.rect(title).clip(inner), "center", bold=True)
        self.menu.draw(surf, vp, fonts)
        draw_text_fit(surf, fonts, 22, _("Esc, P or pad Start resumes"), THEME.ink_dim,
                      vp.rect(self.FOOTER), "center")
