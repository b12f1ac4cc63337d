import { afterEach, describe, expect, it, vi } from 'vitest';
import { deviceVoice, hasDeviceVoice } from '../../lib/deviceVoice.ts';
import { clipId, sayable } from './readAloud.ts';

describe('read aloud in the player (issue 16)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("names a clip by the id in the API's address", () => {
    expect(clipId('/v1/audio/3d91deaa4fbb8e242e3958887de3bdbf.opus')).toBe(
      '3d91deaa4fbb8e242e3958887de3bdbf',
    );
  });

  it('says a text by its clip, or by its words for the phone; a picture alone is nothing', () => {
    expect(sayable('2 + 3 = ___', '/v1/audio/abc.opus', 'en')).toEqual({
      id: 'abc',
      url: '/v1/audio/abc.opus',
      text: '2 + 3 = ___',
      language: 'en',
    });
    expect(sayable('2 + 3', null, 'kn')?.id).toBe('voice:2 ಕೂಡು 3');
    expect(sayable('🐘 ★', null, 'en')).toBeNull();
  });

  it("uses the phone's Kannada or Indian English voice only", () => {
    const voices = [
      { lang: 'en-US', localService: true },
      { lang: 'en-GB', localService: true },
      { lang: 'kn-IN', localService: true },
    ] as SpeechSynthesisVoice[];
    vi.stubGlobal('speechSynthesis', { getVoices: () => voices });
    expect(deviceVoice('kn')?.lang).toBe('kn-IN');
    expect(deviceVoice('en')).toBeNull();
    voices.push({ lang: 'en_IN', localService: true } as SpeechSynthesisVoice);
    expect(deviceVoice('en')?.lang).toBe('en_IN');
  });

  it('never uses an online voice: only one that works on the phone itself (issue 32)', () => {
    const online = { lang: 'kn-IN', localService: false, name: 'Google ಕನ್ನಡ' } as SpeechSynthesisVoice;
    const voices = [online, { lang: 'en-IN', localService: false } as SpeechSynthesisVoice];
    vi.stubGlobal('speechSynthesis', { getVoices: () => voices });
    expect(deviceVoice('kn')).toBeNull();
    expect(deviceVoice('en')).toBeNull();
    // My Account then does not offer the phone's voice at all.
    expect(hasDeviceVoice()).toBe(false);
    voices.push({ lang: 'kn-IN', localService: true, name: 'Kannada' } as SpeechSynthesisVoice);
    expect(deviceVoice('kn')?.name).toBe('Kannada');
    expect(hasDeviceVoice()).toBe(true);
  });
});

describe("the phone's voice is used only while it works (issue 32)", () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  type Spoken = {
    text: string;
    onstart?: () => void;
    onend?: () => void;
    onerror?: (e: { error: string }) => void;
  };
  /** A phone with a working-looking Kannada voice; each `speak` is recorded. */
  function phone() {
    const spoken: Spoken[] = [];
    vi.stubGlobal('speechSynthesis', {
      getVoices: () => [{ lang: 'kn-IN', localService: true }],
      cancel: () => {},
      speak: (utterance: Spoken) => spoken.push(utterance),
    });
    vi.stubGlobal(
      'SpeechSynthesisUtterance',
      class {
        text: string;
        constructor(text: string) {
          this.text = text;
        }
      },
    );
    return spoken;
  }
  const load = async () => {
    vi.resetModules();
    return import('./readAloud.ts');
  };

  it('a voice that errors is not used again on the page', async () => {
    const spoken = phone();
    const { say, sayable: item } = await load();
    say([item('ಮೊದಲು', null, 'kn')], true);
    expect(spoken).toHaveLength(1);
    spoken[0]?.onerror?.({ error: 'synthesis-failed' });
    say([item('ಮತ್ತೆ', null, 'kn')], true);
    // Nothing more goes to the phone's voice: with no clip, the text is skipped.
    expect(spoken).toHaveLength(1);
  });

  it('a voice that stays silent past the wait counts as not working', async () => {
    vi.useFakeTimers();
    const spoken = phone();
    const { say, sayable: item, DEVICE_VOICE_START_MS } = await load();
    say([item('ಒಂದು', null, 'kn')], true);
    vi.advanceTimersByTime(DEVICE_VOICE_START_MS + 1);
    say([item('ಎರಡು', null, 'kn')], true);
    expect(spoken).toHaveLength(1);
  });

  it('a voice that starts and ends keeps being used; our own cancel is not its fault', async () => {
    vi.useFakeTimers();
    const spoken = phone();
    const { say, sayable: item, DEVICE_VOICE_START_MS } = await load();
    say([item('ಒಂದು', null, 'kn')], true);
    spoken[0]?.onstart?.();
    vi.advanceTimersByTime(DEVICE_VOICE_START_MS + 1);
    spoken[0]?.onend?.();
    say([item('ಎರಡು', null, 'kn')], true);
    spoken[1]?.onerror?.({ error: 'interrupted' });
    say([item('ಮೂರು', null, 'kn')], true);
    expect(spoken.map((utterance) => utterance.text)).toEqual(['ಒಂದು', 'ಎರಡು', 'ಮೂರು']);
  });
});
