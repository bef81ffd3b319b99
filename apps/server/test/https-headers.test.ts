import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness';
import { expectApiHeaders, expectSecurityHeaders } from './security-support';

/**
 * HSTS and `upgrade-insecure-requests` only where HTTPS is known to work: over plain HTTP they rewrite the
 * app's script addresses to https (a white page on a LAN address) and pin the host name to HTTPS for months.
 * security.test.ts checks the plain-HTTP answers; this file the ways HTTPS becomes known.
 */
const PAGE = '/home';
const API = '/api/user/language_list?lang=en';

function useApp(env: Record<string, string>) {
  let current: TestApp | undefined;
  beforeAll(async () => {
    current = await createTestApp({ env });
  });
  afterAll(async () => {
    await current?.close();
  });
  return (url: string, headers: Record<string, string> = {}) => {
    if (!current) throw new Error('the app exists only while the tests run');
    return current.app.inject({ url, headers });
  };
}

describe('behind a trusted proxy (TRUST_PROXY=on)', () => {
  const inject = useApp({ TRUST_PROXY: 'on' });

  it('sends the HTTPS-only headers when the proxy says the client came by HTTPS', async () => {
    expectSecurityHeaders(await inject(PAGE, { 'x-forwarded-proto': 'https' }), true);
    expectApiHeaders(await inject(API, { 'x-forwarded-proto': 'https' }), true);
  });

  it('leaves them out when the client came by plain HTTP', async () => {
    expectSecurityHeaders(await inject(PAGE, { 'x-forwarded-proto': 'http' }), false);
    expectApiHeaders(await inject(API), false);
  });
});

describe('without a trusted proxy', () => {
  const inject = useApp({});

  it('ignores a client claiming HTTPS in X-Forwarded-Proto', async () => {
    expectSecurityHeaders(await inject(PAGE, { 'x-forwarded-proto': 'https' }), false);
    expectApiHeaders(await inject(API, { 'x-forwarded-proto': 'https' }), false);
  });
});

describe('a site declared HTTPS-only (HTTPS_ONLY=on)', () => {
  const inject = useApp({ HTTPS_ONLY: 'on' });

  it('sends them on every answer', async () => {
    expectSecurityHeaders(await inject(PAGE), true);
    const api = await inject(API);
    expectApiHeaders(api, true);
    expect(api.statusCode).toBe(200);
  });
});
