"""Phone photos of a page taken at an angle: the sheet a trapezoid on a desk.

The page is projected by a real perspective (a homography, not a shear): the side away from
the camera is 15-25 % shorter than the near one and the page is foreshortened along the
view, then turned a little, laid on a textured background of some brightness, lit unevenly
and saved as a JPEG. Which side is far, how much, the turn, the desk and the light vary with
the arguments, so a mechanism tested on a set of these is not tuned to one picture.
"""

from __future__ import annotations

import io
import math
import random
from dataclasses import dataclass
from typing import Literal

import numpy as np
from PIL import Image, ImageFilter

Side = Literal["top", "bottom", "left", "right"]


@dataclass(frozen=True, slots=True)
class Shot:
    """How the phone was held: which side of the page is far away and how much shorter it
    looks, the turn in degrees, the desk's grey level, and how much light falls off."""

    far: Side = "top"
    shrink: float = 0.2  # the far side's length is (1 - shrink) of the near side's
    turn_deg: float = 0.0
    desk: int = 90  # 0-255: a dark wooden desk ~60, a grey table ~140
    light_falloff: float = 0.25  # share of the light lost across the page
    seed: int = 1


def varied_shots(count: int, *, seed: int = 11) -> list[Shot]:
    """`count` shots from every side, with turns, desks and light drawn at random."""
    rng = random.Random(seed)
    sides: tuple[Side, ...] = ("top", "left", "right", "bottom")
    return [
        Shot(
            far=sides[index % len(sides)],
            shrink=rng.uniform(0.15, 0.25),
            turn_deg=rng.uniform(-6.0, 6.0),
            desk=rng.choice((45, 70, 95, 120, 140)),
            light_falloff=rng.uniform(0.0, 0.35),
            seed=rng.randrange(1000),
        )
        for index in range(count)
    ]


def page_corners(size: tuple[int, int], shot: Shot) -> list[tuple[float, float]]:
    """Where the page's corners (top-left, top-right, bottom-right, bottom-left) land in a
    photo of `size` pixels."""
    width, height = size
    rng = random.Random(shot.seed)
    half_w, half_h = width * 0.40, height * 0.41
    foreshorten = 1 - shot.shrink / 2  # the page is seen shorter along the view, too
    if shot.far in ("top", "bottom"):
        half_h *= foreshorten
    else:
        half_w *= foreshorten
    near, far = 1.0, 1.0 - shot.shrink
    # A page-centred frame, x to the right and y down; the far side is pulled in.
    corners: list[tuple[float, float]] = {
        "top": [(-far, -1.0), (far, -1.0), (near, 1.0), (-near, 1.0)],
        "bottom": [(-near, -1.0), (near, -1.0), (far, 1.0), (-far, 1.0)],
        "left": [(-1.0, -far), (1.0, -near), (1.0, near), (-1.0, far)],
        "right": [(-1.0, -near), (1.0, -far), (1.0, far), (-1.0, near)],
    }[shot.far]
    turn = math.radians(shot.turn_deg)
    cos, sin = math.cos(turn), math.sin(turn)
    placed = []
    for x, y in corners:
        px, py = x * half_w, y * half_h
        jitter = width * 0.006
        placed.append(
            (
                width / 2 + px * cos - py * sin + rng.uniform(-jitter, jitter),
                height / 2 + px * sin + py * cos + rng.uniform(-jitter, jitter),
            )
        )
    return placed


def photographed(page: Image.Image, shot: Shot, *, quality: int = 85) -> bytes:
    """A JPEG of `page` lying on a desk, photographed as `shot` says."""
    rng = np.random.default_rng(shot.seed)
    size = (round(page.width * 1.12), round(page.height * 1.08))
    corners = page_corners(size, shot)
    source = [(0.0, 0.0), (float(page.width), 0.0), (float(page.width), float(page.height))]
    source.append((0.0, float(page.height)))
    coefficients = _homography(corners, source)
    sheet = page.convert("RGB").transform(
        size, Image.Transform.PERSPECTIVE, coefficients, Image.Resampling.BICUBIC
    )
    mask = Image.new("L", page.size, 255).transform(
        size, Image.Transform.PERSPECTIVE, coefficients, Image.Resampling.BILINEAR
    )
    photo = Image.composite(sheet, _desk(size, shot.desk, rng), mask)
    pixels = np.asarray(photo, dtype=np.float32)
    ys, xs = np.mgrid[0 : size[1], 0 : size[0]].astype(np.float32)
    angle = rng.uniform(0, 2 * math.pi)
    along = (xs / size[0] - 0.5) * math.cos(angle) + (ys / size[1] - 0.5) * math.sin(angle)
    light = 1 - shot.light_falloff * (along - along.min()) / max(float(np.ptp(along)), 1e-6)
    warm = np.array([1.0, 0.97, 0.9], dtype=np.float32)
    lit = np.clip(pixels * light[:, :, None] * warm, 0, 255).astype(np.uint8)
    blurred = Image.fromarray(lit).filter(ImageFilter.GaussianBlur(0.8))
    buffer = io.BytesIO()
    blurred.save(buffer, format="JPEG", quality=quality)
    return buffer.getvalue()


def _desk(size: tuple[int, int], level: int, rng: np.random.Generator) -> Image.Image:
    """A textured surface around `level`: wood grain (streaks along x) and noise."""
    width, height = size
    grain = rng.normal(0, 1, (height // 8 + 1, 1)).repeat(8, axis=0)[:height]
    streaks = np.repeat(grain, width, axis=1) * 10
    noise = rng.normal(0, 6, (height, width))
    grey = np.clip(level + streaks + noise, 0, 255)
    tint = np.array([1.08, 0.95, 0.8])
    rgb = np.clip(grey[:, :, None] * tint, 0, 255).astype(np.uint8)
    return Image.fromarray(rgb)


def _homography(
    target: list[tuple[float, float]], source: list[tuple[float, float]]
) -> tuple[float, ...]:
    """Coefficients of the map taking each `target` (photo) corner to its `source` (page)
    corner, in Pillow's PERSPECTIVE convention; solved here independently of the code under
    test, as a null vector of the 8x9 direct linear transform system."""
    rows = []
    for (x, y), (u, v) in zip(target, source, strict=True):
        rows.append([x, y, 1, 0, 0, 0, -u * x, -u * y, -u])
        rows.append([0, 0, 0, x, y, 1, -v * x, -v * y, -v])
    _, _, vt = np.linalg.svd(np.array(rows, dtype=np.float64))
    h = vt[-1] / vt[-1][-1]
    return tuple(float(value) for value in h[:8])
