import * as z from 'zod/mini';
import { PASSWORD_BUDGET_TEXT, PASSWORD_MAX_LENGTH } from './auth.ts';
import { endpoint } from './endpoint.ts';
import { operation } from './operations.ts';
import { PARENT_PROOF_REQUIRED } from './parentProof.ts';

/**
 * How the parent area opens (issue 18, ADR 018, ADR 021), the parent's choice: a times-table
 * question (the default: the screen alone checks it), a four-digit PIN the parent sets, or the
 * account's password. The PIN and the password are checked by the API, a few wrong tries at a
 * time. A child of class 3 or above can answer the question (issue 27): the question is only for
 * a family whose children are all in class 1 or 2; otherwise the API answers the password.
 */
export const GATE_METHODS = ['question', 'pin', 'password'] as const;
export type GateMethod = (typeof GATE_METHODS)[number];

/** The highest class whose children cannot answer the question (the times tables come in class 3). */
export const QUESTION_GATE_MAX_GRADE = 2;

/** True when the question may guard a family with children in these classes. */
export const questionGateAllowed = (grades: readonly string[]) =>
  grades.every((grade) => Number(grade) <= QUESTION_GATE_MAX_GRADE);

export const gateResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    method: z.enum(GATE_METHODS),
    /** False when a child is in class 3 or above: the question is not offered (nor taken). */
    questionAllowed: z.boolean(),
  }),
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

export { PARENT_PROOF_HEADER, PARENT_PROOF_MINUTES } from './parentProof.ts';

/** The question's factors, 4 to 9: every product is two digits (16 to 81). */
export const QUESTION_FACTORS = [4, 5, 6, 7, 8, 9] as const;

/** The answer to a question the API asked (`challenge` is what it answered with the question). */
const questionAnswerSchema = z.strictObject({
  challenge: z.string().check(z.minLength(1), z.maxLength(1000)),
  answer: z.int().check(z.minimum(0), z.maximum(99)),
});

/**
 * The PIN, or the password (which opens the gate whatever the method: a forgotten PIN), or the
 * answer to the API's question (only while the question is the method in force).
 */
export const checkGateRequestSchema = z
  .strictObject({
    pin: z.optional(pinField),
    password: z.optional(passwordField),
    question: z.optional(questionAnswerSchema),
  })
  .check(
    z.refine(
      (body) => [body.pin, body.password, body.question].filter((value) => value !== undefined).length === 1,
      { error: 'pinOrPassword' },
    ),
  );
export type GateAnswer = z.infer<typeof checkGateRequestSchema>;

/** The gate passed: the proof to send in `X-Parent-Proof`, and for how many seconds it holds. */
export const gatePassedSchema = z.object({
  success: z.literal(true),
  data: z.object({ proof: z.string(), expiresInSeconds: z.int() }),
});

/** A question made by the API: "what is `a` times `b`?", with the challenge to send back. */
export const gateQuestionSchema = z.object({
  success: z.literal(true),
  data: z.object({
    a: z.int(),
    b: z.int(),
    /** Signed by the API, bound to the session, for ten minutes. */
    challenge: z.string(),
  }),
});

/** Error codes of the gate, for the screens to translate. */
export const GATE_ERRORS = {
  /** The PIN or password sent to open the gate is not the parent's. */
  wrong: 'PARENT_GATE_WRONG',
  /** A PIN sent while the parent has not chosen a PIN. */
  noPin: 'PARENT_GATE_NO_PIN',
  /** The question chosen while a child of the family is in class 3 or above. */
  questionNotAllowed: 'PARENT_GATE_QUESTION_NOT_ALLOWED',
  /** A parent's endpoint called without a fresh proof of this session (403): show the gate again. */
  proofRequired: PARENT_PROOF_REQUIRED,
} as const;

const TRIES =
  `${PASSWORD_BUDGET_TEXT} ` +
  'The gate also has a stricter lock of its own: past `PARENT_GATE_MAX_FAILURES` (5) wrong PINs and ' +
  'passwords here and in the change of method in `PARENT_GATE_LOCK_MINUTES` (15), 429 `RATE_LIMITED` with ' +
  'Retry-After until the window ends, the right one included.';

export const parentGateEndpoints = {
  getParentGate: endpoint({
    ...operation('getParentGate'),
    auth: 'session',
    tag: 'parent',
    summary: 'How the parent area opens: a question, a PIN or the password',
    description:
      "The family's choice (every child of the parent sees the same); `question` until the parent chooses. " +
      'The question only while every child is in class 1 or 2 (`questionAllowed`): with a child in class 3 ' +
      'or above, a family that chose the question gets `password`.',
    status: 200,
    response: gateResponseSchema,
    errors: [401],
  }),
  setParentGate: endpoint({
    ...operation('setParentGate'),
    auth: 'session',
    tag: 'parent',
    summary: 'Chooses how the parent area opens; needs the current password',
    description:
      '`{ method: "pin", pin, currentPassword }` sets a four-digit PIN (a new one each time); `question` and ' +
      '`password` forget the PIN. 400 `INVALID_CREDENTIALS` (`fields.currentPassword`) when the password is ' +
      'wrong; 400 `VALIDATION_FAILED` with `fields.pin: "pinTooEasy"` for a PIN too easy to guess (0000, ' +
      `1234, 1212, the phone's last four digits…); 400 \`PARENT_GATE_QUESTION_NOT_ALLOWED\` for the question ` +
      `while a child is in class 3 or above. ${TRIES}`,
    body: setGateRequestSchema,
    status: 200,
    response: gateResponseSchema,
    errors: [400, 401, 429],
  }),
  getParentGateQuestion: endpoint({
    ...operation('getParentGateQuestion'),
    auth: 'session',
    tag: 'parent',
    summary: 'A times-table question for the gate, made by the API (families of class 1–2 children only)',
    description:
      'Answer it with `question: { challenge, answer }` at the check. 400 `PARENT_GATE_QUESTION_NOT_ALLOWED` ' +
      'unless the method in force is `question`. The challenge holds for ten minutes and only in this session.',
    status: 200,
    response: gateQuestionSchema,
    errors: [400, 401],
  }),
  checkParentGate: endpoint({
    ...operation('checkParentGate'),
    auth: 'session',
    tag: 'parent',
    summary: "Checks the parent's PIN, password or answer, and gives the parent proof",
    description:
      'Send `pin` (when the method is `pin`), `password` (always accepted) or `question` (the answer to ' +
      '`GET /v1/auth/parent/gate/question`, while the method in force is `question`). Answers `proof`: send it ' +
      'as `X-Parent-Proof` to the endpoints of the parent area (adding, changing, removing a child, the data ' +
      'downloads, the weekly report, payments, deleting the account) for `expiresInSeconds` (ten minutes), in ' +
      'this session only; without it they answer 403 `PARENT_PROOF_REQUIRED`. 403 `PARENT_GATE_WRONG` when ' +
      `it is not right; 400 \`PARENT_GATE_NO_PIN\` for a PIN when none is set, \`PARENT_GATE_QUESTION_NOT_ALLOWED\` ` +
      `for an answer while the question is not in force. ${TRIES}`,
    body: checkGateRequestSchema,
    status: 200,
    response: gatePassedSchema,
    errors: [400, 401, 403, 429],
  }),
};
