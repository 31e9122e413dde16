"""Where the New game screen's parts stand, in the 1280×800 design space, and the words of its
rows (what each kind of seat does, the sun's sides)."""

from __future__ import annotations

from evergreen.i18n import N_
from evergreen.rules import Sun

#: The Start and Back buttons' design rects (x, y, w, h): the end-to-end test clicks Start.
START = (1000, 708, 240, 50)
BACK = (40, 708, 200, 50)
#: The mode row: the segmented control and Learn to play beside it.
MODES = (190, 80, 680, 48)
LEARN = (890, 80, 200, 48)
#: The panels (x, y, w, h): the seats, the deal's options, the challenge code.
SEATS_PANEL = (40, 166, 1200, 280)
OPTIONS_PANEL = (40, 460, 784, 232)
CODE_PANEL = (840, 460, 400, 232)
#: The seat rows: the first row's top, the pitch, the height of their widgets.
ROW_TOP, ROW_PITCH, ROW_H = 222, 54, 44
#: Columns of the seat rows (x, width): chip, name, colours, who plays, what that means. Who
#: plays has the room for «Сложный» at 14 px in a fifth of it at 1024×640 and 130 % text
#: (it was cut to 12 px there, issue 52).
CHIP_X = 64
NAME_COL = (96, 190)
COLOUR_COL = (300, 148)
KIND_COL = (462, 504)
ABOUT_COL = (974, 246)
#: In a solo game who plays is said, not chosen: what that means stands closer, with the
#: room of the choices' row (the automa's line on one row at 1024×640 and 130 % text; in
#: the about column it took two at 12 px, its last word alone on the second).
SOLO_KIND_W = 140
SOLO_ABOUT_COL = (612, 608)  # from the said kind's end to ABOUT_COL's
SWATCH, SWATCH_GAP = 34, 4
#: The options panel: the rows' tops, the label and control columns, the planet picture's
#: centre and radius (the sun on its starting side).
OPTION_ROWS = (510, 572, 634)
OPTION_H = 40
OPTION_LABEL = (64, 150)
OPTION_CONTROL = (226, 460)
PLANET = (756, 586, 40)
#: The code panel's column, and the most of it the code takes (what the code is for stands
#: beside it, in two rows; in a small window at 130 % text, closer to the code).
CODE_COL = (864, 352)
CODE_W = 170
#: Where the code's status line goes (what a refused code is told in red).
STATUS = (CODE_COL[0], 622, CODE_COL[1], 60)

#: The outline of a seat nobody takes (fewer than four players).
FREE_SEAT = (214, 208, 190)

SUN_SIDES = {
    Sun.TOP: N_("Top"),
    Sun.RIGHT: N_("Right"),
    Sun.BOTTOM: N_("Bottom"),
    Sun.LEFT: N_("Left"),
}
