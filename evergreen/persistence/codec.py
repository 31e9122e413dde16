"""Untrusted bytes → a checked save → a replayed match; every failure is a SaveError."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from evergreen.rules import Command, GameState, RulesError, Sun, new_game
from evergreen.seats import SeatKind
from evergreen.session.match import Match, Mode, ReplayError

from .errors import load_error
from .migrations import upgrade
from .models import SaveFile, summary_of
from .reasons import JsonKind, Reason, Why


def parse_save(data: bytes, path: Path) -> SaveFile:
    """Decode, upgrade and validate a save's bytes (no replay); raises SaveError."""
    raw = decode_json(data, path)
    if not isinstance(raw, dict):
        raise load_error(path, Reason(Why.NOT_AN_OBJECT, json=_kind(raw)))
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
        raise load_error(path, Reason(Why.BAD_OPTIONS, detail=str(exc))) from None
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
        problem = Reason(
            Why.ILLEGAL_COMMAND,
            number=exc.index + 1,
            command=str(exc.command),
            refusal=str(exc.reason).rstrip("."),
        )
        raise load_error(path, problem) from None
    except ValueError as exc:
        raise load_error(path, Reason(Why.SEATS_MISFIT, detail=str(exc))) from None
    match.origin = save.origin.origin()
    match.undos = save.undos
    _check_snapshot(match.state, save.snapshot, path)
    if summary_of(match.state) != save.summary:
        raise load_error(path, Reason(Why.SUMMARY_MISMATCH))
    return match


def decode_json(data: bytes, path: Path) -> Any:
    """The JSON value in untrusted bytes; raises SaveError (empty, not UTF-8, not JSON, ...)."""
    if not data.strip():
        raise load_error(path, Reason(Why.EMPTY))
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise load_error(path, Reason(Why.NOT_UTF8, position=exc.start)) from None
    try:
        return json.loads(text, parse_constant=_no_constant)
    except json.JSONDecodeError as exc:
        if exc.pos >= len(text.rstrip()) or exc.msg.startswith("Unterminated string"):
            raise load_error(path, Reason(Why.CUT_SHORT)) from None
        problem = Reason(Why.NOT_JSON, detail=exc.msg.lower(), line=exc.lineno, column=exc.colno)
        raise load_error(path, problem) from None
    except RecursionError:
        raise load_error(path, Reason(Why.TOO_DEEP)) from None
    except ValueError as exc:  # NaN/Infinity, or an integer too long to convert
        if "digits" in str(exc):
            raise load_error(path, Reason(Why.TOO_MANY_DIGITS)) from None
        raise load_error(path, Reason(Why.UNREADABLE_VALUE, detail=str(exc))) from None


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a number a save may hold")


def _kind(value: Any) -> JsonKind:
    kinds = {list: JsonKind.LIST, str: JsonKind.STRING, bool: JsonKind.BOOL}
    return JsonKind.NULL if value is None else kinds.get(type(value), JsonKind.NUMBER)


def _first_problem(exc: ValidationError) -> Reason:
    """The first field pydantic found not valid ('' for the whole save), and why."""
    first = exc.errors(include_url=False)[0]
    where = "".join(f"[{p}]" if isinstance(p, int) else f".{p}" for p in first["loc"])
    detail = f"{first['msg'][0].lower()}{first['msg'][1:]}"
    return Reason(Why.BAD_FIELD, field=where.lstrip("."), detail=detail)


def _command(index: int, text: str, path: Path) -> Command:
    try:
        return Command.parse(text)
    except RulesError as exc:
        problem = Reason(Why.UNREADABLE_COMMAND, number=index + 1, detail=str(exc))
        raise load_error(path, problem) from None


def _check_snapshot(state: GameState, snapshot: dict[str, Any], path: Path) -> None:
    try:
        saved = GameState.from_json(json.dumps(snapshot))
    except RulesError as exc:
        raise load_error(path, Reason(Why.SNAPSHOT_DAMAGED, detail=str(exc))) from None
    except RecursionError:
        raise load_error(path, Reason(Why.SNAPSHOT_TOO_DEEP)) from None
    if saved != state:
        differ = [f for f, a, b in zip(state._fields, state, saved, strict=True) if a != b]
        raise load_error(path, Reason(Why.SNAPSHOT_MISMATCH, fields=tuple(differ)))
