"""A save in words, from its listing's summary (``SaveInfo``): the Load list's two lines for
an entry, where its game stands, and what the title's Continue resumes."""

from __future__ import annotations

from datetime import date

from evergreen.i18n import N_, _, ngettext
from evergreen.persistence import SaveInfo
from evergreen.persistence_words import shown_date
from evergreen.rules import Season
from evergreen.rules.tables import SEASON_OF_ROUND, SEASON_ROUNDS, TOTAL_ROUNDS, first_round_of
from evergreen.seats import SeatKind
from evergreen.session.daily import calendar_day
from evergreen.session.record import WHOLE_FILE, RecordError
from evergreen.ui.words.names import Seating, bot_label, season_name
from evergreen.ui.words.prompts import refusal_text

#: The example saves' titles, by file name: what each shows, in words (not its file name).
EXAMPLE_TITLES = {
    "finished-4p": N_("A finished four-player game"),
    "solo-mid-autumn": N_("Solo against the automa, in Autumn"),
    "winter-last-round-2p": N_("Two players, the last round of Winter"),
}


#: The months as a day of today's deal names them ('28 November'; Russian: '28 ноября').
MONTH_DAYS = (
    N_("{day} January"),
    N_("{day} February"),
    N_("{day} March"),
    N_("{day} April"),
    N_("{day} May"),
    N_("{day} June"),
    N_("{day} July"),
    N_("{day} August"),
    N_("{day} September"),
    N_("{day} October"),
    N_("{day} November"),
    N_("{day} December"),
)


def day_words(day: date) -> str:
    """A day of the calendar as a title names it: '28 November' ('28 ноября')."""
    return _(MONTH_DAYS[day.month - 1]).format(day=day.day)


def seating_of(info: SaveInfo) -> Seating:
    """The seats of a save's game as the game shows them (names, the automa, the kinds)."""
    kinds = info.seat_kinds
    automa = kinds.index("automa") if "automa" in kinds else None
    return Seating(info.seat_names, (), automa, kinds)


def title_of(info: SaveInfo) -> str:
    """An entry's first line: what the game is. Today's deal and its day ('Today's deal ·
    28 November'), the guided game, who plays against whom ('You vs Hard bot', 'Ada vs
    Automa') or who plays ('Ada, Player 2'); a named save's name, or an example's title
    ('Example: …')."""
    if info.example:
        title = EXAMPLE_TITLES.get(info.name)
        shown = _(title) if title else info.name.replace("-", " ")
        return _("Example: {name}").format(name=shown)
    if not info.autosave:
        return info.name
    if info.origin == "daily":
        day = calendar_day(info.day)
        deal = _("Today's deal · {day}").format(day=day_words(day)) if day else _("Today's deal")
        return _("{deal} · practice").format(deal=deal) if info.practice else deal
    if info.mode == "guided":
        return _("Guided game")
    seating = seating_of(info)
    seats = range(len(info.seat_kinds))
    people = [seating.name(s) for s in seats if info.seat_kinds[s] == SeatKind.HUMAN]
    others = [opponent(seating, s) for s in seats if info.seat_kinds[s] != SeatKind.HUMAN]
    if not people:  # bots alone
        return ", ".join(others) or _("Autosave")
    if not others:
        return ", ".join(people)
    # TRANSLATORS: a game in the Load list: the people at the table, then the bots and the
    # automa they play against ('You vs Hard bot'); each name stands alone.
    return _("{people} vs {others}").format(people=", ".join(people), others=", ".join(others))


def opponent(seating: Seating, seat: int) -> str:
    """A bot's or the automa's seat as a title names it: its given name, else the automa's
    name or the bot's ('Hard bot')."""
    given = seating.names[seat] if seat < len(seating.names) else ""
    if given or seating.kinds[seat] == SeatKind.AUTOMA:
        return seating.name(seat)
    return bot_label(SeatKind(seating.kinds[seat])) or seating.name(seat)  # (a save's kinds
    # are registered ones: its loading checks them)


def details(info: SaveInfo) -> str:
    """An entry's second line: players, where the game stands, scores and the date; or
    that it is damaged (why is said under the list when it is chosen)."""
    if info.error:
        return _("damaged")
    if info.record:
        return record_details(info)
    if info.players == 1:
        people = _("solo")
    else:
        people = ngettext("{n} player", "{n} players", info.players).format(n=info.players)
    scores = "–".join(str(s) for s in info.scores)
    return _("{people} · {stage} · {scores} VP · {when}").format(
        people=people, stage=stage(info), scores=scores, when=shown_date(info.saved_at)
    )


def record_details(info: SaveInfo) -> str:
    """A game record's second line, from its header: players, result and date ('game
    record' alone if its header does not say)."""
    if not info.players:
        return _("game record")
    if info.players == 1:
        people = _("solo")
    else:
        people = ngettext("{n} player", "{n} players", info.players).format(n=info.players)
    if info.over and info.scores:
        scores = "–".join(str(s) for s in info.scores)
        text = _("game record · {people} · {scores} VP").format(people=people, scores=scores)
    else:
        text = _("game record · {people} · not finished").format(people=people)
    if info.saved_at is None:
        return text
    return _("{record} · {when}").format(record=text, when=shown_date(info.saved_at))


def record_problem(error: RecordError, pasted: bool = False) -> str:
    """Why a record was not imported, in the player's language: its first bad line and
    the reason (a command the rules refused worded as the game words refusals); ``pasted``:
    it came from the clipboard (while a record file may be chosen in the list: the message
    says which failed)."""
    if error.refusal is not None and error.command is not None and error.match is not None:
        reason = _("the command “{command}” is not allowed here ({reason})").format(
            command=error.command, reason=refusal_text(error.refusal, error.match).rstrip(".")
        )
    elif error.unread is not None:
        reason = _("“{text}” is not a command of the game (they read like “{example}”)")
        reason = reason.format(text=error.unread, example="P1 plant r2c3")
    else:
        reason = error.reason
    if error.line == WHOLE_FILE:
        if pasted:
            return _("The record on the clipboard was not imported: {reason}").format(reason=reason)
        return _("Not imported: {reason}").format(reason=reason)
    if pasted:
        words = _("The record on the clipboard was not imported: line {number}: {reason}")
    else:
        words = _("Not imported: line {number}: {reason}")
    return words.format(number=error.line, reason=reason)


def describe(info: SaveInfo) -> str:
    """The entry in one line (its two lines joined), as tests and logs name it."""
    return f"{title_of(info)} · {details(info)}"


def stage(info: SaveInfo) -> str:
    """'Autumn, round 2 of 3' (or 'finished') from a listing's summary."""
    if info.over:
        return _("finished")
    if not 0 <= info.round < TOTAL_ROUNDS:
        known = info.season.upper() in Season.__members__
        return season_name(Season[info.season.upper()]) if known else info.season
    season = SEASON_OF_ROUND[info.round]
    first = first_round_of(season)
    return _("{season}, round {round} of {rounds}").format(
        season=season_name(season), round=info.round - first + 1, rounds=SEASON_ROUNDS[season]
    )


def continue_summary(info: SaveInfo) -> tuple[str, str]:
    """What Continue resumes, in two lines: who plays and where the game stands ('Solo ·
    Autumn, round 2 of 3'), then the points: the player's ('97 VP'), with several players
    the one person's among bots ('You: 12 VP'), else the leader's ('Ada leads with 12 VP')."""
    where = stage(info)
    scores = info.scores
    people = ngettext("{n} player", "{n} players", info.players).format(n=info.players)
    if info.origin == "daily":
        first = _("Today's deal · {stage}").format(stage=where)
    elif info.mode == "guided":
        first = _("Guided game · {stage}").format(stage=where)
    elif info.players == 1:
        first = _("Solo · {stage}").format(stage=where)
    else:
        first = _("{people} · {stage}").format(people=people, stage=where)
    if not scores:
        return first, ""
    if info.players == 1:
        return first, _("{points} VP").format(points=scores[0])
    seating = seating_of(info)
    humans = [seat for seat, kind in enumerate(info.seat_kinds) if kind == SeatKind.HUMAN]
    if len(humans) == 1 and humans[0] < len(scores):
        seat = humans[0]  # named as the game names them ('You' when they gave no name)
        return first, _("{name}: {vp} VP").format(name=seating.name(seat), vp=scores[seat])
    best = max(scores)
    leaders = [seat for seat, vp in enumerate(scores) if vp == best]
    if len(leaders) > 1:
        return first, _("Tied at {vp} VP").format(vp=best)
    name = seating.name(leaders[0])
    return first, _("{name} leads with {vp} VP").format(name=name, vp=best)
