/**
 * Accounts and sign-in (ADR 018): the guard and the auth routes, the context the account routes share, the profile of spec §3, and what other modules need of parents and children.
 * The module's one face (issue 33): nothing outside server/modules/auth/ imports its other files.
 */
export { type AuthContext, createAuthContext } from './auth.context.ts';
export { childrenOf, findChild, insertChild, insertConsent, updateChild } from './auth.repository.ts';
export { type Child, type ChildDetails, detailsOf } from './child.ts';
export { authModule } from './module.ts';
export type { OtpService } from './otp.service.ts';
export { type PasswordBudget, passwordBudget } from './passwordBudget.ts';
export { isParentPassword } from './passwords.service.ts';
export { hashPassword, verifyPassword } from './passwords.ts';
export { currentPolicyVersion } from './policyVersion.ts';
export { givenDetails, profileChanges } from './profile.service.ts';
export { loadProfile } from './profile.ts';
export { SESSION_CHANNEL, type SessionCache } from './sessionCache.ts';
export {
  GATE_QUESTION_AUDIENCE,
  JWT_ISSUER,
  PARENT_PROOF_AUDIENCE,
  type TokenService,
} from './tokens.service.ts';
