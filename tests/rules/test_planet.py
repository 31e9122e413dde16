"""The planet notation and layout (R1.1, R7.1, DATA.md) and the data files' validation."""

from __future__ import annotations

import json
import random
from importlib import resources

import pytest

from evergreen.rules import (
    Biome,
    DataError,
    Piece,
    Planet,
    PlanetTextError,
    all_cards,
    apply,
    legal_commands,
    new_game,
)
from evergreen.rules.data_files import (
    DeckData,
    GameData,
    PlanetData,
    deck_data,
    game_data,
    parse_data,
    planet_data,
)
from tests.rules.helpers import CLASSIC_GRID, EMPTY_PLANET

# DATA.md, the Classic planet (row 0 is the top).
GRID = CLASSIC_GRID
LETTER_BIOME = dict(zip("GFWRSN", Biome, strict=False))

MIXED = """
. . T t _ . .
. s b # ~ _ .
_ _ T T t b _
~ _ s # _ _ T
_ t # _ _ b _
. _ _ # s _ .
. . _ _ T . .
"""

FULL = """
. . T T T . .
. b b # ~ ~ .
s s s s t t t
T T T # b b b
~ ~ # s s s s
. t t # T T .
. . b ~ t . .
"""


# ---------------------------------------------------------------------------------------
# notation


@pytest.mark.parametrize("text", [EMPTY_PLANET, MIXED, FULL], ids=["empty", "mixed", "full"])
def test_r1_planet_text_round_trip(text: str) -> None:
    """Planet.from_text and str() are inverse: the text comes back row for row."""
    planet = Planet.from_text(text)
    want = [line.strip() for line in text.strip().splitlines()]
    assert str(planet).splitlines() == want
    assert planet.rows() == want
    assert Planet.from_text(str(planet)) == planet


def test_r1_planet_text_round_trip_of_played_planets() -> None:
    """Round trip holds for planets grown in real games."""
    for players, seed in ((2, 1), (4, 2)):
        rng = random.Random(seed)
        state = new_game(players, seed)
        while not state.is_over:
            state = apply(state, rng.choice(list(legal_commands(state))))
        for p in state.players:
            assert Planet.from_text(str(p.planet)) == p.planet
            assert any(p.planet.pieces)


def test_r1_planet_text_pieces_read_where_written() -> None:
    """Planet.at(row, col) gives the piece written there: `_ s t T b ~`."""
    planet = Planet.from_text(MIXED)
    assert planet.at(0, 2) is Piece.BIG_TREE
    assert planet.at(0, 3) is Piece.SMALL_TREE
    assert planet.at(0, 4) is Piece.EMPTY
    assert planet.at(1, 1) is Piece.SPROUT
    assert planet.at(1, 2) is Piece.BUSH
    assert planet.at(1, 4) is Piece.LAKE
    assert planet.at(3, 6) is Piece.BIG_TREE
    assert planet.at(6, 4) is Piece.BIG_TREE
    assert planet.at(1, 3) is Piece.EMPTY  # a ravine holds nothing (R7.1)
    for r, row in enumerate(MIXED.strip().splitlines()):
        for c, ch in enumerate(row.split()):
            if ch not in ".#":
                assert planet.at(r, c) is Piece("_stTb~".index(ch))


def test_r1_planet_at_outside_is_an_error() -> None:
    """Planet.at on a space outside the disc (r0c0) or off the grid is a ValueError."""
    planet = Planet.from_text(MIXED)
    with pytest.raises(ValueError, match="r0c0"):
        planet.at(0, 0)
    with pytest.raises(ValueError, match="r7c0"):
        planet.at(7, 0)


def test_r1_planet_text_whitespace_is_ignored() -> None:
    """Spaces and tabs between characters, indentation and blank lines do not matter."""
    base = Planet.from_text(MIXED)
    packed = "\n".join(line.replace(" ", "") for line in MIXED.strip().splitlines())
    assert Planet.from_text(packed) == base
    spaced = "\n\n".join("   " + "  \t ".join(line) + "\t" for line in packed.split())
    assert Planet.from_text("\n\n" + spaced + "\n\n") == base


def test_r1_planet_empty_equals_empty_text() -> None:
    """Planet.empty() is the notation with every space `_`."""
    assert Planet.from_text(EMPTY_PLANET) == Planet.empty()
    assert not any(Planet.empty().pieces)


def _edit(text: str, r: int, c: int, ch: str) -> str:
    rows = [line.split() for line in text.strip().splitlines()]
    rows[r][c] = ch
    return "\n".join(" ".join(row) for row in rows)


@pytest.mark.parametrize(
    ("text", "names"),
    [
        ("\n".join(EMPTY_PLANET.strip().splitlines()[:6]), ["7 rows", "6"]),
        (EMPTY_PLANET + "\n. . _ _ _ . .", ["7 rows", "8"]),
        (EMPTY_PLANET.replace("_ _ _ _ _ _ _", "_ _ _ _ _ _", 1), ["row 2", "7"]),
        (_edit(EMPTY_PLANET, 3, 0, "_ _"), ["row 3", "7"]),
        (_edit(EMPTY_PLANET, 0, 0, "t"), ["r0c0", "outside"]),
        (_edit(EMPTY_PLANET, 6, 6, "T"), ["r6c6", "outside"]),
        (_edit(EMPTY_PLANET, 5, 0, "#"), ["r5c0", "outside"]),
        (_edit(EMPTY_PLANET, 0, 2, "."), ["r0c2"]),
        (_edit(EMPTY_PLANET, 4, 6, "."), ["r4c6"]),
        (_edit(EMPTY_PLANET, 2, 3, "#"), ["r2c3"]),
        (_edit(EMPTY_PLANET, 1, 3, "t"), ["r1c3", "ravine"]),
        (_edit(EMPTY_PLANET, 4, 2, "_"), ["r4c2", "ravine"]),
        (_edit(EMPTY_PLANET, 5, 3, "~"), ["r5c3", "ravine"]),
        (_edit(EMPTY_PLANET, 2, 0, "x"), ["r2c0", "x"]),
        (_edit(EMPTY_PLANET, 3, 5, "B"), ["r3c5", "B"]),
        (_edit(EMPTY_PLANET, 6, 3, "G"), ["r6c3", "G"]),
    ],
    ids=[
        "6-rows",
        "8-rows",
        "short-row",
        "long-row",
        "piece-outside",
        "tree-outside",
        "ravine-outside",
        "dot-on-planet",
        "dot-on-planet-2",
        "ravine-not-there",
        "piece-on-ravine",
        "empty-on-ravine",
        "lake-on-ravine",
        "unknown-x",
        "unknown-B",
        "biome-letter",
    ],
)
def test_r1_r7_1_planet_text_rejects_bad_text(text: str, names: list[str]) -> None:
    """R1.1/R7.1/DATA.md: bad notation raises PlanetTextError (a ValueError) naming where."""
    with pytest.raises(PlanetTextError) as info:
        Planet.from_text(text)
    assert isinstance(info.value, ValueError)
    for name in names:
        assert name in str(info.value)


# ---------------------------------------------------------------------------------------
# layout facts (DATA.md)


def test_data_classic_layout_counts() -> None:
    """DATA.md: 37 spaces, 4 ravines, 33 plantable; G6 F5 W6 R5 S5 N6."""
    lay = Planet.empty().layout
    assert len(lay.spaces) == 37
    ravines = [i for i in lay.spaces if lay.is_ravine(i)]
    assert sorted(ravines) == [1 * 7 + 3, 3 * 7 + 3, 4 * 7 + 2, 5 * 7 + 3]
    assert len(lay.plantable) == 33
    counts = {b: len(lay.by_biome[b]) for b in list(Biome)[:6]}
    assert counts == {
        Biome.GRASSLAND: 6,
        Biome.FLOWERS: 5,
        Biome.WHEAT: 6,
        Biome.ROCK: 5,
        Biome.SWAMP: 5,
        Biome.SNOW: 6,
    }


def test_data_classic_rows_have_3_5_7_7_7_5_3_spaces() -> None:
    """DATA.md: rows of 3, 5, 7, 7, 7, 5, 3 spaces (the disc), centred."""
    lay = Planet.empty().layout
    per_row = [sum(1 for i in lay.spaces if i // 7 == r) for r in range(7)]
    assert per_row == [3, 5, 7, 7, 7, 5, 3]
    assert sorted(lay.spaces) == [
        r * 7 + c for r in range(7) for c in range(7) if (r - 3) ** 2 + (c - 3) ** 2 <= 3.5**2
    ]


def test_data_classic_biome_of_every_space() -> None:
    """DATA.md: every space has the biome of the printed grid; outside spaces are errors."""
    lay = Planet.empty().layout
    for r, row in enumerate(GRID):
        for c, ch in enumerate(row):
            i = r * 7 + c
            if ch == ".":
                assert i not in lay.spaces
                with pytest.raises(ValueError):
                    lay.biome_of(i)
            elif ch == "#":
                assert lay.biome_of(i) is None and lay.is_ravine(i)
            else:
                assert lay.biome_of(i) is LETTER_BIOME[ch]
                assert i in lay.by_biome[LETTER_BIOME[ch]]


def test_data_classic_adjacency_is_orthogonal_and_planet_only() -> None:
    """DATA.md: orthogonal adjacency between planet spaces only (never diagonal, never
    outside); ravines hold nothing (R7.1) so a plantable space's neighbours that matter are
    the plantable ones."""
    lay = Planet.empty().layout
    for i in lay.plantable:
        r, c = divmod(i, 7)
        want = {
            rr * 7 + cc
            for rr, cc in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1))
            if 0 <= rr < 7 and 0 <= cc < 7 and GRID[rr][cc] not in ".#"
        }
        assert set(lay.neighbours[i]) == want, lay.name_of(i)
    assert set(lay.neighbours[0 * 7 + 2]) == {0 * 7 + 3, 1 * 7 + 2}  # r0c2: top-left corner
    assert set(lay.neighbours[3 * 7 + 6]) == {2 * 7 + 6, 4 * 7 + 6, 3 * 7 + 5}


def test_data_shipped_planet_file_matches_data_md() -> None:
    """DATA.md: data/planets/classic.json holds exactly the printed grid."""
    data = planet_data("classic")
    assert data.name == "Classic"
    assert [row.replace(" ", "") for row in data.rows] == GRID


# ---------------------------------------------------------------------------------------
# data files: validation errors name the file, the field and the reason


def _shipped(name: str) -> dict:
    return json.loads((resources.files("evergreen.rules") / "data" / name).read_text())


def _deck_with(cards: list[dict]) -> str:
    return json.dumps({"name": "test deck", "cards": cards})


def _error(model: type, obj: object) -> str:
    text = obj if isinstance(obj, str) else json.dumps(obj)
    with pytest.raises(DataError) as info:
        parse_data(model, text, "data/x.json")
    assert isinstance(info.value, ValueError)
    msg = str(info.value)
    assert "data/x.json" in msg
    return msg


PLANET_OK = {"name": "ok", "rows": [" ".join(row) for row in GRID]}


def test_data_good_texts_parse() -> None:
    """The shipped texts (and a copy of the planet) validate without error."""
    assert parse_data(PlanetData, json.dumps(PLANET_OK), "data/x.json").rows == GRID
    assert len(parse_data(DeckData, json.dumps(_shipped("deck.json")), "d").cards) == 42
    assert parse_data(GameData, json.dumps(_shipped("game.json")), "g").track_last_level == 4


def test_data_missing_field() -> None:
    """A planet without rows: names the field 'rows' and says it is required."""
    msg = _error(PlanetData, {"name": "x"})
    assert "rows" in msg and "required" in msg.lower()


def test_data_wrong_type() -> None:
    """A number where the planet's name (a string) should be."""
    msg = _error(PlanetData, dict(PLANET_OK, name=5))
    assert "name" in msg and "string" in msg.lower()


def test_data_wrong_type_in_game_file() -> None:
    """season_rounds must be a list of numbers."""
    msg = _error(GameData, dict(_shipped("game.json"), season_rounds="5,4,3,2"))
    assert "season_rounds" in msg


def test_data_flowers_out_of_range() -> None:
    """A card shows 1 or 2 flowers at most (R1.3): 3 is rejected at that card's field."""
    cards = _shipped("deck.json")["cards"]
    cards[0] = dict(cards[0], flowers=3)
    msg = _error(DeckData, _deck_with(cards))
    assert "cards.0.flowers" in msg


def test_data_duplicate_card() -> None:
    """43 cards with grassland/sprout twice: the duplicate is named."""
    cards = _shipped("deck.json")["cards"]
    msg = _error(DeckData, _deck_with([*cards, cards[0]]))
    assert "duplicate" in msg and "grassland/sprout" in msg and "cards" in msg


def test_data_41_cards() -> None:
    """41 cards: the missing card is named."""
    cards = _shipped("deck.json")["cards"]
    last = cards.pop()
    msg = _error(DeckData, _deck_with(cards))
    assert "missing" in msg and f"{last['biome']}/{last['power']}" in msg


def test_data_duplicate_replacing_a_card() -> None:
    """42 cards but one pair twice: both the duplicate and the missing card are problems."""
    cards = _shipped("deck.json")["cards"]
    cards[1] = dict(cards[0])
    msg = _error(DeckData, _deck_with(cards))
    assert "grassland/sprout" in msg


@pytest.mark.parametrize(
    "rows",
    [
        [" ".join(r) for r in GRID[:6]],
        [" ".join(r) for r in GRID] + ["......."],
        [" ".join(r) for r in GRID[:3]] + ["SSS#FF"] + [" ".join(r) for r in GRID[4:]],
    ],
    ids=["6-rows", "8-rows", "short-row"],
)
def test_data_wrong_grid_size(rows: list[str]) -> None:
    """A planet is a 7x7 grid."""
    msg = _error(PlanetData, dict(PLANET_OK, rows=rows))
    assert "rows" in msg and "7x7" in msg


def test_data_unknown_symbol() -> None:
    """A planet symbol outside GFWRSN#. is named with its row."""
    rows = list(PLANET_OK["rows"])
    rows[2] = "S S N X G G G"
    msg = _error(PlanetData, dict(PLANET_OK, rows=rows))
    assert "rows" in msg and "row 2" in msg and "'X'" in msg


def test_data_flowers_and_aridity_together() -> None:
    """R1.3: a card's top icon is flowers, aridity or nothing, never two."""
    cards = _shipped("deck.json")["cards"]
    assert cards[3]["flowers"] == 1
    cards[3] = dict(cards[3], aridity=True)
    msg = _error(DeckData, _deck_with(cards))
    assert "cards.3" in msg and "flowers" in msg and "aridity" in msg


def test_data_wild_with_flowers() -> None:
    """R4.7: Wild cards show no top icon."""
    cards = _shipped("deck.json")["cards"]
    k = next(i for i, c in enumerate(cards) if c["biome"] == "wild")
    cards[k] = dict(cards[k], flowers=1)
    msg = _error(DeckData, _deck_with(cards))
    assert f"cards.{k}" in msg and "Wild" in msg


def test_data_wild_with_aridity() -> None:
    """R4.7: Wild cards show no aridity icon either."""
    cards = _shipped("deck.json")["cards"]
    k = next(i for i, c in enumerate(cards) if c["biome"] == "wild")
    cards[k] = dict(cards[k], aridity=True)
    msg = _error(DeckData, _deck_with(cards))
    assert f"cards.{k}" in msg and "Wild" in msg


@pytest.mark.parametrize(
    "mins", [[0, 121, 121], [0, 136, 121], [5, 121]], ids=["equal", "falling", "not-from-0"]
)
def test_data_ranks_must_rise(mins: list[int]) -> None:
    """R11.3: ranks start at 0 VP and rise strictly."""
    ranks = [{"name": f"rank{k}", "min_vp": m} for k, m in enumerate(mins)]
    msg = _error(GameData, dict(_shipped("game.json"), ranks=ranks))
    assert "ranks" in msg


def test_data_buds_values_per_level() -> None:
    """DATA.md: buds_vp has one value per track level."""
    msg = _error(GameData, dict(_shipped("game.json"), buds_vp=[0, 1, 2, 3]))
    assert "buds_vp" in msg


@pytest.mark.parametrize(
    "text", ["not json", "{", "", "[1, 2]"], ids=["words", "open", "empty", "list"]
)
def test_data_not_json(text: str) -> None:
    """Text that is not a JSON object of the right shape is a DataError naming the file."""
    _error(DeckData, text)


def test_data_unknown_field() -> None:
    """Unknown fields are rejected (a typo must not be silently ignored)."""
    msg = _error(PlanetData, dict(PLANET_OK, rowz=[]))
    assert "rowz" in msg


def test_data_unknown_planet_layout() -> None:
    """Loading a planet file that does not exist is a DataError naming it."""
    with pytest.raises(DataError, match="nosuchplanet"):
        planet_data("nosuchplanet")
    with pytest.raises(DataError):
        planet_data("../deck")


# ---------------------------------------------------------------------------------------
# the shipped deck (DATA.md PATTERN)

PATTERN = [(2, False), (1, False), (0, True), (1, False), (0, True), (0, False)]
BIOMES = ["grassland", "flowers", "wheat", "rock", "swamp", "snow", "wild"]
POWERS = ["sprout", "small-growth", "big-growth", "bush", "lake", "buds"]


def test_data_deck_matches_pattern_formula() -> None:
    """DATA.md: 7 card biomes x 6 powers, icon PATTERN[(p + b) % 6], Wild all blank."""
    cards = deck_data().cards
    assert len(cards) == 42
    seen = {(c.biome, c.power): (c.flowers, c.aridity) for c in cards}
    assert len(seen) == 42
    for b, biome in enumerate(BIOMES):
        for p, power in enumerate(POWERS):
            want = (0, False) if biome == "wild" else PATTERN[(p + b) % 6]
            assert seen[(biome, power)] == want, f"{biome}/{power}"


def test_data_deck_per_biome_icons() -> None:
    """DATA.md: each biome has 4 flowers over three cards, two aridity, one blank, and the
    2-flower card's power differs per biome; the six Wild cards are blank."""
    by_biome: dict[Biome, list] = {b: [] for b in Biome}
    for c in all_cards():
        by_biome[c.biome].append(c)
    two_flower_powers = set()
    for biome, cards in by_biome.items():
        assert len(cards) == 6
        assert {c.power for c in cards} == set(range(6))
        if biome is Biome.WILD:
            assert all(c.flowers == 0 and not c.aridity for c in cards)
            continue
        assert sum(c.flowers for c in cards) == 4
        assert sum(1 for c in cards if c.flowers) == 3
        assert sum(1 for c in cards if c.aridity) == 2
        assert sum(1 for c in cards if not c.flowers and not c.aridity) == 1
        (two,) = [c for c in cards if c.flowers == 2]
        two_flower_powers.add(two.power)
    assert len(two_flower_powers) == 6


def test_data_game_file_matches_data_md() -> None:
    """DATA.md: tracks 0..4 with Buds paying the level, seasons 5/4/3/2, start VP 0-3, ranks."""
    g = game_data()
    assert g.season_rounds == [5, 4, 3, 2]
    assert g.start_vp == [0, 1, 2, 3]
    assert g.track_last_level == 4
    assert g.buds_vp == [0, 1, 2, 3, 4]
    assert g.setup_flowers == 5
    assert g.solo_market == 3
    assert [(r.name, r.min_vp) for r in g.ranks] == [
        ("Broccoli", 0),
        ("Bonsai", 121),
        ("Olive", 136),
        ("Holly", 151),
        ("Birch", 161),
        ("Pine", 171),
        ("Oak", 181),
        ("Baobab", 191),
        ("Legendary Sequoia", 201),
    ]
