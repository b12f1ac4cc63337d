/**
 * The parent proof (issue 32, ADR 021), with no schema in it so that the browser's client can
 * import it (ADR 013: no island bundles zod). Passing the parent gate gives a proof, sent back in
 * this header on every request of the parent area; short-lived and bound to the session.
 */
export const PARENT_PROOF_HEADER = 'x-parent-proof';
/** How long a proof holds: the ten minutes the parent area stays open. */
export const PARENT_PROOF_MINUTES = 10;
/** A parent's endpoint called without a fresh proof of this session (403): show the gate again. */
export const PARENT_PROOF_REQUIRED = 'PARENT_PROOF_REQUIRED';
