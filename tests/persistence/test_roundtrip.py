"""Save → load gives back the same game, whose turn included, and play goes on identically."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from evergreen.ai.random_bot import RandomBot
from evergreen.persistence import EXAMPLES_DIR, load, save_match
from evergreen.rules import GameState, legal_commands
from evergreen.seats import SeatKind
from evergreen.session.match import Match
from tests.persistence.helpers import EXAMPLES, inline_bots, played, random_match


def assert_same(loaded: Match, original: Match) -> None:
    """Everything a player could notice is equal."""
    assert loaded.state == original.state
    assert loaded.state.awaiting == original.state.awaiting
    assert loaded.log == original.log
    assert loaded.seats == original.seats
    assert loaded.names == original.names
    assert loaded.colours == original.colours
    assert loaded.history == original.history  # the undo steps of the turn in progress
    assert loaded.bot_seed == original.bot_seed


def continue_both(a: Match, b: Match, rng: random.Random, steps: int = 40) -> None:
    """Feed both matches the same commands; they stay equal step by step."""
    for _ in range(steps):
        if a.state.is_over:
            break
        cmd = rng.choice(a.legal())
        assert a.play(cmd) is None and b.play(cmd) is None
        assert a.state == b.state


@pytest.mark.parametrize("players", [1, 2, 3, 4])
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_round_trip_at_random_points(players: int, seed: int, tmp_path: Path) -> None:
    """Seeded games saved at random points (often mid-turn) load to equal matches."""
    rng = random.Random(seed * 10 + players)
    full = played(players, seed)
    for k in range(4):
        original = played(players, seed, rng.randint(0, len(full.log)))
        loaded = load(save_match(original, f"game {k}", tmp_path)).match
        assert_same(loaded, original)
        continue_both(loaded, original, rng)


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.randoms(use_true_random=False))
def test_round_trip_property(rng: random.Random) -> None:
    """Any seeded game of 1-4 players, stopped anywhere, round-trips."""
    import tempfile

    original = random_match(rng)
    with tempfile.TemporaryDirectory() as folder:
        loaded = load(save_match(original, "prop", folder)).match
    assert_same(loaded, original)
    continue_both(loaded, original, rng, 20)


def test_bots_go_on_exactly_as_before(tmp_path: Path) -> None:
    """Bot moves depend only on the match, so a restored bot game plays out the same."""
    original = inline_bots(played(3, 9, 50, kinds="bbb"))
    loaded = inline_bots(load(save_match(original, "bots", tmp_path)).match)
    for _ in range(100):
        cmd = original.bot_command()
        assert cmd is not None and loaded.bot_command() == cmd
        original.play(cmd)
        loaded.play(cmd)
    assert loaded.state == original.state


def test_mid_turn_save_keeps_undo(tmp_path: Path) -> None:
    """A save made part-way through a human turn can still be undone step by step."""
    original = Match.start(2, 5)
    bot = RandomBot(5)
    while not (original.can_undo and len(original.history) >= 2):
        original.play(bot.choose(original.state))
    loaded = load(save_match(original, "mid", tmp_path)).match
    assert loaded.can_undo
    assert loaded.undo() and original.undo()
    assert loaded.state == original.state and loaded.log == original.log


def test_finished_game_stays_loadable(tmp_path: Path) -> None:
    """A game that has ended loads as ended, with nothing left to play."""
    original = played(4, 77)
    loaded = load(save_match(original, "done", tmp_path)).match
    assert loaded.state.is_over and loaded.state.awaiting is None
    assert len(legal_commands(loaded.state)) == 0
    assert loaded.state.scores == original.state.scores


def test_names_and_seat_kinds_survive(tmp_path: Path) -> None:
    """Seat names (any language) and kinds come back; the solo automa keeps its seat."""
    original = Match.start(1, 3, (SeatKind.HUMAN,), ["Ёлка"])
    loaded = load(save_match(original, "solo", tmp_path)).match
    assert loaded.names == ("Ёлка", "")
    assert loaded.seats == (SeatKind.HUMAN, SeatKind.AUTOMA)


def test_chosen_colours_and_default_names_survive(tmp_path: Path) -> None:
    """Colours chosen at setup come back; a seat without a name of its own is saved with
    none (no English default is written into the file)."""
    original = Match.start(3, 5, names=["Ada"], colours=[3, 0])
    path = save_match(original, "colours", tmp_path)
    seats = json.loads(path.read_bytes())["seats"]
    assert [(s["name"], s["colour"]) for s in seats] == [("Ada", 3), ("", 0), ("", 1)]
    loaded = load(path).match
    assert loaded.names == ("Ada", "", "") and loaded.colours == (3, 0, 1)


@pytest.mark.parametrize("name", sorted(EXAMPLES))
def test_examples_load(name: str) -> None:
    """Every shipped example loads and is what its name promises."""
    loaded = load(EXAMPLES[name])
    state = loaded.match.state
    assert loaded.example
    assert GameState.from_json(state.to_json()) == state
    if name == "winter":
        assert state.season.name == "WINTER" and state.round == 13 and not state.is_over
        assert len(state.players) == 2
    elif name == "solo":
        assert state.season.name == "AUTUMN" and state.options.players == 1
        assert loaded.match.can_undo  # saved mid-turn
    else:
        assert state.is_over and len(state.players) == 4


def test_examples_are_reproducible() -> None:
    """tools/make_example_saves.py regenerates exactly the committed files."""
    tool = EXAMPLES_DIR.parent / "tools" / "make_example_saves.py"
    done = subprocess.run(
        [sys.executable, str(tool), "--check"], capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 0, done.stderr
