import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { SiteConfig } from '../site.config.ts';
import { contactNodes } from './remarkContact.ts';

const unset: SiteConfig = {
  links: { sponsor: null, shop: null, appStore: null, facebook: null, instagram: null, youtube: null, linkedin: null },
  contact: { email: null, phone: null, postalAddress: null, grievanceOfficer: null },
};
const supplied: SiteConfig = {
  ...unset,
  contact: {
    email: 'hello@kalike.test',
    phone: '+91 80 1234 5678',
    postalAddress: '1 Test Road, Bengaluru 560001',
    grievanceOfficer: { name: 'A. Officer', email: 'grievance@kalike.test' },
  },
};
/** The words and link targets of nodes, flattened. */
const flat = (nodes: unknown): string =>
  JSON.stringify(nodes)
    .match(/"(value|url)":"[^"]*"/g)
    ?.map((pair) => pair.split('":"')[1]?.slice(0, -1))
    .join(' ') ?? '';

describe('contact lines of the policy and terms (issue 27)', () => {
  it('with nothing configured: the contact form only, and the grievance officer through it', () => {
    expect(flat(contactNodes('{contact-details}', 'en', unset))).toBe(
      'The form on our  /contactUs Contact Us  page',
    );
    expect(flat(contactNodes('{grievance-officer}', 'kn', unset))).toContain('/kn/contactUs');
    expect(flat(contactNodes('{grievance-officer}', 'en', unset))).not.toMatch(/@/);
  });

  it('with the company’s details: each one, linked, and the form', () => {
    const contact = flat(contactNodes('{contact-details}', 'en', supplied));
    for (const part of ['mailto:hello@kalike.test', 'tel:+918012345678', 'Post: 1 Test Road', '/contactUs'])
      expect(contact).toContain(part);
    expect(flat(contactNodes('{grievance-officer}', 'en', supplied))).toBe(
      'A. Officer E-mail:  mailto:grievance@kalike.test grievance@kalike.test',
    );
    expect(contactNodes('{something-else}', 'en', supplied)).toBeUndefined();
  });

  it('both languages of the policy and the terms use the markers, and invent no address', () => {
    for (const locale of ['en', 'kn'])
      for (const [file, markers] of [
        ['privacy-policy.md', 2],
        ['terms-conditions.md', 1],
      ] as const) {
        const text = readFileSync(`src/content/${locale}/${file}`, 'utf8');
        expect(text.match(/^\{(contact-details|grievance-officer)\}$/gm), `${locale}/${file}`).toHaveLength(markers);
        expect(text).not.toMatch(/example\.(org|com)|0{5}|@[a-z]/);
      }
  });
});
