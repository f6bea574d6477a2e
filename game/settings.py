"""Player settings (volumes, speed, fullscreen, language, theme, text size, last new-game
setup, keys)."""

from __future__ import annotations

import math
from dataclasses import asdict, dataclass, field, fields

from .actions import DEFAULT_KEYS

__all__ = ["Settings", "SPEEDS", "GAME_SPEEDS", "SCORE_STYLES", "LANGUAGES", "THEMES", "CLOTHS",
           "TEXT_SCALES",
           "default_new_game",
           "check_new_game", "check_keys"]

#: Animation time multipliers; "instant" skips animations.
SPEEDS = {"slow": 1.6, "normal": 1.0, "fast": 0.5, "instant": 0.0}
#: The pace of play (issue 16 #10): how long the table lets each bot's turn take,
#: besides the animations ("speed"). The table reads ``settings.game_speed``.
GAME_SPEEDS = ("slow", "normal", "fast")
SCORE_STYLES = ("numbers", "tally")
#: "" = not chosen yet: the first launch takes the system's language (game.i18n).
LANGUAGES = ("", "en", "zh_CN", "pl")
THEMES = ("classic", "colorblind", "contrast")
#: The table cloths (game.ui.cloth.CLOTHS; all but green unlocked by goals).
CLOTHS = ("green", "blue", "wine", "walnut")
#: The tile sets (game.ui.tilesets.TILE_SETS; all but ivory unlocked by the level).
TILE_SETS = ("ivory", "coloured", "onyx", "wood")
TEXT_SCALES = (1.0, 1.25, 1.5, 1.75, 2.0)
_LEVELS = ("easy", "medium", "hard", "expert")
_RULESETS = ("american", "sniff61")
#: A key name is short; an action has a few keys at most.
_MAX_KEY_NAME = 32
_MAX_KEYS_PER_ACTION = 6


def default_new_game() -> dict:
    return {"ruleset": "american", "players": 2, "levels": ["medium", "medium", "medium"],
            "target": None}


@dataclass
class Settings:
    effects_volume: float = 0.8
    music_volume: float = 0.5
    speed: str = "normal"
    fullscreen: bool = False
    language: str = ""  # "" until chosen: the system's language (see game.i18n)
    score_style: str = "numbers"  # or "tally" (the rule book's strokes and X blocks)
    #: On by default: a slip (a click that played a tile on its only spot at once) can
    #: be taken back; a saved choice is kept as the player made it.
    undo_allowed: bool = True
    reduced_motion: bool = False
    #: "classic", "colorblind" (Okabe-Ito colours) or "contrast" (high contrast).
    theme: str = "classic"
    #: The table cloth (see CLOTHS); a locked one falls back to green when the game
    #: starts (game.main, which knows the goals).
    cloth: str = "green"
    #: The tile set (see TILE_SETS); a locked one falls back to ivory when the game
    #: starts (game.main, which knows the player's level).
    tiles: str = "ivory"
    #: Text size, 1.0..2.0 (100-200 %).
    text_scale: float = 1.0
    #: The pace of the bots' turns: "slow", "normal" or "fast" (see GAME_SPEEDS).
    game_speed: str = "normal"
    #: True (a new player's default): a player with no play draws from the boneyard
    #: by themselves, each tile flying in on its own at a brisk pace until one fits
    #: (by hand a turn with no play once took seven clicks on the boneyard); False: each
    #: tile waits for a click on the boneyard (Enter / A). A settings file keeps the
    #: value it has (every saved file says it: a player who chose keeps the choice).
    auto_draw: bool = True
    #: How many times the key to the marks beside the Total has come up for this
    #: profile (game.render.ring_key: it teaches a few times, then stays away).
    ring_key_seen: int = 0
    #: The table's tip about Auto-draw was shown (once per profile: a player drawing a
    #: second tile in a row by hand).
    auto_draw_tip_shown: bool = False
    #: Last new-game setup: ruleset, players, bot level per opponent seat (seats 1..3),
    #: target (None = the rule book's target).
    new_game: dict = field(default_factory=default_new_game)
    keys: dict = field(default_factory=lambda: {k: list(v) for k, v in DEFAULT_KEYS.items()})

    @property
    def time_scale(self) -> float:
        return SPEEDS.get(self.speed, 1.0)

    def to_json(self) -> dict:
        return asdict(self)

    @classmethod
    def from_json(cls, data) -> Settings:
        """Settings from a JSON object; unknown keys are ignored, wrongly typed ones
        fall back to their defaults. Raises ``ValueError`` if ``data`` is not an object."""
        if not isinstance(data, dict):
            raise ValueError("settings must be a JSON object")
        return cls.from_json_checked(data)[0]

    @classmethod
    def from_json_checked(cls, data) -> tuple[Settings, list[str]]:
        """``(settings, problems)``: like :meth:`from_json`, never raising, listing the
        names of the fields that were wrong (and fell back to their defaults).
        Unknown keys are ignored quietly (a newer version may have written them)."""
        s = cls()
        if not isinstance(data, dict):
            return s, ["not an object"]
        bad: list[str] = []
        for f in fields(cls):
            if f.name not in data:
                continue
            v = data[f.name]
            default = getattr(s, f.name)
            if f.name == "new_game":
                ng, ok = check_new_game(v)
                s.new_game = ng
            elif f.name == "keys":
                keys, ok = check_keys(v)
                s.keys = keys
            elif isinstance(default, bool):
                ok = isinstance(v, bool)
            elif f.name == "text_scale":
                ok = (isinstance(v, (int, float)) and not isinstance(v, bool)
                      and math.isfinite(v) and any(abs(v - t) < 1e-6 for t in TEXT_SCALES))
            elif isinstance(default, float):
                ok = (isinstance(v, (int, float)) and not isinstance(v, bool)
                      and math.isfinite(v) and 0 <= v <= 1)
            elif f.name == "speed":
                ok = isinstance(v, str) and v in SPEEDS
            elif f.name == "game_speed":
                ok = isinstance(v, str) and v in GAME_SPEEDS
            elif f.name == "score_style":
                ok = isinstance(v, str) and v in SCORE_STYLES
            elif f.name == "language":
                ok = isinstance(v, str) and v in LANGUAGES
            elif f.name == "theme":
                ok = isinstance(v, str) and v in THEMES
            elif f.name == "cloth":
                ok = isinstance(v, str) and v in CLOTHS
            elif f.name == "tiles":
                ok = isinstance(v, str) and v in TILE_SETS
            elif f.name == "ring_key_seen":
                ok = isinstance(v, int) and not isinstance(v, bool) and 0 <= v <= 10_000
            else:  # pragma: no cover - every field is handled above
                ok = isinstance(v, type(default))
            if not ok:
                bad.append(f.name)
            elif f.name not in ("new_game", "keys"):
                setattr(s, f.name, float(v) if isinstance(default, float) else v)
        return s, bad


def check_new_game(v) -> tuple[dict, bool]:
    """A valid new-game setup from ``v`` (bad parts take their defaults) and whether
    ``v`` was entirely valid."""
    out = default_new_game()
    if not isinstance(v, dict):
        return out, False
    ok = True
    r = v.get("ruleset", out["ruleset"])
    if isinstance(r, str) and r in _RULESETS:
        out["ruleset"] = r
    else:
        ok = False
    p = v.get("players", out["players"])
    if isinstance(p, int) and not isinstance(p, bool) and 2 <= p <= 4:
        out["players"] = p
    else:
        ok = False
    lv = v.get("levels", out["levels"])
    if isinstance(lv, list) and len(lv) <= 4 and all(isinstance(x, str) and x in _LEVELS
                                                      for x in lv):
        out["levels"] = (list(lv) + ["medium"] * 3)[:3]
    else:
        ok = False
    t = v.get("target", None)
    if t is None or (isinstance(t, int) and not isinstance(t, bool) and 1 <= t <= 10000):
        out["target"] = t
    else:
        ok = False
    kept = v.get("targets", {})  # the other ruleset's chosen target (optional)
    if isinstance(kept, dict):
        good = {r: x for r, x in kept.items() if r in _RULESETS and isinstance(x, int)
                and not isinstance(x, bool) and 1 <= x <= 10000}
        ok = ok and len(good) == len(kept)
        if good:
            out["targets"] = good
    else:
        ok = False
    return out, ok


def check_keys(v) -> tuple[dict, bool]:
    """Valid key bindings from ``v`` (bad or missing actions take their defaults) and
    whether ``v`` was entirely valid."""
    out = {k: list(keys) for k, keys in DEFAULT_KEYS.items()}
    if not isinstance(v, dict):
        return out, False
    ok = True
    for action, keys in v.items():
        if action not in out:  # an action this version does not have: ignore it
            continue
        if (isinstance(keys, list) and 1 <= len(keys) <= _MAX_KEYS_PER_ACTION
                and all(isinstance(k, str) and 0 < len(k) <= _MAX_KEY_NAME for k in keys)):
            out[action] = list(keys)
        else:
            ok = False
    return out, ok
