/**
 * The contact lines of the privacy policy and the terms (issue 27), from domain/site.config.ts: a
 * paragraph that is only `{contact-details}` becomes a list of what the company has supplied
 * (e-mail, phone, postal address) and always the contact form; `{grievance-officer}` becomes
 * the officer's name and e-mail, or, until they are configured, how to reach us with the form.
 * Nothing invented is ever printed, and the Markdown stays text an editor can change in both
 * languages. Applied to the rendered HTML by LegalArticle.astro.
 */

import { type SiteConfig, siteConfig } from '../../domain/site.config.ts';
import { type Locale, localizePath, translationsFor } from '../i18n/index.ts';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
const link = (href: string, label: string) => `<a href="${escapeHtml(href)}">${escapeHtml(label)}</a>`;
const list = (items: string[]) => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;

/**
 * A message with a `{page}` link to the contact page in the middle: words in the text's language,
 * the address in the page's (the privacy page carries both texts; links stay in its language).
 */
function withContactLink(locale: Locale, message: string, pageLocale: Locale): string {
  const [before = '', after = ''] = message.split('{page}');
  const page = link(localizePath(pageLocale, '/contactUs'), translationsFor(locale)('nav.contact'));
  return `${escapeHtml(before)}${page}${escapeHtml(after)}`;
}

/** The HTML that stands for a marker, or undefined for any other text. */
export function contactHtml(
  marker: string,
  locale: Locale,
  config: SiteConfig = siteConfig,
  pageLocale: Locale = locale,
): string | undefined {
  const t = translationsFor(locale);
  const { email, phone, postalAddress, grievanceOfficer } = config.contact;
  if (marker === '{contact-details}') {
    const items: string[] = [];
    if (email) items.push(`${escapeHtml(t('legal.contact.email'))}: ${link(`mailto:${email}`, email)}`);
    if (phone)
      items.push(
        `${escapeHtml(t('legal.contact.phone'))}: ${link(`tel:${phone.replaceAll(' ', '')}`, phone)}`,
      );
    if (postalAddress) items.push(escapeHtml(`${t('legal.contact.post')}: ${postalAddress}`));
    items.push(withContactLink(locale, t('legal.contact.form'), pageLocale));
    return list(items);
  }
  if (marker === '{grievance-officer}') {
    if (!grievanceOfficer) return `<p>${withContactLink(locale, t('legal.grievance.form'), pageLocale)}</p>`;
    return list([
      `<strong>${escapeHtml(grievanceOfficer.name)}</strong>`,
      `${escapeHtml(t('legal.contact.email'))}: ${link(`mailto:${grievanceOfficer.email}`, grievanceOfficer.email)}`,
    ]);
  }
  return undefined;
}

/** A legal text's rendered HTML (in `locale`, on a page in `pageLocale`) with each marker replaced. */
export function withContactDetails(
  html: string,
  locale: Locale,
  pageLocale: Locale = locale,
  config: SiteConfig = siteConfig,
): string {
  return html.replace(
    /<p>(\{[a-z-]+\})<\/p>/g,
    (paragraph, marker: string) => contactHtml(marker, locale, config, pageLocale) ?? paragraph,
  );
}
