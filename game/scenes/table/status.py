"""The table's status panel lines as drawn. While the game waits for the player's move
it says one line, what to do now (each seat's last action is its chip by its plate,
the hand's log the history drawer); a long "what to do now" line (a hint in
Polish at 200 % text) wraps onto the panel's two lines at the table's line size, the
two lines balanced (no lone last word) and a key reminder "(Enter / Space)" never split."""

from __future__ import annotations

from engine.moves import Move

from ...i18n import _
from ...present.words import say
from ...render.hud import TEXT, news_top
from ...texts import chosen_prompt, draw_prompt, tile_label
from ...widgets.text import _units, wrap_text

__all__ = ["Wrapped", "fit_status", "split_two", "status_lines", "news_shown", "waits_for_player",
           "earlier_moves", "earlier_floor", "EARLIER_TEXT", "newcomer",
           "LEARNED_PLAYS"]

#: The design size of the lines of earlier moves over the status panel: the status
#: lines' own (17 (13 px) read as tiny; at 200 % 22, unbounded, came out
#: larger than the status lines, fitted to their height), in their line height.
EARLIER_TEXT = TEXT

#: The log lines of a draw (the seat's play after it is what the earlier lines keep).
DRAW_KEYS = ("draws", "drew", "drew_n")

_OPEN = "(（"
_CLOSE = ")）"


def _groups(text: str) -> list[tuple[str, bool]]:
    """The break units of ``text`` (``(unit, space_before)``), a bracketed group such
    as a key reminder "(Enter / Space)" glued into one unit."""
    out: list[tuple[str, bool]] = []
    depth = 0
    for unit, space in _units(text):
        if depth > 0:
            t, sp = out.pop()
            out.append((t + (" " if space else "") + unit, sp))
        else:
            out.append((unit, space))
        depth = max(0, depth + sum(unit.count(c) for c in _OPEN)
                    - sum(unit.count(c) for c in _CLOSE))
    return out


def _join(units: list[tuple[str, bool]]) -> str:
    return "".join((" " if sp and i else "") + t for i, (t, sp) in enumerate(units))


def split_two(font, text: str, width: int) -> list[str]:
    """``text`` on two lines for a panel ``width`` px wide: the break that fits both
    lines and balances them best, never inside a bracketed key reminder, never leaving
    one word alone on a line when another break fits (one line when none is found)."""
    units = _groups(text)
    if len(units) < 2:
        return [text]
    best = None
    for i in range(1, len(units)):
        a, b = _join(units[:i]), _join(units[i:])
        wa, wb = font.size(a)[0], font.size(b)[0]
        lone = (i == 1) + (i == len(units) - 1)  # a line of one word
        key = (max(wa, wb) > width, lone, max(wa, wb))
        if best is None or key < best[0]:
            best = (key, [a, b])
    return best[1]


def fit_status(lines: list[tuple[str, str]], font, width: int) -> list[tuple[str, str]]:
    """``lines`` (``[(text, tone)]``, news first, what to do now last) as drawn in a
    panel ``width`` px wide with ``font``: a last line too wide for one line wraps onto
    two (see :func:`split_two`) rather than shrinking to the smallest text on the table;
    the news line then gives way to it."""
    if not lines:
        return lines
    text, tone = lines[-1]
    if font.size(text)[0] <= width:
        return lines
    if len(wrap_text(font, text, width)) < 2:
        return lines
    two = split_two(font, text, width)
    if len(two) < 2:
        return lines
    return Wrapped([(two[0], tone), (two[1], tone)])


class Wrapped(list):
    """Two status lines that are one sentence wrapped: drawn at one size."""


#: The tiles a player lays at the table before the turn's prompt says only "Your turn"
#: (until then "Your turn: pick a tile, then a spot").
LEARNED_PLAYS = 2


def newcomer(s) -> bool:
    """The player is new to the table: no game finished (this session or in the
    statistics) and fewer than :data:`LEARNED_PLAYS` tiles laid at this table."""
    app = s.app
    stats = getattr(app, "stats", None)
    empty = getattr(stats, "empty", True)  # (Stats.empty: a property)
    if getattr(app, "games_finished", 0) > 0 or not (empty() if callable(empty) else empty):
        return False
    return getattr(s, "own_plays", 0) < LEARNED_PLAYS


def status_lines(s, names) -> list[tuple[str, str]]:
    """The status line's texts with their tones, from the view model, always in one
    order: what just happened on top (a note, else the last move), what to do now
    below, nearest the hand (the hint, when one is shown, is what to do now)."""
    v = s.view
    ctl = s.controller
    g = s.game
    todo = None
    drawn_said = False  # the prompt names the tile the player drew
    if s.awaiting_draw:
        todo = (draw_prompt(s.app.input.device), "focus")
    elif s.human_turn and any(not getattr(e.step, "callout", False)
                              for e in s.director.effects):
        todo = None  # a score still pops: the turn's words come after it; a
        # landed "+N" fading is no reason to hide them ("Your turn" went missing)
    elif s.human_turn:
        if ctl.hint_text:
            todo = (ctl.hint_text, "ink")
        elif g.drawn >= 0:  # one line: what came and what to do with it (the
            # note "You drew [2|4]" stacked over "play the [2|4] you drew" said it twice)
            todo = (_("You drew {tile}: play it").format(tile=tile_label(g.drawn)), "focus")
            drawn_said = True
        elif ctl.sel is not None and ctl.sel != ctl.auto_sel and ctl.sel in ctl.playable_tiles():
            inp = s.app.input  # the words of the device in use: click, keys or pad
            used = "pad" if inp.device == "pad" else getattr(inp, "used", "mouse")
            todo = (chosen_prompt(used, ctl.sel), "focus")
        elif g.layout.empty:
            todo = (_("You start: play any tile"), "focus")
        elif len(codes := g.legal_codes()) == 1:  # one play: said, not searched for
            # (the tile, lifted, with its one ring lit on the board: where it goes is
            # shown there, not said in a sentence)
            todo = (_("Your only play: {tile}").format(
                tile=tile_label(Move.from_code(codes[0]).tile)), "focus")
        elif newcomer(s):
            todo = (_("Your turn: pick a tile, then a spot"), "focus")
        else:  # the rings pulse round the tiles that fit: the words need not say how
            todo = (_("Your turn"), "focus")
    elif _drawing_by_itself(s):  # Auto-draw: what happens, and how many so far (one
        # line: "You drew 3: [2|4]" under it said it again, a tile at a time)
        todo = (_("No play — drawing: {count}").format(count=_drawn_count(s)), "focus")
        drawn_said = True
    elif v.status is not None:
        todo = (say(v.status, names, s.human), "ink")
    elif v.turn is not None:
        todo = (_("{name} to play").format(name=names[v.turn]), "ink")
    prefix = s.status_prefix()
    if prefix:  # the replay's move counter leads what the table says now
        todo = (f"{prefix}  -  {todo[0]}" if todo else prefix, "ink")
    # what just happened: a note, else the log line (the latest action) - but never
    # while the game waits for the player: then each seat's last action is the
    # picture by its plate and the full log is the history drawer (L)
    news = None
    if v.note.left > 0 and drawn_said and _drew_note(v.note, s.human):
        pass  # the prompt says it: "You drew [2|4]: play it"
    elif v.note.left > 0:
        news = (v.note.words(names, s.human), v.note.tone)
    elif news_shown(s):
        news = (say(v.last_move, names, s.human), "dim")
    if news is not None and news[1] == "bad" and waits_for_player(s):
        todo = None  # a refusal ("[1|3] fits nowhere") alone, at the prompt's size:
        # over "Your turn" it was one of two small red lines
    return [line for line in (news, todo) if line is not None]


def _drawing_by_itself(s) -> bool:
    """The player's own draws run by themselves (Auto-draw): the tiles fly in one by
    one, no click waits ("You draw" alone did not say why, nor till when)."""
    msg = s.view.status
    return (s.human is not None and getattr(msg, "key", None) == "draws"
            and getattr(msg, "seat", None) == s.human and getattr(s, "name", "") == "table")


def _drawn_count(s) -> int:
    """The tiles the player drew this turn: those landed (marked new) and in the air."""
    v = s.view
    return len(set(v.drawn_new) | set(v.fresh)) + sum(
        1 for f in v.flights if f.kind == "draw" and f.seat == s.human)


def _drew_note(note, human) -> bool:
    """The note says what the player drew ("You drew [2|4]", "You drew 3: [2|4]")."""
    msg = note.text
    return getattr(msg, "key", None) in ("drew", "drew_n") and getattr(msg, "seat", None) == human


def waits_for_player(s) -> bool:
    """The game waits for the player's move (or draw): the table's text budget holds,
    one prompt line and each seat's last action as a picture at its seat."""
    return bool(s.human_turn or s.awaiting_draw)


def news_shown(s) -> bool:
    """Whether the status panel says the latest move in words now: only while a bot
    plays (not on the player's turn; nor in place of a note), and never a bot's play
    at a table with a player: its chip by its plate shows that tile and its "+N"
    from the moment it lands until the seat acts again (the line lasted about 0.8 s;
    the chip hid the play while it stood). The player's own play is said (how it
    scored), as is every play in a demo or a replay."""
    v = s.view
    msg = v.last_move
    if msg is None or v.note.left > 0 or waits_for_player(s):
        return False
    return not (msg.key == "play" and msg.seat != s.human and s.human is not None
                and getattr(s, "name", "") == "table")


def earlier_moves(s) -> list:
    """The one or two moves (``Msg``) before the latest, made since the human's own
    last move: a player who looks up sees what happened since their turn (once
    the log line showed only the latest move). None in a replay or a demo."""
    if getattr(s, "name", "") != "table" or s.human is None:
        return []
    since = []
    acted = set()  # seats whose play or pass is already listed (newest first)
    for seat, msg in reversed(s.director.recent):
        if seat == s.human:
            break
        if msg.key in DRAW_KEYS and seat in acted:
            continue  # its play says enough: a seat's draws never push a play out
        acted.add(seat)
        since.append(msg)
    return since[1:3][::-1]  # the news line says the latest


def _lines_top(vp, status, shown: int = 2) -> int:
    """The screen y where the status panel's ``shown`` lines start (render.hud
    ``StatusLine.top``: two lines over its foot, grown ones from its top)."""
    top = getattr(status, "top", None)
    if top is not None:
        return top(shown)
    r = vp.rect(status.rect)
    half = vp.length(25) * max(1, min(2, shown)) // 2
    return r.top if status.grows else r.centery - half


def earlier_floor(s, status) -> int | None:
    """The design y the board keeps above: the top of the status panel's lines (no log
    lines over them: each seat's last action is its chip, the log the history
    drawer). None in a replay or a demo."""
    if getattr(s, "name", "") != "table" or s.human is None:
        return None
    vp = s.app.vp
    now = int(vp.to_design((0, _lines_top(vp, status) - vp.length(3)))[1])
    # never lower than at 100 % text, where the two lines sit highest (over the panel's
    # foot): a text size changed in Options leaves the board where it was (issue 31)
    anchor = s.map.anchor("status") if getattr(s, "map", None) is not None else None
    if anchor is None:
        return now
    return min(now, news_top(anchor) - 3)
