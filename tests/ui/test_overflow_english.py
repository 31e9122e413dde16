"""Every screen in English at the three window sizes and at 100 % and 130 % text: no text wider
than its box, no label wider than its button, nothing under 14 px where there is a floor
(``tests/ui/overflow.py``). The largest window's runs, in both languages, are in
``make test-slow`` (half a minute of a core each; CI must stay near 15 minutes on two cores)."""

from __future__ import annotations

import pytest

from tests.ui.overflow import case_id, check_screens

pytestmark = pytest.mark.usefixtures("fresh_settings")


@pytest.mark.parametrize(
    ("size", "scale"),
    [
        pytest.param((1280, 800), 100, marks=pytest.mark.slow),
        pytest.param((1024, 640), 100, marks=pytest.mark.slow),
        pytest.param((1920, 1080), 100, marks=pytest.mark.slow),
        pytest.param((1280, 800), 130, marks=pytest.mark.slow),
        ((1024, 640), 130),
        pytest.param((1920, 1080), 130, marks=pytest.mark.slow),
    ],
    ids=case_id,
)
def test_no_text_overflows_its_box(size: tuple[int, int], scale: int) -> None:
    check_screens("en", size, scale)
