"""The game's score: music composed by our code (``compose``: melodies, harmony, form, a
piece from a seed), written as MIDI (``midi``), played by a General MIDI soundfont through
fluidsynth and encoded as Ogg Vorbis (``render``). ``python -m tools.music`` makes every
piece, ``assets/sounds/music.json`` and the pieces' levels."""
