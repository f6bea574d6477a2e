"""How long a game to each target the New game screen offers lasts, in hands, measured
from bot games (the target row's "quick, about 3 hands" labels: game/scenes/menus/new_game.py).

Medium bots in every seat play ``--games`` games per ruleset and player count to the
largest target offered; after each play the leading score is checked against every
smaller target, so one game gives the hand in which each target would have been
reached (a game won mid-hand counts that hand). Prints the median per target.

    python tools/target_lengths.py --games 20
"""

from __future__ import annotations

import argparse
import statistics


def hands_to_targets(ruleset: str, players: int, targets: list[int], seed: int) -> dict:
    from engine.bots import make_bot
    from engine.game import Game
    from engine.moves import Move

    g = Game(ruleset, players, target=max(targets), seed=seed, log=False)
    bots = [make_bot("medium", seed=seed * 8 + s) for s in range(players)]
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


def main() -> None:
    from engine.rules import get_ruleset
    from game.scenes.menus.new_game import target_choices

    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=20)
    args = ap.parse_args()
    for ruleset in ("american", "sniff61"):
        for players in (2, 3, 4):
            if players == 4 and not get_ruleset(ruleset).teams(players) and ruleset == "x":
                continue
            targets = target_choices(ruleset, players)
            runs = [hands_to_targets(ruleset, players, targets, seed) for seed in
                    range(1, args.games + 1)]
            med = {t: statistics.median(r[t] for r in runs if t in r) for t in targets}
            print(ruleset, players, {t: round(m, 1) for t, m in med.items()})


if __name__ == "__main__":
    main()
