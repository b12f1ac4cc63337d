/**
 * The child's picture when there is no photo (spec §3: "generated from gender and name"), drawn
 * here rather than by an outside avatar service: ARCHITECTURE.md forbids sending a child's name
 * to one. The first letter of the name on a colour picked from the name, so the same name always
 * gets the same picture; girls get warm colours on a circle, boys cool ones on a rounded square.
 */
const PALETTES = {
  // Every colour is dark enough for white text (contrast ≥ 4.5:1).
  Female: ['#8e24aa', '#c2185b', '#ad1457', '#6a1b9a', '#bf360c', '#880e4f', '#7b1fa2', '#b71c1c'],
  Male: ['#1565c0', '#00695c', '#2e7d32', '#283593', '#0d47a1', '#4527a0', '#00796b', '#37474f'],
  other: ['#455a64', '#5d4037', '#4e342e', '#37474f'],
} as const;

/** FNV-1a over the name's code points: small, fast and the same on every device. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (const char of text) {
    value ^= char.codePointAt(0) ?? 0;
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value;
}

/**
 * The first letter as a reader sees it: one grapheme, so a Kannada consonant keeps its vowel
 * sign (ಚಿನ್ಮಯಿ → ಚಿ), not a lone code point.
 */
export function initialOf(name: string): string {
  const text = name.trim().normalize('NFC');
  if (!text) return '';
  const first =
    typeof Intl.Segmenter === 'function'
      ? (new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text)[Symbol.iterator]().next()
          .value?.segment ?? '')
      : (Array.from(text)[0] ?? '');
  return first.toLocaleUpperCase('en-IN');
}

const escapeXml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[char] ?? char,
  );

/** A standalone SVG document (100 × 100) for an `<img>` data: URL or inline markup. */
export function avatarSvg(name: string, gender: string): string {
  const kind = gender === 'Female' || gender === 'Male' ? gender : 'other';
  const palette = PALETTES[kind];
  const clean = name.trim().normalize('NFC');
  const colour = palette[hash(clean.toLocaleLowerCase('en-IN')) % palette.length];
  const shape =
    kind === 'Female'
      ? `<circle cx="50" cy="50" r="50" fill="${colour}"/>`
      : `<rect width="100" height="100" rx="24" fill="${colour}"/>`;
  const initial = initialOf(clean);
  // No name: a simple head and shoulders instead of a letter.
  const face = initial
    ? `<text x="50" y="50" dy="0.35em" text-anchor="middle" font-family="system-ui, 'Noto Sans Kannada', sans-serif" font-size="46" font-weight="700" fill="#ffffff">${escapeXml(initial)}</text>`
    : '<circle cx="50" cy="40" r="16" fill="#ffffff"/><path d="M22 82a28 24 0 0 1 56 0z" fill="#ffffff"/>';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" width="100" height="100">${shape}${face}</svg>`;
}

/** The SVG as an `<img>` source (the site's CSP allows data: images). */
export const avatarDataUrl = (name: string, gender: string) =>
  `data:image/svg+xml;utf8,${encodeURIComponent(avatarSvg(name, gender))}`;
