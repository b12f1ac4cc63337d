/**
 * The site's configuration check (issue 27), the first step of `npm run build`. Every build
 * refuses a stand-in (an example.org address, "placeholder", a run of zeros) in
 * domain/site.config.ts; a production build (NODE_ENV=production) also refuses to run without
 * PUBLIC_SITE_URL (canonical links, hreflang, sitemap, social cards) and the contact details the
 * law and the pages need: the contact e-mail and the grievance officer. The message names each.
 */
import { pathToFileURL } from 'node:url';
import { EXTERNAL_LINKS, type SiteConfig, siteConfig } from '../domain/site.config.ts';

const STAND_IN = /example\.(org|com|net)|placeholder|\b0{5}\b|localhost|127\.0\.0\.1/i;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function siteConfigProblems(config: SiteConfig, env: Record<string, string | undefined>): string[] {
  const problems: string[] = [];
  const production = env.NODE_ENV === 'production';
  const siteUrl = env.PUBLIC_SITE_URL;
  if (siteUrl) {
    if (!/^https?:\/\/[^/\s]+\/?$/.test(siteUrl))
      problems.push('PUBLIC_SITE_URL: must be an origin like https://www.example.in');
    else if (production && (STAND_IN.test(siteUrl) || !siteUrl.startsWith('https://')))
      problems.push("PUBLIC_SITE_URL: must be the site's real https:// address in production");
  } else if (production) {
    problems.push('PUBLIC_SITE_URL: must be set in production (canonical links, sitemap, social cards)');
  }
  for (const name of EXTERNAL_LINKS) {
    const href = config.links[name];
    if (href !== null && (!href.startsWith('https://') || STAND_IN.test(href)))
      problems.push(`siteConfig.links.${name}: must be the real https:// page, or null until there is one`);
  }
  const { email, phone, postalAddress, grievanceOfficer } = config.contact;
  const fields: [string, string | null | undefined][] = [
    ['contact.email', email],
    ['contact.phone', phone],
    ['contact.postalAddress', postalAddress],
    ['contact.grievanceOfficer.name', grievanceOfficer?.name],
    ['contact.grievanceOfficer.email', grievanceOfficer?.email],
  ];
  for (const [field, value] of fields)
    if (value && STAND_IN.test(value))
      problems.push(`siteConfig.${field}: a stand-in; the real one, or null`);
  for (const [field, value] of [
    ['contact.email', email],
    ['contact.grievanceOfficer.email', grievanceOfficer?.email],
  ] as const)
    if (value && !EMAIL.test(value)) problems.push(`siteConfig.${field}: must be an e-mail address`);
  if (production) {
    const required: [string, string | null | undefined][] = [
      ['contact.email', email],
      ['contact.grievanceOfficer.name', grievanceOfficer?.name],
      ['contact.grievanceOfficer.email', grievanceOfficer?.email],
    ];
    const missing = required.filter(([, value]) => !value).map(([field]) => `siteConfig.${field}`);
    if (missing.length > 0)
      problems.push(
        `${missing.join(', ')}: must be set in production (the contact page, privacy policy and terms)`,
      );
  }
  return problems;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const problems = siteConfigProblems(siteConfig, process.env);
  if (problems.length > 0) {
    console.error(
      `The site cannot be built (domain/site.config.ts, .env.example):\n${problems.map((p) => `  ${p}`).join('\n')}`,
    );
    process.exit(1);
  }
}
