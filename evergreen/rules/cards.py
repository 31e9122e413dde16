"""The biome cards (R1.3), numbered 0–41, loaded from ``data/deck.json``."""

from __future__ import annotations

from functools import cache
from typing import NamedTuple

from .data_files import CARD_BIOMES, POWER_SLUGS, deck_data
from .enums import Biome, Power


class Card(NamedTuple):
    """One biome card: id, biome (maybe WILD), power and top icon."""

    id: int
    biome: Biome
    power: Power
    flowers: int
    aridity: bool

    @property
    def name(self) -> str:
        """Text name used in commands, e.g. 'snow/small-growth'."""
        return f"{self.biome.name.lower()}/{self.power.slug}"

    @property
    def icon(self) -> str:
        """Top icon in words: '2 flowers', '1 flower', 'aridity' or 'blank'."""
        if self.flowers:
            return f"{self.flowers} flower{'s' if self.flowers > 1 else ''}"
        return "aridity" if self.aridity else "blank"


@cache
def all_cards() -> tuple[Card, ...]:
    """Every card, indexed by id (the order of the data file)."""
    return tuple(
        Card(
            i,
            Biome(CARD_BIOMES.index(c.biome)),
            Power(POWER_SLUGS.index(c.power)),
            c.flowers,
            c.aridity,
        )
        for i, c in enumerate(deck_data().cards)
    )


@cache
def card_by_name() -> dict[str, Card]:
    """Cards by their text name."""
    return {c.name: c for c in all_cards()}


def card(card_id: int) -> Card:
    """The card with this id; ValueError for an unknown id."""
    cards = all_cards()
    if not (isinstance(card_id, int) and 0 <= card_id < len(cards)):
        raise ValueError(f"no card with id {card_id!r}")
    return cards[card_id]
