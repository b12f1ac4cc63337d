import { describe, expect, it } from 'vitest';
import { formatBytes } from './bytes.ts';

describe('formatBytes', () => {
  it('says kilobytes under a megabyte and megabytes with one decimal above', () => {
    expect(formatBytes(340_000, 'en-IN')).toBe('340 kB');
    expect(formatBytes(1_250_000, 'en-IN')).toBe('1.3 MB');
    expect(formatBytes(12_000_000, 'en-IN')).toBe('12 MB');
  });
  it('never says 0 kB for a small file', () => {
    expect(formatBytes(120, 'en-IN')).toBe('1 kB');
  });
  it('writes the figure in the language asked for', () => {
    expect(formatBytes(1_250_000, 'kn-IN')).not.toBe(formatBytes(1_250_000, 'en-IN'));
    expect(formatBytes(1_250_000, 'kn-IN')).toMatch(/1\.3/);
  });
});
