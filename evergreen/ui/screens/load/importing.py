"""Importing a game record on the Load screen, from a file beside the saves or pasted: the
whole record is read through the rules first (``record_files``), so a bad one writes
nothing and changes nothing but the screen's message, which names its first bad line and
why; a good one becomes a save of its own, chosen in the list and opened as a replay."""

from __future__ import annotations

from pathlib import Path
from typing import Protocol

from evergreen.i18n import _
from evergreen.persistence import SaveError, SaveInfo
from evergreen.persistence_words import error_text
from evergreen.session.record import RecordError
from evergreen.session.record_files import import_file as import_record_file
from evergreen.session.record_files import import_text
from evergreen.ui.kit.clipboard import paste_text
from evergreen.ui.kit.scene import Host
from evergreen.ui.words.saves import record_problem


class LoadScene(Protocol):
    """What importing asks of the Load screen."""

    app: Host
    problem: str
    chosen: SaveInfo | None

    def read_again(self, chosen: Path | None = None) -> None: ...

    def replay(self, info: SaveInfo) -> None: ...


def import_file(scene: LoadScene, info: SaveInfo) -> None:
    """Import the chosen record file (never changed) and open the game it holds."""
    try:
        path = import_record_file(info.path)
    except RecordError as exc:
        scene.problem = record_problem(exc)
        return
    except SaveError as exc:
        scene.problem = error_text(exc)
        return
    opened(scene, path)


def import_pasted(scene: LoadScene) -> None:
    """Import the record on the clipboard and open the game it holds."""
    text = paste_text()
    if not text.strip():
        scene.problem = _(
            "The clipboard holds no text: copy a game record (the text of an .egr file) first."
        )
        return
    try:
        path = import_text(text)
    except RecordError as exc:
        scene.problem = record_problem(exc, pasted=True)
        return
    except SaveError as exc:
        scene.problem = _("The record on the clipboard was not imported: {reason}").format(
            reason=error_text(exc)
        )
        return
    opened(scene, path)


def opened(scene: LoadScene, path: Path) -> None:
    """The new save is listed and chosen, a notice names it, and it opens as a replay (Esc
    comes back here, where Load plays it on)."""
    scene.read_again(path)
    scene.app.notice(_("Game record imported as the save “{name}”.").format(name=path.stem))
    if scene.chosen is not None and scene.chosen.path == path:
        scene.replay(scene.chosen)
