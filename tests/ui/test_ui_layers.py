"""The window's rooms import along the data's flow only, and nothing in it imports in a circle.

``evergreen/ui`` is in rooms (see each room's ``__init__``): ``kit`` (reusable pieces) and
``sound`` at the bottom, ``words`` (pure texts) beside them, ``art`` (drawn in code) over
``kit`` and ``words``, the ``game`` screen over those, the other ``screens`` over the game;
the App (``ui/app.py``) over everything. A room imports only the rooms under it; no module
but the App's entry points imports the App; ``words`` imports no pygame; and no module of
the window imports, at any depth of its file (``if TYPE_CHECKING:`` too), one that imports
it back. The checks run over the source's imports (``tests/test_layers.py``), so a new
import that breaks one fails here, naming it; each check is shown to fail on a planted one.
"""

from __future__ import annotations

from pathlib import Path

from tests.test_layers import PACKAGE, imports, module_name

UI = "evergreen.ui"
#: Room → the rooms it may import besides itself.
MAY_IMPORT: dict[str, frozenset[str]] = {
    "sound": frozenset(),
    "words": frozenset(),
    "kit": frozenset({"sound"}),
    "art": frozenset({"kit", "words"}),
    "game": frozenset({"kit", "sound", "words", "art"}),
    "screens": frozenset({"kit", "sound", "words", "art", "game"}),
}
#: The modules of ``evergreen`` that may import the App (it starts from them). The two
#: benchmarks are on their way out of the package (issue 30); then this names one module.
APP = f"{UI}.app"
APP_IMPORTERS = frozenset({"evergreen.__main__", f"{UI}.bench", f"{UI}.bench_x11"})
#: What ``words`` must stay free of: it is pure (the terminal game uses it too).
NOT_IN_WORDS = ("pygame", "pygame_gui")


def modules(root: Path = PACKAGE) -> dict[str, Path]:
    """Every module of the package by name (packages by their ``__init__``)."""
    return {module_name(path, root): path for path in sorted(root.rglob("*.py"))}


def room_of(name: str) -> str | None:
    """'game' for evergreen.ui.game.scene (and the room itself); None outside the rooms (the
    App, ui itself, the rest of the package)."""
    parts = name.split(".")
    inside = len(parts) > 2 and parts[:2] == ["evergreen", "ui"] and parts[2] in MAY_IMPORT
    return parts[2] if inside else None


def resolve(imported: str, known: dict[str, Path]) -> str | None:
    """The module an import names: itself, or the module a name is imported from."""
    while imported and imported not in known:
        imported = imported.rpartition(".")[0]
    return imported or None


def graph(root: Path = PACKAGE) -> dict[str, set[str]]:
    """Module → the package's modules it imports (anywhere in its file)."""
    known = modules(root)
    edges: dict[str, set[str]] = {}
    for name, path in known.items():
        found = {resolve(i, known) for i in imports(path, root) if i.startswith("evergreen")}
        edges[name] = {m for m in found if m is not None and m != name}
    return edges


def wrong_arrows(root: Path = PACKAGE) -> list[str]:
    """'module imports other' for every import that goes against the rooms' order, that
    reaches the App from elsewhere than its entry points, or that brings pygame into words."""
    found = []
    for name, path in modules(root).items():
        room = room_of(name)
        for imported in sorted(imports(path, root)):
            other = room_of(imported)
            if room is not None and other is not None and other not in {room, *MAY_IMPORT[room]}:
                found.append(f"{name} imports {imported}")
            if (imported == APP or imported.startswith(APP + ".")) and name not in APP_IMPORTERS:
                found.append(f"{name} imports {imported}")
            if room == "words" and imported.split(".")[0] in NOT_IN_WORDS:
                found.append(f"{name} imports {imported}")
    return found


def circles(root: Path = PACKAGE, within: str = UI) -> list[list[str]]:
    """The import circles among the modules under ``within`` (the package's one circle
    finder, ``tests.test_import_circles.circles``)."""
    from tests.test_import_circles import circles as find_circles

    edges = {m: {t for t in ts if t.startswith(within)} for m, ts in graph(root).items()}
    return find_circles({m: ts for m, ts in edges.items() if m.startswith(within)})


def test_rooms_import_along_the_flow_only() -> None:
    assert wrong_arrows() == []


def test_every_module_of_the_window_is_in_a_room_or_starts_it() -> None:
    """A new module goes into a room (or is one of the App's few top-level modules)."""
    top = {name for name in modules() if name.startswith(UI) and room_of(name) is None}
    rooms = {f"{UI}.{room}" for room in MAY_IMPORT}
    assert top - rooms <= {UI, APP} | APP_IMPORTERS


def test_no_import_circle_in_the_window() -> None:
    assert circles() == []


def _plant(root: Path, files: dict[str, str]) -> Path:
    for rel, source in files.items():
        path = root / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(source, encoding="utf-8")
    return root


def test_the_check_sees_a_wrong_arrow(tmp_path: Path) -> None:
    """A kit module importing the game screen, a room importing the App, words drawing with
    pygame: each is named, in a plain, relative or TYPE_CHECKING import."""
    root = _plant(
        tmp_path / "evergreen",
        {
            "ui/kit/scene.py": (
                "from typing import TYPE_CHECKING\n"
                "if TYPE_CHECKING:\n"
                "    from evergreen.ui.game.scene import GameScene\n"
            ),
            "ui/game/scene.py": "from ...ui.kit import scene\nfrom ..screens import title\n",
            "ui/screens/title.py": "def f():\n    from evergreen.ui.app import App\n",
            "ui/words/names.py": "import pygame\n",
            "ui/art/sprites.py": "from evergreen.ui.words import names\n",
            "ui/app.py": "from evergreen.ui.screens import title\n",
        },
    )
    assert wrong_arrows(root) == [
        "evergreen.ui.game.scene imports evergreen.ui.screens",
        "evergreen.ui.game.scene imports evergreen.ui.screens.title",
        "evergreen.ui.kit.scene imports evergreen.ui.game.scene",
        "evergreen.ui.kit.scene imports evergreen.ui.game.scene.GameScene",
        "evergreen.ui.screens.title imports evergreen.ui.app",
        "evergreen.ui.screens.title imports evergreen.ui.app.App",
        "evergreen.ui.words.names imports pygame",
    ]


def test_the_check_sees_a_circle(tmp_path: Path) -> None:
    """Two screens importing each other (one only for its types) and a circle of three
    through the game are found; a module imported by two others is no circle."""
    root = _plant(
        tmp_path / "evergreen",
        {
            "ui/screens/title.py": "from evergreen.ui.screens.load import LoadScene\n",
            "ui/screens/load.py": (
                "from typing import TYPE_CHECKING\n"
                "if TYPE_CHECKING:\n"
                "    from evergreen.ui.screens.title import TitleScene\n"
            ),
            "ui/game/a.py": "from evergreen.ui.game import b\n",
            "ui/game/b.py": "from . import c\n",
            "ui/game/c.py": "def f():\n    from evergreen.ui.game.a import A\n",
            "ui/kit/text.py": "",
            "ui/kit/widgets.py": "from evergreen.ui.kit import text\n",
            "ui/kit/scene.py": "from evergreen.ui.kit import text, widgets\n",
        },
    )
    assert circles(root) == [
        ["evergreen.ui.game.a", "evergreen.ui.game.b", "evergreen.ui.game.c"],
        ["evergreen.ui.screens.load", "evergreen.ui.screens.title"],
    ]
