"""Render each Tiled map to a PNG with its anchors outlined, to look at the layout.

    SDL_VIDEODRIVER=dummy .venv/bin/python tools/preview_maps.py [--assets DIR] [--out DIR]

Uses pytmx's pygame loader, so it also proves the maps and tileset load the way
the game loads them. ``--bare`` leaves the anchor outlines off; the previews in
``docs/maps/`` are made with ``--scale 0.5 --out docs/maps``.
"""

from __future__ import annotations

import argparse
import os
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402
import pytmx  # noqa: E402
from pytmx.util_pygame import load_pygame  # noqa: E402

COLOURS = {"hand": (255, 209, 102), "label": (120, 200, 255), "btn": (255, 120, 160)}


def render(path: Path, outline: bool = True, scale: float = 1.0) -> pygame.Surface:
    tmx = load_pygame(str(path))
    surf = pygame.Surface((tmx.width * tmx.tilewidth, tmx.height * tmx.tileheight))
    for layer in tmx.visible_layers:
        if isinstance(layer, pytmx.TiledTileLayer):
            for x, y, image in layer.tiles():
                surf.blit(image, (x * tmx.tilewidth, y * tmx.tileheight))
    if scale != 1.0:
        surf = pygame.transform.smoothscale_by(surf, scale)
    if outline:
        font = pygame.font.Font(None, max(14, int(22 * scale)))
        for obj in tmx.get_layer_by_name("anchors"):
            kind = obj.name.split("_")[0]
            colour = COLOURS.get(kind, (255, 255, 255))
            rect = pygame.Rect(round(obj.x * scale), round(obj.y * scale),
                               round(obj.width * scale), round(obj.height * scale))
            pygame.draw.rect(surf, colour, rect, 1 if scale < 1 else 2)
            text = obj.name
            orient = obj.properties.get("orientation")
            if orient:
                text += f" ({orient[0]})"
            surf.blit(font.render(text, True, colour), (rect.x + 3, rect.y + 2))
    return surf


def main(argv: list[str] | None = None) -> int:
    root = Path(__file__).resolve().parent.parent
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--assets", default=str(root / "assets"))
    ap.add_argument("--out", default=str(root / "build" / "map-previews"))
    ap.add_argument("--bare", action="store_true", help="no anchor outlines")
    ap.add_argument("--scale", type=float, default=1.0, help="size factor (default 1)")
    args = ap.parse_args(argv)
    pygame.display.init()
    pygame.font.init()
    pygame.display.set_mode((1, 1))
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    for tmx_path in sorted(Path(args.assets, "maps").glob("*.tmx")):
        png = out / (tmx_path.stem + ".png")
        pygame.image.save(render(tmx_path, outline=not args.bare, scale=args.scale), str(png))
        print(png)
    pygame.quit()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
