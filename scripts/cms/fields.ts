/**
 * The content editor's forms (Sveltia CMS fields, ADR 019) made from the JSON Schema of the same
 * zod schemas the build and `content:check` use, so the forms never drift from the files' rules:
 * objects become groups, arrays lists, enums drop-downs, a union told apart by `kind` a list of
 * typed items, and a record keyed by an enum (a topic's `syllabus`) a group with one entry per key.
 */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  propertyNames?: JsonSchema;
  additionalProperties?: boolean | JsonSchema;
}

export interface CmsField {
  name: string;
  label: string;
  widget: string;
  required?: boolean;
  [option: string]: unknown;
}

/**
 * The texts a writer may leave silent (`{ text: 'butiful', audio: none }`: hearing it would give
 * the answer away), read by code before the schema, so a plain text box cannot hold them: a match
 * side, a card, and each option or category. They are edited as a small code block, which keeps
 * either form as written.
 */
const SILENCEABLE = new Set(['left', 'right', 'text']);
const SILENCEABLE_LISTS = new Set(['options', 'categories']);
const CODE = { widget: 'code', output_code_only: true } as const;

/** Texts longer than this get a multi-line box. */
const LONG_TEXT = 200;
/** Integers as JSON Schema writes "no limit" (Number.MAX_SAFE_INTEGER). */
const NO_LIMIT = 2 ** 53 - 1;

/** Labels an editor reads where the field's name says too little. */
const LABELS: Record<string, string> = {
  en: 'English',
  kn: 'Kannada (ಕನ್ನಡ)',
  cbse: 'CBSE',
  'karnataka-english': 'Karnataka, English medium',
  'karnataka-kannada': 'Karnataka, Kannada medium',
  mcq: 'Multiple choice',
  fill: 'Fill in the blank',
  match: 'Match the following',
  classify: 'Sort into groups',
  video: 'Video',
  practice: 'Generated maths practice',
};
const label = (name: string) =>
  LABELS[name] ?? name.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase());

/** The variants of a union, each an object schema (a nullable's null left out). */
const variants = (schema: JsonSchema) =>
  (schema.oneOf ?? schema.anyOf ?? []).filter((s) => s.type !== 'null');

/** One field for a property: its widget and options; `required` as the schema says. */
export function fieldFor(name: string, schema: JsonSchema, required: boolean): CmsField {
  const base = { name, label: label(name), ...(required ? {} : { required: false }) };
  const union = variants(schema);
  if (union.length === 1) return fieldFor(name, union[0] as JsonSchema, required);
  if (schema.enum) return { ...base, widget: 'select', options: schema.enum };
  if (schema.const !== undefined) return { ...base, widget: 'hidden', default: schema.const };
  switch (schema.type) {
    case 'string':
      if (SILENCEABLE.has(name) && (schema.maxLength ?? 0) <= LONG_TEXT * 3) return { ...base, ...CODE };
      return {
        ...base,
        widget: (schema.maxLength ?? 0) > LONG_TEXT ? 'text' : 'string',
        ...(schema.pattern ? { pattern: [schema.pattern, `must match ${schema.pattern}`] } : {}),
      };
    case 'integer':
    case 'number': {
      const min =
        schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : undefined);
      return {
        ...base,
        widget: 'number',
        value_type: schema.type === 'integer' ? 'int' : 'float',
        ...(min !== undefined ? { min } : {}),
        ...(schema.maximum !== undefined && schema.maximum < NO_LIMIT ? { max: schema.maximum } : {}),
      };
    }
    case 'boolean':
      // An optional switch left alone stays out of the file (`timerForced` only where wanted).
      return { ...base, widget: 'boolean', ...(required ? { default: false } : {}) };
    case 'array':
      if (SILENCEABLE_LISTS.has(name))
        return {
          ...base,
          widget: 'list',
          ...(schema.minItems ? { min: schema.minItems } : {}),
          ...(schema.maxItems ? { max: schema.maxItems } : {}),
          field: { name: 'item', label: 'Item', ...CODE },
        };
      return { ...base, widget: 'list', ...listOf(schema) };
    case 'object':
      // A map of free keys (an activity's `pictures`: a text of it → a picture's name) has no
      // fields to list: it is edited in the file, as a code block.
      if (!schema.properties && !schema.propertyNames?.enum)
        return { ...base, widget: 'code', output_code_only: true };
      return { ...base, widget: 'object', fields: objectFields(schema) };
    default:
      // A string or an object read by code before the schema (a recorded clip): edited in the file.
      return { ...base, widget: 'code', output_code_only: true };
  }
}

/** A list's items: one field, a group of fields, or typed items told apart by `kind`. */
function listOf(schema: JsonSchema) {
  const items = schema.items ?? {};
  const limits = {
    ...(schema.minItems ? { min: schema.minItems } : {}),
    ...(schema.maxItems ? { max: schema.maxItems } : {}),
  };
  const union = variants(items);
  if (union.length > 1 && union.every((v) => v.properties?.kind?.const !== undefined))
    return {
      ...limits,
      typeKey: 'kind',
      types: union.map((v) => {
        const kind = String(v.properties?.kind?.const);
        return {
          name: kind,
          label: kind,
          widget: 'object',
          fields: objectFields(v).filter((f) => f.name !== 'kind'),
        };
      }),
    };
  if (items.type === 'object' && items.properties) return { ...limits, fields: objectFields(items) };
  return { ...limits, field: fieldFor('item', items, true) };
}

/** The fields of an object; a record keyed by an enum becomes one optional field per key. */
export function objectFields(schema: JsonSchema): CmsField[] {
  const keys = schema.propertyNames?.enum;
  if (keys && typeof schema.additionalProperties === 'object') {
    const value = schema.additionalProperties;
    return keys.map((key) => fieldFor(String(key), value, false));
  }
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).map(([name, property]) =>
    fieldFor(name, property, required.has(name)),
  );
}
