"""Signs read at a glance (issue 31, defect 16): the first-player marker, on a market card
and on its holder's panel, says '1st' (it was an orange '1', read as a count), and while it
lies on a card the market says in words what taking that card does."""

from __future__ import annotations

from evergreen.rules import apply, legal_commands, new_game
from evergreen.ui.game.panels import draw_market, draw_players
from evergreen.ui.kit import text
from evergreen.ui.kit.layout import Layout
from evergreen.ui.words.names import Seating

LEGEND = "takes the first turn next round"


def test_the_marker_on_a_card_is_said_in_words_under_the_market() -> None:
    import pygame

    pygame.font.init()
    state = new_game(3, 4)
    state = apply(state, next(iter(legal_commands(state))))
    assert state.marker in state.market
    seating = Seating(("A", "B", "C"), (), None)
    for size in ((1280, 800), (1024, 640)):
        lay = Layout(*size, players=3)
        surface = pygame.Surface(size)
        with text.recording() as drawn:
            draw_market(surface, lay, state, None, None, seating)
        said = [d for d in drawn if d.text in (LEGEND, "1st")]
        assert {d.text for d in said} == {LEGEND, "1st"}
        assert not any(d.cut for d in said)
        if size == (1280, 800):
            assert min(d.em for d in said) >= text.MIN_EM
        cards = [lay.card_rect(s, len(state.market)) for s in range(len(state.market))]
        assert not any(c.colliderect(lay.market_legend) for c in cards)
        assert lay.market.contains(lay.market_legend)


def test_the_holders_panel_shows_1st() -> None:
    import pygame

    pygame.font.init()
    state = new_game(3, 4)
    lay = Layout(1280, 800, players=3)
    surface = pygame.Surface((1280, 800))
    with text.recording() as drawn:
        draw_players(surface, lay, state, 0, [0.0] * 3, Seating(("A", "B", "C"), (), None))
    assert "1st" in {d.text for d in drawn}
    assert "1" not in {d.text for d in drawn}
