"""A name or "You" in a sentence reads right in both languages (issue 52, point 9: "You is
choosing a card from the market" in every replay, "Player 1 if the season ended now:",
«Вы | берёт карту» in the solo log).

Every message that takes a player is rendered, through the code that words it, with a
feminine name, a masculine name, "You"/«Вы» (the solo player, unnamed), the automa and
"Player 2"/«Игрок 2», in English and Russian, along whole games, and checked:

- English: the verb agrees with its subject (no "You is", "You takes", "You's", "Dana are");
  a sentence that needs another form for "You" has its own message, chosen by the code
  (``YOU_FORMS`` lists them; a new message with a name before a verb in the third person
  must join it, or ``NEVER_YOU`` with the reason no "You" reaches it);
- Russian: the name stands alone in the nominative with no verb agreeing with it (the
  catalog's rule, ``test_names_in_sentences``), and «Вы» is never the subject of a verb in
  the third person («Вы: выбирает», «Вы | берёт»);
- in both, the solo player is spoken to, not named, in the status line's prompts ("Take a
  card from the market.", «Возьмите карту с рынка.», not «Вы: возьмите…»).
"""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
from babel.messages.pofile import read_po

from evergreen import i18n
from evergreen.ai import make_bot
from evergreen.rules import GameState, Refusal, Verb, Why
from evergreen.seats import SeatKind
from evergreen.session.match import Match
from evergreen.ui.words.game_log import GameLog, describe, ringed_tip, seat_of
from evergreen.ui.words.names import Seating
from evergreen.ui.words.prompts import (
    NAMED,
    caption,
    preview_title,
    prompt,
    refusal_text,
    watching_prompt,
)
from evergreen.ui.words.results import verdict
from evergreen.ui.words.tips import player_tip

#: Messages whose subject is a name, each with the message the code says to "You" instead.
YOU_FORMS = {
    "{who} plants a Sprout in {biome}.": "You plant a Sprout in {biome}.",
    "{who} grows a Sprout into a Small Tree in {biome}.": (
        "You grow a Sprout into a Small Tree in {biome}."
    ),
    "{who} grows a Small Tree into a Big Tree in {biome}.": (
        "You grow a Small Tree into a Big Tree in {biome}."
    ),
    "{who} places a Bush in {biome}.": "You place a Bush in {biome}.",
    "{who} places a Lake in {biome}.": "You place a Lake in {biome}.",
    "{who} is choosing a card from the market.": "You are choosing a card from the market.",
    "{who} is playing a turn.": "You are playing a turn.",
    "{who} takes “{card}”.": "You take “{card}”.",
    "{who} chooses action {action}: {what}.": "You choose action {action}: {what}.",
    "{who} uses the {power} power.": "You use the {power} power.",
    "{who} stops.": "You stop.",
    "{who} ends the turn.": "You end your turn.",
    "It is {who}'s turn.": "It is your turn.",
    "Back to {who}'s planet.": "Back to your planet.",
    "Ringed on the board: the space, on {who}'s planet.": (
        "Ringed on the board: the space, on your planet."
    ),
    "Ringed on the board: {who}'s Big Tree that scored.": (
        "Ringed on the board: your Big Tree that scored."
    ),
    "Ringed on the board: {who}'s lit tree that scored.": (
        "Ringed on the board: your lit tree that scored."
    ),
    "{who}'s planet at the Winter scoring: {lit}, marked with a sun; the largest forest "
    "(outlined) {forest} VP; shaded trees drawn darker.": (
        "Your planet at the Winter scoring: {lit}, marked with a sun; the largest forest "
        "(outlined) {forest} VP; shaded trees drawn darker."
    ),
}
#: Messages with a name before a verb in the third person that "You" never reaches, and why.
NEVER_YOU = {
    "{who} ({bot}) is thinking{dots}": "only a bot thinks, and a bot is never 'You'",
    "{who}'s turn": "the hot-seat banner: shown only when two or more people play",
    "{winner} wins!": "a game with a winner has no automa, so no 'You'",
    "{winner} wins with {points} VP.": "a game with a winner has no automa, so no 'You'",
    "{winner} wins with {points} VP, {lead} VP ahead of {second}.": (
        "a game with a winner has no automa, so no 'You'"
    ),
    "{winner} wins with {points} VP (tied with {others}; {winner} came first in the last "
    "round's order).": "a game with a winner has no automa, so no 'You'",
    "{name} leads with {vp} VP": "a save's leader, named only in games without an automa",
}
#: A name then a verb in the third person, or a possessive: what "You" cannot follow.
THIRD_PERSON = re.compile(r"\{(who|winner|name)\}('s| (is|has|was|does|\w+[^s\W]s)\b)")

FEMININE = {"en": "Dana", "ru": "Дарья"}
MASCULINE = {"en": "Ivan", "ru": "Иван"}
NAME_FIELDS = ("who", "winner", "second", "others", "name", "leader", "names")


def english_ids() -> set[str]:
    """The catalog's English messages (a plural one by its singular)."""
    with open(i18n.LOCALE_DIR / "evergreen.pot", "rb") as f:
        catalog = read_po(f)
    return {m.id[0] if isinstance(m.id, tuple) else m.id for m in catalog if m.id}


def test_every_english_name_before_a_third_person_verb_has_a_you_form() -> None:
    ids = english_ids()
    named = {m for m in ids if any("{" + field + "}" in m for field in NAME_FIELDS)}
    third = {m for m in named if THIRD_PERSON.search(m)}
    assert len(third) > 15  # the captions, the log's tips, the results...
    unknown = sorted(third - YOU_FORMS.keys() - NEVER_YOU.keys())
    assert not unknown, "a name before a verb with no form for 'You':\n" + "\n".join(unknown)
    missing = sorted(you for you in YOU_FORMS.values() if you not in ids)
    assert not missing, "\n".join(missing)
    assert not [m for m in YOU_FORMS.values() if THIRD_PERSON.search(m)]


def test_the_registry_catches_what_the_player_saw() -> None:
    assert THIRD_PERSON.search("{who} is choosing a card from the market.")
    assert THIRD_PERSON.search("It is {who}'s turn.")
    assert not THIRD_PERSON.search("If the season ended now, {who} would score:")
    assert not THIRD_PERSON.search("{who}: take a card from the market.")


def casts(state: GameState, lang: str) -> list[Seating]:
    """The seatings a game is worded with: every seat a feminine name, a masculine one, the
    default names ('You' and 'Automa' alone, 'Player 1', 'Player 2'...)."""
    n = len(state.players)
    return [
        Seating(names, automa_seat=state.automa_seat)
        for names in ((FEMININE[lang],) * n, (MASCULINE[lang],) * n, ())
    ]


def played(players: int, seed: int) -> list[tuple[GameState, object]]:
    """Every (state, command played from it) of a whole game played by bots (the automa
    playing itself in a solo game)."""
    kinds = (SeatKind.MEDIUM,) * players
    match = Match.start(players, seed, kinds)
    bots = {seat: make_bot(SeatKind.MEDIUM, seed + seat) for seat in range(players)}
    steps: list[tuple[GameState, object]] = []
    while not match.is_over:
        seat = match.state.awaiting
        assert seat is not None
        cmd = bots[seat].choose(match.state)
        steps.append((match.state, cmd))
        assert match.play(cmd) is None
    steps.append((match.state, None))
    return steps


@pytest.fixture(scope="module")
def games() -> dict[str, tuple[list[tuple[GameState, object]], Match]]:
    out = {}
    for label, players in (("solo", 1), ("versus", 2)):
        steps = played(players, 7)
        match = Match.start(players, 7, (SeatKind.MEDIUM,) * players)
        for _state, cmd in steps[:-1]:
            match.play(cmd)  # type: ignore[arg-type]
        out[label] = (steps, match)
    return out


def sentences(steps: list[tuple[GameState, object]], match: Match, seats: Seating) -> Iterator[str]:
    """Everything said of a player along the game, with ``seats``' names: the prompts, the
    captions, the refusals, the log's rows (beside the name, as the log shows them) and
    their tips, the preview's heading, the panels' tips and the verdict."""
    for state, cmd in steps:
        if state.awaiting is not None:
            yield prompt(state, seats)
            yield watching_prompt(state, seats)
            yield refusal_text(Refusal(Why.NOT_YOUR_TURN, awaited=state.awaiting), seats)
            yield refusal_text(
                Refusal(Why.WRONG_STEP, seat=state.awaiting, expected=(Verb.TAKE,)), seats
            )
        if cmd is not None:
            yield caption(state, cmd, seats)  # type: ignore[arg-type]
    end = match.state
    for entry in GameLog.of(match).entries:
        seat = seat_of(entry, end)
        row = describe(entry, end, seats)
        yield row if seat is None else f"{seats.name(seat)} | {row}"
        if entry.spaces:
            yield ringed_tip(entry, seats)
    for seat in range(len(end.players)):
        if seat != end.automa_seat:
            yield preview_title(seats, seat)
            yield player_tip(end, seats, seat)
    yield verdict(end, seats)


#: English: a player and a verb that do not agree, a possessive 'You', 'You' mid-sentence.
WRONG_EN = (
    re.compile(r"\bYou('s| (is|has|was|does|\w+[^s\W]s)\b)"),
    re.compile(
        r"\b(Dana|Ivan|Automa|Player \d) (are|have|were|do|take|choose|use|plant|grow|place|end|stop)\b"
    ),
    re.compile(r"(?<=[a-z,] )You\b"),
)
#: Russian: «Вы» the subject of a third-person verb; a past tense or a gendered word after a
#: name.
WRONG_RU = (
    re.compile(r"\bВы( \||:)? (\w+(ет|ёт|ит|ается|ется))\b"),
    re.compile(r"(Дарья|Иван|Автома|Игрок \d)( \||:)? \w+(л|ла|ло|ли)\b"),
    re.compile(r"\b(первым|первой|последним|последней)\b"),
)


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("game", ["solo", "versus"])
def test_every_sentence_with_a_player_reads_right(
    games: dict[str, tuple[list[tuple[GameState, object]], Match]], game: str, lang: str
) -> None:
    steps, match = games[game]
    i18n.set_language(lang)
    try:
        wrong: set[str] = set()
        seen = 0
        for cast in casts(match.state, lang):
            for said in sentences(steps, match, cast):
                seen += 1
                for pattern in WRONG_EN if lang == "en" else WRONG_RU:
                    if pattern.search(said):
                        wrong.add(said)
    finally:
        i18n.set_language("en")
    assert seen > 500
    assert not wrong, "\n".join(sorted(wrong)[:40])


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_no_prompt_names_the_solo_player(
    games: dict[str, tuple[list[tuple[GameState, object]], Match]], lang: str
) -> None:
    """Point 18: «Вы: возьмите карту с рынка.» → «Возьмите карту с рынка.»."""
    steps, match = games["solo"]
    you = Seating(automa_seat=match.state.automa_seat)
    i18n.set_language(lang)
    try:
        said = {prompt(s, you) for s, _c in steps if s.awaiting is not None}
    finally:
        i18n.set_language("en")
    assert len(said) > 10
    assert not [p for p in said if p.startswith(("You:", "Вы:"))], said
    assert all(p[:1].isupper() for p in said), said


def test_the_solo_player_is_spoken_to_in_the_prompts(
    games: dict[str, tuple[list[tuple[GameState, object]], Match]],
) -> None:
    steps, match = games["solo"]
    you = Seating(automa_seat=match.state.automa_seat)
    draft = next(s for s, _c in steps if s.awaiting is not None)
    assert prompt(draft, you) == "Take a card from the market."
    assert watching_prompt(draft, you) == "You are choosing a card from the market."
    named = Seating(("Dana",), automa_seat=match.state.automa_seat)
    assert prompt(draft, named) == "Dana: take a card from the market."
    assert watching_prompt(draft, named) == "Dana is choosing a card from the market."
    assert preview_title(named, 0) == "If the season ended now, Dana would score:"


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_every_prompt_starts_with_the_name_and_a_colon(lang: str) -> None:
    """``said_to`` drops the name from a prompt to the solo player: it must be there to drop
    in every language (a translation that moved it would name «Вы» again)."""
    path = i18n.LOCALE_DIR / "ru" / "LC_MESSAGES" / "evergreen.po"
    with open(path if lang == "ru" else i18n.LOCALE_DIR / "evergreen.pot", "rb") as f:
        catalog = read_po(f)
    prompts = [
        m
        for m in catalog
        if (m.id[0] if isinstance(m.id, tuple) else m.id).startswith(NAMED)
        and any("prompts.py" in where for where, _line in m.locations)
    ]
    assert len(prompts) >= 10
    for m in prompts:
        strings = m.string if isinstance(m.string, tuple) else (m.string,)
        texts = m.id if lang == "en" and isinstance(m.id, tuple) else (m.id,)
        for s in strings if lang == "ru" else texts:
            assert s.startswith(NAMED), s
