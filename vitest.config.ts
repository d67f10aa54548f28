import { defineConfig } from 'vitest/config';

/** Unit tests (domain, the web app's plain modules) and server integration tests (real embedded PostgreSQL). */
export default defineConfig({
  test: {
    // Vitest's default is one worker less than the cores: one on this two-core machine, so the server's
    // files ran one at a time while PostgreSQL (its own processes) did much of their work. Two: the
    // whole unit run 236 s against 327 s, every test passing (`npx vitest run --maxWorkers=2`).
    maxWorkers: 2,
    projects: [
      { test: { name: 'domain', include: ['packages/domain/test/**/*.test.ts'] } },
      { test: { name: 'web', include: ['apps/web/test/**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          include: ['apps/server/test/**/*.test.ts'],
          globalSetup: ['apps/server/test/helpers/global-setup.ts'],
          testTimeout: 30000,
          hookTimeout: 60000,
          pool: 'forks',
          // Files share a worker's module cache (no test mocks modules; each file makes its own app and
          // database): 252 s against 409 s with isolation on two cores (`vitest run --project server`).
          isolate: false,
        },
      },
    ],
  },
});
