interface ImportMetaEnv {
  /** Where the API lives when the site is served from elsewhere (scaled mode); empty: same origin. */
  readonly PUBLIC_API_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
