import { describe, expect, it } from 'vitest';
import { cmsConfig } from './config.ts';
import type { CmsField } from './fields.ts';

/**
 * The content editor shows every activity's review record (issue 28, ADR 022): its state, its
 * author and the two checks, so an editor can read (and, by hand, write) what the review queue
 * records. The forms come from the files' schema; this holds them to it.
 */
const field = (fields: CmsField[] | undefined, name: string) => fields?.find((f) => f.name === name);

describe('the CMS forms of a curriculum file', () => {
  const config = cmsConfig();
  const collection = config.collections.find((c) => c.name === 'curriculum-english-medium') as {
    files: { fields: CmsField[] }[];
  };
  const topics = field(
    field(field(collection.files[0]?.fields, 'units')?.fields as CmsField[], 'chapters')
      ?.fields as CmsField[],
    'topics',
  );
  const activities = field(topics?.fields as CmsField[], 'activities') as CmsField & {
    types: { name: string; fields: CmsField[] }[];
  };

  it('give every kind of activity its review state, author and both checks', () => {
    expect(activities.types.map((type) => type.name)).toEqual([
      'mcq',
      'fill',
      'match',
      'classify',
      'video',
      'practice',
    ]);
    for (const type of activities.types) {
      expect(field(type.fields, 'review')?.options, type.name).toEqual([
        'written',
        'teacher-checked',
        'editor-checked',
        'approved',
      ]);
      expect(field(type.fields, 'author')?.widget, type.name).toBe('string');
      const checks = field(type.fields, 'checks');
      expect(checks?.widget, type.name).toBe('object');
      for (const [name, role] of [
        ['subject', 'subject-reviewer'],
        ['language', 'language-reviewer'],
      ] as const) {
        const check = field(checks?.fields as CmsField[], name);
        const fields = check?.fields as CmsField[];
        expect(
          fields.map((f) => f.name),
          `${type.name} ${name}`,
        ).toEqual(['role', 'by', 'date', 'checklist', 'hash', 'result', 'notes']);
        expect(field(fields, 'role')).toMatchObject({ widget: 'hidden', default: role });
        expect(field(fields, 'result')?.options).toEqual(['passed', 'returned']);
        expect(field(fields, 'notes')).toMatchObject({ widget: 'text', required: false });
      }
    }
  });

  it('give every object a field to edit: a map of free keys (pictures) is a code block', () => {
    // An object widget with no fields stops the editor from opening at all (3 Dec).
    const empty: string[] = [];
    const walk = (fields: CmsField[] | undefined, at: string) => {
      for (const one of fields ?? []) {
        if (one.widget === 'object' && !(one.fields as CmsField[] | undefined)?.length)
          empty.push(`${at}.${one.name}`);
        walk(one.fields as CmsField[] | undefined, `${at}.${one.name}`);
        for (const type of (one as { types?: { name: string; fields: CmsField[] }[] }).types ?? [])
          walk(type.fields, `${at}.${one.name}.${type.name}`);
      }
    };
    for (const c of config.collections as { name: string; files?: { fields: CmsField[] }[] }[])
      for (const file of c.files ?? []) walk(file.fields, c.name);
    expect(empty).toEqual([]);
    for (const kind of ['mcq', 'match', 'classify'])
      expect(field(activities.types.find((type) => type.name === kind)?.fields, 'pictures')?.widget).toBe(
        'code',
      );
  });
});
