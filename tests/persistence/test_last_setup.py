"""The remembered New game setup in settings.json: round trip, strict checks, and a bad value
in the file falls back to the defaults (the other settings kept) with the usual message."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from evergreen.persistence import Settings, load_settings, save_settings
from evergreen.persistence.settings import LastSetup
from evergreen.seats import NAME_MAX

CHOSEN = LastSetup(
    players=3,
    kinds=("human", "hard", "easy", "medium"),
    names=("Ada", "Снегурочка Мороз", "", "x" * NAME_MAX),
    colours=(2, 0, 3, 1),
    sun="left",
    unlimited_pieces=True,
)


def test_the_defaults_are_the_old_setup_screens() -> None:
    setup = Settings().last_setup
    assert setup == LastSetup()
    assert (setup.players, setup.kinds, setup.names) == (2, ("human",) * 4, ("",) * 4)
    assert (setup.colours, setup.sun, setup.unlimited_pieces) == ((0, 1, 2, 3), "top", False)


def test_round_trip_keeps_every_choice(tmp_path: Path) -> None:
    kept = Settings(animation="fast", last_setup=CHOSEN)
    save_settings(kept, tmp_path)
    raw = json.loads((tmp_path / "settings.json").read_text(encoding="utf-8"))
    assert raw["last_setup"]["names"][1] == "Снегурочка Мороз"
    assert "seed" not in raw["last_setup"]  # a new deal each time
    assert load_settings(tmp_path) == (kept, None)


def test_a_file_of_an_older_version_without_it_gets_the_defaults(tmp_path: Path) -> None:
    (tmp_path / "settings.json").write_text(json.dumps({"schema": 2, "animation": "off"}))
    loaded, problem = load_settings(tmp_path)
    assert problem is None and loaded.last_setup == LastSetup() and loaded.animation == "off"


@pytest.mark.parametrize(
    "bad",
    [
        {"players": 0},
        {"players": 5},
        {"players": "2"},
        {"players": True},
        {"players": 2.0},
        {"kinds": ["human", "easy", "medium"]},
        {"kinds": ["human", "automa", "easy", "hard"]},
        {"kinds": ["human", "random", "easy", "hard"]},
        {"kinds": "human"},
        {"names": ["Ada", "", "", 7]},
        {"names": ["x" * (NAME_MAX + 1), "", "", ""]},
        {"names": [" Ada", "", "", ""]},
        {"names": ["A\nda", "", "", ""]},
        {"colours": [0, 1, 2, 2]},
        {"colours": [0, 1, 2, 4]},
        {"colours": [0, 1, 2]},
        {"colours": [True, 0, 2, 3]},
        {"sun": "Top"},
        {"sun": 0},
        {"unlimited_pieces": 1},
        {"unlimited_pieces": "yes"},
    ],
)
def test_a_bad_value_falls_back_to_the_default_setup(
    tmp_path: Path, bad: dict[str, object]
) -> None:
    good = CHOSEN.model_dump(mode="json")
    raw = {"schema": 2, "animation": "fast", "last_setup": {**good, **bad}}
    (tmp_path / "settings.json").write_text(json.dumps(raw), encoding="utf-8")
    loaded, problem = load_settings(tmp_path)
    assert loaded.last_setup == LastSetup()
    assert loaded.animation == "fast"  # the other settings are kept
    assert problem is not None and problem.names == ("last_setup",)


def test_not_an_object_falls_back_too(tmp_path: Path) -> None:
    for value in ([2, "human"], "solo", None, 3):
        raw = {"schema": 2, "last_setup": value}
        (tmp_path / "settings.json").write_text(json.dumps(raw), encoding="utf-8")
        loaded, problem = load_settings(tmp_path)
        assert loaded.last_setup == LastSetup() and problem is not None, value


def test_unknown_keys_inside_are_ignored(tmp_path: Path) -> None:
    raw = {"schema": 2, "last_setup": {**CHOSEN.model_dump(mode="json"), "seed": 42, "x": []}}
    (tmp_path / "settings.json").write_text(json.dumps(raw), encoding="utf-8")
    assert load_settings(tmp_path) == (Settings(last_setup=CHOSEN), None)


@settings(
    max_examples=150,
    deadline=None,  # a busy machine is no failure: what is checked is the value, not the time
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(
    st.dictionaries(
        st.sampled_from(["players", "kinds", "names", "colours", "sun", "unlimited_pieces"]),
        st.recursive(
            st.none() | st.booleans() | st.integers(-3, 6) | st.text(max_size=20),
            lambda inner: st.lists(inner, max_size=5),
            max_leaves=8,
        ),
    )
)
def test_any_value_gives_a_valid_setup(tmp_path: Path, raw: dict[str, object]) -> None:
    (tmp_path / "settings.json").write_text(
        json.dumps({"schema": 2, "last_setup": raw}), encoding="utf-8"
    )
    setup = load_settings(tmp_path)[0].last_setup
    assert 1 <= setup.players <= 4 and sorted(setup.colours) == [0, 1, 2, 3]
    assert all(len(name) <= NAME_MAX for name in setup.names)


def test_the_expert_may_be_remembered_at_a_seat() -> None:
    """The Expert bot (issue 35) is a seat kind the setup may offer and remember."""
    setup = LastSetup.model_validate({"kinds": ["human", "expert", "hard", "easy"]})
    assert setup.kinds[1] == "expert"
