import { errorResponseSchema } from '../../../src/contract/errors.ts';
import { subjectsQuerySchema, subjectsResponseSchema } from '../../../src/contract/learning.ts';
import type { AppContext } from '../../context.ts';
import { contentSetFor } from './contentSets.ts';

/** GET /v1/web/subjects (spec §7): public, cacheable; what a class of a board and medium learns. */
export async function subjectRoutes({ app, db }: AppContext) {
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
      const rows = await db.db
        .selectFrom('subjects')
        .leftJoin('units', (join) =>
          join.onRef('units.subject_id', '=', 'subjects.id').on('units.retired_at', 'is', null),
        )
        .select((eb) => [
          'subjects.id',
          'subjects.key',
          'subjects.name_en',
          'subjects.name_kn',
          'subjects.icon',
          'subjects.colour',
          eb.fn.count('units.id').as('unit_count'),
        ])
        .where('subjects.content_set', '=', set)
        .where('subjects.grade', '=', grade)
        .where('subjects.retired_at', 'is', null)
        .groupBy([
          'subjects.id',
          'subjects.key',
          'subjects.name_en',
          'subjects.name_kn',
          'subjects.icon',
          'subjects.colour',
          'subjects.position',
        ])
        .orderBy('subjects.position')
        .execute();
      return {
        success: true as const,
        data: rows.map((row) => ({
          _id: row.id,
          key: row.key,
          name: { en: row.name_en, kn: row.name_kn },
          icon: row.icon,
          colour: row.colour,
          unitCount: Number(row.unit_count),
        })),
      };
    },
  );
}
