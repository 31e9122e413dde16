"""One version: ``evergreen/version.py`` says it, and the changelog's newest release, the
package's metadata (as setuptools reads pyproject.toml, and as installed) and
``evergreen --version`` all say the same."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from importlib import metadata
from pathlib import Path

import pytest
from setuptools.config.pyprojecttoml import read_configuration

from evergreen.version import VERSION

ROOT = Path(__file__).resolve().parent.parent
#: A release's heading in Keep a Changelog: ``## [1.2.3] - 2026-11-29``.
RELEASE = re.compile(r"^## \[(\d+\.\d+\.\d+)\] - (\d{4}-\d{2}-\d{2})$", re.MULTILINE)


def newest_release(changelog: str) -> str:
    """The version of the changelog's first release heading (Unreleased comes before it)."""
    headings = re.findall(r"^## .*$", changelog, re.MULTILINE)
    if not headings or headings[0] != "## [Unreleased]":
        raise AssertionError(f"the changelog starts with {headings[:1]}, not ## [Unreleased]")
    found = RELEASE.search(changelog)
    if found is None:
        raise AssertionError("the changelog has no release heading ## [x.y.z] - YYYY-MM-DD")
    return found[1]


def test_the_version_is_a_semantic_version() -> None:
    assert re.fullmatch(r"\d+\.\d+\.\d+", VERSION), VERSION


def test_the_changelogs_newest_release_is_the_version() -> None:
    assert newest_release((ROOT / "CHANGELOG.md").read_text(encoding="utf-8")) == VERSION


@pytest.mark.parametrize(
    "changelog",
    [
        "# Changelog\n\n## [0.0.9] - 2026-01-01\n",  # no Unreleased section
        "# Changelog\n\n## [Unreleased]\n\n## 0.1.0\n",  # not a release heading
    ],
)
def test_a_changelog_out_of_form_is_caught(changelog: str) -> None:
    with pytest.raises(AssertionError):
        newest_release(changelog)


def test_pyproject_takes_its_version_from_the_one_place() -> None:
    """setuptools, reading pyproject.toml as a build does, finds VERSION; no other version
    is written there."""
    config = read_configuration(ROOT / "pyproject.toml", expand=True)
    assert config["project"]["version"] == VERSION
    text = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    assert 'dynamic = ["version"]' in text and "\nversion = " not in text.split("[tool")[0]


def test_the_installed_metadata_says_the_version() -> None:
    assert metadata.version("evergreen") == VERSION


def test_version_on_the_command_line_says_it_and_opens_no_window() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "evergreen", "--version"],
        capture_output=True,
        text=True,
        timeout=60,
        cwd=ROOT,
        env={**os.environ, "SDL_VIDEODRIVER": "no-such-driver"},  # a window would fail
    )
    assert (done.returncode, done.stdout, done.stderr) == (0, f"Evergreen {VERSION}\n", "")


def test_the_catalogs_are_stamped_with_the_version() -> None:
    """make catalogs writes the version it reads from evergreen/version.py."""
    makefile = (ROOT / "Makefile").read_text(encoding="utf-8")
    assert "--version=$(VERSION)" in makefile and "evergreen/version.py" in makefile
    pot = (ROOT / "evergreen" / "locale" / "evergreen.pot").read_text(encoding="utf-8")
    assert f'"Project-Id-Version: Evergreen {VERSION}\\n"' in pot
