"""Everything drawn in code, cached per size: tiles, pieces, icons and the sun (``sprites``,
from the unit-space ``shapes`` and ``pieces``), the cards (``cards``), the large planet as a
small world (``planet_art``), that planet on the board with its targets and sun (``board``),
a player's tag, the action bar's faces, the title's living planet and the rules reference's
figures.

Imports ``ui.kit`` and ``ui.words``; nothing of ``ui.game``, ``ui.screens`` or the App.
"""
