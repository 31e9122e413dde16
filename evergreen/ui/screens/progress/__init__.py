"""What brings a player back, on screen: today's deal (``today``: its state on the title,
starting it, the Hard bot's game made meanwhile; ``daily_scene``: you against the bot),
the Statistics screen (``stats_scene``, its charts in ``charts``), the Achievements screen
(``achievements_scene``, icons drawn in ``icons``) and the toast when one is earned
(``toast``). The figures are ``evergreen.progress``'s; imports as any screen does
(``screens/__init__``).
"""
