"""The game screen: the scene that shows the App's match (``scene``), its input made commands
(``input``), and the parts that draw the match's state, reading the scene as a ``GameView``
(``view``): the sections and their panels (``sections``, ``panels``), the overlays (``hud``),
the log (``log_panel``), composed per frame by ``frame``; the animations its events start
(``event_anim``, ``scoring_anim``, of the ``kinds``) and the season's scoring shown over it.

Imports ``ui.kit``, ``ui.sound``, ``ui.words`` and ``ui.art``; nothing of ``ui.screens`` or the
App (the pause menu and the results are asked of the App: ``kit.scene.Host``).
"""
