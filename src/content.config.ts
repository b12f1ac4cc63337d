import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';

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

/** A picture under public/ (an SVG illustration or an optimised raster), with its alt text. */
const image = z.object({
  src: z.string().regex(/^\/images\/.+\.(svg|webp|png|jpg)$/),
  alt: z.string(),
});
const page = { title: z.string().min(1), description: z.string().min(50).max(170) };

/** A talk or testimonial card (spec §3: image, title, description, subtitle, video url). */
const videoCard = z.object({
  title: z.string(),
  subtitle: z.string(),
  description: z.string(),
  image,
  video: z.string().regex(/^\/videos\/.+\.(mp4|webm)$/),
  /** Captions in the page's language (WebVTT), for children and parents who cannot play sound. */
  captions: z.string().regex(/^\/videos\/.+\.vtt$/),
});

const home = defineCollection({
  loader: byLocale('home.yaml'),
  schema: z.object({
    ...page,
    hero: z.object({
      headline: z.string(),
      lead: z.string(),
      primaryCta: z.string(),
      secondaryCta: z.string(),
      image,
    }),
    stats: z.object({
      heading: z.string(),
      // Spec §1: downloads, topics, cities, rating. `value` is editor content, shown with '+';
      // `count: topics` is counted from curriculum/ when the site is built (src/lib/catalogue.ts).
      items: z
        .array(
          z.union([
            z.object({ value: z.string(), label: z.string() }),
            z.object({ count: z.literal('topics'), label: z.string() }),
          ]),
        )
        .length(4),
    }),
    whyUs: z.object({
      heading: z.string(),
      cards: z.array(z.object({ icon: z.string(), title: z.string(), text: z.string() })).min(3),
    }),
    benefits: z.object({ heading: z.string(), image, items: z.array(z.string()).min(4) }),
    subjects: z.object({
      heading: z.string(),
      intro: z.string(),
      items: z.array(z.object({ name: z.string(), text: z.string(), image })).min(4),
    }),
    impact: z.object({ heading: z.string(), text: z.string(), points: z.array(z.string()).min(3), image }),
    features: z.object({
      heading: z.string(),
      // Spec §1 marketing copy: syllabus-based, animated videos, mock tests, regional-language
      // support, Kannada and English medium.
      points: z.array(z.object({ title: z.string(), text: z.string() })).min(5),
      plansHeading: z.string(),
      plans: z
        .array(
          z.object({ medium: z.string(), price: z.number().int(), period: z.string(), text: z.string() }),
        )
        .length(2),
      plansNote: z.string(),
    }),
    videos: z.object({
      heading: z.string(),
      intro: z.string(),
      talksHeading: z.string(),
      testimonialsHeading: z.string(),
      talks: z.array(videoCard).min(1),
      testimonials: z.array(videoCard).min(1),
      playLabel: z.string(),
    }),
    faq: z.object({
      heading: z.string(),
      // Spec §1: a three-item question-and-answer accordion.
      items: z.array(z.object({ question: z.string(), answer: z.string() })).length(3),
    }),
    news: z.object({
      heading: z.string(),
      items: z
        .array(z.object({ title: z.string(), outlet: z.string(), link: z.url(), image, logo: image }))
        .min(3),
    }),
    app: z.object({ heading: z.string(), text: z.string(), badge: z.string() }),
  }),
});

const journey = defineCollection({
  loader: byLocale('journey.yaml'),
  schema: z.object({
    ...page,
    heading: z.string(),
    intro: z.string(),
    milestones: z
      .array(z.object({ year: z.string(), title: z.string(), text: z.string(), image: image.optional() }))
      .min(4),
    closing: z.object({ heading: z.string(), text: z.string(), cta: z.string() }),
  }),
});

const about = defineCollection({
  loader: byLocale('about.yaml'),
  schema: z.object({
    ...page,
    heading: z.string(),
    intro: z.array(z.string()).min(1),
    values: z.object({
      heading: z.string(),
      items: z.array(z.object({ title: z.string(), text: z.string() })).min(3),
    }),
    team: z.object({
      heading: z.string(),
      intro: z.string(),
      // Spec §3: team member: imageUrl, exp (lines of text), name, proffesion (the wire spelling).
      members: z
        .array(z.object({ name: z.string(), proffesion: z.string(), exp: z.array(z.string()).min(1), image }))
        .min(3),
    }),
    gallery: z.object({
      heading: z.string(),
      intro: z.string(),
      images: z.array(image.extend({ caption: z.string() })).min(3),
    }),
  }),
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
  schema: z.object({
    ...page,
    heading: z.string(),
    updated: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    version: z.string(),
    intro: z.array(z.string()).min(1),
  }),
});

export const collections = { home, journey, about, legal };
