"""What the New game screen holds, apart from its widgets: the number of players, each seat's
kind, name and colour, the sun's starting side, the pieces rule and the seed; how they
become a challenge code, a remembered setup (``LastSetup``) and the ``Match.start`` call.

Always four seats are held (a 2-player game keeps the third and fourth seats' choices, so
going to 4 players and back loses nothing) and the colours are always a permutation of the
four player colours, so choosing a colour another seat has swaps the two.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from evergreen.persistence.settings import SETUP_SEATS, LastSetup
from evergreen.rules import Sun
from evergreen.seats import SeatKind, clean_name
from evergreen.session.challenge import MAX_SEED, Challenge
from evergreen.session.match import Match
from evergreen.ui.words.names import Seating

#: The sun's sides by their name in the settings file.
SUN_NAMES = {Sun.TOP: "top", Sun.RIGHT: "right", Sun.BOTTOM: "bottom", Sun.LEFT: "left"}
#: Digits the seed box takes: every seed a challenge code can carry (up to ``MAX_SEED``).
MAX_SEED_DIGITS = len(str(MAX_SEED))
#: A fresh seed is below this: short enough to read out.
FRESH_SEEDS = 10**6


def fresh_seed() -> str:
    """A new random seed, as the seed box shows it."""
    return str(random.randrange(FRESH_SEEDS))


@dataclass
class SetupChoices:
    """The choices of one New game screen."""

    players: int = 2
    kinds: list[SeatKind] = field(default_factory=lambda: [SeatKind.HUMAN] * SETUP_SEATS)
    #: As typed ('' for none: the default name is shown).
    names: list[str] = field(default_factory=lambda: [""] * SETUP_SEATS)
    #: Per seat an index into the player colours; always each colour once.
    colours: list[int] = field(default_factory=lambda: list(range(SETUP_SEATS)))
    sun: Sun = Sun.TOP
    unlimited: bool = False
    #: As the seed box holds it: digits, '' when empty (a fresh seed is dealt at the start).
    seed: str = field(default_factory=fresh_seed)

    @classmethod
    def remembered(cls, last: LastSetup) -> SetupChoices:
        """The choices of the last game set up, with a fresh seed."""
        return cls(
            players=last.players,
            kinds=[SeatKind(kind) for kind in last.kinds],
            names=list(last.names),
            colours=list(last.colours),
            sun=next(side for side, name in SUN_NAMES.items() if name == last.sun),
            unlimited=last.unlimited_pieces,
        )

    def remember(self) -> LastSetup:
        """What is kept for next time (not the seed)."""
        kinds = tuple(kind.value for kind in self.kinds)
        colours = self.colours if sorted(self.colours) == list(range(SETUP_SEATS)) else None
        return LastSetup.model_validate(
            {
                "players": self.players,
                "kinds": kinds,
                "names": tuple(clean_name(name) for name in self.names),
                "colours": tuple(colours or range(SETUP_SEATS)),
                "sun": SUN_NAMES[self.sun],
                "unlimited_pieces": self.unlimited,
            }
        )

    @property
    def solo(self) -> bool:
        """One player, against the automa (R11)."""
        return self.players == 1

    def seats(self) -> int:
        """The seats of the game: the players, and the automa's in a solo game."""
        return 2 if self.solo else self.players

    def seating(self) -> Seating:
        """The seats as the game will show them: the names and colours chosen (solo: the
        automa's seat is the second, with the second colour)."""
        n = self.seats()
        return Seating(
            tuple(clean_name(name) for name in self.names[: self.players]),
            tuple(self.colours[:n]),
            1 if self.solo else None,
            self.seat_kinds(),
        )

    def seat_kinds(self) -> tuple[str, ...]:
        """Each seat's kind (solo: the automa's too)."""
        return (*self.kinds[: self.players], *((SeatKind.AUTOMA,) if self.solo else ()))

    def default_name(self, seat: int) -> str:
        """The name a seat has when none is typed: 'You' for the one person at the table
        (solo, or against bots), else 'Player 2'..."""
        kinds = self.seat_kinds()
        return Seating(automa_seat=1 if self.solo else None, kinds=kinds).name(seat)

    def choose_colour(self, seat: int, colour: int) -> None:
        """Give ``seat`` ``colour``; the seat that had it takes ``seat``'s old one."""
        if colour in self.colours:
            other = self.colours.index(colour)
            self.colours[other] = self.colours[seat]
        self.colours[seat] = colour

    def seed_number(self) -> int | None:
        """The seed typed, or None if the box is empty."""
        return int(self.seed) if self.seed.isdigit() else None

    def challenge(self) -> Challenge | None:
        """The deal as it stands (None without a seed a code can carry)."""
        seed = self.seed_number()
        if seed is None or seed > MAX_SEED:
            return None
        return Challenge(self.players, seed, self.sun, self.unlimited)

    def apply(self, deal: Challenge) -> None:
        """Take a challenge's deal: players, seed, sun, pieces rule (the seats keep who
        plays them, their names and colours)."""
        self.players = deal.players
        self.seed = str(deal.seed)
        self.sun = deal.sun
        self.unlimited = deal.unlimited_pieces

    def match(self) -> Match:
        """The new game (a fresh seed if none is typed: it is kept as the seed then)."""
        seed = self.seed_number()
        if seed is None:
            self.seed = fresh_seed()
            seed = int(self.seed)
        n = self.players
        kinds = (SeatKind.HUMAN,) if self.solo else tuple(self.kinds[:n])
        return Match.start(
            n,
            seed,
            kinds,
            names=self.names[:n],
            colours=self.colours[: self.seats()],
            unlimited_pieces=self.unlimited,
            sun=self.sun,
        )
