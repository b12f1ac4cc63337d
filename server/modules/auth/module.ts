import type { AppContext } from '../../context.ts';
import { createSmsProvider, type SmsProvider } from '../../providers/sms/index.ts';
import { serverSecret } from '../../security/secrets.ts';
import { accountRoutes } from '../account/accountRoutes.ts';
import { registerAuthGuard } from './guard.ts';
import { createOtpService, type OtpService } from './otp.ts';
import { otpRoutes } from './otpRoutes.ts';
import { passwordRoutes } from './passwordRoutes.ts';
import { currentPolicyVersion } from './policyVersion.ts';
import { profileRoutes } from './profileRoutes.ts';
import { registrationRoutes } from './registrationRoutes.ts';
import { sessionRoutes } from './sessionRoutes.ts';
import { createTokenService, type TokenService } from './tokens.ts';

export interface AuthContext extends AppContext {
  otp: OtpService;
  tokens: TokenService;
  sms: SmsProvider;
  policyVersion: string;
}

/** Accounts: the guard every protected route relies on, then the auth and profile calls. */
export async function authModule(context: AppContext, overrides: { sms?: SmsProvider } = {}) {
  const { app, config, db, counters } = context;
  const [jwtSecret, otpPepper] = await Promise.all([
    serverSecret(db.db, 'jwt', config.auth.jwtSecret),
    serverSecret(db.db, 'otp-pepper'),
  ]);
  const tokens = createTokenService({
    db: db.db,
    secret: jwtSecret,
    accessTtlSeconds: config.auth.accessTokenTtlSeconds,
    refreshTtlDays: config.auth.refreshTokenTtlDays,
  });
  const sms = overrides.sms ?? createSmsProvider(config, db.db, app.log);
  const otp = createOtpService({ db: db.db, counters, sms, pepper: otpPepper });
  // A session is open while its refresh family has a token not revoked (rows go with a deleted
  // account); the same query brings the student for the route.
  registerAuthGuard(app, tokens, (studentId, sessionId) =>
    db.db
      .selectFrom('students')
      .selectAll('students')
      .where('students.id', '=', studentId)
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('refresh_tokens')
            .select('refresh_tokens.id')
            .where('refresh_tokens.family_id', '=', sessionId)
            .where('refresh_tokens.student_id', '=', studentId)
            .where('refresh_tokens.revoked_at', 'is', null),
        ),
      )
      .executeTakeFirst(),
  );
  const auth: AuthContext = { ...context, otp, tokens, sms, policyVersion: currentPolicyVersion() };
  for (const routes of [
    otpRoutes,
    registrationRoutes,
    sessionRoutes,
    passwordRoutes,
    profileRoutes,
    accountRoutes,
  ])
    await routes(auth);
  return auth;
}
