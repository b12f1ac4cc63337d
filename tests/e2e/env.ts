/**
 * Where the browser tests' server keeps its database (fresh for every run). E2E_DATABASE and
 * E2E_PORT let a second run go side by side with the first.
 */
export const E2E_DATABASE = process.env.E2E_DATABASE ?? 'test-results/e2e-db/kalike.sqlite';
