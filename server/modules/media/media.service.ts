import { createHmac, timingSafeEqual } from 'node:crypto';
import type { ActivityBody } from '../../../domain/contract/activity.ts';
import { MEDIA_PREFIX } from '../../../domain/contract/learning.ts';
import type { MediaSigner } from '../../context.ts';

/**
 * Signed links to lesson media (issue 13: "lesson videos are public files"). The activities
 * answer, which only a child whose unit (or video plan) is open receives, names each video and
 * captions file by a link that carries its expiry and an HMAC of path and expiry. A `<video>`
 * element cannot send a bearer token, and its Range requests must not each ask the database,
 * so the link itself is the permission, as CloudFront's and S3's signed URLs are.
 *
 * Links are valid for 2 to 3 hours, ending on the hour: the same link is handed out for an hour,
 * so the browser's cache and Range requests keep working across reloads, and a lesson started
 * near the end of the window still has two hours to finish.
 */
const MIN_VALID_MS = 2 * 3_600_000;
const WINDOW_MS = 3_600_000;

/**
 * The only names of MEDIA_DIR served, even with a valid signature: a lesson's video or its
 * captions in one language (`lessons/plants.mp4`, `lessons/plants.en.vtt`).
 */
export const SERVABLE_MEDIA = /^lessons\/[a-z0-9-]+(\.[a-z]{2})?\.(mp4|vtt)$/;

export function mediaSigner(secret: string): MediaSigner {
  const sign = (file: string, expires: number) =>
    createHmac('sha256', secret).update(`${file}\n${expires}`).digest('base64url');
  return {
    link(file, now = Date.now()) {
      const expires = Math.ceil((now + MIN_VALID_MS) / WINDOW_MS) * (WINDOW_MS / 1000);
      return `${MEDIA_PREFIX}${file}?expires=${expires}&signature=${sign(file, expires)}`;
    },
    check(url, now = Date.now()) {
      const parsed = new URL(url, 'http://media');
      const file = parsed.pathname.slice(MEDIA_PREFIX.length);
      const expires = parsed.searchParams.get('expires');
      const signature = parsed.searchParams.get('signature');
      if (!expires || !signature) return 'missing';
      if (!/^\d{1,12}$/.test(expires)) return 'invalid';
      const expected = Buffer.from(sign(file, Number(expires)));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'invalid';
      return Number(expires) * 1000 <= now ? 'expired' : 'ok';
    },
  };
}

/** An activity's body as the player gets it: a video's file and captions named by signed links. */
export function withMediaLinks(body: ActivityBody, signer: MediaSigner): ActivityBody {
  if (body.kind !== 'video') return body;
  const { video } = body;
  return {
    ...body,
    video: {
      ...video,
      src: signer.link(video.src),
      ...(video.captions ? { captions: signer.link(video.captions) } : {}),
    },
  };
}
