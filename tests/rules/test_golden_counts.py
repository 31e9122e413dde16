"""Golden counts: legal-command counts along fixed-seed games (like perft in python-chess).

A change in move generation shows up here. After an intended change, regenerate with
``EVERGREEN_WRITE_GOLDEN=1 pytest tests/rules/test_golden_counts.py`` and review the diff.
"""

from __future__ import annotations

import json
import os
import pathlib
import random

import pytest

from evergreen.rules import apply, legal_commands, new_game

GOLDEN = pathlib.Path(__file__).with_name("golden_counts.json")
GAMES = [(1, 101), (2, 202), (3, 303), (4, 404)]


def counts_along(players: int, seed: int) -> list[list[object]]:
    """[step, awaited seat, legal count, the command taken] at every step of a seeded game."""
    rng = random.Random(seed)
    state = new_game(players, seed)
    out: list[list[object]] = []
    step = 0
    while not state.is_over:
        legal = list(legal_commands(state))
        cmd = rng.choice(legal)
        out.append([step, state.awaiting, len(legal), str(cmd)])
        state = apply(state, cmd)
        step += 1
    out.append([step, None, 0, list(state.scores)])
    return out


def test_golden_counts() -> None:
    """Counts at every step of four fixed games equal the recorded ones."""
    got = {f"{p}p-seed{s}": counts_along(p, s) for p, s in GAMES}
    if os.environ.get("EVERGREEN_WRITE_GOLDEN"):
        games = [
            f"{json.dumps(k)}: [\n" + ",\n".join(json.dumps(r) for r in rows) + "\n]"
            for k, rows in got.items()
        ]
        GOLDEN.write_text("{\n" + ",\n".join(games) + "\n}\n")
        pytest.skip("golden counts rewritten")
    want = json.loads(GOLDEN.read_text())
    for game, rows in want.items():
        for w, g in zip(rows, got[game], strict=False):
            assert g == w, f"{game}: first difference at step {w[0]}: expected {w}, got {g}"
        assert len(got[game]) == len(rows), f"{game}: game length changed"
