"""The command line's record export and import against hostile paths, run as the real
program (``python -m evergreen``): a missing file, a folder, a pipe, ``/dev/zero``, an empty
name, a file over the size limit, a save, an autosave or the save being exported as the
output; each exits 2 with one sentence on stderr and leaves every file as it was. An export
replaces a record the game wrote only with ``--force``. Ctrl-C stops a command quietly
(exit 130), and one started with Ctrl-C ignored (in the background) keeps ignoring it;
``daily --date`` takes YYYY-MM-DD and nothing else."""

from __future__ import annotations

import os
import signal
import stat
import subprocess
import sys
from pathlib import Path

import pytest

from evergreen.persistence import EXAMPLES_DIR, save_match
from evergreen.persistence.files import MAX_SAVE_BYTES
from evergreen.persistence.paths import CONFIG_DIR_ENV, SAVE_DIR_ENV
from evergreen.session.record import MAX_RECORD_BYTES, SUFFIX, write_record
from tests.persistence.helpers import played
from tests.waiting import DEADLINE, PipeText

ROOT = Path(__file__).resolve().parent.parent
pytestmark = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs named pipes")


def evergreen(*args: str, home: Path, timeout: float = 60) -> subprocess.CompletedProcess[str]:
    """``python -m evergreen`` with arguments, its saves and settings under ``home``."""
    env = {**os.environ, SAVE_DIR_ENV: str(home / "saves"), CONFIG_DIR_ENV: str(home / "cfg")}
    return subprocess.run(
        [sys.executable, "-m", "evergreen", *args],
        capture_output=True,
        text=True,
        timeout=timeout,
        env=env,
        cwd=ROOT,
        check=False,
    )


def snapshot(folder: Path) -> dict[str, tuple[str, bytes]]:
    """Everything under a folder: each entry's kind and, for a regular file, its bytes."""
    found: dict[str, tuple[str, bytes]] = {}
    for path in sorted(folder.rglob("*")):
        name = str(path.relative_to(folder))
        if path.is_symlink():
            found[name] = ("link", os.readlink(path).encode())
        elif path.is_fifo() or path.is_char_device():
            found[name] = ("special", b"")
        elif path.is_dir():
            found[name] = ("dir", b"")
        else:
            found[name] = ("file", path.read_bytes())
    return found


def refused(out: subprocess.CompletedProcess[str], *words: str) -> None:
    """Exit 2 and one sentence on stderr (no traceback), naming what is wrong."""
    assert out.returncode == 2, (out.returncode, out.stderr[-500:])
    assert out.stderr.count("\n") == 1 and "Traceback" not in out.stderr, out.stderr
    assert out.stdout == ""
    for word in words:
        assert word in out.stderr, out.stderr


def device(home: Path) -> str:
    """A character device to write to: /dev/zero itself only where it cannot be replaced.
    As root, a bad export would rename a file over /dev/zero (this happened: the machine's
    /dev/zero became a game record), so root gets a device node of its own in ``home``."""
    if os.geteuid() != 0:
        return "/dev/zero"
    node = home / "zero"
    try:
        os.mknod(node, stat.S_IFCHR | 0o666, os.makedev(1, 5))
    except OSError:
        pytest.skip("cannot make a device node here")
    return str(node)


@pytest.fixture
def home(tmp_path: Path) -> Path:
    """A folder of files to attack with: a save, an autosave, a record, a pipe, a folder,
    a save and a record over their size limits (sparse: no disk spent)."""
    saves = tmp_path / "saves"
    save_match(played(2, 7), "mine", saves)
    (saves / "autosave-0123456789ab.json").write_bytes((saves / "mine.json").read_bytes())
    (saves / f"old{SUFFIX}").write_text(write_record(played(2, 3, 20)), encoding="utf-8")
    (saves / "notes.txt").write_text("my notes\n", encoding="utf-8")
    os.mkfifo(saves / f"pipe{SUFFIX}")
    (saves / f"folder{SUFFIX}").mkdir()
    with open(saves / "huge.json", "wb") as f:
        f.truncate(MAX_SAVE_BYTES + 1)
    with open(saves / f"huge{SUFFIX}", "wb") as f:
        f.truncate(MAX_RECORD_BYTES + 1)
    return tmp_path


OUTPUTS = {
    "an empty name": ("", "-o"),
    "a folder": (f"saves/folder{SUFFIX}", "not a game record"),
    "a pipe": (f"saves/pipe{SUFFIX}", "not a game record"),
    "a device": ("DEVICE", "not a game record"),
    "another save": ("saves/huge.json", "not a game record"),
    "an autosave": ("saves/autosave-0123456789ab.json", "not a game record"),
    "the save it exports": ("saves/mine.json", "not a game record"),
    "a file that is no record": ("saves/notes.txt", "not a game record"),
    "a record, not forced": (f"saves/old{SUFFIX}", "--force"),
    "a missing folder": (f"saves/nowhere/new{SUFFIX}", "does not exist"),
    "a file as the folder": (f"saves/notes.txt/new{SUFFIX}", "is not a folder"),
}


@pytest.mark.parametrize("case", list(OUTPUTS))
def test_export_never_writes_over_what_is_not_a_record_of_the_game(home: Path, case: str) -> None:
    given, words = OUTPUTS[case]
    output = {"": "", "DEVICE": device(home)}.get(given, str(home / given))
    before = snapshot(home)
    refused(
        evergreen("record", "export", str(home / "saves/mine.json"), "-o", output, home=home), words
    )
    assert snapshot(home) == before
    if case not in {"an empty name", "a record, not forced", "a missing folder"}:
        forced = ("record", "export", str(home / "saves/mine.json"), "-o", output, "--force")
        refused(evergreen(*forced, home=home), words)  # --force replaces records only
        assert snapshot(home) == before


def test_export_replaces_a_record_of_the_game_with_force_and_writes_a_new_file(
    home: Path,
) -> None:
    save = str(home / "saves/mine.json")
    old = home / f"saves/old{SUFFIX}"
    assert evergreen("record", "export", save, "-o", str(old), "--force", home=home).returncode == 0
    fresh = home / f"fresh{SUFFIX}"
    assert evergreen("record", "export", save, "-o", str(fresh), home=home).returncode == 0
    assert old.read_bytes() == fresh.read_bytes()
    assert '[Seed "7"]' in fresh.read_text(encoding="utf-8")


SAVES = {
    "a missing file": ("saves/none.json", "does not exist"),
    "a folder": (f"saves/folder{SUFFIX}", "not a regular file"),
    "a pipe": (f"saves/pipe{SUFFIX}", "not a regular file"),
    "/dev/zero": ("/dev/zero", "not a regular file"),
    "an empty name": ("", "not a regular file"),
    "a save over the size limit": ("saves/huge.json", "MB"),
}


@pytest.mark.parametrize("case", list(SAVES))
def test_export_of_a_hostile_save_path_exits_2_and_writes_nothing(home: Path, case: str) -> None:
    given, words = SAVES[case]
    save = given if given in {"", "/dev/zero"} else str(home / given)
    before = snapshot(home)
    refused(evergreen("record", "export", save, "-o", str(home / f"out{SUFFIX}"), home=home), words)
    assert snapshot(home) == before


IMPORTS = {
    "a missing file": (f"saves/none{SUFFIX}", "does not exist"),
    "a folder": (f"saves/folder{SUFFIX}", "not a regular file"),
    "a pipe": (f"saves/pipe{SUFFIX}", "not a regular file"),
    "/dev/zero": ("/dev/zero", "not a regular file"),
    "an empty name": ("", "not a regular file"),
    "a record over the size limit": (f"saves/huge{SUFFIX}", "KB"),
    "a save, not a record": ("saves/mine.json", "mine.json: the header has no Format tag"),
}


@pytest.mark.parametrize("case", list(IMPORTS))
def test_import_of_a_hostile_path_exits_2_and_writes_nothing(home: Path, case: str) -> None:
    given, words = IMPORTS[case]
    file = given if given in {"", "/dev/zero"} else str(home / given)
    before = snapshot(home)
    refused(evergreen("record", "import", file, home=home, timeout=30), words)
    assert snapshot(home) == before


def signal_state(pid: int | str = "self") -> str:
    """A process's signal state as the kernel sees it (blocked, ignored and caught signals,
    as hex masks) and, for each of its threads, where it waits (``wchan``), its state and
    its blocked signals: for a failure's message."""
    lines: list[str] = []
    try:
        status = Path(f"/proc/{pid}/status").read_text().splitlines()
        lines += [line for line in status if line.startswith(("SigBlk", "SigIgn", "SigCgt"))]
        for task in sorted(Path(f"/proc/{pid}/task").iterdir()):
            wchan = (task / "wchan").read_text()
            said = (task / "status").read_text().splitlines()
            about = [x for x in said if x.startswith(("State", "SigBlk"))]
            lines.append(f"thread {task.name}: wchan {wchan} {about}")
    except OSError as exc:
        lines.append(f"({exc})")
    return "\n".join(lines)


def review_with_sigint(disposition: str, tmp_path: Path) -> tuple[subprocess.Popen[bytes], str]:
    """``evergreen analyse`` of a finished game at a budget that takes minutes, started with
    SIGINT at ``disposition``: "SIG_DFL" as a command in a terminal's foreground has it,
    "SIG_IGN" as one a script starts in the background (``evergreen analyse … &``) has it,
    whatever this process's own (``exec`` keeps an ignored signal ignored). Also returns
    this process's signal state, for a failure's message. The child reports its imports
    (``-X importtime``) on stderr."""
    env = {**os.environ, SAVE_DIR_ENV: str(tmp_path), CONFIG_DIR_ENV: str(tmp_path)}
    save = EXAMPLES_DIR / "finished-4p.json"
    set_sigint = f"import os, signal, sys; signal.signal(signal.SIGINT, signal.{disposition}); "
    set_sigint += "os.execv(sys.argv[1], sys.argv[1:])"
    command = [sys.executable, "-c", set_sigint, sys.executable, "-X", "importtime"]
    here = f"this process at Popen: mask {signal.pthread_sigmask(signal.SIG_BLOCK, [])}, "
    here += f"SIGINT handler {signal.getsignal(signal.SIGINT)}\n{signal_state()}"
    child = subprocess.Popen(
        [*command, "-m", "evergreen", "analyse", str(save), "--budget", "5000"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        env=env,
        cwd=ROOT,
    )
    return child, here


def test_ctrl_c_stops_a_command_quietly_with_130(tmp_path: Path) -> None:
    """Ctrl-C while a review runs: exit 130, nothing on stdout, no traceback. The signal is
    sent once the review's module is in, well into the command (the review takes minutes at
    this budget).

    The child is a foreground command, whose Ctrl-C must work: it starts with SIGINT at its
    default, whatever the tests' own. Tests started in the background of a script
    (``pytest … &``) ignore SIGINT, as POSIX shells have background jobs do, and so would
    every process they start: Python then raises no KeyboardInterrupt, and the review
    rightly runs on (``test_a_background_command_leaves_ctrl_c_to_the_foreground``)."""
    child, here = review_with_sigint("SIG_DFL", tmp_path)
    assert child.stderr is not None and child.stdout is not None
    err = PipeText(child.stderr)
    try:
        assert err.until(lambda text: "evergreen.review.analysis\n" in text), err.text[-2000:]
        child.send_signal(signal.SIGINT)
        # read on to the pipe's end while it stops: a child whose stderr pipe is full (its
        # import times) would wait for a reader and never end
        err.until(lambda _text: False, timeout=DEADLINE)
        stuck = f"\nthe child:\n{signal_state(child.pid)}\n{here}"
        assert err.closed, "Ctrl-C did not stop the command" + stuck
        assert child.wait(timeout=DEADLINE) == 130, err.text[-2000:]
    finally:
        child.kill()
        child.wait()
    said = [line for line in err.text.splitlines() if not line.startswith("import time:")]
    assert said == [] and child.stdout.read() == b""


@pytest.mark.skipif(not Path("/proc/self/status").exists(), reason="reads /proc")
def test_a_background_command_leaves_ctrl_c_to_the_foreground(tmp_path: Path) -> None:
    """A command started with SIGINT ignored (``evergreen analyse … &`` in a script) keeps
    ignoring it once it runs: the Ctrl-C typed for the foreground job does not stop it.
    ``evergreen`` sets no SIGINT handler of its own; the kernel's mask of ignored signals
    (``/proc``) says so while the review runs, after a Ctrl-C."""
    child, here = review_with_sigint("SIG_IGN", tmp_path)
    assert child.stderr is not None
    err = PipeText(child.stderr)
    try:
        assert err.until(lambda text: "evergreen.review.analysis\n" in text), err.text[-2000:]
        child.send_signal(signal.SIGINT)
        state = signal_state(child.pid)
        ignored = int(state.split("SigIgn:")[1].split()[0], 16)
        assert ignored & 1 << (signal.SIGINT - 1), f"{state}\n{here}"
        assert child.poll() is None, err.drain()[-2000:]
    finally:
        child.kill()
        child.wait()


@pytest.mark.parametrize(
    "day", ["2024-W01-1", "2024-001", "20240101", "2024-01-01T00:00", "٢٠٢٤-٠١-٠١", "2024-1-01"]
)
def test_daily_takes_a_day_written_yyyy_mm_dd_only(day: str, tmp_path: Path) -> None:
    refused(evergreen("daily", "--date", day, home=tmp_path), "YYYY-MM-DD")
    good = evergreen("daily", "--date", "2024-01-01", home=tmp_path)
    assert good.returncode == 0 and good.stdout.strip()


@pytest.mark.parametrize(
    "words",
    [
        ["stats", "--json"],
        ["record", "export", str(EXAMPLES_DIR / "finished-4p.json")],
        ["daily", "--date", "2026-11-28"],
    ],
)
def test_a_reader_that_goes_away_stops_a_command_quietly(words: list[str], tmp_path: Path) -> None:
    """``evergreen stats --json | head`` and the like: the reader closes the pipe before the
    command has written; it stops with 141 (128 + SIGPIPE) and no traceback."""
    env = {**os.environ, SAVE_DIR_ENV: str(tmp_path), CONFIG_DIR_ENV: str(tmp_path)}
    read, write = os.pipe()
    os.close(read)  # nobody reads: the first write fails
    try:
        done = subprocess.run(
            [sys.executable, "-m", "evergreen", *words],
            stdout=write,
            stderr=subprocess.PIPE,
            text=True,
            env=env,
            cwd=ROOT,
            timeout=120,
        )
    finally:
        os.close(write)
    assert done.returncode == 141, done.stderr[-2000:]
    assert done.stderr == ""
