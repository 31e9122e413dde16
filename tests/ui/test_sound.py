"""Sound through the real App under the dummy audio driver: the rules' events and the
interface start their cues (in step with the animations, at any speed), the music follows
the season shown and ducks under the menus, M and the Settings' sliders reach the channels
and are kept, and no device or no files mean silence and one log line.

The player's clock counts the App's frames here (``set_clock``), so times are exact; the
sounds are small WAV files written for these tests with their ``music.json`` (the game's own
OGGs are not needed: ``test_sound_files`` reads those), with no levels.json: each is taken
at ``DEFAULT_LUFS`` with a peak at full scale.
"""

from __future__ import annotations

import itertools
import json
import logging
import math
import random
import struct
import wave
from collections.abc import Iterable
from pathlib import Path
from typing import Any

import pygame
import pytest

from evergreen.persistence import load_settings, save_settings
from evergreen.persistence.settings import Settings
from evergreen.rules import Event, EventKind, GameState, Piece, Season, Source, Verb, apply
from evergreen.seats import SeatKind
from evergreen.session.match import Match
from evergreen.ui.app import App
from evergreen.ui.game.event_anim import EVENT_CUES, PIECE_CUES, SILENT
from evergreen.ui.game.scene import GameScene
from evergreen.ui.game.season_scoring import SeasonScoringScene
from evergreen.ui.kit.anim import STAGGER
from evergreen.ui.kit.layout import Button
from evergreen.ui.kit.speed import Speed
from evergreen.ui.screens.pause import PauseScene
from evergreen.ui.screens.settings.scene import SettingsScene
from evergreen.ui.sound import player as sound_module
from evergreen.ui.sound.cues import (
    AMBIENCE,
    MUSIC,
    PIECES_FILE,
    VARIANTS,
    Cue,
    Placed,
    effect_files,
)
from evergreen.ui.sound.mix import (
    AMBIENCE_LOUDNESS,
    CEILING,
    CUE_LOUDNESS,
    DEFAULT_LUFS,
    LEVEL_STEPS,
    MOMENTS,
    MUSIC_LOUDNESS,
    pan_gains,
    taper,
    taper_db,
)
from evergreen.ui.sound.music import (
    CROSSFADE,
    DUCK_TIME,
    DUCKED,
    MOMENT_DUCK,
    MUSIC_CHANNELS,
    PIECE_VOICES,
    RETURN,
    SETTLE,
)
from evergreen.ui.sound.player import INTERFACE_CUES, Player
from tests.ui.driver import (
    DT,
    click,
    click_button,
    frames,
    frames_until,
    key,
    make_app,
    top,
    where,
)

GAME_CUES = frozenset(Cue) - frozenset(INTERFACE_CUES)


def write_wav(path: Path, seconds: float, period: int) -> None:
    """A sine tone of ``period`` samples at 22.05 kHz, 16-bit mono (pygame converts it to
    the mixer's format)."""
    rate = 22050
    cycle = b"".join(
        struct.pack("<h", int(6000 * math.sin(2 * math.pi * i / period))) for i in range(period)
    )
    with wave.open(str(path), "wb") as f:
        f.setnchannels(1)
        f.setsampwidth(2)
        f.setframerate(rate)
        f.writeframes(cycle * max(1, int(rate * seconds / period)))


#: The stand-in pieces: five a season, each file this long, its body (until the next piece
#: comes in) this much of it: the rest is its tail, the crossfade into the next.
PIECES, PIECE_SECONDS, PIECE_BODY = 5, 27.0, 24.0


def write_music(folder: Path, seconds: dict[str, tuple[float, float]], file_seconds: float) -> None:
    """Stand-in pieces (``music.json`` saying each one's body and length) and ambience loops."""
    for name in seconds:
        write_wav(folder / f"{name}.wav", file_seconds, 210)
    listed = {
        name: {"season": name.split("_")[1], "body": body, "seconds": length}
        for name, (body, length) in seconds.items()
    }
    (folder / PIECES_FILE.name).write_text(json.dumps(listed, sort_keys=True), encoding="utf-8")
    for k, name in enumerate(AMBIENCE.values()):
        write_wav(folder / f"{name}.wav", 5.0, 300 + k)


def piece_names(count: int = PIECES) -> list[str]:
    return [f"{MUSIC[s]}_{n}" for s in Season for n in range(1, count + 1)]


@pytest.fixture(scope="module")
def sounds(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("sounds")
    for k, cue in enumerate(Cue):
        for v, name in enumerate(effect_files(cue)):
            write_wav(folder / f"{name}.wav", 0.1, 60 + 3 * k + v)
    music = {name: (PIECE_BODY, PIECE_SECONDS) for name in piece_names()}
    write_music(folder, music, PIECE_SECONDS)
    return folder


#: The default sliders (percent): master, effects, music, ambience.
DEFAULTS = (90, 90, 80, 80)
#: A stand-in piece's and ambience's channel volume at full volume (no levels.json).
PIECE_GAIN = 10 ** ((MUSIC_LOUDNESS - DEFAULT_LUFS) / 20)
LOOP_GAIN = 10 ** ((AMBIENCE_LOUDNESS - DEFAULT_LUFS) / 20)
#: The music at the default sliders, in the game.
FULL_MUSIC = PIECE_GAIN * taper(DEFAULTS[0]) * taper(DEFAULTS[2])
#: Music files loaded at the start when all are there: Spring's first piece and its ambience.
MUSIC_FILES = 2


def cue_volume(cue: Cue, master: int = DEFAULTS[0], effects: int = DEFAULTS[1]) -> float:
    """A stand-in cue's gain, centred, its first play (no levels.json: the default)."""
    return taper(master) * taper(effects) * 10 ** ((CUE_LOUDNESS[cue] - DEFAULT_LUFS) / 20)


def sound_app(folder: Path, speed: Speed = Speed.NORMAL, **kw: object) -> App:
    """An App with its sounds loaded, its player's clock counting frames."""
    app = make_app(speed=speed, sounds=folder, **kw)
    app.sound.set_clock(lambda: app.frames * DT)
    assert not app.sound.started, "the mixer opens after the first frame, never before it"
    frames(app, 1)
    app.sound.wait_loaded()
    assert app.sound.device == "dummy"
    return app


def heard(app: App, since: float = -1.0, kinds: frozenset[Cue] = frozenset(Cue)) -> list[Cue]:
    return [p.cue for p in app.sound.played if p.at >= since and p.cue in kinds]


def times(app: App, cue: Cue, since: float) -> list[float]:
    return [p.at for p in app.sound.played if p.at >= since and p.cue is cue]


def now(app: App) -> float:
    return app.frames * DT


def settle(app: App, scene: GameScene, limit: int = 600) -> None:
    """Frames until the scene's animations and waiting sounds are over (one at least: the
    scene takes in the last command's events in its next frame)."""
    frames(app, 1)
    for _ in range(limit):
        if not (scene.anim.busy or scene.anim.waiting):
            return
        frames(app, 1)
    raise AssertionError("the animations never ended")


def expected(state: GameState, events: list[Event]) -> list[Cue]:
    """The cues a batch of (non-scoring) events should start, in order."""
    out = []
    for e in events:
        if e.kind is EventKind.TOOK:
            out.append(Cue.CARD_TAKE)
        elif e.kind is EventKind.FERTILITY:
            out.append(Cue.CARD_ZONE)
        elif e.kind is EventKind.ARIDITY:
            out.append(Cue.ARIDITY)
        elif e.kind is EventKind.PLACED:
            out.append(PIECE_CUES[Piece(e.piece)])
        elif e.kind is EventKind.POWER and state.players[e.seat].levels[e.power] != e.level:
            out.append(Cue.MARKER)
        elif e.kind is EventKind.VP and e.source is Source.BUDS and e.value:
            out.append(Cue.BUDS)
    return out


def to_season_end(app: App, check: bool = False) -> tuple[GameScene, float]:
    """Play random commands through the scene up to the one that ends Spring; ``check``:
    each command's cues are the ones its events call for. Returns the scene and the time
    the last command was played."""
    scene = top(app)
    assert isinstance(scene, GameScene)
    rng = random.Random(5)
    checked = 0
    while True:
        legal = scene.match.legal()
        cmd = rng.choice([c for c in legal if c.verb is not Verb.STOP] or legal)
        before = scene.match.state
        events = list(apply(before, cmd).events)
        start = now(app)
        scene.play(cmd)
        if any(e.kind is EventKind.SEASON_ENDED for e in events):
            return scene, start
        settle(app, scene)
        if check:
            assert heard(app, start, GAME_CUES) == expected(before, events), (cmd, events)
            checked += bool(expected(before, events))


def test_every_event_kind_sounds_or_is_silent_for_a_reason_and_every_cue_is_used() -> None:
    assert set(EVENT_CUES) | set(SILENT) == set(EventKind)
    assert not set(EVENT_CUES) & set(SILENT)
    assert all(len(reason) > 10 for reason in SILENT.values())
    used = set().union(*EVENT_CUES.values())
    assert used | set(INTERFACE_CUES) == set(Cue) and not used & set(INTERFACE_CUES)
    assert set(CUE_LOUDNESS) == set(Cue)
    # ordinary play's cues within a few dB, the interface never out of hearing; the season's
    # scoring and the game's end 3-6 dB over the loudest of them; the music under them all
    ordinary = [v for c, v in CUE_LOUDNESS.items() if c not in MOMENTS]
    assert max(ordinary) - min(ordinary) <= 6.0
    assert all(3.0 <= CUE_LOUDNESS[c] - max(ordinary) <= 6.0 for c in MOMENTS)
    assert min(CUE_LOUDNESS.values()) > MUSIC_LOUDNESS


def sounding_peak(app: App) -> tuple[float, float]:
    """What the effects playing now and the music peak at together, left and right, by the
    player's own reckoning of the files (the stand-ins peak at full scale)."""
    now = app.sound.clock()
    music = app.sound.music_peak()
    left = right = music
    for p in app.sound.played:
        if now - p.at <= 0.1:  # the stand-ins last 0.1 s
            left, right = left + p.left, right + p.right
    return left, right


def test_the_limiter_keeps_a_pile_of_cues_under_the_ceiling(sounds: Path) -> None:
    """Every effect at once, at full volume, over the music: each new cue gets no more gain
    than keeps the sum of the channels' peaks under the ceiling (the newest gives way)."""
    app = sound_app(sounds, players=2, seed=21)
    # the ambience off: the stand-ins peak at full scale, so the music's and the ambience's at
    # 100 % would pass the ceiling together before any cue (no real file peaks so near its
    # loudness: their peaks are measured)
    app.set_volumes(100, 100, 100, 0)
    frames(app, int(CROSSFADE / DT) + 5)
    mark = now(app)
    music = app.sound.music_peak()
    assert music > 0.1, "the music counts"
    for cue in Cue:
        app.sound.play(cue)
    started = [p for p in app.sound.played if p.at >= mark]
    assert len(started) == len(Cue)
    assert max(sounding_peak(app)) <= CEILING + 1e-9
    first = min(cue_volume(started[0].cue, 100, 100), CEILING - music)
    assert started[0].left == pytest.approx(first, rel=0.01)
    assert app.sound.limited, "the pile was turned down"
    frames(app, 12)  # 0.2 s: they have ended, the next cue has its full gain again
    app.sound.play(Cue.SEASON_CHIME)
    again = cue_volume(Cue.SEASON_CHIME, 100, 100) * 10 ** (LEVEL_STEPS[1] / 20)
    assert app.sound.played[-1].left == pytest.approx(min(again, CEILING - music), rel=0.01)


def test_a_played_game_sounds_each_event_in_order(sounds: Path) -> None:
    """Every take, card to the zone, marker and piece of a season sounds as its animation
    starts; then the season's end: the light's sweep once (one gesture, with the first
    seat's), each seat's forest's and landed points' ticks, one seat after another, then the
    chime."""
    app = sound_app(sounds, players=2, seed=21)
    scene, start = to_season_end(app, check=True)
    assert len(heard(app, kinds=GAME_CUES)) > 20
    assert {Cue.CARD_TAKE, Cue.SPROUT, Cue.CARD_ZONE} <= set(heard(app))
    settle(app, scene)
    end = heard(app, start, GAME_CUES)
    assert end[0] is Cue.LIGHT_SWEEP and end[-1] is Cue.SEASON_CHIME
    seats = len(scene.match.state.players)
    assert seats > 1 and end.count(Cue.LIGHT_SWEEP) == 1 and end.count(Cue.SEASON_CHIME) == 1
    sweeps = times(app, Cue.LIGHT_SWEEP, start)
    assert sweeps[0] - start <= 2 * DT  # with the first seat's sweep's first frame
    assert end.count(Cue.VP_TICK) >= seats, "each seat's points still tick"
    chime = times(app, Cue.SEASON_CHIME, start)[0]
    assert chime - sweeps[-1] >= 1.25 - 2 * DT  # once the last seat's sweep is over


@pytest.mark.slow
def test_cues_follow_the_animation_speed(sounds: Path) -> None:
    """At Fast the season's chime and the forest's tick come earlier, in the same ratio as
    the animations' delays."""
    delays = {}
    for speed in (Speed.NORMAL, Speed.FAST):
        app = sound_app(sounds, speed, players=2, seed=21)
        scene, start = to_season_end(app)
        settle(app, scene)
        delays[speed] = times(app, Cue.SEASON_CHIME, start)[0] - start
    assert delays[Speed.FAST] < delays[Speed.NORMAL]
    assert delays[Speed.FAST] == pytest.approx(delays[Speed.NORMAL] * 0.4, abs=3 * DT)


def test_with_animations_off_a_batch_still_sounds_one_cue_after_another(sounds: Path) -> None:
    app = sound_app(sounds, Speed.OFF, players=2, seed=21)
    _scene, start = to_season_end(app)
    frames(app, 60)
    played = [p for p in app.sound.played if p.at >= start and p.cue in GAME_CUES]
    cues = [p.cue for p in played]
    assert cues[0] is Cue.LIGHT_SWEEP and Cue.SEASON_CHIME in cues
    gaps = [b.at - a.at for a, b in itertools.pairwise(played)]
    assert gaps and min(gaps) >= STAGGER - DT, "never all at once"
    assert played[-1].at - start < 1.0


def test_the_interface_sounds(sounds: Path) -> None:
    """A pressed button, a refused click, Undo, the hint, the next person's turn."""
    app = sound_app(sounds, players=2, seed=8)
    scene = top(app)
    assert isinstance(scene, GameScene)
    match = scene.match
    settle(app, scene)
    mark = now(app)
    click(app, scene.layout.button_rect(Button.MENU).center)
    assert isinstance(top(app), PauseScene) and heard(app, mark) == [Cue.PRESS]
    key(app, pygame.K_ESCAPE)
    mark = now(app)
    space = match.state.players[0].planet.layout.plantable[0]
    click(app, scene.layout.space_rect(space).center)  # nothing to plant in a draft
    assert heard(app, mark) == [Cue.REFUSE] and scene.look.message_error
    mark = now(app)
    key(app, pygame.K_h)
    frames_until(app, lambda: match.hint() is not None, "the hint")
    frames(app, 1)
    assert Cue.HINT in heard(app, mark)
    seat = match.state.awaiting
    mark = now(app)
    take = next(c for c in match.legal() if c.verb is Verb.TAKE)
    click(app, where(scene, take))
    settle(app, scene)
    assert match.state.awaiting != seat
    assert heard(app, mark, frozenset(INTERFACE_CUES)) == [Cue.BOT_TURN], "the next person"
    rng = random.Random(2)
    while not match.can_undo:
        legal = [c for c in match.legal() if c.verb not in (Verb.END, Verb.STOP)]
        scene.play(rng.choice(legal or match.legal()))
        settle(app, scene)
    mark = now(app)
    key(app, pygame.K_BACKSPACE)
    assert heard(app, mark) == [Cue.UNDO]


def test_a_bots_turn_sounds_when_it_starts(sounds: Path) -> None:
    app = sound_app(sounds, players=2, seed=8)
    scene = app.open_game(Match.start(2, 8, (SeatKind.HUMAN, SeatKind.EASY)))
    assert scene is not None
    app.scenes.reset(scene)
    frames(app, 2)
    mark = now(app)
    take = next(c for c in scene.match.legal() if c.verb is Verb.TAKE)
    click(app, where(scene, take))
    settle(app, scene)
    assert scene.match.awaiting_kind is SeatKind.EASY
    frames(app, 2)
    assert heard(app, mark, frozenset(INTERFACE_CUES)) == [Cue.BOT_TURN]


@pytest.mark.slow
def test_m_mutes_everything_anywhere_and_is_kept(sounds: Path) -> None:
    app = sound_app(sounds, players=2, seed=21)
    frames(app, int(CROSSFADE / DT) + 5)
    assert app.sound.music() and all(v > 0 for _s, v in app.sound.music())
    key(app, pygame.K_m)
    assert app.sound.muted and app.notices.current == "Sound off (M)"
    assert all(v == 0 for _s, v in app.sound.music())
    mark = now(app)
    scene, _start = to_season_end(app)
    settle(app, scene)
    assert heard(app, mark) == [], "nothing sounds while muted"
    assert load_settings()[0].sound is False
    again = sound_app(sounds, players=2, seed=21)
    assert again.sound.muted
    key(again, pygame.K_ESCAPE)  # in the pause menu too, M works
    key(again, pygame.K_m)
    assert not again.sound.muted and again.notices.current == "Sound on (M)"
    assert load_settings()[0].sound is True
    frames(again, int(CROSSFADE / DT) + 5)
    assert again.sound.music() and all(v > 0 for _s, v in again.sound.music())


def test_the_pause_menu_turns_the_sound_off_and_on(sounds: Path) -> None:
    app = sound_app(sounds, players=2, seed=21)
    key(app, pygame.K_ESCAPE)
    click_button(app, "sound")
    assert app.sound.muted and load_settings()[0].sound is False
    labels = {b.text for b in top(app).buttons}  # type: ignore[attr-defined]
    assert "Sound: off (M)" in labels
    click_button(app, "sound")
    assert not app.sound.muted


def test_m_in_a_text_box_is_a_letter(sounds: Path) -> None:
    app = sound_app(sounds)
    click_button(app, "new")
    scene = top(app)
    box = scene.boxes["name:0"]  # type: ignore[attr-defined]
    click(app, box.rect.center)
    key(app, pygame.K_m)
    assert not app.sound.muted


def test_volumes_set_in_settings_reach_the_channels_and_are_kept(sounds: Path) -> None:
    app = sound_app(sounds, players=2, seed=21)
    key(app, pygame.K_ESCAPE)
    click_button(app, "settings")
    settings = top(app)
    assert isinstance(settings, SettingsScene)
    for name, arrow in (("music", "right"), ("effects", "left")):
        slider = settings.sliders[name]
        for _ in range(3):
            click(app, getattr(slider, f"{arrow}_button").rect.center)
    frames(app, 2)  # the slider says it moved in the frame after
    effects = settings.sliders["effects"].get_current_value()
    music = settings.sliders["music"].get_current_value()
    assert effects < DEFAULTS[1] and music > DEFAULTS[2]
    assert app.volumes == (DEFAULTS[0], effects, music, DEFAULTS[3])
    kept = load_settings()[0]
    volumes = (kept.master_volume, kept.effects_volume, kept.music_volume, kept.ambience_volume)
    assert volumes == app.volumes
    key(app, pygame.K_ESCAPE)
    key(app, pygame.K_ESCAPE)
    assert isinstance(top(app), GameScene)
    frames(app, int(CROSSFADE / DT) + 5)
    (_season, volume), *_ = app.sound.music()
    assert volume == pytest.approx(taper(DEFAULTS[0]) * taper(music) * PIECE_GAIN, abs=1 / 128)
    app.sound.play(Cue.GROW_BIG)
    played = app.sound.played[-1]
    want = cue_volume(Cue.GROW_BIG, DEFAULTS[0], effects)
    want = min(want, CEILING - app.sound.music_peak())  # (the stand-ins peak at full scale)
    assert played.cue is Cue.GROW_BIG and played.left == pytest.approx(played.right)
    assert played.left == pytest.approx(want, rel=0.01)
    again = sound_app(sounds)
    assert again.volumes == app.volumes and again.sound.music_volume == taper(music)


@pytest.mark.slow
def test_the_music_crossfades_when_the_season_shown_changes_and_ducks_under_pause(
    sounds: Path,
) -> None:
    app = sound_app(sounds, players=2, seed=21)
    scene, _start = to_season_end(app)
    frames(app, int(CROSSFADE / DT) + 5)
    assert isinstance(top(app), SeasonScoringScene)
    assert [s for s, _v in app.sound.music()] == [Season.SPRING], "the scored season plays on"
    settle(app, scene)
    key(app, pygame.K_RETURN)  # the scoring closes: Summer shows
    assert scene.table().shown.season is Season.SUMMER
    frames(app, round((SETTLE + CROSSFADE / 2) / DT))
    half = dict(app.sound.music())
    assert set(half) == {Season.SPRING, Season.SUMMER}, "both seasons sound during the fade"
    full = FULL_MUSIC
    # equal power: half-way, each at 1/√2 of its level (their loudness together stays)
    assert half[Season.SPRING] == pytest.approx(full / math.sqrt(2), abs=0.02)
    assert half[Season.SUMMER] == pytest.approx(full / math.sqrt(2), abs=0.02)
    frames(app, int(CROSSFADE / 2 / DT) + 5)
    assert app.sound.music() == [(Season.SUMMER, pytest.approx(full, abs=1 / 128))]
    key(app, pygame.K_ESCAPE)
    assert isinstance(top(app), PauseScene)
    frames(app, int(DUCK_TIME / DT) + 5)
    assert app.sound.music() == [(Season.SUMMER, pytest.approx(full * DUCKED, abs=1 / 128))]
    key(app, pygame.K_ESCAPE)
    frames(app, int(DUCK_TIME / DT) + 5)
    assert app.sound.music() == [(Season.SUMMER, pytest.approx(full, abs=1 / 128))]


@pytest.mark.slow
def test_the_next_season_shown_for_a_frame_does_not_restart_the_music(sounds: Path) -> None:
    """The command that ends a season is played before the game scene holds the scored
    state (a bot plays in the scenes' update, the App asks for the music after it): for one
    frame the next season is shown. The loop playing goes on through it, never stopped and
    started again from zero (the drop-out of issue 34); the next season's starts once, when
    the scoring closes."""
    app = sound_app(sounds, players=2, seed=21)
    frames(app, int(CROSSFADE / DT) + 5)
    scene, _start = to_season_end(app)
    assert scene.table().shown.season is Season.SUMMER, "the flicker this test is about"
    before = list(app.sound.music_started)
    app.sound.want_music(*app.music_wanted())  # as App.step does after the scenes' update
    app.sound.update()
    frames(app, 1)
    assert scene.table().shown.season is Season.SPRING  # held: the scoring shows Spring's
    frames(app, int(CROSSFADE / DT))
    assert isinstance(top(app), SeasonScoringScene)
    assert all(s is Season.SPRING for _t, s, _i in app.sound.music_started)
    assert list(app.sound.music_started)[: len(before)] == before
    assert app.sound.music() == [(Season.SPRING, pytest.approx(FULL_MUSIC, abs=0.01))]
    times = [t for t, _s, _i in app.sound.music_started]  # the pieces went on at their times
    assert all(b - a == pytest.approx(PIECE_BODY, abs=2 * DT) for a, b in itertools.pairwise(times))
    settle(app, scene)
    key(app, pygame.K_RETURN)  # the scoring closes: Summer's first phrase comes in
    mark = now(app)
    frames(app, int(CROSSFADE / DT) + 5)
    new = [(s, i) for t, s, i in app.sound.music_started if t >= mark]
    assert [s for s, _i in new] == [Season.SUMMER]


@pytest.mark.slow
def test_no_audio_device_is_silence_and_one_log_line(
    sounds: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    def no_device(*_args: object, **_kw: object) -> None:
        raise pygame.error("No available audio device")

    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", no_device)
    caplog.set_level(logging.INFO, logger="evergreen")
    app = make_app(speed=Speed.NORMAL, sounds=sounds, players=2, seed=21)
    frames(app, 2)
    scene, _start = to_season_end(app)
    settle(app, scene)
    key(app, pygame.K_m)
    said = [r.getMessage() for r in caplog.records if r.getMessage().startswith("sound")]
    assert said == ["sound: no audio device (No available audio device); the game is silent"]
    assert app.sound.device is None and not app.sound.played and app.sound.music() == []


@pytest.mark.slow
def test_missing_files_are_silence_and_one_log_line(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.INFO, logger="evergreen")
    app = sound_app(tmp_path, players=2, seed=21)
    scene, _start = to_season_end(app)
    settle(app, scene)
    said = [r.getMessage() for r in caplog.records if r.getMessage().startswith("sound")]
    assert len(said) == 1 and "0 effects, 0 music loaded; device dummy" in said[0]
    assert "missing or unreadable" in said[0] and "all of them" in said[0]
    assert not app.sound.played and app.sound.music() == []


def test_a_broken_file_is_left_out_alone(
    sounds: Path, tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    for f in sounds.iterdir():
        (tmp_path / f.name).write_bytes(f.read_bytes())
    (tmp_path / "card_take.wav").write_bytes(b"RIFF not a sound")
    caplog.set_level(logging.INFO, logger="evergreen")
    app = sound_app(tmp_path)
    said = [r.getMessage() for r in caplog.records if r.getMessage().startswith("sound")]
    assert len(said) == 1 and f"{len(Cue)} effects, {MUSIC_FILES} music loaded" in said[0]
    assert "card_take (" in said[0]
    assert len(app.sound.effects[Cue.CARD_TAKE][None]) == VARIANTS[Cue.CARD_TAKE] - 1
    assert len(app.sound.effects[Cue.PRESS][Season.SPRING]) == VARIANTS[Cue.PRESS]


def test_the_settings_file_sets_the_levels_at_start(sounds: Path) -> None:
    kept = Settings(
        sound=False, master_volume=50, effects_volume=40, music_volume=0, ambience_volume=30
    )
    save_settings(kept)
    app = sound_app(sounds)
    assert app.sound.muted and app.volumes == (50, 40, 0, 30)
    assert app.sound.effect_volume(Cue.PRESS) == 0.0
    app.set_muted(False)
    assert app.sound.effect_volume(Cue.PRESS) == pytest.approx(cue_volume(Cue.PRESS, 50, 40))
    assert app.sound.ambience_volume == taper(30) and app.sound.music_volume == 0.0
    assert sound_module.Player().folder.name == "sounds"


def test_effects_never_take_the_musics_channels(sounds: Path) -> None:
    """The mixer would hand out a reserved channel that is idle: the player never does."""
    app = sound_app(sounds, players=2, seed=21)
    frames(app, 5)
    (_t, _s, first), *_ = app.sound.music_started
    piece = app.sound.band.clips[app.sound.pieces[Season.SPRING][first].name].sound
    for k in range(40):
        app.sound.play(list(Cue)[k % len(Cue)])
    assert len(app.sound.played) == len(Cue), "a repeat waits a moment (no doubling)"
    frames(app, 10)
    assert len(app.sound.played) == 40
    assert pygame.mixer.Channel(0).get_sound() is piece
    loop = pygame.mixer.Channel(PIECE_VOICES).get_sound()
    assert loop is app.sound.band.clips[AMBIENCE[Season.SPRING]].sound
    idle = [*range(1, PIECE_VOICES), *range(PIECE_VOICES + 1, MUSIC_CHANNELS)]
    assert not any(pygame.mixer.Channel(i).get_busy() for i in idle)


def test_reduce_motion_does_not_mute(sounds: Path) -> None:
    """With Reduce motion the game's moves and the season's end still sound (the motion is
    shorter, the sound is not taken away)."""
    app = sound_app(sounds, players=2, seed=21)
    app.reduce_motion = True
    scene, start = to_season_end(app)
    settle(app, scene)
    assert {Cue.CARD_TAKE, Cue.SPROUT, Cue.CARD_ZONE} <= set(heard(app))
    assert Cue.SEASON_CHIME in heard(app, start)


def test_a_card_taken_sounds_from_where_it_lies(sounds: Path) -> None:
    """Effects are placed across the stereo field where they happen: a card taken from the
    market (on the right of the screen) sounds from its slot, a piece from its space."""
    app = sound_app(sounds, players=2, seed=8)
    scene = top(app)
    assert isinstance(scene, GameScene)
    settle(app, scene)
    market = scene.match.state.market
    for slot in (len(market) - 1, 0):
        take = next(c for c in scene.match.legal() if c.verb is Verb.TAKE and c.arg == market[slot])
        mark = now(app)
        scene.play(take)
        settle(app, scene)
        played = next(p for p in app.sound.played if p.at >= mark and p.cue is Cue.CARD_TAKE)
        rect = scene.layout.card_rect(slot, len(market))
        left, right = pan_gains(2 * rect.centerx / scene.layout.width - 1)
        assert played.right / played.left == pytest.approx(right / left, rel=0.02)
        assert played.right > played.left, "the market is on the right"
        market = scene.match.state.market
        if scene.match.state.awaiting is None or not market:
            break
    app.sound.play(Placed(Cue.SPROUT, -1.0))
    assert app.sound.played[-1].left > app.sound.played[-1].right, "the left edge"


def test_a_cue_again_is_its_next_variant_a_little_louder_or_softer(sounds: Path) -> None:
    app = sound_app(sounds, players=2, seed=21)
    app.set_volumes(90, 90, 0, 0)  # the effects alone: the limiter never touches one sprout
    for _ in range(6):
        app.sound.play(Cue.SPROUT)
        frames(app, 7)  # one has ended when the next starts
    played = [p for p in app.sound.played if p.cue is Cue.SPROUT]
    assert [p.variant for p in played] == [0, 1, 2, 3, 0, 1] and VARIANTS[Cue.SPROUT] == 4
    gains = [p.left for p in played]
    assert len({round(g, 4) for g in gains}) >= 4
    full = cue_volume(Cue.SPROUT)
    for k, gain in enumerate(gains):
        assert gain == pytest.approx(
            full * 10 ** (LEVEL_STEPS[k % len(LEVEL_STEPS)] / 20), rel=1e-3
        )


def test_the_music_ducks_under_the_seasons_big_moments(sounds: Path) -> None:
    app = sound_app(sounds, players=2, seed=21)
    frames(app, int(CROSSFADE / DT) + 5)
    (_s, before), *_ = app.sound.music()
    app.sound.play(Cue.SEASON_CHIME)  # the stand-in lasts 0.1 s: the duck is short too
    frames(app, 6)
    (_s, ducked), *_ = app.sound.music()
    assert ducked < before * 0.9 and ducked >= before * MOMENT_DUCK - 1 / 128
    frames(app, 120)
    (_s, after), *_ = app.sound.music()
    assert after == pytest.approx(before, abs=1 / 128)


class FakeClock:
    def __init__(self) -> None:
        self.t = 0.0

    def __call__(self) -> float:
        return self.t


def started_player(sounds: Path, clock: FakeClock, seed: int = 3) -> Player:
    """A player of ``sounds`` on ``clock`` (no App), its mixer opened afresh and its files
    loaded, at the default sliders."""
    player = Player(sounds, clock, seed=seed)
    pygame.mixer.quit()
    player.start()
    player.wait_loaded()
    player.set_volumes(*DEFAULTS)
    return player


def arranged(sounds: Path, season: Season, minutes: float, muted_at: float | None = None) -> Player:
    """A player left to play a season's music for ``minutes`` on a clock stepped 50 ms a
    time (no App: the music alone)."""
    clock = FakeClock()
    player = started_player(sounds, clock)
    player.want_music(season, 1.0)
    player.wait_loaded()  # a season not held yet (Winter) is loaded now
    while clock.t < minutes * 60:
        clock.t += 0.05
        if muted_at is not None and abs(clock.t - muted_at) < 0.025:
            player.set_muted(True)
        if muted_at is not None and abs(clock.t - muted_at - 30) < 0.025:
            player.set_muted(False)
        player.update()
        player.wait_loaded()
    return player


def test_a_tuned_cue_plays_its_takes_in_the_key_of_the_music_heard(sounds: Path) -> None:
    """Each tuned cue has a set of takes for each season it sounds over (in that season's
    key); the player plays the set of the season whose music is heard loudest (before any
    music, the season coming), an untuned cue its one set, and the game's end (Winter's
    only) its Winter takes whatever plays. It holds the sets of the seasons heard and
    coming only (all four are 34 MB decoded): a season's are loaded when it is wanted, and
    let go once it is neither heard nor coming."""
    clock = FakeClock()
    player = started_player(sounds, clock)
    sets = player.effects[Cue.SPROUT]
    assert set(sets) == {Season.SPRING} and set(player.effects[Cue.CARD_TAKE]) == {None}
    assert set(player.effects[Cue.GAME_END]) == {Season.WINTER}
    assert player.key_season() is Season.SPRING
    for season in (Season.SUMMER, Season.WINTER, Season.AUTUMN):
        player.want_music(season, 1.0)
        player.wait_loaded()
        while clock.t < 1 or player.key_season() is not season:
            clock.t += 0.05
            player.update()
            player.wait_loaded()
            assert clock.t < 120, "the season's music is never heard"
        held = player.effects[Cue.SPROUT]
        assert season in held and len(held) <= 2, held.keys()
        for cue in (Cue.SPROUT, Cue.PRESS, Cue.CARD_TAKE, Cue.GAME_END):
            player.play(cue)
        started = {p.cue: p.key for p in player.played if p.at == clock.t}
        assert started == {
            Cue.SPROUT: season,
            Cue.PRESS: season,
            Cue.CARD_TAKE: None,
            Cue.GAME_END: Season.WINTER,
        }
        clock.t += 5
    player.update()
    player.wait_loaded()
    assert set(player.effects[Cue.SPROUT]) == {Season.AUTUMN}, "Summer's and Winter's let go"
    assert set(player.effects[Cue.GAME_END]) == {Season.WINTER}


def test_the_sliders_are_in_decibels() -> None:
    """The taper: 100 % is 0 dB, 50 % -20 dB, 1 % near -60 dB, 0 % silence; every step up
    louder, in steps the ear hears as about even (never more than 1.6 dB a percent)."""
    assert taper(100) == 1.0 and taper(0) == 0.0 and taper(-5) == 0.0
    assert taper_db(50) == pytest.approx(-20.0, abs=1e-9)
    assert -60.0 < taper_db(1) < -58.0
    assert taper_db(80) == pytest.approx(-4.68, abs=0.01)
    steps = [taper_db(p + 1) - taper_db(p) for p in range(1, 100)]
    assert all(0 < step < 1.6 for step in steps)


def test_no_piece_comes_back_within_four_minutes_in_a_40_minute_game(tmp_path: Path) -> None:
    """Five pieces a season of 60-100 s (bodies) and ten minutes of each season: the pieces
    come one after another as the last one's body ends, in an order of chance (two runs
    differ), and none is heard again sooner than four minutes after its body ended."""
    rng = random.Random(7)
    lengths = {}
    for name in piece_names():
        body = rng.uniform(60, 100)
        lengths[name] = (body, body + rng.uniform(2, 6))
    write_music(tmp_path, lengths, 0.5)
    orders = []
    for seed in (3, 4):
        clock = FakeClock()
        player = started_player(tmp_path, clock, seed)
        for season in Season:
            player.want_music(season, 1.0)
            end = clock.t + 600
            while clock.t < end:
                clock.t += 0.05
                player.tend()  # as the sleeping loop does: an update only when one is due
                if round(clock.t / 0.05) % 20 == 0:  # a file loaded within a second, as played
                    player.wait_loaded()
        started = list(player.music_started)
        orders.append([(s, i) for _t, s, i in started])
        body = {(s, p.place): p.body for s, ps in player.pieces.items() for p in ps}
        last: dict[tuple[Season, int], float] = {}
        gaps = []
        for (t, season, index), (t2, season2, _i) in itertools.pairwise([*started, (0, None, 0)]):
            if season2 is season:  # the next comes in as the body ends
                assert t2 - t == pytest.approx(body[season, index], abs=0.051)
            if (season, index) in last:
                gaps.append(t - last[season, index])
            last[season, index] = t + body[season, index]
        assert len(started) >= 4 * 6 and {s for _t, s, _i in started} == set(Season)
        assert gaps and min(gaps) >= RETURN, min(gaps)
    assert orders[0] != orders[1], "an order of chance"


def _power(player: Player, now: float, pieces: bool = True) -> float:
    """The summed power of the music's (``pieces``) or the ambience's gains now."""
    gains = player.band.gains(now)
    return sum(g * g for v, g in gains if (v.piece is not None) is pieces)


def test_pieces_and_seasons_crossfade_with_equal_power_and_never_fall_silent(
    sounds: Path,
) -> None:
    """Through a piece's change (the next in at the last one's body end, over its tail) and
    a season's change, the music's summed power stays within 1 dB of its level, on the
    band's gains and on the mixer's channels; the ambience's too through the season's
    change; and music and ambience are never both silent."""
    clock = FakeClock()
    player = started_player(sounds, clock)
    player.want_music(Season.SPRING, 1.0)
    player.wait_loaded()
    steady = None
    worst = [0.0, 0.0, 0.0]
    changes = 0
    while clock.t < 2 * PIECE_BODY + 10:
        clock.t += 0.02
        if abs(clock.t - (PIECE_BODY + 10)) < 0.01:
            player.want_music(Season.SUMMER, 1.0)
            player.wait_loaded()
        player.update()
        player.wait_loaded()
        if clock.t < CROSSFADE + 0.1:
            continue
        power = _power(player, clock.t)
        steady = steady or power
        loops = _power(player, clock.t, pieces=False)
        channels = sum(
            v.channel.get_volume() ** 2 for v, _g in player.band.gains(clock.t) if v.piece
        )
        assert power > 0 and loops > 0, "never silent"
        for k, value in enumerate((power, channels, loops / LOOP_GAIN**2 * PIECE_GAIN**2)):
            worst[k] = max(worst[k], abs(10 * math.log10(value / steady)))
        changes = max(changes, sum(1 for v, _g in player.band.gains(clock.t) if v.piece))
    assert len(player.music_started) >= 3 and changes >= 2, "pieces overlapped"
    assert {s for _t, s, _i in player.music_started} == {Season.SPRING, Season.SUMMER}
    assert worst[0] <= 0.01 and worst[1] <= 1.0 and worst[2] <= 1.0, worst


def test_the_music_held_stays_within_its_bound_through_all_four_seasons(sounds: Path) -> None:
    """Only the pieces sounding and the next of the season wanted are held (a piece decoded
    is about 15 MB): through all four seasons, season changes and piece changes included,
    never more than four pieces at once (two when nothing crossfades), and two after."""
    clock = FakeClock()
    player = started_player(sounds, clock)
    held = []
    for season in Season:
        player.want_music(season, 1.0)
        end = clock.t + 3 * PIECE_BODY
        while clock.t < end:
            clock.t += 0.05
            player.update()
            player.wait_loaded()
            held.append(len(player.held()))
    assert {s for _t, s, _i in player.music_started} == set(Season)
    assert max(held) <= 4 and held[-1] == 2, (max(held), held[-1])
    assert sorted(player.band.clips) == sorted([*player.held(), AMBIENCE[Season.WINTER]]), (
        "the ambience of the seasons gone is let go"
    )


def test_a_season_begun_before_its_ambience_was_loaded_gets_its_ambience(sounds: Path) -> None:
    """The game's first piece can be loaded before its ambience (the loader's thread): the
    season begins with the piece, and the ambience, still wanted, is loaded and comes in
    (it was let go as not needed, and the waiting game had music alone)."""
    clock = FakeClock()
    player = started_player(sounds, clock)
    loop = AMBIENCE[Season.SPRING]
    del player.band.clips[loop]  # not loaded yet when the season begins
    player.want_music(Season.SPRING, 1.0)
    player.update()
    assert player.music() and not player.ambience()
    for _ in range(100):
        clock.t += 0.05
        player.tend()
        player.wait_loaded()
    assert loop in player.band.clips
    (season, volume), *_ = player.ambience()
    assert season is Season.SPRING and volume > 0


def test_the_ambience_has_its_own_slider_kept_and_reaching_its_channel(sounds: Path) -> None:
    app = sound_app(sounds, players=2, seed=21)
    frames(app, int(CROSSFADE / DT) + 5)
    ((season, volume),) = app.sound.ambience()
    loop = LOOP_GAIN * taper(DEFAULTS[0]) * taper(DEFAULTS[3])
    assert season is Season.SPRING and volume == pytest.approx(loop, abs=1 / 128)
    key(app, pygame.K_ESCAPE)
    click_button(app, "settings")
    settings = top(app)
    assert isinstance(settings, SettingsScene)
    for _ in range(3):
        click(app, settings.sliders["ambience"].left_button.rect.center)
    frames(app, 2)
    ambience = settings.sliders["ambience"].get_current_value()
    assert ambience < DEFAULTS[3] and app.volumes[3] == ambience
    assert load_settings()[0].ambience_volume == ambience
    frames(app, int(DUCK_TIME / DT) + 5)  # under the menus, ducked with the music
    ((_s, volume),) = app.sound.ambience()
    want = LOOP_GAIN * taper(DEFAULTS[0]) * taper(ambience) * DUCKED
    assert volume == pytest.approx(want, abs=1 / 128)
    key(app, pygame.K_m)  # mute is true silence: every channel at zero, the effects stopped
    reserved = [pygame.mixer.Channel(i) for i in range(MUSIC_CHANNELS)]
    assert app.sound.muted and app.sound.music() and app.sound.ambience()
    assert all(c.get_volume() == 0.0 for c in reserved if c.get_busy()), [
        (c.get_busy(), c.get_volume()) for c in reserved
    ]
    assert all(v == 0.0 for _s, v in app.sound.music() + app.sound.ambience())
    assert not any(pygame.mixer.Channel(i).get_busy() for i in range(MUSIC_CHANNELS, 32))


def test_muted_music_holds_its_place_and_its_schedule(sounds: Path) -> None:
    plain = arranged(sounds, Season.WINTER, 2)
    held = arranged(sounds, Season.WINTER, 2.5, muted_at=40.0)
    shift = [(t - 30 if t > 40 else t, i) for t, _s, i in held.music_started]
    shifted = [(t, i) for t, i in shift if t <= 120]
    assert [i for _t, i in shifted] == [i for _t, _s, i in plain.music_started]
    for (t, _i), (t0, _s, _j) in zip(shifted, plain.music_started, strict=True):
        assert t == pytest.approx(t0, abs=0.051)  # (to the step of 50 ms the mute began in)


#: Seconds between two looks of the sleeping loop in ``_looked`` (about 50 a second).
LOOK = 0.0203


class CreepingClock(FakeClock):
    """A clock that moves on a microsecond at each reading, as a real one does (no two
    readings in one update are the same time)."""

    def __call__(self) -> float:
        self.t += 1e-6
        return self.t


def _looked(sounds: Path, tended: bool) -> tuple[Player, list[list[float]], int]:
    """Three and a half minutes of music looked at 50 times a second as the sleeping loop
    does: ``update`` at every look, or ``tend`` (update only when something is due). A
    season's change, a duck under a menu and a season's big moment come meanwhile, and the
    sound is muted for 20 s. Returns the player, its music channels' volumes at each look and
    how many looks updated it."""
    clock = CreepingClock()
    player = started_player(sounds, clock, 5)
    player.want_music(Season.SPRING, 1.0)
    updates = 0
    real = player.update

    def counted() -> None:
        nonlocal updates
        updates += 1
        real()

    player.update = counted  # type: ignore[method-assign]
    volumes: list[list[float]] = []
    for look in range(1, 210 * 50):  # (off the pieces' grid: no look falls on their seams)
        clock.t = max(clock.t, look * LOOK)
        if look == 60 * 50:
            player.want_music(Season.SUMMER, 1.0)
            player.wait_loaded()
        if look == 100 * 50:
            player.want_music(Season.SUMMER, DUCKED)
        if look == 110 * 50:
            player.want_music(Season.SUMMER, 1.0)
        if look == 130 * 50:
            player.play(Cue.SEASON_CHIME)
        if look == 150 * 50:
            player.set_muted(True)
        if look == 170 * 50:
            player.set_muted(False)
        player.tend() if tended else player.update()
        player.wait_loaded()  # (the next piece's file is read long before it is due)
        volumes.append([v.channel.get_volume() for v in player.band.voices])
    return player, volumes, updates


def test_the_sleeping_loop_updates_the_music_only_when_it_moves_and_it_plays_the_same(
    sounds: Path,
) -> None:
    """The sleeping loop looks for input 50 times a second; updating the music at each look
    cost a waiting game 0.8 % of a core. ``tend`` updates it only when something is due
    (a fade, duck or crossfade moving, the next piece, a waiting cue, a season followed):
    the music then plays exactly as with an update at every look, piece for piece, its
    channels' volumes the same at every look, a crossfade's and a duck's as smooth, and the
    schedule held while muted."""
    plain, plain_volumes, plain_updates = _looked(sounds, tended=False)
    tended, tended_volumes, tended_updates = _looked(sounds, tended=True)

    def rounded(started: Iterable[tuple[Any, ...]]) -> list[tuple[float, Any]]:
        return [(round(t, 3), rest) for t, *rest in started]

    assert rounded(tended.music_started) == rounded(plain.music_started)
    assert len({s for _t, s, _i in plain.music_started}) == 2  # Spring, then Summer
    assert len(plain.music_started) >= 6
    worst = max(
        abs(a - b)
        for row_a, row_b in zip(plain_volumes, tended_volumes, strict=True)
        for a, b in zip(row_a, row_b, strict=True)
    )
    assert worst <= 1 / 64, worst
    assert tended_updates < plain_updates / 3, (tended_updates, plain_updates)
