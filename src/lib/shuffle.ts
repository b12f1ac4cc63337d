/**
 * A fixed shuffle of 0..n-1 from a seed (the activity's text), so the cards come in the same
 * mixed order on every render and in every test, and never in the answer's own order.
 */
export function seededOrder(n: number, seed: string): number[] {
  let state = 2166136261;
  for (const char of seed) state = Math.imul(state ^ char.charCodeAt(0), 16777619) >>> 0;
  const next = () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
  const order = Array.from({ length: n }, (_, i) => i);
  for (let i = n - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [order[i], order[j]] = [order[j] as number, order[i] as number];
  }
  // Left as it was, a match would already be solved: rotate by one instead.
  if (n > 1 && order.every((value, i) => value === i)) order.push(order.shift() as number);
  return order;
}
