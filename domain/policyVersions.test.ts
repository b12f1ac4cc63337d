import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { currentPolicyEntry, POLICY_VERSIONS, type PolicyVersion, pendingChanges } from './policyVersions.ts';

/**
 * The kept list of the privacy policy's versions (issue 32, point 6): the version in force is its
 * newest entry, in both languages' front matter, so that a new version cannot go out unlisted
 * (and so without saying whether it asks parents again).
 */
const frontMatter = (locale: 'en' | 'kn', field: 'version' | 'updated') => {
  const text = readFileSync(`src/content/${locale}/privacy-policy.md`, 'utf8');
  return new RegExp(`^${field}:\\s*['"]?([^'"\\n]+)['"]?\\s*$`, 'm').exec(text)?.[1]?.trim();
};

describe('the privacy policy’s versions', () => {
  it('end with the version in force, in both languages, of the day it was updated', () => {
    const newest = currentPolicyEntry();
    for (const locale of ['en', 'kn'] as const) {
      expect(frontMatter(locale, 'version'), locale).toBe(newest.version);
      expect(frontMatter(locale, 'updated'), locale).toBe(newest.date);
    }
    // Its text must not change under it again: that is what a new version is for.
    expect(newest.changedAfterPublishing).toBeUndefined();
  });

  it('are each listed once, in the order published, with what changed in English and Kannada', () => {
    const versions = POLICY_VERSIONS.map((entry) => entry.version);
    expect(new Set(versions).size).toBe(versions.length);
    const dates = POLICY_VERSIONS.map((entry) => entry.date);
    expect(dates).toEqual([...dates].sort());
    for (const entry of POLICY_VERSIONS) {
      expect(entry.date, entry.version).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(entry.changes.en.length, entry.version).toBeGreaterThan(10);
      expect(entry.changes.kn, entry.version).toMatch(/[\u0C80-\u0CFF]/);
    }
  });
});

describe('what a consent does not cover', () => {
  const entry = (version: string, material: boolean, changedAfterPublishing?: true): PolicyVersion => ({
    version,
    date: '2026-01-01',
    material,
    ...(changedAfterPublishing ? { changedAfterPublishing } : {}),
    changes: { en: version, kn: version },
  });
  const history = [entry('a', true), entry('b', false, true), entry('c', true, true), entry('d', false)];
  const pending = (consented: string | null) => pendingChanges(consented, history).map((e) => e.version);

  it('is every material version after it, and itself when it was materially changed after publishing', () => {
    expect(pending('a')).toEqual(['c']);
    expect(pending('b')).toEqual(['c']);
    expect(pending('c')).toEqual(['c']);
    expect(pending('d')).toEqual([]);
  });

  it('is every material version when there is no consent, or one to a version not listed', () => {
    expect(pending(null)).toEqual(['a', 'c']);
    expect(pending('zzz')).toEqual(['a', 'c']);
  });
});
