"""The game's end on the table: who won ("You win!", "North wins", "You and North
win!") in the big banner over the final board, and, for a game won mid-hand, what
happened under it ("North reached 100 with a 15"). The rules end the game at once when
a play reaches the target (RULES.md 1.8: no hand settlement); that last hand still gets
its summary (what each side made in it) before the game-over screen: :func:`end_game`."""

from __future__ import annotations

import pygame

from ...i18n import _
from ...present.tally import won_mid_hand
from ...render.fx import DominoCallout
from ...render.overlays import BANNER_SIZE, WORD_SIZE
from ...ui import THEME
from .gap_glow import gap_gain

__all__ = ["win_title", "reached_words", "closing_play", "draw_reached", "REACHED_SIZE",
           "draw_going_out", "GAIN_SIZE", "dim_behind_win", "WIN_DIM", "banner_box",
           "going_out_box", "going_out_parts", "banner_fx", "end_game", "show_game_over", "win_room",
           "draw_win_ribbon", "RIBBON_PAD", "RIBBON_ALPHA"]

#: The size of "North reached 100 with a 15" under the banner (design px).
REACHED_SIZE = 28
#: The size of "You went out" (and "North loses 15") under the "Domino!" banner (design px),
#: and of who it came from under it.
GAIN_SIZE, SOURCE_SIZE = 30, 22
#: The race's line under them ("You lead by 30").
RACE_SIZE = 24
#: The game's end on the table ("You win!" over the final board) is a full-screen
#: moment: the whole table dims behind the banner to this opacity (of 255), over
#: ``WIN_DIM_IN`` s (at once under reduced motion; undimmed, it sat on the tiles).
WIN_DIM, WIN_DIM_IN = 150, 0.45
WIN_DIM_COLOUR = (6, 10, 8)


def end_game(table, summary: bool = False) -> None:
    """The game is won: counted once (its autosave gone) at once, then the game-over
    screen; with ``summary``, a game won by a play mid-hand shows that hand's summary
    first (its Continue opens the game over: :func:`show_game_over`)."""
    if table.over_shown:
        return
    table.over_shown = True
    table.app.games_finished += 1
    table.keeper.finish_game(table)
    if summary and won_mid_hand(table.game):
        table.app.push(table.app.scene("summary", table, None))
    else:
        show_game_over(table)


def show_game_over(table) -> None:
    """The game-over screen over the final table, and a card for the goals it earned."""
    table.app.push(table.app.scene("game_over", table))
    table.keeper.goals_reached()  # a card over the game over (never over a play)


def dim_behind_win(surf, banner: str, t: float | None, still: bool) -> int:
    """Dim the whole table behind the game's closing banner (``banner`` "reach:..."
    once its clock ``t`` runs); the alpha used (0: nothing dimmed)."""
    if not banner.startswith("reach") or t is None:
        return 0
    alpha = WIN_DIM if still else round(WIN_DIM * min(1.0, max(0.0, t) / WIN_DIM_IN))
    if alpha > 0:
        veil = pygame.Surface(surf.get_size())
        veil.fill(WIN_DIM_COLOUR)
        veil.set_alpha(alpha)
        surf.blit(veil, (0, 0))
    return alpha


def banner_fx(fonts, at, word: str) -> DominoCallout:
    """The big banner ``word`` centred on ``at`` (``(x, y)`` or ``(x, y, k)``: drawn
    ``k`` times its size), settled."""
    k = at[2] if len(at) > 2 else 1.0
    return DominoCallout(fonts, (at[0], at[1]), word, True, size=BANNER_SIZE * k)


def banner_box(fonts, text, vp, word: str, big: bool, under: str = "",
               k: float = 1.0) -> tuple:
    """The room the hand's banner ``word`` takes (its springy pop included), with the
    line ``under`` it ("You reached 100 with a 15") when there is one: ``(w, h, up)``,
    ``up`` how far above the room's centre the banner's own centre sits; ``k``: the
    banner drawn that times its size."""
    if not big:
        img = text.get(word, WORD_SIZE * k, THEME.focus, True)
        return (img.get_width() + vp.length(30 * k), img.get_height() + vp.length(12 * k),
                0.0)
    w, h = banner_fx(fonts, (0, 0, k), word).rect().size
    w, h = w * 1.1, h * 1.1
    if not under:
        return w, h, 0.0
    img = text.get(under, REACHED_SIZE * k, THEME.ink, True)
    extra = vp.length(14 * k) + img.get_height() + vp.length(12 * k)
    return max(w, img.get_width() + vp.length(28)), h + extra, extra / 2


def _pair(names, entry: int) -> tuple[str, str]:
    return names[entry], names[entry + 2]


def win_title(game, names, human, entry: int) -> tuple[str, bool]:
    """The winner's words and whether it is the player's side: "You win!", "North
    wins", "You and North win!", "East and West win" (a demo: every win cheered)."""
    teams = bool(getattr(game, "teams", False))
    mine = human is not None and game.seat_entry(human) == entry
    if teams:
        a, b = _pair(names, entry)
        if mine:
            partner = b if human == entry else a  # the seat of the pair not the player's
            return _("You and {partner} win!").format(partner=partner), True
        if human is None:
            return _("{a} and {b} win!").format(a=a, b=b), False
        return _("{a} and {b} win").format(a=a, b=b), False
    if mine:
        return _("You win!"), True
    if human is None:
        return _("{name} wins!").format(name=names[entry]), False
    return _("{name} wins").format(name=names[entry]), False


def reached_words(game, names, human, closing) -> str:
    """What the closing play did: "North reached 100 with a 15", "You reached 100 with
    a 15" (``closing``: ``(seat, points)``; "" without one)."""
    if closing is None:
        return ""
    seat, points = closing
    target = game.target
    if human is not None and seat == human:
        return _("You reached {target} with a {points}").format(target=target, points=points)
    return _("{name} reached {target} with a {points}").format(
        name=names[seat], target=target, points=points)


def closing_play(game) -> tuple[int, int] | None:
    """``(seat, points)`` of the play that won ``game`` mid-hand (None: the game ended
    at a hand's end, or is not over), from the engine's log."""
    log = list(getattr(game, "log", None) or [])
    if not log or type(log[-1]).__name__ != "GameEnd":
        return None
    for ev in reversed(log[:-1]):
        kind = type(ev).__name__
        if kind == "HandEnd":
            return None
        if kind == "Play":
            return (ev.seat, ev.points) if ev.points else None
    return None


def draw_reached(surf, text, vp, words: str, at, banner: str, t: float, still: bool
                 ) -> pygame.Rect | None:
    """``words`` on a dark plate under the big banner ``banner`` centred at ``at``
    (screen px), fading in with it (at once under reduced motion); its rect."""
    if not words or t is None:
        return None
    k = at[2] if len(at) > 2 else 1.0  # drawn smaller with its banner
    top = banner_fx(text.fonts, at, banner).rect().bottom + vp.length(8 * k)
    size = REACHED_SIZE * k
    img = text.get(words, size, THEME.ink, True)
    room = surf.get_width() - vp.length(80)
    r = img.get_rect(midtop=(round(at[0]), top + vp.length(6)))
    if r.w > room:  # a long name at 200 % text: drawn smaller, never off the window
        r = pygame.Rect(0, 0, room, r.h)
        r.midtop = (round(at[0]), top + vp.length(6))
    plate = r.inflate(vp.length(28 * k), vp.length(12 * k))
    alpha = 255 if still else round(255 * min(1.0, max(0.0, t - 0.25) / 0.3))
    if alpha <= 0:
        return None
    _draw_plate(surf, vp, plate, alpha)
    text.draw(surf, words, size, THEME.ink, r.center, "center", True, False,
              max_w=r.w, box=r, alpha=alpha)
    return plate


def _draw_plate(surf, vp, plate: pygame.Rect, alpha: int) -> None:
    """The dark plate with an accent edge that the banner's lines sit on, at ``alpha``."""
    back = pygame.Surface(plate.size, pygame.SRCALPHA)
    rad = vp.length(12)
    pygame.draw.rect(back, (18, 16, 12, 235), back.get_rect(), border_radius=rad)
    pygame.draw.rect(back, (*THEME.accent[:3], 255), back.get_rect(), vp.length(2),
                     border_radius=rad)
    back.set_alpha(alpha)
    surf.blit(back, plate)


def _told_lines(told, names, human) -> list[tuple[str, float, tuple]]:
    """The going-out plate's lines, ``(words, size, colour)``: what happened ("You went
    out!"), what it cost ("North loses 10"), and, for the player's side (or a blocked
    hand), where the race stands ("You lead by 30", "You came off best")."""
    entries = len(told.change) or (2 if told.teams else len(names))
    mine = told.seat is None or told.ours(human, entries) or told.bonus
    # the player's side's American domino: each "-N" was shown at its seat and the
    # side's row shows the gap grown; the plate says only that and where the race is
    gained = gap_gain(told, human, entries) is not None
    out = [] if gained else [(told.source(names, human), SOURCE_SIZE, THEME.ink)]
    if mine or human is None:  # (another side's going out: its calm banner names it)
        out.insert(0, (told.headline(names, human), GAIN_SIZE, THEME.focus))
    if mine:
        race = told.race(names, human)
        if race and gained and not told.race_ours(human):
            race = ""  # going out still behind: its gain is the chip, not who leads
        if race:
            out.append((race, RACE_SIZE, THEME.good if told.race_ours(human) else THEME.ink))
    return out


def _going_out_lines(text, vp, told, names, human, width: int, k: float = 1.0,
                     per_line: int | None = None):
    """The going-out plate's lines ``(words, size, colour, rect, late)`` (each at
    most ``width`` less the margins wide: a long line at 200 % is drawn smaller), top-left
    at 0, 0; ``k``: the plate drawn that times its size (no room for it whole);
    ``per_line``: what it cost ("North loses 10, West loses 5") on lines of that many
    seats each (None: one line), a narrower plate where the felt has no wide room;
    ``late``: the race's line, which comes a beat later."""
    room = width - vp.length(80)
    out = []
    told_lines = _told_lines(told, names, human)
    for words, size, colour in told_lines:
        late = size == RACE_SIZE
        parts = words.split(", ") if size == SOURCE_SIZE and per_line else [words]
        step = per_line or len(parts)
        for i in range(0, len(parts), step):
            chunk = ", ".join(parts[i:i + step]) + ("," if i + step < len(parts) else "")
            r = text.get(chunk, size * k, colour, True).get_rect()
            r.w = min(r.w, room)
            out.append((chunk, size * k, colour, r, late))
    return out


def going_out_parts(told, names, human) -> int:
    """How many seats the going-out plate's cost line names (what ``per_line`` of
    :func:`going_out_box` can break)."""
    return max((len(w.split(", ")) for w, size, _c in _told_lines(told, names, human)
                if size == SOURCE_SIZE), default=1)


def going_out_box(text, vp, told, names, human, width: int, k: float = 1.0,
                  per_line: int | None = None) -> tuple[int, int]:
    """The size of the plate of what going out gained (``told``) on a window ``width``
    px wide, drawn ``k`` times its size, its cost ``per_line`` seats a line
    (:func:`draw_going_out`)."""
    lines = _going_out_lines(text, vp, told, names, human, width, k, per_line)
    return (max(r.w for *_x, r, _late in lines) + vp.length(32 * k),
            sum(r.h for *_x, r, _late in lines) + vp.length(4 * k) * (len(lines) - 1)
            + vp.length(16 * k))


def draw_going_out(surf, text, vp, told, names, human, centre, banner_t: float,
                   still: bool, memo: tuple) -> tuple:
    """What going out gained, on its own plate centred on ``centre`` (screen px and the
    plate's size factor, ``(x, y, k)``: a free place under the "Domino!" banner,
    ``OverlayPlaces.going_out_point``), once the
    director has told it (``told``: a :class:`~game.present.going_out.GoingOut`; None:
    nothing yet): "You went out!" in gold over what it cost the others ("North loses
    10, West loses 5") and, for the player's side, the race ("You lead by 30") in
    green, sliding in a beat later, on a dark plate fading in (at once under reduced
    motion). ``memo``: the caller's ``(told, banner_t it came at)``; returned updated."""
    if told is None or centre is None:
        return (None, 0.0)
    if memo[0] is not told or memo[1] > banner_t:
        memo = (told, banner_t)
    k = centre[2] if len(centre) > 2 else 1.0
    per_line = centre[3] if len(centre) > 3 else None  # (its place's shape)
    lines = _going_out_lines(text, vp, told, names, human, surf.get_width(), k, per_line)
    w, h = going_out_box(text, vp, told, names, human, surf.get_width(), k, per_line)
    plate = pygame.Rect(0, 0, w, h)
    plate.center = (round(centre[0]), round(centre[1]))
    plate.clamp_ip(surf.get_rect())
    age = banner_t - memo[1]
    alpha = 255 if still else round(255 * min(1.0, max(0.0, age) / 0.3))
    if alpha <= 0:
        return memo
    _draw_plate(surf, vp, plate, alpha)
    y = plate.top + vp.length(8 * k)
    for words, size, colour, r, late in lines:
        r.midtop = (plate.centerx, y)
        y = r.bottom + vp.length(4 * k)
        a = alpha
        if late and not still:  # the race's line: a beat later, rising into place
            p = min(1.0, max(0.0, (age - 0.35) / 0.35))
            a = round(alpha * p)
            r = r.move(0, round(vp.length(10) * (1.0 - p)))
            if a <= 0:
                continue
        clip = surf.get_clip()  # (rising inside the plate, never below it)
        surf.set_clip(plate.inflate(-vp.length(2), -vp.length(2)).clip(clip))
        text.draw(surf, words, size, colour, r.center, "center", True, False,
                  max_w=r.w, box=r, alpha=a)
        surf.set_clip(clip)
    return memo


#: The win's ribbon across the play area: its height over the banner's room (design px)
#: and its opacity (of 255).
RIBBON_PAD, RIBBON_ALPHA = 18, 225


def win_room(painter, v, word: str) -> tuple:
    """``((x, y, k), ribbon)``: where the game's closing banner ("You win!" with "You
    reached 100 with a 15" under it) is centred, and the ribbon across the play area
    behind it (screen px): centred across the play area at the free height nearest its
    middle where it covers no tile (the board's nor the hands'), nor the score panel,
    the Total box or a seat's plate, at full size where that fits (fs_119: a small
    pill off in a corner)."""
    s = painter.scene
    vp, places = s.app.vp, painter.places
    area = painter.board.camera.rect
    under = reached_words(s.game, s.names, s.human, v.closing)
    surf_h = s.app.screen.get_height()
    keep = [painter.scores.rect, painter.total.rect] + [lab.rect for lab in painter.labels]
    keep += [painter.total.legend] if getattr(painter.total, "legend", None) else []
    keep += [b.rect for b in s.all_buttons()]
    blocks = places.board_blocks(v) + places.hand_blocks(v) + [vp.rect(r) for r in keep]
    blocks += painter.chip_rects  # each seat's last play under its plate (screen px)
    for k in (1.0, 0.85, 0.7, 0.55):
        w, h, up = banner_box(s.app.fonts, painter.overlays.text, vp, word, True, under, k)
        h += 2 * vp.length(RIBBON_PAD * k)
        top, bottom = vp.length(8), surf_h - vp.length(8)  # (the blocks keep it off)
        ys = sorted(range(top + round(h / 2), bottom - round(h / 2) + 1, max(1, vp.length(6))),
                    key=lambda y: abs(y - area.centery))
        for y in ys:
            room = pygame.Rect(0, 0, round(w), round(h))
            room.center = (area.centerx, y)
            if any(room.colliderect(b) for b in blocks):
                continue
            band = pygame.Rect(area.left, room.top, area.w, room.h)
            left = [b.right for b in blocks if b.colliderect(band) and b.centerx < room.centerx]
            right = [b.left for b in blocks if b.colliderect(band) and b.centerx > room.centerx]
            half = min(room.centerx - max([band.left] + left),  # even on both sides
                       min([area.right] + right) - room.centerx)
            band = pygame.Rect(room.centerx - half, room.top, 2 * half, room.h)
            return (area.centerx, y - up, k), band
    return places.banner_at(v, word, True), None


def draw_win_ribbon(surf, vp, band, t: float, still: bool) -> None:
    """The ribbon behind the game's closing banner: a dark band with gold edges across
    the play area, opening from its middle (at once under reduced motion)."""
    if band is None or t is None:
        return
    k = 1.0 if still else min(1.0, max(0.0, t) / 0.3)
    w = max(1, round(band.w * (1 - (1 - k) ** 3)))
    r = pygame.Rect(0, band.top, w, band.h)
    r.centerx = band.centerx
    back = pygame.Surface(r.size, pygame.SRCALPHA)
    back.fill((14, 12, 8, RIBBON_ALPHA))
    edge = max(2, vp.length(3))
    pygame.draw.rect(back, (*THEME.accent[:3], 255), (0, 0, r.w, edge))
    pygame.draw.rect(back, (*THEME.accent[:3], 255), (0, r.h - edge, r.w, edge))
    surf.blit(back, r)
