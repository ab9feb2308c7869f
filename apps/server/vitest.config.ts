import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    // Each file gets its own database; argon2 and PostgreSQL make a few tests slower than 5 s.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
