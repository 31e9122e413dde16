"""Legal targets read on every biome and leave the tile's colour alone (the faint yellow
tint was nearly invisible on Wheat and turned Swamp olive and Flowers salmon)."""

from __future__ import annotations

import pygame

from evergreen.rules import PLANET_BIOMES, Planet, Sun
from evergreen.ui import art
from evergreen.ui.layout import Layout
from evergreen.ui.views import TARGET_DARK, TARGET_LIGHT, draw_planet
from tests.ui.test_contrast import ratio

UI_CONTRAST = 3.0  # WCAG 2.1 1.4.11: graphical objects that must be seen


def test_one_of_the_rings_stands_out_on_every_biome() -> None:
    for biome in PLANET_BIOMES:
        colour = pygame.Color(*art.BIOME_COLOURS[biome])
        best = max(
            ratio(pygame.Color(*TARGET_DARK), colour), ratio(pygame.Color(*TARGET_LIGHT), colour)
        )
        assert best >= UI_CONTRAST, biome.label


def test_a_target_is_ringed_not_tinted() -> None:
    pygame.display.init()
    lay = Layout(1280, 800, players=2)
    planet = Planet.empty()
    lay_spaces = planet.layout
    one_per_biome = {
        lay_spaces.biome_of(i): i for i in lay_spaces.plantable if lay_spaces.biome_of(i)
    }
    plain = pygame.Surface((1280, 800))
    marked = pygame.Surface((1280, 800))
    draw_planet(plain, lay, planet, Sun.TOP)
    draw_planet(marked, lay, planet, Sun.TOP, targets=frozenset(one_per_biome.values()))
    for biome, space in one_per_biome.items():
        rect = lay.space_rect(space)
        centre = rect.center
        assert marked.get_at(centre) == plain.get_at(centre), f"{biome}: the tile is tinted"
        edge = (rect.x + lay.px(2), rect.centery)
        ring = marked.get_at(edge)
        assert ring[:3] in (TARGET_DARK, TARGET_LIGHT), f"{biome}: no ring at the edge"
