import * as z from 'zod/mini';

/** GET /v1/web/subjects: the subjects of a class, board and medium (spec §7; public). */
export const subjectsQuerySchema = z.object({
  grade: z.string().check(z.regex(/^[1-7]$/, { error: 'grade' })),
  board: z.string().check(z.minLength(1), z.maxLength(40)),
  medium: z.string().check(z.minLength(1), z.maxLength(20)),
});

export const subjectSchema = z.object({
  _id: z.string(),
  key: z.string(),
  name: z.object({ en: z.string(), kn: z.string() }),
  icon: z.string(),
  colour: z.string(),
  unitCount: z.number(),
});
export type Subject = z.infer<typeof subjectSchema>;

export const subjectsResponseSchema = z.object({ success: z.literal(true), data: z.array(subjectSchema) });
