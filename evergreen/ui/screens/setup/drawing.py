"""The New game screen's paper and words: the panels on the desk, the seats' rows, the deal's
labels and little planet, the challenge code and its status (the widgets draw themselves)."""

from __future__ import annotations

from itertools import pairwise

import pygame

from evergreen.i18n import _
from evergreen.rules import Sun
from evergreen.rules.data_files import game_data
from evergreen.seats import SeatKind
from evergreen.session.challenge import MAX_SEED
from evergreen.ui.art import menu_art
from evergreen.ui.art.player_tags import chip
from evergreen.ui.kit import type_scale
from evergreen.ui.kit.layout import Layout
from evergreen.ui.kit.text import ACCENT_INK, ERROR, INK, MUTED, fit, font, is_cut, words_of, wrap
from evergreen.ui.screens.setup.choices import SetupChoices
from evergreen.ui.screens.setup.plan import (
    ABOUT_COL,
    CHIP_X,
    CODE_COL,
    CODE_W,
    COLOUR_COL,
    FREE_SEAT,
    KIND_COL,
    NAME_COL,
    OPTION_H,
    OPTION_LABEL,
    OPTION_ROWS,
    PLANET,
    ROW_H,
    ROW_PITCH,
    ROW_TOP,
    SEATS_PANEL,
    SOLO_ABOUT_COL,
    SOLO_KIND_W,
    STATUS,
)
from evergreen.ui.words.names import kind_about, rank_name, seat_kind_name


def heading(surface: pygame.Surface, lay: Layout, text: str, x: float, y: float, w: float) -> None:
    """A panel's heading, left-aligned at design (x, y) (its top)."""
    img = fit(text, lay.px(type_scale.HEADING), lay.px(w), INK, bold=True)
    surface.blit(img, lay.rect(x, y, 0, 0).topleft)


def label(
    surface: pygame.Surface,
    lay: Layout,
    text: str,
    x: float,
    y: float,
    w: float,
    h: float = 0,
) -> None:
    """A muted bold label left-aligned in a design column (two lines at most), centred
    on a row of height ``h`` (0: its top at ``y``)."""
    lines = wrap(text, lay.px(type_scale.CAPTION), lay.px(w), MUTED, max_lines=2, bold=True)
    r = lay.rect(x, y, w, h)
    top = r.centery - sum(line.get_height() for line in lines) // 2 if h else r.y
    for line in lines:
        surface.blit(line, (r.x, top))
        top += line.get_height()


def draw_seats(surface: pygame.Surface, lay: Layout, c: SetupChoices) -> None:
    """The seats' headings and rows: each seat's chip and what its kind means (the solo
    seats fixed, the free ones faint)."""
    heads_y = 190
    heading(surface, lay, _("Players"), CHIP_X, heads_y - 6, NAME_COL[0] + NAME_COL[1] - CHIP_X)
    label(surface, lay, _("Colour"), COLOUR_COL[0], heads_y + 4, COLOUR_COL[1])
    label(surface, lay, _("Played by"), KIND_COL[0], heads_y + 4, KIND_COL[1])
    seating = c.seating()
    for seat in range(c.seats()):
        y = ROW_TOP + seat * ROW_PITCH
        row = lay.rect(CHIP_X, y, 24, ROW_H)
        dot = lay.px(22)
        surface.blit(chip(dot, seating.colour(seat)), (row.x, row.centery - dot // 2))
        said = (KIND_COL[0], SOLO_KIND_W)
        if seat < c.players:
            kind = SeatKind.HUMAN if c.solo else c.kinds[seat]
            about = _("You play against the automa") if c.solo else kind_about(kind)
            if c.solo:
                fixed(surface, lay, seat_kind_name(SeatKind.HUMAN), said, y)
        else:  # the solo automa: a fixed row
            fixed(surface, lay, seating.name(seat), (NAME_COL[0] + 10, NAME_COL[1] - 10), y)
            fixed(surface, lay, seat_kind_name(SeatKind.AUTOMA), said, y)
            about = _("Takes cards by fixed rules; no planet, no score")
        about_x, about_w = SOLO_ABOUT_COL if c.solo else ABOUT_COL
        lines(surface, lay, about, about_x, y, about_w, ROW_H, MUTED)
    if c.solo:
        draw_solo(surface, lay)
        return
    right = ABOUT_COL[0] + ABOUT_COL[1]
    for seat in range(c.players, len(c.kinds)):  # the free seats, faintly
        y = ROW_TOP + seat * ROW_PITCH
        box = lay.rect(CHIP_X, y, right - CHIP_X, ROW_H)
        pygame.draw.rect(surface, FREE_SEAT, box, lay.px(2), lay.px(10))
        img = fit(_("Free seat"), lay.px(type_scale.CAPTION), box.width, MUTED)
        surface.blit(img, img.get_rect(center=box.center))


def draw_solo(surface: pygame.Surface, lay: Layout) -> None:
    """Under the solo seats: what the automa does (R11.2), and the ranks (R11.3)."""
    x, y = CHIP_X, ROW_TOP + 2 * ROW_PITCH + 8
    w = SEATS_PANEL[0] + SEATS_PANEL[2] - 24 - CHIP_X
    rule = lay.rect(x, y - 8, w, 0)
    pygame.draw.line(surface, (214, 208, 190), rule.topleft, rule.topright, lay.px(2))
    automa = _(
        "Each round the automa takes a card by fixed rules: a Wild card, else the one "
        "with the most flowers, else an aridity card of the least fertile biome."
    )
    lines(surface, lay, automa, x, y, w, 50, INK)
    ranks = game_data().ranks
    steps = [
        _("{rank} {low}–{high}").format(rank=rank_name(r.name), low=r.min_vp, high=n.min_vp - 1)
        for r, n in pairwise(ranks)
    ]
    last = ranks[-1]
    steps.append(_("{rank} {low}+").format(rank=rank_name(last.name), low=last.min_vp))
    text = _("Your final score gives your rank: {ranks}.").format(ranks=" · ".join(steps))
    lines(surface, lay, text, x, y + 54, w, 50, MUTED)


def fixed(
    surface: pygame.Surface, lay: Layout, text: str, column: tuple[float, float], y: float
) -> None:
    """A choice that is not one (the solo seats): its text where its control would be."""
    img = fit(text, lay.px(type_scale.BODY), lay.px(column[1]), INK, bold=True)
    surface.blit(img, img.get_rect(midleft=lay.rect(column[0], y, 0, ROW_H).midleft))


def draw_options(
    surface: pygame.Surface, lay: Layout, c: SetupChoices, status: tuple[str, bool]
) -> None:
    """The deal's labels and its planet, the challenge code, and the code's status line."""
    heading(surface, lay, _("The deal"), OPTION_LABEL[0], 472, 600)
    label_x, label_w = OPTION_LABEL
    for text, y in zip(
        (_("Sun starts"), _("Bushes and Lakes"), _("Seed")), OPTION_ROWS, strict=True
    ):
        label(surface, lay, text, label_x, y, label_w, OPTION_H)
    px, py, radius = PLANET
    draw_planet(surface, lay.rect(px, py, 0, 0).topleft, lay.px(radius), c.sun)
    cx, cw = CODE_COL
    heading(surface, lay, _("Challenge code"), cx, 472, cw)
    deal = c.challenge()
    code = deal.code if deal is not None else "—"
    note = (
        _("Share it: the same deal for anyone.")
        if deal is not None
        else _("A code carries seeds up to {most}.").format(most=MAX_SEED)
        if c.seed
        else _("A new seed is dealt at the start.")
    )
    draw_code(surface, lay, code, note)
    text, error = status
    if not text:
        text = _("Or paste a friend's code and apply it: the seats stay as they are.")
    lines(surface, lay, text, *STATUS, ERROR if error else MUTED)


def draw_code(surface: pygame.Surface, lay: Layout, code: str, note: str) -> None:
    """The challenge code, and beside it what it is for in two rows: ``CODE_W`` into the
    column, or where that leaves the note too little room at its size (130 % text in a small
    window), right after the code, the code a little smaller if the note needs it (but
    never cut: a code must be read whole)."""
    cx, cw = CODE_COL
    row = lay.rect(cx, 506, cw, 50)
    gap, size, most = lay.px(12), lay.px(18), lay.px(CODE_W)
    need = two_rows_width(note, size)
    closer = row.width - most - gap < need
    room = max(1, min(most, row.width - need - gap)) if closer else most
    if is_cut(code, lay.px(type_scale.HEADING), room, bold=True):
        room = most
    img = fit(code, lay.px(type_scale.HEADING), room, ACCENT_INK, bold=True)
    at = surface.blit(img, img.get_rect(midleft=row.midleft))
    left = at.right + gap if closer else row.x + most + gap
    wrapped = wrap(note, size, max(1, row.right - left), MUTED, max_lines=2)
    top = row.centery - sum(line.get_height() for line in wrapped) // 2
    for line in wrapped:
        surface.blit(line, (left, top))
        top += line.get_height()


def two_rows_width(text: str, size: float) -> int:
    """The narrowest width (pixels) ``text`` wraps into two rows at ``size`` (at a break
    between its words: the wider row of the best split)."""
    f = font(size)
    parts = words_of(text)
    if len(parts) < 2:
        return f.size(text)[0]
    return min(
        max(f.size(" ".join(parts[:k]))[0], f.size(" ".join(parts[k:]))[0])
        for k in range(1, len(parts))
    )


def lines(
    surface: pygame.Surface,
    lay: Layout,
    text: str,
    x: float,
    y: float,
    w: float,
    h: float,
    colour: tuple[int, int, int],
) -> None:
    """Muted text wrapped in two lines at most, centred on a design box's height."""
    lines = wrap(text, lay.px(type_scale.CAPTION), lay.px(w), colour, max_lines=2)
    box = lay.rect(x, y, w, h)
    top = box.centery - sum(line.get_height() for line in lines) // 2
    for line in lines:
        surface.blit(line, (box.x, top))
        top += line.get_height()


def draw_planet(surface: pygame.Surface, centre: tuple[int, int], radius: int, sun: Sun) -> None:
    """The planet the game is dealt on, lit from the sun's starting side, the sun there: the
    game's own planet (disc, tiles, light), small."""
    img = menu_art.deal_planet(radius, sun)
    surface.blit(img, img.get_rect(center=centre))
