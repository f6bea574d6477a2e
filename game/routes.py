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
        from .scenes.title import TitleScene as cls
    elif name == "menu":
        from .scenes.menu import MenuScene as cls
    elif name == "new_game":
        from .scenes.new_game import NewGameScene as cls
    elif name == "options":
        from .scenes.options import OptionsScene as cls
    elif name == "rules":
        from .scenes.rules import RulesScene as cls
    elif name == "stats":
        from .scenes.stats import StatsScene as cls
    elif name == "pause":
        from .scenes.pause import PauseScene as cls
    elif name == "tutorial":
        from .scenes.tutorial import TutorialScene as cls
    elif name == "table":
        from .scenes.table import TableScene as cls
    elif name == "summary":
        from .scenes.summary import SummaryScene as cls
    elif name == "game_over":
        from .scenes.game_over import GameOverScene as cls
    elif name == "replay":
        from .scenes.replay import ReplayScene as cls
    elif name == "review":  # the coach (issue 14)
        from .scenes.review import ReviewScene as cls
    elif name == "goals":
        from .scenes.goals import GoalsScene as cls
    else:
        raise KeyError(name)
    return cls(app, *args, **kwargs)
