import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { type AddressInfo, connect } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { addresses, users } from '../src/db/schema';
import { ensureFirstOperator } from '../src/modules/admin/operators';
import { UPLOAD_MAX_BYTES } from '../src/modules/upload/service';
import { useTestApp } from './harness';
import { makeShopper } from './shopping-fixtures';

/**
 * The safety suite: security headers, no cookies, request size limits, and failures that tell a client
 * nothing about the inside. Everything is asserted on what a client receives.
 */

/** What a careless failure could leak: a connection string with its password, SQL, a file path. */
const SECRET_URL = 'postgres://storefront:hunter2-s3cret@db.internal:5432/storefront';
const INTERNAL_DETAIL =
  'insert into "users" ("password_hash") values ($1) failed at /work/main/apps/server/src/db/client.ts:42:7 ' +
  `(DATABASE_URL=${SECRET_URL})`;

const { t } = useTestApp({
  extend: (app) => {
    app.get('/api/test/sql-failure', async () => {
      throw new Error(INTERNAL_DETAIL);
    });
    // A real driver error: its message names the table and the SQL it ran.
    app.get('/api/test/database-failure', async () =>
      app.ctx.db.execute(sql.raw('select password_hash from users_that_do_not_exist')),
    );
    app.get('/api/test/driver-failure', async () => {
      throw Object.assign(new Error('duplicate key value violates unique constraint "users_email_key"'), {
        code: '23505',
        detail: `Key (email)=(a@example.com) already exists; ${INTERNAL_DETAIL}`,
        table: 'users',
      });
    });
    app.get('/api/test/client-failure', async () => {
      throw Object.assign(new Error(INTERNAL_DETAIL), { statusCode: 400 });
    });
    app.get('/api/test/text-failure', async () => Promise.reject(INTERNAL_DETAIL));
    // Callback libraries sometimes reject with nothing at all.
    app.get('/api/test/empty-failure', async () => Promise.reject(undefined));
    app.get('/api/test/null-failure', async () => Promise.reject(null));
  },
});

/** The shopper app and the operator console are served only when they have been built (`npm run build`). */
const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const webBuilt = existsSync(path.join(repositoryRoot, 'apps/web/dist/index.html'));
const adminBuilt = existsSync(path.join(repositoryRoot, 'apps/admin/dist/index.html'));

const MSG = {
  en: {
    tooLarge: 'The request is too large',
    pictureTooLarge: 'The picture must be 5 MB or smaller',
    serverError: 'The system is busy, please try again later',
    notFound: 'The requested resource does not exist',
    badRequest: 'The request could not be understood',
  },
  ar: {
    tooLarge: 'حجم الطلب كبير جدًا',
    serverError: 'النظام مشغول حاليًا، يرجى المحاولة مرة أخرى لاحقًا',
    badRequest: 'تعذّر فهم الطلب',
  },
  de: {
    pictureTooLarge: 'Das Bild darf höchstens 5 MB groß sein',
    notFound: 'Die angeforderte Ressource existiert nicht',
  },
  fr: { notFound: "La ressource demandée n'existe pas" },
};

const HALF_MEGABYTE = 'x'.repeat(500 * 1024);
const tooLong = (label: string) => ({ code: 0, msg: `${label} is too long`, data: null });
const invalid = (label: string) => ({ code: 0, msg: `${label} is not valid`, data: null });

function inject(options: InjectOptions | string): Promise<LightMyRequestResponse> {
  return t.app.inject(options);
}

function postJson(url: string, payload: object, token?: string) {
  return inject({ method: 'POST', url, payload, headers: token ? { token } : {} });
}

/** The failure envelope and nothing else: no stack, no `error` or `statusCode` of the framework. */
function expectFailure(response: LightMyRequestResponse, status: number, msg: string) {
  expect(response.statusCode).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  const body = response.json() as { time: number };
  expect(body).toEqual({ code: 0, msg, time: expect.any(Number), data: null });
  expect(Math.abs(body.time - Date.now() / 1000)).toBeLessThan(60);
}

const LEAKS: [string, RegExp][] = [
  ['a secret', /hunter2|DATABASE_URL|postgres:\/\//i],
  [
    'SQL',
    /\b(select|insert|update|delete)\b.*\b(from|into|set)\b|\busers(_that_do_not_exist)?\b|password_hash/i,
  ],
  ['a stack frame', /\bat \S+ \(|^\s+at /m],
  ['a file path', /\/work\/|\/srv\/|node_modules|\.[cm]?[jt]s\b/],
  ['a library', /fastify|FST_|drizzle|pglite|postgres|zod|busboy|helmet|node\.?js/i],
  ['a version', /\bv?\d+\.\d+\.\d+\b/],
];

/** Nothing about the inside in the body, and no product or version in the headers. */
function expectNoLeak(response: LightMyRequestResponse) {
  for (const [what, pattern] of LEAKS) expect(response.body, `body leaks ${what}`).not.toMatch(pattern);
  expect(response.headers.server).toBeUndefined();
  expect(response.headers['x-powered-by']).toBeUndefined();
  for (const [name, value] of Object.entries(response.headers)) {
    expect(String(value), `header ${name}`).not.toMatch(/fastify|node|pglite|postgres|\d+\.\d+\.\d+/i);
  }
}

function directivesOf(policy: string | undefined): Map<string, string[]> {
  return new Map(
    (policy ?? '').split(';').map((directive) => {
      const [name = '', ...values] = directive.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

function expectTransportHeaders(response: LightMyRequestResponse) {
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['referrer-policy']).toBe('no-referrer');
  const hsts = String(response.headers['strict-transport-security']);
  expect(Number(hsts.match(/max-age=(\d+)/)?.[1])).toBeGreaterThanOrEqual(180 * 24 * 3600);
  expect(hsts).toContain('includeSubDomains');
  expect(response.headers['x-powered-by']).toBeUndefined();
  expect(response.headers.server).toBeUndefined();
}

/** JSON answers: nothing may be loaded by them or frame them, and other sites may not embed them. */
function expectApiHeaders(response: LightMyRequestResponse) {
  const csp = directivesOf(response.headers['content-security-policy'] as string | undefined);
  expect(csp.get('default-src')).toEqual(["'none'"]);
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  expect(response.headers['x-frame-options']).toBe('DENY');
  expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
  expectTransportHeaders(response);
}

function expectSecurityHeaders(response: LightMyRequestResponse) {
  const csp = directivesOf(response.headers['content-security-policy'] as string | undefined);
  // Only the app's own scripts: no inline script, no eval, no other origin, no plugins.
  expect(csp.get('script-src')).toEqual(["'self'"]);
  expect(csp.get('script-src-attr')).toEqual(["'none'"]);
  expect(csp.get('default-src')).toEqual(["'self'"]);
  expect(csp.get('object-src')).toEqual(["'none'"]);
  expect(csp.get('base-uri')).toEqual(["'self'"]);
  // No other site may frame the storefront (clickjacking), in old browsers and new ones.
  expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
  expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
  expectTransportHeaders(response);
}

/** A multipart request with one file, as the app's picture picker sends it. */
function multipartPicture(bytes: Buffer) {
  const boundary = '----storefront-security';
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="photo.png"\r\n` +
          'Content-Type: image/png\r\n\r\n',
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  };
}

/** A PNG by its first bytes, padded to the wanted size. */
function pngOfSize(size: number) {
  const picture = Buffer.alloc(size);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(picture);
  return picture;
}

const uploadedFiles = () => readdir(path.join(t.config.dataDir, 'uploads'));

async function operatorToken() {
  await ensureFirstOperator(t.database.db, 'operator-secret');
  const login = await postJson('/api/admin/login?lang=en', {
    username: 'admin',
    password: 'operator-secret',
  });
  return { login, token: (login.json() as { data: { token: string } }).data.token };
}

let registrations = 0;
function newRegistration() {
  registrations += 1;
  const unique = `${process.pid % 10_000}${registrations}${Math.floor(Math.random() * 1e4)}`;
  return {
    username: `guard${unique}`,
    password: 'secret123',
    email: `guard${unique}@example.com`,
    mobile: `+1666${unique.padStart(7, '0').slice(-7)}`,
  };
}

const usersWithEmail = async (email: string) =>
  (await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email))).length;

describe('security headers', () => {
  it.each([
    ['an API answer', '/api/user/language_list?lang=en'],
    ['a cached catalog answer', '/api/index/product?lang=en'],
    ['a failure envelope', '/api/nothing/here?lang=en'],
  ])('for JSON are on %s', async (_what, url) => {
    const response = await inject(url);
    expect(response.statusCode).toBeLessThan(500);
    expectApiHeaders(response);
  });

  it.each([
    ['the API documentation page', '/api/docs/'],
    ['the shopper app at /', '/'],
    ['the shopper app at /home', '/home'],
    ['the operator console', '/admin/'],
  ])('for pages are on %s', async (_what, url) => {
    const response = await inject(url);
    expect(response.statusCode).toBeLessThan(500);
    expectSecurityHeaders(response);
  });

  it('stay on a compressed answer', async () => {
    const response = await inject({ url: '/api/openapi.json', headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers['content-encoding']).toBe('gzip');
    expectApiHeaders(response);
  });

  // Which of the two the server gives depends on whether `npm run build` has run (in CI it runs after
  // Vitest); the headers above hold either way.
  it(`serves the shopper app's HTML ${webBuilt ? '(built)' : '(not built: a 404 envelope)'}`, async () => {
    for (const url of ['/', '/home']) {
      const response = await inject(`${url}?lang=en`);
      if (webBuilt) {
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toMatch(/^text\/html/);
        expect(response.body).toMatch(/^<!doctype html>/i);
      } else {
        expectFailure(response, 404, MSG.en.notFound);
      }
    }
  });

  it(`serves the operator console's HTML ${adminBuilt ? '(built)' : '(not built)'}`, async () => {
    const response = await inject('/admin/?lang=en');
    if (adminBuilt) {
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toMatch(/^<!doctype html>/i);
    } else if (webBuilt) {
      // Without a console the history fallback of the shopper app answers.
      expect(response.headers['content-type']).toMatch(/^text\/html/);
    } else {
      expectFailure(response, 404, MSG.en.notFound);
    }
  });
});

describe('cookies', () => {
  it('no answer sets a cookie: the session travels in the `token` header', async () => {
    const credentials = newRegistration();
    const register = await postJson('/api/user/register?lang=en', credentials);
    expect(register.json()).toMatchObject({ code: 1 });
    const login = await postJson('/api/user/login?lang=en', {
      account: credentials.username,
      password: credentials.password,
    });
    expect(login.json()).toMatchObject({ code: 1 });
    const token = (login.json() as { data: { userinfo: { token: string } } }).data.userinfo.token;
    const failedLogin = await postJson('/api/user/login?lang=en', {
      account: credentials.username,
      password: 'wrong-password',
    });
    expect(failedLogin.json()).toMatchObject({ code: 0 });
    const operator = await operatorToken();
    expect(operator.login.json()).toMatchObject({ code: 1 });
    const profile = await inject({ url: '/api/user/getUserInfo?lang=en', headers: { token } });
    expect(profile.json()).toMatchObject({ code: 1 });
    const picture = multipartPicture(pngOfSize(64));
    const upload = await inject({
      method: 'POST',
      url: '/api/common/upload?lang=en',
      payload: picture.payload,
      headers: { ...picture.headers, token },
    });
    expect(upload.json()).toMatchObject({ code: 1 });

    const answers = {
      register,
      login,
      failedLogin,
      adminLogin: operator.login,
      profile,
      upload,
      logout: await inject({ url: '/api/user/logout?lang=en', method: 'POST', headers: { token } }),
      adminMe: await inject({ url: '/api/admin/me?lang=en', headers: { token: operator.token } }),
      catalog: await inject('/api/index/product?lang=en'),
      notFound: await inject('/api/nothing/here?lang=en'),
      serverError: await inject('/api/test/sql-failure?lang=en'),
      page: await inject('/'),
      console: await inject('/admin/'),
      docs: await inject('/api/docs/'),
    };
    for (const [name, response] of Object.entries(answers)) {
      expect(response.headers['set-cookie'], name).toBeUndefined();
    }
  });

  it('a token sent as a cookie opens no session, so a forged cross-site request carries none', async () => {
    const shopper = await makeShopper(t.database.db);
    const operator = await operatorToken();
    const asCookie = await inject({
      url: '/api/user/getUserInfo?lang=en',
      headers: { cookie: `token=${shopper.token}` },
    });
    expect(asCookie.statusCode).toBe(401);
    expect(asCookie.json()).toMatchObject({ code: 401, data: null });
    const operatorAsCookie = await inject({
      url: '/api/admin/me?lang=en',
      headers: { cookie: `token=${operator.token}` },
    });
    expect(operatorAsCookie.statusCode).toBe(401);
    // The same tokens in the header do open the sessions, so the refusals above are about the cookie.
    const asHeader = await inject({
      url: '/api/user/getUserInfo?lang=en',
      headers: { token: shopper.token },
    });
    expect(asHeader.json()).toMatchObject({ code: 1 });
    const operatorAsHeader = await inject({
      url: '/api/admin/me?lang=en',
      headers: { token: operator.token },
    });
    expect(operatorAsHeader.json()).toMatchObject({ code: 1 });
  });
});

describe('request size limits', () => {
  it('refuses a JSON body over 1 MB with 413 and a translated envelope, and stores nothing', async () => {
    const credentials = newRegistration();
    const oversized = { ...credentials, padding: 'x'.repeat(1024 * 1024) };
    const english = await postJson('/api/user/register?lang=en', oversized);
    expectFailure(english, 413, MSG.en.tooLarge);
    expectNoLeak(english);
    const arabic = await postJson('/api/user/register?lang=ar', oversized);
    expectFailure(arabic, 413, MSG.ar.tooLarge);
    expect(await usersWithEmail(credentials.email)).toBe(0);
    // The same shopper with a body under the limit registers: the size alone was refused.
    const underLimit = await postJson('/api/user/register?lang=en', {
      ...credentials,
      padding: 'x'.repeat(900 * 1024),
    });
    expect(underLimit.json()).toMatchObject({ code: 1 });
    expect(await usersWithEmail(credentials.email)).toBe(1);
  });

  it('takes a picture of exactly the upload limit', async () => {
    const { token } = await makeShopper(t.database.db);
    const before = await uploadedFiles();
    const picture = multipartPicture(pngOfSize(UPLOAD_MAX_BYTES));
    const response = await inject({
      method: 'POST',
      url: '/api/common/upload?lang=en',
      payload: picture.payload,
      headers: { ...picture.headers, token },
    });
    expect(response.json()).toMatchObject({ code: 1 });
    expect((await uploadedFiles()).length).toBe(before.length + 1);
  });

  it('refuses a picture over the upload limit with a translated message and writes no file', async () => {
    const { token } = await makeShopper(t.database.db);
    const operator = await operatorToken();
    const before = await uploadedFiles();
    const picture = multipartPicture(pngOfSize(UPLOAD_MAX_BYTES + 1));
    for (const [url, sessionToken] of [
      ['/api/common/upload', token],
      ['/api/admin/upload', operator.token],
    ] as const) {
      for (const lang of ['en', 'de'] as const) {
        const response = await inject({
          method: 'POST',
          url: `${url}?lang=${lang}`,
          payload: picture.payload,
          headers: { ...picture.headers, token: sessionToken },
        });
        expectFailure(response, 200, MSG[lang].pictureTooLarge);
        expectNoLeak(response);
      }
    }
    expect(await uploadedFiles()).toEqual(before);
  });

  it('refuses a 500 KB field under the body limit by validation, translated, and stores nothing', async () => {
    const shopper = await makeShopper(t.database.db);
    const address = {
      consignee: 'Ada Lovelace',
      mobile: '+15550001111',
      area: 'London',
      address: '12 St James Square',
      tag: 'Home',
    };
    const hugeAddress = await postJson(
      '/api/user/address_add?lang=en',
      { ...address, consignee: HALF_MEGABYTE },
      shopper.token,
    );
    expectFailure(hugeAddress, 200, 'Addressee is too long');
    const hugeDetail = await postJson(
      '/api/user/address_add?lang=ar',
      { ...address, address: HALF_MEGABYTE },
      shopper.token,
    );
    expectFailure(hugeDetail, 200, 'قيمة العنوان التفصيلي طويلة جدًا');
    const hugeName = await postJson(
      '/api/user/profile?lang=en',
      { familyName: HALF_MEGABYTE },
      shopper.token,
    );
    expectFailure(hugeName, 200, 'Family name is too long');
    const credentials = newRegistration();
    const hugeRegistration = await postJson('/api/user/register?lang=en', {
      ...credentials,
      givenName: HALF_MEGABYTE,
    });
    expectFailure(hugeRegistration, 200, 'Given name is too long');

    const stored = await t.database.db
      .select({ consignee: addresses.consignee })
      .from(addresses)
      .where(eq(addresses.userId, shopper.id));
    expect(stored).toEqual([{ consignee: 'Test Buyer' }]);
    const [profile] = await t.database.db
      .select({ familyName: users.familyName })
      .from(users)
      .where(eq(users.id, shopper.id));
    expect(profile).toEqual({ familyName: '' });
    expect(await usersWithEmail(credentials.email)).toBe(0);
  });

  it('answers enormous query strings and paths with an envelope, never a 5xx', async () => {
    const manyParameters = Array.from({ length: 20_000 }, (_, i) => `p${i}=${i}`).join('&');
    const cases: [string, string, object][] = [
      ['a 100 KB search word', `/api/index/product?keyword=${'a'.repeat(100_000)}`, tooLong('Search words')],
      ['a 100 KB page number', `/api/index/product?page=${'9'.repeat(100_000)}`, invalid('Page')],
      ['a 100 KB id', `/api/product/detail?id=${'7'.repeat(100_000)}`, invalid('ID')],
      ['a repeated parameter', '/api/index/product?keyword=a&keyword=b', invalid('Search words')],
      ['20 000 unknown parameters', `/api/index/product?${manyParameters}`, { code: 1 }],
      ['a 1 KB path parameter', `/media/art/${'a'.repeat(1000)}/1.svg`, { code: 0, msg: MSG.en.notFound }],
      // 404 from the router, or 403 from the static files of a built app (a name too long for the disk).
      ['a 100 KB path', `/${'a'.repeat(100_000)}`, { code: 0, data: null }],
    ];
    const unknownLanguage = await inject(`/api/user/language_list?lang=${'e'.repeat(100_000)}`);
    // An unknown language falls back to simplified Chinese, as the contract says.
    expect(unknownLanguage.json()).toMatchObject({ code: 1, msg: '操作成功' });
    for (const [what, url, expected] of cases) {
      const response = await inject(`${url}${url.includes('?') ? '&' : '?'}lang=en`);
      expect(response.statusCode, what).toBeLessThan(500);
      expect(response.json(), what).toMatchObject(expected);
      expectNoLeak(response);
    }
  });

  it('answers a URL that cannot be decoded with a translated envelope that does not echo it', async () => {
    for (const [lang, msg] of [
      ['en', MSG.en.badRequest],
      ['ar', MSG.ar.badRequest],
    ] as const) {
      const response = await inject(`/api/user/%E0%A4%A?lang=${lang}`);
      expectFailure(response, 400, msg);
      expect(response.body).not.toContain('%E0');
      expectNoLeak(response);
    }
  });
});

describe('404 and 500 leak nothing', () => {
  it('answers an unknown API path with a translated 404 envelope', async () => {
    for (const [lang, msg] of [
      ['en', MSG.en.notFound],
      ['de', MSG.de.notFound],
    ] as const) {
      for (const method of ['GET', 'POST'] as const) {
        const response = await inject({ method, url: `/api/nothing/here?lang=${lang}`, payload: {} });
        expectFailure(response, 404, msg);
        expectNoLeak(response);
      }
    }
  });

  it('answers an unknown static file with a 404 envelope, never the app under its name', async () => {
    for (const url of [
      '/assets/nope.js',
      '/assets/index-00000000.css',
      '/admin/assets/nope.js',
      '/uploads/0123456789abcdef0123456789abcdef.png',
      '/favicon-nope.ico',
    ]) {
      const response = await inject(`${url}?lang=fr`);
      expectFailure(response, 404, MSG.fr.notFound);
      expectNoLeak(response);
    }
  });

  it('turns any unexpected failure into a generic translated 500 envelope', async () => {
    for (const route of [
      'sql-failure',
      'database-failure',
      'driver-failure',
      'text-failure',
      'empty-failure',
      'null-failure',
    ]) {
      for (const [lang, msg] of [
        ['en', MSG.en.serverError],
        ['ar', MSG.ar.serverError],
      ] as const) {
        const response = await inject(`/api/test/${route}?lang=${lang}`);
        expectFailure(response, 500, msg);
        expectNoLeak(response);
      }
    }
  });

  it('answers a client error that carries internal text with the generic message only', async () => {
    const response = await inject('/api/test/client-failure?lang=en');
    expectFailure(response, 400, MSG.en.badRequest);
    expectNoLeak(response);
  });
});

describe('over a real socket', () => {
  let port = 0;
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });

  /** Sends the request text as it is (no client normalises the path) and reads until the server closes. */
  function rawRequest(text: string) {
    return new Promise<{ head: string; body: string }>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => socket.write(text));
      let received = '';
      socket.setEncoding('utf8');
      socket.on('data', (chunk: string) => (received += chunk));
      socket.on('close', () => {
        const split = received.indexOf('\r\n\r\n');
        resolve({ head: received.slice(0, split), body: received.slice(split + 4) });
      });
      socket.on('error', reject);
    });
  }

  it('refuses a 20 KB header at the HTTP parser (431), leaks nothing and keeps answering', async () => {
    const { head, body } = await rawRequest(
      `GET /api/user/language_list?lang=en HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Filler: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(head).toMatch(/^HTTP\/1\.1 431 /);
    expect(head).not.toMatch(/^(server|x-powered-by):/im);
    for (const [what, pattern] of LEAKS) expect(body, `431 leaks ${what}`).not.toMatch(pattern);

    const longUrl = await fetch(`http://127.0.0.1:${port}/api/index/product?keyword=${'a'.repeat(20_000)}`);
    expect(longUrl.status).toBe(431);
    await longUrl.arrayBuffer();

    const after = await fetch(`http://127.0.0.1:${port}/api/user/language_list?lang=en`);
    expect(after.status).toBe(200);
    expect(after.headers.get('server')).toBeNull();
    expect(after.headers.get('x-powered-by')).toBeNull();
    expect(after.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await after.json()).toMatchObject({ code: 1, msg: 'Success' });
  });

  it('serves no file outside the uploads folder or the apps, even to a path with dot segments', async () => {
    for (const target of [
      '/uploads/../../../../../../etc/passwd',
      '/uploads/..%2f..%2f..%2f..%2f..%2f..%2fetc%2fpasswd',
      '/uploads/%2e%2e/%2e%2e/%2e%2e/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
      '/assets/../../../../../../etc/passwd',
      '/admin/../../../../../../etc/passwd',
    ]) {
      const { head, body } = await rawRequest(
        `GET ${target}?lang=en HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`,
      );
      expect(head, target).toMatch(/^HTTP\/1\.1 40[34] /);
      expect(JSON.parse(body), target).toMatchObject({ code: 0, data: null });
      expect(body).not.toContain('root:');
    }
  });
});
