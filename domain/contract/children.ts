import * as z from 'zod/mini';
import { childPersonalDataSchema } from './account.ts';
import {
  activeSubscriptionSchema,
  genderField,
  PASSWORD_BUDGET_TEXT,
  placeFields,
  profileSchema,
} from './auth.ts';
import { SIGNUP_BOARD_MEDIUMS, SIGNUP_GRADES } from './catalog.ts';
import { endpoint } from './endpoint.ts';
import { requiredText } from './fields.ts';
import { operation } from './operations.ts';

/**
 * A parent's children (issue 18, ADR 018): the account is the parent's (phone, password,
 * consent); each child is a profile under it with their own coins, progress and plans. The
 * seed's endpoints act on the session's active child; these list, add, edit, remove and switch.
 */

/** At most this many children under one account: a family, not a classroom. */
export const MAX_CHILDREN = 6;

export const CHILDREN_ERRORS = {
  /** The child is not this parent's (or no longer exists): answered 404, as for any unknown id. */
  notFound: 'CHILD_NOT_FOUND',
  limit: 'CHILD_LIMIT',
  /**
   * The child playing in this session cannot be removed from it: switch to another first. So
   * the only child never can: that is deleting the whole account.
   */
  active: 'CHILD_ACTIVE',
} as const;

/** One child as the picker and the parent area show them, side by side. */
export const childSummarySchema = z.object({
  id: z.string(),
  studentName: z.string(),
  /** Null: not given (as for the place). */
  gender: z.nullable(z.string()),
  grade: z.string(),
  board: z.string(),
  medium: z.string(),
  schoolName: z.nullable(z.string()),
  state: z.nullable(z.string()),
  district: z.nullable(z.string()),
  taluk: z.nullable(z.string()),
  photo: z.nullable(z.string()),
  coinBalance: z.number(),
  totalCoinsEarned: z.number(),
  /** Different activities finished at least once. */
  activitiesCompleted: z.number(),
  unitsUnlocked: z.number(),
  /** The last finished activity, ISO time; null before the first. */
  lastPlayedAt: z.nullable(z.string()),
  activeSubscriptions: z.array(activeSubscriptionSchema),
});
export type ChildSummary = z.infer<typeof childSummarySchema>;

export const childListResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    /** The child this session plays as. */
    activeChildId: z.string(),
    children: z.array(childSummarySchema),
  }),
});

const childIdParams = z.strictObject({ childId: z.string().check(z.minLength(1), z.maxLength(64)) });

/**
 * Consent for this child, given by the signed-in parent (DPDP Act: recorded per child). The
 * parent's name is known from their earlier consent: sent only to record another name.
 */
const consentField = z.strictObject({
  guardianName: z.optional(requiredText(100)),
  isGuardian: z.literal(true, { error: 'consent' }),
  isAdult: z.literal(true, { error: 'consent' }),
  acceptsPolicy: z.literal(true, { error: 'consent' }),
  policyVersion: z.string().check(z.minLength(1), z.maxLength(40)),
});

const schoolField = z.optional(z.string().check(z.maxLength(150, { error: 'tooLong' })));

/**
 * The sign-up's child steps: name, class, board and medium; the gender, school and place only if
 * the parent gives them.
 */
export const addChildRequestSchema = z.strictObject({
  studentName: requiredText(100),
  gender: genderField,
  grade: z.enum(SIGNUP_GRADES, { error: 'required' }),
  board: z.enum(SIGNUP_BOARD_MEDIUMS, { error: 'required' }),
  schoolName: schoolField,
  ...placeFields,
  consent: consentField,
});
export type AddChildRequest = z.infer<typeof addChildRequestSchema>;

export const updateChildRequestSchema = z.strictObject({
  studentName: z.optional(requiredText(100)),
  gender: genderField,
  grade: z.optional(z.enum(SIGNUP_GRADES)),
  board: z.optional(z.enum(SIGNUP_BOARD_MEDIUMS)),
  schoolName: schoolField,
  ...placeFields,
});

/** Removing a child asks for the parent's password: a child at the phone cannot. */
export const removeChildRequestSchema = z.strictObject({
  password: z.string().check(z.minLength(1, { error: 'required' }), z.maxLength(128)),
});

const childResponseSchema = z.object({ success: z.literal(true), data: childSummarySchema });

export const switchChildResponseSchema = z.object({
  success: z.literal(true),
  /** A new access token for the same session, naming this child; the refresh token stays. */
  accessToken: z.string(),
  profile: profileSchema,
});

export const childrenEndpoints = {
  listChildren: endpoint({
    ...operation('listChildren'),
    auth: 'session',
    tag: 'children',
    summary: "The parent's children, side by side, and the one playing now",
    description:
      'Each child with their coins, activities finished, units unlocked, last play and plans. ' +
      'The picker after sign-in shows them when there are two or more.',
    status: 200,
    response: childListResponseSchema,
    errors: [401],
  }),
  addChild: endpoint({
    ...operation('addChild'),
    auth: 'session',
    parent: true,
    tag: 'children',
    summary: 'Adds a child to the account, with the parent’s consent for them',
    description:
      `The sign-up's child steps, without a code: the parent is signed in. At most ${MAX_CHILDREN} ` +
      'children (409 `CHILD_LIMIT`); 400 for consent to an older privacy policy.',
    body: addChildRequestSchema,
    status: 201,
    response: childResponseSchema,
    errors: [400, 401, 403, 409],
  }),
  updateChild: endpoint({
    ...operation('updateChild'),
    auth: 'session',
    parent: true,
    tag: 'children',
    summary: "Changes a child's profile",
    description:
      'Only the fields sent change; an empty gender, school, state, district or taluk clears it. ' +
      '404 `CHILD_NOT_FOUND` for a child not of this account.',
    params: childIdParams,
    body: updateChildRequestSchema,
    status: 200,
    response: childResponseSchema,
    errors: [400, 401, 403, 404],
  }),
  removeChild: endpoint({
    ...operation('removeChild'),
    auth: 'session',
    parent: true,
    tag: 'children',
    summary: 'Removes a child and every row of their data',
    description:
      "Needs the parent's password (400 `INVALID_CREDENTIALS`). Payment records stay, as the law " +
      'requires. 409 `CHILD_ACTIVE` for the child playing in this session: switch first (so the ' +
      `only child is removed by deleting the account). ${PASSWORD_BUDGET_TEXT}`,
    params: childIdParams,
    body: removeChildRequestSchema,
    status: 200,
    response: z.object({ success: z.literal(true) }),
    errors: [400, 401, 403, 404, 409, 429],
  }),
  switchChild: endpoint({
    ...operation('switchChild'),
    auth: 'session',
    tag: 'children',
    summary: 'Makes another child of the account the one playing, without a password',
    description:
      'Answers a new access token naming that child and their profile; the refresh token is ' +
      'unchanged and keeps the choice. 404 `CHILD_NOT_FOUND` for a child not of this account.',
    params: childIdParams,
    status: 200,
    response: switchChildResponseSchema,
    errors: [401, 404],
  }),
  exportChildData: endpoint({
    ...operation('exportChildData'),
    auth: 'session',
    parent: true,
    tag: 'children',
    summary: 'Everything stored about one child, as a JSON file (DPDP Act)',
    description: 'Answered as an attachment, `kalike-child-data.json`. 404 for a child not of this account.',
    params: childIdParams,
    status: 200,
    response: childPersonalDataSchema,
    errors: [401, 403, 404],
  }),
};
