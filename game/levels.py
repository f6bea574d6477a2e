"""The player's level: experience (XP) earned by every game finished, and what a level
unlocks (tile sets, :mod:`game.ui.tilesets`).

Like the goals (:mod:`game.goals`), XP is worked out from what the game records: the
engine's record of a finished game (its hand ends), its outcome, the bots' level and the
daily deal's game id. No flag is set by hand. A game played with undo ("assisted")
earns its XP in full, as any game (:data:`game.stats.UNDO_RULE`: only the records
are withheld). The total is kept with the statistics (``stats.json``'s ``"xp"``),
written in the same atomic write as the game's counts, so a game never counts twice.

A game earns (see :func:`game_xp`):

- 1 XP for every :data:`POINTS_PER_XP` points the player's side scored;
- :data:`HAND_XP` for each hand the player's side won (went out, or won a block);
- :data:`FINISH_XP` for finishing the game;
- a win: :data:`WIN_XP` by the weakest bot's level (more against Hard and Expert);
- :data:`DAILY_XP` for a daily deal.

The levels follow a gentle curve (:func:`step`): level 2 after 100 XP (a game or two),
level 10 after 5400 XP (some 30-40 games of about 150 XP).
"""

from __future__ import annotations

from engine.events import HandEnd

from .i18n import N_

__all__ = ["POINTS_PER_XP", "HAND_XP", "FINISH_XP", "WIN_XP", "DAILY_XP", "MAX_LEVEL",
           "XP_PARTS", "game_xp", "step", "xp_for_level", "level_of", "level_of_xp",
           "total_xp", "unlocked_at", "lay_tiles"]

POINTS_PER_XP = 5
HAND_XP = 10
FINISH_XP = 20
#: A win's XP by the weakest bot's level.
WIN_XP = {"easy": 30, "medium": 40, "hard": 60, "expert": 80}
DAILY_XP = 25
MAX_LEVEL = 99
_LEVEL_ORDER = ("easy", "medium", "hard", "expert")
_MAX = 10**9

#: The parts of a game's XP, in the order the game-over screen lists them.
XP_PARTS = {"points": N_("Points scored"), "hands": N_("Hands won"),
            "finish": N_("Game finished"), "win": N_("Game won"),
            "daily": N_("Daily deal")}


def step(level: int) -> int:
    """The XP from ``level`` to the next: 100, then 125 more at each level."""
    return 100 + 125 * (max(1, level) - 1)


def xp_for_level(level: int) -> int:
    """The total XP at which ``level`` is reached (level 1: 0)."""
    return sum(step(n) for n in range(1, max(1, level)))


def level_of_xp(xp: int) -> tuple[int, int, int]:
    """``(level, xp into that level, xp the level needs)`` for a total of ``xp``."""
    xp = max(0, int(xp))
    level = 1
    while level < MAX_LEVEL and xp >= step(level):
        xp -= step(level)
        level += 1
    return level, xp, step(level)


def total_xp(stats) -> int:
    """The XP in ``stats`` (a :class:`game.stats.Stats`, or None: 0)."""
    xp = getattr(stats, "xp", 0)
    return xp if isinstance(xp, int) and not isinstance(xp, bool) and 0 <= xp <= _MAX else 0


def level_of(stats) -> tuple[int, int, int]:
    """The player's ``(level, xp_in_level, xp_needed)`` from their statistics
    (:class:`game.stats.Stats`; None: level 1). For the menu and the game over."""
    return level_of_xp(total_xp(stats))


def _entry(config, seat: int) -> int:
    return seat % 2 if config.players == 4 and config.ruleset == "american" else seat


def game_xp(record: dict, config, human: int, human_entry: int, outcome,
            daily: bool = False) -> dict[str, int]:
    """What one finished game earned, by part (keys of :data:`XP_PARTS`, only those
    above 0), read from its engine ``record`` and ``outcome``."""
    from engine.record import replay_record

    events: list = []
    replay_record(record, events.append)
    hands = sum(1 for ev in events if isinstance(ev, HandEnd) and ev.seat is not None
                and _entry(config, ev.seat) == human_entry)
    scores = list(outcome.scores)
    mine = scores[human_entry] if 0 <= human_entry < len(scores) else 0
    parts = {"points": max(0, int(mine)) // POINTS_PER_XP, "hands": hands * HAND_XP,
             "finish": FINISH_XP}
    if outcome.winner == human_entry:
        levels = [config.level(s) for s in range(config.players) if s != human]
        weakest = min((_LEVEL_ORDER.index(v) if v in _LEVEL_ORDER else 1) for v in levels)
        parts["win"] = WIN_XP[_LEVEL_ORDER[weakest]]
    if daily:
        parts["daily"] = DAILY_XP
    return {k: v for k, v in parts.items() if v > 0}


def unlocked_at(level: int) -> list[str]:
    """The tile sets (ids of :data:`game.ui.tilesets.TILE_SETS`) that ``level`` unlocks."""
    from .ui.tilesets import TILE_SETS
    return [ts.id for ts in TILE_SETS.values() if ts.level == level and level > 1]


def lay_tiles(settings, stats) -> str:
    """Draw the tiles in ``settings.tiles`` if the player's level has unlocked it, else
    in ivory (a stale or hand-edited settings file: the setting falls back too)."""
    from .ui.tilesets import apply_tiles, usable_tiles
    settings.tiles = usable_tiles(getattr(settings, "tiles", None), level_of(stats)[0])
    apply_tiles(settings.tiles)
    return settings.tiles
