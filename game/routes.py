"""Scenes by name: how one screen opens another without importing it.

A scene that leads to another asks the app (``self.app.scene("menu")``) instead of
importing that scene's module, so screens that lead to each other (the menu opens
the table, the table returns to the menu) form no import cycle. This module sits
with the app at the top of the import graph and may import every scene.
"""

from __future__ import annotations

__all__ = ["make_scene", "NAMES"]

NAMES = ("title", "menu", "new_game", "options", "rules", "stats", "pause", "tutorial",
         "table", "summary", "game_over", "replay", "review", "goals")


def make_scene(app, name: str, *args, **kwargs):
    """A new scene ``name`` for ``app``; ``args``/``kwargs`` go to its constructor.
    Raises ``KeyError`` for an unknown name."""
    if name == "title":
        from .scenes.menus.title import TitleScene as cls
    elif name == "menu":
        from .scenes.menus.menu import MenuScene as cls
    elif name == "new_game":
        from .scenes.menus.new_game import NewGameScene as cls
    elif name == "options":
        from .scenes.options.scene import OptionsScene as cls
    elif name == "rules":
        from .scenes.rules.scene import RulesScene as cls
    elif name == "stats":
        from .scenes.records.stats import StatsScene as cls
    elif name == "pause":
        from .scenes.menus.pause import PauseScene as cls
    elif name == "tutorial":
        from .scenes.tutorial.scene import TutorialScene as cls
    elif name == "table":
        from .scenes.table.scene import TableScene as cls
    elif name == "summary":
        from .scenes.table.summary import SummaryScene as cls
    elif name == "game_over":
        from .scenes.game_over.scene import GameOverScene as cls
    elif name == "replay":
        from .scenes.review.replay import ReplayScene as cls
    elif name == "review":  # the coach (issue 14)
        from .scenes.review.scene import ReviewScene as cls
    elif name == "goals":
        from .scenes.records.goals import GoalsScene as cls
    else:
        raise KeyError(name)
    return cls(app, *args, **kwargs)
