"""How well the PlayModel's world weights predict the hidden tiles, by ``beta``.

Positions come from hands of Hard (150 worlds, no clock) against itself, 2
players American, each decision with a choice once some plays were made. At
each, 300 worlds are sampled from the seat's view and weighted by
:class:`engine.bots.infer.PlayModel` with each ``beta``; the predicted chance
that a seat holds an unseen tile is the weighted share of worlds in which it
does. Printed: the mean Brier score per position (sum over seats and unseen
tiles of (p - held)^2; lower is better)::

    python bench/infer_beta.py --hands 40
"""

from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from engine import Game  # noqa: E402
from engine.bots import make_bot  # noqa: E402
from engine.bots.infer import PlayModel  # noqa: E402
from engine.bots.sampling import DealSampler  # noqa: E402
from engine.tiles import mask_tiles  # noqa: E402

BETAS = (0.0, 0.1, 0.2, 0.35, 0.5, 0.8, 1.2, 2.0)


def main(argv=None) -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--hands", type=int, default=40)
    ap.add_argument("--ruleset", default="american")
    ap.add_argument("--players", type=int, default=2)
    ap.add_argument("--seed", type=int, default=7)
    args = ap.parse_args(argv)
    rng = random.Random(args.seed)
    pos = []
    for k in range(args.hands):
        g = Game(args.ruleset, args.players, target=10 ** 9, seed=rng.randrange(1 << 30),
                 log=True)
        g.deal()
        while g.phase == "play":
            v = g.view(g.turn)
            if len(g.legal_codes()) > 1 and len(v.history) > 4:
                pos.append((v, list(g.hands)))
            g.play(make_bot("hard", seed=k, time_budget=None, iterations=150).choose(v))
    res = dict.fromkeys(BETAS, 0.0)
    for v, hands in pos:
        r = random.Random(1)
        sampler = DealSampler(v)
        worlds = [sampler.sample(r)[0] for _ in range(300)]
        unseen = mask_tiles(v.unseen_mask)
        for b in BETAS:
            m = PlayModel(v, b)
            ws = [m.weight(h) if m else 1.0 for h in worlds]
            total = sum(ws)
            for o in range(args.players):
                if o == v.seat:
                    continue
                for t in unseen:
                    p = sum(w for w, h in zip(ws, worlds) if h[o] >> t & 1) / total
                    res[b] += (p - (hands[o] >> t & 1)) ** 2
    print(f"{len(pos)} positions")
    for b in BETAS:
        print(f"beta {b}: Brier {res[b] / len(pos):.4f}")


if __name__ == "__main__":
    main()
