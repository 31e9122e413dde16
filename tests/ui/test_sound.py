"""Sound through the real App under the dummy audio driver: the rules' events and the
interface start their cues (in step with the animations, at any speed), the music follows
the season shown and ducks under the menus, M and the Settings' sliders reach the channels
and are kept, and no device or no files mean silence and one log line.

The player's clock counts the App's frames here (``set_clock``), so times are exact; the
sounds are tiny WAV files written for these tests (the game's own OGGs are not needed).
"""

from __future__ import annotations

import itertools
import logging
import math
import random
import struct
import wave
from pathlib import Path

import pygame
import pytest

from evergreen.match import Match
from evergreen.persistence import load_settings, save_settings
from evergreen.persistence.settings import Settings
from evergreen.rules import Event, EventKind, GameState, Piece, Season, Source, Verb, apply
from evergreen.seats import SeatKind
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
from evergreen.ui.sound.cues import MUSIC, Cue
from evergreen.ui.sound.player import (
    CROSSFADE,
    CUE_GAIN,
    DUCK_TIME,
    DUCKED,
    EFFECT_GAIN,
    INTERFACE_CUES,
    MUSIC_GAIN,
    PEAK,
)
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


def write_wav(path: Path, seconds: float, pitch: float) -> None:
    """A short sine tone, 16-bit mono (pygame converts it to the mixer's format)."""
    rate = 22050
    with wave.open(str(path), "wb") as f:
        f.setnchannels(1)
        f.setsampwidth(2)
        f.setframerate(rate)
        n = int(rate * seconds)
        f.writeframes(
            b"".join(
                struct.pack("<h", int(6000 * math.sin(2 * math.pi * pitch * i / rate)))
                for i in range(n)
            )
        )


@pytest.fixture(scope="module")
def sounds(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("sounds")
    for k, cue in enumerate(Cue):
        write_wav(folder / f"{cue.value}.wav", 0.1, 300 + 20 * k)
    for name in MUSIC.values():
        write_wav(folder / f"{name}.wav", 1.0, 110)
    return folder


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
        elif e.kind is EventKind.POWER and state.players[e.seat].levels[e.value] != e.piece:
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
    assert set(CUE_GAIN) == set(Cue)


def test_four_effects_and_the_music_at_full_volume_never_clip() -> None:
    loudest = EFFECT_GAIN * max(CUE_GAIN.values())
    assert 4 * loudest * PEAK + MUSIC_GAIN * PEAK < 1.0
    assert EFFECT_GAIN * min(CUE_GAIN.values()) > MUSIC_GAIN  # the music far under them


def test_a_played_game_sounds_each_event_in_order(sounds: Path) -> None:
    """Every take, card to the zone, marker and piece of a season sounds as its animation
    starts; then the season's end: the sweep, the forest's points, the chime."""
    app = sound_app(sounds, players=2, seed=21)
    scene, start = to_season_end(app, check=True)
    assert len(heard(app, kinds=GAME_CUES)) > 20
    assert {Cue.CARD_TAKE, Cue.SPROUT, Cue.CARD_ZONE} <= set(heard(app))
    settle(app, scene)
    end = heard(app, start, GAME_CUES)
    assert end[0] is Cue.LIGHT_SWEEP and end[-1] is Cue.SEASON_CHIME
    assert end.count(Cue.LIGHT_SWEEP) == 1 and end.count(Cue.SEASON_CHIME) == 1
    sweep = times(app, Cue.LIGHT_SWEEP, start)[0]
    assert sweep - start <= 2 * DT  # with the sweep's first frame
    chime = times(app, Cue.SEASON_CHIME, start)[0]
    assert chime - sweep >= 1.4 - 2 * DT  # once the sweep is over


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
    assert heard(app, mark) == [Cue.REFUSE] and scene.message_error
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
    assert effects < 80 and music > 60
    assert app.volumes == (80, effects, music)
    kept = load_settings()[0]
    assert (kept.master_volume, kept.effects_volume, kept.music_volume) == app.volumes
    key(app, pygame.K_ESCAPE)
    key(app, pygame.K_ESCAPE)
    assert isinstance(top(app), GameScene)
    frames(app, int(CROSSFADE / DT) + 5)
    (_season, volume), *_ = app.sound.music()
    assert volume == pytest.approx(MUSIC_GAIN * 0.8 * music / 100, abs=1 / 128)
    app.sound.play(Cue.GROW_BIG)
    busy = [pygame.mixer.Channel(i) for i in range(2, 24) if pygame.mixer.Channel(i).get_busy()]
    want = EFFECT_GAIN * 0.8 * effects / 100 * CUE_GAIN[Cue.GROW_BIG]
    assert any(c.get_volume() == pytest.approx(want, abs=1 / 128) for c in busy), (
        want,
        [c.get_volume() for c in busy],
    )
    again = sound_app(sounds)
    assert again.volumes == (80, effects, music) and again.sound.music_volume == music / 100


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
    assert scene.shown_state().season is Season.SUMMER
    frames(app, int(CROSSFADE / 2 / DT))
    half = dict(app.sound.music())
    assert set(half) == {Season.SPRING, Season.SUMMER}, "both loops sound during the fade"
    full = MUSIC_GAIN * 0.8 * 0.6
    assert half[Season.SPRING] == pytest.approx(full / 2, abs=0.02)
    assert half[Season.SUMMER] == pytest.approx(full / 2, abs=0.02)
    frames(app, int(CROSSFADE / 2 / DT) + 5)
    assert app.sound.music() == [(Season.SUMMER, pytest.approx(full, abs=1 / 128))]
    key(app, pygame.K_ESCAPE)
    assert isinstance(top(app), PauseScene)
    frames(app, int(DUCK_TIME / DT) + 5)
    assert app.sound.music() == [(Season.SUMMER, pytest.approx(full * DUCKED, abs=1 / 128))]
    key(app, pygame.K_ESCAPE)
    frames(app, int(DUCK_TIME / DT) + 5)
    assert app.sound.music() == [(Season.SUMMER, pytest.approx(full, abs=1 / 128))]


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
    assert len(said) == 1 and f"{len(Cue) - 1} effects, 4 music loaded" in said[0]
    assert "card_take (" in said[0]
    assert Cue.CARD_TAKE not in app.sound.effects and Cue.PRESS in app.sound.effects


def test_the_settings_file_sets_the_levels_at_start(sounds: Path) -> None:
    save_settings(Settings(sound=False, master_volume=50, effects_volume=40, music_volume=0))
    app = sound_app(sounds)
    assert app.sound.muted and app.volumes == (50, 40, 0)
    assert app.sound.effect_volume(Cue.PRESS) == 0.0
    app.set_muted(False)
    assert app.sound.effect_volume(Cue.PRESS) == pytest.approx(
        EFFECT_GAIN * 0.5 * 0.4 * CUE_GAIN[Cue.PRESS]
    )
    assert sound_module.Player().folder.name == "sounds"


def test_effects_never_take_the_musics_channels(sounds: Path) -> None:
    """The mixer would hand out a reserved channel that is idle: the player never does."""
    app = sound_app(sounds, players=2, seed=21)
    frames(app, 5)
    loop = app.sound.loops[Season.SPRING]
    for k in range(40):
        app.sound.play(list(Cue)[k % len(Cue)])
    assert len(app.sound.played) == len(Cue), "a repeat waits a moment (no doubling)"
    frames(app, 10)
    assert len(app.sound.played) == 40
    assert pygame.mixer.Channel(0).get_sound() is loop
    assert not pygame.mixer.Channel(1).get_busy()


def test_reduce_motion_does_not_mute(sounds: Path) -> None:
    """With Reduce motion the game's moves and the season's end still sound (the motion is
    shorter, the sound is not taken away)."""
    app = sound_app(sounds, players=2, seed=21)
    app.reduce_motion = True
    scene, start = to_season_end(app)
    settle(app, scene)
    assert {Cue.CARD_TAKE, Cue.SPROUT, Cue.CARD_ZONE} <= set(heard(app))
    assert Cue.SEASON_CHIME in heard(app, start)
