"""Upgrading saves from older schema versions through a chain of small steps.

Schema history:

1. The first format: ``"seats"`` was a list of seat kinds only (``["human", "bot"]``).
2. Seats have names: ``"seats": [{"name": "Ada", "kind": "human"}, ...]``.
3. Every game has an identity and a mode: ``"game_id"`` (12 hex digits) and ``"mode"``
   (``"standard"`` or ``"guided"``); the random bot's seat kind is ``"random"`` (was
   ``"bot"``), the name the bots' levels always had. Bushes and Lakes come from a shared
   supply of 20 each (R1.2): ``options.unlimited_pieces`` says whether the game ignores it
   (the house rule), and the snapshot holds the ``supply`` left. Games saved before were
   played with unlimited pieces, so they are upgraded as such and replay exactly.
4. A seat has a colour (``"colour"``, 0 to 3) and its name is the one given at setup, ''
   for none (the window shows a default in the player's language). The English defaults
   older versions wrote ('Player 2' at seat 2, 'Automa' at the automa's seat) become ''.

5. Where the game came from (``"origin"``: its kind — new, code, daily, branch, loaded,
   example — with the day of a daily deal and whether it was practice, or the game it was
   played on from and at which command) and how many steps were taken back with Undo
   (``"undos"``). Older games are of unknown origin, taken as new, and their Undo count is
   unknown (``null``).
6. A rule event says what it carries: a power used (``"kind": "power"``) names its power in
   ``"power"`` and the level its marker reached in ``"level"`` (they were in ``"value"``
   and ``"piece"``, whose meaning depended on the kind); every event of the snapshot has
   both fields (``null`` and -1 where they say nothing).
7. The version of Evergreen that wrote the save (``"app_version"``, e.g. ``"0.1.0"``, from
   ``evergreen/version.py``): said, never acted on (what a save holds is its ``schema``).
   Older saves say none (``null``).

A step takes the parsed JSON object of version n and returns one of version n + 1; it never
fails on malformed input (the model validation after the chain reports that).
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

from evergreen.rules.tables import SUPPLY_BUSHES, SUPPLY_LAKES

from .errors import load_error
from .models import CURRENT_SCHEMA
from .reasons import Reason, Why

Raw = dict[str, Any]


def schema_of(raw: Raw, path: Path) -> int:
    """The schema version a parsed save declares; raises SaveError if missing or too new."""
    version = raw.get("schema")
    if version is None:
        raise load_error(path, Reason(Why.NO_SCHEMA))
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise load_error(path, Reason(Why.BAD_SCHEMA, version=repr(version)))
    if version > CURRENT_SCHEMA:
        problem = Reason(Why.NEWER_FORMAT, version=str(version), newest=CURRENT_SCHEMA)
        raise load_error(path, problem)
    return version


def upgrade(raw: Raw, path: Path) -> Raw:
    """The save brought up to ``CURRENT_SCHEMA`` (the input is not changed)."""
    version = schema_of(raw, path)
    while version < CURRENT_SCHEMA:
        raw = MIGRATIONS[version](raw)
        version += 1
        raw["schema"] = version
    return raw


def v1_to_v2(raw: Raw) -> Raw:
    """Schema 1 → 2: seat kinds become named seats ('Player 1'..., 'Automa')."""
    new = dict(raw)
    seats = raw.get("seats")
    if isinstance(seats, list) and all(isinstance(kind, str) for kind in seats):
        new["seats"] = [
            {"name": "Automa" if kind == "automa" else f"Player {seat + 1}", "kind": kind}
            for seat, kind in enumerate(seats)
        ]
    return new


def v2_to_v3(raw: Raw) -> Raw:
    """Schema 2 → 3: a game id and the standard mode; "bot" seats become "random"; played
    with unlimited Bushes and Lakes (a full supply that was never used).

    The id is worked out from what stays the same through a whole game (seed, options,
    seats), so the rotating autosaves of one old game all get the same id and are listed
    as one game.
    """
    new = dict(raw)
    seats = raw.get("seats")
    if isinstance(seats, list):
        new["seats"] = [_renamed_kind(seat) for seat in seats]
    new.setdefault("game_id", legacy_game_id(raw))
    new.setdefault("mode", "standard")
    options = raw.get("options")
    if isinstance(options, dict):
        new["options"] = {**options, "unlimited_pieces": True}
    snapshot = raw.get("snapshot")
    if isinstance(snapshot, dict):
        snapshot = dict(snapshot)
        if isinstance(snapshot.get("options"), dict):
            snapshot["options"] = {**snapshot["options"], "unlimited_pieces": True}
        snapshot.setdefault("supply", {"bushes": SUPPLY_BUSHES, "lakes": SUPPLY_LAKES})
        new["snapshot"] = snapshot
    return new


def v3_to_v4(raw: Raw) -> Raw:
    """Schema 3 → 4: each seat gets the colour of its place (seat 1 the first colour...),
    and the English default names become no name ('' : shown in the player's language)."""
    new = dict(raw)
    seats = raw.get("seats")
    if isinstance(seats, list):
        new["seats"] = [_coloured(seat, index) for index, seat in enumerate(seats)]
    return new


def _coloured(seat: Any, index: int) -> Any:
    if not isinstance(seat, dict):
        return seat
    name = seat.get("name")
    default = "Automa" if seat.get("kind") == "automa" else f"Player {index + 1}"
    return {**seat, "name": "" if name == default else name, "colour": index}


def legacy_game_id(raw: Raw) -> str:
    """The id an old save's game gets: a digest of its seed, options and seats."""
    key = json.dumps(
        [raw.get("seed"), raw.get("options"), raw.get("seats")], sort_keys=True, default=repr
    )
    return hashlib.sha256(key.encode("utf-8", "replace")).hexdigest()[:12]


def _renamed_kind(seat: Any) -> Any:
    if isinstance(seat, dict) and seat.get("kind") == "bot":
        return {**seat, "kind": "random"}
    return seat


def v4_to_v5(raw: Raw) -> Raw:
    """Schema 4 → 5: a new game of unknown Undo count."""
    new = dict(raw)
    new.setdefault("origin", {"kind": "new", "date": "", "source": "", "ply": 0, "practice": False})
    new.setdefault("undos", None)
    return new


def v5_to_v6(raw: Raw) -> Raw:
    """Schema 5 → 6: the snapshot's power events carry their power and level by name."""
    new = dict(raw)
    snapshot = raw.get("snapshot")
    if isinstance(snapshot, dict) and isinstance(snapshot.get("events"), list):
        new["snapshot"] = {**snapshot, "events": [_typed(e) for e in snapshot["events"]]}
    return new


def _typed(event: Any) -> Any:
    if not isinstance(event, dict):
        return event
    if event.get("kind") == "power" and "level" not in event:
        power, level = event.get("value"), event.get("piece", -1)
        return {**event, "value": 0, "piece": -1, "power": power, "level": level}
    return {"power": None, "level": -1, **event}


def v6_to_v7(raw: Raw) -> Raw:
    """Schema 6 → 7: a save written before versions were kept says none."""
    new = dict(raw)
    new.setdefault("app_version", None)
    return new


#: version n → the step that makes version n + 1
MIGRATIONS: dict[int, Callable[[Raw], Raw]] = {
    1: v1_to_v2,
    2: v2_to_v3,
    3: v3_to_v4,
    4: v4_to_v5,
    5: v5_to_v6,
    6: v6_to_v7,
}
