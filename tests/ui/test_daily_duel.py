"""Today's deal as a visible duel with the Hard bot (issue 52, point 4): while the player
plays, the board names the Hard bot's score on the same deal once its game is kept (and
not before) and says what is scored against whom; the results screen of the day's game
shows the head-to-head without a click; every bar of both sides is on one scale, there and
on the two planets' screen."""

from __future__ import annotations

import random
from datetime import UTC, date, datetime
from pathlib import Path

import pygame
import pytest

from evergreen.persistence import atomic_write_bytes, autosave, build_save, encode
from evergreen.persistence.paths import CONFIG_DIR_ENV, SAVE_DIR_ENV
from evergreen.progress.daily_record import bot_game_path, daily_match
from evergreen.progress.history import record
from evergreen.rules import Source
from evergreen.seats import SeatKind
from evergreen.session.daily import daily_deal
from evergreen.session.match import Match
from evergreen.ui.app import App
from evergreen.ui.game import owner_tag
from evergreen.ui.game.scene import GameScene
from evergreen.ui.game.sections import BoardSection
from evergreen.ui.kit import text
from evergreen.ui.kit.layout import Hit
from evergreen.ui.screens.progress import daily_scene, deal_art, today
from evergreen.ui.screens.progress.daily_scene import DailyScene
from evergreen.ui.screens.results import cards, duel
from evergreen.ui.screens.results.data import PlayerResult, Results
from evergreen.ui.screens.results.scene import ResultsScene
from tests.ui.driver import click_button, frames, make_app, top


@pytest.fixture
def folders(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv(SAVE_DIR_ENV, str(tmp_path / "saves"))
    monkeypatch.setenv(CONFIG_DIR_ENV, str(tmp_path / "config"))
    started: list[date] = []
    monkeypatch.setattr(today, "start_bot", started.append)  # the test keeps the bot's game
    today.REBUILT.clear()
    return tmp_path / "saves"


def play_out(match: Match, seed: int) -> Match:
    rng = random.Random(seed)
    while not match.is_over:
        assert match.play(rng.choice(match.legal())) is None
    return match


def keep_bot_game(day: date, seed: int = 3) -> Match:
    """The Hard bot's game of ``day`` kept where the game looks for it (its moves random:
    the screens only read it)."""
    deal = daily_deal(day)
    bot = play_out(Match.start(1, deal.seed, (SeatKind.HARD,), sun=deal.sun), seed)
    data = encode(build_save(bot, datetime.now(UTC)))
    atomic_write_bytes(bot_game_path(day), data, backups=0)
    return bot


def drawn(app: App) -> set[str]:
    app.scenes.changed = True
    with text.recording() as found:
        frames(app)
    return {d.text for d in found}


def test_the_board_shows_the_bots_score_once_its_game_is_kept_not_before(folders: Path) -> None:
    app = make_app()
    frames(app, 2)
    click_button(app, "today")
    game = top(app)
    assert isinstance(game, GameScene) and not game.match.origin.practice
    frames(app, 2)
    assert game.table().rival is None
    words = drawn(app)
    assert "Hard bot: playing…" in words and "Today's deal · scored" in words
    assert not any(w.startswith("Hard bot: ") and w.endswith(" VP") for w in words)
    bot = keep_bot_game(date.today())
    frames(app)
    points = bot.state.scores[0]
    assert game.table().rival == points
    assert f"Hard bot: {points} VP" in drawn(app)
    # the label explains itself under the mouse: what is scored, against whom
    table = game.table()
    label, _lines = owner_tag.daily_label(game.layout, table.seats.origin, table.rival)
    assert label is not None
    assert game.hit(label.center) == (Hit.DAILY, 0)
    tip = BoardSection(game).tip((Hit.DAILY, 0), table)
    assert "scored against the Hard bot's game of the same deal" in tip
    assert f"The Hard bot scored {points} VP." in tip


def test_the_board_of_another_game_has_no_rival(folders: Path) -> None:
    keep_bot_game(date.today())
    app = make_app(players=1, seed=4)
    game = top(app)
    assert isinstance(game, GameScene)
    frames(app, 2)
    assert game.table().rival is None
    assert not any(w.startswith("Hard bot") for w in drawn(app))


def daily_results(app: App, day: date) -> tuple[ResultsScene, Match]:
    mine = play_out(daily_match(day), 5)
    assert record(mine, autosave(mine))
    scene = ResultsScene(app, mine.state, mine)
    app.scenes.reset(scene)
    frames(app, 2)
    return scene, mine


def assert_one_scale(bars: list[tuple[pygame.Rect, int]]) -> None:
    """Every bar's length is its value times one factor (to a pixel's rounding)."""
    longest, most = max(bars, key=lambda b: b[1])
    assert most > 0
    per = longest.width / most
    for rect, value in bars:
        assert abs(rect.width - value * per) <= 1.0, (rect.width, value, per)


def test_the_daily_results_show_the_duel_without_a_click_on_one_scale(folders: Path) -> None:
    day = date.today()
    bot = keep_bot_game(day)
    app = make_app()
    scene, mine = daily_results(app, day)
    bars = [h for h in scene.hovers if h.key[0] == "duel"]
    assert {h.key[1] for h in bars} == {0, 1}  # both sides, without a click
    theirs = {s: v for s, v in scene.results.players[0].by_source().items()}
    bot_points = scene.rival_side((0, 0, 0)).points  # type: ignore[union-attr]
    values = [
        (h.rect, (theirs if h.key[1] == 0 else bot_points)[h.key[2]])  # type: ignore[index]
        for h in bars
    ]
    assert_one_scale(values)
    margin = mine.state.scores[0] - bot.state.scores[0]
    words = drawn(app)
    if margin > 0:
        assert f"You beat the Hard bot by {margin} VP." in words
    elif margin < 0:
        assert f"The Hard bot beat you by {-margin} VP." in words
    click_button(app, "bot")  # the bot's game, from the results
    assert type(top(app)).__name__ == "ReplayScene"


def test_the_daily_results_wait_for_the_bot_then_show_the_duel(folders: Path) -> None:
    day = date.today()
    app = make_app()
    scene, _mine = daily_results(app, day)
    assert scene.rival is not None and scene.rival.waiting
    assert not [h for h in scene.hovers if h.key[0] == "duel"]
    assert "The Hard bot is still playing the same deal…" in drawn(app)
    assert scene.wake_in() == today.LOOK_AGAIN
    keep_bot_game(day)
    for _ in range(40):
        frames(app)
    assert not scene.rival.waiting
    assert {h.key[1] for h in scene.hovers if h.key[0] == "duel"} == {0, 1}


def side(light: int, forest: int) -> duel.Side:
    return duel.Side("x", (0, 0, 0), {Source.LIGHT: light, Source.FOREST: forest})


def test_six_vp_is_not_drawn_as_long_as_fifty_six() -> None:
    sides = (side(6, 3), side(56, 20))
    bars = duel.duel_bars(sides, 100, 400, [0, 60], 18, 22)
    values = {(k, s): sides[k].points[s] for k, s, _r in bars}
    assert_one_scale([(r, values[(k, s)]) for k, s, r in bars])
    six = next(r for k, s, r in bars if (k, s) == (0, Source.LIGHT))
    fifty_six = next(r for k, s, r in bars if (k, s) == (1, Source.LIGHT))
    assert fifty_six.width == 400 and six.width == round(400 * 6 / 56)


def test_the_two_planets_screen_draws_both_charts_on_one_scale(
    folders: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    day = date.today()
    keep_bot_game(day, seed=11)
    app = make_app()
    mine = play_out(daily_match(day), 5)
    assert record(mine, autosave(mine))
    charts: list[tuple[PlayerResult, Results, pygame.Rect]] = []
    real = cards.draw_chart

    def spy(
        surface: pygame.Surface,
        lay: object,
        rect: pygame.Rect,
        result: PlayerResult,
        results: Results,
        grown: float = 1.0,
    ) -> None:
        charts.append((result, results, rect))
        real(surface, lay, rect, result, results, grown)  # type: ignore[arg-type]

    monkeypatch.setattr(cards, "draw_chart", spy)
    scene = DailyScene(app, mine)
    app.scenes.reset(scene)
    frames(app, 2)
    assert scene.bot is not None
    assert len(charts) >= 2
    rows = []
    for result, results, rect in charts[-2:]:  # the player's card, then the bot's
        label_w, value_w = cards.chart_columns(scene.layout, rect)
        width = max(1, rect.width - label_w - value_w)
        for row in result.rows:
            parts = cards.segments(row, 0, 0, width, 10, results.top_row)
            length = parts[-1][1].right - parts[0][1].left if parts else 0
            rows.append((pygame.Rect(0, 0, length, 1), row.total))
    assert_one_scale(rows)


def painted(surface: pygame.Surface, rect: pygame.Rect) -> int:
    """How many distinct colours the middle half of ``rect`` holds on ``surface``: a
    painted planet (tiles, pieces, their light) has hundreds, a panel or a flat disc few."""
    core = rect.inflate(-rect.width // 2, -rect.height // 2).clip(surface.get_rect())
    pixels = pygame.surfarray.array3d(surface.subsurface(core)).reshape(-1, 3)
    return len({tuple(p) for p in pixels.tolist()})


def test_the_daily_results_paint_both_planets_head_to_head(folders: Path) -> None:
    """Issue 53 (point 5): the results of today's deal are a head-to-head of two planets:
    the player's on their card and the Hard bot's beside it (painted with the game's art,
    its tip naming it), the two scores facing each other, the winner's crowned."""
    day = date.today()
    bot = keep_bot_game(day)
    app = make_app()
    scene, mine = daily_results(app, day)
    frames(app, 2)
    yours = next(h for h in scene.hovers if h.key == ("planet", 0))
    theirs = next(h for h in scene.hovers if h.key == ("duel-planet", 1))
    assert not yours.rect.colliderect(theirs.rect)
    assert theirs.rect.left > yours.rect.right  # side by side, the bot's on the right
    screen = app.screen
    assert painted(screen, yours.rect) > 150
    assert painted(screen, theirs.rect) > 150
    assert "Hard bot's planet at the Winter scoring" in theirs.tip
    words = drawn(app)
    assert {str(mine.state.scores[0]), str(bot.state.scores[0])} <= words
    sides = (duel.Side("a", (0, 0, 0), {Source.LIGHT: 3}), duel.Side("b", (0, 0, 0), {}))
    assert duel.winner_of(sides) == 0 and duel.winner_of(sides[::-1]) == 1
    assert duel.winner_of((sides[0], sides[0])) is None


def two_planets(folders: Path, bot_seed: int | None) -> tuple[App, DailyScene]:
    """The two planets' screen of today's deal (the bot's game kept when ``bot_seed``)."""
    day = date.today()
    if bot_seed is not None:
        keep_bot_game(day, seed=bot_seed)
    app = make_app()
    mine = play_out(daily_match(day), 5)
    assert record(mine, autosave(mine))
    scene = DailyScene(app, mine)
    app.scenes.reset(scene)
    frames(app, 2)
    return app, scene


def test_the_two_planets_screen_frames_only_the_winner_in_gold(folders: Path) -> None:
    """Issue 53 (point 5): the winner is marked (its card framed in gold, its score
    crowned), not both cards as when each was a solo game's winner."""
    app, scene = two_planets(folders, 3)
    assert scene.bot is not None
    lay = scene.layout
    ours, theirs = scene.match.state.scores[0], scene.bot.state.scores[0]
    assert ours != theirs  # the seeds make a winner
    framed = []
    for rect in (daily_scene.YOURS, daily_scene.BOTS):
        box = lay.rect(*rect)
        edge = app.screen.get_at((box.x + 1, box.centery))[:3]
        framed.append(edge == cards.GOLD)
    assert framed == [ours > theirs, theirs > ours]
    words = drawn(app)
    assert {str(ours), str(theirs)} <= words  # the facing scores


def test_while_the_bot_plays_its_side_paints_the_deal_not_a_text_panel(folders: Path) -> None:
    """Issue 53 (point 5): before the bot's game is played, its side shows the deal's
    planet painted and the deal's first cards as their faces, with its code."""
    app, scene = two_planets(folders, None)
    assert scene.bot is None
    lay = scene.layout
    card = lay.rect(*daily_scene.BOTS)
    planet = pygame.Rect(card.x, card.y + lay.px(70), card.width, lay.px(240))
    assert painted(app.screen, planet) > 150
    deal = deal_art.deal_of(date.today())
    faces = pygame.Rect(card.x, card.bottom - lay.px(130), card.width * 2 // 3, lay.px(110))
    assert painted(app.screen, faces) > 100
    words = drawn(app)
    assert "The Hard bot is still playing the same deal…" in words
    assert deal.code in words and len(deal.cards) == deal_art.CARDS
