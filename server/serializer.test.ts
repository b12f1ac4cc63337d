import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { learningEndpoints } from '../domain/contract/learning.ts';
import { serializerCompiler } from './serializer.ts';

const compile = (schema: z.ZodMiniType) =>
  serializerCompiler({ schema, method: 'GET', url: '/x', httpStatus: '200' } as Parameters<
    typeof serializerCompiler
  >[0]);

// Issue 31: answers are written by a serialiser compiled from the contract's answer schema. It
// must keep the rule zod's serialiser kept: nothing the schema does not name leaves the server.
describe('the compiled answer serialiser', () => {
  it('writes only what the schema names, at every depth', () => {
    const write = compile(
      z.object({
        success: z.literal(true),
        data: z.array(z.object({ id: z.string(), audio: z.nullable(z.object({ url: z.string() })) })),
      }),
    );
    const answer = {
      success: true,
      secret: 'the parent’s phone',
      data: [
        { id: 'a', audio: { url: '/a.opus', file: '/srv/a.opus' }, passwordHash: 'x' },
        { id: 'b', audio: null },
      ],
    };
    expect(JSON.parse(write(answer))).toEqual({
      success: true,
      data: [
        { id: 'a', audio: { url: '/a.opus' } },
        { id: 'b', audio: null },
      ],
    });
  });

  it('writes a units answer with what JSON.stringify would (in the schema’s order)', () => {
    const write = compile(learningEndpoints.getUnits.response);
    const clip = { url: '/v1/audio/x', synthetic: true };
    const answer = {
      success: true as const,
      subject: {
        _id: 's',
        key: 'maths',
        name: { en: 'Maths', kn: 'ಗಣಿತ' },
        nameAudio: { en: clip, kn: null },
        icon: 'i',
        colour: '#fff',
      },
      data: [],
    };
    expect(JSON.parse(write(answer))).toEqual(answer);
  });
});
