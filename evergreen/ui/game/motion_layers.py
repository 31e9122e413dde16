"""The pictures a step of the planet's ambient motion is laid from, and what it presents.

A step of the motion changes the planet's rect alone, and little of it: the pieces whose
lean changed, the particles, a cloud's shadow, the sun's glow. Drawing the board's every
ring, mark, plate, token and button again for that cost a waiting game more than its budget
of CPU. So, for one frame's key (everything else the window shows), the rect is drawn once
without its motion and parted in three pictures (``Layers``): what lies under the motion
(the planet's picture, the swaying pieces left out), what lies between it and the sun token
(the rings, the marks, the forest's line), and what lies over the token (the corner's
plates, the buttons, a tooltip); the last two keyed out where they leave what is beneath
unchanged. A step lays the first, the motion, the second, the glow and token, the third.

Parting costs tens of milliseconds at a large size: it is done in stages while the window
sleeps between frames (``Composer``), never in a frame; until it is done, a step draws the
rect whole as any board frame does. A step presents only the boxes where the motion changed
(``changed_boxes``).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

#: The colour keyed out of the pictures over the motion: a pure magenta no picture of the
#: game uses (were one to, its pixel would show what lies beneath instead; nothing is lost).
KEY = (255, 0, 255)
#: Beyond this share of the planet's region, what changed is presented as the whole region.
WHOLE_BEYOND = 0.5


@dataclass(frozen=True)
class Layers:
    """The three pictures of the planet's rect for one frame's key (see the module)."""

    under: pygame.Surface
    between: pygame.Surface
    over: pygame.Surface


class Composer:
    """Makes the ``Layers`` of one frame's key in stages, a stage at each call of ``step``
    (each a few milliseconds), and keeps the last made."""

    def __init__(self) -> None:
        #: The key the pictures below are (being) made for.
        self.key: object = None
        #: The finished layers for ``key`` (None: not yet).
        self.layers: Layers | None = None
        self._stages: list[Callable[[], None]] = []

    def ready(self, key: object) -> Layers | None:
        """The layers for ``key``, if they are made."""
        return self.layers if self.key == key else None

    def started(self, key: object) -> bool:
        """True if the layers for ``key`` are made or being made."""
        return self.key == key and (self.layers is not None or bool(self._stages))

    def start(
        self, key: object, below: pygame.Surface, middle: pygame.Surface, whole: pygame.Surface
    ) -> None:
        """Begin the layers for ``key`` from the rect drawn without its motion: ``below`` as
        it was when the motion would be drawn, ``middle`` when the sun's glow and token
        would, ``whole`` at the end (private copies: they are keyed out in place)."""
        self.key, self.layers = key, None
        keep: dict[str, pygame.Surface] = {}

        def over() -> None:  # what lies over the token: ``whole`` where it covers ``middle``
            keep["over"] = keyed_out(whole, middle)

        def between() -> None:  # then the rings and marks: ``middle`` where it covers ``below``
            keep["between"] = keyed_out(middle, below)
            self.layers = Layers(below, keep["between"], keep["over"])

        self._stages = [between, over]  # popped from the end: ``over`` reads ``middle`` first

    def step(self) -> bool:
        """Do the next stage; True while stages remain."""
        if self._stages:
            self._stages.pop()()
        return bool(self._stages)

    def forget(self) -> None:
        """Drop the layers (a new size, a screen closed)."""
        self.key, self.layers, self._stages = None, None, []


def keyed_out(picture: pygame.Surface, beneath: pygame.Surface) -> pygame.Surface:
    """``picture`` (changed in place and returned) keyed out wherever it shows ``beneath``
    unchanged: what was drawn over ``beneath``, as an opaque picture with holes, encoded for
    a run-length keyed blit (it costs little where it is mostly holes). A half-transparent
    mark keeps what it blended with beneath it."""
    same = pygame.mask.from_threshold(picture, (0, 0, 0, 255), (1, 1, 1, 255), beneath)
    same.to_surface(picture, setcolor=KEY, unsetcolor=None)
    picture.set_colorkey(KEY, pygame.RLEACCEL)
    pygame.Surface((1, 1)).blit(picture, (0, 0))  # the encoding is made now, not in a frame
    return picture


def changed_boxes(boxes: list[pygame.Rect], region: pygame.Rect) -> list[pygame.Rect]:
    """``boxes`` clipped to ``region``, overlapping ones merged; the region alone if they
    cover more than ``WHOLE_BEYOND`` of it (one present of it costs less then)."""
    merged: list[pygame.Rect] = []
    for box in sorted((b.clip(region) for b in boxes), key=lambda b: (b.y, b.x)):
        if not box.width or not box.height:
            continue
        for i, other in enumerate(merged):
            if other.colliderect(box):
                merged[i] = other.union(box)
                break
        else:
            merged.append(box)
    area = sum(b.width * b.height for b in merged)
    return [region] if area > WHOLE_BEYOND * region.width * region.height else merged
