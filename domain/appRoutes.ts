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
export const PROTECTED_ROUTES = [
  '/dashboard',
  '/units',
  '/chapters',
  '/topics',
  '/activity',
  '/user-profile',
  '/paymentPlans',
  // The parent area's data page (behind the parent gate, like /user-profile and /paymentPlans).
  '/my-data',
  // Issue 18: "Who is playing?", the picker of the account's children.
  '/children',
  // Issue 19: "Practise what I missed", the generated items a child missed, back a few days later.
  '/practise-missed',
  // Issue 30: the reading corner, its library and a story.
  '/stories',
  '/story',
] as const;

/** Spec §2: the activity screens, open to anyone as practice with sample questions. */
export const PRACTICE_ROUTES = ['/mcq', '/fillintheblanks', '/matchthefollowing', '/classification'] as const;

/**
 * Issue 19: the content team's tools, not the children's: out of the sitemap, held to the app
 * budgets, never precached for offline play, and linked from no child's page.
 */
export const EDITOR_ROUTES = ['/preview', '/review', '/review/stories'] as const;

/** Issue 17: what the service worker shows for a page not kept on the phone, with no network. */
export const OFFLINE_ROUTE = '/offline';

/**
 * Seed routes with a parameter in the path (spec §2: /{subject}/units, /{topicId}/activity).
 * Each is served by one app-shell page whose island reads the parameter from the address; the
 * bundled server and the static hosts' rewrite rules (dist/_redirects) map one to the other.
 */
export const PARAM_ROUTES = [
  { pattern: /^(\/kn)?\/[\w-]+\/units$/, shell: 'units', template: '/:subject/units' },
  { pattern: /^(\/kn)?\/[\w-]+\/activity$/, shell: 'activity', template: '/:topicId/activity' },
] as const;

/** The app-shell page that serves a parameterised path, e.g. /kn/maths/units → /kn/units. */
export function shellFor(pathname: string): string | undefined {
  for (const route of PARAM_ROUTES) {
    const match = route.pattern.exec(pathname);
    if (match) return `${match[1] ?? ''}/${route.shell}`;
  }
  return undefined;
}

const APP_ROUTES: readonly string[] = [
  ...AUTH_ROUTES,
  ...PROTECTED_ROUTES,
  ...PRACTICE_ROUTES,
  OFFLINE_ROUTE,
  ...EDITOR_ROUTES,
];

/** True for a path (with or without /kn) that is one of the app's routes. */
export function isAppRoute(pathname: string): boolean {
  const path = pathname
    .replace(/^\/kn(?=\/)/, '')
    .replace(/\.html$/, '')
    .replace(/\/$/, '');
  return APP_ROUTES.includes(path);
}
