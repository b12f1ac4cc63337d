import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyRequest,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ActivityBody } from '../domain/contract/activity.ts';
import type { ActivityAudio, NameAudio } from '../domain/contract/audio.ts';
import type { Holdings, Profile } from '../domain/contract/auth.ts';
import type { SpokenLanguage } from '../domain/rules/spokenText.ts';
import type { AnswerMemo } from './answerMemo.ts';
import type { Config } from './config.ts';
import type { Db } from './db/database.ts';
import type { CatalogueSource } from './modules/curriculum/index.ts';
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

/**
 * Read-aloud clips, made by modules/audio (`audioLibrary`); declared here, with the activity as
 * far as reading it aloud goes, because audio's face exports its routes, which import this file
 * (issue 33: no cycle).
 */
export interface AudioLibrary {
  /**
   * The clip of every text of an activity, in the shape of its content (contract/audio.ts),
   * read in `language`; `recorded` names the clips recorded for it, by place (`questions.0.prompt`),
   * and the texts left silent (`none`), which get `{ silent: true }`.
   */
  activityAudio(
    activity: ReadableActivity,
    language: SpokenLanguage,
    recorded?: Record<string, string>,
  ): ActivityAudio;
  /**
   * `activityAudio` worked out once per activity and language until the manifest changes (a
   * topic's activities are read far more often than they change): `source` is the text the
   * activity and its recorded clips are read from (its row), so a changed activity is worked out
   * again; `read` gives them only then. The answer is shared: never change it.
   */
  rememberedActivityAudio(
    id: string,
    source: string,
    language: SpokenLanguage,
    read: () => { activity: ReadableActivity; recorded: Record<string, string> },
  ): ActivityAudio;
  /** A name's clips in both languages of the interface (issue 29: the way to an activity speaks). */
  nameAudio(name: { en: string; kn: string }): NameAudio;
  /** The file of the clip `id` on disk; undefined for a clip the manifest does not list. */
  fileOf(id: string): string | undefined;
  /** The id of the clip that says `text` in `language`; undefined when none has been made. */
  clipOfText(language: SpokenLanguage, text: string): string | undefined;
}

/** An activity as far as reading it aloud goes: its title, instruction and content. */
export interface ReadableActivity {
  title: string;
  instruction: string | null | undefined;
  /** A practice round's items are made per child: only its title and instruction are read from the file. */
  body: ActivityBody | { kind: 'practice' };
  /** The class of its topic: a fill-in in class 1–2 is answered with letter tiles (issue 29). */
  grade?: string | undefined;
}

/** What every feature module's routes receive. */
export interface AppContext {
  app: App;
  config: Config;
  db: Db;
  counters: CounterStore;
  /** The curriculum tree in memory (modules/curriculum: catalogue.ts). */
  catalogue: CatalogueSource;
  /** Signed links to lesson media (modules/media). */
  media: MediaSigner;
  /** Read-aloud clips (modules/audio): each text's clip, and the files to serve. */
  audio: AudioLibrary;
  /** Signed-in reads answered from memory per child (answerMemo.ts); auth joins it to the sessions' channel. */
  answers: AnswerMemo;
  /**
   * The signed-in student's profile with coins and plans (spec §3), for the answers that carry
   * it. Made by accounts (modules/auth) and handed in here, so that the features whose answers
   * carry it (learning, wallet, plans) do not import accounts, which counts their coins and
   * plans (issue 33: no cycle between modules). `holdings`: the child's coins and plans when the
   * caller's write has just read them (a completion's, issue 31), so nothing is read again.
   */
  profileOf: (child: FastifyRequest['child'], holdings?: Holdings) => Promise<Profile>;
}
