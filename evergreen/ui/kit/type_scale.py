"""The one type scale: every text size the window draws, by name.

Sizes are *nominal* design pixels, as ``text.render``/``fit``/``wrap`` take them after
``Layout.px``; the glyphs drawn are ``EM`` (0.8) of them, at 1280×800 and 100 % text:

============  =======  ======  ==============================================================
name          nominal  glyphs  for
============  =======  ======  ==============================================================
``CAPTION``   18       14 px   the smallest text: notes, counts, log lines, muted asides (the
                               game's floor, ``text.MIN_SIZE``)
``BODY``      20       16 px   running text, tooltips, buttons' labels, rows
``LABEL``     22       18 px   bold labels and panel headings, the top bar, text boxes, lists
``HEADING``   25       20 px   a section's heading, an action's letter, large numbers in rows
``TITLE``     35       28 px   a screen's title
``DISPLAY``   50       40 px   the season's banner over the board, a ribbon
``LOGO``      84       67 px   the title screen's wordmark (drawn once, as art)
============  =======  ======  ==============================================================

Two weights: regular and bold (``bold=True``). No module outside this one gives a text a
literal size (``tests/ui/test_type_scale.py`` reads the ``ui`` package for one); a text that
must fit a box still shrinks from its step a little (``text.fit``, ``text.common_size``),
never under ``CAPTION``'s 14 px at 1280×800 and 100 % (``screens/legible.py``).
pygame_gui's theme takes its font sizes from here too (``widgets.theme``): a button's label
is ``BODY``, a text box's and a list's rows ``LABEL``.
"""

from __future__ import annotations

CAPTION = 18
BODY = 20
LABEL = 22
HEADING = 25
TITLE = 35
DISPLAY = 50
LOGO = 84

#: The scale, smallest first (name → nominal size).
SCALE: dict[str, int] = {
    "CAPTION": CAPTION,
    "BODY": BODY,
    "LABEL": LABEL,
    "HEADING": HEADING,
    "TITLE": TITLE,
    "DISPLAY": DISPLAY,
    "LOGO": LOGO,
}
