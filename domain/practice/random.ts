/**
 * A small seeded random source (mulberry32), so a practice item is a pure function of its seed:
 * the server can hand out a seed, re-create the same item later and score it.
 */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [lo, hi], both included. */
  int(lo: number, hi: number): number;
  /** One element of a non-empty list. */
  pick<T>(list: readonly T[]): T;
  /** A shuffled copy of a list. */
  shuffle<T>(list: readonly T[]): T[];
}

export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
  const int = (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1));
  return {
    next,
    int,
    pick: <T>(list: readonly T[]) => list[int(0, list.length - 1)] as T,
    shuffle: <T>(list: readonly T[]) => {
      const copy = [...list];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = int(0, i);
        [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
      }
      return copy;
    },
  };
}
