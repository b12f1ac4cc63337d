import { FetchError, type FetchOptions, ofetch } from 'ofetch';
import type { ErrorResponse } from '../contract/errors.ts';

/**
 * The one HTTP client of the islands (ARCHITECTURE.md, "Client HTTP"). Same origin by
 * default; a site built for a CDN points PUBLIC_API_URL at the API host.
 * Every failure becomes an `ApiError` with the API's `code`, or `NETWORK` when no answer came.
 */
export const API_BASE_URL: string = import.meta.env.PUBLIC_API_URL ?? '';

/** Browser storage keys of spec §3. */
export const STORAGE_KEYS = {
  accessToken: 'P_TEACHER_ACCESS_TOKEN',
  refreshToken: 'P_TEACHER_REFRESHTOKEN',
} as const;

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string>;
  constructor(status: number, body: Partial<ErrorResponse>) {
    super(body.message ?? `Request failed with status ${status}`);
    this.status = status;
    this.code = body.code ?? (status === 0 ? 'NETWORK' : 'UNKNOWN');
    this.fields = body.fields ?? {};
  }
}

function readToken(): string | null {
  try {
    return globalThis.localStorage?.getItem(STORAGE_KEYS.accessToken) ?? null;
  } catch {
    return null;
  }
}

const raw = ofetch.create({
  baseURL: API_BASE_URL,
  retry: 0,
  timeout: 20_000,
  onRequest({ options }) {
    const token = readToken();
    if (token) options.headers.set('authorization', `Bearer ${token}`);
  },
});

export async function api<T>(path: string, options: FetchOptions<'json'> = {}): Promise<T> {
  try {
    return await raw<T>(path, options);
  } catch (error) {
    if (error instanceof FetchError) {
      throw new ApiError(error.response?.status ?? 0, (error.data as Partial<ErrorResponse>) ?? {});
    }
    throw error;
  }
}
