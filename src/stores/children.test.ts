import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChildSummary } from '../../domain/contract/children.ts';

/**
 * One page asks for the family once (issue 33): the parent area's family card, its weekly
 * reports and the landing after sign-in read one answer, and adding a child puts the new card in
 * that answer instead of asking again. The browser journey counts the same on the wire
 * (tests/e2e/families.spec.ts).
 */
const child = (id: string, name: string) =>
  ({ id, studentName: name, gender: 'Female', grade: '3' }) as ChildSummary;
let answer: { children: ChildSummary[] } = { children: [child('c1', 'Chinmayi')] };
const listChildren = vi.fn(async () => ({ success: true, data: answer }));
vi.mock('../client/children.ts', () => ({ listChildren, switchChild: vi.fn() }));

const { $children, childAdded, childrenChanged } = await import('./children.ts');
const { $family } = await import('./family.ts');
const { $accessToken } = await import('./session.ts');
const { ApiError } = await import('../client/http.ts');

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
let family = 0;
/** A new family signs in: its own key, so nothing is answered from another test's cache. */
const signIn = () => {
  family += 1;
  $accessToken.set(`${base64url({ alg: 'HS256' })}.${base64url({ sub: `parent-${family}`, cid: 'c1' })}.s`);
};
const settled = () => vi.waitFor(() => expect($children.get().loading).toBe(false));

describe('the family store', () => {
  beforeEach(() => {
    listChildren.mockClear();
    answer = { children: [child('c1', 'Chinmayi')] };
    signIn();
  });

  it('asks once for every island on the page, and adding a child asks nothing more', async () => {
    const card = $children.listen(() => {});
    const reports = $children.listen(() => {});
    const landing = await $children.fetch();
    await settled();
    expect(landing).toEqual({ data: answer });
    childAdded(child('c2', 'Arjun'));
    expect($children.get().data?.children.map((c) => c.studentName)).toEqual(['Chinmayi', 'Arjun']);
    // The picker and the bar remember them too.
    expect($family.get().map((c) => c.id)).toEqual(['c1', 'c2']);
    expect(listChildren).toHaveBeenCalledTimes(1);
    card();
    reports();
  });

  it('asks again after a child is changed or removed', async () => {
    const card = $children.listen(() => {});
    await settled();
    answer = { children: [] };
    childrenChanged();
    await vi.waitFor(() => expect($children.get().data?.children).toEqual([]));
    expect(listChildren).toHaveBeenCalledTimes(2);
    card();
  });

  it('keeps a failure until asked to try again, without asking by itself', async () => {
    listChildren.mockRejectedValueOnce(new ApiError(0, {}));
    const card = $children.listen(() => {});
    await vi.waitFor(() => expect($children.get().error).toBeInstanceOf(ApiError));
    expect(listChildren).toHaveBeenCalledTimes(1);
    $children.invalidate();
    await vi.waitFor(() => expect($children.get().data).toEqual(answer));
    expect(listChildren).toHaveBeenCalledTimes(2);
    card();
  });
});
