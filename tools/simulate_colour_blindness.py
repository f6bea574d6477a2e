"""See a screenshot as a colour-blind player would: protanopia, deuteranopia, tritanopia.

Applies the simulation matrices of Machado, Oliveira & Fernandes (2009, severity
1.0) in linear RGB to every pixel of a PNG, with pygame only (no numpy). Used to
check the game's palettes (the colour-blind theme's marks must stay apart from
the felt); tests/i18n/test_i18n.py applies the same matrices to the palette itself.

    python tools/simulate_colour_blindness.py IN.png OUT.png [--kind deuteranopia]
    python tools/simulate_colour_blindness.py --grid OUT.png A.png B.png [--kind ...]
        (a 2x2 sheet at half size: A and B as they are, and as the kind sees them)
"""

from __future__ import annotations

import argparse
import os
import sys

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402

MATRICES = {
    "protanopia": ((0.152286, 1.052583, -0.204868), (0.114503, 0.786281, 0.099216),
                   (-0.003882, -0.048116, 1.051998)),
    "deuteranopia": ((0.367322, 0.860646, -0.227968), (0.280085, 0.672501, 0.047413),
                     (-0.011820, 0.042940, 0.968881)),
    "tritanopia": ((1.255528, -0.076749, -0.178779), (-0.078411, 0.930809, 0.147602),
                   (0.004733, 0.691367, 0.303900)),
}
_TO_LIN = [((c / 255) / 12.92 if c / 255 <= 0.04045 else ((c / 255 + 0.055) / 1.055) ** 2.4)
           for c in range(256)]


def _to_srgb(v: float) -> int:
    v = max(0.0, min(1.0, v))
    s = v * 12.92 if v <= 0.0031308 else 1.055 * v ** (1 / 2.4) - 0.055
    return round(s * 255)


def simulate_colour(rgb, kind: str) -> tuple[int, int, int]:
    lin = [_TO_LIN[c] for c in rgb[:3]]
    return tuple(_to_srgb(sum(m * v for m, v in zip(row, lin))) for row in MATRICES[kind])


def simulate(surface: pygame.Surface, kind: str) -> pygame.Surface:
    """A copy of ``surface`` as seen with ``kind`` colour blindness."""
    out = surface.copy()
    w, h = out.get_size()
    cache: dict = {}
    out.lock()
    for y in range(h):
        for x in range(w):
            c = tuple(out.get_at((x, y)))[:3]
            s = cache.get(c)
            if s is None:
                s = cache[c] = simulate_colour(c, kind)
            out.set_at((x, y), s)
    out.unlock()
    return out


def grid(a: pygame.Surface, b: pygame.Surface, kind: str) -> pygame.Surface:
    w, h = a.get_width() // 2, a.get_height() // 2
    small = [pygame.transform.smoothscale(s, (w, h)) for s in (a, b)]
    sheet = pygame.Surface((2 * w, 2 * h))
    for i, s in enumerate(small):
        sheet.blit(s, (0, i * h))
        sheet.blit(simulate(s, kind), (w, i * h))
    return sheet


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("paths", nargs="+")
    ap.add_argument("--kind", choices=sorted(MATRICES), default="deuteranopia")
    ap.add_argument("--grid", action="store_true")
    args = ap.parse_args(argv)
    pygame.init()
    if args.grid:
        if len(args.paths) != 3:
            ap.error("--grid OUT.png A.png B.png")
        out, a, b = args.paths
        pygame.image.save(grid(pygame.image.load(a), pygame.image.load(b), args.kind), out)
    else:
        if len(args.paths) != 2:
            ap.error("IN.png OUT.png")
        pygame.image.save(simulate(pygame.image.load(args.paths[0]), args.kind), args.paths[1])
    return 0


if __name__ == "__main__":
    sys.exit(main())
