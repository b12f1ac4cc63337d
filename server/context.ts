import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyRequest,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Profile } from '../domain/contract/auth.ts';
import type { Config } from './config.ts';
import type { Db } from './db/database.ts';
import type { AudioLibrary } from './modules/audio/audio.service.ts';
import type { CatalogueSource } from './modules/curriculum/catalogue.ts';
import type { CounterStore } from './ratelimit/counters.ts';

export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/**
 * Signed links to lesson media, made by modules/media; declared here because media's face exports
 * its routes, which import this file (issue 33: no cycle).
 */
export interface MediaSigner {
  /** `/v1/media/lessons/plants.mp4?expires=…&signature=…` for a file named in the curriculum. */
  link(file: string, now?: number): string;
  /** Whether a request's path and query carry a valid, unexpired signature. */
  check(url: string, now?: number): 'ok' | 'missing' | 'invalid' | 'expired';
}

/** What every feature module's routes receive. */
export interface AppContext {
  app: App;
  config: Config;
  db: Db;
  counters: CounterStore;
  /** The curriculum tree in memory (modules/learning/catalogue.ts). */
  catalogue: CatalogueSource;
  /** Signed links to lesson media (modules/media). */
  media: MediaSigner;
  /** Read-aloud clips (modules/audio): each text's clip, and the files to serve. */
  audio: AudioLibrary;
  /**
   * The signed-in student's profile with coins and plans (spec §3), for the answers that carry
   * it. Made by accounts (modules/auth) and handed in here, so that the features whose answers
   * carry it (learning, wallet, plans) do not import accounts, which counts their coins and
   * plans (issue 33: no cycle between modules).
   */
  profileOf: (student: FastifyRequest['student']) => Promise<Profile>;
}
