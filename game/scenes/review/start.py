"""Starting the coach's analysis: where its cache lives and how the hand summary
starts it as soon as a hand ends (so the review is usually ready when opened)."""

from __future__ import annotations

from ...present.review_job import ReviewAnalysis

__all__ = ["review_cache", "start_review", "analysis_for", "seat_plays"]


def seat_plays(game, hand: int, seat: int) -> int:
    """How many tiles ``seat`` played in hand ``hand`` of ``game`` (forced ones too: the
    review says how many of them it skipped)."""
    from .replay_cursor import hand_start

    g, plays = hand_start(game, hand)
    n = 0
    for p in plays:
        n += g.turn == seat
        g.play(p)
    return n


def review_cache(app):
    """The app's review cache: on disk when the app keeps files (``app.persistence``
    has saves), else in memory for this run."""
    cache = getattr(app, "review_cache", None)
    if cache is None:
        from ...persistence import ReviewCache
        p = getattr(app, "persistence", None)
        cache = ReviewCache.default() if getattr(p, "saves", None) is not None else ReviewCache()
        app.review_cache = cache
    return cache


def analysis_for(app, game, config, seat: int, hand: int, worker) -> ReviewAnalysis:
    """The analysis of ``seat``'s decisions in hand ``hand`` of ``game`` (from the
    cache when it was done before), run in ``worker``."""
    fast = bool(config.demo)  # the game speed is about animations: a review is always deep
    return ReviewAnalysis(game.to_record(), seat, hand, worker, review_cache(app), fast=fast)


def start_review(app, table) -> ReviewAnalysis | None:
    """At a hand's end: analyse the human's last hand (None in a demo: nobody to coach)."""
    if getattr(table, "human", None) is None or getattr(table, "worker", None) is None:
        return None  # a demo (nobody to coach), or a picture of a table with no bots
    hands = len(table.game.deals)
    if not hands:
        return None
    return analysis_for(app, table.game, table.config, table.human, hands - 1, table.worker)


class RecordFileError(ValueError):
    """A record file that cannot be opened: the message is one line for the player."""


def read_record_file(path) -> object:
    """The game of the ``sniff-record/1`` file at ``path`` (an exported game), replayed
    by the engine. Raises :class:`RecordFileError` with one clear line: not a regular
    file (a FIFO or a folder is never read), too large, unreadable, or not a valid
    record (the engine's :class:`~engine.errors.RecordError` names the field)."""
    import os
    import stat
    from pathlib import Path

    from engine.errors import RecordError
    from engine.record import MAX_RECORD_BYTES, load_record

    p = Path(path)
    try:
        st = os.stat(p)
        if not stat.S_ISREG(st.st_mode):
            raise RecordFileError(f"{p}: not a regular file")
        if st.st_size > MAX_RECORD_BYTES:
            raise RecordFileError(f"{p}: too large for a game record ({st.st_size} bytes)")
        with open(p, "rb") as f:
            raw = f.read(MAX_RECORD_BYTES + 1)
    except OSError as e:
        raise RecordFileError(f"{p}: {e.strerror or e}") from None
    try:
        return load_record(raw)
    except RecordError as e:
        raise RecordFileError(f"{p}: {e}") from None


def record_replay(app, path):
    """The replay of the last hand of the record file at ``path``, with the coach's
    Review (H) for seat 0 (the player's seat in an exported game)."""
    from ...config import GameConfig

    game = read_record_file(path)
    if not game.deals:
        raise RecordFileError(f"{path}: the record has no hand to review")
    cfg = GameConfig(ruleset=game.rules.name, players=game.players, target=game.target)
    return app.scene("replay", game, cfg)
