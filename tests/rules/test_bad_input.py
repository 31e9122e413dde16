"""Bad input to the public API: clear ValueError subclasses, never a deeper crash."""

from __future__ import annotations

import json

import pytest

from evergreen.rules import (
    Command,
    CommandSyntaxError,
    GameState,
    IllegalCommand,
    RulesError,
    StateError,
    Verb,
    apply,
    legal_commands,
    new_game,
    player_breakdown,
)
from tests.rules.helpers import draft_all


@pytest.mark.parametrize(
    ("players", "seed"),
    [(0, 1), (5, 1), (-1, 1), (True, 1), ("2", 1), (2.0, 1), (2, "7"), (2, 1.5), (2, None)],
)
def test_new_game_rejects_bad_arguments(players: object, seed: object) -> None:
    """new_game names the bad argument."""
    with pytest.raises(RulesError, match=r"players|seed"):
        new_game(players, seed)  # type: ignore[arg-type]


def test_new_game_rejects_bad_sun_and_layout() -> None:
    """An unknown sun side or planet layout is refused clearly."""
    with pytest.raises(RulesError, match="sun"):
        new_game(2, 1, sun=7)  # type: ignore[arg-type]
    with pytest.raises(RulesError, match="layout"):
        new_game(2, 1, planet="../../etc/passwd")


def test_api_rejects_non_states() -> None:
    """legal_commands and apply take a GameState only."""
    with pytest.raises(IllegalCommand, match="GameState"):
        legal_commands("not a state")  # type: ignore[arg-type]
    with pytest.raises(IllegalCommand, match="GameState"):
        apply(None, Command(0, Verb.END))  # type: ignore[arg-type]
    with pytest.raises(IllegalCommand, match="Command"):
        apply(new_game(2, 1), "P1 end")  # type: ignore[arg-type]


@pytest.mark.parametrize(
    "cmd",
    [
        Command(0, "take", 3),  # type: ignore[arg-type]
        Command(0, Verb.TAKE, 3.0),  # type: ignore[arg-type]
        Command(True, Verb.END),  # type: ignore[arg-type]
        Command(0, Verb.TAKE, None),  # type: ignore[arg-type]
        Command(9, Verb.TAKE, 0),
        Command(-1, Verb.TAKE, 0),
        Command(0, Verb.TAKE, 99),
        Command(0, Verb.PLANT, 10**20),
    ],
)
def test_malformed_commands_are_refused_without_change(cmd: Command) -> None:
    """Wrong field types, unknown seats and out-of-range arguments raise IllegalCommand."""
    state = new_game(2, 3)
    before = state.to_json()
    assert cmd not in legal_commands(state)
    with pytest.raises(IllegalCommand):
        apply(state, cmd)
    assert state.to_json() == before


def test_player_breakdown_rejects_unknown_seat() -> None:
    """Unknown seat: a ValueError, not an IndexError."""
    with pytest.raises(ValueError, match="seat"):
        player_breakdown(new_game(2, 1), 2)


def _json(state: GameState) -> dict[str, object]:
    return json.loads(state.to_json())  # type: ignore[no-any-return]


def _mutated(edit: str) -> str:
    doc = _json(draft_all(new_game(3, 5)))
    players = doc["players"]
    assert isinstance(players, list)
    if edit == "duplicate card":
        doc["deck"] = [*doc["deck"], doc["deck"][0]]  # type: ignore[index]
    elif edit == "lost card":
        doc["deck"] = doc["deck"][1:]  # type: ignore[index]
    elif edit == "wrong type":
        doc["round"] = "three"
    elif edit == "bool for int":
        doc["round"] = True
    elif edit == "missing field":
        del doc["zone"]
    elif edit == "extra player":
        players.append(players[0])
    elif edit == "piece on ravine":
        players[0]["planet"]["rows"][1] = ". _ _ s _ _ ."
    elif edit == "level too high":
        players[0]["levels"][2] = 9
    elif edit == "round out of range":
        doc["round"] = 14
    elif edit == "bad phase":
        doc["phase"] = "lunch"
    elif edit == "bad layout":
        players[0]["planet"]["layout"] = "nowhere"
    elif edit == "card on wrong stack":
        doc["zone"] = list(reversed(doc["zone"]))  # type: ignore[call-overload]
    return json.dumps(doc)


@pytest.mark.parametrize(
    "edit",
    [
        "duplicate card",
        "lost card",
        "wrong type",
        "bool for int",
        "missing field",
        "extra player",
        "piece on ravine",
        "level too high",
        "round out of range",
        "bad phase",
        "bad layout",
        "card on wrong stack",
    ],
)
def test_from_json_rejects_inconsistent_states(edit: str) -> None:
    """Each corruption of a valid state gives StateError (a ValueError) with a reason."""
    with pytest.raises(StateError) as info:
        GameState.from_json(_mutated(edit))
    assert str(info.value)


@pytest.mark.parametrize("text", ["", "{", "[]", "null", "42", '{"options": 1}', b"\xff\xfe"])
def test_from_json_rejects_garbage(text: str | bytes) -> None:
    """Not JSON, or JSON of the wrong shape: StateError."""
    with pytest.raises(StateError):
        GameState.from_json(text)


def test_from_json_round_trip_mid_turn() -> None:
    """A state in the middle of a turn (power active) round-trips exactly."""
    state = draft_all(new_game(2, 8))
    seat = state.awaiting
    state = apply(state, Command(seat, Verb.POWER))  # type: ignore[arg-type]
    assert GameState.from_json(state.to_json()) == state


@pytest.mark.parametrize(
    "text",
    [
        "P" + "1" * 5000 + " end",
        "P1 plant r" + "1" * 5000 + "c1",
        "P1 plant r1c" + "9" * 5000,
        "P0000001 end",
        "P1 take " + "x" * 300,
    ],
)
def test_command_text_with_huge_numbers_is_a_syntax_error(text: str) -> None:
    """Numbers beyond Python's 4300-digit limit, or just too long, are refused as syntax,
    with a message of readable length (not Python's plain ValueError)."""
    with pytest.raises(CommandSyntaxError) as info:
        Command.parse(text)
    assert len(str(info.value)) < 160


@pytest.mark.parametrize("where", ["options", "player"])
def test_from_json_with_an_unknown_planet_is_a_state_error(where: str) -> None:
    """An unknown planet is a problem of the state, not of a data file: StateError, naming
    no data file."""
    raw = json.loads(new_game(2, 1).to_json())
    if where == "options":
        raw["options"]["planet"] = "nowhere"
    else:
        raw["players"][0]["planet"]["layout"] = "nowhere"
    with pytest.raises(StateError, match="'nowhere' is not a planet layout") as info:
        GameState.from_json(json.dumps(raw))
    assert "data/" not in str(info.value)
