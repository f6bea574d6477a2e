"""The table's status panel lines as drawn: a long "what to do now" line (a hint in
Polish at 200 % text) wraps onto the panel's two lines at the table's line size, the
two lines balanced (no lone last word) and a key reminder "(Enter / Space)" never split."""

from __future__ import annotations

import pygame

from engine.moves import Move

from ...i18n import _
from ...present.words import move_text, say
from ...render.hud import PLATE, TEXT, tone
from ...texts import chosen_prompt, draw_prompt, tile_label
from ...widgets.text import _units, wrap_text

__all__ = ["fit_status", "split_two", "status_lines", "earlier_moves", "earlier_placed", "draw_earlier",
           "earlier_floor", "earlier_room", "EARLIER_TEXT"]

#: The design size of the lines of earlier moves over the status panel: the status
#: lines' own (17 (13 px) read as tiny; at 200 % 22, unbounded, came out
#: larger than the status lines, fitted to their height), in their line height.
EARLIER_TEXT = TEXT

#: How far an end's ring and its glow reach under the tiles the board keeps above its
#: floor (design px): room kept for them under a board with two earlier lines below.
RING_ROOM = 20

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
    return [(two[0], tone), (two[1], tone)]


def status_lines(s, names) -> list[tuple[str, str]]:
    """The status line's texts with their tones, from the view model, always in one
    order: what just happened on top (a note, else the last move), what to do now
    below, nearest the hand (the hint, when one is shown, is what to do now)."""
    v = s.view
    ctl = s.controller
    g = s.game
    todo = None
    if s.awaiting_draw:
        todo = (draw_prompt(s.app.input.device), "focus")
    elif s.human_turn and any(not getattr(e.step, "callout", False)
                              for e in s.director.effects):
        todo = None  # a score still pops: the turn's words come after it; a
        # landed "+N" fading is no reason to hide them ("Your turn" went missing)
    elif s.human_turn:
        if ctl.hint_text:
            todo = (ctl.hint_text, "ink")
        elif g.drawn >= 0:
            todo = (_("Your turn: play the {tile} you drew").format(
                tile=tile_label(g.drawn)), "focus")
        elif ctl.sel is not None and ctl.sel != ctl.auto_sel and ctl.sel in ctl.playable_tiles():
            inp = s.app.input  # the words of the device in use: click, keys or pad
            used = "pad" if inp.device == "pad" else getattr(inp, "used", "mouse")
            todo = (chosen_prompt(used, ctl.sel), "focus")
        elif g.layout.empty:
            todo = (_("You start: play any tile"), "focus")
        elif len(codes := g.legal_codes()) == 1:  # one play: said, not searched for
            mv = Move.from_code(codes[0])
            todo = (_("Your only play: {move}").format(
                move=move_text(mv, getattr(g.layout, "sniff", -1),
                               getattr(g.layout, "inline", False))), "focus")
        else:
            todo = (_("Your turn: pick a tile, then a ring"), "focus")
    elif v.status is not None:
        todo = (say(v.status, names, s.human), "ink")
    elif v.turn is not None:
        todo = (_("{name} to play").format(name=names[v.turn]), "ink")
    prefix = s.status_prefix()
    if prefix:  # the replay's move counter leads what the table says now
        todo = (f"{prefix}  -  {todo[0]}" if todo else prefix, "ink")
    # what just happened: a note, else the log line (the latest action; not when the
    # line below already says it: "Your turn: play the [2|4] you drew")
    news = None
    if v.note.left > 0:
        news = (v.note.words(names, s.human), v.note.tone)
    elif v.last_move is not None and not (s.human_turn and g.drawn >= 0
                                          and v.last_move.key in ("drew", "drew_n")):
        news = (say(v.last_move, names, s.human), "dim")
    return [line for line in (news, todo) if line is not None]


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


def earlier_placed(s, status, names, shown: int = 2) -> list:
    """Where the earlier moves go: ``[(msg, words, plate)]``, each on its plate, stacked
    just over the status panel's ``shown`` lines (the latest of them nearest it: no
    empty slot between), as wide as the hand's tray allows; a line that would
    lie on a board tile is moved to one side of it, else left out with those over it
    (its seat's last-action bubble then says it: table_chips)."""
    moves = earlier_moves(s)
    placed: list = []
    if not moves:
        return placed
    lay = getattr(s.view, "layout", None)
    # the tiles, badges and spot rings (not a ring and its "+0" on the top line)
    tiles = s.board.blocks(lay, [x[0] for x in lay.slots] if lay is not None else ())
    vp = s.app.vp
    r = vp.rect(status.rect)
    room = max(r.w, vp.rect(s.map.anchor("hand_0")).w) - vp.length(16)
    bottom = _lines_top(vp, status, shown) - vp.length(3)
    line_h = status.line_height()  # the status lines' height: one size for the log
    for m in reversed(moves):
        text = say(m, names, s.human)
        img = s.text.get(text, EARLIER_TEXT, tone("dim"), False, room, line_h)
        box = pygame.Rect(0, 0, img.get_width() + vp.length(16),
                          img.get_height() + vp.length(2))
        box.midbottom = (r.centerx, bottom)
        for x in (r.centerx, r.centerx - (room - box.w) // 2, r.centerx + (room - box.w) // 2):
            box.centerx = x  # centred, else to one side of a tile that reaches down
            if box.inflate(0, vp.length(6)).collidelist(tiles) < 0:
                break  # (issue 16: the line is a bot's play since the player's turn)
        else:
            break  # never over the layout: the log line says the latest
        placed.append((m, text, box))
        bottom = box.top - vp.length(2)
    return placed


def draw_earlier(surf, s, status, names, shown: int = 2) -> list:
    """The earlier moves, small and dim, each on its plate where
    :func:`earlier_placed` puts it. Returns the plates drawn."""
    vp = s.app.vp
    room = max(vp.rect(status.rect).w, vp.rect(s.map.anchor("hand_0")).w) - vp.length(16)
    line_h = status.line_height()
    drawn: list = []
    for _m, text, box in earlier_placed(s, status, names, shown):
        pygame.draw.rect(surf, PLATE, box, border_radius=vp.length(6))
        words = box.copy()  # the words' box: no taller than the line (the same size)
        words.h = min(box.h, line_h)
        words.center = box.center
        s.text.draw(surf, text, EARLIER_TEXT, tone("dim"), box.center, "center",
                    shadow=False, max_w=room, box=words)
        drawn.append(box)
    return drawn


def _lines_top(vp, status, shown: int = 2) -> int:
    """The screen y where the status panel's ``shown`` lines' plates start (centred on
    it, 25 px each; the earlier lines' plates are not under them); the
    box's top when they have grown with it."""
    r = vp.rect(status.rect)
    half = vp.length(25) * max(1, min(2, shown)) // 2
    return r.top if status.grows else r.centery - half


def earlier_room(s) -> int:
    """How many earlier-move lines the board always leaves room for over the status
    panel: one per bot but the latest (the news line says that one), so a player back
    at their turn reads every bot's play (issue 16: in 4 players West's play was left
    out, over the tiles); at large text one (the others show where the board leaves
    room for them: two more lines of 200 % text would take a fifth of the board)."""
    bots = max(1, s.players - 1)
    big = getattr(getattr(s.text, "fonts", None), "text_scale", 1.0) > 1.3
    if big or getattr(getattr(s, "view", None), "banner", None):  # (the hand's end:
        return min(bots - 1, 1)  # its banner takes the board's room back)
    return bots - 1


def earlier_floor(s, status) -> int | None:
    """The design y the board keeps above: the top of the earlier-move lines over the
    status panel (else they lay on the 6|6), :func:`earlier_room` of them (in
    2 players the status's own lines). None in a replay or a demo. (Any other line shows
    where it is clear of the tiles.)"""
    if getattr(s, "name", "") != "table" or s.human is None:
        return None
    vp = s.app.vp
    lines = earlier_room(s)
    h = s.text.get(_("Total"), EARLIER_TEXT, tone("dim"), False, None,
                   status.line_height()).get_height()
    top = _lines_top(vp, status) - vp.length(3) - lines * (h + 2 * vp.length(2))
    if lines > 1:  # (the rings round the line's ends reach under the tiles kept above)
        top -= vp.length(RING_ROOM)
    return int(vp.to_design((0, top))[1])
