"""The Debian package's pieces made from the version and the build (tools/debian_package.py)
and its copyright, checked against what the build holds (tools/bundled_licences.py). The
package itself is built, unpacked, run and given to lintian by `make test-app`."""

from __future__ import annotations

import gzip
import re
import stat
import sys
from pathlib import Path

import pytest

from tools import bundled_licences as bl
from tools import debian_package as deb

ROOT = Path(__file__).resolve().parents[1]


def test_the_debian_version_is_the_games_with_revision_1() -> None:
    assert deb.debian_version("0.1.0") == "0.1.0-1"
    assert deb.debian_version("1.2.0~rc1") == "1.2.0~rc1-1"
    for bad in ("", "v1.0", "1.0-2", "1.0 beta"):
        with pytest.raises(ValueError, match="not a version Debian can order"):
            deb.debian_version(bad)


def test_the_changelog_comes_from_the_version_the_same_bytes_each_time(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.delenv("DEBFULLNAME", raising=False)
    monkeypatch.delenv("DEBEMAIL", raising=False)
    made = deb.changelog("0.1.0", 1_790_000_000)
    assert made == deb.changelog("0.1.0", 1_790_000_000)
    text = gzip.decompress(made).decode()
    assert text.startswith("evergreen (0.1.0-1) unstable; urgency=medium\n\n  * Evergreen 0.1.0")
    assert "CHANGELOG.md" in text
    signed = text.splitlines()[-1]
    assert re.fullmatch(r" -- .+ <.+@.+>  \w{3}, \d\d \w{3} \d{4} \d\d:\d\d:\d\d [+-]\d{4}", signed)
    monkeypatch.setenv("DEBFULLNAME", "Ann Packer")
    monkeypatch.setenv("DEBEMAIL", "ann@example.org")
    assert (
        " -- Ann Packer <ann@example.org>  " in gzip.decompress(deb.changelog("0.1.0", 0)).decode()
    )


def test_the_menu_entry_runs_the_launcher_on_the_path(tmp_path: Path) -> None:
    entry = deb.desktop_entry(ROOT / "packaging" / "linux" / "evergreen.desktop", "evergreen")
    assert re.findall(r"^Exec=.*$", entry, re.M) == ["Exec=evergreen"]
    assert "Icon=evergreen" in entry
    broken = tmp_path / "broken.desktop"
    broken.write_text("[Desktop Entry]\nName=Evergreen\n")
    with pytest.raises(ValueError, match="has no Exec line"):
        deb.desktop_entry(broken, "evergreen")


def test_the_control_file_has_the_fields_dpkg_needs() -> None:
    text = deb.control("0.1.0", "amd64", 54000, "libc6 (>= 2.36)")
    fields = dict(re.findall(r"^([A-Z][\w-]+): (.*)$", text, re.M))
    assert fields["Package"] == "evergreen" and fields["Version"] == "0.1.0-1"
    assert fields["Architecture"] == "amd64" and fields["Installed-Size"] == "54000"
    assert fields["Depends"] == "libc6 (>= 2.36)" and fields["Section"] == "games"
    description = text.split("Description: ", 1)[1].splitlines()
    assert all(line.startswith(" ") and len(line) <= 80 for line in description[1:])


@pytest.mark.skipif(sys.platform == "win32", reason="Windows keeps no Unix modes")
def test_modes_are_debians_and_md5sums_cover_every_file(tmp_path: Path) -> None:
    (tmp_path / "opt").mkdir(mode=0o700)
    program, library, script = (tmp_path / "opt" / n for n in ("Evergreen", "libx.so.1", "run"))
    program.write_bytes(b"\x7fELF" + bytes(40))
    library.write_bytes(b"\x7fELF" + bytes(40))
    script.write_text("#!/bin/sh\n")
    for path in (program, library, script):
        path.chmod(0o600)
    (tmp_path / "DEBIAN").mkdir()
    (tmp_path / "DEBIAN" / "control").write_text("x")
    deb.normalise(tmp_path)
    modes = {p.name: stat.S_IMODE(p.stat().st_mode) for p in tmp_path.rglob("*")}
    assert modes == {"opt": 0o755, "Evergreen": 0o755, "libx.so.1": 0o644, "run": 0o755} | {
        "DEBIAN": 0o755,
        "control": 0o644,
    }
    sums = deb.md5sums(tmp_path).splitlines()
    assert [line.split("  ")[1] for line in sums] == ["opt/Evergreen", "opt/libx.so.1", "opt/run"]


def fake_app(tmp_path: Path, *libraries: str) -> Path:
    app = tmp_path / "Evergreen"
    (app / "_internal").mkdir(parents=True)
    (app / "Evergreen").write_bytes(b"\x7fELF")
    for name in libraries:
        (app / "_internal" / name).write_bytes(b"\x7fELF")
    return app


def test_every_bundled_library_distribution_and_asset_licence_must_be_named(
    tmp_path: Path,
) -> None:
    app = fake_app(tmp_path, "libSDL2-2.0.so.0", "libpython3.11.so.1.0")
    assert bl.uncovered(app, {"evergreen", "pygame-ce"}) == []
    (app / "_internal" / "libunknown-abc.so.3").write_bytes(b"\x7fELF")
    assert bl.uncovered(app, {"evergreen", "left-pad"}) == [
        "library _internal/libunknown-abc.so.3",
        "Python distribution left-pad",
    ]
    root = tmp_path / "checkout"
    (root / "assets" / "music").mkdir(parents=True)
    (root / "assets" / "music" / "LICENSE.txt").write_text("someone's")
    found = bl.uncovered(fake_app(root, "libz.so.1"), {"evergreen"}, root=root)
    assert found == ["licence file assets/music/LICENSE.txt"]


def test_the_soundfont_is_named_while_its_music_and_licence_are_there(tmp_path: Path) -> None:
    names = [p.name for p in bl.held(root=tmp_path)]
    assert not any("FluidR3" in n for n in names)
    licence = tmp_path / "assets" / "sounds" / "SOUNDFONT-LICENSE.txt"
    licence.parent.mkdir(parents=True)
    licence.write_text("MIT")
    assert any("FluidR3" in p.name for p in bl.held(root=tmp_path))


def test_the_copyright_is_machine_readable_and_gives_every_licence_its_text(
    tmp_path: Path,
) -> None:
    text = bl.copyright_file(fake_app(tmp_path, "libSDL2-2.0.so.0"))
    paragraphs = text.strip().split("\n\n")
    assert paragraphs[0].startswith(f"Format: {bl.FORMAT}\n")
    used: set[str] = set()
    standalone = {}
    for paragraph in paragraphs[1:]:
        head = re.match(r"(Files|License): (.*)", paragraph)
        assert head, paragraph[:80]
        if head[1] == "Files":
            assert re.search(r"^Copyright: \S", paragraph, re.M), paragraph
            expression = re.search(r"^License: (.*)$", paragraph, re.M)
            assert expression, paragraph
            used |= set(bl.licence_names(expression[1].replace("(", "").replace(")", "")))
        else:
            standalone[head[2]] = paragraph
    assert used == set(standalone)
    assert {"Evergreen", "OFL-1.1", "PSF-2.0", "LGPL-2.1", "Zlib", "Expat"} <= used
    assert "SIL OPEN FONT LICENSE Version 1.1" in standalone["OFL-1.1"]
    assert "/usr/share/common-licenses/LGPL-2.1" in standalone["LGPL-2.1"]
    assert "Bootloader Exception" in standalone["GPL-2+ with PyInstaller exception"]
    for paragraph in paragraphs:  # each line a field or its continuation (a blank one: " .")
        for line in paragraph.splitlines():
            assert re.match(r"[A-Z][\w-]*: \S| .*\S", line), repr(line)
