"""Old saves load through the upgrade chain; saves from a newer version are refused untouched."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from evergreen.persistence import (
    CURRENT_SCHEMA,
    MIGRATIONS,
    SaveError,
    load,
    load_with_fallback,
    upgrade,
)
from evergreen.persistence.migrations import v1_to_v2, v2_to_v3, v3_to_v4
from evergreen.seats import SeatKind
from evergreen.session.match import Mode, is_game_id
from tests.persistence.helpers import EXAMPLES, FIXTURES, fingerprint, write


def as_v1(raw: dict[str, Any]) -> dict[str, Any]:
    """A save written back in schema 1: seat kinds only, no names, no game id or mode, and
    nothing of the Bush and Lake supply (the engine of then had none)."""
    old = {k: v for k, v in raw.items() if k not in ("game_id", "mode")}
    old["schema"] = 1
    old["options"] = {k: v for k, v in raw["options"].items() if k != "unlimited_pieces"}
    snapshot = {k: v for k, v in raw["snapshot"].items() if k != "supply"}
    snapshot["options"] = old["options"]
    old["snapshot"] = snapshot
    old["seats"] = ["bot" if seat["kind"] == "random" else seat["kind"] for seat in raw["seats"]]
    return old


def test_the_chain_reaches_the_current_schema() -> None:
    """One step per version, from 1 up to the current one."""
    assert CURRENT_SCHEMA == 7
    assert sorted(MIGRATIONS) == list(range(1, CURRENT_SCHEMA))


def test_v2_to_v3_gives_one_id_per_old_game_and_renames_the_random_bot() -> None:
    v2 = json.loads((FIXTURES / "schema2-autosave-000001.json").read_bytes())
    v3 = v2_to_v3(v2)
    assert v3["mode"] == "standard" and is_game_id(v3["game_id"])
    later = dict(v2, log=v2["log"][:5])  # the same game autosaved at another turn
    assert v2_to_v3(later)["game_id"] == v3["game_id"]
    other = dict(v2, seed=v2["seed"] + 1)
    assert v2_to_v3(other)["game_id"] != v3["game_id"]
    bots = v2_to_v3({"seats": [{"name": "R", "kind": "bot"}, {"name": "A", "kind": "human"}]})
    assert [seat["kind"] for seat in bots["seats"]] == ["random", "human"]
    assert "game_id" not in v2  # the input is not changed


@pytest.mark.parametrize(
    ("name", "players", "commands"),
    [("schema2-autosave-000001.json", 2, 37), ("schema2-solo.json", 1, 20)],
)
def test_files_written_by_the_previous_version_load(
    tmp_path: Path, name: str, players: int, commands: int
) -> None:
    """An autosave and a named save written by the schema-2 code (kept as fixtures) load,
    names, seats and all, and are left as they were."""
    as_found = name.removeprefix("schema2-")  # the name the old version gave it
    path = write(tmp_path / as_found, (FIXTURES / name).read_bytes())
    before = fingerprint(path)
    loaded = load(path)
    assert len(loaded.match.log) == commands and loaded.match.state.options.players == players
    assert loaded.save.schema_version == CURRENT_SCHEMA and loaded.match.mode is Mode.STANDARD
    if players == 2:
        assert loaded.match.names == ("Ada", "Hard bot")
        assert loaded.match.seats == (SeatKind.HUMAN, SeatKind.HARD)
        assert loaded.match.game_id == v2_to_v3(json.loads(path.read_bytes()))["game_id"]
    else:
        assert loaded.match.names == ("Mia", "")  # the automa's English default: none
    assert loaded.match.colours == tuple(range(len(loaded.match.seats)))
    assert fingerprint(path) == before


@pytest.mark.parametrize(
    ("name", "seats"),
    [
        ("schema3-autosave-6aa12652c4e5.json", (SeatKind.HUMAN, SeatKind.HARD)),
        ("schema3-solo.json", (SeatKind.HUMAN, SeatKind.AUTOMA)),
    ],
)
def test_schema3_files_with_english_defaults_load_with_none(
    tmp_path: Path, name: str, seats: tuple[SeatKind, ...]
) -> None:
    """Saves written by the schema-3 code, whose seats had no names given, held the English
    defaults ('Player 1', 'Player 2', 'Automa'): they load with no names (the window shows
    defaults in the player's language), each seat in the colour of its place."""
    path = write(tmp_path / name.removeprefix("schema3-"), (FIXTURES / name).read_bytes())
    before = fingerprint(path)
    loaded = load(path)
    assert b'"Player 1"' in path.read_bytes() and loaded.save.schema_version == CURRENT_SCHEMA
    assert loaded.match.seats == seats
    assert loaded.match.names == ("", "") and loaded.match.colours == (0, 1)
    assert fingerprint(path) == before


def test_v3_to_v4_keeps_given_names_and_colours_each_seat() -> None:
    """Only the exact English default of a seat becomes '': a given name stays, even one
    that looks like another seat's default."""
    v3 = {
        "seats": [
            {"name": "Player 1", "kind": "human"},
            {"name": "Player 1", "kind": "hard"},
            {"name": "Automa", "kind": "human"},
            {"name": "Player 4 ", "kind": "easy"},
        ]
    }
    v4 = v3_to_v4(v3)
    assert v4["seats"] == [
        {"name": "", "kind": "human", "colour": 0},
        {"name": "Player 1", "kind": "hard", "colour": 1},
        {"name": "Automa", "kind": "human", "colour": 2},
        {"name": "Player 4 ", "kind": "easy", "colour": 3},
    ]
    assert v3_to_v4({"seats": [{"name": "Automa", "kind": "automa"}, 7]})["seats"] == [
        {"name": "", "kind": "automa", "colour": 0},
        7,
    ]
    assert v3["seats"][0] == {"name": "Player 1", "kind": "human"}  # the input is not changed
    assert v3_to_v4({"seats": "x"}) == {"seats": "x"}


def test_v1_to_v2_names_the_seats() -> None:
    v1 = {"schema": 1, "seats": ["human", "automa"]}
    v2 = v1_to_v2(v1)
    assert v2["seats"] == [
        {"name": "Player 1", "kind": "human"},
        {"name": "Automa", "kind": "automa"},
    ]
    assert v1["seats"] == ["human", "automa"]  # the input is not changed


def test_v1_to_v2_leaves_malformed_seats_for_validation() -> None:
    assert v1_to_v2({"seats": 7})["seats"] == 7
    assert v1_to_v2({}) == {}


def test_upgrade_sets_the_version(tmp_path: Path) -> None:
    raw = as_v1(json.loads(EXAMPLES["solo"].read_bytes()))
    assert upgrade(raw, tmp_path / "x.json")["schema"] == CURRENT_SCHEMA
    assert raw["schema"] == 1


@pytest.mark.parametrize("name", sorted(EXAMPLES))
def test_a_v1_save_loads(tmp_path: Path, name: str) -> None:
    """A schema-1 file loads to the same game, with default seat names, played with unlimited
    Bushes and Lakes as then (the same planets and scores: these games never ran short);
    the file stays v1."""
    raw = json.loads(EXAMPLES[name].read_bytes())
    path = write(tmp_path / "old.json", json.dumps(as_v1(raw)))
    before = fingerprint(path)
    loaded = load(path)
    now = load(EXAMPLES[name]).match.state
    assert loaded.match.state.options == now.options._replace(unlimited_pieces=True)
    assert loaded.match.state._replace(options=now.options, supply=now.supply) == now
    assert loaded.match.names[0] == ""  # 'Player 1', the English default of then
    assert loaded.save.schema_version == CURRENT_SCHEMA
    assert fingerprint(path) == before


@pytest.mark.parametrize("version", [CURRENT_SCHEMA + 1, 99])
def test_a_newer_save_is_refused_and_left_untouched(tmp_path: Path, version: int) -> None:
    raw = json.loads(EXAMPLES["winter"].read_bytes())
    raw["schema"] = version
    raw["something_new"] = {"from": "the future"}
    path = write(tmp_path / "future.json", json.dumps(raw))
    before = fingerprint(path)
    with pytest.raises(SaveError, match="newer version of Evergreen") as info:
        load(path)
    assert f"save format {version}" in str(info.value) and "future.json" in str(info.value)
    with pytest.raises(SaveError, match="newer version"):
        load_with_fallback(path)
    assert fingerprint(path) == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["future.json"]


def test_an_old_save_past_the_supply_still_replays(tmp_path: Path) -> None:
    """Saves of schema 2 were played with unlimited Bushes and Lakes: one whose planets hold
    27 Bushes (four Easy bots) replays exactly, as a game with the house rule; read as a
    game of the rulebook's supply, its log would be illegal."""
    from evergreen.ai import make_bot
    from evergreen.persistence import save_match
    from evergreen.rules import Piece, new_game
    from evergreen.seats import SeatKind
    from evergreen.session.match import Match

    state = new_game(4, 2, unlimited_pieces=True)
    match = Match.restore(state, (SeatKind.EASY,) * 4, ())
    bots = [make_bot("easy", 8 + k) for k in range(4)]
    while not match.is_over:
        seat = match.state.awaiting
        assert seat is not None
        match.play(bots[seat].choose(match.state))
    bushes = sum(p.planet.pieces.count(Piece.BUSH) for p in match.state.players)
    assert bushes > 20
    raw = json.loads(save_match(match, "new", tmp_path).read_bytes())
    v2 = {k: v for k, v in raw.items() if k not in ("game_id", "mode")}
    v2["schema"] = 2
    v2["options"] = {k: v for k, v in raw["options"].items() if k != "unlimited_pieces"}
    v2["snapshot"] = {k: v for k, v in raw["snapshot"].items() if k != "supply"}
    v2["snapshot"]["options"] = v2["options"]
    path = write(tmp_path / "old.json", json.dumps(v2))
    loaded = load(path).match
    assert loaded.state.options.unlimited_pieces and loaded.log == match.log
    assert loaded.state == match.state
    limited = dict(raw, options=dict(raw["options"], unlimited_pieces=False))
    with pytest.raises(SaveError, match="is illegal at that point: No Bush is left"):
        load(write(tmp_path / "limited.json", json.dumps(limited)))


def test_v4_to_v5_gives_a_new_game_of_unknown_undo_count(tmp_path: Path) -> None:
    """A schema-4 save (an example as shipped before) loads as a game of origin "new" whose
    Undo count is unknown, and saves again as schema 5 with both kept."""
    from evergreen.persistence import autosave
    from evergreen.session.match import OriginKind

    old = tmp_path / "autosave-0f0f0f0f0f0f.json"
    raw = json.loads((FIXTURES / "schema4-solo.json").read_bytes())
    raw["game_id"] = "0f0f0f0f0f0f"
    old.write_text(json.dumps(raw), encoding="utf-8")
    loaded = load(old)
    assert loaded.match.origin.kind is OriginKind.NEW and loaded.match.undos is None
    assert loaded.save.schema_version == CURRENT_SCHEMA
    autosave(loaded.match, tmp_path)
    again = load(old)
    assert again.save.undos is None and again.match.game_id == "0f0f0f0f0f0f"


def test_v5_to_v6_names_a_power_events_power_and_level(tmp_path: Path) -> None:
    """A schema-5 save whose last command used a power (its snapshot's event carried the
    power in "value" and the level in "piece", as the rules wrote it then) loads, its
    replayed state equal to the upgraded snapshot, the event naming its power and level."""
    from evergreen.rules import EventKind, Power

    raw = json.loads((FIXTURES / "schema5-power.json").read_bytes())
    assert raw["schema"] == 5
    old_event = raw["snapshot"]["events"][0]
    assert old_event["kind"] == "power" and "level" not in old_event
    path = write(tmp_path / "power.json", json.dumps(raw))
    loaded = load(path)
    (event,) = loaded.match.state.events
    assert event.kind is EventKind.POWER
    assert event.power is Power(old_event["value"]) and event.level == old_event["piece"]
    assert event.value == 0 and event.piece == -1
    upgraded = upgrade(raw, path)["snapshot"]["events"][0]
    assert (upgraded["power"], upgraded["level"]) == (old_event["value"], old_event["piece"])
    # a save already written with named fields is left as it is by the step
    again = upgrade(
        {**raw, "schema": 5, "snapshot": {**raw["snapshot"], "events": [upgraded]}}, path
    )
    assert again["snapshot"]["events"] == [upgraded]


def test_a_save_says_which_version_of_the_game_wrote_it(tmp_path: Path) -> None:
    """Every save written now carries the one version (evergreen/version.py), beside its
    format, and reads back with it."""
    from evergreen.persistence import save_match
    from evergreen.version import VERSION
    from tests.persistence.helpers import played

    path = save_match(played(2, 5, 12), "versioned", tmp_path)
    raw = json.loads(path.read_bytes())
    assert (raw["schema"], raw["app_version"]) == (CURRENT_SCHEMA, VERSION)
    assert list(raw)[:2] == ["schema", "app_version"]  # said at the top, where it is seen
    assert load(path).save.app_version == VERSION


def test_v6_to_v7_a_save_from_before_versions_were_kept_says_none(tmp_path: Path) -> None:
    """A schema-6 save (as the game wrote it before it kept its version) loads, says no
    version, and is left as it was."""
    path = write(tmp_path / "old.json", (FIXTURES / "schema6-solo.json").read_bytes())
    assert b"app_version" not in path.read_bytes()
    before = fingerprint(path)
    loaded = load(path)
    assert loaded.save.app_version is None and loaded.save.schema_version == CURRENT_SCHEMA
    assert fingerprint(path) == before


@pytest.mark.parametrize("version", ["", "0.1.0\n", "x" * 40, "0.1.0 beta", 7])
def test_a_version_that_is_not_one_is_refused(tmp_path: Path, version: object) -> None:
    """A save whose version is no version's form is refused, naming the field; the file
    stays as it was."""
    raw = json.loads(EXAMPLES["solo"].read_bytes())
    raw.update(schema=CURRENT_SCHEMA, app_version=version)
    path = write(tmp_path / "odd.json", json.dumps(raw))
    before = fingerprint(path)
    with pytest.raises(SaveError, match="app_version"):
        load(path)
    assert fingerprint(path) == before


def test_a_save_of_this_format_by_a_newer_version_loads(tmp_path: Path) -> None:
    """What a save holds is told by its format: one of this format written by a later
    version of the game loads as any other (its version only said)."""
    from evergreen.persistence import save_match
    from tests.persistence.helpers import played

    raw = json.loads(save_match(played(2, 6, 15), "later", tmp_path).read_bytes())
    raw["app_version"] = "9.12.0rc1"
    path = write(tmp_path / "from-later.json", json.dumps(raw))
    loaded = load(path)
    assert loaded.save.app_version == "9.12.0rc1" and len(loaded.match.log) == 15
