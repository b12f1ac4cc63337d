/**
 * Every endpoint's method and path, by its name (the OpenAPI operationId): the one place a path
 * is written. The contract's declarations (`endpoint({ ...route('name'), … })`) take theirs from
 * here, and so does the browser's client, which imports the declarations as types only: this
 * table has no schema in it, so no island bundles zod to call the API (ADR 013).
 */
export const ROUTES = {
  getProgressReport: { method: 'GET', path: '/v1/auth/profile/progress' },
  exportPersonalData: { method: 'GET', path: '/v1/auth/profile/export' },
  sendAccountDeletionOtp: { method: 'POST', path: '/v1/auth/profile/delete/otp' },
  deleteAccount: { method: 'POST', path: '/v1/auth/profile/delete' },
  getAppConfig: { method: 'GET', path: '/v2/config' },
  checkPhone: { method: 'POST', path: '/v2/student/check' },
  sendSignUpOtp: { method: 'POST', path: '/v1/student/otp/send' },
  verifySignUpOtp: { method: 'POST', path: '/v1/student/otp/verify' },
  registerStudent: { method: 'POST', path: '/v1/student/signup' },
  loginWithPassword: { method: 'POST', path: '/v1/student/login' },
  sendLoginOtp: { method: 'POST', path: '/v2/student/login-with-otp' },
  loginWithOtp: { method: 'POST', path: '/v2/student/login-with-otp/verify' },
  refreshSession: { method: 'POST', path: '/v1/student/refresh-token' },
  logout: { method: 'DELETE', path: '/v1/student/auth/logout/:id' },
  sendPasswordResetOtp: { method: 'POST', path: '/v1/student/forgot-password' },
  resetPassword: { method: 'POST', path: '/v1/student/reset-password' },
  changePassword: { method: 'POST', path: '/v1/student/change-password' },
  getProfile: { method: 'GET', path: '/v1/auth/profile' },
  updateProfile: { method: 'PUT', path: '/v1/auth/profile' },
  listSchools: { method: 'GET', path: '/v1/student/schools' },
  sendContactMessage: { method: 'POST', path: '/v1/contact' },
  checkHealth: { method: 'GET', path: '/healthz' },
  getSubjects: { method: 'GET', path: '/v1/web/subjects' },
  getUnits: { method: 'GET', path: '/v1/auth/subjects/:subject/units' },
  getTopicActivities: { method: 'GET', path: '/v1/auth/subjects/topic/:topicId/activities' },
  completeActivity: { method: 'POST', path: '/v1/auth/wallet/activity' },
  syncCompletions: { method: 'POST', path: '/v1/auth/wallet/activity/sync' },
  getUnitPack: { method: 'GET', path: '/v1/auth/units/:unitId/pack' },
  getCompletedActivities: { method: 'GET', path: '/v1/auth/profile/activites/completed' },
  getUnlockedUnits: { method: 'GET', path: '/v1/auth/profile/unlocked-units' },
  listNotifications: { method: 'GET', path: '/v1/notification' },
  listMyNotifications: { method: 'GET', path: '/v1/auth/notification' },
  markNotificationRead: { method: 'POST', path: '/v1/auth/notification/:id/read' },
  getSubscriptionPlans: { method: 'GET', path: '/v1/auth/profile/subscription-plans' },
  createPaymentOrder: { method: 'POST', path: '/v1/auth/payment/orderId' },
  verifyPayment: { method: 'POST', path: '/v1/auth/payment/verify' },
  getPaymentHistory: { method: 'GET', path: '/v1/auth/payment/history' },
  payOnTestGateway: { method: 'POST', path: '/v1/auth/payment/test-gateway' },
  receivePaymentWebhook: { method: 'POST', path: '/v1/payment/webhook' },
  getCheckIn: { method: 'GET', path: '/v1/auth/wallet/checkin' },
  checkIn: { method: 'POST', path: '/v1/auth/wallet/checkin' },
  unlockUnit: { method: 'POST', path: '/v1/auth/payment/unlock/unit' },
  getCoinHistory: { method: 'GET', path: '/v1/auth/wallet/history' },
  getContinueLearning: { method: 'GET', path: '/v1/auth/learning/continue' },
  getPlaySettings: { method: 'GET', path: '/v1/auth/settings' },
  updatePlaySettings: { method: 'PUT', path: '/v1/auth/settings' },
  getStreak: { method: 'GET', path: '/v1/auth/wallet/streak' },
  getChildWeeklyReport: { method: 'GET', path: '/v1/auth/children/:childId/report' },
  getReportSettings: { method: 'GET', path: '/v1/auth/parent/report-settings' },
  updateReportSettings: { method: 'PUT', path: '/v1/auth/parent/report-settings' },
} as const;

export type RouteName = keyof typeof ROUTES;

/** The name, method and path of an endpoint, for its declaration. */
export const route = <N extends RouteName>(name: N) => ({ name, ...ROUTES[name] });
