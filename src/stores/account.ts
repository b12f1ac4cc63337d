import { atom, computed } from 'nanostores';
import type { Subject, Unit } from '../../domain/contract/learning.ts';
import {
  exportPersonalData,
  getCoinHistory,
  getCompletedActivities,
  getProgressReport,
} from '../client/account.ts';
import { getSubjects, getUnits } from '../client/learning.ts';
import { getPaymentHistory } from '../client/plans.ts';
import { getPlaySettings } from '../client/settings.ts';
import { $childKey, createQuery } from './query.ts';
import { $profile } from './session.ts';

/**
 * What My Account's cards load for the child playing (stores/query.ts: one request a page per
 * key, shared by every island that reads it). Keyed by the child, so "Play as" another child
 * never shows the first one's answer.
 */
export const $progressReport = createQuery(['progress/', $childKey], getProgressReport);
export const $completedActivities = createQuery(['completed/', $childKey], getCompletedActivities);

/**
 * The first page of the coin history, asked again whenever the coins move (a check-in, an
 * activity in another tab): the balance is part of its key.
 */
const $coinsKey = computed($profile, (profile) =>
  profile ? `${profile._id}/${profile.coinBalance}/${profile.totalCoinsEarned}` : null,
);
export const $coinHistory = createQuery(['coins/', $coinsKey], () => getCoinHistory());

/**
 * The subjects of the child's class, board and medium: the progress chart's lines (so that those
 * not started show as zeros) and the lessons to download (OfflineLessons) read the same answer.
 */
const $classKey = computed($profile, (profile) =>
  profile ? `${profile.grade}/${profile.board}/${profile.medium}` : null,
);
export const $classSubjects = createQuery(['subjects/', $classKey], () => {
  const profile = $profile.get();
  if (!profile) return Promise.reject(new Error('signed out'));
  return getSubjects(profile.grade, profile.board, profile.medium).then((response) => response.data);
});

/**
 * The child's play settings as My Account's card shows and changes them (the player's screens
 * read them through stores/playSettings.ts, without this library: their island is at its budget).
 */
export const $playSettingsAnswer = createQuery(['settings/', $childKey], getPlaySettings);

/** The payments for the child playing, with their receipts (the API answers per child). */
export const $paymentHistory = createQuery(['payments/', $childKey], getPaymentHistory);

/** The data file of the child playing (the DPDP Act's download), read as a page on /my-data. */
export const $personalData = createQuery(['personal-data/', $childKey], exportPersonalData);

/**
 * Every subject of the child's class with its units and their lock state: the lessons a parent
 * may download (OfflineLessons). Asked only while `$unitsWanted` says the list shows (the parent
 * area open, on a phone that can keep lessons); the subjects are the progress chart's answer.
 */
export type ClassUnits = Array<{ subject: Subject; units: Unit[] }>;
export const $unitsWanted = atom<true | null>(null);
export const $classUnits = createQuery(
  ['units/', $classKey, '/', $unitsWanted],
  async (): Promise<ClassUnits> => {
    const profile = $profile.get();
    const subjects = await $classSubjects.fetch();
    if (!profile || !('data' in subjects))
      throw 'error' in subjects ? subjects.error : new Error('signed out');
    const { grade, board, medium } = profile;
    return Promise.all(
      subjects.data.map(async (subject) => ({
        subject,
        units: (await getUnits(subject.key, grade, board, medium)).data,
      })),
    );
  },
);
