"""The status line and hover tips say what is expected, by whom, and what things are."""

from __future__ import annotations

import pytest

from evergreen.rules import (
    Biome,
    Phase,
    Power,
    Sun,
    Why,
    apply,
    legal_commands,
    new_game,
    why_illegal,
)
from evergreen.ui.game.hud import Preview
from evergreen.ui.kit.layout import Hit
from evergreen.ui.words.prompts import header, prompt
from evergreen.ui.words.tips import market_tip, space_tip
from tests.rules.helpers import draft_all, set_planet


def test_prompt_names_the_awaited_seat_and_the_step() -> None:
    state = new_game(2, seed=3)
    seat = state.awaiting
    assert seat is not None
    assert prompt(state, state) == f"Player {seat + 1}: take a card from the market."
    assert header(state) == "Spring · round 1 of 5"
    state = draft_all(state)
    assert state.phase is Phase.ACTIONS
    assert prompt(state, state).startswith(f"Player {state.awaiting + 1}: choose an action A-D")  # type: ignore[operator]


def test_every_section_explains_what_is_under_the_mouse() -> None:
    """Each section of the game screen hit-tests its own region and words its own tip."""
    from evergreen.session.match import Match
    from evergreen.ui.game.scene import GameScene
    from tests.ui.driver import make_app

    app = make_app()
    scene = app.open_game(Match.start(2, 3))
    assert isinstance(scene, GameScene)
    app.scenes.reset(scene)
    state, lay = scene.match.state, scene.layout
    ravine = next(i for i in range(49) if state.players[0].planet.layout.is_ravine(i))
    spots = {
        (Hit.CARD, 0): lay.card_rect(0, len(state.market)).center,
        (Hit.PLAYER, 1): lay.player_rect(1).center,
        (Hit.STACK, int(Biome.SNOW)): lay.stack_rect(int(Biome.SNOW)).center,
        (Hit.TRACK, int(Power.LAKE)): lay.track_box(int(Power.LAKE), 2).center,
        (Hit.SPACE, ravine): lay.space_rect(ravine).center,
    }
    tips = {}
    for target, pos in spots.items():
        assert scene.hit(pos) == target
        scene.look.mouse, scene.look.hover = pos, target
        tips[target[0]] = scene.frame.hover_text(scene.table())
    assert "act in" in tips[Hit.CARD]
    assert tips[Hit.PLAYER].startswith("Player 2: ")
    assert "fertility" in tips[Hit.STACK]
    assert tips[Hit.TRACK].startswith("Lake level 0")
    assert tips[Hit.SPACE].startswith("Ravine")
    assert market_tip(state, 99) == ""  # a slot no longer there


def test_space_tip_says_what_a_click_would_do() -> None:
    state = draft_all(new_game(2, seed=3))
    seat = state.awaiting
    assert seat is not None
    action = next(c for c in legal_commands(state) if c.verb.value == "action")
    state = apply(state, action)
    target = next(c for c in legal_commands(state) if c.verb.value in ("plant", "grow"))
    assert f"Click to {target.verb.value} here." in space_tip(state, seat, target.arg)


FOREST = """
. . _ _ _ . .
. _ _ # _ _ .
_ _ _ _ _ _ _
_ _ _ # T t _
_ _ # _ b _ _
. _ _ # _ _ .
. . _ _ _ . .
"""


def test_preview_is_the_score_if_the_season_ended_now() -> None:
    state = new_game(2, seed=3)
    assert Preview.of(state.players[0].planet, state.sun) == Preview(0, frozenset(), frozenset())
    planet = set_planet(state, 0, FOREST).players[0].planet
    preview = Preview.of(planet, Sun.TOP)
    assert preview.forest == frozenset({3 * 7 + 4, 3 * 7 + 5, 4 * 7 + 4})
    assert (preview.light, preview.shaded) == (2 + 1, frozenset())
    from_left = Preview.of(planet, Sun.LEFT)  # the Big Tree shades the Small Tree beside it
    assert (from_left.light, from_left.shaded) == (2, frozenset({3 * 7 + 5}))


@pytest.mark.parametrize("kind", list(Why))
def test_every_refusal_kind_is_worded_in_each_language(kind: Why) -> None:
    """The window words each kind the rules give, from its parameters, in both languages
    (the rules decide why; the window only translates)."""
    from evergreen.i18n import set_language
    from evergreen.ui.words.prompts import refusal_text
    from tests.rules.test_refusals import CASES

    state, cmd = CASES[kind]()
    if kind is Why.SUPPLY_EMPTY:
        cmd = cmd._replace(seat=state.awaiting or 0)
    found = why_illegal(state, cmd)
    assert found is not None and found.kind is kind
    texts = {}
    for lang in ("en", "ru"):
        set_language(lang)
        texts[lang] = refusal_text(found, state)
        assert len(texts[lang]) > 10 and "{" not in texts[lang] and "?" not in texts[lang]
    assert texts["en"] != texts["ru"]
    assert any("а" <= ch <= "я" for ch in texts["ru"].lower())


def test_the_supply_is_shown_and_explained() -> None:
    """R1.2 in the window: beside the Bush and Lake tracks, with a tip in both languages;
    the house rule says unlimited."""
    from evergreen.i18n import set_language
    from evergreen.ui.kit.layout import Layout
    from evergreen.ui.words.tips import supply_tip
    from tests.rules.test_supply import others_hold

    lay = Layout(1280, 800, players=2)
    for power in (Power.BUSH, Power.LAKE):
        spot = lay.supply_rect(power).center
        assert lay.hit(spot, 3, frozenset()) == (Hit.SUPPLY, power)
    state = others_hold(draft_all(new_game(2, 4)), "b", 7)
    tip = supply_tip(state, Power.BUSH)
    assert "13 of 20" in tip and "never returns" in tip
    assert "20 of 20" in supply_tip(state, Power.LAKE)
    set_language("ru")
    assert "13 из 20" in supply_tip(state, Power.BUSH)
    set_language("en")
    house = draft_all(new_game(2, 4, unlimited_pieces=True))
    assert "unlimited" in supply_tip(house, Power.BUSH)


def test_no_internal_notation_reaches_the_player() -> None:
    """Card tips say 'no fertility or aridity icon', not the rules' 'top icon'; the light
    figure's total is in words, not the worked line's 't T t t T' notation; the first-player
    marker is a token on the card's corner, explained by the card's tip."""
    import re

    import pygame

    from evergreen.rules import all_cards
    from evergreen.ui.art.rules_figures import draw_figure
    from evergreen.ui.art.rules_score_figures import LINE_SECONDS
    from evergreen.ui.game.panels import marker_centre
    from evergreen.ui.kit import text
    from evergreen.ui.kit.layout import Layout
    from evergreen.ui.words.rules_text import Figure
    from evergreen.ui.words.tips import card_tip

    for card in all_cards():
        assert "top icon" not in card_tip(card.id)
        # what the icon does, not its name alone (issue 52: 'aridity' was never explained)
        if card.aridity:
            assert "face down: its flowers stop counting" in card_tip(card.id)
        elif card.flowers:
            assert f"it adds {card.flowers} to" in card_tip(card.id)
        else:
            assert "it is discarded" in card_tip(card.id)
    pygame.display.init()
    pygame.font.init()
    surface = pygame.Surface((1280, 800))
    with text.recording() as drawn:
        draw_figure(surface, pygame.Rect(100, 100, 700, 500), Figure.LIGHT, LINE_SECONDS * 0.9)
    notation = re.compile(r"^[.tTsb~_ ]+(=.*)?$")
    assert drawn and not [d.text for d in drawn if notation.match(d.text)]
    state = new_game(3, 4)
    state = apply(state, next(iter(legal_commands(state))))  # the marker goes on a card
    assert state.marker in state.market
    slot = state.market.index(state.marker)
    tip = market_tip(state, slot)
    assert "first-player marker" in tip
    lay = Layout(1280, 800, players=3)
    rect = lay.card_rect(slot, len(state.market))
    x, y = marker_centre(lay, rect)
    assert y < rect.top + rect.height // 4 and x > rect.right - rect.width // 4


def test_the_solo_panel_names_the_next_rank() -> None:
    """Solo: the space beside the player's panel shows the automa's cards and the next rank
    (R11.3) with the points still to go."""
    from evergreen.ui.game.panels import next_rank

    assert next_rank(0) == ("Bonsai", 121)
    assert next_rank(170) == ("Pine", 171)
    assert next_rank(171) == ("Oak", 181)
    assert next_rank(250) is None
