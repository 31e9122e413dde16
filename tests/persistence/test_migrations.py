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
from evergreen.persistence.migrations import v1_to_v2
from tests.persistence.helpers import EXAMPLES, fingerprint, write


def as_v1(raw: dict[str, Any]) -> dict[str, Any]:
    """A current save written back in schema 1: seat kinds only, no names."""
    old = dict(raw, schema=1)
    old["seats"] = [seat["kind"] for seat in raw["seats"]]
    return old


def test_the_chain_reaches_the_current_schema() -> None:
    """One step per version, from 1 up to the current one."""
    assert CURRENT_SCHEMA == 2
    assert sorted(MIGRATIONS) == list(range(1, CURRENT_SCHEMA))


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
    """A schema-1 file loads to the same game, with default seat names; the file stays v1."""
    raw = json.loads(EXAMPLES[name].read_bytes())
    path = write(tmp_path / "old.json", json.dumps(as_v1(raw)))
    before = fingerprint(path)
    loaded = load(path)
    assert loaded.session.state == load(EXAMPLES[name]).session.state
    assert loaded.session.names[0] == "Player 1"
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
