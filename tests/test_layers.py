"""The package's layers import downwards only (DESIGN: data flows one way).

rules ← seats ← ai (the bots, the worker, and the review's judging it runs) ← the session's
game (match, bot_play, pacing, challenge, daily, replay, record) ← persistence ← the
session's files (record_files) and the review (analysis, kept, check, run) ← progress ← ui.
The rules import nothing of ours but themselves; nothing below the window imports pygame or
``ui``; the match imports neither ui nor persistence (it is told how to keep itself).
Persistence words nothing (it imports no catalogs): its reasons are worded in
``persistence_words``, just above it, which imports only the catalogs and persistence, so
that the window, the command line and every layer between them word them alike. A test that
reads the imports of every module, so a new import that crosses a layer fails here, naming
the module and the import.
"""

from __future__ import annotations

import ast
from pathlib import Path

import evergreen

PACKAGE = Path(evergreen.__file__).parent
#: Layer → the packages/modules of ours it must never import.
#: What the window is made of: nothing below it imports it, or pygame.
WINDOW = ("evergreen.ui", "pygame", "pygame_gui")
#: The window but its words (``ui/words`` imports no pygame: the command line uses them).
WINDOW_BUT_WORDS = (
    "pygame",
    "pygame_gui",
    "evergreen.ui.app",
    "evergreen.ui.kit",
    "evergreen.ui.art",
    "evergreen.ui.sound",
    "evergreen.ui.game",
    "evergreen.ui.screens",
)
#: The session's game: the running game and what a game is made from or written as.
SESSION_GAME = (
    "evergreen.session.match",
    "evergreen.session.bot_play",
    "evergreen.session.pacing",
    "evergreen.session.challenge",
    "evergreen.session.daily",
    "evergreen.session.replay",
    "evergreen.session.record",
)
#: The review above the files (the judging sits with the bots, the worker runs it).
REVIEW_FILES = (
    "evergreen.review.analysis",
    "evergreen.review.kept",
    "evergreen.review.check",
    "evergreen.review.run",
)
ABOVE_AI = (
    *WINDOW,
    "evergreen.persistence",
    "evergreen.progress",
    "evergreen.session",
    *REVIEW_FILES,
)
#: Layer → the packages/modules of ours (and pygame) it must never import.
FORBIDDEN = {
    "evergreen.rules": (
        *ABOVE_AI,
        "evergreen.ai",
        "evergreen.seats",
        "evergreen.review",
        "evergreen.i18n",
    ),
    "evergreen.seats": (*ABOVE_AI, "evergreen.ai", "evergreen.review"),
    "evergreen.ai": ABOVE_AI,
    "evergreen.review.judge": ABOVE_AI,
    "evergreen.session.challenge": (*ABOVE_AI, "evergreen.ai", "evergreen.review"),
    "evergreen.session.bot_play": (*ABOVE_AI[: -len(REVIEW_FILES)], *REVIEW_FILES),
    "evergreen.session.match": (
        *WINDOW,
        "evergreen.persistence",
        "evergreen.progress",
        *REVIEW_FILES,
        "evergreen.session.record_files",
    ),
    "evergreen.session.record": (
        *WINDOW,
        "evergreen.persistence",
        "evergreen.progress",
        *REVIEW_FILES,
    ),
    "evergreen.session.replay": (
        *WINDOW,
        "evergreen.persistence",
        "evergreen.progress",
        *REVIEW_FILES,
    ),
    "evergreen.session.daily": (
        *WINDOW,
        "evergreen.persistence",
        "evergreen.progress",
        *REVIEW_FILES,
    ),
    "evergreen.persistence": (
        *WINDOW,
        "evergreen.progress",
        "evergreen.session.record_files",
        *REVIEW_FILES,
        "evergreen.i18n",
        "evergreen.persistence_words",
    ),
    # the persistence's reasons in words: the catalogs and persistence, nothing else
    "evergreen.persistence_words": (
        *WINDOW,
        "evergreen.progress",
        "evergreen.session",
        "evergreen.review",
        "evergreen.ai",
        "evergreen.terminal",
        "evergreen.cli",
    ),
    "evergreen.session.record_files": (*WINDOW, "evergreen.progress", *REVIEW_FILES),
    "evergreen.review": (*WINDOW, "evergreen.progress"),
    "evergreen.progress": WINDOW,
    # the command line and the terminal say things in the window's words (no pygame there)
    "evergreen.terminal.play": WINDOW_BUT_WORDS,
    "evergreen.cli": WINDOW_BUT_WORDS,
}


def module_name(path: Path, root: Path = PACKAGE) -> str:
    """evergreen/ai/hard.py → evergreen.ai.hard"""
    parts = path.relative_to(root.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def imports(path: Path, root: Path = PACKAGE) -> set[str]:
    """Every module ``path`` imports (relative imports resolved), at any depth of the file."""
    here = module_name(path, root)
    package = here if path.name == "__init__.py" else here.rpartition(".")[0]
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join([*anchor, base] if base else anchor)
            found.add(base)
            found |= {f"{base}.{alias.name}" for alias in node.names}
    return found


def crossings(root: Path = PACKAGE) -> list[str]:
    """'module imports forbidden' for every import that crosses a layer."""
    found = []
    for path in sorted(root.rglob("*.py")):
        name = module_name(path, root)
        for layer, banned in FORBIDDEN.items():
            if name != layer and not name.startswith(layer + "."):
                continue
            for imported in sorted(imports(path, root)):
                if any(imported == b or imported.startswith(b + ".") for b in banned):
                    found.append(f"{name} imports {imported}")
    return found


def test_layers_import_downwards_only() -> None:
    assert crossings() == []


def test_the_check_sees_a_crossing(tmp_path: Path) -> None:
    """Crossing imports, plain, relative or inside a function, are found."""
    root = tmp_path / "evergreen"
    (root / "ai").mkdir(parents=True)
    (root / "session").mkdir()
    (root / "session" / "match.py").write_text("def f():\n    from evergreen.ui.app import App\n")
    (root / "session" / "replay.py").write_text("import pygame\n")
    (root / "ai" / "bad.py").write_text("from ..persistence import saves\nimport evergreen.rules\n")
    (root / "ai" / "__init__.py").write_text("from . import bad\n")
    assert crossings(root) == [
        "evergreen.ai.bad imports evergreen.persistence",
        "evergreen.ai.bad imports evergreen.persistence.saves",
        "evergreen.session.match imports evergreen.ui.app",
        "evergreen.session.match imports evergreen.ui.app.App",
        "evergreen.session.replay imports pygame",
    ]
