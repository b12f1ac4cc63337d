import * as z from 'zod/mini';

/**
 * Forms check what they are about to send with the contract's own schemas (src/contract), the
 * ones the API validates with, so each limit is written once. zod costs the islands nothing
 * more: the API client's endpoint declarations bring it along already.
 */
type Schema = z.core.$ZodType;

/**
 * The contract's verdict on a form's values, shaped like the API's `fields`: per field (a dotted
 * path for nested ones, `consent.guardianName`), the first issue's code (`required`, `tooLong`,
 * `email`, `passwordShort`, …), or `invalid` for a check that carries none. server/errors.ts
 * reads the API's issues by the same rule, so the form and the API name a fault alike.
 */
export function fieldIssues(schema: Schema, values: unknown): Record<string, string> {
  const result = z.safeParse(schema, values);
  const issues: Record<string, string> = {};
  if (result.success) return issues;
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join('.') || '(root)';
    issues[field] ??= /^[a-zA-Z]+$/.test(issue.message) ? issue.message : 'invalid';
  }
  return issues;
}

/**
 * The longest text a field's schema takes (its `maxLength` check), for the input's `maxLength`
 * and the "under {max} characters" message; through `optional` and through a union such as
 * "empty or an e-mail address". Undefined for a field without a limit. zod/mini has no getter
 * for it (classic zod's `.maxLength`), so this reads the schema's definition; the tests pin it.
 */
export function maxLengthOf(schema: Schema): number | undefined {
  const def = schema._zod.def;
  if (def.type === 'optional' || def.type === 'nullable')
    return maxLengthOf((def as z.core.$ZodOptionalDef | z.core.$ZodNullableDef).innerType);
  if (def.type === 'union') {
    const limits = (def as z.core.$ZodUnionDef).options
      .map(maxLengthOf)
      .filter((limit) => limit !== undefined);
    return limits.length > 0 ? Math.max(...limits) : undefined;
  }
  const limits = (def.checks ?? [])
    .map((check) => check._zod.def)
    .filter((check): check is z.core.$ZodCheckMaxLengthDef => check.check === 'max_length')
    .map((check) => check.maximum);
  return limits.length > 0 ? Math.min(...limits) : undefined;
}
