import cors from '@fastify/cors';
import swagger from '@fastify/swagger';
import Fastify from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { PolicyVersion } from '../domain/policyVersions.ts';
import { registerAnswers } from './answerMemo.ts';
import type { Config } from './config.ts';
import type { AppContext } from './context.ts';
import { type Db, openDatabase } from './db/database.ts';
import { clientErrorHandler, frameworkErrors, notFoundBody, registerErrorHandling } from './errors.ts';
import { registerJsonBody } from './jsonBody.ts';
import { accountRoutes } from './modules/account/index.ts';
import { audioLibrary, audioRoutes } from './modules/audio/index.ts';
import { authModule, createAuthContext, loadProfile } from './modules/auth/index.ts';
import { childrenRoutes } from './modules/children/index.ts';
import { configRoutes } from './modules/config/index.ts';
import { consentRoutes } from './modules/consent/index.ts';
import { contactRoutes } from './modules/contact/index.ts';
import { catalogueSource, watchCurriculum } from './modules/curriculum/index.ts';
import { healthRoutes } from './modules/health/index.ts';
import { learningRoutes } from './modules/learning/index.ts';
import { mediaRoutes, mediaSigner } from './modules/media/index.ts';
import { notificationRoutes } from './modules/notifications/index.ts';
import { parentGateRoutes } from './modules/parent/index.ts';
import { planRoutes, webhookRoutes } from './modules/plans/index.ts';
import { practiceRoutes } from './modules/practice/index.ts';
import { previewRoutes, reviewRoutes } from './modules/preview/index.ts';
import { recordingsRoutes } from './modules/recordings/index.ts';
import { reportsRoutes } from './modules/reports/index.ts';
import { settingsRoutes } from './modules/settings/index.ts';
import { storiesRoutes } from './modules/stories/index.ts';
import { streakRoutes } from './modules/streak/index.ts';
import { walletRoutes } from './modules/wallet/index.ts';
import { swaggerOptions } from './openapi.ts';
import { createPaymentProvider, type PaymentProvider } from './providers/payments/index.ts';
import type { SmsProvider } from './providers/sms/index.ts';
import { type CounterStore, createCounterStore } from './ratelimit/counters.ts';
import { registerSecurityHeaders } from './security/headers.ts';
import { serverSecret } from './security/secrets.ts';
import { serializerCompiler } from './serializer.ts';
import { serveSite } from './site/serveSite.ts';

export interface AppOverrides {
  /** An open database (tests pass their own); otherwise opened from `config.databaseUrl`. */
  db?: Db;
  counters?: CounterStore;
  sms?: SmsProvider;
  payments?: PaymentProvider;
  /** The privacy policy's versions instead of domain/policyVersions.ts (a test's history). */
  policyHistory?: readonly PolicyVersion[];
  /** Where the log goes instead of stdout (a test reads what was logged). */
  logStream?: { write(line: string): void };
}

const FEATURES = [healthRoutes, configRoutes, contactRoutes, previewRoutes, reviewRoutes];

/**
 * Builds the whole HTTP application: API and, when `config.siteDir` holds a build, the site.
 * It does not listen and does not migrate; `main.ts` does both, tests use `app.inject`.
 */
export async function buildApp(config: Config, overrides: AppOverrides = {}) {
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            redact: ['req.headers.authorization', 'req.headers.cookie'],
            ...(overrides.logStream ? { stream: overrides.logStream } : {}),
          },
    // Behind N proxies, the client address is the one N hops back in X-Forwarded-For.
    trustProxy: config.trustProxy > 0 ? (_address: string, hop: number) => hop < config.trustProxy : false,
    bodyLimit: 64 * 1024,
    // Route by path only: `/v1/contact/` is `/v1/contact`.
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors,
    // What Node's HTTP parser refuses (headers over 16 KB, timeouts) in the one error format too.
    clientErrorHandler,
    // Fastify's own 503 while closing is not in the one format: registerErrorHandling answers it.
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();

  const db = overrides.db ?? openDatabase(config.databaseUrl);
  const counters = overrides.counters ?? createCounterStore(config.redisUrl);
  app.addHook('onClose', async () => {
    if (!overrides.db) await db.close();
    if (!overrides.counters) await counters.close();
  });

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // JSON bodies measured for depth before parsing (issue 13: nesting 10,000 deep answered 500).
  registerJsonBody(app);
  registerErrorHandling(app);
  registerSecurityHeaders(app);
  if (config.corsOrigins.length > 0) {
    await app.register(cors, { origin: config.corsOrigins, credentials: false, maxAge: 600 });
  }
  const catalogue = catalogueSource(db.db, config.curriculumRecheckSeconds);
  // Signed-in reads from memory per child, ETags of the answer's JSON as it is before
  // compression, and compression, in that order (answerMemo.ts).
  const answers = registerAnswers(app, {
    seconds: config.answerMemoSeconds,
    contentVersion: () => catalogue.fresh() ?? catalogue.current(),
  });
  await app.register(swagger, swaggerOptions());

  const media = mediaSigner(await serverSecret(db.db, 'media-links'));
  const audio = audioLibrary(config.audioDir, config.curriculumRecheckSeconds);
  const context: AppContext = {
    app,
    config,
    db,
    counters,
    catalogue,
    media,
    audio,
    answers,
    profileOf: (child, holdings) => loadProfile(db.db, child, holdings),
  };
  // `npm run dev`: a saved curriculum file is imported again at once (CURRICULUM_WATCH).
  if (config.curriculumWatch) {
    const { curriculumDir: dir, mediaDir } = config;
    const watcher = watchCurriculum({
      dir,
      mediaDir,
      db,
      catalogue,
      log: app.log,
      minReview: config.contentMinReview,
    });
    app.addHook('onClose', async () => watcher.close());
  }
  for (const feature of FEATURES) await feature(context);
  await mediaRoutes(context);
  audioRoutes(context);
  // Accounts first among the features with protected routes: its guard must see them registered.
  const auth = await createAuthContext(context, {
    sms: overrides.sms,
    policyHistory: overrides.policyHistory,
  });
  await authModule(auth);
  await accountRoutes(auth);
  await childrenRoutes(auth);
  consentRoutes(auth);
  // The gate gives the parent proof, signed with the sessions' key.
  parentGateRoutes(auth);
  for (const protectedFeature of [
    learningRoutes,
    walletRoutes,
    streakRoutes,
    notificationRoutes,
    settingsRoutes,
    storiesRoutes,
    recordingsRoutes,
    reportsRoutes,
    practiceRoutes,
  ])
    await protectedFeature(context);
  const payments = overrides.payments ?? (await createPaymentProvider(config, db.db));
  planRoutes(context, payments);
  await webhookRoutes(context, payments);
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  const servingSite = config.siteDir
    ? await serveSite(app, config.siteDir, { razorpay: payments.name === 'razorpay' })
    : false;
  if (!servingSite)
    app.setNotFoundHandler((request, reply) => reply.code(404).send(notFoundBody(request.url)));

  await app.ready();
  return app;
}
