"""One rating scale for every bot: an Elo-style list fitted to all the tournaments' results.

Every table game a tournament plays adds, for each pair of its entries, a win, a loss or a
draw (more VP wins; equal VP is a draw) to a tally kept in a JSON file (``docs/ratings.json``
in the repository). The ratings are the Bradley–Terry fit of the whole tally on the Elo
scale (a 400-point gap is 10 to 1 odds), so the order in which results came does not
matter; the anchor (the previous Hard bot, ``hard-v1``) stays at ``ANCHOR_RATING``. Each
pair that has met also counts one drawn game more, so that a clean sweep gives a large but
finite gap. Solo games do not enter: they have no opponent.
"""

from __future__ import annotations

import json
import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

FORMAT = "evergreen-ratings/1"
#: The entry whose rating is fixed, and its rating.
ANCHOR = "hard-v1"
ANCHOR_RATING = 1500.0
#: Drawn games added to every pair that has met (keeps a clean sweep's gap finite).
PRIOR_DRAWS = 1.0
_SCALE = 400.0 / math.log(10.0)


@dataclass
class Tally:
    """Results between two entries: ``a``'s wins and draws against ``b``, and games."""

    a: str
    b: str
    wins: float = 0.0
    draws: float = 0.0
    games: int = 0

    def score(self) -> float:
        """``a``'s points: a win is 1, a draw 1/2."""
        return self.wins + self.draws / 2


@dataclass(frozen=True)
class Rating:
    """One line of the list."""

    entry: str
    rating: float
    games: int


class RatingList:
    """The tally of all rated results and the ratings fitted to it."""

    def __init__(self, tallies: Iterable[Tally] = ()) -> None:
        self._tallies: dict[tuple[str, str], Tally] = {}
        for t in tallies:
            tally = self._tally(t.a, t.b)
            tally.wins += t.wins if tally.a == t.a else t.games - t.wins - t.draws
            tally.draws += t.draws
            tally.games += t.games

    def add_game(self, entries: Sequence[str], scores: Sequence[int]) -> None:
        """One table game: each pair of distinct entries scores by VP (equal is a draw)."""
        if len(entries) != len(scores) or len(entries) < 2:
            raise ValueError("a rated game has two to four entries, each with its VP")
        for i, a in enumerate(entries):
            for j in range(i + 1, len(entries)):
                b = entries[j]
                if a == b:
                    continue
                tally = self._tally(a, b)
                first = tally.a == a
                mine, theirs = (scores[i], scores[j]) if first else (scores[j], scores[i])
                tally.games += 1
                if mine > theirs:
                    tally.wins += 1
                elif mine == theirs:
                    tally.draws += 1

    def tallies(self) -> list[Tally]:
        """Every pair's results, in name order."""
        return [self._tallies[k] for k in sorted(self._tallies)]

    def ratings(self, iterations: int = 2000) -> list[Rating]:
        """Every entry's rating, best first (Bradley–Terry by minorization–maximization)."""
        names = sorted({n for pair in self._tallies for n in pair})
        if not names:
            return []
        strength = dict.fromkeys(names, 1.0)
        won = dict.fromkeys(names, 0.0)
        played: dict[str, list[tuple[str, float]]] = {n: [] for n in names}
        games = dict.fromkeys(names, 0)
        for t in self._tallies.values():
            n = t.games + PRIOR_DRAWS
            won[t.a] += t.score() + PRIOR_DRAWS / 2
            won[t.b] += t.games - t.score() + PRIOR_DRAWS / 2
            played[t.a].append((t.b, n))
            played[t.b].append((t.a, n))
            games[t.a] += t.games
            games[t.b] += t.games
        for _ in range(iterations):
            new = {
                n: won[n] / sum(k / (strength[n] + strength[o]) for o, k in played[n])
                for n in names
            }
            scale = math.exp(sum(math.log(v) for v in new.values()) / len(new))
            strength = {n: v / scale for n, v in new.items()}
        base = _SCALE * math.log(strength[ANCHOR]) if ANCHOR in strength else 0.0
        shift = ANCHOR_RATING - base
        out = [Rating(n, _SCALE * math.log(strength[n]) + shift, games[n]) for n in names]
        return sorted(out, key=lambda r: (-r.rating, r.entry))

    def table(self) -> str:
        """The list as a Markdown table (docs/BOTS.md shows it)."""
        lines = ["| bot | rating | rated games |", "|---|---:|---:|"]
        for r in self.ratings():
            anchor = " (anchor)" if r.entry == ANCHOR else ""
            lines.append(f"| {r.entry}{anchor} | {r.rating:.0f} | {r.games} |")
        return "\n".join(lines)

    def to_json(self) -> dict[str, Any]:
        """The file's contents: the tally, and the ratings it gives (for reading)."""
        return {
            "format": FORMAT,
            "anchor": {"entry": ANCHOR, "rating": ANCHOR_RATING},
            "ratings": {r.entry: round(r.rating, 1) for r in self.ratings()},
            "results": [
                {"a": t.a, "b": t.b, "wins": t.wins, "draws": t.draws, "games": t.games}
                for t in self.tallies()
            ],
        }

    @classmethod
    def load(cls, path: Path) -> RatingList:
        """The list kept in ``path`` (empty if there is no file yet); ValueError if broken."""
        if not path.exists():
            return cls()
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
            if data.get("format") != FORMAT:
                raise ValueError(f"expected format {FORMAT!r}")
            return cls(
                Tally(
                    str(r["a"]), str(r["b"]), float(r["wins"]), float(r["draws"]), int(r["games"])
                )
                for r in data["results"]
            )
        except (OSError, ValueError, KeyError, TypeError, AttributeError) as err:
            raise ValueError(f"{path.name}: not a rating list ({err})") from None

    def save(self, path: Path) -> None:
        """Write the list (the ratings included, for people reading the file)."""
        path.write_text(json.dumps(self.to_json(), indent=1) + "\n", encoding="utf-8")

    def _tally(self, a: str, b: str) -> Tally:
        key = (a, b) if a < b else (b, a)
        found = self._tallies.get(key)
        if found is None:
            found = self._tallies[key] = Tally(*key)
        return found
