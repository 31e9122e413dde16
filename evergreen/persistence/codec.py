"""Untrusted bytes → a checked save → a replayed session; every failure is a SaveError."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from evergreen.rules import Command, GameState, RulesError, Sun, new_game
from evergreen.session import ReplayError, SeatKind, Session

from .errors import load_error
from .migrations import upgrade
from .models import SaveFile, summary_of


def parse_save(data: bytes, path: Path) -> SaveFile:
    """Decode, upgrade and validate a save's bytes (no replay); raises SaveError."""
    raw = decode_json(data, path)
    if not isinstance(raw, dict):
        raise load_error(path, f"it holds {_kind(raw)}, not a save (a JSON object)")
    try:
        return SaveFile.model_validate(upgrade(raw, path))
    except ValidationError as exc:
        raise load_error(path, _first_problem(exc)) from None


def restore(save: SaveFile, path: Path) -> Session:
    """Replay a save's log from its seed and check the result against its snapshot and
    summary; the session is at the exact saved state, undo history of the turn included."""
    opts = save.options
    try:
        start = new_game(opts.players, save.seed, Sun(opts.sun_start), opts.planet)
    except RulesError as exc:
        raise load_error(path, f"its game options are not valid ({exc})") from None
    commands = [_command(i, text, path) for i, text in enumerate(save.log)]
    kinds = [SeatKind(seat.kind) for seat in save.seats]
    names = [seat.name for seat in save.seats]
    try:
        session = Session.restore(start, kinds, commands, names)
    except ReplayError as exc:
        raise load_error(
            path,
            f"command {exc.index + 1} of its log ({exc.command}) is illegal at that point: "
            f"{exc.reason.rstrip('.')}",
        ) from None
    except ValueError as exc:
        raise load_error(path, f"its seats do not fit the game ({exc})") from None
    _check_snapshot(session.state, save.snapshot, path)
    if summary_of(session.state) != save.summary:
        raise load_error(path, "its summary does not match the game it holds")
    return session


def decode_json(data: bytes, path: Path) -> Any:
    """The JSON value in untrusted bytes; raises SaveError (empty, not UTF-8, not JSON, ...)."""
    if not data.strip():
        raise load_error(path, "the file is empty")
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise load_error(path, f"it is not UTF-8 text (bad byte at position {exc.start})") from None
    try:
        return json.loads(text, parse_constant=_no_constant)
    except json.JSONDecodeError as exc:
        if exc.pos >= len(text.rstrip()) or exc.msg.startswith("Unterminated string"):
            raise load_error(path, "it is cut short (the JSON ends too early)") from None
        where = f"line {exc.lineno}, column {exc.colno}"
        raise load_error(path, f"it is not valid JSON ({exc.msg.lower()}, {where})") from None
    except RecursionError:
        raise load_error(path, "its JSON is nested too deeply") from None
    except ValueError as exc:  # NaN/Infinity, or an integer too long to convert
        if "digits" in str(exc):
            raise load_error(path, "it holds a number with far too many digits") from None
        raise load_error(path, f"it holds a value that cannot be read ({exc})") from None


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a number a save may hold")


def _kind(value: Any) -> str:
    names = {list: "a JSON list", str: "a JSON string", bool: "JSON true/false", type(None): ""}
    return names.get(type(value), "a JSON number") or "JSON null"


def _first_problem(exc: ValidationError) -> str:
    first = exc.errors(include_url=False)[0]
    where = "".join(f"[{p}]" if isinstance(p, int) else f".{p}" for p in first["loc"])
    where = where.lstrip(".") or "the whole save"
    return f"{where} is not valid ({first['msg'][0].lower()}{first['msg'][1:]})"


def _command(index: int, text: str, path: Path) -> Command:
    try:
        return Command.parse(text)
    except RulesError as exc:
        raise load_error(path, f"command {index + 1} of its log cannot be read ({exc})") from None


def _check_snapshot(state: GameState, snapshot: dict[str, Any], path: Path) -> None:
    try:
        saved = GameState.from_json(json.dumps(snapshot))
    except RulesError as exc:
        raise load_error(path, f"its snapshot is damaged ({exc})") from None
    except RecursionError:
        raise load_error(path, "its snapshot is nested too deeply") from None
    if saved != state:
        differ = [f for f, a, b in zip(state._fields, state, saved, strict=True) if a != b]
        raise load_error(
            path,
            f"its snapshot does not match its command log (they differ in {', '.join(differ)})",
        )
