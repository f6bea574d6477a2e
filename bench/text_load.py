"""Text load at the table: how many words and text lines a player reads while the
game waits for their move.

    python bench/text_load.py [--seeds 10] [--moves 2] [--players 2 3 4] [--scales 1 2]

For each configuration (2, 3, 4 players; 100 % and 200 % text) and each seed, a table
(bots Medium and Easy, instant speed, 1280x720, English) is played until the human
has made ``--moves`` moves (the human plays its first legal move; the bots play theirs)
and it is the human's turn again, at rest (no beat running, nothing animating). The
frame the player sees then is drawn once inside :func:`game.ui.record_text`, which
logs every string the game draws (every text goes through ``blit_text``: the table's
``TextCache``, ``draw_text``, ``draw_text_fit``, the widgets' wrapped lines).

Counted per frame: **lines**, the strings drawn (a wrapped paragraph draws one per
line); **words**, the whitespace-separated tokens of those strings that hold a letter
or a digit once the tile names ("[3|5]", drawn as little dominoes: a picture, not a
word) are taken out ("+10" is a word, "·" is not); **tiles**, the tile pictures drawn
inside texts. The table then prints the median of each per configuration (and the
median of the words outside the score panel, the seats' plates and the buttons: the
"log" part, for a look at where the words are). A hand that ends before the human's
turn comes round is played on into the next hand.
"""

from __future__ import annotations

import argparse
import os
import re
import statistics
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

TILE = re.compile(r"\[[0-6]\|[0-6]\]")
WORDY = re.compile(r"\w", re.UNICODE)


def count_words(text: str) -> tuple[int, int]:
    """(words, tile pictures) in one drawn string."""
    tiles = len(TILE.findall(text))
    words = sum(1 for tok in TILE.sub(" ", text).split() if WORDY.search(tok))
    return words, tiles


def at_rest(table) -> bool:
    return table.human_turn and not table.busy and not table.animating()


def state(players: int, scale: float, seed: int, moves: int):
    """A table at the human's turn at rest after the human's ``moves`` moves."""
    from engine.moves import Move
    from tests.game_harness import frame, table_app

    app, table = table_app(players=players, seed=seed, text_scale=scale)
    played = 0
    for _k in range(20000):
        frame(app)
        if not app.running:
            break
        if table.over_shown or table.director.held:
            return app, table, False  # the hand's or game's summary: not a turn
        if table.human_turn and not table.busy:
            # let what still moves settle (a note fading, a count-up) for up to 3 s
            for _w in range(180):
                if not table.animating():
                    break
                frame(app)
            if not table.human_turn:
                continue
            if played >= moves:
                return app, table, True
            table.apply(Move.from_code(table.game.legal_codes()[0]))
            played += 1
    return app, table, False


def measure(players: int, scale: float, seed: int, moves: int):
    """(words, lines, tiles, words outside the HUD's fixed boxes) of one state, or None."""
    from game.ui import record_text
    app, table, ok = state(players, scale, seed, moves)
    if not ok:
        return None
    app.invalidate()
    with record_text() as log:
        app.draw()
    words = lines = tiles = loose = 0
    fixed = _fixed_texts(table)
    for d in log:
        w, t = count_words(d.text)
        if w == 0 and t == 0:
            continue
        lines += 1
        words += w
        tiles += t
        if d.text not in fixed:
            loose += w
    return words, lines, tiles, loose


def _fixed_texts(table) -> set[str]:
    """The texts of the score panel, the seats' plates and the buttons (there
    whatever the turn): what the ``log`` column leaves out."""
    p = table.painter
    out = set()
    for seat in range(table.players):
        out.update(p.label_texts(seat))
    for row in p.score_rows():
        out.update(str(x) for x in row[:2])
    for b in table.all_buttons():
        out.add(getattr(b, "label", ""))
        out.add(getattr(b, "text", "") or "")
    return out


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seeds", type=int, default=10)
    ap.add_argument("--moves", type=int, default=2)
    ap.add_argument("--players", type=int, nargs="+", default=[2, 3, 4])
    ap.add_argument("--scales", type=float, nargs="+", default=[1.0, 2.0])
    args = ap.parse_args(argv)
    from game import i18n
    i18n.set_language("en")
    print(f"{'config':14s} {'states':>6s} {'words':>6s} {'lines':>6s} {'tiles':>6s} "
          f"{'log words':>9s}")
    for players in args.players:
        for scale in args.scales:
            rows = []
            seed = 0
            while len(rows) < args.seeds and seed < args.seeds * 4:
                seed += 1
                got = measure(players, scale, seed, args.moves)
                if got is not None:
                    rows.append(got)
            med = [statistics.median(c) for c in zip(*rows)] if rows else [0, 0, 0, 0]
            print(f"{players}p {round(scale * 100):3d} % text  {len(rows):6d} "
                  f"{med[0]:6.1f} {med[1]:6.1f} {med[2]:6.1f} {med[3]:9.1f}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
