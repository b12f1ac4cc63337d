import { consentEndpoints as endpoints } from '../../../domain/contract/consents.ts';
import { route } from '../../route.ts';
import type { AuthContext } from '../auth/index.ts';
import { consentService } from './consent.service.ts';

/**
 * The parent's consent per child against the privacy policy's versions (issue 32, point 6): what
 * a material change asks again, and the parent's new consent (with the parent proof).
 */
export function consentRoutes({ app, db, policyVersion, policyHistory }: AuthContext) {
  const consents = consentService(db, policyVersion, policyHistory);

  route(app, endpoints.getConsentStatus, async (request) => ({
    success: true,
    data: await consents.status(request.child),
  }));

  route(app, endpoints.recordConsent, async (request) => ({
    success: true,
    data: await consents.record(request.child, request.body, request.sessionId),
  }));
}
