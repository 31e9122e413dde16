"""The application, headless: what runs a game between the rules and the window.

The running game (``match``: its state, undo, seats, names, colours, identity, origin, the
bots through ``bot_play`` and the worker, the hint, the keeper it autosaves with, the events
it leaves for whoever listens), challenge codes (``challenge``) and today's deal
(``daily``), replays (``replay``) and game records (``record``, and ``record_files`` for
the records beside the saves). Nothing here imports pygame or the window (``ui``); the
window uses it. The modules below ``persistence`` (match, bot_play, challenge, daily,
replay, record) never import it: a match is told how to keep itself.
"""
