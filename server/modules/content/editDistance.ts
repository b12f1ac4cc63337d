const segmenter = new Intl.Segmenter('kn', { granularity: 'grapheme' });

const VIRAMA = '\u0CCD';
const KANNADA_CONSONANT = /^[\u0C95-\u0CB9\u0CDE]/;

/**
 * The letters of a text as a reader sees them: grapheme clusters (Intl.Segmenter), with a Kannada
 * consonant that ends in a virama joined to the consonant after it (ICU splits ಟ್ಟೆ as ಟ್ + ಟೆ;
 * a child writes, and misspells, the whole akshara ಟ್ಟೆ).
 */
export function graphemes(text: string): string[] {
  const letters: string[] = [];
  for (const { segment } of segmenter.segment(text.normalize('NFC'))) {
    const last = letters.at(-1);
    if (last?.endsWith(VIRAMA) && KANNADA_CONSONANT.test(segment))
      letters[letters.length - 1] = last + segment;
    else letters.push(segment);
  }
  return letters;
}

/**
 * Damerau-Levenshtein distance (optimal string alignment) between two lists of graphemes: how
 * many insertions, deletions, substitutions or swaps of neighbours turn one into the other.
 */
export function editDistance(a: string[], b: string[]): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const row = d[i] as number[];
      const up = d[i - 1] as number[];
      row[j] = Math.min((up[j] as number) + 1, (row[j - 1] as number) + 1, (up[j - 1] as number) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        row[j] = Math.min(row[j] as number, ((d[i - 2] as number[])[j - 2] as number) + 1);
    }
  return (d[a.length] as number[])[b.length] as number;
}

/** Whether two lists of graphemes are equal from `i` and `j` to their ends. */
const sameFrom = (a: string[], i: number, b: string[], j: number) =>
  a.length - i === b.length - j && a.slice(i).every((letter, k) => letter === b[j + k]);

/**
 * Whether `editDistance(a, b)` is exactly 1, in one pass: the misspelling rule asks it of every
 * word of a similar length in a content set, where the full table was most of its time.
 */
export function oneEditApart(a: string[], b: string[]): boolean {
  const [long, short] = a.length >= b.length ? [a, b] : [b, a];
  if (long.length - short.length > 1) return false;
  let i = 0;
  while (i < short.length && long[i] === short[i]) i++;
  if (long.length !== short.length) return sameFrom(long, i + 1, short, i);
  if (i === long.length) return false;
  return (
    sameFrom(long, i + 1, short, i + 1) ||
    (long[i] === short[i + 1] && long[i + 1] === short[i] && sameFrom(long, i + 2, short, i + 2))
  );
}
