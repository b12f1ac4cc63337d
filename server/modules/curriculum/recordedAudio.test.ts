import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readCurriculum } from './curriculumFiles.ts';
import { SILENT, takeRecordedAudio } from './recordedAudio.ts';

describe('recorded clips in the curriculum: `{ text, audio }` wherever a text is (issue 16)', () => {
  it('keeps the text where it was and the clip by the place of the text', () => {
    const { data, recorded, problems } = takeRecordedAudio({
      questions: [
        {
          prompt: { text: 'ಅ ನಂತರ ಯಾವ ಸ್ವರ?', audio: 'kn/vowel-after-a.opus' },
          options: ['ಇ', { text: 'ಆ', audio: 'kn/aa.opus' }],
        },
      ],
      items: [{ text: 'idli', category: 0, feedback: 'f' }],
    });
    expect(data).toEqual({
      questions: [{ prompt: 'ಅ ನಂತರ ಯಾವ ಸ್ವರ?', options: ['ಇ', 'ಆ'] }],
      items: [{ text: 'idli', category: 0, feedback: 'f' }],
    });
    expect(recorded).toEqual({
      'questions.0.prompt': 'kn/vowel-after-a.opus',
      'questions.0.options.1': 'kn/aa.opus',
    });
    expect(problems).toEqual([]);
  });

  it('keeps `audio: none` as a text left silent, by its place; nothing else that is not a clip', () => {
    const { data, recorded, problems } = takeRecordedAudio({
      pairs: [{ left: 'E', right: { text: 'e', audio: 'none' }, feedback: 'E and e.' }],
    });
    expect(data).toEqual({ pairs: [{ left: 'E', right: 'e', feedback: 'E and e.' }] });
    expect(recorded).toEqual({ 'pairs.0.right': SILENT });
    expect(problems).toEqual([]);
    for (const audio of ['None', 'silent', '', null, true]) {
      const { problems } = takeRecordedAudio({ prompt: { text: 'x', audio } });
      expect([audio, problems.map((p) => p.path)]).toEqual([audio, ['prompt.audio']]);
    }
  });

  it('refuses a clip name that could leave recorded/ or is not Ogg', () => {
    for (const audio of ['../secret.opus', '/etc/passwd', 'kn/Aa.opus', 'kn/aa.mp3', 7]) {
      const { problems } = takeRecordedAudio({ prompt: { text: 'x', audio } });
      expect([audio, problems.map((p) => p.path)]).toEqual([audio, ['prompt.audio']]);
    }
  });

  it('reads from a curriculum file: the schema sees the text, the file keeps the clip', () => {
    const dir = mkdtempSync(join(tmpdir(), 'kalike-recorded-'));
    try {
      cpSync('curriculum/english-medium/grade-1/maths.yaml', join(dir, 'english-medium/grade-1/maths.yaml'));
      symlinkSync(resolve('curriculum/media'), join(dir, 'media'));
      const file = join(dir, 'english-medium/grade-1/maths.yaml');
      writeFileSync(
        file,
        readFileSync(file, 'utf8').replace(
          '- prompt: 11, 12, ___, 14',
          "- prompt: { text: '11, 12, ___, 14', audio: en/eleven-twelve.opus }",
        ),
      );
      const { files, problems } = readCurriculum(dir);
      expect(problems).toEqual([]);
      // The file's other entries are options left silent (`none`); this one is the recorded clip.
      const [place, clip] = Object.entries(files[0]?.recorded ?? {}).find(([, c]) => c !== 'none') ?? [];
      expect(clip).toBe('en/eleven-twelve.opus');
      const prompt = (place as string)
        .split('.')
        .reduce<unknown>((at, key) => (at as Record<string, unknown>)[key], files[0]?.subject);
      expect(prompt).toBe('11, 12, ___, 14');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('reads `audio: none` from a curriculum file as YAML writes it: the schema sees the text', () => {
    const dir = mkdtempSync(join(tmpdir(), 'kalike-silent-'));
    try {
      cpSync('curriculum/english-medium/grade-1/maths.yaml', join(dir, 'english-medium/grade-1/maths.yaml'));
      symlinkSync(resolve('curriculum/media'), join(dir, 'media'));
      const file = join(dir, 'english-medium/grade-1/maths.yaml');
      // The file's own silent texts, then one more: the first option of the first question whose
      // options YAML writes inline (whichever it is today: the content changes, the rule does not).
      const before = Object.keys(readCurriculum(dir).files[0]?.recorded ?? {});
      const source = readFileSync(file, 'utf8');
      const first = /options: \["([^"]+)", /.exec(source);
      if (!first) throw new Error('an inline list of options expected');
      writeFileSync(file, source.replace(first[0], `options: [{ text: "${first[1]}", audio: none }, `));
      const { files, problems } = readCurriculum(dir);
      expect(problems).toEqual([]);
      const added = Object.entries(files[0]?.recorded ?? {}).filter(([place]) => !before.includes(place));
      expect(added).toHaveLength(1);
      const [place, audio] = added[0] ?? [];
      expect(audio).toBe(SILENT);
      expect(place).toMatch(/\.questions\.\d+\.options\.0$/);
      const text = (place as string)
        .split('.')
        .reduce<unknown>((at, key) => (at as Record<string, unknown>)[key], files[0]?.subject);
      expect(text).toBe(first[1]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
