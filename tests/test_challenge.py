"""Challenge codes: every deal round-trips (deal → code → deal → code), the code of a game
deals that very game, and a mistyped or malformed code gets a clear message."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from evergreen.rules import Sun, new_game
from evergreen.session.challenge import MAX_SEED, Challenge, ChallengeError, parse
from evergreen.session.match import Match

deals = st.builds(
    Challenge,
    players=st.integers(1, 4),
    seed=st.integers(0, MAX_SEED),
    sun=st.sampled_from(list(Sun)),
    unlimited_pieces=st.booleans(),
)


@given(deals)
def test_a_code_round_trips(deal: Challenge) -> None:
    code = deal.code
    assert parse(code) == deal
    assert parse(code).code == code
    assert parse(f"  {code.lower()} ") == deal  # case and spaces do not matter
    assert len(code) <= 15


@given(deals, st.integers(0, 20), st.sampled_from("0123456789ABCDEFGHJKMNPQRSTVWXYZ"))
def test_one_mistyped_seed_character_is_caught(deal: Challenge, at: int, typo: str) -> None:
    code = deal.code
    head, tail = code.split("-")
    i = at % len(tail)
    if tail[i] == typo:
        return
    wrong = f"{head}-{tail[:i]}{typo}{tail[i + 1 :]}"
    with pytest.raises(ChallengeError):
        parse(wrong)


def test_look_alike_letters_read_as_digits() -> None:
    deal = Challenge(3, 32 * 1 + 0, Sun.LEFT, True)  # seed "10"
    assert deal.code.startswith("3LU-10")
    assert parse(deal.code.replace("10", "LO")) == deal
    assert parse(deal.code.replace("10", "io")) == deal


def test_the_code_of_a_game_deals_that_game() -> None:
    state = new_game(3, 4242, Sun.BOTTOM, unlimited_pieces=True)
    deal = Challenge.of(state)
    assert deal is not None and deal.code.startswith("3BU-")
    again = parse(deal.code)
    assert new_game(again.players, again.seed, again.sun, unlimited_pieces=True) == state
    match = Match.start(3, again.seed, sun=again.sun, unlimited_pieces=again.unlimited_pieces)
    assert match.state == state
    assert Challenge.of(new_game(2, -5)) is None  # no code carries a negative seed


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("", "Type or paste"),
        ("   ", "Type or paste"),
        ("hello", "not a challenge code"),
        ("2TR", "not a challenge code"),
        ("2TR-", "not a challenge code"),
        ("5TR-BA2Y5", "number of players"),
        ("0TR-BA2Y5", "number of players"),
        ("XTR-BA2Y5", "number of players"),
        ("2XR-BA2Y5", "sun's side"),
        ("2TX-BA2Y5", "R (20 Bushes"),
        ("2TR-BA2Y6", "mistyped character"),
        ("2TR-B!2Y5", "only Latin letters"),
        ("2TR-ZZZZZZZZZZZ5", "seed"),
        ("2TR-" + "9" * 100, "too long"),
        ("2TR-BA2-Y5", "seed"),
    ],
)
def test_a_malformed_code_says_why(text: str, words: str) -> None:
    with pytest.raises(ChallengeError) as caught:
        parse(text)
    assert words in str(caught.value)


def test_the_code_format_stays_stable() -> None:
    """Shared codes keep working: a known code keeps naming the same deal."""
    assert Challenge(2, 370782).code == "2TR-BA2Y5"
    assert parse("2TR-BA2Y5") == Challenge(2, 370782, Sun.TOP, False)
    with pytest.raises(ValueError):
        Challenge(2, MAX_SEED + 1)


HOSTILE = [
    "²TR-00",  # a superscript two: isdigit() is true for it, int() is not
    "³TR-00",
    "٣TR-BA2Y5",  # an Arabic-Indic three
    "２TR-BA2Y5",  # a full-width two
    "ＴＲ",
    "2TR-BA2Y5\x00",
    "2TR-\u200bBA2Y5",  # a zero-width space inside
    "\u202e5Y2AB-RT2",  # a right-to-left override
    "2tr-ba2yı",  # a dotless i: upper() makes it an I, which would read as 1
    "2tr-ſ",  # a long s: upper() makes it S
    "ß" * 20,  # upper() doubles its length
    "0\n",
    "2TR-BA2Y5\x1b[31m",
]


@pytest.mark.parametrize("text", HOSTILE)
def test_hostile_text_is_refused_with_a_clean_one_line_sentence(text: str) -> None:
    with pytest.raises(ChallengeError) as caught:
        parse(text)
    message = str(caught.value)
    assert message.isprintable() and "\n" not in message
    assert all(ord(c) < 128 or c in "“”" for c in message), message


@pytest.mark.slow
@settings(max_examples=10_000, deadline=None, derandomize=True)
@given(st.text(max_size=60) | st.text(alphabet="0123456789ABCTRUBL-oil²³٣２ \u200b", max_size=16))
def test_only_a_challenge_error_comes_out_of_any_text(text: str) -> None:
    """The parser fuzzed: a deal or a ChallengeError, nothing else; what it accepts is a
    code that names the same deal when written back."""
    try:
        deal = parse(text)
    except ChallengeError as exc:
        assert str(exc).isprintable()
        return
    assert parse(deal.code) == deal
    assert all(ord(c) < 128 for c in "".join(text.split()))
