"""Players are shown by their names and colours everywhere, never by the notation's P1/P2:
defaults in the player's language, names given at setup, old saves, and long names."""

from __future__ import annotations

import time
from pathlib import Path

import pygame
import pytest

from evergreen.i18n import set_language
from evergreen.persistence import load
from evergreen.rules import Event, EventKind, GameState, apply, legal_commands, new_game
from evergreen.seats import SeatKind
from evergreen.session.match import Match
from evergreen.ui.app import App
from evergreen.ui.art.player_tags import chip_size, draw_tag, tip_at
from evergreen.ui.game.scene import GameScene
from evergreen.ui.game.season_scoring import SeasonScoringScene
from evergreen.ui.kit import text
from evergreen.ui.screens.results.scene import ResultsScene
from evergreen.ui.screens.setup.scene import SetupScene
from evergreen.ui.words.colours import PLAYER_COLOURS
from evergreen.ui.words.names import Seating, seat_colour, seat_label
from evergreen.ui.words.prompts import caption, prompt
from evergreen.ui.words.results import verdict
from evergreen.ui.words.tips import player_tip
from tests.persistence.helpers import FIXTURES
from tests.ui.driver import click_button, frames, make_app, top, use_language

H = SeatKind.HUMAN


@pytest.mark.parametrize(
    ("lang", "solo", "players", "automa"),
    [
        ("en", ("You", "Automa"), ("Player 1", "Player 2", "Player 3", "Player 4"), "Automa"),
        ("ru", ("Вы", "Автома"), ("Игрок 1", "Игрок 2", "Игрок 3", "Игрок 4"), "Автома"),
    ],
)
def test_default_names_are_in_the_players_language(
    lang: str, solo: tuple[str, str], players: tuple[str, ...], automa: str
) -> None:
    set_language(lang)
    assert tuple(seat_label(Match.start(1, 1), s) for s in range(2)) == solo
    assert tuple(seat_label(Match.start(4, 1), s) for s in range(4)) == players
    assert seat_label(new_game(1, 1), 1) == automa  # a state alone: the defaults
    assert seat_label(new_game(3, 1), 2) == players[2]


def test_given_names_are_shown_as_given_and_colours_follow_the_seat() -> None:
    match = Match.start(3, 1, names=["Ada", "  Ёлка\x07 "], colours=[3])
    assert [seat_label(match, s) for s in range(3)] == ["Ada", "Ёлка", "Player 3"]
    assert [seat_colour(match, s) for s in range(3)] == [
        PLAYER_COLOURS[3],
        PLAYER_COLOURS[0],
        PLAYER_COLOURS[1],
    ]
    assert seat_colour(new_game(2, 1), 1) == PLAYER_COLOURS[1]
    solo = Seating.of(Match.start(1, 1, names=["Rowan"]))
    assert solo.name(0) == "Rowan" and not solo.is_you(0)
    assert Seating.of(Match.start(1, 1)).is_you(0) and not Seating.of(Match.start(1, 1)).is_you(1)


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_old_saves_with_english_defaults_show_them_in_the_players_language(lang: str) -> None:
    """A schema-3 save holds 'Player 1', 'Player 2' or 'Automa': shown as the defaults of
    the language now ('Игрок 2', 'Вы', 'Автома' in Russian; the one person against a bot
    is 'You', as in solo)."""
    set_language(lang)
    versus = load(FIXTURES / "schema3-autosave-6aa12652c4e5.json").match
    solo = load(FIXTURES / "schema3-solo.json").match
    names = {
        "en": (["You", "Player 2"], ["You", "Automa"]),
        "ru": (["Вы", "Игрок 2"], ["Вы", "Автома"]),
    }[lang]
    assert [seat_label(versus, s) for s in range(2)] == names[0]
    assert [seat_label(solo, s) for s in range(2)] == names[1]


def test_the_solo_player_is_spoken_to() -> None:
    """Texts about the solo player say 'you': no 'You plants', 'Powers of You'."""
    match = Match.start(1, 4)
    state = match.state
    cmd = next(iter(legal_commands(state)))
    assert caption(state, cmd, match).startswith("You take “")
    assert prompt(state, match) == "Take a card from the market."
    set_language("ru")
    assert caption(state, cmd, match).startswith("Вы берёте карту «")


def no_notation(text: str) -> bool:
    """True if ``text`` names no player by the notation (P1, P2...)."""
    return not any(f"P{n}" in text for n in range(1, 5))


def open_named_game(app: App, names: tuple[str, ...], seats: tuple[SeatKind, ...]) -> GameScene:
    """Open a new game with these names and seats in the app, as the setup would."""
    game = app.open_game(Match.start(len(seats), 11, seats, names=names))
    assert game is not None
    app.scenes.reset(game)
    frames(app, 2)
    return game


def near(one: tuple[int, ...], two: tuple[int, ...], by: int = 30) -> bool:
    return all(abs(a - b) <= by for a, b in zip(one, two, strict=False))


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_status_line_panels_and_tips_name_the_players(lang: str) -> None:
    """A 2-player game with given names, in the real scene: what is drawn, the prompt (after
    a chip of the awaited player's colour), the panels' tips and every caption name Ada and
    Bartholomew, never P1/P2."""
    set_language(lang)
    app = make_app()
    game = open_named_game(app, ("Ada", "Bartholomew"), (H, H))
    match, lay = game.match, game.layout
    with text.recording() as drawn:
        frames(app, 1)
    shown = {d.text for d in drawn}
    assert {"Ada", "Bartholomew"} <= shown
    assert all(no_notation(t) for t in shown), sorted(t for t in shown if not no_notation(t))
    seat = match.state.awaiting
    assert seat is not None
    status = prompt(match.state, match)
    assert status in shown and status.startswith(seat_label(match, seat) + ":")
    x = lay.rect(274, 0, 0, 0).x + chip_size(lay.px(20)) // 2
    pixel = tuple(app.screen.get_at((x + 1, lay.top_bar.centery + 1)))[:3]
    assert near(pixel, seat_colour(match, seat)), (pixel, seat_colour(match, seat))
    tip = player_tip(match.state, match, 1)
    assert tip.startswith("Bartholomew:") and no_notation(tip)
    state = match.state
    for cmd in legal_commands(state):
        words = caption(state, cmd, match)
        assert words.startswith(seat_label(match, cmd.seat)) and no_notation(words)


def test_a_bots_steps_are_captioned_with_its_name() -> None:
    """The bot's steps on the status line name it, and the status line knows whose they
    are (a chip of that player's colour starts it)."""
    app = make_app()
    game = open_named_game(app, ("Ada", "Bartholomew"), (SeatKind.EASY, H))
    end = time.monotonic() + 60
    while True:
        assert time.monotonic() < end, "the bot's step was never captioned"
        if game.match.awaiting_kind is H:  # Bartholomew plays at once
            game.play(game.match.legal()[-1])
        frames(app, 1)
        shown = game.table()
        words, about = shown.status, shown.about
        if about == 0 and words.startswith("Ada ") and not words.startswith("Ada ("):
            break  # not the thinking line: a step it played
        app.worker().ready(1 / 60)  # a frame's time, or until the bot's answer comes
    assert words.endswith(".") and no_notation(words)


def season_end_events(state: GameState) -> list[Event]:
    """The events of the first season's end, played out from ``state``."""
    while not any(e.kind is EventKind.SEASON_ENDED for e in state.events):
        state = apply(state, next(iter(legal_commands(state))))
    return list(state.events)


def test_the_scoring_and_the_results_tables_name_the_players() -> None:
    """The season's scoring rows and the results columns carry the given names; the winner
    line names the winner."""
    app = make_app()
    game = open_named_game(app, ("Ada", "Bartholomew"), (H, H))
    match = game.match
    scoring = SeasonScoringScene(game, season_end_events(match.state))
    app.scenes.push(scoring)
    frames(app, 2)
    assert [t.name for t in scoring.tags] == ["Ada", "Bartholomew"]
    app.scenes.pop()
    state = match.state
    while not state.is_over:
        state = apply(state, next(iter(legal_commands(state))))
    results = ResultsScene(app, state, match)
    app.scenes.push(results)
    with text.recording() as drawn:
        frames(app, 2)
    shown = {d.text for d in drawn}
    ribbon, line = results.headline()  # the winner's ribbon, and the verdict or the lead
    assert ribbon in shown and line in shown
    winner = "Ada" if verdict(state, match).startswith("Ada wins") else "Bartholomew"
    assert ribbon == f"{winner} wins!" and line.startswith(f"{winner} wins with")
    assert sorted(t.name for t in results.tags) == ["Ada", "Bartholomew"]
    assert all(no_notation(t) for t in shown)


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("players", [2, 4])
def test_long_names_fit_and_their_tips_show_them_whole(lang: str, players: int) -> None:
    """The longest and widest names a player can give are cut to their room with an
    ellipsis, never drawn past it nor below the smallest text size, and shown whole in a
    tip: the panel's, and the results table's."""
    set_language(lang)
    widest = "W" * 16
    names = (widest, "Снегурочка Мороз", "Maximilianus Rex", "Щщщщщщщщщщщщщщщщ")[:players]
    app = make_app()
    game = open_named_game(app, names, (H,) * players)
    with text.recording() as drawn:
        frames(app, 1)
    for d in drawn:
        if d.text in names:
            assert d.box is not None and d.em >= text.MIN_EM, d
    for seat in range(players):
        tip = player_tip(game.match.state, game.match, seat)
        assert tip.startswith(names[seat] + ":")
    state = game.match.state
    while not state.is_over:
        state = apply(state, next(iter(legal_commands(state))))
    results = ResultsScene(app, state, game.match)
    app.scenes.push(results)
    frames(app, 2)
    for tag in results.tags:
        assert tag.rect.right <= app.size[0] and tag.rect.left >= 0
    cut = [t for t in results.tags if t.cut]
    assert cut or players == 2, "the widest name should not fit a column of four"
    if not cut:
        return
    assert tip_at(results.tags, cut[0].rect.center) == cut[0].name
    assert tip_at(results.tags, (0, 0)) == ""


@pytest.mark.parametrize("width", [40, 80, 160])
def test_a_tag_never_goes_past_its_room(width: int) -> None:
    pygame.font.init()
    surface = pygame.Surface((400, 60), pygame.SRCALPHA)
    seating = Seating(("W" * 16, "Ада"), (0, 3))
    for seat in (0, 1):
        for align in ("left", "right", "centre"):
            pos = (200, 10)
            tag = draw_tag(surface, seating, seat, pos, 20, width, align=align)
            assert tag.rect.width <= width, (seat, align, tag)
    assert draw_tag(surface, seating, 0, (0, 0), 20, 60).cut
    assert not draw_tag(surface, seating, 1, (0, 0), 20, 160).cut


def test_setup_passes_names_and_colours_to_the_new_game() -> None:
    """The setup's name boxes and colour swatches reach the match; untouched, seats start
    without names (tests/ui/test_setup.py tries every control)."""
    app = make_app()
    frames(app, 2)
    click_button(app, "new")
    setup = top(app)
    assert isinstance(setup, SetupScene)
    click_button(app, "players:2")
    setup.boxes["name:0"].set_text("Ada")
    click_button(app, "colour:1:0")  # seat 2 takes blue, seat 1 its red
    click_button(app, "colour:0:2")  # seat 1 takes black
    click_button(app, "start")
    assert app.match is not None
    assert app.match.names == ("Ada", "") and app.match.colours == (2, 0)
    assert seat_label(app.match, 1) == "Player 2"


def test_the_load_screen_names_old_and_new_games_by_shown_names(tmp_path: Path) -> None:
    """An autosave's entry lists its players by the names shown in the game, in the
    language now (an old one's English defaults too)."""
    from evergreen.persistence import list_saves, save_match
    from evergreen.ui.words.saves import title_of

    save_match(Match.start(2, 3, names=["Ada"]), "named", tmp_path)
    for path in FIXTURES.glob("schema3-*.json"):
        (tmp_path / path.name.removeprefix("schema3-")).write_bytes(path.read_bytes())
    titles = {info.name: title_of(info) for info in list_saves(tmp_path, examples=False)}
    assert titles["autosave-6aa12652c4e5"] == "You vs Hard bot"  # a person against a bot
    set_language("ru")
    titles = {info.name: title_of(info) for info in list_saves(tmp_path, examples=False)}
    assert titles["autosave-6aa12652c4e5"] == "Вы · против: Сложный бот"
    assert titles["named"] == "named" and titles["solo"] == "solo"


@pytest.mark.parametrize(
    ("lang", "scale", "size"), [("en", 100, (1280, 800)), ("ru", 130, (1024, 640))]
)
def test_a_long_winners_ribbon_says_it_all_clear_of_the_buttons(
    lang: str, scale: int, size: tuple[int, int], monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """The winner's ribbon with the longest names: set smaller, never cut, and with its
    folded ends clear of the Replay / Review buttons and the Planets / Table choice (it ran
    26 px under "Review this game" in English, further in Russian at 130 %)."""
    from evergreen.ui.screens.results.celebration import RIBBON_ENDS

    use_language(monkeypatch, tmp_path, lang)
    try:
        app = make_app(size)
        text.set_ui_scale(scale)
        names = ("Снегурочка Мороз", "Maximilianus Rex")
        game = open_named_game(app, names, (H, H))
        state = game.match.state
        while not state.is_over:
            state = apply(state, next(iter(legal_commands(state))))
        results = ResultsScene(app, state, game.match)
        app.scenes.push(results)
        with text.recording() as drawn:
            frames(app, 2)
        ribbon, _line = results.headline()
        shown = [d for d in drawn if d.text == ribbon]  # (the whole text, and if it was cut)
        assert shown and not any(d.cut for d in shown), shown
        assert ("Победа" in ribbon) == (lang == "ru")
        tails = (RIBBON_ENDS - 96) // 2  # the band's padding is inside it; the ends are not
        reach = results.ribbon_band.inflate(2 * results.layout.px(tails), 0)
        tops = [b.rect for b in results.buttons if b.rect.top < results.layout.px(40)]
        assert len(tops) >= 3 and not any(reach.colliderect(r) for r in tops), (reach, tops)
    finally:
        text.set_ui_scale(100)
        set_language("en")
