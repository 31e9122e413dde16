"""The window's code stays in small pieces: no module over 500 lines, no function over 60.

Lines are the file's lines and a function's from its ``def`` to its last line (docstring
and comments included: what a reader has to take in). A function that must stay longer
goes in ``LONG_FUNCTIONS`` with the reason, as a module in ``LONG_MODULES``; both are empty
now, and an entry that no longer needs its room fails too, so the lists stay true.
"""

from __future__ import annotations

import ast
from pathlib import Path

import evergreen.ui

UI = Path(evergreen.ui.__file__).parent
MAX_MODULE = 500
MAX_FUNCTION = 60
#: 'path relative to evergreen/ui' → why it may be longer.
LONG_MODULES: dict[str, str] = {}
#: 'path:function' → why it may be longer.
LONG_FUNCTIONS: dict[str, str] = {}


def long_modules(root: Path = UI, limit: int = MAX_MODULE) -> dict[str, int]:
    """Each module over ``limit`` lines, with its length."""
    found = {}
    for path in sorted(root.rglob("*.py")):
        n = len(path.read_text(encoding="utf-8").splitlines())
        if n > limit:
            found[path.relative_to(root).as_posix()] = n
    return found


def long_functions(root: Path = UI, limit: int = MAX_FUNCTION) -> dict[str, int]:
    """Each function or method over ``limit`` lines ('path:name'), with its length."""
    found = {}
    for path in sorted(root.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
                n = (node.end_lineno or node.lineno) - node.lineno + 1
                if n > limit:
                    found[f"{path.relative_to(root).as_posix()}:{node.name}"] = n
    return found


def test_no_module_is_over_500_lines() -> None:
    assert set(long_modules()) == set(LONG_MODULES), long_modules()


def test_no_function_is_over_60_lines() -> None:
    assert set(long_functions()) == set(LONG_FUNCTIONS), long_functions()


def test_the_checks_see_a_long_module_and_function(tmp_path: Path) -> None:
    body = "\n".join(f"    x{i} = {i}" for i in range(60))
    (tmp_path / "room").mkdir()
    (tmp_path / "room" / "long.py").write_text(f"def f() -> None:\n{body}\n" + "\n" * 440)
    (tmp_path / "short.py").write_text(f"def g() -> None:\n{body[: body.rfind(chr(10))]}\n")
    assert long_functions(tmp_path) == {"room/long.py:f": 61}
    assert long_modules(tmp_path) == {"room/long.py": 501}
