"""One type scale (issue 53, point 6): every text size in the ``ui`` package is a step of
``kit/type_scale.py``. Read from the code: a size given to a text function (``render``,
``fit``, ``wrap``, ``font``, ``common_size``...) holds no literal number, nor a module's
constant bound to one, and no ``size`` parameter defaults to one (before, the screens gave
text 17, 18, 19, 20, 22, 24, 26, 28, 30, 32, 34, 36, 40, 44, 48 and 84)."""

from __future__ import annotations

import ast
from pathlib import Path

import pygame

import evergreen.ui
from evergreen.ui.kit import text, type_scale, widgets

UI = Path(evergreen.ui.__file__).parent
#: Text functions → the position of their size argument (``title``: the widget scene's
#: heading, called as a method: surface, text, y, size).
SIZED = {
    "render": 1,
    "fit": 1,
    "wrap": 1,
    "font": 0,
    "common_size": 1,
    "common_lines": 1,
    "line_count": 1,
    "is_cut": 1,
    "within_height": 0,
    "em": 0,
    "title": 3,
}
#: A number this small in a size is a factor or a step ("size - 0.5", "size * 0.55").
SMALLEST_SIZE = 6


def _number(node: ast.AST) -> bool:
    return (
        isinstance(node, ast.Constant)
        and isinstance(node.value, int | float)
        and not isinstance(node.value, bool)
        and node.value >= SMALLEST_SIZE
    )


def _constants(tree: ast.Module) -> set[str]:
    """A module's names bound to a literal number at its top (``A, B = 18, 24`` too)."""
    found: set[str] = set()
    for node in tree.body:
        targets: list[ast.expr] = []
        value: ast.expr | None = None
        if isinstance(node, ast.Assign):
            targets, value = node.targets, node.value
        elif isinstance(node, ast.AnnAssign):
            targets, value = [node.target], node.value
        for target in targets:
            if isinstance(target, ast.Name) and value is not None and _number(value):
                found.add(target.id)
            if isinstance(target, ast.Tuple) and isinstance(value, ast.Tuple):
                for name, item in zip(target.elts, value.elts, strict=False):
                    if isinstance(name, ast.Name) and _number(item):
                        found.add(name.id)
    return found


def _size_argument(call: ast.Call) -> ast.expr | None:
    func = call.func
    name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", None)
    if name not in SIZED:
        return None
    at = SIZED[name]
    if len(call.args) > at:
        return call.args[at]
    return next((k.value for k in call.keywords if k.arg == "size"), None)


def literal_sizes(source: str, where: str) -> list[str]:
    """Where ``source`` gives a text a literal size."""
    tree = ast.parse(source)
    constants = _constants(tree)
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and (arg := _size_argument(node)) is not None:
            for part in ast.walk(arg):
                named = isinstance(part, ast.Name) and part.id in constants
                if _number(part) or named:
                    found.append(f"{where}:{node.lineno}: {ast.unparse(arg)}")
        if isinstance(node, ast.FunctionDef):
            args = node.args.args[len(node.args.args) - len(node.args.defaults) :]
            for arg_, default in zip(args, node.args.defaults, strict=True):
                if arg_.arg == "size" and _number(default):
                    found.append(f"{where}:{node.lineno}: size={ast.unparse(default)}")
    return found


def test_no_text_in_the_ui_has_a_size_off_the_scale() -> None:
    found = []
    for path in sorted(UI.rglob("*.py")):
        if path.name != "type_scale.py":
            found += literal_sizes(path.read_text(encoding="utf-8"), str(path.relative_to(UI)))
    assert found == []


def test_the_check_finds_each_kind_of_literal_size() -> None:
    """The reader sees a literal in a call, a constant bound to one (alone or in a tuple)
    and a default, and lets a scale step, a factor and a step down pass."""
    source = (
        "A, B = 18, 24\nC = 30\n"
        "def f(lay, size: float = 40):\n"
        "    fit('x', lay.px(22), 10)\n    render('x', lay.px(B))\n    font(C)\n"
        "    fit('x', lay.px(type_scale.BODY), 10)\n    wrap('x', size - 0.5, 10)\n"
        "    render('x', size * 0.55)\n"
    )
    found = literal_sizes(source, "m")
    assert [f.split(": ", 1)[1] for f in found] == [
        "size=40",
        "lay.px(22)",
        "lay.px(B)",
        "C",
    ]


def test_the_scale_is_few_steps_from_the_floor_up() -> None:
    """Steps rise, the smallest is the game's floor (14 px glyphs at 1280×800), and the
    body text is the widgets' and the tooltips' size."""
    steps = list(type_scale.SCALE.values())
    assert steps == sorted(set(steps)) and len(steps) <= 7
    assert type_scale.CAPTION == text.MIN_SIZE
    assert round(type_scale.CAPTION * text.EM) == text.MIN_EM


def test_the_widget_theme_takes_its_sizes_from_the_scale() -> None:
    """A button's label is body text at any window and text size, as a drawn one is."""
    pygame.display.init()
    pygame.font.init()
    for size in [(1280, 800), (1024, 640)]:
        pygame.display.set_mode(size)
        text.set_window_scale(widgets.Layout(*size, players=0).scale)
        ui = widgets.manager(size)
        b = widgets.button(ui, pygame.Rect(0, 0, 400, 60), "Play")
        scale = widgets.text_scale(size)
        assert b.font.get_point_size() == round(type_scale.BODY * text.EM * scale)
