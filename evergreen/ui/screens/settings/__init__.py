"""The Settings screen (``scene``), its titled groups of controls (``groups``) and what it asks
of the App beyond any scene's ``Host`` (``host``).

Imports as any screen does (``screens/__init__``)."""
