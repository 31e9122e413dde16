"""The reader's test of the Layout section of docs/ARCHITECTURE.md: every file and folder it names exists,
every module of the package is named (directly or by its folder), and a newcomer finds in
one look the file for the scoring animation, the Load screen's list, the sound of a card
taken and the rule that decides which trees are lit."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def layout_block() -> str:
    text = (ROOT / "docs" / "ARCHITECTURE.md").read_text(encoding="utf-8")
    section = text.split("## Layout", 1)[1]
    return section.split("```", 2)[1]


def named_paths() -> list[Path]:
    """Each path the block names, resolved against the folders it is indented under."""
    stack: list[tuple[int, str]] = []
    found = []
    for line in layout_block().splitlines():
        m = re.match(r"^( *)(\S+)", line)
        if not m or not re.search(r"[/.]", m[2]) or line[: len(m[1])].strip():
            continue
        indent, word = len(m[1]), m[2].rstrip(",")
        if indent >= 20:  # a continuation of the description column
            continue
        while stack and stack[-1][0] >= indent:
            stack.pop()
        parent = "".join(p for _i, p in stack)
        found.append(ROOT / parent / word)
        if word.endswith("/"):
            stack.append((indent, word))
    return found


def test_every_path_named_exists() -> None:
    paths = named_paths()
    assert len(paths) > 40
    missing = [str(p.relative_to(ROOT)) for p in paths if not p.exists()]
    assert not missing, missing


def test_a_newcomer_finds_each_in_one_look() -> None:
    block = layout_block()
    answers = {
        "the scoring animation": ("scoring_anim.py", "evergreen/ui/game/scoring_anim.py"),
        "the Load screen's list": ("save_list.py", "evergreen/ui/screens/load/save_list.py"),
        "the sound of a card taken": ("Cue.CARD_TAKE", "evergreen/ui/sound/cues.py"),
        "which trees are lit": ("light_score", "evergreen/rules/planet.py"),
    }
    for question, (word, path) in answers.items():
        assert word in block, f"the layout does not say where {question} is"
        assert (ROOT / path).exists()
    assert "CARD_TAKE" in (ROOT / "evergreen/ui/sound/cues.py").read_text(encoding="utf-8")
    assert "def light_score" in (ROOT / "evergreen/rules/planet.py").read_text(encoding="utf-8")
