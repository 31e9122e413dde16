"""Developer wording never reaches the player (issue 31, defect 10): no rule number in a
message, the example saves named by what they show (not by their file), and the demo's
status line describes what a bot does instead of telling the viewer to press End turn."""

from __future__ import annotations

import re
from pathlib import Path

from babel.messages.pofile import read_po

from evergreen.persistence import list_saves
from evergreen.ui.kit import text
from evergreen.ui.kit.speed import Speed
from evergreen.ui.words.saves import title_of
from tests.ui.driver import frames, make_app, top

RULE_NUMBER = re.compile(r"\bR\d+(\.\d+)*\b")


def test_no_message_cites_a_rule_number() -> None:
    pot = Path(__file__).resolve().parents[2] / "evergreen" / "locale" / "evergreen.pot"
    with open(pot, "rb") as f:
        catalog = read_po(f)
    cited = [
        m.id
        for m in catalog
        if m.id
        and any(RULE_NUMBER.search(s) for s in (m.id if isinstance(m.id, tuple) else (m.id,)))
    ]
    assert not cited, cited


def test_the_examples_are_named_by_what_they_show() -> None:
    examples = [info for info in list_saves() if info.example]
    assert examples
    for info in examples:
        title = title_of(info)
        assert info.path.stem not in title, title
        assert title.startswith("Example: ") and len(title) > len("Example: ") + 10


def test_the_demos_status_line_tells_the_viewer_nothing_to_press() -> None:
    from evergreen.ui.game.demo import demo_match

    app = make_app(speed=Speed.FAST)
    demo = app.open_game(demo_match(3, 5), demo=True)
    assert demo is not None
    app.scenes.push(demo)
    seen: set[str] = set()
    for _ in range(400):
        with text.recording() as drawn:
            frames(app, 1)
        game = top(app)
        if getattr(game, "demo", False):
            seen |= {d.text for d in drawn}
    words = " ".join(seen)
    assert "Demo: bots play on their own." in words
    for press in ("End turn", "Undo", "take a card", "choose an action"):
        assert press not in words, press


def test_rule_numbers_pattern_catches_what_it_should() -> None:
    assert RULE_NUMBER.search("points (R10.4)") and RULE_NUMBER.search("automa (R11)")
    assert not RULE_NUMBER.search("Rock 1 card")
