import { AUDIO_PREFIX } from '../../../domain/contract/audio.ts';
import { ERROR_CODES } from '../../../domain/contract/errors.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { clipAnswer } from './clipFile.ts';
import { CLIP_ID } from './manifest.ts';

/**
 * GET /v1/audio/<id>.opus: a read-aloud clip (issue 16), to anyone: clips say what the lessons
 * say, and a clip's name gives nothing away but that. Only clips the manifest lists are served,
 * looked up by id: the address is never turned into a path, so nothing else can be reached.
 */
export function audioRoutes({ app, audio }: AppContext) {
  app.get<{ Params: { file: string } }>(
    `${AUDIO_PREFIX}:file`,
    { schema: { hide: true } },
    async (request, reply) => {
      const id = request.params.file.endsWith('.opus') ? request.params.file.slice(0, -5) : '';
      const file = CLIP_ID.test(id) ? audio.fileOf(id) : undefined;
      const answer = file
        ? clipAnswer(file, id, {
            range: request.headers.range,
            ifNoneMatch: request.headers['if-none-match'],
            ifRange: String(request.headers['if-range'] ?? '') || undefined,
          })
        : undefined;
      if (!answer) throw new AppError(404, ERROR_CODES.notFound, 'No such clip.');
      reply.code(answer.status).headers(answer.headers);
      return answer.body ? reply.send(answer.body) : reply.send();
    },
  );
}
