/** Where the browser tests' server keeps its database (fresh for every run). */
export const E2E_DATABASE = 'test-results/e2e-db/kalike.sqlite';
