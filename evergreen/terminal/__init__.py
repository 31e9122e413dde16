"""The game without a window: a bots-only game printed in the terminal (``play``, the
``--text`` option) and the plain-text views of a game it prints (``views``)."""
