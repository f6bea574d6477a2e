"""Tiled maps (``assets/maps/*.tmx``) loaded with pytmx: table art and anchors.

A map is 1280x720 design pixels. Its tile layers (``felt``, ``frame``) are the
background; its ``anchors`` object group names the rectangles the code places
things in (hands, boneyard, layout area, scores, buttons...).

``load_map(name)`` returns a cached :class:`TableMap`; ``TableMap.background(size)``
is the pre-rendered background for a window size (cached, so drawing it is one blit).
"""

from __future__ import annotations

import pygame
import pytmx

from .felt import FELT_EDGE_LIGHT, finish_felt
from .resources import asset_path
from .ui import DESIGN, THEME, Viewport, shade_backdrop
from .ui.cloth import CLOTHS, tint_felt

__all__ = ["TableMap", "load_map", "Background", "TABLE_ANCHORS", "MENU_ANCHORS",
           "table_map_name", "required_anchors", "FELT_EDGE_LIGHT"]

#: The anchors the table reads from every ``table_{n}p.tmx`` (plus hand_i / label_i per seat).
TABLE_ANCHORS = ("layout", "boneyard", "scores", "status", "total", "btn_hint", "btn_menu")
MENU_ANCHORS = ("title", "panel")


def table_map_name(players: int) -> str:
    return f"table_{players}p.tmx"


def required_anchors(players: int) -> list[str]:
    """Every anchor name the table scene reads from the map for ``players`` seats."""
    names = list(TABLE_ANCHORS)
    for s in range(players):
        names += [f"hand_{s}", f"label_{s}"]
    return names


class TableMap:
    """One parsed map: ``anchors`` (name -> design ``pygame.Rect``), ``props``
    (name -> the object's custom properties) and the background renderer."""

    def __init__(self, name: str):
        self.name = name
        self.path = asset_path("maps", name)
        try:
            from pytmx.util_pygame import load_pygame
            self.tmx = load_pygame(self.path)
            self._images = True
        except pygame.error:  # no display mode yet: parse without images
            self.tmx = pytmx.TiledMap(self.path)
            self._loaded = False
        else:
            self._loaded = True
        self.anchors: dict[str, pygame.Rect] = {}
        self.props: dict[str, dict] = {}
        for group in self.tmx.objectgroups:
            if group.name != "anchors":
                continue
            for obj in group:
                if not obj.name:
                    continue
                self.anchors[obj.name] = pygame.Rect(round(obj.x), round(obj.y),
                                                     round(obj.width), round(obj.height))
                self.props[obj.name] = dict(obj.properties)
        self._design: dict[str, pygame.Surface] = {}  # per table cloth
        self._images: dict[str, list] = {}  # the tileset's images per table cloth
        self._cache: dict[tuple, pygame.Surface] = {}

    def anchor(self, name: str) -> pygame.Rect:
        """The design rect of anchor ``name``. Raises ``KeyError`` naming the map."""
        try:
            return self.anchors[name]
        except KeyError:
            raise KeyError(f"map {self.name} has no anchor {name!r}") from None

    def prop(self, name: str, key: str, default=None):
        return self.props.get(name, {}).get(key, default)

    def layer_tiles(self, layer):
        """``(x, y, image)`` for each tile of ``layer``, its felt in the table cloth
        in use (``THEME.cloth``; the tinted tileset is made once per cloth)."""
        self._load_images()
        cloth = THEME.cloth
        images = self._images.get(cloth)
        if images is None:
            art = CLOTHS[cloth].art if cloth in CLOTHS else None
            images = self._images[cloth] = [
                tint_felt(img, art) if img is not None else None for img in self.tmx.images]
        for x, y, gid in layer.iter_data():
            if gid and gid < len(images) and images[gid] is not None:
                yield x, y, images[gid]

    def _load_images(self) -> None:
        if not self._loaded:
            from pytmx.util_pygame import load_pygame
            self.tmx = load_pygame(self.path)
            self._loaded = True

    def design_surface(self) -> pygame.Surface:
        """The tile layers drawn at design size (1280x720), in the cloth in use."""
        design = self._design.get(THEME.cloth)
        if design is None:
            self._load_images()
            w = self.tmx.width * self.tmx.tilewidth
            h = self.tmx.height * self.tmx.tileheight
            surf = pygame.Surface((max(w, DESIGN[0]), max(h, DESIGN[1])))
            surf.fill(THEME.felt)
            tw, th = self.tmx.tilewidth, self.tmx.tileheight
            for layer in self.tmx.visible_layers:
                if isinstance(layer, pytmx.TiledTileLayer):
                    for x, y, image in self.layer_tiles(layer):
                        surf.blit(image, (x * tw, y * th))
                    if layer.name == "felt":  # the weave and the light (game.felt),
                        # under the rail and pads, not over them
                        finish_felt(surf, self.anchors.get("layout"), THEME.felt)
                elif isinstance(layer, pytmx.TiledImageLayer) and layer.image:
                    surf.blit(layer.image, (getattr(layer, "x", 0), getattr(layer, "y", 0)))
            design = self._design[THEME.cloth] = surf
        return design

    def background(self, size) -> pygame.Surface:
        """The background for a window of ``size``: the design art scaled into the
        letterboxed viewport, with the margins filled with felt. Cached per size."""
        size = (int(size[0]), int(size[1]))
        key = (size, THEME.backdrop_dim, THEME.cloth)
        s = self._cache.get(key)
        if s is None:
            vp = Viewport(size)
            s = pygame.Surface(size)
            s.fill(THEME.felt_dark)
            art = self.design_surface()
            r = vp.rect((0, 0, DESIGN[0], DESIGN[1]))
            s.blit(pygame.transform.smoothscale(art.subsurface((0, 0, *DESIGN)), r.size), r)
            shade_backdrop(s)  # the high-contrast theme darkens the felt
            s = s.convert() if pygame.display.get_surface() is not None else s
            if len(self._cache) > 4:
                self._cache.clear()
            self._cache[key] = s
        return s


_MAPS: dict[str, TableMap] = {}


def load_map(name: str) -> TableMap:
    """The map ``assets/maps/<name>`` (cached). Raises ``FileNotFoundError`` if missing."""
    m = _MAPS.get(name)
    if m is None:
        m = _MAPS[name] = TableMap(name)
    return m


class Background:
    """Draws a map's background at the window's size: ``Background("menu.tmx").draw(surf)``."""

    def __init__(self, name: str = "menu.tmx"):
        try:
            self.map: TableMap | None = load_map(name)
        except (FileNotFoundError, ValueError, pygame.error):
            self.map = None

    def draw(self, surf) -> None:
        if self.map is None:
            surf.fill(THEME.felt)
        else:
            surf.blit(self.map.background(surf.get_size()), (0, 0))
