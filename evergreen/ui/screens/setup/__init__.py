"""The New game screen (``scene``) and what it holds apart from its widgets (``choices``)."""
