import { persistentAtom } from '@nanostores/persistent';
import type { NameAudio } from '../../domain/contract/audio.ts';
import type { Unit } from '../../domain/contract/learning.ts';
import { STORAGE_KEYS } from '../client/storageKeys.ts';

/**
 * Where the child is in the lessons (spec §3, client state "units"): the units of the open
 * subject and the active unit, chapter and topic, kept across reloads so that
 * /chapters and /topics know what to show.
 */
interface LearningState {
  subject: {
    key: string;
    name: { en: string; kn: string };
    /** Its name's clips (issue 29), when the API gave them. */
    nameAudio?: NameAudio | undefined;
    icon?: string;
    colour?: string;
  } | null;
  units: Unit[];
  activeUnit: string | null;
  activeChapter: string | null;
  activeTopic: string | null;
}

export const EMPTY_LEARNING: LearningState = {
  subject: null,
  units: [],
  activeUnit: null,
  activeChapter: null,
  activeTopic: null,
};

export const $learning = persistentAtom<LearningState>(STORAGE_KEYS.learning, EMPTY_LEARNING, {
  encode: JSON.stringify,
  decode: (value) => ({ ...EMPTY_LEARNING, ...JSON.parse(value) }),
});

export function updateLearning(changes: Partial<LearningState>) {
  $learning.set({ ...$learning.get(), ...changes });
}

/**
 * After a completion the stored counts are old (issue 15: "0 of 2 done" until re-entered): the
 * screens show their lessons again only once the API has answered with the new counts.
 */
export function forgetProgress() {
  updateLearning({ subject: null, units: [] });
}

export function activeUnit(state: LearningState = $learning.get()) {
  return state.units.find((unit) => unit._id === state.activeUnit) ?? null;
}

export function activeChapter(state: LearningState = $learning.get()) {
  return activeUnit(state)?.chapters.find((chapter) => chapter._id === state.activeChapter) ?? null;
}
