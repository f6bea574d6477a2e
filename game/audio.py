"""Sound effects and the background music; silent when there is no audio device."""

from __future__ import annotations

import pygame

from .resources import asset_path

__all__ = ["Audio", "SOUND_NAMES", "MUSIC"]

#: The background music loop, made by tools/make_music.py.
MUSIC = ("music", "table.wav")

SOUND_NAMES = ("shuffle", "deal", "draw", "place", "pass", "hand_end", "win", "lose", "click",
               "score_1", "score_2", "score_3", "score_4", "score_5", "score_6")


class Audio:
    """Loads ``assets/sounds/*.wav`` once. ``play(name)`` is a no-op without a mixer."""

    def __init__(self, effects_volume: float = 0.8, music_volume: float = 0.5):
        self.enabled = False
        self.music_on = False
        self.sounds: dict[str, pygame.mixer.Sound] = {}
        self.effects_volume = effects_volume
        self.music_volume = music_volume
        #: Names played so far (tests and the self-test read it; cheap).
        self.played: list[str] = []
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init(44100, -16, 1, 512)
            self.enabled = True
        except pygame.error:
            self.enabled = False
            return
        for name in SOUND_NAMES:
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

    def set_volumes(self, effects: float, music: float) -> None:
        self.effects_volume = max(0.0, min(1.0, effects))
        self.music_volume = max(0.0, min(1.0, music))
        for s in self.sounds.values():
            s.set_volume(self.effects_volume)
        if self.enabled:
            try:
                pygame.mixer.music.set_volume(self.music_volume)
            except pygame.error:  # pragma: no cover
                pass

    def play(self, name: str) -> None:
        self.played.append(name)
        del self.played[:-200]
        snd = self.sounds.get(name)
        if snd is not None and self.effects_volume > 0:
            try:
                snd.play()
            except pygame.error:  # pragma: no cover
                pass

    def score(self, points: int, divisor: int = 1) -> None:
        """The score chime, rising with the points (5 raw points = step 1)."""
        step = max(1, min(6, (points * divisor) // 5))
        self.play(f"score_{step}")
