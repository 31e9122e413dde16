"""Every screen of the game, one after another, in whatever language and UI scale are set:
the text-overflow tests check each one, and ``tools/shots.py`` takes its pictures."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from pathlib import Path

import pygame

from evergreen.rules import Command, GameState, Source
from evergreen.seats import NAME_MAX, SeatKind
from evergreen.session.match import Match
from evergreen.ui.app import App
from evergreen.ui.game.demo import demo_match
from evergreen.ui.game.scene import GameScene
from evergreen.ui.game.season_scoring import SeasonScoringScene
from evergreen.ui.kit.layout import Hit
from evergreen.ui.kit.widget_scene import WidgetScene
from evergreen.ui.words.hints import hint_text
from tests.ui.driver import click_button, frames, key, make_app, top


def tour(size: tuple[int, int]) -> Iterator[tuple[str, App]]:
    """Go through every screen at a window size; yields (name, app) with the screen drawn."""
    app = make_app(size)
    yield shown("title", app)
    click_button(app, "new")
    click_button(app, "players:4")
    for seat, kind in enumerate((SeatKind.HUMAN, SeatKind.EASY, SeatKind.MEDIUM, SeatKind.HARD)):
        click_button(app, f"seat:{seat}:{kind.value}")
    setup = top(app)
    for seat, name in enumerate(NAMES):  # the longest names a seat can have among them
        setup.boxes[f"name:{seat}"].set_text(name)  # type: ignore[attr-defined]
    click_button(app, "colour:0:3")
    yield shown("setup", app)
    setup.boxes["code"].set_text("2TR-BA2Y6")  # type: ignore[attr-defined]
    click_button(app, "apply")
    yield shown("setup-code-error", app)
    click_button(app, "players:1")
    yield shown("setup-solo", app)
    app.scenes.pop()
    click_button(app, "settings")
    yield shown("settings", app)
    device, app.sound.device = app.sound.device, None  # no sound device: a longer hint
    top(app).rebuild()  # type: ignore[attr-defined]
    yield shown("settings-no-sound", app)
    app.sound.device = device
    app.scenes.pop()
    click_button(app, "rules")
    yield shown("help", app)
    from evergreen.ui.words.rules_text import SECTIONS

    for k in range(1, len(SECTIONS)):  # every page of the reference, its figure drawn
        top(app).show(k)  # type: ignore[attr-defined]
        yield shown(f"help-{k}", app)
    app.scenes.pop()
    yield from _load_screens(app)
    yield from _game_screens(size)
    from tests.ui.tour_review import review_screens  # the replay viewer and its review

    yield from review_screens(size)
    yield from _progress_screens(size)  # issue 33's screens: the block at the end


def shown(name: str, app: App, n: int = 2) -> tuple[str, App]:
    """Let ``n`` frames pass (the screen is drawn) and name it."""
    frames(app, n)
    return name, app


def _load_screens(app: App) -> Iterator[tuple[str, App]]:
    from evergreen.persistence import save_dir

    folder = save_dir()
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "damaged.json").write_bytes(b'{"schema": 2, "seed": ')
    click_button(app, "load")
    scene = top(app)
    damaged = next(i for i in scene.saves if i.name == "damaged")  # type: ignore[attr-defined]
    scene.choose(damaged)  # type: ignore[attr-defined]
    yield shown("load", app)
    click_button(app, "delete")
    yield shown("confirm", app)
    app.scenes.pop()
    Path(folder / "damaged.json").unlink()
    yield from _record_screens(app, folder)
    app.scenes.pop()


def _record_screens(app: App, folder: Path) -> Iterator[tuple[str, App]]:
    """The Load screen with a game record chosen, then a pasted one refused at a line."""
    import pygame

    from evergreen.session.record import write_record
    from tests.persistence.helpers import played

    text = write_record(played(2, 7, 40))
    record = folder / f"Maximilianus Rex — Снегурочка Мороз, {'long ' * 6}.egr"
    record.write_text(text, encoding="utf-8")
    scene = top(app)
    scene.read_again(record)  # type: ignore[attr-defined]
    yield shown("load-record", app)
    lines = text.splitlines()
    n = next(i for i, line in enumerate(lines) if line.startswith("P2 take"))
    lines[n] = lines[n].replace("P2", "P1", 1)
    pygame.scrap.put_text("\n".join(lines))
    click_button(app, "paste")
    yield shown("load-record-refused", app)
    record.unlink()


#: The names given to the 4-player game's seats (the third keeps its default): a short one
#: and the longest a name can be, in both alphabets. Panels may cut the long ones (the hover
#: tip shows them whole).
NAMES = ("Ada", "Maximilianus Rex", "", "Снегурочка Мороз")
#: The ones as long as a name can be: narrow places may cut them (their tips show them whole).
LONG_NAMES = frozenset(name for name in NAMES if len(name) == NAME_MAX)


def _game_screens(size: tuple[int, int]) -> Iterator[tuple[str, App]]:
    app = make_app(size)
    opened = app.open_game(Match.start(4, 12, names=NAMES))
    assert opened is not None
    app.scenes.reset(opened)
    game = top(app)
    assert isinstance(game, GameScene)
    yield _hovering(app, game, Hit.CARD, 0, "game-draft")
    _play_until(app, game, lambda s: s.phase.value == "actions" and s.awaiting == 0)
    for kind, value, name in (
        (Hit.SPACE, 24, "game-space"),
        (Hit.STACK, 2, "game-stack"),
        (Hit.TRACK, 4, "game-track"),
        (Hit.PLAYER, 3, "game-player"),
    ):
        yield _hovering(app, game, kind, value, name)
    game.say(game_refusal(game), error=True, at=game.layout.space_rect(10))  # as a click
    yield shown("game-refused", app)

    game.say(hint_text(_long_plan(game), game.match.state))
    yield shown("game-hint-text", app)
    game.say("")
    _play_until(app, game, lambda s: isinstance(top(app), SeasonScoringScene))
    yield shown("season-scoring", app)
    yield scoring_plate(app, game, "season-scoring-plate")
    app.notice(_long_notice())
    app.scenes.push(_pause(app))
    yield shown("pause", app)
    click_button(app, "copy")  # no clipboard under the dummy driver: it says so
    yield shown("pause-copied", app)
    click_button(app, "settings")
    yield shown("settings-paused", app)
    app.scenes.pop()
    click_button(app, "save")
    yield shown("save", app)
    top(app).box.set_text("a/b")  # type: ignore[attr-defined]
    click_button(app, "save")
    yield shown("save-refused", app)
    app.scenes.pop()
    app.scenes.pop()
    yield game_log(app, game)
    key(app, pygame.K_l)  # closed again
    _play_until(app, game, lambda s: s.is_over)
    yield shown("final-scoring", app)
    yield scoring_plate(app, game, "final-scoring-plate")
    click_button(app, "continue")
    yield shown("results", app, 60)
    yield from _results_screens(app)
    yield from _guided(size)
    yield from _solo_and_demo(size)
    yield from _title_with_a_save(size)


def scoring_plate(app: App, game: GameScene, name: str) -> tuple[str, App]:
    """The scoring of the season just ended played again to the first seat's points landed:
    its plate in the board's corner, every line on it (the longest name's seat)."""
    from evergreen.ui.game import scoring_anim

    scoring = top(app)
    assert isinstance(scoring, SeasonScoringScene)
    game.anim.skip()
    state = game.match.state
    length = scoring_anim.start(game.anim, state, list(state.events), scoring.scored.sun, 1.0)
    assert length > 0
    plan = scoring_anim.plans(state, list(state.events), scoring.scored.sun)[0]
    game.anim.update(plan.land + 0.05)
    frames(app, 1)
    return name, app


def _title_with_a_save(size: tuple[int, int]) -> Iterator[tuple[str, App]]:
    """The title with a game to continue: what Continue resumes, said under it (a game of
    four people with the longest names, in Autumn)."""
    from evergreen.persistence import autosave

    match = Match.start(4, 12, names=NAMES)
    while match.state.round < 9:  # Autumn's first round
        match.play(match.legal()[0])
    autosave(match)
    app = make_app(size)
    yield shown("title-continue", app)


def _results_screens(app: App) -> Iterator[tuple[str, App]]:
    """The results' other states: a bar's tip, the table, the celebration caught midway."""
    from evergreen.progress.achievements import ALL
    from evergreen.ui.kit.speed import Speed
    from evergreen.ui.screens.results.scene import ResultsScene

    results = top(app)
    assert isinstance(results, ResultsScene)
    longest = sorted(ALL, key=lambda a: len(a.line), reverse=True)
    app.toasts.show(longest[:5], results)  # five earned at once: three shown, two counted
    yield shown("results-toasts", app)
    app.toasts.drop()
    bar = next(h for h in results.hovers if h.key[0] == "segment" and h.key[2] == 3)
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=bar.rect.center, rel=(0, 0), buttons=(0, 0, 0))
    )
    yield shown("results-tip", app)
    click_button(app, "view:table")
    yield shown("results-table", app)
    app.speed = Speed.NORMAL
    again = ResultsScene(app, results.state, results.seating)
    app.scenes.replace(again)
    yield shown("results-celebration", app, 50)
    app.speed = Speed.OFF
    yield ceremony_screen(app)


def ceremony_screen(app: App) -> tuple[str, App]:
    """The end-of-game ceremony of the app's running game (four players, the longest names)
    at its crowned moment: its final frame, shown at once and waiting, as with Reduce
    motion."""
    from evergreen.ui.screens.results.ceremony import CeremonyScene

    match = app.match
    assert match is not None and match.state.is_over
    reduced, app.reduce_motion = app.reduce_motion, True
    app.scenes.reset(CeremonyScene(app, match.state, match))
    app.reduce_motion = reduced
    while app.notices.current is not None:  # the tour's long notice: gone by the crown's
        app.notices.update(app.notices.left)  # moment (it shows 5 s, the ceremony lasts 9)
    return shown("ceremony", app)


def _guided(size: tuple[int, int]) -> Iterator[tuple[str, App]]:
    """The guided first game: its first notes (the longest ones), the draft and an action."""
    app = make_app(size)
    frames(app, 2)
    click_button(app, "learn")
    game = top(app)
    assert isinstance(game, GameScene)
    for k in range(3):
        yield shown(f"guided-{k}", app)
        step = game.guide_step()
        assert step is not None
        game.play(step.command)


def _solo_and_demo(size: tuple[int, int]) -> Iterator[tuple[str, App]]:
    app = make_app(size, players=1, seed=3)
    game = top(app)
    assert isinstance(game, GameScene)
    _play_until(app, game, lambda s: len(s.automa) >= 2 and s.phase.value == "actions")
    yield shown("game-solo", app)
    _play_until(app, game, lambda s: s.is_over)
    frames(app, 2)
    if isinstance(top(app), SeasonScoringScene):
        click_button(app, "continue")
    yield shown("results-solo", app, 60)
    app = make_app(size)
    demo = app.open_game(demo_match(3, 5), demo=True)
    assert demo is not None
    app.scenes.push(demo)
    yield shown("demo", app)
    yield _demo_results(app)
    from evergreen.ui.screens.crash import CrashScene

    app.scenes.reset(CrashScene(app, Path("/home/player/.local/state/Evergreen/crash.log"), True))
    yield shown("crash", app)


def _demo_results(app: App) -> tuple[str, App]:
    """The demo's results, shown before its next game."""
    from evergreen.ui.screens.results.scene import ResultsScene

    match = demo_match(3, 9)
    rng = random.Random(9)
    while not match.state.is_over:
        match.play(rng.choice(match.legal()))
    app.scenes.reset(ResultsScene(app, match.state, match, demo=True))
    return shown("results-demo", app)


def _hovering(app: App, game: GameScene, kind: Hit, value: int, name: str) -> tuple[str, App]:
    """The mouse over one thing of the game scene (its tooltip drawn)."""
    lay, state = game.layout, game.match.state
    rect = {
        Hit.CARD: lambda: lay.card_rect(value, len(state.market)),
        Hit.SPACE: lambda: lay.space_rect(value),
        Hit.STACK: lambda: lay.stack_rect(value),
        Hit.TRACK: lambda: lay.track_label(value),
        Hit.PLAYER: lambda: lay.player_rect(value),
    }[kind]()
    pos = rect.center
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    )
    return shown(name, app)


def game_log(app: App, game: GameScene) -> tuple[str, App]:
    """The game log opened (L) after the first season's scoring, the mouse on another
    player's light: its lit trees ringed on that player's planet."""
    if isinstance(top(app), SeasonScoringScene):
        top(app).close()  # type: ignore[attr-defined]
    key(app, pygame.K_l)
    panel = game.game_log
    assert panel.log is not None
    entry = next(
        e
        for e in panel.log.newest_first()
        if e.event.source is Source.LIGHT and e.spaces and e.seat != game.look.viewed
    )
    rect = panel.rect_of(entry)
    assert rect is not None, "the entry is scrolled out of view"
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=rect.center, rel=(0, 0), buttons=(0, 0, 0))
    )
    return shown("game-log", app)


def _play_until(app: App, game: GameScene, done: Callable[[GameState], bool]) -> None:
    """Play seeded random legal moves for every seat (bots included) until ``done``."""
    rng = random.Random(7)
    for _ in range(5000):
        state = game.match.state
        if done(state) or state.is_over:
            return
        if isinstance(top(app), SeasonScoringScene):
            top(app).close()  # type: ignore[attr-defined]
            continue
        cmd: Command = rng.choice(list(game.match.legal()))
        game.play(cmd)
        game.update(0.0)
    raise AssertionError("the game never got there")


def _long_plan(game: GameScene) -> list[Command]:
    """A hint as long as a turn gets: a card, an action, three plants, the power, the end."""
    from evergreen.rules import Verb

    seat = game.match.state.awaiting or 0
    return [
        Command(seat, Verb.TAKE, 41),
        Command(seat, Verb.ACTION, 0),
        *(Command(seat, Verb.PLANT, i) for i in (16, 17, 18)),
        Command(seat, Verb.POWER),
        *(Command(seat, Verb.GROW, i) for i in (16, 17)),
        Command(seat, Verb.END),
    ]


def game_refusal(game: GameScene) -> str:
    """The longest refusal a click on the board can give here (a ravine or a full space)."""
    from evergreen.rules import Verb
    from evergreen.ui.words.prompts import refusal

    seat = game.match.state.awaiting or 0
    texts = [
        refusal(game.match.state, Command(seat, Verb.END), game.match) or "",
        refusal(game.match.state, Command(seat, Verb.PLANT, 10), game.match) or "",
    ]
    return max(texts, key=len)


def _pause(app: App) -> WidgetScene:
    from evergreen.ui.screens.pause import PauseScene

    return PauseScene(app)


def _long_notice() -> str:
    import errno

    from evergreen.persistence.errors import write_error
    from evergreen.persistence_words import error_text

    exc = OSError(errno.ENOSPC, "No space left on device")
    return error_text(
        write_error(Path("/home/player/.local/share/Evergreen/saves/autosave-000012.json"), exc)
    )


# -- issue 33's screens (today's deal, statistics, achievements): one block ------------------


def _progress_screens(size: tuple[int, int]) -> Iterator[tuple[str, App]]:
    """Statistics (both tabs, a chart's tip), Achievements, today's deal's verdict against
    the Hard bot, and the board of a practice attempt; over a history of games of every
    kind, the longest names among them, in a saves folder of their own."""
    import os
    import tempfile
    from datetime import date, timedelta

    from evergreen.persistence.paths import SAVE_DIR_ENV
    from evergreen.ui.screens.progress.daily_scene import DailyScene
    from evergreen.ui.screens.results.scene import ResultsScene

    old = os.environ.get(SAVE_DIR_ENV)
    os.environ[SAVE_DIR_ENV] = tempfile.mkdtemp(prefix="evergreen-tour-progress-")
    try:
        mine = _progress_history(date.today())
        app = make_app(size)
        frames(app, 2)
        click_button(app, "stats")
        stats = top(app)
        yield shown("stats", app)
        bar = next(h for h in stats.hovers if h.key[0] == "source")  # type: ignore[attr-defined]
        pygame.event.post(
            pygame.event.Event(
                pygame.MOUSEMOTION, pos=bar.rect.center, rel=(0, 0), buttons=(0,) * 3
            )
        )
        yield shown("stats-tip", app)
        click_button(app, "view:games")
        yield shown("stats-games", app)
        click_button(app, "achievements")
        yield shown("achievements", app)
        key(app, pygame.K_PAGEDOWN)
        yield shown("achievements-end", app)
        yield from _load_kinds(app)
        app.scenes.reset(app.title_screen())
        app.scenes.push(DailyScene(app, mine))
        yield shown("daily-verdict", app)
        yield _daily_waiting(app)
        app.scenes.reset(ResultsScene(app, mine.state, mine))
        yield shown("results-daily", app)  # the duel with the Hard bot on the results
        from evergreen.progress.daily_record import daily_match

        game = app.open_game(daily_match(date.today() - timedelta(days=1), practice=True))
        assert game is not None
        app.scenes.reset(game)
        yield shown("game-daily-practice", app)  # the Hard bot's score on the board
        game = app.open_game(daily_match(date.today() + timedelta(days=1)))
        assert game is not None
        app.scenes.reset(game)
        yield shown("game-daily-waiting", app)  # its game not made yet
    finally:
        if old is None:
            os.environ.pop(SAVE_DIR_ENV, None)
        else:
            os.environ[SAVE_DIR_ENV] = old


def _daily_waiting(app: App) -> tuple[str, App]:
    """The two planets' screen of a day whose Hard bot's game is not kept yet: its side
    shows the deal it plays (its making not started here: the tour waits for nothing)."""
    from datetime import date, timedelta

    from evergreen.progress.daily_record import daily_match
    from evergreen.ui.screens.progress import today
    from evergreen.ui.screens.progress.daily_scene import DailyScene

    match = daily_match(date.today() + timedelta(days=2))
    rng = random.Random(34)
    while not match.state.is_over:
        match.play(rng.choice(list(match.legal())))
    start, today.start_bot = today.start_bot, lambda _day: None  # type: ignore[assignment]
    try:
        app.scenes.reset(app.title_screen())
        app.scenes.push(DailyScene(app, match))
    finally:
        today.start_bot = start
    return shown("daily-waiting", app)


def _load_kinds(app: App) -> Iterator[tuple[str, App]]:
    """The Load list over the history's games of every kind (today's deal, practice, solo,
    against bots, from a code...), with a guided game and a game against the Hard bot in
    progress: each says what it is."""
    from evergreen.persistence import autosave
    from evergreen.session.match import Mode

    for match in (Match.start(1, 21, mode=Mode.GUIDED), Match.start(2, 22, _VERSUS)):
        for _ in range(3):
            match.play(match.legal()[0])
        autosave(match)
    app.scenes.reset(app.title_screen())
    frames(app, 2)
    yield shown("title-continue-bot", app)  # the person against the bot: 'You'
    click_button(app, "load")
    yield shown("load-kinds", app)


#: A person against the Hard bot.
_VERSUS = (SeatKind.HUMAN, SeatKind.HARD)


def _progress_history(today: object) -> Match:
    """Finished games of every kind in the history (solo, house rules, four seats with the
    longest names against each bot, from a code, a branch and a load against the Random and
    the Expert bots, a week of today's deal with the Hard bot's games, a practice attempt);
    returns the player's game of today's deal."""
    from datetime import UTC, date, datetime, timedelta

    from evergreen.persistence import atomic_write_bytes, autosave, build_save, encode
    from evergreen.progress.daily_record import bot_game_path, daily_match
    from evergreen.progress.history import record
    from evergreen.session.daily import daily_deal
    from evergreen.session.match import Origin, OriginKind

    assert isinstance(today, date)
    rng = random.Random(33)

    def finish(match: Match, kept: bool = True) -> Match:
        while not match.state.is_over:
            match.play(rng.choice(list(match.legal())))
        if kept:
            record(match, autosave(match))
        return match

    for seed in range(3, 9):
        finish(Match.start(1, seed))
    finish(Match.start(1, 9, unlimited_pieces=True))
    seats = (SeatKind.HUMAN, SeatKind.EASY, SeatKind.MEDIUM, SeatKind.HARD)
    finish(Match.start(4, 12, seats, names=NAMES))
    strongest = (SeatKind.HUMAN, SeatKind.RANDOM, SeatKind.EXPERT)
    for kind, seed in ((OriginKind.CODE, 13), (OriginKind.BRANCH, 14), (OriginKind.LOADED, 15)):
        other = Match.start(3, seed, strongest, names=NAMES[:3])
        other.origin = Origin(kind)
        finish(other)  # every way a game comes to be, every bot level: the panels' most rows
    mine = Match.start(1, 1)
    for back in range(6, -1, -1):
        day = today - timedelta(days=back)
        deal = daily_deal(day)
        bot = Match.start(1, deal.seed, (SeatKind.HARD,), sun=deal.sun)
        finish(bot, kept=False)
        data = encode(build_save(bot, datetime.now(UTC)))
        atomic_write_bytes(bot_game_path(day), data, backups=0)
        mine = finish(daily_match(day))
    finish(daily_match(today, practice=True))
    return mine
