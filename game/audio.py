"""Sound effects and the background music; silent when there is no audio device.

Play a cue by name (``audio.play("place")``) or a score by its points
(``audio.score(points, divisor)``). Every cue has a level in :data:`LEVELS`, the one
place where the mix is set: a cue sounds at ``effects_volume * LEVELS[cue]``. The levels
are chosen so that the cues that can sound together (:data:`OVERLAPS`) never clip, even
at full effects volume over the music at its default volume (tests/tools/test_assets.py sums
them). The same cue started again within :data:`REPEAT_GAP` seconds is not stacked on
itself (a fast deal would otherwise pile up a dozen swishes).
"""

from __future__ import annotations

import time

import pygame

from .resources import asset_path

__all__ = ["Audio", "CUES", "SOUND_NAMES", "ALIASES", "LEVELS", "OVERLAPS", "MUSIC",
           "REPEAT_GAP", "score_cue", "score_size", "cue_file"]

#: The background music loop, made by tools/make_music.py.
MUSIC = ("music", "table.wav")

#: Every cue, one ``assets/sounds/<cue>.wav`` each (tools/make_sounds.py makes them).
CUES = ("shuffle", "deal", "draw", "place", "double", "score_small", "score_medium",
        "score_big", "refused", "pass", "domino", "hand_end", "win", "loss", "click", "focus")
SOUND_NAMES = CUES

#: Older names that still work: the score steps of 5 points and "lose".
ALIASES = {"lose": "loss", "score_1": "score_small", "score_2": "score_small",
           "score_3": "score_small", "score_4": "score_medium", "score_5": "score_medium",
           "score_6": "score_big"}

#: The mix: each cue's gain under the effects volume (the files all peak at -3 dBFS).
LEVELS = {
    "shuffle": 0.30,
    "deal": 0.26,
    "draw": 0.32,
    "place": 0.36,
    "double": 0.38,
    "score_small": 0.28,
    "score_medium": 0.31,
    "score_big": 0.34,
    "refused": 0.30,
    "pass": 0.28,
    "domino": 0.38,
    "hand_end": 0.32,
    "win": 0.48,
    "loss": 0.45,
    "click": 0.28,
    "focus": 0.14,
}

#: Cues that can sound together, as ``(cue, seconds after the first)``: a scoring play
#: that dominoes the hand (place or double, the score chime and "Domino!" in one frame),
#: the game's fanfare after it, a fast deal, a refused spot, the buttons. Starts may
#: also wander by a frame or two. The sums of these stay under full scale.
OVERLAPS = (
    (("place", 0.0), ("score_big", 0.0), ("domino", 0.0)),
    (("double", 0.0), ("score_big", 0.0), ("domino", 0.0)),
    (("place", 0.0), ("score_big", 0.0), ("domino", 0.0), ("win", 0.5)),
    (("double", 0.0), ("score_big", 0.0), ("domino", 0.0), ("loss", 0.5)),
    (("place", 0.0), ("score_medium", 0.0), ("hand_end", 0.0)),
    (("shuffle", 0.0), ("deal", 0.0), ("deal", 0.05), ("deal", 0.1)),
    (("draw", 0.0), ("refused", 0.0), ("click", 0.0)),
    (("pass", 0.0), ("click", 0.0), ("focus", 0.0)),
)

#: The same cue is not restarted within this many seconds.
REPEAT_GAP = 0.045

#: A score of this many points (before a ruleset's divisor) or more is "medium" / "big".
MEDIUM_FROM = 20
BIG_FROM = 30


def cue_file(name: str) -> str:
    """The cue a name plays (an alias gives its new name)."""
    return ALIASES.get(name, name)


def score_size(points: int, divisor: int = 1) -> str:
    """``"small"`` (under 20), ``"medium"`` (from 20) or ``"big"`` (from 30): the size of a
    score of ``points`` (times the ruleset's ``divisor``: Sniff 61 scores total / 5)."""
    raw = int(points) * max(1, int(divisor))
    if raw >= BIG_FROM:
        return "big"
    if raw >= MEDIUM_FROM:
        return "medium"
    return "small"


def score_cue(points: int, divisor: int = 1) -> str:
    """The cue for a score: ``score_small``, ``score_medium`` or ``score_big``."""
    return f"score_{score_size(points, divisor)}"


class Audio:
    """Loads ``assets/sounds/*.wav`` once. ``play(name)`` is a no-op without a mixer."""

    def __init__(self, effects_volume: float = 0.8, music_volume: float = 0.5):
        self.enabled = False
        self.music_on = False
        self.sounds: dict[str, pygame.mixer.Sound] = {}
        self.effects_volume = effects_volume
        self.music_volume = music_volume
        #: Names played so far, as asked for (tests and the self-test read it; cheap).
        self.played: list[str] = []
        self._last: dict[str, float] = {}
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init(44100, -16, 1, 512)
            self.enabled = True
        except pygame.error:
            self.enabled = False
            return
        pygame.mixer.set_num_channels(max(16, pygame.mixer.get_num_channels()))
        for name in CUES:
            try:
                snd = pygame.mixer.Sound(asset_path("sounds", f"{name}.wav"))
            except (FileNotFoundError, pygame.error):
                continue
            self.sounds[name] = snd
        self.set_volumes(effects_volume, music_volume)
        self.start_music()

    def start_music(self) -> None:
        """Loop the background music (``assets/music/table.wav``) at the music volume."""
        self.music_on = False
        if not self.enabled:
            return
        try:
            pygame.mixer.music.load(asset_path(*MUSIC))
            pygame.mixer.music.set_volume(self.music_volume)
            pygame.mixer.music.play(-1, fade_ms=2000)
        except (FileNotFoundError, pygame.error):
            return
        self.music_on = True

    def volume_of(self, name: str) -> float:
        """The volume a cue (or an alias) plays at: effects volume times its level."""
        return self.effects_volume * LEVELS.get(cue_file(name), 0.0)

    def set_volumes(self, effects: float, music: float) -> None:
        self.effects_volume = max(0.0, min(1.0, effects))
        self.music_volume = max(0.0, min(1.0, music))
        for name, s in self.sounds.items():
            s.set_volume(self.volume_of(name))
        if self.enabled:
            try:
                pygame.mixer.music.set_volume(self.music_volume)
            except pygame.error:  # pragma: no cover
                pass

    def play(self, name: str) -> None:
        """Play the cue ``name`` (one of :data:`CUES`, or an old name in :data:`ALIASES`)."""
        self.played.append(name)
        del self.played[:-200]
        cue = cue_file(name)
        snd = self.sounds.get(cue)
        if snd is None or self.effects_volume <= 0:
            return
        now = time.monotonic()
        if now - self._last.get(cue, -1.0) < REPEAT_GAP:
            return  # the same cue a moment ago: don't stack it on itself
        self._last[cue] = now
        try:
            snd.play()
        except pygame.error:  # pragma: no cover
            pass

    def score(self, points: int, divisor: int = 1) -> str:
        """The score chime for ``points`` (small, medium from 20, big from 30; ``divisor``
        is the ruleset's, so Sniff 61's 4 points ring as 20). Returns the cue."""
        cue = score_cue(points, divisor)
        self.play(cue)
        return cue
