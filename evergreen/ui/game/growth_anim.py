"""A piece placed or grown, as a tween: how long each kind takes to come (the drawing of
each step is ``art/growth.py``'s).

A growth explains a change, so it plays with Reduce motion too (shorter, through the
motion factor, as every move does); a new Lake's rings take a second at normal speed, the
rest a little under half of one (ART.md: a piece appearing or growing, 0.3 s; a Sprout's
two steps, rising and opening, take a little more).
"""

from __future__ import annotations

from evergreen.rules import Piece
from evergreen.ui.game.kinds import Pop
from evergreen.ui.kit.anim import LINEAR, Animator, Tween

#: Seconds at normal speed, by the piece that comes (a Lake: its spreading and its rings).
SECONDS: dict[Piece, float] = {
    Piece.SPROUT: 0.55,
    Piece.SMALL_TREE: 0.45,
    Piece.BIG_TREE: 0.5,
    Piece.BUSH: 0.5,
    Piece.LAKE: 1.0,
}
#: A piece of no known kind (none today) comes in this long.
DEFAULT = 0.4


def grow(anim: Animator, seat: int, space: int, piece: int, cue: str | None, factor: float) -> None:
    """Queue the growth of ``piece`` on ``seat``'s ``space`` (its sound with it); the tween
    runs linearly: each kind eases its own steps (``art/growth.py``)."""
    seconds = SECONDS.get(piece, DEFAULT)  # type: ignore[call-overload]
    anim.add(Tween(Pop(seat, space), seconds, easing=LINEAR, cue=cue), factor)
