"""Synthesize the game's sound effects into ``assets/sounds/<name>.wav``.

Every sound is made here from sine partials, damped modes and filtered noise
drawn from a fixed seed, so the files are the same on every run: 16-bit mono
44.1 kHz, peak-normalized to -3 dBFS (every file peaks at or under -1 dBFS; the
game's per-cue levels in ``game/audio.py`` leave room for the sounds that overlap),
with short fades so nothing clicks at the start or end. Standard library only
(``math``, ``random``, ``wave``). The sounds are the project's own work, released
under CC0-1.0 (see ``assets/LICENSE.md``).

One sound for every beat of the game: ``shuffle``, ``deal``, ``draw``, ``place``,
``double`` (a double laid crosswise), ``score_small`` / ``score_medium`` /
``score_big`` (under 20, from 20, from 30 points), ``refused`` (a spot that does not
take the tile), ``pass``, ``domino`` (a hand dominoed), ``hand_end``, ``win`` (the
fanfare), ``loss``, ``click`` (a button) and ``focus`` (the focus moving).
"""

from __future__ import annotations

import argparse
import math
import random
import struct
import wave
import zlib
from pathlib import Path

RATE = 44100
PEAK_DBFS = -3.0
TAU = 2 * math.pi


def n_samples(seconds: float) -> int:
    return int(round(seconds * RATE))


def buffer(seconds: float) -> list[float]:
    return [0.0] * n_samples(seconds)


def add(dst: list[float], src: list[float], at: float = 0.0, gain: float = 1.0) -> None:
    """Mix ``src`` into ``dst`` starting ``at`` seconds in (clipped to dst's length)."""
    start = n_samples(at)
    for i, v in enumerate(src[:max(0, len(dst) - start)]):
        dst[start + i] += v * gain


def fade(samples: list[float], fade_in: float, fade_out: float) -> None:
    """Raised-cosine fades so the sound starts and ends at silence."""
    n = len(samples)
    k_in, k_out = n_samples(fade_in), n_samples(fade_out)
    for i in range(min(k_in, n)):
        samples[i] *= 0.5 - 0.5 * math.cos(math.pi * i / k_in)
    for i in range(min(k_out, n)):
        samples[n - 1 - i] *= 0.5 - 0.5 * math.cos(math.pi * i / k_out)


def bandpass(samples: list[float], freq: float, q: float) -> list[float]:
    """RBJ biquad band-pass (0 dB peak gain)."""
    w0 = TAU * freq / RATE
    alpha = math.sin(w0) / (2 * q)
    a0 = 1 + alpha
    b0, b2 = alpha / a0, -alpha / a0
    a1, a2 = -2 * math.cos(w0) / a0, (1 - alpha) / a0
    out = []
    x1 = x2 = y1 = y2 = 0.0
    for x in samples:
        y = b0 * x + b2 * x2 - a1 * y1 - a2 * y2
        out.append(y)
        x2, x1 = x1, x
        y2, y1 = y1, y
    return out


def lowpass(samples: list[float], freq: float) -> list[float]:
    """One-pole low-pass."""
    a = 1 - math.exp(-TAU * freq / RATE)
    out, y = [], 0.0
    for x in samples:
        y += a * (x - y)
        out.append(y)
    return out


def highpass(samples: list[float], freq: float) -> list[float]:
    low = lowpass(samples, freq)
    return [x - lo for x, lo in zip(samples, low)]


def noise(rng: random.Random, seconds: float) -> list[float]:
    return [rng.uniform(-1.0, 1.0) for _ in range(n_samples(seconds))]


def envelope(seconds: float, attack: float, tau: float, hold: float = 0.0) -> list[float]:
    """Linear-ish (sine) attack, optional hold, then exponential decay with time constant tau."""
    out = []
    for i in range(n_samples(seconds)):
        t = i / RATE
        if t < attack:
            out.append(math.sin(0.5 * math.pi * t / attack))
        elif t < attack + hold:
            out.append(1.0)
        else:
            out.append(math.exp(-(t - attack - hold) / tau))
    return out


def modes(seconds: float, parts, rng: random.Random, attack: float = 0.0004) -> list[float]:
    """A struck object: damped sinusoids ``(freq, amp, tau)`` with random phases."""
    out = buffer(seconds)
    k_att = max(1, n_samples(attack))
    for freq, amp, tau in parts:
        phase = rng.uniform(0, TAU)
        w = TAU * freq / RATE
        decay = math.exp(-1 / (tau * RATE))
        g = amp
        for i in range(len(out)):
            a = g * (min(1.0, i / k_att))
            out[i] += a * math.sin(w * i + phase)
            g *= decay
            if g < 1e-5:
                break
    return out


def note(freq: float, seconds: float, partials, attack: float = 0.005,
         vibrato: float = 0.0, vib_rate: float = 5.5, release: float = 0.0) -> list[float]:
    """A pitched note: ``partials`` are (ratio, amp, tau); optional vibrato and release."""
    out = buffer(seconds)
    n = len(out)
    k_att = max(1, n_samples(attack))
    k_rel = n_samples(max(release, 0.015))  # always end at silence
    sin = math.sin
    # what every partial shares, worked out once (the same operations in the same order
    # as per sample, so the file is the same to the bit): the attack's rise and the
    # vibrato's pitch factor
    rise = [sin(0.5 * math.pi * min(1.0, i / k_att)) for i in range(min(k_att, n))]
    rise += [sin(0.5 * math.pi * 1.0)] * (n - len(rise))
    vib = [1 + vibrato * sin(TAU * vib_rate * i / RATE) * min(1.0, i / (0.25 * RATE))
           for i in range(n)]
    for ratio, amp, tau in partials:
        f = freq * ratio
        if f >= RATE / 2 - 1000:
            continue
        decay = math.exp(-1 / (tau * RATE))
        g = amp
        phase = 0.0
        tf = TAU * f
        for i in range(n):
            phase += tf * vib[i] / RATE
            a = g * rise[i]
            if i > n - k_rel:
                a *= (n - i) / k_rel
            out[i] += a * sin(phase)
            g *= decay
    return out


def hz(name: str) -> float:
    """Equal-tempered pitch of a note name like ``C5``, ``F#4``, ``Bb3``."""
    steps = {"C": -9, "D": -7, "E": -5, "F": -4, "G": -2, "A": 0, "B": 2}
    semis = steps[name[0]]
    rest = name[1:]
    if rest[0] == "#":
        semis, rest = semis + 1, rest[1:]
    elif rest[0] == "b":
        semis, rest = semis - 1, rest[1:]
    octave = int(rest)
    return 440.0 * 2 ** ((semis + 12 * (octave - 4)) / 12)


# --- timbres --------------------------------------------------------------------------
BLIP = [(1, 1.0, 0.09), (2, 0.22, 0.05), (3, 0.06, 0.03)]
E_PIANO = [(1, 1.0, 0.9), (2, 0.35, 0.45), (3, 0.12, 0.25), (4.02, 0.06, 0.12), (7.1, 0.02, 0.03)]
BRASSY = [(n, 1.0 / n ** 0.9, 1.2 / n ** 0.6) for n in range(1, 9)]
BELL = [(1, 1.0, 0.55), (2.0, 0.42, 0.32), (3.0, 0.2, 0.2), (4.16, 0.12, 0.11), (5.43, 0.06, 0.06)]
MELLOW = [(1, 1.0, 0.8), (2, 0.18, 0.4), (3, 0.04, 0.2)]


# --- the sounds -----------------------------------------------------------------------
def tick(rng: random.Random, seconds: float, pitch: float = 1.0, body: float = 1.0) -> list[float]:
    """A small hard tick: a few high damped modes plus a noise spit."""
    out = modes(seconds, [(3100 * pitch, 1.0, 0.005), (4700 * pitch, 0.5, 0.003),
                          (1900 * pitch, 0.5 * body, 0.008)], rng)
    burst = [v * math.exp(-i / (0.0008 * RATE)) for i, v in enumerate(noise(rng, seconds))]
    add(out, highpass(burst, 2500), gain=0.6)
    return out


def swish(rng: random.Random, seconds: float, centre: float, rise: float, tau: float
          ) -> list[float]:
    """Card-on-felt friction: band-passed noise with a grainy, rising-then-falling envelope."""
    raw = noise(rng, seconds)
    grain = lowpass([rng.uniform(0.4, 1.6) for _ in raw], 90)
    env = envelope(seconds, rise, tau)
    shaped = [v * g * e for v, g, e in zip(raw, grain, env)]
    out = bandpass(bandpass(shaped, centre, 0.7), centre * 1.3, 0.9)
    fade(out, 0.0, seconds * 0.4)
    return out


def soft_limit(samples: list[float], drive: float) -> list[float]:
    """tanh saturation: evens out the peaks of a busy transient sound."""
    peak = max(abs(v) for v in samples) or 1.0
    return [math.tanh(drive * v / peak) for v in samples]


def snd_click(rng):
    out = buffer(0.08)
    add(out, modes(0.08, [(2400, 1.0, 0.006), (900, 0.45, 0.012), (5200, 0.2, 0.002)], rng))
    return out, 0.0008, 0.02


def snd_place(rng):
    out = buffer(0.32)
    clack = modes(0.3, [(2350, 1.0, 0.016), (3420, 0.65, 0.011), (1480, 0.55, 0.024),
                        (5100, 0.3, 0.005), (6900, 0.15, 0.003)], rng)
    add(out, clack)
    burst = [v * math.exp(-i / (0.0012 * RATE)) for i, v in enumerate(noise(rng, 0.03))]
    add(out, highpass(burst, 1800), gain=0.9)
    thump = []
    phase = 0.0
    for i in range(n_samples(0.25)):
        t = i / RATE
        f = 65 + 90 * math.exp(-t / 0.02)
        phase += TAU * f / RATE
        thump.append(math.sin(phase) * math.exp(-t / 0.03) * min(1.0, t / 0.002))
    add(out, thump, gain=0.5)
    return out, 0.0006, 0.06


def snd_deal(rng):
    out = buffer(0.22)
    add(out, swish(rng, 0.2, 2600, 0.04, 0.03), gain=1.6)
    add(out, tick(rng, 0.08, pitch=1.1, body=0.5), at=0.075, gain=0.28)
    return out, 0.004, 0.04


def snd_draw(rng):
    out = buffer(0.36)
    add(out, swish(rng, 0.26, 1900, 0.1, 0.05), gain=1.6)
    add(out, tick(rng, 0.12, pitch=0.85), at=0.16, gain=0.55)
    add(out, modes(0.15, [(1600, 0.5, 0.02), (2600, 0.3, 0.012)], rng), at=0.16, gain=0.4)
    return out, 0.004, 0.05


def snd_shuffle(rng):
    out = buffer(1.2)
    # A riffle speeds up as the two halves interleave: gaps shrink from ~34 ms to ~11 ms.
    times, t = [], 0.03
    while t < 0.8:
        times.append(t)
        u = t / 0.8
        t += (0.034 - 0.023 * u) * rng.uniform(0.6, 1.4)
    for i, t in enumerate(times):
        u = i / (len(times) - 1)
        level = (0.45 + 0.55 * math.sin(math.pi * min(1.0, 0.15 + u)) ** 0.5) * rng.uniform(0.6, 1.0)
        click = noise(rng, 0.03)
        click = [v * math.exp(-k / (0.0014 * RATE)) for k, v in enumerate(click)]
        click = bandpass(click, rng.uniform(2400, 4800), 1.6)
        add(click, modes(0.03, [(rng.uniform(1700, 2900), 0.12, 0.003)], rng))
        add(out, click, at=t, gain=level)
    # The cards settle: a soft low swish at the end.
    add(out, swish(rng, 0.3, 900, 0.05, 0.07), at=0.84, gain=0.35)
    return lowpass(lowpass(soft_limit(out, 2.5), 7000), 9000), 0.003, 0.08


def snd_pass(rng):
    out = buffer(0.42)
    add(out, note(hz("G5"), 0.17, BLIP, attack=0.008, release=0.04), gain=0.8)
    add(out, note(hz("D5"), 0.26, BLIP, attack=0.008, release=0.08), at=0.15, gain=0.8)
    return out, 0.002, 0.05


def snd_hand_end(rng):
    out = buffer(1.4)
    for k, name in enumerate(("C5", "E5", "G5")):
        add(out, note(hz(name), 1.4 - 0.045 * k, E_PIANO, attack=0.008), at=0.045 * k,
            gain=0.55)
    add(out, note(hz("C4"), 1.4, MELLOW, attack=0.02), gain=0.25)
    return out, 0.002, 0.25


def snd_win(rng):
    out = buffer(2.4)
    arp = ("C5", "E5", "G5", "C6")
    for k, name in enumerate(arp):
        add(out, note(hz(name), 0.32, BRASSY, attack=0.012, release=0.12), at=0.11 * k,
            gain=0.55)
    chord = ("C5", "E5", "G5", "C6", "E6")
    sustain = [(r, a, t * 1.4) for r, a, t in BRASSY]
    for k, name in enumerate(chord):
        add(out, note(hz(name), 1.9, sustain, attack=0.02, vibrato=0.004, release=0.5),
            at=0.46 + 0.01 * k, gain=0.32)
    add(out, note(hz("C7"), 1.2, BELL, attack=0.002, release=0.3), at=0.46, gain=0.18)
    add(out, note(hz("G6"), 1.0, BELL, attack=0.002, release=0.3), at=0.6, gain=0.12)
    return out, 0.002, 0.4


def snd_lose(rng):
    out = buffer(2.3)
    phrase = (("E5", 0.0), ("D5", 0.3), ("C5", 0.6), ("A4", 0.92))
    for k, (name, at) in enumerate(phrase):
        last = k == len(phrase) - 1
        length = 1.35 if last else 0.42
        add(out, note(hz(name), length, MELLOW, attack=0.03, vibrato=0.003 if last else 0.0,
                      release=0.5 if last else 0.12), at=at, gain=0.6)
    add(out, note(hz("A3"), 1.35, MELLOW, attack=0.06, release=0.5), at=0.92, gain=0.3)
    add(out, note(hz("E4"), 1.3, MELLOW, attack=0.08, release=0.5), at=0.95, gain=0.18)
    return out, 0.004, 0.45


def snd_double(rng):
    """A double laid crosswise: a heavier clack, its far end settling a beat later."""
    out = buffer(0.4)
    clack = modes(0.3, [(2050, 1.0, 0.02), (3050, 0.6, 0.013), (1250, 0.7, 0.03),
                        (4700, 0.25, 0.005)], rng)
    add(out, clack)
    burst = [v * math.exp(-i / (0.0015 * RATE)) for i, v in enumerate(noise(rng, 0.03))]
    add(out, highpass(burst, 1500), gain=0.9)
    add(out, modes(0.2, [(2500, 0.6, 0.012), (3900, 0.3, 0.006)], rng), at=0.055, gain=0.45)
    thump = []
    phase = 0.0
    for i in range(n_samples(0.3)):
        t = i / RATE
        f = 55 + 80 * math.exp(-t / 0.025)
        phase += TAU * f / RATE
        thump.append(math.sin(phase) * math.exp(-t / 0.04) * min(1.0, t / 0.002))
    add(out, thump, gain=0.7)
    return out, 0.0006, 0.08


def snd_refused(rng):
    """A spot that does not take the tile: a soft, muted low "uh-uh"."""
    out = buffer(0.36)
    muted = [(1, 1.0, 0.09), (2, 0.3, 0.05), (3, 0.1, 0.03)]
    add(out, note(hz("A3"), 0.14, muted, attack=0.006, release=0.04), gain=0.9)
    add(out, note(hz("F3"), 0.2, muted, attack=0.006, release=0.08), at=0.13, gain=0.9)
    knock = modes(0.06, [(420, 0.6, 0.01), (760, 0.3, 0.006)], rng)
    add(out, knock, gain=0.5)
    return lowpass(out, 2500), 0.002, 0.06


def snd_focus(rng):
    """The focus moving: a tiny, soft wooden tick (quieter and shorter than click)."""
    out = buffer(0.05)
    add(out, modes(0.05, [(1700, 1.0, 0.004), (3300, 0.3, 0.002)], rng))
    return lowpass(out, 6000), 0.0008, 0.015


def snd_domino(rng):
    """A hand dominoed: the last tile slapped down, then a bright run up to a ringing
    major chord."""
    out = buffer(1.4)
    add(out, modes(0.2, [(2200, 1.0, 0.014), (3300, 0.5, 0.01), (1400, 0.5, 0.02)], rng),
        gain=0.7)
    run = ("G5", "B5", "D6", "G6")
    for k, name in enumerate(run):
        add(out, note(hz(name), 0.5, E_PIANO, attack=0.004, release=0.15), at=0.06 + 0.07 * k,
            gain=0.45)
    for k, name in enumerate(("G5", "B5", "D6", "G6")):
        add(out, note(hz(name), 1.0, BELL, attack=0.003, release=0.35), at=0.36 + 0.012 * k,
            gain=0.3)
    return out, 0.001, 0.3


#: The score chimes: (pitches struck one after another, gap in seconds) per size.
SCORE_CHIMES = {
    "small": (("E5",), 0.0),
    "medium": (("G5", "C6"), 0.07),
    "big": (("C6", "E6", "G6", "C7"), 0.06),
}


def snd_score(rng, size: str):
    """A bell chime that grows with the score: one bell, two, then a run of four."""
    pitches, gap = SCORE_CHIMES[size]
    out = buffer(1.3)
    for k, name in enumerate(pitches):
        base = hz(name)
        last = k == len(pitches) - 1
        add(out, note(base, 1.2 - gap * k, BELL, attack=0.0015, release=0.3), at=gap * k,
            gain=0.7 if last or k == 0 else 0.45)
        add(out, modes(0.05, [(base * 6.1, 0.25, 0.004)], rng), at=gap * k, gain=0.5)
    # coins drop into the pot with the chime: none for a small score, then more and
    # more the bigger it is (a ladder: the size is heard as well as seen)
    for at, pitch in SCORE_COINS.get(size, ()):
        add(out, coin(rng, pitch), at=at, gain=0.35)
    # a big score sounds brighter: a shimmer of small high bells runs up over the chime
    # (from 20 points; longer and higher from 30)
    for k, (name, at, gain) in enumerate(SCORE_SHIMMER.get(size, ())):
        base = hz(name)
        add(out, note(base, 0.45, BELL, attack=0.001, release=0.2), at=at, gain=gain)
        add(out, modes(0.03, [(base * 3.2, 0.2, 0.003)], rng), at=at, gain=0.15 + 0.02 * k)
    return out, 0.001, 0.15


#: The coins of a score: (when, pitch) of each, more for a bigger score.
SCORE_COINS = {
    "small": ((0.03, 1.0),),
    "medium": ((0.03, 1.0), (0.16, 1.06), (0.24, 0.97)),
    "big": ((0.03, 1.0), (0.27, 1.08), (0.34, 0.95), (0.41, 1.12), (0.49, 1.02),
            (0.57, 1.15)),
}


def coin(rng: random.Random, pitch: float = 1.0) -> list[float]:
    """One coin clinking onto others: a bright metallic strike (inharmonic partials
    that ring briefly) with a tiny second bounce."""
    parts = [(2350 * pitch, 0.5, 0.06), (3920 * pitch, 0.35, 0.045),
             (5480 * pitch, 0.25, 0.03), (7010 * pitch, 0.15, 0.02)]
    out = modes(0.22, parts, rng)
    add(out, modes(0.1, [(f * 1.01, a * 0.4, t * 0.6) for f, a, t in parts], rng), at=0.045)
    return out


#: The shimmer over a medium and a big score: (pitch, when, gain) of each small bell.
SCORE_SHIMMER = {
    "medium": (("E7", 0.10, 0.22), ("G7", 0.15, 0.22), ("C8", 0.20, 0.26)),
    "big": (("G6", 0.26, 0.2), ("C7", 0.30, 0.22), ("E7", 0.34, 0.24), ("G7", 0.38, 0.26),
            ("C8", 0.42, 0.3), ("E8", 0.48, 0.24)),
}


SOUNDS = {
    "shuffle": snd_shuffle,
    "deal": snd_deal,
    "draw": snd_draw,
    "place": snd_place,
    "double": snd_double,
    "score_small": lambda rng: snd_score(rng, "small"),
    "score_medium": lambda rng: snd_score(rng, "medium"),
    "score_big": lambda rng: snd_score(rng, "big"),
    "refused": snd_refused,
    "pass": snd_pass,
    "domino": snd_domino,
    "hand_end": snd_hand_end,
    "win": snd_win,
    "loss": snd_lose,
    "click": snd_click,
    "focus": snd_focus,
}


def finish(samples: list[float], fade_in: float, fade_out: float) -> bytes:
    """Remove DC, fade, normalize to PEAK_DBFS and pack as 16-bit little-endian PCM."""
    mean = sum(samples) / len(samples)
    samples = [v - mean for v in samples]
    fade(samples, fade_in, fade_out)
    peak = max(abs(v) for v in samples)
    target = 10 ** (PEAK_DBFS / 20) * 32767
    scale = target / peak
    ints = [int(round(v * scale)) for v in samples]
    return struct.pack(f"<{len(ints)}h", *ints)


def render(name: str) -> bytes:
    rng = random.Random(zlib.crc32(name.encode()))
    samples, fade_in, fade_out = SOUNDS[name](rng)
    return finish(samples, fade_in, fade_out)


def write_wav(path: Path, frames: bytes) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    with wave.open(str(path), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(frames)
    return path


def make(out_dir: str | Path, names=None) -> list[Path]:
    """Write ``sounds/<name>.wav`` for every sound (or just ``names``) under ``out_dir``."""
    folder = Path(out_dir) / "sounds"
    return [write_wav(folder / f"{name}.wav", render(name)) for name in (names or SOUNDS)]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", default=str(Path(__file__).resolve().parent.parent / "assets"),
                    help="assets folder to write into (default: the repository's assets/)")
    ap.add_argument("names", nargs="*", help=f"only these sounds (of {', '.join(SOUNDS)})")
    args = ap.parse_args(argv)
    for p in make(args.out, args.names or None):
        print(p)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
