"""Outliers of size: no module over 800 lines and no function over 100, in the whole
package (the window included).

A size figure is a smell to look at, never a target: these limits sit well above what
reads well (a module of a few hundred lines, functions of a screen), so they catch only
code that has plainly grown past one subject, not code that is a docstring too long. Never
shorten a docstring or move an import into a function to pass them; split by meaning.
A function is measured from its first decorator (or ``def``) to its last line, docstring
and comments included (what a reader has to take in). A file that must stay longer goes in
``EXCEPTIONS`` with the reason; an entry that no longer needs its room fails too.
"""

from __future__ import annotations

import ast
from pathlib import Path

from tests.test_layers import PACKAGE

MAX_MODULE_LINES = 800
MAX_FUNCTION_LINES = 100
#: 'path relative to evergreen' (or 'path:function') → why it may be longer.
EXCEPTIONS: dict[str, str] = {}


def too_long(path: Path, root: Path = PACKAGE) -> dict[str, int]:
    """The module itself and each function of it over the limits, with their lengths."""
    text = path.read_text(encoding="utf-8")
    name = path.relative_to(root).as_posix()
    found = {}
    lines = len(text.splitlines())
    if lines > MAX_MODULE_LINES:
        found[name] = lines
    for node in ast.walk(ast.parse(text)):
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            start = min([node.lineno, *(d.lineno for d in node.decorator_list)])
            length = (node.end_lineno or node.lineno) - start + 1
            if length > MAX_FUNCTION_LINES:
                found[f"{name}:{node.name}"] = length
    return found


def outliers(root: Path = PACKAGE) -> dict[str, int]:
    """Every module and function of the package over the limits."""
    found: dict[str, int] = {}
    for path in sorted(root.rglob("*.py")):
        found |= too_long(path, root)
    return found


def test_no_module_or_function_is_an_outlier() -> None:
    assert len(list(PACKAGE.rglob("*.py"))) > 100  # the folders are the real ones
    assert set(outliers()) == set(EXCEPTIONS), outliers()


def test_the_check_finds_long_code(tmp_path: Path) -> None:
    """A function of 100 lines and a module of 800 pass; one line more is reported."""
    body = "".join(f"        x = {i}\n" for i in range(97))
    method = f"    @decorated\n    def f(self):\n{body}"  # 99 lines
    (tmp_path / "room").mkdir()
    ok = tmp_path / "room" / "ok.py"
    ok.write_text(f"class C:\n{method}        y = 1\n" + "\n" * 699)
    assert len(ok.read_text().splitlines()) == MAX_MODULE_LINES
    assert outliers(tmp_path) == {}
    bad = tmp_path / "room" / "bad.py"
    bad.write_text(f"class C:\n{method}        y = 1\n        z = 2\n" + "\n" * 699)
    assert outliers(tmp_path) == {"room/bad.py": 801, "room/bad.py:f": 101}
