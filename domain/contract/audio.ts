import * as z from 'zod/mini';

/** Where read-aloud clips are served (modules/audio): `/v1/audio/<id>.opus`, public, cached for a year. */
export const AUDIO_PREFIX = '/v1/audio/';
export const clipUrl = (id: string) => `${AUDIO_PREFIX}${id}.opus`;
/**
 * An interface line's clip by its name (domain/i18n/readAloud.ts: `unlock.title`, or a counted
 * line such as `unlock.short.40`): `/v1/audio/lines/kn/unlock.short.40.opus`. The API finds the
 * clip of that line's text.
 */
export const LINES_PREFIX = `${AUDIO_PREFIX}lines/`;
export const lineUrl = (locale: string, name: string) => `${LINES_PREFIX}${locale}/${name}.opus`;

/**
 * One clip (issue 16, read aloud): Ogg Opus, mono, 10 kbit/s (ADR 015). `synthetic`: made by a speech
 * engine (eSpeak NG, or Azure's neural voices) rather than recorded by a person.
 */
export const clipSchema = z.object({ url: z.string(), synthetic: z.boolean() });
export type Clip = z.infer<typeof clipSchema>;
/**
 * A text its author left unread on purpose (`{ text, audio: none }` in the curriculum): hearing it
 * would give the answer away (a letter whose shape the item teaches). No clip, no speaker, and a
 * tap does not read it; the phone's own voice does not say it either. Only an option, a match
 * side or a card is ever silent.
 */
export const silentSchema = z.object({ silent: z.literal(true) });
export const SILENT_CLIP = { silent: true } as const;
export type SilentClip = z.infer<typeof silentSchema>;
/**
 * null: nothing to say (a card that is only a picture), or no clip made for this text yet (the
 * phone's own voice reads it); `{ silent: true }`: left unread on purpose.
 */
// (A null clip inside the union, not around it: OpenAPI 3.0 wants a `type` beside `nullable`.)
const clip = z.union([z.nullable(clipSchema), silentSchema]);
export type TextClip = Clip | SilentClip | null;
export const isSilent = (clip: TextClip | undefined): clip is SilentClip =>
  Boolean(clip && 'silent' in clip && clip.silent);
/** A text's clip address: none for a silent text, one with no clip yet, or nothing to say. */
export const clipUrlOf = (clip: TextClip | undefined): string | undefined =>
  clip && !isSilent(clip) ? clip.url : undefined;

/**
 * A name on the way to an activity (a subject, unit, chapter or topic: issue 29, point 3) in
 * each language of the interface: the tile says the page's. null: no clip made for it yet.
 */
export const nameAudioSchema = z.object({ en: z.nullable(clipSchema), kn: z.nullable(clipSchema) });
export type NameAudio = z.infer<typeof nameAudioSchema>;

/**
 * The clips of an activity's texts, in the shape of its content: `questions[i].prompt` is the
 * clip of `content.questions[i].prompt`, `questions[i].options[j]` of its option j, and so on.
 */
export const activityAudioSchema = z.object({
  title: clip,
  instruction: clip,
  /** A reading passage's title and text (issue 19), when the activity has one. */
  passage: z.optional(z.object({ title: clip, text: clip })),
  questions: z.optional(
    z.array(z.object({ prompt: clip, options: z.optional(z.array(clip)), feedback: clip })),
  ),
  pairs: z.optional(z.array(z.object({ left: clip, right: clip, feedback: clip }))),
  categories: z.optional(z.array(clip)),
  items: z.optional(z.array(z.object({ text: clip, feedback: clip }))),
  video: z.optional(z.object({ title: clip })),
  /**
   * A fill-in's letter tiles (issue 29, lib/tiles.ts), by the tile's text: one clip per letter,
   * shared by every question that shows it (never silent: a tile is heard as it is tapped).
   * Only when a question of the activity shows tiles.
   */
  tiles: z.optional(z.record(z.string(), z.nullable(clipSchema))),
});
export type ActivityAudio = z.infer<typeof activityAudioSchema>;
