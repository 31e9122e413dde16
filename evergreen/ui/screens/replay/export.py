"""The replayed game's record (``record.py``), written beside the saves and put on the
clipboard where there is one; a notice says where it went."""

from __future__ import annotations

from pathlib import Path

from evergreen.i18n import _
from evergreen.persistence import SaveError, atomic_write_bytes, save_dir
from evergreen.record import SUFFIX, write_record
from evergreen.ui.kit.clipboard import copy_text
from evergreen.ui.kit.scene import Host
from evergreen.ui.screens.replay.source import ReplaySource


def record_path(source: ReplaySource) -> Path:
    """Where a game's record goes: the saves' folder, named after the game (written again,
    it replaces its own earlier record and nothing else)."""
    return save_dir() / f"evergreen-{source.game_id}{SUFFIX}"


def export_record(app: Host, source: ReplaySource) -> Path | None:
    """Write the record and copy it; a notice says where (or why not). The path written, or
    None if it could not be."""
    words = write_record(source.match, source.saved_at)
    path = record_path(source)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        atomic_write_bytes(path, words.encode("utf-8"), backups=0)
    except (SaveError, OSError) as exc:
        app.notice(_("The game record could not be written: {reason}").format(reason=exc))
        return None
    if copy_text(words):
        app.notice(
            _("Game record written to {path} and copied to the clipboard.").format(path=path)
        )
    else:
        app.notice(_("Game record written to {path}.").format(path=path))
    return path
