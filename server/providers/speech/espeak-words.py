"""eSpeak NG with its word events (issue 30, ADR 028): the story page's clip and when each word starts.

The espeak-ng command prints no timings; its library does: in synchronous mode it hands the
samples to a callback together with events, and a WORD event carries the word's place in the
text and the millisecond in the audio where the synthesiser starts it. Called through ctypes
(Python's standard library) on Debian's libespeak-ng.so.1, so nothing needs compiling.

  python3 espeak-words.py <voice> <words-per-minute> <out.wav>   (the text on standard input)

Writes a 16-bit mono WAV to <out.wav> and prints JSON: {"rate": Hz, "words": [[pos, len, ms], ...]},
pos counted in characters from 0.
"""
import ctypes
import json
import subprocess
import sys
import wave

AUDIO_OUTPUT_SYNCHRONOUS = 2
EVENT_LIST_TERMINATED, EVENT_WORD = 0, 1
POS_CHARACTER, CHARS_UTF8 = 1, 1
RATE = 1


class Event(ctypes.Structure):
    _fields_ = [
        ("type", ctypes.c_int),
        ("unique_identifier", ctypes.c_uint),
        ("text_position", ctypes.c_int),
        ("length", ctypes.c_int),
        ("audio_position", ctypes.c_int),
        ("sample", ctypes.c_int),
        ("user_data", ctypes.c_void_p),
        ("id", ctypes.c_char * 8),
    ]


def voice_file(voice):
    """`en-gb+f3` as the library names it (`gmw/en+f3`): the command finds a voice by its
    language, the library by its name or file, so ask the command which file speaks it."""
    language, _, variant = voice.partition("+")
    listing = subprocess.run(["espeak-ng", f"--voices={language}"], capture_output=True, text=True).stdout
    for line in listing.splitlines()[1:]:
        columns = line.split()
        if len(columns) >= 5 and columns[1] == language:
            return columns[4] + (f"+{variant}" if variant else "")
    return voice


Callback = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.POINTER(ctypes.c_short), ctypes.c_int, ctypes.POINTER(Event))


def main():
    voice, wpm, out = sys.argv[1], int(sys.argv[2]), sys.argv[3]
    text = sys.stdin.read()
    lib = ctypes.CDLL("libespeak-ng.so.1")
    rate = lib.espeak_Initialize(AUDIO_OUTPUT_SYNCHRONOUS, 0, None, 0)
    if rate <= 0:
        sys.exit("espeak-ng: the library did not start")
    samples = []
    words = []

    def collect(wav, count, events):
        if count > 0:
            samples.extend(wav[:count])
        i = 0
        while events[i].type != EVENT_LIST_TERMINATED:
            event = events[i]
            if event.type == EVENT_WORD:
                words.append([event.text_position - 1, event.length, event.audio_position])
            i += 1
        return 0

    callback = Callback(collect)
    lib.espeak_SetSynthCallback(callback)
    if lib.espeak_SetVoiceByName(voice.encode()) != 0 and lib.espeak_SetVoiceByName(voice_file(voice).encode()) != 0:
        sys.exit(f"espeak-ng: no voice {voice}")
    lib.espeak_SetParameter(RATE, wpm, 0)
    data = text.encode("utf-8")
    lib.espeak_Synth(data, len(data) + 1, 0, POS_CHARACTER, 0, CHARS_UTF8, None, None)
    lib.espeak_Synchronize()
    with wave.open(out, "wb") as file:
        file.setnchannels(1)
        file.setsampwidth(2)
        file.setframerate(rate)
        file.writeframes(b"".join(int(s).to_bytes(2, "little", signed=True) for s in samples))
    print(json.dumps({"rate": rate, "words": words}))


main()
