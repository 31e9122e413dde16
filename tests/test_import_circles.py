"""No import circles: a module never imports, however indirectly, a module that imports it.

Every import counts, including those under ``if TYPE_CHECKING:`` and inside functions (a
circle hidden there is still a circle in the design). The rules engine has none; neither
has the rest of the package outside ``ui/`` (whose circle through ``App`` is undone on its
own branch, issue 30 point 1: empty ``NOT_YET`` when it is).
"""

from __future__ import annotations

from collections.abc import Mapping, Set
from pathlib import Path

from tests.test_layers import PACKAGE, imports, module_name

#: Left out of the whole-package check (see the module docstring).
NOT_YET: tuple[str, ...] = ()


def _inside(name: str, prefix: str) -> bool:
    return name == prefix or name.startswith(prefix + ".")


def module_graph(
    root: Path = PACKAGE, within: str = "evergreen", leave_out: tuple[str, ...] = ()
) -> dict[str, set[str]]:
    """Module → the modules of ``within`` it imports (package ``__init__`` modules included)."""
    paths = {module_name(p, root): p for p in sorted(root.rglob("*.py"))}
    names = {n for n in paths if _inside(n, within) and not any(_inside(n, x) for x in leave_out)}
    return {n: {m for m in imports(paths[n], root) if m in names and m != n} for n in names}


def circles(graph: Mapping[str, Set[str]]) -> list[list[str]]:
    """The import circles of ``graph``: its strongly connected parts of two or more modules
    (Tarjan's algorithm), each sorted, in sorted order."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        for nxt in sorted(graph.get(node, ())):
            if nxt not in index:
                visit(nxt)
                low[node] = min(low[node], low[nxt])
            elif nxt in stack:
                low[node] = min(low[node], index[nxt])
        if low[node] == index[node]:
            part = []
            while not part or part[-1] != node:
                part.append(stack.pop())
            if len(part) > 1:
                found.append(sorted(part))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return sorted(found)


def test_no_import_circle_in_the_rules() -> None:
    graph = module_graph(within="evergreen.rules")
    assert "evergreen.rules.state" in graph  # the graph is the real one
    assert circles(graph) == []


def test_no_import_circle_outside_the_window() -> None:
    assert circles(module_graph(within="evergreen", leave_out=NOT_YET)) == []


def test_the_check_finds_a_planted_circle() -> None:
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a", "d"}, "d": set(), "e": {"d"}, "f": {"g"}}
    graph |= {"g": {"f"}}
    assert circles(graph) == [["a", "b", "c"], ["f", "g"]]
    assert circles({"a": {"b"}, "b": set()}) == []


def test_the_check_reads_hidden_imports(tmp_path: Path) -> None:
    """A circle closed by a TYPE_CHECKING import or a function-local one is found."""
    rules = tmp_path / "evergreen" / "rules"
    rules.mkdir(parents=True)
    (tmp_path / "evergreen" / "__init__.py").write_text("")
    (rules / "__init__.py").write_text("")
    (rules / "errors.py").write_text(
        "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from .refusal import Refusal\n"
    )
    (rules / "refusal.py").write_text("from .commands import Verb\n")
    (rules / "commands.py").write_text("def f():\n    from evergreen.rules.errors import E\n")
    (rules / "cards.py").write_text("from . import errors\n")
    graph = module_graph(tmp_path / "evergreen", within="evergreen.rules")
    assert circles(graph) == [
        ["evergreen.rules.commands", "evergreen.rules.errors", "evergreen.rules.refusal"]
    ]
