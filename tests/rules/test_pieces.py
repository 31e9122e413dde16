"""R7.2-R7.4: what Bushes, Lakes and Sprouts do for light, shadow and forests."""

from __future__ import annotations

import pytest

from evergreen.rules import Planet, Sun, largest_forest, light_score

# Row 2 of the Classic planet has seven spaces and no ravine; the sun is on the left.
TEMPLATE = """
. . _ _ _ . .
. _ _ # _ _ .
{row}
_ _ _ # _ _ _
_ _ # _ _ _ _
. _ _ # _ _ .
. . _ _ _ . .
"""


def row2(line: str) -> Planet:
    """A planet whose row 2 is ``line`` (7 symbols), everything else empty."""
    return Planet.from_text(TEMPLATE.format(row=" ".join(line)))


@pytest.mark.parametrize("piece", ["b", "~", "s"])
def test_r7_2_to_7_4_no_light_no_shadow(piece: str) -> None:
    """R7.2-R7.4: a Bush, Lake or Sprout scores no light and shades nothing behind it."""
    alone = light_score(row2(f"{piece}______"), Sun.LEFT)
    assert alone.total == 0 and alone.points == {} and alone.shaded == frozenset()
    behind = light_score(row2(f"{piece}t_____"), Sun.LEFT)
    assert behind.total == 1  # the Small Tree right behind it is lit


def test_r7_2_bushes_count_in_forests() -> None:
    """R7.2: Bushes join and extend forests."""
    assert largest_forest(row2("tbt____")) == 3
    assert largest_forest(row2("bbb____")) == 3


@pytest.mark.parametrize("piece", ["~", "s"])
def test_r7_3_r7_4_lakes_and_sprouts_are_not_in_forests(piece: str) -> None:
    """R7.3, R7.4: a Lake or Sprout neither counts in a forest nor connects one."""
    assert largest_forest(row2(f"t{piece}t____")) == 1
    assert largest_forest(row2(f"{piece}{piece}{piece}____")) == 0
