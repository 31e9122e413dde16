"""Fitted text on the screens around the game that keeps to the 14-px floor (``text.MIN_EM``):
a name or a label that does not fit its room shrinks as ``text.fit`` lets it, but never under
14 px where it is drawn at 14 px or more; past that it is cut with an ellipsis (a name's
hover tip shows it whole) or its screen gives it more room.

At 100 % text in a window smaller than the design (1024×640), the design's smallest text is
12-13 px by intent; there the text shrinks as ``fit`` lets it, as before."""

from __future__ import annotations

from collections.abc import Sequence

from evergreen.ui.kit import text


def least_em(size: float) -> int:
    """The smallest glyph size (pixels) a text of nominal ``size`` may shrink to: ``fit``'s
    floor (``text.SHRINK`` of its 100 % size), raised to ``text.MIN_EM`` where the text is
    drawn at ``MIN_EM`` or more."""
    full = text.em(size)
    floor = max(6, min(full, round(size * text.EM * text.SHRINK)))
    return max(floor, text.MIN_EM) if full >= text.MIN_EM else floor


def legible_size(texts: Sequence[str], size: float, width: int, bold: bool = False) -> float:
    """The largest nominal size up to ``size`` at which every one of ``texts`` fits ``width``
    pixels, but not under ``least_em``: drawn at it with ``fit(..., shrink=False)`` (or a tag
    with ``shrink=False``), a text still too wide is cut, never drawn smaller. One size for
    several texts draws a column or a row alike."""
    least = least_em(size)
    nominal = size
    while text.em(nominal) > least and any(
        text.font(nominal, bold).size(t)[0] > width for t in texts
    ):
        nominal -= 0.5
    return nominal
