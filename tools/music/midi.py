"""A composed piece as a Standard MIDI File (type 1, written with mido): a track of tempo
and metre, then a track per instrument on its own channel with its General MIDI program,
volume, pan and a little of the synthesiser's reverb and chorus. The same piece, the same
bytes (the score's test hashes them)."""

from __future__ import annotations

import io

import mido

from tools.music.compose import Piece

TICKS = 480
#: Reverb and chorus sends (CC 91, 93) on every channel: a little room, a little width.
REVERB = 52
CHORUS = 12


def _channel(index: int) -> int:
    return index if index < 9 else index + 1  # channel 10 (9) is the drums'


def midi_file(piece: Piece) -> mido.MidiFile:
    """``piece`` as a MIDI file."""
    out = mido.MidiFile(type=1, ticks_per_beat=TICKS)
    head = mido.MidiTrack()
    head.append(mido.MetaMessage("time_signature", numerator=piece.metre, denominator=4, time=0))
    last = 0
    for bar, bpm in sorted(piece.tempi.items()):
        tick = bar * piece.metre * TICKS
        head.append(mido.MetaMessage("set_tempo", tempo=mido.bpm2tempo(bpm), time=tick - last))
        last = tick
    out.tracks.append(head)
    for index, v in enumerate(piece.season.voices()):
        ch = _channel(index)
        track = mido.MidiTrack()
        track.append(mido.MetaMessage("track_name", name=v.name, time=0))
        track.append(mido.Message("program_change", channel=ch, program=v.program, time=0))
        pan = max(0, min(127, round(64 + 63 * v.pan)))
        for control, value in ((7, v.volume), (10, pan), (91, REVERB), (93, CHORUS)):
            track.append(mido.Message("control_change", channel=ch, control=control, value=value))
        events: list[tuple[int, int, int, int]] = []  # tick, off before on, note, velocity
        for start, length, note, velocity in piece.parts.get(v.name, []):
            on = round(start * TICKS)
            off = max(on + 1, round((start + length) * TICKS) - 2)
            events += [(on, 1, note, velocity), (off, 0, note, 0)]
        now = 0
        for tick, kind, note, velocity in sorted(events):
            name = "note_on" if kind else "note_off"
            track.append(
                mido.Message(name, channel=ch, note=note, velocity=velocity, time=tick - now)
            )
            now = tick
        out.tracks.append(track)
    return out


def midi_bytes(piece: Piece) -> bytes:
    """The bytes of ``piece``'s MIDI file."""
    buffer = io.BytesIO()
    midi_file(piece).save(file=buffer)
    return buffer.getvalue()
