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
  /**
   * The company's legal details, printed on every receipt. PLACEHOLDERS: the company must supply
   * its registered name, registered office address and GSTIN before taking real payments. The
   * GSTIN here only has the right shape (29 = Karnataka, a PAN-shaped middle, entity, Z, check
   * character) and is no real registration.
   */
  company: {
    legalName: 'Kalike Learning Pvt. Ltd. (placeholder)',
    address: 'Placeholder registered office, 1st Main Road, Bengaluru, Karnataka 560001 (placeholder)',
    gstin: '29AAAAA0000A1Z5',
  },
} as const;

export type ExternalLink = keyof typeof siteConfig.links;
