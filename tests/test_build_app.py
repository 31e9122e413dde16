"""The build recipe (tools/build_app.py) for the desktops this machine is not: the Windows
and macOS layouts and archives, packed from a build laid out as PyInstaller lays it out
there, and what the recipe refuses. (The Linux build itself is built, packed and run by
`make test-app`; Windows' and macOS' only by the release workflow, on those systems.)"""

from __future__ import annotations

import stat
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from tools import build_app
from tools.build_app import TARGETS, BuildError


def fake_build(dist: Path, target: str) -> Path:
    """A build of ``target`` as PyInstaller writes it: the program, a library, a data file,
    and in a macOS bundle the links it holds."""
    t = TARGETS[target]
    program = dist / t.executable
    program.parent.mkdir(parents=True)
    program.write_bytes(b"MZ program" if target == "windows" else b"\xcf\xfa\xed\xfe program")
    program.chmod(0o755)
    data = dist / t.app / ("Contents/Resources" if target == "macos" else "_internal")
    (data / "assets").mkdir(parents=True)
    (data / "assets" / "theme.json").write_text("{}")
    if target == "macos":
        frameworks = dist / t.app / "Contents" / "Frameworks"
        frameworks.mkdir()
        (frameworks / "assets").symlink_to("../Resources/assets")
    return dist / t.app


def test_the_version_is_read_from_the_one_file_without_importing_the_game(tmp_path: Path) -> None:
    assert build_app.read_version() == "0.1.0"
    other = tmp_path / "version.py"
    other.write_text('"""A version."""\nVERSION = "2.3.4"\n')
    assert build_app.read_version(other) == "2.3.4"
    other.write_text("VERSION = 2\n")
    with pytest.raises(BuildError, match="sets no VERSION string"):
        build_app.read_version(other)


def test_a_windows_build_is_packed_as_one_zip_of_its_folder(tmp_path: Path) -> None:
    fake_build(tmp_path / "dist", "windows")
    out = tmp_path / "packages"
    made = build_app.pack(TARGETS["windows"], tmp_path / "dist", "0.1.0", out)
    assert [p.name for p in made] == [f"evergreen-0.1.0-windows-{build_app.machine()}.zip"]
    assert sorted(p.name for p in out.iterdir()) == [made[0].name]
    with zipfile.ZipFile(made[0]) as archive:
        names = archive.namelist()
    assert "Evergreen/Evergreen.exe" in names
    assert "Evergreen/_internal/assets/theme.json" in names
    assert all(n.startswith("Evergreen/") for n in names)


@pytest.mark.skipif(sys.platform == "win32", reason="symbolic links need privileges there")
def test_a_macos_bundle_keeps_its_links_and_its_program_runnable(tmp_path: Path) -> None:
    """A .app holds symbolic links (PyInstaller's Frameworks to Resources): the zip keeps
    them as links and the program's mode, as unzip (and Finder) restore them."""
    fake_build(tmp_path / "dist", "macos")
    made = build_app.pack(TARGETS["macos"], tmp_path / "dist", "0.1.0", tmp_path / "p", False)
    assert [p.suffix for p in made] == [".zip"]
    with zipfile.ZipFile(made[0]) as archive:
        link = archive.getinfo("Evergreen.app/Contents/Frameworks/assets")
        assert stat.S_ISLNK(link.external_attr >> 16)
        assert archive.read(link) == b"../Resources/assets"
        program = archive.getinfo("Evergreen.app/Contents/MacOS/Evergreen")
        assert stat.S_IMODE(program.external_attr >> 16) == 0o755
    out = tmp_path / "unzipped"
    subprocess.run(["unzip", "-q", str(made[0]), "-d", str(out)], check=True)
    app = out / "Evergreen.app" / "Contents"
    assert (app / "Frameworks" / "assets").is_symlink()
    assert (app / "Frameworks" / "assets" / "theme.json").read_text() == "{}"
    assert (app / "MacOS" / "Evergreen").stat().st_mode & 0o111


@pytest.mark.skipif(sys.platform == "win32", reason="symbolic links need privileges there")
def test_on_macos_a_disk_image_is_made_by_hdiutil_too(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    fake_build(tmp_path / "dist", "macos")
    commands: list[tuple[str, ...]] = []
    monkeypatch.setattr(build_app, "run", lambda *c: commands.append(tuple(map(str, c))))
    made = build_app.pack(TARGETS["macos"], tmp_path / "dist", "0.1.0", tmp_path / "p", True)
    dmg = tmp_path / "p" / f"evergreen-0.1.0-macos-{build_app.machine()}.dmg"
    assert [p.suffix for p in made] == [".zip", ".dmg"]
    assert commands == [
        ("hdiutil", "create", "-volname", "Evergreen", "-srcfolder")
        + (str(tmp_path / "dist" / "Evergreen.app"), "-ov", "-format", "UDZO", str(dmg))
    ]


def test_a_foreign_system_is_refused_with_a_sentence_and_nothing_built(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    dist = tmp_path / "dist"
    here = build_app.host()
    other = next(name for name in TARGETS if name != here)
    assert build_app.main(["--platform", other, "--dist", str(dist)]) == 2
    err = capsys.readouterr().err
    assert f"builds only for the system it runs on ({here}), not {other}" in err
    assert not dist.exists()


def test_packing_a_missing_build_says_so(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    args = ["--platform", "macos", "--skip-build", "--pack", "--dist", str(tmp_path)]
    assert build_app.main(args) == 2
    assert "no macos build in" in capsys.readouterr().err
    assert list(tmp_path.iterdir()) == []


def test_packing_a_foreign_build_from_the_command_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    fake_build(tmp_path, "windows")
    args = ["--platform", "windows", "--skip-build", "--pack", "--dist", str(tmp_path)]
    assert build_app.main(args) == 0
    zipped = tmp_path / "packages" / f"evergreen-0.1.0-windows-{build_app.machine()}.zip"
    assert zipped.is_file()
    assert f"package: {zipped}" in capsys.readouterr().out


def test_the_archive_names_say_version_system_and_processor() -> None:
    linux, windows = TARGETS["linux"], TARGETS["windows"]
    assert build_app.archive_name(linux, "0.1.0", "x86_64", "tar.gz") == (
        "evergreen-0.1.0-linux-x86_64.tar.gz"
    )
    assert build_app.archive_name(linux, "0.1.0", "amd64", "deb") == "evergreen_0.1.0-1_amd64.deb"
    assert build_app.archive_name(windows, "1.2.0", "arm64", "zip") == (
        "evergreen-1.2.0-windows-arm64.zip"
    )
