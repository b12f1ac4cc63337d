import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CurriculumFile, CurriculumProblem } from '../../curriculum/index.ts';
import { activitiesOf } from '../walk.ts';

export interface Cue {
  start: number;
  end: number;
  text: string;
}

const seconds = (stamp: string) =>
  stamp
    .split(':')
    .map(Number)
    .reduce((sum, part) => sum * 60 + part, 0);

/** The cues of a WebVTT file: their times (seconds) and text (lines joined by a space, tags off). */
export function parseVtt(source: string): Cue[] {
  const cues: Cue[] = [];
  for (const block of source.replace(/\r/g, '').split(/\n{2,}/)) {
    const lines = block.split('\n');
    const timing = lines.findIndex((l) => l.includes('-->'));
    if (timing < 0) continue;
    const [from, to] = (lines[timing] ?? '').split('-->').map((s) => s.trim().split(/\s+/)[0] ?? '');
    const text = lines
      .slice(timing + 1)
      .join(' ')
      .replace(/<[^>]*>/g, '')
      .trim();
    if (text) cues.push({ start: seconds(from ?? ''), end: seconds(to ?? ''), text });
  }
  return cues;
}

/**
 * Characters as subtitle guidelines count them: Unicode characters, spaces included (a Kannada
 * vowel sign or virama counts as one, as a Latin letter does; the audit counted so too).
 */
export const characters = (text: string) => [...text.normalize('NFC')].length;

/** The fastest a caption may go for a class: 15 characters a second in classes 1–2, 20 above. */
export const fastestCaption = (grade: string) => (Number(grade) <= 2 ? 15 : 20);

/**
 * Caption cues faster than a young reader reads (issue 28): a child who cannot hear the video
 * (a quiet classroom, no speaker) reads its captions, at most 15 characters a second in
 * classes 1–2 and 20 above. A cue over that is split, shortened or held longer.
 */
export const captionSpeed =
  (mediaDir: string) =>
  (files: CurriculumFile[]): CurriculumProblem[] =>
    activitiesOf(files).flatMap(({ file, path, activity }) => {
      if (activity.kind !== 'video' || !activity.video.captions) return [];
      const vtt = join(mediaDir, activity.video.captions);
      if (!existsSync(vtt)) return [];
      const limit = fastestCaption(file.grade);
      return parseVtt(readFileSync(vtt, 'utf8')).flatMap((cue, i) => {
        const rate = characters(cue.text) / Math.max(cue.end - cue.start, 0.001);
        if (rate <= limit) return [];
        return [
          {
            file: file.file,
            path: `${path}.video.captions`,
            message: `${activity.video.captions} cue ${i + 1} ("${cue.text.slice(0, 40)}") runs at ${rate.toFixed(1)} characters a second; class ${file.grade} reads at most ${limit}`,
          },
        ];
      });
    });
