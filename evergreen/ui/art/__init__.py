"""Everything drawn in code: the pieces, tiles, icons and cards (``sprites``, from the unit-space
``shapes``), the large planet as a small world (``planet_art``), the board with its targets
and sun (``board``), a player's tag, the action bar's faces, the title's living planet and
the rules reference's figures.

Imports ``ui.kit`` and ``ui.words``; nothing of ``ui.game``, ``ui.screens`` or the App.
"""
