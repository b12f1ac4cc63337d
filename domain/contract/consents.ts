import * as z from 'zod/mini';
import { MAX_CHILDREN } from './children.ts';
import { endpoint } from './endpoint.ts';
import { requiredText } from './fields.ts';
import { operation } from './operations.ts';

/**
 * The parent's consent per child and the privacy policy's versions (issue 32, point 6): a version
 * that changes a category of data or a purpose (domain/policyVersions.ts, `material`) asks
 * the parent again, for each child whose consent is older, at the next visit behind the gate.
 */

/** A material version a child's consent does not cover yet, with what changed, for parents. */
export const policyChangeSchema = z.object({
  version: z.string(),
  /** The day it was published, YYYY-MM-DD. */
  date: z.string(),
  changes: z.object({ en: z.string(), kn: z.string() }),
});

export const childConsentSchema = z.object({
  id: z.string(),
  studentName: z.string(),
  /** The version of the child's latest consent; null when none is on record. */
  consentedVersion: z.nullable(z.string()),
  /** When that consent was given, ISO time. */
  consentedAt: z.nullable(z.string()),
  /** The material versions it does not cover, oldest first: empty when nothing is asked. */
  pending: z.array(z.string()),
});
export type ChildConsent = z.infer<typeof childConsentSchema>;

export const consentStatusSchema = z.object({
  success: z.literal(true),
  data: z.object({
    /** The version in force: the one a parent agrees to now. */
    policyVersion: z.string(),
    policyDate: z.string(),
    /** False when no consent of the family names the parent: the agreement must give `guardianName`. */
    guardianNameKnown: z.boolean(),
    children: z.array(childConsentSchema),
    /** Every version some child's `pending` names, oldest first, with what changed. */
    changes: z.array(policyChangeSchema),
  }),
});
export type ConsentStatus = z.infer<typeof consentStatusSchema>['data'];

/** The parent agrees to the version in force for these children, confirming as at sign-up. */
export const recordConsentRequestSchema = z.strictObject({
  childIds: z
    .array(z.string().check(z.minLength(1), z.maxLength(64)))
    .check(z.minLength(1), z.maxLength(MAX_CHILDREN)),
  policyVersion: z.string().check(z.minLength(1), z.maxLength(40)),
  isGuardian: z.literal(true, { error: 'consent' }),
  isAdult: z.literal(true, { error: 'consent' }),
  acceptsPolicy: z.literal(true, { error: 'consent' }),
  /** Only when `guardianNameKnown` is false, or to record another name. */
  guardianName: z.optional(requiredText(100)),
});
export type RecordConsentRequest = z.infer<typeof recordConsentRequestSchema>;

export const consentEndpoints = {
  getConsentStatus: endpoint({
    ...operation('getConsentStatus'),
    auth: 'session',
    tag: 'consents',
    summary: "Each child's consent, and the privacy policy's changes that ask the parent again",
    description:
      'For each child of the account: the policy version of their latest consent and the material ' +
      'versions since (a change of a category of data or of a purpose), with what changed in English and ' +
      'Kannada. A version that changes neither asks nothing. Holds no personal data beyond the names the ' +
      'children list has: no parent proof needed.',
    status: 200,
    response: consentStatusSchema,
    errors: [401],
  }),
  recordConsent: endpoint({
    ...operation('recordConsent'),
    auth: 'session',
    parent: true,
    tag: 'consents',
    summary: 'Records the parent’s consent to the policy in force, for the children chosen',
    description:
      'One consent row per child, under the parent’s name from their earlier consent (or `guardianName`), ' +
      'as at sign-up; a child already on the version in force gets none. Answers the new status. 400 ' +
      '`VALIDATION_FAILED` with `fields.policyVersion` when the policy has changed since it was read (read ' +
      'the status again), or `fields["consent.guardianName"]` when no name is known; 404 `CHILD_NOT_FOUND` ' +
      'for a child not of this account (nothing is recorded then).',
    body: recordConsentRequestSchema,
    status: 200,
    response: consentStatusSchema,
    errors: [400, 401, 403, 404],
  }),
};
