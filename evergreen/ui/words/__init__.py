"""The game in the player's language, worked out from the rules' values: names, the status
line and hover tips, the game log's entries, a save's summary, the rules reference's text,
the players' colours and their names.

Pure (no pygame), so it is unit-tested directly and the terminal game uses it too. Imports
nothing of the window but itself.
"""
