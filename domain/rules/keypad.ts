/**
 * The phone keyboard a blank asks for. When a number is an accepted answer, the number pad: a
 * child of six types "72" without hunting for the row of digits on a letter keyboard. Kannada
 * medium accepts Western digits too (domain/practice/skills.ts), so the pad fits both mediums.
 * A time ("3:30") or a word keeps the full keyboard.
 */
export function keypadFor(answers: readonly string[]): 'numeric' | 'decimal' | undefined {
  const given = answers.map((answer) => answer.trim());
  if (given.some((answer) => /^\d+$/.test(answer))) return 'numeric';
  if (given.some((answer) => /^\d*\.\d+$/.test(answer))) return 'decimal';
  return undefined;
}
