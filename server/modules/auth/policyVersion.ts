import { readFileSync } from 'node:fs';

/**
 * The version of the privacy policy a parent accepts at sign-up: the `version` of the policy's
 * front matter (src/content/en/privacy-policy.md), so that the consent record names exactly the
 * text that was on the site.
 */
export function currentPolicyVersion(
  file = new URL('../../../src/content/en/privacy-policy.md', import.meta.url),
): string {
  const text = readFileSync(file, 'utf8');
  const match = /^version:\s*['"]?([^'"\n]+)['"]?\s*$/m.exec(text);
  if (!match?.[1]) throw new Error('The privacy policy has no version in its front matter');
  return match[1].trim();
}
