"""Synthesize the table's background music into ``assets/music/table.wav``.

A calm 16-second loop (four jazz-tinged chords, a soft pad and a plucked,
bell-like arpeggio) made from sine partials with a fixed seed, mixed into a
circular buffer so the end flows into the start with no gap or click when it
repeats. 16-bit mono 22.05 kHz, peak-normalized to -6 dBFS. Standard library
only.
"""

from __future__ import annotations

import math
import random
import struct
import sys
import wave
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import assetcli  # noqa: E402

RATE = 22050
BEAT = 0.5  # seconds per arpeggio note
BAR = 4.0  # seconds per chord
PEAK_DBFS = -6.0
TAU = 2 * math.pi
#: (root MIDI note, chord tones as semitones above it): Cmaj7, Am7, Fmaj7, G6.
CHORDS = [(48, (0, 4, 7, 11)), (45, (0, 3, 7, 10)), (41, (4, 7, 11, 12)), (43, (0, 4, 7, 9))]
LENGTH = BAR * len(CHORDS)


def midi_hz(m: float) -> float:
    return 440.0 * 2 ** ((m - 69) / 12)


def add_tone(buf: list[float], start: float, seconds: float, freq: float, amp: float,
             attack: float, tau: float, partials=((1.0, 1.0),)) -> None:
    """Add a tone into the circular buffer ``buf`` (it wraps around the loop)."""
    n = len(buf)
    i0 = int(start * RATE)
    k = int(seconds * RATE)
    k_att = max(1, int(attack * RATE))
    decay = math.exp(-1 / (tau * RATE))
    sin = math.sin
    # the swell and the fade every partial shares, worked out once (the same operations
    # as per sample, so the file is the same to the bit)
    env = [sin(0.5 * math.pi * min(1.0, i / k_att)) for i in range(k)]
    tail = [min(1.0, (k - i) / (0.05 * RATE)) for i in range(k)]
    for ratio, pamp in partials:
        w = TAU * freq * ratio / RATE
        g = amp * pamp
        for i in range(k):
            buf[(i0 + i) % n] += g * env[i] * tail[i] * sin(w * i)
            g *= decay


def render() -> bytes:
    rng = random.Random(20261130)
    buf = [0.0] * int(LENGTH * RATE)
    for bar, (root, tones) in enumerate(CHORDS):
        t0 = bar * BAR
        # the pad: each chord tone swells in and overlaps the next chord a little
        for s in tones:
            add_tone(buf, t0, BAR + 1.2, midi_hz(root + 12 + s), 0.10, attack=1.0, tau=6.0,
                     partials=((1.0, 1.0), (2.0, 0.18), (3.0, 0.05)))
        add_tone(buf, t0, BAR + 0.8, midi_hz(root), 0.16, attack=0.08, tau=2.5,
                 partials=((1.0, 1.0), (2.0, 0.3)))
        # the arpeggio: up and down the chord, a soft bell on each half beat
        order = [0, 1, 2, 3, 2, 1, 3, 2]
        for j, idx in enumerate(order):
            m = root + 24 + tones[idx] + (12 if rng.random() < 0.15 else 0)
            add_tone(buf, t0 + j * BEAT, 1.6, midi_hz(m), 0.07 + 0.02 * rng.random(),
                     attack=0.004, tau=0.45, partials=((1.0, 1.0), (2.0, 0.25), (4.01, 0.06)))
    mean = sum(buf) / len(buf)
    peak = max(abs(v - mean) for v in buf)
    scale = 10 ** (PEAK_DBFS / 20) * 32767 / peak
    return struct.pack(f"<{len(buf)}h", *(int(round((v - mean) * scale)) for v in buf))


def make(out_dir) -> list[Path]:
    path = Path(out_dir) / "music" / "table.wav"
    path.parent.mkdir(parents=True, exist_ok=True)
    with wave.open(str(path), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(render())
    return [path]


def main(argv: list[str] | None = None) -> int:
    return assetcli.run(make, __doc__, argv)


if __name__ == "__main__":
    raise SystemExit(main())
