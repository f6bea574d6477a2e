"""What a new game is: ruleset, seats, bot levels, target, seed."""

from __future__ import annotations

from dataclasses import dataclass, field

from engine.rules import get_ruleset

__all__ = ["GameConfig", "BOT_LEVELS"]

#: The levels a player can seat at the table. The engine's Expert (engine/bots/expert.py,
#: ``python -m engine arena --bots expert,hard``) is left out until it is measured
#: stronger than Hard (bench/RESULTS.md: level with it so far).
BOT_LEVELS = ("easy", "medium", "hard")


@dataclass
class GameConfig:
    ruleset: str = "american"
    players: int = 2
    #: Bot level for each seat; seat 0 is the human unless ``demo`` (then a bot too).
    levels: list = field(default_factory=lambda: ["medium"] * 4)
    target: int | None = None
    seed: int | None = None
    demo: bool = False
    #: The daily deal's date (``YYYY-MM-DD``) when this game is one, else None: see
    #: :func:`game.daily.daily_date_for` (a game is a daily deal by this, never by its id).
    daily: str | None = None

    @property
    def human(self) -> int | None:
        """The human's seat (0, at the bottom), or None when bots play every seat."""
        return None if self.demo else 0

    @property
    def effective_target(self) -> int:
        return self.target or get_ruleset(self.ruleset).target(self.players)

    def level(self, seat: int) -> str:
        return self.levels[seat] if seat < len(self.levels) else "medium"
