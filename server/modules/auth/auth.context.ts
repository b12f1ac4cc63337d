import { POLICY_VERSIONS, type PolicyVersion } from '../../../domain/policyVersions.ts';
import type { AppContext } from '../../context.ts';
import { createSmsProvider, type SmsProvider } from '../../providers/sms/index.ts';
import { serverSecret } from '../../security/secrets.ts';
import { findSessionChild } from './auth.repository.ts';
import { createOtpService, type OtpService } from './otp.service.ts';
import { currentPolicyVersion } from './policyVersion.ts';
import { createSessionCache, type SessionCache } from './sessionCache.ts';
import { createTokenService, type TokenService } from './tokens.service.ts';

/**
 * What the routes of accounts share: sessions (tokens), one-time codes, the SMS provider and the
 * privacy policy's version and versions. Made once in app.ts and handed to the auth and account routes, so
 * that neither imports the other and nothing imports back (issue 14: no import cycle).
 */
export interface AuthContext extends AppContext {
  otp: OtpService;
  tokens: TokenService;
  /**
   * The guard's session look-up, remembered; what ends or changes a parent's sessions, children
   * or account calls `forgetParent` after it commits (sessionCache.ts, ADR 029).
   */
  sessions: SessionCache;
  sms: SmsProvider;
  policyVersion: string;
  /** Every version of the policy, oldest first (domain/policyVersions.ts). */
  policyHistory: readonly PolicyVersion[];
}

export async function createAuthContext(
  context: AppContext,
  overrides: { sms?: SmsProvider; policyHistory?: readonly PolicyVersion[] } = {},
): Promise<AuthContext> {
  const { app, config, db, counters } = context;
  const [jwtSecret, otpPepper] = await Promise.all([
    serverSecret(db.db, 'jwt', config.auth.jwtSecret),
    serverSecret(db.db, 'otp-pepper'),
  ]);
  const sessions = createSessionCache({
    lookup: (parentId, childId, sessionId) => findSessionChild(db.db, parentId, childId, sessionId),
    redisUrl: config.redisUrl,
    log: app.log,
    // The answers kept per child hear what changes a family's reads on the same channel (ADR 031).
    onChange: (message) => context.answers.heard(message),
  });
  context.answers.connect({
    trusted: () => sessions.mode() !== 'query',
    readsChanged: (parentId) => sessions.readsChanged(parentId),
  });
  app.addHook('onClose', () => sessions.close());
  const tokens = createTokenService({
    sessionEnded: (sessionId) => sessions.forgetSession(sessionId),
    db: db.db,
    secret: jwtSecret,
    accessTtlSeconds: config.auth.accessTokenTtlSeconds,
    refreshTtlDays: config.auth.refreshTokenTtlDays,
  });
  const sms = overrides.sms ?? createSmsProvider(config, db.db, app.log);
  const otp = createOtpService({
    db: db.db,
    counters,
    sms,
    pepper: otpPepper,
    resendSeconds: config.auth.otpResendSeconds,
  });
  return {
    ...context,
    otp,
    tokens,
    sessions,
    sms,
    policyVersion: currentPolicyVersion(),
    policyHistory: overrides.policyHistory ?? POLICY_VERSIONS,
  };
}
