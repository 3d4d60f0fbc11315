"""Sound: every effect is synthesised here, in code (sine and noise envelopes), so the game
ships no audio files and owes no licence for them.

:func:`synth` is a pure function (the name, the sample rate and the channel count in; signed
16-bit samples out), tested without a mixer. :class:`SoundBoard` owns the mixer: it is started
after the first frame is on screen, makes the sounds in a background thread (a sound played
before its turn is made then and there), keeps them, and keeps the ambient loop on a channel of its own. Without a sound device — or under
SDL's dummy audio driver, as in the tests and the headless tools — the mixer is never opened
and everything is a silent no-op: nothing here raises.

:func:`sounds_for` maps the engine's events to sounds (the board plays them after a decision).
"""

from __future__ import annotations

import contextlib
import math
import os
import random
import threading
from array import array
from collections.abc import Callable, Iterable

from arkham.ui import LazyLogger

log = LazyLogger(__name__)

RATE = 22050
"""The sample rate asked of the mixer (the sounds are made for whatever it grants)."""
AMBIENT = "ambient"
AMBIENT_LEVEL = 0.35
"""The ambient loop's loudness next to the effects, at the same volume setting."""
SILENT_DRIVERS = ("dummy", "disk")


def _env(t: float, attack: float, length: float) -> float:
    """A quick rise then an exponential fall, reaching near silence at ``length``."""
    if t < attack:
        return t / attack
    return math.exp(-5.0 * (t - attack) / max(length - attack, 1e-6))


def _dice(t: float, rng: random.Random, length: float) -> float:
    # five clicks of noise: dice knocking on the table and each other
    hits = (0.0, 0.07, 0.13, 0.2, 0.29)
    v = 0.0
    for i, h in enumerate(hits):
        dt = t - h
        if 0 <= dt < 0.05:
            v += (
                (1.0 - 0.15 * i)
                * math.exp(-dt * 90)
                * (0.6 * rng.uniform(-1, 1) + 0.4 * math.sin(2 * math.pi * (1800 + 300 * i) * dt))
            )
    return 0.7 * v


def _gate(t: float, rng: random.Random, length: float) -> float:
    # a low swell rising in pitch, with a hiss: something tearing open
    f = 55 + 70 * (t / length) ** 2
    phase = 2 * math.pi * (55 * t + 70 * t**3 / (3 * length**2))
    swell = math.sin(math.pi * min(1.0, t / length)) ** 0.7
    tone = 0.55 * math.sin(phase) + 0.25 * math.sin(2.01 * phase) + 0.1 * math.sin(f * 0.5 * t)
    return swell * (tone + 0.18 * rng.uniform(-1, 1))


def _doom(t: float, rng: random.Random, length: float) -> float:
    # a low bell tolling once (inharmonic partials, slow decay)
    e = _env(t, 0.01, length)
    return e * (
        0.5 * math.sin(2 * math.pi * 98 * t)
        + 0.3 * math.sin(2 * math.pi * 196 * 1.003 * t) * math.exp(-2 * t)
        + 0.2 * math.sin(2 * math.pi * 98 * 2.76 * t) * math.exp(-4 * t)
    )


def _terror(t: float, rng: random.Random, length: float) -> float:
    # a shivering tritone: two tones a diminished fifth apart, trembling
    e = _env(t, 0.08, length)
    tremble = 0.6 + 0.4 * math.sin(2 * math.pi * 9 * t)
    return (
        e
        * tremble
        * (0.45 * math.sin(2 * math.pi * 233 * t) + 0.35 * math.sin(2 * math.pi * 329.6 * t))
    )


def _monster(t: float, rng: random.Random, length: float) -> float:
    # a growl: a low buzzing tone, roughened by noise and wobbling in pitch
    e = math.sin(math.pi * min(1.0, t / length)) ** 0.5
    wobble = 70 + 12 * math.sin(2 * math.pi * 5 * t)
    saw = ((wobble * t) % 1.0) * 2 - 1
    return e * (0.45 * saw + 0.2 * math.sin(2 * math.pi * 45 * t) + 0.2 * rng.uniform(-1, 1))


def _chime(t: float, rng: random.Random, length: float) -> float:
    # two soft bell notes, a fourth apart
    v = 0.0
    for start, f in ((0.0, 659.3), (0.16, 880.0)):
        dt = t - start
        if dt >= 0:
            e = _env(dt, 0.005, length - start)
            v += e * (0.4 * math.sin(2 * math.pi * f * dt) + 0.1 * math.sin(4 * math.pi * f * dt))
    return v


def _ambient(t: float, rng: random.Random, length: float) -> float:
    # a quiet drone that loops seamlessly: every frequency and every modulation fits a whole
    # number of cycles into the loop's length
    a = 2 * math.pi * t
    breath = 0.75 + 0.25 * math.sin(a * 2 / length)
    return breath * (
        0.3 * math.sin(a * 55)
        + 0.2 * math.sin(a * 82.5) * (0.6 + 0.4 * math.sin(a * 1 / length))
        + 0.1 * math.sin(a * 110.5)
    )


Voice = Callable[[float, random.Random, float], float]
SOUNDS: dict[str, tuple[float, float, Voice]] = {
    "dice": (0.4, 0.8, _dice),
    "gate": (1.3, 0.7, _gate),
    "doom": (1.6, 0.8, _doom),
    "terror": (1.0, 0.55, _terror),
    "monster": (0.7, 0.6, _monster),
    "chime": (0.9, 0.5, _chime),
    AMBIENT: (4.0, 0.5, _ambient),
}
"""Each sound: its length in seconds, its peak level (0–1) and the function of time that
makes it."""


def synth(name: str, rate: int = RATE, channels: int = 1) -> array:
    """The sound ``name`` as signed 16-bit samples, interleaved for ``channels`` (the same in
    each), ``round(length * rate)`` frames long. Deterministic: noise comes from a seeded
    generator."""
    length, level, voice = SOUNDS[name]
    frames = round(length * rate)
    rng = random.Random(name)
    scale = 32767 * level
    fade = max(1, round(0.004 * rate))  # a few ms at each end: no click
    out = array("h", bytes(2 * frames * channels))
    looped = name == AMBIENT
    for i in range(frames):
        t = i / rate
        v = voice(t, rng, length)
        if not looped:
            if i < fade:
                v *= i / fade
            elif frames - i <= fade:
                v *= (frames - i) / fade
        s = int(max(-1.0, min(1.0, v)) * scale)
        base = i * channels
        for ch in range(channels):
            out[base + ch] = s
    return out


def sounds_for(events: Iterable) -> list[str]:
    """The sounds a batch of engine events makes, each once, in the order they first happen:
    dice rolled, a gate opening, doom or terror rising, a monster appearing, a new turn."""
    out: list[str] = []
    for ev in events:
        name = ev.sound()
        if name is not None and name not in out:
            out.append(name)
    return out


class SoundBoard:
    """The game's sounds. Every method is safe to call whether or not there is a sound device."""

    def __init__(self, volume: int = 70, muted: bool = False) -> None:
        self.volume = volume
        self.muted = muted
        self.mixer = None
        """``pygame.mixer`` once it is open; None while it is not (then all is silent)."""
        self.tried = False
        self.format: tuple[int, int] = (RATE, 1)
        self.cache: dict[str, object] = {}
        self.raw: dict[str, bytes] = {}
        """Each sound's samples, made ahead by a background thread (so no play waits)."""
        self.lock = threading.Lock()
        self.ambient_channel = None
        self.played: list[str] = []
        """What was asked to play (for the tests: filled even when silent)."""

    # ------------------------------------------------------------ the mixer

    def start(self) -> bool:
        """Open the mixer (once) and start the ambient loop. False when there is no sound."""
        if not self.tried:
            self.tried = True
            self.mixer = _open_mixer()
            if self.mixer is not None:
                freq, _size, channels = self.mixer.get_init()
                self.format = (freq, channels)
                threading.Thread(target=self._warm, name="sound-synth", daemon=True).start()
        return self.mixer is not None

    def _warm(self) -> None:
        """Make every sound's samples, the ambient loop first (then start it)."""
        for name in (AMBIENT, *(n for n in SOUNDS if n != AMBIENT)):
            self._samples(name)
            if name == AMBIENT:
                self._ambient()

    def _samples(self, name: str) -> bytes:
        data = self.raw.get(name)
        if data is None:
            rate, channels = self.format
            data = self.raw.setdefault(name, synth(name, rate, channels).tobytes())
        return data

    def stop(self) -> None:
        if self.mixer is None:
            return
        with self.lock:
            self._quit()

    def _quit(self) -> None:
        with contextlib.suppress(Exception):  # closing the sound device never stops a quit
            self.mixer.quit()
        self.mixer = None
        self.ambient_channel = None
        self.cache.clear()

    def sound(self, name: str):
        """The mixer's Sound for ``name``, made the first time (None when silent)."""
        if self.mixer is None or name not in SOUNDS:
            return None
        snd = self.cache.get(name)
        if snd is None:
            try:
                snd = self.mixer.Sound(buffer=self._samples(name))
            except Exception as exc:  # a sound that cannot be made is left out
                log.warning("sound %s not made: %s", name, exc)
                return None
            self.cache[name] = snd
        return snd

    # ------------------------------------------------------------ playing

    @property
    def level(self) -> float:
        return 0.0 if self.muted else max(0, min(100, self.volume)) / 100

    def play(self, name: str) -> None:
        self.played.append(name)
        del self.played[:-50]
        if self.level <= 0:
            return
        snd = self.sound(name)
        if snd is None:
            return
        try:
            snd.set_volume(self.level)
            snd.play()
        except Exception as exc:
            log.warning("sound %s not played: %s", name, exc)

    def play_events(self, events: Iterable) -> None:
        for name in sounds_for(events):
            self.play(name)

    def set_volume(self, volume: int, muted: bool) -> None:
        """Follow the settings: the effects' volume from now on, the ambient loop's at once
        (muting stops it; unmuting starts it again)."""
        self.volume, self.muted = volume, muted
        self._ambient()

    def _ambient(self) -> None:
        if self.mixer is None:
            return
        with self.lock:
            self._ambient_locked()

    def _ambient_locked(self) -> None:
        try:
            if self.level <= 0:
                if self.ambient_channel is not None:
                    self.ambient_channel.stop()
                return
            if self.ambient_channel is None:
                self.ambient_channel = self.mixer.Channel(0)  # reserved when the mixer opened
            if not self.ambient_channel.get_busy():
                if AMBIENT not in self.raw:
                    return  # not made yet: the background thread starts it when it is
                snd = self.sound(AMBIENT)
                if snd is None:
                    return
                self.ambient_channel.play(snd, loops=-1, fade_ms=1500)
            # the loop's own volume: the channel's belongs to the fade-in
            snd = self.sound(AMBIENT)
            if snd is not None:
                snd.set_volume(self.level * AMBIENT_LEVEL)
        except Exception as exc:
            log.warning("ambient sound not played: %s", exc)


def _open_mixer():
    """``pygame.mixer``, opened; None when there is no sound to be had (no device, a dummy
    driver) — never an exception."""
    if os.environ.get("SDL_AUDIODRIVER", "").lower() in SILENT_DRIVERS:
        return None
    try:
        import pygame

        pygame.mixer.init(frequency=RATE, size=-16, channels=2, buffer=1024)
        _freq, size, channels = pygame.mixer.get_init()
        if size != -16 or channels not in (1, 2):
            log.info("sound off: the mixer offers %s-bit, %s channels", size, channels)
            pygame.mixer.quit()
            return None
        pygame.mixer.set_num_channels(12)
        pygame.mixer.set_reserved(1)  # channel 0 is the ambient loop's: effects never take it
        return pygame.mixer
    except Exception as exc:  # no sound device, no SDL_mixer: play in silence
        log.info("sound off: %s", exc)
        return None
