"""The replayed game's record (``record.py``), written beside the saves and put on the
clipboard where there is one; a notice says where it went. Written again, it replaces the
same game's earlier record and nothing else: a file of that name that is anything else (a
save, another game's record, a folder...) stays, and the record is written beside it under
a free name (``record_files.record_target``)."""

from __future__ import annotations

from pathlib import Path

from evergreen.i18n import _
from evergreen.persistence import save_dir
from evergreen.session.record import write_record
from evergreen.session.record_files import RecordWriteError, record_target, write_record_file
from evergreen.ui.kit.clipboard import copy_text
from evergreen.ui.kit.scene import Host
from evergreen.ui.screens.replay.source import ReplaySource


def record_stem(source: ReplaySource) -> str:
    """The name a game's record is given in the saves' folder (before its ``.egr``)."""
    return f"evergreen-{source.game_id}"


def export_record(app: Host, source: ReplaySource) -> Path | None:
    """Write the record and copy it; a notice says where (or why not). The path written, or
    None if it could not be."""
    words = write_record(source.match, source.saved_at)
    folder = save_dir()
    try:
        folder.mkdir(parents=True, exist_ok=True)
        path = record_target(folder, record_stem(source), words)
        write_record_file(path, words, replace_record=True)
    except (RecordWriteError, OSError) as exc:
        app.notice(_("The game record could not be written: {reason}").format(reason=exc))
        return None
    if copy_text(words):
        app.notice(
            _("Game record written to {path} and copied to the clipboard.").format(path=path)
        )
    else:
        app.notice(_("Game record written to {path}.").format(path=path))
    return path
