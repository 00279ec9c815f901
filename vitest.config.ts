import { defineConfig } from 'vitest/config'

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' },
      },
      {
        extends: true,
        // Integration tests share one database and one server: run files one after another.
        test: {
          name: 'int',
          include: ['tests/int/**/*.test.ts'],
          environment: 'node',
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Like Playwright's retries on CI: one retry of a test that met a busy moment of a
          // shared 2-core machine. A test that fails twice still fails the run.
          retry: process.env.CI ? 1 : 0,
        },
      },
    ],
  },
})
