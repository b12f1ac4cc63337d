import * as z from 'zod/mini';

/**
 * The one error format of the API: `{ success: false, code, message }`, plus, for invalid
 * input, `fields`: a map from field name to the issue code the contract gave it (`required`,
 * `email`, `tooLong`, …). Islands translate `code` and `fields` into the page's language; the
 * English `message` is for logs, API clients and tools.
 */
export const errorResponseSchema = z.object({
  success: z.literal(false),
  code: z.string(),
  message: z.string(),
  fields: z.optional(z.record(z.string(), z.string())),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/** Codes every endpoint may answer with; feature modules add their own. */
export const ERROR_CODES = {
  validation: 'VALIDATION_FAILED',
  notFound: 'NOT_FOUND',
  rateLimited: 'RATE_LIMITED',
  payloadTooLarge: 'PAYLOAD_TOO_LARGE',
  unsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',
  /** Headers (the address included) over the server's limit: answered by the HTTP layer, 431. */
  headersTooLarge: 'HEADERS_TOO_LARGE',
  /** A request that did not arrive in time: answered by the HTTP layer, 408. */
  requestTimeout: 'REQUEST_TIMEOUT',
  internal: 'INTERNAL_ERROR',
  unavailable: 'SERVICE_UNAVAILABLE',
} as const;
