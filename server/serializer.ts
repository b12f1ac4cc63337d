import fastJson from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';

type Compile = Parameters<typeof zodSerializerCompiler>[0];

/**
 * Answers written by a serialiser compiled from the route's answer schema (issue 31, point 3):
 * the contract's zod schema becomes JSON Schema once (zod 4's `toJSONSchema`, the answer's
 * output side) and fast-json-stringify compiles it to a function that writes exactly the
 * properties it names. Validating every answer with zod before `JSON.stringify` was 8–10 % of a
 * signed-in read's time in the profiles; what comes in is still validated by zod. A schema that
 * JSON Schema cannot express keeps zod's serialiser.
 */
/**
 * The schema without `additionalProperties: false`: fast-json-stringify writes only the
 * properties a schema names whatever that says, but where it must choose a branch (`anyOf`, a
 * nullable object) it checks the value against each, and an object with one property more (a
 * row's extra column) would match none and fail the answer, where zod dropped the property.
 */
function writingOnlyNamed(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(writingOnlyNamed);
  if (!schema || typeof schema !== 'object') return schema;
  return Object.fromEntries(
    Object.entries(schema)
      .filter(([key, value]) => !(key === 'additionalProperties' && value === false))
      .map(([key, value]) => [key, writingOnlyNamed(value)]),
  );
}

/**
 * Compiled once per schema and process: the contract's schemas are module constants, so a
 * second app in the same process (a second instance in a test, the test files of one worker)
 * reuses the writers instead of compiling them again (a fifth of building the app).
 */
const compiled = new WeakMap<object, (data: unknown) => string>();

export function serializerCompiler(route: Compile): (data: unknown) => string {
  const schema = route.schema as z.ZodMiniType;
  const known = compiled.get(schema);
  if (known) return known;
  let write: (data: unknown) => string;
  try {
    const json = z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'throw' });
    write = fastJson(writingOnlyNamed(json) as Parameters<typeof fastJson>[0]) as (data: unknown) => string;
  } catch {
    return zodSerializerCompiler(route);
  }
  compiled.set(schema, write);
  return write;
}
