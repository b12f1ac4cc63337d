import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import * as z from 'zod/mini';
import {
  CONTENT_SETS,
  readCurriculum,
  subjectFileSchema,
  syllabusMapSchema,
} from '../../server/modules/curriculum/index.ts';
import { aboutSchema, homeSchema, journeySchema, legalSchema } from '../../src/content/schemas.ts';
import { type CmsField, type JsonSchema, objectFields } from './fields.ts';

/**
 * The content editor's configuration (Sveltia CMS, ADR 019): one form per file editors own — the
 * curriculum, the syllabus map, the pages and the policy in both languages — each made from the
 * schema that checks that file. Written fresh by `npm run cms`, so a new subject file or a new
 * field shows up in the editor by itself.
 */
const schemaOf = (schema: unknown) =>
  z.toJSONSchema(schema as z.ZodMiniType, { unrepresentable: 'any', io: 'input' }) as JsonSchema;

const LANGUAGES = { en: 'English', kn: 'ಕನ್ನಡ' } as const;
const SET_NAMES: Record<string, string> = {
  'english-medium': 'English medium',
  'kannada-medium': 'Kannada medium',
};

/** Every `.yaml` under `dir`, relative to the repository, sorted. */
function yamlUnder(dir: string): string[] {
  let found: string[] = [];
  try {
    for (const entry of readdirSync(dir, { withFileTypes: true }))
      if (entry.isDirectory()) found = found.concat(yamlUnder(join(dir, entry.name)));
      else if (entry.name.endsWith('.yaml')) found.push(relative('.', join(dir, entry.name)));
  } catch {
    return [];
  }
  return found.sort();
}

const entryName = (path: string) => path.replace(/\.(yaml|md)$/, '').replace(/[^a-z0-9]+/gi, '-');

export function cmsConfig(curriculumDir = 'curriculum', repo = process.env.CMS_REPO ?? 'kalike/kalike') {
  const subjectFields = objectFields(schemaOf(subjectFileSchema));
  const mapFields = objectFields(schemaOf(syllabusMapSchema));
  const { files } = readCurriculum(curriculumDir);
  const curriculum = CONTENT_SETS.map((set) => ({
    name: `curriculum-${set}`,
    label: `Curriculum · ${SET_NAMES[set]}`,
    format: 'yaml',
    editor: { preview: false },
    files: files
      .filter((file) => file.set === set)
      .map((file) => ({
        name: entryName(relative(curriculumDir, file.file)),
        label: `Class ${file.grade} · ${file.subject.name.en} (${file.subject.name.kn})`,
        file: relative('.', file.file),
        fields: subjectFields,
      })),
  }));
  const syllabus = {
    name: 'syllabus',
    label: 'Syllabus map',
    format: 'yaml',
    editor: { preview: false },
    files: yamlUnder(join(curriculumDir, 'syllabus')).map((file) => ({
      name: entryName(file),
      label: file.replace(/^.*syllabus\//, '').replace(/\.yaml$/, ''),
      file,
      fields: mapFields,
    })),
  };
  const page = (name: string, title: string, schema: unknown, extension: 'yaml' | 'md') => {
    const fields: CmsField[] = objectFields(schemaOf(schema));
    if (extension === 'md') fields.push({ name: 'body', label: 'Text', widget: 'markdown' });
    return Object.entries(LANGUAGES).map(([locale, language]) => ({
      name: `${name}-${locale}`,
      label: `${title} (${language})`,
      file: `src/content/${locale}/${name}.${extension}`,
      ...(extension === 'md' ? { format: 'frontmatter' } : { format: 'yaml' }),
      fields,
    }));
  };
  const pages = {
    name: 'pages',
    label: 'Pages and policy',
    editor: { preview: false },
    files: [
      ...page('home', 'Home', homeSchema, 'yaml'),
      ...page('about', 'About us', aboutSchema, 'yaml'),
      ...page('journey', 'Our journey', journeySchema, 'yaml'),
      ...page('privacy-policy', 'Privacy policy', legalSchema, 'md'),
      ...page('terms-conditions', 'Terms and conditions', legalSchema, 'md'),
    ],
  };
  return {
    // Editors on this machine open their clone with "Work with Local Repository" (no sign-in);
    // the GitHub back end is for editing on the hosted repository, `CMS_REPO` naming it.
    backend: { name: 'github', repo, branch: 'main' },
    // An optional field left empty is left out of the file, as the schemas expect (no `null`).
    output: { omit_empty_optional_fields: true },
    media_folder: 'public/images',
    public_folder: '/images',
    collections: [pages, ...curriculum, syllabus],
  };
}
