"""The shipped assets: Tiled maps and tileset, sounds, icon, and their regeneration.

Every generated file must equal a fresh run of ``tools/make_assets.py`` (maps and
sounds byte for byte, images pixel for pixel), so the committed assets are
always what the committed scripts make.
"""

from __future__ import annotations

import io
import math
import os
import struct
import subprocess
import sys
import wave
import xml.etree.ElementTree as ET
from itertools import combinations
from pathlib import Path

import pygame
import pytest
import pytmx

ROOT = Path(__file__).resolve().parents[2]
ASSETS = ROOT / "assets"
MAPS = ASSETS / "maps"
SOUNDS = ASSETS / "sounds"
IMAGES = ASSETS / "images"
DESIGN_W, DESIGN_H = 1280, 720

TABLES = {2: "table_2p.tmx", 3: "table_3p.tmx", 4: "table_4p.tmx"}
ALL_MAPS = [*TABLES.values(), "menu.tmx"]
SOUND_NAMES = ["shuffle", "deal", "draw", "place", "double", "score_small", "score_medium",
               "score_big", "refused", "pass", "domino", "hand_end", "win", "loss", "click",
               "focus"]
LONG_SOUNDS = {"win", "loss"}
# Seat positions around the table, clockwise from the human at the bottom.
SEATS = {2: ["bottom", "top"], 3: ["bottom", "left", "right"],
         4: ["bottom", "left", "top", "right"]}


def table_anchor_names(players: int) -> set[str]:
    return ({"layout", "boneyard", "scores", "status", "total", "btn_hint", "btn_menu"}
            | {f"hand_{i}" for i in range(players)} | {f"label_{i}" for i in range(players)}
            | {"layout_tall", "total_top"})


#: The side-seat tables' anchors at 100 % text, in place of the ones they overlap (the
#: play area reaching up where the Total box was; the box in the top row).
ALTERNATES = {"layout_tall": {"layout", "total"}, "total_top": {"total"}}


def anchors(tmx: pytmx.TiledMap) -> dict[str, pytmx.TiledObject]:
    group = tmx.get_layer_by_name("anchors")
    assert isinstance(group, pytmx.TiledObjectGroup)
    return {obj.name: obj for obj in group}


def rect(obj) -> tuple[float, float, float, float]:
    return obj.x, obj.y, obj.width, obj.height


def overlaps(a, b) -> bool:
    return a[0] < b[0] + b[2] and b[0] < a[0] + a[2] and a[1] < b[1] + b[3] and b[1] < a[1] + a[3]


def centre(r) -> tuple[float, float]:
    return r[0] + r[2] / 2, r[1] + r[3] / 2


def png_header(data: bytes) -> tuple[int, int, int, int]:
    """(width, height, bit depth, colour type) from a PNG's IHDR."""
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    assert data[12:16] == b"IHDR"
    w, h, depth, ctype = struct.unpack(">IIBB", data[16:26])
    return w, h, depth, ctype


@pytest.fixture(scope="module")
def display():
    pygame.display.init()
    pygame.display.set_mode((1, 1))
    yield
    pygame.display.quit()


# --- maps -----------------------------------------------------------------------------
@pytest.mark.parametrize("name", ALL_MAPS)
def test_map_parses_with_tile_layers(name):
    tmx = pytmx.TiledMap(str(MAPS / name))
    assert (tmx.orientation, tmx.width, tmx.height) == ("orthogonal", 80, 45)
    assert (tmx.tilewidth, tmx.tileheight) == (16, 16)
    tile_layers = {layer.name: layer for layer in tmx.visible_layers
                   if isinstance(layer, pytmx.TiledTileLayer)}
    assert set(tile_layers) == {"felt", "frame"}
    felt = tile_layers["felt"]
    assert all(felt.data[y][x] for y in range(45) for x in range(80)), "felt must fill the map"
    frame = tile_layers["frame"]
    # The rail runs round the whole edge.
    for x in range(80):
        assert frame.data[0][x] and frame.data[44][x]
    for y in range(45):
        assert frame.data[y][0] and frame.data[y][79]
    # The tileset is the external table.tsx, and its image resolves next to it.
    root = ET.parse(MAPS / name).getroot()
    assert [ts.get("source") for ts in root.findall("tileset")] == ["table.tsx"]
    assert len(tmx.tilesets) == 1
    image = (MAPS / tmx.tilesets[0].source).resolve()
    assert image == (IMAGES / "table_tiles.png").resolve() and image.is_file()


def test_tileset_image_matches_tsx():
    root = ET.parse(MAPS / "table.tsx").getroot()
    assert root.tag == "tileset"
    tw, th = int(root.get("tilewidth")), int(root.get("tileheight"))
    columns, count = int(root.get("columns")), int(root.get("tilecount"))
    img = root.find("image")
    assert img.get("source") == "../images/table_tiles.png"
    w, h, depth, ctype = png_header((MAPS / img.get("source")).read_bytes())
    assert (w, h) == (int(img.get("width")), int(img.get("height")))
    assert (tw, th) == (16, 16)
    assert columns == w // tw and count == columns * (h // th)
    assert (depth, ctype) == (8, 6)  # RGBA: rail, pads and lines are drawn over the felt


@pytest.mark.parametrize("players", sorted(TABLES))
def test_table_anchors(players):
    tmx = pytmx.TiledMap(str(MAPS / TABLES[players]))
    objs = anchors(tmx)
    assert set(objs) == table_anchor_names(players)
    rects = {n: rect(o) for n, o in objs.items()}
    for n, (x, y, w, h) in rects.items():
        assert w > 0 and h > 0, n
        assert 0 <= x and 0 <= y and x + w <= DESIGN_W and y + h <= DESIGN_H, n
    for a, b in combinations(rects, 2):
        if b in ALTERNATES.get(a, ()) or a in ALTERNATES.get(b, ()):
            continue
        assert not overlaps(rects[a], rects[b]), f"{a} overlaps {b}"
    # the taller play area: the same sides, higher, the Total box above it (2 players:
    # narrower, west of the score panel; the board takes it only while it shows the line
    # larger: this check was ``tall[2] >= layout[2] - 20`` for every table with one)
    tall, layout, top = rects["layout_tall"], rects["layout"], rects["total_top"]
    assert tall[1] <= layout[1] - 40 and tall[1] + tall[3] == layout[1] + layout[3]
    assert tall[0] == layout[0] and tall[2] >= layout[2] - (100 if players == 2 else 20)
    assert top[1] + top[3] <= tall[1]
    assert not overlaps(tall, rects["scores"]) and not overlaps(top, rects["hand_1"])

    layout = rects["layout"]
    lcx, lcy = centre(layout)
    assert abs(lcx - DESIGN_W / 2) < 40 and abs(lcy - DESIGN_H / 2) < 60
    assert layout[2] >= 700 and layout[3] >= 300
    if players == 2:
        assert layout[2] >= 800
    hand0 = rects["hand_0"]
    assert hand0[2] >= 740 and hand0[3] >= 100, "room for ~16 tiles of 48x96"
    for seat, where in enumerate(SEATS[players]):
        obj = objs[f"hand_{seat}"]
        r = rects[f"hand_{seat}"]
        want = "vertical" if where in ("left", "right") else "horizontal"
        assert obj.properties.get("orientation") == want, f"hand_{seat}"
        cx, cy = centre(r)
        side = {"bottom": cy > layout[1] + layout[3], "top": cy < layout[1],
                "left": cx < layout[0], "right": cx > layout[0] + layout[2]}
        assert side[where], f"hand_{seat} should be {where} of the layout"
        # The name plate sits next to its hand.
        label = rects[f"label_{seat}"]
        assert 170 <= label[2] <= 230 and 30 <= label[3] <= 60
        gap_x = max(label[0] - (r[0] + r[2]), r[0] - (label[0] + label[2]), 0)
        gap_y = max(label[1] - (r[1] + r[3]), r[1] - (label[1] + label[3]), 0)
        assert gap_x + gap_y <= 40, f"label_{seat} is far from its hand"
    # Fixed corners: scores top-right, menu top-left, hint bottom-right, status above hand_0.
    sx, sy = centre(rects["scores"])
    assert sx > DESIGN_W * 0.75 and sy < DESIGN_H * 0.25
    mx, my = centre(rects["btn_menu"])
    assert mx < DESIGN_W * 0.2 and my < DESIGN_H * 0.15
    hx, hy = centre(rects["btn_hint"])
    assert hx > DESIGN_W * 0.8 and hy > DESIGN_H * 0.8
    status = rects["status"]
    assert status[1] + status[3] <= hand0[1] and hand0[1] - (status[1] + status[3]) <= 24
    total = rects["total"]
    assert total[1] + total[3] <= layout[1] and layout[1] - (total[1] + total[3]) <= 24
    for n in ("btn_hint", "btn_menu"):  # (wide enough for a picture, a word at full
        # size and a keycap side by side: the keycap inside the button's end)
        assert 100 <= rects[n][2] <= 170 and 36 <= rects[n][3] <= 52


def test_side_seat_layouts_are_smaller():
    sizes = {}
    for players, name in TABLES.items():
        r = rect(anchors(pytmx.TiledMap(str(MAPS / name)))["layout"])
        sizes[players] = r[2] * r[3]
    assert sizes[3] < sizes[2] and sizes[4] < sizes[2]


def test_menu_anchors():
    objs = anchors(pytmx.TiledMap(str(MAPS / "menu.tmx")))
    assert set(objs) == {"title", "panel"}
    title, panel = rect(objs["title"]), rect(objs["panel"])
    for r in (title, panel):
        assert 0 <= r[0] and 0 <= r[1] and r[0] + r[2] <= DESIGN_W and r[1] + r[3] <= DESIGN_H
    assert not overlaps(title, panel)
    assert title[1] + title[3] <= panel[1], "the title is above the panel"
    assert abs(centre(panel)[0] - DESIGN_W / 2) < 2 and panel[2] >= 480 and panel[3] >= 380


@pytest.mark.parametrize("name", ALL_MAPS)
def test_map_renders_with_pygame(name, display):
    """Loaded the way the game loads it, the map shows wood at the rail and felt inside."""
    from pytmx.util_pygame import load_pygame

    tmx = load_pygame(str(MAPS / name))
    surf = pygame.Surface((DESIGN_W, DESIGN_H))
    surf.fill((255, 0, 255))
    for layer in tmx.visible_layers:
        if isinstance(layer, pytmx.TiledTileLayer):
            for x, y, image in layer.tiles():
                surf.blit(image, (x * 16, y * 16))
    for pos in ((640, 8), (8, 360), (1271, 360), (640, 711)):
        r, g, b, _ = surf.get_at(pos)
        assert r > g > b and r > 90, f"{name}: rail at {pos} is {(r, g, b)}, not wood"
    for pos in ((640, 360), (100, 160), (1180, 560)):
        r, g, b, _ = surf.get_at(pos)
        assert g > r + 40 and g > b + 20, f"{name}: felt at {pos} is {(r, g, b)}"
    # Nothing left unpainted.
    assert all(surf.get_at((x, y))[:3] != (255, 0, 255)
               for x in range(0, DESIGN_W, 7) for y in range(0, DESIGN_H, 7))


# --- sounds ---------------------------------------------------------------------------
def read_wav(path: Path):
    with wave.open(str(path), "rb") as w:
        params = (w.getnchannels(), w.getsampwidth(), w.getframerate(), w.getcomptype())
        frames = w.readframes(w.getnframes())
    samples = struct.unpack(f"<{len(frames) // 2}h", frames)
    return params, samples


@pytest.mark.parametrize("name", SOUND_NAMES)
def test_sound_format_and_levels(name):
    params, s = read_wav(SOUNDS / f"{name}.wav")
    assert params == (1, 2, 44100, "NONE")
    seconds = len(s) / 44100
    assert 0.04 <= seconds <= (2.5 if name in LONG_SOUNDS else 1.5), seconds
    peak = max(abs(v) for v in s) / 32768
    assert peak <= 10 ** (-1 / 20), f"peak {peak:.3f} is over -1 dBFS"
    assert peak >= 0.5, f"peak {peak:.3f}: too quiet a file (the mix sets the levels)"
    assert abs(sum(s) / len(s)) < 0.002 * 32768, "DC offset"
    ms = 44  # one millisecond
    assert abs(s[0]) <= 2 and abs(s[-1]) <= 2
    # A fade-in: even the sharpest attack (place, click) ramps up over ~1 ms.
    assert max(abs(v) for v in s[:ms // 4]) < 0.15 * 32768, "clicks at the start"
    assert max(abs(v) for v in s[-ms:]) < 0.01 * 32768, "clicks at the end"
    # Not silence or a square wave: a real, mostly quieter-than-peak signal.
    rms = (sum(v * v for v in s) / len(s)) ** 0.5 / 32768
    assert 0.02 < rms < 0.4


def _fundamental(samples, lo: int = 300, hi: int = 1600, step: int = 5) -> int:
    """The lowest strong spectral peak (Hz) of ``samples`` (Goertzel on a grid)."""
    mags = {}
    for f in range(lo, hi, step):
        w = 2 * math.pi * f / 44100
        c = 2 * math.cos(w)
        s1 = s2 = 0.0
        for x in samples:
            s1, s2 = x + c * s1 - s2, s1
        mags[f] = s1 * s1 + s2 * s2 - c * s1 * s2
    top = max(mags.values())
    freqs = sorted(mags)
    for i, f in enumerate(freqs[1:-1], 1):
        m = mags[f]
        if m > 0.3 * top and m >= mags[freqs[i - 1]] and m >= mags[freqs[i + 1]]:
            return f
    raise AssertionError("no peak")


def test_score_chimes_rise_in_pitch():
    """score_small, _medium, _big ring higher as the score grows, with more bells."""
    pitches, onsets = [], []
    for size in ("small", "medium", "big"):
        _, s = read_wav(SOUNDS / f"score_{size}.wav")
        pitches.append(_fundamental(s[2205:2205 + 2205]))  # 50 ms after the strike
        # strikes: 5 ms blocks whose peak jumps well above the block before
        env = [max(abs(v) for v in s[i:i + 220]) for i in range(0, 44100 // 2, 220)]
        onsets.append(sum(1 for a, b in zip(env, env[1:]) if b > 1.25 * a + 1500))
    assert pitches == sorted(pitches) and len(set(pitches)) == 3, pitches
    assert 500 < pitches[0] and pitches[-1] < 1500, pitches
    assert onsets == sorted(onsets) and onsets[0] < onsets[-1], onsets


def test_game_sound_names_all_exist():
    from game.audio import ALIASES, CUES, LEVELS
    from game.audio import SOUND_NAMES as GAME_SOUNDS

    assert set(GAME_SOUNDS) == set(CUES) == set(SOUND_NAMES) == set(LEVELS)
    for name in GAME_SOUNDS:
        assert (SOUNDS / f"{name}.wav").is_file(), name
    assert set(ALIASES.values()) <= set(CUES) and not set(ALIASES) & set(CUES)
    assert {p.stem for p in SOUNDS.glob("*.wav")} == set(CUES), "a stray sound file"


def _peak_envelope(samples, block: int, spread: int) -> list[float]:
    """Per ``block`` samples, the largest |sample| (0..1) within ``spread`` blocks either
    side: an upper bound on the sound at any start time within that spread."""
    env = [max(abs(v) for v in samples[i:i + block]) / 32768
           for i in range(0, len(samples), block)]
    return [max(env[max(0, i - spread):i + spread + 1]) for i in range(len(env))]


def test_overlapping_cues_never_clip():
    """The cues that can sound together (game.audio.OVERLAPS), summed at their levels
    over the music at its peak, stay under full scale: at the default volumes and at
    full effects volume, with every start wandering by up to two frames."""
    from game.audio import LEVELS, OVERLAPS
    from game.settings import Settings

    _, music = read_wav(ROOT / "assets" / "music" / "table.wav")
    music_peak = max(abs(v) for v in music) / 32768
    block = 220  # 5 ms
    jitter = 7  # blocks: 2 frames at 60 fps, plus one for the block edges
    cache = {}
    defaults = Settings()
    worst = 0.0
    for effects in (defaults.effects_volume, 1.0):
        for group in OVERLAPS:
            assert len(group) >= 2
            total: list[float] = []
            exact: list[float] = []
            for cue, at in group:
                if cue not in cache:
                    _, s = read_wav(SOUNDS / f"{cue}.wav")
                    cache[cue] = (s, _peak_envelope(s, block, jitter))
                s, env = cache[cue]
                gain = LEVELS[cue] * effects
                start = round(at * 44100 / block)
                total += [0.0] * max(0, start + len(env) - len(total))
                for i, v in enumerate(env):
                    total[start + i] += v * gain
                # and the samples themselves, summed at exactly these starts
                first = round(at * 44100)
                exact += [0.0] * max(0, first + len(s) - len(exact))
                for i, v in enumerate(s):
                    exact[first + i] += v * gain / 32768
            music_part = music_peak * defaults.music_volume
            bound = max(total) + music_part
            worst = max(worst, bound)
            assert bound <= 10 ** (-0.2 / 20), f"{group} at {effects}: {bound:.3f} clips"
            assert max(abs(v) for v in exact) + music_part < 1.0
    # and the mix is not timid: the loudest moment uses most of the range
    assert worst > 0.6, worst


def test_audio_plays_cues_at_their_levels():
    from game.audio import LEVELS, Audio, score_cue

    assert [score_cue(p) for p in (5, 15, 20, 25, 30, 45)] == \
        ["score_small"] * 2 + ["score_medium"] * 2 + ["score_big"] * 2
    assert score_cue(4, divisor=5) == "score_medium"  # Sniff 61: 4 points = a total of 20
    pygame.mixer.quit()
    audio = Audio(effects_volume=0.8, music_volume=0.4)
    try:
        assert audio.volume_of("place") == pytest.approx(0.8 * LEVELS["place"])
        assert audio.volume_of("lose") == audio.volume_of("loss")  # an old name still works
        assert audio.score(30) == "score_big" and audio.score(2, 5) == "score_small"
        audio.play("lose")
        assert audio.played[-3:] == ["score_big", "score_small", "lose"]
        if audio.enabled:  # with a mixer (the dummy driver): every cue loaded at its level
            assert set(audio.sounds) == set(LEVELS)
            for name, snd in audio.sounds.items():
                assert abs(snd.get_volume() - audio.volume_of(name)) <= 1 / 128 + 1e-6
    finally:
        pygame.mixer.music.stop()
        pygame.mixer.quit()


# --- icon -----------------------------------------------------------------------------
def test_icon_png(display):
    data = (IMAGES / "icon.png").read_bytes()
    assert png_header(data) == (256, 256, 8, 6)
    img = pygame.image.load(io.BytesIO(data), "icon.png")
    assert img.get_size() == (256, 256) and img.get_flags() & pygame.SRCALPHA
    assert img.get_at((0, 0)).a == 0 and img.get_at((255, 255)).a == 0  # round icon
    assert img.get_at((128, 128)).a == 255


def test_icon_ico():
    data = (IMAGES / "icon.ico").read_bytes()
    reserved, kind, count = struct.unpack("<HHH", data[:6])
    assert (reserved, kind) == (0, 1)
    sizes = []
    for i in range(count):
        w, h, colours, res, planes, bpp, length, offset = struct.unpack(
            "<BBBBHHII", data[6 + 16 * i:22 + 16 * i])
        size = w or 256
        assert (w, colours, res, planes, bpp) == (h, 0, 0, 1, 32)
        assert offset + length <= len(data)
        assert png_header(data[offset:offset + length]) == (size, size, 8, 6)
        sizes.append(size)
    assert sorted(sizes) == [16, 32, 48, 256]


# --- licence and regeneration ---------------------------------------------------------
def test_licence_names_the_tools():
    text = (ASSETS / "LICENSE.md").read_text(encoding="utf-8")
    assert "CC0-1.0" in text
    for folder in ("maps/", "images/", "sounds/"):
        assert f"`{folder}`" in text
    for script in ("make_maps.py", "make_table_art.py", "make_felt.py", "make_icon.py",
                   "make_sounds.py"):
        assert f"tools/{script}" in text and (ROOT / "tools" / script).is_file()


def _pixels(data: bytes) -> tuple[tuple[int, int], bytes]:
    img = pygame.image.load(io.BytesIO(data), "x.png")
    return img.get_size(), pygame.image.tobytes(img, "RGBA")


def _ico_images(data: bytes) -> list:
    count = struct.unpack("<H", data[4:6])[0]
    out = []
    for i in range(count):
        length, offset = struct.unpack("<II", data[14 + 16 * i:22 + 16 * i])
        out.append(_pixels(data[offset:offset + length]))
    return out


def test_regeneration_matches_committed(tmp_path, display):
    subprocess.run([sys.executable, str(ROOT / "tools" / "make_assets.py"), "--out",
                    str(tmp_path), "--quiet"], check=True, cwd=tmp_path, timeout=600)
    fresh = sorted(p.relative_to(tmp_path) for p in tmp_path.rglob("*") if p.is_file())
    # maps + tsx, sounds, the music loop, 4 images
    assert len(fresh) == 4 + 1 + len(SOUND_NAMES) + 1 + 4
    for rel in fresh:
        new, old = (tmp_path / rel).read_bytes(), (ASSETS / rel).read_bytes()
        if rel.suffix == ".png":  # compare pixels: PNG bytes may vary with the zlib build
            assert _pixels(new) == _pixels(old), f"{rel} differs from a fresh generation"
        elif rel.suffix == ".ico":
            assert new[:6 + 16 * 4:16] == old[:6 + 16 * 4:16]
            assert _ico_images(new) == _ico_images(old), f"{rel} differs"
        else:
            assert new == old, f"{rel} differs from a fresh generation: run tools/make_assets.py"


# -- the background music (tools/make_music.py) ------------------------------------------
def test_music_loop_is_valid_and_seamless():
    """(test_regeneration_matches_committed checks it regenerates byte for byte.)"""
    path = ROOT / "assets" / "music" / "table.wav"
    with wave.open(str(path), "rb") as w:
        assert (w.getnchannels(), w.getsampwidth(), w.getframerate()) == (1, 2, 22050)
        frames = w.readframes(w.getnframes())
        n = w.getnframes()
    assert 10.0 <= n / 22050 <= 30.0
    samples = struct.unpack(f"<{n}h", frames)
    peak = max(abs(v) for v in samples)
    assert 0.45 * 32767 <= peak <= 0.51 * 32767  # about -6 dBFS: under the effects
    # seamless: the jump from the last sample back to the first is no bigger than the
    # largest step inside the loop (no click when it repeats)
    steps = max(abs(a - b) for a, b in zip(samples, samples[1:]))
    assert abs(samples[0] - samples[-1]) <= steps
    assert abs(sum(samples) / n) < 0.01 * 32767  # no DC offset


def test_audio_loops_the_music_at_the_music_volume():
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import pygame

    from game.audio import Audio

    pygame.mixer.quit()
    audio = Audio(effects_volume=0.8, music_volume=0.4)
    try:
        if not audio.enabled:  # no mixer at all: nothing to check, the game runs silent
            return
        assert audio.music_on and pygame.mixer.music.get_busy()
        assert abs(pygame.mixer.music.get_volume() - 0.4) < 0.01
        audio.set_volumes(0.8, 0.1)
        assert abs(pygame.mixer.music.get_volume() - 0.1) < 0.01
    finally:
        pygame.mixer.music.stop()
        pygame.mixer.quit()


def test_every_cue_the_game_plays_exists():
    """Each ``audio.play("name")`` in game/ names a cue (or an old name that maps to one)."""
    import re

    from game.audio import ALIASES, CUES

    asked = set()
    for path in (ROOT / "game").rglob("*.py"):
        asked |= set(re.findall(r"audio\.play\(\s*\"(\w+)\"", path.read_text(encoding="utf-8")))
    assert asked, "no cue found: the pattern is stale"
    assert asked <= set(CUES) | set(ALIASES), asked - set(CUES) - set(ALIASES)


def test_audio_is_silent_without_a_device(monkeypatch):
    from game.audio import Audio

    pygame.mixer.quit()

    def no_device(*_a, **_k):
        raise pygame.error("no audio device")

    monkeypatch.setattr(pygame.mixer, "init", no_device)
    audio = Audio()
    assert not audio.enabled and not audio.music_on and not audio.sounds
    audio.play("place")
    assert audio.score(25) == "score_medium"
    audio.set_volumes(0.3, 0.2)
    assert audio.played == ["place", "score_medium"] and audio.effects_volume == 0.3
