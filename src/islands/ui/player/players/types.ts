import type { ActivityBody, ActivityKind } from '../../../../../domain/contract/activity.ts';
import type { Translate } from '../../../../../domain/i18n/translate.ts';

/** What every player gets: its content, the answers so far, and a way to give one. */
export interface PlayerProps<K extends ActivityKind> {
  body: Extract<ActivityBody, { kind: K }>;
  /** One entry per question, pair or item; null while unanswered. An answer, once given, stays. */
  answers: unknown[];
  onAnswer: (index: number, value: unknown) => void;
  t: Translate;
  /**
   * The attempt's seed (ADR 020): options and cards are shown in an order made from it, the same
   * after a reload, a new one for a new attempt. Answers name options and cards by their index
   * in the content, never by their place on the screen.
   */
  seed: string;
}
