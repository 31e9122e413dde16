"""The solo ladder of ranks on the results screen (R11.3): every rank's step, the
player's score climbing it, the rank reached."""

from __future__ import annotations

import pygame

from evergreen.i18n import _
from evergreen.rules.data_files import game_data
from evergreen.ui.kit import type_scale
from evergreen.ui.kit.layout import Layout
from evergreen.ui.kit.text import ACCENT_INK, INK, MUTED, fit, render
from evergreen.ui.screens.results.cards import GOLD
from evergreen.ui.words.colours import RIM, Colour
from evergreen.ui.words.names import rank_name, vp


# -- the solo ladder --------------------------------------------------------------------------
def rank_range(k: int) -> str:
    """The VP of the ``k``-th rank: '151–160 VP', '201+ VP' (R11.3)."""
    ranks = game_data().ranks
    low = ranks[k].min_vp
    if k + 1 < len(ranks):
        return _("{low}–{high} VP").format(low=low, high=ranks[k + 1].min_vp - 1)
    return _("{low}+ VP").format(low=low)


def reached(points: int) -> int:
    """The index of the rank ``points`` reach."""
    ranks = game_data().ranks
    return max(k for k, r in enumerate(ranks) if points >= r.min_vp)


def draw_ladder(
    surface: pygame.Surface,
    lay: Layout,
    rect: pygame.Rect,
    points: int,
    colour: Colour,
    grown: float = 1.0,
) -> list[tuple[pygame.Rect, int]]:
    """The nine solo ranks as a ladder, Broccoli at the foot: each a step with its name and
    range, the one reached a gold badge; beside them a track filled in the player's colour
    up to their score (``grown``: how far it has climbed, 0-1). Returns each step's rect."""
    ranks = game_data().ranks
    n = len(ranks)
    mine = reached(points)
    track_w = lay.px(14)
    score_w = lay.px(96)
    steps = pygame.Rect(rect.x + track_w + score_w + lay.px(14), rect.y, 0, rect.height)
    steps.width = rect.right - steps.x
    step_h = rect.height // n
    out = []
    for k in range(n):
        box = pygame.Rect(steps.x, rect.bottom - (k + 1) * step_h, steps.width, step_h - lay.px(4))
        got = k == mine
        below = k < mine
        fill = GOLD if got else ((236, 231, 214) if below else (246, 243, 233))
        pygame.draw.rect(surface, fill, box, border_radius=lay.px(8))
        edge = RIM if got else (200, 194, 172)
        pygame.draw.rect(surface, edge, box, lay.px(2 if got else 1), border_radius=lay.px(8))
        ink = INK if got or below else MUTED
        span = render(rank_range(k), lay.px(type_scale.CAPTION), ink)
        name = fit(
            rank_name(ranks[k].name),
            lay.px(type_scale.BODY),
            box.width - span.get_width() - lay.px(30),
            ink,
            got,
        )
        surface.blit(name, name.get_rect(midleft=(box.x + lay.px(12), box.centery)))
        surface.blit(span, span.get_rect(midright=(box.right - lay.px(12), box.centery)))
        out.append((box, k))
    # the track: its height stands for the VP, rank by rank (each step an equal height)
    track = pygame.Rect(rect.x + score_w + lay.px(6), rect.y, track_w, rect.height - lay.px(4))
    pygame.draw.rect(surface, (214, 208, 190), track, border_radius=track_w // 2)
    y = score_height(points, rect, step_h)
    y = round(rect.bottom - (rect.bottom - y) * max(0.0, min(1.0, grown)))
    done = pygame.Rect(track.x, y, track.width, track.bottom - y)
    pygame.draw.rect(surface, colour, done, border_radius=track_w // 2)
    pygame.draw.rect(surface, RIM, track, max(1, lay.px(1)), border_radius=track_w // 2)
    dot = (track.centerx, y)
    pygame.draw.circle(surface, RIM, dot, lay.px(10))
    pygame.draw.circle(surface, colour, dot, lay.px(7))
    label = render(vp(points), lay.px(type_scale.LABEL), ACCENT_INK, True)
    surface.blit(label, label.get_rect(midright=(track.x - lay.px(8), dot[1])))
    return out


def score_height(points: int, rect: pygame.Rect, step_h: int) -> int:
    """Where ``points`` stand on the ladder's track (y in pixels): within the step of their
    rank, as far up as they are into its range."""
    ranks = game_data().ranks
    k = reached(points)
    low = ranks[k].min_vp
    high = ranks[k + 1].min_vp if k + 1 < len(ranks) else low + 20
    into = min(1.0, (points - low) / max(1, high - low))
    return round(rect.bottom - (k + into) * step_h - step_h * 0.1)
