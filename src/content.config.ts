import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { aboutSchema, homeSchema, journeySchema, legalSchema } from './content/schemas.ts';

/**
 * The marketing and legal pages' text, one folder per language (`src/content/en/…`,
 * `src/content/kn/…`). Editors change these files, never components. Every entry's id is its
 * language code, so `getEntry('home', 'kn')` is the Kannada home page.
 */
const byLocale = (file: string) =>
  glob({
    pattern: `*/${file}`,
    base: './src/content',
    generateId: ({ entry }) => entry.split('/')[0] as string,
  });

const home = defineCollection({
  loader: byLocale('home.yaml'),
  schema: homeSchema,
});

const journey = defineCollection({
  loader: byLocale('journey.yaml'),
  schema: journeySchema,
});

const about = defineCollection({
  loader: byLocale('about.yaml'),
  schema: aboutSchema,
});

/** Terms and the privacy policy: Markdown with a title and intro paragraphs in the front matter. */
const legal = defineCollection({
  loader: glob({
    pattern: '*/{terms-conditions,privacy-policy}.md',
    base: './src/content',
    // `en/privacy-policy.md` → `privacy-policy/en`
    generateId: ({ entry }) => {
      const [locale, file] = entry.split('/') as [string, string];
      return `${file.replace(/\.md$/, '')}/${locale}`;
    },
  }),
  schema: legalSchema,
});

export const collections = { home, journey, about, legal };
