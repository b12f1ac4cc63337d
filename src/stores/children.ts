import type { ChildSummary } from '../../domain/contract/children.ts';
import { listChildren } from '../client/children.ts';
import { $family, $familyKey } from './family.ts';
import { createQuery, invalidateKeys, mutateCache } from './query.ts';

/** Remembers the children for the picker and the bar (what they need of each, no more). */
function remember(children: ChildSummary[]) {
  $family.set(
    children.map(({ id, studentName, gender, grade, photo }) => ({ id, studentName, gender, grade, photo })),
  );
}

/**
 * The family's children as the server has them now (stores/query.ts): the parent area's family
 * card, its weekly reports, the picker and the landing after sign-in read this one answer, and
 * each answer is remembered in `$family`.
 */
export const $children = createQuery(['children/', $familyKey], () =>
  listChildren().then(({ data }) => {
    remember(data.children);
    return data;
  }),
);

/**
 * A child was added: the answer to the addition is the new child's card, put at the end of the
 * list (the API lists children in the order they were added) without asking for the list again.
 * The parent gate may change with them (a child of class 3 takes the question away: ADR 021).
 */
export function childAdded(child: ChildSummary) {
  const key = $children.key;
  const list = key ? $children.value?.data : undefined;
  if (key && list) {
    const children = [...list.children, child];
    mutateCache(key, { ...list, children });
    remember(children);
  } else $children.invalidate();
  invalidateKeys((key) => key.startsWith('gate/'));
}

/** A child was changed or removed: the list is asked for again (and the gate, a class may have changed). */
export function childrenChanged() {
  $children.invalidate();
  invalidateKeys((key) => key.startsWith('gate/'));
}
