"""The double-six set as small integers and precomputed tables.

A tile is an ``int`` in ``range(28)``. Index ``i`` stands for ``[LO[i]|HI[i]]``
with ``LO[i] <= HI[i]``, ordered ``0-0, 0-1, ..., 0-6, 1-1, ..., 6-6``. A set
of tiles (a hand) is a 28-bit mask: bit ``i`` set means tile ``i`` is in it.
"""

from __future__ import annotations

from .errors import InvalidNotationError, shown

__all__ = [
    "N_TILES", "LO", "HI", "PIPS", "IS_DOUBLE", "NAME", "WITH", "WITH_ANY",
    "ALL_TILES_MASK", "tile_index", "tile_name", "parse_tile", "mask_tiles",
    "mask_of", "mask_pips", "mask_count",
]

N_TILES = 28
LO: tuple[int, ...]
HI: tuple[int, ...]

_lo, _hi = [], []
for _a in range(7):
    for _b in range(_a, 7):
        _lo.append(_a)
        _hi.append(_b)
LO = tuple(_lo)
HI = tuple(_hi)
PIPS = tuple(a + b for a, b in zip(LO, HI))
IS_DOUBLE = tuple(a == b for a, b in zip(LO, HI))
NAME = tuple(f"{a}-{b}" for a, b in zip(LO, HI))
_INDEX = {(a, b): i for i, (a, b) in enumerate(zip(LO, HI))}
_BY_NAME = {n: i for i, n in enumerate(NAME)}

#: ``WITH[p]``: mask of the tiles that show ``p`` on either half.
WITH = tuple(sum(1 << i for i in range(N_TILES) if p in (LO[i], HI[i])) for p in range(7))
#: ``WITH_ANY[m]``: mask of the tiles that show any pip of the 7-bit pip set ``m``.
_with_any = []
for _m in range(128):
    acc = 0
    for _p in range(7):
        if _m >> _p & 1:
            acc |= WITH[_p]
    _with_any.append(acc)
WITH_ANY = tuple(_with_any)
ALL_TILES_MASK = (1 << N_TILES) - 1
#: ``BITS[i]`` is ``1 << i``; ``TILE_OF_BIT`` maps a single-bit mask back to its tile.
BITS = tuple(1 << i for i in range(N_TILES))
TILE_OF_BIT = {1 << i: i for i in range(N_TILES)}


def tile_index(a: int, b: int) -> int:
    """The tile ``[a|b]`` (either order). Raises :class:`InvalidNotationError`."""
    if a > b:
        a, b = b, a
    try:
        return _INDEX[(a, b)]
    except KeyError:
        raise InvalidNotationError(f"no tile [{a}|{b}] in a double-six set") from None


def tile_name(t: int) -> str:
    """``'1-4'`` for tile ``[1|4]``."""
    return NAME[t]


def parse_tile(text: str) -> int:
    """Parse ``'1-4'``, ``'4-1'`` or ``'[1|4]'`` into a tile index.

    Raises :class:`InvalidNotationError` for anything else.
    """
    if not isinstance(text, str):
        raise InvalidNotationError(f"a tile must be a string, not {type(text).__name__}")
    t = _BY_NAME.get(text)
    if t is not None:
        return t
    s = text.strip()
    if len(s) == 5 and s[0] == "[" and s[2] == "|" and s[4] == "]":
        a, b = s[1], s[3]
    elif len(s) == 3 and s[1] == "-":
        a, b = s[0], s[2]
    else:
        raise InvalidNotationError(f"{shown(text)} is not a tile (write it as a-b, e.g. 1-4)")
    if a not in "0123456" or b not in "0123456":
        raise InvalidNotationError(f"{shown(text)} is not a tile: pips run from 0 to 6")
    return tile_index(int(a), int(b))


def mask_tiles(mask: int) -> list[int]:
    """The tiles of a mask, in index order."""
    out = []
    while mask:
        low = mask & -mask
        out.append(TILE_OF_BIT[low])
        mask ^= low
    return out


def mask_of(tiles) -> int:
    m = 0
    for t in tiles:
        m |= 1 << t
    return m


def mask_pips(mask: int) -> int:
    """Total pips of the tiles in a mask."""
    s = 0
    while mask:
        low = mask & -mask
        s += PIPS[TILE_OF_BIT[low]]
        mask ^= low
    return s


def mask_count(mask: int) -> int:
    return bin(mask).count("1")
