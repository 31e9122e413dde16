"""Challenge codes: a short text that carries a deal (players, seed, the sun's starting side,
the pieces' rule), so a game can be shared and dealt again exactly.

A code reads ``2TR-BA2Y5`` : the number of players, the sun's side (T, R, B, L), the rule
for Bushes and Lakes (R: the rulebook's shared supply of 20, U: unlimited, R1.2), then the
seed in Crockford's base 32 and its check symbol (a mistyped character is caught, and the
letters O, I and L read as 0, 1 and 1). Case and spaces do not matter. Seats are not part
of a deal: whoever takes up the challenge chooses who plays.

A code holds ASCII only: the digits and letters above, the check symbols and the dash. Any
other character (a superscript ², an Arabic-Indic ٣, a full-width Ａ, a zero-width space, a
control character) is refused before anything is read from it, so that nothing but a
``ChallengeError`` can come out of ``parse``, and a refusal never echoes what was pasted:
it shows the cleaned code or nothing.

Like ``seats``, this module imports nothing of ours but the rules and the messages, so every
layer may use it.
"""

from __future__ import annotations

from dataclasses import dataclass

from evergreen.i18n import _
from evergreen.rules import GameState, Sun
from evergreen.rules.setup import MAX_PLAYERS

#: Crockford's base-32 digits, then the five extra symbols of its mod-37 check.
DIGITS = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
CHECKS = DIGITS + "*~$=U"
#: Letters read as the digit they look like.
ALIASES = {"O": "0", "I": "1", "L": "1"}
SUN_LETTERS = {Sun.TOP: "T", Sun.RIGHT: "R", Sun.BOTTOM: "B", Sun.LEFT: "L"}
PIECE_LETTERS = {False: "R", True: "U"}
#: Seeds a code can carry: 0 up to ten base-32 digits (more than the setup's 12 decimal
#: digits).
MAX_SEED = 32**10 - 1
#: A pasted code longer than this is refused without being read further.
MAX_CODE = 40
#: Every character a code may hold, in either case (the dash, the digits, the check
#: symbols, the look-alike letters); whitespace is dropped before this is asked.
ALLOWED = frozenset("-" + CHECKS + "".join(ALIASES) + (CHECKS + "".join(ALIASES)).lower())
PLAYER_DIGITS = {str(n): n for n in range(1, MAX_PLAYERS + 1)}
#: The planet every code deals on (the only layout the setup offers).
PLANET = "classic"


class ChallengeError(ValueError):
    """A code that does not name a deal; ``str()`` says why, for the player."""


@dataclass(frozen=True)
class Challenge:
    """One deal: what ``new_game`` needs besides the seats."""

    players: int
    seed: int
    sun: Sun = Sun.TOP
    unlimited_pieces: bool = False

    def __post_init__(self) -> None:
        if not 1 <= self.players <= MAX_PLAYERS:
            raise ValueError(f"players must be 1 to {MAX_PLAYERS}, not {self.players}")
        if not 0 <= self.seed <= MAX_SEED:
            raise ValueError(f"a code carries seeds 0 to {MAX_SEED}, not {self.seed}")

    @property
    def code(self) -> str:
        """The code of this deal, e.g. '2TR-BA2Y5'."""
        head = f"{self.players}{SUN_LETTERS[self.sun]}{PIECE_LETTERS[self.unlimited_pieces]}"
        return f"{head}-{_base32(self.seed)}{CHECKS[self.seed % 37]}"

    @classmethod
    def of(cls, state: GameState) -> Challenge | None:
        """The deal of a game (None if no code can carry it: a seed out of range or another
        planet)."""
        o = state.options
        if o.planet != PLANET or not 0 <= state.seed <= MAX_SEED:
            return None
        return cls(o.players, state.seed, o.sun_start, o.unlimited_pieces)


def parse(text: str) -> Challenge:
    """The deal a code names; raises ChallengeError (and nothing else, whatever the text)
    with a sentence for the player that never quotes a character a code cannot hold."""
    if len(text) > MAX_CODE:
        raise ChallengeError(_("A challenge code is short, like 2TR-BA2Y5; this text is too long."))
    code = "".join(text.split())
    if not code:
        raise ChallengeError(_("Type or paste a challenge code, like 2TR-BA2Y5."))
    if not ALLOWED.issuperset(code):
        raise ChallengeError(
            _("A challenge code holds only Latin letters, digits and a dash, like 2TR-BA2Y5.")
        )
    code = code.upper()  # ASCII only by now: nothing changes length or turns into a digit
    head, dash, tail = code.partition("-")
    if not dash or len(head) != 3 or len(tail) < 2:
        raise ChallengeError(
            _("“{code}” is not a challenge code: one looks like 2TR-BA2Y5.").format(code=code)
        )
    return _deal(head, tail)


def _deal(head: str, tail: str) -> Challenge:
    players, sun, pieces = head[0], head[1], head[2]
    if players not in PLAYER_DIGITS:
        raise ChallengeError(
            _("The code starts with the number of players, 1 to {most}.").format(most=MAX_PLAYERS)
        )
    suns = {letter: side for side, letter in SUN_LETTERS.items()}
    if sun not in suns:
        raise ChallengeError(_("The code's second letter is the sun's side: T, R, B or L."))
    rules = {letter: unlimited for unlimited, letter in PIECE_LETTERS.items()}
    if pieces not in rules:
        raise ChallengeError(_("The code's third letter is R (20 Bushes and Lakes) or U."))
    digits = "".join(ALIASES.get(c, c) for c in tail[:-1])
    if len(digits) > 10 or any(c not in DIGITS for c in digits):
        raise ChallengeError(_("The code's seed, after the dash, is mistyped."))
    seed = _number(digits)
    check = ALIASES.get(tail[-1], tail[-1])
    if check != CHECKS[seed % 37]:
        raise ChallengeError(
            _("The code has a mistyped character: check it against the one shared.")
        )
    return Challenge(PLAYER_DIGITS[players], seed, suns[sun], rules[pieces])


def _base32(n: int) -> str:
    out = ""
    while True:
        n, r = divmod(n, 32)
        out = DIGITS[r] + out
        if not n:
            return out


def _number(digits: str) -> int:
    n = 0
    for c in digits:
        n = n * 32 + DIGITS.index(c)
    return n
