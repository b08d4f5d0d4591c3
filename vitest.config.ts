import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  // Lingui's macros (decision 360) compile in the client's tests as in its build.
  plugins: [react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } })],
  test: {
    include: [
      'core/**/*.test.ts',
      'server/**/*.test.ts',
      'client/**/*.test.{ts,tsx}',
      'bench/**/*.test.ts',
      'scripts/**/*.test.ts',
    ],
    // Process-level fault tests have their own run: npm run test:faults (vitest.faults.config.ts).
    exclude: ['**/node_modules/**', 'server/test/faults/**'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    globalSetup: ['./server/test/global-setup.ts'],
  },
});
