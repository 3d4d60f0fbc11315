"""Draw the game's icon with pygame and write it as PNG (Linux), ICO (Windows) and ICNS (macOS).

Run from the repository root: ``python build/make_icon.py [OUT_DIR]`` (default ``build/out``).
The ICO and ICNS containers simply wrap PNG images, which every supported OS version reads.
"""

from __future__ import annotations

import io
import math
import os
import struct
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

NIGHT = (18, 16, 28)
PARCHMENT = (233, 221, 190)
GOLD = (212, 170, 84)
GATE = (140, 40, 60)


def draw(size: int) -> pygame.Surface:
    """An elder sign — a five-pointed star with a flaming eye — on a night-blue tile."""
    s = pygame.Surface((size, size), pygame.SRCALPHA)
    r = size / 2
    pygame.draw.circle(s, NIGHT, (r, r), r)
    pygame.draw.circle(s, GOLD, (r, r), r, max(1, size // 24))
    points = []
    for i in range(10):
        angle = -math.pi / 2 + i * math.pi / 5
        radius = r * (0.78 if i % 2 == 0 else 0.34)
        points.append((r + radius * math.cos(angle), r + radius * math.sin(angle)))
    pygame.draw.polygon(s, PARCHMENT, points)
    pygame.draw.polygon(s, GOLD, points, max(1, size // 48))
    eye_w, eye_h = r * 0.42, r * 0.22
    pygame.draw.ellipse(s, GATE, (r - eye_w / 2, r - eye_h / 2, eye_w, eye_h))
    pygame.draw.circle(s, NIGHT, (r, r), max(1, eye_h * 0.35))
    return s


def png_bytes(size: int) -> bytes:
    buf = io.BytesIO()
    pygame.image.save(draw(size), buf, "icon.png")
    return buf.getvalue()


def ico(sizes: list[int]) -> bytes:
    """ICONDIR + ICONDIRENTRYs + PNG payloads."""
    images = [png_bytes(n) for n in sizes]
    header = struct.pack("<HHH", 0, 1, len(images))
    offset = 6 + 16 * len(images)
    entries = b""
    for n, data in zip(sizes, images, strict=True):
        dim = 0 if n >= 256 else n
        entries += struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(data), offset)
        offset += len(data)
    return header + entries + b"".join(images)


def icns(kinds: dict[bytes, int]) -> bytes:
    """'icns' + length, then (type, length, PNG) blocks."""
    blocks = b""
    for kind, n in kinds.items():
        data = png_bytes(n)
        blocks += kind + struct.pack(">I", len(data) + 8) + data
    return b"icns" + struct.pack(">I", len(blocks) + 8) + blocks


def main(out: Path) -> None:
    pygame.init()
    out.mkdir(parents=True, exist_ok=True)
    (out / "arkham.png").write_bytes(png_bytes(256))
    (out / "arkham.ico").write_bytes(ico([16, 32, 48, 256]))
    (out / "arkham.icns").write_bytes(icns({b"ic07": 128, b"ic08": 256, b"ic09": 512}))
    print(f"icons written to {out}")


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else Path("build/out"))
