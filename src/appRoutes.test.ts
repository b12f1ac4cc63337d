import { describe, expect, it } from 'vitest';
import { isAppRoute, shellFor } from '../domain/appRoutes.ts';

describe('app routes', () => {
  it('maps a seed route with a parameter to its app-shell page, in both languages', () => {
    expect(shellFor('/maths/units')).toBe('/units');
    expect(shellFor('/kn/maths/units')).toBe('/kn/units');
    expect(shellFor('/maths/units/extra')).toBeUndefined();
    expect(shellFor('/about')).toBeUndefined();
  });

  it('knows the app routes, with or without the Kannada prefix', () => {
    expect(isAppRoute('/login')).toBe(true);
    expect(isAppRoute('/kn/dashboard')).toBe(true);
    expect(isAppRoute('/about')).toBe(false);
  });
});
