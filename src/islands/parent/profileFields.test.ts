import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import type { Profile } from '../../../domain/contract/auth.ts';
import { en } from '../../../domain/i18n/en.ts';
import {
  changesOf,
  checkProfile,
  PROFILE_FIELDS,
  PROFILE_MAX_LENGTHS,
  profileFieldError,
  valuesOf,
} from './profileFields.ts';

describe('checkProfile: the contract’s own checks', () => {
  it('passes what the API accepts', () => {
    expect(
      checkProfile({
        studentName: 'Ananya',
        gender: 'Female',
        grade: '4',
        board: 'Karnataka English',
        schoolName: '',
        email: '',
        state: 'Karnataka',
        district: 'Mysuru',
        taluk: 'Hunsur',
      }),
    ).toEqual({});
  });

  it('gives the contract’s issue codes, field by field', () => {
    expect(
      checkProfile({
        studentName: '   ',
        gender: 'Other',
        grade: '6',
        board: 'SCERT Malayalam',
        schoolName: 'x'.repeat(151),
        email: 'name@',
        taluk: 'x'.repeat(101),
      }),
    ).toEqual({
      studentName: 'required',
      gender: 'invalid',
      grade: 'invalid',
      board: 'invalid',
      schoolName: 'tooLong',
      email: 'email',
      taluk: 'tooLong',
    });
  });

  it('lets the gender and the place be left empty, but not the name, class or board (issue 32)', () => {
    expect(checkProfile({ gender: '', state: '', district: '', taluk: '  ' })).toEqual({});
    expect(checkProfile({ studentName: '', grade: '', board: '' })).toEqual({
      studentName: 'required',
      grade: 'invalid',
      board: 'invalid',
    });
  });

  it('checks only the fields being sent', () => {
    expect(checkProfile({ schoolName: 'Karnataka Public School, Mandya' })).toEqual({});
  });

  it('reads each field’s limit from the contract, for the inputs and the messages', () => {
    expect(PROFILE_MAX_LENGTHS).toEqual({
      studentName: 100,
      schoolName: 150,
      state: 100,
      district: 100,
      taluk: 100,
      email: 254,
    });
  });
});

describe('a limit changed in the contract alone', () => {
  afterEach(() => {
    vi.doUnmock('../../../domain/contract/auth.ts');
    vi.resetModules();
  });

  it('changes the form’s verdict, its input limit and its message', async () => {
    const school = 'Government Higher Primary School';
    expect(checkProfile({ schoolName: school })).toEqual({});
    vi.resetModules();
    vi.doMock('../../../domain/contract/auth.ts', async (importOriginal) => {
      const contract = await importOriginal<typeof import('../../../domain/contract/auth.ts')>();
      const schoolName = z.optional(z.string().check(z.maxLength(20, { error: 'tooLong' })));
      return {
        ...contract,
        profileUpdateRequestSchema: z.extend(contract.profileUpdateRequestSchema, { schoolName }),
      };
    });
    const form = await import('./profileFields.ts');
    expect(form.checkProfile({ schoolName: school })).toEqual({ schoolName: 'tooLong' });
    expect(form.PROFILE_MAX_LENGTHS.schoolName).toBe(20);
    expect(form.profileFieldError('schoolName', 'tooLong')).toEqual(['account.error.tooLong', { max: 20 }]);
  });
});

describe('profileFieldError', () => {
  it('reuses the sign-up screens’ words', () => {
    expect(profileFieldError('studentName', 'required')).toEqual(['auth.name.required']);
    expect(profileFieldError('taluk', 'tooLong')).toEqual(['auth.location.talukTooLong', { max: 100 }]);
    expect(profileFieldError('email', 'email')).toEqual(['contact.error.email.email']);
    expect(profileFieldError('board', 'invalid')).toEqual(['auth.gender.required']);
  });

  it('says how long a field may be', () => {
    expect(profileFieldError('schoolName', 'tooLong')).toEqual(['account.error.tooLong', { max: 150 }]);
  });

  it('answers every field and issue with a message that exists', () => {
    for (const field of PROFILE_FIELDS)
      for (const issue of ['required', 'tooLong', 'email', 'invalid', 'unknown'])
        expect(en[profileFieldError(field, issue)[0]]).toBeTruthy();
  });
});

describe('valuesOf and changesOf', () => {
  const user = {
    studentName: 'Chinmayi',
    email: null,
    gender: 'Female',
    grade: '6',
    board: 'SCERT',
    medium: 'Malayalam',
    schoolName: null,
    state: 'Karnataka',
    district: 'Mandya',
    taluk: 'Maddur',
  } as Profile;

  it('starts a gender or place not given empty, and an empty field clears it when sent', () => {
    const values = valuesOf({ ...user, gender: null, state: null, district: null, taluk: null });
    expect(values).toMatchObject({ gender: '', state: '', district: '', taluk: '' });
    expect(changesOf({ ...valuesOf(user), gender: '', taluk: ' ' }, valuesOf(user))).toEqual({
      gender: '',
      taluk: '',
    });
  });

  it('starts an old class or board empty, so it is only sent when chosen', () => {
    const values = valuesOf(user);
    expect(values).toMatchObject({ grade: '', board: '', email: '', schoolName: '', gender: 'Female' });
    expect(changesOf(values, values)).toEqual({});
  });

  it('sends only what changed, trimmed', () => {
    const initial = valuesOf(user);
    const changes = changesOf({ ...initial, studentName: ' Ananya ', taluk: 'Maddur ' }, initial);
    expect(changes).toEqual({ studentName: 'Ananya' });
  });
});
