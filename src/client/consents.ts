import type { consentEndpoints, RecordConsentRequest } from '../../domain/contract/consents.ts';
import { call } from './http.ts';

/** Each child's consent, and the policy's changes that ask the parent again (issue 32). */
export const getConsentStatus = () => call<typeof consentEndpoints.getConsentStatus>('getConsentStatus');

/** The parent's consent to the policy in force for the children chosen (with the parent proof). */
export const recordConsent = (body: RecordConsentRequest) =>
  call<typeof consentEndpoints.recordConsent>('recordConsent', { body });
