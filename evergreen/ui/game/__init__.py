"""The game screen: the scene that shows the session's match (``scene``), its input made
commands (``input``), and the parts that draw a table: one read-only ``Table`` value
(``table``) that the scene makes each frame from the match and the person's ``Look``
(``look``, ``aids``), and that the replay viewer makes from a replay. The sections and their
panels (``sections``, ``panels``), the overlays (``hud``) and the log (``log_panel``) draw it,
composed per frame by ``frame``; the animations the match's events start (``event_anim``,
``scoring_anim``, of the ``kinds``) and the season's scoring shown over it.

Imports ``ui.kit``, ``ui.sound``, ``ui.words`` and ``ui.art``; nothing of ``ui.screens`` or the
App (the pause menu and the results are asked of the App: ``kit.scene.Host``).
"""
