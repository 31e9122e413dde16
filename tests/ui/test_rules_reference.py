"""The rules reference: every section has its figure, search finds sections by words, and
the light figure's worked lines score what R9.2 says."""

from __future__ import annotations

import pygame
import pytest

from evergreen.rules import Planet, Sun, light_score
from evergreen.ui.art import rules_figures
from evergreen.ui.words.rules_text import SECTIONS, WORKED_LINES, Figure, sections

R9_2_TOTALS = {"t T t t T": 5, "t t b t": 2, "T T t t": 2, "t . t T T": 4, "t ~ t t t": 2}


@pytest.mark.parametrize("line", WORKED_LINES)
def test_light_figure_lines_score_as_the_rules_say(line: str) -> None:
    planet = Planet.empty()
    for k, ch in enumerate(line.split()):
        planet = planet.put(rules_figures.LINE_ROW * 7 + k, int(rules_figures.PIECE_OF[ch]))
    assert light_score(planet, Sun.LEFT).total == R9_2_TOTALS[line]


def test_every_figure_has_a_drawing_that_draws_something() -> None:
    pygame.display.init()
    pygame.font.init()
    pygame.display.set_mode((10, 10))
    used = {s.figure for s in SECTIONS} - {Figure.NONE}
    assert used == set(Figure) - {Figure.NONE}
    for figure in used:
        surface = pygame.Surface((600, 320))
        surface.fill((0, 0, 0))
        rules_figures.draw_figure(surface, pygame.Rect(10, 10, 580, 300), figure, 3.0)
        colours = {surface.get_at((x, y))[:3] for x in range(0, 600, 7) for y in range(0, 320, 7)}
        assert len(colours) > 5, f"{figure} drew (almost) nothing"


def test_search_finds_sections_by_their_words() -> None:
    assert [s.title for s in sections("shadow")] == ["Pieces", "Light and shadow"]
    assert [s.title for s in sections("automa rank")] == ["Solo: the automa"]
    assert sections("") == [s.translated() for s in SECTIONS]
    assert sections("no such words here") == []
