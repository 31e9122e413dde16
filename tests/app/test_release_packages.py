"""The release packages of the Linux app: the .deb unpacked into a temporary root (never
installed) runs from its menu entry's Exec and finds its files; its copyright and control
are what Debian reads; lintian finds no error; the .tar.gz holds the runnable folder.

Run by `make test-app` (marked `app`), after the ``built`` fixture's `make package`; this
file runs after test_packaged_app.py and lintian's report is read last, so lintian works
while the app's tests run.
"""

from __future__ import annotations

import os
import re
import subprocess
import tarfile
from pathlib import Path

import pytest

from tests.app.conftest import PACKAGES

pytestmark = pytest.mark.app
GAME = ("--players", "2", "--seed", "3", "--frames", "30")


def package(built: Path, pattern: str) -> Path:
    """The one package of ``pattern`` that `make package` wrote, with its size reported."""
    found = sorted(PACKAGES.glob(pattern))
    assert len(found) == 1, found
    print(f"\n{found[0].name}: {found[0].stat().st_size / 2**20:.1f} MB")
    return found[0]


@pytest.fixture(scope="module")
def unpacked(built: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The .deb's files extracted into a temporary root (dpkg-deb -x: nothing installed)."""
    root = tmp_path_factory.mktemp("root")
    subprocess.run(
        ["dpkg-deb", "-x", str(package(built, "evergreen_*.deb")), str(root)], check=True
    )
    return root


def inside(root: Path, path: Path) -> Path:
    """``path`` as the installed system would resolve it, looked up under ``root``: each
    symbolic link's absolute target taken inside the root too."""
    here = root / path.relative_to("/")
    for _ in range(8):
        if not here.is_symlink():
            return here
        target = Path(os.readlink(here))
        here = root / target.relative_to("/") if target.is_absolute() else here.parent / target
    raise AssertionError(f"{path}: too many links")


def test_the_menu_entrys_exec_runs_the_app_from_opt(unpacked: Path, tmp_path: Path) -> None:
    entry = (unpacked / "usr/share/applications/evergreen.desktop").read_text()
    command = re.search(r"^Exec=(\S+)", entry, re.M)
    assert command and command[1] == "evergreen", entry
    for folder in ("/usr/games", "/usr/bin"):
        launcher = unpacked / folder.lstrip("/") / command[1]
        assert os.readlink(launcher) == "/opt/evergreen/Evergreen"
    program = inside(unpacked, Path("/usr/bin") / command[1])
    assert program == unpacked / "opt/evergreen/Evergreen" and os.access(program, os.X_OK)
    env = {
        **os.environ,
        "SDL_VIDEODRIVER": "dummy",
        "SDL_AUDIODRIVER": "dummy",
        "EVERGREEN_SAVE_DIR": str(tmp_path / "saves"),
        "EVERGREEN_CONFIG_DIR": str(tmp_path / "config"),
        "EVERGREEN_LOG_DIR": str(tmp_path / "logs"),
    }
    # As the menu runs it (its font and theme from /opt), then straight into a game (the
    # rules' data from /opt too); from a folder of its own, not the package's.
    for args, scene in ((("--frames", "60"), "TitleScene"), (GAME, "GameScene")):
        result = subprocess.run(
            [str(program), *args],
            env=env,
            capture_output=True,
            text=True,
            timeout=120,
            cwd=tmp_path,
        )
        assert result.returncode == 0, result.stderr
        assert f"first frame drawn: {scene}" in result.stderr, result.stderr
    assert not (tmp_path / "logs").exists() or not list((tmp_path / "logs").iterdir())


def test_the_icons_manual_and_documents_are_where_debian_looks(unpacked: Path) -> None:
    entry = (unpacked / "usr/share/applications/evergreen.desktop").read_text()
    icon = re.search(r"^Icon=(\S+)$", entry, re.M)
    assert icon, entry
    sizes = {
        p.parts[-3] for p in (unpacked / "usr/share/icons/hicolor").glob(f"*/apps/{icon[1]}.png")
    }
    assert {"16x16", "32x32", "48x48", "256x256", "512x512"} <= sizes
    assert (unpacked / "usr/share/man/man6/evergreen.6.gz").is_file()
    doc = unpacked / "usr/share/doc/evergreen"
    assert sorted(p.name for p in doc.iterdir()) == ["changelog.Debian.gz", "copyright"]
    copyright = (doc / "copyright").read_text()
    for named in ("OFL-1.1", "PSF-2.0", "LGPL-2.1", "Zlib", "GPL-2+ with PyInstaller exception"):
        assert f"\nLicense: {named}\n" in copyright, named
    assert not list((unpacked / "opt/evergreen").glob("*.desktop"))


def test_the_control_says_what_dpkg_needs(built: Path) -> None:
    deb = str(package(built, "evergreen_*.deb"))
    fields = subprocess.run(["dpkg-deb", "-f", deb], capture_output=True, text=True, check=True)
    control = dict(re.findall(r"^([\w-]+): (.*)$", fields.stdout, re.M))
    assert control["Package"] == "evergreen" and control["Version"].endswith("-1")
    assert re.match(r"libc6 \(>= 2\.\d+\)", control["Depends"]), control["Depends"]
    installed_mb = int(control["Installed-Size"]) / 1024
    print(f"\ninstalled: {installed_mb:.1f} MB")
    assert installed_mb < 150


def test_the_tarballs_folder_adds_itself_to_the_menu(built: Path, tmp_path: Path) -> None:
    """Unpacked anywhere, its install.sh puts the menu entry (running the program where it
    lies) and the icons into the user's data folder."""
    with tarfile.open(package(built, "evergreen-*-linux-*.tar.gz")) as tar:
        members = {m.name: m for m in tar.getmembers()}
        program = members["Evergreen/Evergreen"]
        assert program.mode & 0o111 and program.uid == 0
        assert all(n == "Evergreen" or n.startswith("Evergreen/") for n in members)
        tar.extractall(tmp_path / "games", filter="tar")
    data = tmp_path / "data"
    env = {**os.environ, "XDG_DATA_HOME": str(data)}
    install = tmp_path / "games" / "Evergreen" / "install.sh"
    subprocess.run(["sh", str(install)], env=env, check=True, capture_output=True)
    entry = (data / "applications" / "evergreen.desktop").read_text()
    assert f'Exec="{tmp_path / "games" / "Evergreen" / "Evergreen"}"' in entry
    assert (data / "icons" / "hicolor" / "48x48" / "apps" / "evergreen.png").is_file()


def test_lintian_finds_no_error(lintian: str) -> None:
    print(f"\nlintian:\n{lintian}")
    assert not re.findall(r"^E: .*$", lintian, re.M), lintian
