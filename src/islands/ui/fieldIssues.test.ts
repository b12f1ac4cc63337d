import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { changePasswordRequestSchema, registerRequestSchema } from '../../../domain/contract/auth.ts';
import { TALUK_MAX_LENGTH } from '../../../domain/contract/catalog.ts';
import { requiredText } from '../../../domain/contract/fields.ts';
import { fieldIssues, maxLengthOf } from './fieldIssues.ts';

describe('fieldIssues: the contract’s verdict, shaped like the API’s `fields`', () => {
  it('gives each field’s first issue code, and nothing for what passes', () => {
    const schema = z.object({ name: requiredText(5), town: requiredText(5) });
    expect(fieldIssues(schema, { name: '  ', town: 'Hunsur' })).toEqual({
      name: 'required',
      town: 'tooLong',
    });
    expect(fieldIssues(schema, { name: 'Asha', town: 'Kolar' })).toEqual({});
  });

  it('names nested fields by their dotted path, as the sign-up’s consent needs', () => {
    const step = z.pick(registerRequestSchema, { state: true, taluk: true, consent: true });
    const consent = {
      guardianName: ' ',
      isGuardian: true,
      isAdult: false,
      acceptsPolicy: true,
      policyVersion: '1',
    };
    // The state may be left empty (issue 32); a taluk too long may not.
    expect(fieldIssues(step, { state: '', taluk: 'x'.repeat(TALUK_MAX_LENGTH + 1), consent })).toEqual({
      taluk: 'tooLong',
      'consent.guardianName': 'required',
      'consent.isAdult': 'consent',
    });
  });

  it('calls a fault without an issue code of the contract `invalid`, as the API does', () => {
    expect(fieldIssues(z.object({ grade: z.enum(['1', '2']) }), { grade: '6' })).toEqual({
      grade: 'invalid',
    });
  });

  it('gives the password codes the screens translate', () => {
    expect(fieldIssues(changePasswordRequestSchema, { currentPassword: '', newPassword: 'short' })).toEqual({
      currentPassword: 'required',
      newPassword: 'passwordShort',
    });
    expect(
      fieldIssues(changePasswordRequestSchema, { currentPassword: 'x', newPassword: 'y'.repeat(129) }),
    ).toEqual({
      newPassword: 'tooLong',
    });
  });
});

describe('maxLengthOf', () => {
  it('reads a text field’s limit, through optional and through a union', () => {
    expect(maxLengthOf(requiredText(40))).toBe(40);
    expect(maxLengthOf(z.optional(requiredText(40)))).toBe(40);
    expect(maxLengthOf(registerRequestSchema.shape.email)).toBe(254);
    expect(maxLengthOf(registerRequestSchema.shape.taluk)).toBe(TALUK_MAX_LENGTH);
  });

  it('gives nothing for a field without a limit', () => {
    expect(maxLengthOf(z.string())).toBeUndefined();
    expect(maxLengthOf(registerRequestSchema.shape.gender)).toBeUndefined();
  });
});
