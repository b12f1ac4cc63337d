import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import type { SiteConfig } from '../domain/site.config.ts';
import { siteConfigProblems } from './siteConfigCheck.ts';

const unset: SiteConfig = {
  links: {
    sponsor: null,
    shop: null,
    appStore: null,
    facebook: null,
    instagram: null,
    youtube: null,
    linkedin: null,
  },
  contact: { email: null, phone: null, postalAddress: null, grievanceOfficer: null },
};
const supplied: SiteConfig = {
  ...unset,
  contact: {
    email: 'hello@kalike.test',
    phone: null,
    postalAddress: null,
    grievanceOfficer: { name: 'A. Officer', email: 'grievance@kalike.test' },
  },
};

describe('the site configuration check before a build (issue 27)', () => {
  it('outside production nothing needs to be set: npm start, npm test and CI build as they are', () => {
    expect(siteConfigProblems(unset, {})).toEqual([]);
    expect(siteConfigProblems(unset, { NODE_ENV: 'test' })).toEqual([]);
  });

  it('a production build without PUBLIC_SITE_URL or contact details fails, naming each', () => {
    const problems = siteConfigProblems(unset, { NODE_ENV: 'production' }).join('\n');
    expect(problems).toMatch(/PUBLIC_SITE_URL: must be set in production/);
    expect(problems).toMatch(
      /siteConfig\.contact\.email, siteConfig\.contact\.grievanceOfficer\.name, siteConfig\.contact\.grievanceOfficer\.email: must be set in production/,
    );
    expect(siteConfigProblems(supplied, { NODE_ENV: 'production' })).toEqual([
      'PUBLIC_SITE_URL: must be set in production (canonical links, sitemap, social cards)',
    ]);
    expect(
      siteConfigProblems(supplied, { NODE_ENV: 'production', PUBLIC_SITE_URL: 'https://www.kalike.test' }),
    ).toEqual([]);
    expect(
      siteConfigProblems(supplied, {
        NODE_ENV: 'production',
        PUBLIC_SITE_URL: 'http://localhost:4321',
      }).join(),
    ).toMatch(/PUBLIC_SITE_URL: must be the site's real https:\/\/ address/);
  });

  it('every build refuses a stand-in address, link or e-mail', () => {
    const standIns: SiteConfig = {
      links: {
        ...unset.links,
        appStore: 'https://play.example.org/store/apps/details?id=org.example.kalike',
      },
      contact: { ...supplied.contact, email: 'hello@example.org', phone: '+91 00000 00000' },
    };
    expect(siteConfigProblems(standIns, {})).toEqual([
      'siteConfig.links.appStore: must be the real https:// page, or null until there is one',
      'siteConfig.contact.email: a stand-in; the real one, or null',
      'siteConfig.contact.phone: a stand-in; the real one, or null',
    ]);
  });

  it('`NODE_ENV=production npm run build` stops at this step with the message (the repository as it is)', () => {
    const run = spawnSync(process.execPath, ['scripts/siteConfigCheck.ts'], {
      env: { ...process.env, NODE_ENV: 'production', PUBLIC_SITE_URL: '' },
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('The site cannot be built');
    expect(run.stderr).toContain('PUBLIC_SITE_URL: must be set in production');
    const dev = spawnSync(process.execPath, ['scripts/siteConfigCheck.ts'], {
      env: { ...process.env, NODE_ENV: 'development' },
      encoding: 'utf8',
    });
    expect([dev.status, dev.stderr]).toEqual([0, '']);
  });
});
