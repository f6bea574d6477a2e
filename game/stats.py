"""Statistics: games and wins per ruleset, player count and bot level; best play; best hand.

Kept in ``stats.json`` in the per-user data folder (see :mod:`game.storage`).
Games in which the player used undo ("assisted") still count as played and won
(:data:`UNDO_RULE`, the one rule every screen says): in the games, the wins, the win
rate, the streak, the XP and the goals (a learner trying Undo is not punished for it);
only the records are withheld: the best play, the best hand and the daily deal's result.
The assisted games are also counted in their own
columns (the Statistics screen shows how many of the games used undo).
:func:`counted` is the rule for a row's or the totals' figures.

File format (``"format": "sniff-stats/1"``)::

    {"format": "sniff-stats/1",
     "rows": [{"ruleset": "american", "players": 2, "bots": "medium",
               "games": 3, "wins": 1, "assisted_games": 1, "assisted_wins": 0}],
     "best_play": {"american": {"points": 30, "notation": "6-6@3-6:high",
                                "date": "2025-01-30", "players": 2, "bots": "medium"}},
     "best_hand": {"american": {"points": 85, "date": "2025-01-30", "players": 2,
                                "bots": "medium"}},
     "streak": {"current": 2, "best": 5},
     "counted": ["3f2a9c...", ...]}

``streak`` is the player's run of games won in a row (``current``) and their longest
(``best``); an assisted game extends or breaks it like any other. A file without it (an
older one) starts at 0. :attr:`Stats.last` says what the game counted last changed
(records broken, the streak): the game-over screen shows it.

``counted`` lists the ids of the games already counted (the newest
:data:`MAX_COUNTED`): :meth:`Stats.record_game_once` never counts an id twice,
and the id is written in the same atomic write as the counts it changed.
"""

from __future__ import annotations

import time
from pathlib import Path

from . import storage
from .daily import daily_date_for
from .goals import GoalBook, game_facts
from .i18n import N_, _
from .levels import game_xp

__all__ = ["Stats", "FORMAT", "level_summary", "RULESET_TITLES", "UNDO_RULE", "counted"]

#: What a game in which undo was used counts for, said in the same words by the first
#: undo's notice, the game-over screen and the Statistics screen.
UNDO_RULE = N_("Games with undo count for wins, streaks, XP and goals, but not for "
               "records.")

FORMAT = "sniff-stats/1"
RULESET_TITLES = {"american": "American Sniff", "sniff61": "Sniff 61"}
_LEVELS = ("easy", "medium", "hard", "expert")
BOTS_VALUES = (*_LEVELS, "mixed")
_COUNTS = ("games", "wins", "assisted_games", "assisted_wins")
_MAX_ROWS = 500
_MAX_COUNT = 10**9
#: How many counted game ids are remembered (a save is replaced by every new game,
#: so only the last few can ever come back).
MAX_COUNTED = 200
_MAX_ID = 64


def _game_id(v) -> bool:
    return isinstance(v, str) and 0 < len(v) <= _MAX_ID and v.isascii() and v.isprintable()


def level_summary(config) -> str:
    """The bots' level for the statistics: their common level, or ``"mixed"``."""
    human = getattr(config, "human", 0)
    seats = [s for s in range(config.players) if s != human]
    levels = {config.level(s) for s in seats} or {"medium"}
    return levels.pop() if len(levels) == 1 else "mixed"


def counted(counts: dict) -> tuple[int, int]:
    """``(played, won)`` of a row's or the totals' counts by :data:`UNDO_RULE`: every
    game, with undo or without (the assisted ones are also shown apart)."""
    return (counts["games"] + counts["assisted_games"],
            counts["wins"] + counts["assisted_wins"])


def _count(v) -> bool:
    return isinstance(v, int) and not isinstance(v, bool) and 0 <= v <= _MAX_COUNT


def _play_parts(best_play):
    """``(points, notation)`` from what the table hands over: None, a pair, a dict,
    or an object with ``points`` and ``notation`` or ``move`` (e.g. a Play event)."""
    if best_play is None:
        return None
    if isinstance(best_play, dict):
        pts, note = best_play.get("points"), best_play.get("notation", best_play.get("move"))
    elif isinstance(best_play, (tuple, list)) and len(best_play) == 2:
        pts, note = best_play
    else:
        pts = getattr(best_play, "points", None)
        note = getattr(best_play, "notation", None) or getattr(best_play, "move", None)
    if not _count(pts) or pts <= 0:
        return None
    return pts, ("" if note is None else str(note))[:40]


class Stats:
    """The player's statistics; ``load()`` / ``save()`` through :mod:`game.storage`."""

    def __init__(self, path=None):
        self.path = Path(path) if path is not None else None
        #: (ruleset, players, bots) -> {"games", "wins", "assisted_games", "assisted_wins"}
        self.rows: dict[tuple, dict] = {}
        #: ruleset -> {"points", "notation", "date", "players", "bots"}
        self.best_play: dict[str, dict] = {}
        #: ruleset -> {"points", "date", "players", "bots"}
        self.best_hand: dict[str, dict] = {}
        #: Ids of the games counted, oldest first (at most MAX_COUNTED).
        self.counted: list[str] = []
        #: The run of games won in a row: "current" and the longest, "best".
        self.streak: dict[str, int] = {"current": 0, "best": 0}
        #: The goals and the daily deal's best (game.goals), counted with the games.
        self.goals = GoalBook()
        #: The experience earned by the games counted (game.levels: the player's level).
        self.xp = 0
        #: What the game counted last changed (not saved): "game_id", "won",
        #: "new_best_play", "new_best_hand", "streak", "new_best_streak".
        self.last: dict | None = None
        #: The message about a bad file met by :meth:`load`, if any.
        self.problem: str | None = None

    # -- files ----------------------------------------------------------------
    @classmethod
    def load(cls, path=None) -> Stats:
        """The statistics on disk (defaults if missing or bad; a bad file is renamed
        aside and a message queued for the screen)."""
        path = Path(path) if path is not None else storage.stats_path()
        data, problem = storage.read_json(path, storage.STATS_MAX_BYTES, N_("statistics"))
        if data is None:
            st = cls(path)
            st.problem = problem
            return st
        try:
            st, bad = cls.from_json_checked(data, path)
        except Exception:  # noqa: BLE001 - a bad file must never stop the game
            st, bad = cls(path), "not statistics"
        if bad:
            if (st.rows or st.best_play or st.best_hand or st.counted or st.streak["best"] or st.xp
                    or not st.goals.empty):
                msg = storage.set_aside(path, _("partly invalid ({fields})").format(fields=bad),
                                        N_("statistics"), N_("The invalid entries were dropped"))
                try:
                    storage.atomic_write_json(path, st.to_json())
                except (OSError, ValueError, TypeError):
                    pass
            else:
                msg = storage.set_aside(path, _("wrongly typed ({fields})").format(fields=bad),
                                        N_("statistics"))
            storage.report(msg)
            st.problem = msg
        return st

    def save(self) -> str | None:
        """Write atomically; return None, or a message (also queued) on failure."""
        path = self.path or storage.stats_path()
        try:
            storage.atomic_write_json(path, self.to_json())
        except (OSError, ValueError, TypeError) as e:
            msg = _("Statistics could not be saved ({error}).").format(
                error=getattr(e, "strerror", None) or e)
            if not storage.write_said(e):  # a guarded file's refusal is said once
                storage.report(msg)
            return msg
        return None

    def to_json(self) -> dict:
        rows = [{"ruleset": r, "players": p, "bots": b, **c}
                for (r, p, b), c in sorted(self.rows.items())]
        return {"format": FORMAT, "rows": rows, "best_play": dict(self.best_play),
                "best_hand": dict(self.best_hand), "streak": dict(self.streak),
                "counted": list(self.counted), "goals": self.goals.to_json(), "xp": self.xp}

    @classmethod
    def from_json_checked(cls, data, path=None) -> tuple[Stats, str | None]:
        """``(stats, problem)``: the valid parts of ``data``; ``problem`` names what
        was wrong (None if nothing)."""
        st = cls(path)
        if not isinstance(data, dict):
            return st, "not an object"
        bad: list[str] = []
        if data.get("format", FORMAT) != FORMAT:
            return st, f"unknown format {str(data.get('format'))[:30]!r}"
        rows = data.get("rows", [])
        if not isinstance(rows, list) or len(rows) > _MAX_ROWS:
            bad.append("rows")
            rows = []
        for row in rows:
            key = cls._row_key(row)
            if key is None or not all(_count(row.get(c, 0)) for c in _COUNTS):
                if "rows" not in bad:
                    bad.append("rows")
                continue
            counts = {c: row.get(c, 0) for c in _COUNTS}
            if counts["wins"] > counts["games"] or (
                    counts["assisted_wins"] > counts["assisted_games"]):
                if "rows" not in bad:
                    bad.append("rows")
                continue
            have = st.rows.setdefault(key, dict.fromkeys(_COUNTS, 0))
            for c in _COUNTS:
                have[c] += counts[c]
        for name, need_note in (("best_play", True), ("best_hand", False)):
            best = data.get(name, {})
            if not isinstance(best, dict):
                bad.append(name)
                continue
            target = getattr(st, name)
            for ruleset, rec in best.items():
                clean = cls._check_best(ruleset, rec, need_note)
                if clean is None:
                    if name not in bad:
                        bad.append(name)
                    continue
                target[ruleset] = clean
        streak = data.get("streak", {"current": 0, "best": 0})
        if (isinstance(streak, dict) and set(streak) == {"current", "best"}
                and all(_count(streak[k]) for k in streak)
                and streak["current"] <= streak["best"]):
            st.streak = {"current": streak["current"], "best": streak["best"]}
        else:
            bad.append("streak")
        st.goals, goals_bad = GoalBook.from_json_checked(data.get("goals", {}))
        if goals_bad:
            bad.append(goals_bad)
        xp = data.get("xp", 0)
        if _count(xp):
            st.xp = xp
        else:
            bad.append("xp")
        counted = data.get("counted", [])
        if (not isinstance(counted, list) or len(counted) > MAX_COUNTED
                or not all(_game_id(x) for x in counted)):
            bad.append("counted")
        else:
            st.counted = list(dict.fromkeys(counted))
        return st, (", ".join(bad) or None)

    @staticmethod
    def _row_key(row):
        if not isinstance(row, dict):
            return None
        r, p, b = row.get("ruleset"), row.get("players"), row.get("bots")
        if not isinstance(r, str) or not isinstance(b, str):
            return None
        if r not in RULESET_TITLES or not isinstance(p, int) or isinstance(p, bool):
            return None
        if not 2 <= p <= 4 or b not in BOTS_VALUES:
            return None
        return (r, p, b)

    @staticmethod
    def _check_best(ruleset, rec, need_note: bool):
        if ruleset not in RULESET_TITLES or not isinstance(rec, dict):
            return None
        pts = rec.get("points")
        if not _count(pts) or pts <= 0:
            return None
        clean = {"points": pts}
        for k, maxlen in (("date", 32), ("bots", 10)):
            v = rec.get(k, "")
            if not isinstance(v, str) or len(v) > maxlen:
                return None
            clean[k] = v
        p = rec.get("players", 2)
        if not isinstance(p, int) or isinstance(p, bool) or not 2 <= p <= 4:
            return None
        clean["players"] = p
        if need_note:
            note = rec.get("notation", "")
            if not isinstance(note, str) or len(note) > 40:
                return None
            clean["notation"] = note
        return clean

    # -- recording ------------------------------------------------------------
    def record_game(self, config, outcome, human_entry, best_play=None, best_hand=None,
                    assisted: bool = False, save: bool = True) -> None:
        """Count a finished game that had a human player.

        ``outcome`` is the engine's :class:`~engine.events.Outcome` (its ``winner``
        is a score entry); ``human_entry`` the human's score entry (their team in
        4-player American Sniff). ``best_play`` is the human's best single play
        of the game: ``(points, notation)``, a dict with those keys, or an
        object with ``points`` and ``notation``/``move`` (a Play event);
        ``best_hand`` the most points the human scored in one hand. Assisted
        games (undo used) count in their own columns (played and won all the same,
        :func:`counted`), extend or break the streak, and set no records (their XP:
        :meth:`_count_goals`). Saves unless
        ``save`` is False.
        """
        if human_entry is None or getattr(config, "demo", False):
            return
        key = (config.ruleset, config.players, level_summary(config))
        row = self.rows.setdefault(key, dict.fromkeys(_COUNTS, 0))
        won = outcome is not None and outcome.winner == human_entry
        prefix = "assisted_" if assisted else ""
        row[prefix + "games"] += 1
        if won:
            row[prefix + "wins"] += 1
        last = {"game_id": None, "won": won, "new_best_play": False, "new_best_hand": False,
                "new_best_streak": False}
        if not assisted:
            today = time.strftime("%Y-%m-%d")
            extra = {"date": today, "players": config.players, "bots": key[2]}
            play = _play_parts(best_play)
            old = self.best_play.get(config.ruleset)
            if play is not None and (old is None or play[0] > old["points"]):
                self.best_play[config.ruleset] = {"points": play[0], "notation": play[1],
                                                  **extra}
                last["new_best_play"] = True
            old = self.best_hand.get(config.ruleset)
            if _count(best_hand) and best_hand > 0 and (
                    old is None or best_hand > old["points"]):
                self.best_hand[config.ruleset] = {"points": best_hand, **extra}
                last["new_best_hand"] = True
        run = self.streak["current"] + 1 if won else 0  # undo or not (UNDO_RULE)
        last["new_best_streak"] = run > self.streak["best"] and run > 1
        self.streak = {"current": run, "best": max(run, self.streak["best"])}
        last["streak"] = self.streak["current"]
        self.last = last
        if save:
            self.save()

    def record_game_once(self, game_id: str, config, outcome, human_entry, best_play=None,
                         best_hand=None, assisted: bool = False,
                         record: dict | None = None) -> tuple[bool, str | None]:
        """Count a finished game unless ``game_id`` was counted already, and write.

        Returns ``(counted_now, problem)``: ``problem`` is None when the statistics
        (with ``game_id`` among the counted) are on disk, else the message (also
        queued) saying why not. An id counted already is not counted again and
        nothing is written: ``(False, None)``. ``record`` (the engine's record of the
        game) counts it towards the goals (``last["goals"]``: the goals earned now)."""
        if not _game_id(game_id):
            raise ValueError("a game id is a short printable string")
        if game_id in self.counted:
            return False, None
        if human_entry is None or getattr(config, "demo", False):
            return False, None
        self.record_game(config, outcome, human_entry, best_play, best_hand, assisted,
                         save=False)
        if self.last is not None:
            self.last["game_id"] = game_id
            self.last["goals"] = self._count_goals(game_id, config, outcome, human_entry,
                                                   assisted, record)
        self.counted.append(game_id)
        del self.counted[:-MAX_COUNTED]
        return True, self.save()

    def _count_goals(self, game_id, config, outcome, human_entry, assisted, record) -> list:
        """One game towards the XP, the goals and the daily deal; the goal ids earned now.
        A game without a record counts towards nothing. An assisted game (undo) earns its
        XP and its goals as any game, but sets no daily deal result (a record,
        :data:`UNDO_RULE`)."""
        if record is None or outcome is None:
            return []
        won = outcome.winner == human_entry
        date = daily_date_for(config, game_id)
        human = getattr(config, "human", 0) or 0
        try:
            facts = game_facts(record, config, human, human_entry, won)
            xp = game_xp(record, config, human, human_entry, outcome, date is not None)
        except Exception:  # noqa: BLE001 - a record that does not replay counts nothing
            return []
        self.last["xp"] = {"before": self.xp, "parts": xp}
        self.xp = min(_MAX_COUNT, self.xp + sum(xp.values()))
        if date is not None and not assisted:  # the day's result is a record: not with undo
            facts["daily"] = 1
            scores = list(outcome.scores)
            mine = scores.pop(human_entry)
            self.goals.record_daily(date, mine - max(scores, default=0))
            if won:
                self.goals.record_daily_win(date)
        facts["streak3"] = self.streak["current"]
        return self.goals.add(facts)

    def sync_goals(self, tutorial_finished: bool, save: bool = True) -> list[str]:
        """Goals earned outside a game (the tutorial finished); the ids earned now."""
        if not tutorial_finished or self.goals.is_earned("tutorial"):
            return []
        new = self.goals.add({"tutorial": 1})
        if save:
            self.save()
        return new

    def reset(self, save: bool = True) -> None:
        """Forget everything (the statistics screen asks first)."""
        self.rows.clear()
        self.best_play.clear()
        self.best_hand.clear()
        self.streak = {"current": 0, "best": 0}
        self.last = None
        if save:
            self.save()

    # -- reading ---------------------------------------------------------------
    def totals(self, ruleset: str | None = None) -> dict:
        """Summed counts, over one ruleset or all."""
        out = dict.fromkeys(_COUNTS, 0)
        for (r, _p, _b), c in self.rows.items():
            if ruleset is None or r == ruleset:
                for k in _COUNTS:
                    out[k] += c[k]
        return out

    def table(self) -> list[tuple]:
        """``[(ruleset, players, bots, counts)]`` in a stable display order."""
        order = {b: i for i, b in enumerate(BOTS_VALUES)}
        rs = list(RULESET_TITLES)
        return [(r, p, b, dict(c)) for (r, p, b), c in
                sorted(self.rows.items(), key=lambda kv: (rs.index(kv[0][0]), kv[0][1],
                                                          order[kv[0][2]]))]

    def record_against(self, config) -> tuple[int, int]:
        """``(won, played)`` of every game counted against these bots (this ruleset,
        player count and bots' level; by :data:`UNDO_RULE`, those with undo too)."""
        c = self.rows.get((config.ruleset, config.players, level_summary(config)))
        if c is None:
            return 0, 0
        played, won = counted(c)
        return won, played

    @property
    def empty(self) -> bool:
        return not (self.rows or self.best_play or self.best_hand or self.streak["best"])
