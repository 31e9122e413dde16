"""Mutated save files (byte flips, cuts, deleted or replaced fields) either load to a valid
game or fail with SaveError: never any other exception."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from evergreen.persistence import SaveError, load
from evergreen.rules import GameState
from evergreen.rules.state import check_state
from tests.persistence.helpers import EXAMPLES, write

FUZZ = settings(  # EVERGREEN_FUZZ_EXAMPLES=5000 for a longer hunt
    max_examples=int(os.environ.get("EVERGREEN_FUZZ_EXAMPLES", "60")),
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture],
)
SOURCES = st.sampled_from(sorted(EXAMPLES))
JSON_LEAVES = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(min_value=-(2**70), max_value=2**70),
    st.floats(allow_nan=False),
    st.text(max_size=12),
    st.lists(st.integers(0, 50), max_size=3),
    st.just({}),
)


@pytest.fixture(scope="module")
def folder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Where the mutated files are written."""
    return tmp_path_factory.mktemp("fuzz")


def check_loads_or_refuses(path: Path, data: bytes) -> None:
    """The property: a valid game, or SaveError."""
    write(path, data)
    try:
        loaded = load(path)
    except SaveError as exc:
        assert str(exc) and path.name in str(exc)
        return
    state = loaded.match.state
    check_state(state)
    assert GameState.from_json(state.to_json()) == state
    assert path.read_bytes() == data


def paths_in(value: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every key/index path inside a JSON value."""
    found = []
    if isinstance(value, dict):
        items: list[tuple[Any, Any]] = list(value.items())
    elif isinstance(value, list):
        items = list(enumerate(value))
    else:
        return []
    for key, child in items:
        found.append((*prefix, key))
        found.extend(paths_in(child, (*prefix, key)))
    return found


def parent_of(raw: Any, path: tuple[Any, ...]) -> Any:
    """The container holding the last step of ``path``."""
    for key in path[:-1]:
        raw = raw[key]
    return raw


@FUZZ
@given(
    SOURCES, st.lists(st.tuples(st.integers(0, 10**6), st.integers(0, 255)), min_size=1, max_size=4)
)
def test_byte_flips(folder: Path, source: str, flips: list[tuple[int, int]]) -> None:
    data = bytearray(EXAMPLES[source].read_bytes())
    for where, byte in flips:
        data[where % len(data)] = byte
    check_loads_or_refuses(folder / "flipped.json", bytes(data))


@FUZZ
@given(SOURCES, st.integers(0, 10**6))
def test_truncations(folder: Path, source: str, cut: int) -> None:
    data = EXAMPLES[source].read_bytes()
    check_loads_or_refuses(folder / "cut.json", data[: cut % len(data)])


@FUZZ
@given(SOURCES, st.data())
def test_deleted_fields(folder: Path, source: str, data: st.DataObject) -> None:
    raw = json.loads(EXAMPLES[source].read_bytes())
    for _ in range(data.draw(st.integers(1, 3))):
        paths = paths_in(raw)
        if not paths:
            break
        path = data.draw(st.sampled_from(paths))
        del parent_of(raw, path)[path[-1]]
    check_loads_or_refuses(folder / "deleted.json", json.dumps(raw).encode())


@FUZZ
@given(SOURCES, st.data())
def test_replaced_values(folder: Path, source: str, data: st.DataObject) -> None:
    raw = json.loads(EXAMPLES[source].read_bytes())
    path = data.draw(st.sampled_from(paths_in(raw)))
    parent_of(raw, path)[path[-1]] = data.draw(JSON_LEAVES)
    check_loads_or_refuses(folder / "replaced.json", json.dumps(raw).encode())


COMMANDS = st.builds(
    "P{} {} {}".format,
    st.integers(0, 5),
    st.sampled_from(["take", "action", "power", "plant", "grow", "bush", "lake", "stop", "end"]),
    st.one_of(
        st.builds("r{}c{}".format, st.integers(0, 7), st.integers(0, 7)),
        st.sampled_from(["A", "B", "C", "D", "snow/lake", "rock/buds", ""]),
    ),
).map(str.strip)


@FUZZ
@given(SOURCES, st.data())
def test_edited_logs(folder: Path, source: str, data: st.DataObject) -> None:
    """Commands replaced, dropped, swapped or added anywhere in the log."""
    raw = json.loads(EXAMPLES[source].read_bytes())
    log = raw["log"]
    where = data.draw(st.integers(0, len(log) - 1))
    edit = data.draw(st.sampled_from(["replace", "drop", "swap", "insert"]))
    if edit == "replace":
        log[where] = data.draw(COMMANDS)
    elif edit == "drop":
        del log[where]
    elif edit == "swap":
        other = data.draw(st.integers(0, len(log) - 1))
        log[where], log[other] = log[other], log[where]
    else:
        log.insert(where, data.draw(COMMANDS))
    check_loads_or_refuses(folder / "log.json", json.dumps(raw).encode())
