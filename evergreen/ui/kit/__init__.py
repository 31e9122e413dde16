"""The window's reusable pieces, which know no particular screen: scenes, their stack and what
a scene may ask of the App (``scene.Host``), pygame_gui widgets and the widget scene, text and
paper, the 1280×800 design space's layout, the tween timeline, kept pictures, notices, the
window and the frame loop's pacing.

Imports the rules' values, ``evergreen.session.match`` and persistence types, and ``ui.sound``;
nothing of ``ui.words``, ``ui.art``, ``ui.game``, ``ui.screens`` or the App.
"""
