import { afterEach, describe, expect, it, vi } from 'vitest';
import { clipId, deviceVoice, sayable } from './readAloud.ts';

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
    const voices = [{ lang: 'en-US' }, { lang: 'en-GB' }, { lang: 'kn-IN' }] as SpeechSynthesisVoice[];
    vi.stubGlobal('speechSynthesis', { getVoices: () => voices });
    expect(deviceVoice('kn')?.lang).toBe('kn-IN');
    expect(deviceVoice('en')).toBeNull();
    voices.push({ lang: 'en_IN' } as SpeechSynthesisVoice);
    expect(deviceVoice('en')?.lang).toBe('en_IN');
  });
});
