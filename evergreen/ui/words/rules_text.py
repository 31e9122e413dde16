"""The in-game rules reference: sections in our own words (R-numbers refer to RULES.md),
each with a figure drawn from the game's own art. Messages are marked with ``N_`` and
translated when shown, so the language can change while the screen is open.
"""

from __future__ import annotations

from enum import StrEnum
from typing import NamedTuple

from evergreen.i18n import N_, _


class Figure(StrEnum):
    """What a section's illustration shows."""

    NONE = "none"
    BRIEF = "brief"  # the four seasons: one planet growing, the sun going round it
    CARD = "card"  # a drafted card: biome on top, power below, flower/aridity icon
    PIECES = "pieces"  # the five pieces side by side
    ACTIONS = "actions"  # the four actions as buttons with their effects
    POWERS = "powers"  # the six power icons with their tracks
    LIGHT = "light"  # worked lines, the light sweeping in from the sun (animated)
    FOREST = "forest"  # a small planet with its largest forest outlined
    FERTILITY = "fertility"  # a fertility stack with flowers, aridity and a flipped card
    END = "end"  # fertility stacks and the Big Trees scoring them
    RANKS = "ranks"  # the solo ranks table
    KEYS = "keys"  # the game screen's keys


class Section(NamedTuple):
    """One page of the reference."""

    title: str
    paragraphs: tuple[str, ...]
    figure: Figure = Figure.NONE

    def translated(self) -> Section:
        """The same section in the current language."""
        return Section(_(self.title), tuple(_(p) for p in self.paragraphs), self.figure)

    def matches(self, query: str) -> bool:
        """True if the (translated) title or text contains every word of ``query``."""
        text = " ".join((self.title, *self.paragraphs)).casefold()
        return all(word in text for word in query.casefold().split())


#: Worked lines of R9.2 shown in the light figure, sun on the left (t Small Tree, T Big
#: Tree, b Bush, s Sprout, ~ Lake, . empty).
WORKED_LINES = ("t T t t T", "t t b t", "T T t t", "t . t T T", "t ~ t t t")

SECTIONS = (
    Section(
        N_("The game in brief"),
        (
            N_(
                "Grow the greenest planet. Over four seasons (Spring 5 rounds, Summer 4, "
                "Autumn 3, Winter 2) you draft a card each round and use it to plant and grow "
                "trees on your own planet."
            ),
            N_(
                "A round: the draft, then every player takes an action and may use a power, "
                "then the round ends. After the last round of a season its light and forests "
                "score; after Winter, fertility scores too and the game ends."
            ),
            N_("Most points wins. The first player starts with 0 points, the next 1, 2, 3."),
        ),
        Figure.BRIEF,
    ),
    Section(
        N_("The draft"),
        (
            N_(
                "The market holds one card more than there are players (3 in a solo game). "
                "From the first player on, each takes one card."
            ),
            N_(
                "A card shows a biome (where actions A to C work; Wild works anywhere), a "
                "power, and at the top one or two flowers, an aridity icon or nothing."
            ),
            N_(
                "When the first player has taken a card, the first-player marker goes on the "
                "leftmost card left. Whoever takes it plays first next round; if nobody takes "
                "it, the marker goes back to this round's first player, who plays first again."
            ),
            N_(
                "The last card left: flowers go to its biome's fertility stack; aridity turns "
                "that stack's top card face down; anything else is discarded."
            ),
        ),
        Figure.CARD,
    ),
    Section(
        N_("The four actions"),
        (
            N_(
                "Every player must choose one action each round. Plant puts a Sprout on an "
                "empty space; Grow turns a Sprout into a Small Tree or a Small Tree into a "
                "Big Tree."
            ),
            N_(
                "A: plant up to 3 times. B: grow up to 2 different spaces. C: plant once and "
                "grow once, on different spaces. These work in the card's biome only."
            ),
            N_("D: plant once or grow once, in any biome."),
            N_("Up to means you may do less, even nothing, but you still choose an action."),
        ),
        Figure.ACTIONS,
    ),
    Section(
        N_("The six powers"),
        (
            N_(
                "The card's power may be used once, entirely before or entirely after the "
                "action. Its track goes up one level first; then the power acts once per level."
            ),
            N_(
                "Sprout plants, Small growth grows a Sprout, Big growth grows a Small Tree, "
                "Bush places a Bush, Lake places a Lake and then grows up to 2 different spaces "
                "next to it. Buds gives points equal to the new level, once."
            ),
            N_("Powers work anywhere on your planet, whatever the card's biome."),
        ),
        Figure.POWERS,
    ),
    Section(
        N_("Pieces"),
        (
            N_(
                "Small and Big Trees collect light and cast shadow. Bushes join forests but "
                "neither shade nor collect light. Lakes and Sprouts do neither and are not in "
                "forests. Nothing is ever placed in a ravine."
            ),
            N_(
                "Sprouts and trees never run out, but Bushes and Lakes do: the box holds 20 of "
                "each, one supply shared by all players. A placed piece never returns; once "
                "none is left, the Bush or Lake power places nothing (its marker still moves). "
                "The number left stands beside the Bush and Lake tracks."
            ),
        ),
        Figure.PIECES,
    ),
    Section(
        N_("Light and shadow"),
        (
            N_(
                "At the end of each season light comes from the sun's side and runs along "
                "every row (sun left or right) or column (sun top or bottom)."
            ),
            N_(
                "A Small Tree shades the next space away from the sun, a Big Tree the next "
                "two. A tree is lit unless it stands in the shadow of a tree at least as tall; "
                "shaded trees still cast their own shadow."
            ),
            N_("A lit Small Tree scores 1 point, a lit Big Tree 2. Then the sun moves clockwise."),
        ),
        Figure.LIGHT,
    ),
    Section(
        N_("Forests"),
        (
            N_(
                "Trees and Bushes touching side by side form a forest, whatever their biomes. "
                "At the end of each season your largest forest scores 1 point per piece, lit "
                "or not."
            ),
        ),
        Figure.FOREST,
    ),
    Section(
        N_("Fertility and aridity"),
        (
            N_(
                "The fertility zone has a stack per biome. Its fertility is the number of "
                "flowers showing on it; face-down and aridity cards show none."
            ),
            N_(
                "At the end of the game each Big Tree scores points equal to its biome's "
                "fertility. Aridity cards turn a stack's top card face down, so fertility can drop."
            ),
        ),
        Figure.FERTILITY,
    ),
    Section(
        N_("End of the game"),
        (
            N_(
                "After Winter is scored, each Big Tree scores points equal to its biome's "
                "fertility, and the most points win. On a tie, the tied player earliest in the "
                "last round's order wins."
            ),
            N_(
                "The results show where every point came from: the start, Buds, light and "
                "forest per season, fertility per biome."
            ),
        ),
        Figure.END,
    ),
    Section(
        N_("Solo: the automa"),
        (
            N_(
                "Alone, you play against the automa: it drafts but has no planet and no "
                "points. It takes a Wild card, else the card with the most flowers, else an "
                "aridity card of the least fertile biome; the leftmost among equals."
            ),
            N_("Your final score gives your rank, from Broccoli to Legendary Sequoia."),
        ),
        Figure.RANKS,
    ),
    Section(
        N_("Playing on screen"),
        (
            N_(
                "Click a market card to take it, or right-click it to see it large; choose an "
                "action and, before or after it, the power; highlighted spaces are where a "
                "click acts. Hover anything to read what it is."
            ),
            N_(
                "Undo (Backspace) takes back any step until End turn (Enter). Hint (H) shows "
                "what the Hard bot would do. Esc pauses, F1 opens these rules, Tab moves "
                "between highlighted spaces."
            ),
            N_(
                "The Log (L) lists every step of the game and the VP it gave, newest first; "
                "hover a step to see where it happened on the board."
            ),
            N_("Games are saved after every turn: Continue on the title screen resumes."),
        ),
        Figure.KEYS,
    ),
)


def sections(query: str = "") -> list[Section]:
    """The reference in the current language, only the sections matching ``query``."""
    found = [s.translated() for s in SECTIONS]
    return [s for s in found if s.matches(query)] if query.strip() else found
