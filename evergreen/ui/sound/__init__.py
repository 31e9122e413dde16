"""The game's sound: the cues by name and their files (``cues``), the music's score
(``score``), the mix's levels and limiter (``mix``), each season's music as it plays
(``music``), and the player that plays them all (``player``).

Imports nothing of the window but itself (the rules' ``Season`` names the music).
"""
