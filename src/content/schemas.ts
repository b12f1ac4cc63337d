import { z } from 'astro/zod';

/**
 * The shapes of the marketing and legal pages' text (src/content/<locale>/…): Astro checks the
 * files against them at build time (content.config.ts), and the content editor's forms are made
 * from them (scripts/cms/), so a field added here is a field editors can fill in.
 */
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

/** The home page. */
export const homeSchema = z.object({
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
    // Spec §1 (issue 27: only what the product backs). `count` items are counted from
    // curriculum/ when the site is built (src/lib/curriculumCounts.ts); `value` items are editor
    // content, shown with '+', and hidden while null: no sample number is ever built.
    items: z
      .array(
        z.union([
          z.object({
            value: z
              .string()
              .regex(/^[\d,.]+$/)
              .nullable(),
            label: z.string(),
          }),
          z.object({ count: z.enum(['topics', 'activities', 'subjects', 'classes']), label: z.string() }),
        ]),
      )
      .min(1),
  }),
  whyUs: z.object({
    heading: z.string(),
    cards: z.array(z.object({ icon: z.string(), title: z.string(), text: z.string() })).min(3),
  }),
  benefits: z.object({ heading: z.string(), image, items: z.array(z.string()).min(4) }),
  subjects: z.object({
    heading: z.string(),
    intro: z.string(),
    // `key` names the curriculum's subject (maths, evs…): a subject the catalogue does not have
    // is not built (src/lib/curriculumCounts.ts).
    items: z.array(z.object({ key: z.string(), name: z.string(), text: z.string(), image })).min(1),
  }),
  impact: z.object({ heading: z.string(), text: z.string(), points: z.array(z.string()).min(3), image }),
  features: z.object({
    heading: z.string(),
    // Spec §1 marketing copy, as far as the product backs it (issue 27: no mock tests, no
    // "animated video for each idea"): syllabus-based, activities, practice, languages.
    points: z.array(z.object({ title: z.string(), text: z.string() })).min(5),
    plansHeading: z.string(),
    plans: z
      .array(z.object({ medium: z.string(), price: z.number().int(), period: z.string(), text: z.string() }))
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
  // Press coverage: real articles only; the section is not built while `items` is empty.
  news: z.object({
    heading: z.string(),
    items: z.array(
      z.object({
        title: z.string(),
        outlet: z.string(),
        link: z
          .url()
          .startsWith('https://')
          .refine((url) => !/example\.(org|com|net)/.test(url), 'a real article, not a stand-in'),
        image,
        logo: image,
      }),
    ),
  }),
  app: z.object({ heading: z.string(), text: z.string(), badge: z.string() }),
});

/** Our journey. */
export const journeySchema = z.object({
  ...page,
  heading: z.string(),
  intro: z.string(),
  milestones: z
    .array(z.object({ year: z.string(), title: z.string(), text: z.string(), image: image.optional() }))
    .min(4),
  closing: z.object({ heading: z.string(), text: z.string(), cta: z.string() }),
});

/** About us. */
export const aboutSchema = z.object({
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
});

/** Terms and the privacy policy: Markdown with a title and intro paragraphs in the front matter. */
export const legalSchema = z.object({
  ...page,
  heading: z.string(),
  updated: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  version: z.string(),
  intro: z.array(z.string()).min(1),
});
