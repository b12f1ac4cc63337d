/**
 * Company details for tests and benches that start the API in production, which refuses to run
 * without them (issue 27). The GSTIN has the right shape and check character and is made up:
 * test data, never shown to a parent.
 */
export const TEST_COMPANY_ENV = {
  COMPANY_LEGAL_NAME: 'Kalike Test Company',
  COMPANY_ADDRESS: '1 Test Road, Bengaluru, Karnataka 560001',
  COMPANY_GSTIN: '29ABCDE1234F1ZW',
} as const;
