/**
 * Whether the service worker may keep a copy of an answer (issue 32): a whole answer (200) that
 * the server lets be stored. `Cache-Control: no-store` forbids any cache to keep it (RFC 9111
 * §5.2.2.5), and the API says it of what must not stay on a phone: the data downloads of a child
 * or of the whole account (domain/contract/account.ts).
 */
export function mayKeep(response: Pick<Response, 'status' | 'headers'>): boolean {
  if (response.status !== 200) return false;
  const directives = (response.headers.get('cache-control') ?? '')
    .toLowerCase()
    .split(',')
    .map((directive) => directive.split('=')[0]?.trim());
  return !directives.includes('no-store');
}

/** The Workbox plugin of every cache the worker fills from the network: only what `mayKeep`. */
export const keepOnlyStorable = {
  cacheWillUpdate: async ({ response }: { response: Response }) => (mayKeep(response) ? response : null),
};
