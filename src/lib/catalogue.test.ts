import { readFileSync } from 'node:fs';
import { load } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { readCurriculum } from '../../server/modules/learning/curriculumFiles.ts';
import { keepReviewed } from '../../server/modules/learning/review.ts';
import { countCatalogueTopics, countTopicsInYaml, formatCount } from './catalogue.ts';

describe('the catalogue count on the home page', () => {
  it('counts every topic of every chapter of every unit that has an approved activity', () => {
    const yaml = `
review: approved
units:
  - key: a
    chapters:
      - { key: c1, topics: [{ key: t1, activities: [{}] }, { key: t2, activities: [{ review: written }, {}] }] }
      - { key: c2, topics: [{ key: t3, activities: [{ review: written }] }] }
  - key: b
    chapters:
      - { key: c3, topics: [{ key: t4, activities: [{ review: teacher-checked }] }] }
`;
    // t1 (the file's approved), t2 (one approved of two); not t3 (written), t4 (checked, not approved).
    expect(countTopicsInYaml(yaml)).toBe(2);
    expect(countTopicsInYaml(yaml.replace('review: approved', 'review: written'))).toBe(0);
    expect(countTopicsInYaml('')).toBe(0);
  });

  it('equals the number of topics production imports from curriculum/ (approved items only)', () => {
    const { files: all, problems } = readCurriculum();
    expect(problems.filter((p) => !p.message.includes('no clip'))).toEqual([]);
    const files = keepReviewed(all, 'approved');
    const imported = files.reduce(
      (sum, f) =>
        sum +
        f.subject.units.reduce((u, unit) => u + unit.chapters.reduce((c, ch) => c + ch.topics.length, 0), 0),
      0,
    );
    expect(imported).toBeGreaterThan(0);
    expect(countCatalogueTopics()).toBe(imported);
  });

  it('is written the way the page language writes numbers', () => {
    expect(formatCount(1234, 'en')).toBe('1,234');
    expect(formatCount(123456, 'en')).toBe('1,23,456');
    expect(formatCount(1234, 'kn')).toBe(new Intl.NumberFormat('kn-IN').format(1234));
  });

  it('is what the home page shows: the stats name the count, not a typed number', () => {
    for (const locale of ['en', 'kn'] as const) {
      const home = load(readFileSync(`src/content/${locale}/home.yaml`, 'utf8')) as {
        stats: { items: { count?: string; value?: string }[] };
      };
      expect(home.stats.items.filter((item) => item.count === 'topics')).toHaveLength(1);
      expect(home.stats.items.some((item) => item.value === '25,000')).toBe(false);
    }
    const stats = readFileSync('src/components/home/Stats.astro', 'utf8');
    expect(stats).toContain('countCatalogueTopics()');
    expect(stats).toMatch(/'count' in item \? formatCount\(topics, locale\)/);
  });
});
