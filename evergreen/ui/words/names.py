"""The game's things by name in the current language: biomes, powers, seasons, pieces, ranks,
cards, seats, and the players themselves (``Seating``: their names and colours). The rules
engine keeps its English labels (it is pure and knows no language); the window names things
only through these functions.

Names follow the rulebooks: the English edition's and the Russian one's (DATA.md).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, TypeAlias

from evergreen.i18n import N_, _, ngettext, pgettext
from evergreen.rules import Biome, GameState, Piece, Power, Season, Source, all_cards
from evergreen.seats import SeatKind
from evergreen.ui.words.colours import Colour, player_colour

if TYPE_CHECKING:
    from evergreen.session.match import Match

BIOME_NAMES = {
    Biome.GRASSLAND: N_("Grassland"),
    Biome.FLOWERS: N_("Flowers"),
    Biome.WHEAT: N_("Wheat"),
    Biome.ROCK: N_("Rock"),
    Biome.SWAMP: N_("Swamp"),
    Biome.SNOW: N_("Snow"),
    Biome.WILD: N_("Wild"),
}
#: Power names; their English text is ``Power.label`` (other modules may translate that).
POWER_NAMES = {
    Power.SPROUT: N_("Sprout"),
    Power.SMALL_GROWTH: N_("Small growth"),
    Power.BIG_GROWTH: N_("Big growth"),
    Power.BUSH: N_("Bush"),
    Power.LAKE: N_("Lake"),
    Power.BUDS: N_("Buds"),
}
SEASON_NAMES = {
    Season.SPRING: N_("Spring"),
    Season.SUMMER: N_("Summer"),
    Season.AUTUMN: N_("Autumn"),
    Season.WINTER: N_("Winter"),
}
#: "End of <season>" as whole phrases (Russian puts the season in the genitive).
SEASON_ENDS = {
    Season.SPRING: N_("End of Spring"),
    Season.SUMMER: N_("End of Summer"),
    Season.AUTUMN: N_("End of Autumn"),
    Season.WINTER: N_("End of Winter"),
}
PIECE_NAMES = {
    Piece.EMPTY: N_("empty"),
    Piece.SPROUT: N_("Sprout"),
    Piece.SMALL_TREE: N_("Small Tree"),
    Piece.BIG_TREE: N_("Big Tree"),
    Piece.BUSH: N_("Bush"),
    Piece.LAKE: N_("Lake"),
}
#: Solo ranks (R11.3) by the engine's name for them (rules/data/game.json).
RANK_NAMES = {
    "Broccoli": N_("Broccoli"),
    "Bonsai": N_("Bonsai"),
    "Olive": N_("Olive"),
    "Holly": N_("Holly"),
    "Birch": N_("Birch"),
    "Pine": N_("Pine"),
    "Oak": N_("Oak"),
    "Baobab": N_("Baobab"),
    "Legendary Sequoia": N_("Legendary Sequoia"),
}
#: Where VP come from (R10.4), as column and row words.
SOURCE_NAMES = {
    Source.START: N_("start"),
    Source.BUDS: N_("buds"),
    Source.LIGHT: N_("light"),
    Source.FOREST: N_("forest"),
    Source.FERTILITY: N_("fertility"),
}


def biome_name(biome: Biome) -> str:
    """'Grassland' / 'Луга'."""
    return _(BIOME_NAMES[Biome(biome)])


def power_name(power: Power) -> str:
    """'Small growth' / 'Малый прирост'."""
    return _(POWER_NAMES[Power(power)])


def power_said(power: Power) -> str:
    """A power named inside a sentence ("use the Small growth power"): in Russian the
    rulebook's full name («Прирост до малого дерева»), where the cards and tracks show the
    short label that is also a piece's name («Малое дерево»)."""
    texts = {
        Power.SPROUT: pgettext("sentence", "Sprout"),
        Power.SMALL_GROWTH: pgettext("sentence", "Small growth"),
        Power.BIG_GROWTH: pgettext("sentence", "Big growth"),
        Power.BUSH: pgettext("sentence", "Bush"),
        Power.LAKE: pgettext("sentence", "Lake"),
        Power.BUDS: pgettext("sentence", "Buds"),
    }
    return texts[Power(power)]


def season_name(season: Season) -> str:
    """'Autumn' / 'Осень'."""
    return _(SEASON_NAMES[Season(season)])


def season_end(season: Season) -> str:
    """'End of Autumn' / 'Конец осени'."""
    return _(SEASON_ENDS[Season(season)])


def piece_name(piece: Piece) -> str:
    """'Big Tree' / 'Большое дерево'."""
    return _(PIECE_NAMES[Piece(piece)])


def rank_name(rank: str) -> str:
    """A solo rank named by the engine ('Oak'), in the current language."""
    return _(RANK_NAMES[rank]) if rank in RANK_NAMES else rank


def source_name(source: Source) -> str:
    """'light' / 'свет'."""
    return _(SOURCE_NAMES[Source(source)])


def seat_kind_name(kind: SeatKind) -> str:
    """'Human', 'Easy'... for the setup's seat buttons (the kind's registry entry)."""
    return _(kind.entry.name)


def bot_name(kind: SeatKind) -> str:
    """'Hard bot' for a bot seat, '' for anyone else."""
    return _(kind.entry.bot_name) if kind.entry.bot_name else ""


def kind_about(kind: SeatKind) -> str:
    """What a kind of seat does, in a line (the setup's list of choices)."""
    return _(kind.entry.about)


def bot_label(kind: SeatKind) -> str:
    """A bot's name standing alone, a label or a heading: 'Hard bot' / 'Сложный бот' (the
    Russian names are lower case, for use inside sentences)."""
    name = bot_name(kind)
    return name[:1].upper() + name[1:]


def card_name(card_id: int) -> str:
    """'Snow / Small growth': a card's biome and power."""
    c = all_cards()[card_id]
    return _("{biome} / {power}").format(biome=biome_name(c.biome), power=power_name(c.power))


def icon_name(card_id: int) -> str:
    """A card's top icon in words: '2 flowers', 'aridity' or 'no fertility or aridity
    icon' (the players' words, not the rules' 'top icon')."""
    c = all_cards()[card_id]
    if c.flowers:
        return ngettext("{n} flower", "{n} flowers", c.flowers).format(n=c.flowers)
    return _("aridity") if c.aridity else _("no fertility or aridity icon")


@dataclass(frozen=True)
class Seating:
    """Who sits at each seat as the window shows them: the names given at setup ('' for
    none), the colours (indexes into ``PLAYER_COLOURS``), the solo automa's seat and, when
    known, each seat's kind ("human", "hard", "automa"...).

    ``Seating.of`` takes what a caller has: the match (given names, colours and kinds), a
    state alone (everyone by the default name and colour of the seat) or a seating.
    """

    names: tuple[str, ...] = ()
    colours: tuple[int, ...] = ()
    automa_seat: int | None = None
    #: Each seat's kind (a ``SeatKind`` or its id), when known: a match's or a save's seats.
    kinds: tuple[str, ...] = ()

    @classmethod
    def of(cls, where: Seated) -> Seating:
        """The seating of a match, of a state (defaults only), or ``where`` itself."""
        if isinstance(where, Seating):
            return where
        if isinstance(where, GameState):
            return cls(automa_seat=where.automa_seat)
        return cls(where.names, where.colours, where.state.automa_seat, tuple(where.seats))

    @property
    def you(self) -> int | None:
        """The seat called 'You' when it has no name: the one person at the table, the others
        bots or the automa (a person alone against bots is 'You' as in solo); None when
        several people share the screen, or nobody plays (bots only). Without the kinds (a
        state alone), the solo player."""
        if self.kinds:
            people = [seat for seat, kind in enumerate(self.kinds) if kind == SeatKind.HUMAN]
            return people[0] if len(people) == 1 else None
        if self.automa_seat is None:
            return None
        return 1 if self.automa_seat == 0 else 0

    def name(self, seat: int) -> str:
        """The name shown: the one given at setup, else 'Automa', 'You' for the one person
        at a table of bots or the automa (``you``), or 'Player 2', in the current language."""
        given = self.names[seat] if 0 <= seat < len(self.names) else ""
        if given:
            return given
        if seat == self.automa_seat:
            return _("Automa")
        if seat == self.you:
            return _("You")
        return _("Player {number}").format(number=seat + 1)

    def is_you(self, seat: int) -> bool:
        """True for the seat shown as 'You' (messages then say 'your', not 'of You')."""
        given = self.names[seat] if 0 <= seat < len(self.names) else ""
        return not given and seat != self.automa_seat and seat == self.you

    def colour(self, seat: int) -> Colour:
        """The seat's colour (the colour of its place when none was chosen)."""
        index = self.colours[seat] if 0 <= seat < len(self.colours) else seat
        return player_colour(index)


#: What names a seat: the match, a state alone (default names), or a seating.
Seated: TypeAlias = "Match | GameState | Seating"


def seat_label(where: Seated, seat: int) -> str:
    """A player's name as shown everywhere ('Ada', 'Player 2', 'You', 'Automa'); given a
    state alone, the default names (the names given at setup live in the match)."""
    return Seating.of(where).name(seat)


def seat_colour(where: Seated, seat: int) -> Colour:
    """A player's colour as an RGB triple (panels, tables, the log)."""
    return Seating.of(where).colour(seat)


def vp(points: int) -> str:
    """'12 VP' / '12 ПО' (victory points; the abbreviation does not change with the number)."""
    return _("{points} VP").format(points=points)
