/**
 * Recorded clips in the curriculum (issue 16): wherever a text is, an editor may write
 * `{ text: '…', audio: kn/vowel-order-1.opus }` instead of `'…'`, naming a clip recorded by a
 * person in `curriculum/audio/recorded/`, or `{ text: 'e', audio: none }` for a text deliberately
 * left unread, because hearing it would give the answer away (a letter whose shape the item
 * teaches). Before the curriculum schema sees a file, every such pair becomes its text again, and
 * its `audio` is kept by the place of the text in the file.
 */

/** Lower-case words joined by hyphens, in folders: a name can never climb out of recorded/. */
export const RECORDED_CLIP = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*\.(?:opus|ogg)$/;

/**
 * `audio: none`: the text is silent. It has no clip, generated or recorded, no speaker, and a tap
 * on it does not read it; content:check allows it only on an option, a match side or a card
 * (needs.ts `misplacedSilence`). Never a clip name: those end in .opus or .ogg.
 */
export const SILENT = 'none';

export interface RecordedAudio {
  /** The file with every `{ text, audio }` written as its text. */
  data: unknown;
  /**
   * Place of the text in the file (`units.0.chapters.0.topics.0.activities.1.questions.0.prompt`)
   * → its recorded clip, or SILENT for a text left unread.
   */
  recorded: Record<string, string>;
  problems: { path: string; message: string }[];
}

const isTextWithAudio = (value: unknown): value is { text: unknown; audio: unknown } =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.keys(value).sort().join(',') === 'audio,text';

export function takeRecordedAudio(data: unknown): RecordedAudio {
  const recorded: Record<string, string> = {};
  const problems: RecordedAudio['problems'] = [];
  const walk = (value: unknown, path: string[]): unknown => {
    if (isTextWithAudio(value)) {
      const where = path.join('.');
      if (typeof value.audio !== 'string' || (value.audio !== SILENT && !RECORDED_CLIP.test(value.audio))) {
        problems.push({
          path: `${where}.audio`,
          message:
            'a recorded clip in curriculum/audio/recorded/, lower-case, e.g. kn/vowel-order-1.opus, or none for a text left unread',
        });
      } else recorded[where] = value.audio;
      return value.text;
    }
    if (Array.isArray(value)) return value.map((item, i) => walk(item, [...path, String(i)]));
    if (typeof value === 'object' && value !== null)
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v, [...path, k])]));
    return value;
  };
  return { data: walk(data, []), recorded, problems };
}
