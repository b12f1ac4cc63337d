import { accountEndpoints as endpoints } from '../../../domain/contract/account.ts';
import { route } from '../../route.ts';
import type { AuthContext } from '../auth/index.ts';
import { accountService } from './account.service.ts';

/**
 * My Account's calls beyond the profile: the parent's progress view, and the parent's rights
 * under India's DPDP Act: every piece of the child's data as a file, and deletion of the
 * account confirmed by a code sent to the phone.
 */
export async function accountRoutes({ app, db, otp }: AuthContext) {
  const account = accountService(db.db, otp);

  route(app, endpoints.progress, async (request) => ({
    success: true,
    data: await account.progressReport(request.student.id),
  }));

  route(app, endpoints.exportData, async (request, reply) => {
    reply
      .header('content-disposition', 'attachment; filename="kalike-my-data.json"')
      .header('cache-control', 'no-store');
    return account.exportPersonalData(request.student);
  });

  route(app, endpoints.sendDeletionOtp, async (request) => ({
    success: true,
    ...(await account.sendDeletionCode(request.student, request.ip)),
  }));

  route(app, endpoints.deleteAccount, async (request) => {
    await account.deleteAccount(request.student, request.body.otpSecret, request.body.otp);
    return { success: true, message: 'The account and its data are deleted.' };
  });
}
