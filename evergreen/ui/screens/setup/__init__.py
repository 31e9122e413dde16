"""The New game screen (``scene``), what it holds apart from its widgets (``choices``), where
its parts stand (``plan``) and the drawing around its widgets (``drawing``).

Imports as any screen does (``screens/__init__``)."""
