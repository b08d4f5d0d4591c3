import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['core/**/*.test.ts', 'server/**/*.test.ts', 'client/**/*.test.{ts,tsx}', 'bench/**/*.test.ts'],
    // Process-level fault tests have their own run: npm run test:faults (vitest.faults.config.ts).
    exclude: ['**/node_modules/**', 'server/test/faults/**'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    globalSetup: ['./server/test/global-setup.ts'],
  },
});
