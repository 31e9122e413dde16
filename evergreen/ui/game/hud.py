"""The game scene's overlays: status bar, live preview, floating points, flying cards, banner.

Functions of the layout, the state and the running tweens; nothing here changes state.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable
from typing import NamedTuple

import pygame

from evergreen.i18n import _, ngettext
from evergreen.rules import (
    Command,
    GameState,
    Planet,
    Sun,
    Verb,
    largest_forest_spaces,
    light_score,
)
from evergreen.rules.commands import SPACE_VERBS
from evergreen.ui.art.player_tags import chip, chip_size
from evergreen.ui.game import corner
from evergreen.ui.game.kinds import Banner, PointsFloat
from evergreen.ui.kit import type_scale
from evergreen.ui.kit.anim import LINEAR, Animator, Moving, Tween
from evergreen.ui.kit.layout import Button, Layout
from evergreen.ui.kit.text import (
    ACCENT,
    INK,
    LIGHT,
    MUTED,
    PAPER,
    em,
    fit,
    font,
    line_count,
    render,
    words_of,
    wrap,
)
from evergreen.ui.words.hints import hint_labels
from evergreen.ui.words.names import Seated, Seating, card_name, source_name
from evergreen.ui.words.prompts import header, preview_title, prompt, watching_prompt

BAR = (62, 107, 72)
HINT = (80, 170, 230)
FOCUS = (40, 110, 200)
GUIDE = (236, 150, 20)
#: The guided game's note panel and its Leave button (design space; beside the solo panel).
GUIDE_PANEL = (908, 562, 352, 230)
GUIDE_LEAVE = (928, 738, 312, 40)
#: A refusal on the top bar: a warm pale tint, 5:1 on the bar's green (the salmon it was,
#: 3.9:1, read poorly; the reason is also said beside what was clicked: ``callout``).
ERROR = (255, 226, 204)


class Preview(NamedTuple):
    """What a planet would score if the season ended now (R9)."""

    light: int
    forest: frozenset[int]
    shaded: frozenset[int]

    @classmethod
    def of(cls, planet: Planet, sun: Sun) -> Preview:
        """Work the preview out for a planet and the sun's side."""
        light = light_score(planet, sun)
        return cls(light.total, frozenset(largest_forest_spaces(planet)), light.shaded)


def banner(anim: Animator, text: str, seconds: float, factor: float) -> None:
    """Show a large centred message for a moment ('Ada's turn', 'End of Spring')."""
    anim.add(Tween(Banner(text), seconds, easing=LINEAR), factor)


def draw_top(
    surface: pygame.Surface,
    lay: Layout,
    state: GameState,
    message: str,
    error: bool,
    demo: bool,
    seating: Seated,
    who: int | None = None,
    watching: bool = False,
    end: float = 0,
) -> pygame.Rect:
    """Season and round, then what is expected (or why a click was refused), after a chip
    of the colour of the player it is about (``who``; without a message, the one awaited).
    ``watching``: no person is to act (a bot's turn, the demo): what the one awaited is
    doing, not what to press. The bar spans the whole window, whatever its shape (it
    stopped short of the edges at 1920×1080). The status line ends at design x ``end``
    (0: before the game's Hint button); returns the rect its chip and words were drawn in."""
    bar = lay.top_bar
    pygame.draw.rect(surface, BAR, (0, 0, surface.get_width(), bar.bottom))
    expected = watching_prompt(state, seating) if watching or demo else prompt(state, seating)
    text = message or expected
    if demo:
        text = _("Demo: bots play on their own.") + " " + expected
    if not message or demo:
        who = state.awaiting
    colour, x = ERROR if error else LIGHT, lay.rect(STATUS_X, 0, 0, 0).x
    right = lay.rect(end or STATUS_X + STATUS_WIDTH, 0, 0, 0).x
    dot = chip_size(lay.px(20)) + lay.px(8) if who is not None and text else 0
    sizes = status_sizes(lay, text, right - x - dot)
    if sizes is None and status_sizes(lay, text, right - lay.rect(16, 0, 0, 0).x - dot):
        x = lay.rect(16, 0, 0, 0).x  # a long hint takes the season's room a moment
        sizes = status_sizes(lay, text, right - x - dot)
    else:
        head = fit(header(state), lay.px(type_scale.LABEL), lay.px(250), LIGHT, True)
        surface.blit(head, head.get_rect(midleft=lay.rect(16, 24, 0, 0).topleft))
    drawn = pygame.Rect(x, lay.top_bar.centery, 0, 0)
    if dot and who is not None:
        mark = chip(chip_size(lay.px(20)), Seating.of(seating).colour(who))
        drawn = surface.blit(mark, mark.get_rect(midleft=(x, lay.top_bar.centery)))
        x += dot
    width = right - x
    if sizes is None:  # a message longer still: two lines, shrunk and cut as they must
        lines = wrap(text, lay.px(type_scale.CAPTION), width, colour, max_lines=2)
    elif sizes[1] == 1:
        lines = [fit(text, sizes[0], width, colour)]
    else:  # a long prompt or hint: two smaller lines
        lines = wrap(text, sizes[0], width, colour, max_lines=2, shrink=False)
    y = lay.top_bar.centery - sum(img.get_height() for img in lines) // 2
    for img in lines:
        drawn = drawn.union(surface.blit(img, (x, y)))
        y += img.get_height()
    return drawn


def status_sizes(lay: Layout, text: str, width: int) -> tuple[float, int] | None:
    """The status line's size and lines in ``width``: one line at 20, or two at 18 or as
    much smaller as they need, down to the game's smallest text (at 130 % text in a
    1024×640 window a long hint shrank to 13 px); None if even that is too little."""
    if font(lay.px(type_scale.BODY)).size(text)[0] <= width:
        return float(lay.px(20)), 1
    size, floor = float(lay.px(18)), corner.smallest_em(lay)
    while line_count(text, size, width) > 2 or any(
        font(size).size(w)[0] > width for w in words_of(text)
    ):
        if em(size - 0.5) < floor:
            return None
        size -= 0.5
    return size, 2


#: Design x and width of the status line (from after the season and round to the Hint
#: button).
STATUS_X, STATUS_WIDTH = 274, 770


def draw_preview(
    surface: pygame.Surface, lay: Layout, seat: int, preview: Preview, seating: Seated
) -> None:
    """'If the season ended now' for the viewed planet, in the board's empty bottom-left
    corner (wrapped to its width, bottom-aligned)."""
    forest = len(preview.forest)
    title = preview_title(seating, seat)
    lines = [
        (title, MUTED, False),
        (
            _("light {light} + forest {forest} = {total}").format(
                light=preview.light, forest=forest, total=preview.light + forest
            ),
            INK,
            True,
        ),
    ]
    notes = []
    if preview.shaded:
        n = len(preview.shaded)
        notes.append(ngettext("{n} tree shaded (dark)", "{n} trees shaded (dark)", n).format(n=n))
    if preview.forest:
        notes.append(_("forest outlined"))
    if notes:
        lines.append(("; ".join(notes), INK, False))
    room = corner.room(lay)
    pad = lay.px(6)
    # where even the smallest text leaves no room for the name, the planet's label names it
    short = _("If the season ended now:")
    images = preview_lines(lay, lines, room.width - 2 * pad, room.height - 2 * pad, short)
    y = room.bottom - pad - sum(img.get_height() for img in images)
    plate = pygame.Rect(
        room.x, y - pad, max(img.get_width() for img in images) + 2 * pad, room.bottom - y + pad
    )
    pygame.draw.rect(surface, PAPER, plate, border_radius=lay.px(8))
    pygame.draw.rect(surface, PLATE_EDGE, plate, lay.px(1), border_radius=lay.px(8))
    for img in images:
        surface.blit(img, (room.x + pad, y))
        y += img.get_height()


def preview_lines(
    lay: Layout, lines: list[corner.Line], width: int, height: int, short: str = ""
) -> list[pygame.Surface]:
    """The preview's lines wrapped to ``width``, as large as ``height`` lets them be down
    to the game's smallest text; the notes (what the board's marks mean) left out if even
    then they do not fit (they covered the planet's spaces at 130 % and at 1024x640), then
    the title's long form for ``short`` (without the name) if that is still too tall."""

    def measure(shown: list[corner.Line]) -> Callable[[float], int]:
        return lambda k: corner.height_of(shown, lay.px(18) * k, width)

    k = corner.fitting(height, measure(lines), lay)
    if measure(lines)(k) > height and len(lines) > 2:
        lines = lines[:2]
        k = corner.fitting(height, measure(lines), lay)
    if measure(lines)(k) > height and short:
        lines = [(short, lines[0][1], lines[0][2]), *lines[1:2]]
        k = corner.fitting(height, measure(lines), lay)
    size = lay.px(18) * k
    return [
        img for words, colour, bold in lines for img in wrap(words, size, width, colour, 0, bold)
    ]


#: The edge of the paper plate the preview stands on (over the planet's rim).
PLATE_EDGE = (200, 194, 172)


def draw_floaters(surface: pygame.Surface, lay: Layout, anim: Moving) -> None:
    """'+3 light' rising from a player's panel, on a dark plate so it reads over the small
    planet; labels of one panel shown at once stack instead of overlapping."""
    for img, box in floater_boxes(lay, anim):
        pygame.draw.rect(surface, BAR, plate_of(lay, box), border_radius=lay.px(6))
        surface.blit(img, img.get_rect(center=box.center))


def plate_of(lay: Layout, box: pygame.Rect) -> pygame.Rect:
    """The dark plate under a floating label's ``box``."""
    return box.inflate(lay.px(10), lay.px(4))


def floater_plates(lay: Layout, anim: Moving) -> list[pygame.Rect]:
    """Where the floating points' plates stand now (what they cover)."""
    return [plate_of(lay, box) for _img, box in floater_boxes(lay, anim)]


def floater_boxes(lay: Layout, anim: Moving) -> list[tuple[pygame.Surface, pygame.Rect]]:
    """The floating points shown now: each label and where it stands. A panel's labels
    rise from the same spot; one that would cover the label below it (the newer) is
    pushed above it, so no two cover each other."""
    below: dict[int, int] = {}  # per seat: the top of the label placed last
    out = []
    shown = [t for t in anim.each(PointsFloat) if t.value > 0]
    for t in sorted(shown, key=lambda t: (t.what.seat, t.elapsed - t.delay)):  # newest first
        seat, value, source = t.what.seat, t.what.value, t.what.source
        rect = lay.player_rect(seat)
        text = _("+{points} {source}").format(points=value, source=source_name(source))
        img = fit(text, lay.px(type_scale.LABEL), rect.width - lay.px(12), LIGHT, True)
        box = img.get_rect(centerx=rect.centerx)
        box.bottom = round(rect.y + lay.px(160) - t.value * lay.px(50))
        if seat in below:
            box.bottom = min(box.bottom, below[seat] - lay.px(8))
        below[seat] = box.top
        out.append((img, box))
    return out


def draw_banner(surface: pygame.Surface, lay: Layout, anim: Moving) -> None:
    """The centred banner, while its tween runs."""
    t = anim.get(Banner)
    if not t:
        return
    img = fit(t.what.text, lay.px(type_scale.DISPLAY), lay.grid.width, LIGHT, True)
    box = img.get_rect(center=lay.grid.center).inflate(lay.px(48), lay.px(24))
    pygame.draw.rect(surface, BAR, box, border_radius=lay.px(12))
    pygame.draw.rect(surface, ACCENT, box, lay.px(3), border_radius=lay.px(12))
    surface.blit(img, img.get_rect(center=box.center))


_BUTTON_OF = {Verb.POWER: "power", Verb.STOP: "stop", Verb.END: "end"}


def draw_hint(
    surface: pygame.Surface,
    lay: Layout,
    state: GameState,
    plan: list[Command],
    seat: int,
    buttons: bool = True,
) -> None:
    """The hard bot's suggestion on the board: the card to take, or the spaces of the turn
    numbered in order and the first button to press framed (``buttons``: where the table
    has its action bar; the replay viewer's controls stand there instead)."""

    for cmd in plan:
        if cmd.verb is Verb.TAKE and cmd.card in state.market:
            rect = lay.card_rect(state.market.index(cmd.card), len(state.market))
            draw_ring(surface, lay, rect, HINT, False)
    if state.awaiting == seat:
        draw_order(surface, lay, plan)
        for space, label in hint_labels(plan).items():
            rect = lay.space_rect(space)
            img = render(label, lay.px(type_scale.CAPTION), INK, True)
            pill = img.get_rect().inflate(lay.px(10), lay.px(4))
            pill.width = max(pill.width, lay.px(26))
            pill.height = lay.px(26)
            pill.topright = (rect.right - lay.px(3), rect.top + lay.px(3))
            pygame.draw.rect(surface, HINT, pill, border_radius=pill.height // 2)
            surface.blit(img, img.get_rect(center=pill.center))
    first = next((c for c in plan if c.verb is not Verb.TAKE), None)
    name = None if first is None else _BUTTON_OF.get(first.verb)
    button = None if name is None else Button(name)
    if first is not None and first.verb is Verb.ACTION:
        button = Button(first.action.name)
    if button is not None and buttons:
        draw_ring(surface, lay, lay.button_rect(button), HINT, True)


def draw_order(surface: pygame.Surface, lay: Layout, plan: list[Command]) -> None:
    """The hint's order on the board: a dotted path from each numbered space to the next,
    under their numbers."""

    centres: list[tuple[int, int]] = []
    for cmd in plan:
        if cmd.verb in SPACE_VERBS:
            centre = lay.space_rect(cmd.space).center
            if not centres or centres[-1] != centre:
                centres.append(centre)
    dot, gap = lay.px(3), lay.px(10)
    for (x0, y0), (x1, y1) in itertools.pairwise(centres):
        length = max(1.0, ((x1 - x0) ** 2 + (y1 - y0) ** 2) ** 0.5)
        for k in range(1, int(length // gap)):
            t = k * gap / length
            pygame.draw.circle(
                surface, HINT, (round(x0 + (x1 - x0) * t), round(y0 + (y1 - y0) * t)), dot
            )


def describe(cmd: Command, number: int = 0) -> str:
    """'take Snow / Bush', 'action B', 'grow at 2', 'power', 'stop', 'end the turn'."""
    if cmd.verb is Verb.TAKE:
        return _("take {card}").format(card=card_name(cmd.card))
    if cmd.verb is Verb.ACTION:
        return _("action {action}").format(action=cmd.action.name)
    words = {
        Verb.PLANT: _("plant at {n}"),
        Verb.GROW: _("grow at {n}"),
        Verb.BUSH: _("place a Bush at {n}"),
        Verb.LAKE: _("place a Lake at {n}"),
        Verb.POWER: _("use the power"),
        Verb.STOP: _("stop"),
        Verb.END: _("end the turn"),
    }
    return words[cmd.verb].format(n=number)


def command_rect(lay: Layout, state: GameState, cmd: Command) -> pygame.Rect | None:
    """Where a command is given with the mouse: its card, its space or its button."""

    if cmd.verb is Verb.TAKE and cmd.card in state.market:
        return lay.card_rect(state.market.index(cmd.card), len(state.market))
    if cmd.verb in SPACE_VERBS:
        return lay.space_rect(cmd.space)
    if cmd.verb is Verb.ACTION:
        return lay.button_rect(Button(cmd.action.name))
    name = _BUTTON_OF.get(cmd.verb)
    return None if name is None else lay.button_rect(Button(name))


def draw_focus(surface: pygame.Surface, lay: Layout, state: GameState, cmd: Command) -> None:
    """The keyboard's ring around the choice Enter would make."""
    rect = command_rect(lay, state, cmd)
    if rect is not None:
        draw_ring(surface, lay, rect, FOCUS, _on_button(cmd))


def _on_button(cmd: Command) -> bool:
    """True if a command is given with one of the action bar's buttons."""
    return cmd.verb is Verb.ACTION or cmd.verb in _BUTTON_OF


#: How far a ring stands out around a button of the action bar, and its width: inside the
#: bar's gaps (4 design pixels), so it never covers a neighbour's face.
BUTTON_RING = (2, 3)


def draw_ring(
    surface: pygame.Surface,
    lay: Layout,
    rect: pygame.Rect,
    colour: tuple[int, int, int],
    on_button: bool,
    grow: int = 0,
) -> None:
    """A ring around what to click: well outside a card or a space (``grow`` more design
    pixels each side, the guide's pulse), snug around an action bar button (its
    neighbours are 4 design pixels away; the pulse then thickens it inwards)."""
    if on_button:
        out, width = BUTTON_RING
        ring = rect.inflate(2 * lay.px(out), 2 * lay.px(out))
        pygame.draw.rect(surface, colour, ring, lay.px(width + grow // 2), lay.px(8))
    else:
        ring = rect.inflate(lay.px(10 + 2 * grow), lay.px(10 + 2 * grow))
        pygame.draw.rect(surface, colour, ring, lay.px(4), lay.px(10))


def focus_text(cmd: Command) -> str:
    """The status line while the keyboard is on a choice."""
    words = {
        Verb.PLANT: _("plant a Sprout on the ringed space"),
        Verb.GROW: _("grow the ringed space"),
        Verb.BUSH: _("place a Bush on the ringed space"),
        Verb.LAKE: _("place a Lake on the ringed space"),
    }
    what = words.get(cmd.verb) or describe(cmd)
    return _("Enter: {what}. Tab: the next choice.").format(what=what)


#: Seconds each of the guide ring's two sizes shows (its pulse).
GUIDE_PULSE = 0.35


def draw_guide_ring(
    surface: pygame.Surface, lay: Layout, state: GameState, cmd: Command, pulse_on: bool = True
) -> None:
    """The guided game: a ring on what to click, pulsing unless motion is reduced."""
    rect = command_rect(lay, state, cmd)
    if rect is not None:
        pulse = int(pygame.time.get_ticks() / 1000 / GUIDE_PULSE) % 2 if pulse_on else 0
        draw_ring(surface, lay, rect, GUIDE, _on_button(cmd), 1 + 2 * pulse)


def draw_guide_note(surface: pygame.Surface, lay: Layout, note: str) -> None:
    """The guided game's note: why the ringed move (over the Leave button)."""
    box = lay.rect(*GUIDE_PANEL)
    pygame.draw.rect(surface, (255, 248, 230), box, border_radius=lay.px(10))
    pygame.draw.rect(surface, GUIDE, box, lay.px(3), border_radius=lay.px(10))
    x, y = box.x + lay.px(14), box.y + lay.px(10)
    text = note or _("Follow the ring, or play your own move: the guide follows you.")
    width = box.width - lay.px(28)
    room = lay.rect(*GUIDE_LEAVE).top - lay.px(4) - y
    note_set = guide_note_set(lay, text, width, room)
    if note_set.headed:
        head = fit(_("Guide"), lay.px(type_scale.LABEL), width, INK, True)
        surface.blit(head, (x, y))
        y += head.get_height() + lay.px(4)
    for img in wrap(text, note_set.size, width, INK, max_lines=0 if note_set.fits else 5):
        surface.blit(img, (x, y))
        y += note_set.pitch or img.get_height()


class NoteSet(NamedTuple):
    """How the guide's note is set: its size, whether the heading ('Guide') stands over
    it, whether it fits (if not, it is drawn as before: five lines, shrunk and cut) and
    the pitch of its lines (0: the font's own)."""

    size: float
    headed: bool
    fits: bool
    pitch: int = 0


def guide_note_set(lay: Layout, note: str, width: int, height: int) -> NoteSet:
    """The note at 18 under its heading, or as large as it fits the ``height`` over the
    Leave button down to the game's smallest text, without the heading if need be (the
    panel's ring says what it is), its lines set closer (1.25 em apart, not the font's
    1.36) if even that is too tall: at 130 % text in a 1024×640 window a long Russian
    note shrank to 11 px."""
    head = font(lay.px(type_scale.LABEL), True).get_height() + lay.px(4)
    floor = corner.smallest_em(lay)
    for headed, close in ((True, False), (False, False), (False, True)):
        size = float(lay.px(18))
        room = height - (head if headed else 0)
        while True:
            pitch = -(-em(size) * 5 // 4) if close else font(size).get_height()
            if line_count(note, size, width) * pitch <= room:
                return NoteSet(size, headed, True, pitch if close else 0)
            if em(size - 0.5) < floor:
                break
            size -= 0.5
    return NoteSet(float(lay.px(18)), True, False)
