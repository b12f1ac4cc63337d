import type { MessageKey } from '../../../domain/i18n/en.ts';

/**
 * Where each learning screen lives, and the screen above it (issue 15: always a way back). The
 * addresses carry what a screen needs, so that a deep link, a new tab or the installed app (no
 * browser Back) opens it and its back control: /{subject}/units (spec §2),
 * /chapters?subject=…&unit=…, /topics?subject=…&chapter=…, /{topicId}/activity (spec §2).
 * The paths are without the language prefix: pass them through `localizePath`.
 */
export const unitsPath = (subject: string) => `/${encodeURIComponent(subject)}/units`;

export const chaptersPath = (subject: string, unitId: string) =>
  `/chapters?${new URLSearchParams({ subject, unit: unitId })}`;

export const topicsPath = (subject: string, chapterId: string) =>
  `/topics?${new URLSearchParams({ subject, chapter: chapterId })}`;

export const activityPath = (topicId: string) => `/${encodeURIComponent(topicId)}/activity`;

/** A learning screen and what it shows. */
export type LearningPlace =
  | { screen: 'units'; subject: string }
  | { screen: 'chapters'; subject: string; unitId: string }
  | { screen: 'topics'; subject: string; unitId: string; chapterId: string }
  | { screen: 'activity'; subject: string; chapterId: string };

export interface ParentLink {
  /** Without the language prefix. */
  path: string;
  /** The back control's accessible name, e.g. "Back to units". */
  label: MessageKey;
}

/**
 * The parent of a learning screen, from its data (never `history.back()`): units → dashboard,
 * chapters → units, topics → chapters, activity → topics.
 */
export function parentPath(place: LearningPlace): ParentLink {
  switch (place.screen) {
    case 'units':
      return { path: '/dashboard', label: 'learn.back.dashboard' };
    case 'chapters':
      return { path: unitsPath(place.subject), label: 'learn.back.units' };
    case 'topics':
      return { path: chaptersPath(place.subject, place.unitId), label: 'learn.back.chapters' };
    case 'activity':
      return { path: topicsPath(place.subject, place.chapterId), label: 'learn.back.topics' };
  }
}

/**
 * The activity screen's back link, from the topic of its activities answer
 * (GET /v1/auth/subjects/topic/{topicId}/activities: `topic.subjectKey`, `topic.chapterId`).
 */
export const activityParent = (topic: { subjectKey: string; chapterId: string }) =>
  parentPath({ screen: 'activity', subject: topic.subjectKey, chapterId: topic.chapterId });

/** What /chapters and /topics read from their address: `?subject=…&unit=…` or `&chapter=…`. */
export function placeFromSearch(search: string) {
  const query = new URLSearchParams(search);
  const read = (name: string) => {
    const value = query.get(name);
    return value && /^[\w-]{1,64}$/.test(value) ? value : null;
  };
  return { subject: read('subject'), unitId: read('unit'), chapterId: read('chapter') };
}
