"""Legal targets read on every biome and leave the tile's colour alone (the faint yellow
tint was nearly invisible on Wheat and turned Swamp olive and Flowers salmon)."""

from __future__ import annotations

import pygame

from evergreen.rules import PLANET_BIOMES, Planet, Sun
from evergreen.ui.art import sprites
from evergreen.ui.art.board import TARGET_DARK, TARGET_LIGHT, draw_planet
from evergreen.ui.kit.layout import Layout
from tests.ui.test_contrast import ratio

UI_CONTRAST = 3.0  # WCAG 2.1 1.4.11: graphical objects that must be seen


def test_one_of_the_rings_stands_out_on_every_biome() -> None:
    for biome in PLANET_BIOMES:
        colour = pygame.Color(*sprites.BIOME_COLOURS[biome])
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


def test_new_targets_pulse_a_few_times_then_rest() -> None:
    """Targets that appear breathe for a few seconds (frames asked for), then hold still so
    a game waiting for the player asks no frame for them (the planet's ambient motion asks
    its own: tests/ui/test_ambient.py); with Reduce motion they never pulse."""
    from evergreen.rules.commands import SPACE_VERBS
    from evergreen.session.match import Match
    from evergreen.ui.game import aids
    from evergreen.ui.kit.speed import Speed
    from tests.ui.driver import make_app

    app = make_app(speed=Speed.NORMAL)
    match = Match.start(1, 3)
    while not any(c.verb in SPACE_VERBS for c in match.legal()):
        match.play(match.legal()[0])
    scene = app.open_game(match)
    assert scene is not None
    app.scenes.reset(scene)
    app.step(1 / 60)
    assert scene.targets(), "the player has spaces to act on"
    assert scene.table().pulse is not None and scene.steps_in() == aids.PULSE_STEP
    resting = aids.PULSES * aids.PULSE_PERIOD
    for _ in range(int(resting * 60) + 2):
        scene.update(1 / 60)
    assert scene.table().pulse is None and scene.steps_in() is None
    app.reduce_motion = True
    scene.aids.pulse_age = 0.0
    assert scene.table().pulse is None


def test_the_pulse_brightens_the_ring_only() -> None:
    """At its brightest the pulse lightens the band inside the ring; the tile's centre and
    the ring's dark stroke are unchanged."""
    from evergreen.ui.art.board import GLOW_LEVELS, target_glow, target_ring

    ring = target_ring(84, 1, False)
    glow = target_glow(84, 1, GLOW_LEVELS)
    assert glow.get_at((42, 42)).a == 0
    assert glow.get_at((2, 42)).a == 0  # over the dark stroke: nothing
    assert glow.get_at((8, 42)).a > 150
    assert ring.get_at((2, 42))[:3] == TARGET_DARK
