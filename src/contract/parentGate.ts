import * as z from 'zod/mini';
import { PASSWORD_BUDGET_TEXT, PASSWORD_MAX_LENGTH, successResponseSchema } from './auth.ts';
import { endpoint } from './endpoint.ts';
import { route } from './routes.ts';

/**
 * How the parent area opens (issue 18, ADR 018), the parent's choice: a times-table question
 * (the default: the screen alone checks it), a four-digit PIN the parent sets, or the account's
 * password. The PIN and the password are checked by the API, a few wrong tries at a time.
 */
export const GATE_METHODS = ['question', 'pin', 'password'] as const;
export type GateMethod = (typeof GATE_METHODS)[number];

export const gateResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ method: z.enum(GATE_METHODS) }),
});

const pinField = z.string().check(z.regex(/^\d{4}$/, { error: 'pin' }));
const passwordField = z
  .string()
  .check(z.minLength(1, { error: 'required' }), z.maxLength(PASSWORD_MAX_LENGTH, { error: 'tooLong' }));

/** A new method, with the parent's current password: a child holding the phone cannot set one. */
export const setGateRequestSchema = z.discriminatedUnion('method', [
  z.strictObject({ method: z.literal('question'), currentPassword: passwordField }),
  z.strictObject({ method: z.literal('pin'), pin: pinField, currentPassword: passwordField }),
  z.strictObject({ method: z.literal('password'), currentPassword: passwordField }),
]);
export type GateChange = z.infer<typeof setGateRequestSchema>;

/** The PIN, or the password (which opens the gate whatever the method: a forgotten PIN). */
export const checkGateRequestSchema = z
  .strictObject({ pin: z.optional(pinField), password: z.optional(passwordField) })
  .check(
    z.refine((body) => (body.pin === undefined) !== (body.password === undefined), {
      error: 'pinOrPassword',
    }),
  );
export type GateAnswer = z.infer<typeof checkGateRequestSchema>;

/** Error codes of the gate, for the screens to translate. */
export const GATE_ERRORS = {
  /** The PIN or password sent to open the gate is not the parent's. */
  wrong: 'PARENT_GATE_WRONG',
  /** A PIN sent while the parent has not chosen a PIN. */
  noPin: 'PARENT_GATE_NO_PIN',
} as const;

const TRIES =
  `${PASSWORD_BUDGET_TEXT} ` +
  'The gate also has a stricter lock of its own: past `PARENT_GATE_MAX_FAILURES` (5) wrong PINs and ' +
  'passwords here and in the change of method in `PARENT_GATE_LOCK_MINUTES` (15), 429 `RATE_LIMITED` with ' +
  'Retry-After until the window ends, the right one included.';

export const parentGateEndpoints = {
  get: endpoint({
    ...route('getParentGate'),
    auth: 'student',
    tag: 'parent',
    summary: 'How the parent area opens: a question, a PIN or the password',
    description:
      "The family's choice (every child of the parent sees the same); `question` until the parent chooses.",
    status: 200,
    response: gateResponseSchema,
    errors: [401],
  }),
  update: endpoint({
    ...route('setParentGate'),
    auth: 'student',
    tag: 'parent',
    summary: 'Chooses how the parent area opens; needs the current password',
    description:
      '`{ method: "pin", pin, currentPassword }` sets a four-digit PIN (a new one each time); `question` and ' +
      '`password` forget the PIN. 400 `INVALID_CREDENTIALS` (`fields.currentPassword`) when the password is ' +
      'wrong; 400 `VALIDATION_FAILED` with `fields.pin: "pinTooEasy"` for a PIN too easy to guess (0000, ' +
      `1234, 1212, the phone's last four digits…). ${TRIES}`,
    body: setGateRequestSchema,
    status: 200,
    response: gateResponseSchema,
    errors: [400, 401, 429],
  }),
  check: endpoint({
    ...route('checkParentGate'),
    auth: 'student',
    tag: 'parent',
    summary: "Checks the parent's PIN or password before the parent area opens",
    description:
      'Send `pin` (when the method is `pin`) or `password` (always accepted). 403 `PARENT_GATE_WRONG` when ' +
      `it is not right; 400 \`PARENT_GATE_NO_PIN\` for a PIN when none is set. ${TRIES}`,
    body: checkGateRequestSchema,
    status: 200,
    response: successResponseSchema,
    errors: [400, 401, 403, 429],
  }),
};
