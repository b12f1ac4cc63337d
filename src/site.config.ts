/**
 * External addresses and company contact details, in one place (ARCHITECTURE.md, "Name, links
 * and contact details"). Until the company supplies real ones they are placeholders under
 * example.org, never guessed addresses of real services.
 */
export const siteConfig = {
  links: {
    sponsor: 'https://sponsor.example.org/kalike',
    shop: 'https://shop.example.org/',
    appStore: 'https://play.example.org/store/apps/details?id=org.example.kalike',
    facebook: 'https://facebook.example.org/kalike',
    instagram: 'https://instagram.example.org/kalike',
    youtube: 'https://youtube.example.org/@kalike',
    linkedin: 'https://linkedin.example.org/company/kalike',
  },
  contact: {
    email: 'hello@example.org',
    phone: '+91 00000 00000',
    grievanceOfficer: { name: 'Grievance Officer, Kalike Learning', email: 'grievance@example.org' },
  },
} as const;

export type ExternalLink = keyof typeof siteConfig.links;
