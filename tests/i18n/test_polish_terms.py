"""The Polish catalog says the game's terms as a native player would:
a hand is a "rozdanie" (a "partia" is a whole game), going out is "domino!" (not the
literal "przez domino"), and the player who leads "zaczyna" (not "wychodzi")."""

from __future__ import annotations

import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))

from make_catalogs import parse_po  # noqa: E402


def _catalog() -> dict[str, list[str]]:
    text = (ROOT / "assets/locale/pl/LC_MESSAGES/sniff.po").read_text(encoding="utf-8")
    return {e.msgid: e.msgstr for e in parse_po(text) if e.msgid}


def test_no_literal_or_wrong_sense_game_terms():
    bad = re.compile(r"przez domino|wychodz|wychodząc", re.I)
    found = [(m, s) for m, ss in _catalog().items() for s in ss if bad.search(s)]
    assert not found, found


def test_a_hand_is_a_rozdanie_and_a_game_a_partia():
    cat = _catalog()
    hand = re.compile(r"\bhands?\b(?! (?:is|are) rounded|: pips| left|\.)", re.I)
    for msgid, strs in cat.items():
        if msgid.startswith("Hand {hand}") or msgid in ("Replay hand", "Replay last hand",
                                                        "End of a hand"):
            assert all("rozdani" in s.lower() for s in strs), (msgid, strs)
        if hand.search(msgid) and "game" not in msgid.lower():
            assert not any(re.search(r"\bparti", s, re.I) for s in strs), (msgid, strs)


def test_leading_and_going_out_in_plain_words():
    cat = _catalog()
    assert cat["You went out: Domino!"] == ["Domino!"]
    assert cat["{name} leads"] == ["{name} zaczyna"]
    assert cat["leader"] == ["zaczyna"]  # (the plate's word; "{tiles} · leader" is gone)
