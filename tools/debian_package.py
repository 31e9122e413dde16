"""The Debian package of the desktop app, made with dpkg-deb from the built folder (no network,
no debian/ source tree): the app under /opt/evergreen, the launcher evergreen (/usr/games and /usr/bin), the
menu entry, the hicolor icons, a manual page, the changelog (from the version) and the
machine-readable copyright (tools/bundled_licences.py). `make package` runs it through
tools/build_app.py; `make lintian` checks the result.
"""

from __future__ import annotations

import gzip
import hashlib
import io
import os
import re
import shutil
import subprocess
import time
from email.utils import formatdate
from pathlib import Path

from tools.bundled_licences import copyright_file

ROOT = Path(__file__).resolve().parents[1]
LINUX = ROOT / "packaging" / "linux"
NAME = "evergreen"
PREFIX = Path("opt") / NAME
#: The launchers: a game's place by Debian's policy, and /usr/bin, on every PATH (a
#: minimal one and root's have no /usr/games).
LAUNCHERS = (Path("usr") / "games" / NAME, Path("usr") / "bin" / NAME)
#: Who answers for the package: the Debian tools' DEBFULLNAME and DEBEMAIL when set.
MAINTAINER = "Evergreen developers <evergreen@users.noreply.github.com>"
#: The glibc libraries every ELF file may need without the package holding them.
GLIBC = re.compile(r"^(ld-linux.*|libc|libm|libdl|libpthread|librt|libutil|libresolv)\.so")
#: What SDL opens at run time (not linked, so no scan finds it): the X extension library
#: for its window, and a sound server or ALSA for sound (the game plays silent without).
RUNTIME_DEPENDS = ("libxext6",)
RECOMMENDS = "libasound2t64 | libasound2 | libpulse0"
SUMMARY = "tree-growing board game for 1-4 players"
DESCRIPTION = """\
A digital edition of Evergreen, the board game: each player tends a small
planet, drafts a card each turn and plants and grows trees on the biome it
shows; the sun scores every tree it lights. Solo against the automa, or with
friends and bots at one screen; every game autosaves.
"""


def maintainer() -> str:
    """``Name <email>`` from DEBFULLNAME/DEBEMAIL (as dch does), else the project's."""
    name, email = os.environ.get("DEBFULLNAME"), os.environ.get("DEBEMAIL")
    return f"{name} <{email}>" if name and email else MAINTAINER


def debian_version(version: str) -> str:
    """The package's version: the game's, Debian revision 1 (the package is made here,
    outside Debian, so it is not a native package)."""
    if not re.fullmatch(r"\d+(\.\d+)*([~+][0-9A-Za-z.]+)?", version):
        raise ValueError(f"not a version Debian can order: {version!r}")
    return f"{version}-1"


def changelog(version: str, when: float) -> bytes:
    """changelog.Debian.gz: one entry for this version, dated ``when`` (the commit's time,
    so the same source gives the same bytes)."""
    text = (
        f"{NAME} ({debian_version(version)}) unstable; urgency=medium\n\n"
        f"  * Evergreen {version}, packaged from its desktop app build. The game's\n"
        f"    changes are listed in CHANGELOG.md of its source.\n\n"
        f" -- {maintainer()}  {formatdate(when, usegmt=False)}\n"
    )
    buffer = io.BytesIO()
    with gzip.GzipFile(filename="", mode="wb", fileobj=buffer, compresslevel=9, mtime=0) as gz:
        gz.write(text.encode())
    return buffer.getvalue()


def desktop_entry(source: Path, command: str) -> str:
    """The menu entry with ``Exec`` running ``command`` (the launcher on PATH)."""
    text = source.read_text(encoding="utf-8")
    if not re.search(r"^Exec=", text, re.M):
        raise ValueError(f"{source} has no Exec line")
    return re.sub(r"^Exec=.*$", f"Exec={command}", text, flags=re.M)


def elf_files(tree: Path) -> list[Path]:
    """Every ELF file under ``tree`` (executables and shared libraries)."""
    found = []
    for path in sorted(tree.rglob("*")):
        if path.is_file() and not path.is_symlink():
            with path.open("rb") as f:
                if f.read(4) == b"\x7fELF":
                    found.append(path)
    return found


def depends(app: Path) -> str:
    """The Depends field: glibc at the newest symbol version any bundled ELF file needs,
    the packages of the other libraries they need that the app does not hold (found with
    dpkg on this machine) and what SDL opens at run time."""
    elves = elf_files(app)
    held = {p.name for p in elves}
    glibc, others = "2.17", set()
    for elf in elves:
        dump = subprocess.run(["objdump", "-p", "-T", str(elf)], capture_output=True, text=True)
        for found in re.findall(r"GLIBC_(\d+(?:\.\d+)+)", dump.stdout):
            glibc = max(glibc, found, key=lambda v: tuple(map(int, v.split("."))))
        for needed in re.findall(r"^\s+NEEDED\s+(\S+)", dump.stdout, re.M):
            if needed not in held and not GLIBC.match(needed):
                others.add(needed)
    packages = [f"libc6 (>= {glibc})", *sorted({library_package(n) for n in others})]
    return ", ".join([*packages, *RUNTIME_DEPENDS])


def library_package(soname: str) -> str:
    """The Debian package holding the shared library ``soname`` on this machine."""
    cache = subprocess.run(["ldconfig", "-p"], capture_output=True, text=True).stdout
    paths = re.findall(rf"^\s+{re.escape(soname)} \(.*\) => (\S+)$", cache, re.M)
    for path in paths:
        for candidate in (path, os.path.realpath(path)):
            owner = subprocess.run(["dpkg", "-S", candidate], capture_output=True, text=True)
            if owner.returncode == 0:
                return owner.stdout.split(":")[0]
    raise RuntimeError(f"{soname} is needed by the app but no installed package holds it")


def control(version: str, arch: str, installed_kib: int, needs: str) -> str:
    """DEBIAN/control."""
    long = "\n".join(f" {line}" if line else " ." for line in DESCRIPTION.splitlines())
    return (
        f"Package: {NAME}\nVersion: {debian_version(version)}\nArchitecture: {arch}\n"
        f"Maintainer: {maintainer()}\nInstalled-Size: {installed_kib}\n"
        f"Depends: {needs}\nRecommends: {RECOMMENDS}\nSection: games\nPriority: optional\n"
        f"Description: {SUMMARY}\n{long}\n"
    )


def normalise(tree: Path) -> None:
    """Modes Debian expects: folders and programs 0755, every other file 0644 (shared
    libraries included)."""
    for path in [tree, *tree.rglob("*")]:
        if path.is_symlink():
            continue
        if path.is_dir():
            path.chmod(0o755)
        else:
            with path.open("rb") as f:
                head = f.read(4)
            program = head[:2] == b"#!" or (head[:4] == b"\x7fELF" and ".so" not in path.name)
            path.chmod(0o755 if program else 0o644)


def stage(app: Path, version: str, arch: str, root: Path, when: float) -> Path:
    """Lay out the package's tree in ``root`` (emptied first) from the Linux app folder
    ``app`` (its icons under share/icons) and return it."""
    if root.exists():
        shutil.rmtree(root)
    opt = root / PREFIX
    shutil.copytree(
        app, opt, symlinks=True, ignore=shutil.ignore_patterns("share", "*.desktop", "install.sh")
    )
    for launcher in LAUNCHERS:
        (root / launcher).parent.mkdir(parents=True)
        (root / launcher).symlink_to(Path("/") / PREFIX / "Evergreen")
    share = root / "usr" / "share"
    (share / "applications").mkdir(parents=True)
    entry = desktop_entry(LINUX / "evergreen.desktop", NAME)
    (share / "applications" / f"{NAME}.desktop").write_text(entry, encoding="utf-8")
    shutil.copytree(app / "share" / "icons" / "hicolor", share / "icons" / "hicolor")
    man = share / "man" / "man6" / f"{NAME}.6.gz"
    man.parent.mkdir(parents=True)
    man.write_bytes(gzip.compress((LINUX / f"{NAME}.6").read_bytes(), 9, mtime=0))
    doc = share / "doc" / NAME
    doc.mkdir(parents=True)
    (doc / "changelog.Debian.gz").write_bytes(changelog(version, when))
    (doc / "copyright").write_text(copyright_file(app), encoding="utf-8")
    overrides = share / "lintian" / "overrides" / NAME
    overrides.parent.mkdir(parents=True)
    shutil.copyfile(LINUX / "lintian-overrides", overrides)
    normalise(root)
    size = sum(p.lstat().st_size for p in root.rglob("*") if not p.is_dir())
    (root / "DEBIAN").mkdir()
    (root / "DEBIAN" / "control").write_text(control(version, arch, -(-size // 1024), depends(opt)))
    (root / "DEBIAN" / "md5sums").write_text(md5sums(root))
    normalise(root / "DEBIAN")
    return root


def md5sums(root: Path) -> str:
    """DEBIAN/md5sums: every regular file of the package but DEBIAN's own."""
    lines = []
    for path in sorted(root.rglob("*")):
        relative = path.relative_to(root)
        if path.is_file() and not path.is_symlink() and relative.parts[0] != "DEBIAN":
            lines.append(f"{hashlib.md5(path.read_bytes()).hexdigest()}  {relative.as_posix()}")
    return "\n".join(lines) + "\n"


def debian_arch() -> str:
    """This machine's Debian architecture (amd64, arm64...)."""
    if shutil.which("dpkg"):
        found = subprocess.run(["dpkg", "--print-architecture"], capture_output=True, text=True)
        if found.returncode == 0:
            return found.stdout.strip()
    arch = os.uname().machine
    return {"x86_64": "amd64", "aarch64": "arm64"}.get(arch, arch)


def build(root: Path, out: Path) -> Path:
    """dpkg-deb the staged ``root`` into the file ``out``, owned by root, compressed by gzip
    (xz makes it 17 % smaller but takes four times as long: 55 s against 12 s here)."""
    if not shutil.which("dpkg-deb"):
        raise RuntimeError("dpkg-deb is needed for the .deb (Debian package dpkg)")
    out.parent.mkdir(parents=True, exist_ok=True)
    command = ["dpkg-deb", "--root-owner-group", "-Zgzip", "-z9", "--build", str(root), str(out)]
    subprocess.run(command, check=True, capture_output=True)
    return out


def when_committed() -> float:
    """The time of the checkout's last commit (SOURCE_DATE_EPOCH first), else now."""
    if epoch := os.environ.get("SOURCE_DATE_EPOCH"):
        return float(epoch)
    log = subprocess.run(
        ["git", "log", "-1", "--format=%ct"], cwd=ROOT, capture_output=True, text=True
    )
    return float(log.stdout.strip()) if log.returncode == 0 and log.stdout.strip() else time.time()
