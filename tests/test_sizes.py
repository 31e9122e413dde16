"""Modules stay under 500 lines and functions under 60, so each can be read in one sitting.

Checked in the rules engine, the bots, persistence and the top-level modules; ``ui/`` joins
when its rooms are laid out (issue 30 point 1, on its own branch). A function is measured
from its first decorator (or ``def``) to its last line, docstring and comments included.
"""

from __future__ import annotations

import ast
from pathlib import Path

from tests.test_layers import PACKAGE

MAX_MODULE_LINES = 500
MAX_FUNCTION_LINES = 60
CHECKED = ("rules", "ai", "persistence", ".")
#: Files over a limit today, with why; remove an entry when its file is back under.
EXCEPTIONS: set[str] = set()


def too_long(path: Path) -> list[str]:
    """'where: N lines' for the module itself and each function of it over the limits."""
    text = path.read_text(encoding="utf-8")
    found = []
    lines = len(text.splitlines())
    if lines > MAX_MODULE_LINES:
        found.append(f"{path.name}: {lines} lines")
    for node in ast.walk(ast.parse(text)):
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            start = min([node.lineno, *(d.lineno for d in node.decorator_list)])
            length = (node.end_lineno or node.lineno) - start + 1
            if length > MAX_FUNCTION_LINES:
                found.append(f"{path.name}:{node.lineno} {node.name}(): {length} lines")
    return found


def checked_files(root: Path = PACKAGE) -> list[Path]:
    """The modules the limits apply to (``rules/data`` holds no Python)."""
    files = [p for folder in CHECKED for p in sorted((root / folder).glob("*.py"))]
    return [p for p in files if p.relative_to(root).as_posix() not in EXCEPTIONS]


def test_modules_and_functions_are_short() -> None:
    files = checked_files()
    assert len(files) > 40  # the folders are the real ones
    assert [problem for path in files for problem in too_long(path)] == []


def test_the_check_finds_long_code(tmp_path: Path) -> None:
    """A function of 60 lines and a module of 500 pass; one line more is reported."""
    body = "".join(f"        x = {i}\n" for i in range(57))
    method = f"    @decorated\n    def f(self):\n{body}"  # 59 lines
    ok = tmp_path / "ok.py"
    ok.write_text(f"class C:\n{method}        y = 1\n" + "\n" * 439)
    assert len(ok.read_text().splitlines()) == MAX_MODULE_LINES
    assert too_long(ok) == []
    bad = tmp_path / "bad.py"
    bad.write_text(f"class C:\n{method}        y = 1\n        z = 2\n" + "\n" * 439)
    assert too_long(bad) == ["bad.py: 501 lines", "bad.py:3 f(): 61 lines"]
