"""The review's comparison names only spaces the board shows (issue 52, point 2): the move
played's spaces are lettered on the board (a, b, c) and the better move's numbered (1, 2, 3,
as the hint numbers them), and the words of each column use exactly those labels."""

from __future__ import annotations

import re

import pygame

from evergreen.review.analysis import Reviewed
from evergreen.review.run import ReviewRun, Status
from evergreen.rules.commands import SPACE_VERBS
from evergreen.ui.app import App
from evergreen.ui.game.hud import HINT
from evergreen.ui.screens.replay import review as review_panel
from evergreen.ui.screens.replay.scene import ReplayScene
from evergreen.ui.screens.replay.source import ReplaySource
from evergreen.ui.words import review as words
from evergreen.ui.words.hints import hint_labels
from tests.ui.driver import frames, make_app
from tests.ui.tour_review import SOLO, no_worker, solo_review


def reviewed_viewer() -> tuple[App, ReplayScene, list[Reviewed]]:
    match, review = solo_review()
    app = make_app()
    scene = ReplayScene(app, ReplaySource.of_save(SOLO))
    app.scenes.push(scene)
    replay = scene.source.replay
    run = ReviewRun(match, replay, None, 1, no_worker, review, [], len(review.decisions))
    run.status = Status.DONE
    scene.review.run = run
    scene.press_review("review")
    return app, scene, review.decisions


def said_labels(steps: list[str]) -> set[str]:
    """The labels the words name ('plant Sprouts at a, b' → a, b)."""
    found: set[str] = set()
    for step in steps:
        match = re.search(r" at (.+)$", step)
        if match:
            found |= {label.strip() for label in match.group(1).split(",")}
    return found


def colour_near(surface: pygame.Surface, rect: pygame.Rect, colour: tuple[int, ...]) -> bool:
    for x in range(rect.left, rect.right):
        for y in range(rect.top, rect.bottom):
            if tuple(surface.get_at((x, y)))[:3] == colour:
                return True
    return False


def test_the_spaces_named_in_the_comparison_are_the_ones_drawn() -> None:
    app, scene, decisions = reviewed_viewer()
    turns = [r for r in decisions if not r.judgement.pick and r.judgement.taken != r.judgement.best]
    chosen = max(turns, key=lambda r: (len(r.judgement.taken), r.judgement.loss))
    scene.select(chosen)
    frames(app, 2)
    found = scene.review.explained(chosen)
    state = scene.source.replay.state_at(chosen.decision.start)
    lay, screen = scene.layout, app.screen
    for line, played in ((found.played, True), (found.better, False)):
        labels = words.line_labels(line, played)
        spaces = [c.space for c in line.commands if c.verb in SPACE_VERBS]
        assert spaces and set(labels) == set(spaces)
        drawn = labels if played else hint_labels(list(line.commands))
        assert drawn == labels, "the board's labels are not the words'"
        named = said_labels(words.line_steps(state, line, played))
        assert named == {p for v in labels.values() for p in v.split(",")}, (named, labels)
        colour = review_panel.PLAYED if played else HINT
        for space in labels:  # each label's pill is on the board, at its space's corner
            rect = lay.space_rect(space)
            corner = pygame.Rect(0, 0, rect.width // 2, rect.height // 2)
            if played:  # the move played's letters at the top left, the numbers top right
                corner.topleft = rect.topleft
            else:
                corner.topright = rect.topright
            assert colour_near(screen, corner, colour), f"no {played=} mark on space {space}"
