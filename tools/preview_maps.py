"""Render each Tiled map to a PNG with its anchors outlined, to look at the layout.

    SDL_VIDEODRIVER=dummy .venv/bin/python tools/preview_maps.py [--assets DIR] [--out DIR]

Uses pytmx's pygame loader, so it also proves the maps and tileset load the way
the game loads them. ``--bare`` leaves the anchor outlines off.
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


def render(path: Path, outline: bool = True) -> pygame.Surface:
    tmx = load_pygame(str(path))
    surf = pygame.Surface((tmx.width * tmx.tilewidth, tmx.height * tmx.tileheight))
    for layer in tmx.visible_layers:
        if isinstance(layer, pytmx.TiledTileLayer):
            for x, y, image in layer.tiles():
                surf.blit(image, (x * tmx.tilewidth, y * tmx.tileheight))
    if outline:
        font = pygame.font.Font(None, 22)
        for obj in tmx.get_layer_by_name("anchors"):
            kind = obj.name.split("_")[0]
            colour = COLOURS.get(kind, (255, 255, 255))
            rect = pygame.Rect(obj.x, obj.y, obj.width, obj.height)
            pygame.draw.rect(surf, colour, rect, 2)
            text = obj.name
            orient = obj.properties.get("orientation")
            if orient:
                text += f" ({orient[0]})"
            surf.blit(font.render(text, True, colour), (rect.x + 4, rect.y + 3))
    return surf


def main(argv: list[str] | None = None) -> int:
    root = Path(__file__).resolve().parent.parent
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--assets", default=str(root / "assets"))
    ap.add_argument("--out", default=str(root / "build" / "map-previews"))
    ap.add_argument("--bare", action="store_true", help="no anchor outlines")
    args = ap.parse_args(argv)
    pygame.display.init()
    pygame.font.init()
    pygame.display.set_mode((1, 1))
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    for tmx_path in sorted(Path(args.assets, "maps").glob("*.tmx")):
        png = out / (tmx_path.stem + ".png")
        pygame.image.save(render(tmx_path, outline=not args.bare), str(png))
        print(png)
    pygame.quit()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
