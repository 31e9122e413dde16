"""Game records: a game as readable text, in the spirit of chess's PGN.

A record is UTF-8 text (extension ``.egr``). First the header, one tag a line, each value a
JSON string::

    [Format "1"]
    [Version "0.1.0"]
    [Date "2026-11-25T09:12:00+00:00"]
    [Seed "370782"]
    [Players "2"]
    [Sun "top"]
    [Pieces "supply"]
    [Planet "classic"]
    [Mode "standard"]
    [Seat1 "human" "Ada" "0"]
    [Seat2 "hard" "" "1"]
    [Result "172" "165"]

then one command a line, as the rules write it (``P1 take swamp/bush``). ``#`` starts a
comment, to the end of its line; the writer marks each round with one (``# Spring, round
1``). Only ``Format``, ``Seed`` and ``Players`` are required; ``Sun`` (top, right, bottom,
left), ``Pieces`` (supply, unlimited: R1.2), ``Planet`` (classic) and ``Mode`` (standard,
guided) default to the first of their values; ``Version`` says which version of Evergreen
wrote the record (only said: records written before it was kept have none); a ``SeatN`` tag
gives seat N's kind (human, random, easy, medium, hard, automa), name and colour (0-3), and
seats without one are human (the solo automa's is the automa). ``Result`` gives the final
scores in seat order: a record whose game ends otherwise is refused. Unknown tags are
passed over.

Reading trusts nothing and reads the format as written, not as Python reads text: a size
cap checked before reading and a regular file (never a pipe or a device), UTF-8, lines
split at ``\n`` (``\r\n`` too) only, so a line's number is the one an editor shows; the tag
names, numbers and commands in ASCII (no Unicode digits, spaces or look-alike letters), each
number of bounded length, then every command replayed through the rules. The first fault
is a ``RecordError`` naming its line (``line 12: …``; line 1 for the file as a whole);
every piece of the record it quotes is a short excerpt, cleaned of control characters;
nothing is made from a record half-way.
"""

from __future__ import annotations

import errno
import json
import os
import re
import stat
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import TypeVar

from evergreen.i18n import _
from evergreen.rules import Command, GameState, RulesError, Sun, new_game
from evergreen.rules.refusal import Refusal
from evergreen.rules.tables import SEASON_OF_ROUND
from evergreen.seats import SeatKind, check_seats, seat_kinds
from evergreen.session.match import Match, Mode
from evergreen.version import VERSION

FORMAT = 1
SUFFIX = ".egr"
#: A record longer than this is refused before it is read (a 4-player game is ~40 KB).
MAX_RECORD_BYTES = 2 * 2**20
SUNS = {"top": Sun.TOP, "right": Sun.RIGHT, "bottom": Sun.BOTTOM, "left": Sun.LEFT}
PIECES = {"supply": False, "unlimited": True}
PLANETS = ("classic",)
SEASON_WORDS = ("Spring", "Summer", "Autumn", "Winter")
#: The first line the game writes in a record: what tells a record it wrote from any other
#: file (an export replaces no file that does not start so).
MARK = "# An Evergreen game record: python -m evergreen record import FILE"
_TAG = re.compile(r'\[([A-Za-z][A-Za-z0-9]{0,39})((?:[ \t]+"(?:[^"\\]|\\.)*")+)[ \t]*\]')
_VALUE = re.compile(r'"(?:[^"\\]|\\.)*"')
_INTEGER = re.compile(r"-?[0-9]{1,19}")
#: ASCII digits (``str.isdigit`` and ``int`` take every script's digits too).
_DIGITS = re.compile(r"[0-9]+")
#: Digits a format number may have and still be read as a number (more is a format far
#: newer than this one: never converted, as Python refuses numbers of thousands of digits).
_FORMAT_DIGITS = 6
#: A seat's tag: Seat1, Seat2... (no leading zero; the number is checked against the game).
SEAT_TAG = re.compile(r"Seat([1-9][0-9]?)")
#: A command line as the rules write it, in ASCII: P and a seat number without a leading
#: zero, a verb, perhaps one word after it, separated by spaces or tabs.
_COMMAND = re.compile(r"[pP][1-9][0-9]{0,5}[ \t]+[A-Za-z]{1,20}(?:[ \t]+[!-~]{1,40})?")
_T = TypeVar("_T")


#: The "line" of a fault of the file as a whole (``RecordError``).
WHOLE_FILE = 0


class RecordError(ValueError):
    """A record that cannot be read; ``str()`` is ``line N: reason`` (N from 1), or the
    reason alone for what concerns the file as a whole (``WHOLE_FILE``: not a regular file,
    unreadable, too big, no record in it, a required tag missing)."""

    def __init__(
        self,
        line: int,
        reason: str,
        *,
        refusal: Refusal | None = None,
        command: Command | None = None,
        unread: str | None = None,
        match: Match | None = None,
    ) -> None:
        if line == WHOLE_FILE:
            super().__init__(reason)
        else:
            super().__init__(_("line {number}: {reason}").format(number=line, reason=reason))
        self.line = line
        self.reason = reason
        #: A command the rules refused at its point: the refusal and the command, with the
        #: match as it stood (its seats' names), for the window to word in its language.
        self.refusal = refusal
        self.command = command
        self.match = match
        #: A line that is no command at all (shown, made printable).
        self.unread = unread


@dataclass
class _Header:
    """The tags read so far, with the line each came from."""

    tags: dict[str, tuple[int, list[str]]] = field(default_factory=dict)

    def get(self, name: str) -> tuple[int, list[str]] | None:
        return self.tags.get(name)

    def one(self, name: str, default: str | None = None) -> tuple[int, str]:
        found = self.tags.get(name)
        if found is None:
            if default is None:
                raise RecordError(WHOLE_FILE, _("the header has no {tag} tag").format(tag=name))
            return 1, default
        line, values = found
        if len(values) != 1:
            raise RecordError(line, _("the {tag} tag holds one value").format(tag=name))
        return line, values[0]


# -- writing ---------------------------------------------------------------------------------
def write_record(match: Match, when: datetime | None = None) -> str:
    """The record of a match (finished or not), as text."""
    state = match.state
    o = state.options
    sun = next(word for word, side in SUNS.items() if side == o.sun_start)
    lines = [
        MARK,
        _tag("Format", str(FORMAT)),
        _tag("Version", VERSION),
    ]
    if when is not None:
        lines.append(_tag("Date", when.isoformat(timespec="seconds")))
    lines += [
        _tag("Seed", str(state.seed)),
        _tag("Players", str(o.players)),
        _tag("Sun", sun),
        _tag("Pieces", "unlimited" if o.unlimited_pieces else "supply"),
        _tag("Planet", o.planet),
        _tag("Mode", match.mode.value),
    ]
    for seat, kind in enumerate(match.seats):
        lines.append(
            _tag(f"Seat{seat + 1}", kind.value, match.names[seat], str(match.colours[seat]))
        )
    if state.is_over:
        lines.append(_tag("Result", *(str(score) for score in state.scores)))
    lines.append("")
    lines += _moves(match)
    return "\n".join(lines) + "\n"


def _moves(match: Match) -> list[str]:
    """The log, one command a line, with a comment where each round begins."""
    state = new_game(
        match.state.options.players,
        match.state.seed,
        match.state.options.sun_start,
        match.state.options.planet,
        match.state.options.unlimited_pieces,
    )
    replay = Match.restore(state, match.seats, (), match.names, colours=match.colours)
    lines: list[str] = []
    shown_round = -1
    for cmd in match.log:
        r = replay.state.round
        if r != shown_round and r < len(SEASON_OF_ROUND):
            season = SEASON_OF_ROUND[r]
            first = SEASON_OF_ROUND.index(season)
            lines.append(f"# {SEASON_WORDS[season]}, round {r - first + 1}")
            shown_round = r
        lines.append(str(cmd))
        replay.play(cmd)
    return lines


def _tag(name: str, *values: str) -> str:
    return f"[{name} {' '.join(json.dumps(v, ensure_ascii=False) for v in values)}]"


# -- reading ---------------------------------------------------------------------------------
def read_record_file(path: str | os.PathLike[str]) -> Match:
    """The match a record file holds; raises RecordError (the file is only read). Read as a
    save is (``persistence.atomic.read_limited``, which this layer may not import): a
    regular file only, its size checked before reading and never more than the cap read. A
    pipe or a device is never read (opened without waiting, then checked), so reading never
    hangs."""
    try:
        data = _read_regular(Path(path))
    except OSError as exc:
        raise RecordError(WHOLE_FILE, _read_reason(exc)) from None
    return read_record(data)


def _read_regular(file: Path) -> bytes:
    """The bytes of a regular file of at most MAX_RECORD_BYTES; raises RecordError or
    OSError."""
    if not stat.S_ISREG(os.stat(file).st_mode):
        raise RecordError(WHOLE_FILE, _("it is not a regular file"))
    fd = os.open(file, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    with open(fd, "rb") as f:
        info = os.fstat(f.fileno())  # what was opened: a file swapped in since is caught
        if not stat.S_ISREG(info.st_mode):
            raise RecordError(WHOLE_FILE, _("it is not a regular file"))
        if info.st_size > MAX_RECORD_BYTES:
            raise RecordError(WHOLE_FILE, _too_big(info.st_size))
        data = f.read(MAX_RECORD_BYTES + 1)
    if len(data) > MAX_RECORD_BYTES:
        raise RecordError(WHOLE_FILE, _too_big(len(data)))
    return data


def _read_reason(exc: OSError) -> str:
    """Why a record file could not be read, in words."""
    if exc.errno == errno.ENOENT:
        return _("the file does not exist")
    if exc.errno in (errno.EACCES, errno.EPERM):
        return _("there is no permission to read it")
    if exc.errno == errno.EISDIR:
        return _("it is a folder, not a file")
    return _("the file cannot be read ({detail})").format(
        detail=(exc.strerror or type(exc).__name__).lower()
    )


def read_record(data: bytes | str) -> Match:
    """The match a record holds, every command checked by the rules; raises RecordError
    naming the first bad line."""
    if isinstance(data, bytes):
        if len(data) > MAX_RECORD_BYTES:
            raise RecordError(WHOLE_FILE, _too_big(len(data)))
        try:
            text = data.decode("utf-8-sig")
        except UnicodeDecodeError as exc:
            bad = data[: exc.start].count(b"\n") + 1
            raise RecordError(bad, _("it is not UTF-8 text")) from None
    else:
        text = data
    header = _Header()
    moves: list[tuple[int, str]] = []
    for number, raw in enumerate(record_lines(text), start=1):
        line = _without_comment(raw).strip(" \t")
        if not line:
            continue
        if line.startswith("["):
            if moves:
                raise RecordError(number, _("a header tag stands after the first command"))
            _read_tag(header, number, line)
        else:
            moves.append((number, line))
    if not header.tags and not moves:
        raise RecordError(WHOLE_FILE, _("the file holds no game record"))
    match = _start(header)
    _play(match, moves)
    _check_result(header, match)
    return match


def record_lines(text: str) -> list[str]:
    """The lines of a record as the format has them: split at ``\n`` only (a ``\r`` before
    it is part of the line break), not at every break Python knows (``splitlines`` also
    splits at U+2028, form feeds..., which would shift every line number after them)."""
    return [line.removesuffix("\r") for line in text.split("\n")]


def _without_comment(line: str) -> str:
    """The line before its comment (``#`` outside a quoted value)."""
    quoted = False
    escaped = False
    for i, ch in enumerate(line):
        if escaped:
            escaped = False
        elif ch == "\\" and quoted:
            escaped = True
        elif ch == '"':
            quoted = not quoted
        elif ch == "#" and not quoted:
            return line[:i]
    return line


def _read_tag(header: _Header, number: int, line: str) -> None:
    m = _TAG.fullmatch(line)
    if m is None:
        raise RecordError(number, _('a header line reads [Name "value"]'))
    name = m[1]
    if name in header.tags:
        raise RecordError(number, _("the {tag} tag is given twice").format(tag=name))
    if re.fullmatch("Seat[0-9]+", name) and SEAT_TAG.fullmatch(name) is None:
        reason = _("a seat's tag is written Seat1, Seat2…, not “{value}”")
        raise RecordError(number, reason.format(value=printable(name, 40)))
    try:
        values = [json.loads(v) for v in _VALUE.findall(m[2])]
    except ValueError:
        raise RecordError(number, _('a header line reads [Name "value"]')) from None
    if any(not v.isprintable() for v in values):
        raise RecordError(number, _("a header value holds control characters"))
    header.tags[name] = (number, values)


def _start(header: _Header) -> Match:
    """The new game the header describes, its seats filled in."""
    line, fmt = header.one("Format")
    version = fmt.lstrip("0")
    if not _DIGITS.fullmatch(fmt) or not version:
        raise RecordError(
            line, _("its format is a whole number, not “{value}”").format(value=printable(fmt, 40))
        )
    if len(version) > _FORMAT_DIGITS or int(version) > FORMAT:
        reason = _(
            "it was written by a newer version of Evergreen (record format {version}; this "
            "version reads format {newest})"
        ).format(version=printable(version, 20), newest=FORMAT)
        raise RecordError(line, reason)
    seed = _number(header, "Seed", -(2**63), 2**63 - 1)
    players = _number(header, "Players", 1, 4)
    sun = _choice(header, "Sun", SUNS)
    unlimited = _choice(header, "Pieces", PIECES)
    line, planet = header.one("Planet", PLANETS[0])
    if planet not in PLANETS:
        raise RecordError(
            line,
            _("it is a game on another planet (“{value}”)").format(value=printable(planet, 40)),
        )
    line, mode = header.one("Mode", Mode.STANDARD.value)
    if mode not in {m.value for m in Mode}:
        raise RecordError(
            line, _("“{value}” is not a mode of play").format(value=printable(mode, 40))
        )
    state = new_game(players, seed, sun, planet, unlimited)
    kinds, names, colours = _seats(header, state)
    try:
        return Match.restore(state, kinds, (), names, mode=Mode(mode), colours=colours)
    except ValueError as exc:
        raise _seats_unfit(min(_seat_lines(header).values(), default=None), header, exc) from None


def _seat_lines(header: _Header) -> dict[int, int]:
    """The line of each seat's tag, by seat (from 0), in the order of the lines."""
    found = {}
    for name, (line, _values) in sorted(header.tags.items(), key=lambda tag: tag[1][0]):
        m = SEAT_TAG.fullmatch(name)
        if m is not None:
            found[int(m[1]) - 1] = line
    return found


def _seats_unfit(line: int | None, header: _Header, exc: ValueError) -> RecordError:
    """Seats that do not fit the game, named at the seat tag at fault (else at the Players
    tag, which says how many seats there are)."""
    reason = _("its seats do not fit the game ({detail})").format(detail=printable(str(exc), 120))
    return RecordError(line if line is not None else header.one("Players")[0], reason)


def _number(header: _Header, tag: str, low: int, high: int) -> int:
    line, value = header.one(tag)
    if not _INTEGER.fullmatch(value) or not low <= int(value) <= high:
        reason = _("the {tag} tag is a whole number from {low} to {high}, not “{value}”")
        raise RecordError(
            line, reason.format(tag=tag, low=low, high=high, value=printable(value, 40))
        )
    return int(value)


def _choice(header: _Header, tag: str, choices: dict[str, _T]) -> _T:
    line, value = header.one(tag, next(iter(choices)))
    if value not in choices:
        reason = _("the {tag} tag is one of {choices}, not “{value}”").format(
            tag=tag, choices=", ".join(choices), value=printable(value, 40)
        )
        raise RecordError(line, reason)
    return choices[value]


def _seats(header: _Header, state: GameState) -> tuple[list[SeatKind], list[str], list[int]]:
    players = state.options.players
    count = players + 1 if players == 1 else players
    kinds = [SeatKind.HUMAN] * players + ([SeatKind.AUTOMA] if players == 1 else [])
    names = [""] * count
    colours = list(range(count))
    lines = _seat_lines(header)
    for seat, line in lines.items():
        values = header.tags[f"Seat{seat + 1}"][1]
        if not 0 <= seat < count:
            raise RecordError(line, _("this game has no seat {seat}").format(seat=seat + 1))
        if len(values) != 3:
            raise RecordError(line, _("a seat tag holds its kind, name and colour"))
        kind, seat_name, colour = values
        if kind not in {k.value for k in seat_kinds()}:
            raise RecordError(
                line, _("“{value}” is not a kind of seat").format(value=printable(kind, 40))
            )
        if colour not in {"0", "1", "2", "3"}:
            raise RecordError(
                line,
                _("a seat's colour is 0 to 3, not “{value}”").format(value=printable(colour, 40)),
            )
        kinds[seat], names[seat], colours[seat] = SeatKind(kind), seat_name, int(colour)
    try:
        check_seats(state, kinds)
    except ValueError as exc:
        wrong = [
            seat
            for seat, kind in enumerate(kinds)
            if (seat == state.automa_seat) != (kind is SeatKind.AUTOMA) and seat in lines
        ]
        raise _seats_unfit(lines[wrong[0]] if wrong else None, header, exc) from None
    return kinds, names, colours


def _play(match: Match, moves: list[tuple[int, str]]) -> None:
    for number, text in moves:
        try:
            if _COMMAND.fullmatch(text) is None:  # ASCII only: no em-space, no Kelvin sign
                example = _("a command reads like “{example}”, in ASCII")
                raise RulesError(example.format(example="P1 plant r2c3"))
            cmd = Command.parse(text)
        except RulesError as exc:
            shown = printable(text)
            reason = _("“{text}” is not a command ({detail})").format(
                text=shown, detail=printable(str(exc), 120)
            )
            raise RecordError(number, reason, unread=shown) from None
        refusal = match.play(cmd)
        if refusal is not None:
            reason = _("the command “{command}” is not allowed here ({reason})").format(
                command=cmd, reason=str(refusal).rstrip(".")
            )
            raise RecordError(number, reason, refusal=refusal, command=cmd, match=match)
    match.events.clear()


def _check_result(header: _Header, match: Match) -> None:
    found = header.get("Result")
    if found is None:
        return
    line, values = found
    if not match.is_over:
        raise RecordError(line, _("it gives a result, but its game is not over"))
    scores = tuple(str(s) for s in match.state.scores)
    if tuple(values) != scores:
        reason = _("its result is {given}, but the game it holds ends {real}").format(
            given=printable(" ".join(values), 40), real=" ".join(scores)
        )
        raise RecordError(line, reason)


def printable(text: str, limit: int = 60) -> str:
    """A piece of a record as it can be shown: at most ``limit`` characters (an ellipsis
    if cut), each control or unprintable character as '�'."""
    cut = text[:limit] + ("…" if len(text) > limit else "")
    return "".join(ch if ch.isprintable() else "\ufffd" for ch in cut)


def header_tags(text: str) -> dict[str, list[str]]:
    """The header's tags as far as they read (no check, nothing replayed): what a list of
    records shows before one is imported. Stops at the first command or bad line."""
    header = _Header()
    for number, raw in enumerate(record_lines(text), start=1):
        line = _without_comment(raw).strip(" \t")
        if not line:
            continue
        if not line.startswith("["):
            break
        try:
            _read_tag(header, number, line)
        except RecordError:
            break
    return {name: values for name, (_line, values) in header.tags.items()}


def _too_big(size: int) -> str:
    return _("it is {size} KB, more than the {limit} KB a record may be").format(
        size=size // 1024, limit=MAX_RECORD_BYTES // 1024
    )


__all__ = [
    "FORMAT",
    "MARK",
    "MAX_RECORD_BYTES",
    "SUFFIX",
    "SEAT_TAG",
    "RecordError",
    "header_tags",
    "printable",
    "read_record",
    "record_lines",
    "read_record_file",
    "write_record",
]
