"""A save in words, from its listing's summary (``SaveInfo``): the Load list's two lines for
an entry, where its game stands, and what the title's Continue resumes."""

from __future__ import annotations

from evergreen.i18n import N_, _, ngettext
from evergreen.persistence import SaveInfo
from evergreen.persistence_words import shown_date
from evergreen.rules import Season
from evergreen.rules.tables import SEASON_OF_ROUND, SEASON_ROUNDS, TOTAL_ROUNDS, first_round_of
from evergreen.session.record import WHOLE_FILE, RecordError
from evergreen.ui.words.names import Seating, season_name
from evergreen.ui.words.prompts import refusal_text

#: The example saves' titles, by file name: what each shows, in words (not its file name).
EXAMPLE_TITLES = {
    "finished-4p": N_("A finished four-player game"),
    "solo-mid-autumn": N_("Solo against the automa, in Autumn"),
    "winter-last-round-2p": N_("Two players, the last round of Winter"),
}


def title_of(info: SaveInfo) -> str:
    """An entry's first line: who plays an autosaved game ('Ada, Player 2'; 'Guided game:
    You'), a named save's name, or an example's title ('Example: …')."""
    if info.example:
        title = EXAMPLE_TITLES.get(info.name)
        shown = _(title) if title else info.name.replace("-", " ")
        return _("Example: {name}").format(name=shown)
    if not info.autosave:
        return info.name
    kinds = info.seat_kinds
    automa = kinds.index("automa") if "automa" in kinds else None
    seating = Seating(info.seat_names, (), automa)
    people = [seating.name(seat) for seat in range(len(kinds)) if seat != automa]
    names = ", ".join(people) or _("Autosave")
    return _("Guided game: {names}").format(names=names) if info.mode == "guided" else names


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
        reason = _("{command} is not allowed where it stands: {reason}").format(
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
    if info.mode == "guided":
        first = _("Guided game · {stage}").format(stage=where)
    elif info.players == 1:
        first = _("Solo · {stage}").format(stage=where)
    else:
        first = _("{people} · {stage}").format(people=people, stage=where)
    if not scores:
        return first, ""
    if info.players == 1:
        return first, _("{points} VP").format(points=scores[0])
    humans = [seat for seat, kind in enumerate(info.seat_kinds) if kind == "human"]
    if len(humans) == 1 and humans[0] < len(scores):
        seat = humans[0]
        given = info.seat_names[seat] if seat < len(info.seat_names) else ""
        name = given or _("You")
        return first, _("{name}: {vp} VP").format(name=name, vp=scores[seat])
    best = max(scores)
    leaders = [seat for seat, vp in enumerate(scores) if vp == best]
    if len(leaders) > 1:
        return first, _("Tied at {vp} VP").format(vp=best)
    name = Seating(info.seat_names).name(leaders[0])
    return first, _("{name} leads with {vp} VP").format(name=name, vp=best)
