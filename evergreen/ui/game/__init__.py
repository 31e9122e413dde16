"""The game screen: the scene that turns clicks and keys into commands for the match
(``scene``), and the parts that draw the match's state (``sections``, ``panels``, ``hud``,
``log_panel``, composed per frame by ``frame``), the animations its events start
(``event_anim``, ``scoring_anim``) and the season's scoring shown over it.

Imports ``ui.kit``, ``ui.sound``, ``ui.words`` and ``ui.art``; nothing of ``ui.screens`` or the
App (the pause menu and the results are asked of the App: ``kit.host.Host``).
"""
