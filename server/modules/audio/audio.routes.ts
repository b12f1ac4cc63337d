import type { FastifyReply, FastifyRequest } from 'fastify';
import { AUDIO_PREFIX, LINES_PREFIX } from '../../../domain/contract/audio.ts';
import { LOCALES, type Locale } from '../../../domain/contract/locale.ts';
import { en } from '../../../domain/i18n/en.ts';
import { kn } from '../../../domain/i18n/kn.ts';
import { lineText } from '../../../domain/i18n/readAloud.ts';
import { createTranslate } from '../../../domain/i18n/translate.ts';
import type { AppContext } from '../../context.ts';
import { replyWithClip } from './clipFile.ts';
import { CLIP_ID } from './manifest.ts';

/**
 * GET /v1/audio/<id>.opus: a read-aloud clip (issue 16), to anyone: clips say what the lessons
 * say, and a clip's name gives nothing away but that. Only clips the manifest lists are served,
 * looked up by id: the address is never turned into a path, so nothing else can be reached.
 */
export function audioRoutes({ app, audio }: AppContext) {
  const send = (request: FastifyRequest, reply: FastifyReply, id: string | undefined) =>
    replyWithClip(request, reply, id && CLIP_ID.test(id) ? audio.fileOf(id) : undefined, id);

  app.get<{ Params: { file: string } }>(
    `${AUDIO_PREFIX}:file`,
    { schema: { hide: true } },
    async (request, reply) => send(request, reply, opusName(request.params.file)),
  );

  /**
   * GET /v1/audio/lines/<locale>/<name>.opus: an interface line by its name (issue 29), for the
   * screens that do not carry the clip list: a fixed line (`unlock.title`) or a counted one
   * (`unlock.short.40`: "You need 40 more coins"). The text is made here from the name, never
   * taken from the address, and its clip found as any other.
   */
  app.get<{ Params: { locale: string; file: string } }>(
    `${LINES_PREFIX}:locale/:file`,
    { schema: { hide: true } },
    async (request, reply) => {
      const { locale } = request.params;
      const text = isLocale(locale)
        ? lineText(TRANSLATE[locale], locale, opusName(request.params.file) ?? '')
        : undefined;
      return send(request, reply, text && isLocale(locale) ? audio.clipOfText(locale, text) : undefined);
    },
  );
}

const TRANSLATE = { en: createTranslate(en), kn: createTranslate(kn) } as const;

const isLocale = (value: string): value is Locale => (LOCALES as readonly string[]).includes(value);

/** `<name>.opus` → `<name>`; undefined for any other file. */
const opusName = (file: string) => (file.endsWith('.opus') ? file.slice(0, -5) : undefined);
