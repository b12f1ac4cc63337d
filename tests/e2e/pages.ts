/** Every public route of spec §2, in English; the Kannada page is the same under /kn. */
export const PUBLIC_PATHS = ['/', '/journey', '/about', '/contactUs', '/terms-conditions', '/privacy-policy'];

export const kannadaPath = (path: string) => (path === '/' ? '/kn/' : `/kn${path}`);
