"""The command line's subcommands (``python -m evergreen record …``): the game's files
without the window. Each returns the process's exit code: 0 done, 2 bad input (one sentence
on stderr, nothing written).

Each subcommand imports what it needs when it runs, not at the top: ``python -m evergreen``
imports this module on every start (``SUBCOMMANDS``), so ``--help`` (0.1 s in all), ``--text``
and ``daily`` (the rules only) would otherwise wait for the saves' models, the history and
the review's bots (about 0.6 s more); and Ctrl-C while they load is caught as a command's
(exit 130, no traceback)."""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Sequence
from pathlib import Path

#: Sampled worlds per option in a review (``review.judge.DEFAULT_BUDGET``, kept here so
#: that --help needs no bot code).
DEFAULT_BUDGET = 24
#: The first words that name a subcommand rather than the window's options.
SUBCOMMANDS = frozenset({"record", "analyse", "daily", "stats"})


def run(argv: Sequence[str]) -> int:
    """Run a subcommand; the exit code."""
    args = _parser().parse_args(list(argv))
    if getattr(args, "save_dir", None):
        from evergreen.persistence.paths import SAVE_DIR_ENV  # lazy: see the docstring
        from evergreen.typed_paths import path_problem

        problem = path_problem(args.save_dir)
        if problem is not None:
            print(f"evergreen: --save-dir {args.save_dir} {problem}", file=sys.stderr)
            return 2
        os.environ[SAVE_DIR_ENV] = args.save_dir
    if args.command == "record" and args.action == "import":
        problem = _folder_problem()
        if problem is not None:
            print(problem, file=sys.stderr)
            return 2
    if args.command == "stats":
        return _stats(args.json)
    if args.command == "daily":
        return _daily(args.date)
    if args.command == "analyse":
        return _analyse(Path(args.save), args.budget, args.json, args.engine)
    if args.action == "export":
        return _export(Path(args.save), args.output, args.force)
    return _import(Path(args.file))


def folder_problem(names: Sequence[str]) -> str | None:
    """The sentence refusing the first folder given by one of the environment variables
    ``names`` that cannot be written to on this system (``typed_paths``); None if none."""
    from evergreen.typed_paths import path_problem  # lazy: see the docstring

    for name in names:
        value = os.environ.get(name, "")
        problem = path_problem(value) if value else None
        if problem is not None:
            return f"evergreen: ${name} ({value}) {problem}"
    return None


def _folder_problem() -> str | None:
    from evergreen.persistence.paths import SAVE_DIR_ENV  # lazy: see the docstring

    return folder_problem([SAVE_DIR_ENV])


def _stats(as_json: bool) -> int:
    """The statistics of the player's history; never a traceback: a failure nobody foresaw
    exits 2 with one sentence on stderr."""
    from evergreen.progress.history import read_history  # lazy: see the docstring
    from evergreen.progress.statistics import figures

    try:
        entries, message = read_history()
        found = figures(entries)
        if as_json:
            text = json.dumps(found, ensure_ascii=False, indent=1)
        else:
            solo = found["solo"]
            text = f"games {found['games']}; solo {solo['games']}"
            if solo["games"]:
                text += f": best {solo['best']}, mean {solo['mean']}, median {solo['median']}"
    except Exception as exc:  # the one place a failure of any kind becomes a sentence
        reason = (str(exc).splitlines() or [""])[0][:200] or type(exc).__name__
        print(f"evergreen: the statistics could not be worked out: {reason}", file=sys.stderr)
        return 2
    if message:
        print(f"evergreen: {message}", file=sys.stderr)
    print(text)
    return 0


def _daily(day: str | None) -> int:
    from evergreen.session.daily import calendar_day, daily_deal  # lazy: see the docstring

    if day is None:
        print(daily_deal().code)
        return 0
    when = calendar_day(day)  # not fromisoformat alone: it takes 2024-W01-1, 20240101...
    if when is None:
        print(f"evergreen: --date is a day written YYYY-MM-DD, not {day!r}", file=sys.stderr)
        return 2
    print(daily_deal(when).code)
    return 0


def _analyse(save: Path, budget: int, as_json: bool, engine: str = "hard") -> int:
    from evergreen.persistence import SaveError, load  # lazy: see the docstring
    from evergreen.persistence_words import error_text  # lazy: see the docstring
    from evergreen.review.analysis import review_match

    if budget < 1:
        print("evergreen: --budget is a whole number from 1", file=sys.stderr)
        return 2
    try:
        match = load(save).match
    except SaveError as exc:
        print(f"evergreen: {error_text(exc)}", file=sys.stderr)
        return 2
    review = review_match(match, budget, engine=engine)
    if as_json:
        for reviewed in review.decisions:
            print(json.dumps(reviewed.as_json(), ensure_ascii=False))
        return 0
    print(f"{'ply':>4}  {'seat':>4}  {'grade':<10}  {'loss':>5}  taken → best")
    for r in review.decisions:
        j = r.judgement
        taken, best = " ".join(map(str, j.taken)), " ".join(map(str, j.best))
        line = f"{r.decision.start:>4}  P{r.decision.seat + 1:<3}  {r.grade.value:<10}  "
        print(f"{line}{j.loss:>5.1f}  {taken}" + ("" if j.loss <= 0 else f"  →  {best}"))
    print(f"accuracy {review.accuracy():.1f}; VP lost by season", end=" ")
    print(", ".join(f"{v:.1f}" for v in review.lost_by_season()))
    return 0


def _export(save: Path, output: str | None, force: bool = False) -> int:
    """Write a save's record to stdout or to ``output``, which must be a new file or (with
    ``force``) a record the game wrote: never a save, an autosave or any other file."""
    from evergreen.persistence import SaveError, load  # lazy: see the docstring
    from evergreen.persistence_words import error_text  # lazy: see the docstring
    from evergreen.session.record import write_record
    from evergreen.session.record_files import RecordWriteError, write_record_file
    from evergreen.typed_paths import path_problem

    if output is not None and Path(output).name in {"", ".", ".."}:
        print(f"evergreen: -o is the name of the file to write, not {output!r}", file=sys.stderr)
        return 2
    if output is not None and (problem := path_problem(output)) is not None:
        print(f"evergreen: -o {output} {problem}", file=sys.stderr)
        return 2
    try:
        loaded = load(save)
    except SaveError as exc:
        print(f"evergreen: {error_text(exc)}", file=sys.stderr)
        return 2
    text = write_record(loaded.match, loaded.save.saved_at)
    if output is None:
        sys.stdout.write(text)
        return 0
    try:
        write_record_file(Path(output), text, replace_record=force)
    except RecordWriteError as exc:
        if exc.record_there:
            print(
                f"evergreen: {output} is a game record already; --force replaces it",
                file=sys.stderr,
            )
        else:
            print(f"evergreen: {exc}", file=sys.stderr)
        return 2
    return 0


def _import(file: Path) -> int:
    from evergreen.persistence import SaveError  # lazy: see the docstring
    from evergreen.persistence_words import error_text  # lazy: see the docstring
    from evergreen.session.record import RecordError, printable
    from evergreen.session.record_files import import_file

    try:
        path = import_file(file)
    except RecordError as exc:
        print(f"evergreen: {printable(file.name or str(file))}: {exc}", file=sys.stderr)
        return 2
    except SaveError as exc:
        print(f"evergreen: {error_text(exc)}", file=sys.stderr)
        return 2
    print(path)
    return 0


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="evergreen", description="Evergreen's files, no window.")
    commands = p.add_subparsers(dest="command", required=True)
    record = commands.add_parser("record", help="game records (.egr): export and import")
    actions = record.add_subparsers(dest="action", required=True)
    export = actions.add_parser("export", help="write a save's game record")
    export.add_argument("save", metavar="SAVE", help="a save file")
    export.add_argument("-o", "--output", metavar="FILE", help="write here, not to stdout")
    export.add_argument(
        "--force", action="store_true", help="replace FILE if it is a game record already"
    )
    imported = actions.add_parser("import", help="make a save from a game record")
    imported.add_argument("file", metavar="FILE", help="a game record")
    imported.add_argument("--save-dir", metavar="DIR", help="folder of saves")
    stats = commands.add_parser("stats", help="statistics of the finished games")
    stats.add_argument("--json", action="store_true", help="every figure as JSON")
    stats.add_argument("--save-dir", metavar="DIR", help="folder of saves")
    daily = commands.add_parser("daily", help="print the challenge code of a day's deal")
    daily.add_argument("--date", metavar="YYYY-MM-DD", help="that day (default: today)")
    analyse = commands.add_parser("analyse", help="the Hard (or Expert) bot's review of a game")
    analyse.add_argument("save", metavar="SAVE", help="a save file")
    analyse.add_argument(
        "--budget", type=int, default=DEFAULT_BUDGET, help="sampled worlds per option"
    )
    analyse.add_argument("--json", action="store_true", help="one JSON object per decision")
    analyse.add_argument(
        "--engine", choices=("hard", "expert"), default="hard", help="the bot that judges"
    )
    return p
