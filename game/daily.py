"""The daily deal: one game a day that every player of this version gets dealt alike.

Offline: the deal's seed comes from the date alone, so the same deal all day and a new
one tomorrow. A 2-player game of American Sniff to 100 against a Medium bot. Its
config's ``daily`` field (the date, saved with the game) marks it for the statistics,
which keep each day's best result by its date (your score less the bot's:
:meth:`game.goals.GoalBook.record_daily`). A game is a daily deal only if that date is a
real one (:func:`game.goals.daily_date`) and the game is that day's deal (its seed, its
rules): :func:`daily_date_for`. Its game id (``daily-2026-11-30-1a2b3c4d``) only names
it (a save of an older version, with no ``daily`` field, is still known by its id and
its seed).
"""

from __future__ import annotations

import datetime
import hashlib
import uuid

from .config import GameConfig
from .goals import DAILY_PREFIX, daily_date, daily_date_of
from .i18n import _

__all__ = ["today", "daily_seed", "daily_config", "daily_game_id", "TARGET", "table_title",
           "in_progress", "daily_date_for", "is_deal_of"]

#: The daily deal is played to this score (a short game: ten minutes or so).
TARGET = 100


def today() -> str:
    """Today's date, local time, as ``YYYY-MM-DD``."""
    return datetime.date.today().isoformat()


def daily_seed(date: str) -> int:
    """The deal's seed for ``date`` (``YYYY-MM-DD``): the same all day, another each day."""
    digest = hashlib.sha256(f"sniff-daily-deal/1/{date}".encode()).digest()
    return int.from_bytes(digest[:6], "big")


def daily_config(date: str) -> GameConfig:
    """The daily deal's game: American Sniff, you and a Medium bot, to :data:`TARGET`."""
    return GameConfig(ruleset="american", players=2, levels=["medium"] * 4, target=TARGET,
                      seed=daily_seed(date), daily=date)


def is_deal_of(config, date: str) -> bool:
    """Is ``config`` the daily deal of ``date`` (its rules, its bot, its seed)?"""
    if daily_date(date) is None or getattr(config, "demo", False):
        return False
    deal = daily_config(date)
    return ((config.ruleset, config.players, config.target, config.seed)
            == (deal.ruleset, deal.players, deal.target, deal.seed)
            and config.level(1) == deal.level(1))


def daily_date_for(config, game_id: str = "") -> str | None:
    """The date of the daily deal ``config`` is, or None (an ordinary game, or a date
    forged or broken). Its ``daily`` date says so; a game saved by an older version
    (no ``daily``) is known by its id's date, if it is that day's deal."""
    if config is None:
        return None
    date = getattr(config, "daily", None)
    if date is None:
        date = daily_date_of(game_id)
    return date if date is not None and is_deal_of(config, date) else None


def daily_game_id(date: str) -> str:
    """A fresh game id marking a daily deal of ``date`` (unique per game played)."""
    return f"{DAILY_PREFIX}{date}-{uuid.uuid4().hex[:12]}"


def table_title(config, game_id: str, rules: str, target: int) -> str:
    """The table header: "Daily deal: to 100" for a daily deal, else the rules and the
    target ("American Sniff: to 100")."""
    if daily_date_for(config, game_id) is not None:
        return _("Daily deal: to {target}").format(target=target)
    return _("{rules}: to {target}").format(rules=rules, target=target)


def in_progress(saves, date: str) -> bool:
    """Is the saved game (``saves``, :class:`game.saves.Saves` or None) a daily deal of
    ``date`` not yet finished? (A finished game leaves no save.)"""
    loaded = saves.load() if saves is not None and hasattr(saves, "load") else None
    return (loaded is not None
            and daily_date_for(getattr(loaded, "config", None), loaded.game_id) == date)
