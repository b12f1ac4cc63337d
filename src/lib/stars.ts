/**
 * The stars of the score popup (issue 15): 1 to 3, never none, so that every try earns one.
 * 90 % or more: three; 60 % or more: two; anything else: one.
 */
export function starsFor(score: number, total: number): 1 | 2 | 3 {
  if (total <= 0) return 1;
  const ratio = score / total;
  if (ratio >= 0.9) return 3;
  if (ratio >= 0.6) return 2;
  return 1;
}
