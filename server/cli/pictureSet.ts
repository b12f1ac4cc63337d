import { createRequire } from 'node:module';
import type { IconifyJSON } from '@iconify/types';
import { getIconData, iconToHTML, iconToSVG } from '@iconify/utils';

/**
 * The illustration set (ADR 026): Fluent Emoji Flat, MIT, from the npm registry as an Iconify
 * set. A devDependency: `npm run content:pictures` writes the SVGs the curriculum names into
 * public/pictures/ and they are committed, so a production install never reads the 9 MB set.
 */
const set = createRequire(import.meta.url)('@iconify-json/fluent-emoji-flat/icons.json') as IconifyJSON;

/**
 * Pictures the set lacks, drawn from one of its own by changing colours only. The set's "tumbler
 * glass" is a glass of whisky on the rocks, which the curriculum had used for a glass of water (a
 * reviewer's note of 3 Dec): a glass of water is the set's glass of milk, filled with water.
 */
const DERIVED: Record<string, { from: string; colours: Record<string, string> }> = {
  'glass-of-water': { from: 'glass-of-milk', colours: { '#f3eef8': '#5cc8ff' } },
};

/** A picture's SVG file as the set draws it, or null when the set has no such name. */
export function pictureSvg(name: string): string | null {
  const derived = DERIVED[name];
  if (derived) {
    const svg = pictureSvg(derived.from);
    if (!svg) return null;
    return Object.entries(derived.colours).reduce(
      (drawn, [from, to]) => drawn.replaceAll(`fill="${from}"`, `fill="${to}"`),
      svg,
    );
  }
  const data = getIconData(set, name);
  if (!data) return null;
  const { attributes, body } = iconToSVG(data, { height: 'auto' });
  // Shown with <img>, each file stands alone: its ids cannot meet another picture's. No <title>:
  // the app's <img> is decorative (the word is beside it), the file's name says what it is, and
  // the offline precache holds every served picture within its bar (npm run budgets), where 356
  // titles weighed about 7 KB.
  return `${iconToHTML(body, attributes)}\n`;
}
