"""The packaged app, built and packed once for the whole `make test-app` run."""

from __future__ import annotations

import shutil
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
DIST = ROOT / "dist" / "Evergreen"
PACKAGES = ROOT / "dist" / "packages"
EXE = DIST / ("Evergreen.exe" if sys.platform == "win32" else "Evergreen")


#: lintian over the .deb, started as soon as it is packed: it reads the package (about half
#: a minute) on the second core while the app's tests run on the first.
LINTIAN: list[subprocess.Popen[str]] = []


@pytest.fixture(scope="session")
def built() -> Path:
    """Build the app with build.spec and pack it (`make package`: tools/build_app.py
    --pack); report how long it took; start lintian over the .deb."""
    for old in PACKAGES.glob("evergreen*"):
        old.unlink()  # a package left from another version must not stand in for this one
    start = time.perf_counter()
    subprocess.run(["make", "package"], cwd=ROOT, check=True, timeout=900)
    print(f"\nbuild and pack: {time.perf_counter() - start:.0f} s")
    assert EXE.is_file()
    debs = sorted(PACKAGES.glob("evergreen_*.deb"))
    if shutil.which("lintian") and len(debs) == 1:
        command = ["lintian", str(debs[0])]
        LINTIAN.append(subprocess.Popen(command, stdout=subprocess.PIPE, text=True))
    return DIST


@pytest.fixture(scope="session")
def lintian(built: Path) -> Iterator[str]:
    """What lintian said of the .deb (it must have ended with 0)."""
    if not LINTIAN:
        pytest.fail("lintian is not installed (apt-get install lintian; .ci/run does it)")
    start = time.perf_counter()
    out, _ = LINTIAN[0].communicate(timeout=300)
    print(f"\nlintian: waited {time.perf_counter() - start:.0f} s for it")
    assert LINTIAN[0].returncode == 0, out
    yield out
