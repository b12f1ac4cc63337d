/**
 * The contact lines of the privacy policy and the terms (issue 27), from src/site.config.ts: a
 * paragraph that is only `{contact-details}` becomes a list of what the company has supplied
 * (e-mail, phone, postal address) and always the contact form; `{grievance-officer}` becomes
 * the officer's name and e-mail, or, until they are configured, how to reach us with the form.
 * Nothing invented is ever printed. A remark plugin (astro.config.mjs): the Markdown stays text
 * an editor can change, in both languages.
 */
import { type Locale, localizePath, translationsFor } from '../i18n/index.ts';
import { type SiteConfig, siteConfig } from '../site.config.ts';

interface Node {
  type: string;
  value?: string;
  url?: string;
  children?: Node[];
  [key: string]: unknown;
}

const text = (value: string): Node => ({ type: 'text', value });
const link = (url: string, label: string): Node => ({ type: 'link', url, children: [text(label)] });
const paragraph = (...children: Node[]): Node => ({ type: 'paragraph', children });
const list = (items: Node[][]): Node => ({
  type: 'list',
  ordered: false,
  spread: false,
  children: items.map((children) => ({ type: 'listItem', spread: false, children: [paragraph(...children)] })),
});

/** A message with a `{page}` link to the contact page in the middle, as nodes. */
function withContactLink(locale: Locale, message: string): Node[] {
  const t = translationsFor(locale);
  const [before = '', after = ''] = message.split('{page}');
  return [text(before), link(localizePath(locale, '/contactUs'), t('nav.contact')), text(after)];
}

export function contactNodes(marker: string, locale: Locale, config: SiteConfig = siteConfig): Node[] | undefined {
  const t = translationsFor(locale);
  const { email, phone, postalAddress, grievanceOfficer } = config.contact;
  if (marker === '{contact-details}') {
    const items: Node[][] = [];
    if (email) items.push([text(`${t('legal.contact.email')}: `), link(`mailto:${email}`, email)]);
    if (phone) items.push([text(`${t('legal.contact.phone')}: `), link(`tel:${phone.replaceAll(' ', '')}`, phone)]);
    if (postalAddress) items.push([text(`${t('legal.contact.post')}: ${postalAddress}`)]);
    items.push(withContactLink(locale, t('legal.contact.form')));
    return [list(items)];
  }
  if (marker === '{grievance-officer}') {
    if (!grievanceOfficer) return [paragraph(...withContactLink(locale, t('legal.grievance.form')))];
    return [
      list([
        [{ type: 'strong', children: [text(grievanceOfficer.name)] }],
        [text(`${t('legal.contact.email')}: `), link(`mailto:${grievanceOfficer.email}`, grievanceOfficer.email)],
      ]),
    ];
  }
  return undefined;
}

/** The remark plugin: replaces marker paragraphs in `src/content/<lang>/*.md`. */
export function remarkContact() {
  return (tree: Node, file: { path?: string; history?: string[] }) => {
    const path = file.path ?? file.history?.[0] ?? '';
    const locale: Locale = /[\\/]content[\\/]kn[\\/]/.test(path) ? 'kn' : 'en';
    tree.children = (tree.children ?? []).flatMap((node) => {
      const only = node.type === 'paragraph' && node.children?.length === 1 ? node.children[0] : undefined;
      return (only?.type === 'text' && only.value && contactNodes(only.value.trim(), locale)) || [node];
    });
  };
}
