import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { SiteConfig } from '../../domain/site.config.ts';
import { contactHtml, withContactDetails } from './legalContact.ts';

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
    phone: '+91 80 1234 5678',
    postalAddress: '1 Test Road, Bengaluru 560001',
    grievanceOfficer: { name: 'A. Officer', email: 'grievance@kalike.test' },
  },
};

describe('contact lines of the policy and terms (issue 27)', () => {
  it('with nothing configured: the contact form only, and the grievance officer through it', () => {
    expect(contactHtml('{contact-details}', 'en', unset)).toBe(
      '<ul><li>The form on our <a href="/contactUs">Contact Us</a> page</li></ul>',
    );
    expect(contactHtml('{grievance-officer}', 'kn', unset)).toContain('<a href="/kn/contactUs">');
    expect(contactHtml('{grievance-officer}', 'en', unset)).not.toMatch(/@/);
    // The English text on the Kannada privacy page links to the Kannada contact page.
    expect(contactHtml('{contact-details}', 'en', unset, 'kn')).toContain(
      '<a href="/kn/contactUs">Contact Us</a>',
    );
  });

  it('with the company’s details: each one, linked, and the form', () => {
    const contact = contactHtml('{contact-details}', 'en', supplied) ?? '';
    for (const part of [
      'href="mailto:hello@kalike.test"',
      'href="tel:+918012345678"',
      'Post: 1 Test Road',
      '/contactUs',
    ])
      expect(contact).toContain(part);
    expect(contactHtml('{grievance-officer}', 'en', supplied)).toBe(
      '<ul><li><strong>A. Officer</strong></li><li>E-mail: <a href="mailto:grievance@kalike.test">grievance@kalike.test</a></li></ul>',
    );
    expect(
      withContactDetails('<p>a</p><p>{grievance-officer}</p><p>{other}</p>', 'en', 'en', supplied),
    ).toMatch(/^<p>a<\/p><ul>.*<\/ul><p>\{other\}<\/p>$/);
  });

  it('both languages of the policy and the terms use the markers, and invent no address', () => {
    for (const locale of ['en', 'kn'])
      for (const [file, markers] of [
        ['privacy-policy.md', 2],
        ['terms-conditions.md', 1],
      ] as const) {
        const text = readFileSync(`src/content/${locale}/${file}`, 'utf8');
        expect(text.match(/^\{(contact-details|grievance-officer)\}$/gm), `${locale}/${file}`).toHaveLength(
          markers,
        );
        expect(text).not.toMatch(/example\.(org|com)|0{5}|@[a-z]/);
      }
  });
});
