"""Starting the coach's analysis: where its cache lives and how the hand summary
starts it as soon as a hand ends (so the review is usually ready when opened)."""

from __future__ import annotations

from ..present.review_job import ReviewAnalysis

__all__ = ["review_cache", "start_review", "analysis_for"]


def review_cache(app):
    """The app's review cache: on disk when the app keeps files (``app.persistence``
    has saves), else in memory for this run."""
    cache = getattr(app, "review_cache", None)
    if cache is None:
        from ..persistence import ReviewCache
        p = getattr(app, "persistence", None)
        cache = ReviewCache.default() if getattr(p, "saves", None) is not None else ReviewCache()
        app.review_cache = cache
    return cache


def analysis_for(app, game, config, seat: int, hand: int, worker) -> ReviewAnalysis:
    """The analysis of ``seat``'s decisions in hand ``hand`` of ``game`` (from the
    cache when it was done before), run in ``worker``."""
    fast = bool(config.demo) or app.settings.speed in ("fast", "instant")
    return ReviewAnalysis(game.to_record(), seat, hand, worker, review_cache(app), fast=fast)


def start_review(app, table) -> ReviewAnalysis | None:
    """At a hand's end: analyse the human's last hand (None in a demo: nobody to coach)."""
    if table.human is None:
        return None
    hands = len(table.game.deals)
    if not hands:
        return None
    return analysis_for(app, table.game, table.config, table.human, hands - 1, table.worker)
