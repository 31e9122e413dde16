"""`python -m evergreen`: the game window (or, with --text, a bots-only game in the terminal).

What only one way of starting needs is imported on that way only: the window's modules
(pygame and the App's: about 0.7 s), the terminal's game and the saves' package (pydantic's
models) are not loaded for ``--help``, a subcommand (``cli`` imports its own) or the other
way of playing."""

from __future__ import annotations

import argparse
import logging
import multiprocessing
import os
import sys
import time

from evergreen.cli import SUBCOMMANDS, folder_problem, run
from evergreen.version import VERSION

STARTED = time.perf_counter()
#: A command's exit code when Ctrl-C stops it (128 + SIGINT, as a shell reports it).
INTERRUPTED = 130
#: Where crash logs go (``evergreen.ui.screens.crash.LOG_DIR_ENV``: not imported, as that
#: would load the window's code before the folders are checked).
LOG_DIR_ENV = "EVERGREEN_LOG_DIR"
#: The exit code when the reader of our output went away (``| head``): 128 + SIGPIPE.
BROKEN_PIPE = 141


def main(argv: list[str] | None = None) -> int:
    """Parse the command line and open the window."""
    multiprocessing.freeze_support()  # a frozen build's bot workers start through here
    words = sys.argv[1:] if argv is None else argv
    if words and words[0] in SUBCOMMANDS:
        try:
            return run(words)
        except KeyboardInterrupt:  # Ctrl-C: stop quietly, as command-line tools do
            return INTERRUPTED
        except BrokenPipeError:  # the reader went away (``| head``): stop quietly too
            devnull = os.open(os.devnull, os.O_WRONLY)  # the flush at exit must not fail
            os.dup2(devnull, sys.stdout.fileno())
            return BROKEN_PIPE
    args = _parser().parse_args(argv)
    logging.basicConfig(level=logging.INFO, format="evergreen: %(message)s")
    if args.save_dir:  # everything that saves asks evergreen.persistence.save_dir()
        from evergreen.persistence.paths import SAVE_DIR_ENV  # lazy: see the docstring
        from evergreen.typed_paths import path_problem

        problem = path_problem(args.save_dir)
        if problem is not None:
            print(f"evergreen: --save-dir {args.save_dir} {problem}", file=sys.stderr)
            return 2
        os.environ[SAVE_DIR_ENV] = args.save_dir
    if args.text:
        from evergreen.terminal.play import play_in_terminal  # lazy: see the docstring

        return play_in_terminal(args.players or 2, args.seed if args.seed is not None else 1)
    if args.players is not None and not 1 <= args.players <= 4:
        print("evergreen: --players must be 1 to 4", file=sys.stderr)
        return 2
    from evergreen.persistence.paths import CONFIG_DIR_ENV, SAVE_DIR_ENV  # lazy: see the docstring

    problem = folder_problem([SAVE_DIR_ENV, CONFIG_DIR_ENV, LOG_DIR_ENV])
    if problem is not None:  # the window writes in all three
        print(problem, file=sys.stderr)
        return 2
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame  # lazy (see the docstring), and once its banner is hidden

    from evergreen.ui.app import App, Options
    from evergreen.ui.kit.speed import Speed

    options = Options(
        size=args.size,
        players=args.players,
        seed=args.seed,
        demo=args.demo,
        frames=args.frames,
        seconds=args.seconds,
        speed=Speed(args.speed) if args.speed else None,
        started=STARTED,
    )
    try:
        app = App(options)
    except pygame.error as exc:
        print(
            f"evergreen: cannot open the game window ({exc}); is a display available?",
            file=sys.stderr,
        )
        return 1
    except Exception as exc:  # before the window could show the apology screen
        from evergreen.ui.screens.crash import write_crash_log  # only for a failed start

        path = write_crash_log(exc)
        where = f"details in {path}" if path else "the details are above (no log could be written)"
        print(f"evergreen: sorry, the game could not start; {where}", file=sys.stderr)
        return 1
    return app.run()


def _size(text: str) -> tuple[int, int]:
    try:
        w, h = (int(v) for v in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError("size is WIDTHxHEIGHT, e.g. 1280x800") from None
    return w, h


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="evergreen", description="Evergreen, the tree-growing board game."
    )
    p.add_argument(
        "--version", action="version", version=f"Evergreen {VERSION}", help="say the version, exit"
    )
    p.add_argument("--players", type=int, help="start a game directly with 1 (solo) to 4 players")
    p.add_argument("--seed", type=int, help="the game's seed")
    p.add_argument("--demo", action="store_true", help="bots play on their own, looping")
    p.add_argument("--frames", type=int, help="render this many frames and exit (smoke test)")
    p.add_argument(
        "--seconds", type=float, help="run this long and exit, saving nothing (benchmarks)"
    )
    p.add_argument("--size", type=_size, help="window size, e.g. 1600x1000 (default: as last time)")
    p.add_argument(
        "--speed", choices=["off", "normal", "fast"], help="animation speed (default: the setting)"
    )
    p.add_argument("--text", action="store_true", help="play a bots-only game in the terminal")
    p.add_argument(
        "--save-dir", metavar="DIR", help="folder for saves and autosaves ($EVERGREEN_SAVE_DIR)"
    )
    return p


if __name__ == "__main__":
    sys.exit(main())
