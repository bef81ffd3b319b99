import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { postgresUrlForTests } from './apps/server/test/postgres-url.ts';

/**
 * One run, several projects: unit tests of the packages, the API suite on the embedded database, and the
 * account and address suites (plus everything about concurrency) again on a real PostgreSQL server.
 */
/** Suites that replace a module with `vi.mock`: only a module graph of their own sees the replacement. */
const MOCKING_MODULES = ['src/modules/wallet/pay-code.test.ts'];

/** What every server project shares: its folder and the time a test or a hook (an app, a database) may take. */
const SERVER = { root: 'apps/server', testTimeout: 30_000, hookTimeout: 60_000 };

export default defineConfig(async () => {
  const postgresUrl = await postgresUrlForTests();
  const projects: TestProjectInlineConfiguration[] = [
    { test: { name: 'shared', root: 'packages/shared', include: ['test/**/*.test.ts'] } },
    { test: { name: 'i18n', root: 'packages/i18n', include: ['test/**/*.test.ts'] } },
    {
      test: {
        name: 'web',
        root: 'apps/web',
        include: ['test/**/*.test.ts'],
        environment: 'happy-dom',
        environmentOptions: { happyDOM: { settings: { disableIframePageLoading: true } } },
      },
    },
    {
      test: {
        name: 'admin',
        root: 'apps/admin',
        include: ['test/**/*.test.{ts,tsx}'],
        environment: 'happy-dom',
        // A whole desk page drawn with antd (a queue, its dialog) takes seconds when two files run at once.
        testTimeout: 20_000,
      },
    },
    {
      test: {
        ...SERVER,
        name: 'server',
        include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
        exclude: ['**/*.pg.test.ts', ...MOCKING_MODULES],
        globalSetup: ['test/pglite-template.ts'],
        // Each file makes its own app and database, so the files of a worker share its loaded modules
        // instead of loading the server's (about four seconds a file here).
        isolate: false,
      },
    },
    {
      test: {
        ...SERVER,
        name: 'server-mocks',
        include: MOCKING_MODULES,
        globalSetup: ['test/pglite-template.ts'],
      },
    },
  ];
  if (postgresUrl) {
    projects.push({
      test: {
        ...SERVER,
        name: 'server-postgres',
        include: [
          'src/modules/{auth,user,address}/**/*.test.ts',
          'src/**/*.pg.test.ts',
          'test/**/*.pg.test.ts',
        ],
        env: { TEST_DATABASE_URL: postgresUrl },
        isolate: false,
      },
    });
  } else {
    process.stderr.write(
      '\n*** No PostgreSQL answered: the PostgreSQL suites (accounts, addresses, concurrency) are SKIPPED. ***\n' +
        '*** Set TEST_DATABASE_URL or start PostgreSQL on 127.0.0.1:5432 to run them.               ***\n\n',
    );
  }
  // Vitest's default on a 2-core machine is one worker; most suites wait on PostgreSQL, timers or a child
  // server, so two files at a time use the waiting time (a fresh-clone CI run stayed over 15 minutes with one).
  return { test: { projects, maxWorkers: 2 } };
});
