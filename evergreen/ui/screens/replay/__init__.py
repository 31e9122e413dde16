"""The replay viewer: any game, finished or not, looked back through point by point.

``source`` opens a game as a replay (a save, or the game just finished), ``table`` is the
table at one point as the game screen's sections read it, ``timeline`` the strip along the
bottom, ``scene`` the screen, ``branch`` the Play from here dialog and ``export`` its game
record. Imports as any screen does (``screens/__init__``).
"""
