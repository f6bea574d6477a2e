"""Bots for Sniff: pure Python, standard library only, no pygame.

Usage (from the game, typically in a worker thread)::

    from engine.bots import make_bot, hint

    bot = make_bot("hard")                    # "easy", "medium", "hard" or "expert"
    move = bot.choose(game.view(seat))        # a legal engine.Move for that seat
    h = hint(game.view(human_seat))           # Hint(move, points, reason)
    print(h.move, h.points, h.reason)         # e.g. 5-5@0-5:high 15 "scores 15"

A bot only ever receives a :class:`engine.PlayerView` -- what its seat may see
-- so it cannot peek at the other hands or the boneyard. ``choose`` raises
``ValueError`` if the view's seat is not the one to play.

``make_bot(level, seed=None, **budget)``:

* ``"easy"`` -- a casual beginner: random among the legal moves, but it takes
  an obvious big score (a counted total of 10 or more) when there is one.
* ``"medium"`` -- greedy: the most points now; ties broken by the least the
  next player could score after it, then by shedding the heaviest tile.
* ``"hard"`` -- determinized Monte-Carlo search (see :mod:`engine.bots.hard`):
  it samples the tiles it cannot see consistently with everything public,
  weighs each sample by how well it explains the others' plays (this reads
  the view's public ``history``, so give it views of a game with ``log=True``,
  the default), and scores every move by fast rollouts to the end of the hand.
  Budgets: ``time_budget=0.5`` seconds per move (``None``: no clock) and
  ``iterations=2000`` sampled worlds at most. A forced move is instant. With a
  ``seed`` and ``time_budget=None`` it is deterministic.

* ``"expert"`` -- Hard's sampled worlds, every move finished by rollouts of a
  stronger policy (:mod:`engine.bots.policy`), worlds sampled until the clock;
  2-player endgames with the boneyard empty solved exactly; valued by the
  chance of winning the *game* from the scores after the hand (see
  :mod:`engine.bots.expert`). Budgets: ``time_budget=0.5``, ``worlds`` (without
  a clock), ``max_worlds``, ``depth`` (alpha-beta per world instead),
  ``endgame``. A forced move is instant.

``seed`` makes a bot's random choices repeatable (``None``: fresh randomness).

``hint(view, seed=None, **budget)`` returns :class:`Hint`: the Hard bot's move
for ``view``, the points that play scores now, and a one-line reason.
"""

from __future__ import annotations

from .base import Bot, EasyBot, MediumBot
from .expert import ExpertBot
from .hard import HardBot
from .hint import Hint, hint

__all__ = ["Bot", "EasyBot", "MediumBot", "HardBot", "ExpertBot", "Hint", "hint", "make_bot",
           "LEVELS"]

LEVELS = ("easy", "medium", "hard", "expert")
_CLASSES = {"easy": EasyBot, "medium": MediumBot, "hard": HardBot, "expert": ExpertBot}
#: The levels that take a search budget (``time_budget`` and others).
BUDGETED = (HardBot, ExpertBot)


def make_bot(level: str, seed: int | None = None, **budget) -> Bot:
    """A new bot of ``level`` ("easy", "medium", "hard" or "expert").

    ``budget`` is for the Hard and Expert bots only: ``time_budget`` (seconds or
    ``None``), Hard's ``iterations``, Expert's ``worlds`` and ``depth``. Raises
    ``ValueError`` for an unknown level or a budget given to a level that has none.
    """
    cls = _CLASSES.get(level)
    if cls is None:
        raise ValueError(f"unknown bot level {level!r} (use easy, medium, hard or expert)")
    if budget and cls not in BUDGETED:
        raise ValueError(f"the {level} bot takes no budget ({', '.join(budget)})")
    return cls(seed=seed, **budget)
