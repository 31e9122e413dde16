"""Plain-text views of a game for the terminal: market, planets, events, score breakdown."""

from __future__ import annotations

from evergreen.rules import (
    Event,
    EventKind,
    GameState,
    Season,
    Source,
    Sun,
    all_cards,
    ranking,
    solo_rank,
)
from evergreen.ui.words.results import result_rows


def seat_label(state: GameState, seat: int) -> str:
    """'P2' (as the commands printed beside it name seats), or 'Automa'."""
    return "Automa" if seat == state.automa_seat else f"P{seat + 1}"


def describe(state: GameState, event: Event) -> str | None:
    """One line for an event, or None for events not worth a line in the terminal."""
    cards = all_cards()
    who = seat_label(state, event.seat) if event.seat >= 0 else ""
    kind = event.kind
    if kind is EventKind.DEALT:
        return "Market: " + ", ".join(cards[c].name for c in event.cards)
    if kind is EventKind.TOOK:
        return f"{who} takes {cards[event.card].name} ({cards[event.card].icon})"
    if kind is EventKind.FERTILITY:
        return f"Clean-up: {cards[event.card].name} adds {event.value} flower(s)"
    if kind is EventKind.ARIDITY:
        return f"Clean-up: aridity {cards[event.card].name}"
    if kind is EventKind.VP and event.source is not Source.BUDS:
        return f"{who} scores {event.value} VP for {event.source}"
    if kind is EventKind.VP:
        return f"{who} gains {event.value} VP from Buds"
    if kind is EventKind.SEASON_ENDED:
        return f"--- End of {Season(event.value).label} ---"
    if kind is EventKind.SUN_MOVED:
        return f"The sun moves to the {Sun(event.value).name.lower()}"
    if kind is EventKind.RESHUFFLED:
        return f"The discard pile ({event.value} cards) is shuffled into a new deck"
    return None


def turn_line(seat: str, commands: list[str]) -> str:
    """One player's whole turn on one line."""
    return f"{seat}: " + "; ".join(commands)


def results(state: GameState) -> str:
    """The R10.4 breakdown table, the winner and (solo) the rank."""
    head = ["", *(seat_label(state, s) for s in range(len(state.players)))]
    rows = [[label, *map(str, values)] for label, values in result_rows(state)]
    width = max(len(r[0]) for r in rows)
    lines = ["  ".join([head[0].ljust(width), *(h.rjust(4) for h in head[1:])])]
    lines += ["  ".join([r[0].ljust(width), *(c.rjust(4) for c in r[1:])]) for r in rows]
    order = ranking(state)
    lines.append(f"Winner: {seat_label(state, order[0])} with {state.scores[order[0]]} VP")
    if state.options.players == 1:
        lines.append(f"Solo rank: {solo_rank(state.scores[0])}")
    return "\n".join(lines)


__all__ = ["describe", "results", "seat_label", "turn_line"]
