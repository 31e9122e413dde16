"""Sound files decoded as the game's mixer decodes them (44.1 kHz, 16-bit, stereo), for the
tests that measure the committed sounds."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TypeVar

import numpy as np
import pygame

RATE = 44100
K = TypeVar("K")


def decode(paths: Mapping[K, str]) -> dict[K, np.ndarray]:
    """Each file's samples (stereo, -1..1) by its key, the mixer opened at the game's format
    for it and put back as it was after."""
    before = pygame.mixer.get_init()
    if before:
        pygame.mixer.quit()
    pygame.mixer.init(RATE, -16, 2)
    try:
        assert pygame.mixer.get_init() == (RATE, -16, 2)
        decoded = {}
        for key, path in paths.items():
            raw = pygame.sndarray.array(pygame.mixer.Sound(path))
            assert raw.ndim == 2 and raw.shape[1] == 2, path
            decoded[key] = raw.astype(np.float64) / 32768.0
    finally:
        pygame.mixer.quit()
        if before:
            pygame.mixer.init(*before)
    return decoded
