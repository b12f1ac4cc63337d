import * as z from 'zod/mini';

/**
 * Building blocks for request fields. Each check's `error` is an issue code, not prose:
 * the server returns it in `fields`, the islands translate it.
 */

/** A required text field: trimmed, not empty, at most `max` characters. */
export function requiredText(max: number) {
  return z
    .string({ error: 'required' })
    .check(z.trim(), z.minLength(1, { error: 'required' }), z.maxLength(max, { error: 'tooLong' }));
}

/**
 * A text a parent may leave out (DPDP Act s. 6: only what a purpose needs): trimmed, at most
 * `max` characters; absent or empty means "not given", which the server stores as nothing.
 */
export function optionalText(max: number) {
  return z.optional(z.string().check(z.trim(), z.maxLength(max, { error: 'tooLong' })));
}

/** A required e-mail address (RFC 5321 caps an address at 254 characters). */
export function requiredEmail() {
  return z
    .string({ error: 'required' })
    .check(
      z.trim(),
      z.minLength(1, { error: 'required' }),
      z.maxLength(254, { error: 'tooLong' }),
      z.email({ error: 'email' }),
    );
}
