"""Options' "Table" row: the table cloth (game.ui.cloth), the locked ones shown with the
goal that unlocks them ("Blue felt - locked: First win") and never chosen."""

from __future__ import annotations

from ..goals import GOALS
from ..i18n import N_, _
from ..ui.cloth import CLOTH_IDS, CLOTHS, DEFAULT_CLOTH, cloth_unlocked
from ..widgets import ChoiceRow

__all__ = ["ClothRow", "CLOTH_NAMES", "cloth_label"]

CLOTH_NAMES = {"green": N_("Green felt"), "blue": N_("Blue felt"), "wine": N_("Wine felt"),
               "walnut": N_("Walnut")}
_GOAL_NAMES = {g.id: g.name for g in GOALS}


def _goals(app):
    return getattr(getattr(app, "stats", None), "goals", None)


def cloth_label(cloth: str, goals) -> str:
    """The cloth's name, and, while it is locked, the goal that unlocks it."""
    name = _(CLOTH_NAMES[cloth])
    if cloth_unlocked(cloth, goals):
        return name
    goal = _(_GOAL_NAMES.get(CLOTHS[cloth].goal, ""))
    return _("{cloth} - locked: {goal}").format(cloth=name, goal=goal)


class ClothRow(ChoiceRow):
    """Steps through every cloth; an unlocked one is laid on the table at once, a locked
    one is only shown (the table keeps the last unlocked one)."""

    def __init__(self, app):
        self.app = app
        start = app.settings.cloth if cloth_unlocked(app.settings.cloth, _goals(app)) \
            else DEFAULT_CLOTH
        self.shown = start
        super().__init__(N_("Table"), list(CLOTH_IDS), lambda: self.shown, self._show,
                         lambda v: cloth_label(v, _goals(self.app)))

    def _show(self, cloth: str) -> None:
        self.shown = cloth
        if cloth_unlocked(cloth, _goals(self.app)):
            self.app.set_cloth(cloth)

    def locked(self) -> bool:
        """The cloth shown cannot be chosen (its goal is not earned yet)."""
        return not cloth_unlocked(self.shown, _goals(self.app))
