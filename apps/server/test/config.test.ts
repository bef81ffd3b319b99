import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { parseEnv } from 'node:util';
import { ENVIRONMENT_VARIABLES, loadConfig, readEnvFile } from '../src/config';
import { repositoryRoot } from '../src/paths';
import { createMailer } from '../src/lib/mailer';

describe('configuration', () => {
  it('has the documented defaults, with the demo seed on only for the embedded database', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, host: '0.0.0.0', databaseUrl: undefined, seedDemo: true });
    expect(config.dataDir).toBe(path.resolve('./data'));
    expect(config.databasePoolSize).toBe(10);
    // The token-less metrics port is this machine's unless an operator opens it (decision 039).
    expect(config.metricsHost).toBe('127.0.0.1');
    expect(loadConfig({ METRICS_HOST: '0.0.0.0' }).metricsHost).toBe('0.0.0.0');
    expect(loadConfig({ DATABASE_POOL_SIZE: '6' }).databasePoolSize).toBe(6);
    expect(loadConfig({ DATABASE_URL: 'postgres://x@localhost/db' }).seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://x@localhost/db', SEED_DEMO: '1' }).seedDemo).toBe(true);
  });

  it('cuts slow requests after 30 s and slow headers after 10 s unless told otherwise', () => {
    expect(loadConfig({})).toMatchObject({ requestTimeoutSeconds: 30, headersTimeoutSeconds: 10 });
    expect(loadConfig({ REQUEST_TIMEOUT_SECONDS: '120', HEADERS_TIMEOUT_SECONDS: '20' })).toMatchObject({
      requestTimeoutSeconds: 120,
      headersTimeoutSeconds: 20,
    });
    expect(() => loadConfig({ REQUEST_TIMEOUT_SECONDS: '0' })).toThrow(/REQUEST_TIMEOUT_SECONDS/);
    expect(() => loadConfig({ HEADERS_TIMEOUT_SECONDS: 'soon' })).toThrow(/HEADERS_TIMEOUT_SECONDS/);
    // Node refuses a header limit longer than the whole request's.
    expect(() => loadConfig({ REQUEST_TIMEOUT_SECONDS: '5', HEADERS_TIMEOUT_SECONDS: '10' })).toThrow(
      /HEADERS_TIMEOUT_SECONDS/,
    );
  });

  it('refuses a bad environment with a readable message', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ ADMIN_PASSWORD: 'short' })).toThrow(/ADMIN_PASSWORD/);
    expect(() => loadConfig({ DATABASE_POOL_SIZE: '0' })).toThrow(/DATABASE_POOL_SIZE/);
  });
});

describe('the .env file', () => {
  it('.env.example names every variable the server reads, and its values are valid', async () => {
    const example = await readFile(path.join(repositoryRoot, '.env.example'), 'utf8');
    for (const name of ENVIRONMENT_VARIABLES)
      expect(example, name).toMatch(new RegExp(`^(# )?${name}=`, 'm'));
    // Uncommented, every example value (commented ones need a real value of the operator's) parses.
    const uncommented = parseEnv(example.replace(/^# ([A-Z_]+=)$/gm, '').replace(/^# ([A-Z_]+=.+)$/gm, '$1'));
    expect(() => loadConfig(uncommented)).not.toThrow();
  });

  it('is read into the environment, where a variable already set wins', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'storefront-env-'));
    try {
      const file = path.join(folder, '.env');
      await writeFile(file, 'STOREFRONT_TEST_ONLY_IN_FILE=file\nSTOREFRONT_TEST_IN_BOTH=file\n');
      process.env.STOREFRONT_TEST_IN_BOTH = 'environment';
      readEnvFile(file);
      expect(process.env.STOREFRONT_TEST_ONLY_IN_FILE).toBe('file');
      expect(process.env.STOREFRONT_TEST_IN_BOTH).toBe('environment');
      // No file is no error: the defaults apply.
      expect(() => readEnvFile(path.join(folder, 'missing.env'))).not.toThrow();
    } finally {
      delete process.env.STOREFRONT_TEST_ONLY_IN_FILE;
      delete process.env.STOREFRONT_TEST_IN_BOTH;
      await rm(folder, { recursive: true, force: true });
    }
  });
});

describe('mail without SMTP', () => {
  it('writes each message to DATA_DIR/mail so a developer can read it', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'storefront-mail-'));
    try {
      const mailer = createMailer({
        smtpUrl: undefined,
        from: 'Shop <shop@example.com>',
        dataDir,
        log: Fastify({ logger: false }).log,
      });
      await mailer.send({ to: 'reader@example.com', subject: 'Your code', text: 'Your code is 424242.' });
      const [file] = await readdir(path.join(dataDir, 'mail'));
      const raw = await readFile(path.join(dataDir, 'mail', file!), 'utf8');
      expect(raw).toContain('To: reader@example.com');
      expect(raw).toContain('424242');
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
