"""Game records: ``sniff-record/1`` JSON documents (RULES.md section 4).

A record lists only plays; draws and passes are forced and replayed from the
front of the boneyard. It is also the save-game and replay format.
"""

from __future__ import annotations

import json

from .errors import InvalidNotationError, RecordError, SniffError, shown
from .game import DEAL, OVER, Game
from .record_doc import FORMAT, game_to_record
from .rules import RULESETS
from .tiles import parse_tile

__all__ = ["FORMAT", "game_to_record", "replay_record", "load_record", "dumps_record",
           "MAX_RECORD_BYTES", "MAX_RECORD_CONTAINERS"]

#: A record is at most this big: a whole game is a few kilobytes.
MAX_RECORD_BYTES = 4 * 1024 * 1024
#: At most this many JSON objects and lists in a record (a hand needs about ten):
#: millions of tiny containers would cost far more memory than their bytes.
MAX_RECORD_CONTAINERS = 100_000


def dumps_record(game: Game) -> str:
    return json.dumps(game_to_record(game), indent=1)


def _show(v) -> str:
    """A short rendering of a bad JSON value for an error message.

    Never recurses into lists and objects (they may be nested to the limit) and
    never converts a huge int to text.
    """
    if isinstance(v, list):
        return "a list"
    if isinstance(v, dict):
        return "an object"
    if isinstance(v, str):
        v = v[:40]
    elif type(v) is int and not -10**40 < v < 10**40:
        return "a huge number"
    try:
        return json.dumps(v)[:40]
    except (TypeError, ValueError):
        return type(v).__name__


def _int(v, where, lo=None, hi=None):
    if type(v) is not int:
        raise RecordError(f"must be a whole number, not {_show(v)}", where)
    if (lo is not None and v < lo) or (hi is not None and v > hi):
        raise RecordError(f"{_show(v)} is out of range", where)
    return v


def _tiles(v, where):
    if not isinstance(v, list):
        raise RecordError("must be a list of tiles", where)
    out = []
    for i, t in enumerate(v):
        try:
            out.append(parse_tile(t))
        except InvalidNotationError as e:
            raise RecordError(str(e), f"{where}[{i}]") from None
    return out


def replay_record(doc, on_event=None) -> Game:
    """Replay a record dict; return the game in its final position.

    ``on_event(event)`` is called for every event in order. Raises
    :class:`RecordError` (naming the field or play at fault) for anything that
    is not a valid, legal record.
    """
    if not isinstance(doc, dict):
        raise RecordError("a record must be a JSON object")
    if doc.get("format") != FORMAT:
        raise RecordError(f"must be {FORMAT!r}", "format")
    ruleset = doc.get("ruleset", "american")
    if not isinstance(ruleset, str) or ruleset not in RULESETS:
        raise RecordError("must be 'american' or 'sniff61'", "ruleset")
    players = _int(doc.get("players"), "players", 2, 4)
    target = doc.get("target")
    if target is not None:
        target = _int(target, "target", 1, 10**9)
    scores = doc.get("scores")
    if scores is not None:
        if not isinstance(scores, list):
            raise RecordError("must be a list of whole numbers", "scores")
        scores = [_int(s, f"scores[{i}]", -10**9, 10**9) for i, s in enumerate(scores)]
    try:
        game = Game(ruleset, players, target=target, scores=scores, seed=0)
    except ValueError as e:  # PositionError: scores no legal game reaches
        raise RecordError(str(e), "scores") from None
    hands = doc.get("hands")
    if not isinstance(hands, list):
        raise RecordError("must be a list of hands", "hands")
    emit = on_event or (lambda e: None)
    for h, hand in enumerate(hands):
        where = f"hands[{h}]"
        if not isinstance(hand, dict):
            raise RecordError("must be an object", where)
        if game.phase == OVER:
            raise RecordError("the game was already over", where)
        if game.phase != DEAL:
            raise RecordError(f"hand {h - 1} did not finish before this one", where)
        leader = hand.get("leader")
        if leader is not None:
            leader = _int(leader, f"{where}.leader", 0, players - 1)
        seed = hand.get("seed")
        if seed is not None:
            if "hands" in hand or "boneyard" in hand:
                raise RecordError("give either seed or hands and boneyard, not both", where)
            seed = _int(seed, f"{where}.seed")
            hl = bone = None
        else:
            raw = hand.get("hands")
            if not isinstance(raw, list):
                raise RecordError("must be a list of hands (or give a seed)", f"{where}.hands")
            hl = [_tiles(x, f"{where}.hands[{i}]") for i, x in enumerate(raw)]
            if "boneyard" not in hand:
                raise RecordError("missing", f"{where}.boneyard")
            bone = _tiles(hand["boneyard"], f"{where}.boneyard")
        if leader is None and seed is None and game.required_leader() is None:
            raise RecordError("missing: the rules call for a draw for the lead, so the "
                              "record must say who led", f"{where}.leader")
        try:
            for e in game.deal(hl, bone, leader=leader, seed=seed):
                emit(e)
        except SniffError as e:
            raise RecordError(str(e), where) from None
        plays = hand.get("plays", [])
        if not isinstance(plays, list):
            raise RecordError("must be a list of plays", f"{where}.plays")
        for j, p in enumerate(plays):
            pw = f"{where}.plays[{j}]"
            if not isinstance(p, str):
                raise RecordError("a play must be a string", pw)
            if game.phase == OVER:
                raise RecordError(f"{shown(p)}: the game was already over", pw)
            if game.phase == DEAL:
                raise RecordError(f"{shown(p)}: the hand was already over", pw)
            try:
                for e in game.play(p):
                    emit(e)
            except SniffError as e:
                raise RecordError(str(e), pw) from None
    return game


def load_record(text: str | bytes, on_event=None) -> Game:
    """Parse a record's JSON text and replay it. Raises :class:`RecordError`."""
    if len(text) > MAX_RECORD_BYTES:
        raise RecordError(f"too large ({len(text)} bytes; a record is at most "
                          f"{MAX_RECORD_BYTES})")
    brace, bracket = ("{", "[") if isinstance(text, str) else (b"{", b"[")
    containers = text.count(brace) + text.count(bracket)  # an upper bound: strings hold some
    if containers > MAX_RECORD_CONTAINERS:
        raise RecordError(f"too many objects and lists (over {MAX_RECORD_CONTAINERS}); "
                          "a record has a few hundred")
    try:
        doc = json.loads(text)
    except (ValueError, RecursionError) as e:
        raise RecordError(f"not valid JSON ({str(e).splitlines()[0][:80]})") from None
    return replay_record(doc, on_event)
