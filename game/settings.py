"""Player settings (volumes, speed, fullscreen, language, last new-game setup, keys)."""

from __future__ import annotations

from dataclasses import asdict, dataclass, field, fields

from .actions import DEFAULT_KEYS

__all__ = ["Settings", "SPEEDS"]

#: Animation time multipliers; "instant" skips animations.
SPEEDS = {"slow": 1.6, "normal": 1.0, "fast": 0.5, "instant": 0.0}


@dataclass
class Settings:
    effects_volume: float = 0.8
    music_volume: float = 0.5
    speed: str = "normal"
    fullscreen: bool = False
    language: str = "en"
    score_style: str = "numbers"  # or "tally" (the rule book's strokes and X blocks)
    undo_allowed: bool = False
    reduced_motion: bool = False
    new_game: dict = field(default_factory=lambda: {
        "ruleset": "american", "players": 2, "levels": ["medium", "medium", "medium"],
        "target": None,
    })
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
        s = cls()
        for f in fields(cls):
            if f.name not in data:
                continue
            v = data[f.name]
            default = getattr(s, f.name)
            if isinstance(default, bool):
                ok = isinstance(v, bool)
            elif isinstance(default, float):
                ok = isinstance(v, (int, float)) and not isinstance(v, bool) and 0 <= v <= 1
            else:
                ok = isinstance(v, type(default))
            if ok:
                setattr(s, f.name, float(v) if isinstance(default, float) else v)
        if s.speed not in SPEEDS:
            s.speed = "normal"
        return s
