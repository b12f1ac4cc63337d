import { randomUUID } from 'node:crypto';
import { toDbBool } from '../db/dialect.ts';
import type { StudentTable } from '../db/schema.ts';
import { currentPolicyVersion, hashPassword } from '../modules/auth/index.ts';
import type { TestApp } from './testApp.ts';

/** The last code the local SMS provider wrote to the outbox for `phone`. */
export async function lastOtp(t: TestApp, phone: string): Promise<string> {
  const row = await t.db.db
    .selectFrom('sms_outbox')
    .select('body')
    .where('phone', '=', phone)
    .orderBy('created_at', 'desc')
    .executeTakeFirstOrThrow();
  return /^(\d{6})/.exec(row.body)?.[1] ?? '';
}

let phoneCounter = 0;
/** A fresh valid Indian mobile number for each call. */
export function newPhone(): string {
  phoneCounter += 1;
  return `9${String(Date.now() % 1e5).padStart(5, '0')}${String(phoneCounter).padStart(4, '0')}`.slice(0, 10);
}

let addressCounter = 0;
export const newAddress = () => `198.18.${Math.floor(++addressCounter / 250) % 250}.${addressCounter % 250}`;

export const PASSWORD = 'Mandya-Mango-42';

export function registration(
  phone: string,
  otpSecret: string,
  policyVersion: string,
  overrides: Record<string, unknown> = {},
) {
  return {
    studentName: 'Anu Gowda',
    phone,
    password: PASSWORD,
    gender: 'Female',
    grade: '3',
    email: '',
    board: 'Karnataka Kannada',
    schoolName: 'Government Higher Primary School, Mandya',
    state: 'Karnataka',
    district: 'Mandya',
    taluk: 'Maddur',
    isPhoneVerified: true,
    deviceId: 'device-1',
    deviceModel: 'web',
    otpSecret,
    consent: {
      guardianName: 'Lakshmi Gowda',
      isGuardian: true,
      isAdult: true,
      acceptsPolicy: true,
      policyVersion,
    },
    ...overrides,
  };
}

/** Sign-up as a parent would: send OTP, read it, verify it, register. Returns the login response. */
export async function signUp(t: TestApp, phone = newPhone(), policyVersion = currentPolicyVersion()) {
  const ip = newAddress();
  const sent = await t.app.inject({
    method: 'POST',
    url: '/v1/student/otp/send',
    remoteAddress: ip,
    payload: { phone },
  });
  const { otpSecret } = sent.json();
  const otp = await lastOtp(t, phone);
  const verified = await t.app.inject({
    method: 'POST',
    url: '/v1/student/otp/verify',
    remoteAddress: ip,
    payload: { phone, otpSecret, otp, verifyPhoneNumber: true },
  });
  if (verified.statusCode !== 200) throw new Error(`verify failed: ${verified.body}`);
  const registered = await t.app.inject({
    method: 'POST',
    url: '/v1/student/signup',
    remoteAddress: ip,
    payload: registration(phone, otpSecret, policyVersion),
  });
  if (registered.statusCode !== 201) throw new Error(`signup failed: ${registered.body}`);
  return {
    phone,
    ...(registered.json() as {
      profile: { _id: string };
      tokenData: { accessToken: string; refreshToken: string };
    }),
  };
}

/** A `students` row of Ravi Kumar, class 4, CBSE, English medium, in Hubballi; `changes` on top. */
export function studentRow(
  changes: Partial<StudentTable> & Pick<StudentTable, 'id' | 'parent_id'>,
): StudentTable {
  const at = new Date().toISOString();
  return {
    student_name: 'Ravi Kumar',
    gender: 'Male',
    grade: '4',
    board: 'CBSE',
    medium: 'English',
    school_name: null,
    state: 'Karnataka',
    district: 'Dharwad',
    taluk: 'Hubballi',
    photo: null,
    created_at: at,
    updated_at: at,
    ...changes,
  };
}

/**
 * An account made straight in the database (no SMS), for tests about what happens after
 * sign-up: logging in, OTP login, password reset, sessions.
 */
export async function createChild(t: TestApp, phone = newPhone()) {
  const id = randomUUID();
  const parentId = randomUUID();
  const at = new Date().toISOString();
  const passwordHash = await hashPassword(PASSWORD);
  await t.db.db
    .insertInto('parents')
    .values({
      id: parentId,
      phone,
      password_hash: passwordHash,
      email: null,
      gate_pin_hash: null,
      report_opt_in: toDbBool(t.db.kind, false),
      report_language: null,
      created_at: at,
      updated_at: at,
    })
    .execute();
  await t.db.db
    .insertInto('students')
    .values(studentRow({ id, parent_id: parentId }))
    .execute();
  const login = await t.app.inject({
    method: 'POST',
    url: '/v1/student/login',
    remoteAddress: newAddress(),
    payload: { email: phone, password: PASSWORD },
  });
  return { phone, id, ...(login.json() as { tokenData: { accessToken: string; refreshToken: string } }) };
}
