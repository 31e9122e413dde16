"""Every part the desktop app bundles, with its copyright and licence: the Debian package's
``copyright`` file (machine-readable format 1.0) is written from this table.

The table is checked against the build, not trusted: a shared library in the built folder,
a Python distribution the game runs on, or a licence file under ``assets/`` that no entry
names stops the package with the name to add here (:func:`uncovered`). The licence texts
not in Debian's /usr/share/common-licenses are kept in packaging/linux/licences/ (taken
from the Debian packages of the same libraries), the font's and the soundfont's beside
the files in assets/.
"""

from __future__ import annotations

import fnmatch
import re
import textwrap
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
TEXTS = ROOT / "packaging" / "linux" / "licences"
FORMAT = "https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/"
#: Licences whose text every Debian system holds: named, not copied.
COMMON = {
    "GPL-2+": "GPL-2",
    "GPL-3+": "GPL-3",
    "LGPL-2.1": "LGPL-2.1",
    "LGPL-2.1+": "LGPL-2.1",
    "Apache-2.0": "Apache-2.0",
}
#: Licence names whose text is in a file of the repository (relative to it).
IN_ASSETS = {
    "OFL-1.1": "assets/fonts/OFL.txt",
    "FluidR3-MIT": "assets/sounds/SOUNDFONT-LICENSE.txt",
}


@dataclass(frozen=True)
class Part:
    """One bundled work: the files of the app folder it is (globs on paths relative to the
    folder, ``*`` crossing folders), who holds its copyright and its licence (Debian
    short names joined by ``and``/``or``; a ``with`` exception names its text file)."""

    name: str
    files: tuple[str, ...]
    copyright: str
    licence: str
    #: The Python distribution this is (its name as pip spells it), if it is one.
    distribution: str | None = None
    #: A licence file under assets/ that this part's entry stands for.
    asset_licence: str | None = None


def _x(name: str, *files: str, by: str, lic: str, dist: str | None = None) -> Part:
    return Part(name, files, by, lic, dist)


PARTS: tuple[Part, ...] = (
    _x("Evergreen", "*", by="the Evergreen project", lic="Evergreen", dist="evergreen"),
    Part(
        "Noto Sans (the game's font)",
        ("_internal/assets/fonts/*",),
        "2022 The Noto Project Authors (https://github.com/notofonts/latin-greek-cyrillic)",
        "OFL-1.1",
        asset_licence="assets/fonts/OFL.txt",
    ),
    Part(
        "FluidR3_GM (the instruments heard in the music's recordings)",
        ("_internal/assets/sounds/music_*",),
        "2000-2002, 2008 Frank Wen; 2008 Toby Smithe",
        "FluidR3-MIT",
        asset_licence="assets/sounds/SOUNDFONT-LICENSE.txt",
    ),
    _x(
        "Python",
        "_internal/libpython3*",
        "_internal/base_library.zip",
        "_internal/python3*/*",
        by="2001-2024 Python Software Foundation",
        lic="PSF-2.0",
    ),
    _x(
        "PyInstaller's bootloader (the Evergreen executable's start-up code)",
        "Evergreen",
        by="2010-2024 PyInstaller Development Team; 2005-2009 Giovanni Bajo",
        lic="GPL-2+ with PyInstaller exception",
    ),
    _x(
        "pygame-ce",
        "_internal/pygame/*",
        by="2000-2024 Pete Shinners, René Dudfield, the pygame-ce contributors",
        lic="LGPL-2.1",
        dist="pygame-ce",
    ),
    _x(
        "GNU FreeFont (pygame's default font)",
        "_internal/pygame/freesansbold.ttf",
        by="2002-2012 GNU Freefont contributors",
        lic="GPL-3+",
    ),
    _x(
        "SDL2, SDL2_image, SDL2_mixer, SDL2_ttf",
        "*libSDL2*",
        by="1997-2024 Sam Lantinga and the SDL contributors",
        lic="Zlib",
    ),
    _x(
        "libogg, libvorbis, libFLAC, libopus, libopusfile",
        *("*libogg*", "*libvorbis*", "*libFLAC*", "*libopus*"),
        by="1994-2024 Xiph.Org Foundation and contributors",
        lic="BSD-3-clause",
    ),
    _x(
        "libwebp, libsharpyuv",
        *("*libwebp*", "*libsharpyuv*"),
        by="2010-2024 Google Inc.",
        lic="BSD-3-clause",
    ),
    _x("WavPack", "*libwavpack*", by="1998-2024 David Bryant", lic="BSD-3-clause"),
    _x("libxmp", "*libxmp*", by="1996-2024 Claudio Matsuoka and contributors", lic="Expat"),
    _x("libmpg123", "*libmpg123*", by="1995-2024 the mpg123 project", lic="LGPL-2.1"),
    _x("libsndfile", "*libsndfile*", by="1999-2024 Erik de Castro Lopo", lic="LGPL-2.1+"),
    _x("FluidSynth", "*libfluidsynth*", by="2003-2024 Peter Hanappe and others", lic="LGPL-2.1+"),
    _x(
        "FreeType",
        "*libfreetype*",
        by="1996-2024 David Turner, Robert Wilhelm, Werner Lemberg",
        lic="FTL or GPL-2+",
    ),
    _x("HarfBuzz", "*libharfbuzz*", by="2006-2024 the HarfBuzz authors", lic="Expat"),
    _x("Brotli", "*libbrotli*", by="2009-2024 the Brotli authors (Google Inc.)", lic="Expat"),
    _x("libpng", "*libpng*", by="1995-2024 the PNG Reference Library authors", lic="libpng"),
    _x(
        "libjpeg-turbo",
        "*libjpeg*",
        by="1991-2024 Thomas G. Lane, Guido Vollbeding, D. R. Commander and others",
        lic="IJG and BSD-3-clause and Zlib",
    ),
    _x(
        "LibTIFF",
        "*libtiff*",
        by="1988-1997 Sam Leffler; 1991-1997 Silicon Graphics",
        lic="libtiff",
    ),
    _x(
        "libX11, libXau, libXdmcp",
        *("*libX11*", "*libXau*", "*libXdmcp*"),
        by="1985-2024 The Open Group, X Consortium and contributors",
        lic="X11",
    ),
    _x(
        "libbsd, libmd",
        "*libbsd*",
        "*libmd.*",
        by="the libbsd and libmd authors",
        lic="BSD-3-clause",
    ),
    _x(
        "libuuid (util-linux)",
        "*libuuid*",
        by="1996-2024 Theodore Ts'o and others",
        lic="BSD-3-clause",
    ),
    _x("zlib", "*libz.*", by="1995-2024 Jean-loup Gailly and Mark Adler", lic="Zlib"),
    _x("bzip2", "*libbz2*", by="1996-2019 Julian R Seward", lic="bzip2-1.0.6"),
    _x(
        "liblzma (XZ Utils)",
        "*liblzma*",
        by="2006-2023 Lasse Collin and others",
        lic="public-domain",
    ),
    _x("libffi", "*libffi*", by="1996-2024 Anthony Green, Red Hat and others", lic="Expat"),
    _x("OpenSSL", "*libssl*", "*libcrypto*", by="1998-2024 The OpenSSL Project", lic="Apache-2.0"),
    _x(
        "libgcc, libstdc++",
        "*libgcc_s*",
        "*libstdc++*",
        by="1986-2024 Free Software Foundation, Inc.",
        lic="GPL-3+ with GCC-3.1 exception",
    ),
    _x("pydantic", by="2017-2024 Samuel Colvin and contributors", lic="Expat", dist="pydantic"),
    _x(
        "pydantic's metadata (its code is inside the executable)",
        "_internal/pydantic-*.dist-info/*",
        by="2017-2024 Samuel Colvin and contributors",
        lic="Expat",
    ),
    _x(
        "pydantic-core",
        "_internal/pydantic_core/*",
        by="2022-2024 Samuel Colvin and contributors",
        lic="Expat",
        dist="pydantic-core",
    ),
    _x(
        "pygame_gui",
        "_internal/pygame_gui/*",
        by="2019-2024 Dan Lawrence",
        lic="Expat",
        dist="pygame-gui",
    ),
    _x(
        "Noto Sans and Fira Code (pygame_gui's fonts)",
        "_internal/pygame_gui/data/*.ttf",
        by="2012-2022 Google Inc., The Noto Project Authors; 2014-2020 The Fira Code Authors",
        lic="OFL-1.1",
    ),
    _x("platformdirs", by="2010-2024 platformdirs developers", lic="Expat", dist="platformdirs"),
    _x("pytweening", by="2014-2024 Al Sweigart", lic="Expat", dist="pytweening"),
    _x("python-i18n", by="2013 Daniel Perez", lic="Expat", dist="python-i18n"),
    _x("annotated-types", by="2022 the contributors", lic="Expat", dist="annotated-types"),
    _x(
        "typing-inspection", by="2025 Pydantic Services Inc.", lic="Expat", dist="typing-inspection"
    ),
    _x(
        "typing_extensions",
        by="2001-2024 Python Software Foundation",
        lic="PSF-2.0",
        dist="typing-extensions",
    ),
)

#: A file that is compiled code another project wrote (a shared library, an extension).
LIBRARY = re.compile(r"\.so(\.[\d.]+)?$|\.so\.\d|\.dylib$|\.dll$|\.pyd$")
#: A licence file among the assets.
ASSET_LICENCE = re.compile(r"licen[cs]e|copying|^ofl\b", re.IGNORECASE)


def held(parts: tuple[Part, ...] = PARTS, root: Path = ROOT) -> list[Part]:
    """The parts this checkout bundles: one standing for an asset's licence file only
    while that file is there (the soundfont's music comes with its licence beside it)."""
    return [p for p in parts if p.asset_licence is None or (root / p.asset_licence).is_file()]


def matches(part: Part, relative: str) -> bool:
    """Whether ``relative`` (a path in the app folder, with /) is one of the part's files."""
    return any(fnmatch.fnmatchcase(relative, pattern) for pattern in part.files)


def uncovered(
    app: Path, distributions: set[str], parts: tuple[Part, ...] = PARTS, root: Path = ROOT
) -> list[str]:
    """What the app folder ``app`` holds that no part names: each shared library or
    extension (the catch-all ``*`` of the game's own files does not count), each Python
    distribution of ``distributions`` and each licence file under ``root``/assets."""
    mine = held(parts, root)
    named = [p for p in mine if p.files != ("*",)]
    missing = []
    for path in sorted(app.rglob("*")):
        relative = path.relative_to(app).as_posix()
        library = path.is_file() and LIBRARY.search(path.name)
        if library and not any(matches(p, relative) for p in named):
            missing.append(f"library {relative}")
    known = {p.distribution for p in mine if p.distribution}
    missing += [f"Python distribution {d}" for d in sorted(distributions - known)]
    for path in sorted((root / "assets").rglob("*")):
        relative = path.relative_to(root).as_posix()
        licence = path.is_file() and ASSET_LICENCE.search(path.name)
        if licence and relative not in {p.asset_licence for p in mine}:
            missing.append(f"licence file {relative}")
    return missing


def licence_names(expression: str) -> list[str]:
    """The licences an expression names: ``FTL or GPL-2+`` → FTL, GPL-2+."""
    return [n.strip() for n in re.split(r"\s+(?:and|or)\s+", expression) if n.strip()]


def licence_text(name: str, root: Path = ROOT) -> str:
    """The text of a standalone License paragraph for ``name``: the file's words, or for a
    licence every Debian system holds, where it is."""
    base, _, exception = name.partition(" with ")
    if exception:
        exception_file = TEXTS / f"{exception.removesuffix(' exception')}-exception.txt"
        words = exception_file.read_text(encoding="utf-8")
        return words + f"\nOn Debian systems, {base}'s text is in /usr/share/common-licenses.\n"
    if name in COMMON:
        return (
            f"On Debian systems, the complete text of this licence is in\n"
            f"/usr/share/common-licenses/{COMMON[name]}.\n"
        )
    source = root / IN_ASSETS[name] if name in IN_ASSETS else TEXTS / f"{name}.txt"
    return source.read_text(encoding="utf-8")


def field(name: str, value: str) -> str:
    """One field of a control-style paragraph: continuation lines indented by one space,
    blank lines written as ``.``."""
    first, *rest = value.strip("\n").splitlines() or [""]
    lines = [f"{name}: {first}".rstrip()]
    lines += [f" {line.rstrip()}" if line.strip() else " ." for line in rest]
    return "\n".join(lines)


def file_paragraphs(parts: list[Part], app: Path) -> list[str]:
    """A Files paragraph per set of files; parts inside the executable's archive (pure
    Python) share the executable's, parts with the same files share one."""
    grouped: dict[tuple[str, ...], list[Part]] = {}
    for part in parts:
        files = part.files or ("Evergreen",)
        grouped.setdefault(files, []).append(part)
    out = []
    for files, group in grouped.items():
        licences = list(dict.fromkeys(p.licence for p in group))
        expression = " and ".join(f"({x})" if " or " in x else x for x in licences)
        paragraph = [
            field("Files", " ".join(files)),
            field("Copyright", "\n".join(dict.fromkeys(p.copyright for p in group))),
            field("License", expression if len(licences) > 1 else licences[0]),
            field("Comment", textwrap.fill(", ".join(p.name for p in group), 78)),
        ]
        out.append("\n".join(paragraph))
    return out


def copyright_file(app: Path, parts: tuple[Part, ...] = PARTS, root: Path = ROOT) -> str:
    """The Debian ``copyright`` of the package holding ``app`` at /opt/evergreen (its paths
    are the app folder's)."""
    mine = held(parts, root)
    header = "\n".join(
        [
            field("Format", FORMAT),
            field("Upstream-Name", "Evergreen"),
            field(
                "Comment",
                "The game and every part its desktop app (PyInstaller, /opt/evergreen)\n"
                "bundles; paths are relative to /opt/evergreen.",
            ),
        ]
    )
    names = dict.fromkeys(n for p in mine for n in licence_names(p.licence))
    licences = [field("License", f"{n}\n{licence_text(n, root)}") for n in names]
    return "\n\n".join([header, *file_paragraphs(mine, app), *licences]) + "\n"
