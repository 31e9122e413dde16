"""The Settings screen (``scene``) and its titled groups of controls (``groups``)."""
