"""The packaged app, built and packed once for the whole `make test-app` run."""

from __future__ import annotations

import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
DIST = ROOT / "dist" / "Evergreen"
PACKAGES = ROOT / "dist" / "packages"
EXE = DIST / ("Evergreen.exe" if sys.platform == "win32" else "Evergreen")


@pytest.fixture(scope="session")
def built() -> Path:
    """Build the app with build.spec and pack it (`make package`: tools/build_app.py
    --pack); report how long it took."""
    for old in PACKAGES.glob("evergreen*"):
        old.unlink()  # a package left from another version must not stand in for this one
    start = time.perf_counter()
    subprocess.run(["make", "package"], cwd=ROOT, check=True, timeout=900)
    print(f"\nbuild and pack: {time.perf_counter() - start:.0f} s")
    assert EXE.is_file()
    return DIST
