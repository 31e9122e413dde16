"""The game's sound: the cues by name and their files, the music's pieces and the ambience
(``cues``), the key scheme (``score``), the mix's levels, limiter and sliders' taper
(``mix``), each season's music and ambience as they play (``music``), and the player that
plays them all (``player``).

Imports nothing of the window but itself (the rules' ``Season`` names the music).
"""
