"""Settings: round trip, env override, and a broken file gives defaults plus a message."""

from __future__ import annotations

import json
import math
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from evergreen.persistence import (
    SaveError,
    Settings,
    load_settings,
    save_settings,
    settings_path,
)
from evergreen.persistence.paths import CONFIG_DIR_ENV
from evergreen.persistence_words import fallback_text
from tests.persistence.helpers import fingerprint, write

CUSTOM = Settings(
    window_size=(1600, 1000), fullscreen=True, animation="fast", sound=False, language="ru"
)


def test_defaults_when_there_is_no_file(tmp_path: Path) -> None:
    assert load_settings(tmp_path) == (Settings(), None)
    assert Settings().animation == "normal" and Settings().language == "en"


def test_round_trip_and_backup(tmp_path: Path) -> None:
    save_settings(Settings(), tmp_path)
    path = save_settings(CUSTOM, tmp_path)
    assert path == tmp_path / "settings.json"
    assert load_settings(tmp_path) == (CUSTOM, None)
    assert json.loads((tmp_path / "settings.json.bak").read_text())["animation"] == "normal"


def test_env_override(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(CONFIG_DIR_ENV, str(tmp_path / "cfg"))
    save_settings(CUSTOM)
    assert settings_path() == tmp_path / "cfg" / "settings.json"
    assert load_settings()[0] == CUSTOM


@pytest.mark.parametrize(
    ("data", "match"),
    [
        (b"", "the file is empty"),
        (b"{ nope", "not valid JSON"),
        (b'{"animation": "fa', "cut short"),
        (b"\xff\xfe", "not UTF-8"),
        (b"[1, 2]", "JSON object"),
        (b" " * (65 * 1024), "more than the 0.0625 MB a settings file may be"),
    ],
)
def test_broken_file_gives_defaults_and_a_message(tmp_path: Path, data: bytes, match: str) -> None:
    path = write(tmp_path / "settings.json", data)
    before = fingerprint(path)
    found, fallback = load_settings(tmp_path)
    assert found == Settings() and fallback is not None
    message = fallback_text(fallback)
    assert match in message
    assert message.startswith("“settings.json” could not be read because")
    assert message.endswith("so the default settings are used.")
    assert fingerprint(path) == before


def test_broken_file_falls_back_to_its_backup(tmp_path: Path) -> None:
    save_settings(CUSTOM, tmp_path)
    save_settings(CUSTOM, tmp_path)
    write(tmp_path / "settings.json", b"garbage")
    found, fallback = load_settings(tmp_path)
    assert found == CUSTOM and fallback is not None
    assert fallback_text(fallback).endswith("its backup is used.")


def test_bad_fields_are_reset_one_by_one(tmp_path: Path) -> None:
    raw = {
        "schema": 1,
        "window_size": [100000, 5],
        "fullscreen": "yes",
        "animation": "fast",
        "sound": False,
        "language": "fr",
        "from_the_future": 1,
    }
    write(tmp_path / "settings.json", json.dumps(raw))
    found, fallback = load_settings(tmp_path)
    assert found == Settings(animation="fast", sound=False) and fallback is not None
    assert fallback_text(fallback) == (
        "Some settings in “settings.json” were not valid (window_size, fullscreen, language), "
        "so those are back to their defaults."
    )


@pytest.mark.parametrize("seconds", [0.5, 1, 2, 4, 1.0])
def test_the_offered_thinking_times_are_kept(tmp_path: Path, seconds: float) -> None:
    save_settings(Settings(hard_seconds=seconds), tmp_path)
    assert load_settings(tmp_path) == (Settings(hard_seconds=seconds), None)


@pytest.mark.parametrize("bad", [3, 0, -1, 0.25, "2", True, None, [2]])
def test_a_thinking_time_not_offered_is_reset(tmp_path: Path, bad: object) -> None:
    write(tmp_path / "settings.json", json.dumps({"schema": 2, "hard_seconds": bad}))
    found, fallback = load_settings(tmp_path)
    assert found.hard_seconds == 0.5 == Settings().hard_seconds
    assert fallback is not None and fallback.names == ("hard_seconds",)


def test_save_failure_is_a_save_error(tmp_path: Path) -> None:
    (tmp_path / "file").write_text("")
    with pytest.raises(SaveError, match=r"Cannot save “settings\.json”"):
        save_settings(CUSTOM, tmp_path / "file")


@settings(
    max_examples=80, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(
    st.dictionaries(
        st.sampled_from(
            ["window_size", "fullscreen", "animation", "sound", "language", "hard_seconds", "x"]
        ),
        st.recursive(
            st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=8),
            lambda inner: st.lists(inner, max_size=3),
            max_leaves=5,
        ),
    )
)
def test_any_json_object_gives_valid_settings(tmp_path: Path, raw: dict[str, object]) -> None:
    write(tmp_path / "settings.json", json.dumps(raw))
    found, _message = load_settings(tmp_path)
    assert isinstance(found, Settings)
    Settings.model_validate(found.model_dump())


def test_the_volumes_and_mute_round_trip(tmp_path: Path) -> None:
    chosen = Settings(
        sound=False, master_volume=0, effects_volume=100, music_volume=35, ambience_volume=12
    )
    save_settings(chosen, tmp_path)
    assert load_settings(tmp_path) == (chosen, None)
    kept = json.loads((tmp_path / "settings.json").read_text())
    assert (kept["sound"], kept["master_volume"], kept["music_volume"]) == (False, 0, 35)
    assert kept["ambience_volume"] == 12


def test_a_file_from_before_the_volumes_keeps_its_sound_setting(tmp_path: Path) -> None:
    """An older file (no volumes): its mute stays, the volumes are the defaults, no message."""
    write(tmp_path / "settings.json", json.dumps({"schema": 2, "sound": False}))
    found, message = load_settings(tmp_path)
    assert message is None and found.sound is False
    volumes = (found.master_volume, found.effects_volume, found.music_volume)
    assert volumes == (90, 90, 80) and found.ambience_volume == 80


def test_a_file_from_before_the_ambience_and_the_taper_sounds_the_same(tmp_path: Path) -> None:
    """A format-2 file's volumes were linear in amplitude: they load as the percents that
    give the same gain on the sliders in dB (80 % was -1.9 dB: 89 % now), the ambience at its
    default."""
    from evergreen.ui.sound.mix import taper

    raw = {"schema": 2, "master_volume": 80, "effects_volume": 20, "music_volume": 60}
    write(tmp_path / "settings.json", json.dumps({**raw, "sound": True}))
    found, message = load_settings(tmp_path)
    assert message is None and found.ambience_volume == 80
    assert (found.master_volume, found.effects_volume, found.music_volume) == (89, 60, 81)
    for name, old in raw.items():
        if name != "schema":
            new = taper(getattr(found, name))
            assert 20 * math.log10(new / (old / 100)) == pytest.approx(0, abs=0.25), name
    write(tmp_path / "settings.json", json.dumps({"schema": 2, "music_volume": 0}))
    assert load_settings(tmp_path)[0].music_volume == 0, "silence stays silence"


@pytest.mark.parametrize("bad", [101, -1, 50.5, "80", True, None, [80]])
def test_a_bad_volume_is_salvaged_alone(tmp_path: Path, bad: object) -> None:
    raw = {"schema": 3, "music_volume": bad, "effects_volume": 20, "sound": False}
    write(tmp_path / "settings.json", json.dumps(raw))
    found, fallback = load_settings(tmp_path)
    assert found == Settings(effects_volume=20, sound=False)
    assert fallback is not None and "(music_volume)" in fallback_text(fallback)
