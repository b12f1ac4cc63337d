import { computed } from 'nanostores';
import { $accessToken } from './session.ts';

/**
 * The family the signed-in child belongs to: the parent's id, which access tokens carry as `sub`
 * (ADR 018: `sub` the parent, `cid` the active child). The stored profile (`$user`) is the
 * child's and does not name the parent. Read without checking the signature: it only keys what
 * this browser keeps for the family (the parent area's pass), and a token someone edits by hand
 * is refused by the API anyway.
 */
export function familyKeyOf(accessToken: string | undefined): string | null {
  const payload = accessToken?.split('.')[1];
  if (!payload) return null;
  try {
    const claims = JSON.parse(atob(payload.replaceAll('-', '+').replaceAll('_', '/'))) as { sub?: unknown };
    return typeof claims.sub === 'string' && claims.sub !== '' ? claims.sub : null;
  } catch {
    return null;
  }
}

/** The signed-in family's key; the same for every child of the parent, null when signed out. */
export const $familyKey = computed($accessToken, familyKeyOf);
