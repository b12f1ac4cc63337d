import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ActivityBody } from '../../../../../domain/contract/activity.ts';
import { en } from '../../../../../domain/i18n/en.ts';
import { kn } from '../../../../../domain/i18n/kn.ts';
import { createTranslate } from '../../../../../domain/i18n/translate.ts';
import { buildTiles } from '../../../../../domain/rules/tiles.ts';
import Player from '../Player.tsx';

/** Letter tiles instead of a keyboard (issue 29): what a class-1 child sees under the sentence. */
const vowels: ActivityBody = {
  kind: 'fill',
  questions: [{ prompt: 'ಅ ಆ ___ ಈ', answers: ['ಇ'], feedback: 'ಅ ಆ ಇ ಈ.' }],
};
const words: ActivityBody = {
  kind: 'fill',
  questions: [{ prompt: 'The river ___ flows through Karnataka.', answers: ['Kaveri'], feedback: 'Kaveri.' }],
};

const render = (body: ActivityBody, grade: string | null, messages = kn, seed = 's') =>
  renderToStaticMarkup(
    <Player
      body={body}
      answers={[null]}
      onAnswer={() => {}}
      t={createTranslate(messages)}
      locale={messages === kn ? 'kn' : 'en'}
      seed={seed}
      grade={grade}
    />,
  );
const tilesOf = (html: string) =>
  [...html.matchAll(/<button type="button" class="tile"[^>]*>([^<]*)<\/button>/g)].map((m) => m[1]);

describe('FillPlayer with letter tiles', () => {
  it('in class 1 shows the letter among near misses, no text box, and a take-back tile named in Kannada', () => {
    const html = render(vowels, '1');
    expect(html).not.toContain('<input');
    expect(html).toContain('<output');
    expect(tilesOf(html).sort()).toEqual(['ಆ', 'ಇ', 'ಈ', 'ಉ'].sort());
    expect(html).toContain(`aria-label="${kn['activity.tiles.undo']}"`);
    expect(html).toContain(kn['activity.tiles']);
    // Nothing tapped yet: the take-back tile and Check wait.
    expect(html).toMatch(/class="tile tile--undo"[^>]*disabled/);
    expect(html).toMatch(/<button type="submit" class="button" disabled/);
  });

  it('names the take-back tile in English on English pages', () => {
    expect(render(vowels, '1', en)).toContain(`aria-label="${en['activity.tiles.undo']}"`);
  });

  it('shows the tiles in the builder’s order for the attempt, the same on every render', () => {
    const html = render(vowels, '2', kn, 'attempt-1');
    expect(tilesOf(html)).toEqual(buildTiles(['ಇ'], 'attempt-1|0', '2').tiles);
    expect(render(vowels, '2', kn, 'attempt-1')).toBe(html);
  });

  it('keeps the text box above class 2 when the answer is longer than three letters', () => {
    const html = render(words, '3', en);
    expect(html).toContain('<input');
    expect(tilesOf(html)).toEqual([]);
    // The same question in class 2: tiles.
    expect(tilesOf(render(words, '2', en)).length).toBeGreaterThanOrEqual(6);
  });

  it('uses tiles in any class for an answer of a few letters, even when the class is unknown', () => {
    expect(tilesOf(render(vowels, null)).length).toBe(4);
  });

  it('shows the other questions’ answers among the tiles, so "and" is not the only word to build', () => {
    const joining: ActivityBody = {
      kind: 'fill',
      questions: [
        { prompt: 'Ravi ___ Sunil are friends.', answers: ['and'], feedback: 'And joins two names.' },
        { prompt: 'It rained, ___ we played.', answers: ['but'], feedback: 'But joins two ideas.' },
      ],
    };
    expect(tilesOf(render(joining, '5', en))).toEqual(expect.arrayContaining(['a', 'n', 'd', 'b', 'u', 't']));
  });

  it('above class 2 types every answer of a fill when one of them is too long for tiles', () => {
    const wasWere: ActivityBody = {
      kind: 'fill',
      questions: [
        { prompt: 'Ravi ___ at home.', answers: ['was'], feedback: 'One boy: was.' },
        { prompt: 'They ___ at home.', answers: ['were'], feedback: 'Many: were.' },
      ],
    };
    const html = render(wasWere, '4', en);
    expect(tilesOf(html)).toEqual([]);
    expect(html).toContain('<input');
  });
});
