"""The game's version: the one place it is written (pyproject, the app, saves and records read it here)."""

VERSION = "0.1.0"
