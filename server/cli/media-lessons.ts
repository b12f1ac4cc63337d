/**
 * `npm run media:lessons -- [key …] [--language=en|kn]`: the narrated lesson videos (issue 29, point 4), from the
 * lesson scripts in curriculum/lessons/<key>.yaml (lessonScript.ts), one video per language:
 * curriculum/media/lessons/<key>.<en|kn>.mp4 and its captions <key>.<en|kn>.vtt.
 *
 * For each beat: eSpeak NG says its words (the read-aloud clips' voice, a little slower), and
 * Chromium draws its screen (the pictures of the illustration set, its big text, the lesson's
 * title) at 640 × 360. FFmpeg joins the screens, each for its beat's time, and the voice into an
 * MP4 a cheap phone plays: H.264 for the still screens (a few kilobytes each), AAC mono for the
 * voice, the index first so it starts before it has all arrived. An authoring tool, like
 * content:audio: it needs Debian's `ffmpeg`, `espeak-ng` and `chromium`; the files it writes are
 * committed, and nothing at run time or in the tests makes them.
 */

import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { clipText } from '../../domain/rules/clipText.ts';
import { findChromium } from '../../scripts/system-deps.mjs';
import { LESSON_SECONDS, writeLessonsLock } from '../modules/content/index.ts';
import { trimSilence } from '../providers/speech/espeak.ts';
import { run } from '../providers/speech/opus.ts';
import { screenHtml } from './lessonScreen.ts';
import { beatSeconds, type LessonLanguage, type LessonScript, readLessonScript } from './lessonScript.ts';

const SCRIPTS = 'curriculum/lessons';
const OUT = 'curriculum/media/lessons';
const VOICES: Record<LessonLanguage, string> = { en: 'en-gb+f3', kn: 'kn+f3' };
/** Slower than the clips' 160: a lesson explains, and a child follows along. */
const WORDS_PER_MINUTE = 140;
const RATE = 22050;

/** The beat's words as 16-bit mono PCM at RATE, trimmed, and how long they take. */
async function speak(text: string, language: LessonLanguage): Promise<{ pcm: Buffer; seconds: number }> {
  // Said as the read-aloud clips say a text (signs, rupees, units and fractions as words).
  const words = clipText(text, language);
  const wav = trimSilence(
    await run('espeak-ng', ['-v', VOICES[language], '-s', String(WORDS_PER_MINUTE), '--stdout'], words),
  );
  if (wav.readUInt32LE(24) !== RATE) throw new Error(`eSpeak NG speaks at ${wav.readUInt32LE(24)} Hz`);
  const pcm = wav.subarray(44);
  return { pcm, seconds: pcm.length / 2 / RATE };
}

/** A WAV file of 16-bit mono PCM at RATE. */
function wavOf(pcm: Buffer): Buffer {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + pcm.length, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(RATE, 24);
  header.writeUInt32LE(RATE * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(pcm.length, 40);
  return Buffer.concat([header, pcm]);
}

/** Seconds as a WebVTT time (00:01:02.500). */
const vttTime = (seconds: number) => {
  const ms = Math.round(seconds * 1000);
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor((ms % 3_600_000) / 60_000);
  const s = (ms % 60_000) / 1000;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}:${s.toFixed(3).padStart(6, '0')}`;
};

async function makeLesson(
  script: LessonScript,
  language: LessonLanguage,
  page: import('@playwright/test').Page,
) {
  const work = mkdtempSync(join(tmpdir(), `lesson-${script.key}-`));
  try {
    const pcm: Buffer[] = [];
    const cues: string[] = [];
    const list: string[] = [];
    let at = 0;
    for (const [i, beat] of script.beats.entries()) {
      const words = beat.say[language] ?? '';
      const voice = await speak(words, language);
      const seconds = beatSeconds(voice.seconds, words, script.grade);
      // The voice starts 0.2 s into the beat, once its screen is up; silence fills the rest.
      const lead = Buffer.alloc(Math.round(0.2 * RATE) * 2);
      const rest = Math.round(seconds * RATE) * 2 - lead.length - voice.pcm.length;
      pcm.push(lead, voice.pcm, Buffer.alloc(Math.max(0, rest)));
      await page.setContent(screenHtml(script, beat, language, `${i + 1} / ${script.beats.length}`));
      await page.evaluate(() => Promise.all([...document.images].map((img) => img.decode())));
      const frame = join(work, `beat-${String(i).padStart(3, '0')}.png`);
      await page.screenshot({ path: frame });
      list.push(`file '${frame}'`, `duration ${seconds}`);
      cues.push(`${i + 1}\n${vttTime(at)} --> ${vttTime(at + seconds)}\n${words}\n`);
      at += seconds;
    }
    // The concat demuxer takes the last file's duration only when the file is named again.
    list.push(`file '${join(work, `beat-${String(script.beats.length - 1).padStart(3, '0')}.png`)}'`);
    const total = Math.round(at * 10) / 10;
    if (total < LESSON_SECONDS.min || total > LESSON_SECONDS.max)
      throw new Error(
        `${script.key}.${language}: ${total} s; a lesson lasts ${LESSON_SECONDS.min}–${LESSON_SECONDS.max} s`,
      );
    writeFileSync(join(work, 'beats.txt'), `${list.join('\n')}\n`);
    writeFileSync(join(work, 'voice.wav'), wavOf(Buffer.concat(pcm)));
    const out = join(OUT, `${script.key}.${language}.mp4`);
    execFileSync(
      'ffmpeg',
      [
        '-y',
        '-loglevel',
        'error',
        '-f',
        'concat',
        '-safe',
        '0',
        '-i',
        join(work, 'beats.txt'),
        '-i',
        join(work, 'voice.wav'),
        '-vf',
        'fps=12,format=yuv420p',
        '-c:v',
        'libx264',
        '-profile:v',
        'main',
        '-preset',
        'veryslow',
        '-tune',
        'stillimage',
        '-crf',
        '28',
        '-c:a',
        'libopus',
        '-b:a',
        '20k',
        '-ac',
        '1',
        '-application',
        'voip',
        '-shortest',
        '-movflags',
        '+faststart',
        '-map_metadata',
        '-1',
        '-fflags',
        '+bitexact',
        '-flags:v',
        '+bitexact',
        '-flags:a',
        '+bitexact',
        out,
      ],
      { stdio: 'inherit' },
    );
    writeFileSync(join(OUT, `${script.key}.${language}.vtt`), `WEBVTT\n\n${cues.join('\n')}`);
    return { out, seconds: total, bytes: readFileSync(out).length };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

const wanted = process.argv.slice(2).filter((a) => !a.startsWith('--'));
/** `--language=kn`: remake only that language's video (the other's words did not change). */
const only = process.argv.find((a) => a.startsWith('--language='))?.slice('--language='.length);
const keys = readdirSync(SCRIPTS)
  .filter((name) => name.endsWith('.yaml'))
  .map((name) => name.slice(0, -5))
  .filter((key) => wanted.length === 0 || wanted.includes(key));
const executablePath = findChromium() ?? undefined;
const browser = await chromium.launch({ executablePath });
try {
  const page = await browser.newPage({ viewport: { width: 640, height: 360 } });
  for (const key of keys) {
    const script = readLessonScript(join(SCRIPTS, `${key}.yaml`));
    if (script.key !== key) throw new Error(`${key}.yaml: its key is ${script.key}`);
    for (const language of script.languages.filter((l) => !only || l === only)) {
      const made = await makeLesson(script, language, page);
      console.log(`${made.out}: ${made.seconds} s, ${Math.round(made.bytes / 1024)} KB`);
    }
  }
} finally {
  await browser.close();
}
// A video made again is a new version: the activities that show it go back for review.
const changed = writeLessonsLock();
if (changed.length)
  console.log(`Lesson files that changed (their activities go back for review):\n  ${changed.join('\n  ')}`);
