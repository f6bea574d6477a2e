"""Autosave, Continue, and exported game records.

The game in progress is saved after every move (every engine step: a deal, a
play with what it forced, an undo) to ``autosave.json`` in the per-user data
folder (``SNIFF_HOME`` overrides it, see :mod:`game.storage`)::

    {"format": "sniff-save/1",
     "record": {... a sniff-record/1 document: Game.to_record() ...},
     "config": {"ruleset": "american", "players": 2, "levels": [...], "target": null,
                "seed": 5, "daily": "2026-11-30"},
     "screen": {"assisted": false, "seed": 123456789, "game_id": "3f2a...",
                "saved": "2025-01-30 12:00:00"}}

``config.daily`` (absent for an ordinary game) is the date of the daily deal the game
is: a real date, and the config that day's deal (:func:`game.daily.is_deal_of`), else
the save is refused. ``screen.game_id`` names the game for the statistics (counted at most once; a
save from before ids gets one derived from its record, the same at every read).
``screen.seed`` is the engine's seed, so the hands dealt after Continue are the
ones the game would have dealt anyway. What the table shows (best play, points
this hand, the hand summary still to show) is worked out again from the
record's events, so a save taken in the middle of an animation resumes at the
engine's position with the screen caught up.

Writes are atomic (temporary file, flush, fsync, rename: see
:func:`game.storage.atomic_write_json`) and done by one background thread, the
newest state winning: an fsync costs ~10 ms, too much for a frame. Order is
kept: a write or a removal asked for later always lands later. Each write
returns a :class:`game.persistence.Ticket` saying when it is on disk.

This module builds no scene: Continue opens the saved game through the
``open_game(loaded) -> scene`` factory that :mod:`game.main` wires in.

A bad save (corrupted, truncated, empty, huge, nested too deeply, wrongly typed,
against the rules: any record :func:`engine.record.replay_record` refuses) never
crashes the game: it is renamed aside (``autosave.bad-<time>.json``, never
deleted), a message is queued for the screen, and Continue is disabled.
JSON only, never pickle.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import time
from dataclasses import dataclass, field
from pathlib import Path

from engine.events import GameEnd, HandEnd
from engine.game import Game
from engine.record import replay_record

from . import storage
from .config import BOT_LEVELS, GameConfig
from .daily import is_deal_of
from .i18n import _
from .save_writer import Ticket, Writer

__all__ = ["FORMAT", "SAVE_NAME", "SAVE_MAX_BYTES", "Saves", "Loaded", "SaveError",
           "save_path", "exports_dir", "config_json", "check_save", "read_save", "export_game",
           "trailing_ends", "legacy_game_id", "GAME_ID_MAX", "Ticket"]

FORMAT = "sniff-save/1"
SAVE_NAME = "autosave.json"
#: A save is a few kilobytes (a long game ~20 kB); anything past this is not ours.
SAVE_MAX_BYTES = 1024 * 1024
_MAX_SEED = 1 << 63
_RULESETS = ("american", "sniff61")
#: Game ids are short printable strings (a uuid4 hex: 32 characters).
GAME_ID_MAX = 64


class SaveError(ValueError):
    """What is wrong with a save, in words for the player."""


@dataclass
class Loaded:
    """A save that passed every check: the engine's game at the saved position."""

    game: Game
    config: GameConfig
    assisted: bool = False
    #: The game's id for the statistics (``screen.game_id``, or derived from the record).
    game_id: str = ""
    #: The hand end / game end the save stopped at, still to be shown (summary, game over).
    ends: list = field(default_factory=list)


def save_path() -> Path:
    return storage.data_dir() / SAVE_NAME


def exports_dir() -> Path:
    return storage.data_dir() / "exports"


# -- the document ------------------------------------------------------------------
def config_json(cfg: GameConfig) -> dict:
    doc = {"ruleset": cfg.ruleset, "players": cfg.players, "levels": list(cfg.levels)[:4],
           "target": cfg.target, "seed": cfg.seed}
    if cfg.daily is not None:
        doc["daily"] = cfg.daily
    return doc


def legacy_game_id(record: dict) -> str:
    """The id of a game saved before games had ids: a digest of its settings and
    first deal, the same at every read (so Continue after a crash never counts it
    twice)."""
    hands = record.get("hands")
    key = {k: record.get(k) for k in ("ruleset", "players", "target", "scores")}
    key["first"] = hands[:1] if isinstance(hands, list) else None
    text = json.dumps(key, sort_keys=True, ensure_ascii=True, default=str)
    return "r" + hashlib.sha256(text.encode()).hexdigest()[:31]


def valid_game_id(v) -> bool:
    return (isinstance(v, str) and 0 < len(v) <= GAME_ID_MAX and v.isascii()
            and v.isprintable())


def _whole(v, lo, hi) -> bool:
    return type(v) is int and lo <= v <= hi


def _check_config(cfg, game: Game) -> GameConfig:
    if not isinstance(cfg, dict):
        raise SaveError(_("wrongly typed (config must be an object)"))
    ruleset, players = cfg.get("ruleset"), cfg.get("players")
    if ruleset not in _RULESETS or not _whole(players, 2, 4):
        raise SaveError(_("wrongly typed (config.ruleset or config.players)"))
    if ruleset != game.rules.name or players != game.players:
        raise SaveError(_("inconsistent (the config and the record disagree)"))
    levels = cfg.get("levels", ["medium"] * 4)
    if (not isinstance(levels, list) or len(levels) > 4
            or not all(isinstance(x, str) and x in BOT_LEVELS for x in levels)):
        raise SaveError(_("wrongly typed (config.levels)"))
    target = cfg.get("target")
    if target is not None and not _whole(target, 1, 10**9):
        raise SaveError(_("wrongly typed (config.target)"))
    seed = cfg.get("seed")
    if seed is not None and not _whole(seed, -_MAX_SEED, _MAX_SEED):
        raise SaveError(_("wrongly typed (config.seed)"))
    config = GameConfig(ruleset=ruleset, players=players, levels=list(levels), target=target,
                        seed=seed, daily=cfg.get("daily"))
    if config.effective_target != game.target:
        raise SaveError(_("inconsistent (the config and the record disagree)"))
    if config.daily is not None and not is_deal_of(config, config.daily):
        raise SaveError(_("wrongly typed ({fields})").format(fields="config.daily"))
    return config


def trailing_ends(events) -> list:
    """The ``HandEnd`` / ``GameEnd`` events at the end of ``events`` (what a save taken
    right after the last play of a hand still has to show)."""
    out: list = []
    for ev in reversed(events):
        if not isinstance(ev, (HandEnd, GameEnd)):
            break
        out.append(ev)
    return out[::-1]


def check_save(doc) -> Loaded:
    """Check a save document and rebuild its game. Raises :class:`SaveError`."""
    if not isinstance(doc, dict):
        raise SaveError(_("not a saved game (wrong type)"))
    fmt = doc.get("format")
    if fmt != FORMAT:
        if isinstance(fmt, str) and fmt.startswith("sniff-save/"):
            raise SaveError(_("from another version of Sniff ({format})").format(
                format=fmt[:24]))
        raise SaveError(_("not a saved game (no sniff-save/1 format)"))
    screen = doc.get("screen", {})
    if not isinstance(screen, dict):
        raise SaveError(_("wrongly typed (screen must be an object)"))
    assisted = screen.get("assisted", False)
    seed = screen.get("seed")
    if not isinstance(assisted, bool) or (seed is not None
                                          and not _whole(seed, 0, _MAX_SEED)):
        raise SaveError(_("wrongly typed (screen.assisted or screen.seed)"))
    game_id = screen.get("game_id")
    if game_id is not None and not valid_game_id(game_id):
        raise SaveError(_("wrongly typed ({fields})").format(fields="screen.game_id"))
    record = doc.get("record")
    if not isinstance(record, dict):
        raise SaveError(_("wrongly typed (record must be an object)"))
    try:
        game = replay_record(record)
    except (ValueError, TypeError, RecursionError) as e:
        # RecordError is a ValueError: an illegal play, a wrong hand size, a tile dealt
        # twice, a wrong type... named with the field at fault.
        raise SaveError(_("against the rules ({reason})").format(reason=str(e)[:160])) from None
    if game.hand_no < 0:
        # a save is written once a hand is dealt: a game in progress with no hand is
        # not a position the game ever saves (and its scores could say anything)
        raise SaveError(_("against the rules ({reason})").format(reason="no hand was dealt"))
    config = _check_config(doc.get("config"), game)
    if seed is not None:
        game.seed = seed
    return Loaded(game, config, assisted, game_id or legacy_game_id(record),
                  trailing_ends(game.log or ()))


def read_save(path) -> Loaded | None:
    """The save at ``path``, checked; None if there is none. A bad save (or anything
    that is not a regular file: it is never opened) is renamed aside, a message is
    queued for the screen (:func:`game.storage.report`) and None is returned."""
    path = Path(path)
    why = None
    loaded = None
    try:
        raw = storage.read_regular(path, SAVE_MAX_BYTES)
    except FileNotFoundError:
        return None
    except storage.NotRegular:
        why = _(storage.NOT_REGULAR)
    except OSError as e:  # there, but unreadable: kept aside, never written over
        storage.unreadable(path, e, _("saved game"), _("It cannot be continued"),
                           _("The saved game could not be read ({error})."))
        return None
    if why is None:
        why, doc = _parse(raw)
        if why is None:
            try:
                loaded = check_save(doc)
            except SaveError as e:
                why = str(e)
            except Exception as e:  # noqa: BLE001 - a bad file must never crash the game
                why = _("unreadable ({error})").format(error=type(e).__name__)
    if why is None:
        return loaded
    storage.report(storage.set_aside(path, why, _("saved game"),
                                     _("It cannot be continued")))
    return None


def _parse(raw: bytes):
    """``(why, doc)``: why the bytes are not a JSON document (None if they are)."""
    if len(raw) > SAVE_MAX_BYTES:
        return _("too large"), None
    if not raw.strip():
        return _("empty"), None
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        return _("corrupted (not readable text)"), None
    try:
        doc = json.loads(text, parse_constant=_no_constant)
    except RecursionError:
        return _("nested too deeply"), None
    except ValueError as e:
        pos = getattr(e, "pos", None)
        if pos is not None and pos >= len(text.rstrip()):
            return _("truncated (not valid JSON)"), None
        return _("corrupted (not valid JSON)"), None
    if storage.json_depth(doc, storage.MAX_DEPTH) > storage.MAX_DEPTH:
        return _("nested too deeply"), None
    return None, doc


def _no_constant(name: str):
    raise ValueError(f"{name} is not JSON")


# -- the app's saves ---------------------------------------------------------------------
class Saves:
    """``app.saves``: the autosave of the game in progress and Continue.

    ``open_game(loaded) -> scene`` builds the scene that continues a saved game
    (:mod:`game.main` wires it; this module imports no scene).
    ``background=False`` writes synchronously (used where there is no frame to keep).
    """

    def __init__(self, app=None, path=None, background: bool = True, open_game=None):
        self.app = app
        self.path = Path(path) if path is not None else save_path()
        self.background = background
        self.open_game = open_game
        self.writer = Writer(self.path)
        self._checked: tuple | None = None  # (file signature, Loaded or None)
        #: How many saves were asked for (tests and the autoplay trace read it).
        self.count = 0
        self._remove_stale_temp_files()

    def _remove_stale_temp_files(self, age: float = 60.0) -> None:
        """Temporary files left by a write that was killed half-way (the save itself is
        whole: the rename never happened). Only old ones, never another writer's."""
        now = time.time()
        with contextlib.suppress(OSError):
            for p in self.path.parent.glob(f".{self.path.stem}.*.tmp"):
                with contextlib.suppress(OSError):
                    if now - p.stat().st_mtime > age:
                        p.unlink()

    # -- writing ----------------------------------------------------------------
    def save_doc_async(self, doc: dict):
        """Write the save document ``doc`` (see :meth:`game.persistence.Snapshot.save_doc`)
        after every engine step. Never raises; returns a
        :class:`game.persistence.Ticket` that says when it is on disk."""
        self.count += 1
        return self._submit("write", doc)

    def clear(self):
        """The game ended: remove the save (Continue is disabled again). Returns a ticket."""
        return self._submit("clear", None)

    def _submit(self, kind: str, doc):
        self._checked = None
        seq = self.writer.next_seq()
        if self.background:
            self.writer.submit((seq, kind, doc))
        else:
            self.writer.perform((seq, kind, doc))
        return Ticket(self.writer, seq)

    def flush(self, timeout: float = 10.0) -> bool:
        """Wait until every save asked for is written."""
        return self.writer.flush(timeout)

    # -- reading ----------------------------------------------------------------
    def _signature(self):
        try:
            st = self.path.stat()
        except OSError:
            return None
        return (st.st_mtime_ns, st.st_size, st.st_ino)

    def load(self) -> Loaded | None:
        """The saved game, checked (see :func:`read_save`); None if there is none or it
        was bad (then it was renamed aside and a message is on its way to the screen)."""
        self.flush()
        sig = self._signature()
        if sig is None:
            self._checked = None
            return None
        if self._checked is not None and self._checked[0] == sig:
            return self._checked[1]
        loaded = read_save(self.path)
        self._checked = (sig, loaded) if loaded is not None else None
        return loaded

    def has_save(self) -> bool:
        """Is there a game to continue? (A bad save is set aside here already.)"""
        return self.load() is not None

    def continue_game(self) -> bool:
        """Open the saved game at the table where it stopped; False if there is none."""
        loaded = self.load()
        self._checked = None  # the game is rebuilt from the file each time
        app = self.app
        if loaded is None:
            top = app.top if app is not None else None
            if top is not None and hasattr(top, "build"):
                top.build()  # the menu: Continue is disabled now
            return False
        if self.open_game is None or app is None:
            return False
        app.reset(self.open_game(loaded))
        return True


# -- exports -----------------------------------------------------------------------------
def export_game(game: Game, folder=None) -> Path:
    """Write ``game`` as a sniff-record/1 file ``sniff-YYYYmmdd-HHMMSS.json`` in the
    exports folder (``python -m engine run FILE`` replays it). Raises ``OSError``."""
    folder = Path(folder) if folder is not None else exports_dir()
    stamp = time.strftime("%Y%m%d-%H%M%S")
    path = folder / f"sniff-{stamp}.json"
    n = 2
    while path.exists():
        path = folder / f"sniff-{stamp}-{n}.json"
        n += 1
    storage.atomic_write_json(path, game.to_record())
    return path


def export_and_tell(app, game: Game) -> Path | None:
    """Export ``game`` and say where in a toast (or why it failed)."""
    try:
        path = export_game(game)
    except (OSError, ValueError, TypeError) as e:
        app.toast(_("The game could not be exported ({error}).").format(
            error=getattr(e, "strerror", None) or e))
        return None
    app.toast(_("Game exported to {path}").format(path=path))
    return path
