"""The four player colours (data only: ``player_tags`` draws them).

Chosen to stay apart from each other and from every biome colour for the common colour
vision deficiencies (protanopia, deuteranopia, tritanopia; tests/ui/test_art.py simulates
them): a deep blue, a red, a near-black and a light sky blue, which differ in lightness as
much as in hue. Text on one is dark or light as ``dark_text_on`` says, at 4.5:1 at least.
A match stores a colour as its index here (``Match.colours``); ``COLOUR_NAMES`` name them
for the setup's colour picker.
"""

from __future__ import annotations

from evergreen.i18n import N_, _

Colour = tuple[int, int, int]

PLAYER_COLOURS: tuple[Colour, ...] = (
    (45, 70, 230),  # blue
    (210, 20, 40),  # red
    (40, 30, 50),  # black
    (95, 205, 250),  # sky
)
COLOUR_NAMES = (N_("Blue"), N_("Red"), N_("Black"), N_("Sky blue"))
#: The rim of a chip or a frame in a player's colour: shows it on any panel (the sky blue
#: is as light as the paper).
RIM: Colour = (28, 34, 30)


def player_colour(index: int) -> Colour:
    """The colour of index ``index`` (as a match stores it)."""
    return PLAYER_COLOURS[index % len(PLAYER_COLOURS)]


def colour_name(index: int) -> str:
    """'Blue', 'Red'... in the current language (the setup's colour picker, tips)."""
    return _(COLOUR_NAMES[index % len(COLOUR_NAMES)])


def dark_text_on(colour: Colour) -> bool:
    """True if dark text (the ink) reads on ``colour``, False if light text (the paper's
    white) does: the light sky blue takes ink, the others light text."""
    return _luminance(colour) > 0.18


def _luminance(colour: Colour) -> float:
    def channel(c: int) -> float:
        v = c / 255
        return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4

    r, g, b = colour
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)
