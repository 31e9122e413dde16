"""Actions (R5), powers (R6), ravines (R7.1), turn confirmation (R12.3), bad input and events.

Classic biomes (DATA.md), for reading the planets below:
    . . N N G . .
    . N N # G G .
    S S N N G G G
    S S S # F F F
    R R # W W F F
    . R R # W W .
    . . R W W . .
Snow: r0c2 r0c3 r1c1 r1c2 r2c2 r2c3. Ravines: r1c3 r3c3 r4c2 r5c3.
"""

from __future__ import annotations

import pytest

from evergreen.rules import (
    Command,
    CommandSyntaxError,
    Event,
    EventKind,
    GameState,
    IllegalCommand,
    Phase,
    Piece,
    Power,
    PowerStage,
    ScoreEntry,
    Source,
    Verb,
    apply,
    legal_commands,
)
from tests.rules.helpers import EMPTY_PLANET, acting, play, texts

SNOW = ("r0c2", "r0c3", "r1c1", "r1c2", "r2c2", "r2c3")
RAVINES = ("r1c3", "r3c3", "r4c2", "r5c3")


# -- R5.1 plant and grow ----------------------------------------------------------------
def test_r5_1_plant_only_on_empty_non_ravine_spaces() -> None:
    s = acting("snow/bush", board(r0c2="s", r0c3="t", r1c1="T", r1c2="b", r2c2="~", r2c3="_"))
    s = play(s, "P1 action A")
    assert plants(s) == {"r2c3"}
    for name, what in (
        ("r0c2", "Sprout"),
        ("r0c3", "Small Tree"),
        ("r1c1", "Big Tree"),
        ("r1c2", "Bush"),
        ("r2c2", "Lake"),
    ):
        assert_illegal(s, f"P1 plant {name}", name, "not empty", what)
    s = play(s, "P1 plant r2c3")
    assert at(s, "r2c3") is Piece.SPROUT


def test_r5_1_grow_sprout_to_small_and_small_to_big() -> None:
    s = acting("snow/bush", board(r0c2="s", r0c3="t", r1c1="T", r1c2="b", r2c2="~"))
    s = play(s, "P1 action B")
    assert grows(s) == {"r0c2", "r0c3"}
    s = play(s, "P1 grow r0c2", "P1 grow r0c3")
    assert at(s, "r0c2") is Piece.SMALL_TREE
    assert at(s, "r0c3") is Piece.BIG_TREE


def test_r5_1_never_sprout_to_big_in_one_growth() -> None:
    s = play(acting("snow/bush", board(r0c2="s")), "P1 action B", "P1 grow r0c2")
    assert at(s, "r0c2") is Piece.SMALL_TREE  # one step only, never Sprout -> Big Tree


@pytest.mark.parametrize(
    ("space", "piece"),
    [("r1c1", "Big Tree"), ("r1c2", "Bush"), ("r2c2", "Lake"), ("r2c3", "nothing")],
)
def test_r5_1_never_grow_big_tree_bush_lake_or_empty(space: str, piece: str) -> None:
    s = acting("snow/bush", board(r0c2="s", r1c1="T", r1c2="b", r2c2="~"))
    s = play(s, "P1 action B")
    assert_illegal(s, f"P1 grow {space}", space, piece, "only a Sprout or Small Tree grows")


# -- R5.2 the four actions --------------------------------------------------------------
def test_r5_2_a_three_plants_then_action_closes_and_fourth_is_illegal() -> None:
    s = play(acting("snow/bush", board()), "P1 action A", "P1 plant r0c2", "P1 plant r0c3")
    assert not s.turn.action_done
    assert plants(s) == {"r1c1", "r1c2", "r2c2", "r2c3"}
    s = play(s, "P1 plant r1c1")
    assert s.turn.action_done  # closed by itself after the 3rd plant
    assert texts(s) == ["P1 power", "P1 end"]
    assert_illegal(s, "P1 plant r1c2", "cannot plant")
    assert [at(s, n) for n in SNOW] == [Piece.SPROUT] * 3 + [Piece.EMPTY] * 3


def test_r5_2_a_only_plants() -> None:
    s = play(acting("snow/bush", board(r0c2="s")), "P1 action A")
    assert_illegal(s, "P1 grow r0c2", "cannot grow")


def test_r5_2_b_two_growths_on_two_different_spaces() -> None:
    s = acting("snow/bush", board(r0c2="s", r0c3="t", r1c1="s"))
    s = play(s, "P1 action B", "P1 grow r0c2")
    assert grows(s) == {"r0c3", "r1c1"}  # r0c2 (now a Small Tree) is not offered again
    assert_illegal(s, "P1 plant r2c3", "cannot plant")
    s = play(s, "P1 grow r1c1")
    assert s.turn.action_done
    assert_illegal(s, "P1 grow r0c3", "cannot grow")
    assert at(s, "r0c2") is Piece.SMALL_TREE
    assert at(s, "r1c1") is Piece.SMALL_TREE
    assert at(s, "r0c3") is Piece.SMALL_TREE


def test_r5_2_b_same_space_twice_is_illegal_even_sprout_small_big() -> None:
    s = play(acting("snow/bush", board(r0c2="s", r0c3="s")), "P1 action B", "P1 grow r0c2")
    assert_illegal(s, "P1 grow r0c2", "r0c2", "already used", "R5.2")
    assert at(s, "r0c2") is Piece.SMALL_TREE


def test_r5_2_c_planted_sprout_cannot_be_grown() -> None:
    s = acting("snow/bush", board(r0c3="s"))
    s = play(s, "P1 action C", "P1 plant r0c2")
    assert grows(s) == {"r0c3"}
    assert plants(s) == set()  # one plant only
    assert_illegal(s, "P1 grow r0c2", "r0c2", "already used")
    assert_illegal(s, "P1 plant r1c1", "cannot plant")
    s = play(s, "P1 grow r0c3")
    assert s.turn.action_done
    assert at(s, "r0c2") is Piece.SPROUT
    assert at(s, "r0c3") is Piece.SMALL_TREE


def test_r5_2_c_grow_first_then_plant_elsewhere() -> None:
    s = play(acting("snow/bush", board(r0c3="t")), "P1 action C", "P1 grow r0c3")
    assert_illegal(s, "P1 grow r0c3", "cannot grow")
    s = play(s, "P1 plant r0c2")
    assert s.turn.action_done
    assert at(s, "r0c3") is Piece.BIG_TREE
    assert at(s, "r0c2") is Piece.SPROUT


def test_r5_2_d_one_plant_anywhere_then_closed() -> None:
    s = play(acting("snow/bush", board(r3c4="s")), "P1 action D")
    every = {n for n in all_spaces() if n not in RAVINES}
    assert plants(s) == every - {"r3c4"}
    assert grows(s) == {"r3c4"}
    s = play(s, "P1 plant r6c2")  # Rock, not the card's Snow
    assert s.turn.action_done
    assert at(s, "r6c2") is Piece.SPROUT
    assert texts(s) == ["P1 power", "P1 end"]


def test_r5_2_d_one_growth_anywhere_then_closed() -> None:
    s = play(acting("snow/bush", board(r3c4="s", r4c4="t")), "P1 action D", "P1 grow r4c4")
    assert s.turn.action_done
    assert at(s, "r4c4") is Piece.BIG_TREE
    assert at(s, "r3c4") is Piece.SPROUT
    assert_illegal(s, "P1 grow r3c4", "cannot grow")


# -- R5.3 biome limits ------------------------------------------------------------------
@pytest.mark.parametrize(
    ("action", "cmd"),
    [("A", "P1 plant r3c4"), ("B", "P1 grow r3c5"), ("C", "P1 plant r3c4"), ("C", "P1 grow r3c5")],
)
def test_r5_3_targets_outside_card_biome_are_illegal(action: str, cmd: str) -> None:
    s = play(acting("snow/bush", board(r3c5="s", r0c2="s")), f"P1 action {action}")
    assert_illegal(s, cmd, "Snow", "R5.3")


def test_r5_3_out_of_biome_message_names_the_grassland_target() -> None:
    """R5.3: r0c4 is Grassland; the message must say so, not call it a ravine."""
    s = play(acting("snow/bush", board()), "P1 action A")
    msg = assert_illegal(s, "P1 plant r0c4", "Snow", "R5.3")
    assert "Grassland" in msg
    assert "ravine" not in msg


def test_r5_3_legal_targets_are_exactly_the_card_biome() -> None:
    s = play(acting("flowers/bush", board(r3c4="s", r2c4="s")), "P1 action C")
    assert plants(s) == {"r3c5", "r3c6", "r4c5", "r4c6"}
    assert grows(s) == {"r3c4"}


def test_r5_3_wild_card_each_effect_in_a_different_biome() -> None:
    s = play(acting("wild/bush", board()), "P1 action A")
    assert plants(s) == {n for n in all_spaces() if n not in RAVINES}
    s = play(s, "P1 plant r0c2", "P1 plant r3c4", "P1 plant r6c2")  # Snow, Flowers, Rock
    assert s.turn.action_done
    assert {at(s, n) for n in ("r0c2", "r3c4", "r6c2")} == {Piece.SPROUT}
    s = acting("wild/bush", board(r2c0="s", r2c6="t"))
    s = play(s, "P1 action B", "P1 grow r2c0", "P1 grow r2c6")  # Swamp, Grassland
    assert at(s, "r2c0") is Piece.SMALL_TREE
    assert at(s, "r2c6") is Piece.BIG_TREE


# -- R5.4 "up to" -----------------------------------------------------------------------
def test_r5_4_stop_after_fewer_effects() -> None:
    s = play(acting("snow/bush", board()), "P1 action A", "P1 plant r0c2", "P1 stop")
    assert s.turn.action_done
    assert texts(s) == ["P1 power", "P1 end"]
    assert [at(s, n) for n in SNOW].count(Piece.SPROUT) == 1


def test_r5_4_zero_effects_allowed() -> None:
    s0 = acting("snow/bush", board())
    s = play(s0, "P1 action A", "P1 stop")
    assert s.turn.action_done
    assert s.players[0].planet == s0.players[0].planet
    s = play(s, "P1 end")
    assert s.phase is Phase.DRAFT  # solo: the round ended


def test_r5_4_choosing_an_action_is_required_end_not_legal_before() -> None:
    s = acting("snow/bush", board())
    assert "P1 end" not in texts(s)
    assert_illegal(s, "P1 end", "cannot end the turn", "action")
    s = play(s, "P1 power", "P1 stop")  # the power alone does not make a turn
    assert texts(s) == ["P1 action A", "P1 action B", "P1 action C", "P1 action D"]
    assert_illegal(s, "P1 end", "cannot end the turn", "action")


def test_r5_4_no_legal_target_action_still_chosen_and_closes_by_itself() -> None:
    full = board(**dict.fromkeys(SNOW, "T"))
    for action in "ABC":
        s0 = acting("snow/bush", full)
        s = play(s0, f"P1 action {action}")
        assert s.turn.action_done, action
        assert texts(s) == ["P1 power", "P1 end"]
        assert s.players[0].planet == s0.players[0].planet
    s = play(acting("snow/bush", full), "P1 action B", "P1 end")
    assert s.phase is Phase.DRAFT


# -- R5.5 no power inside the action ----------------------------------------------------
def test_r5_5_power_not_legal_between_two_effects() -> None:
    s = acting("snow/sprout", board())
    assert "P1 power" in texts(s)  # before choosing the action
    s = play(s, "P1 action A")
    assert "P1 power" not in texts(s)
    assert_illegal(s, "P1 power", "cannot use a power")
    s = play(s, "P1 plant r0c2")
    assert "P1 power" not in texts(s)
    assert_illegal(s, "P1 power", "cannot use a power")
    s = play(s, "P1 stop")
    assert "P1 power" in texts(s)  # after the action is done
    s = play(s, "P1 power")
    assert s.turn.power is PowerStage.ACTIVE


# -- R6.1 marker and uses ---------------------------------------------------------------
def test_r6_1_marker_moves_one_step_then_level_uses() -> None:
    s = play(acting("snow/sprout", board(), sprout=2), "P1 power")
    assert s.players[0].levels[Power.SPROUT] == 3
    assert s.turn.uses_left == 3
    s = play(s, "P1 plant r3c4", "P1 plant r3c5")
    assert s.turn.power is PowerStage.ACTIVE
    s = play(s, "P1 plant r3c6")
    assert s.turn.power is PowerStage.DONE  # 3 uses spent: closed by itself
    assert_illegal(s, "P1 plant r4c5", "cannot plant")
    assert [at(s, n) for n in ("r3c4", "r3c5", "r3c6", "r4c5")] == [Piece.SPROUT] * 3 + [
        Piece.EMPTY
    ]


def test_r6_1_from_zero_one_use() -> None:
    s = play(acting("snow/sprout", board()), "P1 power")
    assert s.players[0].levels[Power.SPROUT] == 1
    s = play(s, "P1 plant r0c2")
    assert s.turn.power is PowerStage.DONE


def test_r6_1_last_level_4_stays_and_gives_4_uses() -> None:
    s = play(acting("snow/bush", board(), bush=4), "P1 power")
    assert s.players[0].levels[Power.BUSH] == 4
    assert s.turn.uses_left == 4
    s = play(s, "P1 bush r0c2", "P1 bush r0c3", "P1 bush r0c4", "P1 bush r1c1")
    assert s.turn.power is PowerStage.DONE
    assert [at(s, n) for n in ("r0c2", "r0c3", "r0c4", "r1c1")] == [Piece.BUSH] * 4
    assert at(s, "r1c2") is Piece.EMPTY
    s = play(acting("snow/bush", board(), bush=3), "P1 power")
    assert s.players[0].levels[Power.BUSH] == 4
    assert s.turn.uses_left == 4


def test_r6_1_power_once_per_turn() -> None:
    s = play(acting("snow/sprout", board()), "P1 power", "P1 plant r0c2")
    s = play(s, "P1 action A", "P1 stop")
    assert texts(s) == ["P1 end"]
    assert_illegal(s, "P1 power", "cannot use a power")
    s = play(acting("snow/sprout", board()), "P1 action A", "P1 stop", "P1 power", "P1 stop")
    assert texts(s) == ["P1 end"]
    assert_illegal(s, "P1 power", "cannot use a power")
    assert s.players[0].levels[Power.SPROUT] == 1


# -- R6.2 power targets -----------------------------------------------------------------
def test_r6_2_power_targets_any_biome() -> None:
    s = play(acting("snow/sprout", board(), sprout=2), "P1 power")
    assert plants(s) == {n for n in all_spaces() if n not in RAVINES}
    s = play(s, "P1 plant r6c2", "P1 plant r2c6", "P1 plant r3c0")  # Rock, Grassland, Swamp
    assert {at(s, n) for n in ("r6c2", "r2c6", "r3c0")} == {Piece.SPROUT}


def test_r6_2_power_grows_the_sprout_the_action_just_planted() -> None:
    s = play(acting("snow/small-growth", board()), "P1 action A", "P1 plant r2c3", "P1 stop")
    s = play(s, "P1 power")
    assert grows(s) == {"r2c3"}
    s = play(s, "P1 grow r2c3")
    assert at(s, "r2c3") is Piece.SMALL_TREE


def test_r6_2_action_grows_the_sprout_the_power_just_planted() -> None:
    s = play(acting("snow/sprout", board()), "P1 power", "P1 plant r2c3", "P1 action B")
    assert grows(s) == {"r2c3"}
    s = play(s, "P1 grow r2c3")
    assert at(s, "r2c3") is Piece.SMALL_TREE


# -- R6.3 uses together -----------------------------------------------------------------
def test_r6_3_uses_cannot_be_split_around_the_action() -> None:
    s = play(acting("snow/sprout", board(), sprout=1), "P1 power", "P1 plant r0c2")
    assert s.turn.uses_left == 1
    assert_illegal(s, "P1 action A", "cannot choose an action")
    s = play(s, "P1 stop")  # the unused use is given up
    assert s.turn.power is PowerStage.DONE
    s = play(s, "P1 action A", "P1 stop")
    assert texts(s) == ["P1 end"]
    assert_illegal(s, "P1 power", "cannot use a power")


# -- R6.4 the six powers ----------------------------------------------------------------
def test_r6_4_sprout_power_plants_on_empty_only() -> None:
    s = play(acting("snow/sprout", board(r0c2="t", r0c3="b")), "P1 power")
    assert_illegal(s, "P1 plant r0c2", "not empty")
    assert_illegal(s, "P1 plant r0c3", "not empty")
    assert_illegal(s, "P1 grow r0c2", "cannot grow")
    s = play(s, "P1 plant r1c1")
    assert at(s, "r1c1") is Piece.SPROUT


def test_r6_4_small_growth_grows_sprouts_only() -> None:
    s = acting("snow/small-growth", board(r0c2="s", r3c4="s", r0c3="t"), small_growth=1)
    s = play(s, "P1 power")
    assert grows(s) == {"r0c2", "r3c4"}
    assert_illegal(s, "P1 grow r0c3", "r0c3", "Small growth", "R6.4")
    s = play(s, "P1 grow r0c2", "P1 grow r3c4")
    assert at(s, "r0c2") is Piece.SMALL_TREE
    assert at(s, "r3c4") is Piece.SMALL_TREE
    assert at(s, "r0c3") is Piece.SMALL_TREE


def test_r6_4_small_growth_same_sprout_not_to_big() -> None:
    s = play(acting("snow/small-growth", board(r0c2="s"), small_growth=1), "P1 power")
    s = play(s, "P1 grow r0c2")
    assert at(s, "r0c2") is Piece.SMALL_TREE
    assert s.turn.power is PowerStage.DONE  # no Sprout left: the second use closes itself


def test_r6_4_big_growth_grows_small_trees_only() -> None:
    s = play(acting("snow/big-growth", board(r0c2="s", r3c4="t", r6c2="T")), "P1 power")
    assert grows(s) == {"r3c4"}
    assert_illegal(s, "P1 grow r0c2", "r0c2", "Big growth", "R6.4")
    s = play(s, "P1 grow r3c4")
    assert at(s, "r3c4") is Piece.BIG_TREE
    assert at(s, "r0c2") is Piece.SPROUT


def test_r6_4_bush_on_empty_space_any_biome() -> None:
    s = play(acting("snow/bush", board(r3c4="s"), bush=1), "P1 power")
    assert_illegal(s, "P1 bush r3c4", "not empty")
    s = play(s, "P1 bush r6c4", "P1 bush r2c0")
    assert at(s, "r6c4") is Piece.BUSH
    assert at(s, "r2c0") is Piece.BUSH


def test_r6_4_lake_then_two_growths_adjacent_any_biome() -> None:
    # Lake on r3c5 (Flowers): neighbours r2c5 (Grassland), r4c5, r3c4, r3c6 (Flowers).
    s = acting("snow/lake", board(r2c5="s", r4c5="t", r3c4="s", r3c6="T", r0c2="s"))
    s = play(s, "P1 power")
    s = play(s, "P1 lake r3c5")
    assert at(s, "r3c5") is Piece.LAKE
    assert grows(s) == {"r2c5", "r4c5", "r3c4"}
    assert_illegal(s, "P1 grow r0c2", "r0c2", "not next to the new Lake")
    assert_illegal(s, "P1 grow r3c6", "only a Sprout or Small Tree grows")
    s = play(s, "P1 grow r2c5")
    assert_illegal(s, "P1 grow r2c5", "r2c5", "already grown")
    s = play(s, "P1 grow r4c5")
    assert s.turn.power is PowerStage.DONE  # two growths, one use: all closed
    assert at(s, "r2c5") is Piece.SMALL_TREE
    assert at(s, "r4c5") is Piece.BIG_TREE
    assert at(s, "r3c4") is Piece.SPROUT
    assert_illegal(s, "P1 grow r3c4", "cannot grow")


def test_r6_4_lake_stop_ends_its_growths_and_next_use_gets_a_new_lake() -> None:
    s = acting("snow/lake", board(r0c2="s", r0c4="s", r2c2="s"), lake=1)
    s = play(s, "P1 power", "P1 lake r0c3", "P1 grow r0c2")
    assert grows(s) == {"r0c4"}
    s = play(s, "P1 stop")  # ends this Lake's growths only
    assert s.turn.power is PowerStage.ACTIVE
    assert s.turn.uses_left == 1
    assert texts(s)[-1] == "P1 stop"
    assert {c.verb for c in legal_commands(s)} == {Verb.LAKE, Verb.STOP}
    s = play(s, "P1 lake r2c3", "P1 grow r2c2")
    assert s.turn.power is PowerStage.DONE
    assert at(s, "r0c2") is Piece.SMALL_TREE
    assert at(s, "r2c2") is Piece.SMALL_TREE
    assert at(s, "r0c4") is Piece.SPROUT


def test_r6_4_each_lake_use_has_its_own_lake_and_two_growths() -> None:
    # Lake 1 on r2c4 touches r2c5 and r1c4; lake 2 on r2c6 touches r2c5 and r3c6.
    s = acting("snow/lake", board(r2c5="s", r1c4="s", r3c6="s"), lake=1)
    s = play(s, "P1 power", "P1 lake r2c4", "P1 grow r2c5", "P1 grow r1c4")
    assert s.turn.uses_left == 1
    assert {c.verb for c in legal_commands(s)} == {Verb.LAKE, Verb.STOP}
    s = play(s, "P1 lake r2c6")
    assert grows(s) == {"r2c5", "r3c6"}
    s = play(s, "P1 grow r2c5", "P1 grow r3c6")
    assert s.turn.power is PowerStage.DONE
    assert at(s, "r2c4") is Piece.LAKE
    assert at(s, "r2c6") is Piece.LAKE
    assert at(s, "r2c5") is Piece.BIG_TREE
    assert at(s, "r1c4") is Piece.SMALL_TREE
    assert at(s, "r3c6") is Piece.SMALL_TREE


def test_r6_4_lake_adjacency_is_orthogonal_and_never_a_ravine() -> None:
    # r2c3 lies between ravines r1c3 and r3c3; diagonal r1c2, r3c4 are not adjacent.
    s = acting("snow/lake", board(r2c2="s", r2c4="t", r1c2="s", r3c4="s", r1c4="s"))
    s = play(s, "P1 power", "P1 lake r2c3")
    assert grows(s) == {"r2c2", "r2c4"}
    assert_illegal(s, "P1 grow r1c3", "ravine")
    assert_illegal(s, "P1 grow r3c3", "ravine")
    assert_illegal(s, "P1 grow r1c2", "not next to the new Lake")
    assert_illegal(s, "P1 grow r3c4", "not next to the new Lake")


def test_r6_4_lake_without_growable_neighbour_closes_by_itself() -> None:
    # r4c3 (Wheat) has ravines on three sides; only r4c4 is a neighbour, and it is empty.
    s = play(acting("snow/lake", board(r0c2="s")), "P1 power", "P1 lake r4c3")
    assert at(s, "r4c3") is Piece.LAKE
    assert s.turn.power is PowerStage.DONE
    assert texts(s)[:1] == ["P1 action A"]


def test_r6_4_buds_gains_level_vp_once_without_targets() -> None:
    s0 = acting("snow/buds", board(), buds=2)
    before = s0.players[0].ledger
    s = play(s0, "P1 power")
    assert s.players[0].levels[Power.BUDS] == 3
    assert s.players[0].ledger == before + (ScoreEntry(Source.BUDS, 3, 3),)
    assert s.scores[0] == s0.scores[0] + 3
    assert Event(EventKind.VP, 0, value=3, source=Source.BUDS, detail=3) in s.events
    assert s.turn.power is PowerStage.DONE  # no targets, applied once
    assert texts(s) == ["P1 action A", "P1 action B", "P1 action C", "P1 action D"]
    assert s.players[0].planet == s0.players[0].planet


@pytest.mark.parametrize(("level", "gain"), [(0, 1), (3, 4), (4, 4)])
def test_r6_4_buds_vp_equals_level_after_move(level: int, gain: int) -> None:
    s0 = acting("snow/buds", board(), buds=level)
    s = play(s0, "P1 action A", "P1 stop", "P1 power")
    assert s.players[0].levels[Power.BUDS] == gain
    assert s.scores[0] - s0.scores[0] == gain
    assert s.players[0].ledger[-1] == ScoreEntry(Source.BUDS, gain, gain)


# -- R6.5 power without effect ----------------------------------------------------------
@pytest.mark.parametrize("name", ["sprout", "small-growth", "big-growth", "bush", "lake"])
def test_r6_5_power_moves_marker_and_applies_zero_uses(name: str) -> None:
    s0 = acting(f"snow/{name}", board(r0c2="s", r0c3="t"), **{name.replace("-", "_"): 1})
    s = play(s0, "P1 power", "P1 stop")
    assert s.players[0].levels[Power[name.upper().replace("-", "_")]] == 2
    assert s.turn.power is PowerStage.DONE
    assert s.players[0].planet == s0.players[0].planet


# -- R7.1 ravines -----------------------------------------------------------------------
@pytest.mark.parametrize("ravine", RAVINES)
def test_r7_1_nothing_placed_on_a_ravine(ravine: str) -> None:
    s = play(acting("wild/sprout", board()), "P1 action D")
    assert ravine not in plants(s)
    assert_illegal(s, f"P1 plant {ravine}", ravine, "ravine")
    s = play(acting("wild/sprout", board()), "P1 action A")
    assert_illegal(s, f"P1 plant {ravine}", ravine, "ravine")
    s = play(acting("snow/sprout", board()), "P1 power")
    assert_illegal(s, f"P1 plant {ravine}", ravine, "ravine")
    s = play(acting("snow/bush", board()), "P1 power")
    assert ravine not in {str(c).split()[-1] for c in legal_commands(s)}
    assert_illegal(s, f"P1 bush {ravine}", ravine, "ravine")
    s = play(acting("snow/lake", board()), "P1 power")
    assert_illegal(s, f"P1 lake {ravine}", ravine, "ravine")


# -- R12.3 turn confirmation and purity -------------------------------------------------
def test_r12_end_only_after_the_action() -> None:
    s = acting("snow/sprout", board())
    assert_illegal(s, "P1 end", "cannot end the turn")
    s = play(s, "P1 action A")
    assert_illegal(s, "P1 end", "cannot end the turn")
    s = play(s, "P1 plant r0c2")
    assert_illegal(s, "P1 end", "cannot end the turn")
    s = play(s, "P1 stop")
    assert "P1 end" in texts(s)


def test_r12_turn_passes_to_next_seat_only_on_end() -> None:
    s = acting("snow/sprout", board(), players=2)
    me = s.awaiting
    assert me is not None
    other = 1 - me
    p = f"P{me + 1}"
    s = play(s, f"{p} action A", f"{p} plant r0c2", f"{p} plant r0c3", f"{p} plant r1c1")
    s = play(s, f"{p} power", f"{p} plant r3c4")
    assert s.turn.action_done and s.turn.power is PowerStage.DONE
    assert s.awaiting == me  # everything done, yet not passed on
    assert texts(s) == [f"{p} end"]
    assert_illegal(s, f"P{other + 1} action A", f"P{me + 1}'s turn")
    s = play(s, f"{p} end")
    assert s.phase is Phase.ACTIONS
    assert s.awaiting == other
    assert s.acted == 1
    assert Event(EventKind.TURN_ENDED, me) in s.events
    assert texts(s)[0] == f"P{other + 1} action A"


def test_r12_apply_never_changes_its_input() -> None:
    s = acting("snow/lake", board(r0c2="s"), players=2)
    p = f"P{s.awaiting + 1}"
    for text in (f"{p} power", f"{p} lake r0c3", f"{p} grow r0c2", f"{p} action C"):
        frozen = s.to_json()
        copy = GameState.from_json(frozen)
        new = apply(s, Command.parse(text))
        assert s.to_json() == frozen
        assert s == copy
        assert new != s
        assert_illegal(s, f"{p} end", "cannot end")
        assert s.to_json() == frozen
        s = new


# -- bad input --------------------------------------------------------------------------
def test_r12_bad_input_command_from_the_wrong_seat() -> None:
    s = acting("snow/bush", board(), players=2)
    me = s.awaiting
    assert me is not None
    assert_illegal(s, Command(1 - me, Verb.ACTION, 0), f"P{me + 1}'s turn", f"not P{2 - me}'s")


def test_r12_bad_input_command_from_the_automa_seat() -> None:
    s = acting("snow/bush", board())
    assert_illegal(s, "P2 action A", "P2", "automa")


def test_r12_bad_input_unknown_seat() -> None:
    s = acting("snow/bush", board())
    assert_illegal(s, Command(7, Verb.END), "no seat P8")
    assert_illegal(s, Command(-1, Verb.END), "no seat")
    assert_illegal(s, "P4 action A", "no seat P4")


def test_r12_bad_input_space_off_the_planet() -> None:
    s = play(acting("snow/bush", board()), "P1 action D")
    assert_illegal(s, "P1 plant r0c0", "r0c0", "not a space of the planet")
    assert_illegal(s, "P1 plant r6c6", "r6c6", "not a space of the planet")


@pytest.mark.parametrize(
    ("cmd", "words"),
    [
        (Command(0, Verb.PLANT, 49), ("not a space",)),
        (Command(0, Verb.PLANT, -5), ("not a space",)),
        (Command(0, Verb.PLANT, "r2c3"), ("'r2c3'",)),  # type: ignore[arg-type]
        (Command(0, Verb.STOP, 3), ("takes no argument",)),
    ],
)
def test_r12_bad_input_malformed_arg_during_action(cmd: Command, words: tuple[str, ...]) -> None:
    s = play(acting("snow/bush", board()), "P1 action D")
    assert_illegal(s, cmd, *words)


def test_r12_bad_input_malformed_arg_when_choosing() -> None:
    s = acting("snow/bush", board())
    assert_illegal(s, Command(0, Verb.ACTION, 9), "not an action")
    assert_illegal(s, Command(0, Verb.ACTION, "A"), "'A'")  # type: ignore[arg-type]
    assert_illegal(s, Command(0, Verb.POWER, 2), "takes no argument")


def test_r12_bad_input_malformed_verb_raises_illegal_command() -> None:
    s = acting("snow/bush", board())
    assert_illegal(s, Command(0, "dance"), "'dance'", "verb")  # type: ignore[arg-type]
    assert_illegal(s, Command("P1", Verb.END), "seat")  # type: ignore[arg-type]


def test_r12_bad_input_command_from_another_phase() -> None:
    s = acting("snow/bush", board())
    assert_illegal(s, "P1 take snow/lake", "cannot take a card")
    s = play(s, "P1 action A")
    assert_illegal(s, "P1 take snow/lake", "cannot take a card")


@pytest.mark.parametrize(
    "text",
    [
        "",
        "P1",
        "end",
        "1 end",
        "P0 end",
        "P5 end",
        "P1 fly",
        "P1 plant",
        "P1 plant r7c0",
        "P1 plant r2",
        "P1 plant x",
        "P1 end now",
        "P1 action E",
        "P1 take snow/tree",
        "P1 plant r2c3 r2c4",
    ],
)
def test_r12_command_parse_malformed_raises_syntax_error(text: str) -> None:
    with pytest.raises(CommandSyntaxError) as info:
        Command.parse(text)
    assert isinstance(info.value, ValueError)
    assert str(info.value)


def test_r12_command_parse_non_text_raises_syntax_error() -> None:
    with pytest.raises(CommandSyntaxError):
        Command.parse(None)  # type: ignore[arg-type]


def test_r12_command_text_round_trips_for_every_legal_command() -> None:
    base = acting("snow/lake", board(r0c2="s", r2c2="t"), players=2)
    p = f"P{base.awaiting + 1}"
    states = [
        base,
        play(base, f"{p} action D"),
        play(base, f"{p} action C"),
        play(base, f"{p} power"),
        play(base, f"{p} power", f"{p} lake r0c3"),
        play(base, f"{p} action A", f"{p} stop"),
    ]
    seen = 0
    for s in states:
        for cmd in legal_commands(s):
            assert Command.parse(str(cmd)) == cmd
            seen += 1
    assert seen > 60


# -- events -----------------------------------------------------------------------------
def test_r5_1_r6_4_events_placed_carry_seat_space_new_and_old_piece() -> None:
    s = acting("snow/lake", board(r0c2="s", r2c2="t"), players=2)
    me = s.awaiting
    assert me is not None
    p = f"P{me + 1}"
    s = play(s, f"{p} action C", f"{p} plant r2c3")
    assert s.events == (
        Event(EventKind.PLACED, me, space=idx("r2c3"), piece=Piece.SPROUT, value=Piece.EMPTY),
    )
    s = play(s, f"{p} grow r2c2")
    assert s.events == (
        Event(
            EventKind.PLACED, me, space=idx("r2c2"), piece=Piece.BIG_TREE, value=Piece.SMALL_TREE
        ),
    )
    s = play(s, f"{p} power")
    s = play(s, f"{p} lake r0c3")
    assert s.events == (
        Event(EventKind.PLACED, me, space=idx("r0c3"), piece=Piece.LAKE, value=Piece.EMPTY),
    )
    s = play(s, f"{p} grow r0c2")
    assert s.events == (
        Event(EventKind.PLACED, me, space=idx("r0c2"), piece=Piece.SMALL_TREE, value=Piece.SPROUT),
    )


def test_r6_1_event_power_carries_the_new_level() -> None:
    s = play(acting("snow/bush", board(), bush=1), "P1 power")
    assert s.events == (Event(EventKind.POWER, 0, power=Power.BUSH, level=2),)
    s = play(acting("snow/bush", board(), bush=4), "P1 power")
    assert s.events == (Event(EventKind.POWER, 0, power=Power.BUSH, level=4),)
    s = play(acting("snow/buds", board()), "P1 power")
    assert s.events[0] == Event(EventKind.POWER, 0, power=Power.BUDS, level=1)


def test_r5_2_event_action_chosen() -> None:
    s = play(acting("snow/bush", board()), "P1 action C")
    assert s.events == (Event(EventKind.ACTION, 0, value=2),)


# -- helpers ----------------------------------------------------------------------------
def idx(name: str) -> int:
    """Grid index of 'rRcC'."""
    r, c = name[1:].split("c")
    return int(r) * 7 + int(c)


def all_spaces() -> set[str]:
    """Every planet space name (ravines included) of the Classic layout."""
    rows = [line.split() for line in EMPTY_PLANET.strip().splitlines()]
    return {f"r{r}c{c}" for r, row in enumerate(rows) for c, ch in enumerate(row) if ch != "."}


def board(**cells: str) -> str:
    """The empty Classic planet with pieces put on named spaces, e.g. r0c2='s'."""
    rows = [line.split() for line in EMPTY_PLANET.strip().splitlines()]
    for name, ch in cells.items():
        i = idx(name)
        assert rows[i // 7][i % 7] == "_", name
        rows[i // 7][i % 7] = ch
    return "\n".join(" ".join(row) for row in rows)


def at(state: GameState, name: str) -> Piece:
    """The piece on a named space of the awaited (or last acting) seat's planet."""
    seat = state.awaiting if state.awaiting is not None else 0
    i = idx(name)
    return state.players[seat].planet.at(i // 7, i % 7)


def _targets(state: GameState, verb: Verb) -> set[str]:
    return {str(c).split()[-1] for c in legal_commands(state) if c.verb is verb}


def plants(state: GameState) -> set[str]:
    """Spaces where planting is legal now."""
    return _targets(state, Verb.PLANT)


def grows(state: GameState) -> set[str]:
    """Spaces where growing is legal now."""
    return _targets(state, Verb.GROW)


def assert_illegal(state: GameState, cmd: str | Command, *words: str) -> str:
    """``cmd`` raises IllegalCommand whose message holds ``words``; the state is unchanged."""
    if isinstance(cmd, str):
        cmd = Command.parse(cmd)
    frozen = state.to_json()
    legal = texts(state)
    with pytest.raises(IllegalCommand) as info:
        apply(state, cmd)
    msg = str(info.value)
    assert msg
    for w in words:
        assert w in msg, (w, msg)
    assert state.to_json() == frozen
    assert texts(state) == legal
    return msg
