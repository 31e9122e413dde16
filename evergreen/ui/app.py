"""The application: window, frame loop, scene stack and the settings the scenes share.

The screens but the title (the game, the guided game's guide, the lock's question, pause,
settings, results, the rules, the apology) are imported when first asked for: the title
is the first frame, and those would add about 0.15 s of imports before it."""

from __future__ import annotations

import logging
import time
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import pygame
import pygame_gui

from evergreen import i18n
from evergreen.ai.worker import BotWorker
from evergreen.i18n import _
from evergreen.persistence import (
    Autosaver,
    SaveError,
    config_dir,
    remove_stale_temps,
    save_settings,
    tidy,
)
from evergreen.persistence.settings import LastSetup, Settings, language_chosen, load_settings
from evergreen.persistence_words import error_text, fallback_text
from evergreen.session.bot_play import BotPlay
from evergreen.session.match import Match, Mode
from evergreen.ui.game.demo import demo_match
from evergreen.ui.kit import bounded_cache, text
from evergreen.ui.kit.notices import Notices
from evergreen.ui.kit.pacing import IDLE_POLL, FramePacing
from evergreen.ui.kit.paper import BACKGROUND
from evergreen.ui.kit.scene import NOTICE_CORNER, Scene, SceneManager
from evergreen.ui.kit.speed import Speed
from evergreen.ui.kit.window import fit_window, last_resize_only, open_window, set_icon
from evergreen.ui.screens.progress import toast, today
from evergreen.ui.screens.title import TitleScene
from evergreen.ui.sound.cues import Cue
from evergreen.ui.sound.music import DUCKED, FULL, QUIET
from evergreen.ui.sound.player import Player

if TYPE_CHECKING:
    from pathlib import Path

    from evergreen.rules import GameState, Season
    from evergreen.ui.game.scene import GameScene

log = logging.getLogger("evergreen")
FPS = 60
#: Reduce motion keeps moves (they say what happened) but at this share of their length.
REDUCED = 0.5
#: How long drawing ahead may take at each look for input while the loop sleeps (ms; one
#: picture may run over): input waits at most this much more, and the pictures a move needs
#: are drawn within a second or two of the one before, while the player thinks.
DRAW_AHEAD_MS = 8.0


@dataclass
class Options:
    """What the command line asked for."""

    size: tuple[int, int] | None = None  # None: the saved setting
    players: int | None = None
    seed: int | None = None
    demo: bool = False
    frames: int | None = None
    seconds: float | None = None  # run this long, then exit saving nothing (benchmarks)
    speed: Speed | None = None  # None: the saved setting
    sounds: Path | None = None  # the sound files' folder (None: the game's own)
    started: float = field(default_factory=time.perf_counter)


class App:
    """Owns the window, the running match and the bot worker, and runs frames; scenes show
    the match and hand it commands. Scenes see it as their ``Host`` (``kit/scene.py``)."""

    def __init__(self, options: Options) -> None:
        self.options = options
        #: The rules overlay F1 opened (F1 again closes it if it is on top).
        self.help: Scene | None = None
        bounded_cache.pictures_on_their_own_pages()
        self.settings, problem = load_settings()
        #: The language the player chose, or None: the system's is followed.
        self.language: str | None = (
            self.settings.language if language_chosen(self.settings) else None
        )
        i18n.set_language(self.language or i18n.system_language())
        log.info("language: %s%s", i18n.language(), "" if self.language else " (the system's)")
        if problem:  # said again, now in the player's language
            self.settings, problem = load_settings()
        text.set_ui_scale(self.settings.ui_scale)
        self.speed = options.speed or Speed(self.settings.animation)
        #: Only the motion needed to follow the game: moves shorter, no pulse, no sweep.
        self.reduce_motion = self.settings.reduce_motion
        self._start_sound()
        self._open_window()
        self.scenes = SceneManager()
        self.notices = Notices()
        #: The achievements earned, shown over the results of their game (or the review).
        self.toasts = toast.Toasts()
        self.running = True
        self.frames = 0
        #: The loop slept (drawing ahead meanwhile) since the last frame: frames are not
        #: back to back, so a frame need not draw ahead itself.
        self.rested = False
        self.fullscreen = False
        self._top_name = ""
        self.crashed = False
        #: The game being played (None on the title and the menus around it).
        self.match: Match | None = None
        #: Keeps the match after every confirmed turn and draft pick; tells failures.
        self.keeper = Autosaver(
            on_error=lambda reason: self.notice(
                _("Autosave failed: {reason}").format(reason=error_text(reason))
            ),
            on_finished=toast.Recorder(self, self.toasts),
        )
        self._worker: BotWorker | None = None
        #: The Hard bot's (and the hint's) thinking time per turn, in seconds.
        self.hard_seconds = self.settings.hard_seconds
        self.clock = pygame.time.Clock()
        #: When the next frame is due (just after input, at the top scene's next step).
        self.pacing = FramePacing()
        self._shown_notice: str | None = None
        #: The toasts on show at the last frame (None: none).
        self._toasted: tuple[str, ...] | None = None
        tidy_folders()
        if problem:
            self.notice(fallback_text(problem))
        if options.size is None and self.settings.fullscreen:
            self.set_window(self.windowed, fullscreen=True)
        self.scenes.push(self.first_scene())

    def _start_sound(self) -> None:
        """The sound player at the kept volumes (the mixer opens after the first frame: it
        never delays it)."""
        kept = self.settings
        #: Effects and music.
        self.sound = Player(self.options.sounds)
        self.sound.set_volumes(
            kept.master_volume, kept.effects_volume, kept.music_volume, kept.ambience_volume
        )
        self.sound.set_muted(not kept.sound)
        #: The volume sliders (percent): master, effects, music, ambience.
        self.volumes = (
            kept.master_volume,
            kept.effects_volume,
            kept.music_volume,
            kept.ambience_volume,
        )

    def _open_window(self) -> None:
        """pygame's display and fonts, and the window at the asked or the kept size."""
        pygame.display.init()
        pygame.font.init()
        pygame.display.set_caption("Evergreen")
        set_icon()
        self.screen = open_window(self.options.size or self.settings.window_size, pygame.RESIZABLE)
        self.windowed = self.size

    @property
    def motion(self) -> float:
        """How long animations last, as a factor: the speed setting, halved with Reduce
        motion (0: none at all)."""
        return self.speed.factor * (REDUCED if self.reduce_motion else 1.0)

    @property
    def size(self) -> tuple[int, int]:
        """The window size in pixels."""
        return self.screen.get_size()

    def first_scene(self) -> Scene:
        """Title screen, or straight into a game (--players/--seed) or the demo (--demo)."""
        opts = self.options
        seed = opts.seed if opts.seed is not None else int(time.time())
        game = None
        if opts.demo:
            game = self.open_game(demo_match(opts.players or 3, seed), demo=True)
        elif opts.players:
            game = self.open_game(Match.start(opts.players, seed))
        return game or self.title_screen()

    # -- the match ----------------------------------------------------------------------------
    def open_game(self, match: Match, *, demo: bool = False) -> GameScene | None:
        """Make ``match`` the running game (the one before is kept and left) and give the
        scene that shows it; None, with a notice, if another running copy of Evergreen
        plays that game. The demo's games are not kept; a guided game has its guide."""
        from evergreen.ui.game import tutorial  # lazy, as the other screens: see the docstring
        from evergreen.ui.game.scene import GameScene
        from evergreen.ui.screens.locked import claim

        if not demo and not claim(self, self.keeper, match):
            return None
        if self.match is not None and self.match is not match:
            self.match.keep()
            self._let_go(self.match)
        if demo:
            self.keeper.release()
        match.keeper = None if demo else self.keeper
        match.bots = BotPlay(self.worker, hard_time=float(self.hard_seconds))
        self.match = match
        guide = tutorial.Guide() if match.mode is Mode.GUIDED else None
        return GameScene(self, demo=demo, guide=guide)

    def to_title(self) -> None:
        """Back to the title screen: the running game, if any, is kept and let go."""
        self.leave_game()
        self.scenes.reset(self.title_screen())

    # -- the screens a scene asks for (see ``Host``) ---------------------------------------
    def title_screen(self) -> Scene:
        """A new title screen."""
        return TitleScene(self)

    def pause_screen(self) -> Scene:
        """The pause menu, to push over the game."""
        from evergreen.ui.screens.pause import PauseScene  # lazy: see the docstring

        return PauseScene(self)

    def settings_screen(self) -> Scene:
        """The Settings screen, to push over the title or the pause menu."""
        from evergreen.ui.screens.settings.scene import SettingsScene  # lazy: see the docstring

        return SettingsScene(self)

    def results_screen(
        self, state: GameState, match: Match, demo: bool, live: bool = False
    ) -> Scene:
        """The results of the finished game ``state`` (the demo's go on to its next game),
        after the end-of-game ceremony when the game ended in front of the player (``live``)."""
        from evergreen.ui.screens.results.ceremony import after_game  # lazy: see the docstring

        return after_game(self, state, match, demo, live)

    def leave_game(self) -> None:
        """The running game is kept and let go (leaving to the title, loading another)."""
        if self.match is not None:
            self.match.keep()
            self._let_go(self.match)
            self.match = None
        self.keeper.release()

    def _let_go(self, match: Match) -> None:
        if match.bots is not None:
            match.bots.forget()
        match.keeper = None

    def worker(self) -> BotWorker:
        """The bot worker process, started the first time a bot thinks."""
        if self._worker is None:
            self._worker = BotWorker()
        return self._worker

    def step(self, dt: float) -> None:
        """One frame: events, update, draw."""
        for event in last_resize_only(pygame.event.get()):
            self.dispatch(event)
            self.pacing.woke()
        self.scenes.update(dt)
        self.sound.want_music(*self.music_wanted())
        self.sound.update()
        name = type(self.scenes.top).__name__
        if name != self._top_name:
            log.info("scene: %s", name)
            self._top_name = name
        self.notices.update(dt)
        if self.toasts.update(dt, self.scenes.stack):
            self.sound.play(Cue.SEASON_CHIME)
        top = self.scenes.top
        toasting = self.toasts.on_show(top)
        # the whole window after a change of scene or size and while a notice or a toast
        # shows; else the scenes may redraw (and the display present) only what moved
        full = (
            self.scenes.changed
            or self.notices.current is not None
            or self._shown_notice is not None
            or toasting is not None
            or self._toasted is not None
        )
        if full:
            self.screen.fill(BACKGROUND)
        damage = self.scenes.draw_frame(self.screen, bool(full))
        corner = top.notice_corner() if top else NOTICE_CORNER
        self.toasts.draw(self.screen, top, self.notices.box(self.size, corner)[0])
        self.notices.draw(self.screen, corner)
        if damage is None:
            pygame.display.flip()
        elif damage:
            pygame.display.update(damage)
        self.scenes.changed = False
        self._shown_notice = self.notices.current
        self._toasted = toasting
        self.pacing.schedule(self.scenes.wake_in())  # see ``Scene.wake_in``
        self.frames += 1
        self.rested = False
        if self.frames == 1:
            ms = (time.perf_counter() - self.options.started) * 1000
            log.info("first frame drawn: %s after %.0f ms", name, ms)
            self.sound.start()

    def dispatch(self, event: pygame.event.Event) -> None:
        """Route one event: quit, resize and F1 here; the rest to the top scene."""
        if event.type == pygame.QUIT:
            self.quit()
        elif event.type == pygame.VIDEORESIZE:
            self.resize(event.w, event.h)
        elif event.type == pygame.WINDOWEXPOSED:  # the system lost what it showed: all again
            self.scenes.changed = True
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_F1:
            self.toggle_help()
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_m and not self.typing():
            self.set_muted(not self.sound.muted, say=True)
        else:
            if event.type == pygame_gui.UI_BUTTON_PRESSED:
                self.sound.play(Cue.PRESS)
            self.scenes.handle_event(event)

    def typing(self) -> bool:
        """True while a text box of the top scene has the keyboard (M is a letter there)."""
        typing = getattr(self.scenes.top, "typing", None)
        return bool(typing()) if callable(typing) else False

    def set_muted(self, muted: bool, say: bool = False) -> None:
        """Sound off (everything silent) or on again, kept with the settings; ``say``: a
        notice tells which (the M key works on every screen, unseen)."""
        self.sound.set_muted(muted)
        if say:
            self.notice(_("Sound off (M)") if muted else _("Sound on (M)"))
        self.keep_settings()

    def set_volumes(self, master: int, effects: int, music: int, ambience: int) -> None:
        """The volume sliders' values (percent), heard at once (kept by ``keep_settings``)."""
        self.sound.set_volumes(master, effects, music, ambience)
        self.volumes = (master, effects, music, ambience)

    def music_wanted(self) -> tuple[Season | None, float]:
        """The season whose music should play and how loud: the game's shown season (its
        scoring's until the scoring closes), full in the game and under its scoring, ducked
        under the menus over it; elsewhere (title, new game, results) whatever plays, quiet."""
        stack = self.scenes.stack
        seasons = (scene.music_season() for scene in reversed(stack))
        season = next((s for s in seasons if s is not None), None)
        if self.match is None or season is None:
            return None, QUIET
        return season, FULL if stack[-1].music_in_full else DUCKED

    def resize(self, width: int, height: int) -> None:
        """Apply a new window size (never below the minimum)."""
        size = fit_window((width, height))
        if size != self.size and not self.fullscreen:
            self.screen = open_window(size, pygame.RESIZABLE)
        if not self.fullscreen:
            self.windowed = self.size
        self.scenes.resize(self.size)

    def set_window(self, size: tuple[int, int], fullscreen: bool) -> None:
        """Switch between a window of ``size`` and fullscreen."""
        if fullscreen:
            if not self.fullscreen:
                self.windowed = self.size
            self.screen = open_window((0, 0), pygame.FULLSCREEN)
        else:
            self.screen = open_window(size, pygame.RESIZABLE)
            self.windowed = self.size
        self.fullscreen = fullscreen
        self.scenes.resize(self.size)

    def toggle_help(self) -> None:
        """Open or close the rules overlay from any scene."""
        from evergreen.ui.screens.help import HelpScene  # lazy: see the docstring

        if self.help is not None and self.scenes.top is self.help:
            self.scenes.pop()
            self.help = None
        else:
            self.help = HelpScene(self)
            self.scenes.push(self.help)

    def set_language(self, language: str) -> None:
        """Switch the language now (every scene's widgets are rebuilt) and keep the choice."""
        i18n.set_language(language)
        self.language = language
        self.scenes.resize(self.size)
        self.keep_settings()

    def set_ui_scale(self, percent: int) -> None:
        """Make text ``percent`` % of its normal size now, and keep the choice."""
        text.set_ui_scale(percent)
        self.scenes.resize(self.size)
        self.keep_settings()

    def notice(self, text: str) -> None:
        """Tell the player something for a few seconds, over any scene (a save failed...)."""
        log.info("notice: %s", text)
        self.notices.add(text)

    def keep_settings(self) -> None:
        """Write the settings the player has now (window size and fullscreen, animation
        speed, language, text size, the Hard bot's time, Reduce motion, the sound and its
        volumes) if they changed."""
        update: dict[str, object] = {
            "window_size": self.windowed,
            "fullscreen": self.fullscreen,
            "animation": self.speed.value,
            "ui_scale": round(text.ui_scale() * 100),
            "hard_seconds": self.hard_seconds,
            "reduce_motion": self.reduce_motion,
            "sound": not self.sound.muted,
            "master_volume": self.volumes[0],
            "effects_volume": self.volumes[1],
            "music_volume": self.volumes[2],
            "ambience_volume": self.volumes[3],
        }
        if self.language is not None:
            update["language"] = self.language
        new = self.settings.model_copy(update=update)
        chose = language_chosen(new) and not language_chosen(self.settings)
        if new != self.settings or chose:
            self._save_settings(new)

    def keep_setup(self, setup: LastSetup) -> None:
        """Remember the New game screen's choices (with the settings) for the next game."""
        if setup != self.settings.last_setup:
            self._save_settings(self.settings.model_copy(update={"last_setup": setup}))

    def _save_settings(self, new: Settings) -> None:
        """Write ``new`` settings and hold them (a failed write is said in a notice)."""
        try:
            save_settings(new)
        except SaveError as exc:
            self.notice(_("Settings not kept: {reason}").format(reason=error_text(exc)))
        self.settings = new

    def autosave(self) -> bool:
        """Keep the game in progress, if any (the demo's games are not kept); True if kept."""
        return self.match is not None and self.match.keep()

    def set_hard_seconds(self, seconds: float) -> None:
        """Change the Hard bot's thinking time (kept with the other settings)."""
        self.hard_seconds = seconds
        if self.match is not None and self.match.bots is not None:
            self.match.bots.hard_time = float(seconds)

    def close(self) -> None:
        """End the bot worker (even mid-thought) and today's deal's bot game being made: no
        process is left behind; let go of the game (its lock), every kept picture and scene."""
        if self._worker is not None:
            self._worker.close()
            self._worker = None
        today.stop_bots()
        self.keeper.release()
        self.sound.stop()
        self.scenes.reset_to_nothing()
        bounded_cache.clear_all()

    def quit(self) -> None:
        """Leave: the game in progress and the settings are kept first."""
        self.autosave()
        self.keep_settings()
        self.close()
        self.running = False

    def frame(self, dt: float) -> None:
        """One frame; an unexpected error shows the apology screen instead of ending the
        program (an error on that screen too ends it). After it, a scene that left the stack
        has its widgets collected, and the frames after a resize give the memory of the old
        size's pictures back to the system (``SceneManager.give_back``)."""
        try:
            self.step(dt)
        except Exception as exc:
            if self.crashed:
                raise
            self.crash(exc)
        self.scenes.give_back()

    def crash(self, exc: Exception) -> None:
        """Log the error to a file, keep the game (autosave), show the apology."""
        from evergreen.ui.screens.crash import CrashScene, write_crash_log  # lazy: the docstring

        self.crashed = True
        path = write_crash_log(exc)
        saved = False
        try:
            saved = self.autosave()
        except Exception as err:  # the state is kept by the previous autosave
            log.error("autosave after the error failed: %s", err)
        self.scenes.reset(CrashScene(self, path, saved))

    def run(self) -> int:
        """The frame loop; returns the exit code. Frames are drawn while something moves or
        just after input; otherwise the loop sleeps until the next event (an idle window
        costs next to nothing)."""
        end = None if self.options.seconds is None else time.monotonic() + self.options.seconds
        counting = self.options.frames is not None  # a smoke test draws every frame it asks
        while self.running:
            if counting or self.needs_frame():
                dt = self.clock.tick(FPS) / 1000
                self.frame(min(dt, 0.1))
            else:
                self.sleep()
            if self.options.frames is not None and self.frames >= self.options.frames:
                break  # a smoke test: nothing is saved
            if end is not None and time.monotonic() >= end:
                break  # a benchmark: nothing is saved
        self.close()
        pygame.quit()
        return 0

    def needs_frame(self) -> bool:
        """True when a frame must be drawn: just after input, when the scenes changed, when
        the top scene moves or its step animation is due, or when the notice changes."""
        changed = self.scenes.changed or self.notices.current != self._shown_notice
        toasting = self.toasts.on_show(self.scenes.top)
        return self.pacing.due(changed or toasting != self._toasted)

    def meanwhile(self) -> float:
        """What goes on while the loop sleeps, at each look for input: the sound's fades and
        waiting cues when they are due (``Player.tend``), and a slice of the top scene's
        drawing ahead (``Scene.draw_ahead``). Returns the seconds until it next has
        something to do: the next slice's, the sound's next update, or ``IDLE_POLL`` while
        the sound's fades move (a step of theirs at each look, as before)."""
        self.sound.tend()
        if self.scenes.draw_ahead(DRAW_AHEAD_MS):
            return IDLE_POLL  # the next slice after a look for input (the bots think meanwhile)
        now = self.sound.clock()
        due = self.sound.next_update(now) - now
        return due if due > 0 else IDLE_POLL

    def sleep(self) -> None:
        """Wait for the next event without drawing (``FramePacing.sleep``); a crossfade or a
        waiting cue goes on meanwhile, and the notices and toasts count the time slept too."""
        slept = self.pacing.sleep(self.meanwhile)
        self.rested = True
        self.notices.update(slept)
        if self.toasts.update(slept, self.scenes.stack):
            self.sound.play(Cue.SEASON_CHIME)


def tidy_folders() -> None:
    """At start: what interrupted writes left in the saves and settings folders goes, and
    the saves folder is tidied (``evergreen.persistence.tidy``)."""
    tidy()
    remove_stale_temps(config_dir())
