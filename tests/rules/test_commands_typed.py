"""A command says what it carries: its card, action or space by verb, and refuses to read
its argument as anything else."""

from __future__ import annotations

import pytest

from evergreen.rules import Action, Command, Verb
from evergreen.rules.cards import card


def test_each_verb_gives_its_argument_as_what_it_is() -> None:
    take = Command.parse("P1 take snow/lake")
    assert take.card == take.arg and card(take.card).name == "snow/lake"
    chosen = Command.parse("P2 action C")
    assert chosen.action is Action.C and isinstance(chosen.action, Action)
    plant = Command.parse("P1 plant r2c3")
    assert plant.space == 2 * 7 + 3


@pytest.mark.parametrize(
    ("text", "wrong"),
    [
        ("P1 take snow/lake", "space"),
        ("P1 take snow/lake", "action"),
        ("P1 action A", "card"),
        ("P1 action A", "space"),
        ("P1 grow r1c1", "card"),
        ("P1 lake r1c1", "action"),
        ("P1 end", "space"),
        ("P1 power", "card"),
    ],
)
def test_an_argument_is_never_read_as_another_kind(text: str, wrong: str) -> None:
    cmd = Command.parse(text)
    with pytest.raises(ValueError, match=str(cmd)):
        getattr(cmd, wrong)
    assert Command(cmd.seat, cmd.verb, cmd.arg) == cmd and cmd.verb in Verb
