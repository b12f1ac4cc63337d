import { errorResponseSchema } from '../../../src/contract/errors.ts';
import { subjectsQuerySchema, subjectsResponseSchema } from '../../../src/contract/learning.ts';
import type { AppContext } from '../../context.ts';
import { contentSetFor } from './contentSets.ts';

/** GET /v1/web/subjects (spec §7): public, cacheable; what a class of a board and medium learns. */
export async function subjectRoutes({ app, catalogue: source }: AppContext) {
  app.get(
    '/v1/web/subjects',
    {
      schema: {
        tags: ['learning'],
        summary: 'Subjects of a class, board and medium',
        querystring: subjectsQuerySchema,
        response: { 200: subjectsResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const { grade, board, medium } = request.query;
      reply.header('cache-control', 'public, max-age=300');
      const set = contentSetFor(board, medium);
      if (!set) return { success: true as const, data: [] };
      const catalogue = await source.current();
      return {
        success: true as const,
        data: catalogue.subjects(set, grade).map((subject) => ({
          _id: subject.id,
          key: subject.key,
          name: subject.name,
          icon: subject.icon,
          colour: subject.colour,
          unitCount: subject.units.length,
        })),
      };
    },
  );
}
