"""The game's sound: the cues by name and their files (``cues``), and the player that plays
them and each season's music (``player``).

Imports nothing of the window but itself (the rules' ``Season`` names the music).
"""
