"""Text on screen: the bundled font (Noto Sans, Latin and Cyrillic), cached renders, the UI
scale setting, and text fitted or wrapped into boxes.

Sizes given to these functions are *nominal* window pixels (``Layout.px`` of a design size);
the glyphs drawn are ``round(size * EM * ui_scale)`` pixels (the font's em). A nominal 18 at
1280×800 and 100 % is 14 px text, the smallest the game uses (``MIN_SIZE``).

``fit`` and ``wrap`` may shrink a text that does not fit its box, but never below ``SHRINK``
of its 100 % size; past that the text is cut with an ellipsis. Tests switch ``recording`` on
to see every text drawn, its size and whether it had to be cut.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from functools import lru_cache

import pygame

from evergreen.resources import asset
from evergreen.ui.kit import type_scale
from evergreen.ui.kit.bounded_cache import bounded

Colour = tuple[int, int, int]

INK: Colour = (33, 37, 33)
PAPER: Colour = (244, 240, 226)
MUTED: Colour = (90, 96, 84)
LIGHT: Colour = (250, 248, 240)
ACCENT: Colour = (196, 120, 28)
#: The accent for text and what carries text (points, the level reached): amber dark enough
#: for WCAG AA (4.5:1) on the paper panels, and under light text.
ACCENT_INK: Colour = (146, 80, 10)
ERROR: Colour = (176, 48, 40)

REGULAR = "NotoSans-Regular.ttf"
BOLD = "NotoSans-Bold.ttf"
#: Glyph size (em, in pixels) per nominal pixel of size.
EM = 0.8
#: The smallest nominal size in design units: 14 px glyphs at 1280×800 and 100 % (the type
#: scale's ``CAPTION``).
MIN_SIZE = type_scale.CAPTION
#: The smallest glyphs at the default window size and UI scale, in pixels.
MIN_EM = 14
#: The UI scale setting's choices (percent); 100 is the default.
UI_SCALES = (100, 115, 130)
#: ``fit``/``wrap`` shrink a text to this fraction of its 100 % size at most, then cut it.
SHRINK = 0.9
ELLIPSIS = "…"

_ui_scale = 1.0


def font_path(bold: bool = False) -> str:
    """The bundled font file (assets/fonts, with its licence, OFL.txt, beside it)."""
    return str(asset("fonts", BOLD if bold else REGULAR))


def set_ui_scale(percent: int) -> None:
    """Make every later text ``percent`` % of its normal size (the UI scale setting)."""
    global _ui_scale
    _ui_scale = percent / 100


def ui_scale() -> float:
    """The UI scale as a factor (1.0 = 100 %)."""
    return _ui_scale


#: In a window smaller than the 1280×800 design, text shrinks less than the layout: by the
#: square root of the window's scale, at most this much bigger (at 1024×640 the smallest text
#: is 12.5 px, not 11), and never past the largest UI scale, whose text every box holds.
SMALL_WINDOW_BOOST = 1.12
_window_scale = 1.0


def set_window_scale(scale: float) -> None:
    """The window's scale against the 1280×800 design (``Layout.scale``), set by the App."""
    global _window_scale
    _window_scale = scale


def text_factor() -> float:
    """How much bigger than its nominal size text is drawn: the UI scale, raised a little in
    a small window (``SMALL_WINDOW_BOOST``) but never past the largest UI scale."""
    boost = min(SMALL_WINDOW_BOOST, _window_scale**-0.5) if _window_scale < 1 else 1.0
    return max(_ui_scale, min(UI_SCALES[-1] / 100, _ui_scale * boost))


def base_factor() -> float:
    """``text_factor`` at the 100 % text size in this window: what a text may shrink back to
    when a larger text size does not fit its box."""
    boost = min(SMALL_WINDOW_BOOST, _window_scale**-0.5) if _window_scale < 1 else 1.0
    return min(UI_SCALES[-1] / 100, boost)


def em(size: float) -> int:
    """The glyph size in pixels that a nominal ``size`` draws at the current UI scale."""
    return max(6, round(size * EM * text_factor()))


@bounded("kit.text.font_em", 64)
def font_em(pixels: int, bold: bool = False) -> pygame.font.Font:
    """The bundled font at a glyph size in pixels."""
    if not pygame.font.get_init():
        pygame.font.init()
    try:
        return pygame.font.Font(font_path(bold), pixels)
    except (OSError, FileNotFoundError):  # an incomplete install: pygame's own font
        f = pygame.font.Font(None, round(pixels * 1.25))
        f.set_bold(bold)
        return f


def font(size: float, bold: bool = False) -> pygame.font.Font:
    """The bundled font for a nominal size at the current UI scale."""
    return font_em(em(size), bold)


#: 4 MB at 1280×800 (a game's texts take 0.3 MB, the rules at 130 % 1.4 MB), 29 MB at
#: 3840×2160: enough for any screen, while a long session's new texts (each game's scores
#: and log lines) stop adding up there (a 12-minute demo had filled 6 MB of the 24 MB it
#: was allowed before, still rising).
@bounded("kit.text._render", 4096, 4 * 2**20, by_area=True)
def _render(text: str, pixels: int, colour: Colour, bold: bool) -> pygame.Surface:
    f = font_em(pixels, bold)
    if f.size(text)[0] == 0:  # pygame refuses to render nothing visible ("zero width")
        return pygame.Surface((0, f.get_height()), pygame.SRCALPHA)
    return f.render(text, True, colour)


@lru_cache(maxsize=4096)
def _drawable(ch: str) -> bool:
    return ch.isprintable() and font_em(20).size(ch)[0] > 0


def typeable(text: str) -> str:
    """What a text box may take of a typed or pasted text: the printable characters the
    bundled font draws with some width; every kind of space becomes a plain one. Control
    characters, bidi and zero-width formatting characters and other invisible code points
    are dropped (one of them first in a box made pygame_gui fail: "Text has zero width")."""
    return "".join(" " if ch.isspace() else ch for ch in text if ch.isspace() or _drawable(ch))


def render(text: str, size: float, colour: Colour = INK, bold: bool = False) -> pygame.Surface:
    """A text surface (antialiased, transparent background), for text with room around it."""
    pixels = em(size)
    img = _render(text, pixels, colour, bold)
    _note("render", text, pixels, img.get_width(), None, False)
    return img


def fit(
    text: str,
    size: float,
    width: int,
    colour: Colour = INK,
    bold: bool = False,
    shrink: bool = True,
) -> pygame.Surface:
    """Render ``text`` at ``size``, or a little smaller, so that it fits ``width`` pixels;
    cut with an ellipsis if even the smallest allowed size is too wide (``shrink`` False:
    never smaller, cut at once: a name at the smallest size the game uses)."""
    pixels = em(size)
    floor = _floor(size) if shrink else pixels
    pixels, shown, full = _fitted(text, pixels, floor, width, bold)
    img = _render(shown, pixels, colour, bold)
    _note("fit", text, pixels, full, width, shown != text)
    return img


def common_size(
    texts: list[str], size: float, width: int, bold: bool = False, shrink: float = 0.0
) -> float:
    """The largest nominal size up to ``size`` at which every one of ``texts`` fits ``width``
    pixels (not below ``fit``'s floor, or ``shrink`` of ``size`` if given): labels in a column
    or a row drawn alike, so that no one is visibly smaller than its neighbours."""
    nominal, floor = size, _floor(size, shrink or SHRINK)
    while em(nominal) > floor and any(font(nominal, bold).size(t)[0] > width for t in texts):
        nominal -= 0.5
    return nominal


def common_lines(texts: list[str], size: float, width: int, max_lines: int) -> float:
    """The largest nominal size up to ``size`` at which every one of ``texts`` wraps into at
    most ``max_lines`` lines of ``width`` pixels (not below ``wrap``'s floor): paragraphs
    side by side drawn alike."""
    nominal, floor = size, _floor(size)
    while em(nominal) > floor and any(
        len(_wrapped(t, em(nominal), width, False)) > max_lines for t in texts
    ):
        nominal -= 0.5
    return nominal


def within_height(size: float, height: int, bold: bool = False) -> float:
    """``size``, or the largest nominal size under it whose glyphs stand within ``height``
    pixels (the font's ascent and descent): a heading over a row it must not touch when
    the text size is raised."""
    nominal = size
    while (
        nominal > 1
        and font(nominal, bold).get_ascent() - font(nominal, bold).get_descent() > height
    ):
        nominal -= 0.5
    return nominal


@bounded("kit.text._fitted", 2048)
def _fitted(text: str, pixels: int, floor: int, width: int, bold: bool) -> tuple[int, str, int]:
    """``fit``'s measures (kept: a frame fits the same texts again): the glyph size, the
    text shown (cut or whole) and the whole text's width at that size."""
    while pixels > floor and font_em(pixels, bold).size(text)[0] > width:
        pixels -= 1
    shown = text
    full = font_em(pixels, bold).size(text)[0]
    if full > width:
        shown = _cut(text, font_em(pixels, bold), width)
    return pixels, shown, full


def is_cut(text: str, size: float, width: int, bold: bool = False, shrink: bool = True) -> bool:
    """True if ``fit`` (with ``shrink``) cuts ``text`` with an ellipsis in ``width`` pixels
    (a hover tip can then show it whole)."""
    pixels = _floor(size) if shrink else em(size)
    return font_em(pixels, bold).size(text)[0] > width


def wrap(
    text: str,
    size: float,
    width: int,
    colour: Colour = LIGHT,
    max_lines: int = 0,
    bold: bool = False,
    shrink: bool = True,
) -> list[pygame.Surface]:
    """Word-wrap ``text`` into rendered lines ``width`` pixels wide (at most ``max_lines``
    if given: the text shrinks a little to fit them, then the last line is cut; ``shrink``
    False: never smaller, cut at once, as ``fit``)."""
    pixels = em(size)
    floor = _floor(size) if shrink else pixels
    pixels, shown, widest, cut = _wrap_measures(text, pixels, floor, width, max_lines, bold)
    _note("wrap", text, pixels, widest, width, cut)
    return [_render(ln, pixels, colour, bold) for ln in shown]


@bounded("kit.text._wrap_measures", 1024)
def _wrap_measures(
    text: str, pixels: int, floor: int, width: int, max_lines: int, bold: bool
) -> tuple[int, tuple[str, ...], int, bool]:
    """``wrap``'s measures (kept: a frame wraps the same texts again): the glyph size, the
    lines shown, the widest line's width before any cut, and whether lines were cut."""
    lines = _wrapped(text, pixels, width, bold)
    while pixels > floor and not _fits(lines, pixels, width, max_lines, bold):
        pixels -= 1
        lines = _wrapped(text, pixels, width, bold)
    cut = not _fits(lines, pixels, width, max_lines, bold)
    widest = max(font_em(pixels, bold).size(ln)[0] for ln in lines)
    shown = _cut_lines(lines, font_em(pixels, bold), width, max_lines) if cut else lines
    return pixels, shown, widest, cut


def line_count(text: str, size: float, width: int, bold: bool = False) -> int:
    """How many lines ``wrap`` gives ``text`` at ``size`` in ``width`` pixels (with no limit
    on the lines, it never shrinks the text): the height of a box before drawing it."""
    return len(_wrapped(text, em(size), width, bold))


def blit_centered(surface: pygame.Surface, text: pygame.Surface, rect: pygame.Rect) -> None:
    """Blit a text surface centred in a rect."""
    surface.blit(text, text.get_rect(center=rect.center))


# -- what was drawn (for the tests) ---------------------------------------------------------


@dataclass(frozen=True)
class Drawn:
    """One text drawn: how (render/fit/wrap/button), its glyph size, its natural width, the
    width of its box (None: no box) and whether it had to be cut to fit."""

    kind: str
    text: str
    em: int
    width: int
    box: int | None
    cut: bool


_record: list[Drawn] | None = None


@contextmanager
def recording() -> Iterator[list[Drawn]]:
    """Collect every text drawn inside the ``with`` block."""
    global _record
    before, _record = _record, []
    try:
        yield _record
    finally:
        _record = before


def is_recording() -> bool:
    """True inside ``recording`` (kept pictures of panels are then drawn afresh, so that
    every text on screen is seen)."""
    return _record is not None


def note(kind: str, text: str, pixels: int, width: int, box: int | None, cut: bool) -> None:
    """Record a text drawn elsewhere (widgets), when recording."""
    _note(kind, text, pixels, width, box, cut)


def _note(kind: str, text: str, pixels: int, width: int, box: int | None, cut: bool) -> None:
    if _record is not None and text.strip():
        _record.append(Drawn(kind, text, pixels, width, box, cut))


def _floor(size: float, shrink: float = SHRINK) -> int:
    """The smallest glyph size a fitted text may shrink to: ``shrink`` of its 100 % size."""
    return max(6, min(em(size), round(size * EM * shrink)))


def _cut(text: str, f: pygame.font.Font, width: int) -> str:
    """The longest start of ``text`` that fits ``width`` with an ellipsis after it."""
    while text and f.size(text + ELLIPSIS)[0] > width:
        text = text[:-1]
    return text.rstrip() + ELLIPSIS


def _cut_lines(
    lines: tuple[str, ...], f: pygame.font.Font, width: int, max_lines: int
) -> tuple[str, ...]:
    """Lines cut to ``width`` and to ``max_lines`` (the last one ending in an ellipsis)."""
    out = [ln if f.size(ln)[0] <= width else _cut(ln, f, width) for ln in lines]
    if max_lines and len(out) > max_lines:
        out = [*out[: max_lines - 1], _cut(out[max_lines - 1] + " " + ELLIPSIS, f, width)]
    return tuple(out)


#: The spaces a line may break at: every white space but the no-break ones (U+00A0, U+2007,
#: U+202F), which bind what they join («20\u00a0ПО», a number and its unit).
BREAKS = re.compile(r"[^\S\u00a0\u2007\u202f]+")


def words_of(paragraph: str) -> list[str]:
    """The words a line may break between (``str.split`` would break at no-break spaces)."""
    return [w for w in BREAKS.split(paragraph) if w]


@bounded("kit.text._wrapped", 512)
def _wrapped(text: str, pixels: int, width: int, bold: bool) -> tuple[str, ...]:
    """Greedy word wrap (explicit newlines start a new line; never at a no-break space)."""
    f = font_em(pixels, bold)
    lines: list[str] = []
    for paragraph in text.split("\n"):
        line = ""
        for word in _pieces(words_of(paragraph), f, width):
            trial = f"{line} {word}".strip()
            if f.size(trial)[0] <= width or not line:
                line = trial
            else:
                lines.append(line)
                line = word
        lines.append(line)
    return tuple(lines)


def _pieces(words: list[str], f: pygame.font.Font, width: int) -> list[str]:
    """The words, any too wide for a line (a folder's path) broken into pieces that fit."""
    out: list[str] = []
    for word in words:
        while f.size(word)[0] > width and len(word) > 1:
            k = len(word) - 1
            while k > 1 and f.size(word[:k])[0] > width:
                k -= 1
            out.append(word[:k])
            word = word[k:]
        out.append(word)
    return out


def _fits(lines: tuple[str, ...], pixels: int, width: int, max_lines: int, bold: bool) -> bool:
    f = font_em(pixels, bold)
    too_many = bool(max_lines) and len(lines) > max_lines
    return not too_many and all(f.size(ln)[0] <= width for ln in lines)
