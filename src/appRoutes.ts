/**
 * The app's routes (spec §2): screens built as React islands, not content pages. They are kept
 * out of the sitemap and held to the app-route budgets (scripts/budgets.ts).
 */
export const AUTH_ROUTES = [
  '/login',
  '/otp',
  '/otplogin',
  '/password',
  '/namepassword',
  '/genderSelection',
  '/selectclass',
  '/location',
  '/forgot-password',
  '/loader',
] as const;

/** Spec §2 "Protected routes": without a token in storage the user goes to /login. */
export const PROTECTED_ROUTES = ['/dashboard'] as const;

export const APP_ROUTES: readonly string[] = [...AUTH_ROUTES, ...PROTECTED_ROUTES];

/** True for a path (with or without /kn) that is one of the app's routes. */
export function isAppRoute(pathname: string): boolean {
  const path = pathname
    .replace(/^\/kn(?=\/)/, '')
    .replace(/\.html$/, '')
    .replace(/\/$/, '');
  return APP_ROUTES.includes(path);
}
