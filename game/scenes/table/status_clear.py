"""The status line (the prompt, a hint: "Hint: [0|3]. It scores 10 right now.") keeps
off a held tile's ghosts and their preview discs: at the line of play's foot, just
over the hand, a ghost and its disc lay under the hint's plate (ga_92, 4 players at
200 %). Where its place covers one, the line moves along its box, else to the nearest
free felt (:meth:`~.places.TablePlaces.spot`): the player sees both."""

from __future__ import annotations

from ...render.ghosts import held_ghosts

__all__ = ["status_keep", "status_shift"]


def status_keep(painter, v) -> list:
    """The screen rects the status line keeps off: the held tile's ghosts and their
    previews."""
    board = painter.board
    ghosts = list(held_ghosts(board).values())
    if not ghosts:
        return []
    return ghosts + list(board.preview_rects(getattr(v, "layout", None)))


def status_shift(painter, v, lines) -> tuple[int, int]:
    """How far (screen px) to move the status ``lines`` off :func:`status_keep`."""
    keep = status_keep(painter, v)
    status = painter.status
    status.plates = []  # (last frame's: not what the line keeps off)
    foot = status.footprint(lines) if keep else None
    if foot is None:
        return (0, 0)
    vp = painter.scene.app.vp
    pad = vp.length(4)
    keep = [r.inflate(2 * pad, 2 * pad) for r in keep]
    if foot.collidelist(keep) < 0:
        return (0, 0)
    box = vp.rect(status.rect)
    box.w = max(box.w, foot.w)
    lefts = [box.left, box.right - foot.w]
    for r in keep:
        lefts += [r.left - foot.w, r.right]
    fits = [x for x in lefts if box.left <= x and x + foot.w <= box.right
            and foot.move(x - foot.x, 0).collidelist(keep) < 0]
    if fits:
        x = min(fits, key=lambda x: abs(x - foot.x))
        return (x - foot.x, 0)
    at = painter.places.spot(v, "status_clear", foot.size, foot.center, tuple(keep))
    return (round(at[0] - foot.centerx), round(at[1] - foot.centery))
