"""The package's layers import downwards only (DESIGN: data flows one way).

rules ← seats ← ai ← bot_play ← match ← persistence ← ui: the rules import nothing of ours
but themselves; ai and persistence import no ui; the match imports neither ui nor
persistence (it is told how to keep itself). A test that reads the imports of every module,
so a new import that crosses a layer fails here, naming the module and the import.
"""

from __future__ import annotations

import ast
from pathlib import Path

import evergreen

PACKAGE = Path(evergreen.__file__).parent
#: Layer → the packages/modules of ours it must never import.
FORBIDDEN = {
    "evergreen.rules": (
        "evergreen.ai",
        "evergreen.persistence",
        "evergreen.ui",
        "evergreen.match",
        "evergreen.seats",
        "evergreen.bot_play",
        "evergreen.i18n",
    ),
    "evergreen.seats": ("evergreen.ai", "evergreen.persistence", "evergreen.ui", "evergreen.match"),
    "evergreen.challenge": (
        "evergreen.ai",
        "evergreen.persistence",
        "evergreen.ui",
        "evergreen.match",
        "evergreen.bot_play",
    ),
    "evergreen.ai": (
        "evergreen.persistence",
        "evergreen.ui",
        "evergreen.match",
        "evergreen.bot_play",
    ),
    "evergreen.bot_play": ("evergreen.persistence", "evergreen.ui", "evergreen.match"),
    "evergreen.match": ("evergreen.persistence", "evergreen.ui"),
    "evergreen.persistence": ("evergreen.ui", "evergreen.progress"),
    "evergreen.progress": ("evergreen.ui",),
    "evergreen.record": ("evergreen.ui", "evergreen.persistence"),
    "evergreen.replay": ("evergreen.ui", "evergreen.persistence"),
    "evergreen.analysis": ("evergreen.ui", "evergreen.persistence"),
    "evergreen.review_file": ("evergreen.ui",),
    "evergreen.review_check": ("evergreen.ui", "evergreen.persistence"),
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
    (root / "match.py").write_text("def f():\n    from evergreen.ui.app import App\n")
    (root / "ai" / "bad.py").write_text("from ..persistence import saves\nimport evergreen.rules\n")
    (root / "ai" / "__init__.py").write_text("from . import bad\n")
    assert crossings(root) == [
        "evergreen.ai.bad imports evergreen.persistence",
        "evergreen.ai.bad imports evergreen.persistence.saves",
        "evergreen.match imports evergreen.ui.app",
        "evergreen.match imports evergreen.ui.app.App",
    ]
