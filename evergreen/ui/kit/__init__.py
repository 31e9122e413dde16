"""The window's reusable pieces, which know no particular screen: the scene stack and what a
scene may ask of the App (``host``), pygame_gui widgets and the widget scene, text, the
1280×800 design space's layout, the tween timeline, kept pictures.

Imports: the rules' values, ``evergreen.match`` and persistence types, and ``ui.sound``;
nothing of ``ui.words``, ``ui.art``, ``ui.game``, ``ui.screens`` or the App.
"""
