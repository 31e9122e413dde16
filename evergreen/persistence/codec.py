"""Untrusted bytes → a checked save → a replayed match; every failure is a SaveError."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from evergreen.i18n import _
from evergreen.rules import Command, GameState, RulesError, Sun, new_game
from evergreen.seats import SeatKind
from evergreen.session.match import Match, Mode, ReplayError

from .errors import load_error
from .migrations import upgrade
from .models import SaveFile, summary_of


def parse_save(data: bytes, path: Path) -> SaveFile:
    """Decode, upgrade and validate a save's bytes (no replay); raises SaveError."""
    raw = decode_json(data, path)
    if not isinstance(raw, dict):
        raise load_error(
            path, _("it holds {kind}, not a save (a JSON object)").format(kind=_kind(raw))
        )
    try:
        return SaveFile.model_validate(upgrade(raw, path))
    except ValidationError as exc:
        raise load_error(path, _first_problem(exc)) from None


def restore(save: SaveFile, path: Path) -> Match:
    """Replay a save's log from its seed and check the result against its snapshot and
    summary; the match is at the exact saved state, undo history of the turn included, with
    the save's game id and mode."""
    opts = save.options
    try:
        start = new_game(
            opts.players, save.seed, Sun(opts.sun_start), opts.planet, opts.unlimited_pieces
        )
    except RulesError as exc:
        problem = _("its game options are not valid ({detail})").format(detail=exc)
        raise load_error(path, problem) from None
    commands = [_command(i, text, path) for i, text in enumerate(save.log)]
    kinds = [SeatKind(seat.kind) for seat in save.seats]
    names = [seat.name for seat in save.seats]
    colours = [seat.colour for seat in save.seats]
    try:
        match = Match.restore(
            start,
            kinds,
            commands,
            names,
            game_id=save.game_id,
            mode=Mode(save.mode),
            colours=colours,
        )
    except ReplayError as exc:
        problem = _(
            "command {number} of its log ({command}) is illegal at that point: {reason}"
        ).format(number=exc.index + 1, command=exc.command, reason=str(exc.reason).rstrip("."))
        raise load_error(path, problem) from None
    except ValueError as exc:
        problem = _("its seats do not fit the game ({detail})").format(detail=exc)
        raise load_error(path, problem) from None
    match.origin = save.origin.origin()
    match.undos = save.undos
    _check_snapshot(match.state, save.snapshot, path)
    if summary_of(match.state) != save.summary:
        raise load_error(path, _("its summary does not match the game it holds"))
    return match


def decode_json(data: bytes, path: Path) -> Any:
    """The JSON value in untrusted bytes; raises SaveError (empty, not UTF-8, not JSON, ...)."""
    if not data.strip():
        raise load_error(path, _("the file is empty"))
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        problem = _("it is not UTF-8 text (bad byte at position {position})")
        raise load_error(path, problem.format(position=exc.start)) from None
    try:
        return json.loads(text, parse_constant=_no_constant)
    except json.JSONDecodeError as exc:
        if exc.pos >= len(text.rstrip()) or exc.msg.startswith("Unterminated string"):
            raise load_error(path, _("it is cut short (the JSON ends too early)")) from None
        problem = _("it is not valid JSON ({detail}, line {line}, column {column})").format(
            detail=exc.msg.lower(), line=exc.lineno, column=exc.colno
        )
        raise load_error(path, problem) from None
    except RecursionError:
        raise load_error(path, _("its JSON is nested too deeply")) from None
    except ValueError as exc:  # NaN/Infinity, or an integer too long to convert
        if "digits" in str(exc):
            raise load_error(path, _("it holds a number with far too many digits")) from None
        problem = _("it holds a value that cannot be read ({detail})").format(detail=exc)
        raise load_error(path, problem) from None


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a number a save may hold")


def _kind(value: Any) -> str:
    names = {
        list: _("a JSON list"),
        str: _("a JSON string"),
        bool: _("JSON true/false"),
        type(None): _("JSON null"),
    }
    return names.get(type(value)) or _("a JSON number")


def _first_problem(exc: ValidationError) -> str:
    first = exc.errors(include_url=False)[0]
    where = "".join(f"[{p}]" if isinstance(p, int) else f".{p}" for p in first["loc"])
    where = where.lstrip(".") or _("the whole save")
    detail = f"{first['msg'][0].lower()}{first['msg'][1:]}"
    return _("{field} is not valid ({detail})").format(field=where, detail=detail)


def _command(index: int, text: str, path: Path) -> Command:
    try:
        return Command.parse(text)
    except RulesError as exc:
        problem = _("command {number} of its log cannot be read ({detail})")
        raise load_error(path, problem.format(number=index + 1, detail=exc)) from None


def _check_snapshot(state: GameState, snapshot: dict[str, Any], path: Path) -> None:
    try:
        saved = GameState.from_json(json.dumps(snapshot))
    except RulesError as exc:
        problem = _("its snapshot is damaged ({detail})").format(detail=exc)
        raise load_error(path, problem) from None
    except RecursionError:
        raise load_error(path, _("its snapshot is nested too deeply")) from None
    if saved != state:
        differ = [f for f, a, b in zip(state._fields, state, saved, strict=True) if a != b]
        problem = _("its snapshot does not match its command log (they differ in {fields})")
        raise load_error(path, problem.format(fields=", ".join(differ)))
