"""How long a game to each target the New game screen offers lasts, in hands, measured
from bot games (the setup's "A game to 100 lasts about 4–6 hands": the table
``TARGET_HANDS`` in game/scenes/menus/new_game.py).

``--games`` games per ruleset, player count and mix of levels play to the largest
target offered; after each play the leading score is checked against every smaller
target, so one game gives the hand in which each target would have been reached (a
game won mid-hand counts that hand). The mixes are the tables people sit at: the
player's seat played by an Easy bot (a new player) or a Medium one, the bots Easy or
Medium (Hard thinks about a second a play: 200 games of it take hours; ``--hard``
adds a Medium player against Hard bots). Prints, per target, the 10th and 90th
percentiles over every game of every mix (eight games in ten fall between them) and
the median.

    python tools/target_lengths.py --games 200
"""

from __future__ import annotations

import argparse
import math
import statistics

#: (the player's seat, the bots): the tables people play.
MIXES = (("easy", "easy"), ("easy", "medium"), ("medium", "medium"))


def hands_to_targets(ruleset: str, players: int, targets: list[int], seed: int,
                     mix: tuple[str, str] = ("medium", "medium")) -> dict:
    """``{target: hands}``: the hand (1 = the first) in which the leading score first
    reached each target, one game (``seed``), seat 0 a ``mix[0]`` bot, the others
    ``mix[1]``."""
    from engine.bots import make_bot
    from engine.game import Game
    from engine.moves import Move

    g = Game(ruleset, players, target=max(targets), seed=seed, log=False)
    bots = [make_bot(mix[0] if s == 0 else mix[1], seed=seed * 8 + s)
            for s in range(players)]
    reached: dict[int, int] = {}
    hands = 0
    while g.phase != "over" and hands < 200:
        if g.phase == "deal":
            g.deal()
            hands += 1
            continue
        g.play(Move.from_code(bots[g.turn].choose_code(g.view(g.turn))))
        top = max(g.scores)
        for t in targets:
            if t not in reached and top >= t:
                reached[t] = hands
    return reached


def spread(runs: list[dict], t: int) -> tuple[int, int, float]:
    """``(low, high, median)`` hands to ``t`` over ``runs``: the 10th and 90th
    percentiles (eight games in ten fall between them; the 20th left a quick game's
    two hands, one in six, out of "About 3\u20135 hands") and the median."""
    hands = sorted(r[t] for r in runs if t in r)
    q = statistics.quantiles(hands, n=10, method="inclusive")
    return math.floor(q[0]), math.ceil(q[8]), statistics.median(hands)


def main() -> None:
    from game.scenes.menus.new_game import target_choices

    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--hard", action="store_true", help="a Medium player against Hard bots too")
    args = ap.parse_args()
    mixes = MIXES + ((("medium", "hard"),) if args.hard else ())
    for ruleset in ("american", "sniff61"):
        for players in (2, 3, 4):
            targets = target_choices(ruleset, players)
            runs = [hands_to_targets(ruleset, players, targets, seed, mix)
                    for mix in mixes for seed in range(1, args.games + 1)]
            print(ruleset, players, {t: spread(runs, t) for t in targets})


if __name__ == "__main__":
    main()
