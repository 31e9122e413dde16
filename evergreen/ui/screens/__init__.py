"""Every screen but the game's, one module or small package each: title, setup, load, save,
pause, settings, rules (help), results, confirm, crash.

Imports ``ui.kit``, ``ui.sound``, ``ui.words``, ``ui.art`` and ``ui.game``, and one another
(never in a circle); never the App (a scene asks it through ``kit.scene.Host``).
"""
