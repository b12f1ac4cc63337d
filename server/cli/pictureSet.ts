import { createRequire } from 'node:module';
import type { IconifyJSON } from '@iconify/types';
import { getIconData, iconToHTML, iconToSVG } from '@iconify/utils';

/**
 * The illustration set (ADR 026): Fluent Emoji Flat, MIT, from the npm registry as an Iconify
 * set. A devDependency: `npm run content:pictures` writes the SVGs the curriculum names into
 * public/pictures/ and they are committed, so a production install never reads the 9 MB set.
 */
const set = createRequire(import.meta.url)('@iconify-json/fluent-emoji-flat/icons.json') as IconifyJSON;

/** A picture's SVG file as the set draws it, or null when the set has no such name. */
export function pictureSvg(name: string): string | null {
  const data = getIconData(set, name);
  if (!data) return null;
  const { attributes, body } = iconToSVG(data, { height: 'auto' });
  // Shown with <img>, each file stands alone: its ids cannot meet another picture's. Its title
  // names it for whoever opens the file (the app's <img> is decorative: the word is beside it).
  return `${iconToHTML(`<title>${name.replace(/-/g, ' ')}</title>${body}`, attributes)}\n`;
}
