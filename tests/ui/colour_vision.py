"""Colours as people with the common colour vision deficiencies see them, and how far apart.

The dichromacies are simulated with the matrices of Machado, Oliveira and Fernandes (2009)
at full severity, applied to linear sRGB; differences are CIEDE2000 ΔE in CIELAB (D65):
about 2 is just noticeable side by side, above 10 two colours are told apart at a glance.
"""

from __future__ import annotations

import math

Colour = tuple[int, int, int]
Matrix = tuple[tuple[float, float, float], ...]

#: Vision → the matrix that turns a linear RGB colour into what it looks like (None: normal).
VISIONS: dict[str, Matrix | None] = {
    "normal": None,
    "protanopia": (
        (0.152286, 1.052583, -0.204868),
        (0.114503, 0.786281, 0.099216),
        (-0.003882, -0.048116, 1.051998),
    ),
    "deuteranopia": (
        (0.367322, 0.860646, -0.227968),
        (0.280085, 0.672501, 0.047413),
        (-0.011820, 0.042940, 0.968881),
    ),
    "tritanopia": (
        (1.255528, -0.076749, -0.178779),
        (-0.078411, 0.930809, 0.147602),
        (0.004733, 0.691367, 0.303900),
    ),
}


def linear(channel: int) -> float:
    """An sRGB channel (0-255) as linear light (0-1)."""
    v = channel / 255
    return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4


def seen(colour: Colour, vision: str) -> tuple[float, float, float]:
    """``colour`` as linear RGB as seen with ``vision`` (one of ``VISIONS``)."""
    rgb = [linear(c) for c in colour]
    matrix = VISIONS[vision]
    if matrix is None:
        return rgb[0], rgb[1], rgb[2]
    r, g, b = (
        min(1.0, max(0.0, sum(m * c for m, c in zip(row, rgb, strict=True)))) for row in matrix
    )
    return r, g, b


def lab(rgb: tuple[float, float, float]) -> tuple[float, float, float]:
    """Linear RGB → CIELAB (D65 white)."""
    r, g, b = rgb
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > 0.008856 else 7.787 * t + 16 / 116

    fx, fy, fz = f(x), f(y), f(z)
    return 116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)


def delta_e(one: tuple[float, float, float], two: tuple[float, float, float]) -> float:
    """CIEDE2000 colour difference of two CIELAB colours."""
    l1, a1, b1 = one
    l2, a2, b2 = two
    c_bar = (math.hypot(a1, b1) + math.hypot(a2, b2)) / 2
    g = 0.5 * (1 - math.sqrt(c_bar**7 / (c_bar**7 + 25**7)))
    a1, a2 = (1 + g) * a1, (1 + g) * a2
    c1, c2 = math.hypot(a1, b1), math.hypot(a2, b2)
    h1 = math.degrees(math.atan2(b1, a1)) % 360
    h2 = math.degrees(math.atan2(b2, a2)) % 360
    dl, dc = l2 - l1, c2 - c1
    dh = 0.0
    if c1 * c2:
        dh = h2 - h1
        dh = dh - 360 if dh > 180 else dh + 360 if dh < -180 else dh
    big_dh = 2 * math.sqrt(c1 * c2) * math.sin(math.radians(dh / 2))
    l_bar, c_bar = (l1 + l2) / 2, (c1 + c2) / 2
    if not c1 * c2:
        h_bar = h1 + h2
    elif abs(h1 - h2) <= 180:
        h_bar = (h1 + h2) / 2
    else:
        h_bar = (h1 + h2 + 360) / 2 if h1 + h2 < 360 else (h1 + h2 - 360) / 2
    t = (
        1
        - 0.17 * math.cos(math.radians(h_bar - 30))
        + 0.24 * math.cos(math.radians(2 * h_bar))
        + 0.32 * math.cos(math.radians(3 * h_bar + 6))
        - 0.20 * math.cos(math.radians(4 * h_bar - 63))
    )
    rotation = 30 * math.exp(-(((h_bar - 275) / 25) ** 2))
    rc = 2 * math.sqrt(c_bar**7 / (c_bar**7 + 25**7))
    sl = 1 + 0.015 * (l_bar - 50) ** 2 / math.sqrt(20 + (l_bar - 50) ** 2)
    sc = 1 + 0.045 * c_bar
    sh = 1 + 0.015 * c_bar * t
    rt = -math.sin(math.radians(2 * rotation)) * rc
    return math.sqrt(
        (dl / sl) ** 2 + (dc / sc) ** 2 + (big_dh / sh) ** 2 + rt * (dc / sc) * (big_dh / sh)
    )


def difference(one: Colour, two: Colour, vision: str) -> float:
    """How different two sRGB colours look with ``vision`` (CIEDE2000)."""
    return delta_e(lab(seen(one, vision)), lab(seen(two, vision)))


def luminance(colour: Colour) -> float:
    """Relative luminance (WCAG 2)."""
    r, g, b = (linear(c) for c in colour)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(one: Colour, two: Colour) -> float:
    """The WCAG contrast ratio (1 to 21)."""
    hi, lo = sorted((luminance(one), luminance(two)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)
