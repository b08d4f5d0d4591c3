import { defineConfig } from 'vitest/config';

// Process-level fault tests (crash, outage, several instances, shutdown, backups): real server
// processes on fixed ports, so the files run one after another. `npm run test:faults`.
export default defineConfig({
  test: {
    include: ['server/test/faults/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 60_000,
    globalSetup: ['./server/test/global-setup.ts'],
  },
});
