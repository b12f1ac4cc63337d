import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import { MEDIA_ERRORS, MEDIA_PREFIX } from '../../../domain/contract/learning.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { SERVABLE_MEDIA } from './media.service.ts';

const REFUSALS = {
  missing: [401, MEDIA_ERRORS.linkMissing, 'Lesson media need a signed link: open the topic to get one.'],
  invalid: [403, MEDIA_ERRORS.linkInvalid, 'This media link is not valid.'],
  expired: [403, MEDIA_ERRORS.linkExpired, 'This media link has expired: open the topic again.'],
} as const;

/**
 * GET /v1/media/… : lesson videos and captions from `config.mediaDir`, to a holder of a signed
 * link only. The static handler answers Range requests (206), ETag and Last-Modified, in
 * single-host mode and for a site on a static host alike (the link then points at the API host).
 */
export async function mediaRoutes({ app, config, media: signer }: AppContext) {
  await app.register(async (scope) => {
    scope.addHook('onRequest', async (request, reply) => {
      const verdict = signer.check(request.url);
      if (verdict !== 'ok') {
        const [status, code, message] = REFUSALS[verdict];
        throw new AppError(status, code, message);
      }
      // Private: a shared cache must not hand one child's link to another; the browser keeps it
      // until the link ends, so a replay of the lesson costs no data.
      const expires = Number(new URL(request.url, 'http://media').searchParams.get('expires'));
      const seconds = Math.max(0, Math.floor(expires - Date.now() / 1000));
      reply.header('cache-control', `private, max-age=${seconds}`);
    });
    await scope.register(fastifyStatic, {
      root: resolve(config.mediaDir),
      prefix: MEDIA_PREFIX,
      decorateReply: false,
      cacheControl: false,
      index: false,
      list: false,
      dotfiles: 'deny',
      allowedPath: (pathName) => pathName.startsWith('/') && SERVABLE_MEDIA.test(pathName.slice(1)),
    });
  });
}
