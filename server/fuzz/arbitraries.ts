import fc from 'fast-check';

/**
 * Inputs for the API fuzz test, from the OpenAPI document the zod schemas produce: values that
 * fit the schema, and the ways real clients get them wrong (wrong types, missing and extra
 * fields, huge strings, odd Unicode, Kannada text, numbers at the edges).
 */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
}

const kannadaLetters = fc.constantFrom(...'ಅಆಇಈಉಊಋಎಏಐಒಓಔಕಖಗಘಙಚಛಜಝಞಟಠಡಢಣತಥದಧನಪಫಬಭಮಯರಲವಶಷಸಹಳೞಾಿೀುೂೃೆೇೈೊೋೌ್ಂಃ೦೧೨೩೪೫೬೭೮೯');
const kannadaText = (minLength = 0, maxLength = 40) =>
  fc.string({ unit: kannadaLetters, minLength, maxLength });
const kannada = kannadaText();
const oddUnicode = fc.constantFrom(
  '\u0000',
  '\u200B\u200C\u200D',
  '\uFEFF',
  '\uD800',
  '𝕂𝕒𝕝𝕚𝕜𝕖',
  'e\u0301'.repeat(20),
  '👨‍👩‍👧‍👦'.repeat(10),
  '\u202Eevil',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '../../etc/passwd',
  '%00',
  ' ',
);
const edgeNumber = fc.constantFrom(
  0,
  -1,
  1,
  -0,
  0.5,
  Number.MAX_SAFE_INTEGER,
  Number.MIN_SAFE_INTEGER,
  2 ** 31,
  -(2 ** 31),
  1e308,
  -1e308,
  5e-324,
);
const huge = fc.constantFrom('x'.repeat(10_000), 'ಕ'.repeat(5_000), '9'.repeat(1_000));

/** Anything a careless or hostile client might send in place of a value. */
export const junk: fc.Arbitrary<unknown> = fc.oneof(
  fc.string({ maxLength: 30 }),
  kannada,
  oddUnicode,
  edgeNumber,
  huge,
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(fc.integer(), fc.string({ maxLength: 5 })), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 6 }), fc.string({ maxLength: 6 }), { maxKeys: 3 }),
);

function stringFor(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.pattern) {
    try {
      // Anchored patterns give strings of the right shape; a length cap is the server's to check.
      return fc.stringMatching(new RegExp(schema.pattern));
    } catch {
      // A pattern fast-check cannot read: fall through to plain strings.
    }
  }
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 40, 60));
  return fc.oneof(fc.string({ minLength, maxLength }), kannadaText(minLength, maxLength));
}

/** Values that fit a schema (mostly; the server is the judge). */
export function valid(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return junk;
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const options = schema.anyOf ?? schema.oneOf;
  if (options?.length) return fc.oneof(...options.map((option) => valid(option, depth + 1)));
  if (schema.allOf?.length) return valid(schema.allOf[0], depth + 1);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return stringFor(schema);
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -1_000, max: schema.maximum ?? 1_000 });
    case 'number':
      return fc.double({ min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e6, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(valid(schema.items, depth + 1), { maxLength: 6 });
    case 'object': {
      const properties = schema.properties ?? {};
      const model = Object.fromEntries(Object.entries(properties).map(([k, v]) => [k, valid(v, depth + 1)]));
      return fc.record(model, { requiredKeys: (schema.required ?? []).filter((k) => k in properties) });
    }
    default:
      return junk;
  }
}

/** A value that fits, then one way of getting it wrong (or none). */
export function fuzzed(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  const fits = valid(schema);
  if (schema?.type !== 'object' || !schema.properties) return fc.oneof(fits, junk);
  const keys = Object.keys(schema.properties);
  const record = fits as fc.Arbitrary<Record<string, unknown>>;
  return fc.oneof(
    fits,
    junk,
    // One field of the wrong kind.
    fc.tuple(record, fc.constantFrom(...keys), junk).map(([value, key, bad]) => ({ ...value, [key]: bad })),
    // One field missing.
    fc.tuple(record, fc.constantFrom(...keys)).map(([value, key]) => {
      const { [key]: _dropped, ...rest } = value;
      return rest;
    }),
    // An extra field.
    fc.tuple(record, fc.string({ minLength: 1, maxLength: 12 }), junk).map(([value, key, extra]) => ({
      ...value,
      [`x${key}`]: extra,
    })),
  );
}

/**
 * A request body sent as this text, as is: for bodies `JSON.stringify` cannot write (it
 * recurses, and overflows on the nesting below).
 */
export class RawJson {
  readonly text: string;
  /** What it is, for fast-check's report of a counterexample (not 20 KB of brackets). */
  readonly label: string;
  constructor(text: string, label: string) {
    this.text = text;
    this.label = label;
  }
  [fc.toStringMethod]() {
    return `RawJson(${this.label})`;
  }
}

/** How deep the tester of issue 13 nested arrays: ~20 KB of JSON that answered 500. */
export const HOSTILE_DEPTH = 10_000;

/**
 * Issue 13: "a 20 KB body of arrays nested 10,000 deep in a field answers 500". The body of a
 * schema with one of its own fields (the first, or `field`) holding arrays nested that deep.
 */
export function deeplyNested(schema: JsonSchema | undefined): RawJson {
  const field = Object.keys(schema?.properties ?? {})[0] ?? 'field';
  const nested = '['.repeat(HOSTILE_DEPTH) + ']'.repeat(HOSTILE_DEPTH);
  return new RawJson(`{${JSON.stringify(field)}:${nested}}`, `"${field}" nested ${HOSTILE_DEPTH} deep`);
}

/** Request bodies: `fuzzed`, and now and then one nested far too deep. */
export function fuzzedBody(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  return fc.oneof(
    { arbitrary: fuzzed(schema), weight: 19 },
    { arbitrary: fc.constant(deeplyNested(schema)), weight: 1 },
  );
}
