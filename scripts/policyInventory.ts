/**
 * `npm run policy:inventory`: writes the data inventory's tables (server/privacy/inventory.ts)
 * into both privacy policies, between their `inventory:` markers in §27. The prose around them
 * is the editors'; src/content/privacyPolicy.test.ts fails when the files are out of date.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { withInventory } from '../server/privacy/policyTables.ts';

for (const locale of ['en', 'kn'] as const) {
  const file = `src/content/${locale}/privacy-policy.md`;
  const before = readFileSync(file, 'utf8');
  const after = withInventory(before, locale);
  if (after !== before) writeFileSync(file, after);
  console.log(`${file}: ${after === before ? 'up to date' : 'tables written'}`);
}
