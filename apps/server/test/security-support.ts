import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { users } from '../src/db/schema';
import { ensureFirstOperator } from '../src/modules/admin/operators';
import { testOnly, useTestApp } from './harness';

/** What the safety suites (security.test.ts, request-limits.test.ts) share. */

/** What a careless failure could leak: a connection string with its password, SQL, a file path. */
export const SECRET_URL = 'postgres://storefront:hunter2-s3cret@db.internal:5432/storefront';
export const INTERNAL_DETAIL =
  'insert into "users" ("password_hash") values ($1) failed at /work/main/apps/server/src/db/client.ts:42:7 ' +
  `(DATABASE_URL=${SECRET_URL})`;

/** The shopper app and the operator console are served only when they have been built (`npm run build`). */
export const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const webBuilt = existsSync(path.join(repositoryRoot, 'apps/web/dist/index.html'));
export const adminBuilt = existsSync(path.join(repositoryRoot, 'apps/admin/dist/index.html'));

export const MSG = {
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

export const HALF_MEGABYTE = 'x'.repeat(500 * 1024);
export const tooLong = (label: string) => ({ code: 0, msg: `${label} is too long`, data: null });
export const invalid = (label: string) => ({ code: 0, msg: `${label} is not valid`, data: null });

/**
 * The failure envelope and nothing else: no stack, no `error` or `statusCode` of the framework; its `key` the
 * message key (any, or the one given); its `request_id` the one of the answer's header.
 */
export function expectFailure(response: LightMyRequestResponse, status: number, msg: string, key?: string) {
  expect(response.statusCode).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  const body = response.json() as { time: number };
  expect(body).toEqual({
    code: 0,
    msg,
    key: key ?? expect.stringMatching(/^(msg|validation)\.[a-z_]+$/),
    time: expect.any(Number),
    data: null,
    request_id: response.headers['x-request-id'],
  });
  expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  expect(Math.abs(body.time - Date.now() / 1000)).toBeLessThan(60);
}

export const LEAKS: [string, RegExp][] = [
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
export function expectNoLeak(response: LightMyRequestResponse) {
  for (const [what, pattern] of LEAKS) expect(response.body, `body leaks ${what}`).not.toMatch(pattern);
  expect(response.headers.server).toBeUndefined();
  expect(response.headers['x-powered-by']).toBeUndefined();
  for (const [name, value] of Object.entries(response.headers)) {
    expect(String(value), `header ${name}`).not.toMatch(/fastify|node|pglite|postgres|\d+\.\d+\.\d+/i);
  }
}

export function directivesOf(policy: string | undefined): Map<string, string[]> {
  return new Map(
    (policy ?? '').split(';').map((directive) => {
      const [name = '', ...values] = directive.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

/**
 * `overTls`: the request arrived over HTTPS (or the site is declared HTTPS-only), so the browser is told to keep
 * to HTTPS; over plain HTTP that header would make the site unreachable by name until it expires.
 */
export function expectTransportHeaders(response: LightMyRequestResponse, overTls = false) {
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['referrer-policy']).toBe('no-referrer');
  if (overTls) {
    const hsts = String(response.headers['strict-transport-security']);
    expect(Number(hsts.match(/max-age=(\d+)/)?.[1])).toBeGreaterThanOrEqual(180 * 24 * 3600);
    expect(hsts).toContain('includeSubDomains');
  } else {
    expect(response.headers['strict-transport-security']).toBeUndefined();
  }
  expect(response.headers['x-powered-by']).toBeUndefined();
  expect(response.headers.server).toBeUndefined();
}

/** JSON answers: nothing may be loaded by them or frame them, and other sites may not embed them. */
export function expectApiHeaders(response: LightMyRequestResponse, overTls = false) {
  const csp = directivesOf(response.headers['content-security-policy'] as string | undefined);
  expect(csp.get('default-src')).toEqual(["'none'"]);
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  expect(response.headers['x-frame-options']).toBe('DENY');
  expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
  expectTransportHeaders(response, overTls);
}

export function expectSecurityHeaders(response: LightMyRequestResponse, overTls = false) {
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
  // Plain-HTTP links of the page are upgraded only where HTTPS is known to work.
  expect(csp.has('upgrade-insecure-requests')).toBe(overTls);
  expectTransportHeaders(response, overTls);
}

/** A multipart request with one file, as the app's picture picker sends it. */
export function multipartPicture(bytes: Buffer) {
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

/** A PNG of one pixel, padded after its end to the wanted size: uploads are decoded, so it must be a real one. */
export function pngOfSize(size: number) {
  const picture = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
  return Buffer.concat([picture, Buffer.alloc(Math.max(0, size - picture.length))]);
}

let registrations = 0;
export function newRegistration() {
  registrations += 1;
  const unique = `${process.pid % 10_000}${registrations}${Math.floor(Math.random() * 1e4)}`;
  return {
    username: `guard${unique}`,
    password: 'secret123',
    email: `guard${unique}@example.com`,
    mobile: `+1666${unique.padStart(7, '0').slice(-7)}`,
  };
}

/**
 * The test app of the safety suites, with routes that fail the ways a careless handler could, and the
 * calls the suites make through it.
 */
export function useSecurityTestApp() {
  const { t } = useTestApp({
    extend: (app) => {
      app.get('/api/test/sql-failure', testOnly, async () => {
        throw new Error(INTERNAL_DETAIL);
      });
      // A real driver error: its message names the table and the SQL it ran.
      app.get('/api/test/database-failure', testOnly, async () =>
        app.ctx.db.execute(sql.raw('select password_hash from users_that_do_not_exist')),
      );
      app.get('/api/test/driver-failure', testOnly, async () => {
        throw Object.assign(new Error('duplicate key value violates unique constraint "users_email_key"'), {
          code: '23505',
          detail: `Key (email)=(a@example.com) already exists; ${INTERNAL_DETAIL}`,
          table: 'users',
        });
      });
      app.get('/api/test/client-failure', testOnly, async () => {
        throw Object.assign(new Error(INTERNAL_DETAIL), { statusCode: 400 });
      });
      app.get('/api/test/text-failure', testOnly, async () => Promise.reject(INTERNAL_DETAIL));
      // Callback libraries sometimes reject with nothing at all.
      app.get('/api/test/empty-failure', testOnly, async () => Promise.reject(undefined));
      app.get('/api/test/null-failure', testOnly, async () => Promise.reject(null));
    },
  });

  function inject(options: InjectOptions | string): Promise<LightMyRequestResponse> {
    return t.app.inject(options);
  }

  function postJson(url: string, payload: object, token?: string) {
    return inject({ method: 'POST', url, payload, headers: token ? { token } : {} });
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

  const usersWithEmail = async (email: string) =>
    (await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email))).length;

  return { t, inject, postJson, uploadedFiles, operatorToken, usersWithEmail };
}
