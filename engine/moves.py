"""Moves and their notation (RULES.md section 4).

A :class:`Move` is a small immutable value: a tile, and where it goes (the
placed anchor tile and one of its sides), or no anchor for the opening play.
Internally a move is the int ``code``: ``tile << 8 | anchor << 3 | side``, or
``tile << 8 | 255`` for an opening play.
"""

from __future__ import annotations

from .errors import InvalidNotationError, shown
from .tiles import NAME, parse_tile

__all__ = [
    "Move", "LOW", "HIGH", "A", "B", "BRANCH_A", "BRANCH_B", "SIDE_NAMES",
    "parse_side", "OPEN_CODE", "point_code",
]

LOW, HIGH, A, B, BRANCH_A, BRANCH_B = range(6)
SIDE_NAMES = ("low", "high", "a", "b", "branch-a", "branch-b")
_SIDE_BY_NAME = {n: i for i, n in enumerate(SIDE_NAMES)}
#: The attach-point part of an opening move's code.
OPEN_CODE = 255


def point_code(anchor: int, side: int) -> int:
    """The int code of the attach point ``side`` of placed tile ``anchor``."""
    return anchor << 3 | side


def parse_side(text: str) -> int:
    try:
        return _SIDE_BY_NAME[text]
    except (KeyError, TypeError):
        raise InvalidNotationError(
            f"{shown(text)} is not a side (low, high, a, b, branch-a or branch-b)") from None


_CACHE: dict[int, Move] = {}


class Move:
    """A play: ``tile`` onto ``side`` of the placed tile ``anchor``.

    ``anchor`` and ``side`` are ``None`` for the opening play. Moves compare and
    hash by value; ``str(move)`` is its notation and :meth:`parse` reads it.
    """

    __slots__ = ("code",)

    def __init__(self, tile: int, anchor: int | None = None, side: int | None = None):
        if not (isinstance(tile, int) and 0 <= tile < 28):
            raise ValueError(f"bad tile {tile!r}")
        if anchor is None:
            if side is not None:
                raise ValueError("an opening move has no side")
            code = tile << 8 | OPEN_CODE
        else:
            if not (isinstance(anchor, int) and 0 <= anchor < 28 and isinstance(side, int)
                    and 0 <= side < 6):
                raise ValueError(f"bad anchor/side {anchor!r}/{side!r}")
            code = tile << 8 | anchor << 3 | side
        object.__setattr__(self, "code", code)

    @classmethod
    def from_code(cls, code: int) -> Move:
        m = _CACHE.get(code)
        if m is None:
            m = object.__new__(cls)
            object.__setattr__(m, "code", code)
            _CACHE[code] = m
        return m

    def __setattr__(self, name, value):
        raise AttributeError("Move is immutable")

    @property
    def tile(self) -> int:
        return self.code >> 8

    @property
    def anchor(self) -> int | None:
        p = self.code & 255
        return None if p == OPEN_CODE else p >> 3

    @property
    def side(self) -> int | None:
        p = self.code & 255
        return None if p == OPEN_CODE else p & 7

    @property
    def is_opening(self) -> bool:
        return self.code & 255 == OPEN_CODE

    def __eq__(self, other):
        return isinstance(other, Move) and other.code == self.code

    def __hash__(self):
        return hash(self.code)

    def __lt__(self, other):
        return str(self) < str(other)

    def __str__(self):
        p = self.code & 255
        if p == OPEN_CODE:
            return NAME[self.code >> 8]
        return f"{NAME[self.code >> 8]}@{NAME[p >> 3]}:{SIDE_NAMES[p & 7]}"

    def __repr__(self):
        return f"Move.parse({str(self)!r})"

    def __reduce__(self):
        return (Move.from_code, (self.code,))

    @classmethod
    def parse(cls, text: str) -> Move:
        """Read ``'1-4'`` or ``'1-1@1-4:low'`` (tiles may be ``[a|b]`` or ``b-a``).

        Raises :class:`InvalidNotationError` if ``text`` is not a move. It does
        not check legality: that is :meth:`engine.Game.play`'s job.
        """
        if not isinstance(text, str):
            raise InvalidNotationError(f"a move must be a string, not {type(text).__name__}")
        s = text.strip()
        if not s:
            raise InvalidNotationError("empty move")
        if "@" not in s:
            if ":" in s:
                raise InvalidNotationError(f"{shown(text)}: a side needs an anchor (TILE@ANCHOR:SIDE)")
            return cls.from_code(parse_tile(s) << 8 | OPEN_CODE)
        tile_s, _, rest = s.partition("@")
        anchor_s, colon, side_s = rest.partition(":")
        if not colon:
            raise InvalidNotationError(f"{shown(text)}: missing ':SIDE' (write TILE@ANCHOR:SIDE)")
        tile = parse_tile(tile_s)
        anchor = parse_tile(anchor_s)
        side = parse_side(side_s)
        if tile == anchor:
            raise InvalidNotationError(f"{shown(text)}: a tile cannot be played onto itself")
        return cls.from_code(tile << 8 | anchor << 3 | side)
