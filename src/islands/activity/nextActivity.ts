/**
 * Where Continue on the score goes (issue 27): the next activity of the topic not done yet,
 * further on first, then an earlier one the child skipped; null when every activity is done (the
 * player then leaves for the topic list). Before, Continue after the last activity left the
 * topic even with an earlier one still to do. `best` is each activity's best score, null for
 * not done.
 */
export function nextActivity(best: (number | null)[], index: number): number | null {
  const order = [...best.keys()].map((i) => (index + 1 + i) % best.length);
  return order.find((i) => i !== index && best[i] == null) ?? null;
}
