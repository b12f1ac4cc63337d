/**
 * External addresses and the company's contact details, in one place (ARCHITECTURE.md, "Name,
 * links and contact details"). `null` means "the company has not supplied it yet": the site then
 * shows nothing for it (no link, no address), never an invented one. A production build
 * (`NODE_ENV=production npm run build`) refuses to run while a required one is missing
 * (scripts/siteConfigCheck.ts), and every build refuses a stand-in such as example.org.
 *
 * The API's receipts take the company's legal name, address and GSTIN from its own environment
 * (COMPANY_* in .env.example): one source per deployable.
 */
export interface SiteConfig {
  /** Pages of other sites: each one shows in the navbar, footer or home page only when set. */
  links: Record<ExternalLink, string | null>;
  contact: {
    /** Required in production: the address the contact page, the policy and the terms give. */
    email: string | null;
    phone: string | null;
    /** The registered office, for letters; shown in the policy and terms when set. */
    postalAddress: string | null;
    /**
     * Required in production: India's data protection law (DPDP Act 2023, s. 8(10); IT Rules
     * 2011, r. 5(9)) wants the person who answers complaints named with their contact.
     */
    grievanceOfficer: { name: string; email: string } | null;
  };
}

export const EXTERNAL_LINKS = [
  'sponsor',
  'shop',
  'appStore',
  'facebook',
  'instagram',
  'youtube',
  'linkedin',
] as const;
export type ExternalLink = (typeof EXTERNAL_LINKS)[number];

export const siteConfig: SiteConfig = {
  links: {
    sponsor: null,
    shop: null,
    appStore: null,
    facebook: null,
    instagram: null,
    youtube: null,
    linkedin: null,
  },
  contact: {
    email: null,
    phone: null,
    postalAddress: null,
    grievanceOfficer: null,
  },
};
