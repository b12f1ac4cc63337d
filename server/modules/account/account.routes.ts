import { accountEndpoints as endpoints } from '../../../domain/contract/account.ts';
import { route } from '../../route.ts';
import type { AuthContext } from '../auth/index.ts';
import { accountService } from './account.service.ts';

/**
 * My Account's calls beyond the profile: the parent's progress view, and the parent's rights
 * under India's DPDP Act: every piece of the child's data as a file, and deletion of the
 * account confirmed by a code sent to the phone.
 */
export async function accountRoutes({ app, db, otp, sessions }: AuthContext) {
  const account = accountService(db.db, otp, sessions);

  route(app, endpoints.getProgressReport, async (request) => ({
    success: true,
    data: await account.progressReport(request.child.id),
  }));

  route(app, endpoints.exportPersonalData, async (request, reply) => {
    reply
      .header('content-disposition', 'attachment; filename="kalike-my-data.json"')
      .header('cache-control', 'no-store');
    return account.exportPersonalData(request.child);
  });

  route(app, endpoints.sendAccountDeletionOtp, async (request) => ({
    success: true,
    ...(await account.sendDeletionCode(request.child, request.ip)),
  }));

  route(app, endpoints.deleteAccount, async (request) => {
    await account.deleteAccount(request.child, request.body.otpSecret, request.body.otp);
    return { success: true, message: 'The account and its data are deleted.' };
  });
}
