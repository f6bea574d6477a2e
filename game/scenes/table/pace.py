"""The table's pace between moves: when the next bot's tile may start.

A bot thinks while the last move is still shown (the table asks its worker at once);
its tile starts once that move is at rest and a readable pause has passed. A scoring
play (anyone's) is at rest only when its "+N" has landed on its score row and the row
has counted up: the score lands as a reward before the game moves on (once a bot's
next tile started 0.17 s after its "+N" landed, over the count). Every pause scales
with the game speed and the animation speed (none when instant); a demo runs at half.
"""

from __future__ import annotations

__all__ = ["THINK", "PAUSE", "BEAT", "BEAT_ALONE", "PASS_HOLD", "SCORE_HOLD", "MINE_SCORE_HOLD",
           "DEAL_PAUSE", "at_rest", "pause_before_bot"]

#: A bot's shortest think (s, per game speed), run beside the last move's animation.
THINK = {"slow": 1.1, "normal": 0.45, "fast": 0.12}
#: The readable pause (s, per game speed, times the animation speed) between a bot's
#: move landing and the next bot's tile leaving: each bot's move its own beat (fs_129:
#: two bots played within one 0.6 s gap), with the 0.36 s lift and flight from its rack
#: about 0.86 s a bot at Normal; the seat's plate is lit from the last landing to its
#: own, its portrait glowing and its dots running while it thinks (till its tile lifts).
#: Not more at Normal: a 4-player round with a score in it stays within 4 s
#: (bench/pace.py; 0.75 s made three bots' turns take 4.5-8 s).
PAUSE = {"slow": 1.28, "normal": 0.5, "fast": 0.16}
#: The steady beat (s, per game speed, times the animation speed) from the human's
#: move at rest to the next bot's tile; BEAT_ALONE with one bot (2 players): its move
#: is the only one to follow (its reply came 0.35 s after the player's tile, then 0.5 s:
#: "too fast to follow"; now its plate shows it thinking over BEAT_ALONE, then its tile
#: lifts at the rack and flies, and REPLY_HOLD follows, game/present/plays; BEAT_ALONE
#: 0.6 -> 0.47 s paid for the lift: a scoring reply keeps within 3.0 s). The
#: player's own tile was watched down (0.35 -> 0.22 s at Normal paid for the player's
#: turn waiting until a bot's "+N" is gone, not only landed: a 4-player round in 4 s).
BEAT = {"slow": 1.0, "normal": 0.22, "fast": 0.2}
BEAT_ALONE = {"slow": 1.0, "normal": 0.47, "fast": 0.25}
#: More pause (s, as above) after a move that made the human pass: the bots'
#: chained plays each keep a readable beat.
PASS_HOLD = {"slow": 0.9, "normal": 0.6, "fast": 0.3}
#: After a scoring play, from its "+N" landed and its row counted (s, as above) to the
#: next bot's tile (the player's own: MINE_SCORE_HOLD). The reward is read while the
#: "+N" holds over the board (about 0.7 s at Normal, then it flies to its row, which
#: counts up as it arrives), so only a short beat follows the count; the turn lights
#: after the count too. Fast keeps only the wait for the landing and a shorter beat.
SCORE_HOLD = {"slow": 1.1, "normal": 0.14, "fast": 0.05}
#: The player's own scoring play holds longer (s, as above, instead of SCORE_HOLD):
#: its count lands and the reward is given a breath before the next bot's tile starts
#: (a new player saw the bot play ~0.35 s after their "+10" counted: the reward
#: barely registered, fr_62; at 0.6 s the next bot's "+20" still "took over within
#: about a second"). A play of theirs that scores nothing waits only BEAT.
MINE_SCORE_HOLD = {"slow": 1.6, "normal": 1.0, "fast": 0.45}
#: The leader's first play is not held back after the deal (it took ~8 s to a
#: 4-player first move).
DEAL_PAUSE = 0.15


def at_rest(table) -> bool:
    """The last move is shown: no beat runs, the board does not move, and a score's
    "+N" has landed on its row and the row has counted up (the bot may think before:
    this only holds its tile)."""
    d = table.director
    return not (d.busy or table.board.moving or not d.score_seen())


def pause_before_bot(table) -> float:
    """The pause (s) from the last move at rest to the next bot's tile (0 when the
    animations are off)."""
    speed = table.app.settings.game_speed

    def at(pace: dict) -> float:
        return pace.get(speed, pace["normal"])
    steps = table.steps
    last = steps[-1] if steps else None
    if getattr(table, "_human_scored", False):  # the player's own score: a breath
        pace = at(MINE_SCORE_HOLD)
    elif getattr(table, "_scored", False):  # anyone's score: it lands, then a beat
        pace = at(SCORE_HOLD)
    elif last is not None and last == table.human:  # the player's own move
        pace = at(BEAT if table.players > 2 else BEAT_ALONE)
    elif last == -1:  # the deal: the leader's play is not held back
        pace = min(at(PAUSE), DEAL_PAUSE)
    else:
        pace = at(PAUSE)
    if table._human_passed:  # the bots' plays chain past the player: one at a time
        pace += at(PASS_HOLD)
    return pace * table.scale * (0.5 if table.config.demo else 1.0)
