"""The rules package is pure: no pygame, no global random, no clock, no file I/O of its own."""

from __future__ import annotations

import ast
import pathlib
import subprocess
import sys

import evergreen.rules

RULES_DIR = pathlib.Path(evergreen.rules.__file__).parent
FORBIDDEN = {"pygame", "random", "time", "datetime", "os", "socket", "pickle", "threading"}


def test_importing_rules_loads_no_pygame() -> None:
    """DESIGN practice 1: rules/ knows no screen exists."""
    code = "import sys, evergreen.rules; print('pygame' in sys.modules, 'random' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.split()[0] == "False"


def test_rules_modules_import_nothing_impure() -> None:
    """No module in rules/ imports pygame, random, clocks, os, sockets or pickle."""
    offenders = []
    for path in RULES_DIR.glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text())):
            names = []
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                names = [node.module]
            offenders += [f"{path.name}: {n}" for n in names if n.split(".")[0] in FORBIDDEN]
            if isinstance(node, ast.Name) and node.id in {"open", "eval", "exec"}:
                offenders.append(f"{path.name}: calls {node.id}")
    assert offenders == []
