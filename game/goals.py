"""Goals: the achievements a Sniff player works towards, read from the games they finish.

Every goal is worked out from what the game already records: the engine's record of
a finished game (its plays and hand ends, replayed by :func:`engine.record.replay_record`),
the statistics' win streak, the tutorial's progress, and the daily deal's game id. No
flag is ever set by hand. Games played with undo ("assisted") count towards the goals
as any game (:data:`game.stats.UNDO_RULE`), but not towards the daily deal's results
(records).

The goals are kept with the statistics (``stats.json``'s ``"goals"`` entry, written in
the same atomic write as the game's counts, so a game never counts twice)::

    {"progress": {"domino10": 4, "play30": 22},
     "earned": {"first_win": "2026-11-30"},
     "daily": {"2026-11-29": {"best": -5, "played": 1},
               "2026-11-30": {"best": 35, "played": 2, "won": 1}},
     "daily_streak": {"current": 3, "best": 5, "last": "2026-11-30"}}

``progress`` is a count (hands gone out, games won) or a best figure (the most points
in one play); a goal is earned the first time its progress reaches its target.
``daily`` keeps each day's daily deal (see :mod:`game.daily`) by its date: the best
result, the games played, the games won. Every day is kept (the newest
:data:`MAX_DAILY_DAYS`), so a clock put forward and back again never drops a day's
result: the screens look today up, they never take "the latest". ``daily_streak`` is
worked out from the days won (``current``: the run ending on ``last``, the latest day
won); only its ``best`` is not. Dates are real calendar days from :data:`DAILY_FIRST` to
:data:`DAILY_LAST` (:func:`daily_date`). A file of an older version (``daily`` holding
one day, ``{"date", "best", "played"}``) is read, its streak's days marked won.
"""

from __future__ import annotations

import datetime
import time
from dataclasses import dataclass

from engine.events import Deal, GameEnd, HandEnd, Play
from engine.layout import Layout

from .i18n import N_

__all__ = ["Goal", "GOALS", "GoalBook", "game_facts", "DAILY_PREFIX", "daily_date_of",
           "daily_date", "DAILY_FIRST", "DAILY_LAST", "MAX_DAILY_DAYS"]

#: A daily deal's game id starts with this, then its date: ``daily-2026-11-30-1a2b3c4d``.
#: The id only names the game: what makes a game a daily deal is its config's ``daily``
#: date (:func:`game.daily.daily_date_for`).
DAILY_PREFIX = "daily-"
#: The range of dates a daily deal can have (anything else is a forged or broken date).
DAILY_FIRST = datetime.date(2000, 1, 1)
DAILY_LAST = datetime.date(2199, 12, 31)
#: The daily days kept (the oldest dropped past this: some 27 years of daily deals).
MAX_DAILY_DAYS = 10_000
_LEVEL_ORDER = ("easy", "medium", "hard", "expert")
_MAX = 10**9


@dataclass(frozen=True)
class Goal:
    """``kind``: "add" (progress counts up) or "best" (progress is the best figure)."""
    id: str
    name: str
    line: str
    icon: str
    target: int = 1
    kind: str = "add"


GOALS = (
    Goal("first_win", N_("First win"), N_("Win a game"), "star"),
    Goal("domino", N_("Domino!"), N_("Go out first in a hand"), "domino"),
    Goal("sniff_points", N_("Sniffed out"), N_("Score points with the sniff"), "sniff"),
    Goal("play20", N_("Twenty"), N_("Score 20 in one play"), "twenty", 20, "best"),
    Goal("play30", N_("Thirty"), N_("Score 30 in one play"), "thirty", 30, "best"),
    Goal("hand60", N_("Big hand"), N_("Score 60 in one hand"), "hand", 60, "best"),
    Goal("beat_medium", N_("Contender"), N_("Win a game against Medium bots"),
         "medal2"),
    Goal("beat_hard", N_("Giant killer"), N_("Win a game against Hard bots"), "medal3"),
    Goal("partners", N_("Partners"), N_("Win a 4-player game with your partner"), "pair"),
    Goal("sniff61", N_("Sixty-one"), N_("Win a game of Sniff 61"), "sixtyone"),
    Goal("streak3", N_("Hat trick"), N_("Win 3 games in a row"), "streak", 3, "best"),
    Goal("domino10", N_("Quick hands"), N_("Go out first in 10 hands"), "domino", 10),
    Goal("games10", N_("Regular"), N_("Finish 10 games"), "cards", 10),
    Goal("wins25", N_("Veteran"), N_("Win 25 games"), "crown", 25),
    Goal("daily", N_("Daily player"), N_("Finish a daily deal"), "sun"),
    Goal("tutorial", N_("Student"), N_("Finish the tutorial"), "book"),
)
_BY_ID = {g.id: g for g in GOALS}


def daily_date(value) -> str | None:
    """``value`` if it is a daily deal's date: ``YYYY-MM-DD``, a real calendar day (read
    by :meth:`datetime.date.fromisoformat`) from :data:`DAILY_FIRST` to
    :data:`DAILY_LAST`; else None (``"9999-99-99"``, ``"2026-02-30"``, ``"20261130"``)."""
    if not isinstance(value, str) or len(value) != 10:
        return None
    try:
        day = datetime.date.fromisoformat(value)
    except ValueError:
        return None
    if day.isoformat() != value or not DAILY_FIRST <= day <= DAILY_LAST:
        return None
    return value


def daily_date_of(game_id) -> str | None:
    """The date named in a daily deal's game id (``"2026-11-30"``), or None. The id alone
    never makes a game a daily deal (anyone can write one): see
    :func:`game.daily.daily_date_for`."""
    if not isinstance(game_id, str) or not game_id.startswith(DAILY_PREFIX):
        return None
    return daily_date(game_id[len(DAILY_PREFIX):len(DAILY_PREFIX) + 10])


def _count(v) -> bool:
    return isinstance(v, int) and not isinstance(v, bool) and 0 <= v <= _MAX


def game_facts(record: dict, config, human: int, human_entry: int, won: bool) -> dict:
    """What one finished game did towards the goals, read from its engine ``record``:
    ``{goal id: figure}`` (a count to add, or a best figure for "best" goals)."""
    from engine.record import replay_record

    events: list = []
    replay_record(record, events.append)
    best_play = best_hand = dominoes = sniffs = 0
    hand = 0
    human_seat = human
    layout = Layout(config.ruleset == "sniff61")
    for ev in events:
        if isinstance(ev, Deal):
            hand, layout = 0, Layout(config.ruleset == "sniff61")
        elif isinstance(ev, Play):
            layout.apply(ev.move.code)
            mine = ev.seat == human_seat
            if mine and ev.points > 0:
                best_play = max(best_play, ev.points)
                if counts_the_sniff(layout):
                    sniffs += 1
            if ev.points and _entry(config, ev.seat) == human_entry:
                hand += ev.points
        elif isinstance(ev, HandEnd):
            hand += max(0, ev.change[human_entry])
            best_hand = max(best_hand, hand)
            if ev.how == "domino" and ev.seat == human_seat:
                dominoes += 1
        elif isinstance(ev, GameEnd):  # a game won mid-hand: that hand counts too
            best_hand = max(best_hand, hand)
    levels = [config.level(s) for s in range(config.players) if s != human]
    weakest = min((_LEVEL_ORDER.index(v) if v in _LEVEL_ORDER else 0) for v in levels)
    facts = {"games10": 1, "play20": best_play, "play30": best_play, "hand60": best_hand,
             "domino": dominoes, "domino10": dominoes, "sniff_points": sniffs}
    if won:
        facts.update(first_win=1, wins25=1)
        if weakest >= 1:
            facts["beat_medium"] = 1
        if weakest >= 2:
            facts["beat_hard"] = 1
        if config.players == 4 and config.ruleset == "american":
            facts["partners"] = 1
        if config.ruleset == "sniff61":
            facts["sniff61"] = 1
    return facts


def counts_the_sniff(layout: Layout) -> bool:
    """Whether the layout's total (just scored) counts the sniff: the sniff counted
    whole, one of its open branches, or (Sniff 61) one of its side tiles."""
    if layout.sniff < 0:
        return False
    sides = {tile for tile, _value in layout.dead}
    return any(tile == layout.sniff or tile in sides
               for tile, value in layout.counted_ends() if value)


def _entry(config, seat: int) -> int:
    """A seat's score entry: its team (seat % 2) in 4-player American Sniff."""
    return seat % 2 if config.players == 4 and config.ruleset == "american" else seat


class GoalBook:
    """The player's goals: progress, the ones earned (with the date), the daily deals."""

    def __init__(self):
        self.progress: dict[str, int] = {}
        self.earned: dict[str, str] = {}
        #: Each day's daily deals, by date: {"best", "played", "won"} (some may be absent:
        #: a day only known won, from an older file's streak).
        self.days: dict[str, dict] = {}
        #: The longest run of days won (the current run is worked out from :attr:`days`).
        self.streak_best = 0

    # -- reading ---------------------------------------------------------------
    def value(self, goal_id: str) -> int:
        return self.progress.get(goal_id, 0)

    def is_earned(self, goal_id: str) -> bool:
        return goal_id in self.earned

    def rows(self) -> list[tuple[Goal, int, str | None]]:
        """``(goal, progress capped at its target, date earned or None)``, earned first."""
        rows = [(g, min(self.value(g.id), g.target), self.earned.get(g.id)) for g in GOALS]
        return sorted(rows, key=lambda r: r[2] is None)

    def daily_best(self, date: str) -> int | None:
        """The best daily-deal result on ``date`` (None: not played that day)."""
        return self.days.get(date, {}).get("best")

    def daily_played(self, date: str) -> int:
        """The daily deals of ``date`` finished (0: not played that day)."""
        return self.days.get(date, {}).get("played", 0)

    def _won(self, date: str) -> bool:
        return self.days.get(date, {}).get("won", 0) > 0

    def _run_to(self, date: str) -> int:
        """The days in a row won ending on ``date`` (0: ``date`` not won)."""
        n = 0
        while date and self._won(date) and n < MAX_DAILY_DAYS:
            n += 1
            date = _day_before(date)
        return n

    def daily_streak_on(self, date: str) -> int:
        """The days in a row with a daily deal won, as it stands on ``date``: the run
        ending that day, or (not won yet that day) the day before; else broken (0)."""
        return self._run_to(date) or self._run_to(_day_before(date))

    @property
    def daily_streak(self) -> dict:
        """``{"current", "best", "last"}``: ``last`` the latest day won and ``current`` the
        run ending on it; ``{}`` while no daily deal is won."""
        won = [d for d in self.days if self._won(d)]
        if not won:
            return {}
        last = max(won)
        current = self._run_to(last)
        return {"current": current, "best": max(self.streak_best, current), "last": last}

    # -- recording -------------------------------------------------------------
    def _day(self, date: str) -> dict:
        if daily_date(date) is None:
            raise ValueError("not a daily deal's date")
        if date not in self.days and len(self.days) >= MAX_DAILY_DAYS:
            del self.days[min(self.days)]
        return self.days.setdefault(date, {})

    def record_daily_win(self, date: str) -> None:
        """A daily deal of ``date`` won: that day counts towards the streak (once), whenever
        it is recorded (a clock set back, an older deal finished late)."""
        day = self._day(date)
        day["won"] = min(_MAX, day.get("won", 0) + 1)
        after, n = date, self._run_to(date)
        while n < MAX_DAILY_DAYS:  # the run may go on past ``date`` (days won already)
            after = _day_after(after)
            if not after or not self._won(after):
                break
            n += 1
        self.streak_best = max(self.streak_best, n)

    def add(self, facts: dict, today: str | None = None) -> list[str]:
        """Add one game's ``facts`` (see :func:`game_facts`); return the goals earned now."""
        for goal_id, v in facts.items():
            goal = _BY_ID.get(goal_id)
            if goal is None or not _count(v):
                continue
            old = self.value(goal_id)
            self.progress[goal_id] = min(_MAX, old + v if goal.kind == "add" else max(old, v))
        return self._check(today)

    def _check(self, today: str | None) -> list[str]:
        today = today or time.strftime("%Y-%m-%d")
        new = [g.id for g in GOALS
               if g.id not in self.earned and self.value(g.id) >= g.target]
        for goal_id in new:
            self.earned[goal_id] = today
        return new

    def record_daily(self, date: str, result: int) -> None:
        """Keep a finished daily deal's ``result`` (your score less the other's) with its
        day: the day's best, and one more game played that day."""
        day = self._day(date)
        result = max(-_MAX, min(_MAX, int(result)))
        day["best"] = max(day.get("best", result), result)
        day["played"] = min(_MAX, day.get("played", 0) + 1)

    def reset(self) -> None:
        self.progress.clear()
        self.earned.clear()
        self.days = {}
        self.streak_best = 0

    @property
    def empty(self) -> bool:
        return not (self.progress or self.earned or self.days or self.streak_best)

    # -- files -------------------------------------------------------------------
    def to_json(self) -> dict:
        doc = {"progress": dict(self.progress), "earned": dict(self.earned),
               "daily": {d: dict(v) for d, v in sorted(self.days.items())}}
        streak = self.daily_streak
        if streak:
            doc["daily_streak"] = streak
        return doc

    @classmethod
    def from_json_checked(cls, data) -> tuple[GoalBook, str | None]:
        """``(book, problem)``: the valid parts of ``data``; ``problem`` names the bad
        ones (None if nothing was wrong)."""
        book = cls()
        if not isinstance(data, dict):
            return book, "goals"
        bad = False
        progress = data.get("progress", {})
        if isinstance(progress, dict):
            for k, v in progress.items():
                if k in _BY_ID and _count(v):
                    book.progress[k] = v
                else:
                    bad = True
        else:
            bad = True
        earned = data.get("earned", {})
        if isinstance(earned, dict):
            for k, v in earned.items():
                if k in _BY_ID and isinstance(v, str) and len(v) <= 32:
                    book.earned[k] = v
                else:
                    bad = True
        else:
            bad = True
        bad = not book._read_days(data.get("daily", {})) or bad
        bad = not book._read_streak(data.get("daily_streak", {})) or bad
        book.streak_best = max(book.streak_best, book._longest_run())
        return book, ("goals" if bad else None)

    def _longest_run(self) -> int:
        """The longest run of days won among :attr:`days`."""
        best = n = 0
        prev = ""
        for date in sorted(d for d in self.days if self._won(d)):
            n = n + 1 if prev and _day_after(prev) == date else 1
            best, prev = max(best, n), date
        return best

    def _read_days(self, daily) -> bool:
        """Read ``daily`` (by date, or an older file's one day); False if any is bad."""
        if not isinstance(daily, dict):
            return False
        if "date" in daily:  # an older file: the latest day alone
            if not isinstance(daily["date"], str):
                return False
            daily = {daily["date"]: {k: v for k, v in daily.items() if k != "date"}}
        ok = True
        for date, day in sorted(daily.items())[-MAX_DAILY_DAYS:]:
            if daily_date(date) is not None and _good_day(day):
                self.days[date] = dict(day)
            else:
                ok = False
        return ok and len(daily) <= MAX_DAILY_DAYS

    def _read_streak(self, streak) -> bool:
        """Read ``daily_streak``: its best, and (an older file) the days of its current
        run, marked won. False if it is bad."""
        if streak == {}:
            return True
        if not (isinstance(streak, dict) and set(streak) == {"current", "best", "last"}
                and daily_date(streak["last"]) is not None
                and _count(streak["current"]) and _count(streak["best"])
                and 1 <= streak["current"] <= streak["best"]):
            return False
        self.streak_best = streak["best"]
        date = streak["last"]
        for _ in range(min(streak["current"], MAX_DAILY_DAYS)):
            if not date or (date not in self.days and len(self.days) >= MAX_DAILY_DAYS):
                break
            day = self.days.setdefault(date, {})
            day["won"] = max(1, day.get("won", 0))
            date = _day_before(date)
        return True


def _good_day(day) -> bool:
    """A day's entry: some of "best" (a result), "played" and "won" (counts)."""
    if not isinstance(day, dict) or not day or not set(day) <= {"best", "played", "won"}:
        return False
    best = day.get("best", 0)
    return (isinstance(best, int) and not isinstance(best, bool) and abs(best) <= _MAX
            and _count(day.get("played", 0)) and _count(day.get("won", 0)))


def _day_before(date: str) -> str:
    """The day before ``date`` (``YYYY-MM-DD``; "" for a date that does not parse, or
    before :data:`DAILY_FIRST`)."""
    try:
        day = datetime.date.fromisoformat(date) - datetime.timedelta(days=1)
    except (ValueError, TypeError, OverflowError):
        return ""
    return day.isoformat() if DAILY_FIRST <= day <= DAILY_LAST else ""


def _day_after(date: str) -> str:
    """The day after ``date`` ("" past :data:`DAILY_LAST` or for a bad date)."""
    try:
        day = datetime.date.fromisoformat(date) + datetime.timedelta(days=1)
    except (ValueError, TypeError, OverflowError):
        return ""
    return day.isoformat() if DAILY_FIRST <= day <= DAILY_LAST else ""
