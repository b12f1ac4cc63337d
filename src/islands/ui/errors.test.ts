import { describe, expect, it } from 'vitest';
import { en } from '../../../domain/i18n/en.ts';
import { createTranslate } from '../../../domain/i18n/translate.ts';
import { ApiError } from '../../client/http.ts';
import { authErrorText, waitText } from './errors.ts';

describe('waitText', () => {
  it('says seconds, minutes or hours in the page language', () => {
    expect(waitText('en', 25)).toBe('25 seconds');
    expect(waitText('en', 1)).toBe('1 second');
    expect(waitText('en', 40 * 60)).toBe('40 minutes');
    expect(waitText('en', 3 * 3600)).toBe('3 hours');
    expect(waitText('kn', 25)).toContain('ಸೆಕೆಂಡು');
  });
});

describe('authErrorText', () => {
  const t = createTranslate(en);
  it('says when to try again after a 429 with Retry-After', () => {
    const error = new ApiError(429, { code: 'RATE_LIMITED', message: '' }, 2400);
    expect(authErrorText(t, 'en', error)).toBe('Too many tries. Please try again in 40 minutes.');
  });
  it('keeps the plain message without Retry-After', () => {
    expect(authErrorText(t, 'en', new ApiError(429, { code: 'RATE_LIMITED' }))).toBe(
      en['auth.error.rateLimited'],
    );
  });
});
