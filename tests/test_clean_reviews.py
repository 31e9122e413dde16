"""The achievement "a review without a blunder" from the reviews kept beside the finished
games (constructed reviews: every decision of the person's seat judged with the losses a
test chooses): a complete review with no blunder counts, from its file's time; a blunder,
a review cut short, another game's review, a damaged file, a bots-only game and a game
outside the history (the guided game, a branch not played to its end) never count; nor do a
review made before the game ended, one that lies about the game (a decision missing, a
digit changed) or a file that is not a review (a FIFO, too big, not UTF-8)."""

from __future__ import annotations

import os
from collections.abc import Sequence
from datetime import UTC, datetime
from pathlib import Path

import pytest

from evergreen.ai.random_bot import RandomBot
from evergreen.persistence import autosave
from evergreen.progress.achievements import Facts, standings
from evergreen.progress.history import read_history, record
from evergreen.progress.reviews import clean_reviews
from evergreen.review.analysis import Review, decisions_to_review, reviewed_as
from evergreen.review.judge import Judgement
from evergreen.review.kept import MAX_REVIEW_BYTES, review_path, write_review
from evergreen.rules import Command, GameState, Phase, Verb, apply
from evergreen.session.match import Match, Mode
from evergreen.session.replay import Replay
from tests.persistence.helpers import played

WHEN = datetime(2026, 3, 4, 5, 6, 7, tzinfo=UTC)


def constructed(match: Match, losses: dict[int, float] | None = None) -> Review:
    """A review of every decision ``decisions_to_review`` names, each judged best but for the
    ones ``losses`` gives (by their order) a loss."""
    replay = Replay.of(match)
    review = Review(1)
    for k, decision in enumerate(decisions_to_review(match)):
        taken = replay.log[decision.start : decision.end]
        state = replay.state_at(decision.start)
        judged = judged_as(state, taken, (losses or {}).get(k, 0.0))
        review.decisions.append(reviewed_as(decision, judged, state.round))
    return review


def judged_as(state: GameState, taken: Sequence[Command], loss: float) -> Judgement:
    """A judgement of ``taken`` in ``state`` that loses ``loss`` VP, as the judge could give
    it: the move taken is the best with no loss, else another whole decision of the seat
    (another card, another turn) is."""
    taken = tuple(taken)
    best = taken if loss == 0 else another_decision(state, taken)
    pick = state.phase is Phase.DRAFT
    return Judgement(taken[0].seat, pick, taken, best, 170 - loss, 170, 1)


def another_decision(state: GameState, taken: tuple[Command, ...]) -> tuple[Command, ...]:
    """A whole decision (a card taken, a turn through its end) the seat could take in
    ``state`` instead of ``taken``, played by random bots until one differs."""
    for seed in range(200):
        bot, at, move = RandomBot(seed), state, []
        while not move or move[-1].verb not in (Verb.TAKE, Verb.END):
            move.append(bot.choose(at))
            at = apply(at, move[-1])
        if tuple(move) != taken:
            return tuple(move)
    raise AssertionError("no other decision found")


def kept(folder: Path, match: Match, in_history: bool = True) -> Path:
    """The game autosaved in ``folder`` (and entered into its history)."""
    path = autosave(match, folder)
    if in_history:
        assert record(match, path, folder)
    return path


def reviewed(path: Path, match: Match, review: Review, complete: bool = True) -> None:
    write_review(path, match, review, complete)
    stamp = WHEN.timestamp()
    os.utime(review_path(path), (stamp, stamp))


def clean(folder: Path) -> dict[str, datetime]:
    return clean_reviews(read_history(folder)[0], folder)


@pytest.fixture
def solo() -> Match:
    return played(1, 11)


def test_a_complete_review_without_a_blunder_counts_from_its_time(
    tmp_path: Path, solo: Match
) -> None:
    path = kept(tmp_path, solo)
    assert clean(tmp_path) == {}
    reviewed(path, solo, constructed(solo, {0: 6.9, 3: 4.0}))  # mistakes, no blunder
    assert clean(tmp_path) == {solo.game_id: WHEN}
    entries = read_history(tmp_path)[0]
    found = {s.achievement.id: s for s in standings(Facts(entries, (), [WHEN]))}
    assert found["clean-review"].earned == WHEN


def test_a_blunder_or_a_review_cut_short_does_not(tmp_path: Path, solo: Match) -> None:
    path = kept(tmp_path, solo)
    reviewed(path, solo, constructed(solo, {2: 7.0}))
    assert clean(tmp_path) == {}
    review = constructed(solo)
    review.decisions.pop()
    reviewed(path, solo, review, complete=False)
    assert clean(tmp_path) == {}


def test_another_games_review_or_a_damaged_one_does_not(tmp_path: Path, solo: Match) -> None:
    path = kept(tmp_path, solo)
    other = played(1, 12)
    reviewed(path, other, constructed(other))  # beside this game, but of another
    assert clean(tmp_path) == {}
    review_path(path).write_text('{"schema": 1, "game_id": ')
    assert clean(tmp_path) == {}


def test_a_bots_only_game_or_one_outside_the_history_does_not(tmp_path: Path) -> None:
    bots = played(2, 13, kinds="bb")
    reviewed(kept(tmp_path, bots), bots, constructed(bots))
    guided = played(1, 14)
    guided.mode = Mode.GUIDED
    path = kept(tmp_path, guided, in_history=False)
    assert not record(guided, path, tmp_path)
    reviewed(path, guided, constructed(guided))
    branch = played(1, 15, steps=40)  # a replay's branch, not played to its end
    path = kept(tmp_path, branch, in_history=False)
    assert not record(branch, path, tmp_path)
    reviewed(path, branch, constructed(branch), complete=True)
    assert clean(tmp_path) == {}


def test_a_review_made_mid_game_does_not_count_once_the_game_ends_with_blunders(
    tmp_path: Path,
) -> None:
    """Issue 56: a review made mid-game, complete then and clean, stays beside the autosave;
    the game goes on to its end with blunders: that review is of another point of the game
    and never earns "No blunders" for it (the finished game's own review decides)."""
    game = played(1, 16, steps=30)
    path = autosave(game, tmp_path)
    reviewed(path, game, constructed(game))  # complete for the game as it stood
    bot = RandomBot(16)
    while not game.state.is_over:
        game.play(bot.choose(game.state))
    assert kept(tmp_path, game) == path  # the same autosave, now of the finished game
    assert clean(tmp_path) == {}
    blunders = dict.fromkeys(range(0, 16, 2), 8.0)  # 8 blunders in the finished game
    reviewed(path, game, constructed(game, blunders))
    assert clean(tmp_path) == {}
    reviewed(path, game, constructed(game))
    assert clean(tmp_path) == {game.game_id: WHEN}


def test_a_review_that_lies_about_the_game_does_not_count(tmp_path: Path, solo: Match) -> None:
    """Said complete but short of a decision, or with a digit changed that turns a blunder
    into a mistake: neither counts (each is set aside and made again)."""
    path = kept(tmp_path, solo)
    review = constructed(solo)
    review.decisions.pop()
    reviewed(path, solo, review, complete=True)
    assert clean(tmp_path) == {}
    reviewed(path, solo, constructed(solo, {2: 7.5}))
    file = review_path(path)
    text = file.read_text(encoding="utf-8")
    assert text.count('"vp_taken": 162.5') == 1
    file.write_text(text.replace('"vp_taken": 162.5', '"vp_taken": 167.5'), encoding="utf-8")
    assert clean(tmp_path) == {}


@pytest.mark.parametrize("kind", ["fifo", "oversized", "not utf-8"])
def test_a_review_file_that_is_not_a_review_does_not_count(
    tmp_path: Path, solo: Match, kind: str
) -> None:
    path = kept(tmp_path, solo)
    reviewed(path, solo, constructed(solo))
    file = review_path(path)
    data = file.read_bytes()
    file.unlink()
    if kind == "fifo":
        os.mkfifo(file)
    elif kind == "oversized":
        file.write_bytes(data.rstrip() + b" " * MAX_REVIEW_BYTES + b"\n")
    else:
        file.write_bytes(data.replace(b'"engine": "', b'"engine": "\xff', 1))
    assert clean(tmp_path) == {}
