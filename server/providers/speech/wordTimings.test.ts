import { describe, expect, it } from 'vitest';
import { onsetDrifts, speakWithWords } from './wordTimings.ts';

/**
 * The reading corner lights each word as the voice says it (issue 30, ADR 028): eSpeak NG's word
 * events give every word's start in the clip it makes, in the app's voice, trimmed as clips are.
 */
describe('a clip with its words’ times', () => {
  it.each([
    ['en', 'Anu has a mango tree. The tree has ten mangoes!', 10],
    ['kn', 'ಅನು ಮಾವಿನ ಮರ ನೋಡಿದಳು. ಮರದಲ್ಲಿ ಹತ್ತು ಮಾವು!', 7],
  ] as const)(
    '%s: one time per word, in order, inside the clip, each where the voice starts it',
    async (language, text, count) => {
      const clip = await speakWithWords(text, language);
      expect(clip.words).toHaveLength(count);
      expect(clip.opus.length).toBeGreaterThan(500);
      expect(Buffer.from(clip.opus.subarray(0, 4)).toString()).toBe('OggS');
      // The words are where they are in the text, and their times follow one another.
      const [first] = clip.words;
      expect(text.slice(first?.at, (first?.at ?? 0) + (first?.length ?? 0))).toBe(text.split(' ')[0]);
      for (const [i, word] of clip.words.entries()) {
        expect(word.startMs).toBeLessThan(word.endMs);
        if (i > 0) expect(word.startMs).toBe(clip.words[i - 1]?.endMs);
      }
      expect(first?.startMs).toBeLessThanOrEqual(60);
      expect(clip.words.at(-1)?.endMs).toBe(clip.durationMs);
      // After the full stop's pause, the voice starts within a few milliseconds of the lit word.
      const drifts = onsetDrifts(clip.wav, clip.words);
      expect(drifts.length).toBeGreaterThan(0);
      for (const drift of drifts) expect(drift).toBeLessThan(150);
    },
  );
});
